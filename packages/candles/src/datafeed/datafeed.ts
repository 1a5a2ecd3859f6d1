import { describeValue, systemClock, ValidationError } from "@perpkit/core";
import type { CandlesClient } from "../client-types.js";
import {
  type PriceSource,
  priceSources,
  resolutions,
  type SymbolType,
} from "../generated/constants.js";
import type { CandleSymbolInfo } from "../records.js";
import { toResolution } from "../resolutions.js";
import { parseCandleSymbol, toCandleSymbol } from "../symbols.js";
import { assertPriceSource } from "../validate.js";
import { barsOf } from "./datafeed-bars.js";
import { endListener, startListener } from "./datafeed-live.js";
import { type DatafeedState, seriesKey } from "./datafeed-state.js";
import type {
  ChartSearchResult,
  ChartSymbolInfo,
  DatafeedConfiguration,
  DatafeedOptions,
  TradingViewDatafeed,
} from "./datafeed-types.js";

export type {
  BarStreamClient,
  BarStreamSubscription,
  ChartBar,
  ChartSearchResult,
  ChartSymbolInfo,
  DatafeedConfiguration,
  DatafeedOptions,
  HistoryMetadata,
  LiveBarChannel,
  LiveTicker,
  LiveTrades,
  PeriodParams,
  TradingViewDatafeed,
} from "./datafeed-types.js";

/**
 * The candle API's symbol of a name the library gives: it may carry an exchange prefix
 * (`EXCHANGE:BTCUSD-Perp`), and may be the product's symbol (`BTCUSD`).
 */
function candleSymbolOf(name: string): string {
  const at = name.lastIndexOf(":");
  return toCandleSymbol(at < 0 ? name : name.slice(at + 1));
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

/** The datafeed's settings and shared state, checked. */
function stateOf(client: CandlesClient, options: DatafeedOptions): DatafeedState {
  const source: PriceSource = options.source ?? "last";
  assertPriceSource(source);
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const clock = options.clock ?? systemClock;
  if (!Number.isFinite(pollIntervalMs) || pollIntervalMs <= 0) {
    throw new ValidationError(
      "pollIntervalMs",
      `must be a positive number, got ${describeValue(pollIntervalMs)}`,
    );
  }
  return {
    client,
    source,
    channel: priceSources[source].liveChannel,
    stream: options.stream,
    streamSymbol: options.streamSymbol ?? ((symbol: string) => parseCandleSymbol(symbol).ticker),
    pollIntervalMs,
    clock,
    report: (error: unknown) => options.onError?.(error),
    latest: new Map(),
    listeners: new Map(),
  };
}

/** `onReady`: the service's configuration, or the spec's resolutions when it cannot be read. */
function onReady(state: DatafeedState, callback: (config: DatafeedConfiguration) => void): void {
  state.client.config({ source: state.source }).then(
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
      state.report(error);
      setTimeout(
        () =>
          callback({
            supported_resolutions: [...resolutions],
            supports_marks: false,
            supports_timescale_marks: false,
            supports_time: true,
          }),
        0,
      );
    },
  );
}

/** `searchSymbols`: the service's hits in the library's shape; none when the search fails. */
function searchSymbols(
  state: DatafeedState,
  query: string,
  exchange: string,
  symbolType: string,
  onResult: (items: ChartSearchResult[]) => void,
): void {
  state.client
    .searchSymbols({
      query,
      source: state.source,
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
        state.report(error);
        onResult([]);
      },
    );
}

/**
 * A TradingView Charting Library datafeed over a candle client. Symbols may be given as the
 * product's (`BTCUSD`) or the candle API's (`BTCUSD-Perp`); the library's range is `[from, to)`,
 * as everywhere in perpkit. Bars keep decimal strings until they are handed to the library, which
 * needs numbers. Live bars come from the stream client when one is given (TradeFill for `last`,
 * Ticker mark price for `oracle`), else from polling.
 *
 * @example
 * const candles = createCandlesClient({ network: "mainnet" })
 * new TradingView.widget({
 *   container: "chart", symbol: "BTCUSD", interval: "60",
 *   datafeed: createDatafeed(candles, { source: "last" }),
 * })
 */
export function createDatafeed(
  client: CandlesClient,
  options: DatafeedOptions = {},
): TradingViewDatafeed {
  const state = stateOf(client, options);
  return {
    onReady: (callback) => onReady(state, callback),
    searchSymbols: (userInput, exchange, symbolType, onResult) =>
      searchSymbols(state, userInput, exchange, symbolType, onResult),

    resolveSymbol(symbolName, onResolve, onError) {
      Promise.resolve()
        .then(async () => {
          const symbol = candleSymbolOf(symbolName);
          const info = await client.resolveSymbol({ symbol, source: state.source });
          return toChartSymbol(symbol, info, state.stream !== undefined);
        })
        .then(onResolve, (error: unknown) => onError(reason(error)));
    },

    getBars(symbolInfo, resolution, periodParams, onResult, onError) {
      Promise.resolve()
        .then(() =>
          barsOf(
            state,
            candleSymbolOf(symbolInfo.ticker ?? symbolInfo.name),
            toResolution(resolution),
            periodParams,
          ),
        )
        .then(
          ({ bars, meta }) => onResult(bars, meta),
          (error: unknown) => onError(reason(error)),
        );
    },

    subscribeBars(symbolInfo, resolution, onTick, listenerGuid) {
      let symbol: string;
      let res: ReturnType<typeof toResolution>;
      try {
        symbol = candleSymbolOf(symbolInfo.ticker ?? symbolInfo.name);
        res = toResolution(resolution);
      } catch (error) {
        state.report(error);
        return;
      }
      startListener(state, listenerGuid, {
        symbol,
        resolution: res,
        onTick,
        controller: new AbortController(),
        bar: state.latest.get(seriesKey(symbol, res)),
        stop: undefined,
      });
    },

    unsubscribeBars: (listenerGuid) => endListener(state, listenerGuid),

    getServerTime(callback) {
      client.serverTime({ source: state.source }).then(
        (ms) => callback(Math.floor(ms / 1000)),
        (error: unknown) => state.report(error),
      );
    },
  };
}
