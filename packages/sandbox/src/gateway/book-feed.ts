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

/**
 * Reads single levels of the book, so a publication after a few known changes need not read the
 * whole visible part: a level's quantity by price, and a side's price by rank (0 the best).
 *
 * @example
 * const levels: LevelReader = { quantity: (side, price) => book.side(side).at(price)?.total ?? 0n, priceAt: (side, rank) => book.side(side).levelAt(rank)?.price }
 */
export interface LevelReader {
  quantity(side: 0 | 1, price: bigint): bigint;
  priceAt(side: 0 | 1, rank: number): bigint | undefined;
}

const format = (levels: Levels): PriceLevel[] =>
  levels.map(([price, quantity]) => [formatDecimal(price), formatDecimal(quantity)]);

/** The levels of `next` that differ from `previous`, and those gone from it at quantity zero. */
function changes(previous: ReadonlyMap<bigint, bigint>, next: Levels): PriceLevel[] {
  const before = new Map(previous);
  const out: PriceLevel[] = [];
  for (const [price, quantity] of next) {
    if (before.get(price) !== quantity) out.push([formatDecimal(price), formatDecimal(quantity)]);
    before.delete(price);
  }
  for (const price of before.keys()) out.push([formatDecimal(price), "0"]);
  return out;
}

/** One side as published: its levels by price, and the prices changed since. */
interface Published {
  readonly levels: Map<bigint, bigint>;
  readonly touched: Set<bigint>;
}

function published(): Published {
  return { levels: new Map(), touched: new Set() };
}

/** Publishes a level of a side as it now is (gone when not `visible`), if that changed it. */
function show(
  levels: LevelReader,
  side: 0 | 1,
  was: Published,
  price: bigint,
  visible: boolean,
  out: PriceLevel[],
): void {
  const quantity = visible ? levels.quantity(side, price) : 0n;
  if (quantity > 0n) {
    if (was.levels.get(price) !== quantity) {
      was.levels.set(price, quantity);
      out.push([formatDecimal(price), formatDecimal(quantity)]);
    }
  } else if (was.levels.delete(price)) {
    out.push([formatDecimal(price), "0"]);
  }
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
 * Told which levels changed (`touch`), it reads only those, unless the edge of the visible part
 * moved; told only that something changed (`dirty`), it reads the whole visible part.
 *
 * @example
 * const feed = new BookFeed("BTCUSD", read, () => clock.now(), 100)
 * feed.restart()
 * send(feed.snapshot())
 * // later, on every interval:
 * broadcast(feed.diff())
 */
export class BookFeed {
  private readonly sides: readonly [Published, Published] = [published(), published()];
  private time: number | undefined;
  private lastTime = Number.NEGATIVE_INFINITY;
  /** The book may have changed anywhere since the last publication. */
  dirty = false;

  constructor(
    readonly symbol: string,
    private readonly read: ReadBook,
    private readonly now: () => number,
    private readonly depth: number,
    private readonly levels?: LevelReader,
    /**
     * Publications carry the clock's time as it is, equal times included (a replay's: the
     * recorded times, however many lines share one millisecond); otherwise each is later than
     * the one before, even on a frozen clock.
     */
    private readonly exactTimes = false,
  ) {}

  /** True once {@link restart} has taken a first look at the book. */
  get started(): boolean {
    return this.time !== undefined;
  }

  /** True when a publication would carry something: the book changed since the last one. */
  get changed(): boolean {
    return this.dirty || this.sides[0].touched.size > 0 || this.sides[1].touched.size > 0;
  }

  /** The level of `side` at `price` changed (0 bids, 1 asks). */
  touch(side: 0 | 1, price: bigint): void {
    this.sides[side].touched.add(price);
  }

  private nextTime(): number {
    this.lastTime = Math.max(this.now(), this.exactTimes ? this.lastTime : this.lastTime + 1);
    return this.lastTime;
  }

  /** Reads the whole visible part; answers what changed on each side since it was published. */
  private readAll(): [PriceLevel[], PriceLevel[]] {
    const { bids, asks } = this.read(this.depth);
    const out: [PriceLevel[], PriceLevel[]] = [[], []];
    for (const [side, levels] of [bids, asks].entries()) {
      const was = this.sides[side] as Published;
      out[side] = changes(was.levels, levels);
      was.levels.clear();
      for (const [price, quantity] of levels) was.levels.set(price, quantity);
      was.touched.clear();
    }
    this.dirty = false;
    return out;
  }

  /**
   * Reads only what may have changed on one side: the touched levels, and the levels whose rank
   * the touched ones may have moved across the edge of the visible part (no more ranks on each
   * side of it than levels were touched).
   */
  private readTouched(side: 0 | 1): PriceLevel[] {
    const was = this.sides[side];
    const levels = this.levels as LevelReader;
    const out: PriceLevel[] = [];
    const last = this.depth - 1;
    const edge = levels.priceAt(side, last);
    // Whether a level may have come or gone: when every touched level was shown and still is,
    // only quantities changed, no rank moved, and the edge of the visible part is as it was.
    let moved = false;
    for (const price of was.touched) {
      const visible = edge === undefined || (side === 0 ? price >= edge : price <= edge);
      const shown = was.levels.has(price);
      show(levels, side, was, price, visible, out);
      if (!shown || !was.levels.has(price)) moved = true;
    }
    if (!moved) {
      was.touched.clear();
      return out;
    }
    const reach = was.touched.size;
    for (let rank = Math.max(0, last - reach); rank <= last + reach; rank++) {
      const price = levels.priceAt(side, rank);
      if (price === undefined) break;
      show(levels, side, was, price, rank <= last, out);
    }
    was.touched.clear();
    return out;
  }

  /** What changed since the last publication, bids then asks, read the cheapest way that is right. */
  private whatChanged(): [PriceLevel[], PriceLevel[]] {
    if (this.dirty || !this.levels) return this.readAll();
    return [this.readTouched(0), this.readTouched(1)];
  }

  /** Takes the current book as the published state, at a new book time. */
  restart(): void {
    this.dirty = true;
    this.readAll();
    this.time = this.nextTime();
  }

  /** The published state as a snapshot: no `pt`. */
  snapshot(): L2Book {
    if (this.time === undefined) this.restart();
    const sorted = (side: 0 | 1): Levels =>
      [...this.sides[side].levels].sort(([a], [b]) =>
        side === 0 ? (a > b ? -1 : 1) : a < b ? -1 : 1,
      );
    return { s: this.symbol, t: this.time as number, a: format(sorted(1)), b: format(sorted(0)) };
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
    if (this.changed) [b, a] = this.whatChanged();
    const pt = this.time as number;
    this.time = this.nextTime();
    return { s: this.symbol, t: this.time, pt, a, b };
  }
}
