// The "#runtime-debug" module in Node: a logger the DEBUG environment variable switches on,
// writing to standard error.
import { createDebugLogger, type DebugLogger } from "./debug.js";

/** A logger of `namespace` that writes while `DEBUG` names it. */
export function runtimeDebugLogger(namespace: string): DebugLogger {
  return createDebugLogger(namespace);
}
