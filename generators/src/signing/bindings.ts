import { UPSTREAM_OPENAPI } from "../enums.js";
import { fail } from "../json.js";
import type { SpecFile, SpecSource } from "../spec.js";

// spec/signing/bindings.yaml as the generators read it: how each message type is carried by a
// request body and who signs it. defaults.ts adds a binding for each type the file leaves out.

export const BINDINGS = "spec/signing/bindings.yaml";

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

/** A message type's name as the start of a value name: `tradeOrder`, `eip712Auth`. */
export function camelCase(name: string): string {
  return name.replace(/^[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|^[A-Z]/, (m) => m.toLowerCase());
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
