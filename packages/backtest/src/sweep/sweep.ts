import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describeValue, ValidationError } from "@perpkit/core";
import { loadBot } from "./bot.js";
import { sweepPageHtml } from "./page.js";
import { planSweep, type SweepDefinition, type SweepPlan } from "./plan.js";
import { type PoolOptions, runTasks } from "./pool.js";
import { checkReadable, listDays } from "./recordings.js";
import { checkMetric } from "./results/figures.js";
import { RESULT_FILES, writeResultStore, writeWhole } from "./results/store.js";
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
  await checkReadable(used.map((d) => d.file));
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
 * Writes a sweep's results into `out`: `results.json` always; for a whole sweep (not a shard)
 * also the DuckDB database, the Parquet files and the page. Each file is written whole under a
 * name of its own and renamed into place. Answers the files written.
 *
 * @example
 * await writeSweepOutput(results, "sweep-out")
 */
export async function writeSweepOutput(results: SweepResults, out: string): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  const done = results.runs
    .filter((r) => r.report)
    .map((r) => r.report as NonNullable<RunResult["report"]>);
  checkMetric(results.plan.metric, done, "metric");
  writeWhole(join(out, RESULT_FILES.results), `${JSON.stringify(results)}\n`);
  if (results.shard !== null) return [RESULT_FILES.results];
  await writeResultStore(results, out);
  writeWhole(join(out, RESULT_FILES.page), sweepPageHtml(results));
  const tables = ["runs", "fills", "equity", "walk_forward"].map(
    (t) => `${RESULT_FILES.parquet}/${t}.parquet`,
  );
  return [RESULT_FILES.results, RESULT_FILES.database, ...tables, RESULT_FILES.page];
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
