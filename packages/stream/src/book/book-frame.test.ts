import { readFileSync } from "node:fs";
import { formatDecimal } from "@perpkit/core";
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { writeDecimal } from "../../bench/frames.js";
import { ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient } from "../client.js";
import type { DispatchTargets } from "../dispatch.js";
import { decodeServerMessage } from "../generated/decoders.js";
import type { L2Book } from "../generated/types.js";
import { StreamSubscription, topicKey } from "../subscription.js";
import { readBookFrame } from "./book-frame.node.js";
import { OrderBook } from "./order-book.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What applying a message did: the result, or the error it threw. */
type Outcome = { result: string } | { error: string };

function outcome(run: () => string): Outcome {
  try {
    return { result: run() };
  } catch (error) {
    const e = error as Error & { field?: string };
    return { error: `${e.name} ${e.field ?? ""} ${e.message}` };
  }
}

/** The general way a frame goes (dispatch.ts): JSON.parse, the generated decoder, the book. */
function generalWay(book: OrderBook, text: string): Outcome {
  return outcome(() => {
    const message = decodeServerMessage(JSON.parse(text));
    if (message === undefined || !("e" in message) || message.e !== "L2Book") return "not a book";
    const { data } = message as { data: L2Book & { pt?: unknown } };
    if (data.pt === null) throw new Error("null pt");
    return book.apply(data);
  });
}

/**
 * Topics of one L2Book subscription (the client's own `StreamSubscription`) read by `read` alone,
 * as a watched book reads it; none when `read` is undefined.
 */
function topicsOf(read: ((data: L2Book) => void) | undefined): DispatchTargets["topics"] {
  const topic = { type: "L2Book", symbol: "BTCUSD" } as const;
  // Nothing here unsubscribes or resubscribes: the subscription's client is never called.
  const owner = { unsubscribe: async () => undefined, resubscribe: async () => undefined };
  const subscription = new StreamSubscription<"L2Book">(topic, owner, 10_000, false);
  if (read !== undefined) {
    subscription.on("message", read);
    subscription.bookReader = read;
  }
  return { wires: new Map([[topicKey(topic), { topic, handles: [subscription] }]]) };
}

/** A JSON Schema, as far as the live contract's L2Book message uses it. */
interface Schema {
  readonly type?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly minItems?: number;
}

/**
 * A value of `schema`, with every property it lists (`all`) or only the required ones: enumerations
 * their first value, integers a time, decimals a price, other strings the symbol subscribed to.
 */
function sample(schema: Schema, all: boolean): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => all || schema.required?.includes(name))
          .map(([name, property]) => [name, sample(property, all)]),
      );
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, all),
      );
    case "integer":
      return 1_764_897_077_655;
    case "string":
      return schema.format === "decimal" ? "65000.500000000" : "BTCUSD";
    default:
      throw new Error(`no sample for a schema of type ${schema.type}`);
  }
}

// Frames written by hand, as a gateway might: any key order, whitespace between tokens, decimals
// in every shape the live service writes, and now and then something the reader must leave to
// the general way.
const space = fc.constantFrom("", "", "", " ", "\n  ", "\t");
const shapeOf = fc.constantFrom(
  "canonical" as const,
  "padded" as const,
  "trailing" as const,
  "leading" as const,
  "leading-padded" as const,
);
/**
 * A decimal in one shape; `leading-padded` has both leading zeros and nine places
 * (`"0065000.000000000"`): a price read from its text as the gateway wrote it, beside the same
 * price in other spellings, frame after frame.
 */
function written(
  value: bigint,
  shape: "canonical" | "padded" | "trailing" | "leading" | "leading-padded",
): string {
  if (shape === "leading") return `00${formatDecimal(value)}`;
  if (shape === "leading-padded") return `00${writeDecimal(value, "padded")}`;
  return writeDecimal(value, shape);
}
/** Text that is not a decimal parseDecimal accepts, or a price the book refuses. */
const badDecimal = fc.constantFrom(
  "",
  "1.2.3",
  "-1",
  "+1",
  "1e3",
  " 1",
  "1.",
  ".5",
  "1.0000000001",
  "١",
  "6500\\u0030",
  "NaN",
  // One place too many, or a character too many, after texts of known prices.
  "65000.5000000000",
  "1065000.5000000000",
  "65000.50000000\\u0030",
  "65000.5 ",
);
const level = fc.record({
  /**
   * Most prices are drawn from a few that come back frame after frame in every spelling; among
   * them prices of as many characters that end alike (`1065000.5`, `2065000.5`), so that the text
   * of one is looked up where another's was kept.
   */
  price: fc.oneof(
    fc.bigInt({ min: 1n, max: 200_000_000_000n }),
    fc.constantFrom(
      65_000_500_000_000n,
      1_065_000_500_000_000n,
      2_065_000_500_000_000n,
      65_000_000_000_000n,
      64_000_000_000_000n,
      1_000_000_000n,
      1n,
      100_000_000n,
      123_456_789_012_345_678n,
      // Longer than the 24 characters the reader keeps of a price as bytes, and ending alike.
      123_456_789_012_345_678_901_234n,
      923_456_789_012_345_678_901_234n,
    ),
  ),
  quantity: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 9_000_000_000_000n })),
  priceShape: shapeOf,
  quantityShape: shapeOf,
  /** One level in forty is broken: a bad price, a bad quantity, a zero price, three items. */
  broken: fc.oneof(
    { weight: 39, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        badDecimal.map((text) => ({ price: text })),
        badDecimal.map((text) => ({ quantity: text })),
        fc.constantFrom({ price: "0" }, { price: "0.000000000" }, { extra: true }),
      ),
    },
  ),
});
const frame = fc.record({
  asks: fc.array(level, { maxLength: 8 }),
  bids: fc.array(level, { maxLength: 8 }),
  snapshot: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  /** A diff whose `pt` is not the last `t`: a gap. */
  gap: fc.integer({ min: 0, max: 15 }).map((n) => n === 0),
  order: fc.shuffledSubarray(["s", "t", "pt", "a", "b"], { minLength: 5 }),
  outerOrder: fc.shuffledSubarray(["e", "t", "data"], { minLength: 3 }),
  spaces: fc.array(space, { minLength: 64, maxLength: 64 }),
  /** One frame in twenty is off in its envelope. */
  off: fc.oneof(
    { weight: 19, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "null pt",
        "negative pt",
        "fraction t",
        "unknown key",
        "repeated key",
        "other channel",
        "other symbol",
        "truncated",
        "escaped symbol",
        "level object",
      ),
    },
  ),
});

/** The frame's text, and whether it is one the reader should read itself. */
function frameText(drawn: typeof frame extends fc.Arbitrary<infer T> ? T : never, time: number) {
  // A snapshot has no `pt` to be off, and a frame without levels no level to write as an object.
  const ptOff = drawn.off === "null pt" || drawn.off === "negative pt";
  const noLevels = drawn.asks.length + drawn.bids.length === 0;
  const moot = (drawn.snapshot && ptOff) || (noLevels && drawn.off === "level object");
  const f = moot ? { ...drawn, off: undefined } : drawn;
  let at = 0;
  const ws = () => f.spaces[at++ % f.spaces.length] as string;
  const levels = (side: typeof f.asks) =>
    `[${ws()}${side
      .map((l) => {
        const price =
          l.broken && "price" in l.broken ? l.broken.price : written(l.price, l.priceShape);
        const quantity =
          l.broken && "quantity" in l.broken
            ? l.broken.quantity
            : written(l.quantity, l.quantityShape);
        const extra = l.broken && "extra" in l.broken ? `,${ws()}"1"` : "";
        return f.off === "level object"
          ? `{"p":"${price}","q":"${quantity}"}`
          : `[${ws()}"${price}"${ws()},${ws()}"${quantity}"${extra}${ws()}]`;
      })
      .join(`${ws()},${ws()}`)}${ws()}]`;
  const pt = f.gap ? time - 2 : time - 1;
  const values: Record<string, string> = {
    s:
      f.off === "other symbol"
        ? '"ETHUSD"'
        : f.off === "escaped symbol"
          ? '"BTC\\u0055SD"'
          : '"BTCUSD"',
    t: f.off === "fraction t" ? `${time}.5` : String(time),
    pt: f.off === "null pt" ? "null" : f.off === "negative pt" ? "-1" : String(pt),
    a: levels(f.asks),
    b: levels(f.bids),
  };
  const keys = f.order.filter((k) => !(k === "pt" && f.snapshot));
  if (f.off === "unknown key") keys.push("x");
  if (f.off === "repeated key") keys.push("t");
  const data = `{${ws()}${keys
    .map((k) => `"${k}"${ws()}:${ws()}${values[k] ?? "1"}`)
    .join(`${ws()},${ws()}`)}${ws()}}`;
  const outer: Record<string, string> = {
    e: f.off === "other channel" ? '"Ticker"' : '"L2Book"',
    t: String(time + 7),
    data,
  };
  const text = `${ws()}{${f.outerOrder
    .map((k) => `${ws()}"${k}"${ws()}:${ws()}${outer[k]}`)
    .join(",")}${ws()}}${ws()}`;
  const readable =
    f.off === undefined && [...f.asks, ...f.bids].every((l) => l.broken === undefined);
  return { text: f.off === "truncated" ? text.trimEnd().slice(0, -1) : text, readable };
}

describe("Node's reader of L2Book frames", () => {
  test("leaves a book as the general way leaves it, frame after frame, and reads every frame it fully checks", () => {
    fc.assert(
      fc.property(fc.array(frame, { minLength: 1, maxLength: 30 }), (frames) => {
        const read = new OrderBook("BTCUSD");
        const general = new OrderBook("BTCUSD");
        let readOutcome: Outcome | undefined;
        const topics = topicsOf((data) => {
          readOutcome = outcome(() => read.apply(data));
        });
        let time = 1_000;
        for (const f of frames) {
          // The first frame is a snapshot, so that the diffs after it meet a live book.
          const { text, readable } = frameText(time === 1_000 ? { ...f, snapshot: true } : f, time);
          readOutcome = undefined;
          const handled = readBookFrame(topics, text);
          const expected = generalWay(general, text);
          if (!handled) readOutcome = generalWay(read, text);
          expect(handled).toBe(readable);
          expect(readOutcome).toEqual(expected);
          expect(read.status).toBe(general.status);
          expect(read.time).toBe(general.time);
          if (general.status === "live") expect(read.snapshot()).toEqual(general.snapshot());
          time++;
        }
      }),
      { numRuns: 400 },
    );
  });

  test("reads L2Book frames with every key of the live contract's message, and with the required ones alone", () => {
    // The reader knows the message's keys by name; a key the live contract adds or renames would
    // send every frame the general way (correct, but slow). This fails first.
    const contract = JSON.parse(
      readFileSync(new URL("../../../../spec/upstream/ws_messages.json", import.meta.url), "utf8"),
    ) as { components: { schemas: { L2BookMessage: Schema } } };
    const schema = contract.components.schemas.L2BookMessage;
    for (const all of [true, false]) {
      const message = sample(schema, all) as { data: Record<string, unknown> };
      const text = JSON.stringify(message);
      let read: Record<string, unknown> | undefined;
      const handled = readBookFrame(
        topicsOf((data) => {
          read = data as unknown as Record<string, unknown>;
        }),
        text,
      );
      expect(handled, `book-frame.node.ts does not read ${text}`).toBe(true);
      const { a: _a, b: _b, ...rest } = read ?? {};
      const { a: _sa, b: _sb, ...expected } = message.data;
      expect(rest).toEqual(expected);
    }
  });

  test("leaves a frame with a character of more than one byte to the general way, which reads it", () => {
    // The reader reads a frame's bytes in place of its characters, one for one.
    const symbol = "BTCÜSD";
    const text = `{"e":"L2Book","t":2,"data":{"s":"${symbol}","t":2,"a":[["65000.500000000","1.000000000"]],"b":[]}}`;
    const book = new OrderBook(symbol);
    const topic = { type: "L2Book", symbol } as const;
    const owner = { unsubscribe: async () => undefined, resubscribe: async () => undefined };
    const subscription = new StreamSubscription<"L2Book">(topic, owner, 10, false);
    const read = (data: L2Book) => book.apply(data);
    subscription.on("message", read);
    subscription.bookReader = read;
    const topics = { wires: new Map([[topicKey(topic), { topic, handles: [subscription] }]]) };
    expect(readBookFrame(topics, text)).toBe(false);
    expect(book.status).toBe("syncing");
    expect(generalWay(book, text)).toEqual({ result: "snapshot" });
    expect(book.bestAsk()).toEqual({ price: "65000.5", quantity: "1" });
    // The same frame with an ASCII symbol is the reader's.
    const ascii = new OrderBook("BTCUSD");
    expect(
      readBookFrame(
        topicsOf((data) => ascii.apply(data)),
        text.replace(symbol, "BTCUSD"),
      ),
    ).toBe(true);
    expect(ascii.bestAsk()).toEqual({ price: "65000.5", quantity: "1" });
  });

  test("reads nothing for a symbol that has no book of its own, and leaves it to the general way", () => {
    const text =
      '{"e":"L2Book","t":2,"data":{"s":"BTCUSD","t":2,"a":[["65000.500000000","1.000000000"]],"b":[]}}';
    expect(readBookFrame(topicsOf(undefined), text)).toBe(false);
    expect(readBookFrame({ wires: new Map() }, text)).toBe(false);
    let applied: L2Book | undefined;
    const book = new OrderBook("BTCUSD");
    expect(
      readBookFrame(
        topicsOf((data) => {
          applied = data;
          book.apply(data);
        }),
        text,
      ),
    ).toBe(true);
    expect(Array.isArray(applied?.a)).toBe(false);
    expect(book.snapshot()).toEqual({
      symbol: "BTCUSD",
      time: 2,
      bids: [],
      asks: [{ price: "65000.5", quantity: "1" }],
    });
  });
});

describe("watchOrderBook over a socket, with Node's reader", () => {
  /** Spies on what `apply` is handed: pairs (the general way) or levels read from the text. */
  function spy(book: OrderBook): { pairs: number; read: number } {
    const seen = { pairs: 0, read: 0 };
    const apply = book.apply.bind(book);
    book.apply = (data) => {
      if (Array.isArray(data.a)) seen.pairs++;
      else seen.read++;
      return apply(data);
    };
    return seen;
  }

  test("a book read straight from the text and one read the general way stay equal", async () => {
    const snapshot: L2Book = {
      s: "BTCUSD",
      t: 100,
      a: [
        ["65000.500000000", "1.250000000"],
        ["65001.000000000", "2.000000000"],
      ],
      b: [
        ["64999.500000000", "0.013876480"],
        ["64999.000000000", "3.000000000"],
      ],
    };
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", snapshot);
      },
    });
    cleanups.push(() => server.close());
    const alone = createStreamClient({ url: server.url, budget: false });
    const shared = createStreamClient({ url: server.url, budget: false });
    cleanups.push(
      () => alone.close(),
      () => shared.close(),
    );
    const aloneBook = alone.watchOrderBook("BTCUSD");
    const sharedBook = shared.watchOrderBook("BTCUSD");
    // Something besides the book reads the second client's subscription.
    const heard: L2Book[] = [];
    const stopListening = sharedBook.subscription.on("message", (data) => heard.push(data));
    const aloneSeen = spy(aloneBook);
    const sharedSeen = spy(sharedBook);
    await Promise.all([aloneBook.ready, sharedBook.ready]);

    // Diffs written as the live service writes them: padded, with trailing zeros, as integers.
    const diffs = [
      '{"e":"L2Book","t":1,"data":{"s":"BTCUSD","t":101,"pt":100,"a":[["65000.500000000","0.000000000"],["65002.0","4.20"]],"b":[["64999.500000000","1.000000000"]]}}',
      '{ "e": "L2Book", "t": 2, "data": { "s": "BTCUSD", "t": 102, "pt": 101, "a": [ ["65002", "0"] ], "b": [ ["64998.5", "7"] ] } }',
      '{"data":{"b":[["64999.000000000","0"]],"a":[],"pt":102,"t":103,"s":"BTCUSD"},"t":3,"e":"L2Book"}',
    ];
    const both = () => Promise.all([alone.ping(), shared.ping()]);
    for (const diff of diffs) {
      for (const conn of server.connections) conn.send(diff);
      await both();
      expect(aloneBook.snapshot()).toEqual(sharedBook.snapshot());
    }
    expect(aloneBook.snapshot()).toEqual({
      symbol: "BTCUSD",
      time: 103,
      asks: [{ price: "65001", quantity: "2" }],
      bids: [
        { price: "64999.5", quantity: "1" },
        { price: "64998.5", quantity: "7" },
      ],
    });
    expect(aloneSeen).toEqual({ pairs: 0, read: 4 });
    expect(sharedSeen).toEqual({ pairs: 4, read: 0 });
    expect(heard.map((d) => d.t)).toEqual([100, 101, 102, 103]);

    // Once the other reader stops listening, the book alone reads its subscription.
    stopListening();
    for (const conn of server.connections) {
      conn.send(
        '{"e":"L2Book","t":4,"data":{"s":"BTCUSD","t":104,"pt":103,"a":[["65001.000000000","5.500000000"]],"b":[]}}',
      );
    }
    await both();
    expect(sharedSeen).toEqual({ pairs: 4, read: 1 });
    expect(aloneBook.snapshot()).toEqual(sharedBook.snapshot());
    expect(aloneBook.bestAsk()).toEqual({ price: "65001", quantity: "5.5" });
  });

  test("an unreadable level read from the text resyncs the book as the general way does", async () => {
    const snapshot: L2Book = { s: "BTCUSD", t: 100, a: [["65000.5", "1"]], b: [] };
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", snapshot);
      },
    });
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    const resynced = new Promise<unknown>((resolve) =>
      book.on("resync", ({ reason, error }) => resolve({ reason, error: String(error) })),
    );
    server
      .latest()
      ?.send(
        '{"e":"L2Book","t":1,"data":{"s":"BTCUSD","t":101,"pt":100,"a":[["65000.5","1.5x"]],"b":[]}}',
      );
    expect(await resynced).toEqual({
      reason: "invalid-message",
      error: expect.stringContaining("a.0.1"),
    });
  });
});
