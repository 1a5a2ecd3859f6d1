import { join } from "node:path";
import { privateKeySigner } from "@perpkit/signing";
import { beforeAll, describe, expect, test } from "vitest";
import type { ReplaySpeed } from "../../src/replay/pace.js";
import { startReplay } from "../../src/replay/start.js";
import { writeSyntheticRecording } from "../../src/replay/synthetic-recording.js";
import type { SessionReport } from "../../src/report/report-types.js";
import { recordSession } from "../../src/report/session.js";
import { scratch } from "../replay/recordings.js";
import { BOT_KEY, startQuotingBot } from "./quoting-bot.js";

// The same recording, seed and bot make the same fills, byte for byte, whatever the replay's
// speed and however it is stepped: the replay takes one event at a time, waits for the bot's
// clients (on the sandbox's clock) to handle it, and takes the bot's orders at the simulated time
// they were sent plus their drawn latency.

let file: string;
/** When the reports end: at the recording's last line. */
let reportAt: number;
beforeAll(async () => {
  file = join(scratch(), "determinism.ndjson");
  const { end } = await writeSyntheticRecording(file, {
    seconds: 12,
    symbols: ["BTCUSD"],
    diffsPerSecond: 20,
    tradesPerSecond: 4,
    seed: 3,
  });
  reportAt = end;
});

/** One backtest of the bot: its fills as the exchange recorded them, as JSON text. */
async function backtest(
  speed: ReplaySpeed,
  steps?: readonly number[],
): Promise<{ fills: string; report: string }> {
  const sandbox = await startReplay({
    seed: 11,
    replay: {
      file,
      speed,
      paused: speed !== "step",
      latency: { feed: 2, order: [3, 8, 15, 40], cancel: [5, 9] },
    },
  });
  try {
    const { subaccount } = await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const report = recordSession(sandbox, { subaccountId: subaccount.id }).finishAt(reportAt);
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock);
    const replay = sandbox.replay;
    if (!replay) throw new Error("no replay");
    if (steps) {
      for (let i = 0; !replay.status().ended; i++) {
        await replay.advance(steps[i % steps.length] as number);
      }
    } else {
      replay.resume();
    }
    const status = await replay.finished;
    expect(status).toMatchObject({ ended: true, errors: 0, endTime: reportAt });
    const done = JSON.stringify(await report);
    await bot.stop();
    const fills = JSON.stringify(sandbox.exchange.fillsOf(subaccount.id), (_key, value: unknown) =>
      typeof value === "bigint" ? value.toString() : value,
    );
    return { fills, report: done };
  } finally {
    await sandbox.close();
  }
}

describe("a backtest in lock-step", { timeout: 120_000 }, () => {
  test("makes byte-identical fills at three speeds and in steps", async () => {
    const fast = await backtest(400);
    const max = await backtest("max");
    const slow = await backtest(40);
    const stepped = await backtest("step", [1, 250, 3_000, 17, 999]);
    const fills = JSON.parse(fast.fills) as { isMaker: boolean }[];
    expect(fills.length).toBeGreaterThan(10);
    expect(fills.some((f) => f.isMaker)).toBe(true);
    expect(fills.some((f) => !f.isMaker)).toBe(true);
    expect(max.fills).toBe(fast.fills);
    expect(slow.fills).toBe(fast.fills);
    expect(stepped.fills).toBe(fast.fills);
    // The report follows: every figure, curve and markout the same.
    const report = JSON.parse(fast.report) as SessionReport;
    expect(report.fills.count).toBeGreaterThan(10);
    expect(report.fills.byCause["recorded trade"]).toBeGreaterThan(0);
    expect(max.report).toBe(fast.report);
    expect(slow.report).toBe(fast.report);
    expect(stepped.report).toBe(fast.report);
  });
});
