import type { Duplex } from "node:stream";
import { type Listener, Listeners } from "../http/listeners.js";

// Two ends of a WebSocket connection within one process: the gateway's end (the part of a `ws`
// socket the gateway uses) and the client's (the part of one a stream client uses, with `on` and
// `terminate`, so the client reads each frame as it would from `ws`). A frame, a ping, a pong or
// a close goes to the other end in a later microtask, in the order sent, never within the
// sender's own call: the sandbox's engine finishes a change before a client reacts to it, as over
// a socket. Nothing is framed, masked or buffered.

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;
/** The close code a connection reports when it ended without a close frame. */
const ABNORMAL = 1006;

/** What one end hands the other, in order. */
type Delivery = () => void;

/** One direction of the connection: deliveries run in order, in a microtask after they are sent. */
class Pipe {
  #queue: Delivery[] = [];
  #scheduled = false;

  push(delivery: Delivery): void {
    this.#queue.push(delivery);
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    // What a delivery sends back the same way waits for the next flush, as over a wire.
    const queue = this.#queue;
    this.#queue = [];
    this.#scheduled = false;
    for (const delivery of queue) delivery();
  }
}

/**
 * The gateway's end of an in-process connection: what the gateway calls on a `ws` socket.
 *
 * @example
 * const { server, client } = inProcessSocketPair()
 * server.on("message", (raw) => receive(state, client, raw))
 */
export class InProcessServerSocket {
  readyState = OPEN;
  readonly bufferedAmount = 0;
  readonly listeners = new Listeners();

  constructor(private readonly pair: SocketPair) {}

  on(event: "message" | "ping" | "close" | "error", listener: Listener): this {
    this.listeners.on(event, listener);
    return this;
  }

  send(data: string | Buffer, _options: { binary: boolean }): void {
    if (this.readyState !== OPEN) return;
    const text = typeof data === "string" ? data : data.toString();
    this.pair.down.push(() => this.pair.client.frame(text));
  }

  pong(_data?: unknown): void {
    if (this.readyState !== OPEN) return;
    this.pair.down.push(() => this.pair.client.pong());
  }

  /** Closes with a close frame: the client hears the code and reason, then the gateway the close. */
  close(code = 1000, reason = ""): void {
    if (this.readyState >= CLOSING) return;
    this.readyState = CLOSING;
    this.pair.down.push(() => {
      this.pair.client.closedBy(code, reason);
      this.closed();
    });
  }

  /** Drops the connection without a close frame: the client hears 1006. */
  terminate(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSING;
    this.pair.down.push(() => {
      this.pair.client.closedBy(ABNORMAL, "");
      this.closed();
    });
  }

  /** The connection is over on the gateway's side (once). */
  closed(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.listeners.emit("close");
  }
}

/** An event handler property of a WebSocket. */
type Handler = ((event: never) => void) | null;

/**
 * The client's end of an in-process connection: a WebSocket as a stream client uses one, its
 * frames handed over as `ws` hands them (`on("message")`), with protocol pings and `terminate`.
 *
 * @example
 * const socket = new InProcessClientSocket(pair)
 * socket.on("message", (data) => handle(String(data)))
 */
export class InProcessClientSocket {
  readyState = CONNECTING;
  binaryType = "nodebuffer";
  onopen: Handler = null;
  onclose: Handler = null;
  onerror: Handler = null;
  onmessage: Handler = null;
  readonly #listeners = new Listeners();

  constructor(private readonly pair: SocketPair) {}

  on(event: "pong" | "message", listener: Listener): this {
    this.#listeners.on(event, listener);
    return this;
  }

  send(data: string): void {
    if (this.readyState !== OPEN) {
      throw new Error("the WebSocket is not open");
    }
    const text = String(data);
    this.pair.up.push(() => {
      if (this.pair.server.readyState === OPEN) this.pair.server.listeners.emit("message", text);
    });
  }

  ping(): void {
    if (this.readyState !== OPEN) return;
    this.pair.up.push(() => {
      if (this.pair.server.readyState === OPEN) this.pair.server.listeners.emit("ping");
    });
  }

  /** Closes with a close frame: the gateway hears the close, then the client its own. */
  close(code = 1000, reason = ""): void {
    if (this.readyState >= CLOSING) return;
    const opened = this.readyState === OPEN;
    this.readyState = CLOSING;
    // Closed before it opened, it still closes the gateway's end, which took it at once.
    this.pair.up.push(() => {
      this.pair.server.closed();
      this.pair.down.push(() => this.closedBy(opened ? code : ABNORMAL, opened ? reason : ""));
    });
  }

  /** Drops the connection at once: the client hears 1006, the gateway the close. */
  terminate(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSING;
    this.pair.up.push(() => {
      this.pair.server.closed();
      this.closedBy(ABNORMAL, "");
    });
  }

  /** The gateway took the connection: it is open. */
  opened(): void {
    if (this.readyState !== CONNECTING) return;
    this.readyState = OPEN;
    (this.onopen as ((event: unknown) => void) | null)?.({ type: "open" });
  }

  /** The gateway refused the connection (a 429 on the upgrade): an error, then a close. */
  refused(message: string): void {
    if (this.readyState !== CONNECTING) return;
    this.readyState = CLOSED;
    (this.onerror as ((event: unknown) => void) | null)?.({ error: new Error(message) });
    (this.onclose as ((event: unknown) => void) | null)?.({ code: ABNORMAL, reason: "" });
  }

  frame(text: string): void {
    if (this.readyState !== OPEN) return;
    this.#listeners.emit("message", text, false);
  }

  pong(): void {
    if (this.readyState !== OPEN) return;
    this.#listeners.emit("pong", "");
  }

  closedBy(code: number, reason: string): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    (this.onclose as ((event: unknown) => void) | null)?.({ code, reason });
  }
}

/** Both ends of a connection and the two directions between them. */
export interface SocketPair {
  readonly up: Pipe;
  readonly down: Pipe;
  readonly server: InProcessServerSocket;
  readonly client: InProcessClientSocket;
}

/**
 * A new in-process connection: the gateway's end, the client's end (still connecting), and the
 * wire under them, which a burst of frames corks and a backlog pauses (nothing to do here).
 *
 * @example
 * const { server, client, wire } = inProcessSocketPair()
 */
export function inProcessSocketPair(): SocketPair & { readonly wire: Duplex } {
  const pair = { up: new Pipe(), down: new Pipe() } as {
    up: Pipe;
    down: Pipe;
    server: InProcessServerSocket;
    client: InProcessClientSocket;
  };
  pair.server = new InProcessServerSocket(pair);
  pair.client = new InProcessClientSocket(pair);
  const wire = { cork() {}, uncork() {}, pause() {} } as unknown as Duplex;
  return { ...pair, wire };
}
