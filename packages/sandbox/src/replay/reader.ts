import { createReadStream, type ReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { ValidationError } from "@perpkit/core";
import {
  decodeRecordingEntry,
  decodeRecordingHeader,
  type RecordingHeader,
  RecordingLineError,
} from "@perpkit/stream";
import { LATEST_TIME_MS } from "../engine/index.js";
import { type ProductLine, productRow, readProductLine } from "./product-line.js";

/**
 * The longest line a replay reads, in bytes: a snapshot of 100 levels a side takes about 6 KB.
 * A longer line is refused unread; its bytes are skipped, never kept.
 *
 * @example
 * if (Buffer.byteLength(line) > MAX_LINE_BYTES) console.log("a replay refuses it")
 */
export const MAX_LINE_BYTES = 1024 * 1024;

/**
 * How many times its compressed size a `.gz` recording may decompress to (plus
 * {@link GZIP_SLACK_BYTES}): market data compresses five to fortyfold (a quiet market's tickers), a gzip bomb a thousandfold.
 *
 * @example
 * const cap = GZIP_RATIO * compressedBytes + GZIP_SLACK_BYTES
 */
export const GZIP_RATIO = 250;

/**
 * Bytes a `.gz` recording may decompress to beyond {@link GZIP_RATIO} times what was read of it.
 *
 * @example
 * const cap = GZIP_RATIO * compressedBytes + GZIP_SLACK_BYTES
 */
export const GZIP_SLACK_BYTES = 16 * 1024 * 1024;

/**
 * One line of a recording after the header, as read: its number in the file (blank lines
 * counted, the header is line 1) and its text, or, for a line longer than
 * {@link MAX_LINE_BYTES}, how long it was instead.
 *
 * @example
 * const line: RecordingLine = { number: 8, text: '["G","BTCUSD",5,"reconnect"]' }
 */
export type RecordingLine =
  | { readonly number: number; readonly text: string }
  | { readonly number: number; readonly text: undefined; readonly bytes: number };

/**
 * A market recording read from its file a line at a time: the header at once, the lines as they
 * are asked for, in time linear in the file's size and memory bounded by the longest line read.
 * Blank lines are skipped (and counted). `next()` throws a RecordingLineError (`field` "file")
 * when the file cannot be read on: it failed, its gzip data is broken, or it decompresses past
 * the cap.
 *
 * @example
 * const reader = await openRecording("market.ndjson.gz")
 * for (let line = await reader.next(); line; line = await reader.next()) console.log(line.number)
 */
export interface RecordingReader {
  readonly header: RecordingHeader;
  /** The product lines after the header, checked: the live products' fees and grids, when recorded. */
  readonly products: readonly ProductLine[];
  /** The next line, or undefined at the end of the file. */
  next(): Promise<RecordingLine | undefined>;
  /** Stops reading and releases the file. */
  close(): void;
}

/** Whether the file starts with gzip's magic bytes. */
async function gzipped(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Where the byte splitter is: the line being gathered. */
interface Gathering {
  number: number;
  parts: Buffer[];
  bytes: number;
}

/** The line gathered, as read: blank lines come back undefined. */
function finish(line: Gathering): RecordingLine | undefined {
  if (line.bytes > MAX_LINE_BYTES) {
    return { number: line.number, text: undefined, bytes: line.bytes };
  }
  const text = (line.parts.length === 1 ? line.parts[0] : Buffer.concat(line.parts))
    ?.toString("utf8")
    .trim();
  return text ? { number: line.number, text } : undefined;
}

/**
 * The lines of a byte stream. Each chunk is searched once for line breaks and a line's bytes are
 * kept only up to the cap, so reading is linear in the stream's length whatever its lines.
 * `check` runs after each chunk (the decompression cap).
 */
async function* linesOf(
  source: Readable,
  check: (bytes: number) => void,
): AsyncGenerator<RecordingLine> {
  const line: Gathering = { number: 1, parts: [], bytes: 0 };
  for await (const chunk of source as AsyncIterable<Buffer>) {
    check(chunk.length);
    let start = 0;
    while (start < chunk.length) {
      const at = chunk.indexOf(0x0a, start);
      const end = at === -1 ? chunk.length : at;
      line.bytes += end - start;
      if (line.bytes <= MAX_LINE_BYTES) {
        if (end > start) line.parts.push(chunk.subarray(start, end));
      } else {
        line.parts = [];
      }
      if (at === -1) break;
      const done = finish(line);
      if (done) yield done;
      line.number++;
      line.parts = [];
      line.bytes = 0;
      start = at + 1;
    }
  }
  const last = finish(line);
  if (last) yield last;
}

/** The cap on what a compressed file may decompress to, checked as each chunk comes out. */
function decompressionCap(file: ReadStream, line: () => number): (bytes: number) => void {
  let out = 0;
  return (bytes) => {
    out += bytes;
    if (out > GZIP_RATIO * file.bytesRead + GZIP_SLACK_BYTES) {
      throw new RecordingLineError(
        line(),
        "file",
        `decompresses to more than ${GZIP_RATIO} times its compressed size (${out} bytes from the first ${file.bytesRead}): refused as a gzip bomb`,
      );
    }
  };
}

/** A failure of the file or its gzip data, as the line where reading stopped. */
function readFailure(error: unknown, line: number): RecordingLineError {
  if (error instanceof RecordingLineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RecordingLineError(line, "file", `cannot be read on: ${message}`);
}

/**
 * Opens a market recording (as `perpkit record` and `recordMarket` of @perpkit/stream write
 * it; gzip-compressed or not) and reads its header and the product lines after it. Throws a
 * ValidationError naming `field` when the file cannot be read, and a RecordingLineError when its
 * first line is no header or a product line is refused (see readProductLine).
 *
 * @example
 * const { header } = await openRecording("market.ndjson")
 */
export async function openRecording(path: string, field = "replay.file"): Promise<RecordingReader> {
  if (typeof path !== "string" || path === "") {
    throw new ValidationError(field, "must be the path of a market recording");
  }
  let compressed: boolean;
  try {
    compressed = await gzipped(path);
  } catch (cause) {
    throw new ValidationError(field, `cannot be read: ${(cause as Error).message}`, { cause });
  }
  const file = createReadStream(path);
  let source: Readable = file;
  if (compressed) {
    const gunzip = createGunzip();
    file.on("error", (error) => gunzip.destroy(error));
    source = file.pipe(gunzip);
  }
  let reached = 1;
  const lines = linesOf(
    source,
    compressed ? decompressionCap(file, () => reached) : () => undefined,
  );
  const close = () => {
    void lines.return(undefined);
    file.destroy();
    source.destroy();
  };
  const read = async (): Promise<RecordingLine | undefined> => {
    try {
      const { done, value } = await lines.next();
      if (done) return undefined;
      reached = value.number + 1;
      return value;
    } catch (error) {
      close();
      throw readFailure(error, reached);
    }
  };
  const first = await read().catch((error: unknown) => {
    throw new ValidationError(field, (error as Error).message, { cause: error });
  });
  if (first === undefined) {
    close();
    throw new ValidationError(field, "is empty: a recording starts with its header");
  }
  if (first.text === undefined) {
    close();
    throw new RecordingLineError(first.number, "header", `is longer than ${MAX_LINE_BYTES} bytes`);
  }
  let header: RecordingHeader;
  try {
    header = decodeRecordingHeader(first.text, first.number);
  } catch (error) {
    close();
    throw error;
  }
  // The product lines come first; the first other line is kept for the replay, and a failure to
  // read on is the replay's to report, where it would have met it.
  const products: ProductLine[] = [];
  let kept: RecordingLine | undefined;
  let failure: { readonly error: unknown } | undefined;
  try {
    for (let line = await read(); line; line = await read()) {
      const row = line.text === undefined ? undefined : productRow(line.text);
      if (row === undefined) {
        kept = line;
        break;
      }
      const seen = new Set(products.map((p) => p.symbol));
      products.push(readProductLine(row, line.number, header.symbols, seen));
    }
  } catch (error) {
    if (error instanceof RecordingLineError && error.field !== "file") {
      close();
      throw error;
    }
    failure = { error };
  }
  const next = async (): Promise<RecordingLine | undefined> => {
    if (failure) throw failure.error;
    const line = kept;
    kept = undefined;
    return line ?? read();
  };
  return { header, products, next, close };
}

/**
 * The time of a recording's first line that can be read (a header's markets and each line's
 * checks aside), where its replay's clock starts; undefined when none can, or the file cannot
 * be read so far. Reads the file apart from the replay, and only up to that line.
 *
 * @example
 * const start = (await recordingStartTime("market.ndjson")) ?? Date.now()
 */
export async function recordingStartTime(path: string): Promise<number | undefined> {
  const reader = await openRecording(path);
  try {
    for (let line = await reader.next(); line; line = await reader.next()) {
      if (line.text === undefined) continue;
      try {
        const { time } = decodeRecordingEntry(line.text, line.number);
        if (time <= LATEST_TIME_MS) return time;
      } catch {
        // The replay refuses this line when it reaches it.
      }
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    reader.close();
  }
}
