import { keccak_256 as keccak256 } from "@noble/hashes/sha3.js";
import { fail } from "../../json.js";
import { camelCase } from "../../signing/bindings.js";
import type { Field } from "../../signing/grammar.js";

// The signing spec as the signing target uses it: the stored signing configurations and the
// bindings of spec/signing/bindings.yaml as signing/ reads them, and what a Solidity type becomes
// in TypeScript.

export {
  BINDINGS,
  type Binding,
  type BindingsSpec,
  type BodyField,
  type BodyKind,
  camelCase,
  type MessageBinding,
  withUpstreamBounds,
} from "../../signing/bindings.js";
export {
  CONFIG_FILE,
  type RpcConfig,
  readConfigs,
  SANDBOX_NETWORK,
  SIGNING_DIR,
} from "../../signing/configs.js";

export const OUT = "packages/signing/src/generated";
export const ABI = "spec/contracts/exchange.abi.json";

export type AbiSpec = Record<string, unknown[]>;

export function hex(bytes: Uint8Array): string {
  return `0x${Buffer.from(bytes).toString("hex")}`;
}

/** The EIP-712 encodeType string of a flat struct. */
export function encodeType(name: string, fields: readonly Field[]): string {
  return `${name}(${fields.map((f) => `${f.type} ${f.name}`).join(",")})`;
}

export function typeHash(name: string, fields: readonly Field[]): string {
  return hex(keccak256(new TextEncoder().encode(encodeType(name, fields))));
}

/** The TypeScript type of a value of a Solidity type in a message. */
export function tsType(type: string, where: string): string {
  if (type === "address") return "Address";
  if (type === "bool") return "boolean";
  if (type === "string") return "string";
  if (/^bytes([0-9]+)?$/.test(type)) return "Hex";
  if (/^u?int[0-9]*$/.test(type)) return "bigint";
  return fail(where, `unsupported field type ${type}`);
}

export function uintBits(type: string): number | undefined {
  const m = /^uint([0-9]*)$/.exec(type);
  return m ? Number(m[1] || 256) : undefined;
}

export function typesName(name: string): string {
  return `${camelCase(name)}Types`;
}

export function exampleValue(type: string): string {
  if (type === "address") return '"0x…"';
  if (type === "bool") return "false";
  if (type === "string") return '""';
  if (type.startsWith("bytes")) return '"0x…"';
  return "1n";
}

/** One writer call per field: the specialised encoder of a message type. */
/** `tradeOrderBinding`: how one message type is carried and who signs it. */
export function bindingName(message: string): string {
  return `${camelCase(message)}Binding`;
}
