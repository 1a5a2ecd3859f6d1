import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describeValue, ValidationError } from "@perpkit/core";
import { loadBot } from "./bot.js";
import { writeSweepOutput } from "./output.js";
import { planSweep, type SweepDefinition, type SweepPlan } from "./plan.js";
import { type PoolOptions, runTasks } from "./pool.js";
import { checkReadable, listDays } from "./recordings.js";
import type { RunResult, SweepResults } from "./results/types.js";
import { type Shard, shardRuns } from "./shard.js";

/**
 * How a sweep runs here: where its results go, which shard of it this machine runs (default
 * all), and the pool's workers, run timeout and progress.
 *
 * @example
 * const options: RunSweepOptions = { out: "sweep-out", shard: { index: 1, count: 2 }, workers: 2 }
 */
export interface RunSweepOptions extends PoolOptions {
  /** The folder the results are written to (made if missing). */
  readonly out: string;
  readonly shard?: Shard;
}

/**
 * What a sweep (or a merge) wrote: its results, and the files, under `out`.
 *
 * @example
 * const { results, files } = await runSweep(definition, { out: "sweep-out" })
 */
export interface SweepOutcome {
  readonly results: SweepResults;
  readonly files: readonly string[];
}

/**
 * Plans a sweep from its definition: loads the bot module (its name and parameters), lists the
 * recordings and opens each one the runs read, and answers the runs and the sweep's id. Every
 * mistake it can know before a run starts is a ValidationError naming it: an unknown parameter,
 * an empty grid, a recording that cannot be read, a market not recorded, a window without data.
 *
 * @example
 * const plan = await prepareSweep({ bot: "./bot.ts", grid: { spreadTicks: [1, 2] }, recordings: { folder: "data" } })
 */
export async function prepareSweep(definition: SweepDefinition): Promise<SweepPlan> {
  if (typeof definition !== "object" || definition === null) {
    throw new ValidationError("sweep", `must be an object, got ${describeValue(definition)}`);
  }
  if (typeof definition.bot !== "string" || definition.bot === "") {
    throw new ValidationError("bot", "must be the path of the bot module");
  }
  if (typeof definition.recordings?.folder !== "string") {
    throw new ValidationError(
      "recordings.folder",
      "must be the path of a folder of recordings by market and day",
    );
  }
  const bot = await loadBot(definition.bot);
  const source = createHash("sha256")
    .update(readFileSync(resolve(definition.bot)))
    .digest("hex");
  const days = await listDays(definition.recordings.folder);
  const plan = planSweep({ definition, bot: { name: bot.name, params: bot.params, source }, days });
  const used = days.filter((d) =>
    plan.runs.some(
      (r) =>
        r.symbols.includes(d.symbol) &&
        d.start + 86_400_000 > r.window.from &&
        d.start < r.window.to,
    ),
  );
  await checkReadable(used);
  return plan;
}

function resultsOf(plan: SweepPlan, shard: Shard | null, runs: readonly RunResult[]): SweepResults {
  const { runs: planned, ...summary } = plan;
  return {
    format: "perpkit-sweep-results",
    version: 1,
    sweepId: plan.sweepId,
    plan: { ...summary, runCount: planned.length },
    shard,
    runs: [...runs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}

/**
 * Runs a sweep, or one shard of it: plans it (refusing bad input before any run), runs its runs
 * over a pool of worker threads, and writes the results into `options.out` (see
 * {@link writeSweepOutput}); a failed run is told and kept in the results while the others go on.
 * The same sweep gives the same files, whatever order the runs finish in and however it is
 * split into shards (`mergeSweep` joins them).
 *
 * @example
 * const { results } = await runSweep(
 *   { bot: "./bot.ts", grid: { spreadTicks: [1, 2, 3] }, recordings: { folder: "data" } },
 *   { out: "sweep-out" },
 * )
 */
export async function runSweep(
  definition: SweepDefinition,
  options: RunSweepOptions,
): Promise<SweepOutcome> {
  const plan = await prepareSweep(definition);
  const runs = shardRuns(plan.runs, options.shard);
  const tasks = runs.map((run) => ({
    botFile: resolve(plan.bot.file),
    run,
    folder: plan.folder,
    seed: plan.seed,
    replay: plan.replay,
    sampleEveryMs: plan.sampleEveryMs,
  }));
  const finished = await runTasks(tasks, options);
  const results = resultsOf(plan, options.shard ?? null, finished);
  return { results, files: await writeSweepOutput(results, options.out) };
}
