/**
 * One free function per endpoint, with its `XParameters`, `XReturnType` and `XErrorType`, and its
 * request builder `buildXRequest`: the generated layer under the client, for callers who bring
 * their own transport and signed bodies.
 *
 * @example
 * import { createHttpTransport } from "@perpkit/core"
 * import { listOrders } from "@perpkit/rest/operations"
 * const page = await listOrders(createHttpTransport({ baseUrl }), { subaccountId })
 */

export type { operations } from "./generated/openapi.js";
export * from "./generated/operations.js";
