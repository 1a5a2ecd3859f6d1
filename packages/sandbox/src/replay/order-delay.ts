import type { SandboxClock } from "../engine/index.js";
import type { SandboxExtension } from "../http/extension.js";

/** The requests that change orders: they reach the engine only after the order delay. */
const ORDER_PATHS: ReadonlySet<string> = new Set([
  "/v1/order",
  "/v1/order/cancel",
  "/v1/order/batch",
]);

interface Waiting {
  readonly due: number;
  readonly go: () => void;
}

/**
 * An order delay as a sandbox extension: a request that places, cancels or batches orders waits
 * `delayMs` of the sandbox clock before the exchange takes it, as an order on its way to a
 * distant exchange would; what the market did meanwhile has happened by then.
 *
 * `waiting()` says how many requests it holds.
 *
 * @example
 * await startSandbox({ replay: { file, orderDelayMs: 50 } }) // uses it
 */
export function createOrderDelay(
  clock: SandboxClock,
  delayMs: number,
): SandboxExtension & { waiting(): number } {
  let waiting: Waiting[] = [];
  let closed = false;
  const release = (now: number) => {
    if (waiting.length === 0) return;
    const due = waiting.filter((w) => w.due <= now);
    if (due.length === 0) return;
    waiting = waiting.filter((w) => w.due > now);
    for (const w of due) w.go();
  };
  const stop = clock.onJump(release);
  return {
    waiting: () => waiting.length,
    handleRequest(req, _res, url) {
      if (delayMs === 0 || req.method !== "POST" || !ORDER_PATHS.has(url.pathname)) return false;
      const due = clock.now() + delayMs;
      return new Promise<boolean>((resolve) => {
        if (closed) {
          resolve(false);
          return;
        }
        waiting.push({ due, go: () => resolve(false) });
        // The sort keeps release order the arrival order for equal times.
        waiting.sort((a, b) => a.due - b.due);
      });
    },
    close() {
      closed = true;
      stop();
      release(Number.POSITIVE_INFINITY);
    },
  };
}
