import type { IncomingMessage, ServerResponse } from "node:http";
import {
  configRequest,
  type HistoryStatus,
  historyRequest,
  type PriceSource,
  priceSourceNames,
  searchRequest,
  symbolsRequest,
  timeRequest,
} from "@perpkit/candles";
import { limits } from "@perpkit/core";
import { type Exchange, RateLimitType } from "../engine/index.js";
import type { SandboxExtension } from "../http/extension.js";
import { endpointCost, type RateLimiter } from "../http/rate-limit.js";
import { errorBody, rateLimitHeaders, sendJson } from "../http/respond.js";
import {
  configAnswer,
  historyAnswer,
  productOfSymbol,
  searchAnswer,
  symbolInfo,
} from "./answers.js";
import type { CandleStore } from "./candle-store.js";
import { CandleQueryError } from "./query.js";

type RouteName = "config" | "symbols" | "search" | "history" | "time";

/** Every route of the candle API, for both price sources, from the generated request builders. */
const routes = new Map<string, { readonly source: PriceSource; readonly name: RouteName }>();
for (const source of priceSourceNames) {
  const history = historyRequest(source, { symbol: "", resolution: "1", from: 0, to: 0 });
  routes.set(configRequest(source).path, { source, name: "config" });
  routes.set(symbolsRequest(source, { symbol: "" }).path, { source, name: "symbols" });
  routes.set(searchRequest(source, { query: "" }).path, { source, name: "search" });
  routes.set(history.path, { source, name: "history" });
  routes.set(timeRequest(source).path, { source, name: "time" });
}

const ERROR: HistoryStatus = "error";

/**
 * What the candle API needs from the sandbox.
 *
 * @example
 * createCandleApi({ exchange, limiter, store })
 */
export interface CandleApiOptions {
  readonly exchange: Exchange;
  readonly limiter: RateLimiter;
  readonly store: CandleStore;
}

/**
 * The candle API of spec/candles/openapi.yaml as a sandbox extension: config, symbols, search,
 * history and time under `/v1/last-price` and `/v1/oracle-price`. Last-price bars come from the
 * sandbox's taker trades (self-trades left out), oracle bars from the oracle feed; both come out
 * of a {@link CandleStore}. Calls are charged to the HTTP rate-limit pool like any other.
 *
 * @example
 * await startSandbox() // serves it; createCandlesClient({ url: sandbox.candlesUrl }) reads it
 */
export function createCandleApi(options: CandleApiOptions): SandboxExtension {
  const { exchange, limiter, store } = options;

  const serve = (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    const route = routes.get(url.pathname);
    if (!route || req.method !== "GET") return false;
    req.resume();
    const ip = req.socket.remoteAddress ?? "unknown";
    const state = limiter.charge("http", ip, endpointCost("GET", url.pathname, false));
    const headers = state ? rateLimitHeaders(state) : {};
    if (state && !state.allowed) {
      sendJson(
        res,
        429,
        errorBody(429, "too many requests from this IP address", RateLimitType.RATE_LIMIT_IP),
        headers,
      );
      return true;
    }
    exchange.tick();
    const { source } = route;
    try {
      switch (route.name) {
        case "config":
          sendJson(res, 200, configAnswer(), headers);
          break;
        case "symbols":
          sendJson(res, 200, symbolInfo(source, productOfSymbol(exchange, url)), headers);
          break;
        case "search":
          sendJson(res, 200, searchAnswer(exchange, source, url), headers);
          break;
        case "history":
          sendText(res, historyAnswer(exchange, store, source, url), headers);
          break;
        case "time":
          sendJson(res, 200, Math.floor(exchange.now() / 1000), headers);
          break;
      }
    } catch (error) {
      if (!(error instanceof CandleQueryError)) throw error;
      sendJson(res, 200, { s: ERROR, errmsg: error.message }, headers);
    }
    return true;
  };

  return { handleRequest: serve };
}

/** Writes JSON text that was built by hand (the history answer), with the usual headers. */
function sendText(res: ServerResponse, body: string, headers: Record<string, string>): void {
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "access-control-allow-origin": "*",
    "access-control-expose-headers": Object.values(limits.rateLimit.headers).join(", "),
    ...headers,
  });
  res.end(body);
}
