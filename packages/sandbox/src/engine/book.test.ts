import { describe, expect, it } from "vitest";
import { type BookEntry, OrderBook } from "./book.js";

let n = 0;
const order = (side: 0 | 1, price: bigint, remaining: bigint): BookEntry => ({
  id: `o${n++}`,
  side,
  price,
  remaining,
});

describe("OrderBook", () => {
  it("keeps bids highest first and asks lowest first", () => {
    const book = new OrderBook<BookEntry>();
    for (const p of [100n, 102n, 101n]) book.bids.add(order(0, p, 1n));
    for (const p of [105n, 103n, 104n]) book.asks.add(order(1, p, 2n));
    expect(book.bids.depth()).toEqual([
      [102n, 1n],
      [101n, 1n],
      [100n, 1n],
    ]);
    expect(book.asks.depth(2)).toEqual([
      [103n, 2n],
      [104n, 2n],
    ]);
  });

  it("queues orders at one price oldest first and totals them", () => {
    const book = new OrderBook<BookEntry>();
    const a = order(1, 10n, 3n);
    const b = order(1, 10n, 4n);
    book.asks.add(a);
    expect(book.asks.add(b)).toBe(7n);
    expect(book.asks.best()?.orders).toEqual([a, b]);
  });

  it("drops a level when its last order leaves, by fill or by removal", () => {
    const book = new OrderBook<BookEntry>();
    const a = order(0, 10n, 3n);
    const b = order(0, 9n, 1n);
    book.bids.add(a);
    book.bids.add(b);
    expect(book.bids.reduce(a, 1n)).toBe(2n);
    expect(book.bids.reduce(a, 2n)).toBe(0n);
    expect(book.bids.best()?.price).toBe(9n);
    expect(book.bids.remove(b)).toBe(0n);
    expect(book.bids.best()).toBeUndefined();
    expect(book.bids.remove(b)).toBeUndefined();
  });

  it("says when an incoming price would cross", () => {
    const book = new OrderBook<BookEntry>();
    book.asks.add(order(1, 10n, 1n));
    book.bids.add(order(0, 8n, 1n));
    expect(book.crosses(0, 10n)).toBe(true);
    expect(book.crosses(0, 9n)).toBe(false);
    expect(book.crosses(1, 8n)).toBe(true);
    expect(book.crosses(1, 9n)).toBe(false);
  });
});
