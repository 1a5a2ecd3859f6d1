import { fail as failSpec, isObject, type Json } from "../json.js";
import { readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";

/** The live WebSocket message schemas, as published (written only by pnpm spec:sync). */
export const UPSTREAM_MESSAGES = "spec/upstream/ws_messages.json";
/** The live OpenAPI document: the message schemas point into it for their enumerations. */
export const UPSTREAM_OPENAPI = "spec/upstream/openapi.json";
/**
 * Our layer: an AsyncAPI 3.0 document of the gateway (channels, requests, replies, servers, the
 * readable names of the short keys) whose payload schemas name the upstream schema they are.
 */
export const STREAM_LAYER = "spec/stream/layer.yaml";

const SCHEMAS = "#/components/schemas/";
const OPENAPI_REF = "./openapi.json#/components/schemas/";

/**
 * What the layer may say about a node the upstream states: documentation and readable names.
 * Types, enumerations, formats, bounds and requiredness are the upstream's.
 */
const ANNOTATIONS = new Set(["x-name", "description", "title", "examples"]);

function layerFail(problem: string): never {
  return failSpec(STREAM_LAYER, problem);
}

/** The stream spec the generator reads, and the files it comes from. */
export interface DerivedStreamSpec {
  readonly doc: Json;
  readonly sources: readonly SpecFile[];
}

/**
 * A step into an upstream schema: `name` a property, `name[]` the items of the array property.
 * `OrderUpdateMessage/data/d[]` is one order of an OrderUpdate message.
 */
function locate(messages: Record<string, unknown>, pointer: string, where: string): Json {
  const [root, ...steps] = pointer.split("/");
  let node: unknown = messages[root ?? ""];
  if (!isObject(node)) layerFail(`${where}: ${root} is no schema of ${UPSTREAM_MESSAGES}`);
  for (const step of steps) {
    const items = step.endsWith("[]");
    const key = items ? step.slice(0, -2) : step;
    const props: unknown = (node as Json).properties;
    node = isObject(props) ? props[key] : undefined;
    if (items) node = isObject(node) ? node.items : undefined;
    if (!isObject(node)) layerFail(`${where}: ${pointer} names nothing in ${UPSTREAM_MESSAGES}`);
  }
  return node as Json;
}

interface Context {
  /** Upstream pointer to the name of the layer schema that is it. */
  readonly named: ReadonlyMap<string, string>;
  /** Upstream OpenAPI enumeration to the layer schema that is it. */
  readonly enums: ReadonlyMap<string, string>;
  /** Upstream string format to the layer schema that names it (`decimal` to `Decimal`). */
  readonly formats: Readonly<Record<string, string>>;
}

/**
 * An upstream node in the generator's dialect: references to named schemas, open enumerations
 * (`x-known-values`), a one-value enumeration as `const`, a fixed-length array of one item
 * schema as a tuple. Inline objects must be named by the layer.
 */
function convert(node: Json, pointer: string, ctx: Context, own: string | undefined): Json {
  const named = ctx.named.get(pointer);
  if (named !== undefined && named !== own) return { $ref: `${SCHEMAS}${named}` };
  if (typeof node.$ref === "string") {
    if (!node.$ref.startsWith(OPENAPI_REF)) layerFail(`${pointer}: unsupported $ref ${node.$ref}`);
    const upstream = node.$ref.slice(OPENAPI_REF.length);
    const ours =
      ctx.enums.get(upstream) ??
      layerFail(`${pointer} refers to ${upstream}; give it a schema with x-upstream-enum`);
    return { $ref: `${SCHEMAS}${ours}` };
  }
  const docs = typeof node.description === "string" ? { description: node.description } : {};
  if (Array.isArray(node.enum)) {
    if (node.enum.length === 1) return { const: node.enum[0], ...docs };
    return { type: node.type, "x-known-values": node.enum, ...docs };
  }
  if (node.type === "object") {
    if (own === undefined) {
      layerFail(`${pointer} is an object; name it with a schema whose x-upstream is ${pointer}`);
    }
    const properties: Json = {};
    for (const [key, child] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      if (!isObject(child)) layerFail(`${pointer}/${key} is not a schema`);
      properties[key] = convert(child, `${pointer}/${key}`, ctx, undefined);
    }
    return {
      type: "object",
      ...docs,
      ...(Array.isArray(node.required) ? { required: node.required } : {}),
      properties,
    };
  }
  if (node.type === "array") {
    const items = isObject(node.items) ? node.items : {};
    const item = convert(items, `${pointer}[]`, ctx, undefined);
    const n = node.minItems;
    if (typeof n === "number" && node.maxItems === n) {
      return { type: "array", ...docs, items: Array.from({ length: n }, () => item), minItems: n };
    }
    return { type: "array", ...docs, items: item };
  }
  if (node.type === "string" && typeof node.format === "string" && ctx.formats[node.format]) {
    return { $ref: `${SCHEMAS}${ctx.formats[node.format]}`, ...docs };
  }
  if (typeof node.type !== "string") layerFail(`${pointer} has no type the generator reads`);
  return { type: node.type, ...docs };
}

/** Lays the layer's annotations over a converted upstream object, and adds what it lacks. */
function overlay(schema: Json, layer: Json, name: string): Json {
  const out: Json = { ...schema };
  for (const [key, value] of Object.entries(layer)) {
    if (key === "x-upstream" || key === "properties") continue;
    if (!ANNOTATIONS.has(key) && !key.startsWith("x-")) {
      layerFail(
        `components.schemas.${name}.${key} restates what ${UPSTREAM_MESSAGES} states; remove it`,
      );
    }
    out[key] = value;
  }
  const upstream = isObject(schema.properties) ? schema.properties : {};
  const patches = isObject(layer.properties) ? layer.properties : {};
  const properties: Json = {};
  for (const [key, prop] of Object.entries(upstream)) {
    const patch = patches[key];
    const merged: Json = { ...(prop as Json) };
    if (isObject(patch)) {
      for (const [k, v] of Object.entries(patch)) {
        if (!ANNOTATIONS.has(k)) {
          layerFail(
            `components.schemas.${name}.properties.${key}.${k} restates what ${UPSTREAM_MESSAGES} states; remove it`,
          );
        }
        merged[k] = v;
      }
    }
    // The readable name is the short key itself unless the layer gives one.
    if (merged["x-name"] === undefined) merged["x-name"] = key;
    properties[key] = merged;
  }
  for (const [key, patch] of Object.entries(patches)) {
    if (key in upstream) continue;
    // What the interface promises that the upstream lacks: always optional.
    if (!isObject(patch)) layerFail(`components.schemas.${name}.properties.${key} is not a schema`);
    properties[key] = patch;
  }
  return { ...out, properties };
}

/**
 * The stream spec: the layer with each `x-upstream` schema taken from the live message schemas
 * and each `x-upstream-enum` schema's values from the live OpenAPI document. Pure: the same
 * three files always give the same document.
 */
export function deriveStreamSpec(spec: SpecSource): DerivedStreamSpec {
  const messagesFile = spec.read(UPSTREAM_MESSAGES);
  const openapiFile = spec.read(UPSTREAM_OPENAPI);
  const layerFile = spec.read(STREAM_LAYER);
  const layer = readYaml<Json>(layerFile);
  const messages = (readJson<Json>(messagesFile).components as Json | undefined)?.schemas;
  const openapiSchemas = (readJson<Json>(openapiFile).components as Json | undefined)?.schemas;
  if (!isObject(messages)) failSpec(UPSTREAM_MESSAGES, "has no components.schemas");
  if (!isObject(openapiSchemas)) failSpec(UPSTREAM_OPENAPI, "has no components.schemas");
  const components = isObject(layer.components) ? layer.components : layerFail("needs components");
  const schemas = isObject(components.schemas)
    ? components.schemas
    : layerFail("needs components.schemas");

  const named = new Map<string, string>();
  const enums = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    const pointers = schema["x-upstream"];
    for (const pointer of Array.isArray(pointers) ? pointers : pointers ? [pointers] : []) {
      if (typeof pointer !== "string") layerFail(`${name}.x-upstream must name upstream schemas`);
      if (named.has(pointer)) layerFail(`${pointer} is named twice`);
      named.set(pointer, name);
    }
    if (typeof schema["x-upstream-enum"] === "string") enums.set(schema["x-upstream-enum"], name);
  }
  const formats = isObject(layer["x-upstream-formats"])
    ? (layer["x-upstream-formats"] as Record<string, string>)
    : {};
  const ctx: Context = { named, enums, formats };

  const out: Json = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) {
      out[name] = schema;
      continue;
    }
    const pointers = schema["x-upstream"];
    const enumName = schema["x-upstream-enum"];
    if (pointers !== undefined) {
      const first = (Array.isArray(pointers) ? pointers[0] : pointers) as string;
      const converted = convert(locate(messages, first, name), first, ctx, name);
      out[name] = overlay(converted, schema, name);
    } else if (typeof enumName === "string") {
      const upstream = openapiSchemas[enumName];
      if (!isObject(upstream) || !Array.isArray(upstream.enum)) {
        layerFail(`${name}.x-upstream-enum: ${UPSTREAM_OPENAPI} has no enumeration ${enumName}`);
      }
      const values = upstream.enum as (string | number)[];
      const {
        "x-upstream-enum": _from,
        "x-value-descriptions": described,
        ...docs
      } = schema as Json & { "x-value-descriptions"?: Record<string, string> };
      for (const key of Object.keys(described ?? {})) {
        if (!values.map(String).includes(key)) {
          layerFail(`${name}.x-value-descriptions describes ${key}, which ${enumName} lacks`);
        }
      }
      for (const key of Object.keys(docs)) {
        if (!ANNOTATIONS.has(key) && !key.startsWith("x-")) {
          layerFail(`components.schemas.${name}.${key} restates what ${UPSTREAM_OPENAPI} states`);
        }
      }
      out[name] = {
        ...docs,
        type: upstream.type,
        "x-known-values": described
          ? Object.fromEntries(values.map((v) => [String(v), described[String(v)] ?? ""]))
          : values,
      };
    } else {
      out[name] = schema;
    }
  }
  for (const pointer of named.keys()) locate(messages, pointer, "x-upstream");
  const {
    "x-upstream-formats": _formats,
    "x-subaccount-lookup": _lookup,
    "x-account-reads": _reads,
    ...doc
  } = layer;
  return {
    doc: { ...doc, components: { ...components, schemas: out } },
    sources: [messagesFile, openapiFile, layerFile],
  };
}
