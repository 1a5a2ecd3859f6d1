import { emitTypeScript, type GeneratedFile, lowerFirst } from "../../emit.js";
import { fail } from "../../json.js";
import type { Field } from "../../signing/grammar.js";
import type { SpecFile } from "../../spec.js";
import { encodeType, OUT, uintBits } from "./model.js";

// struct-hash.ts of @perpkit/signing: one struct hasher per message type, its words written
// field by field by the writers the signing package implements.

function writerCall(field: Field, offset: number, where: string): string {
  const value = `message.${field.name}`;
  const name = JSON.stringify(field.name);
  if (field.type === "address") return `kit.address(words, ${offset}, ${value}, ${name});`;
  if (field.type === "bool") return `kit.bool(words, ${offset}, ${value}, ${name});`;
  if (field.type === "string") return `kit.string(words, ${offset}, ${value}, ${name});`;
  if (field.type === "bytes") return `kit.bytes(words, ${offset}, ${value}, ${name});`;
  const fixed = /^bytes([0-9]+)$/.exec(field.type);
  if (fixed) return `kit.fixedBytes(words, ${offset}, ${value}, ${fixed[1]}, ${name});`;
  const uint = uintBits(field.type);
  if (uint !== undefined) return `kit.uint(words, ${offset}, ${value}, ${uint}, ${name});`;
  const int = /^int([0-9]*)$/.exec(field.type);
  if (int) return `kit.int(words, ${offset}, ${value}, ${Number(int[1] || 256)}, ${name});`;
  return fail(where, `unsupported field type ${field.type}`);
}

export function structHashFile(sources: SpecFile[], types: Map<string, Field[]>): GeneratedFile {
  return emitTypeScript(`${OUT}/struct-hash.ts`, sources, (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./typed-data.js",
      namedImports: ["MessageOf", "PrimaryType", ...[...types.keys()].map((n) => `${n}Message`)],
    });
    file.addStatements(
      `/**\n * Writes one 32-byte word of a struct encoding and hashes the result. The signing package\n * implements it; each write checks its value and throws a ValidationError naming the field.\n *\n * @example\n * hashTradeOrderStruct(message, structHashKit)\n */\nexport interface StructHashKit {\n  address(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  bool(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  uint(words: Uint8Array, offset: number, value: unknown, bits: number, field: string): void;\n  int(words: Uint8Array, offset: number, value: unknown, bits: number, field: string): void;\n  fixedBytes(words: Uint8Array, offset: number, value: unknown, size: number, field: string): void;\n  string(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  bytes(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  /** keccak256 of the words, as 32 fresh bytes. */\n  hash(words: Uint8Array): Uint8Array;\n}`,
    );
    // The type hash is taken on the first hash of a type, from its encodeType string (which a
    // bundle holds anyway, as the configuration's text): 32 random-looking bytes written out would
    // not compress.
    file.addStatements(
      `const utf8 = /* @__PURE__ */ new TextEncoder();\n\n/** The reused words of one struct encoding, its type hash (the kit's hash of its encodeType string) in the first. */\nfunction structWords(size: number, encodeType: string, kit: StructHashKit): Uint8Array {\n  const words = new Uint8Array(size);\n  words.set(kit.hash(utf8.encode(encodeType)));\n  return words;\n}`,
    );
    for (const [name, fields] of types) {
      const buffer = `${lowerFirst(name)}Words`;
      file.addStatements([
        `let ${buffer}: Uint8Array | undefined;`,
        `/**\n * The EIP-712 struct hash of a ${name} message: its type hash and ${fields.length} words, written\n * field by field in the order the signing configuration gives.\n *\n * @example\n * const structHash = hash${name}Struct(message, kit)\n */\nexport function hash${name}Struct(message: ${name}Message, kit: StructHashKit): Uint8Array {\n  const words = (${buffer} ??= structWords(${32 * (fields.length + 1)}, ${JSON.stringify(encodeType(name, fields))}, kit));\n${fields.map((f, i) => `  ${writerCall(f, 32 * (i + 1), name)}`).join("\n")}\n  return kit.hash(words);\n}`,
      ]);
    }
    file.addStatements(
      `/**\n * The struct hasher of each message type.\n *\n * @example\n * structHashers.CancelOrder(message, kit)\n */\nexport const structHashers: { readonly [P in PrimaryType]: (message: MessageOf<P>, kit: StructHashKit) => Uint8Array } = {\n${[...types.keys()].map((n) => `  ${n}: hash${n}Struct,`).join("\n")}\n};`,
    );
  });
}
