import { describeValue, isDecimalText, sleep, ValidationError } from "@perpkit/core";
import type { CandlesClient } from "./client.js";
import {
  barSeconds,
  type PriceSource,
  priceSources,
  type Resolution,
  resolutions,
  type SymbolType,
} from "./generated/constants.js";
import type { CandleBar } from "./history-body.js";
import { applyPrice } from "./live-bar.js";
import type { CandleSymbolInfo } from "./records.js";
import { parseCandleSymbol } from "./symbols.js";
import { assertPriceSource, assertResolution, EARLIEST_CANDLE_TIME_MS } from "./validate.js";

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
  /** The current time in ms; default `Date.now`. */
  readonly now?: (() => number) | undefined;
  /** Told of errors that have no callback of the library to go to (polling, the stream). */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** The longest stretch, in request windows, one step back before a range may span. */
const LONGEST_STEP_WINDOWS = 32;

/** The charting library writes `D`, `W`, `M` for one day, week and month. */
function normalizeResolution(value: string): Resolution {
  const short = /^(\d*)([DWM])$/.exec(value);
  const normalized = short ? `${short[1] || "1"}${short[2]}` : value;
  assertResolution(normalized);
  return normalized;
}

/** Library symbol names may carry an exchange prefix: `EXCHANGE:BTCUSD-Perp`. */
function withoutExchange(name: string): string {
  const at = name.lastIndexOf(":");
  return at < 0 ? name : name.slice(at + 1);
}

function toChartBar(bar: CandleBar): ChartBar {
  return {
    time: bar.time,
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: Number(bar.volume),
  };
}

function sameBar(a: CandleBar, b: CandleBar): boolean {
  return (
    a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume
  );
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toChartSymbol(
  symbol: string,
  info: CandleSymbolInfo,
  streaming: boolean,
): ChartSymbolInfo {
  const chart: ChartSymbolInfo = {
    name: info.name,
    // History is asked by the candle symbol, whatever ticker the service reports.
    ticker: symbol,
    full_name: info.fullName ?? info.name,
    description: info.description,
    type: info.type,
    session: info.session,
    exchange: info.exchange,
    listed_exchange: info.listedExchange,
    timezone: info.timezone,
    format: info.format === "volume" ? "volume" : "price",
    minmov: info.minmov,
    pricescale: info.pricescale,
    has_intraday: info.hasIntraday,
    has_daily: info.hasDaily ?? true,
    has_weekly_and_monthly: info.hasWeeklyAndMonthly ?? true,
    supported_resolutions: [...info.supportedResolutions],
    data_status: streaming ? "streaming" : "delayed_streaming",
  };
  if (info.intradayMultipliers) chart.intraday_multipliers = [...info.intradayMultipliers];
  if (info.volumePrecision !== undefined) chart.volume_precision = info.volumePrecision;
  if (info.currencyCode !== undefined) chart.currency_code = info.currencyCode;
  return chart;
}

interface Listener {
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly onTick: (bar: ChartBar) => void;
  readonly controller: AbortController;
  bar: CandleBar | undefined;
  stop: (() => void) | undefined;
}

/**
 * A TradingView Charting Library datafeed over a candle client. Bars keep decimal strings until
 * they are handed to the library, which needs numbers. Live bars come from the stream client
 * when one is given (TradeFill for `last`, Ticker mark price for `oracle`), else from polling.
 *
 * @example
 * const candles = createCandlesClient({ network: "mainnet" })
 * new TradingView.widget({
 *   container: "chart", symbol: "BTCUSD-Perp", interval: "60",
 *   datafeed: createDatafeed(candles, { source: "last" }),
 * })
 */
export function createDatafeed(
  client: CandlesClient,
  options: DatafeedOptions = {},
): TradingViewDatafeed {
  const source: PriceSource = options.source ?? "last";
  assertPriceSource(source);
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  if (!Number.isFinite(pollIntervalMs) || pollIntervalMs <= 0) {
    throw new ValidationError(
      "pollIntervalMs",
      `must be a positive number, got ${describeValue(pollIntervalMs)}`,
    );
  }
  const now = options.now ?? Date.now;
  const report = (error: unknown) => options.onError?.(error);
  const streamSymbol =
    options.streamSymbol ?? ((symbol: string) => parseCandleSymbol(symbol).ticker);
  const channel: LiveBarChannel = priceSources[source].liveChannel;
  /** The latest bar getBars saw, per symbol and resolution: where a live bar continues from. */
  const latest = new Map<string, CandleBar>();
  const listeners = new Map<string, Listener>();
  const keyOf = (symbol: string, resolution: Resolution) => `${symbol}|${resolution}`;

  const remember = (symbol: string, resolution: Resolution, bar: CandleBar) => {
    const key = keyOf(symbol, resolution);
    const known = latest.get(key);
    if (!known || bar.time >= known.time) latest.set(key, bar);
  };

  const emit = (listener: Listener, bar: CandleBar) => {
    if (listener.controller.signal.aborted) return;
    if (listener.bar && sameBar(listener.bar, bar)) return;
    listener.bar = bar;
    remember(listener.symbol, listener.resolution, bar);
    listener.onTick(toChartBar(bar));
  };

  async function poll(listener: Listener): Promise<void> {
    const { signal } = listener.controller;
    const length = barSeconds[listener.resolution] * 1000;
    while (!signal.aborted) {
      try {
        const to = now();
        const from = Math.max(listener.bar?.time ?? to - 2 * length, EARLIEST_CANDLE_TIME_MS);
        const { bars } = await client.history({
          symbol: listener.symbol,
          resolution: listener.resolution,
          source,
          from: Math.min(from, to),
          to,
          signal,
        });
        for (const bar of bars) {
          if (!listener.bar || bar.time >= listener.bar.time) emit(listener, bar);
        }
      } catch (error) {
        if (signal.aborted) return;
        report(error);
      }
      try {
        await sleep(pollIntervalMs, signal);
      } catch {
        return;
      }
    }
  }

  /** Moves the live bar by one payload. Prices are checked: the stream checks only their type. */
  function applyPayload(listener: Listener, payload: LiveTrades | LiveTicker): void {
    if (!("d" in payload)) {
      const mark = payload.markPx;
      if (mark === undefined) return;
      if (!isDecimalText(mark)) {
        report(new ValidationError("markPx", `is not a decimal string: ${describeValue(mark)}`));
        return;
      }
      const bar = applyPrice(listener.bar, listener.resolution, payload.t, mark, undefined);
      if (bar) emit(listener, bar);
      return;
    }
    let bar = listener.bar;
    for (const fill of payload.d) {
      // Last-price bars leave out self-trades: the taker and maker subaccount are the same.
      const sides = fill.sids;
      if (sides.length >= 2 && sides[0] === sides[1]) continue;
      const price = fill.px;
      const size = fill.sz;
      if (!isDecimalText(price) || !isDecimalText(size)) {
        report(
          new ValidationError(
            "px",
            `fill price or size is not a decimal string: ${describeValue(price)}, ${describeValue(size)}`,
          ),
        );
        continue;
      }
      bar = applyPrice(bar, listener.resolution, payload.t, price, size) ?? bar;
    }
    if (bar) emit(listener, bar);
  }

  async function follow(listener: Listener, stream: BarStreamClient): Promise<void> {
    const { signal } = listener.controller;
    const symbol = streamSymbol(listener.symbol);
    let subscription: BarStreamSubscription<LiveTrades | LiveTicker>;
    try {
      subscription =
        channel === "Ticker"
          ? stream.subscribe({ type: "Ticker", symbol })
          : stream.subscribe({ type: "TradeFill", symbol });
    } catch (error) {
      report(error);
      await poll(listener);
      return;
    }
    // A refused unsubscribe has no callback of the library to go to.
    listener.stop = () => {
      subscription.unsubscribe().catch(report);
    };
    const iterator = subscription[Symbol.asyncIterator]();
    for (;;) {
      let step: IteratorResult<LiveTrades | LiveTicker>;
      try {
        step = await iterator.next();
      } catch (error) {
        if (signal.aborted) return;
        report(error);
        // A refusal or a closed client ended the subscription; one unreadable message did not.
        if (subscription.status === "failed" || subscription.status === "closed") break;
        continue;
      }
      if (step.done || signal.aborted) break;
      applyPayload(listener, step.value);
    }
    // The stream ended or failed without being asked to: keep the bar alive by polling.
    if (!signal.aborted) await poll(listener);
  }

  /**
   * The bars before `from` the library still wants when the range held fewer than `countBack`,
   * joined in front of `bars`: walks back from `from`, a stretch of the missing bars' length at a
   * time (doubling while stretches come back short), and jumps over a gap to the bar the service
   * names as the closest earlier one. It stops when no earlier bar exists.
   */
  async function reachBack(
    symbol: string,
    resolution: Resolution,
    from: number,
    countBack: number,
    found: readonly CandleBar[],
  ): Promise<readonly CandleBar[]> {
    let bars = found;
    let end = from - 1;
    const barMs = barSeconds[resolution] * 1000;
    const longest = client.maxWindowSeconds[resolution] * 1000 * LONGEST_STEP_WINDOWS;
    let stretch = 1;
    while (bars.length < countBack && end >= EARLIEST_CANDLE_TIME_MS) {
      const missing = countBack - bars.length;
      const span = Math.min(missing * barMs * stretch, longest);
      const start = Math.max(EARLIEST_CANDLE_TIME_MS, end - span + 1);
      const older = await client.history({
        symbol,
        resolution,
        source,
        from: start,
        to: end,
        countback: missing,
      });
      const first = older.bars[0];
      if (first) {
        bars = [...older.bars, ...bars];
        end = first.time - 1;
        stretch = older.bars.length < missing ? stretch * 2 : 1;
      } else if (older.nextTime !== undefined && older.nextTime < start) {
        end = older.nextTime;
      } else {
        break;
      }
    }
    return bars;
  }

  const later = (fn: () => void) => setTimeout(fn, 0);

  function end(listenerGuid: string): void {
    const listener = listeners.get(listenerGuid);
    if (!listener) return;
    listeners.delete(listenerGuid);
    listener.controller.abort();
    listener.stop?.();
  }

  return {
    onReady(callback) {
      client.config({ source }).then(
        (config) =>
          callback({
            supported_resolutions: [...config.supportedResolutions],
            supports_marks: config.supportsMarks,
            supports_timescale_marks: config.supportsTimescaleMarks,
            supports_time: config.supportsTime ?? true,
            exchanges: config.exchanges.map((e) => ({
              value: e.value,
              name: e.name,
              desc: e.description,
            })),
            symbols_types: config.symbolTypes.map((t) => ({ name: t.name, value: t.value })),
          }),
        (error: unknown) => {
          report(error);
          later(() =>
            callback({
              supported_resolutions: [...resolutions],
              supports_marks: false,
              supports_timescale_marks: false,
              supports_time: true,
            }),
          );
        },
      );
    },

    searchSymbols(userInput, exchange, symbolType, onResult) {
      client
        .searchSymbols({
          query: userInput,
          source,
          exchange: exchange || undefined,
          type: (symbolType || undefined) as SymbolType | undefined,
        })
        .then(
          (results) =>
            onResult(
              results.map((r) => {
                const item: ChartSearchResult = {
                  symbol: r.symbol,
                  full_name: r.fullName,
                  description: r.description,
                  exchange: r.exchange,
                  type: r.type,
                };
                if (r.ticker !== undefined) item.ticker = r.ticker;
                return item;
              }),
            ),
          (error: unknown) => {
            report(error);
            onResult([]);
          },
        );
    },

    resolveSymbol(symbolName, onResolve, onError) {
      const symbol = withoutExchange(symbolName);
      Promise.resolve()
        .then(() => client.resolveSymbol({ symbol, source }))
        .then(
          (info) => onResolve(toChartSymbol(symbol, info, options.stream !== undefined)),
          (error: unknown) => onError(reason(error)),
        );
    },

    getBars(symbolInfo, resolution, periodParams, onResult, onError) {
      Promise.resolve()
        .then(async () => {
          const res = normalizeResolution(resolution);
          const symbol = withoutExchange(symbolInfo.ticker ?? symbolInfo.name);
          const from = Math.max(periodParams.from * 1000, EARLIEST_CANDLE_TIME_MS);
          // The library's `to` is excluded; the candle API's is included.
          const to = periodParams.to * 1000 - 1;
          if (to < from) return { bars: [] as CandleBar[], nextTime: undefined, symbol, res };
          // Every bar of the range, however many: a chart with a hole in it is wrong.
          const range = await client.history({ symbol, resolution: res, source, from, to });
          const bars = await reachBack(symbol, res, from, periodParams.countBack, range.bars);
          return { bars, nextTime: range.nextTime, symbol, res };
        })
        .then(
          ({ bars, nextTime, symbol, res }) => {
            const last = bars[bars.length - 1];
            if (last) remember(symbol, res, last);
            const meta: HistoryMetadata = { noData: bars.length === 0 };
            if (bars.length === 0 && nextTime !== undefined)
              meta.nextTime = Math.floor(nextTime / 1000);
            onResult(bars.map(toChartBar), meta);
          },
          (error: unknown) => onError(reason(error)),
        );
    },

    subscribeBars(symbolInfo, resolution, onTick, listenerGuid) {
      const symbol = withoutExchange(symbolInfo.ticker ?? symbolInfo.name);
      let res: Resolution;
      try {
        res = normalizeResolution(resolution);
        parseCandleSymbol(symbol);
      } catch (error) {
        report(error);
        return;
      }
      end(listenerGuid);
      const listener: Listener = {
        symbol,
        resolution: res,
        onTick,
        controller: new AbortController(),
        bar: latest.get(keyOf(symbol, res)),
        stop: undefined,
      };
      listeners.set(listenerGuid, listener);
      void (options.stream ? follow(listener, options.stream) : poll(listener));
    },

    unsubscribeBars(listenerGuid) {
      end(listenerGuid);
    },

    getServerTime(callback) {
      client.serverTime({ source }).then(
        (ms) => callback(Math.floor(ms / 1000)),
        (error: unknown) => report(error),
      );
    },
  };
}
