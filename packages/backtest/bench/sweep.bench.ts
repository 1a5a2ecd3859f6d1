// How a sweep scales over cores: the test quoter (test/fixtures/quoter.ts) swept over 8 runs
// (spreadTicks 1 to 4, two days of synthetic BTCUSD recordings, half an hour each), once on one
// worker thread and once on two; the figure is runs a minute, wall time from the plan to the
// written results, with the machine's load average beside it. Both sweeps must write the same
// results. Beside it, the machine's own ceiling: the same split of a loop that only computes
// (no allocation, no memory traffic to speak of), which tells how much of what a sweep misses
// of twice is the machine's and how much the sweep's.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { recordGroup } from "@perpkit/harness/bench";
import { RESULT_FILES } from "../src/sweep/results/store.js";
import { runSweep } from "../src/sweep/sweep.js";
import { recordingFolder, removeScratch, scratch } from "../test/recordings.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const SECONDS = quick ? 5 : 1800;
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
  const ceiling = await computeCeiling(quick ? 2e7 : 6e8);
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
  recordGroup(
    "The machine's ceiling: a loop that only computes, on 1 and 2 worker threads",
    [
      { name: "1 thread", value: ceiling.one, unit: "loops/min", better: "higher" },
      { name: "2 threads", value: ceiling.two, unit: "loops/min", better: "higher" },
    ],
    {
      baseline: "1 thread",
      method: "one loop of integer arithmetic per thread; wall time of the threads together",
    },
  );
} finally {
  removeScratch();
}

/** Loops a minute of a pure computation on one thread and on two at once. */
async function computeCeiling(steps: number): Promise<{ one: number; two: number }> {
  const code = `const { parentPort, workerData } = require("node:worker_threads");
let x = 0;
for (let i = 0; i < workerData; i++) x = (x * 1103515245 + 12345) % 2147483647;
parentPort.postMessage(x);`;
  const loops = async (threads: number) => {
    const started = performance.now();
    await Promise.all(
      Array.from(
        { length: threads },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(code, { eval: true, workerData: steps });
            worker.once("message", () => {
              void worker.terminate();
              resolve();
            });
            worker.once("error", reject);
          }),
      ),
    );
    return (threads * 60_000) / (performance.now() - started);
  };
  return { one: await loops(1), two: await loops(2) };
}
