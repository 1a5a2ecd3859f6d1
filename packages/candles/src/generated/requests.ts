// Generated from spec/candles/openapi.yaml (content sha256 ab4a7aee0135e032bbfb9d2041d37ac397c596c62d8bb9eaa46d21d9ddf853c8). Do not edit; run pnpm generate.

import type { QueryValue } from "@perpkit/core";
import { priceSources } from "./constants.js";
import type { PriceSource, Resolution, SymbolType } from "./constants.js";
import type { components } from "./openapi.js";

/**
 * One GET request to the candle API, ready for the HTTP transport of @perpkit/core.
 * @example const request: CandlesRequest = configRequest("last")
 */
export interface CandlesRequest {
  readonly method: "GET";
  /** The path below the candle API's base URL. */
  readonly path: string;
  readonly query: Readonly<Record<string, QueryValue>>;
}

/** The Config object of the candle API, as sent. */
export type Config = components["schemas"]["Config"];

/** The ConfigExchange object of the candle API, as sent. */
export type ConfigExchange = components["schemas"]["ConfigExchange"];

/** The ConfigSymbolType object of the candle API, as sent. */
export type ConfigSymbolType = components["schemas"]["ConfigSymbolType"];

/** The SymbolInfo object of the candle API, as sent. */
export type SymbolInfo = components["schemas"]["SymbolInfo"];

/** The SearchResult object of the candle API, as sent. */
export type SearchResult = components["schemas"]["SearchResult"];

/** The HistoryResponse object of the candle API, as sent. */
export type HistoryResponse = components["schemas"]["HistoryResponse"];

/** Bars in ascending time order; every array has one entry per bar. */
export type HistoryBars = components["schemas"]["HistoryBars"];

/** The HistoryNoData object of the candle API, as sent. */
export type HistoryNoData = components["schemas"]["HistoryNoData"];

/** The ErrorStatus object of the candle API, as sent. */
export type ErrorStatus = components["schemas"]["ErrorStatus"];

/** The RateLimitBody object of the candle API, as sent. */
export type RateLimitBody = components["schemas"]["RateLimitBody"];

/**
 * GET {prefix}/config: Data feed configuration.
 * @example configRequest("last")
 */
export function configRequest(source: PriceSource): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/config`, query: {} };
}

/**
 * Query parameters of GET {prefix}/history.
 * @example const query: HistoryQuery = { symbol: "BTCUSD-Perp", resolution: "1", from: 1700000000, to: 1700003599 }
 */
export interface HistoryQuery {
  /** A market symbol, `<TICKER>-Perp`. */
  readonly symbol: string;
  readonly resolution: Resolution;
  /** Unix seconds of the leftmost bar wanted, included. */
  readonly from: number;
  /** Unix seconds of the rightmost bar wanted, included. `to - from` may not exceed the resolution's maximum window (`x-max-window-seconds` of Resolution). */
  readonly to: number;
  /** How many bars are wanted, ending at `to`. */
  readonly countback?: number | undefined;
}

/**
 * GET {prefix}/history: Bars of one symbol at one resolution.
 * @example historyRequest("last", { symbol: "BTCUSD-Perp", resolution: "1", from: 1700000000, to: 1700003599 })
 */
export function historyRequest(source: PriceSource, query: HistoryQuery): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/history`, query: { symbol: query.symbol, resolution: query.resolution, from: query.from, to: query.to, countback: query.countback } };
}

/**
 * Query parameters of GET {prefix}/search.
 * @example const query: SearchQuery = { query: "BTC" }
 */
export interface SearchQuery {
  /** Text to look for in symbols and descriptions. */
  readonly query: string;
  /** Only symbols of this type. */
  readonly type?: SymbolType | undefined;
  /** Only symbols of this exchange. */
  readonly exchange?: string | undefined;
  /** At most this many results. */
  readonly limit?: number | undefined;
}

/**
 * GET {prefix}/search: Fuzzy search of markets.
 * @example searchRequest("last", { query: "BTC" })
 */
export function searchRequest(source: PriceSource, query: SearchQuery): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/search`, query: { query: query.query, type: query.type, exchange: query.exchange, limit: query.limit } };
}

/**
 * Query parameters of GET {prefix}/symbols.
 * @example const query: SymbolsQuery = { symbol: "BTCUSD-Perp" }
 */
export interface SymbolsQuery {
  /** A market symbol, `<TICKER>-Perp`. */
  readonly symbol: string;
}

/**
 * GET {prefix}/symbols: Resolve the full metadata of one symbol.
 * @example symbolsRequest("last", { symbol: "BTCUSD-Perp" })
 */
export function symbolsRequest(source: PriceSource, query: SymbolsQuery): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/symbols`, query: { symbol: query.symbol } };
}

/**
 * GET {prefix}/time: Current server time in Unix seconds.
 * @example timeRequest("last")
 */
export function timeRequest(source: PriceSource): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/time`, query: {} };
}
