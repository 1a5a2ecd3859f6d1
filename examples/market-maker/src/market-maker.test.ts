import { randomBytes } from "node:crypto";
import { bytesToHex } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { type Sandbox, startSandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient, readAccountSnapshot, type StreamClient } from "@perpkit/stream";
import { afterEach, describe, expect, it } from "vitest";
import { createMarketMaker, type MarketMaker, type MarketMakerEvents } from "./market-maker.js";

// The bot against a sandbox with short intervals: it quotes, re-quotes when the oracle moves,
// pulls its quotes on an injected L2Book gap and on a reconnect, resumes once the book and its
// maintained account are live again, keeps its position within its limit, and leaves nothing.

let sandbox: Sandbox | undefined;
let stream: StreamClient | undefined;
let bot: MarketMaker | undefined;
afterEach(async () => {
  await bot?.close();
  await stream?.close();
  await sandbox?.close();
});

type Seen = {
  [E in keyof MarketMakerEvents]: { event: E; value: MarketMakerEvents[E] };
}[keyof MarketMakerEvents];

const newSigner = () => privateKeySigner(bytesToHex(new Uint8Array(randomBytes(32))));

async function setup(options: { runForMs?: number; maxPosition?: string } = {}) {
  sandbox = await startSandbox({
    oracle: false,
    stream: { l2BookIntervalMs: 20, tickerIntervalMs: 20 },
  });
  sandbox.oracle.set("BTCUSD", "60000");
  const signer = newSigner();
  const { subaccount } = await sandbox.fund(signer.address, "100000");
  const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer });
  stream = createStreamClient({ url: sandbox.wsUrl, reconnect: { initialDelayMs: 10 } });
  bot = createMarketMaker({
    rest,
    stream,
    symbol: "BTCUSD",
    size: "0.01",
    spreadTicks: 5,
    levels: 2,
    levelStepTicks: 5,
    requoteTicks: 3,
    oracleIntervalMs: 20,
    settleMs: 50,
    runForMs: options.runForMs ?? 20_000,
    ...(options.maxPosition ? { maxPosition: options.maxPosition } : {}),
  });
  const seen: Seen[] = [];
  const wakers = new Set<() => void>();
  const events = [
    "quoted",
    "cancelled",
    "filled",
    "paused",
    "resumed",
    "error",
    "stopped",
  ] as const;
  for (const event of events) {
    bot.on(event, (value: MarketMakerEvents[typeof event]) => {
      seen.push({ event, value } as Seen);
      for (const wake of [...wakers]) wake();
    });
  }
  /** Resolves with the first event after index `from` that satisfies `match`. */
  const next = (from: number, match: (s: Seen) => boolean) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const at = seen.findIndex((s, i) => i >= from && match(s));
        if (at < 0) return false;
        wakers.delete(check);
        clearTimeout(timer);
        resolve(at);
        return true;
      };
      const timer = setTimeout(() => {
        wakers.delete(check);
        reject(new Error(`no matching event after ${from}: ${JSON.stringify(seen)}`));
      }, 8_000);
      if (!check()) wakers.add(check);
    });
  const exchange = sandbox;
  const openOrders = () => exchange.exchange.openOrdersOf(subaccount.id);
  return { sandbox: exchange, bot, rest, seen, next, openOrders, subaccountId: subaccount.id };
}

describe("the market maker", () => {
  it("quotes, re-quotes, pauses on a gap and a reconnect, resumes, and stops with nothing left", async () => {
    const { sandbox, bot, rest, seen, next, openOrders } = await setup();
    const running = bot.run();

    let at = await next(0, (s) => s.event === "quoted");
    expect(seen[at]?.value).toEqual({
      around: "60000",
      bids: ["59995", "59990"],
      asks: ["60005", "60010"],
    });
    expect(openOrders()).toHaveLength(4);

    // The oracle moves by more than requoteTicks: the old quotes go, new ones rest around it.
    sandbox.oracle.set("BTCUSD", "60100");
    at = await next(at + 1, (s) => s.event === "quoted");
    expect(seen[at]?.value).toMatchObject({ around: "60100", bids: ["60095", "60090"] });
    expect(seen.slice(0, at)).toContainEqual({
      event: "cancelled",
      value: { reason: "requote", count: 4 },
    });
    expect(bot.stats.requotes).toBe(1);

    // A missed L2Book message: the quotes are pulled until the book has resynchronised.
    sandbox.faults.stream.skipL2BookMessage("BTCUSD");
    let paused = await next(at + 1, (s) => s.event === "paused");
    expect(seen[paused]?.value).toEqual({ reason: "book gap" });
    let resumed = await next(paused, (s) => s.event === "resumed");
    at = await next(resumed, (s) => s.event === "quoted");
    expect(seen.slice(paused, at)).toContainEqual({
      event: "cancelled",
      value: { reason: "pause", count: 4 },
    });

    // A dropped connection: the account (and the book) resync; quoting waits for both.
    sandbox.faults.stream.dropConnections();
    paused = await next(at + 1, (s) => s.event === "paused");
    expect(seen[paused]?.value).toMatchObject({ reason: expect.stringMatching(/reconnect$/) });
    resumed = await next(paused, (s) => s.event === "resumed");
    at = await next(resumed, (s) => s.event === "quoted");
    expect(openOrders()).toHaveLength(4);

    const stats = await bot.stop();
    expect(await running).toEqual(stats);
    expect(stats).toMatchObject({ requotes: 1, pauses: 2, resumes: 2, rejected: 0 });
    expect(openOrders()).toEqual([]);
    expect(seen.filter((s) => s.event === "error")).toEqual([]);
    expect(seen.at(-1)?.event).toBe("stopped");
    // What the bot's maintained account says is what REST says.
    const account = bot.account;
    if (!account) throw new Error("no account");
    const now = await readAccountSnapshot(rest, account.subaccountId, {
      since: account.since ?? 0,
    });
    expect(account.orders()).toEqual([]);
    expect(now.orders).toEqual([]);
    expect(account.balances()).toEqual(now.balances);
  });

  it("counts its fills from the account, and quotes only the reducing side at its position limit", async () => {
    const { sandbox, bot, next, seen } = await setup({ maxPosition: "0.01" });
    void bot.run();
    const quoted = await next(0, (s) => s.event === "quoted");
    // Someone sells into the best bid: the bot is long 0.01, its limit.
    const taker = newSigner();
    await sandbox.fund(taker.address, "100000");
    const other = createRestClient({ baseUrl: sandbox.baseUrl, signer: taker, budget: false });
    await other.placeOrder({
      symbol: "BTCUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "0.01",
      price: "59995",
      timeInForce: "IOC",
    });
    const filled = await next(quoted, (s) => s.event === "filled");
    expect(seen[filled]?.value).toMatchObject({ fill: { side: "buy", quantity: "0.01" } });
    // The next quotes (the oracle moves) are asks only.
    sandbox.oracle.set("BTCUSD", "60200");
    const after = await next(filled, (s) => s.event === "quoted");
    expect(seen[after]?.value).toMatchObject({ bids: [], asks: ["60205", "60210"] });
    expect(bot.stats.fills).toBe(1);
    await bot.stop();
  });

  it("stops by itself after runForMs, cancelling its quotes", async () => {
    const { bot, openOrders } = await setup({ runForMs: 300 });
    const stats = await bot.run();
    expect(stats.quotes).toBeGreaterThan(0);
    expect(openOrders()).toEqual([]);
  });
});
