import {
  barSeconds,
  type CandlesClient,
  type ChartBar,
  type ChartSymbolInfo,
  createCandlesClient,
  createDatafeed,
  type TradingViewDatafeed,
} from "@perpkit/candles";
import { createStreamClient, type StreamClient } from "@perpkit/stream";
import type { ChartSettings } from "./settings.js";

/** What the page reads from: the candle API, the stream gateway, and the datafeed over both. */
export interface ChartFeed {
  readonly candles: CandlesClient;
  /** The stream client the live bar follows; `undefined` when the page polls instead. */
  readonly stream: StreamClient | undefined;
  readonly datafeed: TradingViewDatafeed;
}

/**
 * The datafeed over a candle client and, unless the settings turn it off, a stream client: the
 * live bar then follows TradeFill (`last`) or the Ticker mark price (`oracle`) as it happens.
 */
export function createChartFeed(
  settings: ChartSettings,
  onError: (error: unknown) => void,
): ChartFeed {
  const candles = createCandlesClient(settings.client);
  const stream =
    settings.streamUrl === undefined ? undefined : createStreamClient({ url: settings.streamUrl });
  const datafeed = createDatafeed(candles, { source: settings.source, stream, onError });
  return { candles, stream, datafeed };
}

/** What {@link openChart} found, and how to follow the live bar from there. */
export interface OpenChart {
  readonly info: ChartSymbolInfo;
  /** The history, oldest first. */
  readonly bars: readonly ChartBar[];
  /** Subscribes to the live bar: `onBar` gets every update of it. Returns the way to stop. */
  follow(onBar: (bar: ChartBar) => void): () => void;
}

/**
 * Does what a chart does with a datafeed: resolves the symbol and reads the last `count` bars of
 * history; `follow` then subscribes to the live bar.
 */
export async function openChart(
  feed: ChartFeed,
  settings: ChartSettings,
  count: number,
): Promise<OpenChart> {
  const { datafeed } = feed;
  const info = await new Promise<ChartSymbolInfo>((resolve, reject) =>
    datafeed.resolveSymbol(settings.symbol, resolve, reject),
  );
  const nowSeconds = Math.floor(Date.now() / 1000);
  const bars = await new Promise<ChartBar[]>((resolve, reject) =>
    datafeed.getBars(
      info,
      settings.resolution,
      {
        from: nowSeconds - count * barSeconds[settings.resolution],
        to: nowSeconds + 1,
        countBack: count,
        firstDataRequest: true,
      },
      (result) => resolve(result),
      reject,
    ),
  );
  const listener = `chart-${settings.symbol}-${settings.resolution}`;
  return {
    info,
    bars,
    follow(onBar) {
      datafeed.subscribeBars(info, settings.resolution, onBar, listener, () => {});
      return () => datafeed.unsubscribeBars(listener);
    },
  };
}
