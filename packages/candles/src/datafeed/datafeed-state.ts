import type { Clock } from "@perpkit/core";
import type { CandlesClient } from "../client-types.js";
import type { PriceSource, Resolution } from "../generated/constants.js";
import type { CandleBar } from "../history/history-body.js";
import type { BarStreamClient, ChartBar, LiveBarChannel } from "./datafeed-types.js";

/** One live bar the library follows: its series, where ticks go, and how to stop it. */
export interface Listener {
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly onTick: (bar: ChartBar) => void;
  readonly controller: AbortController;
  bar: CandleBar | undefined;
  stop: (() => void) | undefined;
}

/** Everything one datafeed holds: its settings, and the state its parts share. */
export interface DatafeedState {
  readonly client: CandlesClient;
  readonly source: PriceSource;
  /** The stream channel live bars of the source follow. */
  readonly channel: LiveBarChannel;
  readonly stream: BarStreamClient | undefined;
  readonly streamSymbol: (symbol: string) => string;
  readonly pollIntervalMs: number;
  readonly clock: Clock;
  /** Where errors go that have no callback of the library to go to. */
  readonly report: (error: unknown) => void;
  /** The latest bar getBars saw, per symbol and resolution: where a live bar continues from. */
  readonly latest: Map<string, CandleBar>;
  /** The live bars followed, by the library's listener id. */
  readonly listeners: Map<string, Listener>;
}

/** The key of one series in {@link DatafeedState.latest}. */
export function seriesKey(symbol: string, resolution: Resolution): string {
  return `${symbol}|${resolution}`;
}

/** Keeps `bar` as the series' latest unless a later one is known. */
export function remember(
  state: DatafeedState,
  symbol: string,
  resolution: Resolution,
  bar: CandleBar,
): void {
  const key = seriesKey(symbol, resolution);
  const known = state.latest.get(key);
  if (!known || bar.time >= known.time) state.latest.set(key, bar);
}

/** A bar as the charting library draws it: the one place prices become numbers. */
export function toChartBar(bar: CandleBar): ChartBar {
  return {
    time: bar.time,
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: Number(bar.volume),
  };
}
