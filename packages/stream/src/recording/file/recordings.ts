import { stat } from "node:fs/promises";
import { describeValue, ValidationError } from "@perpkit/core";
import {
  RECORDING_FORMAT,
  type RecordingHeader,
  RecordingLineError,
} from "../../generated/recording/format.js";
import { listRecordingFolder, type RecordingSelection, selectDays, windowOf } from "./folder.js";
import { mergeByTime, windowed } from "./merge.js";
import { openRecording } from "./open.js";
import {
  type LineSource,
  lookahead,
  type RecordedProductLine,
  type RecordingReader,
} from "./reader.js";

/**
 * Options of {@link openRecordings}: which part of the recordings to read, and how a
 * ValidationError names what it refuses.
 *
 * @example
 * const options: OpenRecordingsOptions = { symbols: ["BTCUSD"], from: Date.UTC(2026, 4, 1), prefix: "replay." }
 */
export interface OpenRecordingsOptions extends RecordingSelection {
  /** What the names of a ValidationError start with: `replay.` names `replay.file`, `replay.symbols.2`. Default none. */
  readonly prefix?: string;
}

/** One market's days (or one file), read one after another. */
interface Chain extends LineSource {
  readonly first: RecordingReader;
}

/**
 * Reads `files` one after another, each a recording of the first one's markets (`symbol`'s
 * alone, when it is a market's folder); `nameFile` names the file in every refusal.
 */
async function chain(
  files: readonly string[],
  field: string,
  nameFile: boolean,
  symbol?: string,
): Promise<Chain> {
  const expected = symbol === undefined ? undefined : [symbol];
  const openAt = async (index: number) => {
    const file = files[index] as string;
    const reader = await openRecording(file, { field, nameFile });
    const listed = reader.header.symbols;
    const wanted = expected ?? first?.header.symbols ?? listed;
    if (listed.join(",") !== wanted.join(",")) {
      reader.close();
      throw new RecordingLineError(
        1,
        "symbols",
        `are ${listed.join(", ")}, not ${wanted.join(", ")}, ${expected ? "the market of its folder" : "as the recordings before it"}`,
        file,
      );
    }
    return reader;
  };
  let first: RecordingReader | undefined;
  first = await openAt(0);
  let reader = first;
  let index = 0;
  return {
    first,
    async next() {
      for (;;) {
        const line = await reader.next();
        if (line !== undefined || index === files.length - 1) return line;
        reader.close();
        reader = await openAt(++index);
      }
    },
    close: () => reader.close(),
  };
}

/** Only the lines of `symbols`. */
function only(source: LineSource, symbols: readonly string[]): LineSource {
  return {
    async next() {
      for (;;) {
        const line = await source.next();
        if (line === undefined || line.entry === undefined || symbols.includes(line.entry.symbol))
          return line;
      }
    },
    close: () => source.close(),
  };
}

/** Whether `path` is a folder. */
async function isFolder(path: string, field: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch (cause) {
    throw new ValidationError(field, `cannot be read: ${(cause as Error).message}`, { cause });
  }
}

/** The files of an input, by chain: a folder's markets' days, or each file of a list. */
async function plan(
  input: string | readonly string[],
  options: OpenRecordingsOptions,
  prefix: string,
): Promise<
  { readonly files: readonly string[]; readonly symbol?: string; readonly field: string }[]
> {
  const field = `${prefix}file`;
  if (typeof input === "string") {
    if (!(await isFolder(input, field))) return [{ files: [input], field }];
    const byMarket = selectDays(await listRecordingFolder(input, field), options, prefix);
    return [...byMarket].map(([symbol, days]) => ({
      files: days.map((d) => d.file),
      symbol,
      field,
    }));
  }
  if (!Array.isArray(input) || input.length === 0) {
    throw new ValidationError(
      field,
      `must be a recording, a folder of them or a list of recordings, got ${describeValue(input)}`,
    );
  }
  return input.map((file, i) => ({ files: [file], field: `${field}.${i}` }));
}

/** The chains of an input, open; a file is named in refusals when there are several. */
async function chainsOf(
  input: string | readonly string[],
  options: OpenRecordingsOptions,
  prefix: string,
): Promise<{ chains: Chain[]; files: string[] }> {
  const planned = await plan(input, options, prefix);
  const files = planned.flatMap((p) => p.files);
  const chains: Chain[] = [];
  try {
    for (const { files: days, field, symbol } of planned) {
      chains.push(await chain(days, field, files.length > 1, symbol));
    }
  } catch (error) {
    for (const opened of chains) opened.close();
    throw error;
  }
  return { chains, files };
}

/** The header of several recordings read as one: their markets, the newest version. */
function headerOf(
  readers: readonly RecordingReader[],
  symbols: readonly string[],
): RecordingHeader {
  const sources = new Set(readers.map((r) => r.header.source));
  const [source] = sources;
  return {
    format: RECORDING_FORMAT,
    version: Math.max(...readers.map((r) => r.header.version)),
    symbols,
    ...(sources.size === 1 && source !== undefined ? { source } : {}),
  };
}

/**
 * Opens recordings as one time-ordered input: a recording (as {@link openRecording}), a folder
 * of recordings by market and day (`<root>/<SYMBOL>/<YYYY-MM-DD>.ndjson[.gz]`, see
 * {@link listRecordingFolder}: each market's days are read one after another), or a list of
 * recordings. Lines go in time order across markets and files, each with its file and its
 * number there; `symbols`, `from` and `to` choose the markets and the window (see
 * RecordingSelection). A market's product line is that of its first file. Throws a
 * ValidationError naming `file` (or `symbols.2`, `from`, `to`) for an input it cannot read, and
 * a RecordingLineError naming the file, the line and the field for a header or product line it
 * refuses.
 *
 * @example
 * const reader = await openRecordings("data", { symbols: ["BTCUSD", "ETHUSD"], from: Date.UTC(2026, 4, 1) })
 */
export async function openRecordings(
  input: string | readonly string[],
  options: OpenRecordingsOptions = {},
): Promise<RecordingReader> {
  const prefix = options.prefix ?? "";
  const field = `${prefix}file`;
  const window = windowOf(options, prefix);
  const single = typeof input === "string" && !(await isFolder(input, field));
  if (
    single &&
    options.symbols === undefined &&
    window.from === undefined &&
    window.to === undefined
  ) {
    return openRecording(input, { field });
  }
  const { chains, files } = await chainsOf(input, options, prefix);
  const readers = chains.map((c) => c.first);
  const listed = [...new Set(readers.flatMap((r) => r.header.symbols))];
  const symbols = options.symbols ?? listed;
  for (const [i, symbol] of symbols.entries()) {
    if (!listed.includes(symbol)) {
      for (const opened of chains) opened.close();
      throw new ValidationError(
        `${prefix}symbols.${i}`,
        `is ${describeValue(symbol)}, not a market of the recordings (${listed.join(", ")})`,
      );
    }
  }
  const products: RecordedProductLine[] = [];
  for (const reader of readers) {
    for (const product of reader.products) {
      if (symbols.includes(product.symbol) && !products.some((p) => p.symbol === product.symbol))
        products.push(product);
    }
  }
  const merged = mergeByTime(chains);
  const source = windowed(options.symbols ? only(merged, symbols) : merged, window);
  return lookahead(source, {
    files,
    header: headerOf(readers, symbols),
    products,
  });
}
