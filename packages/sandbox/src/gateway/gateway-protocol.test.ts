import { limits } from "@perpkit/core";
import { StreamError, type WebSocketConstructor } from "@perpkit/stream";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { setup, T0, wallet } from "../../test/helpers.js";
import { collect, rawConnection, streamClient, waitFor } from "../../test/stream-helpers.js";

// The gateway's requests, replies and connection rules, seen on plain sockets.

const alice = wallet(1);
const UNKNOWN_SUBACCOUNT = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";

describe("requests and replies", () => {
  it("accepts a subscription with an ok reply that echoes it, then sends the L2Book snapshot", async () => {
    const { sandbox, deposit, place } = await setup();
    await deposit(alice);
    await place(alice, { price: "100", quantity: "2" });
    const raw = await rawConnection(sandbox.wsUrl);
    const reply = await raw.request({
      event: "subscribe",
      data: { type: "L2Book", symbol: "BTCUSD" },
    });
    expect(reply).toEqual({
      ok: true,
      event: "subscribe",
      data: { type: "L2Book", symbol: "BTCUSD" },
    });
    const snapshot = await raw.next((f) => f.e === "L2Book", "the snapshot");
    expect(raw.frames.indexOf(snapshot)).toBe(raw.frames.indexOf(reply) + 1);
    expect(snapshot).toEqual({
      e: "L2Book",
      t: T0,
      data: { s: "BTCUSD", t: expect.any(Number), a: [], b: [["100", "2"]] },
    });
    expect(snapshot.data).not.toHaveProperty("pt");
  });

  it("answers a ping with a pong carrying the sandbox clock", async () => {
    const { sandbox } = await setup();
    const raw = await rawConnection(sandbox.wsUrl);
    raw.send({ event: "ping" });
    expect(await raw.next((f) => f.e === "pong", "the pong")).toEqual({ e: "pong", t: T0 });
    sandbox.clock.advance(1234);
    const from = raw.frames.length;
    raw.send({ event: "ping" });
    expect(await raw.next((f) => f.e === "pong", "the pong", from)).toEqual({
      e: "pong",
      t: T0 + 1234,
    });
    const client = streamClient(sandbox.wsUrl);
    expect((await client.ping()).serverTime).toBe(T0 + 1234);
  });

  it("unsubscribes what was subscribed, and answers UNSUBSCRIBE_FAILED otherwise", async () => {
    const { sandbox } = await setup();
    const raw = await rawConnection(sandbox.wsUrl);
    const topic = { type: "Ticker", symbol: "ETHUSD" };
    expect(await raw.request({ event: "unsubscribe", data: topic })).toMatchObject({
      ok: false,
      code: "UNSUBSCRIBE_FAILED",
      event: "unsubscribe",
      data: topic,
    });
    expect(await raw.request({ event: "subscribe", data: topic })).toMatchObject({ ok: true });
    expect(await raw.request({ event: "unsubscribe", data: topic })).toEqual({
      ok: true,
      event: "unsubscribe",
      data: topic,
    });
    expect(await raw.request({ event: "unsubscribe", data: topic })).toMatchObject({
      ok: false,
      code: "UNSUBSCRIBE_FAILED",
    });
  });

  it.each([
    ["a frame that is not JSON", "{not json"],
    ["a JSON array", [1, 2]],
    ["an unknown event", { event: "hello" }],
    ["a subscribe without data", { event: "subscribe" }],
    ["an unknown channel", { event: "subscribe", data: { type: "Candles", symbol: "BTCUSD" } }],
    ["a market channel without symbol", { event: "subscribe", data: { type: "L2Book" } }],
    ["an empty symbol", { event: "subscribe", data: { type: "TradeFill", symbol: "" } }],
    [
      "an account channel with a symbol instead of a subaccount id",
      { event: "subscribe", data: { type: "OrderUpdate", symbol: "BTCUSD" } },
    ],
    [
      "a subaccount id that is not a UUID",
      { event: "subscribe", data: { type: "OrderFill", subaccountId: "primary" } },
    ],
  ])("answers VALIDATION_ERROR to %s", async (_name, request) => {
    const { sandbox } = await setup();
    const raw = await rawConnection(sandbox.wsUrl);
    const reply = await raw.request(request);
    expect(reply).toMatchObject({
      ok: false,
      code: "VALIDATION_ERROR",
      message: expect.any(String),
    });
    // The connection goes on serving.
    expect(
      await raw.request({ event: "subscribe", data: { type: "Ticker", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: true });
  });

  it.each(["DOGEUSD", "BTC-USD", "btcusd"])(
    "answers UNKNOWN_PRODUCT to a symbol that names no product (%s)",
    async (symbol) => {
      const { sandbox } = await setup();
      const raw = await rawConnection(sandbox.wsUrl);
      expect(
        await raw.request({ event: "subscribe", data: { type: "L2Book", symbol } }),
      ).toMatchObject({ ok: false, code: "UNKNOWN_PRODUCT", data: { type: "L2Book", symbol } });
    },
  );

  it("answers SUBSCRIPTION_FAILED to a subaccount that does not exist and to a topic already subscribed", async () => {
    const { sandbox, deposit } = await setup();
    const sub = await deposit(alice);
    const raw = await rawConnection(sandbox.wsUrl);
    expect(
      await raw.request({
        event: "subscribe",
        data: { type: "PositionUpdate", subaccountId: UNKNOWN_SUBACCOUNT },
      }),
    ).toMatchObject({ ok: false, code: "SUBSCRIPTION_FAILED" });
    const topic = { type: "PositionUpdate", subaccountId: sub.id };
    expect(await raw.request({ event: "subscribe", data: topic })).toMatchObject({ ok: true });
    expect(await raw.request({ event: "subscribe", data: topic })).toMatchObject({
      ok: false,
      code: "SUBSCRIPTION_FAILED",
      data: topic,
    });
  });

  it("answers INTERNAL_ERROR when something unexpected fails, reports it, and keeps serving", async () => {
    const failures: unknown[] = [];
    const { sandbox } = await setup({ onError: (e) => failures.push(e) });
    const raw = await rawConnection(sandbox.wsUrl);
    const original = sandbox.exchange.productByTicker.bind(sandbox.exchange);
    sandbox.exchange.productByTicker = () => {
      throw new Error("the product table is unreadable");
    };
    expect(
      await raw.request({ event: "subscribe", data: { type: "Ticker", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: false, code: "INTERNAL_ERROR" });
    expect(failures).toEqual([
      expect.objectContaining({ message: "the product table is unreadable" }),
    ]);
    sandbox.exchange.productByTicker = original;
    expect(
      await raw.request({ event: "subscribe", data: { type: "Ticker", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: true });
  });

  it("sends an error reply only to the subscription it answers (through @perpkit/stream)", async () => {
    const { sandbox, deposit, place } = await setup({ stream: { l2BookIntervalMs: 10 } });
    const sub = await deposit(alice);
    const client = streamClient(sandbox.wsUrl);
    const good = client.subscribe({ type: "OrderUpdate", subaccountId: sub.id });
    const bad = client.subscribe({ type: "L2Book", symbol: "DOGEUSD" });
    const alsoGood = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" });
    const goodErrors: unknown[] = [];
    good.on("error", (e) => goodErrors.push(e));
    alsoGood.on("error", (e) => goodErrors.push(e));
    await expect(bad.ready).rejects.toMatchObject({ code: "UNKNOWN_PRODUCT" });
    expect(bad.error).toBeInstanceOf(StreamError);
    expect(bad.status).toBe("failed");
    await good.ready;
    await alsoGood.ready;
    const orders = collect(good);
    await place(alice, { price: "100" });
    await orders.next((m) => m.d[0]?.st === "NEW", "the order");
    expect(goodErrors).toEqual([]);
    expect(good.status).toBe("active");
  });
});

describe("the subaccount subscription cap", () => {
  it("refuses one (subaccountId, type) pair over the cap with SUBSCRIPTION_LIMIT_EXCEEDED; market channels are exempt", async () => {
    const { sandbox, deposit } = await setup({ stream: { maxSubaccountSubscriptions: 2 } });
    const a = await deposit(alice, "100", "primary");
    const b = await deposit(alice, "100", "second");
    const raw = await rawConnection(sandbox.wsUrl);
    const subscribe = (data: object) => raw.request({ event: "subscribe", data });
    expect(await subscribe({ type: "OrderUpdate", subaccountId: a.id })).toMatchObject({
      ok: true,
    });
    expect(await subscribe({ type: "OrderFill", subaccountId: a.id })).toMatchObject({ ok: true });
    expect(await subscribe({ type: "OrderUpdate", subaccountId: b.id })).toMatchObject({
      ok: false,
      code: "SUBSCRIPTION_LIMIT_EXCEEDED",
    });
    for (const type of ["L2Book", "Ticker", "TradeFill"]) {
      for (const symbol of ["BTCUSD", "ETHUSD", "SOLUSD"]) {
        expect(await subscribe({ type, symbol })).toMatchObject({ ok: true });
      }
    }
    // Unsubscribing frees a place.
    expect(
      await raw.request({ event: "unsubscribe", data: { type: "OrderFill", subaccountId: a.id } }),
    ).toMatchObject({ ok: true });
    expect(await subscribe({ type: "OrderUpdate", subaccountId: b.id })).toMatchObject({
      ok: true,
    });
    // The cap is per connection.
    const other = await rawConnection(sandbox.wsUrl);
    expect(
      await other.request({
        event: "subscribe",
        data: { type: "TokenTransfer", subaccountId: a.id },
      }),
    ).toMatchObject({ ok: true });
  });

  it("reaches the one subscription over the cap through @perpkit/stream", async () => {
    const { sandbox, deposit } = await setup({ stream: { maxSubaccountSubscriptions: 1 } });
    const a = await deposit(alice);
    const client = streamClient(sandbox.wsUrl);
    const first = client.subscribe({ type: "OrderUpdate", subaccountId: a.id });
    const second = client.subscribe({ type: "PositionUpdate", subaccountId: a.id });
    await first.ready;
    await expect(second.ready).rejects.toMatchObject({ code: "SUBSCRIPTION_LIMIT_EXCEEDED" });
    expect(first.status).toBe("active");
  });
});

describe("point costs", () => {
  it("charges 10 points a connection and 5 a subscription to the IP's WebSocket pool, then answers RATE_LIMIT", async () => {
    const { connectionCost, subscriptionCost } = {
      connectionCost: limits.rateLimit.costs.websocketConnection,
      subscriptionCost: limits.rateLimit.costs.websocketSubscription,
    };
    const points = connectionCost + 4 * subscriptionCost;
    const { sandbox } = await setup({
      rateLimits: { websocket: { points, windowMs: 60_000 } },
    });
    const raw = await rawConnection(sandbox.wsUrl);
    const symbols = ["BTCUSD", "ETHUSD", "SOLUSD"];
    for (let i = 0; i < 4; i++) {
      const data = { type: i < 3 ? "Ticker" : "TradeFill", symbol: symbols[i % 3] };
      expect(await raw.request({ event: "subscribe", data })).toMatchObject({ ok: true });
    }
    expect(
      await raw.request({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: false, code: "RATE_LIMIT" });
    // Unsubscribing and pinging cost nothing.
    expect(
      await raw.request({ event: "unsubscribe", data: { type: "Ticker", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: true });
    // A new connection is refused at the upgrade with 429 and the rate-limit headers.
    const refused = await rawConnection(sandbox.wsUrl).then(
      () => undefined,
      (error: { response?: { statusCode: number; headers: Record<string, string> } }) =>
        error.response,
    );
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers["retry-after"]).toBe("60");
    expect(refused?.headers["ratelimit-limit"]).toBe(String(points));
    // The window rolls on (the sandbox clock), and the pool is full again.
    sandbox.clock.advance(60_000);
    const again = await rawConnection(sandbox.wsUrl);
    expect(
      await again.request({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: true });
  });

  it("a client refused at the upgrade keeps trying, and is back once the pool refills", async () => {
    const { connectionCost, subscriptionCost } = {
      connectionCost: limits.rateLimit.costs.websocketConnection,
      subscriptionCost: limits.rateLimit.costs.websocketSubscription,
    };
    const { sandbox, deposit, place } = await setup({
      stream: { l2BookIntervalMs: 10 },
      rateLimits: { websocket: { points: connectionCost + subscriptionCost, windowMs: 60_000 } },
    });
    await deposit(alice);
    const client = streamClient(sandbox.wsUrl, { budget: false });
    const refusals: unknown[] = [];
    client.on("disconnected", ({ error }) => refusals.push(error));
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    sandbox.faults.stream.dropConnections();
    await waitFor(() => refusals.length >= 3, "refused reconnects");
    expect(String(refusals.at(-1))).toMatch(/429/);
    sandbox.clock.advance(60_000);
    await waitFor(() => book.status === "live", "the book back");
    await place(alice, { price: "100" });
    await waitFor(() => book.bestBid()?.price === "100", "the bid");
  });

  it("keeps one pool per IP address", async () => {
    const points = limits.rateLimit.costs.websocketConnection;
    const { sandbox } = await setup({ rateLimits: { websocket: { points, windowMs: 60_000 } } });
    const first = await rawConnection(sandbox.wsUrl);
    expect(
      await first.request({ event: "subscribe", data: { type: "Ticker", symbol: "BTCUSD" } }),
    ).toMatchObject({ ok: false, code: "RATE_LIMIT" });
    await expect(rawConnection(sandbox.wsUrl)).rejects.toThrow("429");
    // Another loopback address is another client.
    const other = await rawConnection(sandbox.wsUrl, { localAddress: "127.0.0.2" });
    expect(other.socket.readyState).toBe(other.socket.OPEN);
  });
});

describe("connection lifetime and idle close", () => {
  it("closes a connection that sends a request larger than maxRequestBytes (1009)", async () => {
    const { sandbox } = await setup({ stream: { maxRequestBytes: 1024 } });
    const raw = await rawConnection(sandbox.wsUrl);
    raw.send({ event: "ping", padding: "x".repeat(2048) });
    expect((await raw.closed).code).toBe(1009);
  });

  it("closes a connection with code 1000 when its lifetime is over", async () => {
    const { sandbox } = await setup({ stream: { connectionLifetimeMs: 80, idleTimeoutMs: 0 } });
    const raw = await rawConnection(sandbox.wsUrl);
    expect(await raw.closed).toEqual({ code: 1000, reason: "connection lifetime reached" });
  });

  it("the stream client reconnects after the lifetime close, subscribes again and keeps its book", async () => {
    const { sandbox, deposit, place } = await setup({
      stream: { connectionLifetimeMs: 150, idleTimeoutMs: 0, l2BookIntervalMs: 10 },
    });
    await deposit(alice);
    const client = streamClient(sandbox.wsUrl);
    const closes: number[] = [];
    client.on("disconnected", ({ code }) => closes.push(code));
    const book = client.watchOrderBook("BTCUSD");
    await book.ready;
    await waitFor(() => closes.includes(1000), "the lifetime close");
    await waitFor(() => book.status === "live", "the book to be live again");
    await place(alice, { price: "100" });
    await waitFor(() => book.bestBid()?.price === "100", "the bid after reconnecting");
  });

  it("drops a connection that sends no pings without a close frame (1006)", async () => {
    const { sandbox } = await setup({ stream: { idleTimeoutMs: 60 } });
    const raw = await rawConnection(sandbox.wsUrl);
    // Subscribing is not a ping.
    await raw.request({ event: "subscribe", data: { type: "Ticker", symbol: "BTCUSD" } });
    expect((await raw.closed).code).toBe(1006);
  });

  it.each([
    ["protocol ping frames", (raw: Awaited<ReturnType<typeof rawConnection>>) => raw.socket.ping()],
    [
      "application pings",
      (raw: Awaited<ReturnType<typeof rawConnection>>) => raw.send({ event: "ping" }),
    ],
  ])("keeps a connection open while the client sends %s", async (_name, ping) => {
    // The idle timeout leaves room for this process to stall: a stall longer than it (a busy CI
    // machine) fires the server's idle timer before the server reads the ping sent in between.
    const { sandbox } = await setup({ stream: { idleTimeoutMs: 400 } });
    const raw = await rawConnection(sandbox.wsUrl);
    let answers = 0;
    raw.socket.on("pong", () => answers++);
    raw.socket.on("message", () => answers++);
    const timer = setInterval(() => ping(raw), 20);
    try {
      // Sixty answers 20 ms apart span three idle timeouts.
      await waitFor(() => answers >= 60, "sixty answered pings");
      expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    } finally {
      clearInterval(timer);
    }
    expect((await raw.closed).code).toBe(1006);
  });

  it("the stream client's ping frames keep its connection open", async () => {
    const { sandbox } = await setup({ stream: { idleTimeoutMs: 400 } });
    let pings = 0;
    class CountingWebSocket extends WebSocket {
      override ping(...args: Parameters<WebSocket["ping"]>): void {
        pings++;
        super.ping(...args);
      }
    }
    const client = streamClient(sandbox.wsUrl, {
      pingIntervalMs: 40,
      WebSocket: CountingWebSocket as unknown as WebSocketConstructor,
    });
    const drops: number[] = [];
    client.on("disconnected", ({ code }) => drops.push(code));
    await client.subscribe({ type: "Ticker", symbol: "BTCUSD" }).ready;
    // Thirty-five pings 40 ms apart span more than three idle timeouts.
    await waitFor(() => pings >= 35, "thirty-five ping frames");
    expect(drops).toEqual([]);
    expect(client.status).toBe("open");
    expect(sandbox.faults.stream.state().connections).toBe(1);
  });
});
