import { ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { parseShard, shardFromJobIndex, shardRuns } from "./shard.js";

describe("a shard of a sweep", () => {
  it("reads i/N, and an Indexed Job's index from 0 as shard index + 1", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
    expect(shardFromJobIndex("0", 4)).toEqual({ index: 1, count: 4 });
    expect(shardFromJobIndex("3", "4")).toEqual({ index: 4, count: 4 });
  });

  it("refuses an index out of range, naming where it came from", () => {
    expect(() => parseShard("3/2")).toThrow(/shard is 3\/2: a shard's index runs from 1 to 2/);
    expect(() => parseShard("0/2")).toThrow(ValidationError);
    expect(() => parseShard("1/0")).toThrow(/shard.count/);
    expect(() => parseShard("half")).toThrow(/must be i\/N/);
    expect(() => shardFromJobIndex("4", 4)).toThrow(/JOB_COMPLETION_INDEX is 5\/4/);
    expect(() => shardFromJobIndex(undefined, 4)).toThrow(/JOB_COMPLETION_INDEX is not set/);
  });

  it("shares the runs out so that every run is in exactly one shard, sizes within one", () => {
    const runs = Array.from({ length: 11 }, (_, i) => i);
    const shards = [1, 2, 3].map((index) => shardRuns(runs, { index, count: 3 }));
    expect(shards.map((s) => s.length)).toEqual([4, 4, 3]);
    expect(shards.flat().sort((a, b) => a - b)).toEqual(runs);
    expect(shardRuns(runs, undefined)).toEqual(runs);
  });
});
