import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ValidationError } from "@perpkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSyntheticRecording } from "../src/replay/synthetic-recording.js";
import { loadBot } from "../src/sweep/bot.js";
import { SweepMismatchError } from "../src/sweep/errors.js";
import { mergeSweep } from "../src/sweep/merge.js";
import type { SweepDefinition } from "../src/sweep/plan.js";
import { RESULT_FILES } from "../src/sweep/results/store.js";
import { runOne } from "../src/sweep/run-one.js";
import { prepareSweep, runSweep } from "../src/sweep/sweep.js";
import { DAYS, recordingFolder, removeScratch, scratch } from "./recordings.js";

// Sweeps of a small bot (test/fixtures/quoter.ts) over tiny synthetic recordings: each run the
// same twice, a sweep whole and as two shards in processes of their own giving the same files,
// a failed run told while the others go on, and bad input refused before any run.

const bot = fileURLToPath(new URL("./fixtures/quoter.ts", import.meta.url));
let folder: string;
beforeAll(async () => {
  folder = await recordingFolder(["BTCUSD"]);
});
afterAll(removeScratch);

const definition = (): SweepDefinition => ({
  bot,
  grid: { spreadTicks: [1, 2] },
  recordings: { folder },
  walkForward: { train: 1, test: 1 },
  sampleEveryMs: 500,
});

/** Runs one shard as a process of its own, through tsx, as a machine of a sweep would. */
function shardProcess(file: string, shard: string, out: string): Promise<number | null> {
  const main = fileURLToPath(new URL("./fixtures/shard-main.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=@perpkit/source", main, file, shard, out],
      {
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    child.on("error", reject);
    child.on("exit", resolve);
  });
}

describe("a sweep", { timeout: 180_000 }, () => {
  it("gives the same report for the same run, byte for byte", async () => {
    const quoter = await loadBot(bot);
    const input = {
      bot: quoter,
      params: { ...quoter.params, spreadTicks: 1 },
      folder,
      symbols: ["BTCUSD"],
      window: { from: DAYS[0], to: DAYS[1] },
      seed: 1,
      replay: { latency: { order: [3, 8], feed: 2 } },
      sampleEveryMs: 500,
    };
    const first = await runOne(input);
    const second = await runOne(input);
    expect(JSON.stringify(second.report)).toBe(JSON.stringify(first.report));
    expect(first.report.orders.placed).toBeGreaterThan(4);
    expect(first.report.equity.curve.length).toBeGreaterThan(4);
  });

  it("run whole and as two shards in processes of their own, merged, writes the same files", async () => {
    const out = scratch();
    const whole = await runSweep(definition(), {
      out: join(out, "whole"),
      workers: 2,
      progress: { write: () => true },
    });
    expect(whole.results.runs.map((r) => r.status)).toEqual(["done", "done", "done", "done"]);
    const file = join(out, "sweep.json");
    writeFileSync(file, JSON.stringify(definition()));
    const codes = await Promise.all(
      ["1/2", "2/2"].map((s, i) => shardProcess(file, s, join(out, `shard-${i + 1}`))),
    );
    expect(codes).toEqual([0, 0]);
    const shards = [1, 2].map((i) => join(out, `shard-${i}`, RESULT_FILES.results));
    for (const shard of shards)
      expect(JSON.parse(readFileSync(shard, "utf8")).runs).toHaveLength(2);
    const merged = await mergeSweep({ shards, out: join(out, "merged") });
    expect(merged.files).toEqual(whole.files);
    for (const name of whole.files.filter((f) => f !== RESULT_FILES.database)) {
      expect(
        readFileSync(join(out, "merged", name)).equals(readFileSync(join(out, "whole", name))),
        name,
      ).toBe(true);
    }
    expect(merged.results.plan.walkForward).toEqual({ train: 1, test: 1 });
    // Shards of another sweep are refused, and nothing is written.
    const other = join(out, "other");
    await runSweep(
      { ...definition(), seed: 2 },
      { out: other, shard: { index: 2, count: 2 }, workers: 1, progress: { write: () => true } },
    );
    await expect(
      mergeSweep({
        shards: [shards[0] as string, join(other, RESULT_FILES.results)],
        out: join(out, "mixed"),
      }),
    ).rejects.toBeInstanceOf(SweepMismatchError);
    expect(existsSync(join(out, "mixed"))).toBe(false);
  });

  it("tells a failed run with its error and parameters, and runs the others", async () => {
    const lines: string[] = [];
    const { results } = await runSweep(
      {
        bot,
        grid: { failAt: ["never", "start"] },
        recordings: { folder },
        windows: [{ from: DAYS[0], to: DAYS[1] }],
      },
      { out: scratch(), workers: 2, progress: { write: (text: string) => lines.push(text) } },
    );
    const failed = results.runs.find((r) => r.status === "failed");
    expect(results.runs.filter((r) => r.status === "done")).toHaveLength(1);
    expect(failed?.error).toEqual({
      name: "Error",
      message: "the quoter was told to fail at its start",
    });
    expect(lines.join("")).toContain(
      `run ${failed?.id} failed: Error: the quoter was told to fail at its start (parameters {"spreadTicks":1,"everyMs":1000,"size":"0.01","failAt":"start"}`,
    );
  });

  it("stops a run past its time limit by ending its thread, and tells it failed", async () => {
    const lines: string[] = [];
    const { results } = await runSweep(
      {
        bot,
        grid: { failAt: ["hang"] },
        recordings: { folder },
        windows: [{ from: DAYS[0], to: DAYS[1] }],
      },
      {
        out: scratch(),
        workers: 1,
        runTimeoutMs: 1_500,
        progress: { write: (text: string) => lines.push(text) },
      },
    );
    expect(results.runs[0]?.error).toEqual({
      name: "TimeoutError",
      message: `run ${results.runs[0]?.id} timed out after 1500 ms.`,
    });
    expect(lines.join("")).toContain("failed: TimeoutError");
  });

  it("refuses an unknown parameter, an empty grid and an unreadable recording before any run", async () => {
    const refused = async (change: Partial<SweepDefinition>) => {
      const error = await prepareSweep({ ...definition(), ...change }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).message;
    };
    expect(await refused({ grid: { spread: [1] } })).toMatch(
      /^grid.spread is not a parameter of the bot \(its parameters: spreadTicks, everyMs, size, failAt\)/,
    );
    expect(await refused({ grid: { spreadTicks: [] } })).toMatch(/^grid.spreadTicks is empty/);
    const broken = await recordingFolder(["BTCUSD"], 1);
    writeFileSync(join(broken, "BTCUSD", "2026-01-02.ndjson"), "not a recording\n");
    expect(await refused({ recordings: { folder: broken } })).toMatch(
      /recordings cannot be read: .*2026-01-02.ndjson/,
    );
    expect(await refused({ recordings: { folder: join(broken, "missing") } })).toMatch(
      /^recordings.folder cannot be read/,
    );
    // A market's folder holding a recording of other markets too.
    const mixed = await recordingFolder(["BTCUSD"], 1);
    await writeSyntheticRecording(join(mixed, "BTCUSD", "2026-01-01.ndjson"), {
      seconds: 1,
      start: DAYS[0] + 1_000,
    });
    expect(await refused({ recordings: { folder: mixed } })).toMatch(
      /2026-01-01.ndjson records BTCUSD, ETHUSD, SOLUSD/,
    );
  });
});
