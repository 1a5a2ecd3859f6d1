import { readFileSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import { describeValue, ValidationError } from "@perpkit/core";
import type { Command } from "commander";
import { UsageError } from "../errors.js";
import type { Session } from "../session.js";
import type { CommandContext } from "./context.js";
import { runProgram, SandboxExit } from "./sandbox.js";

interface SweepOptions {
  readonly out?: string;
  readonly shard?: string;
  readonly shards?: string;
  readonly workers?: string;
  readonly runTimeout?: string;
}

/** A sweep's definition from its JSON file; its paths are read from the file's folder. */
function readDefinition(file: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (cause) {
    throw new ValidationError(
      "<sweep>",
      `cannot be read as JSON: ${file}: ${(cause as Error).message}`,
      { cause },
    );
  }
  if (typeof parsed !== "object" || parsed === null) {
    throw new ValidationError("<sweep>", `must hold a JSON object, got ${describeValue(parsed)}`);
  }
  const definition = parsed as { bot?: unknown; recordings?: { folder?: unknown } };
  const from = (path: unknown) =>
    typeof path === "string" && !isAbsolute(path) ? join(dirname(file), path) : path;
  return {
    ...definition,
    bot: from(definition.bot),
    recordings: { ...definition.recordings, folder: from(definition.recordings?.folder) },
  };
}

function whole(text: string | undefined, option: string, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min) {
    throw new ValidationError(
      option,
      `must be a whole number of at least ${min}, got ${describeValue(text)}`,
    );
  }
  return Number(text);
}

async function sweep(session: Session, file: string, options: SweepOptions) {
  const backtest = await import("@perpkit/backtest");
  const { io } = session;
  if (options.out === undefined)
    throw new UsageError("required option '--out <folder>' not specified");
  const count = whole(options.shards, "--shards", 1);
  if (options.shard !== undefined && count !== undefined) {
    throw new ValidationError(
      "--shards",
      "goes without --shard: give --shard i/N, or --shards N with JOB_COMPLETION_INDEX",
    );
  }
  const shard =
    options.shard !== undefined
      ? backtest.parseShard(options.shard, "--shard")
      : count !== undefined
        ? backtest.shardFromJobIndex(io.env.JOB_COMPLETION_INDEX, count)
        : undefined;
  const workers = whole(options.workers, "--workers", 1);
  const timeout = whole(options.runTimeout, "--run-timeout", 1);
  const started = Date.now();
  const { results, files } = await backtest.runSweep(
    readDefinition(file) as Parameters<typeof backtest.runSweep>[0],
    {
      out: options.out,
      progress: io.stderr,
      ...(shard ? { shard } : {}),
      ...(workers === undefined ? {} : { workers }),
      ...(timeout === undefined ? {} : { runTimeoutMs: timeout * 1000 }),
    },
  );
  report(session, results, files, options.out, Date.now() - started);
}

function report(
  session: Session,
  results: import("@perpkit/backtest").SweepResults,
  files: readonly string[],
  folder: string,
  ms: number,
) {
  const failed = results.runs.filter((r) => r.status === "failed").length;
  if (session.out.json) {
    session.out.document({
      sweepId: results.sweepId,
      shard: results.shard,
      runs: results.runs.length,
      failed,
      out: folder,
      files,
    });
    return;
  }
  const shard = results.shard
    ? ` (shard ${results.shard.index}/${results.shard.count} of ${results.plan.runCount} runs)`
    : "";
  session.out.line(
    `Sweep ${results.sweepId}${shard}: ${results.runs.length} runs, ${failed} failed, in ${(ms / 1000).toFixed(1)} s.`,
  );
  session.out.line(`Results in ${folder}: ${files.join(", ")}.`);
}

async function merge(session: Session, shards: string[], options: { out: string }) {
  const { mergeSweep } = await import("@perpkit/backtest");
  const { results, files } = await mergeSweep({ shards, out: options.out });
  report(session, results, files, options.out, 0);
}

/**
 * `perpkit backtest replay ...`, `perpkit backtest sweep <sweep.json>` and
 * `perpkit backtest sweep merge <results.json...>`.
 */
export function addBacktestCommands(program: Command, context: CommandContext): void {
  const backtest = program
    .command("backtest")
    .summary("backtests: a recording replayed in lock-step, sweeps of a bot's parameters")
    .description(
      "Backtests of a bot over market recordings: a recording replayed into the sandbox for bots in other processes, and sweeps of a bot's parameters, on every core and across machines.",
    );
  backtest
    .command("replay")
    .summary("play a recording into the sandbox (options as perpkit-replay --help)")
    .description(
      "Starts the sandbox with a market recording playing into it, in this terminal, for bots in other processes (in lock-step through the stream) or a look by hand; Ctrl-C stops it. Takes the options of perpkit-replay (--replay <file> and perpkit-sandbox's), listed by perpkit backtest replay --help. A replay that stops before the end of its recording exits with 1, naming the line.",
    )
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument("[options...]", "perpkit-replay's options")
    .action(async (args: string[], _o, cmd: Command) => {
      const stop = context.session(cmd).io.stop;
      const code = await runProgram("@perpkit/backtest", "perpkit-replay", args, stop);
      if (code !== 0) throw new SandboxExit(code, "perpkit-replay");
    });
  const sweepCommand = backtest
    .command("sweep")
    .summary("run a sweep of a bot's parameters over recordings, or a shard of it")
    .description(
      "Runs the sweep <sweep> defines (a JSON file: bot, grid, recordings, windows, seed, replay, walkForward, metric, heatmap; its paths are read from its folder) over a pool of worker threads, one run a core, and writes results.json, the DuckDB database sweep.duckdb, Parquet files and the page sweep.html to --out. With --shard i/N (or --shards N and a Kubernetes Indexed Job's JOB_COMPLETION_INDEX) it runs shard i of N, whose results.json `perpkit backtest sweep merge` joins with the others'. Progress shows on a terminal; a failed run is told with its parameters while the others go on.",
    )
    .argument("<sweep>", "the sweep's definition, a JSON file")
    // Checked in the actions: `merge` takes it too (commander gives an option of both to the
    // parent, and asks a subcommand for its parents' mandatory options).
    .option("--out <folder>", "where the results go (made if missing; required)")
    .option("--shard <i/N>", "run shard i (from 1) of N")
    .option(
      "--shards <N>",
      "the number of shards, the index read from JOB_COMPLETION_INDEX (from 0)",
    )
    .option("--workers <n>", "worker threads (default: the machine's cores)")
    .option("--run-timeout <seconds>", "stop and fail a run that takes longer (default 3600)")
    .action(async (file: string, options: SweepOptions, cmd: Command) => {
      await sweep(context.session(cmd), file, options);
    });
  sweepCommand
    .command("merge")
    .summary("join the results of a sweep's shards")
    .description(
      "Joins the results.json of every shard of one sweep into the whole sweep's results (results.json, sweep.duckdb, Parquet files, sweep.html) in the folder of --out <folder> (required), the same files as the sweep run whole. Shards of different sweeps, or a shard missing or given twice, are refused before anything is written.",
    )
    .argument("<results...>", "each shard's results.json")
    .action(async (shards: string[], _options: unknown, cmd: Command) => {
      const own = (cmd.parent?.opts() ?? {}) as SweepOptions;
      for (const [key, flag] of [
        ["shard", "--shard"],
        ["shards", "--shards"],
        ["workers", "--workers"],
        ["runTimeout", "--run-timeout"],
      ] as const) {
        if (own[key] !== undefined)
          throw new UsageError(`${flag} is an option of a sweep's run, not of merge`);
      }
      if (own.out === undefined)
        throw new UsageError("required option '--out <folder>' not specified");
      await merge(context.session(cmd), shards, { out: own.out });
    });
}
