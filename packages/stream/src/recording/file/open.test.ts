import { execFileSync } from "node:child_process";
import { createWriteStream, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import {
  product,
  scratch,
  snapshot,
  ticker,
  trade,
  writeRecording,
  writeText,
} from "../../../test/recording-files.js";
import { encodeRecordingHeader, RecordingLineError } from "../../index.js";
import { MAX_LINE_BYTES } from "./lines.js";
import { openRecording } from "./open.js";
import type { RecordingLine, RecordingReader } from "./reader.js";

const T = Date.UTC(2026, 4, 1, 9);

async function all(reader: RecordingReader): Promise<RecordingLine[]> {
  const lines: RecordingLine[] = [];
  for (let line = await reader.next(); line; line = await reader.next()) lines.push(line);
  return lines;
}

describe("openRecording", () => {
  test("reads the header and the product lines at once, then each market line with its number", async () => {
    for (const name of ["market.ndjson", "market.ndjson.gz"]) {
      const path = writeRecording(
        join(scratch(), name),
        ["BTCUSD"],
        [
          product("BTCUSD"),
          snapshot("BTCUSD", T, [["60000", "1"]], []),
          "",
          trade("BTCUSD", T + 5),
        ],
      );
      const reader = await openRecording(path);
      expect(reader.header).toEqual({
        format: "perpkit-market-recording",
        version: 2,
        symbols: ["BTCUSD"],
      });
      expect(reader.products).toEqual([
        { file: path, number: 2, symbol: "BTCUSD", product: product("BTCUSD").product },
      ]);
      const lines = await all(reader);
      expect(lines.map((l) => [l.number, l.entry?.kind])).toEqual([
        [3, "book"],
        [5, "trade"],
      ]);
      expect(lines[0]?.file).toBe(path);
    }
  });

  test("a line it cannot read comes as its refusal, and the lines after it still come", async () => {
    const path = writeRecording(
      join(scratch(), "refused.ndjson"),
      ["BTCUSD"],
      [
        snapshot("BTCUSD", T, [], []),
        '["T","BTCUSD",5,"1","2",3]',
        `["K","BTCUSD",${T},{"note":"${"x".repeat(MAX_LINE_BYTES)}"}]`,
        product("BTCUSD"),
        trade("BTCUSD", T + 5),
      ],
    );
    const lines = await all(await openRecording(path));
    expect(lines.map((l) => [l.number, l.entry?.kind ?? l.error?.field])).toEqual([
      [2, "book"],
      [3, "side"],
      [4, "line"],
      [5, "kind"],
      [6, "trade"],
    ]);
    expect(lines[2]?.error?.message).toMatch(/^line 4: line is \d+ bytes long, over the 1048576/);
    expect(lines[3]?.error?.message).toMatch(/product lines come right after the header/);
    expect(lines[1]?.error).toBeInstanceOf(RecordingLineError);
  });

  test("finds the start time by reading ahead, and the lines read ahead still come", async () => {
    const path = writeRecording(
      join(scratch(), "start.ndjson"),
      ["BTCUSD"],
      [
        "not json",
        { kind: "gap", symbol: "BTCUSD", time: 0, reason: "reconnect" },
        ticker("BTCUSD", T + 7, "60000"),
      ],
    );
    const reader = await openRecording(path);
    expect(await reader.startTime()).toBe(T + 7);
    expect(await reader.startTime((time) => time > T + 7)).toBeUndefined();
    expect((await all(reader)).map((l) => l.number)).toEqual([2, 3, 4]);
  });

  test("reads a pipe: the file is opened once and read once, from its start", async () => {
    const folder = scratch();
    const fifo = join(folder, "market.pipe");
    execFileSync("mkfifo", [fifo]);
    const text = `${encodeRecordingHeader(["BTCUSD"])}["T","BTCUSD",1767225600000,"1","2",0]\n`;
    const writer = createWriteStream(fifo);
    writer.end(gzipSync(text));
    const reader = await openRecording(fifo);
    expect(await reader.startTime()).toBe(1767225600000);
    expect((await all(reader)).map((l) => l.entry?.kind)).toEqual(["trade"]);
  });

  test("a file that cannot be read is a ValidationError naming the field; a bad header a RecordingLineError", async () => {
    const folder = scratch();
    await expect(
      openRecording(join(folder, "none.ndjson"), { field: "replay.file" }),
    ).rejects.toThrow(/^replay\.file cannot be read: ENOENT/);
    await expect(openRecording(writeText(join(folder, "empty.ndjson"), ""))).rejects.toThrow(
      ValidationError,
    );
    await expect(openRecording(writeText(join(folder, "head.ndjson"), '["S"]\n'))).rejects.toThrow(
      /line 1: format is not the header/,
    );
    const twice = writeRecording(
      join(folder, "twice.ndjson"),
      ["BTCUSD"],
      [product("BTCUSD"), product("BTCUSD")],
    );
    await expect(openRecording(twice)).rejects.toMatchObject({ line: 3, field: "symbol" });
    const named = openRecording(twice, { nameFile: true });
    await expect(named).rejects.toThrow(
      `${twice}: line 3: symbol is BTCUSD, whose product line came before`,
    );
  });

  test("a version 1 file is read without product lines; one there is refused at the open", async () => {
    const path = join(scratch(), "v1.ndjson");
    const header = '{"format":"perpkit-market-recording","version":1,"symbols":["BTCUSD"]}';
    writeFileSync(path, `${header}\n["T","BTCUSD",5,"1","2",0]\n`);
    expect((await all(await openRecording(path))).map((l) => l.entry?.kind)).toEqual(["trade"]);
    writeFileSync(
      path,
      `${header}\n["P","BTCUSD",{"makerFee":"0","takerFee":"0","tickSize":"1","lotSize":"1"}]\n`,
    );
    await expect(openRecording(path)).rejects.toThrow(
      /kind is P, which version 1 files do not have/,
    );
  });

  test("data that cannot be read on is a refusal of the file, from then on", async () => {
    const path = join(scratch(), "cut.ndjson.gz");
    const whole = gzipSync(
      encodeRecordingHeader(["BTCUSD"]) + '["T","BTCUSD",5,"1","2",0]\n'.repeat(2_000),
    );
    writeFileSync(path, whole.subarray(0, whole.length - 20));
    const reader = await openRecording(path);
    const failure = all(reader);
    await expect(failure).rejects.toBeInstanceOf(RecordingLineError);
    await expect(failure).rejects.toMatchObject({ field: "file" });
    await expect(reader.next()).rejects.toMatchObject({ field: "file" });
  });
});
