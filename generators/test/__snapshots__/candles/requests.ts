// Generated from spec/candles/openapi.yaml (sha256 2e8a2f612273a4c87792996b8bd21cdebc6db6662099545180b04408828ccbde). Do not edit; run pnpm generate.

import type { QueryValue } from "@perpkit/core";
import { priceSources } from "./constants.js";
import type { PriceSource, Resolution } from "./constants.js";
import type { components } from "./openapi.js";

/** One GET request to the candle API, ready for the HTTP transport of @perpkit/core. */
export interface CandlesRequest {
  readonly method: "GET";
  /** The path below the candle API's base URL. */
  readonly path: string;
  readonly query: Readonly<Record<string, QueryValue>>;
}

/** The HistoryBars object of the candle API, as sent. */
export type HistoryBars = components["schemas"]["HistoryBars"];

/** Query parameters of GET {prefix}/history. */
export interface HistoryQuery {
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly from: number;
  readonly to: number;
  readonly countback?: number | undefined;
}

/**
 * GET {prefix}/history: Bars.
 * @example historyRequest("last", { symbol: "ETHUSD-Perp", resolution: "1", from: 1700000000, to: 1700003599 })
 */
export function historyRequest(source: PriceSource, query: HistoryQuery): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/history`, query: { symbol: query.symbol, resolution: query.resolution, from: query.from, to: query.to, countback: query.countback } };
}

/**
 * GET {prefix}/time: Server time.
 * @example timeRequest("last")
 */
export function timeRequest(source: PriceSource): CandlesRequest {
  return { method: "GET", path: `${priceSources[source].prefix}/time`, query: {} };
}
