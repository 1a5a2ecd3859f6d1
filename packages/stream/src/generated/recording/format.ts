// Generated from:
//   spec/recording/recording.schema.json
//   spec/formats.yaml
// (content sha256 39a188299eaf2958a860519bb5bb91afb9e5c706035e23fb277a892615138966) Do not edit; run pnpm generate.

import { describeValue, PerpkitError } from "@perpkit/core";

/**
 * The `format` of a market recording's header line.
 *
 * @example
 * JSON.parse(firstLine).format === RECORDING_FORMAT
 */
export const RECORDING_FORMAT = "perpkit-market-recording";

/**
 * The version of the market recording format this package writes, and the newest it reads.
 *
 * @example
 * if (header.version > RECORDING_VERSION) console.log("a newer perpkit wrote this")
 */
export const RECORDING_VERSION = 2;

/**
 * The oldest version of the market recording format this package reads.
 *
 * @example
 * const readable = version >= RECORDING_OLDEST_VERSION && version <= RECORDING_VERSION
 */
export const RECORDING_OLDEST_VERSION = 1;

/**
 * What each version of the market recording format holds, by version.
 *
 * @example
 * console.log(recordingVersions[RECORDING_VERSION])
 */
export const recordingVersions = {
  "1": "The header, and L2Book snapshots (S) and diffs (D), trades (T), tickers (K) and gaps (G).",
  "2": "Adds the product lines (P), right after the header: each market's fees, tick size and lot size as the service listed them when the recording began."
} as const;

/**
 * Every kind of line after the header, by its first element: the kind of entry it reads into,
 * and the version it came with.
 *
 * @example
 * recordingLineKinds.P.since // the version its lines came with
 */
export const recordingLineKinds = {
  P: { entry: "product", since: 2 },
  S: { entry: "book", since: 1 },
  D: { entry: "book", since: 1 },
  T: { entry: "trade", since: 1 },
  K: { entry: "ticker", since: 1 },
  G: { entry: "gap", since: 1 },
} as const;

/**
 * The kinds of entry whose lines come right after the header, before any other line.
 *
 * @example
 * leadingEntryKinds.includes(entry.kind)
 */
export const leadingEntryKinds: readonly RecordingEntry["kind"][] = ["product"];

/**
 * A line of a recording that cannot be read or played: `line` is its number in the file (blank lines
 * counted, the header is line 1), `field` what in it is wrong (`time`, `bids.3.price`, `version`),
 * `problem` what is wrong with it, and `file` the file, when the reader was given several.
 *
 * @example
 * try { decodeRecordingEntry(text, 8) } catch (e) { if (e instanceof RecordingLineError) console.log(e.line, e.field) }
 */
export class RecordingLineError extends PerpkitError {
  override readonly name = "RecordingLineError";
  declare readonly line: number;
  declare readonly field: string;
  declare readonly problem: string;
  declare readonly file: string | undefined;
  constructor(line: number, field: string, problem: string, file?: string) {
    super("RECORDING_LINE", `${file === undefined ? "" : `${file}: `}line ${line}: ${field} ${problem}`);
    this.line = line;
    this.field = field;
    this.problem = problem;
    this.file = file;
  }
}

function fail(line: number, field: string, problem: string): never {
  throw new RecordingLineError(line, field, problem);
}

/** A kind of line the file's version does not have yet. */
function since(line: number, tag: string, came: number, version: number): void {
  if (version < came) {
    fail(line, "kind", `is ${tag}, which version ${version} files do not have: it came with version ${came}`);
  }
}

/** A line holding more elements than its kind has. */
function most(row: readonly unknown[], line: number, tag: string, elements: number): void {
  if (row.length > elements) {
    fail(line, "line", `holds ${row.length} elements; a ${tag} line holds at most ${elements}`);
  }
}

/** The tags of every kind of line, for a refusal. */
const TAGS = "P, S, D, T, K or G";

/**
 * One level: its price and the quantity resting there.
 *
 * @example
 * const value: RecordedLevel = ["60000","1.5"]
 */
export type RecordedLevel = readonly [price: string, quantity: string];

/**
 * The values of {@link RecordedChannel}, in the schema's order.
 *
 * @example
 * recordedChannels.includes("L2Book")
 */
export const recordedChannels = ["L2Book", "TradeFill", "Ticker"] as const;

/**
 * A market channel a recording holds.
 *
 * @example
 * const value: RecordedChannel = "L2Book"
 */
export type RecordedChannel = (typeof recordedChannels)[number];

/**
 * A Ticker message's fields other than `s` and `t`, each a string as sent.
 *
 * @example
 * const value: RecordedTicker = {"markPx":"60000.5","bidPx":"60000","askPx":"60001"}
 */
export type RecordedTicker = Readonly<Record<string, string>>;

/**
 * The fields of the live product record a replay needs, as the service sent them.
 *
 * @example
 * const value: RecordedProduct = {"makerFee":"0.001","takerFee":"0.004","tickSize":"0.1","lotSize":"0.001"}
 */
export interface RecordedProduct {
  /** The maker fee rate (0.001 is 0.1%). */
  readonly makerFee: string;
  /** The taker fee rate. */
  readonly takerFee: string;
  /** The price grid's step. */
  readonly tickSize: string;
  /** The quantity grid's step. */
  readonly lotSize: string;
}

/**
 * The first line of a market recording: what the file is, its version, the markets recorded.
 *
 * @example
 * const header: RecordingHeader = { format: RECORDING_FORMAT, version: RECORDING_VERSION, symbols: ["BTCUSD"] }
 */
export interface RecordingHeader {
  /** What the file is. */
  readonly format: typeof RECORDING_FORMAT;
  /** The version of the format the file was written in. */
  readonly version: number;
  /** The markets recorded, by ticker, each once. */
  readonly symbols: readonly string[];
  /** Where it was recorded from, when the recorder was told (`perpkit record` writes the stream's URL). */
  readonly source?: string;
}

/**
 * One line of a market recording after the header, read: a product line (P), an L2Book snapshot (S), an L2Book diff (D), a trade (T), a ticker (K), a gap (G).
 *
 * @example
 * const entry: RecordingEntry = decodeRecordingEntry(text, 2)
 */
export type RecordingEntry =
  | {
    /** P: a product line. */
    readonly kind: "product";
    readonly symbol: string;
    readonly product: RecordedProduct;
  }
  | {
    /** S: an L2Book snapshot; D: an L2Book diff. */
    readonly kind: "book";
    readonly symbol: string;
    readonly time: number;
    readonly bids: readonly RecordedLevel[];
    readonly asks: readonly RecordedLevel[];
    /** The time of the book's line before it; absent on a snapshot. */
    readonly previousTime?: number;
  }
  | {
    /** T: a trade. */
    readonly kind: "trade";
    readonly symbol: string;
    readonly time: number;
    readonly price: string;
    readonly size: string;
    /** The taker's side: 0 buy, 1 sell. */
    readonly side: 0 | 1;
  }
  | {
    /** K: a ticker. */
    readonly kind: "ticker";
    readonly symbol: string;
    readonly time: number;
    readonly ticker: RecordedTicker;
  }
  | {
    /** G: a gap. */
    readonly kind: "gap";
    readonly symbol: string;
    /** The channel's last time before the gap (0 when it had none yet). */
    readonly time: number;
    readonly reason: string;
    /** The channel whose line broke; absent in files that name none: L2Book. */
    readonly channel?: RecordedChannel;
  };

/** A decimal as spec/formats.yaml defines it. */
const DECIMAL_PATTERN = /^-?[0-9]+(\.[0-9]+)?$/;

/** A market, by ticker (`BTCUSD`). */
function readSymbol(value: unknown, line: number, field: string): string {
  if (!(typeof value === "string" && value.length >= 1)) fail(line, field, `must be a string, got ${describeValue(value)}`);
  return value as string;
}

/** Epoch milliseconds, the server's. */
function readTime(value: unknown, line: number, field: string): number {
  if (!(typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= 9007199254740991)) fail(line, field, `must be a time in whole milliseconds, got ${describeValue(value)}`);
  return value as number;
}

/** A decimal as the service writes it (`format` as spec/formats.yaml defines it), kept as sent. */
function readDecimal(value: unknown, line: number, field: string): string {
  if (!(typeof value === "string" && DECIMAL_PATTERN.test(value))) fail(line, field, `must be a decimal string, got ${describeValue(value)}`);
  return value as string;
}

/** Levels of one side of the book, as sent. */
function readLevels(value: unknown, line: number, field: string): readonly RecordedLevel[] {
  if (!Array.isArray(value)) fail(line, field, `must be an array of [price, quantity] pairs, got ${describeValue(value)}`);
  for (let i = 0; i < value.length; i++) {
    readLevel(value[i], line, `${field}.${i}`);
  }
  return value as readonly RecordedLevel[];
}

/** One level: its price and the quantity resting there. */
function readLevel(value: unknown, line: number, field: string): RecordedLevel {
  if (!Array.isArray(value) || value.length !== 2) fail(line, field, `must be a [price, quantity] string pair, got ${describeValue(value)}`);
  readDecimal(value[0], line, `${field}.price`);
  readDecimal(value[1], line, `${field}.quantity`);
  return value as unknown as readonly [price: string, quantity: string];
}

/** The taker's side: 0 buy, 1 sell. */
function readSide(value: unknown, line: number, field: string): 0 | 1 {
  if (!(value === 0 || value === 1)) fail(line, field, `must be 0 or 1, got ${describeValue(value)}`);
  return value as 0 | 1;
}

/** Why the line broke: `reconnect`, `unreadable` or `gap`; other words may come. */
function readReason(value: unknown, line: number, field: string): string {
  if (!(typeof value === "string" && value.length >= 1)) fail(line, field, `must be a string, got ${describeValue(value)}`);
  return value as string;
}

/** A market channel a recording holds. */
function readChannel(value: unknown, line: number, field: string): RecordedChannel {
  if (!(value === "L2Book" || value === "TradeFill" || value === "Ticker")) fail(line, field, `must be one of L2Book, TradeFill, Ticker, got ${describeValue(value)}`);
  return value as "L2Book" | "TradeFill" | "Ticker";
}

/** A Ticker message's fields other than `s` and `t`, each a string as sent. */
function readTickerFields(value: unknown, line: number, field: string): RecordedTicker {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(line, field, `must be an object, got ${describeValue(value)}`);
  for (const [key, entry] of Object.entries(value)) {
    readText(entry, line, `${field}.${key}`);
  }
  return value as Readonly<Record<string, string>>;
}

/** A value as sent. */
function readText(value: unknown, line: number, field: string): string {
  if (!(typeof value === "string")) fail(line, field, `must be a string, got ${describeValue(value)}`);
  return value as string;
}

/** The fields of the live product record a replay needs, as the service sent them. */
function readProductFields(value: unknown, line: number, field: string): RecordedProduct {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(line, field, `must be an object of makerFee, takerFee, tickSize and lotSize, got ${describeValue(value)}`);
  const object = value as Record<string, unknown>;
  return {
    makerFee: readDecimal(object.makerFee, line, `${field}.makerFee`),
    takerFee: readDecimal(object.takerFee, line, `${field}.takerFee`),
    tickSize: readDecimal(object.tickSize, line, `${field}.tickSize`),
    lotSize: readDecimal(object.lotSize, line, `${field}.lotSize`),
  };
}

/** The header's symbols. */
function readHeaderSymbols(value: unknown, line: number, field: string): readonly string[] {
  if (!Array.isArray(value) || value.length < 1) fail(line, field, `must be a list of the markets recorded, at least one, got ${describeValue(value)}`);
  for (let i = 0; i < value.length; i++) {
    readSymbol(value[i], line, `${field}.${i}`);
    if (value.indexOf(value[i]) !== i) fail(line, field, `lists ${describeValue(value[i])} twice`);
  }
  return value as readonly string[];
}

/** The header's source. */
function readHeaderSource(value: unknown, line: number, field: string): string {
  if (!(typeof value === "string")) fail(line, field, `must be a string, got ${describeValue(value)}`);
  return value as string;
}

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
 * One entry as its line of the file, with its line break. It writes the entry as given;
 * {@link decodeRecordingEntry} is what checks a line.
 *
 * @example
 * write(encodeRecordingEntry({ kind: "gap", symbol: "BTCUSD", time: 1767225600000, reason: "reconnect" }))
 */
export function encodeRecordingEntry(entry: RecordingEntry): string {
  let row: unknown[];
  switch (entry.kind) {
    case "product":
      row = ["P", entry.symbol, { makerFee: entry.product.makerFee, takerFee: entry.product.takerFee, tickSize: entry.product.tickSize, lotSize: entry.product.lotSize }];
      break;
    case "book":
      row = entry.previousTime === undefined ? ["S", entry.symbol, entry.time, entry.bids, entry.asks] : ["D", entry.symbol, entry.time, entry.previousTime, entry.bids, entry.asks];
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

/** A header's version: a whole number from the oldest to the newest this package reads. */
function readVersion(value: unknown, line: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < RECORDING_OLDEST_VERSION) {
    const shown = typeof value === "string" ? `${describeValue(value)}, a string` : describeValue(value);
    fail(line, "version", `must be a whole number from ${RECORDING_OLDEST_VERSION}, got ${shown}`);
  }
  if (value > RECORDING_VERSION) {
    fail(line, "version", `is ${value}; this perpkit reads ${RECORDING_VERSION} and older`);
  }
  return value;
}

/**
 * Reads a recording's header line. Throws a RecordingLineError naming the field for anything
 * else, or a version this package does not read; `line` is the header's number in the file (1
 * unless blank lines come first).
 *
 * @example
 * const { symbols, version } = decodeRecordingHeader(firstLine)
 */
export function decodeRecordingHeader(text: string, line = 1): RecordingHeader {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(line, "header", "is not JSON: a recording starts with its header");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || (value as Record<string, unknown>).format !== RECORDING_FORMAT) {
    fail(line, "format", `is not the header of a ${RECORDING_FORMAT} file`);
  }
  const object = value as Record<string, unknown>;
  const version = readVersion(object.version, line);
  const symbols = readHeaderSymbols(object.symbols, line, "symbols");
  let source: string | undefined;
  if (object.source !== undefined) {
    source = readHeaderSource(object.source, line, "source");
  }
  return {
    format: RECORDING_FORMAT,
    version,
    symbols,
    ...(source === undefined ? {} : { source }),
  };
}

/**
 * Reads one line of a recording after the header; `line` is its number in the file and
 * `version` the file's (its header's), for the RecordingLineError a line that cannot be read
 * throws, naming the field (`time`, `bids.3.price`, ...).
 *
 * @example
 * const entry = decodeRecordingEntry('["T","BTCUSD",1767225600000,"60000","0.5",0]', 2)
 */
export function decodeRecordingEntry(source: string, line: number, version: number = RECORDING_VERSION): RecordingEntry {
  let row: unknown;
  try {
    row = JSON.parse(source);
  } catch {
    fail(line, "line", "is not JSON");
  }
  if (!Array.isArray(row)) fail(line, "line", `must be a JSON array, got ${describeValue(row)}`);
  switch (row[0]) {
    case "P": {
      since(line, "P", 2, version);
      most(row, line, "P", 3);
      const e1 = readSymbol(row[1], line, "symbol");
      const e2 = readProductFields(row[2], line, "product");
      return { kind: "product", symbol: e1, product: e2 };
    }
    case "S": {
      most(row, line, "S", 5);
      const e1 = readSymbol(row[1], line, "symbol");
      const e2 = readTime(row[2], line, "time");
      const e3 = readLevels(row[3], line, "bids");
      const e4 = readLevels(row[4], line, "asks");
      return { kind: "book", symbol: e1, time: e2, bids: e3, asks: e4 };
    }
    case "D": {
      most(row, line, "D", 6);
      const e1 = readSymbol(row[1], line, "symbol");
      const e2 = readTime(row[2], line, "time");
      const e3 = readTime(row[3], line, "pt");
      const e4 = readLevels(row[4], line, "bids");
      const e5 = readLevels(row[5], line, "asks");
      return { kind: "book", symbol: e1, time: e2, previousTime: e3, bids: e4, asks: e5 };
    }
    case "T": {
      most(row, line, "T", 6);
      const e1 = readSymbol(row[1], line, "symbol");
      const e2 = readTime(row[2], line, "time");
      const e3 = readDecimal(row[3], line, "price");
      const e4 = readDecimal(row[4], line, "size");
      const e5 = readSide(row[5], line, "side");
      return { kind: "trade", symbol: e1, time: e2, price: e3, size: e4, side: e5 };
    }
    case "K": {
      most(row, line, "K", 4);
      const e1 = readSymbol(row[1], line, "symbol");
      const e2 = readTime(row[2], line, "time");
      const e3 = readTickerFields(row[3], line, "ticker");
      return { kind: "ticker", symbol: e1, time: e2, ticker: e3 };
    }
    case "G": {
      most(row, line, "G", 5);
      const e1 = readSymbol(row[1], line, "symbol");
      const e2 = readTime(row[2], line, "time");
      const e3 = readReason(row[3], line, "reason");
      let e4: RecordedChannel | undefined;
      if (row[4] !== undefined) {
        e4 = readChannel(row[4], line, "channel");
      }
      return { kind: "gap", symbol: e1, time: e2, reason: e3, ...(e4 === undefined ? {} : { channel: e4 }) };
    }
    default:
      return fail(line, "kind", `is ${describeValue(row[0])}, not ${TAGS}`);
  }
}
