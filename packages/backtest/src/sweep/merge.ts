import { readFileSync } from "node:fs";
import { describeValue, ValidationError } from "@perpkit/core";
import { SweepMismatchError } from "./errors.js";
import { writeSweepOutput } from "./output.js";
import type { SweepResults } from "./results/types.js";
import type { SweepOutcome } from "./sweep.js";

/**
 * What to merge: the `results.json` of each shard of one sweep, and where the whole sweep's
 * results go.
 *
 * @example
 * const options: MergeSweepOptions = { shards: ["a/results.json", "b/results.json"], out: "sweep-out" }
 */
export interface MergeSweepOptions {
  readonly shards: readonly string[];
  readonly out: string;
}

function readShard(file: string, field: string): SweepResults {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (cause) {
    throw new ValidationError(
      field,
      `cannot be read as a sweep's results: ${file}: ${(cause as Error).message}`,
      { cause },
    );
  }
  const results = parsed as Partial<SweepResults>;
  if (
    results?.format !== "perpkit-sweep-results" ||
    results.version !== 1 ||
    !Array.isArray(results.runs)
  ) {
    throw new ValidationError(
      field,
      `is not a sweep's results.json (format perpkit-sweep-results, version 1): ${file}`,
    );
  }
  return parsed as SweepResults;
}

/**
 * Joins the results of a sweep's shards into the whole sweep's and writes them (results.json,
 * DuckDB, Parquet, the page) into `out`, the same files, byte for byte, as the sweep run whole
 * (the database's content too). Shards of different sweeps are a SweepMismatchError; a shard
 * missing, given twice or of another split, or a file that is not a shard's results, a
 * ValidationError naming it. Nothing is written then.
 *
 * @example
 * await mergeSweep({ shards: ["shard-1/results.json", "shard-2/results.json"], out: "sweep-out" })
 */
export async function mergeSweep(options: MergeSweepOptions): Promise<SweepOutcome> {
  const { shards, out } = options;
  if (!Array.isArray(shards) || shards.length === 0) {
    throw new ValidationError(
      "shards",
      `must list the results.json of every shard, got ${describeValue(shards)}`,
    );
  }
  const read = shards.map((file, i) => ({ file, results: readShard(file, `shards.${i}`) }));
  const first = read[0] as (typeof read)[number];
  const count = first.results.shard?.count;
  const seen = new Set<number>();
  for (const [i, { file, results }] of read.entries()) {
    if (results.sweepId !== first.results.sweepId)
      throw new SweepMismatchError(file, results.sweepId, first.results.sweepId);
    const shard = results.shard;
    if (shard === null)
      throw new ValidationError(
        `shards.${i}`,
        `is a whole sweep's results, not a shard's: ${file}`,
      );
    if (shard.count !== count) {
      throw new ValidationError(
        `shards.${i}`,
        `is shard ${shard.index}/${shard.count}, of another split than ${first.file} (of ${count}): ${file}`,
      );
    }
    if (seen.has(shard.index))
      throw new ValidationError(`shards.${i}`, `is shard ${shard.index}/${count} again: ${file}`);
    seen.add(shard.index);
  }
  const missing = Array.from({ length: count ?? 0 }, (_, i) => i + 1).filter((n) => !seen.has(n));
  if (missing.length > 0) {
    throw new ValidationError(
      "shards",
      `lack shard ${missing.map((n) => `${n}/${count}`).join(", ")} of sweep ${first.results.sweepId}`,
    );
  }
  const runs = read
    .flatMap(({ results }) => results.runs)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (runs.length !== first.results.plan.runCount) {
    throw new ValidationError(
      "shards",
      `hold ${runs.length} runs; sweep ${first.results.sweepId} has ${first.results.plan.runCount}`,
    );
  }
  const results: SweepResults = { ...first.results, shard: null, runs };
  return { results, files: await writeSweepOutput(results, out) };
}
