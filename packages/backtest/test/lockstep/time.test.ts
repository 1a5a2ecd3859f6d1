import { performance } from "node:perf_hooks";
import { formatDecimal } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { privateKeySigner } from "@perpkit/signing";
import type { RecordingEntry } from "@perpkit/stream";
import { createStreamClient } from "@perpkit/stream";
import { describe, expect, test } from "vitest";
import {
  type ReplaySandbox,
  type StartReplayOptions,
  startReplay,
} from "../../src/replay/start.js";
import { recordSession } from "../../src/report/session.js";
import { wallet } from "../helpers.js";
import { closedAfterTest, diff, snapshot, trade, writeRecording } from "../replay/recordings.js";
import { waitFor } from "../stream-helpers.js";
import { BOT_KEY, startQuotingBot } from "./quoting-bot.js";

// Time on a replay in lock-step, at its edges: a burst of lines at one millisecond, a day without
// a line, the moment the recording ends and what comes after it, and the time a report ends at.

const T = Date.UTC(2026, 4, 3, 12);
const HOUR = 3_600_000;

async function replay(
  entries: readonly RecordingEntry[],
  replayOptions: Record<string, unknown>,
  options: Omit<StartReplayOptions, "replay"> = {},
): Promise<{ sandbox: ReplaySandbox; replay: ReplaySandbox["replay"] }> {
  const file = writeRecording(["BTCUSD"], entries);
  const sandbox = closedAfterTest(
    await startReplay({
      seed: 2,
      rateLimits: false,
      onError: () => undefined,
      ...options,
      replay: { file, ...replayOptions },
    }),
  );
  return { sandbox, replay: sandbox.replay as ReplaySandbox["replay"] };
}

describe("time on a lock-step replay", { timeout: 60_000 }, () => {
  test("a burst of 6,000 diffs at one millisecond reaches the bot at the recorded time, and what follows at its own", async () => {
    const burst: RecordingEntry[] = [snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]])];
    for (let i = 0; i < 6_000; i++) {
      burst.push(diff("BTCUSD", T + 1, i === 0 ? T : T + 1, [["59990", `${1 + (i % 7)}`]], []));
    }
    burst.push(diff("BTCUSD", T + 1_000, T + 1, [["59995", "1"]], []));
    const { sandbox, replay: played } = await replay(burst, { speed: "max", paused: true });
    const client = createStreamClient({ url: sandbox.wsUrl, clock: sandbox.clock });
    const times: number[] = [];
    const book = client.watchOrderBook("BTCUSD");
    book.on("update", ({ time }) => {
      if (time !== undefined) times.push(time);
    });
    let gaps = 0;
    book.on("gap", () => gaps++);
    await book.ready;
    played.resume();
    await played.finished;
    expect(gaps).toBe(0);
    expect(times.filter((t) => t === T + 1)).toHaveLength(6_000);
    expect(times.at(-1)).toBe(T + 1_000);
    expect(Math.max(...times)).toBe(T + 1_000);
    await client.close();
  });

  test("across a day without a line, a lock-step connection meets the 4-hour lifetime close on the replay's clock", async () => {
    const entries = [
      snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
      diff("BTCUSD", T + 24 * HOUR, T, [["59995", "1"]], []),
    ];
    const closes = async (options: NonNullable<StartReplayOptions["stream"]>) => {
      const { sandbox, replay: played } = await replay(
        entries,
        { speed: "max", paused: true },
        { stream: options },
      );
      const client = createStreamClient({ url: sandbox.wsUrl, clock: sandbox.clock });
      const lifetimeCloses: number[] = [];
      client.on("disconnected", ({ code, reason }) => {
        if (code === 1000 && reason === "connection lifetime reached") {
          lifetimeCloses.push(sandbox.clock.now());
        }
      });
      await client.connect();
      const opened = sandbox.clock.now();
      played.resume();
      await played.finished;
      await client.close();
      return { lifetimeCloses, opened };
    };
    const { lifetimeCloses, opened } = await closes({});
    // Each close reconnects at once (a lasting connection closed with 1000), so they come every 4 hours.
    expect(lifetimeCloses.length).toBe(Math.floor((T + 24 * HOUR - opened) / (4 * HOUR)));
    expect(lifetimeCloses.map((t) => t - opened)).toEqual(
      lifetimeCloses.map((_, i) => (i + 1) * 4 * HOUR),
    );
    expect((await closes({ connectionLifetimeMs: 0 })).lifetimeCloses).toEqual([]);
  });

  test("after a replay at max ends, its clock moves no faster than real time and the report ends at the end", async () => {
    const entries = [
      snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
      diff("BTCUSD", T + 10_000, T, [["59995", "1"]], []),
    ];
    const { sandbox, replay: played } = await replay(entries, { speed: "max", paused: true });
    const { subaccount } = await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const recorder = recordSession(sandbox, { subaccountId: subaccount.id });
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock, 1_000);
    played.resume();
    const status = await played.finished;
    const endedAt = performance.now();
    expect(status.endTime).toBe(T + 10_000);
    await waitFor(() => sandbox.clock.now() >= T + 11_000, "the clock to move on after the end");
    // The timers after the end fire at real speed at the most (slack for the turns before `finished`).
    expect(sandbox.clock.now() - (T + 10_000)).toBeLessThanOrEqual(
      performance.now() - endedAt + 1_000,
    );
    const report = recorder.finish();
    expect(report.to).toBe(T + 10_000);
    expect(report.equity.curve.length).toBeLessThanOrEqual(12);
    await bot.stop();
  });

  test("a bot stops after a stepped replay ends, its last requests served", async () => {
    const entries = [
      snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
      diff("BTCUSD", T + 2_000, T, [["59995", "1"]], []),
    ];
    const { sandbox, replay: played } = await replay(entries, { speed: "step" });
    await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    await played.advance(10);
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock);
    while (!played.status().ended) await played.advance(300);
    await bot.stop();
    expect(bot.stream.status).toBe("closed");
  });

  test("finishAt(t) takes in what happens at t; a fill's mid is the book's just before the event that filled it", async () => {
    const entries = [
      snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
      trade("BTCUSD", T + 500, "60000", "0.1", 1),
      // Asks go first, then a bid through the bot's ask: for a moment the book has no ask.
      diff("BTCUSD", T + 900, T, [["60005", "1"]], [["60010", "0"]]),
    ];
    const { sandbox, replay: played } = await replay(entries, { speed: "step" });
    const w = wallet(61);
    const { subaccount } = await sandbox.fund(w.address, "1000000");
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: w.signer,
      clock: sandbox.clock,
    });
    await played.advanceTo(T);
    const recorder = recordSession(sandbox, { subaccountId: subaccount.id });
    const order = { symbol: "BTCUSD", type: "LIMIT", quantity: "0.1", timeInForce: "GTD" } as const;
    await rest.placeOrder({ ...order, side: "buy", price: "60000" });
    await rest.placeOrder({ ...order, side: "sell", price: "60003" });
    const atTrade = recorder.finishAt(T + 500);
    const whole = recordSession(sandbox, { subaccountId: subaccount.id }).finishAt(T + 900);
    // The mid of the book as it stands just before each event, read by hand.
    const btc = sandbox.exchange.productByTicker("BTCUSD")?.id as string;
    const midNow = () => {
      const b = sandbox.exchange.book(btc);
      const bid = b?.side(0).levelAt(0)?.price as bigint;
      const ask = b?.side(1).levelAt(0)?.price as bigint;
      return formatDecimal((bid + ask) / 2n);
    };
    await played.advanceTo(T + 499);
    const beforeTrade = midNow();
    await played.advanceTo(T + 899);
    const beforeDiff = midNow();
    await played.advanceTo(T + 1_000);
    const report = await atTrade;
    expect(report.fills.count).toBe(1);
    expect(report.fills.list[0]).toMatchObject({ time: T + 500, cause: "recorded trade" });
    const both = await whole;
    // The bot's bid at 60000 and its ask at 60003 before the trade.
    expect(beforeTrade).toBe("60001.5");
    expect(both.fills.list.map((f) => [f.time, f.cause, f.mid])).toEqual([
      [T + 500, "recorded trade", beforeTrade],
      // The diff takes the recorded ask away before its bid crosses the bot's ask: the mid is
      // still the book's before it, never the oracle's or a one-sided book's.
      [T + 900, "recorded book", beforeDiff],
    ]);
    // The report holds the recording's market alone, and the bot's quotes on it.
    expect(Object.keys(both.prices)).toEqual(["BTCUSD"]);
    expect(Object.keys(both.positions)).toEqual(["BTCUSD"]);
    expect(both.models.fees.map((f) => f.symbol)).toEqual(["BTCUSD"]);
    expect(both.prices.BTCUSD?.[0]).toEqual([T, "60001.5", "60000", "60003"]);
  });
});
