import { stringFormats } from "@perpkit/core";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { invalid } from "../engine/index.js";
import type { OperationId, RouteSpec } from "../generated/routes.js";
import { headerSchemas, parameterSchemas, restSchemas } from "../generated/schemas.js";

let bodies: Ajv2020 | undefined;
let params: Ajv2020 | undefined;
const bodyValidators = new Map<string, ValidateFunction>();
const paramValidators = new Map<OperationId, ValidateFunction>();
/** Operations whose parameter schema accepts no parameters at all. */
const bareAccepted = new Set<OperationId>();
const headerValidators = new Map<OperationId, ValidateFunction>();

function ajv(coerce: boolean): Ajv2020 {
  const instance = new Ajv2020({
    // The spec carries OpenAPI annotations Ajv does not know.
    strict: false,
    // What each format of the live document means: core's table, from spec/formats.yaml.
    formats: stringFormats,
    discriminator: true,
    allErrors: false,
    ...(coerce ? { coerceTypes: "array" as const } : {}),
  });
  instance.addSchema(restSchemas);
  return instance;
}

function where(error: ErrorObject, root: string): string {
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  return [root, ...path].filter((p) => p !== "").join(".") || root;
}

/** One readable line per Ajv error, naming the field. */
function describe(errors: readonly ErrorObject[], root: string): string[] {
  return errors.map((error) => {
    const at = where(error, root);
    const p = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case "additionalProperties":
        return `${at === root ? "" : `${at}.`}${String(p.additionalProperty)} is not allowed`;
      case "required":
        return `${at === root ? "" : `${at}.`}${String(p.missingProperty)} is required`;
      case "const":
        return `${at} must be ${JSON.stringify(p.allowedValue)}`;
      case "enum":
        return `${at} must be one of ${JSON.stringify(p.allowedValues)}`;
      case "discriminator":
        return `${at}.${String(p.tag)} must be one of the listed types`;
      default:
        return `${at} ${error.message ?? "is invalid"}`;
    }
  });
}

/**
 * Checks a JSON body against the route's schema in the spec; throws a 400 naming the field.
 *
 * @example
 * validateBody(route, JSON.parse(text))
 */
export function validateBody(route: RouteSpec, body: unknown): void {
  if (route.body === undefined) return;
  let validate = bodyValidators.get(route.body);
  if (!validate) {
    bodies ??= ajv(false);
    validate = bodies.compile({ $ref: `rest#/$defs/${route.body}` });
    bodyValidators.set(route.body, validate);
  }
  if (!validate(body)) {
    const lines = describe(validate.errors ?? [], "body");
    throw invalid(lines.join("; "));
  }
}

/**
 * Reads a route's path and query parameters into one object, typed by the spec (numbers and
 * booleans from their text, arrays from repeated keys), and checks it; throws a 400.
 *
 * @example
 * const values = readParameters(route, ["<uuid>"], new URLSearchParams("limit=5"))
 */
export function readParameters(
  route: RouteSpec,
  pathValues: readonly string[],
  search: URLSearchParams,
): Record<string, unknown> {
  // Most requests carry no parameters at all: an empty set that passed once always passes.
  const bare = pathValues.length === 0 && search.size === 0;
  if (bare && bareAccepted.has(route.operationId)) return {};
  const values: Record<string, unknown> = {};
  route.pathParams.forEach((name, i) => {
    values[name] = pathValues[i];
  });
  const arrays = new Set(route.queryParams.filter((q) => q.array).map((q) => q.name));
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    if (arrays.has(key)) {
      values[key] = all.flatMap((v) => v.split(",")).filter((v) => v !== "");
    } else if (all.length > 1) {
      throw invalid(`query.${key} may be given only once`);
    } else {
      values[key] = all[0];
    }
  }
  let validate = paramValidators.get(route.operationId);
  if (!validate) {
    params ??= ajv(true);
    validate = params.compile(parameterSchemas[route.operationId] ?? {});
    paramValidators.set(route.operationId, validate);
  }
  if (!validate(values)) throw invalid(describe(validate.errors ?? [], "query").join("; "));
  if (bare) bareAccepted.add(route.operationId);
  return values;
}

/**
 * Reads the request headers a route declares (lower-case names), typed by the spec (a number
 * from its text) and checked; throws a 400 naming the header.
 *
 * @example
 * const headers = readHeaders(route, req.headers)
 */
export function readHeaders(
  route: RouteSpec,
  raw: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  if (route.headerParams.length === 0) return {};
  const values: Record<string, string> = {};
  for (const { name } of route.headerParams) {
    const value = raw[name];
    if (typeof value === "string") values[name] = value;
  }
  let validate = headerValidators.get(route.operationId);
  if (!validate) {
    params ??= ajv(true);
    validate = params.compile(headerSchemas[route.operationId] ?? {});
    headerValidators.set(route.operationId, validate);
  }
  // Validation coerces in place (a number header becomes a number); handlers read the text.
  if (!validate({ ...values }))
    throw invalid(describe(validate.errors ?? [], "headers").join("; "));
  return values;
}
