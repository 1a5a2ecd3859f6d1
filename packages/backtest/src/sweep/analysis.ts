import { formatDecimal } from "@perpkit/core";
import type { BotParameters } from "./bot.js";
import { canonicalJson } from "./canonical.js";
import { combineFigure, lowerIsBetter, scaledFigure } from "./results/figures.js";
import type { RunResult, SweepResults } from "./results/types.js";
import type { TimeWindow } from "./windows.js";

/**
 * A parameter set's figure over some of its runs (windows, markets), combined as
 * `combineFigure` says, in 9-decimal fixed point.
 *
 * @example
 * const best: SetFigure = rankParameterSets(results.runs, "pnl.net")[0]
 */
export interface SetFigure {
  /** The parameters' canonical JSON: what tells sets apart, and orders ties. */
  readonly key: string;
  readonly params: BotParameters;
  readonly value: bigint;
  /** The runs it combines. */
  readonly runs: readonly RunResult[];
}

/** Whether `a` is a better figure than `b` for the metric. */
function better(metric: string, a: bigint, b: bigint): boolean {
  return lowerIsBetter(metric) ? a < b : a > b;
}

/**
 * The parameter sets of some runs with the metric combined over each set's runs, best first (ties
 * in the order of their parameters' JSON). A set with a failed run among them is left out: its
 * figure would not be whole.
 *
 * @example
 * const [best] = rankParameterSets(results.runs, "pnl.net")
 */
export function rankParameterSets(runs: readonly RunResult[], metric: string): SetFigure[] {
  const sets = new Map<string, RunResult[]>();
  for (const run of runs) {
    const key = canonicalJson(run.params);
    sets.set(key, [...(sets.get(key) ?? []), run]);
  }
  const figures: SetFigure[] = [];
  for (const [key, list] of sets) {
    const values = list.map((r) => (r.report ? scaledFigure(r.report, metric) : undefined));
    if (values.some((v) => v === undefined)) continue;
    const value = combineFigure(metric, values as bigint[]);
    figures.push({ key, params: (list[0] as RunResult).params, value, runs: list });
  }
  return figures.sort((a, b) =>
    a.value === b.value ? (a.key < b.key ? -1 : 1) : better(metric, a.value, b.value) ? -1 : 1,
  );
}

/**
 * One fold of walk-forward: the training windows and the test windows after them, the
 * parameters best on the training windows, their figure there (in sample) and on the test
 * windows (out of sample), as decimal strings; null where no set ran whole.
 *
 * @example
 * const { params, inSample, outOfSample }: WalkForwardFold = walkForward(results)[0]
 */
export interface WalkForwardFold {
  readonly fold: number;
  readonly train: TimeWindow;
  readonly test: TimeWindow;
  readonly params: BotParameters | null;
  readonly inSample: string | null;
  readonly outOfSample: string | null;
}

function span(windows: readonly TimeWindow[]): TimeWindow {
  return {
    from: (windows[0] as TimeWindow).from,
    to: (windows[windows.length - 1] as TimeWindow).to,
  };
}

/**
 * Walk-forward over a sweep's windows: for each fold, the parameters ranked best by the
 * sweep's metric over `train` windows in a row, and their figure on the `test` windows after;
 * then `test` windows on, until the windows run out. Empty when the sweep asked for none.
 *
 * @example
 * for (const fold of walkForward(results)) console.log(fold.params, fold.inSample, fold.outOfSample)
 */
export function walkForward(
  results: SweepResults,
  metric = results.plan.metric,
): WalkForwardFold[] {
  const options = results.plan.walkForward;
  if (options === null) return [];
  const { windows } = results.plan;
  const folds: WalkForwardFold[] = [];
  const inside = (list: readonly TimeWindow[]) => (run: RunResult) =>
    list.some((w) => w.from === run.window.from && w.to === run.window.to);
  for (let k = 0; k + options.train + options.test <= windows.length; k += options.test) {
    const train = windows.slice(k, k + options.train);
    const test = windows.slice(k + options.train, k + options.train + options.test);
    const [best] = rankParameterSets(results.runs.filter(inside(train)), metric);
    const after = best
      ? rankParameterSets(results.runs.filter(inside(test)), metric).find((s) => s.key === best.key)
      : undefined;
    folds.push({
      fold: folds.length + 1,
      train: span(train),
      test: span(test),
      params: best?.params ?? null,
      inSample: best ? formatDecimal(best.value) : null,
      outOfSample: after ? formatDecimal(after.value) : null,
    });
  }
  return folds;
}
