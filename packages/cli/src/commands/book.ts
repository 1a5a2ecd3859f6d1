import { describeValue, ValidationError } from "@perpkit/core";
import type {
  OrderBookSnapshot,
  ResyncReason,
  StreamClient,
  WatchedOrderBook,
} from "@perpkit/stream";
import type { Command } from "commander";
import { errorLine } from "../errors.js";
import type { Session } from "../session.js";
import { type BookViewState, bookFrame } from "./book-view.js";
import type { CommandContext } from "./context.js";

/** How often the view is redrawn without updates, so "updated ... ago" keeps counting. */
const TICK_MS = 250;

const ENTER_SCREEN = "\u001b[?1049h\u001b[?25l";
const LEAVE_SCREEN = "\u001b[?25h\u001b[?1049l";
const HOME = "\u001b[H";
const CLEAR_LINE_END = "\u001b[K";
const CLEAR_BELOW = "\u001b[J";

function positiveInteger(text: string | undefined, option: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new ValidationError(
      option,
      `must be a whole number, 1 or more, got ${describeValue(text)}`,
    );
  }
  return Number(text);
}

/** Opens a stream client on the session's network. */
export async function openStream(session: Session): Promise<StreamClient> {
  const { createStreamClient } = await import("@perpkit/stream");
  return createStreamClient({ url: session.network.wsUrl });
}

/** Resolves when `signal` aborts. */
export function stopped(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

async function watchBook(
  session: Session,
  symbol: string,
  depth: number,
  count: number | undefined,
): Promise<void> {
  const { io, out } = session;
  const product = await session.product(symbol, "<symbol>");
  const stream = await openStream(session);
  const book: WatchedOrderBook = stream.watchOrderBook(product.ticker);
  const tty = !out.json && io.stdout.isTTY === true;
  let state: BookViewState = {
    symbol: product.ticker,
    status: "connecting",
    book: undefined,
    resyncReason: undefined,
    lastUpdateAt: undefined,
    gaps: 0,
    reconnects: 0,
    lastResync: undefined,
    depth,
    error: undefined,
  };
  let pendingResync: ResyncReason | undefined;
  let printed = 0;
  let finish: (error?: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error === undefined ? resolve() : reject(error));
  });

  const draw = () => {
    if (out.json) return;
    const lines = bookFrame(state, Date.now(), out.colors);
    if (tty) {
      io.stdout.write(
        `${HOME}${lines.map((l) => `${l}${CLEAR_LINE_END}`).join("\n")}\n${CLEAR_BELOW}`,
      );
    } else {
      io.stdout.write(`${lines.join("\n")}\n\n`);
    }
  };

  const emitJson = (value: unknown) => {
    if (!out.json) return;
    out.jsonLine(value);
  };

  book.on("update", () => {
    let snapshot: OrderBookSnapshot;
    try {
      snapshot = book.snapshot(depth);
    } catch {
      return;
    }
    const now = Date.now();
    const recovered = pendingResync;
    pendingResync = undefined;
    state = {
      ...state,
      status: "live",
      book: snapshot,
      resyncReason: undefined,
      lastUpdateAt: now,
      lastResync: recovered ? { at: now, reason: recovered } : state.lastResync,
    };
    emitJson({
      type: "book",
      symbol: snapshot.symbol,
      status: "live",
      time: snapshot.time,
      bids: snapshot.bids,
      asks: snapshot.asks,
    });
    printed++;
    draw();
    if (count !== undefined && printed >= count) finish();
  });
  book.on("resync", ({ reason }) => {
    pendingResync = reason;
    state = {
      ...state,
      status: "resyncing",
      resyncReason: reason,
      gaps: state.gaps + (reason === "gap" ? 1 : 0),
      reconnects: state.reconnects + (reason === "reconnect" ? 1 : 0),
    };
    emitJson({ type: "resync", symbol: state.symbol, status: "syncing", reason });
    draw();
  });
  let stopping = false;
  book.on("close", ({ error }) => {
    if (stopping) return;
    state = {
      ...state,
      status: "closed",
      error: error === undefined ? undefined : errorLine(error, (f) => f),
    };
    draw();
    if (error !== undefined) finish(error);
    else finish();
  });

  if (tty) io.stdout.write(ENTER_SCREEN);
  const timer = tty ? setInterval(draw, TICK_MS) : undefined;
  if (tty) draw();
  try {
    await Promise.race([done, stopped(io.stop)]);
  } finally {
    stopping = true;
    if (timer) clearInterval(timer);
    if (tty) io.stdout.write(LEAVE_SCREEN);
    await book.close().catch(() => undefined);
    await stream.close().catch(() => undefined);
  }
}

/** `perpkit book <symbol>`. */
export function addBookCommand(program: Command, context: CommandContext): void {
  program
    .command("book")
    .summary("keep a product's order book on screen, live")
    .description(
      "Shows the live order book of <symbol> from the stream: the best levels of each side, the spread, and how long ago the last update came. After a missed message (a gap) or a lost connection the book is rebuilt from a fresh snapshot, and the screen says so while it is. With --json, one line per update. Ctrl-C stops it.",
    )
    .argument("<symbol>", "the product, for example BTCUSD")
    .option("--depth <levels>", "levels shown on each side (default 10)")
    .option("--count <updates>", "stop after this many updates (for scripts)")
    .action(async (symbol: string, options: { depth?: string; count?: string }, cmd: Command) => {
      context.describeFields("book", new Map([["symbol", "<symbol>"]]));
      const session = context.session(cmd);
      const depth = positiveInteger(options.depth, "--depth", 10);
      const count =
        options.count === undefined ? undefined : positiveInteger(options.count, "--count", 1);
      await watchBook(session, symbol, depth, count);
    });
}
