import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDecimal, ValidationError } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { setup, T0, wallet } from "../test/helpers.js";
import { collect, streamClient } from "../test/stream-helpers.js";
import type { SandboxEventOf } from "./engine/index.js";

// Funding as a client sees it over HTTP and the stream: positions, balances, the product, the
// funding history and projected rates, the Ticker; and a data directory that keeps it.

const HOUR = 3_600_000;
const alice = wallet(1);
const bob = wallet(2);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Page<T> = { data: T[]; hasNext: boolean };
type PositionRecord = { productId: string; fundingUsd: string; fundingAccruedUsd: string };

/**
 * Bob sells alice 2 BTCUSD at 60000 through the REST client, and the oracle marks BTCUSD at
 * 60500: alice long 2, bob short 2, at 1 bp an hour.
 */
async function longAndShort(options: Parameters<typeof setup>[0] = {}) {
  const ctx = await setup({
    oracle: false,
    fundingRates: { BTCUSD: "0.0001" },
    stream: { tickerIntervalMs: 15 },
    ...options,
  });
  const a = await ctx.deposit(alice, "100000");
  const b = await ctx.deposit(bob, "100000");
  const client = (w: typeof alice) =>
    createRestClient({ baseUrl: ctx.sandbox.baseUrl, signer: w.signer, serverClockMaxAgeMs: 0 });
  const rest = { alice: client(alice), bob: client(bob) };
  const order = { symbol: "BTCUSD", type: "LIMIT", quantity: "2", price: "60000" } as const;
  await rest.bob.placeOrder({ ...order, side: "sell", timeInForce: "GTD" });
  await rest.alice.placeOrder({ ...order, side: "buy", timeInForce: "IOC" });
  ctx.sandbox.oracle.set("BTCUSD", "60500");
  const balance = async (id: string) =>
    (await ctx.get<Page<{ amount: string }>>(`/v1/subaccount/balance?subaccountId=${id}`)).body
      .data[0]?.amount;
  const position = async (id: string) =>
    (await ctx.get<Page<PositionRecord>>(`/v1/position?subaccountId=${id}`)).body.data[0];
  return { ...ctx, a, b, rest, balance, position };
}

describe("funding over the API", () => {
  it("moves balances and positions' fundingAccruedUsd at the hour; fundingUsd stays 0", async () => {
    const { sandbox, a, b, balance, position } = await longAndShort();
    const charges: SandboxEventOf<"funding">[] = [];
    sandbox.events.on("funding", (e) => charges.push(e));
    const before = [await balance(a.id), await balance(b.id)];
    sandbox.clock.advance(HOUR);
    // 2 * 60500 * 0.0001 = 12.1, from alice to bob.
    expect(charges.map((e) => [e.subaccountId, e.amount, e.time])).toEqual([
      [b.id, 12_100_000_000n, T0 + HOUR],
      [a.id, -12_100_000_000n, T0 + HOUR],
    ]);
    const moved = async (id: string, from: string | undefined) =>
      parseDecimal((await balance(id)) ?? "", "after") - parseDecimal(from ?? "", "before");
    expect(await moved(a.id, before[0])).toBe(-12_100_000_000n);
    expect(await moved(b.id, before[1])).toBe(12_100_000_000n);
    expect(await position(a.id)).toMatchObject({ fundingUsd: "0", fundingAccruedUsd: "-12.1" });
    expect(await position(b.id)).toMatchObject({ fundingUsd: "0", fundingAccruedUsd: "12.1" });
  });

  it("serves the rate in the product, the funding history and the projected rates", async () => {
    const { sandbox, get, btc } = await longAndShort();
    const product = async () => (await get<Record<string, unknown>>(`/v1/product/${btc.id}`)).body;
    expect(await product()).toMatchObject({ fundingRate1h: "0", cumulativeFundingUsd: "0" });
    expect(await product()).not.toHaveProperty("fundingUpdatedAt");
    sandbox.clock.advance(2 * HOUR + 60_000);
    expect(await product()).toMatchObject({
      fundingRate1h: "0.0001",
      // 60500 * 0.0001 twice: what one long unit has paid.
      cumulativeFundingUsd: "12.1",
      fundingUpdatedAt: (T0 + 2 * HOUR) / 1000,
    });
    const history = await get<Page<{ createdAt: number; fundingRate1h: string }>>(
      `/v1/funding?productId=${btc.id}&range=DAY&order=asc`,
    );
    expect(history.body).toEqual({
      data: [
        { createdAt: T0 + HOUR, fundingRate1h: "0.0001" },
        { createdAt: T0 + 2 * HOUR, fundingRate1h: "0.0001" },
      ],
      hasNext: false,
    });
    const projected = await get<Page<Record<string, string>>>(
      `/v1/funding/projected-rate?productIds=${btc.id}`,
    );
    expect(projected.body.data).toEqual([
      { productId: btc.id, fundingRate1h: "0.0001", fundingRateProjected1h: "0.0001" },
    ]);
    // Past a day, the day's range leaves the first hours out.
    sandbox.clock.advance(23 * HOUR);
    const day = await get<Page<{ createdAt: number }>>(
      `/v1/funding?productId=${btc.id}&range=DAY&order=asc&limit=100`,
    );
    expect(day.body.data[0]?.createdAt).toBe(T0 + 2 * HOUR);
    expect(day.body.data).toHaveLength(24);
  });

  it("shows the projected rate as the Ticker's fr1h, and sends no PositionUpdate for a charge", async () => {
    const { sandbox, a, rest } = await longAndShort();
    const client = streamClient(sandbox.wsUrl);
    const tickers = collect(client.subscribe({ type: "Ticker", symbol: "BTCUSD" }));
    await rest.bob.placeOrder({
      symbol: "BTCUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "1",
      price: "61000",
      timeInForce: "GTD",
    });
    const ticker = await tickers.next((m) => m.askPx === "61000", "a ticker with an ask");
    expect(ticker.fr1h).toBe("0.0001");
    const positions = client.subscribe({ type: "PositionUpdate", subaccountId: a.id });
    const updates = collect(positions);
    await positions.ready;
    sandbox.clock.advance(HOUR);
    // The next update is the next trade's, and it carries the funding the charge applied.
    await rest.alice.placeOrder({ symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "1" });
    const next = await updates.next(() => true, "alice's next position update");
    expect(next.d).toMatchObject([{ sz: "3", fpnl: "-12.1" }]);
    expect(updates.messages).toHaveLength(1);
  });

  it("is kept by a data directory: a restart comes back with the same charges", async () => {
    const dir = mkdtempSync(join(tmpdir(), "perpkit-funding-"));
    dirs.push(dir);
    const first = await longAndShort({ dataDir: dir });
    first.sandbox.clock.advance(3 * HOUR);
    const before = [await first.balance(first.a.id), await first.position(first.a.id)];
    const history = first.sandbox.exchange.fundingHistory(first.btc.id);
    expect(history).toHaveLength(3);
    await first.sandbox.close();
    const again = await setup({ dataDir: dir, oracle: false, fundingRates: { BTCUSD: "0.0001" } });
    expect([await balanceOf(again, first.a.id), await positionOf(again, first.a.id)]).toEqual(
      before,
    );
    expect(again.sandbox.exchange.fundingHistory(first.btc.id)).toEqual(history);
  });

  it("refuses a rate function with a data directory, and a bad rate, naming fundingRates", async () => {
    const dir = mkdtempSync(join(tmpdir(), "perpkit-funding-"));
    dirs.push(dir);
    await expect(setup({ dataDir: dir, fundingRates: () => "0" })).rejects.toThrow(
      /^fundingRates must be a rate or rates by ticker with dataDir/,
    );
    const bad = await setup({ fundingRates: "1.5" }).catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(ValidationError);
    expect((bad as ValidationError).field).toBe("fundingRates");
  });
});

async function balanceOf(ctx: Awaited<ReturnType<typeof setup>>, id: string) {
  const page = await ctx.get<Page<{ amount: string }>>(`/v1/subaccount/balance?subaccountId=${id}`);
  return page.body.data[0]?.amount;
}

async function positionOf(ctx: Awaited<ReturnType<typeof setup>>, id: string) {
  return (await ctx.get<Page<PositionRecord>>(`/v1/position?subaccountId=${id}`)).body.data[0];
}
