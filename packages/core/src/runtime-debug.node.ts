// The "#runtime-debug" module in Node: a logger the DEBUG environment variable switches on,
// writing to standard error, and the lines the HTTP transport writes with it.
import { createDebugLogger, type DebugLogger } from "./debug.js";
import type { TransportDebugLog } from "./transport-types.js";

/** A logger of `namespace` that writes while `DEBUG` names it. */
export function runtimeDebugLogger(namespace: string): DebugLogger {
  return createDebugLogger(namespace);
}

/** The transport's lines, written by the logger of `namespace` while `DEBUG` names it. */
export function transportDebugLog(namespace: string): TransportDebugLog {
  const debug = createDebugLogger(namespace);
  return {
    attempt({ method, url, status, durationMs, attempt }, error) {
      if (!debug.enabled) return;
      const outcome = status === undefined ? "no answer" : String(status);
      const failure = error && status === undefined ? `: ${error}` : "";
      const retry = attempt > 1 ? ` (attempt ${attempt})` : "";
      debug(`${method} ${url} ${outcome} in ${durationMs} ms${retry}${failure}`);
    },
    retry({ attempt, method, url, delayMs }, retries, error) {
      debug(
        `retry ${attempt} of ${retries}: ${method} ${url} again in ${Math.round(delayMs)} ms after ${error}`,
      );
    },
    hookThrew(hook, error) {
      debug(`${hook} threw ${error}`);
    },
  };
}
