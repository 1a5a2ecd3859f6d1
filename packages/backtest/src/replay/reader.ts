// A replay's input: a recording, a folder of them by market and day, or a list of them, read as
// one time-ordered input by @perpkit/stream's reader, which reads and checks the format. The
// replay checks each line against its products (line-check.ts) and plays it.

import { LATEST_TIME_MS } from "@perpkit/sandbox";
import {
  openRecordings,
  type RecordingLine,
  type RecordingReader,
  type RecordingSelection,
} from "@perpkit/stream/recording";
import { type ProductLine, readProductLine } from "./product-line.js";

export type { RecordingLine, RecordingReader };

/**
 * A replay's input, open: its reader, its product lines checked against what a sandbox charges,
 * and the time its clock starts from.
 *
 * @example
 * const input = await openReplayInput("market.ndjson")
 */
export interface ReplayInput {
  readonly reader: RecordingReader;
  readonly products: readonly ProductLine[];
  /** The time of its first line a nonce can carry, or undefined when none can be read ahead. */
  readonly startTime: number | undefined;
}

/**
 * Opens a replay's input (see ReplayOptions.file), once: its header and product lines, checked,
 * and its start time, read ahead without losing the lines. Throws a ValidationError naming
 * `replay.file` (or `replay.symbols`, `replay.from`, `replay.to`) when it cannot be read, and a
 * RecordingLineError when its header or a product line is refused.
 *
 * @example
 * const { reader, products, startTime } = await openReplayInput(settings.file, settings)
 */
export async function openReplayInput(
  file: string | readonly string[],
  selection: RecordingSelection = {},
): Promise<ReplayInput> {
  const reader = await openRecordings(file, { ...selection, prefix: "replay." });
  try {
    const products = reader.products.map((p) => readProductLine(p, reader.files.length > 1));
    const startTime = await reader.startTime((time) => time <= LATEST_TIME_MS);
    return { reader, products, startTime };
  } catch (error) {
    reader.close();
    throw error;
  }
}
