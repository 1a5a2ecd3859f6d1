import { describeValue, ValidationError } from "@perpkit/core";
import type { Command } from "commander";
import type { Session } from "../session.js";
import { parseTimeMs } from "../values.js";
import type { CommandContext } from "./context.js";

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  m: 60,
  h: 3_600,
  d: 86_400,
  D: 86_400,
  w: 604_800,
  W: 604_800,
};

/**
 * A bar size from the command line: one of the API's resolutions (`1`, `60`, `1D`, `1M`, ...),
 * or a friendlier spelling of one: `1m`, `15m`, `1h`, `4h`, `1d`, `1w` (lower-case m is minutes;
 * `1M` is a month).
 */
async function resolutionOf(text: string): Promise<string> {
  const { resolutions, barSeconds } = await import("@perpkit/candles");
  if ((resolutions as readonly string[]).includes(text)) return text;
  const match = /^(\d+)([mhdDwW])$/.exec(text);
  if (match) {
    const seconds = Number(match[1]) * (UNIT_SECONDS[match[2] as string] as number);
    const found = resolutions.find((r) => r !== "1M" && barSeconds[r] === seconds);
    if (found) return found;
  }
  throw new ValidationError(
    "<resolution>",
    `must be one of ${resolutions.join(", ")} (or 1m, 5m, 1h, 4h, 1d, 1w), got ${describeValue(text)}`,
  );
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function printCandles(
  session: Session,
  symbol: string,
  resolutionText: string,
  options: { from?: string; to?: string; source?: string; csv?: boolean; countback?: string },
): Promise<void> {
  const { out } = session;
  const candles = await import("@perpkit/candles");
  const { candleSymbol, createCandlesClient, parseCandleSymbol, priceSourceNames } = candles;
  const resolution = await resolutionOf(resolutionText);
  const source = (options.source ?? priceSourceNames[0]) as (typeof priceSourceNames)[number];
  if (!priceSourceNames.includes(source)) {
    throw new ValidationError(
      "--source",
      `must be one of ${priceSourceNames.join(", ")}, got ${describeValue(options.source)}`,
    );
  }
  if (options.from === undefined)
    throw new ValidationError("--from", "is required: the start of the range");
  const from = parseTimeMs(options.from, "--from");
  const to = options.to === undefined ? Date.now() : parseTimeMs(options.to, "--to");
  let countback: number | undefined;
  if (options.countback !== undefined) {
    if (!/^\d+$/.test(options.countback) || Number(options.countback) < 1) {
      throw new ValidationError(
        "--countback",
        `must be a whole number, 1 or more, got ${describeValue(options.countback)}`,
      );
    }
    countback = Number(options.countback);
  }
  const parts = symbol.includes(candles.symbolSeparator)
    ? parseCandleSymbol(symbol, "<symbol>")
    : undefined;
  const product = await session.product(parts?.ticker ?? symbol, "<symbol>");
  const full = candleSymbol(product.ticker, parts?.type);
  const client = createCandlesClient({ url: session.network.candlesUrl });
  const { bars } = await out.spin(`reading ${full} ${resolution} bars`, () =>
    client.history({
      symbol: full,
      resolution: resolution as never,
      source,
      from,
      to,
      ...(countback === undefined ? {} : { countback }),
    }),
  );
  if (out.json) {
    out.document({ symbol: full, resolution, source, bars });
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
  if (bars.length === 0) {
    out.note(
      `No ${full} bars between ${new Date(from).toISOString()} and ${new Date(to).toISOString()}.`,
    );
    return;
  }
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
      "Reads OHLCV bars of <symbol> from the candle API, from --from to --to (long ranges take several requests), and prints them as a table, as CSV (--csv), or as JSON. Prices and volumes are printed digit for digit as the API sent them.",
    )
    .argument("<symbol>", "the product, for example BTCUSD (or BTCUSD-Perp)")
    .argument(
      "<resolution>",
      "the bar size: 1m, 5m, 15m, 1h, 4h, 1d, 1w, or the API's 1, 60, 1D, 1M, ...",
    )
    .option(
      "--from <time>",
      "the start: a date like 2026-01-02 or 2026-01-02T12:00Z, Unix seconds, or milliseconds",
    )
    .option("--to <time>", "the end, included (default now)")
    .option("--source <source>", "last (trade prices) or oracle (oracle prices); default last")
    .option("--countback <bars>", "keep only the latest this many bars")
    .option("--csv", "print CSV: time,open,high,low,close,volume")
    .action(async (symbol: string, resolution: string, options, cmd: Command) => {
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
