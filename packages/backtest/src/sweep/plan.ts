import { describeValue, ValidationError } from "@perpkit/core";
import type { FeeOptions } from "@perpkit/sandbox";
import type { BotParameters } from "./bot.js";
import { hashOf } from "./canonical.js";
import { expandGrid, type SweepGrid } from "./grid.js";
import { type SweepWindows, sweepWindows, type TimeWindow } from "./windows.js";

/** A day's length, in ms. */
const DAY_MS = 86_400_000;

/**
 * Which recordings a sweep plays: a folder laid out by market and day
 * (`<folder>/<SYMBOL>/<YYYY-MM-DD>.ndjson[.gz]`, as `@perpkit/stream/recording` lists it), the
 * markets of it (default all), and whether each market is a run of its own (default: a run plays
 * every market at once, and the bot trades them all).
 *
 * @example
 * const recordings: SweepRecordings = { folder: "data", symbols: ["BTCUSD", "ETHUSD"], eachMarket: true }
 */
export interface SweepRecordings {
  readonly folder: string;
  readonly symbols?: readonly string[];
  readonly eachMarket?: boolean;
}

/**
 * How every run of a sweep replays: the same for all, so runs differ by parameters, markets and
 * window alone.
 *
 * @example
 * const replay: SweepReplay = { latency: { order: [5, 12, 30], cancel: 8, feed: 3 }, fees: { maker: "0.0001" } }
 */
export interface SweepReplay {
  /** Latencies in ms, fixed or drawn (seeded) from a list, of the market feed, orders and cancels. */
  readonly latency?: {
    readonly feed?: number | readonly number[];
    readonly order?: number | readonly number[];
    readonly cancel?: number | readonly number[];
  };
  /** Fees of every market. Default the recording's. */
  readonly fees?: FeeOptions;
  /** USD the bot's subaccount starts with. Default 1,000,000. */
  readonly funding?: string;
}

/**
 * Walk-forward: parameters chosen on `train` windows in a row, and their result on the `test`
 * windows after; then on, `test` windows later, until the windows run out.
 *
 * @example
 * const walkForward: WalkForwardOptions = { train: 2, test: 1 }
 */
export interface WalkForwardOptions {
  readonly train: number;
  readonly test: number;
}

/**
 * A sweep: the bot module, the grid of its parameters, the recordings and windows, the seed
 * every run's sandbox starts from, the replay's settings, and what the page and walk-forward
 * compare runs by.
 *
 * @example
 * const sweep: SweepDefinition = { bot: "./bot.ts", grid: { spreadTicks: [1, 2, 3] }, recordings: { folder: "data" } }
 */
export interface SweepDefinition {
  /** The bot module: a file whose default export is a `defineBot` definition. */
  readonly bot: string;
  readonly grid: SweepGrid;
  readonly recordings: SweepRecordings;
  /** Default `"day"`: a window per day of the recordings. */
  readonly windows?: SweepWindows;
  /** Seed of every run's sandbox (ids, latency draws). Default 1. */
  readonly seed?: number | string;
  readonly replay?: SweepReplay;
  /** Sandbox-clock ms between samples of a run's equity. Default 1,000. */
  readonly sampleEveryMs?: number;
  readonly walkForward?: WalkForwardOptions;
  /** The figure runs are ranked and chosen by (a report figure's path). Default `pnl.net`. */
  readonly metric?: string;
  /** The two parameters of the page's heatmap. Default the grid's first two. */
  readonly heatmap?: readonly [string, string];
}

/**
 * One run of a sweep: its id (a hash of what it runs), its parameters (the bot's defaults under
 * the grid's values), its markets and its window.
 *
 * @example
 * const run: PlannedRun = plan.runs[0]
 */
export interface PlannedRun {
  readonly id: string;
  readonly params: BotParameters;
  readonly symbols: readonly string[];
  readonly window: TimeWindow;
}

/**
 * A recording file a sweep reads, as listed: its market, its day's first ms, its path and size.
 *
 * @example
 * const day: ListedDay = { symbol: "BTCUSD", start: 1767225600000, file: "data/BTCUSD/2026-01-01.ndjson", bytes: 5120 }
 */
export interface ListedDay {
  readonly symbol: string;
  readonly start: number;
  readonly file: string;
  readonly bytes: number;
}

/**
 * What a plan is made from: the definition, the bot's name and defaults, a hash of its module's
 * source, and the folder's files.
 *
 * @example
 * const plan = planSweep({ definition, bot: { name: "quoter", params: { spreadTicks: 1 }, source: "ab12" }, days })
 */
export interface PlanInput {
  readonly definition: SweepDefinition;
  readonly bot: { readonly name: string; readonly params: BotParameters; readonly source: string };
  readonly days: readonly ListedDay[];
}

/**
 * What a sweep runs, known before anything runs: its id, the bot, the parameters it varies, the
 * windows in time order, the settings of every run, and the runs sorted by id.
 *
 * @example
 * const { sweepId, runs } = planSweep(input)
 */
export interface SweepPlan {
  /** A hash of the bot, grid, recordings, windows, seed and replay settings. */
  readonly sweepId: string;
  readonly bot: { readonly name: string; readonly file: string; readonly params: BotParameters };
  /** The parameters the grid varies, in its order. */
  readonly parameters: readonly string[];
  readonly folder: string;
  readonly windows: readonly TimeWindow[];
  readonly seed: number | string;
  readonly replay: SweepReplay;
  readonly sampleEveryMs: number;
  readonly walkForward: WalkForwardOptions | null;
  readonly metric: string;
  readonly heatmap: readonly [string, string] | null;
  readonly runs: readonly PlannedRun[];
}

function positive(value: unknown, field: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    throw new ValidationError(
      field,
      `must be a whole number of at least 1, got ${describeValue(value)}`,
    );
  }
  return value as number;
}

/** The market groups a run plays: every market at once, or each alone. */
function groupsOf(definition: SweepDefinition, days: readonly ListedDay[]): string[][] {
  const listed = [...new Set(days.map((d) => d.symbol))].sort();
  const chosen = definition.recordings.symbols ?? listed;
  for (const [i, symbol] of chosen.entries()) {
    if (!listed.includes(symbol)) {
      throw new ValidationError(
        `recordings.symbols.${i}`,
        `is ${describeValue(symbol)}, not a market of ${definition.recordings.folder} (${listed.join(", ") || "none"})`,
      );
    }
  }
  if (chosen.length === 0)
    throw new ValidationError("recordings.symbols", "is empty: name at least one market");
  const sorted = [...new Set(chosen)].sort();
  return definition.recordings.eachMarket === true ? sorted.map((s) => [s]) : [sorted];
}

function heatmapOf(definition: SweepDefinition, parameters: readonly string[]) {
  const pair = definition.heatmap;
  if (pair === undefined) {
    const [x, y] = parameters;
    return x !== undefined && y !== undefined ? ([x, y] as const) : null;
  }
  for (const [i, name] of pair.entries()) {
    if (!parameters.includes(name)) {
      throw new ValidationError(
        `heatmap.${i}`,
        `is ${describeValue(name)}, not a parameter the grid varies (${parameters.join(", ")})`,
      );
    }
  }
  if (pair[0] === pair[1])
    throw new ValidationError("heatmap.1", "is the same parameter as heatmap.0");
  return pair;
}

/**
 * Plans a sweep: checks the definition against the bot and the recordings (an unknown parameter,
 * an empty grid, a market not recorded, a window with no recording, bad walk-forward counts are
 * ValidationErrors naming the field) and answers its runs, sorted by id, and its id.
 *
 * @example
 * const plan = planSweep({ definition, bot: { name, params, source }, days })
 * console.log(plan.sweepId, plan.runs.length)
 */
export function planSweep(input: PlanInput): SweepPlan {
  const { definition, bot, days } = input;
  const sets = expandGrid(definition.grid, bot.params);
  const parameters = Object.keys(definition.grid);
  const groups = groupsOf(definition, days);
  const wanted = new Set(groups.flat());
  const used = days.filter((d) => wanted.has(d.symbol));
  const windows = sweepWindows(
    definition.windows,
    used.map((d) => d.start),
  );
  const inputs: { symbols: string[]; window: TimeWindow }[] = [];
  const files = new Set<ListedDay>();
  for (const [w, window] of windows.entries()) {
    const touching = used.filter((d) => d.start + DAY_MS > window.from && d.start < window.to);
    if (touching.length === 0) {
      throw new ValidationError(
        `windows.${w}`,
        `(${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()}) holds no recording of ${[...wanted].join(", ")}`,
      );
    }
    for (const group of groups) {
      const symbols = group.filter((s) => touching.some((d) => d.symbol === s));
      if (symbols.length === 0) continue;
      for (const d of touching) if (symbols.includes(d.symbol)) files.add(d);
      inputs.push({ symbols, window });
    }
  }
  const walkForward = definition.walkForward
    ? {
        train: positive(definition.walkForward.train, "walkForward.train"),
        test: positive(definition.walkForward.test, "walkForward.test"),
      }
    : null;
  if (walkForward && walkForward.train + walkForward.test > windows.length) {
    throw new ValidationError(
      "walkForward",
      `needs ${walkForward.train + walkForward.test} windows (train ${walkForward.train}, test ${walkForward.test}); the sweep has ${windows.length}`,
    );
  }
  const seed = definition.seed ?? 1;
  const replay = definition.replay ?? {};
  const sampleEveryMs = positive(definition.sampleEveryMs ?? 1_000, "sampleEveryMs");
  const root = definition.recordings.folder;
  const recordings = [...files]
    .map((d) => ({ path: relativeTo(root, d.file), bytes: d.bytes }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const sweepId = hashOf(
    { bot, grid: definition.grid, recordings, groups, windows, seed, replay, sampleEveryMs },
    16,
  );
  const runs = sets
    .flatMap((params) =>
      inputs.map(({ symbols, window }) => ({
        id: hashOf({ params, symbols, window }, 12),
        params,
        symbols,
        window,
      })),
    )
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    sweepId,
    bot: { name: bot.name, file: definition.bot, params: bot.params },
    parameters,
    folder: root,
    windows,
    seed,
    replay,
    sampleEveryMs,
    walkForward,
    metric: metricOf(definition.metric),
    heatmap: heatmapOf(definition, parameters),
    runs,
  };
}

/** The metric, a figure's path in a report (`pnl.net`, `fills.markouts.1000.usd`). */
function metricOf(metric: unknown): string {
  if (metric === undefined) return "pnl.net";
  if (
    typeof metric !== "string" ||
    !/^[A-Za-z0-9_]+( ?[A-Za-z0-9_]+)*(\.[A-Za-z0-9_]+( ?[A-Za-z0-9_]+)*)*$/.test(metric)
  ) {
    throw new ValidationError(
      "metric",
      `must be the path of a figure of the report, such as "pnl.net", got ${describeValue(metric)}`,
    );
  }
  return metric;
}

/** A file's path under the folder, with forward slashes, so ids agree across machines. */
function relativeTo(root: string, file: string): string {
  const normal = file.replaceAll("\\", "/");
  const base = root.replaceAll("\\", "/").replace(/\/+$/, "");
  return normal.startsWith(`${base}/`) ? normal.slice(base.length + 1) : normal;
}
