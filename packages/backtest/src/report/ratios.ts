import { DECIMAL_SCALE, formatDecimal } from "@perpkit/core";

// The ratios of a session report: the Sharpe and Sortino ratios of the equity's one-minute
// returns, and the plain ratios of two counts or amounts. Money stays in 9-decimal bigints; only
// the returns, which are ratios, are floating point, and each ratio is written rounded.

/** Milliseconds in a minute: the returns' period. */
export const MINUTE_MS = 60_000;

/**
 * The minutes of a year, 365 days of 1,440 (the market never closes): what a ratio of one-minute
 * returns is annualised by, through its square root.
 *
 * @example
 * Math.sqrt(MINUTES_A_YEAR) // 724.98...
 */
export const MINUTES_A_YEAR = 525_600;

/**
 * The equity at each whole minute from `from` (minute 0 included) to the last sample: at each,
 * the last sample at or before it. A partial last minute is left out.
 *
 * @example
 * minuteEquity([{ time: 0, equity: 100n }, { time: 60_000, equity: 101n }], 0) // [100n, 101n]
 */
export function minuteEquity(
  samples: readonly { readonly time: number; readonly equity: bigint }[],
  from: number,
): bigint[] {
  const last = samples[samples.length - 1];
  if (last === undefined) return [];
  const points: bigint[] = [];
  let i = 0;
  for (let at = from; at <= last.time; at += MINUTE_MS) {
    while (i + 1 < samples.length && (samples[i + 1] as { time: number }).time <= at) i++;
    const sample = samples[i];
    if (sample === undefined || sample.time > at) continue;
    points.push(sample.equity);
  }
  return points;
}

/** A ratio, rounded to 6 places, as a decimal string. */
function rounded(ratio: number): string {
  return formatDecimal(BigInt(Math.round(ratio * 1e6)) * 1_000n);
}

/**
 * The Sharpe and Sortino ratios of the simple returns between consecutive `points` (equity at
 * each minute), annualised by the square root of {@link MINUTES_A_YEAR}, with no risk-free rate:
 * Sharpe is the mean return over the returns' sample standard deviation (divided by n - 1),
 * Sortino the mean over the downside deviation (the root of the mean of `min(r, 0)^2` over all
 * n returns). Each is null with fewer than two returns, a deviation of 0, or an equity of 0 or
 * less to return on.
 *
 * @example
 * equityRatios([100n, 101n, 100n, 102n]).sharpe // "..."
 */
export function equityRatios(points: readonly bigint[]): {
  readonly sharpe: string | null;
  readonly sortino: string | null;
  readonly returns: number;
} {
  const returns: number[] = [];
  for (let k = 1; k < points.length; k++) {
    const before = points[k - 1] as bigint;
    if (before <= 0n) return { sharpe: null, sortino: null, returns: points.length - 1 };
    returns.push(Number((points[k] as bigint) - before) / Number(before));
  }
  const n = returns.length;
  if (n < 2) return { sharpe: null, sortino: null, returns: n };
  const mean = returns.reduce((a, b) => a + b, 0) / n;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1);
  const downside = Math.sqrt(returns.reduce((a, r) => a + Math.min(r, 0) ** 2, 0) / n);
  const year = Math.sqrt(MINUTES_A_YEAR);
  return {
    sharpe: variance > 0 ? rounded((mean / Math.sqrt(variance)) * year) : null,
    sortino: downside > 0 ? rounded((mean / downside) * year) : null,
    returns: n,
  };
}

/**
 * `part / whole` as a decimal string of 9 places (rounded toward zero), or null when `whole` is
 * 0 or less.
 *
 * @example
 * ratioOf(462n, 1312n) // "0.352134146"
 */
export function ratioOf(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  return formatDecimal((part * DECIMAL_SCALE) / whole);
}
