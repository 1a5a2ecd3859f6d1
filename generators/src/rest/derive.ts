import { fail as failSpec, isObject, type Json } from "../json.js";
import { readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";

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
}

function layerFail(problem: string): never {
  return failSpec(LAYER, problem);
}

/**
 * The upstream writes a few things in forms JSON Schema tooling reads differently; these rewrites
 * keep their meaning: a pattern written as a JavaScript regex literal (`/^[A-Z]+$/`) loses its
 * slashes; OpenAPI 3.0's `example` becomes 3.1's `examples`; a one-branch `oneOf` or `allOf` of a
 * reference is that branch, with the node's own annotations beside it.
 */
export function normalizeUpstream(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeUpstream);
  if (!isObject(value)) return value;
  let node: Json = {};
  for (const [key, child] of Object.entries(value)) node[key] = normalizeUpstream(child);
  if (typeof node.pattern === "string") {
    const literal = /^\/(.*)\/$/.exec(node.pattern);
    if (literal) node.pattern = literal[1];
  }
  if ("example" in node && !("examples" in node) && !("in" in node && "name" in node)) {
    const { example, ...rest } = node;
    node = { ...rest, examples: [example] };
  }
  for (const keyword of ["oneOf", "allOf", "anyOf"] as const) {
    const list = node[keyword];
    if (Array.isArray(list) && list.length === 1 && isObject(list[0])) {
      const { [keyword]: _single, ...rest } = node;
      node = { ...(list[0] as Json), ...rest };
    }
  }
  return node;
}

/** Rewrites `#/components/schemas/<old>` references to the new names. */
function renameRefs(value: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => renameRefs(v, renames));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "$ref" && typeof child === "string") {
      const prefix = "#/components/schemas/";
      const name = child.startsWith(prefix) ? child.slice(prefix.length) : undefined;
      out.$ref = name !== undefined && renames.has(name) ? `${prefix}${renames.get(name)}` : child;
    } else out[key] = renameRefs(child, renames);
  }
  return out;
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

/** A camelCase name for an upstream operation the layer does not name: `getPositionLiquidation`. */
export function defaultOperationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((s) => s !== "" && s !== "v1" && !s.startsWith("{"))
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const verb = method === "get" ? "get" : method;
  return [verb, ...words].map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join("");
}

/**
 * Applies the layer to the upstream document: the REST spec every REST generator reads. Pure: the
 * same three files always give the same document.
 */
export function deriveRestSpec(spec: SpecSource): DerivedRestSpec {
  const upstreamFile = spec.read(UPSTREAM);
  const layerFile = spec.read(LAYER);
  const exclusions = readExclusions(spec);
  const upstream = normalizeUpstream(readJson(upstreamFile)) as Json;
  const layer = readYaml<Layer>(layerFile);
  if (!isObject(layer) || !isObject(layer.info)) layerFail("needs info");
  if (!isObject(upstream.paths) || !isObject(upstream.components)) {
    failSpec(UPSTREAM, "needs paths and components");
  }
  const upstreamSchemas = (upstream.components as Json).schemas as Record<string, Json>;

  // Schemas: renamed, patched, added.
  const renames = new Map(Object.entries(layer.schemas?.rename ?? {}));
  for (const [from, to] of renames) {
    if (!(from in upstreamSchemas))
      layerFail(`schemas.rename names ${from}, which the upstream does not define`);
    if (to in upstreamSchemas && !renames.has(to)) {
      layerFail(`schemas.rename gives ${from} the name ${to}, which an upstream schema has`);
    }
  }
  const schemas: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(upstreamSchemas)) {
    schemas[renames.get(name) ?? name] = renameRefs(schema, renames) as Json;
  }
  for (const [name, patch] of Object.entries(layer.schemas?.patch ?? {})) {
    const target = schemas[name] ?? layerFail(`schemas.patch.${name}: no such schema`);
    schemas[name] = overlay(target, patch, `schemas.patch.${name}`);
  }
  for (const [name, schema] of Object.entries(layer.schemas?.add ?? {})) {
    if (name in schemas) layerFail(`schemas.add.${name}: the upstream already defines it`);
    schemas[name] = schema;
  }

  // Operations: upstream ones (excluded, or named and patched), then the layer's own.
  const upstreamOperations: string[] = [];
  const exposed = new Map<string, { key: string; operationId: string }>();
  const paths: Record<string, Record<string, Json>> = {};
  const patches = layer.operations?.patch ?? {};
  const usedPatches = new Set<string>();
  const excluded = new Set(exclusions.list.map((e) => e.operation));
  for (const [path, item] of Object.entries(upstream.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      upstreamOperations.push(key);
      if (excluded.has(key)) {
        if (key in patches)
          layerFail(`operations.patch names ${key}, which ${EXCLUSIONS} excludes`);
        continue;
      }
      const patch = patches[key] ?? {};
      if (key in patches) usedPatches.add(key);
      const {
        "x-path-parameters": pathRenames = {},
        "x-parameters": parameterPatches = {},
        ...rest
      } = patch;
      let ourPath = path;
      for (const [from, to] of Object.entries(pathRenames)) {
        if (!ourPath.includes(`{${from}}`))
          layerFail(`operations.patch.${key}: ${path} has no {${from}}`);
        ourPath = ourPath.replace(`{${from}}`, `{${to}}`);
      }
      const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => {
        if (!isObject(p)) return p;
        const name = String(p.name);
        const renamed =
          p.in === "path" && pathRenames[name] ? { ...p, name: pathRenames[name] } : p;
        const docs = parameterPatches[name];
        return docs
          ? overlay(renamed, docs, `operations.patch.${key}.x-parameters.${name}`)
          : renamed;
      });
      for (const name of Object.keys(parameterPatches)) {
        if (
          !parameters.some((p) => isObject(p) && (p.name === name || p.name === pathRenames[name]))
        ) {
          layerFail(
            `operations.patch.${key}.x-parameters names ${name}, which the upstream does not list`,
          );
        }
      }
      const { operationId: upstreamId, ...upstreamRest } = op;
      const merged = overlay(
        { ...(renameRefs(upstreamRest, renames) as Json), parameters },
        withoutKey(rest, "operationId"),
        `operations.patch.${key}`,
      );
      const operationId = rest.operationId ?? defaultOperationId(method, path);
      merged.operationId = operationId;
      merged["x-upstream-operation-id"] = upstreamId;
      paths[ourPath] = { ...paths[ourPath], [method]: merged };
      exposed.set(key, { key: `${method.toUpperCase()} ${ourPath}`, operationId });
    }
  }
  for (const key of Object.keys(patches)) {
    if (!usedPatches.has(key))
      layerFail(`operations.patch names ${key}, which the upstream does not have`);
  }
  for (const key of excluded) {
    if (!upstreamOperations.includes(key)) {
      failSpec(EXCLUSIONS, `excludes ${key}, which the upstream does not have`);
    }
  }
  for (const [key, op] of Object.entries(layer.operations?.add ?? {})) {
    const [method, path] = key.split(" ") as [string, string];
    const lower = method.toLowerCase();
    if (paths[path]?.[lower]) layerFail(`operations.add.${key}: the upstream already has it`);
    paths[path] = { ...paths[path], [lower]: op };
  }

  return {
    doc: {
      openapi: "3.1.0",
      info: layer.info,
      ...(layer.tags ? { tags: layer.tags } : upstream.tags ? { tags: upstream.tags } : {}),
      paths,
      components: { schemas },
    },
    sources: [upstreamFile, layerFile, exclusions.file],
    exclusions: exclusions.list,
    upstreamOperations,
    exposed,
  };
}

function withoutKey(value: Json, key: string): Json {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}
