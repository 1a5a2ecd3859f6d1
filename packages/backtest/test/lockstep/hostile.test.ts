import { mkdtempSync, rmSync } from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TimeoutError } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { LockstepWiringError, startSandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient, ListenerError, StreamClosedError } from "@perpkit/stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { BotFailureError, StalledClientError } from "../../src/index.js";
import { type ReplaySandbox, startReplay } from "../../src/replay/start.js";
import { writeSyntheticRecording } from "../../src/replay/synthetic-recording.js";
import { recordSession } from "../../src/report/session.js";
import { closedAfterTest } from "../replay/recordings.js";
import { waitFor } from "../stream-helpers.js";
import { BOT_KEY, startQuotingBot } from "./quoting-bot.js";

// Clients that misbehave on a replay in lock-step: one that stops reading its socket, one whose
// request is never answered, one wired to another sandbox, one whose listener throws, one whose
// sandbox closes under it. None of them hangs the replay: each is dropped, or ends the run, by
// name, and the others play on.

let file: string;
let end: number;
const folder = mkdtempSync(join(tmpdir(), "perpkit-hostile-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
beforeAll(async () => {
  file = join(folder, "hostile.ndjson");
  ({ end } = await writeSyntheticRecording(file, {
    seconds: 6,
    symbols: ["BTCUSD"],
    diffsPerSecond: 10,
    tradesPerSecond: 3,
    seed: 5,
  }));
});

const OTHER_KEY = `0x${"7a".repeat(32)}` as const;

/** A `ws` socket that can stop reading (its TCP socket paused), as a client that hangs would. */
class StallingSocket extends WebSocket {
  static readonly made: StallingSocket[] = [];
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    StallingSocket.made.push(this);
  }
  stall(): void {
    (this as unknown as { _socket: Socket })._socket.pause();
  }
}

/** A paused replay of the recording at "max", closed after the test; its errors are kept. */
async function replaySandbox(extra: { stallRealMs?: number } = {}) {
  const reported: unknown[] = [];
  const sandbox = closedAfterTest(
    await startReplay({
      seed: 7,
      replay: { file, speed: "max", paused: true, latency: { order: 4 }, ...extra },
      onError: (error) => reported.push(error),
    }),
  );
  return { sandbox, reported, replay: sandbox.replay as ReplaySandbox["replay"] };
}

describe("a lock-step replay with a misbehaving client", { timeout: 60_000 }, () => {
  test("drops a client that stops reading, by name, and plays on for a healthy bot", async () => {
    const { sandbox, reported, replay } = await replaySandbox({ stallRealMs: 2_000 });
    const { subaccount } = await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const healthy = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock);
    const stalling = createStreamClient({
      url: sandbox.wsUrl,
      clock: sandbox.clock,
      WebSocket: StallingSocket,
    });
    let seen = 0;
    const book = stalling.subscribe({ type: "L2Book", symbol: "BTCUSD" });
    book.on("message", () => {
      if (++seen === 5) StallingSocket.made.at(-1)?.stall();
    });
    await book.ready;
    replay.resume();
    // While it waits, the replay says for what.
    const waiting = await waitFor(
      () => /frames to the client\)/.test(replay.status().waiting ?? "") && replay.status().waiting,
      "the replay to say what it waits for",
    );
    expect(waiting).toMatch(
      /connection \S+c\d+ \(\d+ messages to the gateway, \d+ frames to the client\)/,
    );
    const status = await replay.finished;
    expect(status).toMatchObject({
      ended: true,
      dropped: 1,
      stopped: undefined,
      waiting: undefined,
    });
    expect(status.lastDropped).toMatch(/^connection .* frames to the client\)$/);
    const dropped = reported.filter((e) => e instanceof StalledClientError);
    expect(dropped).toHaveLength(1);
    expect((dropped[0] as StalledClientError).message).toMatch(/made no progress for 2000 ms/);
    // It stopped where it stalled, and the replay played the rest of the recording after it.
    expect(seen).toBeLessThan(status.books);
    expect(status.endTime).toBe(end);
    // The healthy bot traded on through the whole recording.
    const fills = sandbox.exchange.fillsOf(subaccount.id);
    expect(fills.length).toBeGreaterThan(3);
    expect(Math.max(...fills.map((f) => f.createdAt))).toBeGreaterThan(end - 2_000);
    await healthy.stop();
    await stalling.close();
  });

  test("a delayed answer meets the client's own timeout on the replay's clock, at the same replay time every run", async () => {
    const failedAt: number[] = [];
    for (let run = 0; run < 2; run++) {
      const { sandbox, replay } = await replaySandbox({ stallRealMs: 60_000 });
      const signer = privateKeySigner(OTHER_KEY);
      await sandbox.fund(signer.address, "100000");
      const rest = createRestClient({
        baseUrl: sandbox.baseUrl,
        signer,
        clock: sandbox.clock,
        timeoutMs: 2_000,
      });
      await rest.resolveProduct({ symbol: "BTCUSD" });
      // The answer to every order is held back 10 minutes of the replay's time.
      sandbox.faults.http.delay(600_000, { path: "/v1/order" });
      const sentAt = sandbox.clock.now();
      const order = rest.placeOrder({
        symbol: "BTCUSD",
        side: "buy",
        type: "LIMIT",
        quantity: "0.01",
        price: "1000",
        timeInForce: "GTD",
      });
      const failed = order.then(
        () => undefined,
        (error: unknown) => {
          failedAt.push(sandbox.clock.now() - sentAt);
          return error;
        },
      );
      replay.resume();
      expect(await failed).toBeInstanceOf(TimeoutError);
      // Nothing stalled: the delay is an event of the replay, not work in flight.
      expect(await replay.finished).toMatchObject({ ended: true, dropped: 0 });
    }
    expect(failedAt).toEqual([2_000, 2_000]);
  });

  test("stops waiting for a request whose client never hands it back, by name", async () => {
    const { sandbox, reported, replay } = await replaySandbox({ stallRealMs: 500 });
    // A request sent and never settled: lost on its way, or its answer never handled.
    const lost = sandbox.clock.lockstep?.request();
    expect(lost).toBeDefined();
    replay.resume();
    const status = await replay.finished;
    expect(status).toMatchObject({ ended: true, dropped: 1 });
    expect(status.lastDropped).toMatch(/^request .*travelling/);
    expect(reported.some((e) => e instanceof StalledClientError)).toBe(true);
    lost?.done();
  });

  test("names a client wired to another sandbox, on both sides, and plays every line", async () => {
    const a = await replaySandbox();
    const bReported: unknown[] = [];
    const b = closedAfterTest(await startSandbox({ onError: (e) => bReported.push(e) }));
    const client = createStreamClient({ url: b.wsUrl, clock: a.sandbox.clock });
    const ticker = client.subscribe({ type: "L2Book", symbol: "BTCUSD" });
    await ticker.ready;
    a.replay.resume();
    const status = await a.replay.finished;
    expect(status.played).toBeGreaterThan(50);
    expect(a.reported.some((e) => e instanceof LockstepWiringError)).toBe(true);
    expect(bReported.some((e) => e instanceof LockstepWiringError)).toBe(true);
    await client.close();
  });

  test("ends the run by name when a bot's listener throws, and keeps its report up to there", async () => {
    const { sandbox, reported, replay } = await replaySandbox();
    const { subaccount } = await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const recorder = recordSession(sandbox, { subaccountId: subaccount.id });
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock);
    let seen = 0;
    bot.stream.subscribe({ type: "L2Book", symbol: "BTCUSD" }).on("message", () => {
      if (++seen === 20) throw new Error("boom");
    });
    replay.resume();
    const status = await replay.finished;
    expect(status.ended).toBe(true);
    expect(status.stopped?.error).toMatch(
      /^The bot failed at replay time \d+: The "message" listener of the L2Book BTCUSD subscription threw: boom/,
    );
    const failure = reported.find((e) => e instanceof BotFailureError) as BotFailureError;
    expect(failure.cause).toBeInstanceOf(ListenerError);
    expect(status.endTime).toBeLessThan(end);
    const report = recorder.finish();
    expect(report.to).toBe(status.endTime);
    await bot.stop();
  });

  test("ends the run by name when a bot's timer throws", async () => {
    const { sandbox, reported, replay } = await replaySandbox();
    let turns = 0;
    sandbox.clock.setInterval(() => {
      if (++turns === 3) throw new Error("bang");
    }, 500);
    replay.resume();
    const status = await replay.finished;
    expect(status.stopped?.error).toMatch(
      /^The bot failed at replay time \d+: A timer on the replay's clock threw: bang/,
    );
    expect(reported.some((e) => e instanceof BotFailureError)).toBe(true);
    expect(status.endTime).toBe(replay.startTime + 1_500);
  });

  test("a client whose sandbox closed under it settles its subscriptions and pings", async () => {
    const { sandbox } = await replaySandbox();
    const client = createStreamClient({ url: sandbox.wsUrl, clock: sandbox.clock });
    const book = client.subscribe({ type: "L2Book", symbol: "BTCUSD" });
    await book.ready;
    await sandbox.close();
    await expect(client.ping()).rejects.toBeInstanceOf(StreamClosedError);
    await waitFor(() => book.status === "failed", "the subscription to fail");
    expect(book.error).toBeInstanceOf(StreamClosedError);
    expect(() => client.subscribe({ type: "Ticker", symbol: "BTCUSD" })).toThrow(StreamClosedError);
  });
});
