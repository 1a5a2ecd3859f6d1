import { createPointBudget, limits, TimeoutError, ValidationError } from "@perpkit/core";
import { afterEach, describe, expect, test, vi } from "vitest";
import WebSocket from "ws";
import { ScriptedServer } from "../test/scripted-server.js";
import { createStreamClient, type StreamClient, type StreamClientOptions } from "./client.js";
import { StreamClosedError, StreamError } from "./errors.js";
import type { L2Book, Order, Ticker } from "./generated/types.js";

const SUBACCOUNT_A = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
const SUBACCOUNT_B = "0b3c6a10-2f5e-4c1d-8a9b-7e6d5c4b3a21";
const SUBACCOUNT_C = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(
  serverOptions: Parameters<typeof ScriptedServer.start>[0] = {},
  clientOptions: StreamClientOptions = {},
) {
  const server = await ScriptedServer.start(serverOptions);
  cleanups.push(() => server.close());
  const client = createStreamClient({
    url: server.url,
    reconnect: { initialDelayMs: 5, maxDelayMs: 40 },
    ...clientOptions,
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

function ticker(symbol: string, t: number): Ticker {
  return { s: symbol, t, bidPx: "100.5", askPx: "101" };
}

function order(subaccountId: string, id: string): Order {
  return {
    id,
    otyp: "LIMIT",
    qty: "1.5",
    aqty: "1.5",
    fill: "0",
    px: "100",
    sd: 0,
    s: "BTCUSD",
    sid: subaccountId,
    sn: "0x00000000000000000000000000000000000000aa",
    st: "NEW",
    t: 1,
    et: 1,
    tr: "NOT_TRIGGERED",
    ro: false,
    cl: false,
  };
}

describe("subscriptions", () => {
  test("each subscription receives its own symbol's messages only", async () => {
    const { server, client } = await setup();
    const btc = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const eth = client.subscribe({ type: "Ticker", symbol: "ETHUSD" });
    await Promise.all([btc.ready, eth.ready]);
    const conn = await server.connection(0);
    const btcMessage = next<Ticker>((l) => btc.on("message", l));
    const ethMessage = next<Ticker>((l) => eth.on("message", l));
    conn.push("Ticker", ticker("ETHUSD", 1));
    conn.push("Ticker", ticker("BTCUSD", 2));
    expect(await btcMessage).toEqual(ticker("BTCUSD", 2));
    expect(await ethMessage).toEqual(ticker("ETHUSD", 1));
  });

  test("a subscription is an async iterator and a callback source at once", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "OrderUpdate", subaccountId: SUBACCOUNT_A });
    const heard: string[] = [];
    sub.on("message", (m) => heard.push(m.d[0]?.id ?? ""));
    await sub.ready;
    const conn = await server.connection(0);
    const iterator = sub[Symbol.asyncIterator]();
    conn.push("OrderUpdate", { t: 1, d: [order(SUBACCOUNT_A, "o-1")] });
    conn.push("OrderUpdate", { t: 2, d: [order(SUBACCOUNT_A, "o-2")] });
    expect((await iterator.next()).value?.d[0]?.id).toBe("o-1");
    expect((await iterator.next()).value?.d[0]?.id).toBe("o-2");
    expect(heard).toEqual(["o-1", "o-2"]);
  });

  test("account messages are routed by the subaccount id inside them", async () => {
    const { server, client } = await setup();
    const a = client.subscribe({ type: "OrderUpdate", subaccountId: SUBACCOUNT_A });
    const b = client.subscribe({ type: "OrderUpdate", subaccountId: SUBACCOUNT_B });
    await Promise.all([a.ready, b.ready]);
    const conn = await server.connection(0);
    const toB = next<{ d: Order[] }>((l) => b.on("message", l));
    let toA = 0;
    a.on("message", () => toA++);
    conn.push("OrderUpdate", { t: 1, d: [order(SUBACCOUNT_B, "o-b")] });
    expect((await toB).d[0]?.id).toBe("o-b");
    expect(toA).toBe(0);
  });

  test("unknown properties and unknown enumeration values pass through", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "OrderUpdate", subaccountId: SUBACCOUNT_A });
    await sub.ready;
    const conn = await server.connection(0);
    const received = next<{ d: Order[] }>((l) => sub.on("message", l));
    conn.send({
      e: "OrderUpdate",
      t: 1,
      data: { t: 1, d: [{ ...order(SUBACCOUNT_A, "o-1"), st: "PARKED", venue: "x" }] },
    });
    const first = (await received).d[0] as Order & { venue?: string };
    expect(first.st).toBe("PARKED");
    expect(first.venue).toBe("x");
  });

  test("a refusal reaches only the subscriber it concerns, as a StreamError with the code", async () => {
    const { client } = await setup({ unknownSymbols: ["NOPEUSD"] });
    const good = client.subscribe({ type: "L2Book", symbol: "BTCUSD" });
    const bad = client.subscribe({ type: "L2Book", symbol: "NOPEUSD" });
    const heard = next<unknown>((l) => bad.on("error", l));
    let goodErrors = 0;
    good.on("error", () => goodErrors++);
    await expect(bad.ready).rejects.toMatchObject({
      name: "StreamError",
      code: "UNKNOWN_PRODUCT",
      topic: { type: "L2Book", symbol: "NOPEUSD" },
    });
    expect(await heard).toBeInstanceOf(StreamError);
    expect(bad.status).toBe("failed");
    expect(bad.error?.code).toBe("UNKNOWN_PRODUCT");
    await expect(bad[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(StreamError);
    await good.ready;
    expect(good.status).toBe("active");
    expect(goodErrors).toBe(0);
  });

  test("an iterator waiting for a message receives the refusal", async () => {
    const { client } = await setup({ decide: () => "SUBSCRIPTION_FAILED" });
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const consumed = (async () => {
      for await (const _ of sub) {
        // No message comes: the refusal ends the loop.
      }
    })();
    await expect(consumed).rejects.toMatchObject({ code: "SUBSCRIPTION_FAILED" });
  });

  test("over the subscription cap the gateway answers SUBSCRIPTION_LIMIT_EXCEEDED to that subscription only", async () => {
    const { client } = await setup({ subscriptionCap: 2 });
    const a = client.subscribe({ type: "OrderUpdate", subaccountId: SUBACCOUNT_A });
    const b = client.subscribe({ type: "OrderFill", subaccountId: SUBACCOUNT_A });
    const c = client.subscribe({ type: "PositionUpdate", subaccountId: SUBACCOUNT_B });
    const market = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" });
    await Promise.all([a.ready, b.ready, market.ready]);
    await expect(c.ready).rejects.toMatchObject({ code: "SUBSCRIPTION_LIMIT_EXCEEDED" });
    expect([a.status, b.status, market.status]).toEqual(["active", "active", "active"]);
  });

  test("replies that echo their request are matched to it", async () => {
    const { client } = await setup({
      echo: true,
      decide: ({ topic }) => (topic.symbol === "ETHUSD" ? "INTERNAL_ERROR" : undefined),
    });
    const btc = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const eth = client.subscribe({ type: "Ticker", symbol: "ETHUSD" });
    await btc.ready;
    await expect(eth.ready).rejects.toMatchObject({ code: "INTERNAL_ERROR" });
  });

  test("unsubscribe tells the gateway and ends the iterator", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const iterator = sub[Symbol.asyncIterator]();
    const pending = iterator.next();
    await sub.unsubscribe();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(sub.status).toBe("closed");
    const conn = await server.connection(0);
    expect(conn.requests.at(-1)).toEqual({
      event: "unsubscribe",
      data: { type: "Ticker", symbol: "BTCUSD" },
    });
    expect(conn.topics.size).toBe(0);
  });

  test("breaking out of a for-await loop unsubscribes", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const conn = await server.connection(0);
    conn.push("Ticker", ticker("BTCUSD", 1));
    for await (const message of sub) {
      expect(message.t).toBe(1);
      break;
    }
    await conn.nextRequest((m) => m.event === "unsubscribe");
    expect(sub.status).toBe("closed");
  });

  test("a refused unsubscribe rejects with a StreamError naming UNSUBSCRIBE_FAILED", async () => {
    const { client } = await setup({
      decide: ({ event }) => (event === "unsubscribe" ? "UNSUBSCRIBE_FAILED" : undefined),
    });
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    await expect(sub.unsubscribe()).rejects.toMatchObject({
      code: "UNSUBSCRIBE_FAILED",
      request: "unsubscribe",
    });
  });

  test("two local subscriptions to one topic share one gateway subscription", async () => {
    const { server, client } = await setup();
    const one = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const two = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await Promise.all([one.ready, two.ready]);
    const conn = await server.connection(0);
    expect(conn.requests.filter((m) => m.event === "subscribe")).toHaveLength(1);
    await one.unsubscribe();
    expect(conn.requests.filter((m) => m.event === "unsubscribe")).toHaveLength(0);
    const heard = next<Ticker>((l) => two.on("message", l));
    conn.push("Ticker", ticker("BTCUSD", 7));
    expect((await heard).t).toBe(7);
  });

  test("a message that does not fit its schema reaches its subscriber as a DecodeError, and the stream goes on", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "L2Book", symbol: "BTCUSD" });
    await sub.ready;
    const conn = await server.connection(0);
    const error = next<unknown>((l) => sub.on("error", l));
    conn.send({ e: "L2Book", t: 1, data: { s: "BTCUSD", t: 1, a: [["100", 5]], b: [] } });
    expect(await error).toMatchObject({ name: "DecodeError", path: "L2BookMessage.data.a.0.1" });
    const book: L2Book = { s: "BTCUSD", t: 2, a: [], b: [] };
    const message = next<L2Book>((l) => sub.on("message", l));
    conn.push("L2Book", book);
    expect(await message).toEqual(book);
    expect(sub.status).toBe("active");
  });

  test("refuses an unknown channel and a malformed subaccount id before sending anything", async () => {
    const { client } = await setup();
    expect(() => client.subscribe({ type: "Candles", symbol: "BTCUSD" } as never)).toThrow(
      new ValidationError(
        "type",
        'must be one of L2Book, Ticker, TradeFill, SubaccountLiquidation, PositionUpdate, OrderUpdate, OrderFill, TokenTransfer, got "Candles"',
      ),
    );
    expect(() => client.subscribe({ type: "OrderFill", subaccountId: "primary" })).toThrow(
      ValidationError,
    );
    expect(() => client.subscribe({ type: "Ticker", subaccountId: SUBACCOUNT_A } as never)).toThrow(
      "symbol must be a non-empty string",
    );
    expect(client.status).toBe("idle");
  });

  test("close ends every subscription and iterator", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const pending = sub[Symbol.asyncIterator]().next();
    const conn = await server.connection(0);
    await client.close();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(sub.status).toBe("closed");
    expect((await conn.closed).code).toBe(1000);
    expect(() => client.subscribe({ type: "Ticker", symbol: "BTCUSD" })).toThrow(StreamClosedError);
  });
});

describe("reconnecting", () => {
  test("the gateway's code-1000 close of a lasting connection is a reconnect: at once, and every subscription comes back", async () => {
    const { server, client } = await setup(
      {},
      { reconnect: { initialDelayMs: 5, maxDelayMs: 40, resetAfterMs: 10 } },
    );
    const ticks = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const orders = client.subscribe({ type: "OrderUpdate", subaccountId: SUBACCOUNT_A });
    await Promise.all([ticks.ready, orders.ready]);
    // The connection has lasted resetAfterMs: the gateway's lifetime close, not a storm.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const events: string[] = [];
    client.on("disconnected", (e) => events.push(`disconnected ${e.code} ${e.willReconnect}`));
    client.on("reconnecting", (e) =>
      events.push(`reconnecting ${e.attempt} after ${e.delayMs} ms`),
    );
    const reconnected = next<{ reconnected: boolean }>((l) => client.on("connected", l));
    (await server.connection(0)).close(1000);
    expect(await reconnected).toMatchObject({ reconnected: true });
    expect(events).toEqual(["disconnected 1000 true", "reconnecting 1 after 0 ms"]);
    const second = await server.connection(1);
    await second.nextRequest((m) => m.event === "subscribe" && m.data.type === "Ticker");
    await second.nextRequest((m) => m.event === "subscribe" && m.data.type === "OrderUpdate");
    const tick = next<Ticker>((l) => ticks.on("message", l));
    const active = next<string>((l) => orders.on("status", l));
    expect(await active).toBe("active");
    second.push("Ticker", ticker("BTCUSD", 99));
    expect((await tick).t).toBe(99);
  });

  test("an abrupt drop reconnects after a backoff with jitter and restores every subscription", async () => {
    const { server, client } = await setup(
      {},
      { reconnect: { initialDelayMs: 20, factor: 2, jitter: 0.5 }, random: () => 0.5 },
    );
    const subs = [
      client.subscribe({ type: "L2Book", symbol: "BTCUSD" }),
      client.subscribe({ type: "TokenTransfer", subaccountId: SUBACCOUNT_A }),
      client.subscribe({ type: "PositionUpdate", subaccountId: SUBACCOUNT_B }),
    ];
    await Promise.all(subs.map((s) => s.ready));
    const reconnecting = next<{ attempt: number; delayMs: number; code: number }>((l) =>
      client.on("reconnecting", l),
    );
    const statuses = next<string>((l) => subs[0]?.on("status", l) ?? (() => {}));
    (await server.connection(0)).terminate();
    // 20 ms, less half of it at random 0.5: 20 * (1 - 0.5 * 0.5).
    expect(await reconnecting).toEqual({ attempt: 1, delayMs: 15, code: 1006 });
    expect(await statuses).toBe("reconnecting");
    const second = await server.connection(1);
    for (const sub of subs) {
      await second.nextRequest((m) => m.event === "subscribe" && m.data.type === sub.channel);
      if (sub.status !== "active") await next((l) => sub.on("status", l));
    }
    expect(second.topics.size).toBe(3);
  });

  test("failed attempts back off exponentially up to the maximum", async () => {
    const { server, client } = await setup(
      {},
      {
        reconnect: { initialDelayMs: 4, factor: 2, maxDelayMs: 10, jitter: 0 },
      },
    );
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const delays: number[] = [];
    const fourth = new Promise<void>((resolve) =>
      client.on("reconnecting", (e) => {
        delays.push(e.delayMs);
        if (delays.length === 4) resolve();
      }),
    );
    await server.close();
    await fourth;
    expect(delays).toEqual([4, 8, 10, 10]);
  });

  test("a subscription the gateway refuses after a reconnect is reported as restoreFailed and fails", async () => {
    let refuse = false;
    const { server, client } = await setup({
      decide: ({ event, topic }) =>
        refuse && event === "subscribe" && topic.subaccountId === SUBACCOUNT_C
          ? "SUBSCRIPTION_LIMIT_EXCEEDED"
          : undefined,
    });
    const kept = client.subscribe({ type: "OrderFill", subaccountId: SUBACCOUNT_A });
    const lost = client.subscribe({ type: "OrderFill", subaccountId: SUBACCOUNT_C });
    await Promise.all([kept.ready, lost.ready]);
    refuse = true;
    const restoreFailed = next<{ topic: unknown; error: StreamError }>((l) =>
      client.on("restoreFailed", l),
    );
    const lostError = next<unknown>((l) => lost.on("error", l));
    (await server.connection(0)).terminate();
    const report = await restoreFailed;
    expect(report.topic).toEqual({ type: "OrderFill", subaccountId: SUBACCOUNT_C });
    expect(report.error.code).toBe("SUBSCRIPTION_LIMIT_EXCEEDED");
    expect(await lostError).toBe(report.error);
    expect(lost.status).toBe("failed");
    if (kept.status !== "active") await next((l) => kept.on("status", l));
    expect(kept.status).toBe("active");
  });

  test("after maxAttempts failures in a row the client gives up and fails every subscription", async () => {
    const { server, client } = await setup(
      {},
      { reconnect: { initialDelayMs: 1, maxAttempts: 2 } },
    );
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const failed = next<unknown>((l) => sub.on("error", l));
    await server.close();
    expect(await failed).toBeInstanceOf(StreamClosedError);
    expect(client.status).toBe("closed");
  });

  test("a reply that never comes drops the connection and the subscription is sent again", async () => {
    let first = true;
    const { server, client } = await setup(
      {
        decide: () => {
          if (!first) return undefined;
          first = false;
          return "silent";
        },
      },
      { replyTimeoutMs: 30 },
    );
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const dropped = next<{ error: unknown }>((l) => client.on("disconnected", l));
    expect((await dropped).error).toBeInstanceOf(TimeoutError);
    await sub.ready;
    expect((await server.connection(1)).topics.size).toBe(1);
  });
});

describe("keep-alive", () => {
  test("sends protocol ping frames on the interval", async () => {
    // The interval runs on a fake clock: each tick sends a ping, or drops the link when the pong
    // to the last one has not come. The test moves it only once that pong is in (the gateway's
    // own ping round trip after it), so a busy machine cannot make a pong late.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { server, client } = await setup({}, { pingIntervalMs: 10 });
      await client.connect();
      const conn = await server.connection(0);
      for (let sent = 1; sent <= 3; sent++) {
        vi.advanceTimersByTime(10);
        expect(await conn.receivedPings(sent)).toBe(sent);
        await conn.roundTrip();
      }
      expect(client.status).toBe("open");
      expect(server.connections).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a connection that stops answering pings is dropped and reopened", async () => {
    const { server, client } = await setup({ answerPings: false }, { pingIntervalMs: 10 });
    await client.connect();
    const dropped = await next<{ error: unknown; willReconnect: boolean }>((l) =>
      client.on("disconnected", l),
    );
    expect(dropped.error).toBeInstanceOf(TimeoutError);
    expect(dropped.willReconnect).toBe(true);
    await server.connection(1);
  });

  test("an application ping returns the gateway's time", async () => {
    const { client } = await setup({ clock: () => 1_700_000_000_123 });
    const result = await client.ping();
    expect(result.serverTime).toBe(1_700_000_000_123);
    expect(result.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  test("application pings on an interval keep the connection, and an unanswered one drops it", async () => {
    const { server, client } = await setup(
      {},
      { applicationPingIntervalMs: 10, pongTimeoutMs: 20, pingIntervalMs: 0 },
    );
    await client.connect();
    const conn = await server.connection(0);
    await conn.nextRequest((m) => m.event === "ping");
    conn.socket.removeAllListeners("message");
    const dropped = await next<{ error: unknown }>((l) => client.on("disconnected", l));
    expect(dropped.error).toBeInstanceOf(TimeoutError);
  });
});

describe("rate-limit budget", () => {
  test("a connection costs 10 points and a subscription 5, from the generated limits", async () => {
    const budget = createPointBudget({ points: 3500, windowMs: 300_000 });
    const { client } = await setup({}, { budget });
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const { websocketConnection, websocketSubscription } = limits.rateLimit.costs;
    expect([websocketConnection, websocketSubscription]).toEqual([10, 5]);
    expect(budget.available()).toBe(3500 - 10 - 5);
    await sub.resubscribe();
    expect(budget.available()).toBe(3500 - 10 - 5 - 5);
  });

  test("when the pool is spent the next subscription waits for points to come back", async () => {
    const budget = createPointBudget({ points: 15, windowMs: 150 });
    const { server, client } = await setup({}, { budget });
    const first = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await first.ready;
    const second = client.subscribe({ type: "Ticker", symbol: "ETHUSD" });
    const conn = await server.connection(0);
    expect(budget.available()).toBe(0);
    expect(conn.requests.filter((m) => m.event === "subscribe")).toHaveLength(1);
    await second.ready;
    expect(conn.requests.filter((m) => m.event === "subscribe")).toHaveLength(2);
  });

  test("a reconnect waits for the pool when a storm of reconnects spent it", async () => {
    const budget = createPointBudget({ points: 10, windowMs: 60_000 });
    const { server, client } = await setup(
      {},
      { budget, reconnect: { initialDelayMs: 1, jitter: 0 } },
    );
    await client.connect();
    const reconnecting = next<{ delayMs: number }>((l) => client.on("reconnecting", l));
    (await server.connection(0)).terminate();
    // The only connection's 10 points come back when its spend leaves the 60 s window.
    expect((await reconnecting).delayMs).toBeGreaterThan(59_000);
    expect(server.connections).toHaveLength(1);
  });
});

describe("sockets", () => {
  test("uses the WebSocket class it is given", async () => {
    let constructed = 0;
    class CountingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        constructed++;
      }
    }
    const { client } = await setup({}, { WebSocket: CountingWebSocket as never });
    await client.connect();
    expect(constructed).toBe(1);
  });

  test("reads binary frames as UTF-8 JSON", async () => {
    const { server, client } = await setup();
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const heard = next<Ticker>((l) => sub.on("message", l));
    const frame = JSON.stringify({ e: "Ticker", t: 5, data: ticker("BTCUSD", 5) });
    (await server.connection(0)).socket.send(Buffer.from(frame), { binary: true });
    expect((await heard).t).toBe(5);
  });

  test("reads text and binary frames through a socket with only the browser's interface", async () => {
    // What a browser's WebSocket offers: no on(), ping() or terminate(); frames as MessageEvents.
    class BrowserLikeWebSocket {
      private readonly socket: WebSocket;
      onopen: ((event: unknown) => void) | null = null;
      onclose: ((event: { code: number; reason: string }) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onmessage: ((event: { data: unknown }) => void) | null = null;
      constructor(url: string) {
        this.socket = new WebSocket(url);
        this.socket.binaryType = "arraybuffer";
        this.socket.onopen = (event) => this.onopen?.(event);
        this.socket.onclose = (event) => this.onclose?.(event);
        this.socket.onerror = (event) => this.onerror?.(event);
        this.socket.onmessage = (event) => this.onmessage?.({ data: event.data });
      }
      get readyState() {
        return this.socket.readyState;
      }
      send(data: string) {
        this.socket.send(data);
      }
      close(code?: number, reason?: string) {
        this.socket.close(code, reason);
      }
    }
    const { server, client } = await setup({}, { WebSocket: BrowserLikeWebSocket as never });
    const sub = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    await sub.ready;
    const connection = await server.connection(0);
    for (const [t, binary] of [
      [6, false],
      [7, true],
    ] as const) {
      const heard = next<Ticker>((l) => sub.on("message", l));
      const frame = JSON.stringify({ e: "Ticker", t, data: ticker("BTCUSD", t) });
      connection.socket.send(binary ? Buffer.from(frame) : frame, { binary });
      expect((await heard).t).toBe(t);
    }
  });

  test("the network option picks the gateway URL from the presets", () => {
    const client: StreamClient = createStreamClient({ network: "testnet" });
    expect(client.url).toBe("wss://ws2.etherealtest.net/v1/stream");
    expect(createStreamClient({ network: "local" }).url).toBe("ws://127.0.0.1:7420/v1/stream");
    expect(createStreamClient({ network: { wsUrl: "ws://127.0.0.1:1/v1/stream" } }).url).toBe(
      "ws://127.0.0.1:1/v1/stream",
    );
    expect(createStreamClient({ network: { restUrl: "http://127.0.0.1:1" } }).url).toBe(
      "wss://ws2.ethereal.trade/v1/stream",
    );
    expect(() => createStreamClient({ network: "toString" })).toThrow(
      new ValidationError("network", 'must be one of mainnet, testnet, local, got "toString"'),
    );
    expect(client.status).toBe("idle");
  });
});
