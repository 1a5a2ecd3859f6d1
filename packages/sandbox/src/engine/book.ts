import { limits } from "@perpkit/core";
import type { Side } from "./records.js";

const BUY: Side = limits.order.sides.buy;

/**
 * What the book needs of a resting order.
 *
 * @example
 * const entry: BookEntry = { id: "o1", side: 0, price: 100n, remaining: 1n }
 */
export interface BookEntry {
  readonly id: string;
  readonly side: Side;
  readonly price: bigint;
  remaining: bigint;
}

/**
 * All resting orders at one price, oldest first, with their total open quantity.
 *
 * @example
 * const level: PriceLevel<Order> | undefined = book.bids.best()
 * level?.total
 */
export interface PriceLevel<T extends BookEntry> {
  readonly price: bigint;
  total: bigint;
  readonly orders: T[];
}

/**
 * One side of a book, best price first.
 *
 * @example
 * exchange.book(productId)?.asks.depth(100) // [[price, quantity], ...]
 */
export class BookSide<T extends BookEntry> {
  /** Prices best first: descending for bids, ascending for asks. */
  private readonly prices: bigint[] = [];
  private readonly levels = new Map<bigint, PriceLevel<T>>();

  constructor(readonly side: Side) {}

  /** True when `a` is a better price than `b` on this side. */
  better(a: bigint, b: bigint): boolean {
    return this.side === BUY ? a > b : a < b;
  }

  private indexOf(price: bigint): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(this.prices[mid] as bigint, price)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Queues an order at the back of its price level; returns the level's new total. */
  add(order: T): bigint {
    let level = this.levels.get(order.price);
    if (!level) {
      level = { price: order.price, total: 0n, orders: [] };
      this.levels.set(order.price, level);
      this.prices.splice(this.indexOf(order.price), 0, order.price);
    }
    level.orders.push(order);
    level.total += order.remaining;
    return level.total;
  }

  /** Takes an order out of the book; returns its level's new total, or undefined if absent. */
  remove(order: T): bigint | undefined {
    const level = this.levels.get(order.price);
    if (!level) return undefined;
    const at = level.orders.indexOf(order);
    if (at === -1) return undefined;
    level.orders.splice(at, 1);
    level.total -= order.remaining;
    if (level.orders.length === 0) this.dropLevel(level);
    return level.orders.length === 0 ? 0n : level.total;
  }

  /** Lowers a resting order's open quantity by `quantity` (a partial fill); returns the level's new total. */
  reduce(order: T, quantity: bigint): bigint {
    const level = this.levels.get(order.price);
    if (!level) throw new Error(`order ${order.id} is not in the book`);
    order.remaining -= quantity;
    level.total -= quantity;
    if (order.remaining === 0n) {
      level.orders.splice(level.orders.indexOf(order), 1);
      if (level.orders.length === 0) {
        this.dropLevel(level);
        return 0n;
      }
    }
    return level.total;
  }

  private dropLevel(level: PriceLevel<T>): void {
    this.levels.delete(level.price);
    const at = this.indexOf(level.price);
    if (this.prices[at] === level.price) this.prices.splice(at, 1);
  }

  /** The best price level, if any. */
  best(): PriceLevel<T> | undefined {
    const price = this.prices[0];
    return price === undefined ? undefined : this.levels.get(price);
  }

  /** Price levels best first, each as `[price, total quantity]`; at most `depth` of them. */
  depth(depth = Number.POSITIVE_INFINITY): [bigint, bigint][] {
    const out: [bigint, bigint][] = [];
    for (const price of this.prices) {
      if (out.length >= depth) break;
      out.push([price, (this.levels.get(price) as PriceLevel<T>).total]);
    }
    return out;
  }

  /** The level at `price`, if any order rests there. */
  at(price: bigint): PriceLevel<T> | undefined {
    return this.levels.get(price);
  }

  /** The level `index` places from the best (0 is the best), if there are that many. */
  levelAt(index: number): PriceLevel<T> | undefined {
    const price = this.prices[index];
    return price === undefined ? undefined : this.levels.get(price);
  }

  /** Levels best first, for walking the book while matching. */
  *walk(): Generator<PriceLevel<T>> {
    for (const price of this.prices) yield this.levels.get(price) as PriceLevel<T>;
  }

  /** Number of price levels. */
  get size(): number {
    return this.prices.length;
  }
}

/**
 * A price-time priority book for one product.
 *
 * @example
 * const book = new OrderBook<BookEntry>()
 * book.bids.add({ id: "o1", side: 0, price: 100n, remaining: 1n })
 */
export class OrderBook<T extends BookEntry> {
  readonly bids = new BookSide<T>(0);
  readonly asks = new BookSide<T>(1);

  /** The side resting orders of `side` go to. */
  side(side: Side): BookSide<T> {
    return side === BUY ? this.bids : this.asks;
  }

  /** The side an incoming order of `side` matches against. */
  opposite(side: Side): BookSide<T> {
    return side === BUY ? this.asks : this.bids;
  }

  /** True when a buy at `price` (or a sell, by `side`) would match at once. */
  crosses(side: Side, price: bigint): boolean {
    const best = this.opposite(side).best();
    return best !== undefined && (side === BUY ? price >= best.price : price <= best.price);
  }
}
