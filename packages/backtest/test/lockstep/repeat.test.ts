import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { privateKeySigner } from "@perpkit/signing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startReplay } from "../../src/replay/start.js";
import { writeSyntheticRecording } from "../../src/replay/synthetic-recording.js";
import { recordSession } from "../../src/report/session.js";
import { BOT_KEY, startQuotingBot } from "./quoting-bot.js";

// The same hostile run, three times: dropped connections, skipped diffs, refused and delayed orders at
// fixed replay times, latencies drawn from lists. Every random draw the bot's clients make (their
// reconnect jitter) comes from the sandbox's seed, so the runs give the same report, byte for byte.

const folder = mkdtempSync(join(tmpdir(), "perpkit-repeat-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let file: string;
let start: number;
let end: number;
beforeAll(async () => {
  file = join(folder, "repeat.ndjson");
  ({ start, end } = await writeSyntheticRecording(file, {
    seconds: 8,
    symbols: ["BTCUSD"],
    diffsPerSecond: 10,
    tradesPerSecond: 3,
    seed: 9,
  }));
});

async function hostileRun(seed: number) {
  const sandbox = await startReplay({
    seed,
    onError: () => undefined,
    replay: {
      file,
      speed: "max",
      paused: true,
      latency: { feed: [1, 3, 9], order: [2, 6, 20], cancel: [4, 11] },
    },
  });
  try {
    const { subaccount } = await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const recorder = recordSession(sandbox, { subaccountId: subaccount.id });
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock, 300, BOT_KEY, {
      reconnect: { initialDelayMs: 200, maxDelayMs: 2_000, jitter: 0.9 },
    });
    const reconnects: number[] = [];
    bot.stream.on("reconnecting", ({ delayMs }) => reconnects.push(delayMs));
    const { clock, faults } = sandbox;
    const at = (time: number, fault: () => void) => clock.setTimeout(fault, time - clock.now());
    for (const second of [1, 3, 5]) {
      at(start + second * 1_000 + 123, () => faults.stream.dropConnections());
    }
    at(start + 2_000, () => faults.stream.skipL2BookMessage("BTCUSD", 2));
    at(start + 4_000, () => faults.http.fail(503, { path: "/v1/order", count: 3 }));
    at(start + 6_000, () => faults.http.delay(700, { path: "/v1/order", count: 4 }));
    sandbox.replay?.resume();
    const status = await sandbox.replay?.finished;
    const report = JSON.stringify(recorder.finish());
    await bot.stop().catch(() => undefined);
    return { report, reconnects: JSON.stringify(reconnects), status };
  } finally {
    await sandbox.close();
  }
}

describe("the same hostile run", { timeout: 120_000 }, () => {
  test("gives the same report three times, faults and reconnect jitter included", async () => {
    const first = await hostileRun(21);
    const second = await hostileRun(21);
    const third = await hostileRun(21);
    expect(first.status).toMatchObject({ ended: true, endTime: end, stopped: undefined });
    const reconnects = JSON.parse(first.reconnects) as number[];
    expect(reconnects.length).toBeGreaterThanOrEqual(3);
    // The jitter drew different delays, the same ones each run.
    expect(new Set(reconnects).size).toBeGreaterThan(1);
    expect(second.reconnects).toBe(first.reconnects);
    expect(third.reconnects).toBe(first.reconnects);
    expect((JSON.parse(first.report) as { fills: { count: number } }).fills.count).toBeGreaterThan(
      3,
    );
    expect(second.report).toBe(first.report);
    expect(third.report).toBe(first.report);
  });
});
