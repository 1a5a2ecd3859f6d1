import { createCandlesClient } from "@perpkit/candles";
import { formatDecimal, limits, parseDecimal } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { setup, T0, wallet } from "../../test/helpers.js";
import type { OracleUpdate } from "./feed.js";

// The oracle feed: a seeded random walk (or prices of your own) that sets the mark price.

const alice = wallet(1);
const bob = wallet(2);
const MINUTE = 60_000;
const { buy, sell } = limits.order.sides;

function collect(sandbox: { oracle: { onUpdate(l: (u: OracleUpdate) => void): () => void } }) {
  const updates: OracleUpdate[] = [];
  sandbox.oracle.onUpdate((u) => updates.push(u));
  return updates;
}

describe("the oracle feed", () => {
  it("walks from its starting price once per interval of the sandbox clock", async () => {
    const { sandbox } = await setup({ oracle: { prices: { BTCUSD: "60000" }, seed: 1 } });
    expect(sandbox.oracle.price("BTCUSD")).toBe("60000");
    const updates = collect(sandbox);
    sandbox.clock.advance(10_000);
    expect(updates.map((u) => u.time - T0)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i + 1) * 1000),
    );
    const btc = sandbox.exchange.productByTicker("BTCUSD");
    for (const u of updates) {
      expect(u.symbol).toBe("BTCUSD");
      expect(u.price % (btc?.tickSize ?? 1n)).toBe(0n);
    }
    const last = updates[updates.length - 1] as OracleUpdate;
    expect(sandbox.oracle.price("BTCUSD")).toBe(formatDecimal(last.price));
    // The oracle is the mark price.
    expect(sandbox.exchange.markPrice(last.productId)).toBe(last.price);
    // Markets without a starting price and without trades have no oracle price yet.
    expect(sandbox.oracle.price("ETHUSD")).toBeUndefined();
  });

  it("repeats with a seed and differs with another", async () => {
    const walk = async (seed: number) => {
      const { sandbox } = await setup({ oracle: { prices: { ETHUSD: "3000" }, seed } });
      const updates = collect(sandbox);
      sandbox.clock.advance(30_000);
      return updates.map((u) => formatDecimal(u.price));
    };
    const a = await walk(1);
    expect(a).toHaveLength(30);
    expect(new Set(a).size).toBeGreaterThan(1);
    expect(await walk(1)).toEqual(a);
    expect(await walk(2)).not.toEqual(a);
  });

  it("starts a market without a starting price from its first trade", async () => {
    const { sandbox, deposit, place, products } = await setup({ oracle: { seed: 3 } });
    const eth = products.find((p) => p.ticker === "ETHUSD");
    if (!eth) throw new Error("no ETHUSD");
    await deposit(alice);
    await deposit(bob);
    await place(alice, { onchainId: eth.onchainId, side: sell, quantity: "1", price: "2500" });
    await place(bob, { onchainId: eth.onchainId, side: buy, quantity: "1", price: "2500" });
    expect(sandbox.oracle.price("ETHUSD")).toBeUndefined();
    sandbox.clock.advance(1_000);
    const price = parseDecimal(sandbox.oracle.price("ETHUSD") ?? "", "price");
    const move = price > 2500_000000000n ? price - 2500_000000000n : 2500_000000000n - price;
    expect(move < 25_000000000n).toBe(true); // one step of 0.02% volatility
  });

  it("takes prices of your own and liquidates on them", async () => {
    const script = new Map([
      [T0 + 1000, "60000"],
      [T0 + 2000, "57000"],
    ]);
    const { sandbox, deposit, place } = await setup({
      oracle: { feed: ({ symbol, time }) => (symbol === "BTCUSD" ? script.get(time) : undefined) },
    });
    const liquidated: string[] = [];
    sandbox.events.on("liquidation", (e) => liquidated.push(e.subaccountId));
    const updates = collect(sandbox);
    const long = await deposit(alice, "1000");
    await deposit(bob, "100000");
    await place(bob, { side: sell, quantity: "0.3", price: "60000" });
    expect((await place(alice, { side: buy, quantity: "0.3", price: "60000" })).body.result).toBe(
      "Ok",
    );
    sandbox.clock.advance(1_000);
    expect(liquidated).toEqual([]);
    sandbox.clock.advance(1_000);
    expect(updates.map((u) => formatDecimal(u.price))).toEqual(["60000", "57000"]);
    expect(liquidated).toEqual([long.id]);
    sandbox.clock.advance(5_000); // the feed has nothing more to say: no updates
    expect(updates).toHaveLength(2);
  });

  it("replays a long clock jump in at most maxCatchUpSteps steps", async () => {
    const { sandbox } = await setup({
      oracle: { prices: { SOLUSD: "150" }, seed: 1, maxCatchUpSteps: 100 },
    });
    const updates = collect(sandbox);
    sandbox.clock.advance(24 * 3600 * 1000);
    const sol = updates.filter((u) => u.symbol === "SOLUSD");
    expect(sol).toHaveLength(100);
    expect(sol[sol.length - 1]?.time).toBe(T0 + 24 * 3600 * 1000);
  });

  it("stays still with oracle: false until set", async () => {
    const { sandbox } = await setup({ oracle: false });
    const updates = collect(sandbox);
    sandbox.clock.advance(60_000);
    expect(updates).toEqual([]);
    expect(sandbox.oracle.automatic).toBe(false);
    sandbox.oracle.set("BTCUSD", "61000.5");
    expect(sandbox.oracle.price("BTCUSD")).toBe("61000.5");
    sandbox.oracle.clear("BTCUSD");
    expect(sandbox.oracle.price("BTCUSD")).toBeUndefined();
    expect(() => sandbox.oracle.set("BTCUSD", "0")).toThrow(/greater than 0/);
    expect(() => sandbox.oracle.set("NOPE", "1")).toThrow(/NOPE/);
  });
});

describe("freezing the oracle", () => {
  it("stops updates, keeps the mark price, and leaves a gap in oracle candles", async () => {
    const { sandbox } = await setup({ oracle: { prices: { BTCUSD: "60000" }, seed: 5 } });
    const candles = createCandlesClient({ url: sandbox.candlesUrl });
    sandbox.clock.advance(MINUTE); // minute 0 ends with the update at 60 s, in minute 1
    sandbox.oracle.freeze();
    expect(sandbox.oracle.isFrozen()).toBe(true);
    const frozenAt = sandbox.oracle.price("BTCUSD");
    sandbox.clock.advance(2 * MINUTE);
    expect(sandbox.oracle.price("BTCUSD")).toBe(frozenAt);
    sandbox.oracle.unfreeze();
    sandbox.clock.advance(MINUTE);
    const { bars } = await candles.history({
      symbol: "BTCUSD-Perp",
      resolution: "1",
      source: "oracle",
      from: T0,
      to: T0 + 10 * MINUTE,
    });
    // Minute 0: the start and 59 updates; minute 1: the update at 60 s; minutes 2: frozen;
    // minute 3 holds the updates after unfreezing, the last at 240 s opens minute 4.
    expect(bars.map((b) => [(b.time - T0) / MINUTE, b.volume])).toEqual([
      [0, "60"],
      [1, "1"],
      [3, "59"],
      [4, "1"],
    ]);
    expect(bars[0]?.open).toBe("60000");
    expect(bars[1]?.close).toBe(frozenAt);
  });

  it("freezes one market over POST /sandbox/oracle/freeze and shows it in GET /sandbox/oracle", async () => {
    const { sandbox, post, get } = await setup({
      oracle: { prices: { BTCUSD: "60000", ETHUSD: "3000" }, seed: 1 },
    });
    const frozen = await post<{ markets: { symbol: string; frozen: boolean }[] }>(
      "/sandbox/oracle/freeze",
      { symbol: "ETHUSD" },
    );
    expect(frozen.status).toBe(200);
    expect(frozen.body.markets.filter((m) => m.frozen).map((m) => m.symbol)).toEqual(["ETHUSD"]);
    const updates = collect(sandbox);
    sandbox.clock.advance(5_000);
    expect(new Set(updates.map((u) => u.symbol))).toEqual(new Set(["BTCUSD"]));
    await post("/sandbox/oracle/unfreeze", {});
    const state = await get<{ automatic: boolean; intervalMs: number; markets: unknown[] }>(
      "/sandbox/oracle",
    );
    expect(state.body).toMatchObject({ automatic: true, intervalMs: 1000 });
    expect(state.body.markets).toContainEqual({
      symbol: "ETHUSD",
      productId: expect.any(String),
      price: "3000",
      frozen: false,
    });
    expect((await post("/sandbox/oracle/freeze", { symbol: "NOPE" })).status).toBe(404);
    expect((await post("/sandbox/oracle/freeze", { market: "BTCUSD" })).status).toBe(400);
  });
});

describe("oracle candles", () => {
  it("match the oracle's updates; volume counts them", async () => {
    const { sandbox } = await setup({ oracle: { prices: { BTCUSD: "60000" }, seed: 9 } });
    const updates = collect(sandbox);
    sandbox.clock.advance(150_000);
    const { bars } = await createCandlesClient({ url: sandbox.candlesUrl }).history({
      symbol: "BTCUSD-Perp",
      resolution: "1",
      source: "oracle",
      from: T0,
      to: T0 + 5 * MINUTE,
    });
    const all = [{ time: T0, price: 60000_000000000n }, ...updates];
    const expected = [0, 1, 2].map((m) => {
      const inMinute = all.filter((u) => Math.floor((u.time - T0) / MINUTE) === m);
      const prices = inMinute.map((u) => u.price);
      const sorted = [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return {
        time: T0 + m * MINUTE,
        open: formatDecimal(prices[0] as bigint),
        high: formatDecimal(sorted[sorted.length - 1] as bigint),
        low: formatDecimal(sorted[0] as bigint),
        close: formatDecimal(prices[prices.length - 1] as bigint),
        volume: String(inMinute.length),
      };
    });
    expect(bars).toEqual(expected);
    expect(bars.map((b) => b.volume)).toEqual(["60", "60", "31"]);
  });

  it("record a price set over POST /sandbox/oracle-price as an update", async () => {
    const { sandbox, post } = await setup({ oracle: false });
    const answer = await post("/sandbox/oracle-price", { symbol: "SOLUSD", price: "151.25" });
    expect(answer.body).toMatchObject({ symbol: "SOLUSD", price: "151.25" });
    sandbox.clock.advance(10_000);
    await post("/sandbox/oracle-price", { symbol: "SOLUSD", price: "150.75" });
    const from = T0 / 1000;
    const response = await fetch(
      `${sandbox.candlesUrl}/v1/oracle-price/history?symbol=SOLUSD-Perp&resolution=1&from=${from}&to=${from + 60}`,
    );
    expect(await response.text()).toBe(
      `{"s":"ok","t":[${from}],"o":[151.25],"h":[151.25],"l":[150.75],"c":[150.75],"v":[2]}`,
    );
    const cleared = await post("/sandbox/oracle-price", { symbol: "SOLUSD", price: null });
    expect(cleared.body).toMatchObject({ price: null });
    expect(sandbox.oracle.price("SOLUSD")).toBeUndefined();
  });
});
