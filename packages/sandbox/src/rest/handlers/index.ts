import { accountHandlers } from "./account-writes.js";
import { orderHandlers } from "./order-writes.js";
import { programHandlers } from "./programs.js";
import { readHandlers } from "./reads.js";
import type { OperationHandlers } from "./types.js";

/**
 * One handler per operation of the REST spec (the live document with spec/rest/layer.yaml).
 *
 * @example
 * const result = await handlers[route.operationId](ctx)
 */
export const handlers: OperationHandlers = {
  ...readHandlers,
  ...orderHandlers,
  ...accountHandlers,
  ...programHandlers,
};
