import { createCandlesClient } from "@perpkit/candles";
import { DECIMAL_SCALE, formatDecimal, parseDecimal } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { describe, expect, test } from "vitest";
import { setup, T0, wallet } from "../../test/helpers.js";
import { collect, streamClient, waitFor } from "../../test/stream-helpers.js";
import { defaultOraclePrices } from "../oracle/feed.js";
import type { Sandbox, StartSandboxOptions } from "../sandbox.js";
import { participantAccount } from "./participant.js";

/** A sandbox on a frozen clock with the default oracle prices, standing still, and a market. */
async function withMarket(market: StartSandboxOptions["market"] = {}, seed: number | string = 7) {
  return setup({
    seed,
    oracle: { prices: defaultOraclePrices, volatility: 0.0005, intervalMs: 1_000 },
    market,
  });
}

/** Moves the clock `ms` in steps of `step`, so each of the market's turns runs at its own time. */
function run(sandbox: Sandbox, ms: number, step = 250): void {
  for (let t = 0; t < ms; t += step) sandbox.clock.advance(step);
}

function ratio(a: bigint, b: bigint): number {
  return Number((a * 1_000_000n) / b) / 1_000_000;
}

describe("the simulated market", () => {
  test("its makers keep a book of the configured depth and spread around the oracle price on every product", async () => {
    const { sandbox } = await withMarket({ depth: 6, spread: "0.001", levelSpacing: "0.0005" });
    run(sandbox, 250);
    for (const product of sandbox.exchange.products()) {
      const book = sandbox.exchange.book(product.id);
      const oracle = sandbox.exchange.oraclePrice(product.id) as bigint;
      const bids = book?.bids.depth() ?? [];
      const asks = book?.asks.depth() ?? [];
      expect(bids).toHaveLength(6);
      expect(asks).toHaveLength(6);
      const [bestBid] = bids[0] as [bigint, bigint];
      const [bestAsk] = asks[0] as [bigint, bigint];
      expect(bestBid).toBeLessThan(oracle);
      expect(bestAsk).toBeGreaterThan(oracle);
      // 10 bp from bid to ask, give or take a tick of rounding each side.
      const spread = ratio(bestAsk - bestBid, oracle);
      expect(spread).toBeGreaterThanOrEqual(0.001);
      expect(spread).toBeLessThan(0.001 + ratio(2n * product.tickSize, oracle));
      // The deepest levels: 0.05% + 5 × 0.05% = 0.3% away.
      const [deepBid] = bids[5] as [bigint, bigint];
      expect(ratio(oracle - deepBid, oracle)).toBeCloseTo(0.003, 3);
    }
  });

  test("its participants are ordinary subaccounts, listed by the exchange and at GET /sandbox/market", async () => {
    const { sandbox, get } = await withMarket();
    const account = participantAccount("market");
    const listed = await get<{ data: { name: string; id: string }[] }>(
      `/v1/subaccount?sender=${account}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((s) => s.id).sort()).toEqual(
      (sandbox.market?.participants() ?? []).map((p) => p.subaccountId).sort(),
    );
    run(sandbox, 1_000);
    const shown = await get<{
      symbols: string[];
      participants: { role: string }[];
      stats: { turns: number };
    }>("/sandbox/market");
    expect(shown.body.symbols).toEqual(["BTCUSD", "ETHUSD", "SOLUSD"]);
    expect(shown.body.participants.map((p) => p.role)).toEqual(["maker", "taker"]);
    expect(shown.body.stats.turns).toBe(4);
    const index = await get<{ endpoints: { path: string }[] }>("/sandbox");
    expect(index.body.endpoints.map((e) => e.path)).toContain("/sandbox/market");
  });

  test("its takers trade at the configured rate: trades, last-price candles and both streams move", async () => {
    const { sandbox } = await withMarket({ takerRate: 2, symbols: ["ETHUSD"] });
    const client = streamClient(sandbox.wsUrl);
    const book = client.watchOrderBook("ETHUSD", { staleAfterMs: 0 });
    const tradeFills = client.subscribe({ type: "TradeFill", symbol: "ETHUSD" });
    const trades = collect(tradeFills);
    await book.ready;
    await tradeFills.ready;
    const updates: number[] = [];
    book.on("update", ({ time }) => updates.push(time));
    run(sandbox, 60_000);
    const eth = sandbox.exchange.productByTicker("ETHUSD");
    const made = sandbox.exchange.tradesOf(eth?.id as string).length;
    // A Poisson process at 2 a second: about 120 orders in a minute, most filled in one trade or two.
    expect(made).toBeGreaterThan(60);
    expect(made).toBeLessThan(400);
    await waitFor(() => trades.messages.length === made, "every trade on the TradeFill stream");
    await waitFor(() => updates.length > 3, "the book's diffs");
    expect(book.bestBid()).toBeDefined();
    expect(book.bestAsk()).toBeDefined();
    const candles = createCandlesClient({ url: sandbox.candlesUrl });
    const { bars } = await candles.history({
      symbol: "ETHUSD-Perp",
      resolution: "1",
      source: "last",
      from: T0,
      to: T0 + 60_000,
    });
    expect(bars.length).toBeGreaterThan(0);
    expect(sandbox.exchange.productByTicker("BTCUSD")).toBeDefined();
    const btc = sandbox.exchange.productByTicker("BTCUSD")?.id as string;
    expect(sandbox.exchange.tradesOf(btc)).toHaveLength(0);
  });

  test("a bot's quote inside the spread is filled by the takers, never by the makers, and nothing of the market cancels it", async () => {
    const { sandbox } = await withMarket({ symbols: ["BTCUSD"], takerRate: 4, spread: "0.002" });
    const bot = wallet(41);
    const { subaccount } = await sandbox.fund(bot.address, "1000000");
    const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer: bot.signer });
    run(sandbox, 250);
    const btc = sandbox.exchange.productByTicker("BTCUSD");
    if (!btc) throw new Error("no BTCUSD");
    const book = sandbox.exchange.book(btc.id);
    const bid = (book?.bids.best()?.price ?? 0n) + btc.tickSize;
    const ask = (book?.asks.best()?.price ?? 0n) - btc.tickSize;
    const quote = { symbol: "BTCUSD", type: "LIMIT", quantity: "5", timeInForce: "GTD" } as const;
    const buy = await rest.placeOrder({ ...quote, side: "buy", price: formatDecimal(bid) });
    const sell = await rest.placeOrder({ ...quote, side: "sell", price: formatDecimal(ask) });
    run(sandbox, 30_000);
    const fills = sandbox.exchange.fillsOf(subaccount.id);
    expect(fills.length).toBeGreaterThan(0);
    const taker = sandbox.market?.participants().find((p) => p.role === "taker")?.subaccountId;
    for (const fill of fills) {
      expect(fill.isMaker).toBe(true);
      const trade = sandbox.exchange.tradesOf(btc?.id as string).find((t) => t.id === fill.tradeId);
      expect(trade?.takerSubaccountId).toBe(taker);
    }
    for (const placed of [buy, sell]) {
      const order = sandbox.exchange.order(placed.id);
      expect(["NEW", "FILLED_PARTIAL", "FILLED"]).toContain(order?.status);
    }
  });

  test("a bot's order in the way of a maker's quote makes that quote refused, never filled", async () => {
    const { sandbox } = await withMarket({ symbols: ["SOLUSD"], takerRate: 0 });
    const bot = wallet(42);
    const { subaccount } = await sandbox.fund(bot.address, "100000");
    const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer: bot.signer });
    // A bid well above the oracle, where the makers will want to sell.
    await rest.placeOrder({
      symbol: "SOLUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "1",
      price: "150.50",
      timeInForce: "GTD",
    });
    run(sandbox, 2_000);
    expect(sandbox.exchange.fillsOf(subaccount.id)).toHaveLength(0);
    expect(sandbox.market?.stats().refused).toBeGreaterThan(0);
    expect(sandbox.market?.stats().lastRefusal).toMatch(/ImmediateMatchPostOnly/);
  });

  test("its participants follow the engine's rules: at most 200 open orders a market, margin never negative", async () => {
    const { sandbox } = await withMarket({ depth: 90, takerRate: 20, takerSize: "20000" });
    run(sandbox, 5_000);
    for (const participant of sandbox.market?.participants() ?? []) {
      for (const product of sandbox.exchange.products()) {
        expect(
          sandbox.exchange.openOrderCount(participant.subaccountId, product.id),
        ).toBeLessThanOrEqual(200);
      }
      expect(sandbox.exchange.margin(participant.subaccountId).available).toBeGreaterThan(0n);
    }
    const taker = sandbox.market?.participants().find((p) => p.role === "taker");
    const positions = sandbox.exchange.positionsOf(taker?.subaccountId as string);
    expect(positions.length).toBeGreaterThan(0);
  });

  test("one seed, one market: two runs make the same trades and the same book", async () => {
    const fingerprint = async () => {
      const { sandbox } = await withMarket({ takerRate: 3 }, "same");
      run(sandbox, 20_000);
      return sandbox.exchange.products().map((p) => ({
        trades: sandbox.exchange
          .tradesOf(p.id)
          .map((t) => `${t.createdAt} ${t.takerSide} ${t.price} ${t.quantity}`),
        bids: sandbox.exchange.book(p.id)?.bids.depth().map(String),
        asks: sandbox.exchange.book(p.id)?.asks.depth().map(String),
      }));
    };
    const first = await fingerprint();
    expect(first.every((p) => p.trades.length > 0)).toBe(true);
    expect(await fingerprint()).toEqual(first);
  });

  test("a market without an oracle price is left alone until it has one, and GET /sandbox/market says why", async () => {
    const { sandbox, get } = await setup({ oracle: false, market: true });
    run(sandbox, 1_000);
    const btc = sandbox.exchange.productByTicker("BTCUSD")?.id as string;
    expect(sandbox.exchange.book(btc)?.bids.size).toBe(0);
    type Shown = { stats: { turns: number; markets: Record<string, unknown>[] } };
    const idle = (await get<Shown>("/sandbox/market")).body.stats;
    // Nothing could trade: no turn counted, and each market says what it lacks.
    expect(idle.turns).toBe(0);
    expect(idle.markets).toEqual(
      ["BTCUSD", "ETHUSD", "SOLUSD"].map((symbol) => ({
        symbol,
        turns: 0,
        quoting: false,
        reason: "no price: no oracle price and no trade yet (POST /sandbox/oracle-price sets one)",
      })),
    );
    sandbox.oracle.set("BTCUSD", "60000");
    run(sandbox, 250);
    expect(sandbox.exchange.book(btc)?.bids.size).toBe(10);
    const one = (await get<Shown>("/sandbox/market")).body.stats;
    expect(one.turns).toBe(1);
    expect(one.markets[0]).toEqual({ symbol: "BTCUSD", turns: 1, quoting: true });
    expect(one.markets[1]).toMatchObject({ symbol: "ETHUSD", turns: 0, quoting: false });
    // A price no level of the product's range fits: the market says that instead.
    sandbox.oracle.set("SOLUSD", "20000");
    const sol = sandbox.market?.stats().markets[2];
    expect(sol?.reason).toBe(
      "the price 20000 leaves no level inside SOLUSD's prices 0.01 to 10000",
    );
  });

  test("refuses options it cannot follow, naming them", async () => {
    await expect(setup({ market: { depth: 91 } })).rejects.toThrow(
      /market\.depth must be a whole number from 1 to 90/,
    );
    await expect(setup({ market: { symbols: ["DOGEUSD"] } })).rejects.toThrow(
      /market\.symbols\.0 names no product: DOGEUSD/,
    );
    await expect(setup({ market: { spread: "-1" } })).rejects.toThrow(/market\.spread/);
    await expect(setup({ market: { takerRate: -1 } })).rejects.toThrow(/market\.takerRate/);
  });

  test("quotes a sensible size: about makerSize of USD a level", async () => {
    const { sandbox } = await withMarket({ makerSize: "10000", symbols: ["BTCUSD"] });
    run(sandbox, 250);
    const btc = sandbox.exchange.productByTicker("BTCUSD");
    for (const [price, quantity] of sandbox.exchange.book(btc?.id as string)?.bids.depth() ?? []) {
      const notional = (price * quantity) / DECIMAL_SCALE;
      expect(notional).toBeGreaterThanOrEqual(parseDecimal("4900", "n"));
      expect(notional).toBeLessThanOrEqual(parseDecimal("15100", "n"));
    }
  });
});
