import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startReplay } from "@perpkit/backtest";
import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorLines, json, perpkit } from "../../test/helpers.js";

// perpkit convert: plain CSV files of book changes, trades and marks into a recording that the
// sandbox replays, its book the book the rows leave.

const T = Date.UTC(2026, 4, 1, 23, 59, 59);
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "perpkit-convert-"));
  const write = (name: string, rows: readonly string[]) =>
    writeFileSync(join(folder, name), `${rows.join("\n")}\n`);
  write("book.csv", [
    "exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount",
    `x,BTCUSD,${T}000,0,true,bid,60000.0,1.5`,
    `x,BTCUSD,${T}000,0,true,bid,59999,2`,
    `x,BTCUSD,${T}000,0,true,ask,60001,1`,
    `x,BTCUSD,${T + 500}000,0,false,bid,59999,0`,
    // The trade of this millisecond took half a unit of the best bid.
    `x,BTCUSD,${T + 1_000}000,0,false,bid,60000.0,1`,
    `x,BTCUSD,${T + 2_000}000,0,false,ask,60002,3`,
  ]);
  write("trades.csv", [
    "exchange,symbol,timestamp,local_timestamp,id,side,price,amount",
    `x,BTCUSD,${T + 1_000}000,0,a,sell,60000,0.5`,
  ]);
  write("marks.csv", ["symbol,timestamp,mark_price", `BTCUSD,${T + 100}000,60000.5`]);
  // As perpkit products --json prints them: every product, each by its ticker.
  const listed = (ticker: string) => ({
    ticker,
    makerFee: "0.001",
    takerFee: "0.004",
    tickSize: "0.5",
    lotSize: "0.001",
    maxLeverage: 20,
  });
  write("products.json", [JSON.stringify({ data: [listed("BTCUSD"), listed("ETHUSD")] })]);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const args = (...more: string[]) => [
  "convert",
  "--book",
  join(folder, "book.csv"),
  "--trades",
  join(folder, "trades.csv"),
  "--marks",
  join(folder, "marks.csv"),
  "--time-unit",
  "us",
  "--products",
  join(folder, "products.json"),
  ...more,
];

/** The book of the sandbox's BTCUSD market, by its REST view. */
async function bookOf(sandbox: Sandbox) {
  const answer = await fetch(`${sandbox.baseUrl}/sandbox/book?symbol=BTCUSD`);
  return (await answer.json()) as { bids: [string, string][]; asks: [string, string][] };
}

describe("perpkit convert", () => {
  test("writes a recording of the CSV rows that the sandbox replays at the recorded fees", async () => {
    const out = join(folder, "market.ndjson.gz");
    const run = await perpkit(args("--out", out));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Converted 8 rows into 8 lines: 1 snapshots, 3 diffs, 1 trades, 1 tickers, in ${out}.\n`,
    );
    const sandbox = await startReplay({ port: 0, replay: { file: out, speed: "step" } });
    try {
      const status = await sandbox.replay?.advanceTo(T + 2_000);
      expect(status).toMatchObject({ ended: true, errors: 0, trades: 1, books: 4, tickers: 1 });
      expect(sandbox.feeSources.BTCUSD).toEqual({ maker: "recording", taker: "recording" });
      const book = await bookOf(sandbox);
      expect(book.bids).toEqual([["60000", "1"]]);
      expect(book.asks).toEqual([
        ["60001", "1"],
        ["60002", "3"],
      ]);
    } finally {
      await sandbox.close();
    }
  });

  test("writes a folder by market and day, which the sandbox replays as one input", async () => {
    const root = join(folder, "data");
    const run = await perpkit(args("--out-dir", root, "--json"));
    expect(run.code).toBe(0);
    expect(json<{ files: string[] }>(run).files).toHaveLength(2);
    expect(readdirSync(join(root, "BTCUSD"))).toEqual([
      "2026-05-01.ndjson.gz",
      "2026-05-02.ndjson.gz",
    ]);
    const sandbox = await startReplay({ port: 0, replay: { file: root, speed: "step" } });
    try {
      const status = await sandbox.replay?.advanceTo(T + 2_000);
      expect(status).toMatchObject({ ended: true, errors: 0, gaps: 0, trades: 1 });
      expect((await bookOf(sandbox)).asks).toEqual([
        ["60001", "1"],
        ["60002", "3"],
      ]);
    } finally {
      await sandbox.close();
    }
  });

  test("names the file, line and column of a row it refuses, leaves nothing written, and exits 3", async () => {
    const bad = join(folder, "bad.csv");
    writeFileSync(
      bad,
      `timestamp,symbol,side,price,amount\n${T},BTCUSD,sell,60000,0.5\n${T},BTCUSD,sell,sixty,1\n`,
    );
    const out = join(folder, "bad.ndjson");
    const run = await perpkit(["convert", "--trades", bad, "--out", out]);
    expect(run.code).toBe(3);
    expect(errorLines(run)[0]).toBe(
      `perpkit: ${bad}: line 3: price must be a plain decimal string like "12.5", got "sixty"`,
    );
    expect(existsSync(out)).toBe(false);
    const neither = await perpkit(["convert", "--trades", bad]);
    expect(neither.code).toBe(2);
    expect(errorLines(neither)[0]).toBe("perpkit: convert needs --out or --out-dir, and not both");
  });
});
