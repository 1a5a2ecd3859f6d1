import { describeValue, ValidationError } from "@perpkit/core";

/**
 * A share of a sweep's runs for one machine: shard `index` (from 1) of `count`.
 *
 * @example
 * const shard: Shard = { index: 1, count: 4 }
 */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

function whole(value: unknown, field: string, min: number): number {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isSafeInteger(n) || (n as number) < min) {
    throw new ValidationError(
      field,
      `must be a whole number of at least ${min}, got ${describeValue(value)}`,
    );
  }
  return n as number;
}

/**
 * Checks a shard: `index` from 1 to `count`. Throws a ValidationError naming `field` otherwise.
 *
 * @example
 * checkShard({ index: 3, count: 2 }) // ValidationError: shard is 3/2, ...
 */
export function checkShard(shard: Shard, field = "shard"): Shard {
  const count = whole(shard.count, `${field}.count`, 1);
  const index = whole(shard.index, `${field}.index`, 1);
  if (index > count) {
    throw new ValidationError(
      field,
      `is ${index}/${count}: a shard's index runs from 1 to ${count}`,
    );
  }
  return { index, count };
}

/**
 * Reads `i/N` (`--shard 2/4`): shard i, from 1, of N. Throws a ValidationError naming `field`.
 *
 * @example
 * parseShard("2/4") // { index: 2, count: 4 }
 */
export function parseShard(text: string, field = "shard"): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(typeof text === "string" ? text.trim() : "");
  if (!match)
    throw new ValidationError(
      field,
      `must be i/N, shard i (from 1) of N, got ${describeValue(text)}`,
    );
  return checkShard({ index: Number(match[1]), count: Number(match[2]) }, field);
}

/**
 * The shard of a Kubernetes Indexed Job's pod: its `JOB_COMPLETION_INDEX` (from 0) is shard
 * index + 1 of `count` (the job's completions).
 *
 * @example
 * shardFromJobIndex(process.env.JOB_COMPLETION_INDEX, 4) // { index: 1, count: 4 } for "0"
 */
export function shardFromJobIndex(jobIndex: string | undefined, count: number | string): Shard {
  if (jobIndex === undefined || jobIndex === "") {
    throw new ValidationError(
      "JOB_COMPLETION_INDEX",
      "is not set: a shard count needs the index of an Indexed Job's pod, or give --shard i/N",
    );
  }
  const index = whole(jobIndex, "JOB_COMPLETION_INDEX", 0) + 1;
  return checkShard({ index, count: whole(count, "shards", 1) }, "JOB_COMPLETION_INDEX");
}

/**
 * The runs of one shard: the runs in id order, every `count`-th from the `index`-th. The share
 * is fixed by the runs alone, so every machine of a sweep agrees on it, and shards differ in
 * size by one run at most.
 *
 * @example
 * shardRuns(plan.runs, { index: 1, count: 2 }) // runs 0, 2, 4, ...
 */
export function shardRuns<T>(runs: readonly T[], shard: Shard | undefined): T[] {
  if (shard === undefined) return [...runs];
  const { index, count } = checkShard(shard);
  return runs.filter((_, i) => i % count === index - 1);
}
