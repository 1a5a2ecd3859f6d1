import { DecodeError, describeValue } from "@perpkit/core";
import type { PriceLevel } from "../generated/types.js";

// The market recording file format, version 1: JSON lines. The first line is the header object;
// every other line is an array whose first element names what it holds. Decimals are the
// strings the stream sent, unchanged; times are the server's (`t` of the payload), epoch ms.
//
//   {"format":"perpkit-market-recording","version":1,"symbols":["BTCUSD"]}
//   ["S","BTCUSD",t,bids,asks]           L2Book snapshot: bids and asks as [price, quantity] pairs
//   ["D","BTCUSD",t,pt,bids,asks]        L2Book diff: absolute quantities, "0" removes; pt = the last t
//   ["T","BTCUSD",t,price,size,side]     one trade, side the taker's (0 buy, 1 sell)
//   ["K","BTCUSD",t,{markPx,...}]        Ticker: its fields other than s and t, as sent
//   ["G","BTCUSD",t,reason]              the book's chain broke at t (a missed diff, a reconnect):
//                                        what came between is not in the file; a snapshot follows

/**
 * The `format` of a market recording's header line.
 *
 * @example
 * JSON.parse(firstLine).format === RECORDING_FORMAT
 */
export const RECORDING_FORMAT = "perpkit-market-recording";

/**
 * The version of the market recording format this package writes and reads.
 *
 * @example
 * if (header.version > RECORDING_VERSION) console.log("a newer perpkit wrote this")
 */
export const RECORDING_VERSION = 1;

/**
 * The first line of a market recording.
 *
 * @example
 * const header: RecordingHeader = { format: "perpkit-market-recording", version: 1, symbols: ["BTCUSD"] }
 */
export interface RecordingHeader {
  readonly format: typeof RECORDING_FORMAT;
  readonly version: number;
  /** The markets recorded, by ticker. */
  readonly symbols: readonly string[];
  /** Where it was recorded from, when the recorder was told (`testnet`, a URL). */
  readonly source?: string;
}

/**
 * Ticker fields as a recording keeps them: the payload's fields other than `s` and `t`.
 *
 * @example
 * const ticker: RecordedTicker = { markPx: "60000.5", bidPx: "60000", askPx: "60001" }
 */
export type RecordedTicker = Readonly<Record<string, string>>;

/**
 * One line of a market recording after the header: an L2Book snapshot or diff, a trade, a
 * ticker, or a gap in the book's chain.
 *
 * @example
 * const entry: RecordingEntry = { kind: "trade", symbol: "BTCUSD", time: 1767225600000, price: "60000", size: "0.5", side: 0 }
 */
export type RecordingEntry =
  | {
      readonly kind: "book";
      readonly symbol: string;
      readonly time: number;
      /** The previous book time: absent on a snapshot. */
      readonly previousTime?: number;
      readonly bids: readonly PriceLevel[];
      readonly asks: readonly PriceLevel[];
    }
  | {
      readonly kind: "trade";
      readonly symbol: string;
      readonly time: number;
      readonly price: string;
      readonly size: string;
      /** The taker's side: 0 buy, 1 sell. */
      readonly side: number;
    }
  | {
      readonly kind: "ticker";
      readonly symbol: string;
      readonly time: number;
      readonly ticker: RecordedTicker;
    }
  | {
      readonly kind: "gap";
      readonly symbol: string;
      /** The last book time before the gap. */
      readonly time: number;
      readonly reason: string;
    };

/**
 * The header line of a recording, with its line break.
 *
 * @example
 * write(encodeRecordingHeader(["BTCUSD", "ETHUSD"]))
 */
export function encodeRecordingHeader(symbols: readonly string[], source?: string): string {
  const header: RecordingHeader = {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    symbols,
    ...(source === undefined ? {} : { source }),
  };
  return `${JSON.stringify(header)}\n`;
}

/**
 * One entry as its line of the file, with its line break.
 *
 * @example
 * write(encodeRecordingEntry({ kind: "gap", symbol: "BTCUSD", time: 1767225600000, reason: "reconnect" }))
 */
export function encodeRecordingEntry(entry: RecordingEntry): string {
  let row: unknown[];
  switch (entry.kind) {
    case "book":
      row =
        entry.previousTime === undefined
          ? ["S", entry.symbol, entry.time, entry.bids, entry.asks]
          : ["D", entry.symbol, entry.time, entry.previousTime, entry.bids, entry.asks];
      break;
    case "trade":
      row = ["T", entry.symbol, entry.time, entry.price, entry.size, entry.side];
      break;
    case "ticker":
      row = ["K", entry.symbol, entry.time, entry.ticker];
      break;
    case "gap":
      row = ["G", entry.symbol, entry.time, entry.reason];
      break;
  }
  return `${JSON.stringify(row)}\n`;
}

function fail(line: number, problem: string): never {
  throw new DecodeError(`line ${line}`, problem);
}

function text(value: unknown, line: number, what: string): string {
  if (typeof value !== "string" || value === "") fail(line, `${what} must be a string`);
  return value;
}

function time(value: unknown, line: number, what: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    fail(line, `${what} must be a time in whole milliseconds, got ${describeValue(value)}`);
  }
  return value;
}

function levels(value: unknown, line: number, what: string): PriceLevel[] {
  if (!Array.isArray(value)) fail(line, `${what} must be an array of [price, quantity] pairs`);
  for (const level of value) {
    if (
      !Array.isArray(level) ||
      level.length !== 2 ||
      typeof level[0] !== "string" ||
      typeof level[1] !== "string"
    ) {
      fail(line, `${what} must hold [price, quantity] string pairs, got ${describeValue(level)}`);
    }
  }
  return value as PriceLevel[];
}

function ticker(value: unknown, line: number): RecordedTicker {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(line, "the ticker must be an object");
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== "string") fail(line, `the ticker's ${key} must be a string`);
  }
  return value as RecordedTicker;
}

/**
 * Reads a recording's header line. Throws a DecodeError (path `line 1`) for anything else, or a
 * version newer than this package reads.
 *
 * @example
 * const { symbols } = decodeRecordingHeader(firstLine)
 */
export function decodeRecordingHeader(line: string): RecordingHeader {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    fail(1, "is not JSON: a recording starts with its header");
  }
  const header = value as Partial<RecordingHeader> | null;
  if (typeof header !== "object" || header === null || header.format !== RECORDING_FORMAT) {
    fail(1, `is not the header of a ${RECORDING_FORMAT} file`);
  }
  if (typeof header.version !== "number" || header.version > RECORDING_VERSION) {
    fail(1, `has version ${String(header.version)}; this perpkit reads ${RECORDING_VERSION}`);
  }
  if (!Array.isArray(header.symbols) || !header.symbols.every((s) => typeof s === "string")) {
    fail(1, "must list the recorded symbols");
  }
  return header as RecordingHeader;
}

/**
 * Reads one line of a recording after the header; `line` is its number in the file, for the
 * DecodeError a malformed line throws.
 *
 * @example
 * const entry = decodeRecordingEntry('["T","BTCUSD",1767225600000,"60000","0.5",0]', 2)
 */
export function decodeRecordingEntry(source: string, line: number): RecordingEntry {
  let row: unknown;
  try {
    row = JSON.parse(source);
  } catch {
    fail(line, "is not JSON");
  }
  if (!Array.isArray(row)) fail(line, "must be a JSON array");
  const [tag, rawSymbol, rawTime] = row as unknown[];
  const symbol = text(rawSymbol, line, "the symbol");
  const at = time(rawTime, line, "the time");
  switch (tag) {
    case "S":
      return {
        kind: "book",
        symbol,
        time: at,
        bids: levels(row[3], line, "bids"),
        asks: levels(row[4], line, "asks"),
      };
    case "D":
      return {
        kind: "book",
        symbol,
        time: at,
        previousTime: time(row[3], line, "the previous time"),
        bids: levels(row[4], line, "bids"),
        asks: levels(row[5], line, "asks"),
      };
    case "T": {
      const side = row[5];
      if (side !== 0 && side !== 1)
        fail(line, `the side must be 0 or 1, got ${describeValue(side)}`);
      return {
        kind: "trade",
        symbol,
        time: at,
        price: text(row[3], line, "the price"),
        size: text(row[4], line, "the size"),
        side,
      };
    }
    case "K":
      return { kind: "ticker", symbol, time: at, ticker: ticker(row[3], line) };
    case "G":
      return { kind: "gap", symbol, time: at, reason: text(row[3], line, "the reason") };
    default:
      return fail(line, `starts with ${describeValue(tag)}, not S, D, T, K or G`);
  }
}
