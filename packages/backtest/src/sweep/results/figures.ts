import { DECIMAL_SCALE, isDecimalText, parseDecimal, ValidationError } from "@perpkit/core";
import type { SessionReport } from "../../report/report-types.js";

/** Parts of a report that are not figures of the run: lists, curves, models and names. */
const NOT_FIGURES = new Set([
  "subaccountId",
  "from",
  "to",
  "equity.curve",
  "positions",
  "fills.list",
  "models",
]);

/**
 * A report's figures, by path (`pnl.net`, `fills.byCause.recorded trade`,
 * `fills.markouts.1000.usd`): every number and decimal string of it but its lists, curves and
 * models, in the report's own order. A figure the report gains later is a figure here too.
 *
 * @example
 * reportFigures(report).get("pnl.net") // "-9.96462692"
 */
export function reportFigures(report: SessionReport): Map<string, string | number> {
  const figures = new Map<string, string | number>();
  const walk = (value: unknown, path: string) => {
    if (NOT_FIGURES.has(path)) return;
    if (typeof value === "number" || (typeof value === "string" && isDecimalText(value))) {
      figures.set(path, value);
    } else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value))
        walk(inner, path === "" ? key : `${path}.${key}`);
    }
  };
  walk(report, "");
  return figures;
}

/**
 * A figure's column in the results: its path in snake case (`equity.maxDrawdown` is
 * `equity_max_drawdown`, `fills.byCause.recorded trade` is `fills_by_cause_recorded_trade`).
 *
 * @example
 * figureColumn("fills.markouts.1000.usd") // "fills_markouts_1000_usd"
 */
export function figureColumn(path: string): string {
  return path
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase();
}

/**
 * Whether less of a figure is better: fees, drawdowns, refusals. Everything else ranks higher
 * first.
 *
 * @example
 * lowerIsBetter("equity.maxDrawdown") // true
 */
export function lowerIsBetter(path: string): boolean {
  return /fees$|drawdown$|refused$/i.test(path);
}

/**
 * A run's figure in 9-decimal fixed point (a count of 3 is `3_000_000_000n`), so that every
 * figure compares and sums exactly; undefined when the report lacks it.
 *
 * @example
 * scaledFigure(report, "fills.count") // 462_000_000_000n
 */
export function scaledFigure(report: SessionReport, path: string): bigint | undefined {
  const value = reportFigures(report).get(path);
  if (value === undefined) return undefined;
  if (typeof value === "string") return parseDecimal(value, path, { signed: true });
  if (!Number.isSafeInteger(value)) return BigInt(Math.round(value * 1e9));
  return BigInt(value) * DECIMAL_SCALE;
}

/**
 * How a figure of several runs (windows, markets) is one figure: the largest drawdown, the mean
 * of a ratio, the sum of anything else.
 *
 * @example
 * combineFigure("pnl.net", [1n, 2n]) // 3n
 */
export function combineFigure(path: string, values: readonly bigint[]): bigint {
  if (values.length === 0) return 0n;
  if (/drawdown$/i.test(path)) {
    let largest = values[0] as bigint;
    for (const v of values) if (v > largest) largest = v;
    return largest;
  }
  const sum = values.reduce((a, b) => a + b, 0n);
  return /ratio$|sharpe|sortino/i.test(path) ? sum / BigInt(values.length) : sum;
}

/**
 * Checks that a metric names a figure of the reports given; a ValidationError naming `field`
 * lists the figures there are.
 *
 * @example
 * checkMetric("pnl.net", reports, "metric")
 */
export function checkMetric(path: string, reports: readonly SessionReport[], field: string): void {
  const first = reports[0];
  if (first === undefined) return;
  const known = [...reportFigures(first).keys()];
  if (!known.includes(path)) {
    throw new ValidationError(
      field,
      `is ${JSON.stringify(path)}, not a figure of the reports (${known.join(", ")})`,
    );
  }
}
