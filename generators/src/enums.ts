import { fail as failSpec, isObject } from "./json.js";
import { readJson, readYaml, type SpecFile, type SpecSource } from "./spec.js";

export const LIMITS = "spec/limits.yaml";
export const UPSTREAM_OPENAPI = "spec/upstream/openapi.json";

/**
 * One entry of `enums` in spec/limits.yaml: the values themselves where only the interface
 * states them, or `{ upstream: <schema> }` naming the live OpenAPI document's schema that states
 * them, so a value the upstream adds or drops reaches the code without being retyped.
 */
export type EnumEntry = readonly string[] | { readonly upstream: string };

/** The enumerations of spec/limits.yaml with upstream references resolved, and the files read. */
export interface ResolvedEnums {
  readonly values: Readonly<Record<string, readonly string[]>>;
  /** The enumerations that come from the upstream, by name, with the upstream schema's name. */
  readonly fromUpstream: Readonly<Record<string, string>>;
  readonly sources: readonly SpecFile[];
}

/** Reads `enums` of spec/limits.yaml, taking each `{ upstream }` entry's values from the upstream. */
export function readEnums(spec: SpecSource): ResolvedEnums {
  const limitsFile = spec.read(LIMITS);
  const raw = readYaml<{ enums?: Record<string, unknown> }>(limitsFile)?.enums ?? {};
  const values: Record<string, readonly string[]> = {};
  const fromUpstream: Record<string, string> = {};
  let upstreamFile: SpecFile | undefined;
  let schemas: Record<string, unknown> | undefined;
  for (const [name, entry] of Object.entries(raw)) {
    if (Array.isArray(entry)) {
      values[name] = entry.map(String);
      continue;
    }
    if (!isObject(entry) || typeof entry.upstream !== "string") {
      failSpec(LIMITS, `enums.${name} must be a list of values or { upstream: <schema name> }`);
    }
    upstreamFile ??= spec.read(UPSTREAM_OPENAPI);
    schemas ??= (readJson<{ components?: { schemas?: Record<string, unknown> } }>(upstreamFile)
      .components?.schemas ?? {}) as Record<string, unknown>;
    const schema = schemas[entry.upstream];
    if (!isObject(schema) || !Array.isArray(schema.enum)) {
      failSpec(
        LIMITS,
        `enums.${name} names upstream schema ${entry.upstream}, which ${UPSTREAM_OPENAPI} does not define as an enum`,
      );
    }
    if (schema.enum.some((v) => typeof v !== "string")) {
      failSpec(LIMITS, `enums.${name}: upstream ${entry.upstream} is not an enum of strings`);
    }
    values[name] = schema.enum as string[];
    fromUpstream[name] = entry.upstream;
  }
  return {
    values,
    fromUpstream,
    sources: upstreamFile ? [limitsFile, upstreamFile] : [limitsFile],
  };
}

/**
 * A figure of spec/limits.yaml the live contract states: `{ upstream: <Schema>.<property>.<keyword> }`
 * (`CancelOrderDtoData.orderIds.maxItems`), or a list of them for the smallest, as a figure that
 * bounds several lists together takes.
 */
export type UpstreamFigure = { readonly upstream: string | readonly string[] };

/** The figure one `<Schema>.<property>....<keyword>` pointer names in the live document. */
function upstreamFigure(schemas: Record<string, unknown>, pointer: string, where: string): number {
  const [schema, ...rest] = pointer.split(".");
  const keyword = rest.pop();
  let node: unknown = schemas[schema as string];
  for (const property of rest) {
    node = isObject(node) && isObject(node.properties) ? node.properties[property] : undefined;
  }
  const value = isObject(node) && keyword !== undefined ? node[keyword] : undefined;
  if (typeof value !== "number") {
    failSpec(
      LIMITS,
      `${where} names ${pointer}, which ${UPSTREAM_OPENAPI} does not state (no number there): correct or remove it`,
    );
  }
  return value;
}

/**
 * spec/limits.yaml with every figure written `{ upstream: ... }` replaced by the number the live
 * contract states (the smallest, for a list), and the files read: a limit the upstream states is
 * never retyped, so the client checks and chunks by the live figure. `enums` stays as written.
 *
 * @example
 * const { limits } = readLimits(spec) // limits.cancel.maxIdsPerRequest: 200
 */
export function readLimits(spec: SpecSource): {
  readonly limits: Record<string, unknown>;
  readonly sources: readonly SpecFile[];
  /** The dotted paths of the figures taken from the upstream (`cancel.maxIdsPerRequest`). */
  readonly fromUpstream: ReadonlySet<string>;
} {
  const limitsFile = spec.read(LIMITS);
  const raw = readYaml<Record<string, unknown>>(limitsFile) ?? {};
  let upstreamFile: SpecFile | undefined;
  const schemas = (): Record<string, unknown> => {
    upstreamFile ??= spec.read(UPSTREAM_OPENAPI);
    return (readJson<{ components?: { schemas?: Record<string, unknown> } }>(upstreamFile)
      .components?.schemas ?? {}) as Record<string, unknown>;
  };
  const resolve = (value: unknown, where: string): unknown => {
    if (!isObject(value)) return value;
    if ("upstream" in value && Object.keys(value).length === 1) {
      const pointers = Array.isArray(value.upstream) ? value.upstream : [value.upstream];
      const figures = pointers.map((p) => upstreamFigure(schemas(), String(p), where));
      fromUpstream.add(where);
      return Math.min(...figures);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, resolve(child, `${where}.${key}`)]),
    );
  };
  const limits: Record<string, unknown> = {};
  const fromUpstream = new Set<string>();
  for (const [section, value] of Object.entries(raw)) {
    limits[section] = section === "enums" ? value : resolve(value, section);
  }
  return {
    limits,
    sources: upstreamFile ? [limitsFile, upstreamFile] : [limitsFile],
    fromUpstream,
  };
}
