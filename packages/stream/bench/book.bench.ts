import { compare } from "@perpkit/harness/bench";
import { readBookFrame } from "../src/book/book-frame.node.js";
import type { DispatchTargets } from "../src/dispatch.js";
import { decodeServerMessage, type L2Book, OrderBook } from "../src/index.js";
import { readJson } from "../src/read-json.node.js";
import type { SubscriptionControl } from "../src/subscription.js";
import { bookFrames, DECIMAL_SHAPES, type DecimalShape, SHAPE_EXAMPLES } from "./frames.js";

/**
 * Reading, decoding and applying L2Book diff frames in one process, without a socket, beside bare
 * JSON.parse of the same frames (bench/frames.ts: a book of 100 levels a side, diffs of 10
 * levels with their decimals in each shape the live service writes, and of 20 levels with
 * canonical ones). In Node, a frame for a book that alone reads its subscription is read straight
 * into the book (src/book-frame.node.ts); beside other readers it is read with perpkit's JSON
 * reader (src/read-json.node.ts); browsers read it with JSON.parse. All three ways are measured.
 * The cases run interleaved in rounds (`compare`).
 */

const FRAMES = 8192;

async function run(levels: number, shape: DecimalShape): Promise<void> {
  const { snapshot, diffs } = bookFrames(levels, FRAMES, shape);
  const parsed = diffs.map((d) => JSON.parse(d) as unknown);
  let sink = 0;
  // The frames form one chain of diffs; each pass over them starts again from the snapshot. Each
  // case keeps a book of its own, since the cases take turns.
  const bookReader = () => {
    const book = new OrderBook("BTCUSD");
    return (k: number, message: unknown) => {
      if (k === 0) book.apply(snapshot);
      if (book.apply((message as { data: L2Book }).data) !== "diff") {
        throw new Error("the diff chain broke");
      }
      sink += (book.bestBid()?.price.length ?? 0) + (book.bestAsk()?.price.length ?? 0);
    };
  };
  const [nodeBook, browserBook, parsedBook, textBook] = [
    bookReader(),
    bookReader(),
    bookReader(),
    bookReader(),
  ];
  // The topics of one L2Book subscription that its book alone reads, as dispatch.ts hands them to
  // Node's reader of L2Book frames.
  let frame = 0;
  const handle = {
    soleBookReader: () => (data: L2Book) => textBook(frame, { data }),
  } as unknown as SubscriptionControl;
  const topics: DispatchTargets["topics"] = {
    wires: new Map([["L2Book|BTCUSD", { topic: { type: "L2Book" }, handles: [handle] }]]),
  };
  const decoded = (message: unknown) => {
    const m = decodeServerMessage(message);
    sink += m && "t" in m ? m.t : 0;
  };
  const bytes = Math.round(diffs.reduce((n, d) => n + d.length, 0) / FRAMES);
  const endToEnd =
    "read into the book + best bid/ask (Node, the book alone reads its subscription)";
  await compare(
    `L2Book diff frames of ${levels} levels, decimals ${SHAPE_EXAMPLES[shape]} (${bytes} bytes on average), in one process`,
    [
      {
        name: "JSON.parse",
        fn: (i) => {
          sink += (JSON.parse(diffs[i % FRAMES] as string) as { t: number }).t;
        },
      },
      {
        name: "readJson (how Node reads the frames the book does not read alone)",
        fn: (i) => {
          sink += (readJson(diffs[i % FRAMES] as string) as { t: number }).t;
        },
      },
      { name: "JSON.parse + decode", fn: (i) => decoded(JSON.parse(diffs[i % FRAMES] as string)) },
      {
        name: endToEnd,
        fn: (i) => {
          frame = i % FRAMES;
          if (!readBookFrame(topics, diffs[frame] as string)) throw new Error("a frame was left");
        },
      },
      {
        name: "readJson + decode + apply + best bid/ask (Node, the book beside other readers)",
        fn: (i) => {
          const k = i % FRAMES;
          nodeBook(k, decodeServerMessage(readJson(diffs[k] as string)));
        },
      },
      {
        name: "JSON.parse + decode + apply + best bid/ask (browsers)",
        fn: (i) => {
          const k = i % FRAMES;
          browserBook(k, decodeServerMessage(JSON.parse(diffs[k] as string)));
        },
      },
      { name: "decode alone (frames parsed beforehand)", fn: (i) => decoded(parsed[i % FRAMES]) },
      {
        name: "decode + apply + best bid/ask (frames parsed beforehand)",
        fn: (i) => {
          const k = i % FRAMES;
          parsedBook(k, decodeServerMessage(parsed[k]));
        },
      },
    ],
    {
      baseline: "JSON.parse",
      goals: [
        // Decoding adds at most a quarter to JSON.parse.
        { figure: "decode alone (frames parsed beforehand)", atLeast: 4 },
        // A whole diff in Node, read, decoded and applied, costs at most a third more than
        // JSON.parse alone reading it: a ratio in one run, where a count per second would
        // follow the machine's load.
        ...(levels === 10 ? [{ figure: endToEnd, atLeast: 0.75 }] : []),
      ],
    },
  );
  if (sink === 0) console.log("(unused)");
}

for (const shape of DECIMAL_SHAPES) await run(10, shape);
await run(20, "canonical");
