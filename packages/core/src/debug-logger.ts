import { runtimeDebugLogger } from "#runtime-debug";
import type { DebugLogger } from "./debug.js";

/**
 * The debug logger of a perpkit namespace, as the runtime allows: in Node, one that `DEBUG` switches
 * on, writing to standard error (see {@link createDebugLogger}); in browsers and other runtimes,
 * one that is never on, so their bundles leave the logger out. The transport and the stream client
 * log through it.
 *
 * @example
 * const debug = debugLogger("perpkit:stream")
 * if (debug.enabled) debug("reconnecting in 500 ms")
 */
export function debugLogger(namespace: string): DebugLogger {
  return runtimeDebugLogger(namespace);
}
