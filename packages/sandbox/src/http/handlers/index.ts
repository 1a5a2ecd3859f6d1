import { accountHandlers } from "./accounts.js";
import { orderHandlers } from "./orders.js";
import { readHandlers } from "./reads.js";
import type { OperationHandlers } from "./types.js";

/**
 * One handler per operation of spec/rest/openapi.yaml.
 *
 * @example
 * const result = await handlers[route.operationId](ctx)
 */
export const handlers: OperationHandlers = {
  ...readHandlers,
  ...orderHandlers,
  ...accountHandlers,
};
