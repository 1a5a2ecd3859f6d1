import { fail as failSpec, isObject, type Json } from "../../json.js";
import { COMPONENT_SCHEMAS, SchemaDocument } from "../../schema/document.js";
import { STREAM_LAYER } from "../../stream/derive.js";

// The stream spec as the stream target reads it: each schema reduced to what the generator
// understands (anything else is refused, naming it), the channels and the messages each
// direction carries.

export const OUT = "packages/stream/src/generated";
export const SPEC = STREAM_LAYER;
export const NETWORKS = "spec/networks.yaml";
export const LIMITS = "spec/limits.yaml";

export type Primitive = "string" | "integer" | "number" | "boolean" | "null";
export type KnownValue = string | number;

/** A schema reduced to what the generator understands; anything else is refused. */
export type Node =
  | { readonly kind: "ref"; readonly name: string }
  | { readonly kind: "primitive"; readonly types: readonly Primitive[] }
  | { readonly kind: "const"; readonly value: string | number | boolean }
  | { readonly kind: "any" }
  | { readonly kind: "array"; readonly items: Node }
  | { readonly kind: "tuple"; readonly items: readonly Node[] }
  | { readonly kind: "object"; readonly props: readonly Prop[] }
  /** A record, list or choice that may also be null. */
  | { readonly kind: "nullable"; readonly node: Node }
  /** One of several shapes (`oneOf`, `anyOf`). */
  | { readonly kind: "union"; readonly options: readonly Node[] }
  /** An object of any keys whose values have one shape (`additionalProperties`). */
  | { readonly kind: "map"; readonly values: Node };

export interface Prop {
  readonly key: string;
  /** The readable name from `x-name`. */
  readonly name: string;
  readonly required: boolean;
  readonly node: Node;
  readonly description: string | undefined;
}

/** One entry of components.schemas. */
export interface Named {
  readonly name: string;
  readonly description: string | undefined;
  readonly node: Node;
  /** From `x-known-values`: an open enumeration's values known today. */
  readonly known: readonly KnownValue[] | undefined;
  readonly knownDescriptions: Readonly<Record<string, string>> | undefined;
  /** The first of the schema's `examples`, for the generated type's documentation. */
  readonly example: unknown;
  /** From `x-readable`: the core function (and its type) that turns a value into words. */
  readonly readableWith: ReadableWith | undefined;
}

/** A core primitive that makes a value readable, e.g. `readableSide` answering `ReadableSide`. */
export interface ReadableWith {
  readonly function: string;
  readonly type: string;
}

export interface Channel {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** The subscribe parameter that selects it: `symbol` or `subaccountId`. */
  readonly key: string;
  /** Where the key sits in the payload: `s`, or `d[].sid` for the first item of `d`. */
  readonly route: string;
  readonly push: { readonly mode: string; readonly intervalMs?: number };
  /** The pushed message schema (`{ e, t, data }`). */
  readonly message: string;
  /** The property of the message that carries the payload, and the payload schema. */
  readonly dataKey: string;
  readonly payload: string;
}

/** A message the spec sends in one direction, told apart from the others by a const property. */
export interface Variant {
  readonly schema: string;
  readonly key: string;
  readonly value: string | number | boolean;
}

export interface Model {
  readonly schemas: ReadonlyMap<string, Named>;
  readonly channels: readonly Channel[];
  readonly serverMessages: readonly Variant[];
  readonly clientMessages: readonly Variant[];
  readonly servers: ReadonlyArray<{ readonly network: string; readonly url: string }>;
}

export function fail(where: string, problem: string): never {
  return failSpec(SPEC, `${where} ${problem}`);
}

export function refName(ref: unknown, where: string): string {
  if (typeof ref !== "string" || !ref.startsWith(COMPONENT_SCHEMAS)) {
    fail(where, `must reference ${COMPONENT_SCHEMAS}<name>, got ${String(ref)}`);
  }
  return ref.slice(COMPONENT_SCHEMAS.length);
}

const PRIMITIVES = new Set<string>(["string", "integer", "number", "boolean", "null"]);
export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function toNode(schema: unknown, where: string): Node {
  if (!isObject(schema)) fail(where, "is not a schema object");
  if (schema.$ref !== undefined) return { kind: "ref", name: refName(schema.$ref, where) };
  if (schema.const !== undefined) {
    const value = schema.const;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      fail(where, "has a const that is not a string, number or boolean");
    }
    return { kind: "const", value };
  }
  if (schema.enum !== undefined) {
    fail(where, "uses enum; enumerations are open here, list them in x-known-values");
  }
  const choice = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choice)) {
    const isNull = (b: unknown) => isObject(b) && b.type === "null";
    const options = choice
      .filter((b) => !isNull(b))
      .map((b, i) => toNode(b, `${where}.oneOf.${i}`));
    const node: Node = options.length === 1 ? (options[0] as Node) : { kind: "union", options };
    return options.length < choice.length ? { kind: "nullable", node } : node;
  }
  for (const keyword of ["allOf", "not", "if"]) {
    if (schema[keyword] !== undefined)
      fail(where, `uses ${keyword}, which the generator does not support`);
  }
  const type = schema.type;
  if (type === undefined) return { kind: "any" };
  if (Array.isArray(type)) {
    for (const t of type) {
      if (typeof t !== "string" || !PRIMITIVES.has(t))
        fail(where, `has an unsupported type ${String(t)}`);
    }
    return { kind: "primitive", types: type as Primitive[] };
  }
  if (typeof type !== "string") fail(where, "has a type that is not a string");
  if (PRIMITIVES.has(type)) return { kind: "primitive", types: [type as Primitive] };
  if (type === "array") {
    if (Array.isArray(schema.items)) {
      const items = schema.items.map((item, i) => toNode(item, `${where}.items.${i}`));
      if (schema.minItems !== items.length) {
        fail(where, `is a tuple of ${items.length} items and must set minItems to ${items.length}`);
      }
      return { kind: "tuple", items };
    }
    return { kind: "array", items: toNode(schema.items ?? {}, `${where}.items`) };
  }
  if (
    type === "object" &&
    schema.properties === undefined &&
    isObject(schema.additionalProperties)
  ) {
    return {
      kind: "map",
      values: toNode(schema.additionalProperties, `${where}.additionalProperties`),
    };
  }
  if (type === "object") {
    const properties = schema.properties ?? {};
    if (!isObject(properties)) fail(where, "has properties that are not an object");
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const key of required) {
      if (!(String(key) in properties))
        fail(where, `requires ${String(key)}, which it does not define`);
    }
    const props = Object.entries(properties).map(([key, value]): Prop => {
      const at = `${where}.properties.${key}`;
      if (!IDENTIFIER.test(key)) fail(at, "is not a plain identifier");
      if (!isObject(value)) fail(at, "is not a schema object");
      const name = value["x-name"];
      if (typeof name !== "string" || !IDENTIFIER.test(name))
        fail(at, "needs an x-name (its readable name)");
      return {
        key,
        name,
        required: required.has(key),
        node: toNode(value, at),
        description: typeof value.description === "string" ? value.description.trim() : undefined,
      };
    });
    const names = new Set<string>();
    for (const p of props) {
      if (names.has(p.name)) fail(where, `gives the readable name ${p.name} to two properties`);
      names.add(p.name);
    }
    return { kind: "object", props };
  }
  fail(where, `has an unsupported type ${type}`);
}

export function readKnown(schema: Json, where: string): Pick<Named, "known" | "knownDescriptions"> {
  const raw = schema["x-known-values"];
  if (raw === undefined) return { known: undefined, knownDescriptions: undefined };
  const type = schema.type;
  const numeric = type === "integer" || type === "number";
  if (!numeric && type !== "string")
    fail(where, "lists x-known-values but is not a string or integer");
  const check = (value: unknown): KnownValue => {
    if (numeric) {
      const n = typeof value === "string" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isInteger(n))
        fail(where, `has a known value ${String(value)} that is not an integer`);
      return n;
    }
    if (typeof value !== "string")
      fail(where, `has a known value ${String(value)} that is not a string`);
    return value;
  };
  if (Array.isArray(raw)) return { known: raw.map(check), knownDescriptions: undefined };
  if (!isObject(raw)) fail(where, "has x-known-values that are neither a list nor a map");
  const descriptions: Record<string, string> = {};
  for (const [value, text] of Object.entries(raw)) {
    if (typeof text !== "string") fail(where, `describes ${value} with something other than text`);
    descriptions[value] = text.trim();
  }
  return { known: Object.keys(raw).map(check), knownDescriptions: descriptions };
}

export function readReadableWith(schema: Json, where: string): ReadableWith | undefined {
  const raw = schema["x-readable"];
  if (raw === undefined) return undefined;
  if (!isObject(raw) || typeof raw.with !== "string" || typeof raw.type !== "string") {
    fail(where, "has an x-readable that is not { with: <core function>, type: <core type> }");
  }
  if (!IDENTIFIER.test(raw.with) || !IDENTIFIER.test(raw.type)) {
    fail(where, "has an x-readable naming something other than identifiers");
  }
  return { function: raw.with, type: raw.type };
}

export function constProps(named: Named): Prop[] {
  return named.node.kind === "object"
    ? named.node.props.filter((p) => p.node.kind === "const")
    : [];
}

export function variantOf(
  schemas: ReadonlyMap<string, Named>,
  schema: string,
  where: string,
): Variant {
  const named = schemas.get(schema) ?? fail(where, `references ${schema}, which is not defined`);
  const discriminator = constProps(named).find((p) => p.required);
  if (discriminator?.node.kind !== "const") {
    fail(where, `payload ${schema} has no required const property to tell it apart`);
  }
  return { schema, key: discriminator.key, value: discriminator.node.value };
}

/** Resolves `#/components/messages/x` or `#/channels/c/messages/x` to a payload schema name. */
export function messagePayload(doc: Json, ref: unknown, where: string): string {
  if (typeof ref !== "string" || !ref.startsWith("#/")) fail(where, "must be a local $ref");
  const refs = new SchemaDocument(doc, (problem) => fail(where, problem));
  const target = refs.deref<unknown>(refs.target<unknown>(ref));
  if (!isObject(target) || !isObject(target.payload))
    fail(where, `names ${ref}, which is not a message`);
  return refName(target.payload.$ref, `${where} payload`);
}
