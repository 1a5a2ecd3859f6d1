import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { ValidationError } from "@perpkit/core";
import {
  decodeRecordingEntry,
  decodeRecordingHeader,
  type RecordingEntry,
  type RecordingHeader,
} from "@perpkit/stream";

/**
 * A market recording read from its file a line at a time: the header at once, the entries as
 * they are asked for, so a recording of any length takes little memory.
 *
 * @example
 * const reader = await openRecording("market.ndjson.gz")
 * for (let e = await reader.next(); e; e = await reader.next()) console.log(e.kind, e.time)
 */
export interface RecordingReader {
  readonly header: RecordingHeader;
  /** The next entry, or undefined at the end of the file. */
  next(): Promise<RecordingEntry | undefined>;
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

/** The lines of a byte stream, without their line breaks; empty lines skipped. */
async function* linesOf(source: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of source) {
    rest += decoder.write(chunk as Buffer);
    let start = 0;
    for (let at = rest.indexOf("\n"); at >= 0; at = rest.indexOf("\n", start)) {
      const line = rest.slice(start, at).trim();
      if (line !== "") yield line;
      start = at + 1;
    }
    rest = rest.slice(start);
  }
  rest += decoder.end();
  if (rest.trim() !== "") yield rest.trim();
}

/**
 * Opens a market recording (as `perpkit record` and `recordMarket` of @perpkit/stream write
 * it; gzip-compressed or not) and reads its header. Throws a ValidationError naming `field` when
 * the file cannot be read, and the DecodeError of its first line when it is no recording.
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
  const source: Readable = compressed ? file.pipe(createGunzip()) : file;
  const lines = linesOf(source);
  let number = 1;
  const first = await lines.next();
  if (first.done) {
    file.destroy();
    throw new ValidationError(field, "is empty: a recording starts with its header");
  }
  let header: RecordingHeader;
  try {
    header = decodeRecordingHeader(first.value);
  } catch (error) {
    file.destroy();
    throw error;
  }
  return {
    header,
    async next() {
      const line = await lines.next();
      if (line.done) return undefined;
      number++;
      return decodeRecordingEntry(line.value, number);
    },
    close() {
      void lines.return(undefined);
      file.destroy();
      source.destroy();
    },
  };
}
