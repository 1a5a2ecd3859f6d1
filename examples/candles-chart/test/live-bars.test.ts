import type { ChartBar } from "@perpkit/candles";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ChartFeed, createChartFeed, openChart } from "../src/live-chart.js";
import { readSettings } from "../src/settings.js";
import { type Market, startMarket } from "./market.js";

// The page's own wiring (candle client, @perpkit/stream client, datafeed) in Node, against a
// sandbox: the live bar must move with the stream for both price sources.

let market: Market;
const feeds: ChartFeed[] = [];
const errors: unknown[] = [];

beforeAll(async () => {
  market = await startMarket();
});
afterAll(async () => {
  for (const feed of feeds) await feed.stream?.close();
  await market?.close();
});

/** The example's feed for one price source, on the sandbox's candle API and gateway. */
function feedFor(source: "last" | "oracle") {
  const { candlesUrl, wsUrl } = market.sandbox;
  const settings = readSettings(
    `?url=${candlesUrl}&stream=${wsUrl}&symbol=BTCUSD-Perp&resolution=1&source=${source}`,
  );
  const feed = createChartFeed(settings, (error) => errors.push(error));
  feeds.push(feed);
  return { settings, feed };
}

/** Resolves with the first bar `accept` takes, of those `follow` reports from now on. */
function barWhere(bars: ChartBar[], accept: (bar: ChartBar) => boolean): Promise<ChartBar> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const found = bars.find(accept);
      if (!found) return;
      clearInterval(check);
      resolve(found);
    }, 5);
  });
}

/** Waits until the datafeed's subscription to `type` is live on the gateway. */
async function subscribed(feed: ChartFeed, type: "TradeFill" | "Ticker"): Promise<void> {
  const stream = feed.stream;
  if (!stream) throw new Error("the feed has no stream client");
  // A second local subscription to the datafeed's topic shares its gateway subscription, so it
  // is ready exactly when the datafeed's is.
  const probe = stream.subscribe({ type, symbol: "BTCUSD" });
  await probe.ready;
  expect(probe.shared).toBe(true);
  await probe.unsubscribe();
}

describe("the chart's live bar over @perpkit/stream on a sandbox", () => {
  test("last-price bars move with each trade the stream reports", async () => {
    const { settings, feed } = feedFor("last");
    const chart = await openChart(feed, settings, 60);
    const ticks: ChartBar[] = [];
    const stop = chart.follow((bar) => ticks.push(bar));
    await subscribed(feed, "TradeFill");

    await market.trade("60010", "0.2");
    const first = await barWhere(ticks, (b) => b.close === 60010);
    expect(first).toMatchObject({ close: 60010, high: 60010, low: 60010 });
    expect(first.time % 60_000).toBe(0);

    await market.trade("60021", "0.1");
    const second = await barWhere(ticks, (b) => b.close === 60021);
    expect(second.high).toBe(60021);
    if (second.time === first.time) expect(second.volume).toBeCloseTo(0.3, 9);
    stop();
    expect(errors).toEqual([]);
  });

  test("oracle-price bars move with the mark price the stream reports", async () => {
    await market.quote("59000", "62000");
    const { settings, feed } = feedFor("oracle");
    const chart = await openChart(feed, settings, 60);
    const ticks: ChartBar[] = [];
    const stop = chart.follow((bar) => ticks.push(bar));
    await subscribed(feed, "Ticker");

    market.sandbox.oracle.set("BTCUSD", "61234.5");
    const bar = await barWhere(ticks, (b) => b.close === 61234.5);
    expect(bar.time % 60_000).toBe(0);
    market.sandbox.oracle.set("BTCUSD", "61200");
    expect((await barWhere(ticks, (b) => b.close === 61200)).close).toBe(61200);
    stop();
    expect(errors).toEqual([]);
  });
});
