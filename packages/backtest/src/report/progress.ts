import type { ReplayStatus } from "../replay/player.js";

/**
 * Where progress is written: a terminal's stream (`process.stderr`), which must say it is one.
 *
 * @example
 * const out: ProgressStream = process.stderr
 */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * What {@link showProgress} follows: a replay (`sandbox.replay`), or anything with a status like
 * one.
 *
 * @example
 * const followed: ProgressSource = sandbox.replay
 */
export interface ProgressSource {
  readonly startTime: number;
  status(): ReplayStatus;
}

/**
 * One progress line: wall time elapsed, recorded time played, lines played and the rate.
 *
 * @example
 * progressLine(status, startTime, 4_000) // "4.0 s: 60.0 s of the recording played (15.0x), 9,312 lines, 2,328 lines/s"
 */
export function progressLine(status: ReplayStatus, startTime: number, elapsedMs: number): string {
  const played = Math.max(0, status.time - startTime) / 1000;
  const seconds = Math.max(elapsedMs, 1) / 1000;
  const rate = Math.round(status.played / seconds).toLocaleString("en-US");
  return `${(elapsedMs / 1000).toFixed(1)} s: ${played.toFixed(1)} s of the recording played (${(played / seconds).toFixed(1)}x), ${status.played.toLocaleString("en-US")} lines, ${rate} lines/s`;
}

/**
 * Shows a replay's progress on a terminal, one line rewritten every `everyMs` of real time (the
 * terminal's time: nothing of the sandbox waits on it); on anything but a terminal it writes
 * nothing. Answers how to stop, which writes the last line and a line break.
 *
 * @example
 * const stop = showProgress(sandbox.replay, process.stderr)
 * await sandbox.replay.finished
 * stop()
 */
export function showProgress(
  source: ProgressSource,
  out: ProgressStream,
  everyMs = 250,
  now: () => number = () => performance.now(),
): () => void {
  if (out.isTTY !== true) return () => undefined;
  const started = now();
  const draw = () =>
    out.write(`\r${progressLine(source.status(), source.startTime, now() - started)}\x1b[K`);
  const timer = setInterval(draw, everyMs);
  timer.unref();
  draw();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    draw();
    out.write("\n");
  };
}
