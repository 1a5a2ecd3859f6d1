import type {
  RecordedProduct,
  RecordingEntry,
  RecordingHeader,
  RecordingLineError,
} from "../../generated/recording/format.js";

/**
 * An entry of a recording's market lines: anything but the product lines, which come right after
 * the header.
 *
 * @example
 * const entry: MarketEntry = { kind: "trade", symbol: "BTCUSD", time: 1767225600000, price: "60000", size: "0.5", side: 0 }
 */
export type MarketEntry = Exclude<RecordingEntry, { readonly kind: "product" }>;

/**
 * One line of a recording after its header and product lines, read: its file, its number in the
 * file (blank lines counted, the header is line 1), and its entry, or the RecordingLineError
 * that refuses it (naming the field) when it cannot be read.
 *
 * @example
 * const line = await reader.next()
 * if (line?.error) console.log(line.error.message)
 */
export type RecordingLine =
  | {
      readonly file: string;
      readonly number: number;
      readonly entry: MarketEntry;
      readonly error?: undefined;
    }
  | {
      readonly file: string;
      readonly number: number;
      readonly entry?: undefined;
      readonly error: RecordingLineError;
    };

/**
 * A product line of a recording, read: the product as the service listed it, with its file and
 * its line.
 *
 * @example
 * const { symbol, product } = reader.products[0]
 */
export interface RecordedProductLine {
  readonly file: string;
  readonly number: number;
  readonly symbol: string;
  readonly product: RecordedProduct;
}

/**
 * A market recording read a line at a time: the header and the product lines at once, the
 * market lines as they are asked for, in time linear in the files' size and memory bounded by
 * the longest line read. `next()` throws a RecordingLineError (`field` "file") when a file cannot
 * be read on: it failed, its gzip data is broken, or it decompresses past the cap.
 *
 * @example
 * const reader = await openRecording("market.ndjson.gz")
 * for (let line = await reader.next(); line; line = await reader.next()) console.log(line.number)
 */
export interface RecordingReader {
  /** The files read, in the order they were given. */
  readonly files: readonly string[];
  /** The header; of several files, their markets together and the newest version among them. */
  readonly header: RecordingHeader;
  /** The product lines, checked: each recorded market's fees and grids, when recorded. */
  readonly products: readonly RecordedProductLine[];
  /** The next line, or undefined after the last. */
  next(): Promise<RecordingLine | undefined>;
  /**
   * The time of the first market line that can be read and that `accept` takes (a gap line that
   * knows no time yet aside), looking at most {@link MAX_PEEK_LINES} lines ahead; undefined when
   * none does. The lines looked at are still the next ones.
   */
  startTime(accept?: (time: number) => boolean): Promise<number | undefined>;
  /** Stops reading and releases the files. */
  close(): void;
}

/**
 * The most lines {@link RecordingReader.startTime} looks ahead for a line with a time.
 *
 * @example
 * const start = await reader.startTime() // undefined when no line of the first MAX_PEEK_LINES has one
 */
export const MAX_PEEK_LINES = 10_000;

/**
 * Where a reader's lines come from, one at a time.
 *
 * @example
 * const source: LineSource = { next: () => reader.next(), close: () => reader.close() }
 */
export interface LineSource {
  next(): Promise<RecordingLine | undefined>;
  close(): void;
}

/**
 * A reader over a source: its lines, its start time found by looking ahead, and the failure to
 * read on, once met, met again by every later read.
 *
 * @example
 * return lookahead(source, { files, header, products })
 */
export function lookahead(
  source: LineSource,
  parts: Pick<RecordingReader, "files" | "header" | "products">,
): RecordingReader {
  const ahead: RecordingLine[] = [];
  let failure: { readonly error: unknown } | undefined;
  const read = async (): Promise<RecordingLine | undefined> => {
    if (failure) throw failure.error;
    try {
      return await source.next();
    } catch (error) {
      failure = { error };
      throw error;
    }
  };
  return {
    ...parts,
    next: async () => ahead.shift() ?? read(),
    async startTime(accept = () => true) {
      for (let i = 0; i < MAX_PEEK_LINES; i++) {
        if (i === ahead.length) {
          const line = await read().catch(() => undefined);
          if (line === undefined) return undefined;
          ahead.push(line);
        }
        const entry = ahead[i]?.entry;
        if (entry && !(entry.kind === "gap" && entry.time === 0) && accept(entry.time)) {
          return entry.time;
        }
      }
      return undefined;
    },
    close: () => source.close(),
  };
}
