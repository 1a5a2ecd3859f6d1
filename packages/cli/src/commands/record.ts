import { createWriteStream, type WriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { createGzip } from "node:zlib";
import { describeValue, ValidationError } from "@perpkit/core";
import type { RecordedProduct } from "@perpkit/sandbox";
import type { RecordedChannel, RecordingStats } from "@perpkit/stream";
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

/** The file, through gzip when its name ends in `.gz`; resolves once it is open. */
async function openOut(path: string): Promise<{ sink: Writable; file: WriteStream }> {
  const file = createWriteStream(path, { flags: "wx" });
  await new Promise<void>((resolve, reject) => {
    file.once("open", () => resolve());
    file.once("error", (cause) =>
      reject(new ValidationError("--out", `cannot be written: ${cause.message}`, { cause })),
    );
  });
  if (!path.endsWith(".gz")) return { sink: file, file };
  const gzip = createGzip();
  gzip.pipe(file);
  return { sink: gzip, file };
}

async function close(sink: Writable, file: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    file.once("close", () => resolve());
    file.once("error", reject);
    sink.end();
  });
}

/** The recorder's figures, the product lines written beside it counted in the lines. */
function withProducts(stats: RecordingStats, products: number): RecordingStats {
  return { ...stats, lines: stats.lines + products };
}

function summary(stats: RecordingStats): string {
  return `${stats.lines} lines: ${stats.snapshots} snapshots, ${stats.diffs} diffs, ${stats.trades} trades, ${stats.tickers} tickers, ${stats.gaps} gaps`;
}

async function record(session: Session, symbols: string[], options: RecordOptions) {
  const { out, io } = session;
  const channels = channelsOf(options.channels);
  const duration = durationMs(options.duration);
  const products: RecordedProduct[] = [];
  for (const symbol of symbols) {
    const { ticker, makerFee, takerFee, tickSize, lotSize } = await session.product(
      symbol,
      "<symbols>",
    );
    products.push({ symbol: ticker, makerFee, takerFee, tickSize, lotSize });
  }
  const tickers = products.map((p) => p.symbol);
  const { recordMarket } = await import("@perpkit/stream");
  const { encodeProductLine } = await import("@perpkit/sandbox");
  const { sink, file } = await openOut(options.out);
  const stream = await openStream(session);
  let headed = false;
  const recorder = recordMarket(stream, {
    symbols: tickers,
    channels,
    source: session.network.wsUrl,
    // The file's own buffer holds what the disk has not taken yet; nothing else is kept. The
    // header comes first; the products' lines follow it, so a replay charges their live fees.
    write: (line) => {
      sink.write(line);
      if (headed) return;
      headed = true;
      for (const product of products) sink.write(encodeProductLine(product));
    },
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
    hideProgress = showProgress(io.stderr, () =>
      summary(withProducts(recorder.stats(), products.length)),
    );
    await Promise.race([until, stopped(io.stop), failure]);
  } finally {
    hideProgress();
    await recorder.stop();
    await stream.close().catch(() => undefined);
    await close(sink, file);
  }
  const stats = withProducts(recorder.stats(), products.length);
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
      "Records what the stream sends for <symbols> (L2Book snapshots and diffs, trades, tickers with their mark prices, with the server's times) to <file>, a line at a time, as a perpkit market recording (a .gz name compresses it), after a product line of each market with its fees, tick size and lot size as the service lists them, which a replay charges. A lost connection, an unreadable message or a missed book diff becomes a gap line of its channel (and, for a book, a fresh snapshot). perpkit-sandbox --replay <file> plays it back. Ctrl-C, or --duration, stops it.",
    )
    .argument("<symbols...>", "the products, for example BTCUSD ETHUSD")
    .requiredOption("--out <file>", "the recording to write (refused if it exists)")
    .option("--duration <seconds>", "stop after this long")
    .option("--channels <list>", `what to record (default ${CHANNELS.join(",")})`)
    .action(async (symbols: string[], options: RecordOptions, cmd: Command) => {
      await record(context.session(cmd), symbols, options);
    });
}
