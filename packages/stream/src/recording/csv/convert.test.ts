import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { scratch, writeText } from "../../../test/recording-files.js";
import { DAY_MS } from "../file/folder.js";
import { openRecording } from "../file/open.js";
import type { MarketEntry, RecordingReader } from "../file/reader.js";
import { openRecordings } from "../file/recordings.js";
import { convertCsvToRecording } from "./convert.js";
import { CsvRowError } from "./rows.js";

const T = Date.UTC(2026, 4, 1, 9);

async function entries(reader: RecordingReader): Promise<MarketEntry[]> {
  const out: MarketEntry[] = [];
  for (let line = await reader.next(); line; line = await reader.next()) {
    expect(line.error).toBeUndefined();
    out.push(line.entry as MarketEntry);
  }
  return out;
}

function csv(folder: string, name: string, rows: readonly string[]): string {
  return writeText(join(folder, name), `${rows.join("\n")}\n`);
}

const BOOK = [
  "exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount",
  `x,BTCUSD,${T},0,true,bid,60000.50,1`,
  `x,BTCUSD,${T},0,true,ask,60001,2`,
  `x,BTCUSD,${T + 10},0,false,bid,60000.50,0`,
  `x,BTCUSD,${T + 10},0,false,bid,59999,3`,
  `x,BTCUSD,${T + 20},0,false,ask,60001,1.5`,
];

const TRADES = [
  "symbol,timestamp,side,price,amount,id",
  `BTCUSD,${T + 10},sell,60000.50,0.25,a`,
  `BTCUSD,${T + 30},buy,60001,0.5,b`,
];

describe("convertCsvToRecording", () => {
  test("writes a recording the readers read: the book as the live L2Book shows it, trades and marks, decimals as given", async () => {
    const folder = scratch();
    const out = join(folder, "market.ndjson.gz");
    const summary = await convertCsvToRecording({
      book: csv(folder, "book.csv", BOOK),
      trades: csv(folder, "trades.csv.gz", TRADES),
      marks: csv(folder, "marks.csv", ["timestamp,symbol,mark_price", `${T + 15},BTCUSD,60000.7`]),
      products: [
        {
          symbol: "BTCUSD",
          product: { makerFee: "0.001", takerFee: "0.004", tickSize: "0.5", lotSize: "0.25" },
        },
      ],
      out,
    });
    expect(summary).toEqual({
      files: [out],
      symbols: ["BTCUSD"],
      rows: 8,
      lines: 8,
      snapshots: 1,
      diffs: 2,
      trades: 2,
      tickers: 1,
    });
    const reader = await openRecording(out);
    expect(reader.header).toMatchObject({ symbols: ["BTCUSD"], source: "csv" });
    expect(reader.products.map((p) => p.product.lotSize)).toEqual(["0.25"]);
    expect(await entries(reader)).toEqual([
      {
        kind: "book",
        symbol: "BTCUSD",
        time: T,
        bids: [["60000.50", "1"]],
        asks: [["60001", "2"]],
      },
      // A trade meets the book as it stood before the changes of its millisecond.
      { kind: "trade", symbol: "BTCUSD", time: T + 10, price: "60000.50", size: "0.25", side: 1 },
      {
        kind: "book",
        symbol: "BTCUSD",
        time: T + 10,
        previousTime: T,
        bids: [
          ["59999", "3"],
          ["60000.50", "0"],
        ],
        asks: [],
      },
      { kind: "ticker", symbol: "BTCUSD", time: T + 15, ticker: { markPx: "60000.7" } },
      {
        kind: "book",
        symbol: "BTCUSD",
        time: T + 20,
        previousTime: T + 10,
        bids: [],
        asks: [["60001", "1.5"]],
      },
      { kind: "trade", symbol: "BTCUSD", time: T + 30, price: "60001", size: "0.5", side: 0 },
    ]);
  });

  test("shows the best `depth` levels a side: a level that leaves them is removed, one that comes in is added", async () => {
    const folder = scratch();
    const out = join(folder, "deep.ndjson");
    await convertCsvToRecording({
      book: csv(folder, "book.csv", [
        "timestamp,symbol,side,price,amount",
        `${T},BTCUSD,bid,100,1`,
        `${T},BTCUSD,bid,99,1`,
        `${T},BTCUSD,bid,98,1`,
        `${T + 1},BTCUSD,bid,98,5`,
        `${T + 2},BTCUSD,bid,100,0`,
      ]),
      depth: 2,
      out,
    });
    expect(await entries(await openRecording(out))).toEqual([
      {
        kind: "book",
        symbol: "BTCUSD",
        time: T,
        bids: [
          ["100", "1"],
          ["99", "1"],
        ],
        asks: [],
      },
      // 98 changed out of view: nothing to show.
      {
        kind: "book",
        symbol: "BTCUSD",
        time: T + 2,
        previousTime: T,
        bids: [
          ["98", "5"],
          ["100", "0"],
        ],
        asks: [],
      },
    ]);
  });

  test("reads times in the unit given, or as ISO 8601, and keeps whole milliseconds", async () => {
    const folder = scratch();
    const us = join(folder, "us.ndjson");
    await convertCsvToRecording({
      trades: csv(folder, "us.csv", [
        "timestamp,symbol,side,price,amount",
        `${T * 1000 + 999},BTCUSD,buy,1,1`,
      ]),
      timeUnit: "us",
      out: us,
    });
    expect((await entries(await openRecording(us)))[0]?.time).toBe(T);
    const iso = join(folder, "iso.ndjson");
    await convertCsvToRecording({
      trades: csv(folder, "iso.csv", [
        "time,symbol,side,price,size",
        "2026-05-01T09:00:00.123Z,BTCUSD,sell,1,1",
      ]),
      out: iso,
    });
    expect((await entries(await openRecording(iso)))[0]?.time).toBe(T + 123);
  });

  test("writes a folder of recordings by market and day, each day starting with its book", async () => {
    const folder = scratch();
    const root = join(folder, "data");
    const midnight = Date.UTC(2026, 4, 2);
    await convertCsvToRecording({
      book: csv(folder, "book.csv", [
        "timestamp,symbol,side,price,amount",
        `${midnight - 10},BTCUSD,bid,100,1`,
        `${midnight - 10},ETHUSD,ask,10,1`,
        `${midnight - 5},BTCUSD,bid,101,1`,
        `${midnight + 5},BTCUSD,bid,100,2`,
      ]),
      trades: csv(folder, "trades.csv", [
        "timestamp,symbol,side,price,amount",
        `${midnight + 1},BTCUSD,buy,101,1`,
      ]),
      outDir: root,
    });
    expect(readdirSync(join(root, "BTCUSD")).sort()).toEqual([
      "2026-05-01.ndjson.gz",
      "2026-05-02.ndjson.gz",
    ]);
    expect(readdirSync(join(root, "ETHUSD"))).toEqual(["2026-05-01.ndjson.gz"]);
    const second = await openRecording(join(root, "BTCUSD", "2026-05-02.ndjson.gz"));
    expect(await entries(second)).toEqual([
      { kind: "trade", symbol: "BTCUSD", time: midnight + 1, price: "101", size: "1", side: 0 },
      {
        kind: "book",
        symbol: "BTCUSD",
        time: midnight + 5,
        bids: [
          ["101", "1"],
          ["100", "2"],
        ],
        asks: [],
      },
    ]);
    const all = await entries(await openRecordings(root, { from: midnight - DAY_MS }));
    expect(all.map((e) => [e.symbol, e.kind, e.time - midnight])).toEqual([
      ["BTCUSD", "book", -10],
      ["ETHUSD", "book", -10],
      ["BTCUSD", "book", -5],
      ["BTCUSD", "trade", 1],
      ["BTCUSD", "book", 5],
    ]);
  });

  test("refuses the first row it cannot convert, naming its file, line and column, and leaves nothing written", async () => {
    const folder = scratch();
    const out = join(folder, "refused.ndjson");
    let files = 0;
    const refused = async (rows: string[], kind: "book" | "trades" = "trades") => {
      const file = csv(folder, `${kind}-${++files}.csv`, rows);
      const error = await convertCsvToRecording({ [kind]: file, out }).catch((e: unknown) => e);
      expect(existsSync(out)).toBe(false);
      expect(error).toBeInstanceOf(CsvRowError);
      return { file, error: error as CsvRowError };
    };
    const head = "timestamp,symbol,side,price,amount";
    const price = await refused([head, `${T},BTCUSD,buy,60000,1`, `${T},BTCUSD,buy,6e4,1`]);
    expect(price.error).toMatchObject({ file: price.file, line: 3, column: "price" });
    expect(price.error.message).toBe(
      `${price.file}: line 3: price must be a plain decimal string like "12.5", got "6e4"`,
    );
    expect((await refused([head, `${T},BTCUSD,buy,1,0.0000000001`])).error).toMatchObject({
      column: "amount",
    });
    expect((await refused([head, `${T},BTCUSD,hold,1,1`])).error.problem).toBe(
      'is "hold", not buy or sell (the taker\'s side)',
    );
    expect(
      (await refused([head, `${T},BTCUSD,bid,1,1`, `${T - 1},BTCUSD,ask,1,1`], "book")).error,
    ).toMatchObject({
      line: 3,
      column: "timestamp",
      problem: `is ${T - 1} ms, before ${T} ms on line 2: rows must be in time order`,
    });
    expect(
      (await refused(["timestamp,symbol,side,amount", `${T},BTCUSD,buy,1`])).error,
    ).toMatchObject({
      line: 1,
      column: "price",
    });
    expect((await refused([head, `${T},"BTC,USD,buy,1,1`])).error).toMatchObject({ line: 2 });
    expect((await refused([head, `soon,BTCUSD,buy,1,1`])).error).toMatchObject({
      column: "timestamp",
    });
  });

  test("refuses options it cannot use, naming each", async () => {
    await expect(convertCsvToRecording({ out: "x.ndjson" })).rejects.toThrow(
      /^book or trades must be given/,
    );
    await expect(convertCsvToRecording({ trades: "t.csv" })).rejects.toThrow(
      /^out or outDir must be given/,
    );
    await expect(
      convertCsvToRecording({ trades: "t.csv", out: "x", timeUnit: "h" as "s" }),
    ).rejects.toThrow(ValidationError);
    await expect(convertCsvToRecording({ trades: "t.csv", out: "x", depth: 101 })).rejects.toThrow(
      /^depth must be/,
    );
    await expect(
      convertCsvToRecording({ trades: join(scratch(), "none.csv"), out: "x" }),
    ).rejects.toThrow(/^trades cannot be read/);
  });
});
