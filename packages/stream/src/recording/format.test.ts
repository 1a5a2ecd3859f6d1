import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  decodeRecordingEntry,
  decodeRecordingHeader,
  encodeRecordingEntry,
  encodeRecordingHeader,
  RECORDING_VERSION,
  type RecordingEntry,
  recordingLineKinds,
} from "../index.js";

// The format's one reader and writer (generated from spec/recording/recording.schema.json):
// every example line of the schema reads, every entry written reads back the same, and a line it
// cannot read names its line and field.

const schema = JSON.parse(
  readFileSync(
    new URL("../../../../spec/recording/recording.schema.json", import.meta.url),
    "utf8",
  ),
) as {
  $defs: Record<string, { examples?: unknown[]; prefixItems?: { const?: string }[] }>;
};

/** The example lines of each kind of line the schema lists, by the kind's tag. */
const examples = Object.values(schema.$defs).flatMap((def) => {
  const tag = def.prefixItems?.[0]?.const;
  return tag === undefined ? [] : (def.examples ?? []).map((row) => [tag, row] as const);
});

function refused(line: string, number: number, version?: number): unknown {
  try {
    decodeRecordingEntry(line, number, version);
  } catch (error) {
    return error;
  }
  throw new Error(`${line} was read`);
}

describe("the recording format", () => {
  test("the schema shows an example of every kind of line, and each reads back as it was written", () => {
    expect(new Set(examples.map(([tag]) => tag))).toEqual(new Set(Object.keys(recordingLineKinds)));
    for (const [tag, row] of examples) {
      const entry = decodeRecordingEntry(JSON.stringify(row), 2);
      expect(entry.kind).toBe(recordingLineKinds[tag as keyof typeof recordingLineKinds].entry);
      expect(JSON.parse(encodeRecordingEntry(entry))).toEqual(row);
    }
  });

  test("reads every header the schema shows", () => {
    for (const header of schema.$defs.header?.examples ?? []) {
      expect(decodeRecordingHeader(JSON.stringify(header))).toEqual(header);
    }
    expect(decodeRecordingHeader(encodeRecordingHeader(["BTCUSD"], "testnet"))).toEqual({
      format: "perpkit-market-recording",
      version: RECORDING_VERSION,
      symbols: ["BTCUSD"],
      source: "testnet",
    });
  });

  test("reads a product line, and writes only the product's fields the format holds", () => {
    const product = { makerFee: "0.001", takerFee: "0.004", tickSize: "0.1", lotSize: "0.001" };
    const entry: RecordingEntry = {
      kind: "product",
      symbol: "BTCUSD",
      product: { ...product, maxQuantity: "1000" } as typeof product,
    };
    const line = encodeRecordingEntry(entry);
    expect(line).toBe(`${JSON.stringify(["P", "BTCUSD", product])}\n`);
    expect(decodeRecordingEntry(line, 2)).toEqual({ kind: "product", symbol: "BTCUSD", product });
  });

  test("a version 1 file has no product lines: one there is refused naming the version", () => {
    const line = '["P","BTCUSD",{"makerFee":"0","takerFee":"0","tickSize":"1","lotSize":"1"}]';
    expect(refused(line, 2, 1)).toMatchObject({
      field: "kind",
      message: "line 2: kind is P, which version 1 files do not have: it came with version 2",
    });
    expect(decodeRecordingEntry('["T","BTCUSD",5,"1","2",0]', 2, 1)).toMatchObject({
      kind: "trade",
    });
  });

  test("a gap line that names no channel is the book's, read as it was written", () => {
    expect(decodeRecordingEntry('["G","BTCUSD",5,"reconnect"]', 7)).toEqual({
      kind: "gap",
      symbol: "BTCUSD",
      time: 5,
      reason: "reconnect",
    });
    const gap = {
      kind: "gap",
      symbol: "BTCUSD",
      time: 5,
      reason: "reconnect",
      channel: "TradeFill",
    } as const;
    expect(decodeRecordingEntry(encodeRecordingEntry(gap), 7)).toEqual(gap);
  });

  test("names the line and the field of a line it cannot read", () => {
    expect(refused('["X","BTCUSD",5]', 9)).toMatchObject({
      name: "RecordingLineError",
      line: 9,
      field: "kind",
      message: 'line 9: kind is "X", not P, S, D, T, K or G',
    });
    expect(refused('["T","BTCUSD",5,"1","2",3]', 4)).toMatchObject({
      field: "side",
      message: "line 4: side must be 0 or 1, got the number 3",
    });
    expect(refused('["D","BTCUSD",5,4,[["1"]],[]]', 3)).toMatchObject({
      field: "bids.0",
      message: "line 3: bids.0 must be a [price, quantity] string pair, got an array of 1",
    });
    expect(refused('["S","BTCUSD",5,[["1","2"]],[["3",4]]]', 3)).toMatchObject({
      field: "asks.0.quantity",
      problem: "must be a decimal string, got the number 4",
    });
    expect(refused('["T","BTCUSD",5,"1e3","2",0]', 3)).toMatchObject({ field: "price" });
    expect(refused('["D","BTCUSD",5,"4",[],[]]', 6)).toMatchObject({ field: "pt" });
    expect(refused('["S","BTCUSD","5",[],[]]', 2)).toMatchObject({ field: "time" });
    expect(refused('["G","BTCUSD",5,"x","OrderFill"]', 2)).toMatchObject({ field: "channel" });
    expect(refused('["K","BTCUSD",5,{"markPx":1}]', 2)).toMatchObject({ field: "ticker.markPx" });
    expect(refused('["P","BTCUSD",{"makerFee":"0.001"}]', 2)).toMatchObject({
      field: "product.takerFee",
    });
    expect(refused('["T","BTCUSD",5,"1","2",0,"extra"]', 5)).toMatchObject({
      field: "line",
      message: "line 5: line holds 7 elements; a T line holds at most 6",
    });
    expect(refused('["T","BTCUSD",5,"1"', 12)).toMatchObject({
      line: 12,
      message: "line 12: line is not JSON",
    });
    expect(refused("{}", 2)).toMatchObject({ field: "line" });
  });

  test("a header is refused naming its field", () => {
    expect(() => decodeRecordingHeader('["S"]')).toThrow(/line 1: format is not the header/);
    expect(() => decodeRecordingHeader("nope", 3)).toThrow(/line 3: header is not JSON/);
    const header = (fields: object) =>
      JSON.stringify({ format: "perpkit-market-recording", version: 2, ...fields });
    expect(() => decodeRecordingHeader(header({ symbols: [] }))).toThrow(
      /symbols must be a list of the markets recorded, at least one/,
    );
    expect(() => decodeRecordingHeader(header({ symbols: ["BTCUSD", "BTCUSD"] }))).toThrow(
      'line 1: symbols lists "BTCUSD" twice',
    );
    expect(() => decodeRecordingHeader(header({ symbols: ["BTCUSD"], source: 5 }))).toThrow(
      /source must be a string/,
    );
  });

  test("a header's version is a whole number this perpkit reads; a string is refused as one", () => {
    const header = (version: unknown) =>
      `{"format":"perpkit-market-recording","version":${JSON.stringify(version)},"symbols":["BTCUSD"]}`;
    expect(decodeRecordingHeader(header(1)).version).toBe(1);
    expect(decodeRecordingHeader(header(2)).version).toBe(2);
    expect(() => decodeRecordingHeader(header(3))).toThrow(
      "line 1: version is 3; this perpkit reads 2 and older",
    );
    expect(() => decodeRecordingHeader(header(-5))).toThrow(
      "line 1: version must be a whole number from 1, got the number -5",
    );
    expect(() => decodeRecordingHeader(header(1.5))).toThrow(/got the number 1\.5/);
    expect(() => decodeRecordingHeader(header("1"))).toThrow(
      'line 1: version must be a whole number from 1, got "1", a string',
    );
    expect(() => decodeRecordingHeader(header(null))).toThrow(/version must be a whole number/);
  });
});
