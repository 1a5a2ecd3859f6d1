import { failIn, type Json } from "../../json.js";
import { type Ref, SchemaDocument } from "../../schema/document.js";

// The candle spec as the candle target reads it: its shapes, its routes (one per suffix, served
// under every price source), and the types of their parameters.

export const OUT = "packages/candles/src/generated";
export const SPEC = "spec/candles/openapi.yaml";
export const NETWORKS = "spec/networks.yaml";

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  description?: string;
  [extension: `x-${string}`]: unknown;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Schema;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: (Parameter | { $ref: string })[];
}

export interface PriceSourceSpec {
  prefix: string;
  description: string;
  liveChannel: string;
}

export interface CandlesSpec {
  servers?: { url: string; "x-network"?: string }[];
  "x-price-sources"?: Record<string, PriceSourceSpec>;
  paths: Record<string, { get?: Operation } & Json>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** One route served under every price source, with its parameters resolved. */
export interface Route {
  /** `history` for `/v1/last-price/history`. */
  readonly name: string;
  /** `/history`. */
  readonly suffix: string;
  readonly summary: string;
  readonly parameters: readonly Parameter[];
}

const identifier = /^[a-z][A-Za-z0-9]*$/;

/** A SpecError of the candle spec. */
export const fail: (problem: string) => never = failIn(SPEC);

/** A value with its `$ref` chain followed, through the generators' one reader of references. */
export function resolve<T>(doc: CandlesSpec, value: T | Ref): T {
  return new SchemaDocument(doc, fail).deref<T>(value);
}

export function schemaNamed(doc: CandlesSpec, name: string): Schema {
  return doc.components.schemas[name] ?? fail(`components.schemas.${name} is missing`);
}

export function enumOf(schema: Schema, name: string): string[] {
  const values = schema.enum;
  if (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== "string")) {
    fail(`${name} must be a non-empty enum of strings`);
  }
  return values as string[];
}

export function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Groups the paths by route and checks every price source serves the same routes alike. */
export function routesOf(doc: CandlesSpec, sources: Record<string, PriceSourceSpec>): Route[] {
  const byRoute = new Map<string, Map<string, Operation>>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const source = Object.entries(sources).find(([, s]) => path.startsWith(`${s.prefix}/`));
    if (!source) fail(`path ${path} is under no x-price-sources prefix`);
    const methods = Object.keys(item).filter((k) => k !== "parameters" && !k.startsWith("x-"));
    if (methods.length !== 1 || !item.get) fail(`path ${path} must have exactly one GET`);
    const suffix = path.slice(source[1].prefix.length);
    const perSource = byRoute.get(suffix) ?? new Map<string, Operation>();
    perSource.set(source[0], item.get);
    byRoute.set(suffix, perSource);
  }
  const names = Object.keys(sources);
  const routes: Route[] = [];
  for (const [suffix, perSource] of byRoute) {
    const name = suffix.slice(1);
    if (!identifier.test(name)) fail(`route ${suffix} does not name an identifier`);
    const missing = names.filter((n) => !perSource.has(n));
    if (missing.length > 0) fail(`route ${suffix} is missing under ${missing.join(", ")}`);
    const shapes = [...perSource.values()].map((op) =>
      JSON.stringify((op.parameters ?? []).map((p) => resolve<Parameter>(doc, p))),
    );
    if (new Set(shapes).size !== 1) fail(`route ${suffix} has different parameters per source`);
    const first = perSource.get(names[0] as string) as Operation;
    const parameters = (first.parameters ?? []).map((p) => resolve<Parameter>(doc, p));
    for (const p of parameters) {
      if (p.in !== "query") fail(`route ${suffix}: parameter ${p.name} must be in the query`);
    }
    routes.push({ name, suffix, summary: first.summary ?? name, parameters });
  }
  return routes.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Types that the constants file declares for enum schemas, by schema name. */
export const enumTypes = new Set(["Resolution", "SymbolType", "HistoryStatus"]);

export function parameterType(doc: CandlesSpec, schema: Schema): string {
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() as string;
    if (enumTypes.has(name)) return name;
    return parameterType(doc, resolve<Schema>(doc, schema));
  }
  switch (schema.type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    default:
      return fail(`a query parameter has an unsupported type ${String(schema.type)}`);
  }
}

export interface WindowSpec {
  seconds: number;
  origin: "interface" | "default";
}

export function positiveIntegerMap(
  values: string[],
  map: unknown,
  what: string,
  pick: (entry: unknown) => unknown,
): Record<string, number> {
  if (typeof map !== "object" || map === null) fail(`Resolution.${what} is missing`);
  const out: Record<string, number> = {};
  for (const value of values) {
    const n = pick((map as Json)[value]);
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n <= 0) {
      fail(`Resolution.${what} has no positive integer for ${value}`);
    }
    out[value] = n;
  }
  const extra = Object.keys(map).filter((k) => !values.includes(k));
  if (extra.length > 0) fail(`Resolution.${what} names unknown resolutions ${extra.join(", ")}`);
  return out;
}

export function propertyAccess(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

export function exampleValue(doc: CandlesSpec, p: Parameter): string {
  const schema = p.schema.$ref ? resolve<Schema>(doc, p.schema) : p.schema;
  const examples = (schema as { examples?: unknown[] }).examples;
  if (Array.isArray(examples) && examples.length > 0) return JSON.stringify(examples[0]);
  if (schema.enum?.length) return JSON.stringify(schema.enum[0]);
  if (schema.type === "integer" || schema.type === "number") {
    return p.name === "to" ? "1700003599" : "1700000000";
  }
  if (schema.type === "boolean") return "true";
  return JSON.stringify(p.name === "query" ? "BTC" : p.name);
}
