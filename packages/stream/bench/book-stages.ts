import { compare } from "@perpkit/harness/bench";
import { readBookFrame } from "../src/book/book-frame.node.js";
import type { LevelTarget } from "../src/book/book-types.js";
import type { DispatchTargets } from "../src/dispatch.js";
import { type L2Book, OrderBook } from "../src/index.js";
import type { SubscriptionControl } from "../src/subscription.js";
import { bookFrames, DECIMAL_SHAPES, type DecimalShape, SHAPE_EXAMPLES } from "./frames.js";

/**
 * Where Node's way of reading an L2Book diff into its book (book-frame.node.ts, then the book's
 * sides in order-book.ts) spends its time, stage by stage, on the frames of book.bench.ts: each
 * case does one stage more than the one before, so the differences are what each stage costs.
 * Not part of `pnpm bench` (it has no goal); run it by hand when working on that path:
 *
 *   tsx --conditions=@perpkit/source bench/book-stages.ts [levels] [shape]
 *
 * The cases take turns in one process (`compare`), so their differences hold on a loaded machine.
 */

const FRAMES = 8192;
const levels = Number(process.argv[2] ?? 10);
const shapes = process.argv[3] === undefined ? DECIMAL_SHAPES : [process.argv[3] as DecimalShape];

interface SideLevels {
  applyTo(side: LevelTarget): void;
}

async function run(shape: DecimalShape): Promise<void> {
  const { snapshot, diffs } = bookFrames(levels, FRAMES, shape);
  let sink = 0;
  let frame = 0;
  // A side that keeps nothing: the levels' prices looked up and quantities copied, nothing more.
  const nothing: LevelTarget = {
    set(price, quantity) {
      sink += price.length + quantity.length;
    },
  };
  // A side that is one map from price to quantity: what a lookup and an assignment cost.
  const prices = new Map<string, { quantity: string }>();
  const map: LevelTarget = {
    set(price, quantity) {
      const level = prices.get(price);
      if (level === undefined) prices.set(price, { quantity });
      else level.quantity = quantity;
    },
  };
  const book = new OrderBook("BTCUSD");
  const stages: Record<string, (data: L2Book) => void> = {
    "read the frame (envelope and the spans of its decimals)": (data) => {
      sink += data.t;
    },
    "+ look the prices up and copy the quantities": (data) => {
      (data.a as unknown as SideLevels).applyTo(nothing);
      (data.b as unknown as SideLevels).applyTo(nothing);
    },
    "+ a map from price to quantity in place of the book": (data) => {
      (data.a as unknown as SideLevels).applyTo(map);
      (data.b as unknown as SideLevels).applyTo(map);
    },
    "+ the book instead (OrderBook.apply)": (data) => {
      if (frame === 0) book.apply(snapshot);
      if (book.apply(data) !== "diff") throw new Error("the diff chain broke");
    },
  };
  let stage = stages["read the frame (envelope and the spans of its decimals)"] as (
    data: L2Book,
  ) => void;
  const handle = { soleBookReader: () => stage } as unknown as SubscriptionControl;
  const topics: DispatchTargets["topics"] = {
    wires: new Map([["L2Book|BTCUSD", { topic: { type: "L2Book" }, handles: [handle] }]]),
  };
  const bytes = Math.round(diffs.reduce((n, d) => n + d.length, 0) / FRAMES);
  await compare(
    `Stages of reading L2Book diffs of ${levels} levels into the book, decimals ${SHAPE_EXAMPLES[shape]} (${bytes} bytes on average), in one process`,
    [
      {
        name: "JSON.parse",
        fn: (i) => {
          sink += (JSON.parse(diffs[i % FRAMES] as string) as { t: number }).t;
        },
      },
      ...Object.entries(stages).map(([name, fn]) => ({
        name,
        fn: (i: number) => {
          stage = fn;
          frame = i % FRAMES;
          if (!readBookFrame(topics, diffs[frame] as string)) throw new Error("a frame was left");
        },
      })),
    ],
    { baseline: "JSON.parse" },
  );
  if (sink === 0) console.log("(unused)");
}

for (const shape of shapes) await run(shape);
