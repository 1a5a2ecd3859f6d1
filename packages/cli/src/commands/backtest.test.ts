import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSyntheticRecording } from "@perpkit/backtest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { perpkit } from "../../test/helpers.js";

// perpkit backtest sweep: a sweep's definition from a JSON file, its shards by --shard or by an
// Indexed Job's index, the merge, and bad input refused with exit 3 (validation) before any run.

let folder: string;
const bot = fileURLToPath(new URL("../../test/fixtures/resting-bot.mjs", import.meta.url));

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "perpkit-cli-sweep-"));
  mkdirSync(join(folder, "data", "BTCUSD"), { recursive: true });
  await writeSyntheticRecording(join(folder, "data", "BTCUSD", "2026-01-01.ndjson"), {
    seconds: 2,
    symbols: ["BTCUSD"],
    start: Date.UTC(2026, 0, 1, 0, 0, 1),
    diffsPerSecond: 5,
  });
  // The paths of a sweep's file are read from its folder.
  writeSweep("sweep.json", { grid: { ticksUnder: [1, 2] } });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function writeSweep(name: string, fields: Record<string, unknown>): string {
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify({ bot, recordings: { folder: "data" }, ...fields }));
  return file;
}

describe("perpkit backtest sweep", { timeout: 120_000 }, () => {
  test("runs each shard of an Indexed Job by its index, and merge joins them", async () => {
    const sweep = join(folder, "sweep.json");
    const shards = await Promise.all(
      ["0", "1"].map((index) =>
        perpkit(
          [
            "backtest",
            "sweep",
            sweep,
            "--shards",
            "2",
            "--out",
            join(folder, `shard-${index}`),
            "--json",
          ],
          {
            env: { JOB_COMPLETION_INDEX: index },
          },
        ),
      ),
    );
    for (const [i, run] of shards.entries()) {
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({
        shard: { index: i + 1, count: 2 },
        runs: 1,
        failed: 0,
      });
    }
    const results = ["0", "1"].map((index) => join(folder, `shard-${index}`, "results.json"));
    const merged = await perpkit([
      "backtest",
      "sweep",
      "merge",
      ...results,
      "--out",
      join(folder, "merged"),
    ]);
    expect(merged.code).toBe(0);
    expect(merged.stdout).toMatch(/^Sweep [0-9a-f]{16}: 2 runs, 0 failed/);
    expect(existsSync(join(folder, "merged", "sweep.duckdb"))).toBe(true);
    expect(readFileSync(join(folder, "merged", "sweep.html"), "utf8")).toContain(
      "<h1>Sweep of resting</h1>",
    );
  });

  test("refuses an unknown parameter, a shard out of range and a missing index, before any run", async () => {
    const unknown = await perpkit([
      "backtest",
      "sweep",
      writeSweep("bad.json", { grid: { ticks: [1] } }),
      "--out",
      join(folder, "bad"),
    ]);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(
      /grid.ticks is not a parameter of the bot \(its parameters: ticksUnder\)/,
    );
    expect(existsSync(join(folder, "bad"))).toBe(false);
    const sweep = join(folder, "sweep.json");
    const range = await perpkit([
      "backtest",
      "sweep",
      sweep,
      "--shard",
      "3/2",
      "--out",
      join(folder, "x"),
    ]);
    expect(range.code).toBe(3);
    expect(range.stderr).toMatch(/--shard is 3\/2: a shard's index runs from 1 to 2/);
    const index = await perpkit([
      "backtest",
      "sweep",
      sweep,
      "--shards",
      "2",
      "--out",
      join(folder, "x"),
    ]);
    expect(index.code).toBe(3);
    expect(index.stderr).toMatch(/JOB_COMPLETION_INDEX is not set/);
  });

  test("refuses to merge shards of different sweeps, naming the file", async () => {
    const shard = (sweepId: string, index: number) => {
      const file = join(folder, `fake-${sweepId}-${index}.json`);
      const plan = { runCount: 2 };
      writeFileSync(
        file,
        JSON.stringify({
          format: "perpkit-sweep-results",
          version: 1,
          sweepId,
          plan,
          shard: { index, count: 2 },
          runs: [],
        }),
      );
      return file;
    };
    const run = await perpkit([
      "backtest",
      "sweep",
      "merge",
      shard("aaaa", 1),
      shard("bbbb", 2),
      "--out",
      join(folder, "m"),
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/fake-bbbb-2.json holds results of sweep bbbb, not of sweep aaaa/);
    expect(existsSync(join(folder, "m"))).toBe(false);
  });
});
