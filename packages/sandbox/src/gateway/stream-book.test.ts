import type { BookLevel, ResyncReason, WatchedOrderBook } from "@perpkit/stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";
import { gapsIn, rawConnection, streamClient, waitFor } from "../../test/stream-helpers.js";

// The order book a client keeps from the stream is the sandbox's own book, whatever happens.

const alice = wallet(1);
const bob = wallet(2);
const traders = [alice, bob] as const;

type Sandboxed = Awaited<ReturnType<typeof setup>>;

/** The sandbox's own book, as @perpkit/stream's levels. */
async function ownBook(ctx: Sandboxed, symbol: string, depth = 100) {
  const { body } = await ctx.get<{ bids: string[][]; asks: string[][] }>(
    `/sandbox/book?symbol=${symbol}&depth=${depth}`,
  );
  const levels = (side: string[][]): BookLevel[] =>
    side.map(([price, quantity]) => ({ price: price as string, quantity: quantity as string }));
  return { bids: levels(body.bids), asks: levels(body.asks) };
}

/** Waits until the streamed book is live and equals the sandbox's; returns the sandbox's. */
async function converged(ctx: Sandboxed, book: WatchedOrderBook, depth = 100) {
  let own = await ownBook(ctx, book.symbol, depth);
  await waitFor(async () => {
    own = await ownBook(ctx, book.symbol, depth);
    return book.status === "live" && JSON.stringify(book.depth()) === JSON.stringify(own);
  }, `the streamed ${book.symbol} book to equal the sandbox's`);
  return own;
}

const markets = [
  { symbol: "BTCUSD", base: 100, tick: 1, lot: 0.001 },
  { symbol: "ETHUSD", base: 2500, tick: 0.1, lot: 0.01 },
] as const;

type Step =
  | {
      readonly kind: "limit" | "ioc" | "market";
      readonly who: 0 | 1;
      readonly market: 0 | 1;
      readonly side: 0 | 1;
      readonly ticks: number;
      readonly lots: number;
    }
  | { readonly kind: "cancel"; readonly who: 0 | 1; readonly pick: number }
  | { readonly kind: "skip"; readonly market: 0 | 1 }
  | { readonly kind: "drop" }
  | { readonly kind: "check" };

const bit = fc.constantFrom<0 | 1>(0, 1);
const order = fc.record({
  kind: fc.constantFrom("limit", "limit", "limit", "ioc", "market"),
  who: bit,
  market: bit,
  side: bit,
  ticks: fc.integer({ min: -8, max: 8 }),
  lots: fc.integer({ min: 1, max: 30 }),
}) as fc.Arbitrary<Step>;
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: order },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("cancel"), who: bit, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("skip"), market: bit }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop") }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("check") }) },
) as fc.Arbitrary<Step>;

function decimal(units: number, size: number): string {
  const digits = Math.max(0, -Math.floor(Math.log10(size)));
  return (units * size).toFixed(digits);
}

describe("the order book from the stream", () => {
  it("equals the sandbox's book after a random sequence of orders, skipped diffs and dropped connections", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        const ctx = await setup({ stream: { l2BookIntervalMs: 10 } });
        await ctx.deposit(alice, "10000000");
        await ctx.deposit(bob, "10000000");
        const client = streamClient(ctx.sandbox.wsUrl);
        const books = markets.map((m) => client.watchOrderBook(m.symbol));
        try {
          await Promise.all(books.map((b) => b.ready));
          const placed: string[][] = [[], []];
          for (const s of steps) {
            if (s.kind === "skip") {
              ctx.sandbox.faults.stream.skipL2BookMessage(markets[s.market].symbol);
            } else if (s.kind === "drop") {
              ctx.sandbox.faults.stream.dropConnections();
            } else if (s.kind === "check") {
              for (const book of books) await converged(ctx, book);
            } else if (s.kind === "cancel") {
              const ids = placed[s.who] as string[];
              const id = ids[s.pick % Math.max(1, ids.length)];
              if (id !== undefined) await ctx.cancel(traders[s.who], { orderIds: [id] });
            } else {
              const m = markets[s.market];
              const trader = traders[s.who];
              const quantity = decimal(s.lots, m.lot);
              const answer =
                s.kind === "market"
                  ? await ctx.place(trader, {
                      onchainId: s.market + 1,
                      side: s.side,
                      quantity,
                      type: "MARKET",
                      price: undefined,
                      timeInForce: undefined,
                      postOnly: undefined,
                    } as never)
                  : await ctx.place(trader, {
                      onchainId: s.market + 1,
                      side: s.side,
                      quantity,
                      price: decimal(m.base / m.tick + s.ticks, m.tick),
                      timeInForce: s.kind === "ioc" ? "IOC" : "GTD",
                    });
              expect([201, 422]).toContain(answer.status);
              if (answer.body.id) (placed[s.who] as string[]).push(answer.body.id);
            }
          }
          for (const book of books) await converged(ctx, book);
        } finally {
          await client.close();
          await ctx.sandbox.close();
        }
      }),
      { numRuns: Number(process.env.BOOK_RUNS ?? 5) },
    );
  });

  it("a skipped diff is a gap the client sees: it resubscribes and rebuilds from a fresh snapshot", async () => {
    const ctx = await setup({ stream: { l2BookIntervalMs: 10 } });
    await ctx.deposit(alice);
    const raw = await rawConnection(ctx.sandbox.wsUrl);
    await raw.request({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } });
    const client = streamClient(ctx.sandbox.wsUrl);
    const book = client.watchOrderBook("BTCUSD");
    const resyncs: ResyncReason[] = [];
    const gaps: { previousTime: number; expected: number }[] = [];
    book.on("resync", ({ reason }) => resyncs.push(reason));
    book.on("gap", (gap) => gaps.push(gap));
    await book.ready;
    await ctx.place(alice, { price: "100" });
    await waitFor(() => book.bestBid()?.price === "100", "the first bid");
    ctx.sandbox.faults.stream.skipL2BookMessage("BTCUSD");
    expect(ctx.sandbox.faults.stream.state().skipL2Book).toEqual({ BTCUSD: 1 });
    await ctx.place(alice, { price: "101" });
    // Diffs go out on every interval, so the one after the missing one shows the gap.
    await waitFor(() => resyncs.includes("gap"), "the gap");
    expect(ctx.sandbox.faults.stream.state().skipL2Book).toEqual({});
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.previousTime).toBeGreaterThan(gaps[0]?.expected as number);
    const own = await converged(ctx, book);
    expect(own.bids.map((l) => l.price)).toEqual(["101", "100"]);
    // Every subscriber missed it: the raw socket's chain has exactly one break.
    const seen = raw.frames.length;
    await waitFor(() => raw.frames.length >= seen + 5, "five more diffs");
    expect(gapsIn(raw.frames, "BTCUSD")).toBe(1);
  });

  it("after dropped connections the client reconnects, subscribes again and rebuilds the book", async () => {
    const ctx = await setup({ stream: { l2BookIntervalMs: 10 } });
    await ctx.deposit(alice);
    await ctx.deposit(bob);
    const client = streamClient(ctx.sandbox.wsUrl);
    const book = client.watchOrderBook("BTCUSD");
    const resyncs: ResyncReason[] = [];
    book.on("resync", ({ reason }) => resyncs.push(reason));
    let reconnects = 0;
    client.on("connected", ({ reconnected }) => {
      if (reconnected) reconnects++;
    });
    await book.ready;
    await ctx.place(alice, { price: "100", quantity: "2" });
    await converged(ctx, book);
    expect(ctx.sandbox.faults.stream.dropConnections()).toBe(1);
    // The book changes while the client is away.
    await ctx.place(bob, { side: 1, price: "100", quantity: "0.5", timeInForce: "IOC" });
    await ctx.place(bob, { side: 1, price: "104" });
    await waitFor(() => reconnects === 1, "the reconnect");
    const own = await converged(ctx, book);
    expect(own).toEqual({
      bids: [{ price: "100", quantity: "1.5" }],
      asks: [{ price: "104", quantity: "1" }],
    });
    expect(resyncs).toContain("reconnect");
  });

  it("shows the best 100 levels a side: the snapshot, and deeper levels as better ones leave", async () => {
    const ctx = await setup({ stream: { l2BookIntervalMs: 10 } });
    await ctx.deposit(alice, "10000000");
    const ids: string[] = [];
    for (let price = 1001; price <= 1103; price++) {
      const answer = await ctx.place(alice, { price: String(price), quantity: "0.001" });
      ids.push(answer.body.id);
    }
    const raw = await rawConnection(ctx.sandbox.wsUrl);
    await raw.request({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } });
    const snapshot = await raw.next((f) => f.e === "L2Book", "the snapshot");
    const bids = snapshot.data?.b as string[][];
    expect(bids).toHaveLength(100);
    expect(bids[0]).toEqual(["1103", "0.001"]);
    expect(bids[99]).toEqual(["1004", "0.001"]);
    const client = streamClient(ctx.sandbox.wsUrl);
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    await converged(ctx, book);
    // The three best bids go; the three deepest come into view.
    await ctx.cancel(alice, { orderIds: ids.slice(-3) });
    const own = await converged(ctx, book);
    expect(own.bids).toHaveLength(100);
    expect(own.bids.at(-1)?.price).toBe("1001");
    const diff = await raw.next(
      (f) =>
        f.e === "L2Book" && f.data?.pt !== undefined && ((f.data.b ?? []) as unknown[]).length > 0,
      "the diff on the raw socket",
    );
    expect(diff.data?.b).toEqual(
      expect.arrayContaining([
        ["1103", "0"],
        ["1102", "0"],
        ["1101", "0"],
        ["1003", "0.001"],
        ["1002", "0.001"],
        ["1001", "0.001"],
      ]),
    );
  });

  it("keeps the snapshot size an option (l2BookLevels)", async () => {
    const ctx = await setup({ stream: { l2BookIntervalMs: 10, l2BookLevels: 2 } });
    await ctx.deposit(alice);
    for (const price of ["100", "101", "102"]) await ctx.place(alice, { price });
    const client = streamClient(ctx.sandbox.wsUrl);
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    expect(book.depth().bids.map((l) => l.price)).toEqual(["102", "101"]);
    await converged(ctx, book, 2);
  });
});
