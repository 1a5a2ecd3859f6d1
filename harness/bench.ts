import type { ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import {
  evaluateGoals,
  type Figure,
  type Goal,
  type GroupReport,
  SuiteRecorder,
  withRatios,
} from "./report.js";

export type { BenchReport, Figure, Goal, GoalResult, GroupReport, SuiteReport } from "./report.js";

/** The groups of this bench script; written to the report folder when `pnpm bench --json` runs it. */
export const suite: SuiteRecorder = new SuiteRecorder();

/** One measured case of a benchmark. */
export interface BenchResult {
  readonly name: string;
  /** Operations per second over the measured runs. */
  readonly hz: number;
  /** Mean milliseconds per operation. */
  readonly meanMs: number;
  /** Relative standard deviation of the per-batch rates, in percent. */
  readonly rme: number;
  readonly samples: number;
}

/** Options of {@link measure}. */
export interface MeasureOptions {
  /** Time spent warming up before measuring. Default 300 ms. */
  readonly warmupMs?: number;
  /** Time spent measuring. Default 1500 ms. */
  readonly timeMs?: number;
  /** Operations per timed batch; the batch is the unit of the spread. Default 64. */
  readonly batch?: number;
}

/**
 * Runs `fn` repeatedly and reports its rate. `fn` receives the call index, so cases can walk a
 * fixed array of inputs and every case sees the same inputs in the same order. Async functions
 * are awaited one at a time.
 */
export async function measure(
  name: string,
  fn: (i: number) => unknown,
  options: MeasureOptions = {},
): Promise<BenchResult> {
  const warmupMs = options.warmupMs ?? 300;
  const timeMs = options.timeMs ?? 1500;
  const batch = options.batch ?? 64;
  let i = 0;
  const runBatch = async () => {
    for (let k = 0; k < batch; k++) {
      const r = fn(i++);
      if (r instanceof Promise) await r;
    }
  };
  const warmEnd = performance.now() + warmupMs;
  while (performance.now() < warmEnd) await runBatch();
  const rates: number[] = [];
  let total = 0;
  let ops = 0;
  const end = performance.now() + timeMs;
  while (performance.now() < end) {
    const t0 = performance.now();
    await runBatch();
    const dt = performance.now() - t0;
    total += dt;
    ops += batch;
    rates.push((batch * 1000) / dt);
  }
  const hz = (ops * 1000) / total;
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  const sd = Math.sqrt(
    rates.reduce((a, r) => a + (r - mean) ** 2, 0) / Math.max(1, rates.length - 1),
  );
  return { name, hz, meanMs: total / ops, rme: (sd / mean) * 100, samples: rates.length };
}

function formatHz(hz: number): string {
  return hz >= 100 ? Math.round(hz).toLocaleString("en-US") : hz.toFixed(2);
}

/**
 * Prints results as a table with each case's rate relative to `baseline` (a case name; the
 * first case when omitted).
 */
export function printResults(
  title: string,
  results: readonly BenchResult[],
  baseline?: string,
): void {
  const base = baseline === undefined ? results[0] : results.find((r) => r.name === baseline);
  if (base === undefined)
    throw new Error(`printResults("${title}"): no result is named "${baseline}"`);
  console.log(`\n${title}`);
  const rows = results.map((r) => [
    r.name,
    `${formatHz(r.hz)} ops/s`,
    `${(r.meanMs * 1000).toFixed(2)} us/op`,
    `±${r.rme.toFixed(1)}%`,
    `${(r.hz / base.hz).toFixed(2)}x`,
  ]);
  const widths = [0, 1, 2, 3, 4].map((c) => Math.max(...rows.map((row) => (row[c] ?? "").length)));
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ")}`,
    );
  }
  console.log(`  (ratios relative to ${base.name})`);
  suite.add(groupOf(title, results, base.name, []));
}

function groupOf(
  title: string,
  results: readonly BenchResult[],
  baseline: string,
  goals: readonly Goal[],
  extra: { method?: string; ranges?: Map<string, readonly [number, number]> } = {},
): GroupReport {
  const measured = withRatios(
    results.map((r) => ({
      name: r.name,
      value: r.hz,
      unit: "ops/s",
      better: "higher" as const,
      ratioRange: extra.ranges?.get(r.name),
      rme: r.rme,
      samples: r.samples,
    })),
    baseline,
  );
  return {
    title,
    baseline: measured.baseline,
    method: extra.method,
    figures: measured.figures,
    goals: evaluateGoals(measured.figures, goals),
  };
}

/** One case of {@link compare}. */
export interface BenchCase {
  readonly name: string;
  /** Called with a running call index, so cases can walk the same inputs in the same order. */
  readonly fn: (i: number) => unknown;
  /** Runs before each of the case's slices (and its warm-up), e.g. to choose a backend. */
  readonly setup?: (() => void | Promise<void>) | undefined;
}

/** Options of {@link compare}. */
export interface CompareOptions {
  /** The case every other is divided by. */
  readonly baseline: string;
  /** Goals on the ratios (or values) of the cases; printed and recorded. */
  readonly goals?: readonly Goal[] | undefined;
  /** Rounds; in each, every case runs one slice, in an order that rotates. Default 5. */
  readonly rounds?: number | undefined;
  /** Time of one slice. Default 400 ms. */
  readonly sliceMs?: number | undefined;
  /** Warm-up of each case before the first round. Default 300 ms. */
  readonly warmupMs?: number | undefined;
  /** Operations per timed batch. Default 64. */
  readonly batch?: number | undefined;
}

/** What {@link compare} measured: the figures with their ratios, and the goals. */
export type CompareResult = GroupReport;

async function runFor(
  c: BenchCase,
  ms: number,
  batch: number,
  counter: { i: number },
  rates: number[] | undefined,
): Promise<{ ops: number; time: number }> {
  await c.setup?.();
  let ops = 0;
  let time = 0;
  const end = performance.now() + ms;
  do {
    const t0 = performance.now();
    for (let k = 0; k < batch; k++) {
      const r = c.fn(counter.i++);
      if (r instanceof Promise) await r;
    }
    const dt = performance.now() - t0;
    ops += batch;
    time += dt;
    rates?.push((batch * 1000) / dt);
  } while (performance.now() < end);
  return { ops, time };
}

/**
 * Measures cases against a baseline in one process, interleaved: after a warm-up of each, every
 * round gives each case one slice of time, starting from a different case each round, so drift in
 * the machine's speed (other jobs, thermal limits) falls on all cases alike. Prints a table with
 * each case's rate and its ratio to the baseline (over all rounds, and its range round by round),
 * checks the goals, and records the group for `pnpm bench --json`.
 */
export async function compare(
  title: string,
  cases: readonly BenchCase[],
  options: CompareOptions,
): Promise<CompareResult> {
  // PERPKIT_BENCH_QUICK=1 runs each case briefly, to check that a bench script works.
  const quick = process.env.PERPKIT_BENCH_QUICK === "1";
  const rounds = quick ? 1 : (options.rounds ?? 5);
  const sliceMs = quick ? 50 : (options.sliceMs ?? 400);
  const warmupMs = quick ? 20 : (options.warmupMs ?? 300);
  const batch = options.batch ?? 64;
  if (!cases.some((c) => c.name === options.baseline)) {
    throw new Error(`compare("${title}"): no case is named "${options.baseline}"`);
  }
  const counters = cases.map(() => ({ i: 0 }));
  const totals = cases.map(() => ({ ops: 0, time: 0 }));
  const rates = cases.map((): number[] => []);
  const perRound = cases.map((): number[] => []);
  for (const [k, c] of cases.entries()) {
    await runFor(c, warmupMs, batch, counters[k] as { i: number }, undefined);
  }
  for (let round = 0; round < rounds; round++) {
    for (let j = 0; j < cases.length; j++) {
      const k = (round + j) % cases.length;
      const slice = await runFor(
        cases[k] as BenchCase,
        sliceMs,
        batch,
        counters[k] as { i: number },
        rates[k],
      );
      const total = totals[k] as { ops: number; time: number };
      total.ops += slice.ops;
      total.time += slice.time;
      perRound[k]?.push((slice.ops * 1000) / slice.time);
    }
  }
  const results: BenchResult[] = cases.map((c, k) => {
    const total = totals[k] as { ops: number; time: number };
    const r = rates[k] as number[];
    const mean = r.reduce((a, b) => a + b, 0) / r.length;
    const sd = Math.sqrt(r.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, r.length - 1));
    return {
      name: c.name,
      hz: (total.ops * 1000) / total.time,
      meanMs: total.time / total.ops,
      rme: (sd / mean) * 100,
      samples: r.length,
    };
  });
  const baseIndex = cases.findIndex((c) => c.name === options.baseline);
  const ranges = new Map<string, readonly [number, number]>();
  for (const [k, c] of cases.entries()) {
    const ratios = (perRound[k] as number[]).map(
      (rate, round) => rate / ((perRound[baseIndex] as number[])[round] as number),
    );
    ranges.set(c.name, [Math.min(...ratios), Math.max(...ratios)]);
  }
  const group = groupOf(title, results, options.baseline, options.goals ?? [], {
    method: `${rounds} round${rounds === 1 ? "" : "s"} of ${sliceMs} ms per case, cases interleaved, after ${warmupMs} ms of warm-up each`,
    ranges,
  });
  printGroup(group);
  suite.add(group);
  return group;
}

/**
 * Records figures measured some other way (throughput under load, latency percentiles) beside
 * their baseline, and beside their floor when `floor` names one (what nothing can go below on the
 * machine, measured in the same run), prints them and checks the goals: how a bench plugs into
 * the report when {@link compare} does not fit.
 *
 * @example
 * recordGroup("Signed orders per second, 8 clients", [
 *   { name: "native backend", value: 6100, unit: "orders/s", better: "higher" },
 *   { name: "js backend", value: 1400, unit: "orders/s", better: "higher" },
 * ], { baseline: "js backend", goals: [{ figure: "native backend", value: 5000 }] })
 */
export function recordGroup(
  title: string,
  figures: readonly Omit<Figure, "ratio">[],
  options: { baseline: string; floor?: string; goals?: readonly Goal[]; method?: string },
): GroupReport {
  const measured = withRatios(figures, options.baseline, options.floor);
  const group: GroupReport = {
    title,
    baseline: measured.baseline,
    ...(measured.floor === undefined ? {} : { floor: measured.floor }),
    method: options.method,
    figures: measured.figures,
    goals: evaluateGoals(measured.figures, options.goals),
  };
  printGroup(group);
  suite.add(group);
  return group;
}

function printGroup(group: GroupReport): void {
  console.log(`\n${group.title}`);
  const rows = group.figures.map((f) => [
    f.name,
    `${formatHz(f.value)} ${f.unit}`,
    f.rme === undefined ? "" : `±${f.rme.toFixed(1)}%`,
    `${f.ratio.toFixed(2)}x`,
    f.floorRatio === undefined ? "" : `${f.floorRatio.toFixed(2)}x the floor`,
    f.ratioRange ? `(${f.ratioRange[0].toFixed(2)}-${f.ratioRange[1].toFixed(2)})` : "",
  ]);
  const widths = [0, 1, 2, 3, 4, 5].map((c) =>
    Math.max(...rows.map((row) => (row[c] ?? "").length)),
  );
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ")}`.trimEnd(),
    );
  }
  console.log(`  (ratios relative to ${group.baseline}${group.method ? `; ${group.method}` : ""})`);
  for (const goal of group.goals) {
    const lower = group.figures.find((f) => f.name === goal.figure)?.better === "lower";
    const target =
      goal.withinFloor !== undefined
        ? `at most ${goal.withinFloor}x the floor`
        : goal.atLeast !== undefined
          ? `at least ${goal.atLeast}x`
          : `${lower ? "at most" : "at least"} ${goal.value}`;
    const measured =
      goal.atLeast !== undefined || goal.withinFloor !== undefined
        ? `${goal.measured.toFixed(2)}x`
        : formatHz(goal.measured);
    console.log(`  goal: ${goal.figure} ${target}: ${measured}, ${goal.met ? "met" : "MISSED"}`);
  }
}

/** Nearest-rank percentile of some latencies, in their unit. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ] as number;
}

/**
 * Kills `child` (with `signal`) if this process exits while it still runs; once the child has
 * ended, its listener on this process goes too, so a benchmark may start many.
 *
 * @example
 * killWithThisProcess(spawn(process.execPath, [server]))
 */
export function killWithThisProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  const kill = () => child.kill(signal);
  process.on("exit", kill);
  child.once("exit", () => process.off("exit", kill));
}
