import { LAYER } from "../rest/derive.js";
import { SchemaDocument } from "../schema/document.js";

// The parts of the REST spec the command table reads, and how a value's kind is told from its
// schema.

const SPEC = `${LAYER} over the upstream`;

/** The parts of a JSON Schema (OpenAPI 3.1 dialect) the command table needs. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  "x-extensible-enum"?: unknown[];
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  /** Why it is deprecated, where the layer says. */
  "x-deprecated-reason"?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: unknown;
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface Document {
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** What a value is beyond its JSON type: how the command line reads it and a table shows it. */
export type ValueKind =
  | "text"
  | "integer"
  | "number"
  | "boolean"
  | "decimal"
  | "uuid"
  | "address"
  | "bytes32"
  | "timestamp-ms"
  | "unix-seconds"
  | "side"
  | "json";

/**
 * Named schemas whose values the command line reads or shows in their own way. Reached through
 * `$ref`, so a field or parameter that refers to one of them has its kind.
 */
const kindsBySchema: Readonly<Record<string, ValueKind>> = {
  OrderSide: "side",
};

/** Kinds of the string formats the live document uses; `hex` is told apart by its length. */
const kindsByFormat: Readonly<Record<string, ValueKind>> = {
  uuid: "uuid",
  decimal: "decimal",
};

/**
 * The kind of a `hex` string: the live document gives its length only through its examples (an
 * address has 40 digits, a bytes32 64).
 */
function hexKind(schema: Schema): ValueKind {
  const example = schema.examples?.[0];
  if (typeof example === "string" && /^0x[0-9a-fA-F]{40}$/.test(example)) return "address";
  if (typeof example === "string" && /^0x[0-9a-fA-F]{64}$/.test(example)) return "bytes32";
  return "text";
}

/** The kind of an integer time, from the unit its description gives (the live document's way). */
export function timeKind(schema: Schema): ValueKind | undefined {
  const text = schema.description ?? "";
  if (/\bms since\b|milliseconds/i.test(text)) return "timestamp-ms";
  if (/seconds since/i.test(text)) return "unix-seconds";
  // "Unix timestamp" alone: the unit is the one its example is in (a time in seconds has at most
  // 11 digits until the year 5138; one in milliseconds has 13 today).
  const example = schema.examples?.[0] ?? (schema as { example?: unknown }).example;
  if (/\bunix timestamp\b/i.test(text) && typeof example === "number") {
    return example >= 1e11 ? "timestamp-ms" : "unix-seconds";
  }
  return undefined;
}

export function fail(problem: string): never {
  throw new Error(`${SPEC}: ${problem}`);
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The REST spec's `$ref`s, read through the generators' one reader. */
export class Resolver extends SchemaDocument<Document> {
  constructor(doc: Document) {
    super(doc, fail);
  }

  parameter(value: Parameter | { $ref: string }): Parameter {
    return this.deref<Parameter>(value);
  }

  /** The kind the first named schema on a schema's chain of references gives, if one does. */
  kind(schema: Schema): ValueKind | undefined {
    return this.resolve(schema)
      .names.map((name) => kindsBySchema[name])
      .find((kind) => kind !== undefined);
  }
}

export function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== "null");
}

/** The kind of a scalar value, or undefined for objects, arrays and anything-goes schemas. */
export function scalarKind(resolver: Resolver, schema: Schema): ValueKind | undefined {
  const resolved = resolver.resolve(schema).schema;
  const kind = resolver.kind(schema);
  if (kind) return kind;
  if (resolved.oneOf || resolved.anyOf) {
    const options = (resolved.oneOf ?? resolved.anyOf ?? []).filter(
      (o) => !(typesOf(o).length === 0 && o.type === "null"),
    );
    const kinds = new Set(options.map((o) => scalarKind(resolver, o)));
    kinds.delete(undefined);
    return kinds.size === 1 ? [...kinds][0] : undefined;
  }
  const types = typesOf(resolved);
  if (types.length !== 1) return types.length > 1 && !types.includes("object") ? "text" : undefined;
  const byFormat = resolved.format ? kindsByFormat[resolved.format] : undefined;
  if (byFormat) return byFormat;
  if (resolved.format === "hex") return hexKind(resolved);
  switch (types[0]) {
    case "string":
      return "text";
    case "integer":
      return timeKind(schema) ?? timeKind(resolved) ?? "integer";
    case "number":
      return timeKind(schema) ?? timeKind(resolved) ?? "number";
    case "boolean":
      return "boolean";
    default:
      return undefined;
  }
}

export function firstLine(text: string | undefined): string | undefined {
  const line = text?.trim().split("\n")[0]?.trim();
  return line ? line : undefined;
}

/** What a command's help says of an operation the spec marks deprecated; undefined otherwise. */
export function deprecationOf(op: Operation): string | undefined {
  if (!op.deprecated) return undefined;
  return (
    op["x-deprecated-reason"] ?? "the service marks it deprecated: it may go in a later version"
  );
}
