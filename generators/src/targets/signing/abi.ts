import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import { readJson, type SpecFile } from "../../spec.js";
import { type AbiSpec, OUT } from "./model.js";

// abi.ts of @perpkit/signing: the ABI fragments of the onchain calls.

export function abiFile(source: SpecFile): GeneratedFile {
  const abis = readJson<AbiSpec>(source);
  return emitTypeScript(`${OUT}/abi.ts`, [source], (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "abitype",
      namedImports: ["Abi"],
    });
    for (const [contract, fragments] of Object.entries(abis)) {
      const names = fragments.map((f) => (f as { name: string }).name).join(", ");
      file.addStatements(
        `/**\n * ABI fragments of the ${contract} contract that perpkit calls: ${names}.\n *\n * @example\n * await walletClient.writeContract({ address, abi: ${contract}Abi, functionName: "${(fragments[0] as { name: string }).name}", args })\n */\nexport const ${contract}Abi = ${literal(fragments)} as const satisfies Abi;`,
      );
    }
  });
}

/**
 * Gives each string field that names an upstream property (`upstream: Schema.property`) the
 * length bounds the live OpenAPI document states for it, so they are never retyped here. Returns
 * the upstream file when one was read.
 */
