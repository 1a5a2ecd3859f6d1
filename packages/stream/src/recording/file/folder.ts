import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describeValue, ValidationError } from "@perpkit/core";

/**
 * One file of a folder of recordings: its market, its day (UTC) and where it is.
 *
 * @example
 * const day: RecordingDay = { symbol: "BTCUSD", day: "2026-05-01", start: 1777593600000, file: "data/BTCUSD/2026-05-01.ndjson.gz" }
 */
export interface RecordingDay {
  readonly symbol: string;
  /** `YYYY-MM-DD`, a day in UTC. */
  readonly day: string;
  /** The day's first millisecond, epoch ms. */
  readonly start: number;
  readonly file: string;
}

/**
 * A folder of recordings by market and day, as {@link listRecordingFolder} finds it.
 *
 * @example
 * const { symbols, days } = await listRecordingFolder("data")
 */
export interface RecordingFolder {
  readonly root: string;
  /** The markets, by their folders' names, sorted. */
  readonly symbols: readonly string[];
  /** Every day of every market, by market and then by day. */
  readonly days: readonly RecordingDay[];
}

/**
 * A day's length, in ms: a folder's file holds one day (UTC) of its market.
 *
 * @example
 * const next = day.start + DAY_MS
 */
export const DAY_MS = 86_400_000;

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.ndjson(\.gz)?$/;

/** The first millisecond of a `YYYY-MM-DD` day, or undefined for a day the calendar has not. */
function dayStart(day: string): number | undefined {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day
    ? undefined
    : start;
}

async function entries(path: string, field: string) {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (cause) {
    throw new ValidationError(field, `cannot be read: ${(cause as Error).message}`, { cause });
  }
}

/** The day files of one market's folder; another `.ndjson` name is refused, naming it. */
async function marketDays(root: string, symbol: string, field: string): Promise<RecordingDay[]> {
  const days: RecordingDay[] = [];
  for (const entry of await entries(join(root, symbol), field)) {
    if (!entry.isFile() || !/\.ndjson(\.gz)?$/.test(entry.name)) continue;
    const file = join(root, symbol, entry.name);
    const day = DAY_FILE.exec(entry.name)?.[1];
    const start = day === undefined ? undefined : dayStart(day);
    if (day === undefined || start === undefined) {
      throw new ValidationError(
        field,
        `holds ${file}, not named for a day: a market's recordings are <YYYY-MM-DD>.ndjson or .ndjson.gz`,
      );
    }
    const twin = days.find((d) => d.day === day);
    if (twin)
      throw new ValidationError(
        field,
        `holds two recordings of ${symbol} on ${day}: ${twin.file} and ${file}`,
      );
    days.push({ symbol, day, start, file });
  }
  return days.sort((a, b) => a.start - b.start);
}

/**
 * Lists a folder of recordings laid out by market and day: `<root>/<SYMBOL>/<YYYY-MM-DD>.ndjson`
 * (or `.ndjson.gz`), each file a recording of that market on that day (UTC). Other files are
 * left alone; a `.ndjson` file not named for a day, two files of one day, or a folder that
 * cannot be read is a ValidationError naming `field` and the path.
 *
 * @example
 * const folder = await listRecordingFolder("data")
 * console.log(folder.symbols, folder.days.length)
 */
export async function listRecordingFolder(
  root: string,
  field = "folder",
): Promise<RecordingFolder> {
  if (typeof root !== "string" || root === "") {
    throw new ValidationError(
      field,
      `must be the path of a folder of recordings, got ${describeValue(root)}`,
    );
  }
  const symbols = (await entries(root, field))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const days: RecordingDay[] = [];
  for (const symbol of symbols) days.push(...(await marketDays(root, symbol, field)));
  return { root, symbols: symbols.filter((s) => days.some((d) => d.symbol === s)), days };
}

/**
 * Which part of a folder (or of files) to read: some markets, and a window of time.
 *
 * @example
 * const selection: RecordingSelection = { symbols: ["BTCUSD"], from: Date.UTC(2026, 4, 1), to: Date.UTC(2026, 4, 8) }
 */
export interface RecordingSelection {
  /** The markets to read. Default every market. */
  readonly symbols?: readonly string[];
  /**
   * Epoch ms: the lines from then on. Each market's book as it stood then comes first, as one
   * snapshot line at the time of its last book line before, with its last ticker line.
   */
  readonly from?: number;
  /** Epoch ms: the lines before then. */
  readonly to?: number;
}

/** A selection's times, checked: whole ms, `from` before `to` (their names start with `prefix`). */
export function windowOf(
  selection: RecordingSelection,
  prefix = "",
): { from?: number; to?: number } {
  const { from, to } = selection;
  for (const [name, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
      throw new ValidationError(
        `${prefix}${name}`,
        `must be a time in whole epoch milliseconds, got ${describeValue(value)}`,
      );
    }
  }
  if (from !== undefined && to !== undefined && to <= from) {
    throw new ValidationError(`${prefix}to`, `is ${to}, not after from (${from})`);
  }
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

/**
 * The days of a folder a selection reads, by market: the markets named (each must be in the
 * folder), and the days that meet the window. A ValidationError names what it refuses after
 * `prefix`.
 *
 * @example
 * const byMarket = selectDays(await listRecordingFolder("data"), { symbols: ["BTCUSD"] })
 */
export function selectDays(
  folder: RecordingFolder,
  selection: RecordingSelection,
  prefix = "",
): Map<string, RecordingDay[]> {
  const { from, to } = windowOf(selection, prefix);
  const symbols = selection.symbols ?? folder.symbols;
  const chosen = new Map<string, RecordingDay[]>();
  for (const [i, symbol] of symbols.entries()) {
    if (!folder.symbols.includes(symbol)) {
      throw new ValidationError(
        `${prefix}symbols.${i}`,
        `is ${describeValue(symbol)}, not a market of ${folder.root} (${folder.symbols.join(", ") || "none"})`,
      );
    }
    const days = folder.days.filter(
      (d) =>
        d.symbol === symbol &&
        (from === undefined || d.start + DAY_MS > from) &&
        (to === undefined || d.start < to),
    );
    if (days.length > 0) chosen.set(symbol, days);
  }
  if (chosen.size === 0) {
    throw new ValidationError(
      `${prefix}file`,
      `holds no recording of ${symbols.join(", ")} in the window asked for`,
    );
  }
  return chosen;
}
