import {
  type CandleBar,
  CandlesError,
  createCandlesClient,
  maxWindowSeconds,
  resolutions,
} from "@perpkit/candles";
import { formatDecimal, limits, parseDecimal } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { setup, T0, wallet } from "../../test/helpers.js";

// The candle API served by the sandbox, read through @perpkit/candles.

const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);
const MINUTE = 60_000;
const { buy, sell } = limits.order.sides;

/** One match the script makes: when, at what price, how much. */
interface Tick {
  readonly at: number;
  readonly price: string;
  readonly quantity: string;
}

/** OHLCV of ticks in fixed-length bars, the obvious way, to compare the sandbox against. */
function expectedBars(ticks: readonly Tick[], barMs: number): CandleBar[] {
  const bars: CandleBar[] = [];
  for (const tick of ticks) {
    const time = Math.floor(tick.at / barMs) * barMs;
    const last = bars[bars.length - 1];
    const p = parseDecimal(tick.price, "price");
    if (!last || last.time !== time) {
      bars.push({
        time,
        open: tick.price,
        high: tick.price,
        low: tick.price,
        close: tick.price,
        volume: tick.quantity,
      });
      continue;
    }
    bars[bars.length - 1] = {
      time,
      open: last.open,
      high: p > parseDecimal(last.high, "high") ? tick.price : last.high,
      low: p < parseDecimal(last.low, "low") ? tick.price : last.low,
      close: tick.price,
      volume: formatDecimal(
        parseDecimal(last.volume, "volume") + parseDecimal(tick.quantity, "quantity"),
      ),
    };
  }
  return bars;
}

async function tradingSandbox() {
  const ctx = await setup({ oracle: false });
  const sol = ctx.products.find((p) => p.ticker === "SOLUSD");
  if (!sol) throw new Error("no SOLUSD");
  await ctx.deposit(alice);
  await ctx.deposit(bob);
  await ctx.deposit(carol);
  const order = (w: typeof alice, side: number, quantity: string, price: string) =>
    ctx.place(w, { onchainId: sol.onchainId, side, quantity, price }).then((answer) => {
      if (answer.status !== 201 || answer.body.result !== "Ok") {
        throw new Error(`order refused: ${JSON.stringify(answer.body)}`);
      }
      return answer.body;
    });
  /** A resting sell by `maker`, then a crossing buy by `taker`: one trade at the maker's price. */
  const trade = async (
    maker: typeof alice,
    taker: typeof alice,
    quantity: string,
    price: string,
  ) => {
    await order(maker, sell, quantity, price);
    await order(taker, buy, quantity, price);
  };
  const candles = createCandlesClient({ url: ctx.sandbox.candlesUrl });
  return { ...ctx, sol, order, trade, candles };
}

/** The script: trades in minutes 0, 2 and 3 (none in minute 1), and a self-trade. */
async function scriptedTrades() {
  const ctx = await tradingSandbox();
  const { sandbox, trade, order } = ctx;
  const ticks: Tick[] = [];
  const at = (ms: number) => sandbox.clock.setTime(T0 + ms);
  const record = (price: string, quantity: string) =>
    ticks.push({ at: sandbox.clock.now(), price, quantity });

  at(5_000);
  await trade(alice, bob, "0.1", "150.25");
  record("150.25", "0.1");
  at(20_000);
  await trade(alice, bob, "0.2", "151.5");
  record("151.5", "0.2");
  at(40_000);
  await trade(alice, alice, "5", "170"); // a self-trade: never a candle
  at(50_000);
  await trade(carol, bob, "0.35", "149.99");
  record("149.99", "0.35");
  at(2 * MINUTE + 5_000);
  await order(alice, sell, "0.1", "150.1");
  await order(carol, sell, "0.2", "150.2");
  await order(bob, buy, "0.3", "150.2"); // sweeps two makers: two trades
  record("150.1", "0.1");
  record("150.2", "0.2");
  at(3 * MINUTE + 10_000);
  await trade(carol, alice, "1.23", "152.03");
  record("152.03", "1.23");
  return { ...ctx, ticks };
}

describe("last-price candles", () => {
  it("match the trades that made them, minute by minute, with a gap where nothing traded", async () => {
    const { candles, ticks } = await scriptedTrades();
    const { bars } = await candles.history({
      symbol: "SOLUSD-Perp",
      resolution: "1",
      source: "last",
      from: T0,
      to: T0 + 10 * MINUTE,
    });
    expect(bars).toEqual(expectedBars(ticks, MINUTE));
    expect(bars.map((b) => (b.time - T0) / MINUTE)).toEqual([0, 2, 3]);
    expect(bars[0]).toEqual({
      time: T0,
      open: "150.25",
      high: "151.5",
      low: "149.99",
      close: "149.99",
      volume: "0.65",
    });
  });

  it("roll minutes up into longer bars", async () => {
    const { candles, ticks } = await scriptedTrades();
    for (const resolution of ["5", "60", "1D"] as const) {
      const { bars } = await candles.history({
        symbol: "SOLUSD-Perp",
        resolution,
        source: "last",
        from: T0 - 86_400_000,
        to: T0 + 86_400_000,
      });
      const barMs = { "5": 5 * MINUTE, "60": 60 * MINUTE, "1D": 1440 * MINUTE }[resolution];
      expect(bars, resolution).toEqual(expectedBars(ticks, barMs));
    }
    const [bar] = expectedBars(ticks, 5 * MINUTE);
    expect(bar).toMatchObject({ open: "150.25", high: "152.03", low: "149.99", volume: "2.18" });
  });

  it("leave self-trades out, even when they are a market's only trades", async () => {
    const { sandbox, trade, candles } = await tradingSandbox();
    const selfTrades: boolean[] = [];
    sandbox.events.on("trade", (e) => selfTrades.push(e.trade.selfTrade));
    await trade(alice, alice, "1", "140");
    expect(selfTrades).toEqual([true]);
    const history = await candles.history({
      symbol: "SOLUSD-Perp",
      resolution: "1",
      source: "last",
      from: T0 - MINUTE,
      to: T0 + MINUTE,
    });
    expect(history).toEqual({ bars: [], nextTime: undefined });
  });

  it("write exact decimals: 0.1 + 0.2 of volume is 0.3", async () => {
    const { trade, sandbox } = await tradingSandbox();
    await trade(alice, bob, "0.1", "123.45");
    await trade(alice, bob, "0.2", "123.46");
    const from = Math.floor(T0 / 1000);
    const response = await fetch(
      `${sandbox.candlesUrl}/v1/last-price/history?symbol=SOLUSD-Perp&resolution=1&from=${from}&to=${from + 60}`,
    );
    expect(await response.text()).toBe(
      `{"s":"ok","t":[${from}],"o":[123.45],"h":[123.46],"l":[123.45],"c":[123.46],"v":[0.3]}`,
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("keep the latest bars with countback", async () => {
    const { candles, ticks } = await scriptedTrades();
    const { bars } = await candles.history({
      symbol: "SOLUSD-Perp",
      resolution: "1",
      source: "last",
      from: T0,
      to: T0 + 10 * MINUTE,
      countback: 2,
    });
    expect(bars).toEqual(expectedBars(ticks, MINUTE).slice(-2));
  });

  it("answer no_data with the time of the closest earlier bar", async () => {
    const { candles } = await scriptedTrades();
    const later = await candles.history({
      symbol: "SOLUSD-Perp",
      resolution: "1",
      source: "last",
      from: T0 + 30 * MINUTE,
      to: T0 + 40 * MINUTE,
    });
    expect(later).toEqual({ bars: [], nextTime: T0 + 3 * MINUTE });
    // A bar that opened before `from` is the closest earlier bar, not part of the answer.
    const inside = await fetchJson(
      candles.url,
      `/v1/last-price/history?symbol=SOLUSD-Perp&resolution=60&from=${T0 / 1000 + 60}&to=${T0 / 1000 + 3600}`,
    );
    expect(inside).toEqual({ s: "no_data", nextTime: T0 / 1000 });
    const before = await fetchJson(
      candles.url,
      `/v1/last-price/history?symbol=SOLUSD-Perp&resolution=1&from=${T0 / 1000 - 3600}&to=${T0 / 1000 - 60}`,
    );
    expect(before).toEqual({ s: "no_data" });
  });
});

async function fetchJson(base: string, path: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("history requests the candle API refuses", () => {
  const history = (base: string, query: string) =>
    fetchJson(base, `/v1/oracle-price/history?${query}`) as Promise<{
      s: string;
      errmsg?: string;
    }>;

  it("spans longer than the resolution's window", async () => {
    const { sandbox } = await setup({ oracle: false });
    const from = T0 / 1000;
    for (const resolution of resolutions) {
      const window = maxWindowSeconds[resolution];
      const ok = await history(
        sandbox.candlesUrl,
        `symbol=BTCUSD-Perp&resolution=${resolution}&from=${from}&to=${from + window}`,
      );
      expect(ok.s, resolution).not.toBe("error");
      const tooLong = await history(
        sandbox.candlesUrl,
        `symbol=BTCUSD-Perp&resolution=${resolution}&from=${from}&to=${from + window + 1}`,
      );
      expect(tooLong.s, resolution).toBe("error");
      expect(tooLong.errmsg).toMatch(/more than/);
    }
  });

  it("unknown symbols and resolutions, missing or inverted times", async () => {
    const { sandbox } = await setup({ oracle: false });
    const base = sandbox.candlesUrl;
    const from = T0 / 1000;
    const cases: [string, RegExp][] = [
      [`symbol=DOGEUSD-Perp&resolution=1&from=${from}&to=${from}`, /unknown_symbol/],
      [`symbol=BTCUSD-Spot&resolution=1&from=${from}&to=${from}`, /unknown_symbol/],
      [`resolution=1&from=${from}&to=${from}`, /symbol is required/],
      [`symbol=BTCUSD-Perp&resolution=2&from=${from}&to=${from}`, /resolution must be/],
      [`symbol=BTCUSD-Perp&resolution=1&to=${from}`, /from is required/],
      [`symbol=BTCUSD-Perp&resolution=1&from=${from}&to=-5`, /to must be/],
      [`symbol=BTCUSD-Perp&resolution=1&from=${from}&to=${from - 1}`, /before from/],
      [`symbol=BTCUSD-Perp&resolution=1&from=${from}&to=${from}&countback=0`, /countback/],
    ];
    for (const [query, message] of cases) {
      const answer = await history(base, query);
      expect(answer, query).toEqual({ s: "error", errmsg: expect.stringMatching(message) });
    }
  });

  it("reach a client as CandlesError and ValidationError", async () => {
    const { sandbox } = await setup({ oracle: false });
    const candles = createCandlesClient({ url: sandbox.candlesUrl });
    await expect(candles.resolveSymbol({ symbol: "DOGEUSD-Perp" })).rejects.toBeInstanceOf(
      CandlesError,
    );
    await expect(
      candles.history({
        symbol: "DOGEUSD-Perp",
        resolution: "1",
        source: "last",
        from: T0,
        to: T0 + 60_000,
      }),
    ).rejects.toThrow(/unknown_symbol/);
  });
});

describe("the candle API's other routes", () => {
  it("serve the configuration, symbols, search and time for both sources", async () => {
    const { sandbox } = await setup({ oracle: false });
    const candles = createCandlesClient({ url: sandbox.candlesUrl });
    for (const source of ["last", "oracle"] as const) {
      const config = await candles.config({ source });
      expect(config).toMatchObject({
        supportedResolutions: resolutions,
        supportsSearch: true,
        supportsGroupRequest: false,
        supportsMarks: false,
        supportsTimescaleMarks: false,
        supportsTime: true,
        symbolTypes: [{ name: "Perp", value: "Perp" }],
      });
      const eth = await candles.resolveSymbol({ symbol: "ETHUSD-Perp", source });
      expect(eth).toMatchObject({ name: "ETHUSD-Perp", session: "24x7", type: "Perp" });
      // ETHUSD's tick is 0.1: one step of a price scale of 10.
      expect([eth.minmov, eth.pricescale]).toEqual([1, 10]);
      expect(eth.description).toMatch(source === "last" ? /last trade/ : /oracle/);
      const found = await candles.searchSymbols({ query: "eth", source });
      expect(found.map((r) => r.symbol)).toEqual(["ETHUSD-Perp"]);
      expect(await candles.searchSymbols({ query: "", limit: 2, source })).toHaveLength(2);
      expect(await candles.searchSymbols({ query: "", type: "Perp", source })).toHaveLength(3);
      expect(await candles.serverTime({ source })).toBe(T0);
    }
    const btc = await candles.resolveSymbol({ symbol: "BTCUSD-Perp" });
    expect([btc.minmov, btc.pricescale, btc.volumePrecision]).toEqual([1, 1, 4]);
  });

  it("allows browsers on other origins and charges the HTTP pool", async () => {
    const { sandbox } = await setup({
      oracle: false,
      rateLimits: { http: { points: 3, windowMs: 60_000 } },
    });
    const url = `${sandbox.candlesUrl}/v1/last-price/config`;
    const first = await fetch(url, { headers: { origin: "http://localhost:5173" } });
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("ratelimit-remaining")).toBe("2");
    await fetch(url);
    await fetch(url);
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ statusCode: 429, type: "RATE_LIMIT_IP" });
  });
});
