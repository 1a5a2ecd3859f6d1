import { open } from "node:fs/promises";
import { describeValue, ValidationError } from "@perpkit/core";
import {
  decodeRecordingEntry,
  decodeRecordingHeader,
  leadingEntryKinds,
  type RecordingHeader,
  RecordingLineError,
  recordingLineKinds,
} from "../../generated/recording/format.js";
import { type FileLines, fileLines, MAX_LINE_BYTES, type TextLine } from "./lines.js";
import {
  lookahead,
  type RecordedProductLine,
  type RecordingLine,
  type RecordingReader,
} from "./reader.js";

/**
 * Options of {@link openRecording}.
 *
 * @example
 * const options: OpenRecordingOptions = { field: "replay.file", nameFile: true }
 */
export interface OpenRecordingOptions {
  /** The name a ValidationError gives the path (`replay.file`). Default `file`. */
  readonly field?: string;
  /** Name the file in every RecordingLineError, as when several files are read as one. Default false. */
  readonly nameFile?: boolean;
}

/** The tags of the kinds of line that come right after the header. */
const LEADING_TAGS = Object.entries(recordingLineKinds)
  .filter(([, kind]) => (leadingEntryKinds as readonly string[]).includes(kind.entry))
  .map(([tag]) => tag);

/** Whether a line's text starts as a line of a kind that comes right after the header. */
function leadingLine(text: string): boolean {
  const match = /^\[\s*"([^"]*)"/.exec(text);
  return match !== null && LEADING_TAGS.includes(match[1] as string);
}

/** The error with the file named, when it is to be. */
function named(error: unknown, file: string | undefined): unknown {
  if (file === undefined || !(error instanceof RecordingLineError) || error.file !== undefined) {
    return error;
  }
  return new RecordingLineError(error.line, error.field, error.problem, file);
}

/** Opens the file, refusing a path that cannot be read with a ValidationError naming `field`. */
async function openLines(path: string, field: string): Promise<FileLines> {
  if (typeof path !== "string" || path === "") {
    throw new ValidationError(
      field,
      `must be the path of a market recording, got ${describeValue(path)}`,
    );
  }
  try {
    return fileLines(await open(path, "r"));
  } catch (cause) {
    throw new ValidationError(field, `cannot be read: ${(cause as Error).message}`, { cause });
  }
}

/** The header, from the file's first line. */
async function readHeader(
  lines: FileLines,
  field: string,
  file: string | undefined,
): Promise<RecordingHeader> {
  const first = await lines.next().catch((error: unknown) => {
    throw new ValidationError(field, (error as Error).message, { cause: error });
  });
  if (first === undefined) {
    throw new ValidationError(field, "is empty: a recording starts with its header");
  }
  if (first.text === undefined) {
    throw named(
      new RecordingLineError(first.number, "header", `is longer than ${MAX_LINE_BYTES} bytes`),
      file,
    );
  }
  try {
    return decodeRecordingHeader(first.text, first.number);
  } catch (error) {
    throw named(error, file);
  }
}

/** A product line, read and checked against the header and the product lines before it. */
function productLine(
  line: { readonly number: number; readonly text: string },
  header: RecordingHeader,
  seen: readonly RecordedProductLine[],
  path: string,
): RecordedProductLine {
  const entry = decodeRecordingEntry(line.text, line.number, header.version);
  if (entry.kind !== "product") {
    throw new RecordingLineError(line.number, "kind", `is not a product line`);
  }
  const { symbol, product } = entry;
  if (!header.symbols.includes(symbol)) {
    throw new RecordingLineError(
      line.number,
      "symbol",
      `is ${describeValue(symbol)}, not a market of the header (${header.symbols.join(", ")})`,
    );
  }
  if (seen.some((p) => p.symbol === symbol)) {
    throw new RecordingLineError(
      line.number,
      "symbol",
      `is ${symbol}, whose product line came before`,
    );
  }
  return { file: path, number: line.number, symbol, product };
}

/** A line refused for `field`, named by its file when the reader reads several. */
function refused(
  line: TextLine,
  path: string,
  file: string | undefined,
  field: string,
  problem: string,
): RecordingLine {
  const error = named(new RecordingLineError(line.number, field, problem), file);
  return { file: path, number: line.number, error: error as RecordingLineError };
}

/** A text line after the product lines, read into its entry or the error that refuses it. */
function marketLine(
  line: TextLine,
  version: number,
  path: string,
  file: string | undefined,
): RecordingLine {
  if (line.text === undefined) {
    return refused(
      line,
      path,
      file,
      "line",
      `is ${line.bytes} bytes long, over the ${MAX_LINE_BYTES} a line may be`,
    );
  }
  try {
    const entry = decodeRecordingEntry(line.text, line.number, version);
    if (entry.kind === "product") {
      return refused(
        line,
        path,
        file,
        "kind",
        "is P, a product line after a market line: product lines come right after the header",
      );
    }
    return { file: path, number: line.number, entry };
  } catch (error) {
    if (!(error instanceof RecordingLineError)) throw error;
    return { file: path, number: line.number, error: named(error, file) as RecordingLineError };
  }
}

/**
 * Opens a market recording (as `perpkit record` and `recordMarket` write it; gzip-compressed or
 * not, a file or a pipe: it is opened once and read once, from its start) and reads its header
 * and the product lines after it. Throws a ValidationError naming `field` when the file cannot be
 * read, and a RecordingLineError when its first line is no header or a product line is refused
 * (not JSON of the format, a market not in the header or named twice).
 *
 * @example
 * const { header, products } = await openRecording("market.ndjson")
 */
export async function openRecording(
  path: string,
  options: OpenRecordingOptions = {},
): Promise<RecordingReader> {
  const field = options.field ?? "file";
  const file = options.nameFile ? path : undefined;
  const lines = await openLines(path, field);
  let header: RecordingHeader;
  try {
    header = await readHeader(lines, field, file);
  } catch (error) {
    lines.close();
    throw error;
  }
  const products: RecordedProductLine[] = [];
  // The product lines come first; the first other line is kept, and a failure to read on is
  // the reader's to report where it would have met it.
  let kept: TextLine | undefined;
  let failure: { readonly error: unknown } | undefined;
  try {
    for (let line = await lines.next(); line; line = await lines.next()) {
      if (line.text === undefined || !leadingLine(line.text)) {
        kept = line;
        break;
      }
      products.push(productLine(line, header, products, path));
    }
  } catch (error) {
    if (!(error instanceof RecordingLineError) || error.field !== "file") {
      lines.close();
      throw named(error, file);
    }
    failure = { error: named(error, file) };
  }
  return lookahead(
    {
      async next() {
        if (failure) throw failure.error;
        let line = kept;
        kept = undefined;
        try {
          line ??= await lines.next();
        } catch (error) {
          throw named(error, file);
        }
        return line === undefined ? undefined : marketLine(line, header.version, path, file);
      },
      close: () => lines.close(),
    },
    { files: [path], header, products },
  );
}
