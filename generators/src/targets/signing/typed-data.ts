import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import type { SigningConfigs } from "../../signing/configs.js";
import { TYPE_ENTRY } from "../../signing/grammar.js";
import type { SpecFile } from "../../spec.js";
import { encodeType, exampleValue, OUT, tsType, typeHash, typesName } from "./model.js";

// typed-data.ts of @perpkit/signing: each message type's EIP-712 definition, message shape,
// encodeType string and type hash, and the grammar message types are read with.

export function typedDataFile(sources: SpecFile[], signing: SigningConfigs): GeneratedFile {
  const { types, signatureTypes } = signing;
  const names = [...types.keys()];
  return emitTypeScript(`${OUT}/typed-data.ts`, sources, (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "abitype",
      namedImports: ["TypedData", "TypedDataParameter"],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "@perpkit/core",
      namedImports: ["Address", "Hex"],
    });
    for (const [name, fields] of types) {
      const definition = fields.map((f) => ({ name: f.name, type: f.type }));
      file.addStatements(
        `/**\n * EIP-712 definition of the ${name} message, in the field order and widths the signing\n * configuration serves.\n *\n * @example\n * await account.signTypedData({ domain, types: { ${name}: ${typesName(name)} }, primaryType: "${name}", message })\n */\nexport const ${typesName(name)} = ${literal(definition)} as const satisfies readonly TypedDataParameter[];`,
      );
    }
    file.addStatements([
      `/**\n * EIP-712 definitions of every message type, in the field order and widths the signing\n * configuration serves. viem infers message types from them.\n *\n * @example\n * await account.signTypedData({ domain, types: typedDataTypes, primaryType: "TradeOrder", message })\n */\nexport const typedDataTypes = {\n${names.map((n) => `  ${n}: ${typesName(n)},`).join("\n")}\n} as const satisfies TypedData;`,
      `/**\n * The name of a signed message type.\n *\n * @example\n * const primaryType: PrimaryType = "TradeOrder"\n */\nexport type PrimaryType = ${names.map((n) => JSON.stringify(n)).join(" | ")};`,
      `/**\n * Every message type name, in the order of the signing configuration.\n *\n * @example\n * primaryTypes.includes("CancelOrder") // true\n */\nexport const primaryTypes = ${literal(names)} as const satisfies readonly PrimaryType[];`,
    ]);
    for (const [name, fields] of types) {
      file.addStatements(
        `/**\n * The signed ${name} message: ${fields.map((f) => `${f.type} ${f.name}`).join(", ")}.\n *\n * @example\n * const message: ${name}Message = { ${fields.map((f) => `${f.name}: ${exampleValue(f.type)}`).join(", ")} }\n */\nexport interface ${name}Message {\n${fields.map((f) => `  readonly ${f.name}: ${tsType(f.type, name)};`).join("\n")}\n}`,
      );
    }
    file.addStatements([
      `/**\n * Each message type's message shape, by name.\n *\n * @example\n * type Order = Messages["TradeOrder"]\n */\nexport interface Messages {\n${names.map((n) => `  ${n}: ${n}Message;`).join("\n")}\n}`,
      `/**\n * The message shape of one message type: signed field names, bigint for uint fields, Hex for\n * address and bytes32, boolean for bool.\n *\n * @example\n * const cancel: MessageOf<"CancelOrder"> = { sender, subaccount, nonce: 1764897077655477722n }\n */\nexport type MessageOf<P extends PrimaryType> = Messages[P];`,
      `/**\n * The message types as the signing configuration serves them, for comparing with a live one.\n *\n * @example\n * signatureTypes.CancelOrder // "address sender,bytes32 subaccount,uint64 nonce"\n */\nexport const signatureTypes = ${literal(signatureTypes)} as const satisfies Record<PrimaryType, string>;`,
      `/**\n * The EIP-712 encodeType string of each message type.\n *\n * @example\n * typeStrings.CancelOrder // "CancelOrder(address sender,bytes32 subaccount,uint64 nonce)"\n */\nexport const typeStrings = ${literal(Object.fromEntries([...types].map(([n, f]) => [n, encodeType(n, f)])))} as const satisfies Record<PrimaryType, string>;`,
      `/**\n * keccak256 of each encodeType string: the first word of every struct hash.\n *\n * @example\n * typeHashes.TradeOrder // "0x..."\n */\nexport const typeHashes = ${literal(Object.fromEntries([...types].map(([n, f]) => [n, typeHash(n, f)])))} as const satisfies Record<PrimaryType, Hex>;`,
    ]);
    file.addStatements(lackingStatement(signing));
    // The grammar the stored configurations were read with, for the live ones signing reads.
    file.addStatements(
      `/**\n * The grammar of one entry of a message type as a signing configuration writes it (the\n * entries are split by commas): its EIP-712 atomic type (group 1) and its field name (group 2).\n * The generator read the stored configurations with the same grammar.\n *\n * @example\n * signatureTypeEntry.exec("uint64 nonce")?.[1] // "uint64"\n */\nexport const signatureTypeEntry = /${TYPE_ENTRY.source}/;`,
    );
  });
}

/** `tradeOrderTypes`: the exported EIP-712 definition of one message type. */

/**
 * The message types each network's stored configuration lacks, by its chain id: signing one of
 * them under that network's domain is refused before anything is signed. Empty while every network
 * signs every type.
 */
function lackingStatement(signing: SigningConfigs): string {
  const lacking: Record<string, { network: string; types: string[] }> = {};
  for (const [network, config] of signing.configs) {
    const types = [...signing.types.keys()].filter((name) => !(name in config.signatureTypes));
    if (types.length > 0) lacking[String(Number(config.domain.chainId))] = { network, types };
  }
  const [first] = Object.entries(lacking);
  const example = first
    ? `messageTypesLacking[${first[0]}]?.types // ${JSON.stringify(first[1].types)}`
    : "messageTypesLacking[5064014]?.types // undefined: every network signs every type";
  return `/**\n * The message types a network's stored signing configuration lacks, by its chain id: signing one\n * of them under that network's domain is refused before anything is signed.\n *\n * @example\n * ${example}\n */\nexport const messageTypesLacking: Readonly<Record<number, { readonly network: string; readonly types: readonly PrimaryType[] }>> = ${literal(lacking)};`;
}
