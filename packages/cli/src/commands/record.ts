import { describeValue, ValidationError } from "@perpkit/core";
import type { RecordedChannel, RecordedProduct, RecordingStats } from "@perpkit/stream";
import type { Command } from "commander";
import type { CliOutput } from "../io.js";
import type { Session } from "../session.js";
import { openStream, stopped } from "./book.js";
import type { CommandContext } from "./context.js";

const CHANNELS: readonly RecordedChannel[] = ["L2Book", "TradeFill", "Ticker"];

interface RecordOptions {
  readonly out: string;
  readonly duration?: string;
  readonly channels?: string;
}

function durationMs(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) {
    throw new ValidationError(
      "--duration",
      `must be a number of seconds above 0, got ${describeValue(text)}`,
    );
  }
  return Number(text) * 1000;
}

function channelsOf(text: string | undefined): readonly RecordedChannel[] {
  if (text === undefined) return CHANNELS;
  const names = text.split(",").map((c) => c.trim());
  for (const name of names) {
    if (!CHANNELS.includes(name as RecordedChannel)) {
      throw new ValidationError(
        "--channels",
        `takes ${CHANNELS.join(", ")}; got ${describeValue(name)}`,
      );
    }
  }
  return names as RecordedChannel[];
}

function summary(stats: RecordingStats): string {
  return `${stats.lines} lines: ${stats.snapshots} snapshots, ${stats.diffs} diffs, ${stats.trades} trades, ${stats.tickers} tickers, ${stats.gaps} gaps`;
}

async function record(session: Session, symbols: string[], options: RecordOptions) {
  const { out, io } = session;
  const channels = channelsOf(options.channels);
  const duration = durationMs(options.duration);
  const products: { symbol: string; product: RecordedProduct }[] = [];
  for (const symbol of symbols) {
    const { ticker, makerFee, takerFee, tickSize, lotSize } = await session.product(
      symbol,
      "<symbols>",
    );
    products.push({ symbol: ticker, product: { makerFee, takerFee, tickSize, lotSize } });
  }
  const tickers = products.map((p) => p.symbol);
  const { recordMarket } = await import("@perpkit/stream");
  const { openRecordingFile } = await import("@perpkit/stream/recording");
  const file = await openRecordingFile(options.out, { field: "--out" });
  const stream = await openStream(session);
  const recorder = recordMarket(stream, {
    symbols: tickers,
    channels,
    source: session.network.wsUrl,
    // The header comes first, the products' lines after it, so a replay charges their live
    // fees. The file keeps what the disk has not taken yet, in order; nothing else is kept.
    products,
    write: (line) => void file.write(line),
  });
  let failed: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  failure.catch(() => undefined);
  recorder.on("error", (error) => failed(error));
  recorder.on("entry", (entry) => {
    if (entry.kind !== "gap" || out.json) return;
    out.note(
      entry.channel === undefined || entry.channel === "L2Book"
        ? `${entry.symbol}: the book's chain broke (${entry.reason}); a fresh snapshot follows`
        : `${entry.symbol}: ${entry.channel} may have missed messages (${entry.reason}); a gap line says so`,
    );
  });
  const until = duration === undefined ? new Promise<void>(() => undefined) : sleep(duration);
  let hideProgress: () => void = () => undefined;
  try {
    await Promise.race([recorder.ready, failure]);
    if (!out.json) {
      out.note(
        `Recording ${channels.join(", ")} of ${tickers.join(", ")} to ${options.out}; ${duration === undefined ? "Ctrl-C stops" : `stops after ${duration / 1000} s`}.`,
      );
    }
    hideProgress = showProgress(io.stderr, () => summary(recorder.stats()));
    await Promise.race([until, stopped(io.stop), failure]);
  } finally {
    hideProgress();
    await recorder.stop();
    await stream.close().catch(() => undefined);
    await file.close();
  }
  const stats = recorder.stats();
  if (out.json) out.document({ file: options.out, symbols: tickers, channels, ...stats });
  else out.line(`Recorded ${summary(stats)} to ${options.out}.`);
}

/**
 * On a terminal, one line of stderr rewritten every second with what is recorded so far; nothing
 * anywhere else. Answers how to take the line away.
 */
function showProgress(stderr: CliOutput, text: () => string): () => void {
  if (stderr.isTTY !== true) return () => undefined;
  const started = Date.now();
  const draw = () =>
    stderr.write(`\r${Math.round((Date.now() - started) / 1000)} s: ${text()}\x1b[K`);
  const timer = setInterval(draw, 1_000);
  timer.unref();
  draw();
  return () => {
    clearInterval(timer);
    stderr.write("\r\x1b[K");
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** `perpkit record <symbols...> --out <file>`. */
export function addRecordCommand(program: Command, context: CommandContext): void {
  program
    .command("record")
    .summary("record markets' books, trades and tickers to a file, for replays")
    .description(
      "Records what the stream sends for <symbols> (L2Book snapshots and diffs, trades, tickers with their mark prices, with the server's times) to <file>, a line at a time, as a perpkit market recording (a .gz name compresses it), after a product line of each market with its fees, tick size and lot size as the service lists them, which a replay charges. A lost connection, an unreadable message or a missed book diff becomes a gap line of its channel (and, for a book, a fresh snapshot). perpkit backtest replay --replay <file> (perpkit-replay) plays it back. Ctrl-C, or --duration, stops it.",
    )
    .argument("<symbols...>", "the products, for example BTCUSD ETHUSD")
    .requiredOption("--out <file>", "the recording to write (refused if it exists)")
    .option("--duration <seconds>", "stop after this long")
    .option("--channels <list>", `what to record (default ${CHANNELS.join(",")})`)
    .action(async (symbols: string[], options: RecordOptions, cmd: Command) => {
      await record(context.session(cmd), symbols, options);
    });
}
