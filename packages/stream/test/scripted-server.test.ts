import { afterEach, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { ScriptedServer } from "./scripted-server.js";

// The scripted gateway's own promises, the ones the stream's tests lean on: what it sends
// together reaches the client in one read, and what it holds back comes out as one burst.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A plain `ws` client that groups the messages it receives by read: messages handed over with
 * no microtask run in between came from one TCP read (`ws` hands over every frame of a read
 * before microtasks run).
 */
async function readsOf(url: string) {
  const socket = new WebSocket(url);
  cleanups.push(async () => socket.terminate());
  const reads: string[][] = [];
  let current: string[] | undefined;
  socket.on("message", (data) => {
    if (!current) {
      const read: string[] = [];
      current = read;
      reads.push(read);
      queueMicrotask(() => {
        current = undefined;
      });
    }
    current.push(data.toString());
  });
  await new Promise((resolve) => socket.once("open", resolve));
  return { socket, reads };
}

async function start() {
  const server = await ScriptedServer.start({
    decide: () => "hold",
    onSubscribe: (_, conn) => conn.send("snapshot"),
  });
  cleanups.push(() => server.close());
  return server;
}

/** Resolves once `count` messages have arrived in all. */
async function received(reads: string[][], count: number): Promise<void> {
  while (reads.flat().length < count) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe("the scripted gateway", () => {
  test("sends what `together` writes in one read: the reply, the snapshot after it and a further frame", async () => {
    const server = await start();
    const { socket, reads } = await readsOf(server.url);
    socket.send(JSON.stringify({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } }));
    const conn = await server.connection(0);
    const request = await conn.nextRequest();
    expect(conn.held).toEqual([request]);
    conn.together(() => {
      conn.answer(request, "ok");
      conn.send("bad frame");
    });
    await received(reads, 3);
    expect(reads).toEqual([['{"ok":true}', "snapshot", "bad frame"]]);
    expect(conn.held).toEqual([]);
    expect(conn.topics.has("L2Book|BTCUSD")).toBe(true);
  });

  test("holds what it sends between `hold` and `release`, then sends it as one burst", async () => {
    const server = await start();
    const { reads } = await readsOf(server.url);
    const conn = await server.connection(0);
    conn.hold();
    for (let i = 0; i < 5; i++) {
      conn.send(`frame ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(reads).toEqual([]);
    conn.release();
    await received(reads, 5);
    expect(reads).toEqual([["frame 0", "frame 1", "frame 2", "frame 3", "frame 4"]]);
  });

  test("goes half-open: nothing it is sent is read, nothing more is sent, and the TCP connection stays up", async () => {
    const server = await start();
    const { socket, reads } = await readsOf(server.url);
    const conn = await server.connection(0);
    conn.goHalfOpen();
    conn.send("never sent");
    socket.send(JSON.stringify({ event: "ping" }));
    const pong = new Promise((resolve) => socket.once("pong", resolve));
    socket.ping();
    const outcome = await Promise.race([
      pong.then(() => "pong"),
      new Promise((resolve) => setTimeout(() => resolve("no pong"), 100)),
    ]);
    expect(outcome).toBe("no pong");
    expect(conn.requests).toEqual([]);
    expect(reads).toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  test("answers the upgrade after handshakeDelayMs", async () => {
    const server = await start();
    server.handshakeDelayMs = 50;
    const opened = Date.now();
    await readsOf(server.url);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(45);
    expect(server.connections).toHaveLength(1);
  });
});
