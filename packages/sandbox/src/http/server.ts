import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Address } from "@perpkit/core";
import { PerpkitError, ValidationError } from "@perpkit/core";
import { ExchangeError, invalid } from "../engine/errors.js";
import type { Exchange } from "../engine/exchange.js";
import { RateLimitType } from "../enums.js";
import { type RouteSpec, routes } from "../generated/routes.js";
import { liquidationsOf } from "../liquidations.js";
import { endpointCost, type PoolState, type RateLimiter } from "../rate-limit.js";
import { parseJson, readBody } from "./body.js";
import type { HandlerContext, RequestSignatures } from "./context.js";
import { CONTROL_PREFIX, type ControlEndpoint, controlEndpoints, serveControl } from "./control.js";
import { handlers } from "./handlers/index.js";
import { errorBody, rateLimitHeaders, sendJson, sendPreflight } from "./respond.js";
import { readHeaders, readParameters, validateBody } from "./validation.js";

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

/** The query of a URL without one; read, never written. */
const NO_SEARCH = new URLSearchParams();

const literalRoutes = new Map<string, RouteSpec>();
const patternRoutes: RouteSpec[] = [];
for (const route of routes) {
  if (route.pathParams.length === 0) literalRoutes.set(`${route.method} ${route.path}`, route);
  else patternRoutes.push(route);
}

function findRoute(
  method: string,
  pathname: string,
): { route: RouteSpec; values: string[] } | undefined {
  const literal = literalRoutes.get(`${method} ${pathname}`);
  if (literal) return { route: literal, values: [] };
  for (const route of patternRoutes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (match) {
      try {
        return { route, values: match.slice(1).map((v) => decodeURIComponent(v)) };
      } catch {
        throw invalid(`the path ${pathname} is not properly percent-encoded`);
      }
    }
  }
  return undefined;
}

/** Methods served on a path, by the REST routes of the spec and the control endpoints. */
function methodsAt(
  pathname: string,
  features: Readonly<Record<string, boolean>>,
  control: readonly ControlEndpoint[],
): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.feature !== undefined && !features[route.feature]) continue;
    if (route.pathParams.length === 0 ? route.path === pathname : route.pattern.test(pathname)) {
      methods.add(route.method);
    }
  }
  const trimmed = pathname.replace(/\/+$/, "");
  for (const endpoint of control) {
    const pattern = new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(trimmed)) methods.add(endpoint.method);
  }
  return [...methods].sort();
}

function statusOf(error: unknown): number {
  if (error instanceof ExchangeError) return error.status;
  if (error instanceof ValidationError) return 400;
  return 500;
}

function messageOf(error: unknown): string {
  if (error instanceof ExchangeError) return error.shortMessage;
  if (error instanceof PerpkitError) return error.shortMessage;
  return "Internal Server Error";
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
  const { exchange, limiter } = options;
  // From the start, so GET /v1/position/liquidation lists every liquidation.
  liquidationsOf(exchange);
  const onError = options.onError ?? ((e: unknown) => console.error("sandbox:", e));
  const endpoints = [
    ...controlEndpoints,
    ...options.extensions.flatMap((extension) => extension.controlEndpoints ?? []),
  ];

  const fail = (res: ServerResponse, error: unknown, headers: Record<string, string>) => {
    const status = statusOf(error);
    if (status === 500) onError(error);
    if (error instanceof ExchangeError && status === 429) {
      const retry = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
      sendJson(res, 429, errorBody(429, error.shortMessage, error.rateLimitType), {
        ...headers,
        ...rateLimitHeaders({
          allowed: false,
          limit: error.limit ?? 0,
          remaining: error.remaining ?? 0,
          resetSeconds: retry,
          retryAfterSeconds: retry,
        }),
      });
      return;
    }
    sendJson(res, status, errorBody(status, messageOf(error)), headers);
  };

  const serveRest = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: RouteSpec,
    values: string[],
  ) => {
    let headers: Record<string, string> = {};
    try {
      const bytes = await readBody(req, options.maxBodyBytes);
      const cost = endpointCost(route.method, route.path, route.paginated);
      const ip = req.socket.remoteAddress ?? "unknown";
      const ipState = limiter.charge("http", ip, cost);
      if (ipState) headers = rateLimitHeaders(ipState);
      if (ipState && !ipState.allowed) {
        sendJson(
          res,
          429,
          errorBody(429, "too many requests from this IP address", RateLimitType.RATE_LIMIT_IP),
          headers,
        );
        return;
      }
      exchange.tick();
      const params = readParameters(
        route,
        values,
        url.search === "" ? NO_SEARCH : url.searchParams,
      );
      const requestHeaders = readHeaders(route, req.headers);
      let body: unknown;
      if (route.body !== undefined) {
        body = parseJson(bytes);
        validateBody(route, body);
      }
      const ctx: HandlerContext = {
        exchange,
        signatures: options.signatures,
        route,
        params,
        headers: requestHeaders,
        body,
        chargeAccount(account: Address) {
          const state: PoolState | undefined = limiter.charge(
            "account",
            account.toLowerCase(),
            cost,
          );
          if (!state) return;
          if (!ipState || state.remaining < ipState.remaining || !state.allowed) {
            headers = rateLimitHeaders(state);
          }
          if (!state.allowed) {
            throw new ExchangeError(
              429,
              `too many signed requests for account ${account.toLowerCase()}`,
              {
                rateLimitType: RateLimitType.RATE_LIMIT_ACCOUNT,
                retryAfterMs: (state.retryAfterSeconds ?? 1) * 1000,
                limit: state.limit,
                remaining: state.remaining,
              },
            );
          }
        },
      };
      const handler = handlers[route.operationId] as (
        ctx: HandlerContext,
      ) => Promise<{ status?: number; body: unknown }> | { status?: number; body: unknown };
      const result = await handler(ctx);
      sendJson(res, result.status ?? route.successStatus, result.body, headers);
    } catch (error) {
      fail(res, error, headers);
    }
  };

  return (req, res) => {
    void (async () => {
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
          if (await serveControl(exchange, req, res, url, endpoints)) return;
        }
        const found = findRoute(method, url.pathname);
        if (
          !found ||
          (found.route.feature !== undefined && !options.features[found.route.feature])
        ) {
          req.resume();
          const allowed = found
            ? []
            : methodsAt(url.pathname, options.features, options.control ? endpoints : []);
          if (allowed.length > 0) {
            sendJson(
              res,
              405,
              errorBody(
                405,
                `${method} is not allowed on ${url.pathname}; use ${allowed.join(", ")}`,
              ),
              { allow: [...allowed, "OPTIONS"].join(", ") },
            );
            return;
          }
          sendJson(res, 404, errorBody(404, `Cannot ${method} ${url.pathname}`));
          return;
        }
        await serveRest(req, res, url, found.route, found.values);
      } catch (error) {
        req.resume();
        fail(res, error, {});
      }
    })();
  };
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
