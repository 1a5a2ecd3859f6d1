import { join } from "node:path";
import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import {
  diff,
  product,
  scratch,
  snapshot,
  ticker,
  trade,
  writeRecording,
  writeText,
} from "../../../test/recording-files.js";
import { DAY_MS, listRecordingFolder } from "./folder.js";
import type { MarketEntry, RecordingLine, RecordingReader } from "./reader.js";
import { openRecordings } from "./recordings.js";

const DAY1 = Date.UTC(2026, 4, 1);
const DAY2 = DAY1 + DAY_MS;

async function all(reader: RecordingReader): Promise<RecordingLine[]> {
  const lines: RecordingLine[] = [];
  for (let line = await reader.next(); line; line = await reader.next()) lines.push(line);
  return lines;
}

const entries = async (reader: RecordingReader): Promise<MarketEntry[]> =>
  (await all(reader)).map((l) => l.entry as MarketEntry);

/** A folder of two markets over two days, BTCUSD's days with their own product lines. */
function folder(): string {
  const root = scratch();
  writeRecording(
    join(root, "BTCUSD", "2026-05-01.ndjson"),
    ["BTCUSD"],
    [
      product("BTCUSD", "0.001"),
      snapshot("BTCUSD", DAY1 + 10, [["60000", "1"]], [["60001", "1"]]),
      trade("BTCUSD", DAY1 + 30),
      diff("BTCUSD", DAY1 + 50, DAY1 + 10, [["60000", "2"]], []),
    ],
  );
  writeRecording(
    join(root, "BTCUSD", "2026-05-02.ndjson.gz"),
    ["BTCUSD"],
    [product("BTCUSD", "0.002"), snapshot("BTCUSD", DAY2 + 10, [["61000", "1"]], [])],
  );
  writeRecording(
    join(root, "ETHUSD", "2026-05-01.ndjson.gz"),
    ["ETHUSD"],
    [snapshot("ETHUSD", DAY1 + 20, [["3000", "1"]], []), ticker("ETHUSD", DAY1 + 40, "3000.5")],
  );
  writeText(join(root, "ETHUSD", "notes.txt"), "not a recording");
  return root;
}

describe("a folder of recordings by market and day", () => {
  test("lists its markets and their days, a day's start at midnight UTC", async () => {
    const root = folder();
    const listed = await listRecordingFolder(root);
    expect(listed.symbols).toEqual(["BTCUSD", "ETHUSD"]);
    expect(listed.days.map((d) => [d.symbol, d.day, d.start])).toEqual([
      ["BTCUSD", "2026-05-01", DAY1],
      ["BTCUSD", "2026-05-02", DAY2],
      ["ETHUSD", "2026-05-01", DAY1],
    ]);
  });

  test("reads as one input, in time order across markets, each market's days one after another", async () => {
    const root = folder();
    const reader = await openRecordings(root);
    expect(reader.header.symbols).toEqual(["BTCUSD", "ETHUSD"]);
    expect(reader.files).toHaveLength(3);
    // A market's product line is its first day's.
    expect(reader.products.map((p) => [p.symbol, p.product.makerFee])).toEqual([
      ["BTCUSD", "0.001"],
    ]);
    const lines = await all(reader);
    expect(lines.map((l) => [l.entry?.symbol, l.entry && l.entry.time - DAY1])).toEqual([
      ["BTCUSD", 10],
      ["ETHUSD", 20],
      ["BTCUSD", 30],
      ["ETHUSD", 40],
      ["BTCUSD", 50],
      ["BTCUSD", DAY_MS + 10],
    ]);
    expect(lines[5]).toMatchObject({
      file: join(root, "BTCUSD", "2026-05-02.ndjson.gz"),
      number: 3,
    });
  });

  test("reads the markets asked for, and the days that meet the window", async () => {
    const root = folder();
    const second = await openRecordings(root, { symbols: ["BTCUSD"], from: DAY2 });
    expect(second.files).toEqual([join(root, "BTCUSD", "2026-05-02.ndjson.gz")]);
    expect((await entries(second)).map((e) => e.time)).toEqual([DAY2 + 10]);
    await expect(openRecordings(root, { symbols: ["SOLUSD"] })).rejects.toThrow(
      /^symbols\.0 is "SOLUSD", not a market of /,
    );
    await expect(openRecordings(root, { from: DAY2 + DAY_MS })).rejects.toThrow(ValidationError);
    await expect(openRecordings(root, { from: DAY2, to: DAY1 })).rejects.toThrow(
      /^to is .*not after from/,
    );
  });

  test("names the file in a refusal, and refuses a file of another market than its folder's", async () => {
    const root = folder();
    writeRecording(join(root, "ETHUSD", "2026-05-02.ndjson"), ["ETHUSD"], ['["X"]']);
    const lines = await all(await openRecordings(root, { symbols: ["ETHUSD"] }));
    const refused = lines.find((l) => l.error)?.error;
    expect(refused?.message).toBe(
      `${join(root, "ETHUSD", "2026-05-02.ndjson")}: line 2: kind is "X", not P, S, D, T, K or G`,
    );
    writeRecording(join(root, "SOLUSD", "2026-05-01.ndjson"), ["BTCUSD"], []);
    await expect(openRecordings(root, { symbols: ["SOLUSD"] })).rejects.toThrow(
      /SOLUSD\/2026-05-01\.ndjson: line 1: symbols are BTCUSD, not SOLUSD, the market of its folder/,
    );
  });

  test("refuses a recording not named for a day, and two of one day", async () => {
    const root = folder();
    writeRecording(join(root, "BTCUSD", "2026-05-01.ndjson.gz"), ["BTCUSD"], []);
    await expect(listRecordingFolder(root)).rejects.toThrow(
      /holds two recordings of BTCUSD on 2026-05-01/,
    );
    const other = scratch();
    writeRecording(join(other, "BTCUSD", "2026-02-30.ndjson"), ["BTCUSD"], []);
    await expect(listRecordingFolder(other)).rejects.toThrow(/not named for a day/);
  });
});

describe("recordings read as one", () => {
  test("a list of recordings reads in time order, each line with its file", async () => {
    const root = scratch();
    const a = writeRecording(
      join(root, "a.ndjson"),
      ["BTCUSD"],
      [trade("BTCUSD", DAY1 + 2), trade("BTCUSD", DAY1 + 3)],
    );
    const b = writeRecording(
      join(root, "b.ndjson"),
      ["ETHUSD"],
      [trade("ETHUSD", DAY1 + 1), trade("ETHUSD", DAY1 + 3)],
    );
    const lines = await all(await openRecordings([a, b]));
    expect(lines.map((l) => [l.file, l.entry?.time])).toEqual([
      [b, DAY1 + 1],
      [a, DAY1 + 2],
      [a, DAY1 + 3],
      [b, DAY1 + 3],
    ]);
    await expect(openRecordings([a, join(root, "none.ndjson")])).rejects.toThrow(
      /^file\.1 cannot be read/,
    );
  });

  test("a window starts with each market's book as it stood, whose diffs go on from it", async () => {
    const root = scratch();
    const path = writeRecording(
      join(root, "day.ndjson"),
      ["BTCUSD"],
      [
        snapshot(
          "BTCUSD",
          DAY1,
          [
            ["60000", "1"],
            ["59999", "2"],
          ],
          [["60001", "1"]],
        ),
        ticker("BTCUSD", DAY1 + 5, "60000.4"),
        diff(
          "BTCUSD",
          DAY1 + 10,
          DAY1,
          [
            ["59999", "0"],
            ["59998", "3"],
          ],
          [],
        ),
        trade("BTCUSD", DAY1 + 15),
        ticker("BTCUSD", DAY1 + 18, "60000.5"),
        diff("BTCUSD", DAY1 + 20, DAY1 + 10, [], [["60001", "4"]]),
        trade("BTCUSD", DAY1 + 25),
        diff("BTCUSD", DAY1 + 30, DAY1 + 20, [], [["60002", "1"]]),
      ],
    );
    const reader = await openRecordings(path, { from: DAY1 + 20, to: DAY1 + 30 });
    expect(await reader.startTime()).toBe(DAY1 + 10);
    const read = await entries(reader);
    expect(read).toEqual([
      snapshot(
        "BTCUSD",
        DAY1 + 10,
        [
          ["60000", "1"],
          ["59998", "3"],
        ],
        [["60001", "1"]],
      ),
      ticker("BTCUSD", DAY1 + 18, "60000.5"),
      diff("BTCUSD", DAY1 + 20, DAY1 + 10, [], [["60001", "4"]]),
      trade("BTCUSD", DAY1 + 25),
    ]);
  });

  test("a window's snapshot of a book broken by a gap waits for the next snapshot", async () => {
    const path = writeRecording(
      join(scratch(), "gap.ndjson"),
      ["BTCUSD"],
      [
        snapshot("BTCUSD", DAY1, [["60000", "1"]], []),
        { kind: "gap", symbol: "BTCUSD", time: DAY1, reason: "gap", channel: "L2Book" },
        diff("BTCUSD", DAY1 + 10, DAY1 + 5, [["60000", "2"]], []),
        trade("BTCUSD", DAY1 + 20),
      ],
    );
    expect(await entries(await openRecordings(path, { from: DAY1 + 20 }))).toEqual([
      trade("BTCUSD", DAY1 + 20),
    ]);
  });

  test("reads only the markets asked for, and says which it does not hold", async () => {
    const path = writeRecording(
      join(scratch(), "two.ndjson"),
      ["BTCUSD", "ETHUSD"],
      [product("ETHUSD"), trade("BTCUSD", DAY1), trade("ETHUSD", DAY1 + 1)],
    );
    const reader = await openRecordings(path, { symbols: ["ETHUSD"] });
    expect(reader.header.symbols).toEqual(["ETHUSD"]);
    expect(reader.products.map((p) => p.symbol)).toEqual(["ETHUSD"]);
    expect((await entries(reader)).map((e) => e.symbol)).toEqual(["ETHUSD"]);
    await expect(openRecordings(path, { symbols: ["SOLUSD"], prefix: "replay." })).rejects.toThrow(
      /^replay\.symbols\.0 is "SOLUSD", not a market of the recordings \(BTCUSD, ETHUSD\)/,
    );
  });

  test("a window's times are whole epoch milliseconds", async () => {
    const path = writeRecording(
      join(scratch(), "back.ndjson"),
      ["BTCUSD"],
      [trade("BTCUSD", DAY1)],
    );
    await expect(openRecordings(path, { from: -1 })).rejects.toThrow(/^from must be a time/);
    await expect(openRecordings(path, { to: 1.5 })).rejects.toThrow(ValidationError);
  });
});
