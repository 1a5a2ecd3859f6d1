// The "#runtime" module outside Node (browsers, workers, other runtimes): there is no DEBUG
// environment variable to switch a logger on, so the loggers perpkit's own code makes stay off and
// a browser bundle carries none of the logger; the transport sends with the runtime's `fetch`.
import type { DebugLogger } from "./debug.js";
import type { SendHttp, TransportDebugLog } from "./transport-types.js";

/** A logger that is never enabled and writes nothing. */
export function runtimeDebugLogger(namespace: string): DebugLogger {
  return Object.assign((_line: string) => {}, { namespace, enabled: false });
}

/** No DEBUG log here, so no transport lines: a transport skips them. */
export function transportDebugLog(_namespace: string): TransportDebugLog | undefined {
  return undefined;
}

/** The transport sends with the runtime's own `fetch`. */
export const runtimeFetch: SendHttp | undefined = undefined;
