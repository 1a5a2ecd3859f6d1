import type { FileHandle } from "node:fs/promises";
import { pipeline, Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { RecordingLineError } from "../../generated/recording/format.js";

/**
 * The longest line a recording's reader reads, in bytes: a snapshot of 100 levels a side takes
 * about 6 KB. A longer line is refused unread; its bytes are skipped, never kept.
 *
 * @example
 * if (Buffer.byteLength(line) > MAX_LINE_BYTES) console.log("a reader refuses it")
 */
export const MAX_LINE_BYTES = 1024 * 1024;

/**
 * How many times its compressed size a `.gz` recording may decompress to (plus
 * {@link GZIP_SLACK_BYTES}): market data compresses five to fortyfold (a quiet market's
 * tickers), a gzip bomb a thousandfold.
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

/** One line of a file as read: its number and text, or, past the cap, how long it was. */
export type TextLine =
  | { readonly number: number; readonly text: string }
  | { readonly number: number; readonly text: undefined; readonly bytes: number };

/** Where the byte splitter is: the line being gathered. */
interface Gathering {
  number: number;
  parts: Buffer[];
  bytes: number;
}

/** The line gathered, as read: blank lines come back undefined. */
function finish(line: Gathering): TextLine | undefined {
  if (line.bytes > MAX_LINE_BYTES) {
    return { number: line.number, text: undefined, bytes: line.bytes };
  }
  const text = (line.parts.length === 1 ? line.parts[0] : Buffer.concat(line.parts))
    ?.toString("utf8")
    .trim();
  return text ? { number: line.number, text } : undefined;
}

/**
 * Splits a byte stream into lines. Each chunk is searched once for line breaks and a line's
 * bytes are kept only up to the cap, so reading is linear in the stream's length whatever its
 * lines. The lines of a chunk are taken at once, so a reader's line costs no turn of an async
 * generator.
 */
class LineSplitter {
  private readonly line: Gathering = { number: 1, parts: [], bytes: 0 };
  /** The lines split off and not yet taken, from `head` on. */
  private ready: TextLine[] = [];
  private head = 0;

  /** The next line split off, if any. */
  take(): TextLine | undefined {
    if (this.head === this.ready.length) return undefined;
    const line = this.ready[this.head++];
    if (this.head === this.ready.length) {
      this.ready = [];
      this.head = 0;
    }
    return line;
  }

  /** Splits a chunk: the lines it ends are ready, the rest is gathered. */
  push(chunk: Buffer): void {
    const { line } = this;
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
      if (done) this.ready.push(done);
      line.number++;
      line.parts = [];
      line.bytes = 0;
      start = at + 1;
    }
  }

  /** The stream ended: its last line, unless blank, is ready. */
  end(): void {
    const last = finish(this.line);
    if (last) this.ready.push(last);
    this.line.parts = [];
    this.line.bytes = 0;
  }
}

/** The text lines of an open file, and how to stop reading it. */
export interface FileLines {
  /** The next line, or undefined at the end; throws a RecordingLineError (`file`) when reading fails. */
  next(): Promise<TextLine | undefined>;
  close(): void;
}

/** A failure of the file or its gzip data, as the line where reading stopped. */
function readFailure(error: unknown, line: number): RecordingLineError {
  if (error instanceof RecordingLineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RecordingLineError(line, "file", `cannot be read on: ${message}`);
}

/**
 * Reads an open file's lines, through gzip when its first bytes are gzip's magic, and under the
 * cap on what compressed data may decompress to. The file is read once, from its start, as one
 * stream, so a pipe reads as well as a file.
 */
export function fileLines(handle: FileHandle): FileLines {
  const file = handle.createReadStream();
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let reached = 1;
  let source: Readable | undefined;
  async function* bytes(): AsyncGenerator<Buffer> {
    const first = await chunks.next();
    if (first.done) return;
    const head = first.value;
    const rest = { [Symbol.asyncIterator]: () => chunks };
    if (!(head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b)) {
      yield head;
      yield* rest as AsyncIterable<Buffer>;
      return;
    }
    const gunzip = createGunzip();
    const compressed = Readable.from(
      (async function* () {
        yield head;
        yield* rest as AsyncIterable<Buffer>;
      })(),
    );
    // A failure of the file reaches the decompression, which ends with it.
    source = pipeline(compressed, gunzip, () => undefined);
    let out = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      out += chunk.length;
      if (out > GZIP_RATIO * file.bytesRead + GZIP_SLACK_BYTES) {
        throw new RecordingLineError(
          reached,
          "file",
          `decompresses to more than ${GZIP_RATIO} times its compressed size (${out} bytes from the first ${file.bytesRead}): refused as a gzip bomb`,
        );
      }
      yield chunk;
    }
  }
  const chunkSource = bytes();
  const splitter = new LineSplitter();
  let ended = false;
  let closed = false;
  const close = () => {
    closed = true;
    void chunkSource.return(undefined);
    source?.destroy();
    file.destroy();
  };
  /** The next line, reading on only when the chunks read so far hold no more. */
  async function nextLine(): Promise<TextLine | undefined> {
    for (;;) {
      if (closed) return undefined;
      const line = splitter.take();
      if (line !== undefined || ended) return line;
      const { done, value } = await chunkSource.next();
      if (done) {
        ended = true;
        splitter.end();
      } else {
        splitter.push(value);
      }
    }
  }
  /** The next line once the file is read on; a failure to read closes it. */
  async function readOn(): Promise<TextLine | undefined> {
    try {
      const value = await nextLine();
      if (value === undefined) return undefined;
      reached = value.number + 1;
      return value;
    } catch (error) {
      close();
      throw readFailure(error, reached);
    }
  }
  return {
    next() {
      // A line of a chunk already read waits for nothing.
      const ready = closed ? undefined : splitter.take();
      if (ready === undefined) return readOn();
      reached = ready.number + 1;
      return Promise.resolve(ready);
    },
    close,
  };
}
