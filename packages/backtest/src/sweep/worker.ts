// A worker thread of a sweep's pool: runs the runs it is handed, one at a time, and answers each
// one's result; a run that throws is a failed result, never a lost worker.
import type { BotDefinition } from "./bot.js";
import { loadBot } from "./bot.js";
import type { RunResult, RunTask } from "./results/types.js";
import { runOne } from "./run-one.js";

const bots = new Map<string, Promise<BotDefinition>>();

/**
 * Runs one run of a sweep (the pool's task) and answers its result, failed or done.
 *
 * @example
 * const result = await runTask({ botFile: "bot.ts", run, folder: "data", seed: 1, replay: {}, sampleEveryMs: 1000 })
 */
export default async function runTask(task: RunTask): Promise<RunResult> {
  const { run } = task;
  try {
    let bot = bots.get(task.botFile);
    if (!bot) {
      bot = loadBot(task.botFile);
      bots.set(task.botFile, bot);
    }
    const { report, warnings } = await runOne({
      bot: await bot,
      params: run.params,
      folder: task.folder,
      symbols: run.symbols,
      window: run.window,
      seed: task.seed,
      replay: task.replay,
      sampleEveryMs: task.sampleEveryMs,
    });
    return { ...run, status: "done", report, warnings, error: null };
  } catch (error) {
    return { ...run, status: "failed", report: null, warnings: [], error: errorOf(error) };
  }
}

/** What a failed run's result says of its error: its class name and message. */
export function errorOf(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "Error", message: String(error) };
}
