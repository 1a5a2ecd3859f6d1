import { literal } from "../emit.js";
import { failIn } from "../json.js";
import { SchemaDocument } from "../schema/document.js";
import { LAYER } from "./derive.js";

export const LIMITS = "spec/limits.yaml";

/** The parts of a JSON Schema (OpenAPI 3.1 dialect) this generator understands. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  deprecated?: boolean;
  "x-extensible-enum"?: string[];
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema: Schema;
}

export interface MediaContent {
  content?: Record<string, { schema?: Schema }>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: MediaContent & { required?: boolean };
  responses?: Record<string, (MediaContent & { description?: string }) | { $ref: string }>;
  "x-signed-messages"?: string[];
  "x-feature"?: string;
  deprecated?: boolean;
  /** Why the operation is deprecated, where the layer says. */
  "x-deprecated-reason"?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, MediaContent>;
  };
}

export interface LimitsSpec {
  enums?: Record<string, unknown[]>;
}

export const METHODS = ["get", "post", "put", "delete", "patch"] as const;
const operationIdPattern = /^[a-z][A-Za-z0-9]*$/;

/** One operation of the spec, with everything the emitters need resolved. */
export interface Operation {
  readonly name: string;
  readonly typeName: string;
  /**
   * The exported free function: the operationId, or `<operationId>Operation` for an operation with
   * a body or a signature, which @perpkit/rest also offers under the operationId as an action that
   * builds and signs the request (`placeOrder`); the two never share a name.
   */
  readonly functionName: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly description: string | undefined;
  readonly pathParameters: readonly Parameter[];
  readonly queryParameters: readonly Parameter[];
  /** Headers the operation needs (an authorisation signature), by their HTTP names. */
  readonly headerParameters: readonly Parameter[];
  /** The component schema of the JSON request body. */
  readonly body: string | undefined;
  readonly successStatus: number;
  /** The component schema of the success response. */
  readonly result: string;
  readonly errorStatuses: readonly string[];
  readonly signedMessages: readonly string[];
  readonly feature: string | undefined;
  /** The component schema of one record when the result is a page. */
  readonly pageItem: string | undefined;
  /**
   * What the JSDoc's `@deprecated` says of an operation the spec marks deprecated (the layer's
   * `x-deprecated-reason`, or that the service is retiring it); undefined for any other.
   */
  readonly deprecated: string | undefined;
}

export const fail: (problem: string) => never = failIn(`${LAYER} over the upstream`);

export function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function constantCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toUpperCase();
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A JSDoc text block safe to embed: no comment terminators. */
export function docText(text: string): string {
  return text.trim().replace(/\*\//g, "*\\/");
}

/** The REST spec's `$ref`s, read through the generators' one reader. */
export class Resolver extends SchemaDocument<OpenApiDocument> {
  constructor(doc: OpenApiDocument) {
    super(doc, fail);
  }

  /** A schema with its `$ref` chain followed. */
  schema(schema: Schema): Schema {
    return this.resolve(schema).schema;
  }
}

export function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function mediaSchema(media: MediaContent | undefined, where: string): Schema | undefined {
  const content = media?.content;
  if (!content) return undefined;
  const json = content["application/json"];
  if (!json?.schema) fail(`${where} has content but no application/json schema`);
  return json.schema;
}

export function collectOperations(resolver: Resolver): Operation[] {
  const operations: Operation[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(resolver.doc.paths)) {
    for (const key of Object.keys(item)) {
      if (!(METHODS as readonly string[]).includes(key) && !key.startsWith("x-")) {
        fail(`${path} has ${key}, which this generator does not support`);
      }
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const name = op.operationId ?? fail(`${where} has no operationId`);
      if (!operationIdPattern.test(name)) fail(`${where}: operationId ${name} is not camelCase`);
      if (seen.has(name)) fail(`operationId ${name} is used twice`);
      seen.add(name);
      const parameters = (op.parameters ?? []).map((p) => resolver.deref<Parameter>(p));
      const pathParameters = parameters.filter((p) => p.in === "path");
      const queryParameters = parameters.filter((p) => p.in === "query");
      const headerParameters = parameters.filter((p) => p.in === "header");
      for (const p of parameters) {
        if (p.in === "header") {
          if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(p.name))
            fail(`${where}: header ${p.name} is not a header name`);
          continue;
        }
        if (p.in !== "path" && p.in !== "query")
          fail(`${where}: ${p.in} parameters are not supported`);
        if (!identifierPattern.test(p.name))
          fail(`${where}: parameter ${p.name} is not an identifier`);
        if (p.name === "body" || p.name === "headers")
          fail(`${where}: a parameter may not be called ${p.name}`);
      }
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      const declared = pathParameters.map((p) => p.name);
      if (placeholders.join() !== declared.join()) {
        fail(
          `${where}: path placeholders ${placeholders.join(", ")} differ from path parameters ${declared.join(", ")}`,
        );
      }
      for (const p of pathParameters)
        if (!p.required) fail(`${where}: path parameter ${p.name} must be required`);

      let body: string | undefined;
      if (op.requestBody) {
        const schema = mediaSchema(op.requestBody, `${where} request body`);
        body =
          resolver.schemaName(schema) ??
          fail(`${where}: the request body must reference a component schema`);
        if (!op.requestBody.required) fail(`${where}: the request body must be required`);
      }

      const responses = op.responses ?? fail(`${where} has no responses`);
      const success = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
      if (success.length !== 1) fail(`${where} must have exactly one 2xx response`);
      const successStatus = success[0] as string;
      const successResponse = resolver.deref<MediaContent>(
        responses[successStatus] as MediaContent,
      );
      const result =
        resolver.schemaName(mediaSchema(successResponse, `${where} ${successStatus}`)) ??
        fail(`${where}: the ${successStatus} response must reference a component schema`);
      const errorStatuses = Object.keys(responses)
        .filter((s) => s !== successStatus)
        .sort(compare);
      for (const s of errorStatuses) {
        if (!/^([45]\d\d|[45]XX)$/.test(s))
          fail(`${where}: response ${s} is neither 2xx nor an error`);
      }

      // A page shape without a cursor parameter (the upstream answers the projected funding
      // rates that way) is one answer, not something to page through.
      const pageItem = queryParameters.some((p) => p.name === "cursor")
        ? pageItemOf(resolver, result)
        : undefined;
      const action = body !== undefined || (op["x-signed-messages"] ?? []).length > 0;
      operations.push({
        name,
        typeName: upperFirst(name),
        functionName: action ? `${name}Operation` : name,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? fail(`${where} has no summary`),
        description: op.description,
        pathParameters,
        queryParameters,
        headerParameters,
        body,
        successStatus: Number(successStatus),
        result,
        errorStatuses,
        signedMessages: op["x-signed-messages"] ?? [],
        feature: op["x-feature"],
        pageItem,
        deprecated: op.deprecated
          ? (op["x-deprecated-reason"] ??
            "the service marks it deprecated: it may go in a later version")
          : undefined,
      });
    }
  }
  return operations;
}

const identifierPattern = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A page is an object with a `data` array of records, `hasNext` and `nextCursor`. */
export function pageItemOf(resolver: Resolver, name: string): string | undefined {
  const schema = resolver.schema({ $ref: `#/components/schemas/${name}` });
  const props = schema.properties;
  if (!props?.data || !props.hasNext || !props.nextCursor) return undefined;
  const data = resolver.schema(props.data);
  return resolver.schemaName(data.items) ?? fail(`${name}.data must hold component records`);
}

// ---------------------------------------------------------------------------------------------
// Open enumerations agree with spec/limits.yaml
// ---------------------------------------------------------------------------------------------

export function checkEnums(doc: OpenApiDocument, limits: LimitsSpec): void {
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const known = schema["x-extensible-enum"];
    if (known === undefined) continue;
    if (!Array.isArray(known) || known.length === 0 || known.some((v) => typeof v !== "string")) {
      fail(`${name}.x-extensible-enum must be a non-empty list of strings`);
    }
    if (schema.type !== "string") fail(`${name} has x-extensible-enum, so its type must be string`);
    const listed = limits.enums?.[name];
    if (listed !== undefined && JSON.stringify(listed) !== JSON.stringify(known)) {
      fail(`${name}.x-extensible-enum differs from enums.${name} in ${LIMITS}`);
    }
  }
}

export function sentence(text: string | undefined, fallback: string): string {
  const first = (text ?? "").trim().split("\n")[0]?.trim() ?? "";
  return first.length > 0 ? first : fallback;
}

export function exampleOf(resolver: Resolver, schema: Schema, depth = 0): unknown {
  const resolved = resolver.schema(schema);
  const own = schema.examples?.[0] ?? resolved.examples?.[0];
  if (own !== undefined) return own;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  const known = resolved["x-extensible-enum"]?.[0];
  if (known !== undefined) return known;
  const types = typesOf(resolved).filter((t) => t !== "null");
  switch (types[0]) {
    case "string":
      return "text";
    case "integer":
    case "number":
      return resolved.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return depth > 2 || !resolved.items ? [] : [exampleOf(resolver, resolved.items, depth + 1)];
    default:
      return undefined;
  }
}

export function article(word: string): string {
  return /^[AEIOUaeiou]/.test(word) && !/^(Uu|Uni|Eu)/i.test(word) ? "an" : "a";
}

export function wrap(expression: string): string {
  return /^[A-Za-z_$][\w$.]*\(.*\)$|^\(.*\)$/.test(expression) && balanced(expression)
    ? expression
    : `(${expression})`;
}

/** True when the outer parentheses of `text` enclose all of it (or it has none at its ends). */
export function balanced(text: string): boolean {
  if (!text.startsWith("(")) return true;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

export function exampleArguments(resolver: Resolver, op: Operation): string {
  const entries: string[] = [];
  for (const p of [...op.pathParameters, ...op.queryParameters]) {
    if (!p.required) continue;
    entries.push(`${p.name}: ${literal(exampleOf(resolver, p.schema))}`);
  }
  if (op.headerParameters.length > 0) entries.push("headers");
  if (op.body) entries.push("body");
  return entries.length === 0 ? "" : `{ ${entries.join(", ")} }`;
}

/**
 * Component schemas a response can reach: their enumerations are open (a record may carry a
 * value this version does not know), so their types and decoders accept any value of the type.
 */
export function responseSchemas(resolver: Resolver, operations: readonly Operation[]): Set<string> {
  return resolver.reachable(operations.map((op) => op.result));
}
