import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { product, scratch, snapshot, trade, writeText } from "../../../test/recording-files.js";
import { decodeRecordingEntry, decodeRecordingHeader, RecordingLineError } from "../../index.js";
import { openRecording } from "./open.js";
import { createRecordingWriter } from "./writer.js";

const T = Date.UTC(2026, 4, 1, 9);

describe("createRecordingWriter", () => {
  test("writes the header and each entry as its line, which the reader reads back", async () => {
    const path = join(scratch(), "market.ndjson.gz");
    const writer = await createRecordingWriter(path, { symbols: ["BTCUSD"], source: "csv" });
    await writer.write(product("BTCUSD"));
    await writer.write(snapshot("BTCUSD", T, [["60000", "1.50"]], []));
    await writer.write(trade("BTCUSD", T + 1));
    expect(writer.lines).toBe(4);
    await writer.close();
    const lines = gunzipSync(readFileSync(path)).toString("utf8").trim().split("\n");
    expect(decodeRecordingHeader(lines[0] as string)).toMatchObject({
      symbols: ["BTCUSD"],
      source: "csv",
    });
    expect(decodeRecordingEntry(lines[2] as string, 3)).toEqual(
      snapshot("BTCUSD", T, [["60000", "1.50"]], []),
    );
    const reader = await openRecording(path);
    expect(reader.products).toHaveLength(1);
  });

  test("refuses an entry a reader would refuse, naming the line it would have been, and writes nothing of it", async () => {
    const path = join(scratch(), "refused.ndjson");
    const writer = await createRecordingWriter(path, { symbols: ["BTCUSD"] });
    await writer.write(trade("BTCUSD", T));
    await expect(writer.write(trade("BTCUSD", T, "1e5"))).rejects.toMatchObject({
      name: "RecordingLineError",
      line: 3,
      field: "price",
    });
    await expect(writer.write(trade("ETHUSD", T))).rejects.toThrow(
      'line 3: symbol is "ETHUSD", not a market of the header (BTCUSD)',
    );
    await expect(writer.write(product("BTCUSD"))).rejects.toBeInstanceOf(RecordingLineError);
    await writer.close();
    expect(readFileSync(path, "utf8").trim().split("\n")).toHaveLength(2);
  });

  test("an atomic recording is in place only once closed, and an aborted one leaves nothing", async () => {
    const folder = scratch();
    const path = join(folder, "whole.ndjson");
    const writer = await createRecordingWriter(path, { symbols: ["BTCUSD"], atomic: true });
    await writer.write(trade("BTCUSD", T));
    expect(existsSync(path)).toBe(false);
    await writer.close();
    expect(readdirSync(folder)).toEqual(["whole.ndjson"]);
    const aborted = await createRecordingWriter(join(folder, "aborted.ndjson"), {
      symbols: ["BTCUSD"],
      atomic: true,
    });
    await aborted.abort();
    expect(readdirSync(folder)).toEqual(["whole.ndjson"]);
  });

  test("refuses a file that exists, naming the field", async () => {
    const path = writeText(join(scratch(), "there.ndjson"), "x");
    await expect(
      createRecordingWriter(path, { symbols: ["BTCUSD"], field: "--out" }),
    ).rejects.toThrow(/^--out cannot be written: EEXIST/);
    await expect(
      createRecordingWriter(join(scratch(), "x.ndjson"), { symbols: [] }),
    ).rejects.toThrow(/^symbols must name at least one market/);
  });
});
