import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { writeDecimal } from "../../bench/frames.js";
import { type Depth, ReferenceBook } from "../../test/reference-book.js";
import type { DispatchTargets } from "../dispatch.js";
import { decodeServerMessage } from "../generated/decoders.js";
import type { L2Book } from "../generated/types.js";
import { StreamSubscription, topicKey } from "../subscription.js";
import { readBookFrame } from "./book-frame.node.js";
import { OrderBook } from "./order-book.js";

// The book's reads stay exact whatever shape the gateway writes its decimals in: random books
// and diffs, each frame's decimals canonical, padded to 9 places, with trailing zeros, whole
// (a book whose tick and lot are integers), or each value in a shape of its own, are applied
// the two ways a frame can go (read straight from its text in Node, and JSON.parse with the
// generated decoder, as in browsers); after every frame, the best bid and ask and the depth of
// both books are those of a reference book that keeps prices and quantities as bigints.

const SCALE = 1_000_000_000n;
const MID = 65_000n * SCALE;
type Shape = "canonical" | "padded" | "trailing" | "mixed";

const change = fc.record({
  side: fc.constantFrom("b" as const, "a" as const),
  depth: fc.integer({ min: 1, max: 60 }),
  /** Lots; 0 removes the level. */
  lots: fc.oneof(
    { weight: 1, arbitrary: fc.constant(0n) },
    {
      weight: 4,
      arbitrary: fc.bigInt({ min: 1n, max: 50_000_000n }),
    },
  ),
});
const book = fc.record({
  whole: fc.boolean(),
  /** The lot in units of 10^-9: fine enough to use all nine places, or the usual 0.001. */
  lot: fc.constantFrom(1n, 1_000_000n),
  shape: fc.constantFrom<Shape>("canonical", "padded", "trailing", "mixed"),
  /** The shape of each value of a mixed frame, in turn. */
  mixed: fc.array(fc.constantFrom("canonical" as const, "padded" as const, "trailing" as const), {
    minLength: 16,
    maxLength: 16,
  }),
  snapshot: fc.uniqueArray(change, {
    maxLength: 30,
    selector: (c) => `${c.side}${c.depth}`,
  }),
  diffs: fc.array(
    fc.uniqueArray(change, { maxLength: 10, selector: (c) => `${c.side}${c.depth}` }),
    { minLength: 1, maxLength: 25 },
  ),
});
type Drawn = typeof book extends fc.Arbitrary<infer T> ? T : never;

/** The topics of one L2Book subscription that `read` alone reads, as a watched book's. */
function topicsOf(read: (data: L2Book) => void): DispatchTargets["topics"] {
  const topic = { type: "L2Book", symbol: "BTCUSD" } as const;
  const owner = { unsubscribe: async () => undefined, resubscribe: async () => undefined };
  const subscription = new StreamSubscription<"L2Book">(topic, owner, 10_000, false);
  subscription.on("message", read);
  subscription.bookReader = read;
  return { wires: new Map([[topicKey(topic), { topic, handles: [subscription] }]]) };
}

/** Reads of a book: the best levels and both sides, as decimals. */
function reads(b: OrderBook): Depth & { best: unknown } {
  return { best: [b.bestBid(), b.bestAsk()], ...b.depth() };
}

function expected(depth: Depth): Depth & { best: unknown } {
  return { best: [depth.bids[0], depth.asks[0]], bids: depth.bids, asks: depth.asks };
}

describe("the book's reads on frames of every decimal shape", () => {
  test("best bid and ask and the depth are the reference book's, read from the text and the general way", () => {
    fc.assert(
      fc.property(book, (drawn: Drawn) => {
        const tick = drawn.whole ? SCALE : SCALE / 2n;
        const lot = drawn.whole ? SCALE : drawn.lot;
        let turn = 0;
        const write = (value: bigint) => {
          const shape = drawn.shape === "mixed" ? drawn.mixed[turn++ % 16] : drawn.shape;
          return writeDecimal(value, shape ?? "canonical");
        };
        const reference = new ReferenceBook("BTCUSD", 1_000);
        const level = (c: Drawn["snapshot"][number]) => {
          const step = tick * BigInt(c.depth);
          const price = c.side === "b" ? MID - step : MID + step;
          return { side: c.side, price, quantity: c.lots * lot, text: write(price) };
        };
        const read = new OrderBook("BTCUSD");
        const general = new OrderBook("BTCUSD");
        const topics = topicsOf((data) => read.apply(data));
        const send = (data: { t: number; pt?: number; changes: ReturnType<typeof level>[] }) => {
          const side = (s: "a" | "b") =>
            data.changes.filter((c) => c.side === s).map((c) => [c.text, write(c.quantity)]);
          const message = {
            e: "L2Book",
            t: data.t,
            data: { s: "BTCUSD", t: data.t, pt: data.pt, a: side("a"), b: side("b") },
          };
          const text = JSON.stringify(message);
          expect(readBookFrame(topics, text)).toBe(true);
          const decoded = decodeServerMessage(JSON.parse(text)) as { data: L2Book };
          general.apply(decoded.data);
        };
        // The snapshot: the reference's levels after the snapshot's changes (no zero quantities).
        const seeded = drawn.snapshot.filter((c) => c.lots > 0n).map(level);
        reference.change(seeded);
        send({ t: reference.t, changes: seeded });
        for (const b of [read, general])
          expect(reads(b)).toEqual(expected(reference.at(reference.t) as Depth));
        for (const diff of drawn.diffs) {
          const changes = diff.map(level);
          const pt = reference.t;
          reference.change(changes);
          send({ t: reference.t, pt, changes });
          const truth = expected(reference.at(reference.t) as Depth);
          expect(reads(read)).toEqual(truth);
          expect(reads(general)).toEqual(truth);
        }
      }),
      { numRuns: process.env.PERPKIT_NODE_PASS ? 30 : 300 },
    );
  });
});
