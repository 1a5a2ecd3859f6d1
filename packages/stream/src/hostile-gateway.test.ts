import { createPointBudget, DecodeError, type PointBudget, TimeoutError } from "@perpkit/core";
import { afterEach, describe, expect, test, vi } from "vitest";
import { levelChange, ReferenceBook } from "../test/reference-book.js";
import {
  type ScriptedConnection,
  ScriptedServer,
  type ScriptedServerOptions,
} from "../test/scripted-server.js";
import type { OrderBookEvents } from "./book/order-book.js";
import type { WatchedOrderBook } from "./book/watch-order-book.js";
import { createStreamClient, type StreamClientOptions } from "./client.js";
import { StreamError } from "./errors.js";
import type { L2Book, Ticker } from "./generated/types.js";

// The client against a gateway that misbehaves on purpose: frames of the wrong shape, handshakes
// that never finish, closes that come too often, a feed that goes quiet, refusals to slow down.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(serverOptions: ScriptedServerOptions = {}, options: StreamClientOptions = {}) {
  const server = await ScriptedServer.start(serverOptions);
  cleanups.push(() => server.close());
  const client = createStreamClient({
    url: server.url,
    reconnect: { initialDelayMs: 5, maxDelayMs: 40 },
    ...options,
  });
  cleanups.push(() => client.close());
  return { server, client };
}

/** The next value of an event. */
function next<T>(on: (listener: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const off = on((value) => {
      off();
      resolve(value);
    });
  });
}

/** The first `count` values of an event. */
function values<T>(count: number, on: (listener: (value: T) => void) => () => void): Promise<T[]> {
  const seen: T[] = [];
  return new Promise((resolve) => {
    const off = on((value) => {
      seen.push(value);
      if (seen.length < count) return;
      off();
      resolve(seen);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ticker = (t: number): Ticker => ({ s: "BTCUSD", t, markPx: "100" });

const snapshot: L2Book = {
  s: "BTCUSD",
  t: 1_000,
  a: [["101", "1"]],
  b: [["99", "2"]],
};

/** A gateway that sends `snapshot` whenever L2Book is subscribed. */
const withSnapshots: ScriptedServerOptions = {
  onSubscribe: (topic, conn) => {
    if (topic.type === "L2Book") conn.push("L2Book", snapshot);
  },
};

describe("frames of the wrong shape", () => {
  test.each([
    ["null", "null"],
    ["a number", "42"],
    ["a string", '"x"'],
    ["an array", "[]"],
  ])(
    "a JSON frame that is %s is a DecodeError on the error event, and the connection carries on",
    async (_, frame) => {
      const { server, client } = await setup();
      const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
      await sub.ready;
      const conn = await server.connection(0);
      const error = next<unknown>((l) => client.on("error", l));
      conn.send(frame);
      expect(await error).toBeInstanceOf(DecodeError);
      const heard = next<Ticker>((l) => sub.on("message", l));
      conn.push("Ticker", ticker(7));
      expect((await heard).t).toBe(7);
      expect(server.tcpConnections).toBe(1);
      expect(client.status).toBe("open");
    },
  );
});

describe("frames this version cannot place", () => {
  test("a frame that is not JSON is a DecodeError on the error event, and the connection carries on", async () => {
    const { server, client } = await setup();
    await client.connect();
    const error = next<unknown>((l) => client.on("error", l));
    (await server.connection(0)).send("{not json");
    expect(await error).toMatchObject({ name: "DecodeError", path: "frame" });
    await client.ping();
    expect(server.tcpConnections).toBe(1);
  });

  test("a message of an event this version does not know is passed on as unhandled", async () => {
    const { server, client } = await setup();
    await client.connect();
    const unhandled = next<unknown>((l) => client.on("unhandled", l));
    (await server.connection(0)).send({ e: "Funding", t: 1, data: { rate: "0.0001" } });
    expect(await unhandled).toEqual({ e: "Funding", t: 1, data: { rate: "0.0001" } });
    expect(client.status).toBe("open");
  });

  test("a reply no request waits for is reported, and the connection carries on", async () => {
    const { server, client } = await setup();
    await client.connect();
    const error = next<{ code: string }>((l) => client.on("error", l));
    (await server.connection(0)).send({ ok: true });
    expect((await error).code).toBe("UNEXPECTED_REPLY");
    await client.ping();
    expect(server.tcpConnections).toBe(1);
  });

  test("a reply that does not fit its schema is reported, and the connection starts over", async () => {
    let first = true;
    const { server, client } = await setup({
      decide: (_, conn) => {
        if (!first) return undefined;
        first = false;
        conn.send({ ok: false, code: 7 });
        return "silent";
      },
    });
    const error = next<unknown>((l) => client.on("error", l));
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    expect(await error).toBeInstanceOf(DecodeError);
    await sub.ready;
    expect(server.connections).toHaveLength(2);
  });
});

describe("a gateway that stops reading", () => {
  test("gets no ping answered: the client drops the connection and opens another", async () => {
    const { server, client } = await setup({}, { pingIntervalMs: 10 });
    await client.connect();
    const dropped = next<{ error: unknown }>((l) => client.on("disconnected", l));
    (await server.connection(0)).stopReading();
    expect((await dropped).error).toBeInstanceOf(TimeoutError);
    await server.connection(1);
  });
});

describe("handshakes that never finish", () => {
  test("connectTimeoutMs gives up on the attempt without an uncaught error, and the client tries again", async () => {
    const { server, client } = await setup(
      { handshake: "never" },
      { connectTimeoutMs: 20, reconnect: { initialDelayMs: 5, maxDelayMs: 5 } },
    );
    const dropped = next<{ error: unknown; willReconnect: boolean }>((l) =>
      client.on("disconnected", l),
    );
    void client.connect().catch(() => undefined);
    const first = await dropped;
    expect(first.error).toBeInstanceOf(TimeoutError);
    expect(first.willReconnect).toBe(true);
    await server.until((s) => s.upgrades >= 3);
    expect(server.connections).toHaveLength(0);
  });
});

describe("reconnect storms", () => {
  test("a gateway that closes with 1000 right after each reply meets a growing backoff", async () => {
    const { server, client } = await setup(
      { onSubscribe: (_, conn) => conn.close(1000) },
      { reconnect: { initialDelayMs: 10, maxDelayMs: 40, jitter: 0, resetAfterMs: 60_000 } },
    );
    const delays = values<{ delayMs: number }>(5, (l) => client.on("reconnecting", l));
    client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    expect((await delays).map((d) => d.delayMs)).toEqual([10, 20, 40, 40, 40]);
    expect(server.tcpConnections).toBeLessThanOrEqual(6);
  });

  test("the backoff starts over only after a connection stayed up for resetAfterMs", async () => {
    // How long a connection stayed up is measured on a fake clock, which moves only when the
    // test says: a busy machine that notices a drop late cannot make it count as up.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    cleanups.push(async () => {
      vi.useRealTimers();
    });
    const { server, client } = await setup(
      { onConnection: (conn) => (server.connections.length <= 3 ? conn.terminate() : undefined) },
      {
        pingIntervalMs: 0,
        reconnect: { initialDelayMs: 10, maxDelayMs: 1_000, jitter: 0, resetAfterMs: 500 },
      },
    );
    const delays: number[] = [];
    client.on("reconnecting", (e) => delays.push(e.delayMs));
    await client.connect();
    for (let i = 0; i < 3; i++) {
      if (delays.length <= i) await next((l) => client.on("reconnecting", l));
      await vi.advanceTimersByTimeAsync(delays[i] as number);
    }
    await server.until((s) => s.connections.length === 4);
    if (client.status !== "open") await next((l) => client.on("connected", l));
    expect(delays).toEqual([10, 20, 40]);
    await vi.advanceTimersByTimeAsync(500);
    const after = next<{ delayMs: number }>((l) => client.on("reconnecting", l));
    server.latest()?.terminate();
    expect((await after).delayMs).toBe(10);
  });

  test("the gateway's 1000 close of a connection that stayed up reconnects at once", async () => {
    const { server, client } = await setup({}, { reconnect: { resetAfterMs: 20, jitter: 0 } });
    await client.connect();
    await sleep(40);
    const reconnecting = next<{ delayMs: number; code: number }>((l) =>
      client.on("reconnecting", l),
    );
    (await server.connection(0)).close(1000);
    expect(await reconnecting).toMatchObject({ delayMs: 0, code: 1000 });
  });

  /**
   * A gateway whose first `short` connections drop at once and whose next one carries Ticker
   * messages for `carryMs` (one unreadable frame among them when `unreadable`), then ends as
   * `end` says; resolves with the delays the client announced. The clock is a fake one that the
   * test moves, so "how long the connection carried data" is exact.
   */
  async function afterDataFor(
    carryMs: number,
    end: (conn: ScriptedConnection) => void,
    { unreadable = false, stopAfterMs = carryMs } = {},
  ) {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    const short = 3;
    const { server, client } = await setup(
      {
        onConnection: (conn) => {
          if (server.connections.length <= short) conn.terminate();
        },
      },
      {
        pingIntervalMs: 0,
        reconnect: {
          initialDelayMs: 10,
          maxDelayMs: 1_000,
          jitter: 0,
          resetAfterMs: 60_000,
          resetAfterDataMs: 30,
        },
      },
    );
    cleanups.push(async () => {
      vi.useRealTimers();
    });
    const delays: number[] = [];
    client.on("reconnecting", (e) => delays.push(e.delayMs));
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    for (let i = 0; i < short; i++) {
      if (delays.length <= i) await next((l) => client.on("reconnecting", l));
      await vi.advanceTimersByTimeAsync(delays[i] as number);
    }
    await sub.ready;
    const conn = await server.connection(short);
    for (let elapsed = 0; elapsed < carryMs; elapsed += 5) {
      if (elapsed < stopAfterMs) conn.push("Ticker", ticker(elapsed));
      if (unreadable && elapsed === 10) conn.send("{not json");
      await conn.roundTrip();
      await vi.advanceTimersByTimeAsync(5);
    }
    const after = next<{ delayMs: number }>((l) => client.on("reconnecting", l));
    end(conn);
    return { before: delays.slice(0, short), after: (await after).delayMs };
  }

  test("a connection that carried data correctly for resetAfterDataMs starts the backoff over, though it did not last resetAfterMs", async () => {
    const { before, after } = await afterDataFor(80, (conn) => conn.terminate());
    expect(before).toEqual([10, 20, 40]);
    expect(after).toBe(10);
  });

  test("its close with code 1000 waits the first delay: only a connection that lasted resetAfterMs reconnects at once", async () => {
    const { after } = await afterDataFor(80, (conn) => conn.close(1000));
    expect(after).toBe(10);
  });

  test("a connection whose frames stopped before resetAfterDataMs does not start the backoff over", async () => {
    const { after } = await afterDataFor(80, (conn) => conn.terminate(), { stopAfterMs: 10 });
    expect(after).toBe(80);
  });

  test("a connection that carried an unreadable frame does not start the backoff over", async () => {
    const { after } = await afterDataFor(80, (conn) => conn.terminate(), { unreadable: true });
    expect(after).toBe(80);
  });

  test("a connection that carried data but dropped before resetAfterDataMs does not start the backoff over", async () => {
    const { after } = await afterDataFor(15, (conn) => conn.terminate());
    expect(after).toBe(80);
  });

  test("reconnects spend at most their share of the connection budget, then wait", async () => {
    const budget = createPointBudget({ points: 3500, windowMs: 300_000 });
    const { server, client } = await setup(
      { onConnection: (conn) => conn.terminate() },
      // 2% of 3,500 points is 70: seven reconnects of 10 points each.
      { budget, reconnect: { initialDelayMs: 1, maxDelayMs: 1, jitter: 0, budgetShare: 0.02 } },
    );
    const waiting = next<{ delayMs: number }>((l) =>
      client.on("reconnecting", (e) => e.delayMs > 60_000 && l(e)),
    );
    void client.connect().catch(() => undefined);
    expect((await waiting).delayMs).toBeGreaterThan(250_000);
    expect(server.connections).toHaveLength(1 + 7);
    expect(budget.available()).toBe(3500 - 10 * 8);
  });

  test("subscriptions restored after a reconnect are paid from the same share", async () => {
    const { server, client } = await setup(
      { onSubscribe: (_, conn) => conn.terminate() },
      // 35 points: two reconnects with one restored subscription each (10 + 5, twice), not a third.
      { reconnect: { initialDelayMs: 1, maxDelayMs: 1, jitter: 0, budgetShare: 0.01 } },
    );
    const waiting = next<{ delayMs: number }>((l) =>
      client.on("reconnecting", (e) => e.delayMs > 60_000 && l(e)),
    );
    client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await waiting;
    expect(server.connections).toHaveLength(3);
    expect(server.connections.map((c) => c.count("subscribe"))).toEqual([1, 1, 1]);
  });
});

describe("the budget and a connection that goes away", () => {
  test("subscriptions waiting to be restored on a connection that went away are not paid for", async () => {
    const pool = createPointBudget({ points: 3500, windowMs: 300_000 });
    const spent: number[] = [];
    const budget: PointBudget = {
      available: () => pool.available(),
      waitTime: (cost) => pool.waitTime(cost),
      tryTake: (cost) => pool.tryTake(cost) && spent.push(cost) > 0,
      take: (cost, signal) => pool.take(cost, signal).then(() => void spent.push(cost)),
    };
    const { server, client } = await setup(
      {
        decide: ({ event }, conn) => {
          if (event !== "subscribe" || conn !== server.connections[1]) return undefined;
          // The first subscribe restored on the second connection gets no answer: the
          // connection drops, and the two queued behind it never go out.
          setTimeout(() => conn.terminate(), 5);
          return "hold";
        },
      },
      { budget, reconnect: { initialDelayMs: 5, maxDelayMs: 5, jitter: 0 } },
    );
    const subs = ["BTCUSD", "ETHUSD", "SOLUSD"].map((symbol) =>
      client.subscribe({ type: "Ticker", symbol }),
    );
    await Promise.all(subs.map((s) => s.ready));
    (await server.connection(0)).terminate();
    const third = await server.connection(2);
    await third.nextRequest((r) => r.event === "subscribe" && third.count("subscribe") === 3);
    expect(server.connections[1]?.count("subscribe")).toBe(1);
    // Three connections; three subscribes on the first, one on the second, three on the third.
    expect(spent).toEqual([10, 5, 5, 5, 10, 5, 10, 5, 5, 5]);
  });
});

describe("malformed book messages", () => {
  test("a diff with pt: null is a gap: the book resyncs and is never replaced by it", async () => {
    const { server, client } = await setup(withSnapshots);
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    const conn = await server.connection(0);
    const first = new Promise<string>((resolve) => {
      book.on("update", (u) => resolve(`update ${u.kind}`));
      book.on("resync", (r) => resolve(`resync ${r.reason}`));
    });
    conn.push("L2Book", { s: "BTCUSD", t: 1_001, pt: null, a: [["105", "1"]], b: [] });
    expect(await first).toBe("resync invalid-message");
    expect(book.status).toBe("syncing");
    await conn.nextRequest((m) => m.event === "unsubscribe");
    await next((l) => book.on("update", l));
    expect(book.depth()).toEqual({
      bids: [{ price: "99", quantity: "2" }],
      asks: [{ price: "101", quantity: "1" }],
    });
  });
});

describe("a feed that goes quiet", () => {
  test("a book that hears nothing for staleAfterMs says so and resyncs", async () => {
    const { server, client } = await setup(withSnapshots);
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 30 });
    await book.ready;
    const conn = await server.connection(0);
    const resync = next<OrderBookEvents["resync"]>((l) => book.on("resync", l));
    expect((await resync).reason).toBe("silent");
    expect(book.status).toBe("syncing");
    await conn.nextRequest((m) => m.event === "unsubscribe");
    await next((l) => book.on("update", l));
    expect(book.status).toBe("live");
    expect(conn.count("subscribe")).toBe(2);
  });

  test("a book that keeps hearing diffs stays live", async () => {
    // The silence the book measures is on a fake clock: 10 ms between diffs, however long a busy
    // machine takes to deliver them.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    cleanups.push(async () => {
      vi.useRealTimers();
    });
    const { server, client } = await setup(withSnapshots);
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 40 });
    await book.ready;
    const conn = await server.connection(0);
    const resyncs: string[] = [];
    book.on("resync", (r) => resyncs.push(r.reason));
    for (let t = 1_001; t <= 1_010; t++) {
      conn.push("L2Book", { s: "BTCUSD", t, pt: t - 1, a: [], b: [] });
      await conn.roundTrip();
      await vi.advanceTimersByTimeAsync(10);
    }
    await client.ping();
    expect(resyncs).toEqual([]);
    expect(book.time).toBe(1_010);
  });
});

describe("RATE_LIMIT on subscribe", () => {
  test("is retried with backoff, paid from the budget, and never reaches the subscriber when a retry succeeds", async () => {
    let refusals = 2;
    const budget = createPointBudget({ points: 3500, windowMs: 300_000 });
    const { server, client } = await setup(
      {
        decide: ({ event }) => (event === "subscribe" && refusals-- > 0 ? "RATE_LIMIT" : undefined),
      },
      { budget, rateLimitRetry: { initialDelayMs: 5 } },
    );
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const errors: unknown[] = [];
    sub.on("error", (e) => errors.push(e));
    await sub.ready;
    expect(sub.status).toBe("active");
    expect(errors).toEqual([]);
    expect((await server.connection(0)).count("subscribe")).toBe(3);
    expect(budget.available()).toBe(3500 - 10 - 3 * 5);
  });

  test("fails the subscription with RATE_LIMIT once the retries are spent", async () => {
    const { server, client } = await setup(
      { decide: () => "RATE_LIMIT" },
      { rateLimitRetry: { maxRetries: 2, initialDelayMs: 1 } },
    );
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await expect(sub.ready).rejects.toBeInstanceOf(StreamError);
    expect(sub.error?.code).toBe("RATE_LIMIT");
    expect((await server.connection(0)).count("subscribe")).toBe(3);
  });

  test("while restoring after a reconnect is retried too, and the subscription comes back", async () => {
    let refuse = false;
    const { server, client } = await setup(
      {
        decide: ({ event }) => {
          if (event !== "subscribe" || !refuse) return undefined;
          refuse = false;
          return "RATE_LIMIT";
        },
      },
      { rateLimitRetry: { initialDelayMs: 5 } },
    );
    const sub = client.subscribe({
      type: "OrderFill",
      subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
    });
    await sub.ready;
    const failures: unknown[] = [];
    client.on("restoreFailed", (f) => failures.push(f));
    sub.on("error", (e) => failures.push(e));
    refuse = true;
    (await server.connection(0)).terminate();
    const second = await server.connection(1);
    await second.nextRequest((m) => m.event === "subscribe" && second.count("subscribe") === 2);
    if (sub.status !== "active") await next((l) => sub.on("status", l));
    expect(sub.status).toBe("active");
    expect(failures).toEqual([]);
  });
});

/**
 * A gateway's feed of BTCUSD: the snapshot of its reference book after each accepted subscribe,
 * and a diff every `intervalMs` to the connections subscribed to it.
 */
async function feeding(intervalMs: number, options: StreamClientOptions = {}) {
  const reference = new ReferenceBook("BTCUSD");
  const result = await setup(
    {
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", reference.snapshot());
      },
    },
    options,
  );
  const timer = setInterval(() => {
    const diff = reference.change([levelChange("b", 1 + (reference.t % 4), 1_000_000_000n)]);
    for (const conn of result.server.connections) {
      if (conn.topics.has("L2Book|BTCUSD")) conn.push("L2Book", diff);
    }
  }, intervalMs);
  cleanups.push(async () => clearInterval(timer));
  return { ...result, reference };
}

/** Resolves once the book is live on the gateway's latest book, checking it equals it. */
function caughtUp(book: WatchedOrderBook, reference: ReferenceBook): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (book.status !== "live") return;
      const time = book.time as number;
      if (JSON.stringify(book.depth()) !== JSON.stringify(reference.at(time))) {
        reject(new Error(`the book at ${time} differs from the gateway's`));
      } else if (time >= reference.t - 1) resolve();
    };
    book.on("update", check);
  });
}

describe("frames that arrive together", () => {
  test("the reply, the snapshot and the diffs after it in one read: the book applies them all, in order", async () => {
    const reference = new ReferenceBook("BTCUSD");
    const { server, client } = await setup({
      decide: () => "hold",
      onSubscribe: (_, conn) => conn.push("L2Book", reference.snapshot()),
    });
    const book = client.watchOrderBook("BTCUSD");
    const conn = await server.connection(0);
    const request = await conn.nextRequest((r) => r.event === "subscribe");
    conn.together(() => {
      conn.answer(request, "ok");
      conn.push("L2Book", reference.change([levelChange("b", 2, 3_000_000_000n)]));
      conn.push("L2Book", reference.change([levelChange("a", 1, 1_500_000_000n)]));
    });
    await caughtUp(book, reference);
    expect(book.time).toBe(reference.t);
    expect(book.depth()).toEqual(reference.at(reference.t));
  });
});

describe("a gateway that goes quiet in other ways", () => {
  test("accepts a subscribe but sends no snapshot: the book counts it as silence and subscribes again", async () => {
    let subscribes = 0;
    const { server, client } = await setup({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book" && ++subscribes > 1) conn.push("L2Book", snapshot);
      },
    });
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 30 });
    const resync = next<OrderBookEvents["resync"]>((l) => book.on("resync", l));
    expect((await resync).reason).toBe("silent");
    await book.ready;
    expect(book.status).toBe("live");
    expect((await server.connection(0)).count("subscribe")).toBe(2);
  });

  test("stalls and then flushes what piled up as one burst: the book resyncs on the silence and comes back live", async () => {
    const { server, client, reference } = await feeding(5);
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 40 });
    await book.ready;
    const conn = await server.connection(0);
    const silent = next<OrderBookEvents["resync"]>((l) => book.on("resync", l));
    conn.hold();
    expect((await silent).reason).toBe("silent");
    await sleep(60);
    const back = caughtUp(book, reference);
    conn.release();
    await back;
    expect(server.connections).toHaveLength(1);
  });

  test("goes half-open: the book resyncs on the silence, the resubscribe gets no reply, and the client reconnects", async () => {
    const { server, client, reference } = await feeding(5, { replyTimeoutMs: 50 });
    const book = client.watchOrderBook("BTCUSD", { staleAfterMs: 40 });
    await book.ready;
    const dropped = next<{ error: unknown }>((l) => client.on("disconnected", l));
    (await server.connection(0)).goHalfOpen();
    expect((await dropped).error).toBeInstanceOf(TimeoutError);
    await server.connection(1);
    await caughtUp(book, reference);
  });

  test("answers the handshake late: the client gives up after connectTimeoutMs and tries again", async () => {
    const { server, client } = await setup(withSnapshots, { connectTimeoutMs: 30 });
    server.handshakeDelayMs = 200;
    const dropped = next<{ error: unknown }>((l) => client.on("disconnected", l));
    const book = client.watchOrderBook("BTCUSD");
    expect((await dropped).error).toBeInstanceOf(TimeoutError);
    server.handshakeDelayMs = 0;
    await book.ready;
    expect(server.upgrades).toBeGreaterThanOrEqual(2);
  });
});
