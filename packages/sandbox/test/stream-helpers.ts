import {
  type ChannelPayloads,
  createStreamClient,
  type StreamChannel,
  type StreamClient,
  type StreamClientOptions,
  type Subscription,
} from "@perpkit/stream";
import { afterEach } from "vitest";
import WebSocket from "ws";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Resolves once `check` returns a value other than `undefined` or `false` (an exception counts
 * as not yet), polling every few milliseconds; rejects with `what` and the last failure after
 * `timeoutMs`.
 */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 8_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A @perpkit/stream client on the sandbox's gateway that reconnects quickly; closed after the test. */
export function streamClient(url: string, options: StreamClientOptions = {}): StreamClient {
  const client = createStreamClient({
    url,
    reconnect: { initialDelayMs: 5, maxDelayMs: 40 },
    ...options,
  });
  cleanups.push(() => client.close());
  return client;
}

/** Every payload a subscription delivers, and a way to wait for one. */
export function collect<C extends StreamChannel>(subscription: Subscription<C>) {
  type T = ChannelPayloads[C];
  const messages: T[] = [];
  subscription.on("message", (m) => messages.push(m));
  return {
    messages,
    /** The first payload (already received or still to come) that passes `accept`. */
    next(accept: (m: T) => boolean, what = "a message"): Promise<T> {
      return waitFor(() => messages.find(accept), what);
    },
  };
}

/** A frame the gateway sent, parsed. */
export type Frame = Record<string, unknown> & {
  readonly ok?: boolean;
  readonly code?: string;
  readonly e?: string;
  readonly t?: number;
  readonly data?: Record<string, unknown>;
};

/** Breaks in the chain of L2Book frames of one symbol: diffs whose `pt` is not the `t` before. */
export function gapsIn(frames: readonly Frame[], symbol: string): number {
  let gaps = 0;
  let last: number | undefined;
  for (const frame of frames) {
    const data = frame.data as { s?: string; t?: number; pt?: number } | undefined;
    if (frame.e !== "L2Book" || data?.s !== symbol) continue;
    if (data.pt !== undefined && data.pt !== last) gaps++;
    last = data.t;
  }
  return gaps;
}

/**
 * A plain `ws` connection to the gateway, for what the client library hides: the exact frames,
 * request by request, and how the connection ends.
 */
export interface RawConnection {
  readonly socket: WebSocket;
  /** Every frame received, in order. */
  readonly frames: Frame[];
  /** Sends an object as JSON, or a string as it is. */
  send(message: unknown): void;
  /** Sends a request and resolves with the next reply (`ok` true or false) after it. */
  request(message: unknown): Promise<Frame>;
  /** The first frame from index `from` on that passes `accept`. */
  next(accept: (frame: Frame) => boolean, what?: string, from?: number): Promise<Frame>;
  /** Resolves with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
}

/** Opens a raw connection; rejects when the upgrade is refused (with the HTTP status). */
export function rawConnection(
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<RawConnection> {
  const socket = new WebSocket(url, options);
  const frames: Frame[] = [];
  cleanups.push(() => socket.terminate());
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on("message", (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const connection: RawConnection = {
    socket,
    frames,
    closed,
    send(message) {
      socket.send(typeof message === "string" ? message : JSON.stringify(message));
    },
    request(message) {
      const from = frames.length;
      connection.send(message);
      return connection.next((f) => typeof f.ok === "boolean", "a reply", from);
    },
    next(accept, what = "a frame", from = 0) {
      return waitFor(() => frames.slice(from).find(accept), what);
    },
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(connection));
    socket.once("unexpected-response", (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { response: res }));
    });
    socket.once("error", reject);
  });
}
