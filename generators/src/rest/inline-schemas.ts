import { isObject, type Json } from "../json.js";
import { COMPONENT_SCHEMAS, isRef } from "../schema/document.js";

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/** The upstream's paths and component schemas, with every inline schema the packages read named. */
export interface NamedInlineSchemas {
  readonly paths: Record<string, Json>;
  readonly schemas: Record<string, Json>;
}

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Gives a name to each schema an upstream operation writes in place where the packages need a
 * named one: its JSON request body becomes `<OperationId>Request`, its success answer
 * `<OperationId>Response` (`getFundingHistory` answers `GetFundingHistoryResponse`), and the
 * operation refers to it. Valid OpenAPI either way; named, it gets its own type and decoder.
 * Operations `operationIdOf` answers no name for (the excluded ones) are left as they are. A
 * name the upstream already uses fails, naming the operation, so the layer can name it otherwise.
 */
export function nameInlineSchemas(
  paths: Record<string, Json>,
  schemas: Record<string, Json>,
  operationIdOf: (method: string, path: string) => string | undefined,
  fail: (problem: string) => never,
): NamedInlineSchemas {
  const named: Record<string, Json> = { ...schemas };
  const name = (schema: unknown, what: string, key: string, operationId: string): unknown => {
    if (!isObject(schema) || isRef(schema)) return schema;
    const suffix = what === "request body" ? "Request" : "Response";
    const own = `${upperFirst(operationId)}${suffix}`;
    if (own in named) {
      fail(
        `${key}: its ${what} schema, given in place, would be named ${own}, which components.schemas already has; give the operation another operationId in operations.patch`,
      );
    }
    named[own] = schema;
    return { $ref: `${COMPONENT_SCHEMAS}${own}` };
  };
  const out: Record<string, Json> = {};
  for (const [path, item] of Object.entries(paths)) {
    const ops: Json = { ...item };
    for (const method of METHODS) {
      const op = item[method];
      const operationId = operationIdOf(method, path);
      if (!isObject(op) || operationId === undefined) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const operation: Json = { ...op };
      const body = jsonMedia(op.requestBody);
      const bodySchema = name(body?.schema, "request body", key, operationId);
      if (body && bodySchema !== body.schema) {
        operation.requestBody = withJsonSchema(op.requestBody as Json, bodySchema);
      }
      if (isObject(op.responses)) {
        const responses: Json = { ...op.responses };
        for (const status of Object.keys(responses).filter((s) => /^2\d\d$/.test(s))) {
          const media = jsonMedia(responses[status]);
          const schema = name(media?.schema, `${status} response`, key, operationId);
          if (media && schema !== media.schema) {
            responses[status] = withJsonSchema(responses[status] as Json, schema);
          }
        }
        operation.responses = responses;
      }
      ops[method] = operation;
    }
    out[path] = ops;
  }
  return { paths: out, schemas: named };
}

/** The `application/json` media of a request body or response, when it has one in place. */
function jsonMedia(holder: unknown): Json | undefined {
  if (!isObject(holder) || !isObject(holder.content)) return undefined;
  const media = holder.content["application/json"];
  return isObject(media) ? media : undefined;
}

/** A request body or response with its JSON schema replaced. */
function withJsonSchema(holder: Json, schema: unknown): Json {
  const content = holder.content as Json;
  const media = content["application/json"] as Json;
  return { ...holder, content: { ...content, "application/json": { ...media, schema } } };
}
