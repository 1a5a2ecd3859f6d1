import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import { failIn, isObject, type Json } from "../../json.js";
import { deriveRestSpec, EXCLUSIONS, LAYER, UPSTREAM } from "../../rest/derive.js";
import { COMPONENT_SCHEMAS, isRef, SchemaDocument } from "../../schema/document.js";
import { withoutAnnotations } from "../../schema/normalize.js";
import type { SpecFile, SpecSource } from "../../spec.js";
import type { Target } from "../../target.js";

const OUT = "packages/sandbox/src/generated";

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Json;
}

interface Operation {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, unknown>;
  "x-signed-messages"?: string[];
  "x-feature"?: string;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; parameters?: Record<string, Parameter> };
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
/** The id under which the component schemas are registered with the validator. */
const SCHEMA_ID = "rest";

const fail: (problem: string) => never = failIn(`${LAYER} over the upstream`);

/** A schema as the validator sees it: refs point into `$defs`, annotations are gone. */
function forValidator(value: unknown): unknown {
  return withoutAnnotations(value, (node) => {
    const out: Json = { ...node };
    if (isObject(node.discriminator)) {
      // The validator picks the oneOf branch by this property; it resolves mappings itself.
      out.discriminator = { propertyName: node.discriminator.propertyName };
    }
    if (typeof node.$ref === "string") {
      if (!node.$ref.startsWith(COMPONENT_SCHEMAS)) fail(`unsupported $ref ${node.$ref}`);
      out.$ref = `${SCHEMA_ID}#/$defs/${node.$ref.slice(COMPONENT_SCHEMAS.length)}`;
    }
    return out;
  });
}

function bodySchemaName(
  refs: SchemaDocument<Document>,
  op: Operation,
  where: string,
): string | undefined {
  const content = op.requestBody?.content;
  if (!content) return undefined;
  const schema = content["application/json"]?.schema;
  if (!isRef(schema)) fail(`${where}: the JSON request body must be a $ref to a component schema`);
  return refs.schemaName(schema);
}

function isArraySchema(refs: SchemaDocument<Document>, schema: Json | undefined): boolean {
  return schema !== undefined && refs.deref<Json>(schema).type === "array";
}

/** One operation, as the sandbox routes it. */
interface Route {
  operationId: string;
  method: string;
  path: string;
  pattern: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean; array: boolean }[];
  headerParams: { name: string; required: boolean }[];
  body: string | undefined;
  successStatus: number;
  signedMessages: string[];
  feature: string | undefined;
  paginated: boolean;
  paramsSchema: Json;
  headersSchema: Json | undefined;
}

function routesOf(doc: Document): Route[] {
  const refs = new SchemaDocument(doc, fail);
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = op.operationId ?? fail(`${where} has no operationId`);
      if (seen.has(operationId)) fail(`operationId ${operationId} is used twice`);
      seen.add(operationId);
      const params = (op.parameters ?? []).map((p) => refs.deref<Parameter>(p));
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      for (const name of pathParams) {
        if (!params.some((p) => p.in === "path" && p.name === name)) {
          fail(`${where} does not declare its path parameter ${name}`);
        }
      }
      const query = params.filter((p) => p.in === "query");
      const headers = params.filter((p) => p.in === "header");
      const properties: Json = {};
      const required: string[] = [];
      for (const p of [...params.filter((x) => x.in === "path"), ...query]) {
        properties[p.name] = forValidator(p.schema ?? {});
        if (p.required || p.in === "path") required.push(p.name);
      }
      const headerProperties: Json = {};
      for (const p of headers)
        headerProperties[p.name.toLowerCase()] = forValidator(p.schema ?? {});
      const success = Object.keys(op.responses ?? {})
        .filter((code) => /^2\d\d$/.test(code))
        .sort()[0];
      if (!success) fail(`${where} has no success response`);
      const pattern = `^${path
        .split("/")
        .map((segment) =>
          /^\{[^}]+\}$/.test(segment) ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("\\/")}$`;
      routes.push({
        operationId,
        method: method.toUpperCase(),
        path,
        pattern,
        pathParams,
        queryParams: query.map((p) => ({
          name: p.name,
          required: p.required === true,
          array: isArraySchema(refs, p.schema),
        })),
        headerParams: headers.map((p) => ({
          name: p.name.toLowerCase(),
          required: p.required === true,
        })),
        body: bodySchemaName(refs, op, where),
        successStatus: Number(success),
        signedMessages: op["x-signed-messages"] ?? [],
        feature: op["x-feature"],
        paginated: query.some((p) => p.name === "cursor"),
        paramsSchema: {
          type: "object",
          properties,
          ...(required.length > 0 ? { required } : {}),
          additionalProperties: false,
        },
        headersSchema:
          headers.length === 0
            ? undefined
            : {
                type: "object",
                properties: headerProperties,
                required: headers.filter((p) => p.required).map((p) => p.name.toLowerCase()),
              },
      });
    }
  }
  // Literal segments win over parameters: /v1/order/fill before /v1/order/{orderId}.
  return routes.sort(
    (a, b) =>
      a.pathParams.length - b.pathParams.length ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      (a.method < b.method ? -1 : a.method > b.method ? 1 : 0),
  );
}

function routesFile(doc: Document, sources: readonly SpecFile[]): GeneratedFile {
  const routes = routesOf(doc);
  return emitTypeScript(`${OUT}/routes.ts`, sources, (file) => {
    file.addTypeAlias({
      isExported: true,
      name: "OperationId",
      docs: ["The operationId of a REST operation."],
      type: routes.map((r) => JSON.stringify(r.operationId)).join(" | ") || "never",
    });
    file.addInterface({
      isExported: true,
      name: "RouteSpec",
      docs: ["One REST operation, as the sandbox routes and validates it."],
      properties: [
        { name: "operationId", type: "OperationId", isReadonly: true },
        { name: "method", type: "string", isReadonly: true, docs: ["Upper case."] },
        { name: "path", type: "string", isReadonly: true, docs: ["The path template."] },
        {
          name: "pattern",
          type: "RegExp",
          isReadonly: true,
          docs: ["Matches a request path; groups capture the path parameters in order."],
        },
        { name: "pathParams", type: "readonly string[]", isReadonly: true },
        {
          name: "queryParams",
          type: "readonly { readonly name: string; readonly required: boolean; readonly array: boolean }[]",
          isReadonly: true,
        },
        {
          name: "headerParams",
          type: "readonly { readonly name: string; readonly required: boolean }[]",
          isReadonly: true,
          docs: ["Request headers the operation reads (an authorisation signature), lower case."],
        },
        {
          name: "body",
          type: "string",
          hasQuestionToken: true,
          isReadonly: true,
          docs: ["The component schema of the JSON body, if the operation takes one."],
        },
        { name: "successStatus", type: "number", isReadonly: true },
        {
          name: "signedMessages",
          type: "readonly string[]",
          isReadonly: true,
          docs: ["EIP-712 message types the request's signatures cover; empty for unsigned calls."],
        },
        {
          name: "feature",
          type: "string",
          hasQuestionToken: true,
          isReadonly: true,
          docs: ["The network feature flag the operation needs."],
        },
        {
          name: "paginated",
          type: "boolean",
          isReadonly: true,
          docs: ["True when the operation pages with a cursor."],
        },
      ],
    });
    const entries = routes.map((r) => {
      const { pattern, paramsSchema: _schema, headersSchema: _headers, ...rest } = r;
      const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      const text = literal(defined, "  ");
      return `${text.slice(0, -1)}  pattern: /${pattern}/,\n  }`;
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Every REST operation of the spec, literal paths before parameterised ones."],
      declarations: [
        {
          name: "routes",
          type: "readonly RouteSpec[]",
          initializer: `[\n  ${entries.join(",\n  ")},\n]`,
        },
      ],
    });
  });
}

function schemasFile(doc: Document, sources: readonly SpecFile[]): GeneratedFile {
  const routes = routesOf(doc);
  const defs = forValidator(doc.components?.schemas ?? {});
  const params = Object.fromEntries(routes.map((r) => [r.operationId, r.paramsSchema]));
  const headers = Object.fromEntries(
    routes.flatMap((r) => (r.headersSchema ? [[r.operationId, r.headersSchema]] : [])),
  );
  return emitTypeScript(`${OUT}/schemas.ts`, sources, (file) => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "The spec's component schemas as one JSON Schema (2020-12) document, for request validation.",
      ],
      declarations: [
        {
          name: "restSchemas",
          initializer: literal({ $id: SCHEMA_ID, $defs: defs }),
        },
      ],
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "Per operation, a JSON Schema of its path and query parameters; refs point into restSchemas.",
      ],
      declarations: [
        {
          name: "parameterSchemas",
          type: "Readonly<Record<string, object>>",
          initializer: literal(params),
        },
      ],
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "Per operation that reads request headers, a JSON Schema of them (names in lower case).",
      ],
      declarations: [
        {
          name: "headerSchemas",
          type: "Readonly<Record<string, object>>",
          initializer: literal(headers),
        },
      ],
    });
  });
}

export const sandboxTarget: Target = {
  name: "sandbox",
  outDir: OUT,
  inputs: [UPSTREAM, LAYER, EXCLUSIONS],
  async generate(spec: SpecSource) {
    if (!spec.list("spec/rest").includes(LAYER)) return [];
    const derived = deriveRestSpec(spec);
    const doc = derived.doc as Document;
    return [routesFile(doc, derived.sources), schemasFile(doc, derived.sources)];
  },
};
