import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import type { SpecFile } from "../../spec.js";
import { type BindingsSpec, OUT, type RpcConfig } from "./model.js";

// configs.ts of @perpkit/signing: the stored signing configuration of each network.

export function configsFile(
  sources: SpecFile[],
  configs: Map<string, RpcConfig>,
  bindings: BindingsSpec,
): GeneratedFile {
  return emitTypeScript(`${OUT}/configs.ts`, sources, (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "@perpkit/core",
      namedImports: ["Address"],
    });
    file.addStatements([
      `/**\n * The EIP-712 domain of a network: the \`domain\` of its signing configuration.\n *\n * @example\n * const domain: SigningDomain = signingConfigs.testnet.domain\n */\nexport interface SigningDomain {\n  name: string;\n  version: string;\n  chainId: number;\n  verifyingContract: Address;\n}`,
      `/**\n * A signing configuration as GET ${bindings.config.path} serves it: the domain, and each message type\n * as a comma-separated list of \`<solidity type> <field name>\` entries.\n *\n * @example\n * const config: SigningConfig = await fetchSigningConfig("https://api.example")\n */\nexport interface SigningConfig {\n  domain: SigningDomain;\n  signatureTypes: Record<string, string>;\n}`,
    ]);
    const networks = [...configs.keys()];
    const entries = Object.fromEntries(
      [...configs].map(([network, c]) => [
        network,
        {
          domain: {
            name: c.domain.name,
            version: c.domain.version,
            chainId: Number(c.domain.chainId),
            verifyingContract: c.domain.verifyingContract,
          },
          signatureTypes: c.signatureTypes,
        },
      ]),
    );
    file.addStatements([
      `/**\n * The name of a network with a stored signing configuration.\n *\n * @example\n * const network: SigningNetwork = "testnet"\n */\nexport type SigningNetwork = ${networks.map((n) => JSON.stringify(n)).join(" | ")};`,
      `/**\n * The stored signing configuration of each network (${networks.join(", ")}). The live one may\n * change on a contract migration: fetch it with fetchSigningConfig.\n *\n * @example\n * signingConfigs.${networks[0]}.domain.chainId // ${Number(configs.get(networks[0] as string)?.domain.chainId)}\n */\nexport const signingConfigs: { readonly [N in SigningNetwork]: SigningConfig } = ${literal(entries)};`,
      `/**\n * Where the live signing configuration is served.\n *\n * @example\n * signingConfigEndpoint.path // "${bindings.config.path}"\n */\nexport const signingConfigEndpoint = ${literal(bindings.config)} as const;`,
    ]);
  });
}
