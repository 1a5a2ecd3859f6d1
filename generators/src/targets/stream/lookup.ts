import { isObject, type Json } from "../../json.js";
import { readYaml, type SpecSource } from "../../spec.js";
import { STREAM_LAYER, UPSTREAM_OPENAPI } from "../../stream/derive.js";
import { fail } from "./model.js";

/** Where a client reads subaccount ids: the REST operation `x-subaccount-lookup` names. */
export interface SubaccountLookup {
  readonly path: string;
  readonly owner: string;
  readonly cursor: string;
}

/**
 * The layer's `x-subaccount-lookup`, its path read from the upstream OpenAPI document: a GET
 * operation whose query parameters include the owner (required) and the cursor.
 */
export function readSubaccountLookup(spec: SpecSource): SubaccountLookup | undefined {
  const entry = readYaml<Json>(spec.read(STREAM_LAYER))["x-subaccount-lookup"];
  if (entry === undefined) return undefined;
  const where = "x-subaccount-lookup";
  if (!isObject(entry)) fail(where, "is not an object");
  const { operationId, owner, cursor } = entry;
  if (typeof operationId !== "string" || typeof owner !== "string" || typeof cursor !== "string") {
    fail(where, "needs operationId, owner and cursor as strings");
  }
  const openapi = JSON.parse(spec.read(UPSTREAM_OPENAPI).text) as {
    paths?: Record<string, Record<string, Json>>;
  };
  for (const [path, operations] of Object.entries(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      if (method !== "get")
        fail(where, `names ${operationId}, a ${method.toUpperCase()}; a GET is needed`);
      const parameters = (
        Array.isArray(operation.parameters) ? operation.parameters : []
      ) as Json[];
      const query = (name: string) => parameters.find((p) => p.name === name && p.in === "query");
      if (query(owner)?.required !== true) {
        fail(where, `owner ${owner} is not a required query parameter of ${operationId}`);
      }
      if (!query(cursor))
        fail(where, `cursor ${cursor} is not a query parameter of ${operationId}`);
      return { path, owner, cursor };
    }
  }
  return fail(where, `names ${operationId}, which ${UPSTREAM_OPENAPI} lacks`);
}
