import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Exchange } from "../engine/index.js";
import {
  CONTROL_PREFIX,
  type ControlEndpoint,
  controlEndpoints,
  serveControl,
} from "../rest/exchange-control.js";
import type { RequestSignatures } from "../rest/handler-context.js";
import { liquidationsOf } from "../rest/liquidation-log.js";
import { answerUnrouted, findRoute } from "../rest/routing.js";
import { type RestService, serveRest } from "../rest/serve-rest.js";
import { sendFailure } from "./failures.js";
import type { RateLimiter } from "./rate-limit.js";
import { errorBody, sendJson, sendPreflight } from "./respond.js";

/**
 * Something that serves more than the REST API on the sandbox's port: the WebSocket gateway at
 * /v1/stream and the candle API are added this way.
 *
 * @example
 * const ping = (): SandboxExtension => ({ handleRequest: (req, res, url) => url.pathname === "/ping" && (res.end("pong"), true) })
 * await startSandbox({ extensions: [ping] })
 */
export interface SandboxExtension {
  /** Serves a request it recognises and resolves true; false lets the sandbox route it. */
  handleRequest?(req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<boolean>;
  /** Takes over an HTTP upgrade (a WebSocket) it recognises; returns true if it did. */
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Releases what the extension holds (sockets, timers) when the sandbox closes. */
  close?(): void | Promise<void>;
  /** The /sandbox/ endpoints it serves, listed by the index at GET /sandbox. */
  readonly controlEndpoints?: readonly ControlEndpoint[];
}

/**
 * What the request handler needs.
 *
 * @example
 * server.on("request", createRequestHandler({ exchange, signatures, limiter, features, maxBodyBytes: 65_536, extensions: [], control: true }))
 */
export interface RequestHandlerOptions {
  readonly exchange: Exchange;
  readonly signatures: RequestSignatures;
  readonly limiter: RateLimiter;
  /** Network feature flags; an operation whose `x-feature` is off answers 404. */
  readonly features: Readonly<Record<string, boolean>>;
  readonly maxBodyBytes: number;
  readonly extensions: readonly SandboxExtension[];
  /** Serve the /sandbox/ control endpoints (the faucet, the clock). */
  readonly control: boolean;
  /** Called with unexpected errors (answered 500); defaults to console.error. */
  readonly onError?: (error: unknown) => void;
}

/** What the request handler holds for its whole life: the options and what follows from them. */
interface RequestServer extends RestService {
  readonly options: RequestHandlerOptions;
  /** The control endpoints: the sandbox's own and its extensions'. */
  readonly endpoints: readonly ControlEndpoint[];
}

/**
 * The sandbox's HTTP request handler: extensions first, then /sandbox/ control endpoints, then
 * the REST operations of the spec with rate limits, validation and typed errors. Any failure is
 * answered with the interface's error body; nothing a client sends can crash the server.
 *
 * @example
 * createServer(createRequestHandler(options)).listen(7420)
 */
export function createRequestHandler(
  options: RequestHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { exchange } = options;
  // From the start, so GET /v1/position/liquidation lists every liquidation.
  liquidationsOf(exchange);
  const server: RequestServer = {
    options,
    exchange,
    signatures: options.signatures,
    limiter: options.limiter,
    maxBodyBytes: options.maxBodyBytes,
    onError: options.onError ?? ((e: unknown) => console.error("sandbox:", e)),
    endpoints: [
      ...controlEndpoints,
      ...options.extensions.flatMap((extension) => extension.controlEndpoints ?? []),
    ],
  };
  return (req, res) => {
    void handleRequest(server, req, res);
  };
}

/** Routes one request: preflight, extensions, control endpoints, then the REST operations. */
async function handleRequest(
  server: RequestServer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { options, exchange } = server;
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
    if (options.control && url.pathname.startsWith(CONTROL_PREFIX)) {
      exchange.tick();
      if (await serveControl(exchange, req, res, url, server.endpoints)) return;
    }
    const found = findRoute(method, url.pathname);
    if (!found || (found.route.feature !== undefined && !options.features[found.route.feature])) {
      req.resume();
      answerUnrouted(res, {
        method,
        pathname: url.pathname,
        found,
        features: options.features,
        control: options.control ? server.endpoints : [],
      });
      return;
    }
    await serveRest(server, req, res, url, found);
  } catch (error) {
    req.resume();
    sendFailure(res, error, {}, server.onError);
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
