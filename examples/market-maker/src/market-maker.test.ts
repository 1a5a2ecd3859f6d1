import { randomBytes } from "node:crypto";
import { bytesToHex } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { type Sandbox, startSandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient, type StreamClient } from "@perpkit/stream";
import { afterEach, describe, expect, it } from "vitest";
import { createMarketMaker, type MarketMakerEvents } from "./market-maker.js";

// The bot against a sandbox with short intervals: it quotes, re-quotes when the oracle moves,
// cancels everything on an injected L2Book gap, resumes after the resync, and leaves nothing.

let sandbox: Sandbox | undefined;
let stream: StreamClient | undefined;
afterEach(async () => {
  await stream?.close();
  await sandbox?.close();
});

type Seen = {
  [E in keyof MarketMakerEvents]: { event: E; value: MarketMakerEvents[E] };
}[keyof MarketMakerEvents];

async function setup(runForMs = 10_000) {
  sandbox = await startSandbox({
    oracle: false,
    stream: { l2BookIntervalMs: 20, tickerIntervalMs: 20 },
  });
  sandbox.oracle.set("BTCUSD", "60000");
  const signer = privateKeySigner(bytesToHex(new Uint8Array(randomBytes(32))));
  const { subaccount } = await sandbox.fund(signer.address, "100000");
  const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer });
  stream = createStreamClient({ url: sandbox.wsUrl });
  const bot = createMarketMaker({
    rest,
    stream,
    symbol: "BTCUSD",
    size: "0.01",
    spreadTicks: 5,
    levels: 2,
    levelStepTicks: 5,
    requoteTicks: 3,
    oracleIntervalMs: 20,
    runForMs,
  });
  const seen: Seen[] = [];
  const wakers = new Set<() => void>();
  for (const event of ["quoted", "cancelled", "paused", "resumed", "error", "stopped"] as const) {
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
      }, 5_000);
      if (!check()) wakers.add(check);
    });
  const openOrders = () => sandbox?.exchange.trading.openOrdersOf(subaccount.id) ?? [];
  return { sandbox, bot, seen, next, openOrders, subaccountId: subaccount.id };
}

describe("the market maker", () => {
  it("quotes, re-quotes, cancels on a gap, resumes, and stops with nothing left", async () => {
    const { sandbox, bot, seen, next, openOrders } = await setup();
    const running = bot.run();

    let at = await next(0, (s) => s.event === "quoted");
    expect(seen[at]?.value).toEqual({
      around: "60000",
      bids: ["59995", "59990"],
      asks: ["60005", "60010"],
    });
    expect(
      openOrders()
        .map((o) => o.price)
        .sort(),
    ).toEqual([59990n, 59995n, 60005n, 60010n].map((p) => p * 1_000_000_000n).sort());

    // The oracle moves by more than requoteTicks: the old quotes go, new ones rest around it.
    sandbox.oracle.set("BTCUSD", "60100");
    at = await next(at + 1, (s) => s.event === "quoted");
    expect(seen[at]?.value).toMatchObject({ around: "60100", bids: ["60095", "60090"] });
    expect(seen.slice(0, at)).toContainEqual({
      event: "cancelled",
      value: { reason: "requote", count: 4 },
    });
    expect(openOrders()).toHaveLength(4);
    expect(bot.stats.requotes).toBe(1);

    // A missed L2Book message: every quote is cancelled until the book has resynchronised.
    sandbox.faults.stream.skipL2BookMessage("BTCUSD");
    const paused = await next(at + 1, (s) => s.event === "paused");
    expect(seen[paused]?.value).toEqual({ reason: "gap" });
    const cancelled = await next(paused, (s) => s.event === "cancelled");
    expect(seen[cancelled]?.value).toEqual({ reason: "gap", count: 4 });
    const resumed = await next(paused, (s) => s.event === "resumed");
    // Exchange actions run in order: the gap's cancel lands before the quotes that follow it.
    at = await next(resumed, (s) => s.event === "quoted");
    expect(at).toBeGreaterThan(cancelled);
    expect(openOrders()).toHaveLength(4);

    const stats = await bot.stop();
    expect(await running).toEqual(stats);
    expect(stats).toMatchObject({ requotes: 1, gapCancels: 1, resumes: 1, rejected: 0 });
    expect(stats.quotes).toBe(12);
    expect(openOrders()).toEqual([]);
    expect(seen.filter((s) => s.event === "error")).toEqual([]);
    expect(seen[seen.length - 1]?.event).toBe("stopped");
  });

  it("stops by itself after runForMs, cancelling its quotes", async () => {
    const { bot, openOrders } = await setup(300);
    const stats = await bot.run();
    expect(stats.quotes).toBeGreaterThan(0);
    expect(openOrders()).toEqual([]);
  });
});
