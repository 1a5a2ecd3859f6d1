import { formatDecimal } from "@perpkit/core";
import { OrderBook } from "@perpkit/stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookFeed, type Levels } from "./book-feed.js";

const UNIT = 1_000_000_000n;

/** A book as two maps from price to quantity, read best first like the engine's. */
function fakeBook() {
  const bids = new Map<bigint, bigint>();
  const asks = new Map<bigint, bigint>();
  const side = (levels: Map<bigint, bigint>, descending: boolean, depth: number): Levels =>
    [...levels.entries()]
      .sort(([a], [b]) => (descending ? (a > b ? -1 : 1) : a < b ? -1 : 1))
      .slice(0, depth);
  return {
    bids,
    asks,
    read: (depth: number) => ({ bids: side(bids, true, depth), asks: side(asks, false, depth) }),
    levels: {
      quantity: (s: 0 | 1, price: bigint) => (s === 0 ? bids : asks).get(price) ?? 0n,
      priceAt: (s: 0 | 1, rank: number) =>
        side(s === 0 ? bids : asks, s === 0, rank + 1)[rank]?.[0],
    },
  };
}

const view = (levels: Levels) =>
  levels.map(([p, q]) => ({ price: formatDecimal(p), quantity: formatDecimal(q) }));

describe("BookFeed", () => {
  it.each([
    ["told only that something changed", false],
    ["told which levels changed", true],
  ])(
    "a book fed its snapshot and diffs always equals the best levels of the real one (%s)",
    (_name, told) => {
      const change = fc.record({
        bid: fc.boolean(),
        price: fc.integer({ min: 1, max: 40 }),
        quantity: fc.integer({ min: 0, max: 5 }),
      });
      fc.assert(
        fc.property(
          fc.array(fc.array(change, { maxLength: 6 }), { minLength: 1, maxLength: 30 }),
          fc.integer({ min: 1, max: 8 }),
          (rounds, depth) => {
            const book = fakeBook();
            let now = 1_000;
            const feed = told
              ? new BookFeed("BTCUSD", book.read, () => now, depth, book.levels)
              : new BookFeed("BTCUSD", book.read, () => now, depth);
            const client = new OrderBook("BTCUSD");
            expect(client.apply(feed.snapshot())).toBe("snapshot");
            for (const round of rounds) {
              for (const { bid, price, quantity } of round) {
                const levels = bid ? book.bids : book.asks;
                if (quantity === 0) levels.delete(BigInt(price) * UNIT);
                else levels.set(BigInt(price) * UNIT, BigInt(quantity) * UNIT);
                if (told) feed.touch(bid ? 0 : 1, BigInt(price) * UNIT);
                else feed.dirty = true;
              }
              // The clock stands still half the time; book times must still move on.
              if (round.length % 2 === 0) now += 7;
              const diff = feed.diff();
              expect(client.apply(diff)).toBe("diff");
              const real = book.read(depth);
              expect(client.depth()).toEqual({ bids: view(real.bids), asks: view(real.asks) });
            }
          },
        ),
      );
    },
  );

  it("chains every diff to the one before, and a missed one shows as a gap", () => {
    const book = fakeBook();
    const feed = new BookFeed("BTCUSD", book.read, () => 5, 100);
    const snapshot = feed.snapshot();
    expect(snapshot).toEqual({ s: "BTCUSD", t: 5, a: [], b: [] });
    const first = feed.diff();
    expect(first).toEqual({ s: "BTCUSD", t: 6, pt: 5, a: [], b: [] });
    book.bids.set(100n * UNIT, UNIT);
    feed.dirty = true;
    const missed = feed.diff();
    expect(missed).toMatchObject({ t: 7, pt: 6, b: [["100", "1"]] });
    const next = feed.diff();
    const client = new OrderBook("BTCUSD");
    client.apply(snapshot);
    client.apply(first);
    expect(client.apply(next)).toBe("gap");
  });

  it("restarts from the current book with a later time", () => {
    const book = fakeBook();
    let now = 10;
    const feed = new BookFeed("ETHUSD", book.read, () => now, 2);
    expect(feed.started).toBe(false);
    feed.restart();
    book.asks.set(3n * UNIT, UNIT);
    book.asks.set(2n * UNIT, 2n * UNIT);
    book.asks.set(1n * UNIT, 3n * UNIT);
    now = 4; // a clock that went back is never followed
    feed.restart();
    expect(feed.snapshot()).toEqual({
      s: "ETHUSD",
      t: 11,
      a: [
        ["1", "3"],
        ["2", "2"],
      ],
      b: [],
    });
  });
});
