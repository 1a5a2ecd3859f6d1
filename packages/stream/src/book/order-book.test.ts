import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { StaleOrderBookError } from "../errors.js";
import type { L2Book, PriceLevel } from "../generated/types.js";
import { MAX_BOOK_LEVELS, OrderBook } from "./order-book.js";

/** The book a correct implementation must show, kept with bigints. */
class ReferenceBook {
  bids = new Map<bigint, bigint>();
  asks = new Map<bigint, bigint>();

  apply(data: L2Book): void {
    if (data.pt === undefined) {
      this.bids.clear();
      this.asks.clear();
    }
    for (const [side, levels] of [
      [this.bids, data.b],
      [this.asks, data.a],
    ] as const) {
      for (const [price, quantity] of levels) {
        const p = parseDecimal(price, "price");
        const q = parseDecimal(quantity, "quantity");
        if (q === 0n) side.delete(p);
        else side.set(p, q);
      }
    }
  }

  levels(side: "bids" | "asks") {
    const entries = [...this[side].entries()].sort(([a], [b]) =>
      side === "bids" ? (a > b ? -1 : 1) : a < b ? -1 : 1,
    );
    return entries.map(([p, q]) => ({ price: formatDecimal(p), quantity: formatDecimal(q) }));
  }
}

/** A decimal written the way a server might: sometimes with padding zeros. */
const decimalText = (units: fc.Arbitrary<bigint>) =>
  fc.tuple(units, fc.integer({ min: 0, max: 2 }), fc.boolean()).map(([v, pad, lead]) => {
    let text = formatDecimal(v);
    if (pad > 0 && !text.includes(".") && text.length < 10) text += `.${"0".repeat(pad)}`;
    else if (pad > 0 && text.includes(".") && (text.split(".")[1] ?? "").length + pad <= 9) {
      text += "0".repeat(pad);
    }
    return lead ? `0${text}` : text;
  });

// Prices on a small grid so diffs hit existing levels; quantities often zero (remove).
const price = decimalText(fc.integer({ min: 1, max: 40 }).map((n) => BigInt(n) * 250_000_000n));
const quantity = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom("0", "0.0", "00") },
  { weight: 3, arbitrary: decimalText(fc.bigInt({ min: 1n, max: 10n ** 12n })) },
);
const levels = fc.array(fc.tuple(price, quantity) as fc.Arbitrary<PriceLevel>, { maxLength: 12 });

/** A change that removes the best level of a side, in a spelling of its own ("0100.5"). */
function removeBest(book: OrderBook, side: "a" | "b"): PriceLevel[] {
  const best = side === "a" ? book.bestAsk() : book.bestBid();
  if (best === undefined) return [];
  return [[`0${best.price}`, "0.0"]];
}

describe("OrderBook", () => {
  test("stays equal to a reference book over random snapshots and diffs", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: levels, b: levels, snapshot: fc.boolean() }), {
          minLength: 1,
          maxLength: 40,
        }),
        (steps) => {
          const book = new OrderBook("BTCUSD");
          const reference = new ReferenceBook();
          let t = 1000;
          steps.forEach((step, i) => {
            const data: L2Book =
              i === 0 || step.snapshot
                ? { s: "BTCUSD", t: ++t, a: step.a, b: step.b }
                : { s: "BTCUSD", t: t + 1, pt: t++, a: step.a, b: step.b };
            expect(book.apply(data)).toBe(data.pt === undefined ? "snapshot" : "diff");
            reference.apply(data);
            expect(book.depth()).toEqual({
              bids: reference.levels("bids"),
              asks: reference.levels("asks"),
            });
            expect(book.bestBid()).toEqual(reference.levels("bids")[0]);
            expect(book.bestAsk()).toEqual(reference.levels("asks")[0]);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  test("stays equal to a reference book when read only now and then, its best levels removed again and again", () => {
    // Up to 80 levels a side, most changes near the top, reads between some diffs only: removed
    // levels pile up in the side's array between reads, and the best level goes often. Half the
    // prices are equal as numbers (9007199254740993 and 9007199254740992.000000001 are one
    // double), so their order rests on the decimals alone.
    const near = fc.integer({ min: 0, max: 79 });
    const grid = near.map((n) => formatDecimal(BigInt(n) * 500_000_000n + 1_000_000_000n));
    const alike = near.map((n) => formatDecimal(9_007_199_254_740_990_000_000_000n + BigInt(n)));
    const change = fc.tuple(
      fc.oneof(grid, alike),
      fc.oneof(fc.constant("0"), decimalText(fc.bigInt({ min: 1n, max: 10n ** 12n }))),
    ) as fc.Arbitrary<PriceLevel>;
    const side = fc.array(change, { maxLength: 30 });
    const read = fc.constantFrom("none", "none", "best", "best", "depth", "top 3");
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: side, b: side, read, snapshot: fc.integer({ max: 15, min: 0 }) }), {
          minLength: 1,
          maxLength: 60,
        }),
        (steps) => {
          const book = new OrderBook("BTCUSD");
          const reference = new ReferenceBook();
          let t = 1000;
          steps.forEach((step, i) => {
            // The best level of each side goes first, then the diff's changes.
            const b = book.status === "live" && i % 3 === 0 ? removeBest(book, "b") : [];
            const a = book.status === "live" && i % 3 === 0 ? removeBest(book, "a") : [];
            const data: L2Book =
              i === 0 || step.snapshot === 0
                ? { s: "BTCUSD", t: ++t, a: step.a, b: step.b }
                : { s: "BTCUSD", t: t + 1, pt: t++, a: [...a, ...step.a], b: [...b, ...step.b] };
            book.apply(data);
            reference.apply(data);
            const bids = reference.levels("bids");
            const asks = reference.levels("asks");
            if (step.read === "best" || step.read === "depth") {
              expect(book.bestBid()).toEqual(bids[0]);
              expect(book.bestAsk()).toEqual(asks[0]);
            }
            if (step.read === "depth") expect(book.depth()).toEqual({ bids, asks });
            if (step.read === "top 3") {
              expect(book.depth(3)).toEqual({ bids: bids.slice(0, 3), asks: asks.slice(0, 3) });
            }
          });
          expect(book.depth()).toEqual({
            bids: reference.levels("bids"),
            asks: reference.levels("asks"),
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  test("orders prices that are one and the same number exactly, by their decimals", () => {
    // Each group is one double: a sort key made of numbers alone would call them equal.
    const prices = [
      "9007199254740992",
      "9007199254740993",
      "9007199254740992.000000001",
      "9007199254740991.999999999",
      "123456789012345678.000000001",
      "123456789012345678.000000002",
      "123456789012345678",
      "0.1",
      "0.100000001",
      "1".repeat(400),
      `${"1".repeat(400)}.5`,
      "2".repeat(400),
    ];
    const exact = [...prices].sort((x, y) => {
      const [p, q] = [parseDecimal(x, "x"), parseDecimal(y, "y")];
      return p < q ? -1 : p > q ? 1 : 0;
    });
    // Added one at a time, read in between, and all at once: the same order each way.
    const book = new OrderBook("BTCUSD");
    book.apply({ s: "BTCUSD", t: 1, a: [], b: [] });
    prices.forEach((price, k) => {
      book.apply({ s: "BTCUSD", t: k + 2, pt: k + 1, a: [[price, "1"]], b: [[price, "1"]] });
      expect(book.bestAsk()?.price).toBe(exact.find((p) => prices.indexOf(p) <= k));
    });
    expect(book.depth().asks.map((l) => l.price)).toEqual(exact);
    expect(book.depth().bids.map((l) => l.price)).toEqual([...exact].reverse());
    const whole = new OrderBook("BTCUSD");
    const levels = prices.map((p): PriceLevel => [p, "1"]);
    whole.apply({ s: "BTCUSD", t: 1, a: levels, b: levels });
    expect(whole.depth().asks.map((l) => l.price)).toEqual(exact);
    expect(whole.depth().bids.map((l) => l.price)).toEqual([...exact].reverse());
  });

  test("orders prices by value, not by text or float", () => {
    const book = new OrderBook("BTCUSD");
    book.apply({
      s: "BTCUSD",
      t: 1,
      b: [
        ["9.99", "1"],
        ["10", "1"],
        ["100.000000001", "1"],
        ["100", "1"],
        ["99.999999999", "1"],
      ],
      a: [
        ["1000.1", "1"],
        ["1000.09", "1"],
        ["999.9", "1"],
      ],
    });
    expect(book.depth().bids.map((l) => l.price)).toEqual([
      "100.000000001",
      "100",
      "99.999999999",
      "10",
      "9.99",
    ]);
    expect(book.depth().asks.map((l) => l.price)).toEqual(["999.9", "1000.09", "1000.1"]);
  });

  test("a zero quantity removes a level, whatever the zero's spelling", () => {
    const book = new OrderBook("BTCUSD");
    book.apply({
      s: "BTCUSD",
      t: 1,
      b: [
        ["100.5", "1"],
        ["100", "2"],
      ],
      a: [],
    });
    book.apply({ s: "BTCUSD", t: 2, pt: 1, b: [["100.50", "0.000"]], a: [] });
    expect(book.depth().bids).toEqual([{ price: "100", quantity: "2" }]);
  });

  test("a diff whose pt is not the last t is a gap: the book turns stale and refuses reads", () => {
    const book = new OrderBook("BTCUSD");
    const gaps: unknown[] = [];
    book.on("gap", (g) => gaps.push(g));
    book.apply({ s: "BTCUSD", t: 10, b: [["100", "1"]], a: [["101", "1"]] });
    expect(book.apply({ s: "BTCUSD", t: 12, pt: 11, b: [["100", "5"]], a: [] })).toBe("gap");
    expect(gaps).toEqual([{ time: 12, previousTime: 11, expected: 10 }]);
    expect(book.status).toBe("syncing");
    expect(() => book.bestBid()).toThrow(StaleOrderBookError);
    expect(() => book.snapshot()).toThrow(StaleOrderBookError);
    // Diffs are dropped until a snapshot arrives.
    expect(book.apply({ s: "BTCUSD", t: 13, pt: 12, b: [["100", "7"]], a: [] })).toBe("skipped");
    expect(book.apply({ s: "BTCUSD", t: 20, b: [["99", "3"]], a: [] })).toBe("snapshot");
    expect(book.bestBid()).toEqual({ price: "99", quantity: "3" });
  });

  test("a level that is not a decimal string leaves the book stale, never half applied", () => {
    const book = new OrderBook("BTCUSD");
    book.apply({ s: "BTCUSD", t: 1, b: [["100", "1"]], a: [] });
    expect(() =>
      book.apply({
        s: "BTCUSD",
        t: 2,
        pt: 1,
        b: [
          ["100", "2"],
          ["99", "1e3"],
        ],
        a: [],
      }),
    ).toThrow(
      new ValidationError("b.1.1", 'must be a plain decimal string like "12.5", got "1e3"'),
    );
    expect(book.status).toBe("syncing");
    expect(() => book.depth()).toThrow(StaleOrderBookError);
  });

  test("a snapshot copy does not change when later diffs arrive", () => {
    const book = new OrderBook("BTCUSD");
    book.apply({ s: "BTCUSD", t: 1, b: [["100", "1"]], a: [["101", "1"]] });
    const before = book.snapshot();
    book.apply({ s: "BTCUSD", t: 2, pt: 1, b: [["100", "9"]], a: [["101", "0"]] });
    expect(before).toEqual({
      symbol: "BTCUSD",
      time: 1,
      bids: [{ price: "100", quantity: "1" }],
      asks: [{ price: "101", quantity: "1" }],
    });
    expect(book.snapshot(1)).toEqual({
      symbol: "BTCUSD",
      time: 2,
      bids: [{ price: "100", quantity: "9" }],
      asks: [],
    });
  });

  test("keeps at most MAX_BOOK_LEVELS a side, dropping the level farthest from the top", () => {
    const book = new OrderBook("BTCUSD");
    book.apply({ s: "BTCUSD", t: 1, a: [["100000", "1"]], b: [["50000", "1"]] });
    // A gateway that never stops adding bids below the last one.
    let t = 1;
    for (let start = 0; start <= MAX_BOOK_LEVELS; start += 1_000) {
      const b: PriceLevel[] = [];
      for (let i = start; i < start + 1_000; i++) b.push([String(49_999 - i), "1"]);
      book.apply({ s: "BTCUSD", t: t + 1, pt: t, a: [], b });
      t++;
    }
    const bids = book.depth(Number.POSITIVE_INFINITY).bids;
    expect(bids.length).toBe(MAX_BOOK_LEVELS);
    expect(bids[0]).toEqual({ price: "50000", quantity: "1" });
    expect(bids.at(-1)?.price).toBe(String(50_000 - MAX_BOOK_LEVELS + 1));
    // A better level pushes the farthest out.
    book.apply({ s: "BTCUSD", t: t + 1, pt: t, a: [], b: [["50001", "2"]] });
    expect(book.depth(Number.POSITIVE_INFINITY).bids.at(-1)?.price).toBe(
      String(50_000 - MAX_BOOK_LEVELS + 2),
    );
    expect(book.bestAsk()).toEqual({ price: "100000", quantity: "1" });
  });

  test("refuses a message for another symbol", () => {
    const book = new OrderBook("BTCUSD");
    expect(() => book.apply({ s: "ETHUSD", t: 1, b: [], a: [] })).toThrow(ValidationError);
  });
});
