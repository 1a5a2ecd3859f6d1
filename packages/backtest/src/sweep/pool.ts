import { availableParallelism } from "node:os";
import { describeValue, TimeoutError, ValidationError } from "@perpkit/core";
import { Piscina } from "piscina";
import { type ProgressOutput, showSweepProgress } from "./progress.js";
import type { RunResult, RunTask } from "./results/types.js";
import { errorOf } from "./worker.js";

/**
 * How a sweep's runs spread over the machine: how many worker threads (a run keeps one core
 * busy), how long one run may take, and where progress and failed runs are told.
 *
 * @example
 * const options: PoolOptions = { workers: 2, runTimeoutMs: 600_000, progress: process.stderr }
 */
export interface PoolOptions {
  /** Worker threads. Default the machine's cores (`os.availableParallelism()`). */
  readonly workers?: number;
  /** Wall-clock ms a run may take before it is stopped and reported failed. Default 1 hour. */
  readonly runTimeoutMs?: number;
  /**
   * Where the progress line (on a terminal only) and each failed run (always) are written.
   * Default `process.stderr`.
   */
  readonly progress?: ProgressOutput;
}

/** The worker module: the TypeScript sources through a tsx bootstrap, or the built file. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (/\.[mc]?ts$/.test(new URL(here).pathname)) {
    return {
      filename: new URL("./worker-source.mjs", here).href,
      execArgv: ["--conditions=@perpkit/source"],
    };
  }
  return { filename: new URL("./sweep-worker.js", here).href, execArgv: [] };
}

/** The line that tells of a failed run: its error, its parameters, its markets and window. */
export function failureLine(result: RunResult): string {
  const window = `${new Date(result.window.from).toISOString()} to ${new Date(result.window.to).toISOString()}`;
  return `run ${result.id} failed: ${result.error?.name}: ${result.error?.message} (parameters ${JSON.stringify(result.params)}; ${result.symbols.join(", ")}; ${window})`;
}

function workersOf(options: PoolOptions): number {
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new ValidationError(
      "workers",
      `must be a whole number of at least 1, got ${describeValue(workers)}`,
    );
  }
  return workers;
}

/**
 * Runs tasks over a pool of worker threads (piscina), `workers` at a time, and answers each
 * one's result in the order of `tasks`. A run that fails, or takes longer than
 * `runTimeoutMs`, is a failed result told on `progress` while the others go on.
 *
 * @example
 * const results = await runTasks(tasks, { workers: 2 })
 */
export async function runTasks(
  tasks: readonly RunTask[],
  options: PoolOptions = {},
): Promise<RunResult[]> {
  const workers = workersOf(options);
  const timeout = options.runTimeoutMs ?? 3_600_000;
  const out = options.progress ?? process.stderr;
  const { filename, execArgv } = workerFile();
  const pool = new Piscina<RunTask, RunResult>({
    filename,
    execArgv,
    minThreads: Math.min(workers, tasks.length || 1),
    maxThreads: workers,
    idleTimeout: 1_000,
  });
  const started = Date.now();
  let done = 0;
  let failed = 0;
  let running = 0;
  const hide = showSweepProgress(out, () => ({
    total: tasks.length,
    done,
    failed,
    running,
    elapsedMs: Date.now() - started,
  }));
  const one = async (task: RunTask): Promise<RunResult> => {
    running++;
    let result: RunResult;
    try {
      result = await pool.run(task, { signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      const reason =
        (error as { name?: string }).name === "AbortError"
          ? new TimeoutError(timeout, `run ${task.run.id}`)
          : error;
      result = {
        ...task.run,
        status: "failed",
        report: null,
        warnings: [],
        error: errorOf(reason),
      };
    }
    running--;
    done++;
    if (result.status === "failed") {
      failed++;
      out.write(`${out.isTTY === true ? "\r\x1b[K" : ""}${failureLine(result)}\n`);
    }
    return result;
  };
  // The pool is handed a run as a thread comes free, so that "running" counts what runs.
  const results: RunResult[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await one(tasks[index] as RunTask);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(workers, tasks.length) }, lane));
    return results;
  } finally {
    hide();
    await pool.destroy();
  }
}
