// What a replay takes of a recording's product lines: each recorded product as the live service
// listed it when the recording began, its fees and its price and quantity grids. The recording
// format (@perpkit/stream) reads the lines; here each is checked against what a sandbox charges
// and trades on, a bad one refused with a RecordingLineError naming its line and field.
import { formatDecimal, parseDecimal } from "@perpkit/core";
import { MAX_FEE, makerFeeFits } from "@perpkit/sandbox";
import { RecordingLineError } from "@perpkit/stream";
import type { RecordedProductLine } from "@perpkit/stream/recording";

/** A product line as the replay takes it, with where it stands in its file. */
export interface ProductLine {
  readonly line: number;
  /** The file, when the replay reads several. */
  readonly file: string | undefined;
  readonly symbol: string;
  readonly makerFee: string;
  readonly takerFee: string;
  readonly tickSize: string;
  readonly lotSize: string;
}

const FIELDS = ["makerFee", "takerFee", "tickSize", "lotSize"] as const;

/**
 * Checks a product line a recording's reader read (its decimals and its market are the format's
 * to check) against what a sandbox charges and trades on; `file` names the file in a refusal,
 * when the replay reads several. Throws a RecordingLineError naming the line and the field: a
 * fee from {@link MAX_FEE} up, a taker fee below 0, a maker fee below minus the taker fee (a
 * rebate above it), a tick or lot size of 0.
 *
 * @example
 * const products = reader.products.map((p) => readProductLine(p, reader.files.length > 1))
 */
export function readProductLine(read: RecordedProductLine, nameFile: boolean): ProductLine {
  const file = nameFile ? read.file : undefined;
  const line = read.number;
  const fail = (field: string, problem: string): never => {
    throw new RecordingLineError(line, `product.${field}`, problem, file);
  };
  // A maker fee may be negative: a rebate.
  const decimal = (field: (typeof FIELDS)[number]): bigint => {
    try {
      return parseDecimal(read.product[field], field, { signed: field === "makerFee" });
    } catch (error) {
      return fail(field, (error as Error).message.replace(`${field} `, ""));
    }
  };
  for (const field of ["makerFee", "takerFee"] as const) {
    if (decimal(field) >= MAX_FEE) {
      fail(
        field,
        `is ${read.product[field]}, not below ${formatDecimal(MAX_FEE)}: no exchange charges that much`,
      );
    }
  }
  if (!makerFeeFits(decimal("makerFee"), decimal("takerFee"))) {
    fail(
      "makerFee",
      `is ${read.product.makerFee}, a rebate above the taker fee ${read.product.takerFee}: a maker rebate is at most the taker fee`,
    );
  }
  for (const field of ["tickSize", "lotSize"] as const) {
    if (decimal(field) === 0n) fail(field, "is 0: a grid has a step");
  }
  return { line, file, symbol: read.symbol, ...read.product };
}
