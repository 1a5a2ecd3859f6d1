import { statSync } from "node:fs";
import { ValidationError } from "@perpkit/core";
import { listRecordingFolder, openRecording } from "@perpkit/stream/recording";
import type { ListedDay } from "./plan.js";

/**
 * The recording files of a folder laid out by market and day, each with its size. A folder that
 * cannot be listed, or a file in it not named for a day, is a ValidationError naming
 * `recordings.folder`.
 *
 * @example
 * const days = await listDays("data")
 */
export async function listDays(folder: string): Promise<ListedDay[]> {
  const listed = await listRecordingFolder(folder, "recordings.folder");
  if (listed.days.length === 0) {
    throw new ValidationError(
      "recordings.folder",
      `holds no recording: ${folder}/<SYMBOL>/<YYYY-MM-DD>.ndjson[.gz] are read`,
    );
  }
  return listed.days.map((d) => ({
    symbol: d.symbol,
    start: d.start,
    file: d.file,
    bytes: statSync(d.file).size,
  }));
}

/**
 * Opens each recording a sweep reads and reads its header, before any run starts: a file that
 * cannot be read (missing, not gzip where named so, no header, a bad product line) or that
 * records other markets than its folder's is a ValidationError naming it.
 *
 * @example
 * await checkReadable([{ symbol: "BTCUSD", file: "data/BTCUSD/2026-01-01.ndjson" }])
 */
export async function checkReadable(
  days: readonly { symbol: string; file: string }[],
): Promise<void> {
  for (const { symbol, file } of days) {
    let symbols: readonly string[];
    try {
      const reader = await openRecording(file, { field: "recordings", nameFile: true });
      symbols = reader.header.symbols;
      reader.close();
    } catch (cause) {
      throw new ValidationError(
        "recordings",
        `cannot be read: ${file}: ${(cause as Error).message}`,
        { cause },
      );
    }
    if (symbols.length !== 1 || symbols[0] !== symbol) {
      throw new ValidationError(
        "recordings",
        `cannot be read as ${symbol}'s: ${file} records ${symbols.join(", ")}; a market's folder holds recordings of that market alone`,
      );
    }
  }
}
