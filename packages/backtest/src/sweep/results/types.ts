import type { SessionReport } from "../../report/report-types.js";
import type { PlannedRun, SweepPlan, SweepReplay } from "../plan.js";
import type { Shard } from "../shard.js";

/**
 * What a worker of the pool is handed for one run: the bot module's path, the run, and the
 * settings every run of the sweep shares.
 *
 * @example
 * const task: RunTask = { botFile: "bot.ts", run: plan.runs[0], folder: "data", seed: 1, replay: {}, sampleEveryMs: 1000 }
 */
export interface RunTask {
  readonly botFile: string;
  readonly run: PlannedRun;
  readonly folder: string;
  readonly seed: number | string;
  readonly replay: SweepReplay;
  readonly sampleEveryMs: number;
}

/**
 * One run's result: the run, and its report (`done`) or its error (`failed`).
 *
 * @example
 * const failed = results.runs.filter((r: RunResult) => r.status === "failed")
 */
export interface RunResult extends PlannedRun {
  readonly status: "done" | "failed";
  readonly report: SessionReport | null;
  /** What the replay refused of the recording (lines it could not play, gaps), in order. */
  readonly warnings: readonly string[];
  readonly error: { readonly name: string; readonly message: string } | null;
}

/**
 * The plan of a sweep as its results keep it: everything but the runs, which the results list.
 *
 * @example
 * const { sweepId, parameters, windows }: SweepPlanSummary = results.plan
 */
export type SweepPlanSummary = Omit<SweepPlan, "runs"> & {
  /** How many runs the whole sweep has, over every shard. */
  readonly runCount: number;
};

/**
 * A sweep's results, or one shard's: the plan, the shard (null for the whole sweep) and each
 * run's result, sorted by run id, so the same runs give the same file whatever order they
 * finished in and however the sweep was split.
 *
 * @example
 * const results: SweepResults = JSON.parse(readFileSync("out/results.json", "utf8"))
 */
export interface SweepResults {
  readonly format: "perpkit-sweep-results";
  readonly version: 1;
  readonly sweepId: string;
  readonly plan: SweepPlanSummary;
  readonly shard: Shard | null;
  readonly runs: readonly RunResult[];
}
