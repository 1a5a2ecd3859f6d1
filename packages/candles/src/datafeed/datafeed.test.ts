import { type Clock, systemClock } from "@perpkit/core";
import { createStreamClient, type StreamClient } from "@perpkit/stream";
import { afterEach, describe, expect, expectTypeOf, test } from "vitest";
import { type StreamGateway, startStreamGateway } from "../../test/stream-gateway.js";
import {
  flatBar,
  type ServedBar,
  startUdfServer,
  type UdfServer,
  type UdfServerOptions,
} from "../../test/udf-server.js";
import { createCandlesClient } from "../client.js";
import {
  type BarStreamClient,
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

/** A clock whose time is what the test says, its timers the machine's (polls run on them). */
const readingAt = (now: () => number): Clock => ({ ...systemClock, now });

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

const LAST_BAR_MS = (T0 + 59 * 60) * 1000;
const TAKER = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
const MAKER = "0b3c6a10-2f5e-4c1d-8a9b-7e6d5c4b3a21";

/** A TradeFill payload of one trade, as the gateway sends it. */
function trade(t: number, px: string, sz: string, sids = [TAKER, MAKER]) {
  return { s: "BTCUSD", t, d: [{ id: crypto.randomUUID(), px, sz, sd: 0, sids }] };
}

let gateway: StreamGateway | undefined;
let stream: StreamClient | undefined;
afterEach(async () => {
  await stream?.close();
  await gateway?.close();
  stream = undefined;
  gateway = undefined;
});

/** The real @perpkit/stream client, on a scripted gateway. */
async function streamOn(options: Parameters<typeof startStreamGateway>[0] = {}) {
  gateway = await startStreamGateway(options);
  stream = createStreamClient({ url: gateway.url, reconnect: false });
  return { gateway, stream };
}

const subscribed = (g: StreamGateway, type: string) =>
  g.request((r) => r.event === "subscribe" && r.type === type);

describe("the datafeed, driven as the charting library drives it", () => {
  test("a @perpkit/stream client is the datafeed's stream, as it is typed", () => {
    expectTypeOf<StreamClient>().toExtend<BarStreamClient>();
  });

  test("onReady, resolveSymbol, getBars, then live bars from TradeFill until unsubscribed", async () => {
    const { gateway: g, stream: s } = await streamOn();
    const { feed } = await setup({ stream: s });

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
    expect(bars).toHaveLength(60);
    expect(bars.at(-1)).toEqual({
      time: LAST_BAR_MS,
      open: 159,
      high: 160.5,
      low: 158,
      close: 159.25,
      volume: 2,
    });

    const ticks = new Ticks();
    feed.subscribeBars(info, "1", ticks.onTick, "listener-1", () => {});
    expect(await subscribed(g, "TradeFill")).toMatchObject({ symbol: "BTCUSD" });

    let tick = ticks.next();
    g.push("TradeFill", trade(LAST_BAR_MS + 10_000, "161.75", "0.5"));
    expect(await tick).toEqual({
      time: LAST_BAR_MS,
      open: 159,
      high: 161.75,
      low: 158,
      close: 161.75,
      volume: 2.5,
    });

    // A self-trade does not move the last price; the next trade opens the next minute's bar.
    tick = ticks.next();
    g.push("TradeFill", trade(LAST_BAR_MS + 20_000, "1", "9", [TAKER, TAKER]));
    g.push("TradeFill", {
      s: "BTCUSD",
      t: LAST_BAR_MS + 65_000,
      d: [
        { id: crypto.randomUUID(), px: "162", sz: "1", sd: 0, sids: [TAKER, MAKER] },
        { id: crypto.randomUUID(), px: "161.5", sz: "0.25", sd: 1, sids: [MAKER, TAKER] },
      ],
    });
    expect(await tick).toEqual({
      time: LAST_BAR_MS + 60_000,
      open: 162,
      high: 162,
      low: 161.5,
      close: 161.5,
      volume: 1.25,
    });
    expect(ticks.bars).toHaveLength(2);

    feed.unsubscribeBars("listener-1");
    await g.request((r) => r.event === "unsubscribe" && r.type === "TradeFill");
    g.push("TradeFill", trade(LAST_BAR_MS + 70_000, "999", "1"));
    await s.ping();
    expect(ticks.bars).toHaveLength(2);
  });

  test("oracle bars follow the mark price of Ticker", async () => {
    const { gateway: g, stream: s } = await streamOn();
    const { feed } = await setup({ stream: s, source: "oracle" });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await getBars(feed, info, "1", firstRequest);
    const ticks = new Ticks();
    feed.subscribeBars(info, "1", ticks.onTick, "oracle-1", () => {});
    expect(await subscribed(g, "Ticker")).toMatchObject({ symbol: "BTCUSD" });
    const tick = ticks.next();
    g.push("Ticker", { s: "BTCUSD", t: LAST_BAR_MS + 1000, bidPx: "150" });
    g.push("Ticker", { s: "BTCUSD", t: LAST_BAR_MS + 2000, markPx: "157.123456789" });
    expect(await tick).toEqual({
      time: LAST_BAR_MS,
      open: 159,
      high: 160.5,
      low: 157.123456789,
      close: 157.123456789,
      volume: 2,
    });
    expect(ticks.bars).toHaveLength(1);
    feed.unsubscribeBars("oracle-1");
  });

  test("a stream message that cannot be read is reported, and the bar keeps following the stream", async () => {
    const { gateway: g, stream: s } = await streamOn();
    const { feed, errors } = await setup({ stream: s });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await getBars(feed, info, "1", firstRequest);
    const ticks = new Ticks();
    feed.subscribeBars(info, "1", ticks.onTick, "bad-1", () => {});
    await subscribed(g, "TradeFill");
    const tick = ticks.next();
    g.push("TradeFill", { s: "BTCUSD", t: LAST_BAR_MS + 1000, d: [{ px: 161 }] });
    g.push("TradeFill", trade(LAST_BAR_MS + 2000, "163", "1"));
    expect(await tick).toMatchObject({ time: LAST_BAR_MS, close: 163 });
    expect(errors).toEqual([expect.objectContaining({ name: "DecodeError" })]);
    expect(g.requests.filter((r) => r.event === "subscribe")).toHaveLength(1);
    feed.unsubscribeBars("bad-1");
  });

  test("a refused unsubscribe reaches onError, never an unhandled rejection", async () => {
    const { gateway: g, stream: s } = await streamOn({
      refuse: (r) => (r.event === "unsubscribe" ? "UNSUBSCRIBE_FAILED" : undefined),
    });
    const reported: unknown[] = [];
    const { feed } = await setup({ stream: s, onError: (e) => reported.push(e) });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    feed.subscribeBars(
      info,
      "1",
      () => {},
      "refused-1",
      () => {},
    );
    await subscribed(g, "TradeFill");
    feed.unsubscribeBars("refused-1");
    await g.request((r) => r.event === "unsubscribe");
    while (reported.length === 0) await s.ping();
    expect(reported).toEqual([
      expect.objectContaining({ name: "StreamError", code: "UNSUBSCRIBE_FAILED" }),
    ]);
  });

  test("without a stream, the live bar comes from polling history", async () => {
    let now = (T0 + 59 * 60 + 30) * 1000;
    const { feed, server: s } = await setup({ pollIntervalMs: 5, clock: readingAt(() => now) });
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

  test("when the gateway refuses the stream, polling takes over and the error is reported", async () => {
    const { stream: s } = await streamOn({ refuse: () => "UNKNOWN_PRODUCT" });
    let now = (T0 + 59 * 60 + 30) * 1000;
    const {
      feed,
      server: u,
      errors,
    } = await setup({
      stream: s,
      pollIntervalMs: 5,
      clock: readingAt(() => now),
    });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await getBars(feed, info, "1", firstRequest);
    const ticks = new Ticks();
    const tick = ticks.next();
    u.putBar("last", "BTCUSD-Perp", "1", flatBar(T0 + 3600, "180", "1"));
    now = (T0 + 3600 + 1) * 1000;
    feed.subscribeBars(info, "1", ticks.onTick, "fail-1", () => {});
    expect(await tick).toMatchObject({ time: (T0 + 3600) * 1000, close: 180 });
    expect(errors).toEqual([
      expect.objectContaining({ name: "StreamError", code: "UNKNOWN_PRODUCT" }),
    ]);
    feed.unsubscribeBars("fail-1");
  });

  test("subscribing again under the same listener id ends the first subscription", async () => {
    const { gateway: g, stream: s } = await streamOn();
    const { feed } = await setup({ stream: s });
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    feed.subscribeBars(
      info,
      "1",
      () => {},
      "same",
      () => {},
    );
    await subscribed(g, "TradeFill");
    const ticks = new Ticks();
    feed.subscribeBars(info, "5", ticks.onTick, "same", () => {});
    // Both listeners follow the same topic: one gateway subscription serves them in turn.
    await g.request((r) => r.event === "unsubscribe");
    await g.request((r) => r.event === "subscribe" && g.requests.indexOf(r) === 2);
    const tick = ticks.next();
    g.push("TradeFill", trade(LAST_BAR_MS + 120_000, "170", "1"));
    expect(await tick).toMatchObject({ close: 170 });
    feed.unsubscribeBars("same");
    await g.request((r) => r.event === "unsubscribe" && g.requests.indexOf(r) === 3);
    expect(g.requests.map((r) => r.event)).toEqual([
      "subscribe",
      "unsubscribe",
      "subscribe",
      "unsubscribe",
    ]);
  });

  test("getBars returns every bar of the range, even far more than countBack", async () => {
    const { feed, server: u } = await setup();
    u.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 1_310));
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars } = await getBars(feed, info, "1", {
      from: T0,
      to: T0 + 1_310 * 60,
      countBack: 300,
      firstDataRequest: true,
    });
    expect(bars).toHaveLength(1_310);
    expect(bars.map((b) => b.time)).toEqual(
      Array.from({ length: 1_310 }, (_, i) => (T0 + i * 60) * 1000),
    );
  });

  test("getBars reaches back before `from` for the bars the range lacks, and no further", async () => {
    const { feed } = await setup();
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars, meta } = await getBars(feed, info, "1", {
      from: T0 + 50 * 60,
      to: T0 + 60 * 60,
      countBack: 30,
      firstDataRequest: false,
    });
    expect(meta).toEqual({ noData: false });
    expect(bars.map((b) => b.time)).toEqual(
      Array.from({ length: 30 }, (_, i) => (T0 + (30 + i) * 60) * 1000),
    );
  });

  test("getBars jumps over a gap before `from` to the closest earlier bar", async () => {
    const { feed, server: u } = await setup();
    const dayBefore = T0 - 86_400;
    u.setBars("last", "BTCUSD-Perp", "1", [
      ...minuteBars(dayBefore, 10),
      ...minuteBars(T0 + 55 * 60, 5),
    ]);
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars } = await getBars(feed, info, "1", {
      from: T0 + 55 * 60,
      to: T0 + 60 * 60,
      countBack: 12,
      firstDataRequest: false,
    });
    expect(bars.map((b) => b.time / 1000)).toEqual([
      ...Array.from({ length: 7 }, (_, i) => dayBefore + (3 + i) * 60),
      ...Array.from({ length: 5 }, (_, i) => T0 + (55 + i) * 60),
    ]);
  });

  test("getBars returns the bars there are when the history starts inside the range", async () => {
    const { feed } = await setup();
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars } = await getBars(feed, info, "1", {
      from: T0 - 3600,
      to: T0 + 5 * 60,
      countBack: 300,
      firstDataRequest: true,
    });
    expect(bars.map((b) => b.time / 1000)).toEqual(
      Array.from({ length: 5 }, (_, i) => T0 + i * 60),
    );
  });

  test("a range with no bars, and no count wanted, reports noData and the closest earlier bar in seconds", async () => {
    const { feed } = await setup();
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    const { bars, meta } = await getBars(feed, info, "1", {
      from: T0 + 7200,
      to: T0 + 10800,
      countBack: 0,
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

  test("a product's symbol and a common resolution chart the same bars as the API's own", async () => {
    const { feed, server: s } = await setup();
    const info = await resolveSymbol(feed, "BTCUSD");
    expect(info.ticker).toBe("BTCUSD-Perp");
    const period = { from: T0, to: T0 + 120, countBack: 0, firstDataRequest: false };
    const common = await getBars(feed, { ...info, ticker: "BTCUSD" }, "1m", period);
    const own = await getBars(feed, info, "1", period);
    expect(common).toEqual(own);
    expect(s.historyRequests().map((r) => r.query.symbol)).toEqual(["BTCUSD-Perp", "BTCUSD-Perp"]);
  });

  test("errors reach the library's error callbacks as text", async () => {
    const { feed } = await setup();
    await expect(resolveSymbol(feed, "DOGEUSD-Perp")).rejects.toMatch(
      "The candle API answered symbols",
    );
    const info = await resolveSymbol(feed, "BTCUSD-Perp");
    await expect(getBars(feed, info, "7m", firstRequest)).rejects.toMatch(
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
