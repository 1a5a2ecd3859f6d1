// How long a backtest of the market maker takes: an hour of a recorded market (3 markets, 50 L2Book
// diffs a second each, a trade and a ticker a second each; written by writeSyntheticRecording),
// the bot on BTCUSD with its default settings, in lock-step with the replay (speed "max"), its
// clients reaching the sandbox over real sockets, or in process (no socket; signatures trusted,
// and checked). The figures are wall time for the whole backtest, from the sandbox's start to the
// report, beside the hour it replays, and the process's CPU time, which a busy machine does not
// stretch (bot and sandbox share the process, on one core: the process is single-threaded); every
// run must report the same, byte for byte.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { type ReplayTransport, writeSyntheticRecording } from "@perpkit/backtest";
import { recordGroup } from "@perpkit/harness/bench";
import { backtest } from "../src/backtest.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const SECONDS = Number(process.env.BENCH_RECORDED_SECONDS ?? (quick ? 60 : 3_600));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 2));

interface Run {
  readonly seconds: number;
  readonly cpu: number;
  readonly report: string;
  readonly fills: number;
}

/** One backtest: wall and CPU seconds, and the report as text. */
async function run(file: string, transport: ReplayTransport): Promise<Run> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { report, sandbox } = await backtest({
    replay: { file, speed: "max" },
    symbol: "BTCUSD",
    size: "0.01",
    transport,
  });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await sandbox.close();
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { seconds, cpu: cpuSeconds, report: JSON.stringify(report), fills: report.fills.count };
}

const TRANSPORTS: readonly { transport: ReplayTransport; name: string }[] = [
  { transport: "socket", name: "over real sockets" },
  { transport: "in-process", name: "in process" },
  { transport: "in-process-verify", name: "in process, every signature checked" },
];

const folder = mkdtempSync(join(tmpdir(), "perpkit-backtest-bench-"));
try {
  const file = join(folder, "market.ndjson");
  const written = await writeSyntheticRecording(file, { seconds: SECONDS });
  const runs = new Map<ReplayTransport, Run[]>(TRANSPORTS.map((t) => [t.transport, []]));
  const load: number[] = [];
  // Rounds interleave the transports, so a machine that gets busier slows each alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const { transport } of TRANSPORTS) {
      load.push(loadavg()[0] as number);
      runs.get(transport)?.push(await run(file, transport));
    }
  }
  const all = [...runs.values()].flat();
  if (all.some((r) => r.report !== all[0]?.report)) {
    throw new Error("two backtests of one recording reported differently");
  }
  const slowest = (list: readonly Run[], key: "seconds" | "cpu") =>
    Math.max(...list.map((r) => r[key]));
  const inProcessName = "backtest in process (signatures trusted), wall time";
  const inProcessCpu = "the same, its CPU time";
  const figures = TRANSPORTS.flatMap(({ transport, name }) => {
    const list = runs.get(transport) ?? [];
    const wallName = transport === "in-process" ? inProcessName : `backtest ${name}, wall time`;
    return [
      { name: wallName, value: slowest(list, "seconds"), unit: "s", better: "lower" as const },
      {
        name: transport === "in-process" ? inProcessCpu : `the same ${name}, its CPU time`,
        value: slowest(list, "cpu"),
        unit: "s",
        better: "lower" as const,
      },
    ];
  });
  const cores = "one core (the process is single-threaded)";
  recordGroup(
    `A backtest of the example market maker over ${SECONDS / 60} minutes of 3 markets at 50 L2Book diffs a second each`,
    [{ name: "real time", value: SECONDS, unit: "s", better: "lower" }, ...figures],
    {
      baseline: "real time",
      method: `the slower of ${ROUNDS} runs of each transport over one recording (${written.lines.toLocaleString("en")} lines: ${written.diffs.toLocaleString("en")} diffs, ${written.trades} trades, ${written.tickers} tickers), rounds interleaved, each from a fresh sandbox to the report, on ${cores}; ${all[0]?.fills ?? 0} fills, the same report byte for byte on every run and transport; the machine's 1-minute load average before each run ${Math.min(...load).toFixed(2)}-${Math.max(...load).toFixed(2)}`,
      // 600 times real time: an hour in 6 s.
      goals: SECONDS === 3_600 ? [{ figure: inProcessCpu, value: 6 }] : [],
    },
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
