/**
 * One free function per endpoint, with its `XParameters`, `XReturnType` and `XErrorType`, and its
 * request builder `buildXRequest`: the generated layer under the client, for callers who bring
 * their own transport and signed bodies. An operation with a body or a signature is exported as
 * `<name>Operation` (`placeOrderOperation`): it sends the body it is given, as it is, and never
 * shares a name with the action of `@perpkit/rest` that checks, signs and sends (`placeOrder`).
 *
 * @example
 * import { createHttpTransport } from "@perpkit/core"
 * import { listOrders } from "@perpkit/rest/operations"
 * const page = await listOrders(createHttpTransport({ baseUrl }), { subaccountId })
 */

export type { operations } from "./generated/openapi.js";
export * from "./generated/operations.js";
