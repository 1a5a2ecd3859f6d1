import { createWriteStream, type WriteStream } from "node:fs";
import { link, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Writable } from "node:stream";
import { createGzip } from "node:zlib";
import { describeValue, ValidationError } from "@perpkit/core";
import {
  decodeRecordingEntry,
  encodeRecordingEntry,
  encodeRecordingHeader,
  leadingEntryKinds,
  RECORDING_VERSION,
  type RecordingEntry,
  RecordingLineError,
} from "../../generated/recording/format.js";

/**
 * Options of {@link openRecordingFile}.
 *
 * @example
 * const options: RecordingFileOptions = { atomic: true, field: "--out" }
 */
export interface RecordingFileOptions {
  /**
   * Write to a file of its own beside `path` and put it in place only once closed, so `path`
   * holds a whole recording or nothing. Default false: a recording stopped short keeps what was
   * written.
   */
  readonly atomic?: boolean;
  /** The name a ValidationError gives the path (`--out`). Default `file`. */
  readonly field?: string;
}

/**
 * A recording's file being written, a line of text at a time.
 *
 * @example
 * const file = await openRecordingFile("market.ndjson.gz")
 * await file.write(encodeRecordingHeader(["BTCUSD"]))
 * await file.close()
 */
export interface RecordingFile {
  readonly path: string;
  /**
   * Writes text; resolves once the file takes more (so a writer that waits keeps pace with the
   * disk; one that does not has its text kept in order until the disk takes it).
   */
  write(text: string): Promise<void>;
  /** Ends the file (and puts it in place, when atomic). */
  close(): Promise<void>;
  /** Stops writing and removes what was written. */
  abort(): Promise<void>;
}

async function opened(file: WriteStream, field: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    file.once("open", () => resolve());
    file.once("error", (cause) =>
      reject(new ValidationError(field, `cannot be written: ${cause.message}`, { cause })),
    );
  });
}

/**
 * Opens a file for a recording, refused (a ValidationError naming `field`) if it exists or
 * cannot be written; a name ending in `.gz` is written through gzip.
 *
 * @example
 * const file = await openRecordingFile("market.ndjson", { field: "--out" })
 */
export async function openRecordingFile(
  path: string,
  options: RecordingFileOptions = {},
): Promise<RecordingFile> {
  const field = options.field ?? "file";
  if (typeof path !== "string" || path === "") {
    throw new ValidationError(
      field,
      `must be the path of a file to write, got ${describeValue(path)}`,
    );
  }
  const target = options.atomic
    ? join(dirname(path), `.${basename(path)}.${process.pid}.partial`)
    : path;
  const file = createWriteStream(target, { flags: "wx" });
  await opened(file, field);
  let sink: Writable = file;
  if (path.endsWith(".gz")) {
    const gzip = createGzip();
    gzip.pipe(file);
    sink = gzip;
  }
  const ended = new Promise<void>((resolve, reject) => {
    file.once("close", () => resolve());
    file.once("error", reject);
  });
  ended.catch(() => undefined);
  // One wait for the disk, however many writers wait on it.
  let draining: Promise<void> | undefined;
  return {
    path,
    write(text) {
      if (sink.write(text)) return draining ?? Promise.resolve();
      draining ??= new Promise<void>((resolve) =>
        sink.once("drain", () => {
          draining = undefined;
          resolve();
        }),
      );
      return draining;
    },
    async close() {
      sink.end();
      await ended;
      if (target === path) return;
      try {
        await link(target, path);
      } catch (cause) {
        throw new ValidationError(field, `cannot be written: ${(cause as Error).message}`, {
          cause,
        });
      } finally {
        await unlink(target);
      }
    },
    async abort() {
      sink.destroy();
      file.destroy();
      await unlink(target).catch(() => undefined);
    },
  };
}

/**
 * Options of {@link createRecordingWriter}.
 *
 * @example
 * const options: RecordingWriterOptions = { symbols: ["BTCUSD"], source: "tardis" }
 */
export interface RecordingWriterOptions extends RecordingFileOptions {
  /** The markets the recording holds, by ticker. */
  readonly symbols: readonly string[];
  /** Where it comes from, written in the header. Default none. */
  readonly source?: string;
}

/**
 * A recording being written an entry at a time, each checked as a reader will read it.
 *
 * @example
 * const writer = await createRecordingWriter("market.ndjson", { symbols: ["BTCUSD"] })
 * await writer.write({ kind: "trade", symbol: "BTCUSD", time: 1767225600000, price: "60000", size: "0.5", side: 0 })
 * await writer.close()
 */
export interface RecordingWriter {
  readonly path: string;
  /** Lines written, the header included. */
  readonly lines: number;
  /**
   * Writes an entry as its line; throws a RecordingLineError naming the line it would have been
   * and the field, writing nothing, for one a reader would refuse (a decimal that is no decimal,
   * a market not in the header, a product line after a market line).
   */
  write(entry: RecordingEntry): Promise<void>;
  /** Ends the recording (and puts it in place, when atomic). */
  close(): Promise<void>;
  /** Stops writing and removes what was written. */
  abort(): Promise<void>;
}

/**
 * Writes a market recording: its header at once, then each entry given, checked, as its line
 * (see openRecordingFile for the file: refused if it exists, `.gz` compressed).
 *
 * @example
 * const writer = await createRecordingWriter("market.ndjson.gz", { symbols: ["BTCUSD"], atomic: true })
 */
export async function createRecordingWriter(
  path: string,
  options: RecordingWriterOptions,
): Promise<RecordingWriter> {
  const { symbols, source } = options;
  if (
    !Array.isArray(symbols) ||
    symbols.length === 0 ||
    symbols.some((s) => typeof s !== "string" || s === "")
  ) {
    throw new ValidationError("symbols", "must name at least one market");
  }
  const header = encodeRecordingHeader(symbols, source);
  const file = await openRecordingFile(path, options);
  await file.write(header);
  let lines = 1;
  let marketLines = false;
  const products = new Set<string>();
  return {
    path,
    get lines() {
      return lines;
    },
    async write(entry) {
      const number = lines + 1;
      const text = encodeRecordingEntry(entry);
      const read = decodeRecordingEntry(text, number, RECORDING_VERSION);
      if (!symbols.includes(read.symbol)) {
        throw new RecordingLineError(
          number,
          "symbol",
          `is ${describeValue(read.symbol)}, not a market of the header (${symbols.join(", ")})`,
        );
      }
      const leading = leadingEntryKinds.includes(read.kind);
      if (leading && marketLines) {
        throw new RecordingLineError(
          number,
          "kind",
          `is ${read.kind}, a line that comes right after the header, after a market line`,
        );
      }
      if (read.kind === "product" && products.has(read.symbol)) {
        throw new RecordingLineError(
          number,
          "symbol",
          `is ${read.symbol}, whose product line came before`,
        );
      }
      if (read.kind === "product") products.add(read.symbol);
      marketLines ||= !leading;
      await file.write(text);
      lines = number;
    },
    close: () => file.close(),
    abort: () => file.abort(),
  };
}
