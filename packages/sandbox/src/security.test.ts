import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { type Hex, limits, ZERO_BYTES32 } from "@perpkit/core";
import { initiateWithdrawMessage, signMessage } from "@perpkit/signing";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { setup, wallet } from "../test/helpers.js";
import { waitFor } from "../test/stream-helpers.js";
import type { StartSandboxOptions } from "./sandbox.js";

// What the sandbox enforces between accounts, and the limits that keep one client from holding
// its resources. The README's "Security model" names these tests.

const victim = wallet(1);
const attacker = wallet(2);
const { headers: H } = limits.rateLimit;
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * A sandbox whose HTTP server the test can count connections on, and whose side of each
 * WebSocket upgrade (the socket the gateway reads and writes) it can watch.
 */
async function withServer(options: StartSandboxOptions = {}) {
  let server: Server | undefined;
  const upgraded: Socket[] = [];
  const ctx = await setup({
    ...options,
    extensions: [
      (services) => {
        server = services.server;
        server.on("upgrade", (_req, socket: Socket) => upgraded.push(socket));
        return {};
      },
    ],
  });
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      (server as Server).getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  return { ...ctx, connections, upgraded };
}

/** A raw TCP client that never closes its side on its own: it ignores a server's half-close. */
function stubborn(
  port: number,
  allowHalfOpen = true,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen });
    let text = "";
    socket.on("data", (d) => {
      text += d.toString();
    });
    socket.on("error", () => undefined);
    const closed = new Promise<void>((done) => socket.on("close", () => done()));
    socket.once("connect", () => resolve({ socket, received: () => text, closed }));
    socket.once("error", reject);
  });
}

describe("between accounts", () => {
  it("accepts one of twenty concurrent copies of a signed order", async () => {
    const { deposit, signedOrder, post, get } = await setup();
    const sub = await deposit(victim);
    const body = await signedOrder(victim);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/v1/order", body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    const orders = await get<{ data: unknown[] }>(`/v1/order?subaccountId=${sub.id}`);
    expect(orders.body.data).toHaveLength(1);
  });

  it("never cancels another subaccount's order: it is NotFound to anyone else", async () => {
    const { deposit, place, cancel, get } = await setup();
    await deposit(victim);
    await deposit(attacker);
    const order = await place(victim);
    const attempt = await cancel(attacker, { orderIds: [order.body.id] });
    expect(attempt.body.data).toEqual([{ id: order.body.id, result: "NotFound" }]);
    const after = await get<{ status: string }>(`/v1/order/${order.body.id}`);
    expect(after.body.status).toBe("NEW");
  });
});

describe("rate-limit pools between accounts", () => {
  it("forged orders naming an account never spend that account's pool", async () => {
    const { deposit, orderData, forgeOrder, post, place } = await setup({
      rateLimits: { account: { points: 5, windowMs: 60_000 } },
    });
    await deposit(victim);
    for (let i = 0; i < 10; i++) {
      const forged = await forgeOrder(orderData(victim), attacker);
      expect((await post("/v1/order", forged)).status).toBe(401);
    }
    const own = await place(victim);
    expect(own.status).toBe(201);
    expect(own.headers.get(H.remaining)).toBe("4");
  });

  it("forged withdrawals naming an account never spend that account's pool", async () => {
    const { deposit, withdraw, post, get, nonces, signedAt, domain, now } = await setup({
      rateLimits: { account: { points: 2, windowMs: 60_000 } },
    });
    await deposit(victim, "1000");
    const token = (await get<{ data: { id: string; address: Hex }[] }>("/v1/token")).body.data[0];
    if (!token) throw new Error("no token");
    for (let i = 0; i < 5; i++) {
      const data = {
        account: victim.address,
        subaccount: `0x${Buffer.from("primary").toString("hex").padEnd(64, "0")}` as Hex,
        token: token.address,
        amount: "1",
        lzDestinationAddress: ZERO_BYTES32,
        lzDestinationEid: 0,
        nonce: nonces.next(),
        signedAt: signedAt(),
      };
      const signature = await signMessage({
        domain,
        primaryType: "InitiateWithdraw",
        message: initiateWithdrawMessage(data, { now: now() }),
        signer: attacker.signer,
      });
      expect((await post(`/v1/token/${token.id}/withdraw`, { data, signature })).status).toBe(401);
    }
    expect((await withdraw(victim, "1")).status).toBe(201);
  });

  it("requests whose signature proves no account are charged to the caller's IP pool", async () => {
    const { deposit, orderData, forgeOrder, post } = await setup({
      rateLimits: {
        http: { points: 4, windowMs: 60_000 },
        account: { points: 100, windowMs: 60_000 },
      },
    });
    await deposit(victim);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post("/v1/order", await forgeOrder(orderData(victim), attacker))).status,
      );
    }
    const limited = await post("/v1/order", await forgeOrder(orderData(victim), attacker));
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ type: "RATE_LIMIT_IP" });
  });
});

describe("signatures", () => {
  it("refuses a high-s (malleable) signature with 401 and accepts its low-s form", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(victim);
    const body = await signedOrder(victim);
    const s = BigInt(`0x${body.signature.slice(66, 130)}`);
    const v = body.signature.slice(130);
    const high = `${body.signature.slice(0, 66)}${(CURVE_ORDER - s).toString(16).padStart(64, "0")}${v === "1b" ? "1c" : "1b"}`;
    const refused = await post<{ message: string }>("/v1/order", { ...body, signature: high });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/high-s/);
    expect((await post("/v1/order", body)).status).toBe(201);
  });

  it("refuses a signature whose r or s is zero or past the curve order with 401", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(victim);
    const body = await signedOrder(victim);
    const [r, s, v] = [
      body.signature.slice(2, 66),
      body.signature.slice(66, 130),
      body.signature.slice(130),
    ];
    const order = CURVE_ORDER.toString(16);
    for (const signature of [
      `0x${"0".repeat(64)}${s}${v}`,
      `0x${order}${s}${v}`,
      `0x${r}${"0".repeat(64)}${v}`,
    ]) {
      const refused = await post<{ message: string }>("/v1/order", { ...body, signature });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toMatch(/^signature is not a valid signature/);
    }
    expect((await post("/v1/order", body)).status).toBe(201);
  });
});

describe("HTTP methods", () => {
  it("answers an unknown method on a known path with 405 and an Allow header", async () => {
    const { request } = await setup();
    const put = await request("PUT", "/v1/order", {});
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST, OPTIONS");
    expect(put.body).toMatchObject({ statusCode: 405, error: "Method Not Allowed" });
    const patch = await request("PATCH", "/sandbox/time", {});
    expect(patch.status).toBe(405);
    expect(patch.headers.get("allow")).toBe("GET, POST, OPTIONS");
    expect((await request("DELETE", "/v1/order/3f1f1c1e-0000-4000-8000-000000000000")).status).toBe(
      405,
    );
    expect((await request("PUT", "/v1/nothing-here")).status).toBe(404);
  });
});

describe("connection limits", () => {
  it("cuts off a client that sends its headers too slowly with a 408, and frees its socket", async () => {
    const { sandbox, connections } = await withServer({ headersTimeoutMs: 200 });
    const client = await stubborn(sandbox.port);
    client.socket.write("POST /v1/order HTTP/1.1\r\nHost: sandbox\r\n");
    const drip = setInterval(() => client.socket.write("X-Slow: 1\r\n"), 50);
    await client.closed.finally(() => clearInterval(drip));
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    await waitFor(async () => (await connections()) === 0, "the socket to be released");
  });

  it("cuts off a client that sends its body too slowly at the request timeout", async () => {
    const { sandbox, connections } = await withServer({
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
    });
    const client = await stubborn(sandbox.port);
    client.socket.write("POST /v1/order HTTP/1.1\r\nHost: sandbox\r\nContent-Length: 1000\r\n\r\n");
    const drip = setInterval(() => client.socket.write("{"), 50);
    await client.closed.finally(() => clearInterval(drip));
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    await waitFor(async () => (await connections()) === 0, "the socket to be released");
  });

  it("closes a connection that never sends a byte", async () => {
    const { sandbox, connections } = await withServer({ headersTimeoutMs: 200 });
    const clients = await Promise.all([1, 2, 3].map(() => stubborn(sandbox.port)));
    // A 408 on each says the server took it and timed it out, however late this test looks.
    for (const c of clients) await waitFor(() => /^HTTP\/1\.1 408/.test(c.received()), "a 408");
    await waitFor(async () => (await connections()) === 0, "the sockets to be released");
  });

  it("destroys the socket of a garbled request even when the client ignores the close", async () => {
    const { sandbox, connections, get } = await withServer();
    const client = await stubborn(sandbox.port);
    client.socket.write("THIS IS NOT HTTP\r\n\r\n");
    await waitFor(() => client.received().startsWith("HTTP/1.1 400"), "the 400");
    await waitFor(async () => (await connections()) === 0, "the socket to be released");
    expect((await get("/v1/time")).status).toBe(200);
  });

  it("refuses connections beyond maxConnections, and takes new ones as others close", async () => {
    const { sandbox, get, connections } = await withServer({ maxConnections: 2 });
    const held = await Promise.all([1, 2].map(() => stubborn(sandbox.port)));
    await waitFor(async () => (await connections()) === 2, "the connections to be taken");
    const extra = await stubborn(sandbox.port, false);
    await extra.closed;
    expect(extra.received()).toBe("");
    for (const c of held) c.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    await waitFor(async () => (await get("/v1/time")).status === 200, "a new connection");
  });
});

describe("WebSocket outgoing buffers", () => {
  it("closes with 1008 a client that floods pings without reading, once its backlog passes the cap", async () => {
    const cap = 64 * 1024;
    const { sandbox, upgraded } = await withServer({
      stream: { maxBufferedBytes: cap, idleTimeoutMs: 0 },
    });
    const ws = new WebSocket(sandbox.wsUrl);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const wire = (ws as unknown as { _socket: Socket })._socket;
    const gatewaySide = upgraded[0] as Socket;
    // The gateway's close frame (first byte 0x88: FIN and opcode 8, RFC 6455 5.2) as it is
    // written, with what was then waiting unsent and whether the gateway had stopped reading.
    let closing: { waiting: number; paused: boolean } | undefined;
    const write = gatewaySide.write;
    gatewaySide.write = function (this: Socket, chunk: unknown, ...rest: unknown[]) {
      if (closing === undefined && chunk instanceof Uint8Array && chunk[0] === 0x88) {
        closing = { waiting: gatewaySide.writableLength, paused: gatewaySide.isPaused() };
      }
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Socket["write"];
    wire.pause();
    // Flood, never reading, until the gateway closes the connection. Each round yields, so the
    // gateway reads what came in; the client starts reading its backlog as soon as the close is
    // written: the 5 s the gateway gives it are not spent flooding.
    while (closing === undefined) {
      for (let i = 0; i < 500; i++) {
        ws.send('{"event":"ping"}');
        ws.ping();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(closing.paused).toBe(true);
    expect(closing.waiting).toBeGreaterThan(cap);
    wire.resume();
    const { code, reason } = await closed;
    expect(code).toBe(1008);
    expect(reason).toMatch(/too slow/);
    await waitFor(() => sandbox.faults.stream.state().connections === 0, "the connection to go");
  });
});
