import { formatDecimal, parseDecimal } from "@perpkit/core";
import type { BookLevel, OrderBookSnapshot, ResyncReason } from "@perpkit/stream";
import type picocolors from "picocolors";

type Colors = ReturnType<typeof picocolors.createColors>;

/** What the book view knows at one moment; the frame is drawn from it alone. */
export interface BookViewState {
  readonly symbol: string;
  /** `connecting` before the first snapshot, `live`, `resyncing`, or `closed`. */
  readonly status: "connecting" | "live" | "resyncing" | "closed";
  /** The last live book, kept on screen (dimmed) while resyncing. */
  readonly book: OrderBookSnapshot | undefined;
  /** Why the book is being rebuilt, while resyncing. */
  readonly resyncReason: ResyncReason | undefined;
  /** When the last message was applied, by this machine's clock (ms). */
  readonly lastUpdateAt: number | undefined;
  /** How many times the book was rebuilt after a gap, and after a lost connection. */
  readonly gaps: number;
  readonly reconnects: number;
  /** When the last rebuild finished (ms), and what caused it. */
  readonly lastResync: { readonly at: number; readonly reason: ResyncReason } | undefined;
  readonly depth: number;
  readonly error: string | undefined;
}

/** How long a finished rebuild stays mentioned in the header. */
const RESYNC_NOTICE_MS = 10_000;

const REASONS: Readonly<Record<ResyncReason, string>> = {
  gap: "a message was missed (gap)",
  reconnect: "the connection was lost",
  "invalid-message": "a message could not be read",
  requested: "a fresh snapshot was asked for",
  silent: "no update came for too long",
};

function ago(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s ago` : `${Math.round(ms / 1000)} s ago`;
}

/** The spread of the best levels, and in basis points of the mid price (2 decimals). */
export function spreadOf(
  bid: BookLevel | undefined,
  ask: BookLevel | undefined,
): { spread: string; bps: string } | undefined {
  if (!bid || !ask) return undefined;
  const b = parseDecimal(bid.price, "bid");
  const a = parseDecimal(ask.price, "ask");
  const spread = a - b;
  const mid2 = a + b;
  if (mid2 <= 0n) return { spread: formatDecimal(spread), bps: "-" };
  // bps = spread / mid * 10_000 = spread * 20_000 / (a + b); two decimals, rounded half up.
  const hundredths = (spread * 2_000_000n * 2n + mid2) / (2n * mid2);
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  const bps = `${negative ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
  return { spread: formatDecimal(spread), bps };
}

/** The lines of one frame: a header with the state, then asks (highest first) over bids. */
export function bookFrame(state: BookViewState, now: number, colors: Colors): string[] {
  const lines: string[] = [];
  const { book } = state;
  let status: string;
  switch (state.status) {
    case "connecting":
      status = colors.yellow("connecting: waiting for the first snapshot");
      break;
    case "live":
      status = colors.green("live");
      break;
    case "resyncing":
      status = colors.yellow(
        colors.bold(`RESYNCING: ${REASONS[state.resyncReason ?? "requested"]}`),
      );
      break;
    default:
      status = colors.red(`closed${state.error ? `: ${state.error}` : ""}`);
  }
  const updated =
    state.lastUpdateAt === undefined ? "no update yet" : `updated ${ago(now - state.lastUpdateAt)}`;
  lines.push(`${colors.bold(`${state.symbol} order book`)}  ${colors.dim(updated)}`);
  const recent =
    state.status === "live" &&
    state.lastResync !== undefined &&
    now - state.lastResync.at < RESYNC_NOTICE_MS
      ? `  ${colors.yellow(`resynced after ${state.lastResync.reason === "gap" ? "a gap" : REASONS[state.lastResync.reason]} ${ago(now - state.lastResync.at)}`)}`
      : "";
  lines.push(`${status}${recent}`);
  const counts = [`gaps ${state.gaps}`, `reconnects ${state.reconnects}`];
  if (book) counts.push(`book time ${new Date(book.time).toISOString().slice(11, 23)}`);
  lines.push(colors.dim(counts.join("  ")));
  const best = spreadOf(book?.bids[0], book?.asks[0]);
  lines.push(best ? `spread ${best.spread} (${best.bps} bps)` : "spread -");
  lines.push("");
  if (!book) {
    lines.push(colors.dim("(no levels yet)"));
    return lines;
  }
  const asks = book.asks.slice(0, state.depth).reverse();
  const bids = book.bids.slice(0, state.depth);
  const all = [...asks, ...bids];
  const priceWidth = Math.max(5, ...all.map((l) => l.price.length));
  const quantityWidth = Math.max(8, ...all.map((l) => l.quantity.length));
  const stale = state.status !== "live";
  const paint = (text: string, color: (s: string) => string) =>
    stale ? colors.dim(text) : color(text);
  lines.push(
    colors.dim(
      `${"side".padEnd(5)} ${"price".padStart(priceWidth)}  ${"quantity".padStart(quantityWidth)}`,
    ),
  );
  for (const level of asks) {
    lines.push(
      paint(
        `ask   ${level.price.padStart(priceWidth)}  ${level.quantity.padStart(quantityWidth)}`,
        colors.red,
      ),
    );
  }
  if (asks.length === 0) lines.push(colors.dim("ask   (none)"));
  lines.push(colors.dim("-".repeat(6 + priceWidth + 2 + quantityWidth)));
  for (const level of bids) {
    lines.push(
      paint(
        `bid   ${level.price.padStart(priceWidth)}  ${level.quantity.padStart(quantityWidth)}`,
        colors.green,
      ),
    );
  }
  if (bids.length === 0) lines.push(colors.dim("bid   (none)"));
  if (stale && state.status === "resyncing") {
    lines.push("");
    lines.push(
      colors.yellow(
        `waiting for a fresh snapshot; the levels above are from before the ${state.resyncReason === "gap" ? "gap" : "resync"}`,
      ),
    );
  }
  return lines;
}
