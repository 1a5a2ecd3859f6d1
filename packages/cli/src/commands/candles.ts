import type { PriceSource } from "@perpkit/candles";
import { describeValue, ValidationError } from "@perpkit/core";
import type { Command } from "commander";
import { UsageError } from "../errors.js";
import type { Session } from "../session.js";
import { parseTimeMs } from "../values.js";
import { whereBarsAre } from "./candles-hint.js";
import type { CommandContext } from "./context.js";

/** The options of `perpkit candles`. */
interface CandlesOptions {
  readonly from?: string;
  readonly to?: string;
  readonly source?: string;
  readonly csv?: boolean;
  readonly countback?: string;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function countbackOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new ValidationError(
      "--countback",
      `must be a whole number, 1 or more, got ${describeValue(text)}`,
    );
  }
  return Number(text);
}

/** The product a symbol names (`BTCUSD`, any case, or the candle API's `BTCUSD-Perp`). */
async function productSymbol(session: Session, symbol: string) {
  const candles = await import("@perpkit/candles");
  const parts = symbol.includes(candles.symbolSeparator)
    ? candles.parseCandleSymbol(symbol, "<symbol>")
    : undefined;
  const product = await session.product(parts?.ticker ?? symbol, "<symbol>");
  return {
    ticker: product.ticker,
    candleSymbol: candles.candleSymbol(product.ticker, parts?.type),
  };
}

async function printCandles(
  session: Session,
  symbol: string,
  resolutionText: string,
  options: CandlesOptions,
): Promise<void> {
  const { out } = session;
  const candles = await import("@perpkit/candles");
  const resolution = candles.toResolution(resolutionText, "<resolution>");
  const given = options.source ?? candles.priceSourceNames[0];
  if (!(candles.priceSourceNames as readonly string[]).includes(given)) {
    throw new ValidationError(
      "--source",
      `must be one of ${candles.priceSourceNames.join(", ")}, got ${describeValue(given)}`,
    );
  }
  const source = given as PriceSource;
  if (options.from === undefined) {
    throw new UsageError(
      "candles needs --from <time>, the start of the range: a date like 2026-01-02, Unix seconds or milliseconds",
    );
  }
  const from = parseTimeMs(options.from, "--from");
  const to = options.to === undefined ? Date.now() : parseTimeMs(options.to, "--to");
  const countback = countbackOf(options.countback);
  const product = await productSymbol(session, symbol);
  const client = candles.createCandlesClient({ url: session.network.candlesUrl });
  const { bars, nextTime } = await out.spin(
    `reading ${product.candleSymbol} ${resolution} bars`,
    () =>
      client.history({
        symbol: product.candleSymbol,
        resolution,
        source,
        from,
        to,
        ...(countback === undefined ? {} : { countback }),
      }),
  );
  if (bars.length === 0) {
    const asked = {
      symbol: product.candleSymbol,
      resolution,
      source,
      from,
      to,
      nextTime,
    };
    for (const line of await whereBarsAre(client, asked, product.ticker)) out.note(line);
  }
  if (out.json) {
    out.document({
      symbol: product.ticker,
      candleSymbol: product.candleSymbol,
      resolution,
      source,
      bars,
      ...(bars.length === 0 && nextTime !== undefined ? { nextTime } : {}),
    });
    return;
  }
  if (options.csv) {
    out.line("time,open,high,low,close,volume");
    for (const bar of bars) {
      out.line(
        [new Date(bar.time).toISOString(), bar.open, bar.high, bar.low, bar.close, bar.volume]
          .map(csvCell)
          .join(","),
      );
    }
    return;
  }
  if (bars.length === 0) return;
  out.table(bars as unknown as Record<string, unknown>[], [
    { name: "time", kind: "timestamp-ms" },
    { name: "open", kind: "decimal" },
    { name: "high", kind: "decimal" },
    { name: "low", kind: "decimal" },
    { name: "close", kind: "decimal" },
    { name: "volume", kind: "decimal" },
  ]);
}

/** `perpkit candles <symbol> <resolution>`. */
export function addCandlesCommand(program: Command, context: CommandContext): void {
  program
    .command("candles")
    .summary("print a product's candles as a table or CSV")
    .description(
      "Reads OHLCV bars of <symbol> in [--from, --to) from the candle API (long ranges take several requests), and prints them as a table, as CSV (--csv), or as JSON. Prices and volumes are printed digit for digit as the API sent them. When the range holds no bars, a note says where bars are: the other price source, the closest earlier bar, or the first one after the range.",
    )
    .argument("<symbol>", "the product, for example BTCUSD (or BTCUSD-Perp)")
    .argument(
      "<resolution>",
      "the bar size: 1m, 5m, 15m, 1h, 4h, 1d, 1w, 1M (a month), or the API's 1, 60, 1D, ...",
    )
    .option(
      "--from <time>",
      "the start, included: a date like 2026-01-02 or 2026-01-02T12:00Z, Unix seconds, or milliseconds (required)",
    )
    .option("--to <time>", "the end, excluded (default now)")
    .option("--source <source>", "last (trade prices) or oracle (oracle prices); default last")
    .option("--countback <bars>", "keep only the latest this many bars")
    .option("--csv", "print CSV: time,open,high,low,close,volume")
    .action(async (symbol: string, resolution: string, options: CandlesOptions, cmd: Command) => {
      context.describeFields(
        "candles",
        new Map([
          ["symbol", "<symbol>"],
          ["resolution", "<resolution>"],
          ["from", "--from"],
          ["to", "--to"],
          ["source", "--source"],
          ["countback", "--countback"],
        ]),
      );
      await printCandles(context.session(cmd), symbol, resolution, options);
    });
}
