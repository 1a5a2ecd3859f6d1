import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { SandboxExtension } from "./extension.js";
import { sendFailure } from "./failures.js";
import { errorBody, sendJson, sendPreflight } from "./respond.js";

/**
 * Answers a request no extension served, as the sandbox's REST API does. What it throws is
 * answered with the interface's error body.
 *
 * @example
 * const api: RequestFallback = async (req, res, url, method) => sendJson(res, 404, errorBody(404, `Cannot ${method} ${url.pathname}`))
 */
export type RequestFallback = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  method: string,
) => Promise<void>;

/**
 * What the request handler needs.
 *
 * @example
 * server.on("request", createRequestHandler({ extensions, fallback: createRestApi(options) }))
 */
export interface RequestHandlerOptions {
  /** Asked first, in order; the first that serves a request ends it. */
  readonly extensions: readonly SandboxExtension[];
  /** Serves every request no extension served. */
  readonly fallback: RequestFallback;
  /** Called with unexpected errors (answered 500); defaults to console.error. */
  readonly onError?: (error: unknown) => void;
}

/**
 * The sandbox's HTTP request handler: CORS preflights, then the extensions, then the fallback
 * (the REST API). Any failure is answered with the interface's error body; nothing a client
 * sends can crash the server.
 *
 * @example
 * createServer(createRequestHandler(options)).listen(7420)
 */
export function createRequestHandler(
  options: RequestHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const onError = options.onError ?? ((e: unknown) => console.error("sandbox:", e));
  return (req, res) => {
    void handleRequest(options, onError, req, res);
  };
}

/** Routes one request: preflight, extensions, then the fallback. */
async function handleRequest(
  options: RequestHandlerOptions,
  onError: (error: unknown) => void,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://sandbox");
  } catch {
    sendJson(res, 400, errorBody(400, "the request URL is malformed"));
    return;
  }
  const method = (req.method ?? "GET").toUpperCase();
  try {
    if (method === "OPTIONS") {
      sendPreflight(res);
      return;
    }
    for (const extension of options.extensions) {
      // Most answer false at once: only a promise is waited for, so a request that no
      // extension serves reaches the API in the same turn.
      const served = extension.handleRequest?.(req, res, url);
      if (served === true || (typeof served === "object" && (await served))) return;
    }
    await options.fallback(req, res, url, method);
  } catch (error) {
    req.resume();
    sendFailure(res, error, {}, onError);
  }
}

/**
 * Routes HTTP upgrades to the extension that wants them; others are refused.
 *
 * @example
 * server.on("upgrade", createUpgradeHandler(extensions))
 */
export function createUpgradeHandler(
  extensions: readonly SandboxExtension[],
): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (req, socket, head) => {
    for (const extension of extensions) {
      if (extension.handleUpgrade?.(req, socket, head)) return;
    }
    socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  };
}
