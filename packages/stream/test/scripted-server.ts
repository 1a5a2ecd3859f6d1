import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { type RawData, type WebSocket, WebSocketServer } from "ws";

// A stream gateway written from the interface's text alone (INTERFACE.md, "Events" and
// "WebSocket errors"): it shares no code with @perpkit/stream or the sandbox, so a
// misunderstanding of the protocol in either cannot hide in both. Frames are plain JSON built
// here by hand.

/** A subscribe or unsubscribe payload: `{ type, symbol }` or `{ type, subaccountId }`. */
export interface Topic {
  readonly type: string;
  readonly symbol?: string;
  readonly subaccountId?: string;
}

/** A client request as parsed from its frame, unchecked: `{ event, data? }`. */
export interface Request {
  readonly event: string;
  readonly data: Topic;
}

/** The gateway's error codes, as the interface lists them. */
export type ErrorCode =
  | "UNKNOWN_PRODUCT"
  | "VALIDATION_ERROR"
  | "SUBSCRIPTION_FAILED"
  | "UNSUBSCRIBE_FAILED"
  | "RATE_LIMIT"
  | "INTERNAL_ERROR"
  | "SUBSCRIPTION_LIMIT_EXCEEDED";

/** The channels keyed by `subaccountId`; the others are keyed by `symbol`. */
const ACCOUNT_CHANNELS: readonly string[] = [
  "SubaccountLiquidation",
  "PositionUpdate",
  "OrderUpdate",
  "OrderFill",
  "TokenTransfer",
];
const MARKET_CHANNELS: readonly string[] = ["L2Book", "Ticker", "TradeFill"];

/** How the scripted gateway behaves on its own. */
export interface ScriptedServerOptions {
  /** Answer protocol ping frames (default true); false plays a gateway that stopped responding. */
  readonly answerPings?: boolean;
  /** Answer application pings with a pong carrying this clock (default Date.now). */
  readonly clock?: () => number;
  /** Symbols that name no product: subscribing to them is answered UNKNOWN_PRODUCT. */
  readonly unknownSymbols?: readonly string[];
  /** Account-channel subscriptions allowed per connection; one more is SUBSCRIPTION_LIMIT_EXCEEDED. */
  readonly subscriptionCap?: number;
  /** Echo the request's `event` and `data` in replies (the interface allows it; default false). */
  readonly echo?: boolean;
  /**
   * `never`: accept the TCP connection and read the upgrade request, but never answer it, as a
   * stuck proxy does. Default `complete`. `ScriptedServer.handshake` changes it later.
   */
  readonly handshake?: "complete" | "never";
  /**
   * Decides a subscribe or unsubscribe before the defaults: a code refuses it, `"ok"` accepts it,
   * `"silent"` leaves it unanswered, `"hold"` keeps it in `held` until the test answers it
   * (`ScriptedConnection.answer`), `undefined` falls through to the defaults.
   */
  readonly decide?: (
    request: { readonly event: "subscribe" | "unsubscribe"; readonly topic: Topic },
    connection: ScriptedConnection,
  ) => Decision | "hold" | undefined;
  /**
   * Write each reply and what `onSubscribe` sends after it in one TCP write, as a gateway that
   * writes the reply and the snapshot at once does. Default false: one write each.
   */
  readonly batchReplies?: boolean;
  /** Called after a subscribe was accepted (and answered), to send a snapshot for example. */
  readonly onSubscribe?: (topic: Topic, connection: ScriptedConnection) => void;
  /** Called when a WebSocket connection is open. */
  readonly onConnection?: (connection: ScriptedConnection) => void;
}

/** How the gateway answers a request: refuse it with a code, accept it, or leave it unanswered. */
export type Decision = ErrorCode | "ok" | "silent";

/** `L2Book|BTCUSD`. */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

/** Resolves the first value a listener-registering function reports that passes `accept`. */
function first<T>(
  register: (listener: (value: T) => void) => () => void,
  accept: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const off = register((value) => {
      if (!accept(value)) return;
      off();
      resolve(value);
    });
  });
}

/** One client connection to the scripted gateway, as the server sees it. */
export class ScriptedConnection {
  /** Every request received that parsed as a JSON object with an `event`. */
  readonly requests: Request[] = [];
  /** Topics subscribed on this connection, by key. */
  readonly topics = new Map<string, Topic>();
  /** Subscribes and unsubscribes waiting for the test to answer them (`decide` said `"hold"`). */
  readonly held: Request[] = [];
  /** Protocol ping frames received. */
  pings = 0;
  /** Half-open: nothing is read or sent any more, but the TCP connection stays up. */
  halfOpen = false;
  /** Resolves with the close code and reason when the connection ends. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly requestListeners = new Set<(m: Request) => void>();
  private readonly pingListeners = new Set<(n: number) => void>();

  constructor(
    readonly socket: WebSocket,
    private readonly tcp: Duplex,
    private readonly options: ScriptedServerOptions,
  ) {
    this.closed = new Promise((resolve) => {
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on("error", () => undefined);
    socket.on("ping", () => {
      this.pings++;
      for (const listener of this.pingListeners) listener(this.pings);
    });
    socket.on("message", (raw) => this.receive(raw));
  }

  /** The next request that passes `accept` (one already received counts). */
  nextRequest(accept: (m: Request) => boolean = () => true): Promise<Request> {
    const seen = this.requests.find(accept);
    if (seen) return Promise.resolve(seen);
    return first((l) => {
      this.requestListeners.add(l);
      return () => this.requestListeners.delete(l);
    }, accept);
  }

  /** Requests received so far with this `event`. */
  count(event: string): number {
    return this.requests.filter((r) => r.event === event).length;
  }

  /** Resolves once `count` protocol pings have arrived. */
  receivedPings(count: number): Promise<number> {
    if (this.pings >= count) return Promise.resolve(this.pings);
    return first(
      (l) => {
        this.pingListeners.add(l);
        return () => this.pingListeners.delete(l);
      },
      (n) => n >= count,
    );
  }

  /**
   * A protocol ping frame and its pong: resolves once the client has read everything sent
   * before it (or when the connection ends). Nothing of it reaches the client's message handler.
   */
  roundTrip(): Promise<void> {
    if (this.halfOpen || this.socket.readyState !== this.socket.OPEN) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.socket.off("pong", done);
        this.socket.off("close", done);
        resolve();
      };
      this.socket.on("pong", done);
      this.socket.on("close", done);
      this.socket.ping();
    });
  }

  /** Pushes a channel message `{ e, t, data }`, as the interface describes pushed messages. */
  push(channel: string, data: unknown, t = Date.now()): void {
    this.send({ e: channel, t, data });
  }

  /** Sends anything as a text frame: an object as JSON, a string as it is. */
  send(message: unknown): void {
    if (this.halfOpen || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Sends bytes as a binary frame. */
  sendBinary(bytes: Uint8Array): void {
    if (this.halfOpen || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(bytes, { binary: true });
  }

  /**
   * Sends everything `write` sends in one TCP write (the socket is corked while it runs), so the
   * client reads it in one read: a reply, the snapshot after it and the next diff, say.
   */
  together(write: () => void): void {
    this.tcp.cork();
    try {
      write();
    } finally {
      this.tcp.uncork();
    }
  }

  /**
   * Holds every frame sent from now on (pongs and close frames too) until `release`, which sends
   * them in one TCP write: a gateway that stalls and then flushes what piled up as one burst.
   */
  hold(): void {
    this.tcp.cork();
  }

  /** Sends what `hold` kept back, in one write. */
  release(): void {
    while (this.tcp.writableCorked > 0) this.tcp.uncork();
  }

  /**
   * Goes half-open: stops reading (requests, pings and close frames pile up unread) and sends
   * nothing more, while the TCP connection stays up, as behind a NAT entry that was dropped.
   */
  goHalfOpen(): void {
    this.halfOpen = true;
    this.stopReading();
    this.tcp.cork();
  }

  /**
   * Answers a request: `decision` as `decide` would give it, or the gateway's defaults. An
   * accepted subscribe is answered and then `onSubscribe` runs (the snapshot follows the reply).
   */
  answer(request: Request, decision?: Decision): void {
    if (this.options.batchReplies) this.together(() => this.settle(request, decision));
    else this.settle(request, decision);
  }

  private settle(request: Request, decision: Decision | undefined): void {
    const at = this.held.indexOf(request);
    if (at >= 0) this.held.splice(at, 1);
    if (request.event !== "subscribe" && request.event !== "unsubscribe") return;
    const event = request.event;
    const topic = request.data;
    const chosen = decision ?? this.defaults(event, topic);
    if (chosen === "silent") return;
    const echo = this.options.echo ? { event, data: topic } : {};
    if (chosen !== "ok") {
      this.send({ ok: false, code: chosen, ...echo });
      return;
    }
    if (event === "subscribe") this.topics.set(topicKey(topic), topic);
    else this.topics.delete(topicKey(topic));
    this.send({ ok: true, ...echo });
    if (event === "subscribe") this.options.onSubscribe?.(topic, this);
  }

  /** Closes the connection with a close frame (the gateway's 4-hour close is code 1000). */
  close(code = 1000, reason = "connection lifetime reached"): void {
    this.socket.close(code, reason);
  }

  /** Drops the connection without a close frame, as a failed network does. */
  terminate(): void {
    this.socket.terminate();
  }

  /**
   * Stops reading from the connection: requests, pings and close frames pile up unread, as on a
   * gateway that hangs while its TCP connection stays up.
   */
  stopReading(): void {
    this.socket.removeAllListeners("message");
    this.tcp.pause();
    // ws resumes the socket when its parser drains; keep it paused.
    this.tcp.resume = () => this.tcp;
  }

  private receive(raw: RawData): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString());
    } catch {
      return;
    }
    if (typeof parsed !== "object" || parsed === null) return;
    const message = parsed as { event?: unknown; data?: unknown };
    if (typeof message.event !== "string") return;
    const request: Request = {
      event: message.event,
      data: (message.data ?? {}) as Topic,
    };
    this.requests.push(request);
    for (const listener of this.requestListeners) listener(request);
    if (request.event === "ping") {
      this.send({ e: "pong", t: (this.options.clock ?? Date.now)() });
      return;
    }
    if (request.event !== "subscribe" && request.event !== "unsubscribe") return;
    const decision = this.options.decide?.({ event: request.event, topic: request.data }, this);
    if (decision === "hold") this.held.push(request);
    else this.answer(request, decision);
  }

  private defaults(event: "subscribe" | "unsubscribe", topic: Topic): ErrorCode | "ok" {
    if (event === "unsubscribe") {
      return this.topics.has(topicKey(topic)) ? "ok" : "UNSUBSCRIBE_FAILED";
    }
    const account = ACCOUNT_CHANNELS.includes(topic.type);
    if (!account && !MARKET_CHANNELS.includes(topic.type)) return "VALIDATION_ERROR";
    if (typeof (account ? topic.subaccountId : topic.symbol) !== "string") {
      return "VALIDATION_ERROR";
    }
    if (topic.symbol !== undefined && this.options.unknownSymbols?.includes(topic.symbol)) {
      return "UNKNOWN_PRODUCT";
    }
    const cap = this.options.subscriptionCap;
    if (cap !== undefined && account) {
      const used = [...this.topics.values()].filter((t) =>
        ACCOUNT_CHANNELS.includes(t.type),
      ).length;
      if (used >= cap) return "SUBSCRIPTION_LIMIT_EXCEEDED";
    }
    return "ok";
  }
}

/**
 * A stream gateway on 127.0.0.1 that tests script: it answers requests as the interface says,
 * and lets a test send any frame, close with any code, drop connections, stop reading, refuse
 * requests, or never finish the WebSocket handshake. It counts TCP connections and handshakes.
 */
export class ScriptedServer {
  /** Open WebSocket connections, in the order they opened. */
  readonly connections: ScriptedConnection[] = [];
  /** TCP connections accepted, handshake finished or not. */
  tcpConnections = 0;
  /** WebSocket upgrade requests received (answered or not). */
  upgrades = 0;
  /** When each upgrade request arrived (epoch ms). */
  readonly upgradedAt: number[] = [];
  /** `never`: upgrade requests from now on are read but never answered. */
  handshake: "complete" | "never";
  /** Upgrade requests from now on are answered after this long: a slow handshake. */
  handshakeDelayMs = 0;
  private readonly connectionListeners = new Set<() => void>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
    readonly url: string,
    options: ScriptedServerOptions,
  ) {
    this.handshake = options.handshake ?? "complete";
  }

  /** Starts a gateway on a free port of 127.0.0.1, at /v1/stream. */
  static start(options: ScriptedServerOptions = {}): Promise<ScriptedServer> {
    const http = createServer((_request, response) => {
      response.writeHead(426).end();
    });
    const wss = new WebSocketServer({ noServer: true, autoPong: options.answerPings ?? true });
    return new Promise((resolve, reject) => {
      http.once("error", reject);
      http.listen(0, "127.0.0.1", () => {
        const { port } = http.address() as AddressInfo;
        const server = new ScriptedServer(http, wss, `ws://127.0.0.1:${port}/v1/stream`, options);
        http.on("connection", (socket) => {
          server.tcpConnections++;
          server.sockets.add(socket);
          socket.on("close", () => server.sockets.delete(socket));
          server.notify();
        });
        http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
          server.upgrades++;
          server.upgradedAt.push(Date.now());
          server.notify();
          socket.on("error", () => undefined);
          if (server.handshake === "never" || request.url !== "/v1/stream") return;
          const complete = () => {
            if (socket.destroyed) return;
            wss.handleUpgrade(request, socket, head, (ws) => {
              const connection = new ScriptedConnection(ws, socket, options);
              server.connections.push(connection);
              options.onConnection?.(connection);
              server.notify();
            });
          };
          if (server.handshakeDelayMs > 0) setTimeout(complete, server.handshakeDelayMs);
          else complete();
        });
        resolve(server);
      });
    });
  }

  private notify(): void {
    for (const listener of [...this.connectionListeners]) listener();
  }

  /** Resolves once `check` holds, re-checked whenever a connection or handshake arrives. */
  until(check: (server: ScriptedServer) => boolean): Promise<void> {
    if (check(this)) return Promise.resolve();
    return first<void>(
      (l) => {
        this.connectionListeners.add(l);
        return () => this.connectionListeners.delete(l);
      },
      () => check(this),
    );
  }

  /** The `index`-th WebSocket connection (0 is the first), once it exists. */
  async connection(index: number): Promise<ScriptedConnection> {
    await this.until((s) => s.connections.length > index);
    return this.connections[index] as ScriptedConnection;
  }

  /** The most recent connection, once there is one. */
  latest(): ScriptedConnection | undefined {
    return this.connections[this.connections.length - 1];
  }

  /** Drops every connection and stops listening. */
  close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => {
      this.wss.close();
      this.http.close(() => resolve());
    });
  }
}
