import { readFormats, unknownFormatNotes, withKnownFormats } from "../formats.js";
import { fail as failSpec, isObject, type Json } from "../json.js";
import { normalizeUpstream, renameRefs, withMergedRecords } from "../schema/normalize.js";
import { hasBindings, readBindings } from "../signing/defaults.js";
import { perSpec, readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";
import { nameInlineSchemas } from "./inline-schemas.js";
import { defaultOperationIds, defaultSummary } from "./names.js";

/** The live OpenAPI document, as published (written only by pnpm spec:sync). */
export const UPSTREAM = "spec/upstream/openapi.json";
/** Our own layer over it: names, documentation, x- extensions, what the interface adds. */
export const LAYER = "spec/rest/layer.yaml";
/** Upstream operations the packages do not expose, each with its reason. */
export const EXCLUSIONS = "spec/rest/exclusions.yaml";

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/**
 * Keywords the layer may set over an upstream node: documentation and our own extensions. Every
 * other keyword the upstream states is its fact; restating it is refused, so a fact is never
 * retyped by hand and an upstream change cannot be shadowed by a stale copy.
 */
const DOCUMENTATION = new Set(["description", "summary", "title", "examples", "deprecated"]);

/** One upstream operation left out, and why. */
export interface Exclusion {
  readonly operation: string;
  readonly reason: string;
}

interface OperationPatch extends Json {
  operationId?: string;
  /** Renames of path parameters: `{ id: tokenId }` turns `/v1/token/{id}` into `/v1/token/{tokenId}`. */
  "x-path-parameters"?: Record<string, string>;
  /** Documentation and extensions per parameter, by its upstream name. */
  "x-parameters"?: Record<string, Json>;
}

interface Layer {
  info: Json;
  tags?: unknown[];
  schemas?: {
    rename?: Record<string, string>;
    patch?: Record<string, Json>;
    add?: Record<string, Json>;
  };
  operations?: {
    patch?: Record<string, OperationPatch>;
    add?: Record<string, Json>;
  };
}

/** The REST spec the generators read: the upstream with our layer applied. */
export interface DerivedRestSpec {
  readonly doc: {
    openapi: string;
    info: Json;
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, Json> } & Json;
  } & Json;
  /** The files it comes from, for generated headers. */
  readonly sources: readonly SpecFile[];
  /** Upstream operations left out. */
  readonly exclusions: readonly Exclusion[];
  /** `METHOD /path` of every upstream operation, as the upstream writes its path. */
  readonly upstreamOperations: readonly string[];
  /** Our `METHOD /path` of each upstream operation that is exposed, by its upstream key. */
  readonly exposed: ReadonlyMap<string, { readonly key: string; readonly operationId: string }>;
  /**
   * What the generators chose where the layer says nothing (an operation's name and summary): the
   * sync report's lines on the layer. A layer entry the upstream no longer matches stops the
   * derivation instead, naming it.
   */
  readonly notes: readonly string[];
}

function layerFail(problem: string): never {
  return failSpec(LAYER, problem);
}

/**
 * Lays `patch` over an upstream node. Documentation and `x-` keys are set; properties the
 * upstream lacks are added (what the interface promises where the upstream is silent); any other
 * keyword the upstream states is refused, naming it.
 */
function overlay(upstream: Json, patch: Json, where: string): Json {
  const out: Json = { ...upstream };
  for (const [key, value] of Object.entries(patch)) {
    if (DOCUMENTATION.has(key) || key.startsWith("x-")) {
      out[key] = value;
    } else if (typeof upstream.$ref === "string") {
      layerFail(
        `${where}.${key} restates what the upstream states (it gives the schema by reference, ${upstream.$ref}); the upstream wins, remove it from the layer`,
      );
    } else if (key === "properties") {
      if (!isObject(value)) layerFail(`${where}.properties must be an object`);
      const own = isObject(upstream.properties) ? upstream.properties : {};
      const merged: Json = { ...own };
      for (const [name, child] of Object.entries(value)) {
        if (!isObject(child)) layerFail(`${where}.properties.${name} must be a schema`);
        if (!isObject(own[name]) && isDocumentationOnly(child)) {
          // Documentation of a field the upstream no longer has: left, it would be a field of
          // no type.
          layerFail(
            `${where}.properties.${name} documents a field the upstream no longer has: remove it`,
          );
        }
        merged[name] = isObject(own[name])
          ? overlay(own[name] as Json, child, `${where}.properties.${name}`)
          : child;
      }
      out.properties = merged;
    } else if (key in upstream && isObject(upstream[key]) && isObject(value)) {
      out[key] = overlay(upstream[key] as Json, value, `${where}.${key}`);
    } else if (key in upstream) {
      layerFail(
        `${where}.${key} restates what the upstream states (${JSON.stringify(upstream[key])}); the upstream wins, remove it from the layer`,
      );
    } else if (key === "required") {
      layerFail(`${where}.required: the layer cannot make a field required; the upstream decides`);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** A layer entry that only documents (a description, a name, `x-` keys): it states no schema. */
export function isDocumentationOnly(entry: Json): boolean {
  return Object.keys(entry).every((key) => DOCUMENTATION.has(key) || key.startsWith("x-"));
}

function readExclusions(spec: SpecSource): { file: SpecFile; list: Exclusion[] } {
  const file = spec.read(EXCLUSIONS);
  const raw = readYaml<{ exclusions?: unknown }>(file)?.exclusions ?? [];
  if (!Array.isArray(raw)) failSpec(EXCLUSIONS, "exclusions must be a list");
  const list = raw.map((entry, i): Exclusion => {
    if (
      !isObject(entry) ||
      typeof entry.operation !== "string" ||
      typeof entry.reason !== "string" ||
      entry.reason.trim() === ""
    ) {
      failSpec(EXCLUSIONS, `exclusions.${i} needs an operation (METHOD /path) and a reason`);
    }
    return { operation: entry.operation, reason: entry.reason.trim() };
  });
  return { file, list };
}

/** Renames, patches and additions of the layer over the upstream's component schemas. */
function deriveSchemas(
  upstreamSchemas: Record<string, Json>,
  layer: Layer,
): { schemas: Record<string, Json>; renames: ReadonlyMap<string, string> } {
  const renames = new Map<string, string>();
  for (const [from, to] of Object.entries(layer.schemas?.rename ?? {})) {
    if (from in upstreamSchemas) renames.set(from, to);
    else layerFail(`schemas.rename names ${from}, which the upstream no longer defines: remove it`);
  }
  for (const [from, to] of renames) {
    if (to in upstreamSchemas && !renames.has(to)) {
      layerFail(`schemas.rename gives ${from} the name ${to}, which an upstream schema has`);
    }
  }
  const schemas: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(upstreamSchemas)) {
    schemas[renames.get(name) ?? name] = renameRefs(schema, (n) => renames.get(n) ?? n) as Json;
  }
  for (const [name, patch] of Object.entries(layer.schemas?.patch ?? {})) {
    const target = schemas[name];
    if (target) schemas[name] = overlay(target, patch, `schemas.patch.${name}`);
    else layerFail(`schemas.patch names ${name}, which the upstream no longer defines: remove it`);
  }
  for (const [name, schema] of Object.entries(layer.schemas?.add ?? {})) {
    if (name in schemas) layerFail(`schemas.add.${name}: the upstream already defines it`);
    schemas[name] = schema;
  }
  return { schemas, renames };
}

/**
 * One upstream operation with its patch laid over it: its path parameters renamed, its
 * parameters documented, its references renamed, and named (`operationId`, the upstream's kept
 * as `x-upstream-operation-id`).
 */
function deriveOperation(
  key: string,
  op: Json,
  patch: OperationPatch,
  renames: ReadonlyMap<string, string>,
  operationId: string,
  notes: string[],
): { path: string; operation: Json } {
  const path = key.slice(key.indexOf(" ") + 1);
  const { "x-path-parameters": allRenames = {}, "x-parameters": allPatches = {}, ...rest } = patch;
  const pathRenames: Record<string, string> = {};
  for (const [from, to] of Object.entries(allRenames)) {
    if (path.includes(`{${from}}`)) pathRenames[from] = to;
    else
      layerFail(
        `operations.patch.${key} renames {${from}}, which ${path} no longer has: remove it`,
      );
  }
  let ourPath = path;
  for (const [from, to] of Object.entries(pathRenames)) {
    ourPath = ourPath.replace(`{${from}}`, `{${to}}`);
  }
  const listed = new Set(
    (Array.isArray(op.parameters) ? op.parameters : []).map((p) =>
      isObject(p) ? p.name : undefined,
    ),
  );
  const parameterPatches: Record<string, Json> = {};
  for (const [name, docs] of Object.entries(allPatches)) {
    if (listed.has(name)) parameterPatches[name] = docs;
    else
      layerFail(
        `operations.patch.${key}.x-parameters names ${name}, which the upstream no longer lists: remove it`,
      );
  }
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => {
    if (!isObject(p)) return p;
    const name = String(p.name);
    const renamed = p.in === "path" && pathRenames[name] ? { ...p, name: pathRenames[name] } : p;
    const docs = parameterPatches[name];
    return docs ? overlay(renamed, docs, `operations.patch.${key}.x-parameters.${name}`) : renamed;
  });
  const { operationId: upstreamId, ...upstreamRest } = op;
  const operation = overlay(
    { ...(renameRefs(upstreamRest, (n) => renames.get(n) ?? n) as Json), parameters },
    withoutKey(rest, "operationId"),
    `operations.patch.${key}`,
  );
  operation.operationId = operationId;
  operation["x-upstream-operation-id"] = upstreamId;
  if (typeof operation.summary !== "string" || operation.summary.trim() === "") {
    operation.summary = defaultSummary(operationId);
    notes.push(
      `${key}: neither the upstream nor ${LAYER} gives a summary; "${operation.summary}" from its name`,
    );
  }
  return { path: ourPath, operation };
}

/** The operations of the derived spec, and which upstream operations they expose. */
interface DerivedOperations {
  readonly paths: Record<string, Record<string, Json>>;
  readonly upstreamOperations: string[];
  readonly exposed: Map<string, { key: string; operationId: string }>;
}

/** Upstream operations (excluded, or named and patched), then the layer's own. */
function deriveOperations(
  upstreamPaths: Record<string, Json>,
  layer: Layer,
  renames: ReadonlyMap<string, string>,
  operationIdOf: (method: string, path: string) => string | undefined,
  notes: string[],
  carriers: ReadonlyMap<string, string>,
): DerivedOperations {
  const upstreamOperations: string[] = [];
  const exposed = new Map<string, { key: string; operationId: string }>();
  const paths: Record<string, Record<string, Json>> = {};
  const patches = layer.operations?.patch ?? {};
  for (const [path, item] of Object.entries(upstreamPaths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      upstreamOperations.push(key);
      const operationId = operationIdOf(method, path);
      if (operationId === undefined) {
        if (key in patches)
          layerFail(`operations.patch names ${key}, which ${EXCLUSIONS} excludes`);
        continue;
      }
      if (!(key in patches)) {
        notes.push(
          `${key}: ${LAYER} does not name it; operationId ${operationId} (operations.patch could name and document it)`,
        );
      }
      const patch = patches[key] ?? {};
      const signedAs = carriers.get(key);
      // A body the signing configurations' new type signs, by inference (signing/defaults.ts).
      const withSigned =
        signedAs && patch["x-signed-messages"] === undefined
          ? { ...patch, "x-signed-messages": [signedAs] }
          : patch;
      const derived = deriveOperation(key, op, withSigned, renames, operationId, notes);
      paths[derived.path] = { ...paths[derived.path], [method]: derived.operation };
      exposed.set(key, { key: `${method.toUpperCase()} ${derived.path}`, operationId });
    }
  }
  for (const key of Object.keys(patches)) {
    if (!upstreamOperations.includes(key)) {
      layerFail(`operations.patch names ${key}, which the upstream no longer has: remove it`);
    }
  }
  for (const [key, op] of Object.entries(layer.operations?.add ?? {})) {
    const [method, path] = key.split(" ") as [string, string];
    const lower = method.toLowerCase();
    if (paths[path]?.[lower]) layerFail(`operations.add.${key}: the upstream already has it`);
    paths[path] = { ...paths[path], [lower]: op };
  }
  return { paths, upstreamOperations, exposed };
}

/**
 * Applies the layer to the upstream document: the REST spec every REST generator reads. Pure: the
 * same three files always give the same document. An upstream operation whose request body or
 * success answer is given in place gets it as a component schema named after the operation
 * (`nameInlineSchemas`), so the layer renames or documents it like any other.
 */
function deriveRestSpecOnce(spec: SpecSource): DerivedRestSpec {
  const upstreamFile = spec.read(UPSTREAM);
  const layerFile = spec.read(LAYER);
  const exclusions = readExclusions(spec);
  const formats = readFormats(spec);
  const upstreamJson = readJson(upstreamFile);
  // A record rebuilt with allOf is read as the one record it is: the same on the wire, the same
  // records generated.
  const upstream = withKnownFormats(
    withMergedRecords(normalizeUpstream(upstreamJson)),
    formats,
  ) as Json;
  const layer = readYaml<Layer>(layerFile);
  if (!isObject(layer) || !isObject(layer.info)) layerFail("needs info");
  if (!isObject(upstream.paths) || !isObject(upstream.components)) {
    failSpec(UPSTREAM, "needs paths and components");
  }
  const excluded = new Set(exclusions.list.map((e) => e.operation));
  const patches = layer.operations?.patch ?? {};
  const defaults = defaultOperationIds(upstream.paths as Record<string, Json>, patches);
  const operationIdOf = (method: string, path: string) => {
    const key = `${method.toUpperCase()} ${path}`;
    return excluded.has(key) ? undefined : (patches[key]?.operationId ?? defaults.get(key));
  };
  const named = nameInlineSchemas(
    upstream.paths as Record<string, Json>,
    ((upstream.components as Json).schemas ?? {}) as Record<string, Json>,
    operationIdOf,
    layerFail,
  );
  const notes = unknownFormatNotes(formats, upstreamFile, upstreamJson);
  const { schemas, renames } = deriveSchemas(named.schemas, layer);
  const carriers = hasBindings(spec) ? readBindings(spec).carriers : new Map<string, string>();
  const operations = deriveOperations(named.paths, layer, renames, operationIdOf, notes, carriers);
  for (const key of excluded) {
    if (!operations.upstreamOperations.includes(key)) {
      failSpec(EXCLUSIONS, `excludes ${key}, which the upstream no longer has: remove it`);
    }
  }
  return {
    doc: {
      openapi: "3.1.0",
      info: layer.info,
      ...(layer.tags ? { tags: layer.tags } : upstream.tags ? { tags: upstream.tags } : {}),
      paths: operations.paths,
      components: { schemas },
    },
    sources: [upstreamFile, layerFile, exclusions.file, formats.file],
    exclusions: exclusions.list,
    upstreamOperations: operations.upstreamOperations,
    exposed: operations.exposed,
    notes,
  };
}

function withoutKey(value: Json, key: string): Json {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

/**
 * Applies the layer to the upstream document (once per spec; see `deriveRestSpecOnce`).
 *
 * @example
 * const { doc } = deriveRestSpec(spec)
 */
export const deriveRestSpec: (spec: SpecSource) => DerivedRestSpec = perSpec(deriveRestSpecOnce);
