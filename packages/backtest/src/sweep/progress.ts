/**
 * Where progress goes: a terminal's stream (`process.stderr`); off a terminal nothing is drawn.
 *
 * @example
 * const out: ProgressOutput = process.stderr
 */
export interface ProgressOutput {
  readonly isTTY?: boolean | undefined;
  write(text: string): unknown;
}

/**
 * A sweep's counts at a moment: runs done (failed among them), running and left, and the
 * wall-clock ms since it started.
 *
 * @example
 * const counts: SweepCounts = { total: 18, done: 6, failed: 0, running: 2, elapsedMs: 30_000 }
 */
export interface SweepCounts {
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly running: number;
  readonly elapsedMs: number;
}

function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/**
 * The progress line of a sweep: runs done, failed, running and left, the rate, and when it
 * should end at that rate.
 *
 * @example
 * sweepProgressLine({ total: 18, done: 6, failed: 1, running: 2, elapsedMs: 60_000 })
 * // "6/18 runs done (1 failed), 2 running, 10 left, 6.0 runs/min, about 2:00 to go"
 */
export function sweepProgressLine(counts: SweepCounts): string {
  const { total, done, failed, running, elapsedMs } = counts;
  const left = total - done - running;
  const perMinute = elapsedMs > 0 ? (done * 60_000) / elapsedMs : 0;
  const eta = done > 0 ? clock(((total - done) * elapsedMs) / done) : "?";
  return `${done}/${total} runs done${failed > 0 ? ` (${failed} failed)` : ""}, ${running} running, ${left} left, ${perMinute.toFixed(1)} runs/min, about ${eta} to go`;
}

/**
 * Draws the progress line on a terminal every second, rewriting it in place; off a terminal it
 * draws nothing. Answers how to take the line away.
 *
 * @example
 * const hide = showSweepProgress(process.stderr, () => counts)
 * hide()
 */
export function showSweepProgress(out: ProgressOutput, counts: () => SweepCounts): () => void {
  if (out.isTTY !== true) return () => undefined;
  const draw = () => out.write(`\r${sweepProgressLine(counts())}\x1b[K`);
  const timer = setInterval(draw, 1_000);
  timer.unref();
  draw();
  return () => {
    clearInterval(timer);
    out.write("\r\x1b[K");
  };
}
