import { performance } from "node:perf_hooks";

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
  const base = results.find((r) => r.name === baseline) ?? results[0];
  console.log(`\n${title}`);
  const rows = results.map((r) => [
    r.name,
    `${formatHz(r.hz)} ops/s`,
    `${(r.meanMs * 1000).toFixed(2)} us/op`,
    `±${r.rme.toFixed(1)}%`,
    base ? `${(r.hz / base.hz).toFixed(2)}x` : "",
  ]);
  const widths = [0, 1, 2, 3, 4].map((c) => Math.max(...rows.map((row) => (row[c] ?? "").length)));
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ")}`,
    );
  }
  if (base) console.log(`  (ratios relative to ${base.name})`);
}

/** Nearest-rank percentile of some latencies, in their unit. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ] as number;
}
