import { limits } from "@perpkit/core";
import { BookState } from "./book-state.js";
import type { LineSource, RecordingLine } from "./reader.js";

/** The time a line is ordered by: a line that cannot be read goes at once. */
function orderTime(line: RecordingLine): number {
  return line.entry ? line.entry.time : Number.NEGATIVE_INFINITY;
}

/**
 * Several sources as one, in time order: each source's lines keep their order, and of the
 * sources' next lines the earliest goes first (the first source's on a tie). A line that cannot
 * be read goes as soon as it is its source's next.
 *
 * @example
 * const merged = mergeByTime([btc, eth])
 */
export function mergeByTime(sources: readonly LineSource[]): LineSource {
  const heads: (RecordingLine | undefined)[] = sources.map(() => undefined);
  const live = sources.map(() => true);
  return {
    async next() {
      for (const [i, source] of sources.entries()) {
        if (live[i] && heads[i] === undefined) {
          heads[i] = await source.next();
          if (heads[i] === undefined) live[i] = false;
        }
      }
      let best = -1;
      for (const [i, head] of heads.entries()) {
        if (head === undefined) continue;
        const at = heads[best];
        if (best === -1 || (at && orderTime(head) < orderTime(at))) best = i;
      }
      if (best === -1) return undefined;
      const line = heads[best];
      heads[best] = undefined;
      return line;
    },
    close() {
      for (const source of sources) source.close();
    },
  };
}

/** What the window keeps of a market before it opens: its book, and its last ticker. */
interface MarketBefore {
  readonly book: BookState;
  /** The time of the book's last line, or undefined while it is not known. */
  time: number | undefined;
  /** Where that line was. */
  at: { readonly file: string; readonly number: number } | undefined;
  ticker: RecordingLine | undefined;
}

/** The lines that stand for the markets' state when the window opens, in time order. */
function openingLines(before: ReadonlyMap<string, MarketBefore>): RecordingLine[] {
  const lines: RecordingLine[] = [];
  const depth = limits.websocket.l2BookSnapshotLevels;
  for (const [symbol, market] of before) {
    if (market.time !== undefined && market.at) {
      const { bids, asks } = market.book.top(depth);
      lines.push({
        ...market.at,
        entry: { kind: "book", symbol, time: market.time, bids, asks },
      });
    }
    if (market.ticker) lines.push(market.ticker);
  }
  return lines.sort((a, b) => orderTime(a) - orderTime(b));
}

/** Follows one line before the window opens: a market's book and last ticker. */
function follow(before: Map<string, MarketBefore>, line: RecordingLine): void {
  const entry = line.entry;
  if (!entry) return;
  let market = before.get(entry.symbol);
  if (!market) {
    market = { book: new BookState(), time: undefined, at: undefined, ticker: undefined };
    before.set(entry.symbol, market);
  }
  if (entry.kind === "ticker") market.ticker = line;
  else if (entry.kind === "gap" && (entry.channel ?? "L2Book") === "L2Book")
    market.time = undefined;
  else if (entry.kind === "book") {
    const snapshot = entry.previousTime === undefined;
    if (!snapshot && (market.time === undefined || entry.previousTime !== market.time)) {
      market.time = undefined;
      return;
    }
    try {
      market.book.apply(snapshot, entry.bids, entry.asks);
      market.time = entry.time;
      market.at = { file: line.file, number: line.number };
    } catch {
      // A decimal the book cannot read: its state is not known until the next snapshot.
      market.time = undefined;
    }
  }
}

/**
 * A source's lines within a window of time: from `from` (each market's book as it stood then
 * comes first, as one snapshot line of its best levels at the time of its last book line, so
 * the diffs after it continue its chain, with the market's last ticker line) and before `to`
 * (the source is closed at its first line from then). Trades, gaps and lines that cannot be
 * read before `from` are left out.
 *
 * @example
 * const week = windowed(source, { from: Date.UTC(2026, 4, 1), to: Date.UTC(2026, 4, 8) })
 */
export function windowed(source: LineSource, window: { from?: number; to?: number }): LineSource {
  const { from, to } = window;
  const before = new Map<string, MarketBefore>();
  let opened = from === undefined;
  let ended = false;
  const pending: RecordingLine[] = [];
  const end = () => {
    ended = true;
    source.close();
    return undefined;
  };
  return {
    async next() {
      if (pending.length > 0) return pending.shift();
      if (ended) return undefined;
      for (;;) {
        const line = await source.next();
        if (line === undefined) return end();
        const time = line.entry?.time;
        if (to !== undefined && time !== undefined && time >= to) return end();
        if (opened) return line;
        if (time === undefined || time < (from as number)) {
          follow(before, line);
          continue;
        }
        opened = true;
        pending.push(...openingLines(before), line);
        return pending.shift();
      }
    },
    close() {
      ended = true;
      source.close();
    },
  };
}
