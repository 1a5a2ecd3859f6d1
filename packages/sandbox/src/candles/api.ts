import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type CandleApiComponents,
  configRequest,
  type HistoryQuery,
  type HistoryStatus,
  historyRequest,
  maxWindowSeconds,
  type PriceSource,
  parseCandleSymbol,
  priceSourceNames,
  type Resolution,
  resolutions,
  type SearchQuery,
  type SymbolsQuery,
  searchRequest,
  symbolsRequest,
  symbolTypes,
  timeRequest,
} from "@perpkit/candles";
import { DECIMAL_SCALE, formatDecimal, limits } from "@perpkit/core";
import type { Exchange } from "../engine/exchange.js";
import { RateLimitType } from "../enums.js";
import { errorBody, rateLimitHeaders, sendJson } from "../http/respond.js";
import type { SandboxExtension } from "../http/server.js";
import type { Product } from "../products.js";
import { endpointCost, type RateLimiter } from "../rate-limit.js";
import { historyText } from "./history-text.js";
import type { CandleStore } from "./store.js";

type RouteName = "config" | "symbols" | "search" | "history" | "time";
type Schemas = CandleApiComponents["schemas"];

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

/** The name the candle API gives its exchange (the sandbox's own). */
const EXCHANGE = "SANDBOX";
const SYMBOL_TYPE = symbolTypes[0];
const ERROR: HistoryStatus = "error";
const INTRADAY = resolutions.filter((r) => /^\d+$/.test(r));
const DESCRIPTION: Record<PriceSource, string> = {
  last: "last trade price",
  oracle: "oracle price",
};

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

/** A refusal the UDF way: 200 with `{ s: "error", errmsg }`. */
class CandleQueryError extends Error {}

function decimalsOf(value: bigint): number {
  const text = formatDecimal(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** `minmov / pricescale` is the tick size: both integers, never a price. */
function priceScale(product: Product): { minmov: number; pricescale: number } {
  const decimals = decimalsOf(product.tickSize);
  const pricescale = 10n ** BigInt(decimals);
  return {
    pricescale: Number(pricescale),
    minmov: Number((product.tickSize * pricescale) / DECIMAL_SCALE),
  };
}

function symbolOf(product: Product): string {
  return `${product.ticker}-${SYMBOL_TYPE}`;
}

function text<Q>(url: URL, name: keyof Q & string, required: true): string;
function text<Q>(url: URL, name: keyof Q & string, required: false): string | undefined;
function text<Q>(url: URL, name: keyof Q & string, required: boolean): string | undefined {
  const value = url.searchParams.get(name);
  if (value === null || value === "") {
    if (required) throw new CandleQueryError(`${name} is required`);
    return undefined;
  }
  return value;
}

function whole<Q>(url: URL, name: keyof Q & string, required: true, min: number): number;
function whole<Q>(
  url: URL,
  name: keyof Q & string,
  required: false,
  min: number,
): number | undefined;
function whole<Q>(
  url: URL,
  name: keyof Q & string,
  required: boolean,
  min: number,
): number | undefined {
  const value = required ? text<Q>(url, name, true) : text<Q>(url, name, false);
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min) {
    throw new CandleQueryError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
  return n;
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

  const product = (url: URL): Product => {
    const symbol = text<SymbolsQuery>(url, "symbol", true);
    let ticker: string;
    try {
      ticker = parseCandleSymbol(symbol).ticker;
    } catch {
      throw new CandleQueryError("unknown_symbol");
    }
    const found = exchange.productByTicker(ticker);
    if (!found) throw new CandleQueryError("unknown_symbol");
    return found;
  };

  const config = (): Schemas["Config"] => ({
    supported_resolutions: [...resolutions],
    supports_group_request: false,
    supports_marks: false,
    supports_search: true,
    supports_timescale_marks: false,
    supports_time: true,
    exchanges: [{ value: EXCHANGE, name: EXCHANGE, desc: "perpkit sandbox" }],
    symbols_types: symbolTypes.map((type) => ({ name: type, value: type })),
  });

  const symbolInfo = (source: PriceSource, p: Product): Schemas["SymbolInfo"] => ({
    name: symbolOf(p),
    ticker: symbolOf(p),
    full_name: `${EXCHANGE}:${symbolOf(p)}`,
    description: `${p.displayTicker} perpetual, ${DESCRIPTION[source]}`,
    type: SYMBOL_TYPE,
    session: "24x7",
    exchange: EXCHANGE,
    listed_exchange: EXCHANGE,
    timezone: "Etc/UTC",
    ...priceScale(p),
    has_intraday: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: [...resolutions],
    intraday_multipliers: INTRADAY,
    volume_precision: source === "last" ? decimalsOf(p.lotSize) : 0,
    currency_code: p.quoteTokenName,
    format: "price",
  });

  const search = (source: PriceSource, url: URL): Schemas["SearchResult"][] => {
    const query = (url.searchParams.get("query" satisfies keyof SearchQuery) ?? "").toUpperCase();
    const type = text<SearchQuery>(url, "type", false);
    const exchangeName = text<SearchQuery>(url, "exchange", false);
    const limit = whole<SearchQuery>(url, "limit", false, 1);
    if (type !== undefined && type !== SYMBOL_TYPE) return [];
    if (exchangeName !== undefined && exchangeName.toUpperCase() !== EXCHANGE) return [];
    const found = exchange
      .products()
      .filter((p) =>
        [symbolOf(p), p.displayTicker, p.baseTokenName].some((s) =>
          s.toUpperCase().includes(query),
        ),
      )
      .map((p) => ({
        symbol: symbolOf(p),
        full_name: `${EXCHANGE}:${symbolOf(p)}`,
        description: symbolInfo(source, p).description,
        exchange: EXCHANGE,
        ticker: symbolOf(p),
        type: SYMBOL_TYPE,
      }));
    return limit === undefined ? found : found.slice(0, limit);
  };

  const history = (source: PriceSource, url: URL): string => {
    const p = product(url);
    const resolution = text<HistoryQuery>(url, "resolution", true);
    if (!(resolutions as readonly string[]).includes(resolution)) {
      throw new CandleQueryError(`resolution must be one of ${resolutions.join(", ")}`);
    }
    const from = whole<HistoryQuery>(url, "from", true, 0);
    const to = whole<HistoryQuery>(url, "to", true, 0);
    const countback = whole<HistoryQuery>(url, "countback", false, 1);
    if (to < from) throw new CandleQueryError(`to (${to}) is before from (${from})`);
    const window = maxWindowSeconds[resolution as Resolution];
    if (to - from > window) {
      throw new CandleQueryError(
        `to - from is ${to - from} s, more than the ${window} s one request may span at resolution ${resolution}`,
      );
    }
    return historyText(store.history(source, p.id, resolution as Resolution, from, to, countback));
  };

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
          sendJson(res, 200, config(), headers);
          break;
        case "symbols":
          sendJson(res, 200, symbolInfo(source, product(url)), headers);
          break;
        case "search":
          sendJson(res, 200, search(source, url), headers);
          break;
        case "history":
          sendText(res, history(source, url), headers);
          break;
        case "time":
          sendJson(res, 200, Math.floor(exchange.clock.now() / 1000), headers);
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
