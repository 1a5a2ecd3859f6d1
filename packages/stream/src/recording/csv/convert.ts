import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { describeValue, limits, ValidationError } from "@perpkit/core";
import type { RecordedLevel, RecordedProduct } from "../../generated/recording/format.js";
import { BookState, ShownBook } from "../file/book-state.js";
import { createRecordingWriter, type RecordingWriter } from "../file/writer.js";
import {
  type CsvEvent,
  type CsvEvents,
  type CsvKind,
  type CsvTimeUnit,
  openCsvEvents,
} from "./events.js";

/**
 * Options of {@link convertCsvToRecording}: the CSV files (see the package README for their
 * columns), where the recording goes, and how to read the files.
 *
 * @example
 * const options: ConvertCsvOptions = { book: "book.csv.gz", trades: "trades.csv.gz", timeUnit: "us", out: "market.ndjson.gz" }
 */
export interface ConvertCsvOptions {
  /** L2 book changes: `timestamp, symbol, side (bid|ask), price, amount[, is_snapshot]`. */
  readonly book?: string;
  /** Trades: `timestamp, symbol, side (buy|sell, the taker's), price, amount`. */
  readonly trades?: string;
  /** Mark prices: `timestamp, symbol, mark_price`, written as ticker lines (`markPx`). */
  readonly marks?: string;
  /** The recording to write (a `.gz` name compresses it); refused if it exists. */
  readonly out?: string;
  /** Or a folder to write one recording a market and day into: `<outDir>/<SYMBOL>/<YYYY-MM-DD>.ndjson.gz`. */
  readonly outDir?: string;
  /** The markets to convert; rows of others are left out. Default every market the files hold. */
  readonly symbols?: readonly string[];
  /** The unit of integer timestamps. Default `ms`. */
  readonly timeUnit?: CsvTimeUnit;
  /** How many levels a side the recorded book shows, as the live L2Book does. Default and most 100. */
  readonly depth?: number;
  /**
   * Products (fees, tick and lot sizes) to write as product lines, by market; those of markets
   * not converted are left out. Default none.
   */
  readonly products?: readonly { readonly symbol: string; readonly product: RecordedProduct }[];
  /** Where the data comes from, for the header. Default `csv`. */
  readonly source?: string;
}

/**
 * What a conversion wrote.
 *
 * @example
 * const { files, lines } = await convertCsvToRecording(options)
 */
export interface ConvertCsvSummary {
  readonly files: readonly string[];
  readonly symbols: readonly string[];
  /** CSV rows read (of the markets converted). */
  readonly rows: number;
  /** Lines written, headers and product lines included. */
  readonly lines: number;
  readonly snapshots: number;
  readonly diffs: number;
  readonly trades: number;
  readonly tickers: number;
}

const KINDS: readonly CsvKind[] = ["trades", "book", "marks"];
const UNITS: readonly CsvTimeUnit[] = ["s", "ms", "us", "ns"];
const MAX_DEPTH = limits.websocket.l2BookSnapshotLevels;

/** The options, checked: each a ValidationError naming it. */
function checked(options: ConvertCsvOptions): { unit: CsvTimeUnit; depth: number } {
  if (options.book === undefined && options.trades === undefined) {
    throw new ValidationError(
      "book",
      "or trades must be given: a recording of marks alone replays nothing",
    );
  }
  if ((options.out === undefined) === (options.outDir === undefined)) {
    throw new ValidationError("out", "or outDir must be given, and not both");
  }
  const unit = options.timeUnit ?? "ms";
  if (!UNITS.includes(unit)) {
    throw new ValidationError(
      "timeUnit",
      `must be one of ${UNITS.join(", ")}, got ${describeValue(unit)}`,
    );
  }
  const depth = options.depth ?? MAX_DEPTH;
  if (!Number.isSafeInteger(depth) || depth < 1 || depth > MAX_DEPTH) {
    throw new ValidationError(
      "depth",
      `must be a whole number from 1 to ${MAX_DEPTH}, got ${describeValue(depth)}`,
    );
  }
  if (options.products !== undefined && !Array.isArray(options.products)) {
    throw new ValidationError("products", "must be a list of { symbol, product }");
  }
  return { unit, depth };
}

/** The CSV files given, opened, each with its kind's place among events of one time. */
async function openAll(options: ConvertCsvOptions, unit: CsvTimeUnit): Promise<CsvEvents[]> {
  const opened: CsvEvents[] = [];
  try {
    for (const kind of KINDS) {
      const file = options[kind];
      if (file !== undefined) opened.push(await openCsvEvents(kind, file, unit, kind));
    }
  } catch (error) {
    for (const events of opened) events.close();
    throw error;
  }
  return opened;
}

/**
 * The events of several files in time order; of one time, those of the earlier file (trades,
 * then book changes, then marks: a trade meets the book as it stood before the changes of its
 * millisecond). Events of markets not in `symbols` are left out.
 */
async function* merged(files: readonly CsvEvents[], symbols: readonly string[] | undefined) {
  const heads: (CsvEvent | undefined)[] = [];
  const next = async (i: number) => {
    for (;;) {
      const event = await (files[i] as CsvEvents).next();
      if (event === undefined || symbols === undefined || symbols.includes(event.symbol))
        return event;
    }
  };
  for (let i = 0; i < files.length; i++) heads.push(await next(i));
  for (;;) {
    let best = -1;
    for (const [i, head] of heads.entries()) {
      const at = heads[best];
      if (head && (best === -1 || (at && head.time < at.time))) best = i;
    }
    if (best === -1) return;
    yield heads[best] as CsvEvent;
    heads[best] = await next(best);
  }
}

/** Every market the files hold, in the order they first come, read through once. */
async function symbolsOf(options: ConvertCsvOptions, unit: CsvTimeUnit): Promise<string[]> {
  const files = await openAll(options, unit);
  const seen = new Set<string>();
  try {
    for await (const event of merged(files, undefined)) seen.add(event.symbol);
  } finally {
    for (const events of files) events.close();
  }
  return [...seen];
}

/** Where the lines go: one file, or one a market and day. */
interface Sink {
  /** The writer of a market's line at `time`. */
  writer(symbol: string, time: number): Promise<RecordingWriter>;
  /** Ends every file; answers them all, and the lines written into them. */
  close(): Promise<{ files: string[]; lines: number }>;
  /** Stops and removes every file written. */
  abort(): Promise<void>;
}

function writerOptions(options: ConvertCsvOptions, symbols: readonly string[]) {
  return { symbols, source: options.source ?? "csv", atomic: true };
}

/** Writes the product lines of `symbols` that `options` gives. */
async function writeProducts(
  writer: RecordingWriter,
  options: ConvertCsvOptions,
  symbols: readonly string[],
) {
  for (const { symbol, product } of options.products ?? []) {
    if (symbols.includes(symbol)) await writer.write({ kind: "product", symbol, product });
  }
}

async function fileSink(
  options: ConvertCsvOptions,
  out: string,
  symbols: readonly string[],
): Promise<Sink> {
  const writer = await createRecordingWriter(out, {
    ...writerOptions(options, symbols),
    field: "out",
  });
  await writeProducts(writer, options, symbols);
  return {
    writer: async () => writer,
    async close() {
      await writer.close();
      return { files: [out], lines: writer.lines };
    },
    abort: () => writer.abort(),
  };
}

function folderSink(options: ConvertCsvOptions, root: string): Sink {
  const open = new Map<string, { day: string; writer: RecordingWriter }>();
  const done: string[] = [];
  let lines = 0;
  const finish = async (writer: RecordingWriter) => {
    await writer.close();
    done.push(writer.path);
    lines += writer.lines;
  };
  return {
    async writer(symbol, time) {
      const day = new Date(time).toISOString().slice(0, 10);
      const current = open.get(symbol);
      if (current?.day === day) return current.writer;
      if (current) await finish(current.writer);
      await mkdir(join(root, symbol), { recursive: true });
      const path = join(root, symbol, `${day}.ndjson.gz`);
      const writer = await createRecordingWriter(path, {
        ...writerOptions(options, [symbol]),
        field: "outDir",
      });
      await writeProducts(writer, options, [symbol]);
      open.set(symbol, { day, writer });
      return writer;
    },
    async close() {
      for (const { writer } of open.values()) await finish(writer);
      open.clear();
      return { files: done.sort(), lines };
    },
    async abort() {
      for (const { writer } of open.values()) await writer.abort();
      for (const path of done) await rm(path, { force: true });
    },
  };
}

/**
 * A market's book as converted: the whole book, what the recording shows of it, and the file and
 * time of its last book line there.
 */
interface Market {
  readonly book: BookState;
  readonly shown: ShownBook;
  writer: RecordingWriter | undefined;
  written: number;
}

/** Book changes of one market and millisecond, gathered into one line. */
interface Group {
  readonly symbol: string;
  readonly time: number;
  readonly snapshot: boolean;
  readonly bids: RecordedLevel[];
  readonly asks: RecordedLevel[];
}

/**
 * Converts plain CSV files of L2 book changes, trades and mark prices (a data vendor's, or your
 * own; the columns are in the package README) into a market recording, or a folder of them by
 * market and day, that a replay plays. Decimals are kept as the strings the files hold. The book
 * is kept whole and written as the live L2Book shows it: a market's first book line (and, in a
 * folder, each day's) a snapshot of its best `depth` levels a side, then diffs of what changes
 * among them. Rows must be in time order in each file. The first row that cannot be converted is
 * a CsvRowError naming its file, line and column; nothing is left written then.
 *
 * @example
 * const summary = await convertCsvToRecording({ book: "book.csv", trades: "trades.csv", out: "market.ndjson.gz" })
 */
export async function convertCsvToRecording(
  options: ConvertCsvOptions,
): Promise<ConvertCsvSummary> {
  const { unit, depth } = checked(options);
  const symbols =
    options.out === undefined
      ? options.symbols
      : (options.symbols ?? (await symbolsOf(options, unit)));
  if (symbols !== undefined && symbols.length === 0) {
    throw new ValidationError("symbols", "must name at least one market: the files hold none");
  }
  const files = await openAll(options, unit);
  let sink: Sink | undefined;
  try {
    sink =
      options.out === undefined
        ? folderSink(options, options.outDir as string)
        : await fileSink(options, options.out, symbols as string[]);
    const counts = await convert(merged(files, symbols), sink, depth);
    const { files: written, lines } = await sink.close();
    return { files: written, symbols: symbols ?? counts.symbols, lines, ...counts.figures };
  } catch (error) {
    await sink?.abort();
    throw error;
  } finally {
    for (const events of files) events.close();
  }
}

/** Writes the events into the sink: book changes gathered by market and millisecond, trades, marks. */
async function convert(events: AsyncIterable<CsvEvent>, sink: Sink, depth: number) {
  const figures = { rows: 0, snapshots: 0, diffs: 0, trades: 0, tickers: 0 };
  const markets = new Map<string, Market>();
  const seen = new Set<string>();
  const flush = async (group: Group) => {
    let market = markets.get(group.symbol);
    if (!market) {
      market = {
        book: new BookState(),
        shown: new ShownBook(depth),
        writer: undefined,
        written: 0,
      };
      markets.set(group.symbol, market);
    }
    market.book.apply(group.snapshot, group.bids, group.asks);
    const top = market.book.top(depth);
    const writer = await sink.writer(group.symbol, group.time);
    const { symbol, time } = group;
    // A market's first book line in a file is a snapshot, so each file replays on its own.
    if (writer !== market.writer || group.snapshot) {
      market.shown.reset(top);
      await writer.write({ kind: "book", symbol, time, ...top });
      figures.snapshots++;
    } else {
      const { bids, asks } = market.shown.changes(top);
      if (bids.length === 0 && asks.length === 0) return;
      await writer.write({ kind: "book", symbol, time, previousTime: market.written, bids, asks });
      figures.diffs++;
    }
    market.writer = writer;
    market.written = time;
  };
  let group: Group | undefined;
  for await (const event of events) {
    figures.rows++;
    seen.add(event.symbol);
    if (event.kind === "level") {
      const { symbol, time, snapshot } = event;
      if (!(group?.symbol === symbol && group.time === time && group.snapshot === snapshot)) {
        if (group) await flush(group);
        group = { symbol, time, snapshot, bids: [], asks: [] };
      }
      group[event.side === "bid" ? "bids" : "asks"].push([event.price, event.quantity]);
      continue;
    }
    if (group) await flush(group);
    group = undefined;
    const writer = await sink.writer(event.symbol, event.time);
    if (event.kind === "trade") {
      const { symbol, time, price, size, side } = event;
      await writer.write({ kind: "trade", symbol, time, price, size, side });
      figures.trades++;
    } else {
      const { symbol, time, markPx } = event;
      await writer.write({ kind: "ticker", symbol, time, ticker: { markPx } });
      figures.tickers++;
    }
  }
  if (group) await flush(group);
  return { figures, symbols: [...seen] };
}
