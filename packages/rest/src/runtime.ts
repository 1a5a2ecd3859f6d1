// The "#runtime" module of @perpkit/rest outside Node (browsers, workers, other runtimes): there is
// no DEBUG log here (core's #runtime keeps its loggers off), so an order writes no line and a
// browser bundle carries none of its formatting; runtime.node.ts is Node's.
import type { logOrder as nodeLogOrder } from "./runtime.node.js";

/** No DEBUG log outside Node, so no order lines: `sendOrder` skips them. */
export const logOrder: typeof nodeLogOrder | undefined = undefined;
