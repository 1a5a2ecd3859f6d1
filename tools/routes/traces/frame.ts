// The frame route's trace: L2Book frames of different content, written as the interface describes
// them (INTERFACE.md, "Channels" and "L2Book rules") and in the decimal shapes the live service
// writes (canonical, padded to nine places, trailing zeros, integers), sent by a gateway on
// 127.0.0.1 that shares no code with the stream package (its tests' scripted gateway) to
// `createStreamClient` + `watchOrderBook`. Each run puts the book back to a snapshot of its own
// (not measured), then sends one frame and measures until the book has applied it, or, for a gap,
// until the resubscribe it causes leaves for the gateway.

import type { WatchedOrderBook } from "../../../packages/stream/src/book/watch-order-book.js";
import { createStreamClient, watchOrderBook } from "../../../packages/stream/src/index.js";
import {
  type ScriptedConnection,
  ScriptedServer,
} from "../../../packages/stream/test/scripted-server.js";
import type { RouteTrace, TraceTools } from "../trace.js";

const SYMBOL = "BTCUSD";

/** `[price, quantity]` pairs, as the gateway sends them. */
type Levels = readonly (readonly [string, string])[];

/** Both sides of a snapshot or the levels a diff changes. */
interface Sides {
  readonly b: Levels;
  readonly a: Levels;
}

/** One input: the book it starts from, then the frame whose way is measured. */
interface FrameInput {
  readonly before: Sides;
  readonly frame: { readonly snapshot: Sides } | { readonly diff: Sides } | "gap";
}

const canonical: Sides = {
  b: [
    ["65000.5", "1.25"],
    ["64999", "3"],
  ],
  a: [
    ["65001.25", "0.5"],
    ["65002", "12"],
  ],
};
const padded: Sides = {
  b: [
    ["1234567.890000000", "1.250000000"],
    ["1234567.000000000", "3.000000000"],
  ],
  a: [
    ["1234568.000000000", "0.500000000"],
    ["1234568.500000000", "12.000000000"],
  ],
};
const trailingZeros: Sides = {
  b: [
    ["1000.0", "2.420"],
    ["999.50", "1.0"],
  ],
  a: [
    ["1000.5", "3.100"],
    ["1001.0", "10.0"],
  ],
};
const integers: Sides = {
  b: [
    ["65000", "3"],
    ["64990", "7"],
  ],
  a: [
    ["65010", "2"],
    ["65020", "1"],
  ],
};

const inputs: Record<string, FrameInput> = {
  snapshotCanonical: { before: padded, frame: { snapshot: canonical } },
  snapshotPadded: { before: canonical, frame: { snapshot: padded } },
  diffCanonical: {
    before: canonical,
    frame: { diff: { b: [["65000.5", "2"]], a: [["65001.5", "0.75"]] } },
  },
  diffPadded: {
    before: padded,
    frame: { diff: { b: [["1234567.890000000", "2.000000000"]], a: [] } },
  },
  // A new level written with trailing zeros is read to its canonical price, and found again by
  // the text the gateway sent.
  diffTrailingZeros: {
    before: trailingZeros,
    frame: { diff: { b: [["1000.0", "2.5"]], a: [["1000.70", "1.000"]] } },
  },
  diffIntegers: { before: integers, frame: { diff: { b: [["64995", "4"]], a: [["65010", "5"]] } } },
  diffRemovesLevels: {
    before: padded,
    frame: { diff: { b: [["1234567.000000000", "0.000000000"]], a: [["1234568.000000000", "0"]] } },
  },
  diffEmpty: { before: canonical, frame: { diff: { b: [], a: [] } } },
  gap: { before: canonical, frame: "gap" },
};

interface Context {
  readonly tools: TraceTools;
  readonly gateway: ScriptedConnection;
  readonly book: WatchedOrderBook;
  /** The gateway holds the next unsubscribe until the trace answers it. */
  hold: { unsubscribe: boolean };
  /** The gateway's book time: `t` of the last frame sent. */
  time: { last: number };
}

/** Resolves at the book's next update. */
function nextUpdate(book: WatchedOrderBook): Promise<void> {
  return new Promise((resolve) => {
    const stop = book.on("update", () => {
      stop();
      resolve();
    });
  });
}

/** Sends a snapshot of `sides` and waits until the book holds it. */
async function sendSnapshot(context: Context, sides: Sides): Promise<void> {
  const applied = nextUpdate(context.book);
  const t = ++context.time.last;
  context.gateway.push("L2Book", { s: SYMBOL, t, a: sides.a, b: sides.b }, t);
  await applied;
}

/** Sends a diff whose `pt` misses one message, and waits for the unsubscribe it leads to. */
async function sendGap(context: Context): Promise<void> {
  const { gateway, book, time, tools } = context;
  const seen = new Set(gateway.requests);
  context.hold.unsubscribe = true;
  const left = gateway.nextRequest((r) => r.event === "unsubscribe" && !seen.has(r));
  const t = time.last + 2;
  gateway.push("L2Book", { s: SYMBOL, t, pt: time.last + 1, a: [], b: [] }, t);
  time.last = t;
  const request = await left;
  await tools.mark();
  // The book comes back with the snapshot that follows the new subscribe (not measured).
  context.hold.unsubscribe = false;
  const back = nextUpdate(book);
  gateway.answer(request, "ok");
  await back;
}

const trace: RouteTrace<Context> = {
  async setup(tools) {
    const hold = { unsubscribe: false };
    const time = { last: Date.UTC(2026, 0, 1) };
    const server = await ScriptedServer.start({
      decide: ({ event }) => (event === "unsubscribe" && hold.unsubscribe ? "hold" : undefined),
      onSubscribe: (topic, connection) => {
        const t = ++time.last;
        connection.push("L2Book", { s: topic.symbol, t, ...canonical }, t);
      },
    });
    // No timers of the client's own (keep-alive pings, the silence check): what runs is what a
    // frame makes run.
    const client = createStreamClient({ url: server.url, pingIntervalMs: 0 });
    const book = watchOrderBook(client, SYMBOL, { staleAfterMs: 0 });
    await book.ready;
    const gateway = await server.connection(0);
    return { tools, gateway, book, hold, time };
  },
  inputs,
  async run(context, input) {
    const { before, frame } = input as FrameInput;
    await sendSnapshot(context, before);
    await context.tools.skip();
    if (frame === "gap") return sendGap(context);
    if ("snapshot" in frame) await sendSnapshot(context, frame.snapshot);
    else {
      const applied = nextUpdate(context.book);
      const t = context.time.last + 1;
      context.gateway.push("L2Book", { s: SYMBOL, t, pt: context.time.last, ...frame.diff }, t);
      context.time.last = t;
      await applied;
    }
    await context.tools.mark();
  },
};

export default trace;
