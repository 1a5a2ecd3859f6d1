import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { formatDecimal } from "@perpkit/core";
import {
  encodeRecordingEntry,
  encodeRecordingHeader,
  type PriceLevel,
  type RecordingEntry,
} from "@perpkit/stream";
import { afterEach } from "vitest";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder of its own for one test, removed after it. */
export function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), "perpkit-replay-"));
  folders.push(folder);
  return folder;
}

/** Writes a recording of `entries` (optionally gzip-compressed) and answers its path. */
export function writeRecording(
  symbols: readonly string[],
  entries: readonly RecordingEntry[],
  options: { readonly gzip?: boolean; readonly name?: string } = {},
): string {
  const text = encodeRecordingHeader(symbols) + entries.map(encodeRecordingEntry).join("");
  const path = join(
    scratch(),
    options.name ?? (options.gzip ? "market.ndjson.gz" : "market.ndjson"),
  );
  writeFileSync(path, options.gzip ? gzipSync(text) : text);
  return path;
}

/** An L2Book snapshot entry. */
export function snapshot(
  symbol: string,
  time: number,
  bids: PriceLevel[],
  asks: PriceLevel[],
): RecordingEntry {
  return { kind: "book", symbol, time, bids, asks };
}

/** An L2Book diff entry. */
export function diff(
  symbol: string,
  time: number,
  previousTime: number,
  bids: PriceLevel[],
  asks: PriceLevel[],
): RecordingEntry {
  return { kind: "book", symbol, time, previousTime, bids, asks };
}

/** A trade entry; `side` is the taker's. */
export function trade(
  symbol: string,
  time: number,
  price: string,
  size: string,
  side: 0 | 1,
): RecordingEntry {
  return { kind: "trade", symbol, time, price, size, side };
}

/** A book as `[price, quantity]` decimal strings, best first, from the engine's levels. */
export function levels(depth: readonly (readonly [bigint, bigint])[]): PriceLevel[] {
  return depth.map(([p, q]) => [formatDecimal(p), formatDecimal(q)]);
}
