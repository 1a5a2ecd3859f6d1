import { readFormats, unknownFormatNotes, withKnownFormats } from "../formats.js";
import { fail as failSpec, isObject, type Json } from "../json.js";
import { normalizeUpstream } from "../schema/normalize.js";
import { perSpec, readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";
import { type Context, convert } from "./convert.js";
import { completeLayer, find, type StreamParts } from "./defaults.js";

/** The live WebSocket message schemas, as published (written only by pnpm spec:sync). */
export const UPSTREAM_MESSAGES = "spec/upstream/ws_messages.json";
/** The live OpenAPI document: the message schemas point into it for their enumerations. */
export const UPSTREAM_OPENAPI = "spec/upstream/openapi.json";
/**
 * Our layer: an AsyncAPI 3.0 document of the gateway (channels, requests, replies, servers, the
 * readable names of the short keys) whose payload schemas name the upstream schema they are.
 */
export const STREAM_LAYER = "spec/stream/layer.yaml";

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
  /** What the generators chose where the layer says nothing: the sync report's lines on it. */
  readonly notes: readonly string[];
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
    // Only names and documentation: of a field the upstream had, which it no longer has. Left,
    // it would be a field of no type that the decoder accepts whatever it holds.
    if (Object.keys(patch).every((k) => ANNOTATIONS.has(k) || k.startsWith("x-"))) {
      layerFail(
        `components.schemas.${name}.properties.${key} names a field ${UPSTREAM_MESSAGES} no longer has (${String(layer["x-upstream"] ?? name)}): remove it`,
      );
    }
    properties[key] = patch;
  }
  return { ...out, properties };
}

/**
 * The stream spec: the layer with each `x-upstream` schema taken from the live message schemas
 * and each `x-upstream-enum` schema's values from the live OpenAPI document. Pure: the same
 * three files always give the same document.
 */
function deriveStreamSpecOnce(spec: SpecSource): DerivedStreamSpec {
  const messagesFile = spec.read(UPSTREAM_MESSAGES);
  const openapiFile = spec.read(UPSTREAM_OPENAPI);
  const layerFile = spec.read(STREAM_LAYER);
  const layer = readYaml<Json>(layerFile);
  const formats = readFormats(spec);
  const messagesJson = readJson<Json>(messagesFile);
  const notes = unknownFormatNotes(formats, messagesFile, messagesJson);
  const normalized = normalizeUpstream(withKnownFormats(messagesJson, formats)) as Json;
  const messages = (normalized.components as Json | undefined)?.schemas;
  const openapiSchemas = (readJson<Json>(openapiFile).components as Json | undefined)?.schemas;
  if (!isObject(messages)) failSpec(UPSTREAM_MESSAGES, "has no components.schemas");
  if (!isObject(openapiSchemas)) failSpec(UPSTREAM_OPENAPI, "has no components.schemas");
  const components = isObject(layer.components) ? layer.components : layerFail("needs components");
  if (!isObject(components.schemas)) layerFail("needs components.schemas");
  const parts: StreamParts = {
    schemas: { ...components.schemas },
    channels: { ...(isObject(layer.channels) ? layer.channels : {}) },
    messages: { ...(isObject(components.messages) ? components.messages : {}) },
    operations: { ...(isObject(layer.operations) ? layer.operations : {}) },
    notes,
  };
  completeLayer(parts, messages);
  const { schemas } = parts;

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
  const out: Json = {};
  const ctx: Context = {
    named,
    enums,
    formats: isObject(layer["x-upstream-formats"])
      ? (layer["x-upstream-formats"] as Record<string, string>)
      : {},
    messages,
    openapi: openapiSchemas,
    out,
    taken: new Set(Object.keys(schemas)),
    notes,
    fail: layerFail,
  };
  for (const [name, schema] of Object.entries(schemas)) {
    out[name] = isObject(schema) ? deriveSchema(ctx, name, schema) : schema;
  }
  const {
    "x-upstream-formats": _formats,
    "x-subaccount-lookup": _lookup,
    "x-account-reads": _reads,
    ...doc
  } = layer;
  return {
    doc: {
      ...doc,
      channels: parts.channels,
      operations: parts.operations,
      components: { ...components, messages: parts.messages, schemas: out },
    },
    sources: [messagesFile, openapiFile, layerFile, formats.file],
    notes,
  };
}

/** One schema of the layer, taken from the upstream where it says which upstream it is. */
function deriveSchema(ctx: Context, name: string, schema: Json): Json {
  const pointers = schema["x-upstream"];
  const enumName = schema["x-upstream-enum"];
  if (pointers !== undefined) {
    const first = (Array.isArray(pointers) ? pointers[0] : pointers) as string;
    const node =
      find(ctx.messages, first) ??
      layerFail(`${name}: ${first} names nothing in ${UPSTREAM_MESSAGES}`);
    return overlay(convert(node, first, ctx, name, name), schema, name);
  }
  if (typeof enumName !== "string") return schema;
  const upstream = ctx.openapi[enumName];
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
  return {
    ...docs,
    type: upstream.type,
    "x-known-values": described
      ? Object.fromEntries(values.map((v) => [String(v), described[String(v)] ?? ""]))
      : values,
  };
}

/**
 * The stream spec (once per spec; see `deriveStreamSpecOnce`).
 *
 * @example
 * const { doc } = deriveStreamSpec(spec)
 */
export const deriveStreamSpec: (spec: SpecSource) => DerivedStreamSpec =
  perSpec(deriveStreamSpecOnce);
