import { readFileSync } from "node:fs";
import { describeValue, ValidationError } from "@perpkit/core";
import type { RecordedProduct } from "@perpkit/stream";
import type { ConvertCsvSummary, CsvTimeUnit } from "@perpkit/stream/recording";
import type { Command } from "commander";
import { UsageError } from "../errors.js";
import type { CommandContext } from "./context.js";

interface ConvertOptions {
  readonly book?: string;
  readonly trades?: string;
  readonly marks?: string;
  readonly out?: string;
  readonly outDir?: string;
  readonly symbols?: string;
  readonly timeUnit?: string;
  readonly depth?: string;
  readonly products?: string;
  readonly source?: string;
}

/** How the library's fields are written on this command line. */
const FIELDS = new Map([
  ["book", "--book"],
  ["trades", "--trades"],
  ["marks", "--marks"],
  ["out", "--out"],
  ["outDir", "--out-dir"],
  ["symbols", "--symbols"],
  ["timeUnit", "--time-unit"],
  ["depth", "--depth"],
  ["products", "--products"],
]);

function depthOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) {
    throw new ValidationError(
      "--depth",
      `must be a whole number of levels, got ${describeValue(text)}`,
    );
  }
  return Number(text);
}

/**
 * The products of a JSON file: a list of `{ symbol, makerFee, takerFee, tickSize, lotSize }`, or
 * what `perpkit products --json` prints (`{ data: [...] }`, each product's `ticker` its symbol;
 * other fields are left out).
 */
function productsOf(
  path: string | undefined,
): { readonly symbol: string; readonly product: RecordedProduct }[] | undefined {
  if (path === undefined) return undefined;
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(path, "utf8"));
  } catch (cause) {
    throw new ValidationError("--products", `cannot be read as JSON: ${(cause as Error).message}`, {
      cause,
    });
  }
  const wrapped = listed as { data?: unknown; products?: unknown } | null;
  const rows = Array.isArray(listed) ? listed : (wrapped?.data ?? wrapped?.products);
  if (!Array.isArray(rows)) {
    throw new ValidationError("--products", "must be a JSON list of products");
  }
  return rows.map((row: Record<string, unknown>, i) => {
    const text = (key: string) => {
      const value = row?.[key];
      if (typeof value !== "string") {
        throw new ValidationError(
          `--products.${i}.${key}`,
          `must be a string, got ${describeValue(value)}`,
        );
      }
      return value;
    };
    const symbol = typeof row?.symbol === "string" ? row.symbol : text("ticker");
    const product = {
      makerFee: text("makerFee"),
      takerFee: text("takerFee"),
      tickSize: text("tickSize"),
      lotSize: text("lotSize"),
    };
    return { symbol, product };
  });
}

function summary(result: ConvertCsvSummary): string {
  const where = result.files.length === 1 ? result.files[0] : `${result.files.length} files`;
  return `Converted ${result.rows} rows into ${result.lines} lines: ${result.snapshots} snapshots, ${result.diffs} diffs, ${result.trades} trades, ${result.tickers} tickers, in ${where}.`;
}

/** `perpkit convert --book <csv> --trades <csv> --out <file>`. */
export function addConvertCommand(program: Command, context: CommandContext): void {
  program
    .command("convert")
    .summary("convert CSV book changes, trades and marks into a recording, for replays")
    .description(
      "Converts plain CSV files into a perpkit market recording that perpkit backtest replay --replay (perpkit-replay) plays: --book, L2 book changes (timestamp, symbol, side bid|ask, price, amount, and is_snapshot if any: amount is the level's new quantity, 0 removes it); --trades (timestamp, symbol, side buy|sell: the taker's, price, amount); --marks, mark prices (timestamp, symbol, mark_price). The first line of each file names its columns; other columns are left alone, and quantity or size may stand for amount. Rows are in time order; timestamps are whole numbers of --time-unit since the epoch, or ISO 8601. Decimals are kept as written. The book is written as the live L2Book shows it: its best --depth levels a side. A row that cannot be converted stops the conversion, naming its file, line and column, and nothing is left written. A .gz name reads or writes gzip.",
    )
    .option("--book <csv>", "L2 book changes")
    .option("--trades <csv>", "trades")
    .option("--marks <csv>", "mark prices, written as ticker lines")
    .option("--out <file>", "the recording to write (refused if it exists)")
    .option(
      "--out-dir <folder>",
      "or a folder to write one recording a market and day into: <folder>/<SYMBOL>/<YYYY-MM-DD>.ndjson.gz",
    )
    .option("--symbols <list>", "the markets to convert, for example BTCUSD,ETHUSD (default all)")
    .option("--time-unit <unit>", "of integer timestamps: s, ms, us or ns (default ms)")
    .option("--depth <levels>", "levels a side the recorded book shows (default and most 100)")
    .option(
      "--products <json>",
      "a JSON list of products ({ symbol, makerFee, takerFee, tickSize, lotSize }), or what perpkit products --json prints: written as product lines of the markets converted, so a replay charges their fees",
    )
    .option("--source <text>", "where the data comes from, for the header (default csv)")
    .action(async (options: ConvertOptions, cmd: Command) => {
      context.describeFields("convert", FIELDS);
      const { out } = context.session(cmd);
      if (options.book === undefined && options.trades === undefined) {
        throw new UsageError("convert needs --book or --trades: marks alone replay nothing");
      }
      if ((options.out === undefined) === (options.outDir === undefined)) {
        throw new UsageError("convert needs --out or --out-dir, and not both");
      }
      const { convertCsvToRecording } = await import("@perpkit/stream/recording");
      const result = await convertCsvToRecording({
        ...(options.book === undefined ? {} : { book: options.book }),
        ...(options.trades === undefined ? {} : { trades: options.trades }),
        ...(options.marks === undefined ? {} : { marks: options.marks }),
        ...(options.out === undefined ? {} : { out: options.out }),
        ...(options.outDir === undefined ? {} : { outDir: options.outDir }),
        ...(options.symbols === undefined
          ? {}
          : { symbols: options.symbols.split(",").map((s) => s.trim()) }),
        ...(options.timeUnit === undefined ? {} : { timeUnit: options.timeUnit as CsvTimeUnit }),
        ...(options.depth === undefined ? {} : { depth: depthOf(options.depth) as number }),
        ...(options.products === undefined ? {} : { products: productsOf(options.products) ?? [] }),
        ...(options.source === undefined ? {} : { source: options.source }),
      });
      if (out.json) out.document(result);
      else out.line(summary(result));
    });
}
