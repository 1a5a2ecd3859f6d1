import type { Clock } from "@perpkit/core";
import type { PriceSource, priceSources } from "../generated/constants.js";

// The shapes below follow the TradingView Charting Library's datafeed interface (IBasicDataFeed).
// They are written out here so this package does not depend on the library; its own types accept
// them. Times are in the library's units: seconds in requests, milliseconds in bars.

/**
 * What `onReady` reports to the charting library.
 *
 * @example
 * datafeed.onReady((config: DatafeedConfiguration) => console.log(config.supported_resolutions))
 */
export interface DatafeedConfiguration {
  readonly supported_resolutions: string[];
  readonly supports_marks: boolean;
  readonly supports_timescale_marks: boolean;
  readonly supports_time: boolean;
  readonly exchanges?: { value: string; name: string; desc: string }[];
  readonly symbols_types?: { name: string; value: string }[];
}

/**
 * A symbol as the charting library describes it (`LibrarySymbolInfo`).
 *
 * @example
 * datafeed.resolveSymbol("BTCUSD-Perp", (info: ChartSymbolInfo) => console.log(info.pricescale), console.error)
 */
export interface ChartSymbolInfo {
  name: string;
  ticker?: string;
  full_name?: string;
  description: string;
  type: string;
  session: string;
  exchange: string;
  listed_exchange: string;
  timezone: string;
  format: "price" | "volume";
  minmov: number;
  pricescale: number;
  has_intraday?: boolean;
  has_daily?: boolean;
  has_weekly_and_monthly?: boolean;
  supported_resolutions?: string[];
  intraday_multipliers?: string[];
  volume_precision?: number;
  data_status?: "streaming" | "endofday" | "delayed_streaming";
  currency_code?: string;
}

/**
 * One search hit as the charting library lists it.
 *
 * @example
 * datafeed.searchSymbols("BTC", "", "", (items: ChartSearchResult[]) => console.log(items.length))
 */
export interface ChartSearchResult {
  symbol: string;
  full_name: string;
  description: string;
  exchange: string;
  ticker?: string;
  type: string;
}

/**
 * The range the charting library asks `getBars` for: Unix seconds, `from` included and `to`
 * excluded, and how many bars it would like.
 *
 * @example
 * const params: PeriodParams = { from: 1767139200, to: 1767225600, countBack: 300, firstDataRequest: true }
 */
export interface PeriodParams {
  from: number;
  to: number;
  countBack: number;
  firstDataRequest: boolean;
}

/**
 * A bar as the charting library draws it. This is the one place perpkit turns prices into
 * numbers, because the library takes nothing else.
 *
 * @example
 * const bar: ChartBar = { time: 1767225600000, open: 97000.5, high: 97100, low: 96950, close: 97012.5, volume: 12.5 }
 */
export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
}

/**
 * What `getBars` tells the library beside the bars. `nextTime` (Unix seconds) points at the
 * closest earlier bar when the range was a gap.
 *
 * @example
 * const meta: HistoryMetadata = { noData: true, nextTime: 1767000000 }
 */
export interface HistoryMetadata {
  noData?: boolean;
  nextTime?: number | null;
}

/**
 * The datafeed object handed to the charting library's widget (`datafeed:` option).
 *
 * @example
 * new TradingView.widget({ datafeed: createDatafeed(candles), symbol: "BTCUSD-Perp", interval: "60", container: "chart" })
 */
export interface TradingViewDatafeed {
  onReady(callback: (configuration: DatafeedConfiguration) => void): void;
  searchSymbols(
    userInput: string,
    exchange: string,
    symbolType: string,
    onResult: (items: ChartSearchResult[]) => void,
  ): void;
  resolveSymbol(
    symbolName: string,
    onResolve: (info: ChartSymbolInfo) => void,
    onError: (reason: string) => void,
    extension?: unknown,
  ): void;
  getBars(
    symbolInfo: ChartSymbolInfo,
    resolution: string,
    periodParams: PeriodParams,
    onResult: (bars: ChartBar[], meta: HistoryMetadata) => void,
    onError: (reason: string) => void,
  ): void;
  subscribeBars(
    symbolInfo: ChartSymbolInfo,
    resolution: string,
    onTick: (bar: ChartBar) => void,
    listenerGuid: string,
    onResetCacheNeededCallback: () => void,
  ): void;
  unsubscribeBars(listenerGuid: string): void;
  getServerTime(callback: (unixSeconds: number) => void): void;
}

/**
 * The stream channel a price source's live bar is built from (`TradeFill` or `Ticker`).
 *
 * @example
 * const channel: LiveBarChannel = priceSources.oracle.liveChannel // "Ticker"
 */
export type LiveBarChannel = (typeof priceSources)[PriceSource]["liveChannel"];

/**
 * The part of a TradeFill payload a live `last` bar reads, as @perpkit/stream delivers it (the
 * bare payload, not the `{ e, t, data }` frame): book time and trades, prices and sizes as
 * decimal strings, `sids` the taker's and the maker's subaccount.
 *
 * @example
 * const trades: LiveTrades = { t: 1767225600000, d: [{ px: "97000.5", sz: "0.1", sids: [taker, maker] }] }
 */
export interface LiveTrades {
  readonly t: number;
  readonly d: readonly {
    readonly px: string;
    readonly sz: string;
    readonly sids: readonly string[];
  }[];
}

/**
 * The part of a Ticker payload a live `oracle` bar reads, as @perpkit/stream delivers it: time
 * and the mark price, a decimal string.
 *
 * @example
 * const ticker: LiveTicker = { t: 1767225600000, markPx: "97001.25" }
 */
export interface LiveTicker {
  readonly t: number;
  readonly markPx?: string | undefined;
}

/**
 * A live subscription of @perpkit/stream as the datafeed uses it: an async iterator of payloads
 * that ends when it is unsubscribed; one unreadable message rejects one `next()` and the
 * subscription goes on (`status` stays `active`), a refusal fails it (`status` `failed`).
 *
 * @example
 * for await (const trades of subscription) console.log(trades.d.length)
 */
export interface BarStreamSubscription<T> extends AsyncIterable<T> {
  readonly status: string;
  unsubscribe(): Promise<void>;
}

/**
 * The part of a @perpkit/stream client the datafeed uses (its tests hold a real
 * `createStreamClient` to this shape, so the two cannot drift apart).
 *
 * @example
 * const datafeed = createDatafeed(candles, { stream: createStreamClient({ network: "testnet" }) })
 */
export interface BarStreamClient {
  subscribe(params: {
    readonly type: "TradeFill";
    readonly symbol: string;
  }): BarStreamSubscription<LiveTrades>;
  subscribe(params: {
    readonly type: "Ticker";
    readonly symbol: string;
  }): BarStreamSubscription<LiveTicker>;
}

/**
 * Options of {@link createDatafeed}.
 *
 * @example
 * const options: DatafeedOptions = { source: "oracle", pollIntervalMs: 5_000 }
 */
export interface DatafeedOptions {
  /** Which price the bars show; default `last`. */
  readonly source?: PriceSource | undefined;
  /**
   * A stream client for live bars: `last` bars follow TradeFill, `oracle` bars follow the mark
   * price of Ticker. Without one, or when the stream fails, the datafeed polls history.
   */
  readonly stream?: BarStreamClient | undefined;
  /** The stream's symbol for a candle symbol; default its ticker (`BTCUSD` for `BTCUSD-Perp`). */
  readonly streamSymbol?: ((symbol: string) => string) | undefined;
  /** How often to poll history for the live bar when there is no stream. Default 5 s. */
  readonly pollIntervalMs?: number | undefined;
  /** The clock the live bar's polling runs on, and its time. Default the machine's. */
  readonly clock?: Clock | undefined;
  /** Told of errors that have no callback of the library to go to (polling, the stream). */
  readonly onError?: ((error: unknown) => void) | undefined;
}
