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
