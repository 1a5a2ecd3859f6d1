import { describeValue, sleep, ValidationError } from "@perpkit/core";
import type { CandlesClient } from "./client.js";
import { isDecimalText } from "./decimal-text.js";
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
 * One pushed stream message, `{ e, t, data }`, as @perpkit/stream delivers it. For TradeFill,
 * `data` is `{ s, t, d: [{ id, px, sz, sd, sids }] }`; for Ticker, `{ s, t, markPx?, ... }`;
 * prices and sizes are decimal strings.
 *
 * @example
 * const message: BarStreamMessage = { e: "TradeFill", t: 1767225600000, data: { s: "BTCUSD", t: 1767225600000, d: [] } }
 */
export interface BarStreamMessage {
  readonly e?: string | undefined;
  readonly t?: number | undefined;
  readonly data: unknown;
}

/**
 * A live subscription: an async iterator of messages that ends when `unsubscribe` is called.
 *
 * @example
 * for await (const message of subscription) console.log(message.e)
 */
export interface BarStreamSubscription extends AsyncIterable<BarStreamMessage> {
  unsubscribe(): unknown;
}

/**
 * The part of a stream client the datafeed uses; a @perpkit/stream client fits it.
 *
 * @example
 * const datafeed = createDatafeed(candles, { stream: createStreamClient({ network: "testnet" }) })
 */
export interface BarStreamClient {
  subscribe(request: {
    type: LiveBarChannel;
    symbol: string;
  }): BarStreamSubscription | Promise<BarStreamSubscription>;
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

/** The fields of TradeFill and Ticker data a live bar reads; nothing about them is trusted. */
interface LiveData {
  readonly t?: unknown;
  readonly d?: unknown;
  readonly markPx?: unknown;
}

interface LiveFill {
  readonly px?: unknown;
  readonly sz?: unknown;
  readonly sids?: unknown;
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

  function applyMessage(listener: Listener, message: BarStreamMessage): void {
    const data = (message?.data ?? {}) as LiveData;
    if (typeof data.t !== "number") return;
    if (channel === "Ticker") {
      const mark = data.markPx;
      if (mark === undefined) return;
      if (!isDecimalText(mark)) {
        report(new ValidationError("markPx", `is not a decimal string: ${describeValue(mark)}`));
        return;
      }
      const bar = applyPrice(listener.bar, listener.resolution, data.t, mark, undefined);
      if (bar) emit(listener, bar);
      return;
    }
    if (!Array.isArray(data.d)) return;
    let bar = listener.bar;
    for (const fill of data.d as (LiveFill | undefined)[]) {
      // Last-price bars leave out self-trades: the taker and maker subaccount are the same.
      const sides = fill?.sids;
      if (Array.isArray(sides) && sides.length >= 2 && sides[0] === sides[1]) continue;
      const price = fill?.px;
      const size = fill?.sz;
      if (!isDecimalText(price) || !isDecimalText(size)) {
        report(
          new ValidationError(
            "px",
            `fill price or size is not a decimal string: ${describeValue(price)}, ${describeValue(size)}`,
          ),
        );
        continue;
      }
      bar = applyPrice(bar, listener.resolution, data.t, price, size) ?? bar;
    }
    if (bar) emit(listener, bar);
  }

  async function follow(listener: Listener, stream: BarStreamClient): Promise<void> {
    const { signal } = listener.controller;
    try {
      const subscription = await stream.subscribe({
        type: channel,
        symbol: streamSymbol(listener.symbol),
      });
      const iterator = subscription[Symbol.asyncIterator]();
      listener.stop = () => {
        void iterator.return?.();
        subscription.unsubscribe();
      };
      if (signal.aborted) {
        listener.stop();
        return;
      }
      for (;;) {
        const step = await iterator.next();
        if (step.done || signal.aborted) break;
        applyMessage(listener, step.value);
      }
    } catch (error) {
      if (!signal.aborted) report(error);
    }
    // The stream ended or failed without being asked to: keep the bar alive by polling.
    if (!signal.aborted) await poll(listener);
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
          const { bars, nextTime } = await client.history({
            symbol,
            resolution: res,
            source,
            from,
            to,
            countback: periodParams.countBack > 0 ? periodParams.countBack : undefined,
          });
          return { bars, nextTime, symbol, res };
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
