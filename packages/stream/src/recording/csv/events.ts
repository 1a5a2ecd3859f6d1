import { parseDecimal } from "@perpkit/core";
import { type CsvColumn, type CsvRow, CsvRowError, type CsvRows, openCsv } from "./rows.js";

/**
 * The unit of a CSV file's integer times: seconds, milliseconds, microseconds or nanoseconds
 * since the epoch.
 *
 * @example
 * const unit: CsvTimeUnit = "us" // Tardis's files
 */
export type CsvTimeUnit = "s" | "ms" | "us" | "ns";

/** How many of a unit make a millisecond, or how many milliseconds one is. */
const UNITS: Readonly<Record<CsvTimeUnit, { readonly per: bigint; readonly times: bigint }>> = {
  s: { per: 1n, times: 1000n },
  ms: { per: 1n, times: 1n },
  us: { per: 1000n, times: 1n },
  ns: { per: 1_000_000n, times: 1n },
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A row's event: when, which market, and what happened. */
export type CsvEvent =
  | {
      readonly kind: "level";
      readonly time: number;
      readonly symbol: string;
      readonly line: number;
      readonly side: "bid" | "ask";
      readonly price: string;
      readonly quantity: string;
      readonly snapshot: boolean;
    }
  | {
      readonly kind: "trade";
      readonly time: number;
      readonly symbol: string;
      readonly line: number;
      readonly side: 0 | 1;
      readonly price: string;
      readonly size: string;
    }
  | {
      readonly kind: "mark";
      readonly time: number;
      readonly symbol: string;
      readonly line: number;
      readonly markPx: string;
    };

/**
 * The kinds of CSV file a conversion reads: L2 book changes, trades, mark prices.
 *
 * @example
 * const kind: CsvKind = "trades"
 */
export type CsvKind = "book" | "trades" | "marks";

const column = (name: string, aliases: string[] = [], required = true): CsvColumn => ({
  name,
  aliases,
  required,
});

const TIME = column("timestamp", ["time"]);
const SYMBOL = column("symbol");

/**
 * The columns of each kind of CSV file, as the package README documents them: each with the other
 * names it may have, and whether a file must have it.
 *
 * @example
 * csvColumns.trades.map((c) => c.name) // ["timestamp", "symbol", "side", "price", "amount"]
 */
export const csvColumns: Readonly<Record<CsvKind, readonly CsvColumn[]>> = {
  book: [
    TIME,
    SYMBOL,
    column("side"),
    column("price"),
    column("amount", ["quantity", "size"]),
    column("is_snapshot", ["snapshot"], false),
  ],
  trades: [TIME, SYMBOL, column("side"), column("price"), column("amount", ["quantity", "size"])],
  marks: [TIME, SYMBOL, column("mark_price", ["markpx", "mark"])],
};

/** A row's time in epoch ms: an integer in `unit` (whole ms, rounded down), or ISO 8601 with its zone. */
function timeOf(text: string, unit: CsvTimeUnit, fail: (problem: string) => never): number {
  let ms: number;
  if (/^\d+$/.test(text)) {
    const { per, times } = UNITS[unit];
    ms = Number((BigInt(text) * times) / per);
  } else if (ISO.test(text)) {
    ms = Date.parse(text);
  } else {
    return fail(
      `is ${JSON.stringify(text)}: a time is a whole number of ${unit} since the epoch, or ISO 8601 with its zone (2026-05-01T09:00:00.123Z)`,
    );
  }
  if (!Number.isSafeInteger(ms)) fail(`is ${text}, not a time a recording can hold`);
  return ms;
}

/** A decimal as given, checked as a recording's reader and a replay will read it. */
function decimalOf(text: string, fail: (problem: string) => never): string {
  try {
    parseDecimal(text, "value");
  } catch (error) {
    fail((error as Error).message.replace(/^value /, ""));
  }
  return text;
}

/** The event of one row of a kind of file. */
function eventOf(kind: CsvKind, row: CsvRow, file: string, unit: CsvTimeUnit): CsvEvent {
  const refuse =
    (name: string) =>
    (problem: string): never => {
      throw new CsvRowError(file, row.line, name, problem);
    };
  const v = row.values;
  const time = timeOf(v.timestamp as string, unit, refuse("timestamp"));
  const symbol = v.symbol as string;
  if (symbol === "") refuse("symbol")("is empty");
  const { line } = row;
  const side = (v.side ?? "").toLowerCase();
  if (kind === "book") {
    if (side !== "bid" && side !== "ask")
      refuse("side")(`is ${JSON.stringify(v.side)}, not bid or ask`);
    const flag = (v.is_snapshot ?? "false").toLowerCase();
    if (flag !== "true" && flag !== "false") {
      refuse("is_snapshot")(`is ${JSON.stringify(v.is_snapshot)}, not true or false`);
    }
    const price = decimalOf(v.price as string, refuse("price"));
    const quantity = decimalOf(v.amount as string, refuse("amount"));
    const level = side as "bid" | "ask";
    return {
      kind: "level",
      time,
      symbol,
      line,
      side: level,
      price,
      quantity,
      snapshot: flag === "true",
    };
  }
  if (kind === "trades") {
    if (side !== "buy" && side !== "sell")
      refuse("side")(`is ${JSON.stringify(v.side)}, not buy or sell (the taker's side)`);
    const price = decimalOf(v.price as string, refuse("price"));
    const size = decimalOf(v.amount as string, refuse("amount"));
    if (parseDecimal(size, "amount") === 0n) refuse("amount")("is 0: a trade has a size");
    return { kind: "trade", time, symbol, line, side: side === "buy" ? 0 : 1, price, size };
  }
  return {
    kind: "mark",
    time,
    symbol,
    line,
    markPx: decimalOf(v.mark_price as string, refuse("mark_price")),
  };
}

/**
 * The events of one CSV file, in its order, which must be the order of time: a row before the
 * one above it is refused (`timestamp`).
 */
export interface CsvEvents {
  readonly file: string;
  next(): Promise<CsvEvent | undefined>;
  close(): void;
}

/** Opens a CSV file of a kind and reads its rows into events. */
export async function openCsvEvents(
  kind: CsvKind,
  file: string,
  unit: CsvTimeUnit,
  field: string,
): Promise<CsvEvents> {
  const rows: CsvRows = await openCsv(file, csvColumns[kind], field);
  let last: { time: number; line: number } | undefined;
  return {
    file,
    async next() {
      const row = await rows.next();
      if (row === undefined) return undefined;
      const event = eventOf(kind, row, file, unit);
      if (last && event.time < last.time) {
        throw new CsvRowError(
          file,
          row.line,
          "timestamp",
          `is ${event.time} ms, before ${last.time} ms on line ${last.line}: rows must be in time order`,
        );
      }
      last = { time: event.time, line: row.line };
      return event;
    },
    close: () => rows.close(),
  };
}
