import { describeValue, PerpkitError } from "@perpkit/core";
import type { PriceLevel } from "../generated/types.js";

// The market recording file format, version 2: JSON lines. The first line is the header object;
// every other line is an array whose first element names what it holds. Decimals are the
// strings the stream sent, unchanged; times are the server's (`t` of the payload), epoch ms.
//
//   {"format":"perpkit-market-recording","version":2,"symbols":["BTCUSD"]}
//   ["P","BTCUSD",{makerFee,...}]        the product as the service listed it (fees, tick, lot):
//                                        one a market, right after the header; new in version 2,
//                                        read by the sandbox's replay, not by decodeRecordingEntry
//   ["S","BTCUSD",t,bids,asks]           L2Book snapshot: bids and asks as [price, quantity] pairs
//   ["D","BTCUSD",t,pt,bids,asks]        L2Book diff: absolute quantities, "0" removes; pt = the last t
//   ["T","BTCUSD",t,price,size,side]     one trade, side the taker's (0 buy, 1 sell)
//   ["K","BTCUSD",t,{markPx,...}]        Ticker: its fields other than s and t, as sent
//   ["G","BTCUSD",t,reason,channel]      a channel's line broke after t (a missed diff, a reconnect,
//                                        an unreadable message): what came between is not in the
//                                        file; for L2Book a snapshot follows. No channel: L2Book.

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
export const RECORDING_VERSION = 2;

/**
 * The market channels a recording can hold.
 *
 * @example
 * const channels: RecordedChannel[] = ["L2Book", "TradeFill"]
 */
export type RecordedChannel = "L2Book" | "TradeFill" | "Ticker";

const CHANNELS: readonly RecordedChannel[] = ["L2Book", "TradeFill", "Ticker"];

/**
 * A line of a recording that cannot be read or played: `line` is its number in the file (blank lines
 * counted, the header is line 1) and `field` what in it is wrong (`time`, `bids.3`, `version`).
 *
 * @example
 * try { decodeRecordingEntry(text, 8) } catch (e) { if (e instanceof RecordingLineError) console.log(e.line, e.field) }
 */
export class RecordingLineError extends PerpkitError {
  override readonly name = "RecordingLineError";
  declare readonly line: number;
  declare readonly field: string;
  constructor(line: number, field: string, problem: string) {
    super("RECORDING_LINE", `line ${line}: ${field} ${problem}`);
    this.line = line;
    this.field = field;
  }
}

/**
 * The first line of a market recording.
 *
 * @example
 * const header: RecordingHeader = { format: "perpkit-market-recording", version: 2, symbols: ["BTCUSD"] }
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
      /** The channel's last time before the gap (0 when it had none yet). */
      readonly time: number;
      readonly reason: string;
      /** The channel whose line broke; absent in files that name none: L2Book. */
      readonly channel?: RecordedChannel;
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
      if (entry.channel !== undefined) row.push(entry.channel);
      break;
  }
  return `${JSON.stringify(row)}\n`;
}

function fail(line: number, field: string, problem: string): never {
  throw new RecordingLineError(line, field, problem);
}

function text(value: unknown, line: number, field: string): string {
  if (typeof value !== "string" || value === "") {
    fail(line, field, `must be a string, got ${describeValue(value)}`);
  }
  return value;
}

function time(value: unknown, line: number, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    fail(line, field, `must be a time in whole milliseconds, got ${describeValue(value)}`);
  }
  return value;
}

function levels(value: unknown, line: number, field: string): PriceLevel[] {
  if (!Array.isArray(value)) {
    fail(line, field, `must be an array of [price, quantity] pairs, got ${describeValue(value)}`);
  }
  for (const [i, level] of value.entries()) {
    if (
      !Array.isArray(level) ||
      level.length !== 2 ||
      typeof level[0] !== "string" ||
      typeof level[1] !== "string"
    ) {
      fail(
        line,
        `${field}.${i}`,
        `must be a [price, quantity] string pair, got ${describeValue(level)}`,
      );
    }
  }
  return value as PriceLevel[];
}

function ticker(value: unknown, line: number): RecordedTicker {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(line, "ticker", `must be an object, got ${describeValue(value)}`);
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== "string") {
      fail(line, `ticker.${key}`, `must be a string, got ${describeValue(field)}`);
    }
  }
  return value as RecordedTicker;
}

function channel(value: unknown, line: number): RecordedChannel | undefined {
  if (value === undefined) return undefined;
  if (!CHANNELS.includes(value as RecordedChannel)) {
    fail(line, "channel", `must be one of ${CHANNELS.join(", ")}, got ${describeValue(value)}`);
  }
  return value as RecordedChannel;
}

/** A header's version: a whole number from 1 to the one this package reads. */
function version(value: unknown, line: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    const shown =
      typeof value === "string" ? `${describeValue(value)}, a string` : describeValue(value);
    fail(line, "version", `must be a whole number from 1, got ${shown}`);
  }
  if (value > RECORDING_VERSION) {
    fail(line, "version", `is ${value}; this perpkit reads ${RECORDING_VERSION} and older`);
  }
  return value;
}

/**
 * Reads a recording's header line. Throws a RecordingLineError (line 1, naming the field) for
 * anything else, or a version that is not a whole number this package reads; `line` is the
 * header's number in the file (1 unless blank lines come first).
 *
 * @example
 * const { symbols } = decodeRecordingHeader(firstLine)
 */
export function decodeRecordingHeader(text: string, line = 1): RecordingHeader {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(line, "header", "is not JSON: a recording starts with its header");
  }
  const header = value as Partial<RecordingHeader> | null;
  if (typeof header !== "object" || header === null || header.format !== RECORDING_FORMAT) {
    fail(line, "format", `is not the header of a ${RECORDING_FORMAT} file`);
  }
  version(header.version, line);
  const symbols: unknown = header.symbols;
  if (
    !Array.isArray(symbols) ||
    symbols.length === 0 ||
    !symbols.every((s) => typeof s === "string" && s !== "")
  ) {
    fail(line, "symbols", "must list the recorded symbols");
  }
  if (new Set(symbols).size !== symbols.length) fail(line, "symbols", "lists a symbol twice");
  if (header.source !== undefined && typeof header.source !== "string") {
    fail(line, "source", `must be a string, got ${describeValue(header.source)}`);
  }
  return header as RecordingHeader;
}

/**
 * Reads one line of a recording after the header; `line` is its number in the file, for the
 * RecordingLineError a malformed line throws (naming the field: `time`, `bids.3`, ...).
 *
 * @example
 * const entry = decodeRecordingEntry('["T","BTCUSD",1767225600000,"60000","0.5",0]', 2)
 */
export function decodeRecordingEntry(source: string, line: number): RecordingEntry {
  let row: unknown;
  try {
    row = JSON.parse(source);
  } catch {
    fail(line, "line", "is not JSON");
  }
  if (!Array.isArray(row)) fail(line, "line", `must be a JSON array, got ${describeValue(row)}`);
  const [tag, rawSymbol, rawTime] = row as unknown[];
  if (tag !== "S" && tag !== "D" && tag !== "T" && tag !== "K" && tag !== "G") {
    fail(line, "kind", `is ${describeValue(tag)}, not S, D, T, K or G`);
  }
  const symbol = text(rawSymbol, line, "symbol");
  const at = time(rawTime, line, "time");
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
        previousTime: time(row[3], line, "pt"),
        bids: levels(row[4], line, "bids"),
        asks: levels(row[5], line, "asks"),
      };
    case "T": {
      const side = row[5];
      if (side !== 0 && side !== 1)
        fail(line, "side", `must be 0 or 1, got ${describeValue(side)}`);
      return {
        kind: "trade",
        symbol,
        time: at,
        price: text(row[3], line, "price"),
        size: text(row[4], line, "size"),
        side,
      };
    }
    case "K":
      return { kind: "ticker", symbol, time: at, ticker: ticker(row[3], line) };
    case "G": {
      const gapChannel = channel(row[4], line);
      return {
        kind: "gap",
        symbol,
        time: at,
        reason: text(row[3], line, "reason"),
        ...(gapChannel === undefined ? {} : { channel: gapChannel }),
      };
    }
  }
}
