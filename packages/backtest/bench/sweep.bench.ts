// How a sweep scales over cores: the test quoter (test/fixtures/quoter.ts) swept over 8 runs
// (spreadTicks 1 to 4, two days of synthetic BTCUSD recordings), once on one worker thread and
// once on two; the figure is runs a minute, wall time from the plan to the written results,
// with the machine's load average beside it. Both sweeps must write the same results.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { recordGroup } from "@perpkit/harness/bench";
import { RESULT_FILES } from "../src/sweep/results/store.js";
import { runSweep } from "../src/sweep/sweep.js";
import { recordingFolder, removeScratch, scratch } from "../test/recordings.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const SECONDS = quick ? 5 : 240;
const bot = fileURLToPath(new URL("../test/fixtures/quoter.ts", import.meta.url));

try {
  const folder = await recordingFolder(["BTCUSD"], SECONDS);
  const definition = { bot, grid: { spreadTicks: { from: 1, to: 4 } }, recordings: { folder } };
  const silent = { write: () => true };
  const sweep = async (workers: number) => {
    const out = scratch();
    const load = loadavg()[0] ?? 0;
    const started = performance.now();
    const { results } = await runSweep(definition, { out, workers, progress: silent });
    const seconds = (performance.now() - started) / 1000;
    if (results.runs.some((r) => r.status !== "done")) throw new Error("a run of the bench failed");
    return {
      seconds,
      runs: results.runs.length,
      load,
      text: readFileSync(join(out, RESULT_FILES.results), "utf8"),
    };
  };
  const one = await sweep(1);
  const two = await sweep(2);
  if (one.text !== two.text) throw new Error("one worker and two wrote different results");
  const rate = (s: { seconds: number; runs: number }) => (s.runs * 60) / s.seconds;
  recordGroup(
    `A sweep of ${one.runs} runs (a quoter over ${SECONDS} s of BTCUSD each), on 1 and 2 worker threads`,
    [
      { name: "1 worker", value: rate(one), unit: "runs/min", better: "higher" },
      { name: "2 workers", value: rate(two), unit: "runs/min", better: "higher" },
    ],
    {
      baseline: "1 worker",
      method: `wall time from the plan to the written results: ${one.seconds.toFixed(1)} s on 1 worker, ${two.seconds.toFixed(1)} s on 2; load average ${one.load.toFixed(2)} and ${two.load.toFixed(2)} at their starts; the same results.json both times`,
      goals: quick ? [] : [{ figure: "2 workers", atLeast: 1.8 }],
    },
  );
} finally {
  removeScratch();
}
