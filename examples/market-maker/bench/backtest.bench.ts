// How long a backtest of the market maker takes: an hour of a recorded market (3 markets, 50 L2Book
// diffs a second each, a trade and a ticker a second each; written by writeSyntheticRecording),
// the bot on BTCUSD with its default settings, connected to the sandbox over real sockets and in
// lock-step with the replay (speed "max"). The figure is wall time for the whole backtest, from
// the sandbox's start to the report, beside the hour it replays, and the process's CPU time, which
// a busy machine does not stretch; two runs must report the same.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { writeSyntheticRecording } from "@perpkit/backtest";
import { recordGroup } from "@perpkit/harness/bench";
import { backtest } from "../src/backtest.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const SECONDS = Number(process.env.BENCH_RECORDED_SECONDS ?? (quick ? 60 : 3_600));
const ROUNDS = quick ? 1 : 2;

/** One backtest: wall and CPU seconds, and the report as text. */
async function run(
  file: string,
): Promise<{ seconds: number; cpu: number; report: string; fills: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { report, sandbox } = await backtest({
    replay: { file, speed: "max" },
    symbol: "BTCUSD",
    size: "0.01",
  });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await sandbox.close();
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { seconds, cpu: cpuSeconds, report: JSON.stringify(report), fills: report.fills.count };
}

const folder = mkdtempSync(join(tmpdir(), "perpkit-backtest-bench-"));
try {
  const file = join(folder, "market.ndjson");
  const written = await writeSyntheticRecording(file, { seconds: SECONDS });
  const runs: Awaited<ReturnType<typeof run>>[] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await run(file));
  if (runs.some((r) => r.report !== runs[0]?.report)) {
    throw new Error("two backtests of one recording reported differently");
  }
  const slowest = Math.max(...runs.map((r) => r.seconds));
  const name = "backtest of the market maker, over real sockets, in lock-step";
  recordGroup(
    `A backtest of the example market maker over ${SECONDS / 60} minutes of 3 markets at 50 L2Book diffs a second each`,
    [
      { name: "real time", value: SECONDS, unit: "s", better: "lower" },
      { name, value: slowest, unit: "s", better: "lower" },
      {
        name: "the same, its CPU time (bot and sandbox share the process)",
        value: Math.max(...runs.map((r) => r.cpu)),
        unit: "s",
        better: "lower",
      },
    ],
    {
      baseline: "real time",
      method: `the slower of ${ROUNDS} runs over one recording (${written.lines.toLocaleString("en")} lines: ${written.diffs.toLocaleString("en")} diffs, ${written.trades} trades, ${written.tickers} tickers), each from a fresh sandbox to the report; ${runs[0]?.fills ?? 0} fills, the same report each run`,
      goals: SECONDS === 3_600 ? [{ figure: name, value: 60 }] : [],
    },
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
