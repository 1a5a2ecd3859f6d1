import { keccak_256 as keccak256 } from "@noble/hashes/sha3.js";
import { UPSTREAM_OPENAPI } from "../../enums.js";
import { fail } from "../../json.js";
import { BINDINGS } from "../../signing/defaults.js";
import type { SpecFile, SpecSource } from "../../spec.js";
import type { Field } from "./grammar.js";

// The signing spec as the signing target reads it: the stored signing configurations, the
// bindings of spec/signing/bindings.yaml, and what a Solidity type becomes in TypeScript.

export {
  CONFIG_FILE,
  type RpcConfig,
  readConfigs,
  SANDBOX_NETWORK,
  SIGNING_DIR,
} from "../../signing/configs.js";

export { BINDINGS };

export const OUT = "packages/signing/src/generated";
export const ABI = "spec/contracts/exchange.abi.json";

export type BodyKind =
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

export interface BodyField {
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

export interface Binding {
  from: string;
  encode: "same" | "decimal9" | "nonce";
  whenAbsent?: "zero";
  description?: string;
}

export interface MessageBinding {
  body?: string;
  operations: { method: string; path: string }[];
  signatures: { field: string; party: string; description: string; parameter?: string }[];
  sign?: { function: string; description: string; example: string };
  orderTypes?: { market: string; limit: string };
  fields?: Record<string, Binding>;
}

export interface BindingsSpec {
  config: { method: string; path: string };
  bodies: Record<string, { description: string; fields: Record<string, BodyField> }>;
  messages: Record<string, MessageBinding>;
}

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

/** A message type's name as the start of a value name: `tradeOrder`, `eip712Auth`. */
export function camelCase(name: string): string {
  return name.replace(/^[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|^[A-Z]/, (m) => m.toLowerCase());
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

/**
 * The bindings with each string field that names an upstream property (`upstream`) given that
 * property's length bounds, and the upstream file when any does. The bindings given are left as
 * they are (they are shared by the targets).
 */
export function withUpstreamBounds(
  spec: SpecSource,
  bindings: BindingsSpec,
): { bindings: BindingsSpec; files: SpecFile[] } {
  let file: SpecFile | undefined;
  let schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> = {};
  const bodies: BindingsSpec["bodies"] = {};
  for (const [bodyName, body] of Object.entries(bindings.bodies)) {
    const fields: Record<string, BodyField> = {};
    for (const [name, field] of Object.entries(body.fields)) {
      fields[name] = field;
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
      fields[name] = {
        ...field,
        ...(typeof found.minLength === "number" ? { minLength: found.minLength } : {}),
        ...(typeof found.maxLength === "number" ? { maxLength: found.maxLength } : {}),
      };
    }
    bodies[bodyName] = { ...body, fields };
  }
  return { bindings: { ...bindings, bodies }, files: file ? [file] : [] };
}
