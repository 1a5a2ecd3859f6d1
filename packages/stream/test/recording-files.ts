import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach } from "vitest";
import { encodeRecordingEntry, encodeRecordingHeader, type RecordingEntry } from "../src/index.js";

// Recordings written into temporary folders for the tests of @perpkit/stream/recording, removed
// after each test.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test. */
export function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), "perpkit-recording-"));
  folders.push(folder);
  return folder;
}

/** Writes `text` at `path` (gzip-compressed when it ends in `.gz`), making its folders. */
export function writeText(path: string, text: string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, path.endsWith(".gz") ? gzipSync(text) : text);
  return path;
}

/** Writes a recording of `symbols` holding `entries` (or raw lines) at `path`. */
export function writeRecording(
  path: string,
  symbols: readonly string[],
  lines: readonly (RecordingEntry | string)[],
): string {
  const body = lines
    .map((line) => (typeof line === "string" ? `${line}\n` : encodeRecordingEntry(line)))
    .join("");
  return writeText(path, encodeRecordingHeader(symbols) + body);
}

export const snapshot = (
  symbol: string,
  time: number,
  bids: [string, string][],
  asks: [string, string][],
): RecordingEntry => ({ kind: "book", symbol, time, bids, asks });

export const diff = (
  symbol: string,
  time: number,
  previousTime: number,
  bids: [string, string][],
  asks: [string, string][],
): RecordingEntry => ({ kind: "book", symbol, time, previousTime, bids, asks });

export const trade = (
  symbol: string,
  time: number,
  price = "60000",
  size = "1",
): RecordingEntry => ({
  kind: "trade",
  symbol,
  time,
  price,
  size,
  side: 0,
});

export const ticker = (symbol: string, time: number, markPx: string): RecordingEntry => ({
  kind: "ticker",
  symbol,
  time,
  ticker: { markPx },
});

export const product = (
  symbol: string,
  makerFee = "0.001",
): Extract<RecordingEntry, { kind: "product" }> => ({
  kind: "product",
  symbol,
  product: { makerFee, takerFee: "0.004", tickSize: "0.5", lotSize: "0.001" },
});
