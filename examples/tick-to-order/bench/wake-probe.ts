import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { killWithThisProcess } from "@perpkit/harness/bench";

// What a tick's last step costs without any library: a frame arrives on one socket, the client
// holds for a while (the time a tick spends before it writes), then writes an order's bytes to
// another socket, which the other process answers; the next frame comes `gapMs` after that.
// Only `net` sockets and fixed bytes: no WebSocket, no HTTP, no signature. `bench/wake.ts` runs
// it with the other process idle between ticks and with it polling.

/** Options of the peer: the frames it sends and how it waits between ticks. */
export interface WakePeerOptions {
  /** Milliseconds from an order's arrival to the next frame. */
  readonly gapMs: number;
  /** Bytes of one order (what the client writes per tick). */
  readonly orderBytes: number;
  /** Bytes of one frame. */
  readonly frameBytes: number;
}

/** The bytes that open each of the client's two connections: which one it is. */
const FEED = 0x46; // F
const ORDERS = 0x4f; // O
const ANSWER_BYTES = 200;

/**
 * The other process's end, in this process: a server on 127.0.0.1 that takes one feed and one
 * order connection at a time, sends a frame on the feed once both are there, answers each order
 * of `orderBytes` with 200 bytes and sends the next frame `gapMs` after it.
 *
 * @example
 * const peer = await startWakePeer({ gapMs: 2, orderBytes: 650, frameBytes: 454 })
 */
export async function startWakePeer(
  options: WakePeerOptions,
): Promise<{ readonly port: number; close(): Promise<void> }> {
  const frame = Buffer.alloc(options.frameBytes, 0x7b);
  const answer = Buffer.alloc(ANSWER_BYTES, 0x7d);
  let feed: Socket | undefined;
  let orders: Socket | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    // A client that is done destroys its sockets, and may reset them.
    socket.on("error", () => socket.destroy());
    socket.once("close", () => {
      sockets.delete(socket);
      if (feed === socket) feed = undefined;
      if (orders === socket) orders = undefined;
    });
    let role: number | undefined;
    let pending = 0;
    socket.on("data", (chunk: Buffer) => {
      let bytes = chunk.length;
      if (role === undefined) {
        role = chunk[0];
        bytes -= 1;
        if (role === FEED) feed = socket;
        else orders = socket;
        if (feed && orders) feed.write(frame);
      }
      if (role !== ORDERS) return;
      pending += bytes;
      while (pending >= options.orderBytes) {
        pending -= options.orderBytes;
        socket.write(answer);
        setTimeout(() => feed?.write(frame), options.gapMs);
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Starts {@link startWakePeer} in a process of its own (`bench/wake-peer-process.ts`); with
 * `polling` its event loop never sleeps between ticks. Killed when this process exits.
 *
 * @example
 * const { child, port } = await startWakePeerProcess({ gapMs: 2, orderBytes: 650, frameBytes: 454 }, false)
 */
export async function startWakePeerProcess(
  options: WakePeerOptions,
  polling: boolean,
): Promise<{ readonly child: ChildProcess; readonly port: number }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./wake-peer-process.ts", import.meta.url))],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        GAP_MS: String(options.gapMs),
        ORDER_BYTES: String(options.orderBytes),
        FRAME_BYTES: String(options.frameBytes),
        POLLING: polling ? "1" : "0",
      },
    },
  );
  killWithThisProcess(child);
  // Its first line, or why there is none: a peer that fails to start exits.
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString()));
    child.once("exit", (code) => reject(new Error(`the wake peer exited with ${code}`)));
  });
  const match = /listening (\d+)/.exec(line);
  if (!match) throw new Error(`the wake peer did not start: ${line}`);
  return { child, port: Number(match[1]) };
}

/** What {@link measureWrites} saw. */
export interface WriteTimes {
  /** Microseconds each order's `socket.write` took, one per tick. */
  readonly writes: number[];
  /** Answers received: one per order the peer read whole. */
  readonly answers: number;
}

/**
 * Runs `ticks` ticks against a peer on `port`: on each frame, waits `holdUs` (busy, as a tick's
 * work would keep the core), then times the write of an order of `orderBytes`. Resolves once
 * every order is answered.
 *
 * @example
 * const { writes } = await measureWrites(peer.port, { ticks: 500, holdUs: 800, orderBytes: 650 })
 */
export async function measureWrites(
  port: number,
  options: { readonly ticks: number; readonly holdUs: number; readonly orderBytes: number },
): Promise<WriteTimes> {
  const order = Buffer.alloc(options.orderBytes, 0x61);
  const orders = connect(port, "127.0.0.1");
  orders.setNoDelay(true);
  await once(orders, "connect");
  orders.write(Buffer.of(ORDERS));
  const feed = connect(port, "127.0.0.1");
  feed.setNoDelay(true);
  await once(feed, "connect");
  const writes: number[] = [];
  let answered = 0;
  try {
    return await new Promise<WriteTimes>((resolve, reject) => {
      const done = () => {
        if (answered < options.ticks * ANSWER_BYTES) return;
        resolve({ writes, answers: answered / ANSWER_BYTES });
      };
      orders.on("data", (chunk: Buffer) => {
        answered += chunk.length;
        done();
      });
      feed.on("data", () => {
        const arrived = performance.now();
        if (writes.length === options.ticks) return;
        while ((performance.now() - arrived) * 1000 < options.holdUs) {
          // Busy, as the tick's own work would be.
        }
        const started = performance.now();
        orders.write(order);
        writes.push((performance.now() - started) * 1000);
      });
      for (const socket of [orders, feed]) socket.once("error", reject);
      feed.write(Buffer.of(FEED));
    });
  } finally {
    orders.destroy();
    feed.destroy();
  }
}
