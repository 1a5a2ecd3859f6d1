// The public entry of @perpkit/backtest (Node only): a recording replayed into a sandbox in
// lock-step with the bot's own clients, the session report and its page, the replay's progress;
// and sweeps of a bot's parameters over days of recordings, on a pool of worker threads and across
// machines by shards, with results in DuckDB, Parquet and a page.

export { BotFailureError, StalledClientError } from "./lockstep/errors.js";
export type { Latency, LatencyOptions } from "./lockstep/latency.js";
export type { ReplaySpeed } from "./replay/pace.js";
export type { ReplayStatus, SandboxReplay } from "./replay/replay.js";
export type { ReplayOptions } from "./replay/replay-settings.js";
export {
  type ReplayClients,
  ReplayFeeWarning,
  type ReplaySandbox,
  type ReplayTransport,
  type StartReplayOptions,
  startReplay,
} from "./replay/start.js";
export {
  type SyntheticOptions,
  type SyntheticSummary,
  writeSyntheticRecording,
} from "./replay/synthetic-recording.js";
export { reportHtml } from "./report/html.js";
export {
  type ProgressSource,
  type ProgressStream,
  progressLine,
  showProgress,
} from "./report/progress.js";
export {
  type FillCause,
  MARKOUT_HORIZONS,
  type ReportFill,
  type ReportFunding,
  type SessionReport,
} from "./report/report-types.js";
export {
  recordSession,
  type SessionOptions,
  type SessionRecorder,
  type SessionSource,
} from "./report/session.js";

export {
  rankParameterSets,
  type SetFigure,
  type WalkForwardFold,
  walkForward,
} from "./sweep/analysis.js";
export {
  type BotContext,
  type BotDefinition,
  type BotParameters,
  defineBot,
  loadBot,
  type ParameterValue,
  type RunningBot,
} from "./sweep/bot.js";
export { SweepMismatchError } from "./sweep/errors.js";
export {
  expandGrid,
  type GridValues,
  gridValues,
  MAX_GRID_RUNS,
  MAX_GRID_VALUES,
  type SweepGrid,
} from "./sweep/grid.js";
export { type MergeSweepOptions, mergeSweep } from "./sweep/merge.js";
export { writeSweepOutput } from "./sweep/output.js";
export { sweepPageHtml } from "./sweep/page.js";
export {
  type ListedDay,
  type PlanInput,
  type PlannedRun,
  planSweep,
  type SweepDefinition,
  type SweepPlan,
  type SweepRecordings,
  type SweepReplay,
  type WalkForwardOptions,
} from "./sweep/plan.js";
export { type PoolOptions, runTasks } from "./sweep/pool.js";
export {
  type ProgressOutput,
  type SweepCounts,
  showSweepProgress,
  sweepProgressLine,
} from "./sweep/progress.js";
export { figureColumn, lowerIsBetter, reportFigures } from "./sweep/results/figures.js";
export { RESULT_FILES } from "./sweep/results/store.js";
export {
  type Cell,
  type ColumnType,
  type ResultTable,
  resultTables,
} from "./sweep/results/tables.js";
export type { RunResult, RunTask, SweepPlanSummary, SweepResults } from "./sweep/results/types.js";
export { type RunInput, type RunOutput, runOne } from "./sweep/run-one.js";
export { checkShard, parseShard, type Shard, shardFromJobIndex, shardRuns } from "./sweep/shard.js";
export {
  prepareSweep,
  type RunSweepOptions,
  runSweep,
  type SweepOutcome,
} from "./sweep/sweep.js";
export { type SweepWindows, sweepWindows, type TimeWindow } from "./sweep/windows.js";
