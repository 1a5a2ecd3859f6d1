import { afterEach, describe, expect, test } from "vitest";
import {
  flatBar,
  type ServedBar,
  startUdfServer,
  type UdfServer,
  type UdfServerOptions,
} from "../test/udf-server.js";
import { createCandlesClient } from "./client.js";
import {
  type BarStreamClient,
  type BarStreamMessage,
  type BarStreamSubscription,
  type ChartBar,
  type ChartSymbolInfo,
  createDatafeed,
  type DatafeedConfiguration,
  type DatafeedOptions,
  type HistoryMetadata,
  type PeriodParams,
  type TradingViewDatafeed,
} from "./datafeed.js";

/** 2026-01-01T00:00:00Z in Unix seconds. */
const T0 = 1_767_225_600;

function minuteBars(start: number, count: number): ServedBar[] {
  return Array.from({ length: count }, (_, i) => ({
    t: start + i * 60,
    o: `${100 + i}`,
    h: `${101 + i}.5`,
    l: `${99 + i}`,
    c: `${100 + i}.25`,
    v: "2",
  }));
}

/** A stream subscription fed by the test: an async iterator over pushed messages. */
class FakeSubscription implements BarStreamSubscription {
  unsubscribed = false;
  private readonly queue: BarStreamMessage[] = [];
  private waiting:
    | { resolve: (r: IteratorResult<BarStreamMessage>) => void; reject: (e: unknown) => void }
    | undefined;
  private failure: unknown;

  constructor(readonly request: { type: string; symbol: string }) {}

  push(message: BarStreamMessage): void {
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve({ value: message, done: false });
    } else {
      this.queue.push(message);
    }
  }

  fail(error: unknown): void {
    this.failure = error;
    if (this.waiting) {
      const { reject } = this.waiting;
      this.waiting = undefined;
      reject(error);
    }
  }

  unsubscribe(): void {
    this.unsubscribed = true;
    this.waiting?.resolve({ value: undefined, done: true });
    this.waiting = undefined;
  }

  [Symbol.asyncIterator](): AsyncIterator<BarStreamMessage> {
    return {
      next: () => {
        const message = this.queue.shift();
        if (message) return Promise.resolve({ value: message, done: false });
        if (this.failure !== undefined) return Promise.reject(this.failure);
        if (this.unsubscribed) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      },
      return: () => {
        this.unsubscribe();
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}

/** A stream client for tests, with the shape of @perpkit/stream's. */
class FakeStream implements BarStreamClient {
  readonly subscriptions: FakeSubscription[] = [];
  private readonly opened: ((s: FakeSubscription) => void)[] = [];

  subscribe(request: { type: "TradeFill" | "Ticker"; symbol: string }): FakeSubscription {
    const subscription = new FakeSubscription(request);
    this.subscriptions.push(subscription);
    for (const notify of this.opened.splice(0)) notify(subscription);
    return subscription;
  }

  /** The next subscription opened (or the latest, if one is open already). */
  next(): Promise<FakeSubscription> {
    return new Promise((resolve) => this.opened.push(resolve));
  }
}

/** Collects the bars a subscription ticks, and waits for the next one. */
class Ticks {
  readonly bars: ChartBar[] = [];
  private readonly waiting: ((bar: ChartBar) => void)[] = [];
  readonly onTick = (bar: ChartBar) => {
    this.bars.push(bar);
    this.waiting.shift()?.(bar);
  };
  next(): Promise<ChartBar> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

// The library's callbacks, as promises, in the order it calls them.
const ready = (feed: TradingViewDatafeed) =>
  new Promise<DatafeedConfiguration>((resolve) => feed.onReady(resolve));
const resolveSymbol = (feed: TradingViewDatafeed, name: string) =>
  new Promise<ChartSymbolInfo>((resolve, reject) => feed.resolveSymbol(name, resolve, reject));
const getBars = (
  feed: TradingViewDatafeed,
  info: ChartSymbolInfo,
  resolution: string,
  period: PeriodParams,
) =>
  new Promise<{ bars: ChartBar[]; meta: HistoryMetadata }>((resolve, reject) =>
    feed.getBars(info, resolution, period, (bars, meta) => resolve({ bars, meta }), reject),
  );

let server: UdfServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(options: DatafeedOptions = {}, serverOptions: UdfServerOptions = {}) {
  server = await startUdfServer(serverOptions);
  server.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 60));
  server.setBars("oracle", "BTCUSD-Perp", "1", minuteBars(T0, 60));
  const client = createCandlesClient({ url: server.url });
  const errors: unknown[] = [];
  const feed = createDatafeed(client, { onError: (e) => errors.push(e), ...options });
  return { server, feed, errors };
}

const firstRequest: PeriodParams = {
  from: T0,
  to: T0 + 3600,
  countBack: 30,
  firstDataRequest: true,
};

describe("the datafeed, driven as the charting library drives it", () => {
  test("onReady, resolveSymbol, getBars, then live bars from TradeFill until unsubscribed", async () => {
    const stream = new FakeStream();
    const { feed } = await setup({ stream });

    const config = await ready(feed);
    expect(config).toMatchObject({
      supported_resolutions: ["1", "5", "60", "1D"],
      supports_marks: false,
      supports_timescale_marks: false,
      supports_time: true,
    });

    const info = await resolveSymbol(feed, "Sandbox:BTCUSD-Perp");
    expect(info).toMatchObject({
      name: "BTCUSD-Perp",
      ticker: "BTCUSD-Perp",
      pricescale: 100,
      minmov: 1,
      session: "24x7",
      format: "price",
      has_intraday: true,
      data_status: "streaming",
    });

    const { bars, meta } = await getBars(feed, info, "1", firstRequest);
    expect(meta).toEqual({ noData: false });
    expect(bars).toHaveLength(30);
    expect(bars.at(-1)).toEqual({
      time: (T0 + 59 * 60) * 1000,
      open: 159,
      high: 160.5,
      low: 158,
      close: 159.25,
      volume: 2,
    });

    const ticks = new Ticks();
    const opened = stream.next();
    feed.subscribeBars(info, "1", ticks.onTick, "listener-1", () => {});
    const subscription = await opened;
    expect(subscription.request).toEqual({ type: "TradeFill", symbol: "BTCUSD" });

    const lastBarMs = (T0 + 59 * 60) * 1000;
    let tick = ticks.next();
    subscription.push({
      e: "TradeFill",
      t: lastBarMs + 10_000,
      data: {
        s: "BTCUSD",
        t: lastBarMs + 10_000,
        d: [{ id: "f1", px: "161.75", sz: "0.5", sd: 0, sids: ["taker", "maker"] }],
      },
    });
    expect(await tick).toEqual({
      time: lastBarMs,
      open: 159,
      high: 161.75,
      low: 158,
      close: 161.75,
      volume: 2.5,
    });

    // A self-trade does not move the last price; the next trade opens the next minute's bar.
    tick = ticks.next();
    subscription.push({
      e: "TradeFill",
      t: lastBarMs + 20_000,
      data: {
        s: "BTCUSD",
        t: lastBarMs + 20_000,
        d: [{ id: "f2", px: "1", sz: "9", sd: 1, sids: ["same", "same"] }],
      },
    });
    subscription.push({
      e: "TradeFill",
      t: lastBarMs + 65_000,
      data: {
        s: "BTCUSD",
        t: lastBarMs + 65_000,
        d: [
          { id: "f3", px: "162", sz: "1", sd: 0, sids: ["a", "b"] },
          { id: "f4", px: "161.5", sz: "0.25", sd: 1, sids: ["c", "d"] },
        ],
      },
    });
    expect(await tick).toEqual({
      time: lastBarMs + 60_000,
      open: 162,
      high: 162,
      low: 161.5,
      close: 161.5,
      volume: 1.25,
    });
    expect(ticks.bars).toHaveLength(2);

    feed.unsubscribeBars("listener-1");
    expect(subscription.unsubscribed).toBe(true);
    subscription.push({
      e: "TradeFill",
      t: lastBarMs + 70_000,
      data: {
        s: "BTCUSD",
        t: lastBarMs + 70_000,
        d: [{ id: "f5", px: "999", sz: "1", sd: 0, sids: ["a", "b"] }],
      },
    });
    expect(ticks.bars).toHaveLength(2);
  });

  test("oracle bars follow the mark price of Ticker", async () => {
    const stream = new FakeStream();
    const { feed } = await setup({ stream, source: "oracle" });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await getBars(feed, info, "1", firstRequest);
    const ticks = new Ticks();
    const opened = stream.next();
    feed.subscribeBars(info, "1", ticks.onTick, "oracle-1", () => {});
    const subscription = await opened;
    expect(subscription.request).toEqual({ type: "Ticker", symbol: "BTCUSD" });
    const lastBarMs = (T0 + 59 * 60) * 1000;
    const tick = ticks.next();
    subscription.push({
      e: "Ticker",
      t: lastBarMs + 1000,
      data: { s: "BTCUSD", t: lastBarMs + 1000, bidPx: "150" },
    });
    subscription.push({
      e: "Ticker",
      t: lastBarMs + 2000,
      data: { s: "BTCUSD", t: lastBarMs + 2000, markPx: "157.123456789" },
    });
    expect(await tick).toEqual({
      time: lastBarMs,
      open: 159,
      high: 160.5,
      low: 157.123456789,
      close: 157.123456789,
      volume: 2,
    });
    expect(ticks.bars).toHaveLength(1);
    feed.unsubscribeBars("oracle-1");
  });

  test("without a stream, the live bar comes from polling history", async () => {
    let now = (T0 + 59 * 60 + 30) * 1000;
    const { feed, server: s } = await setup({ pollIntervalMs: 5, now: () => now });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    expect(info.data_status).toBe("delayed_streaming");
    await getBars(feed, info, "1", firstRequest);

    const ticks = new Ticks();
    const tick = ticks.next();
    s.putBar("last", "BTCUSD-Perp", "1", flatBar(T0 + 60 * 60, "170.5", "4"));
    now = (T0 + 60 * 60 + 5) * 1000;
    feed.subscribeBars(info, "1", ticks.onTick, "poll-1", () => {});
    expect(await tick).toEqual({
      time: (T0 + 3600) * 1000,
      open: 170.5,
      high: 170.5,
      low: 170.5,
      close: 170.5,
      volume: 4,
    });

    const update = ticks.next();
    s.putBar("last", "BTCUSD-Perp", "1", {
      t: T0 + 3600,
      o: "170.5",
      h: "172",
      l: "170.5",
      c: "171",
      v: "6",
    });
    expect(await update).toMatchObject({
      time: (T0 + 3600) * 1000,
      high: 172,
      close: 171,
      volume: 6,
    });
    // Polls that find nothing new tick nothing.
    const before = ticks.bars.length;
    const polled = s.historyRequests().length;
    while (s.historyRequests().length < polled + 2) await new Promise((r) => setTimeout(r, 5));
    expect(ticks.bars.length).toBe(before);

    feed.unsubscribeBars("poll-1");
    const after = s.historyRequests().length;
    await new Promise((r) => setTimeout(r, 50));
    expect(s.historyRequests().length).toBeLessThanOrEqual(after + 1);
  });

  test("when the stream fails, polling takes over and the error is reported", async () => {
    const stream = new FakeStream();
    let now = (T0 + 59 * 60 + 30) * 1000;
    const { feed, server: s, errors } = await setup({ stream, pollIntervalMs: 5, now: () => now });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await getBars(feed, info, "1", firstRequest);
    const ticks = new Ticks();
    const opened = stream.next();
    feed.subscribeBars(info, "1", ticks.onTick, "fail-1", () => {});
    const subscription = await opened;

    const tick = ticks.next();
    s.putBar("last", "BTCUSD-Perp", "1", flatBar(T0 + 3600, "180", "1"));
    now = (T0 + 3600 + 1) * 1000;
    subscription.fail(new Error("connection lost"));
    expect(await tick).toMatchObject({ time: (T0 + 3600) * 1000, close: 180 });
    expect(errors).toEqual([new Error("connection lost")]);
    feed.unsubscribeBars("fail-1");
  });

  test("subscribing again under the same listener id ends the first subscription", async () => {
    const stream = new FakeStream();
    const { feed } = await setup({ stream });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    let opened = stream.next();
    feed.subscribeBars(
      info,
      "1",
      () => {},
      "same",
      () => {},
    );
    const first = await opened;
    opened = stream.next();
    feed.subscribeBars(
      info,
      "5",
      () => {},
      "same",
      () => {},
    );
    const second = await opened;
    expect(first.unsubscribed).toBe(true);
    expect(second.unsubscribed).toBe(false);
    feed.unsubscribeBars("same");
    expect(second.unsubscribed).toBe(true);
  });

  test("a range with no bars reports noData and the closest earlier bar in seconds", async () => {
    const { feed } = await setup();
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars, meta } = await getBars(feed, info, "1", {
      from: T0 + 7200,
      to: T0 + 10800,
      countBack: 10,
      firstDataRequest: false,
    });
    expect(bars).toEqual([]);
    expect(meta).toEqual({ noData: true, nextTime: T0 + 59 * 60 });
  });

  test("the library's D, W and M resolutions are asked as 1D, 1W and 1M", async () => {
    const { feed, server: s } = await setup();
    s.setBars("last", "BTCUSD-Perp", "1D", [flatBar(T0, "100")]);
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars } = await getBars(feed, info, "D", {
      from: T0,
      to: T0 + 86_400,
      countBack: 1,
      firstDataRequest: true,
    });
    expect(bars.map((b) => b.close)).toEqual([100]);
    expect(s.historyRequests().map((r) => r.query.resolution)).toEqual(["1D"]);
  });

  test("getBars excludes the library's `to` second", async () => {
    const { feed, server: s } = await setup();
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars } = await getBars(feed, info, "1", {
      from: T0,
      to: T0 + 120,
      countBack: 0,
      firstDataRequest: false,
    });
    expect(bars.map((b) => b.time)).toEqual([T0 * 1000, (T0 + 60) * 1000]);
    expect(s.historyRequests()[0]?.query).toMatchObject({ from: String(T0), to: String(T0 + 119) });
  });

  test("errors reach the library's error callbacks as text", async () => {
    const { feed } = await setup();
    await expect(resolveSymbol(feed, "DOGEUSD-Perp")).rejects.toMatch(
      "The candle API answered symbols",
    );
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await expect(getBars(feed, info, "2h", firstRequest)).rejects.toMatch(
      "resolution must be one of",
    );
  });

  test("searchSymbols lists results in the library's shape", async () => {
    const { feed } = await setup();
    const items = await new Promise((resolve) => feed.searchSymbols("btc", "", "", resolve));
    expect(items).toEqual([
      {
        symbol: "BTCUSD-Perp",
        full_name: "Sandbox:BTCUSD-Perp",
        description: "BTCUSD perpetual",
        exchange: "Sandbox",
        ticker: "BTCUSD-Perp",
        type: "crypto",
      },
    ]);
  });

  test("getServerTime gives Unix seconds", async () => {
    const { feed } = await setup({}, { serverTimeSeconds: T0 });
    expect(await new Promise((resolve) => feed.getServerTime(resolve))).toBe(T0);
  });

  test("onReady still answers, with the spec's resolutions, when the config cannot be read", async () => {
    const { feed, errors } = await setup(
      {},
      { script: (r) => (r.route === "/config" ? { status: 500, body: "{}" } : undefined) },
    );
    const config = await ready(feed);
    expect(config.supported_resolutions).toContain("1M");
    expect(errors).toHaveLength(1);
  });
});
