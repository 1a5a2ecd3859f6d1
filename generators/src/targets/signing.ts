import { keccak_256 as keccak256 } from "@noble/hashes/sha3.js";
import { emitTypeScript, type GeneratedFile, literal, lowerFirst, propertyKey } from "../emit.js";
import { UPSTREAM_OPENAPI } from "../enums.js";
import { fail } from "../json.js";
import { readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";
import type { Target } from "../target.js";

const OUT = "packages/signing/src/generated";
const SIGNING_DIR = "spec/signing";
const BINDINGS = "spec/signing/bindings.yaml";
const ABI = "spec/contracts/exchange.abi.json";
const CONFIG_FILE = /^spec\/signing\/rpc-config\.([a-z0-9]+)\.json$/;

interface RpcConfig {
  domain: { name: string; version: string; chainId: number | string; verifyingContract: string };
  signatureTypes: Record<string, string>;
}

interface Field {
  readonly type: string;
  readonly name: string;
}

type BodyKind =
  | "address"
  | "bytes32"
  | "uuid"
  | "decimal"
  | "integer"
  | "boolean"
  | "nonce"
  | "signedAt"
  | "unixSeconds"
  | "enum"
  | "clientOrderId"
  | "string"
  | "uuidList"
  | "clientOrderIdList";

interface BodyField {
  kind: BodyKind;
  required?: boolean;
  description: string;
  bits?: number;
  enum?: string;
  minLength?: number;
  maxLength?: number;
  /** `Schema.property` of the live OpenAPI document whose length bounds the field takes. */
  upstream?: string;
}

interface Binding {
  from: string;
  encode: "same" | "decimal9" | "nonce";
  whenAbsent?: "zero";
  description?: string;
}

interface MessageBinding {
  body?: string;
  operations: { method: string; path: string }[];
  signatures: { field: string; party: string; description: string }[];
  orderTypes?: { market: string; limit: string };
  fields?: Record<string, Binding>;
}

interface BindingsSpec {
  config: { method: string; path: string };
  bodies: Record<string, { description: string; fields: Record<string, BodyField> }>;
  messages: Record<string, MessageBinding>;
}

type AbiSpec = Record<string, unknown[]>;

/** `address sender,uint64 nonce` as fields. */
export function parseSignatureType(text: string, where: string): Field[] {
  return text.split(",").map((entry) => {
    const match = /^([a-z0-9]+) ([A-Za-z_][A-Za-z0-9_]*)$/.exec(entry);
    if (!match) fail(where, `cannot read the entry ${JSON.stringify(entry)}`);
    return { type: match[1] as string, name: match[2] as string };
  });
}

function hex(bytes: Uint8Array): string {
  return `0x${Buffer.from(bytes).toString("hex")}`;
}

/** The EIP-712 encodeType string of a flat struct. */
function encodeType(name: string, fields: readonly Field[]): string {
  return `${name}(${fields.map((f) => `${f.type} ${f.name}`).join(",")})`;
}

function typeHash(name: string, fields: readonly Field[]): string {
  return hex(keccak256(new TextEncoder().encode(encodeType(name, fields))));
}

/** The TypeScript type of a value of a Solidity type in a message. */
function tsType(type: string, where: string): string {
  if (type === "address") return "Address";
  if (type === "bool") return "boolean";
  if (type === "string") return "string";
  if (/^bytes([0-9]+)?$/.test(type)) return "Hex";
  if (/^u?int[0-9]*$/.test(type)) return "bigint";
  return fail(where, `unsupported field type ${type}`);
}

function uintBits(type: string): number | undefined {
  const m = /^uint([0-9]*)$/.exec(type);
  return m ? Number(m[1] || 256) : undefined;
}

/** Every rpc-config file, by network, and the one set of message types they all share. */
function readConfigs(spec: SpecSource): {
  files: SpecFile[];
  configs: Map<string, RpcConfig>;
  types: Map<string, Field[]>;
  signatureTypes: Record<string, string>;
} {
  const files = spec.list(SIGNING_DIR).filter((p) => CONFIG_FILE.test(p));
  if (files.length === 0) fail(SIGNING_DIR, "has no rpc-config.<network>.json");
  const configs = new Map<string, RpcConfig>();
  const read = files.map((p) => spec.read(p));
  for (const file of read) {
    const network = (CONFIG_FILE.exec(file.path) as RegExpExecArray)[1] as string;
    configs.set(network, readJson<RpcConfig>(file));
  }
  const [first, ...rest] = read;
  const reference = configs.get(
    (CONFIG_FILE.exec((first as SpecFile).path) as RegExpExecArray)[1] as string,
  ) as RpcConfig;
  for (const file of rest) {
    const network = (CONFIG_FILE.exec(file.path) as RegExpExecArray)[1] as string;
    const other = (configs.get(network) as RpcConfig).signatureTypes;
    const names = new Set([...Object.keys(reference.signatureTypes), ...Object.keys(other)]);
    for (const name of names) {
      if (reference.signatureTypes[name] !== other[name]) {
        fail(
          file.path,
          `signatureTypes.${name} differs from ${(first as SpecFile).path}: every network must sign the same message types (got ${JSON.stringify(other[name])}, expected ${JSON.stringify(reference.signatureTypes[name])})`,
        );
      }
    }
  }
  const types = new Map<string, Field[]>();
  for (const [name, text] of Object.entries(reference.signatureTypes)) {
    types.set(
      name,
      parseSignatureType(text, `${(first as SpecFile).path}: signatureTypes.${name}`),
    );
  }
  return { files: read, configs, types, signatureTypes: reference.signatureTypes };
}

function typedDataFile(
  sources: SpecFile[],
  types: Map<string, Field[]>,
  signatureTypes: Record<string, string>,
): GeneratedFile {
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
  });
}

/** `tradeOrderTypes`: the exported EIP-712 definition of one message type. */
function typesName(name: string): string {
  return `${camelCase(name)}Types`;
}

/** A message type's name as the start of a value name: `tradeOrder`, `eip712Auth`. */
function camelCase(name: string): string {
  return name.replace(/^[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|^[A-Z]/, (m) => m.toLowerCase());
}

function exampleValue(type: string): string {
  if (type === "address") return '"0x…"';
  if (type === "bool") return "false";
  if (type === "string") return '""';
  if (type.startsWith("bytes")) return '"0x…"';
  return "1n";
}

/** One writer call per field: the specialised encoder of a message type. */
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

function structHashFile(sources: SpecFile[], types: Map<string, Field[]>): GeneratedFile {
  return emitTypeScript(`${OUT}/struct-hash.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["type Hex", "hexToBytes"],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./typed-data.js",
      namedImports: ["MessageOf", "PrimaryType", ...[...types.keys()].map((n) => `${n}Message`)],
    });
    file.addStatements(
      `/**\n * Writes one 32-byte word of a struct encoding and hashes the result. The signing package\n * implements it; each write checks its value and throws a ValidationError naming the field.\n *\n * @example\n * hashTradeOrderStruct(message, structHashKit)\n */\nexport interface StructHashKit {\n  address(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  bool(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  uint(words: Uint8Array, offset: number, value: unknown, bits: number, field: string): void;\n  int(words: Uint8Array, offset: number, value: unknown, bits: number, field: string): void;\n  fixedBytes(words: Uint8Array, offset: number, value: unknown, size: number, field: string): void;\n  string(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  bytes(words: Uint8Array, offset: number, value: unknown, field: string): void;\n  /** keccak256 of the words, as 32 fresh bytes. */\n  hash(words: Uint8Array): Uint8Array;\n}`,
    );
    // Called with a pure annotation: a bundle that never hashes a message type leaves its buffer out.
    file.addStatements(
      `/** The reused words of one struct encoding, its type hash in the first. */\nfunction structWords(size: number, typeHash: Hex): Uint8Array {\n  const words = new Uint8Array(size);\n  words.set(hexToBytes(typeHash));\n  return words;\n}`,
    );
    for (const [name, fields] of types) {
      const buffer = `${lowerFirst(name)}Words`;
      file.addStatements([
        `const ${buffer} = /* @__PURE__ */ structWords(${32 * (fields.length + 1)}, ${JSON.stringify(typeHash(name, fields))});`,
        `/**\n * The EIP-712 struct hash of a ${name} message: its type hash and ${fields.length} words, written\n * field by field in the order the signing configuration gives.\n *\n * @example\n * const structHash = hash${name}Struct(message, kit)\n */\nexport function hash${name}Struct(message: ${name}Message, kit: StructHashKit): Uint8Array {\n  const words = ${buffer};\n${fields.map((f, i) => `  ${writerCall(f, 32 * (i + 1), name)}`).join("\n")}\n  return kit.hash(words);\n}`,
      ]);
    }
    file.addStatements(
      `/**\n * The struct hasher of each message type.\n *\n * @example\n * structHashers.CancelOrder(message, kit)\n */\nexport const structHashers: { readonly [P in PrimaryType]: (message: MessageOf<P>, kit: StructHashKit) => Uint8Array } = {\n${[...types.keys()].map((n) => `  ${n}: hash${n}Struct,`).join("\n")}\n};`,
    );
  });
}

function configsFile(
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
      `/**\n * The stored signing configuration of each network (${networks.join(", ")}). The live one may\n * change on a contract migration: fetch it with fetchSigningConfig.\n *\n * @example\n * signingConfigs.testnet.domain.chainId // ${Number(configs.get(networks[0] as string)?.domain.chainId)}\n */\nexport const signingConfigs: { readonly [N in SigningNetwork]: SigningConfig } = ${literal(entries)};`,
      `/**\n * Where the live signing configuration is served.\n *\n * @example\n * signingConfigEndpoint.path // "${bindings.config.path}"\n */\nexport const signingConfigEndpoint = ${literal(bindings.config)} as const;`,
    ]);
  });
}

const ZERO_OF: Record<string, string> = { bigint: "0n", Hex: "ZERO_BYTES32", boolean: "false" };

function bodyTsType(field: BodyField): string {
  switch (field.kind) {
    case "address":
      return "Address";
    case "bytes32":
      return "Hex";
    case "decimal":
    case "nonce":
    case "uuid":
    case "clientOrderId":
    case "string":
      return "string";
    case "integer":
    case "signedAt":
    case "unixSeconds":
      return "number";
    case "boolean":
      return "boolean";
    case "enum":
      return `Known${field.enum}`;
    case "uuidList":
    case "clientOrderIdList":
      return "readonly string[]";
  }
}

/** The check of one body field's value, returning it converted where the signed field needs it. */
function checkCall(field: BodyField, value: string, name: string): string {
  const f = JSON.stringify(name);
  switch (field.kind) {
    case "integer":
      return `checks.integer(${value}, ${f}, ${field.bits ?? 53})`;
    case "enum":
      return `checks.oneOf(${value}, ${f}, ${lowerFirst(field.enum as string)}Values)`;
    case "string":
      return `checks.text(${value}, ${f}, ${field.minLength ?? 0}, ${field.maxLength ?? 1_000_000})`;
    default:
      return `checks.${field.kind}(${value}, ${f})`;
  }
}

function bindingsFile(
  sources: SpecFile[],
  bindings: BindingsSpec,
  types: Map<string, Field[]>,
): GeneratedFile {
  const enums = new Set<string>();
  for (const body of Object.values(bindings.bodies)) {
    for (const field of Object.values(body.fields)) if (field.enum) enums.add(field.enum);
  }
  return emitTypeScript(`${OUT}/bindings.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: [
        "type Address",
        "type Hex",
        ...[...enums].sort().flatMap((e) => [`type Known${e}`, `${lowerFirst(e)}Values`]),
        "ZERO_BYTES32",
      ],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./typed-data.js",
      namedImports: [
        "PrimaryType",
        ...Object.keys(bindings.messages)
          .filter((m) => bindings.messages[m]?.body)
          .map((m) => `${m}Message`),
      ],
    });
    file.addStatements(
      `/**\n * Checks one request-body value of each kind in spec/signing/bindings.yaml and returns it in the\n * form its signed field needs. Each check throws a ValidationError naming the field; the signing\n * package implements them against one clock reading (\`now\`).\n *\n * @example\n * tradeOrderFromOrderData(data, bodyChecks(Date.now()))\n */\nexport interface BodyChecks {\n  /** Throws unless \`data\` is an object with every required key and no key outside \`known\`. */\n  fields(data: unknown, known: readonly string[], required: readonly string[]): void;\n  address(value: unknown, field: string): Address;\n  bytes32(value: unknown, field: string): Hex;\n  uuid(value: unknown, field: string): string;\n  /** A decimal string as a 9-decimal fixed-point bigint. */\n  decimal(value: unknown, field: string): bigint;\n  integer(value: unknown, field: string, bits: number): number;\n  boolean(value: unknown, field: string): boolean;\n  /** A nonce string inside the nonce window, as a bigint. */\n  nonce(value: unknown, field: string): bigint;\n  /** Unix seconds inside the signedAt window. */\n  signedAt(value: unknown, field: string): number;\n  unixSeconds(value: unknown, field: string): number;\n  oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T;\n  clientOrderId(value: unknown, field: string): string;\n  text(value: unknown, field: string, minLength: number, maxLength: number): string;\n  uuidList(value: unknown, field: string): readonly string[];\n  clientOrderIdList(value: unknown, field: string): readonly string[];\n  /** Throws unless a scaled decimal fits the signed field's width. */\n  fits(value: bigint, field: string, bits: number): bigint;\n}`,
    );
    for (const [bodyName, body] of Object.entries(bindings.bodies)) {
      const fields = Object.entries(body.fields);
      file.addStatements(
        `/**\n * ${body.description}\n *\n * @example\n * const data: ${bodyName} = { ${fields
          .filter(([, f]) => f.required)
          .map(([n, f]) => `${n}: ${exampleBody(f)}`)
          .join(
            ", ",
          )} }\n */\nexport interface ${bodyName} {\n${fields.map(([n, f]) => `  /** ${f.description} */\n  readonly ${propertyKey(n)}${f.required ? "" : "?"}: ${bodyTsType(f)}${f.required ? "" : " | undefined"};`).join("\n")}\n}`,
      );
    }
    const builders: string[] = [];
    for (const [message, binding] of Object.entries(bindings.messages)) {
      if (!binding.body || !binding.fields) continue;
      const bodyName = binding.body;
      const body =
        bindings.bodies[bodyName] ??
        fail(BINDINGS, `messages.${message}.body names no body ${bodyName}`);
      const signed =
        types.get(message) ??
        fail(BINDINGS, `messages.${message} is not a type of the signing configuration`);
      const bound = new Set(Object.keys(binding.fields));
      for (const field of signed) {
        if (!bound.has(field.name))
          fail(
            BINDINGS,
            `messages.${message}.fields has no binding for the signed field ${field.name}`,
          );
      }
      for (const name of bound) {
        if (!signed.some((f) => f.name === name))
          fail(BINDINGS, `messages.${message}.fields.${name} is not a field of ${message}`);
      }
      const used = new Set<string>();
      const lines: string[] = [];
      const props: string[] = [];
      for (const field of signed) {
        const b = binding.fields[field.name] as Binding;
        const source =
          body.fields[b.from] ??
          fail(
            BINDINGS,
            `messages.${message}.fields.${field.name}.from names no field of ${bodyName}`,
          );
        used.add(b.from);
        const value = `data.${b.from}`;
        let converted = checkCall(source, value, b.from);
        const ts = tsType(field.type, message);
        if (b.encode === "decimal9") {
          if (source.kind !== "decimal")
            fail(
              BINDINGS,
              `messages.${message}.fields.${field.name}: decimal9 needs a decimal body field`,
            );
          converted = `checks.fits(${converted}, ${JSON.stringify(b.from)}, ${uintBits(field.type) ?? 256})`;
        } else if (b.encode === "nonce") {
          if (source.kind !== "nonce")
            fail(
              BINDINGS,
              `messages.${message}.fields.${field.name}: nonce needs a nonce body field`,
            );
        } else if (ts === "bigint") {
          converted = `BigInt(${converted})`;
        }
        const optional = !source.required;
        if (optional && !b.whenAbsent)
          fail(
            BINDINGS,
            `messages.${message}.fields.${field.name}: ${b.from} is optional in ${bodyName}, so whenAbsent is needed`,
          );
        const expr = optional
          ? `${value} === undefined ? ${ZERO_OF[ts] ?? fail(BINDINGS, `no zero value of ${field.type}`)} : ${converted}`
          : converted;
        props.push(`    ${field.name}: ${expr},`);
      }
      for (const [name, field] of Object.entries(body.fields)) {
        if (used.has(name)) continue;
        const call = checkCall(field, `data.${name}`, name);
        lines.push(field.required ? `  ${call};` : `  if (data.${name} !== undefined) ${call};`);
      }
      const known = `${lowerFirst(bodyName)}Fields`;
      const required = fields(body)
        .filter(([, f]) => f.required)
        .map(([n]) => n);
      file.addStatements(
        `const ${known} = ${literal(Object.keys(body.fields))} as const;\nconst ${known}Required = ${literal(required)} as const;`,
      );
      const fn = `${camelCase(message)}From${bodyName}`;
      builders.push(fn);
      file.addStatements(
        `/**\n * Checks a ${bodyName} body field by field and builds the ${message} message it signs, following\n * spec/signing/bindings.yaml.${Object.entries(
          binding.fields,
        )
          .filter(([, b]) => b.description)
          .map(([n, b]) => ` ${n}: ${b.description}`)
          .join(
            "",
          )}\n *\n * @example\n * const message = ${fn}(data, checks)\n */\nexport function ${fn}(data: ${bodyName}, checks: ${checksType(lines, props)}): ${message}Message {\n  checks.fields(data, ${known}, ${known}Required);\n${lines.map((l) => `${l}\n`).join("")}  return {\n${props.join("\n")}\n  };\n}`,
      );
    }
    for (const [m, b] of Object.entries(bindings.messages)) {
      const meta = {
        ...(b.body ? { body: b.body } : {}),
        operations: b.operations,
        signatures: b.signatures.map((s) => ({ field: s.field, party: s.party })),
      };
      file.addStatements(
        `/**\n * How a ${m} message is carried: ${b.body ? "its request body, " : ""}the HTTP operations that carry it, and\n * which body field names each signing party.\n *\n * @example\n * ${bindingName(m)}.signatures // ${JSON.stringify(
          meta.signatures,
        )
          .replace(/"(field|party)":/g, "$1: ")
          .replace(/,(?=[a-z])/g, ", ")
          .replace(/\{/g, "{ ")
          .replace(/\}/g, " }")}\n */\nexport const ${bindingName(m)} = ${literal(meta)} as const;`,
      );
    }
    file.addStatements(
      `/**\n * For each message type: the request body it is built from, the HTTP operations that carry it, and\n * which body field names each signing party.\n *\n * @example\n * messageBindings.LinkSigner.signatures // [{ field: "signature", party: "sender" }, { field: "signerSignature", party: "signer" }]\n */\nexport const messageBindings = {\n${Object.keys(
        bindings.messages,
      )
        .map((m) => `  ${m}: ${bindingName(m)},`)
        .join("\n")}\n} as const satisfies Record<PrimaryType, unknown>;`,
    );
    const bounds: Record<string, Record<string, { minLength: number; maxLength: number }>> = {};
    for (const [bodyName, body] of Object.entries(bindings.bodies)) {
      for (const [name, field] of Object.entries(body.fields)) {
        if (field.kind !== "string") continue;
        bounds[bodyName] ??= {};
        (bounds[bodyName] as Record<string, unknown>)[name] = {
          minLength: field.minLength ?? 0,
          maxLength: field.maxLength ?? 1_000_000,
        };
      }
    }
    const [firstBody, firstFields] = Object.entries(bounds)[0] ?? [];
    if (firstBody && firstFields) {
      const [firstField, firstBounds] = Object.entries(firstFields)[0] as [string, unknown];
      file.addStatements(
        `/**\n * The length bounds of each free-text body field, as \`checks.text\` holds it to them: the live\n * document's where spec/signing/bindings.yaml names it (\`upstream\`), so callers that check a\n * field before building its body use the same bounds.\n *\n * @example\n * textFieldBounds.${firstBody}.${firstField} // ${JSON.stringify(firstBounds).replace(/"/g, "").replace(/:/g, ": ").replace(/,/g, ", ").replace(/\{/g, "{ ").replace(/\}/g, " }")}\n */\nexport const textFieldBounds = ${literal(bounds)} as const;`,
      );
    }
    const orderTypes = Object.values(bindings.messages).find((b) => b.orderTypes)?.orderTypes;
    if (orderTypes) {
      file.addStatements(
        `/**\n * The order \`type\` values that decide whether a price is signed.\n *\n * @example\n * orderKinds.market // "${orderTypes.market}"\n */\nexport const orderKinds = ${literal(orderTypes)} as const;`,
      );
    }
  });
}

/**
 * The checks a builder calls, as a Pick of BodyChecks: a caller may pass fewer than all of them, so
 * a bundle that builds only orders leaves the list and text checks out.
 */
function checksType(lines: readonly string[], props: readonly string[]): string {
  const used = new Set(["fields"]);
  for (const m of [...lines, ...props].join("\n").matchAll(/checks\.([A-Za-z0-9]+)\(/g)) {
    used.add(m[1] as string);
  }
  return `Pick<BodyChecks, ${[...used].map((k) => JSON.stringify(k)).join(" | ")}>`;
}

/** `tradeOrderBinding`: how one message type is carried and who signs it. */
function bindingName(message: string): string {
  return `${camelCase(message)}Binding`;
}

function fields(body: { fields: Record<string, BodyField> }): [string, BodyField][] {
  return Object.entries(body.fields);
}

function exampleBody(field: BodyField): string {
  switch (field.kind) {
    case "address":
    case "bytes32":
      return '"0x…"';
    case "decimal":
      return '"1.5"';
    case "nonce":
      return "clock.nonce()";
    case "signedAt":
      return "clock.signedAt()";
    case "integer":
    case "unixSeconds":
      return "0";
    case "boolean":
      return "false";
    case "enum":
      return `${lowerFirst(field.enum as string)}Values[0]`;
    default:
      return '"…"';
  }
}

function abiFile(source: SpecFile): GeneratedFile {
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
function withUpstreamBounds(spec: SpecSource, bindings: BindingsSpec): SpecFile[] {
  let file: SpecFile | undefined;
  let schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> = {};
  for (const [bodyName, body] of Object.entries(bindings.bodies)) {
    for (const [name, field] of Object.entries(body.fields)) {
      if (field.upstream === undefined) continue;
      const where = `bodies.${bodyName}.fields.${name}`;
      if (field.minLength !== undefined || field.maxLength !== undefined) {
        fail(BINDINGS, `${where} names upstream ${field.upstream}; its bounds are the upstream's`);
      }
      if (!file) {
        file = spec.read(UPSTREAM_OPENAPI);
        schemas = (JSON.parse(file.text) as { components: { schemas: typeof schemas } }).components
          .schemas;
      }
      const [schema, property] = field.upstream.split(".") as [string, string];
      const found = schemas[schema]?.properties?.[property];
      if (!found) fail(BINDINGS, `${where}: ${UPSTREAM_OPENAPI} has no ${field.upstream}`);
      if (typeof found.minLength === "number") field.minLength = found.minLength;
      if (typeof found.maxLength === "number") field.maxLength = found.maxLength;
    }
  }
  return file ? [file] : [];
}

export const signingTarget: Target = {
  name: "signing",
  outDir: OUT,
  inputs: [SIGNING_DIR, ABI, UPSTREAM_OPENAPI],
  async generate(spec) {
    const { files, configs, types, signatureTypes } = readConfigs(spec);
    const bindingsSource = spec.read(BINDINGS);
    const bindings = readYaml<BindingsSpec>(bindingsSource);
    const upstream = withUpstreamBounds(spec, bindings);
    for (const name of Object.keys(bindings.messages)) {
      if (!types.has(name))
        fail(BINDINGS, `messages.${name} is not a type of the signing configuration`);
    }
    for (const name of types.keys()) {
      if (!(name in bindings.messages)) fail(BINDINGS, `messages has no entry for ${name}`);
    }
    return [
      abiFile(spec.read(ABI)),
      bindingsFile([bindingsSource, ...upstream, ...files], bindings, types),
      configsFile([...files, bindingsSource], configs, bindings),
      structHashFile(files, types),
      typedDataFile(files, types, signatureTypes),
    ];
  },
};
