// The "#runtime" module in Node: a logger the DEBUG environment variable switches on, writing
// to standard error, the lines the HTTP transport writes with it, and the HTTP client the
// transport sends with.
import { Readable } from "node:stream";
import { request } from "undici";
import { createDebugLogger, type DebugLogger } from "./debug.js";
import { describeError } from "./errors.js";
import type { SendHttp, TransportDebugLog } from "./transport-types.js";

/** A logger of `namespace` that writes while `DEBUG` names it. */
export function runtimeDebugLogger(namespace: string): DebugLogger {
  return createDebugLogger(namespace);
}

/** The transport's lines, written by the logger of `namespace` while `DEBUG` names it. */
export function transportDebugLog(namespace: string): TransportDebugLog {
  const debug = createDebugLogger(namespace);
  return {
    attempt({ method, url, status, durationMs, attempt, error }) {
      if (!debug.enabled) return;
      const outcome = status === undefined ? "no answer" : String(status);
      const failure = error && status === undefined ? `: ${describeError(error)}` : "";
      const retry = attempt > 1 ? ` (attempt ${attempt})` : "";
      debug(`${method} ${url} ${outcome} in ${durationMs} ms${retry}${failure}`);
    },
    retry({ attempt, method, url, delayMs, error }, retries) {
      debug(
        `retry ${attempt} of ${retries}: ${method} ${url} again in ${Math.round(delayMs)} ms after ${describeError(error)}`,
      );
    },
    hookThrew(hook, error) {
      debug(`${hook} threw ${describeError(error)}`);
    },
  };
}

/** Statuses whose answer has no body: a Response made with one throws. */
const EMPTY = new Set([204, 205, 304]);

/**
 * How the transport sends in Node: undici's `request`, the engine under Node's own `fetch`
 * without the WHATWG request and stream layers around it, which take half of a small request's
 * time (`pnpm bench core`). It goes through undici's global dispatcher, so a proxy or pool set
 * with `setGlobalDispatcher` applies, and answers with a standard Response. A status a Response
 * cannot hold (outside 200 to 599) is thrown, after the connection is freed.
 */
export const runtimeFetch: SendHttp = async (url, init) => {
  const answer = await request(url, {
    method: init.method as "GET",
    headers: init.headers as Record<string, string>,
    body: init.body as string | null,
    signal: init.signal ?? undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  const status = answer.statusCode;
  if (status < 200 || status > 599) {
    await answer.body.dump();
    throw new TypeError(`the server answered with status ${status}, which HTTP does not define`);
  }
  if (EMPTY.has(status) || init.method === "HEAD") {
    await answer.body.dump();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, {
    status,
    headers,
  });
};
