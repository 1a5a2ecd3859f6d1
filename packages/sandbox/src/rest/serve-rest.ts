import type { IncomingMessage, ServerResponse } from "node:http";
import type { Address } from "@perpkit/core";
import { type Exchange, ExchangeError, RateLimitType } from "../engine/index.js";
import { parseJson, readBody } from "../http/body.js";
import { sendFailure } from "../http/failures.js";
import { endpointCost, type PoolState, type RateLimiter } from "../http/rate-limit.js";
import { errorBody, rateLimitHeaders, sendJson } from "../http/respond.js";
import type { HandlerContext, RequestSignatures } from "./handler-context.js";
import { handlers } from "./handlers/index.js";
import type { FoundRoute } from "./routing.js";
import { readHeaders, readParameters, validateBody } from "./validation.js";

/** The query of a URL without one; read, never written. */
const NO_SEARCH = new URLSearchParams();

/**
 * What serving a REST operation needs from the server.
 *
 * @example
 * const service: ServeRestOptions = { exchange, signatures, limiter, maxBodyBytes: 65_536, onError: console.error }
 */
export interface ServeRestOptions {
  readonly exchange: Exchange;
  readonly signatures: RequestSignatures;
  readonly limiter: RateLimiter;
  readonly maxBodyBytes: number;
  /** Hears unexpected errors (answered 500). */
  readonly onError: (error: unknown) => void;
}

/**
 * The rate-limit headers one answer carries: the IP pool's, replaced by the account pool's once
 * a signed request is charged to it and that pool is the tighter one.
 */
interface AnswerHeaders {
  headers: Record<string, string>;
}

type Handler = (
  ctx: HandlerContext,
) => Promise<{ status?: number; body: unknown }> | { status?: number; body: unknown };

/** Charges a signed request to its account's pool; a pool that ran out is a 429. */
function accountCharge(
  limiter: RateLimiter,
  cost: number,
  ipState: PoolState | undefined,
  answer: AnswerHeaders,
): (account: Address) => void {
  return (account) => {
    const state: PoolState | undefined = limiter.charge("account", account.toLowerCase(), cost);
    if (!state) return;
    if (!ipState || state.remaining < ipState.remaining || !state.allowed) {
      answer.headers = rateLimitHeaders(state);
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
  };
}

/** The checked request as its handler gets it: parameters, headers, then the body, in that order. */
function handlerContext(
  service: ServeRestOptions,
  req: IncomingMessage,
  url: URL,
  { route, values }: FoundRoute,
  bytes: Buffer,
  chargeAccount: (account: Address) => void,
): HandlerContext {
  const params = readParameters(route, values, url.search === "" ? NO_SEARCH : url.searchParams);
  const requestHeaders = readHeaders(route, req.headers);
  let body: unknown;
  if (route.body !== undefined) {
    body = parseJson(bytes);
    validateBody(route, body);
  }
  return {
    exchange: service.exchange,
    signatures: service.signatures,
    route,
    params,
    headers: requestHeaders,
    body,
    chargeAccount,
  };
}

/**
 * Serves one REST operation of the spec: reads the body, charges the IP pool (429 when it ran
 * out), runs what is due on the exchange, checks the request and answers with its handler's
 * result. Any failure is answered with the interface's error body.
 *
 * @example
 * await serveRest(service, req, res, url, found)
 */
export async function serveRest(
  service: ServeRestOptions,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  found: FoundRoute,
): Promise<void> {
  const { route } = found;
  const answer: AnswerHeaders = { headers: {} };
  try {
    const bytes = await readBody(req, service.maxBodyBytes);
    const cost = endpointCost(route.method, route.path, route.paginated);
    const ip = req.socket.remoteAddress ?? "unknown";
    const ipState = service.limiter.charge("http", ip, cost);
    if (ipState) answer.headers = rateLimitHeaders(ipState);
    if (ipState && !ipState.allowed) {
      sendJson(
        res,
        429,
        errorBody(429, "too many requests from this IP address", RateLimitType.RATE_LIMIT_IP),
        answer.headers,
      );
      return;
    }
    service.exchange.tick();
    const charge = accountCharge(service.limiter, cost, ipState, answer);
    const ctx = handlerContext(service, req, url, found, bytes, charge);
    const result = await (handlers[route.operationId] as Handler)(ctx);
    sendJson(res, result.status ?? route.successStatus, result.body, answer.headers);
  } catch (error) {
    sendFailure(res, error, answer.headers, service.onError);
  }
}
