import { emitTypeScript, type FileBuilder, type GeneratedFile } from "../../emit.js";
import type { SpecFile } from "../../spec.js";
import {
  type CandlesSpec,
  capitalize,
  enumTypes,
  exampleValue,
  fail,
  OUT,
  parameterType,
  propertyAccess,
  type Route,
  routesOf,
  type Schema,
} from "./model.js";

// requests.ts of @perpkit/candles: one request builder per route, its query type, and the wire
// records' names.

/** How the documentation shows a route called: its builder with its required parameters. */
interface Examples {
  query(route: Route): string;
  route(route: Route | undefined): string;
}

function examplesOf(doc: CandlesSpec, source: string): Examples {
  const query = (route: Route) =>
    `{ ${route.parameters
      .filter((p) => p.required)
      .map((p) => `${p.name}: ${exampleValue(doc, p)}`)
      .join(", ")} }`;
  return {
    query,
    route: (route) =>
      route === undefined
        ? "undefined"
        : route.parameters.length > 0
          ? `${route.name}Request("${source}", ${query(route)})`
          : `${route.name}Request("${source}")`,
  };
}

function addImports(file: FileBuilder, routes: readonly Route[]): void {
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
}

/** The request type, and a name for each wire record (objects and unions). */
function addShapes(
  file: FileBuilder,
  doc: CandlesSpec,
  routes: readonly Route[],
  examples: Examples,
): void {
  const routeExample = examples.route;
  // Objects and unions only: aliases of bare strings and numbers would add names without meaning.
  const schemaNames = Object.entries(doc.components.schemas)
    .filter(([, schema]) => schema.type === "object" || "oneOf" in schema)
    .map(([name]) => name);
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
}

/** One route's query type and request builder. */
function addRoute(file: FileBuilder, doc: CandlesSpec, route: Route, examples: Examples): void {
  const queryExample = examples.query;
  const routeExample = examples.route;
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

/** requests.ts: the request builders of every route, under any price source. */
export function requestsFile(doc: CandlesSpec, spec: SpecFile): GeneratedFile {
  const sources = doc["x-price-sources"] ?? fail("x-price-sources is missing");
  const routes = routesOf(doc, sources);
  const examples = examplesOf(doc, Object.keys(sources)[0] ?? "");
  return emitTypeScript(`${OUT}/requests.ts`, [spec], (file) => {
    addImports(file, routes);
    addShapes(file, doc, routes, examples);
    for (const route of routes) addRoute(file, doc, route, examples);
  });
}
