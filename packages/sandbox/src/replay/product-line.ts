// A recording's product lines: what a replay needs of each recorded product as the live service
// listed it when the recording began, its fees and its price and quantity grids. They come right
// after the header, one a market, before any market line:
//
//   ["P","BTCUSD",{"makerFee":"0.001","takerFee":"0.004","tickSize":"0.1","lotSize":"0.001"}]
//
// A recording is untrusted input: each line is checked here, a bad one refused with a
// RecordingLineError naming its line and field.
import { describeValue, formatDecimal, parseDecimal } from "@perpkit/core";
import { RecordingLineError } from "@perpkit/stream";
import { makerFeeFits } from "../engine/index.js";
import { MAX_FEE } from "../start/fee-bound.js";

/**
 * What a recording keeps of one recorded product: the live product record's fees, tick size and
 * lot size, as its decimal strings.
 *
 * @example
 * const product: RecordedProduct = { symbol: "BTCUSD", makerFee: "0.001", takerFee: "0.004", tickSize: "0.1", lotSize: "0.001" }
 */
export interface RecordedProduct {
  readonly symbol: string;
  readonly makerFee: string;
  readonly takerFee: string;
  readonly tickSize: string;
  readonly lotSize: string;
}

/** A product line as read, with where it stands in the file. */
export interface ProductLine extends RecordedProduct {
  readonly line: number;
}

const FIELDS = ["makerFee", "takerFee", "tickSize", "lotSize"] as const;

/**
 * A product's line of a recording, with its line break: written after the header, before any
 * market line.
 *
 * @example
 * write(encodeProductLine({ symbol: "BTCUSD", makerFee: "0.001", takerFee: "0.004", tickSize: "0.1", lotSize: "0.001" }))
 */
export function encodeProductLine(product: RecordedProduct): string {
  const { symbol, makerFee, takerFee, tickSize, lotSize } = product;
  return `${JSON.stringify(["P", symbol, { makerFee, takerFee, tickSize, lotSize }])}\n`;
}

/**
 * The row of a line when it is a product line (a JSON array whose first element is "P"),
 * undefined for any other line (which the replay's line check reads).
 *
 * @example
 * productRow('["P","BTCUSD",{}]') // ["P", "BTCUSD", {}]
 */
export function productRow(text: string): unknown[] | undefined {
  if (!text.startsWith("[")) return undefined;
  try {
    const row: unknown = JSON.parse(text);
    return Array.isArray(row) && row[0] === "P" ? row : undefined;
  } catch {
    return undefined;
  }
}

function fail(line: number, field: string, problem: string): never {
  throw new RecordingLineError(line, field, problem);
}

/**
 * A decimal of the line in the shape the live service writes: at most 9 places, unsigned unless
 * `signed` (a maker fee, negative for a rebate).
 */
function decimal(value: unknown, line: number, field: string, signed = false): bigint {
  if (typeof value !== "string") {
    fail(line, field, `must be a decimal string, got ${describeValue(value)}`);
  }
  try {
    return parseDecimal(value, field, { signed });
  } catch (error) {
    return fail(line, field, (error as Error).message.replace(`${field} `, ""));
  }
}

/**
 * Reads a product line's row (from {@link productRow}); `symbols` are the header's markets, and
 * `seen` the products read so far. Throws a RecordingLineError naming the line and the field:
 * an unknown or repeated market, a missing or malformed decimal, a fee from {@link MAX_FEE} up,
 * a taker fee below 0, a maker fee below minus the taker fee (a rebate above it), a tick or lot
 * size of 0.
 *
 * @example
 * const product = readProductLine(row, 2, header.symbols, seen)
 */
export function readProductLine(
  row: readonly unknown[],
  line: number,
  symbols: readonly string[],
  seen: ReadonlySet<string>,
): ProductLine {
  const [, symbol, fields] = row;
  if (typeof symbol !== "string" || !symbols.includes(symbol)) {
    fail(
      line,
      "symbol",
      `is ${describeValue(symbol)}, not a market of the header (${symbols.join(", ")})`,
    );
  }
  if (seen.has(symbol)) fail(line, "symbol", `is ${symbol}, whose product line came before`);
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    fail(
      line,
      "product",
      `must be an object of ${FIELDS.join(", ")}, got ${describeValue(fields)}`,
    );
  }
  if (row.length > 3) fail(line, "line", `holds ${row.length} elements; a product line holds 3`);
  const record = fields as Record<string, unknown>;
  for (const field of ["makerFee", "takerFee"] as const) {
    if (decimal(record[field], line, field, field === "makerFee") >= MAX_FEE) {
      fail(
        line,
        field,
        `is ${record[field]}, not below ${formatDecimal(MAX_FEE)}: no exchange charges that much`,
      );
    }
  }
  const rebate = decimal(record.makerFee, line, "makerFee", true);
  if (!makerFeeFits(rebate, decimal(record.takerFee, line, "takerFee"))) {
    fail(
      line,
      "makerFee",
      `is ${record.makerFee}, a rebate above the taker fee ${record.takerFee}: a maker rebate is at most the taker fee`,
    );
  }
  for (const field of ["tickSize", "lotSize"] as const) {
    if (decimal(record[field], line, field) === 0n) fail(line, field, "is 0: a grid has a step");
  }
  const [makerFee, takerFee, tickSize, lotSize] = FIELDS.map((field) => record[field] as string);
  return { line, symbol, makerFee, takerFee, tickSize, lotSize } as ProductLine;
}
