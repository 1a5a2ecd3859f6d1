import { formatDecimal } from "@perpkit/core";
import type { L2Book, PriceLevel } from "@perpkit/stream";

/**
 * Price levels of one side, best first, each `[price, total quantity]` in 9-decimal fixed point.
 *
 * @example
 * const bids: Levels = exchange.book(productId)?.bids.depth(100) ?? []
 */
export type Levels = readonly (readonly [bigint, bigint])[];

/**
 * Where a {@link BookFeed} reads the book from: the best `depth` levels of each side.
 *
 * @example
 * const read: ReadBook = (depth) => ({ bids: book.bids.depth(depth), asks: book.asks.depth(depth) })
 */
export type ReadBook = (depth: number) => { readonly bids: Levels; readonly asks: Levels };

const format = (levels: Levels): PriceLevel[] =>
  levels.map(([price, quantity]) => [formatDecimal(price), formatDecimal(quantity)]);

/** The levels of `next` that differ from `previous`, and those gone from it at quantity zero. */
function changes(previous: Levels, next: Levels): PriceLevel[] {
  const before = new Map<bigint, bigint>();
  for (const [price, quantity] of previous) before.set(price, quantity);
  const out: PriceLevel[] = [];
  for (const [price, quantity] of next) {
    if (before.get(price) !== quantity) out.push([formatDecimal(price), formatDecimal(quantity)]);
    before.delete(price);
  }
  for (const price of before.keys()) out.push([formatDecimal(price), "0"]);
  return out;
}

/**
 * The L2Book stream of one market: the part of the book its subscribers see (the best `depth`
 * levels of each side), a snapshot of it, and diffs from one publication to the next.
 *
 * Every publication gets a book time `t` later than the one before, even on a clock that stands
 * still, and each diff names the previous publication's time as `pt`, so a subscriber that misses
 * one sees the gap at the next. Diffs carry absolute quantities; a level that left the visible part (removed,
 * or pushed below `depth` by better ones) is sent with quantity zero, and one that entered it
 * with its quantity, so a subscriber's book always equals the best `depth` levels of the real one.
 *
 * @example
 * const feed = new BookFeed("BTCUSD", read, () => clock.now(), 100)
 * feed.restart()
 * send(feed.snapshot())
 * // later, on every interval:
 * broadcast(feed.diff())
 */
export class BookFeed {
  private bids: Levels = [];
  private asks: Levels = [];
  private time: number | undefined;
  private lastTime = Number.NEGATIVE_INFINITY;
  /** The book may have changed since the last publication. */
  dirty = false;

  constructor(
    readonly symbol: string,
    private readonly read: ReadBook,
    private readonly now: () => number,
    private readonly depth: number,
  ) {}

  /** True once {@link restart} has taken a first look at the book. */
  get started(): boolean {
    return this.time !== undefined;
  }

  private nextTime(): number {
    this.lastTime = Math.max(this.now(), this.lastTime + 1);
    return this.lastTime;
  }

  /** Takes the current book as the published state, at a new book time. */
  restart(): void {
    const { bids, asks } = this.read(this.depth);
    this.bids = bids;
    this.asks = asks;
    this.time = this.nextTime();
    this.dirty = false;
  }

  /** The published state as a snapshot: no `pt`. */
  snapshot(): L2Book {
    if (this.time === undefined) this.restart();
    return { s: this.symbol, t: this.time as number, a: format(this.asks), b: format(this.bids) };
  }

  /**
   * Publishes what changed since the last publication as a diff chained to it by `pt`. A diff
   * goes out even when nothing changed (empty `a` and `b`): it moves the book time on, so a
   * subscriber that missed a message sees the gap at the next one instead of waiting for trading.
   */
  diff(): L2Book {
    if (this.time === undefined) this.restart();
    let a: PriceLevel[] = [];
    let b: PriceLevel[] = [];
    if (this.dirty) {
      this.dirty = false;
      const { bids, asks } = this.read(this.depth);
      b = changes(this.bids, bids);
      a = changes(this.asks, asks);
      this.bids = bids;
      this.asks = asks;
    }
    const pt = this.time as number;
    this.time = this.nextTime();
    return { s: this.symbol, t: this.time, pt, a, b };
  }
}
