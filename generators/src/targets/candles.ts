import openapiTS, { astToString } from "openapi-typescript";
import { VariableDeclarationKind } from "ts-morph";
import { DECODER_HELPERS, DecoderEmitter } from "../decoders/emitter.js";
import {
  documentInterfaces,
  emitText,
  emitTypeScript,
  type GeneratedFile,
  literal,
} from "../emit.js";
import { failIn, type Json } from "../json.js";
import { readYaml, type SpecFile, type SpecSource } from "../spec.js";
import type { Target } from "../target.js";

const OUT = "packages/candles/src/generated";
const SPEC = "spec/candles/openapi.yaml";
const NETWORKS = "spec/networks.yaml";

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  description?: string;
  [extension: `x-${string}`]: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Schema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: (Parameter | { $ref: string })[];
}

interface PriceSourceSpec {
  prefix: string;
  description: string;
  liveChannel: string;
}

interface CandlesSpec {
  servers?: { url: string; "x-network"?: string }[];
  "x-price-sources"?: Record<string, PriceSourceSpec>;
  paths: Record<string, { get?: Operation } & Json>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** One route served under every price source, with its parameters resolved. */
interface Route {
  /** `history` for `/v1/last-price/history`. */
  readonly name: string;
  /** `/history`. */
  readonly suffix: string;
  readonly summary: string;
  readonly parameters: readonly Parameter[];
}

const identifier = /^[a-z][A-Za-z0-9]*$/;

const fail: (problem: string) => never = failIn(SPEC);

function resolve<T>(doc: CandlesSpec, value: T | { $ref: string }): T {
  if (typeof value !== "object" || value === null || !("$ref" in value)) return value as T;
  const ref = (value as { $ref: string }).$ref;
  if (!ref.startsWith("#/")) fail(`only local references are supported, got ${ref}`);
  let node: unknown = doc;
  for (const token of ref.slice(2).split("/")) {
    node = (node as Json | undefined)?.[token.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  if (node === undefined) fail(`dangling reference ${ref}`);
  return node as T;
}

function schemaNamed(doc: CandlesSpec, name: string): Schema {
  return doc.components.schemas[name] ?? fail(`components.schemas.${name} is missing`);
}

function enumOf(schema: Schema, name: string): string[] {
  const values = schema.enum;
  if (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== "string")) {
    fail(`${name} must be a non-empty enum of strings`);
  }
  return values as string[];
}

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Groups the paths by route and checks every price source serves the same routes alike. */
function routesOf(doc: CandlesSpec, sources: Record<string, PriceSourceSpec>): Route[] {
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
const enumTypes = new Set(["Resolution", "SymbolType", "HistoryStatus"]);

function parameterType(doc: CandlesSpec, schema: Schema): string {
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

interface WindowSpec {
  seconds: number;
  origin: "interface" | "default";
}

function positiveIntegerMap(
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

function constantsFile(doc: CandlesSpec, spec: SpecFile, networks: SpecFile): GeneratedFile {
  const sources = doc["x-price-sources"] ?? fail("x-price-sources is missing");
  const resolution = schemaNamed(doc, "Resolution");
  const resolutions = enumOf(resolution, "Resolution");
  const barSeconds = positiveIntegerMap(
    resolutions,
    resolution["x-bar-seconds"],
    "x-bar-seconds",
    (e) => e,
  );
  const windows = resolution["x-max-window-seconds"] as Record<string, WindowSpec> | undefined;
  const maxWindowSeconds = positiveIntegerMap(
    resolutions,
    windows,
    "x-max-window-seconds",
    (e) => (e as WindowSpec | undefined)?.seconds,
  );
  const maxWindowOrigin: Record<string, string> = {};
  for (const r of resolutions) {
    const origin = windows?.[r]?.origin;
    if (origin !== "interface" && origin !== "default") {
      fail(`Resolution.x-max-window-seconds.${r}.origin must be interface or default`);
    }
    maxWindowOrigin[r] = origin;
  }
  const symbolType = schemaNamed(doc, "SymbolType");
  const symbolTypes = enumOf(symbolType, "SymbolType");
  const announced = (symbolType["x-announced"] ?? []) as string[];
  const symbol = schemaNamed(doc, "Symbol");
  const symbolPattern = symbol.pattern ?? fail("Symbol.pattern is missing");
  const tickerPattern =
    (symbol["x-ticker-pattern"] as string | undefined) ??
    fail("Symbol.x-ticker-pattern is missing");
  const statuses = enumOf(schemaNamed(doc, "HistoryStatus"), "HistoryStatus");

  const presets = readYaml<{ networks: Record<string, { candlesUrl: string }> }>(networks).networks;
  const servers: Record<string, string> = {};
  for (const server of doc.servers ?? []) {
    const network = server["x-network"];
    if (!network) continue;
    const preset =
      presets[network] ?? fail(`server ${server.url} names unknown network ${network}`);
    if (preset.candlesUrl !== server.url) {
      fail(
        `server ${server.url} differs from ${NETWORKS} ${network}.candlesUrl ${preset.candlesUrl}`,
      );
    }
    servers[network] = server.url;
  }

  return emitTypeScript(`${OUT}/constants.ts`, [spec, networks], (file) => {
    const withExample = (description: string, example: string) => [
      { description, tags: [{ tagName: "example", text: example }] },
    ];
    const constant = (name: string, initializer: string, docs: string, example: string) =>
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: withExample(docs, example),
        declarations: [{ name, initializer }],
      });
    const alias = (name: string, type: string, docs: string, example: string) =>
      file.addTypeAlias({ isExported: true, name, type, docs: withExample(docs, example) });
    const source0 = JSON.stringify(Object.keys(sources)[0] ?? "");
    const r0 = resolutions[0] ?? "";
    const q = JSON.stringify;
    const symbolExample = (symbol as { examples?: unknown[] }).examples?.[0];
    const separator = separatorOf(symbolPattern);
    const [serverNetwork, serverUrl] = Object.entries(servers)[0] ?? ["", ""];
    const perResolution = (type: string) => ` as const satisfies Record<Resolution, ${type}>`;

    constant(
      "priceSources",
      `${literal(sources)} as const`,
      "The price sources of the candle API: route prefix, meaning, and the stream channel a live bar is built from.",
      `priceSources[${source0}].prefix`,
    );
    alias(
      "PriceSource",
      "keyof typeof priceSources",
      "A price source: `last` (trade price) or `oracle` (the mark price reference).",
      `const source: PriceSource = ${source0}`,
    );
    constant(
      "priceSourceNames",
      `${literal(Object.keys(sources))} as const`,
      "Names of the price sources.",
      `priceSourceNames[0] // ${source0}`,
    );
    constant(
      "resolutions",
      `${literal(resolutions)} as const`,
      "Every bar size the candle API serves.",
      `resolutions[0] // ${q(r0)}`,
    );
    alias(
      "Resolution",
      "(typeof resolutions)[number]",
      "A bar size: minutes as a number string, or `1D`, `3D`, `1W`, `1M`.",
      `const resolution: Resolution = ${q(r0)}`,
    );
    constant(
      "barSeconds",
      `${literal(barSeconds)}${perResolution("number")}`,
      "The length of one bar in seconds; the `1M` value is nominal, its bars are calendar months.",
      `barSeconds[${q(r0)}] // ${barSeconds[r0]}`,
    );
    constant(
      "maxWindowSeconds",
      `${literal(maxWindowSeconds)}${perResolution("number")}`,
      "The longest `to - from`, in seconds, that one history request may span at each resolution.",
      `maxWindowSeconds[${q(r0)}] // ${maxWindowSeconds[r0]}`,
    );
    constant(
      "maxWindowOrigin",
      `${literal(maxWindowOrigin)}${perResolution('"interface" | "default"')}`,
      "Where each window comes from: `interface` (given by the interface) or `default` (a safe default, worth overriding).",
      `maxWindowOrigin[${q(r0)}] // ${q(maxWindowOrigin[r0])}`,
    );
    constant(
      "symbolTypes",
      `${literal(symbolTypes)} as const`,
      "Market types served now: the suffix of a symbol.",
      `symbolTypes[0] // ${q(symbolTypes[0])}`,
    );
    alias(
      "SymbolType",
      "(typeof symbolTypes)[number]",
      "A market type served now.",
      `const type: SymbolType = ${q(symbolTypes[0])}`,
    );
    constant(
      "announcedSymbolTypes",
      `${literal(announced)} as const`,
      "Market types the interface announces but does not serve yet.",
      `announcedSymbolTypes.length // ${announced.length}`,
    );
    constant(
      "symbolPattern",
      `new RegExp(${JSON.stringify(symbolPattern)})`,
      `The form of a symbol the candle API serves, for example \`${String((symbol as { examples?: unknown[] }).examples?.[0] ?? symbolPattern)}\`.`,
      typeof symbolExample === "string"
        ? `symbolPattern.test(${q(symbolExample)}) // true`
        : "symbolPattern.test(symbol)",
    );
    constant(
      "tickerPattern",
      `new RegExp(${JSON.stringify(tickerPattern)})`,
      "The form of the ticker, the part of a symbol before the market type.",
      typeof symbolExample === "string"
        ? `tickerPattern.test(${q(symbolExample.split(separator)[0])}) // true`
        : "tickerPattern.test(ticker)",
    );
    constant(
      "symbolSeparator",
      JSON.stringify(separatorOf(symbolPattern)),
      "What stands between the ticker and the market type in a symbol.",
      typeof symbolExample === "string"
        ? `${q(symbolExample)}.split(symbolSeparator) // ${q(symbolExample.split(separator))}`
        : "symbol.split(symbolSeparator)",
    );
    constant(
      "historyStatusValues",
      `${literal(statuses)} as const`,
      "The statuses of a history answer.",
      `historyStatusValues[0] // ${q(statuses[0])}`,
    );
    alias(
      "HistoryStatus",
      "(typeof historyStatusValues)[number]",
      "A history answer's status.",
      `const status: HistoryStatus = ${q(statuses[0])}`,
    );
    constant(
      "candleServers",
      `${literal(servers)} as const`,
      "The candle API's base URL on each network.",
      `candleServers[${q(serverNetwork)}] // ${q(serverUrl)}`,
    );
  });
}

/** The literal text between the ticker group and the type in `^[A-Z0-9]+-Perp$`. */
function separatorOf(pattern: string): string {
  const match = /^\^\[[^\]]+\]\+(.)/.exec(pattern);
  if (!match?.[1] || /[\\[\]()|+*?.^$]/.test(match[1])) {
    fail(`Symbol.pattern ${pattern} does not start with a ticker class and a literal separator`);
  }
  return match[1];
}

function requestsFile(doc: CandlesSpec, spec: SpecFile): GeneratedFile {
  const sources = doc["x-price-sources"] ?? fail("x-price-sources is missing");
  const routes = routesOf(doc, sources);
  const queryExample = (route: (typeof routes)[number]) =>
    `{ ${route.parameters
      .filter((p) => p.required)
      .map((p) => `${p.name}: ${exampleValue(doc, p)}`)
      .join(", ")} }`;
  const routeExample = (route: (typeof routes)[number] | undefined) =>
    route === undefined
      ? "undefined"
      : route.parameters.length > 0
        ? `${route.name}Request("${Object.keys(sources)[0]}", ${queryExample(route)})`
        : `${route.name}Request("${Object.keys(sources)[0]}")`;
  // Objects and unions only: aliases of bare strings and numbers would add names without meaning.
  const schemaNames = Object.entries(doc.components.schemas)
    .filter(([, schema]) => schema.type === "object" || "oneOf" in schema)
    .map(([name]) => name);
  return emitTypeScript(`${OUT}/requests.ts`, [spec], (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "@perpkit/core",
      namedImports: ["QueryValue"],
    });
    const constantsUsed = ["priceSources"];
    file.addImportDeclaration({ moduleSpecifier: "./constants.js", namedImports: constantsUsed });
    const typesUsed = [
      "PriceSource",
      ...[...enumTypes].filter((t) =>
        routes.some((r) => r.parameters.some((p) => p.schema.$ref?.endsWith(`/${t}`))),
      ),
    ];
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./constants.js",
      namedImports: typesUsed,
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./openapi.js",
      namedImports: ["components"],
    });

    file.addInterface({
      isExported: true,
      name: "CandlesRequest",
      docs: [
        {
          description:
            "One GET request to the candle API, ready for the HTTP transport of @perpkit/core.",
          tags: [
            {
              tagName: "example",
              text: `const request: CandlesRequest = ${routeExample(routes[0])}`,
            },
          ],
        },
      ],
      properties: [
        { isReadonly: true, name: "method", type: '"GET"' },
        {
          isReadonly: true,
          name: "path",
          type: "string",
          docs: ["The path below the candle API's base URL."],
        },
        { isReadonly: true, name: "query", type: "Readonly<Record<string, QueryValue>>" },
      ],
    });

    for (const name of schemaNames) {
      const schema = doc.components.schemas[name] as Schema;
      file.addTypeAlias({
        isExported: true,
        name,
        type: `components["schemas"][${JSON.stringify(name)}]`,
        docs: [schema.description ?? `The ${name} object of the candle API, as sent.`],
      });
    }

    for (const route of routes) {
      const queryName = `${capitalize(route.name)}Query`;
      if (route.parameters.length > 0) {
        file.addInterface({
          isExported: true,
          name: queryName,
          docs: [
            {
              description: `Query parameters of GET {prefix}${route.suffix}.`,
              tags: [
                { tagName: "example", text: `const query: ${queryName} = ${queryExample(route)}` },
              ],
            },
          ],
          properties: route.parameters.map((p) => ({
            isReadonly: true,
            name: p.name,
            hasQuestionToken: !p.required,
            type: p.required
              ? parameterType(doc, p.schema)
              : `${parameterType(doc, p.schema)} | undefined`,
            ...(p.description ? { docs: [p.description] } : {}),
          })),
        });
      }
      const example = routeExample(route);
      const query =
        route.parameters.length > 0
          ? `{ ${route.parameters.map((p) => `${propertyAccess(p.name)}: query.${p.name}`).join(", ")} }`
          : "{}";
      file.addFunction({
        isExported: true,
        name: `${route.name}Request`,
        docs: [
          {
            description: `GET {prefix}${route.suffix}: ${route.summary}`,
            tags: [{ tagName: "example", text: example }],
          },
        ],
        parameters: [
          { name: "source", type: "PriceSource" },
          ...(route.parameters.length > 0 ? [{ name: "query", type: queryName }] : []),
        ],
        returnType: "CandlesRequest",
        statements: `return { method: "GET", path: \`\${priceSources[source].prefix}${route.suffix}\`, query: ${query} };`,
      });
    }
  });
}

function propertyAccess(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function exampleValue(doc: CandlesSpec, p: Parameter): string {
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

async function typesFile(doc: CandlesSpec, spec: SpecFile): Promise<GeneratedFile> {
  const ast = await openapiTS(structuredClone(doc) as never, { silent: true });
  const text = documentInterfaces(astToString(ast), {
    components:
      'The candle API\'s wire records as the spec types them (`Config`, `SymbolInfo`, `SearchResult`,\n`HistoryBars`, ...), for servers and tests that speak the protocol itself.\n\n@example\ntype Config = components["schemas"]["Config"]',
  });
  return emitText(`${OUT}/openapi.ts`, [spec], text);
}

function decodersFile(doc: CandlesSpec, spec: SpecFile): GeneratedFile {
  const emitter = new DecoderEmitter({
    file: SPEC,
    resolve(ref) {
      const prefix = "#/components/schemas/";
      if (!ref.startsWith(prefix)) fail(`only component schemas are decoded, got ${ref}`);
      const name = ref.slice(prefix.length);
      return { name, schema: schemaNamed(doc, name) as Json };
    },
    typeName: (name) => name,
  });
  // Every record of the spec gets a decoder; a bundle keeps the ones the client calls.
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    if ((schema as Json).type === "object") emitter.decoderFor(name);
  }
  return emitTypeScript(`${OUT}/decoders.ts`, [spec], (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["DecodeError", "describeValue"],
    });
    file.addImportDeclaration({
      moduleSpecifier: "./requests.js",
      isTypeOnly: true,
      namedImports: [...emitter.decoded].sort(),
    });
    file.addStatements(DECODER_HELPERS);
    file.addStatements(emitter.code());
  });
}

export const candlesTarget: Target = {
  name: "candles",
  outDir: OUT,
  inputs: [SPEC, NETWORKS],
  async generate(specSource: SpecSource) {
    const spec = specSource.read(SPEC);
    const networks = specSource.read(NETWORKS);
    const doc = readYaml<CandlesSpec>(spec);
    return [
      constantsFile(doc, spec, networks),
      decodersFile(doc, spec),
      await typesFile(doc, spec),
      requestsFile(doc, spec),
    ];
  },
};
