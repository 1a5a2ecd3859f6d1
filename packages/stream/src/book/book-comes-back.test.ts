import { afterEach, describe, expect, test, vi } from "vitest";
import {
  type Request,
  type ScriptedConnection,
  ScriptedServer,
  type ScriptedServerOptions,
} from "../../test/scripted-server.js";
import { createStreamClient, type StreamClient, type StreamClientOptions } from "../client.js";
import type { L2Book } from "../generated/types.js";
import type { ResyncReason } from "./order-book.js";
import type { WatchedOrderBook } from "./watch-order-book.js";

// The ways a watched book used to be lost for good, each against the scripted gateway: a resync
// whose reply, snapshot and a bad frame arrive in one read; an unreadable frame before the reply
// to the subscribe; and a silence noticed a whole period late.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(serverOptions: ScriptedServerOptions, options: StreamClientOptions = {}) {
  const server = await ScriptedServer.start(serverOptions);
  cleanups.push(() => server.close());
  const client = createStreamClient({
    url: server.url,
    reconnect: { initialDelayMs: 5, maxDelayMs: 40 },
    budget: false,
    ...options,
  });
  cleanups.push(() => client.close());
  return { server, client };
}

/**
 * Round trips (application pings) until `check` holds. Each pong comes after everything the
 * gateway sent before it, and each ping after everything the client sent before it, so a few
 * are enough for any exchange of requests and replies to play out; a client that no longer asks
 * for anything fails here at once rather than at the test's timeout.
 */
async function settle(client: StreamClient, check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (check()) return;
    await client.ping();
  }
  if (!check()) throw new Error(`after 30 round trips, still not ${what}`);
}

const snapshotAt = (t: number, bid: string): L2Book => ({
  s: "BTCUSD",
  t,
  a: [["101", "1"]],
  b: [[bid, "2"]],
});

const diffAt = (t: number, bid: string): L2Book => ({
  s: "BTCUSD",
  t,
  pt: t - 1,
  a: [],
  b: [[bid, "3"]],
});

/** An L2Book message whose book time is not a number: no decoder can read it. */
const unreadable = { e: "L2Book", t: 1, data: { s: "BTCUSD", t: "soon", a: [], b: [] } };

/** A gateway that sends `state.snapshot` after accepting an L2Book subscribe. */
function snapshotting(state: {
  snapshot: L2Book;
}): NonNullable<ScriptedServerOptions["onSubscribe"]> {
  return (topic, conn) => {
    if (topic.type === "L2Book") conn.push("L2Book", state.snapshot);
  };
}

/** The `n`-th subscribe on `conn` (1 is the first), once it has arrived. */
function nthSubscribe(conn: ScriptedConnection, n: number): Promise<Request> {
  return conn.nextRequest((r) => r.event === "subscribe" && conn.count("subscribe") >= n);
}

describe("a resync whose reply, snapshot and a bad frame arrive in one read", () => {
  test.each<[string, (conn: ScriptedConnection) => void, ResyncReason]>([
    [
      "the snapshot's next diff twice",
      (conn) => {
        conn.push("L2Book", diffAt(2001, "97"));
        conn.push("L2Book", diffAt(2001, "97"));
      },
      "gap",
    ],
    ["an unreadable L2Book message", (conn) => conn.send(unreadable), "invalid-message"],
    [
      "a diff with pt: null",
      (conn) => conn.push("L2Book", { ...diffAt(2001, "97"), pt: null }),
      "invalid-message",
    ],
  ])("then %s: the book asks again and comes back live", async (_, badFrame, reason) => {
    const state = { snapshot: snapshotAt(1000, "99") };
    const { server, client } = await setup(
      {
        onSubscribe: snapshotting(state),
        // The resync's subscribe (the second) waits for the test to answer it.
        decide: ({ event }, conn) =>
          event === "subscribe" && conn.count("subscribe") === 2 ? "hold" : undefined,
      },
      { reconnect: false },
    );
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 0 });
    await book.ready;
    const conn = await server.connection(0);
    const reasons: ResyncReason[] = [];
    book.on("resync", (r) => reasons.push(r.reason));

    conn.push("L2Book", diffAt(1002, "98")); // pt 1001: a message was missed
    const held = await nthSubscribe(conn, 2);
    state.snapshot = snapshotAt(2000, "98");
    conn.together(() => {
      conn.answer(held, "ok"); // the reply, then the snapshot
      badFrame(conn);
    });
    state.snapshot = snapshotAt(3000, "96");

    await settle(client, () => book.status === "live" && book.time === 3000, "live at 3000");
    expect(reasons).toEqual(["gap", reason]);
    expect(book.depth()).toEqual({
      bids: [{ price: "96", quantity: "2" }],
      asks: [{ price: "101", quantity: "1" }],
    });
    expect(conn.count("subscribe")).toBe(3);
    expect(conn.topics.has("L2Book|BTCUSD")).toBe(true);
  });
});

describe("an unreadable L2Book message before the reply to the subscribe", () => {
  /** Books stay live only while the gateway keeps their subscription. */
  async function expectLiveAndSubscribed(
    client: StreamClient,
    book: WatchedOrderBook,
    conn: ScriptedConnection,
  ) {
    await settle(client, () => book.status === "live", "live");
    // Whatever the client queued behind the subscribe has reached the gateway by now.
    for (let i = 0; i < 3; i++) await client.ping();
    expect(book.status).toBe("live");
    expect(conn.topics.has("L2Book|BTCUSD")).toBe(true);
    conn.push("L2Book", diffAt((book.time as number) + 1, "100"));
    await settle(client, () => book.bestBid()?.price === "100", "showing the next diff");
  }

  test.each([
    ["in a read of its own", false],
    ["in the reply's read", true],
  ])(
    "to the first subscribe, %s: the book comes back on a subscription the gateway keeps",
    async (_, together) => {
      const state = { snapshot: snapshotAt(1000, "99") };
      const { server, client } = await setup({
        onSubscribe: snapshotting(state),
        decide: ({ event }) => (event === "subscribe" ? "hold" : undefined),
      });
      const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 0 });
      const conn = await server.connection(0);
      const held = await nthSubscribe(conn, 1);
      if (together) {
        conn.together(() => {
          conn.send(unreadable);
          conn.answer(held, "ok");
        });
      } else {
        conn.send(unreadable);
        await client.ping();
        conn.answer(held, "ok");
      }
      await expectLiveAndSubscribed(client, book, conn);
    },
  );

  test("to the subscribe that restores it after a reconnect: the book comes back on a subscription the gateway keeps", async () => {
    const state = { snapshot: snapshotAt(1000, "99") };
    const { server, client } = await setup({
      onSubscribe: snapshotting(state),
      decide: ({ event }) =>
        event === "subscribe" && server.connections.length > 1 ? "hold" : undefined,
    });
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 0 });
    await book.ready;
    (await server.connection(0)).terminate();
    const conn = await server.connection(1);
    const held = await nthSubscribe(conn, 1);
    state.snapshot = snapshotAt(2000, "98");
    conn.send(unreadable);
    await client.ping();
    conn.answer(held, "ok");
    await expectLiveAndSubscribed(client, book, conn);
  });
});

describe("a feed that goes quiet", () => {
  test("is noticed within staleAfterMs plus one L2Book interval of the last message, and not before staleAfterMs", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    const state = { snapshot: snapshotAt(1000, "99") };
    const { server, client } = await setup(
      { onSubscribe: snapshotting(state) },
      { pingIntervalMs: 0 },
    );
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 1000 });
    await book.ready;
    const conn = await server.connection(0);
    const silences: number[] = [];
    book.on("resync", (r) => {
      if (r.reason === "silent") silences.push(Date.now());
    });
    const started = Date.now();

    // A diff just after the first whole second: the last message the gateway sends.
    await vi.advanceTimersByTimeAsync(1010);
    conn.push("L2Book", diffAt(1001, "98"));
    await settle(client, () => book.time === 1001, "showing the diff");
    const last = Date.now();
    expect(last - started).toBe(1010);

    await vi.advanceTimersByTimeAsync(999);
    expect(silences).toEqual([]);
    await vi.advanceTimersByTimeAsync(201);
    expect(silences).toHaveLength(1);
    expect((silences[0] as number) - last).toBeGreaterThanOrEqual(1000);
    expect((silences[0] as number) - last).toBeLessThanOrEqual(1200);
  });
});
