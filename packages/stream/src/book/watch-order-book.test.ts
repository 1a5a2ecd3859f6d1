import { formatDecimal } from "@perpkit/core";
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { type ScriptedConnection, ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient } from "../client.js";
import { StaleOrderBookError } from "../errors.js";
import type { L2Book, PriceLevel } from "../generated/types.js";
import type { BookLevel, ResyncReason } from "./order-book.js";
import { watchOrderBook } from "./watch-order-book.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The gateway's own book for one symbol, kept with bigints, and its history by book time. */
class GatewayBook {
  readonly bids = new Map<bigint, bigint>();
  readonly asks = new Map<bigint, bigint>();
  t = 1_000;
  readonly history = new Map<number, { bids: BookLevel[]; asks: BookLevel[] }>();

  constructor(readonly symbol: string) {
    this.record();
  }

  /** Applies changes and advances the book time; returns the diff message for them. */
  change(changes: readonly { side: "b" | "a"; price: bigint; quantity: bigint; text: string }[]) {
    const diff: L2Book = { s: this.symbol, t: this.t + 1, pt: this.t, a: [], b: [] };
    for (const c of changes) {
      const side = c.side === "b" ? this.bids : this.asks;
      if (c.quantity === 0n) side.delete(c.price);
      else side.set(c.price, c.quantity);
      diff[c.side].push([c.text, formatDecimal(c.quantity)]);
    }
    this.t++;
    this.record();
    return diff;
  }

  snapshot(): L2Book {
    const levels = (side: Map<bigint, bigint>): PriceLevel[] =>
      [...side].map(([p, q]) => [formatDecimal(p), formatDecimal(q)]);
    return { s: this.symbol, t: this.t, a: levels(this.asks), b: levels(this.bids) };
  }

  private record(): void {
    const sorted = (side: Map<bigint, bigint>, descending: boolean) =>
      [...side]
        .sort(([a], [b]) => (a < b ? -1 : 1) * (descending ? -1 : 1))
        .map(([p, q]) => ({ price: formatDecimal(p), quantity: formatDecimal(q) }));
    this.history.set(this.t, { bids: sorted(this.bids, true), asks: sorted(this.asks, false) });
  }
}

const change = fc
  .record({
    side: fc.constantFrom("b" as const, "a" as const),
    units: fc.integer({ min: 1, max: 30 }),
    quantity: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 5_000_000_000n })),
    padded: fc.boolean(),
  })
  .map(({ side, units, quantity, padded }) => {
    // Bids below 100, asks above, in steps of 0.25; sometimes written with a trailing zero.
    const price =
      side === "b"
        ? 100_000_000_000n - BigInt(units) * 250_000_000n
        : 100_000_000_000n + BigInt(units) * 250_000_000n;
    const text = formatDecimal(price);
    return { side, price, quantity, text: padded && text.includes(".") ? `${text}0` : text };
  });

const step = fc.record({
  changes: fc.array(change, { maxLength: 6 }),
  /** The gateway's message never reaches the client (one step in eight). */
  lost: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  /** Now and then the connection closes (the gateway's code 1000) or drops after the step. */
  connection: fc.oneof(
    { weight: 12, arbitrary: fc.constant("keep" as const) },
    { weight: 1, arbitrary: fc.constant("close-1000" as const) },
    { weight: 1, arbitrary: fc.constant("drop" as const) },
  ),
});

describe("watchOrderBook", () => {
  test("stays equal to the gateway's book through diffs, lost messages, closes and drops", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const gateway = new GatewayBook("BTCUSD");
        const server = await ScriptedServer.start({
          onSubscribe: (topic, conn) => {
            if (topic.type === "L2Book") conn.push("L2Book", gateway.snapshot());
          },
        });
        const client = createStreamClient({
          url: server.url,
          reconnect: { initialDelayMs: 1, maxDelayMs: 5 },
          budget: false,
        });
        try {
          const book = watchOrderBook(client, "BTCUSD");
          const mismatches: unknown[] = [];
          const resyncs: ResyncReason[] = [];
          book.on("resync", ({ reason }) => resyncs.push(reason));
          book.on("update", () => {
            const expected = gateway.history.get(book.time as number);
            const actual = book.depth();
            if (JSON.stringify(actual) !== JSON.stringify(expected)) {
              mismatches.push({ time: book.time, actual, expected });
            }
          });
          await book.ready;
          const subscribed = (conn: ScriptedConnection | undefined) =>
            conn?.topics.has("L2Book|BTCUSD") ? conn : undefined;
          for (const s of steps) {
            const diff = gateway.change(s.changes);
            if (!s.lost) subscribed(server.latest())?.push("L2Book", diff);
            if (s.connection === "close-1000") server.latest()?.close(1000);
            if (s.connection === "drop") server.latest()?.terminate();
            // A round trip lets the client read what came before; a dropped one is fine.
            await client.ping().catch(() => undefined);
          }
          // A last, empty diff: a client that missed the one before finds the gap now.
          const last = gateway.change([]);
          const caughtUp = new Promise<void>((resolve) => {
            const check = () => {
              if (book.status === "live" && book.time === last.t) resolve();
            };
            book.on("update", check);
            check();
          });
          const pushLast = () => subscribed(server.latest())?.push("L2Book", last);
          pushLast();
          // The last diff may meet a connection that is still being restored: the snapshot
          // sent on resubscribe then carries the final book instead.
          await caughtUp;
          expect(mismatches).toEqual([]);
          expect(book.depth()).toEqual(gateway.history.get(last.t));
          if (steps.some((s) => s.lost)) expect(resyncs.length).toBeGreaterThan(0);
        } finally {
          await client.close();
          await server.close();
        }
      }),
      { numRuns: 25 },
    );
  });

  test("a gap makes the book stale, emits gap and resync, and a fresh snapshot restores it", async () => {
    const gateway = new GatewayBook("ETHUSD");
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", gateway.snapshot());
      },
    });
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    gateway.change([{ side: "b", price: 99_000_000_000n, quantity: 1_000_000_000n, text: "99" }]);
    const book = client.watchOrderBook("ETHUSD");
    await book.ready;
    expect(book.bestBid()).toEqual({ price: "99", quantity: "1" });
    const conn = await server.connection(0);
    const events: string[] = [];
    book.on("gap", (g) => events.push(`gap: expected pt ${g.expected}, got ${g.previousTime}`));
    book.on("resync", (r) => events.push(`resync: ${r.reason}`));
    const restored = new Promise<void>((resolve) =>
      book.on("update", (u) => {
        if (u.kind === "snapshot") resolve();
      }),
    );
    gateway.change([{ side: "a", price: 101_000_000_000n, quantity: 2_000_000_000n, text: "101" }]);
    const skipped = gateway.change([
      { side: "b", price: 99_000_000_000n, quantity: 0n, text: "99" },
    ]);
    conn.push("L2Book", skipped);
    expect(events).toEqual([]);
    await conn.nextRequest((m) => m.event === "unsubscribe");
    expect(events).toEqual([`gap: expected pt 1001, got 1002`, "resync: gap"]);
    expect(() => book.bestAsk()).toThrow(StaleOrderBookError);
    await restored;
    expect(book.snapshot()).toEqual({
      symbol: "ETHUSD",
      time: 1003,
      bids: [],
      asks: [{ price: "101", quantity: "2" }],
    });
  });

  test("while the connection is down the book is stale, and the restored subscription's snapshot brings it back", async () => {
    const gateway = new GatewayBook("BTCUSD");
    gateway.change([{ side: "b", price: 99_000_000_000n, quantity: 1_000_000_000n, text: "99" }]);
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", gateway.snapshot());
      },
    });
    cleanups.push(() => server.close());
    const client = createStreamClient({
      url: server.url,
      budget: false,
      reconnect: { initialDelayMs: 1 },
    });
    cleanups.push(() => client.close());
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    const resync = new Promise<ResyncReason>((resolve) =>
      book.on("resync", (r) => resolve(r.reason)),
    );
    (await server.connection(0)).terminate();
    expect(await resync).toBe("reconnect");
    expect(book.status).toBe("syncing");
    expect(() => book.bestBid()).toThrow(StaleOrderBookError);
    gateway.change([{ side: "b", price: 99_000_000_000n, quantity: 4_000_000_000n, text: "99" }]);
    await new Promise<void>((resolve) => book.on("update", () => resolve()));
    expect(book.bestBid()).toEqual({ price: "99", quantity: "4" });
  });

  test("a book the gateway refuses closes with the StreamError", async () => {
    const server = await ScriptedServer.start({ unknownSymbols: ["NOPEUSD"] });
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const book = client.watchOrderBook("NOPEUSD");
    await expect(book.ready).rejects.toMatchObject({ code: "UNKNOWN_PRODUCT" });
    expect(book.status).toBe("closed");
  });

  test("a second book on the same symbol gets its own snapshot", async () => {
    const gateway = new GatewayBook("BTCUSD");
    gateway.change([{ side: "b", price: 99_000_000_000n, quantity: 3_000_000_000n, text: "99" }]);
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", gateway.snapshot());
      },
    });
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const first = client.watchOrderBook("BTCUSD");
    await first.ready;
    const second = client.watchOrderBook("BTCUSD");
    await second.ready;
    expect(second.bestBid()).toEqual({ price: "99", quantity: "3" });
    expect(first.bestBid()).toEqual({ price: "99", quantity: "3" });
  });

  test("closing the book unsubscribes", async () => {
    const gateway = new GatewayBook("BTCUSD");
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", gateway.snapshot());
      },
    });
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    await book.close();
    expect(book.status).toBe("closed");
    expect((await server.connection(0)).topics.size).toBe(0);
  });

  test("reads of a closed book say it is closed", async () => {
    const gateway = new GatewayBook("BTCUSD");
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", gateway.snapshot());
      },
    });
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    await book.close();
    for (const read of [() => book.bestBid(), () => book.depth(), () => book.snapshot()]) {
      expect(read).toThrow(StaleOrderBookError);
      expect(read).toThrow("The BTCUSD order book is closed and cannot be read.");
    }
  });

  test("reads of a book waiting for its snapshot say it is resynchronising", async () => {
    const server = await ScriptedServer.start({});
    cleanups.push(() => server.close());
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const book = client.watchOrderBook("BTCUSD");
    expect(book.status).toBe("syncing");
    expect(() => book.bestAsk()).toThrow(
      "The BTCUSD order book is resynchronising and cannot be read now.",
    );
  });
});
