import type { PriceSource } from "../generated/constants.js";
import type { ResolutionInput } from "../resolutions.js";
import type { CandleBar } from "./history-body.js";

/**
 * Parameters of {@link CandlesClient.history}. The range is `[from, to)`, as everywhere in
 * perpkit: `from` is included and `to` excluded, both milliseconds since the epoch or Dates.
 *
 * @example
 * const params: HistoryParameters = { symbol: "BTCUSD", resolution: "1h", from: Date.now() - 86_400_000, to: Date.now(), source: "last" }
 */
export interface HistoryParameters {
  /** The product's symbol, `BTCUSD`, or the candle API's form of it, `BTCUSD-Perp`. */
  readonly symbol: string;
  /** The bar size: `1m`, `1h`, `1D`, ... or the candle API's `1`, `60`, `1D`, .... */
  readonly resolution: ResolutionInput;
  /** The start of the range, included. */
  readonly from: number | Date;
  /** The end of the range, excluded: a bar that opens at `to` is not in it. */
  readonly to: number | Date;
  /** Keep only the latest this many bars of the range. */
  readonly countback?: number | undefined;
  /** `last` for trade-price bars, `oracle` for oracle-price bars. */
  readonly source: PriceSource;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Bars in ascending time order, without duplicates. When there are none, `nextTime` is the
 * time (ms) of the closest earlier bar if the service named one.
 *
 * @example
 * const { bars, nextTime } = await candles.history(params)
 */
export interface CandleHistory {
  readonly bars: readonly CandleBar[];
  readonly nextTime: number | undefined;
}
