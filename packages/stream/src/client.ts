import {
  assertUuid,
  createPointBudget,
  DecodeError,
  describeValue,
  limits,
  type NetworkOption,
  PerpkitError,
  type PointBudget,
  resolveNetwork,
  TimeoutError,
  TransportError,
  ValidationError,
} from "@perpkit/core";
import { Emitter } from "./emitter.js";
import { StreamClosedError, StreamError } from "./errors.js";
import {
  type ChannelMessages,
  type ChannelPayloads,
  channelKeys,
  channelRoutes,
  type StreamChannel,
  streamChannels,
} from "./generated/channels.js";
import { decodeServerMessage } from "./generated/decoders.js";
import {
  encodePingRequest,
  encodeSubscribeRequest,
  encodeUnsubscribeRequest,
} from "./generated/encoders.js";
import type { ErrorReply, OkReply, Pong, StreamErrorCode, Topic } from "./generated/types.js";
import {
  StreamSubscription,
  type SubscribeOptions,
  type SubscribeParameters,
  type Subscription,
  type SubscriptionControl,
  type SubscriptionOwner,
} from "./subscription.js";
import { WatchedOrderBook } from "./watch-order-book.js";
import {
  frameText,
  OPEN,
  resolveWebSocket,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./websocket.js";

const CONNECTION_COST = limits.rateLimit.costs.websocketConnection;
const SUBSCRIPTION_COST = limits.rateLimit.costs.websocketSubscription;
const NORMAL_CLOSE = 1000;
/** Close code a client may use for its own reasons (4000 to 4999 are application codes). */
const ABANDONED = 4000;

/** How the client retries after the connection drops. */
export interface ReconnectOptions {
  /** Delay before the second attempt; later ones grow by `factor`. Default 500 ms. */
  readonly initialDelayMs?: number;
  /** Longest delay between attempts. Default 30 s. */
  readonly maxDelayMs?: number;
  /** Growth of the delay per attempt. Default 2. */
  readonly factor?: number;
  /** Fraction of each delay drawn at random, so many clients do not retry in step. Default 0.5. */
  readonly jitter?: number;
  /** Attempts in a row before giving up. Default: never give up. */
  readonly maxAttempts?: number;
}

/** Options of {@link createStreamClient}. */
export interface StreamClientOptions {
  /** A preset network (`mainnet`, `testnet`, `local`) or explicit URLs. Default `mainnet`. */
  readonly network?: NetworkOption;
  /** The gateway URL, overriding the network's `wsUrl`. */
  readonly url?: string;
  /** The WebSocket class: by default `ws` in Node and the global WebSocket in browsers. */
  readonly WebSocket?: WebSocketConstructor;
  /** Reconnect policy, or `false` to stay closed after a drop. */
  readonly reconnect?: ReconnectOptions | false;
  /**
   * Interval of protocol ping frames (sockets that can send them: `ws` in Node). A connection
   * that has not answered the previous ping by the next one is dropped and reconnected.
   * Default 30 s; 0 turns them off.
   */
  readonly pingIntervalMs?: number;
  /** Interval of application pings (`{ event: "ping" }`); 0, the default, sends none. */
  readonly applicationPingIntervalMs?: number;
  /** How long an application ping waits for its pong. Default 10 s. */
  readonly pongTimeoutMs?: number;
  /** How long opening a connection may take. Default 10 s. */
  readonly connectTimeoutMs?: number;
  /** How long a subscribe or unsubscribe waits for its reply before the connection is dropped and reopened. Default 10 s. */
  readonly replyTimeoutMs?: number;
  /**
   * The client-side copy of the WebSocket rate-limit pool that connections and subscriptions
   * are paid from (10 and 5 points of 3,500 per 5 minutes). Share one between clients on one IP;
   * `false` turns budgeting off.
   */
  readonly budget?: PointBudget | false;
  /** Random numbers in [0, 1) for the jitter. Default Math.random. */
  readonly random?: () => number;
}

/** `idle` before the first connection, then `connecting`, `open`, `reconnecting`, `closed`. */
export type StreamClientStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

/** Events of a {@link StreamClient}. */
export interface StreamClientEvents {
  /** A connection opened; `reconnected` is true after a drop. Subscriptions are being restored. */
  connected: { readonly url: string; readonly reconnected: boolean };
  /** The connection closed or failed. `willReconnect` says whether the client tries again. */
  disconnected: {
    readonly code: number;
    readonly reason: string;
    readonly willReconnect: boolean;
    readonly error: unknown;
  };
  /** The next connection attempt starts in `delayMs`. A server close (code 1000) retries at once. */
  reconnecting: { readonly attempt: number; readonly delayMs: number; readonly code: number };
  /** After a reconnect or resync the gateway refused a subscription again; it has failed. */
  restoreFailed: { readonly topic: Topic; readonly error: StreamError };
  /** A frame that belongs to no subscription could not be read. */
  error: PerpkitError;
  /** A message this version does not know; passed on as parsed. */
  unhandled: unknown;
}

/** What an application ping measured. */
export interface PingResult {
  /** The gateway's clock (`t` of the pong), epoch milliseconds. */
  readonly serverTime: number;
  readonly roundTripMs: number;
}

/**
 * A connection to the stream gateway that stays up: it reconnects with backoff and jitter,
 * subscribes everything again, keeps the connection alive with pings and paces itself with a
 * client-side rate-limit budget.
 *
 * @example
 * const client = createStreamClient({ network: "testnet" })
 * client.on("reconnecting", ({ attempt, delayMs }) => console.log("retry", attempt, delayMs))
 * const book = client.watchOrderBook("BTCUSD")
 */
export interface StreamClient {
  readonly url: string;
  readonly status: StreamClientStatus;
  /** Opens the connection now (subscribe opens it too); resolves when it is open. */
  connect(): Promise<void>;
  /**
   * Subscribes to a channel for one symbol or subaccount. Throws a ValidationError for an
   * unknown channel or a missing or malformed key; refusals by the gateway arrive as a
   * StreamError on the subscription.
   */
  subscribe<const P extends SubscribeParameters>(
    params: P,
    options?: SubscribeOptions,
  ): Subscription<P["type"]>;
  /** Ends a subscription; the same as `subscription.unsubscribe()`. */
  unsubscribe(subscription: Subscription): Promise<void>;
  /** A live order book for `symbol`, resynchronised from a fresh snapshot after any gap. */
  watchOrderBook(symbol: string): WatchedOrderBook;
  /** Sends an application ping and waits for the pong (not available on mainnet yet). */
  ping(): Promise<PingResult>;
  /** Listens to a client event; returns the function that stops listening. */
  on<E extends keyof StreamClientEvents>(
    event: E,
    listener: (value: StreamClientEvents[E]) => void,
  ): () => void;
  /** Closes the connection and ends every subscription. */
  close(): Promise<void>;
}

/** A subscription as the gateway sees it: one topic, shared by every local subscription to it. */
interface Wire {
  readonly key: string;
  readonly topic: Topic;
  readonly handles: Set<SubscriptionControl>;
  state: "idle" | "subscribing" | "active";
  /** Accepted at least once: a refusal from now on is a restore failure. */
  accepted: boolean;
  resync: Promise<void> | undefined;
}

type Outcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: StreamErrorCode }
  | null;

interface PendingRequest {
  readonly kind: "subscribe" | "unsubscribe";
  readonly key: string;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly resolve: (outcome: Outcome) => void;
}

interface PendingPing {
  readonly sentAt: number;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly resolve: (result: PingResult) => void;
  readonly reject: (error: unknown) => void;
}

interface Connection {
  readonly socket: WebSocketLike;
  readonly pending: PendingRequest[];
  readonly pings: PendingPing[];
  readonly timers: ReturnType<typeof setTimeout>[];
  open: boolean;
  alive: boolean;
  error: unknown;
  closed: (() => void) | undefined;
}

function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

function toTopic(params: unknown): Topic {
  if (typeof params !== "object" || params === null) {
    throw new ValidationError("params", `must be an object, got ${describeValue(params)}`);
  }
  const { type } = params as { type?: unknown };
  if (!(streamChannels as readonly unknown[]).includes(type)) {
    throw new ValidationError(
      "type",
      `must be one of ${streamChannels.join(", ")}, got ${describeValue(type)}`,
    );
  }
  const keyName = channelKeys[type as StreamChannel];
  const key = (params as Record<string, unknown>)[keyName];
  if (keyName === "subaccountId") assertUuid(key, keyName);
  else if (typeof key !== "string" || key.trim() === "") {
    throw new ValidationError(keyName, `must be a non-empty string, got ${describeValue(key)}`);
  }
  return { type: type as StreamChannel, [keyName]: key };
}

function unref(timer: ReturnType<typeof setTimeout>): ReturnType<typeof setTimeout> {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

class Client implements StreamClient, SubscriptionOwner {
  readonly url: string;
  private state: StreamClientStatus = "idle";
  private readonly events = new Emitter<StreamClientEvents>();
  private readonly wires = new Map<string, Wire>();
  private readonly budget: PointBudget | undefined;
  private readonly abort = new AbortController();
  private readonly reconnect: Required<ReconnectOptions> | undefined;
  private readonly pingIntervalMs: number;
  private readonly applicationPingIntervalMs: number;
  private readonly pongTimeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly replyTimeoutMs: number;
  private readonly random: () => number;
  private readonly WebSocketOption: WebSocketConstructor | undefined;
  private socketClass: Promise<WebSocketConstructor> | undefined;
  private conn: Connection | undefined;
  private attempt = 0;
  private everConnected = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private outbox: Promise<unknown> = Promise.resolve();
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];

  constructor(options: StreamClientOptions) {
    this.url = options.url ?? resolveNetwork(options.network ?? "mainnet").wsUrl;
    const pool = limits.rateLimit.pools.websocket;
    this.budget =
      options.budget === false
        ? undefined
        : (options.budget ??
          createPointBudget({ points: pool.points, windowMs: pool.windowSeconds * 1000 }));
    this.reconnect =
      options.reconnect === false
        ? undefined
        : {
            initialDelayMs: 500,
            maxDelayMs: 30_000,
            factor: 2,
            jitter: 0.5,
            maxAttempts: Number.POSITIVE_INFINITY,
            ...options.reconnect,
          };
    this.pingIntervalMs = options.pingIntervalMs ?? limits.websocket.pingIntervalSeconds * 1000;
    this.applicationPingIntervalMs = options.applicationPingIntervalMs ?? 0;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.replyTimeoutMs = options.replyTimeoutMs ?? 10_000;
    this.random = options.random ?? Math.random;
    this.WebSocketOption = options.WebSocket;
  }

  get status(): StreamClientStatus {
    return this.state;
  }

  on<E extends keyof StreamClientEvents>(
    event: E,
    listener: (value: StreamClientEvents[E]) => void,
  ): () => void {
    return this.events.on(event, listener);
  }

  connect(): Promise<void> {
    if (this.state === "closed") {
      return Promise.reject(new StreamClosedError("The stream client is closed."));
    }
    if (this.conn?.open) return Promise.resolve();
    const opened = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (this.state === "idle") void this.open();
    return opened;
  }

  subscribe<const P extends SubscribeParameters>(
    params: P,
    options: SubscribeOptions = {},
  ): Subscription<P["type"]> {
    if (this.state === "closed") throw new StreamClosedError("The stream client is closed.");
    const topic = toTopic(params);
    const key = topicKey(topic);
    const wire = this.wires.get(key);
    const subscription = new StreamSubscription(topic, this, options.bufferSize ?? 10_000, !!wire);
    if (wire) {
      wire.handles.add(subscription);
      if (wire.state === "active") subscription.setStatus("active");
    } else {
      const created: Wire = {
        key,
        topic,
        handles: new Set([subscription]),
        state: "idle",
        accepted: false,
        resync: undefined,
      };
      this.wires.set(key, created);
      if (this.conn?.open) void this.subscribeWire(created);
      else if (this.state === "idle") void this.open();
    }
    return subscription as Subscription<P["type"]>;
  }

  async unsubscribe(subscription: Subscription | SubscriptionControl): Promise<void> {
    const handle = subscription as unknown as SubscriptionControl;
    const wire = this.wires.get(topicKey(handle.topic));
    handle.end();
    if (!wire?.handles.delete(handle) || wire.handles.size > 0) return;
    this.wires.delete(wire.key);
    const sent = wire.state !== "idle";
    wire.state = "idle";
    if (!sent || !this.conn?.open) return;
    const outcome = await this.send("unsubscribe", wire);
    if (outcome && !outcome.ok) throw new StreamError(outcome.code, wire.topic, "unsubscribe");
  }

  resubscribe(subscription: SubscriptionControl): Promise<void> {
    const wire = this.wires.get(topicKey(subscription.topic));
    if (!wire?.handles.has(subscription) || wire.state === "idle" || !this.conn?.open) {
      // Not on the gateway now: the next connection subscribes it afresh anyway.
      return Promise.resolve();
    }
    if (wire.resync) return wire.resync;
    const run = async () => {
      wire.state = "idle";
      if ((await this.send("unsubscribe", wire)) === null) return;
      if (this.wires.get(wire.key) === wire && wire.state === "idle")
        await this.subscribeWire(wire);
    };
    wire.resync = run().finally(() => {
      wire.resync = undefined;
    });
    return wire.resync;
  }

  watchOrderBook(symbol: string): WatchedOrderBook {
    return new WatchedOrderBook(this, symbol);
  }

  async ping(): Promise<PingResult> {
    await this.connect();
    const conn = this.conn;
    if (!conn?.open) throw new TransportError("The stream connection closed before the ping.");
    return this.sendPing(conn, false);
  }

  async close(): Promise<void> {
    if (this.state === "closed") return;
    this.state = "closed";
    this.abort.abort(new StreamClosedError("The stream client is closed."));
    clearTimeout(this.reconnectTimer);
    for (const wire of this.wires.values()) for (const handle of wire.handles) handle.end();
    this.wires.clear();
    this.rejectWaiters(new StreamClosedError("The stream client was closed."));
    const conn = this.conn;
    if (!conn) return;
    await new Promise<void>((resolve) => {
      conn.closed = resolve;
      unref(setTimeout(resolve, 1000));
      this.drop(conn, NORMAL_CLOSE, "closed by the client", undefined);
      try {
        conn.socket.close(NORMAL_CLOSE, "client closed");
      } catch {
        conn.socket.terminate?.();
      }
    });
  }

  // ---- connection

  private async open(): Promise<void> {
    this.state = this.everConnected ? "reconnecting" : "connecting";
    let socket: WebSocketLike;
    try {
      if (this.budget) await this.budget.take(CONNECTION_COST, this.abort.signal);
      this.socketClass ??= resolveWebSocket(this.WebSocketOption);
      const WebSocketClass = await this.socketClass;
      if ((this.state as StreamClientStatus) === "closed") return;
      socket = new WebSocketClass(this.url);
    } catch (error) {
      if ((this.state as StreamClientStatus) === "closed") return;
      this.failedAttempt(error);
      return;
    }
    const conn: Connection = {
      socket,
      pending: [],
      pings: [],
      timers: [],
      open: false,
      alive: true,
      error: undefined,
      closed: undefined,
    };
    this.conn = conn;
    socket.binaryType = "arraybuffer";
    conn.timers.push(
      unref(
        setTimeout(
          () =>
            this.abandon(
              conn,
              new TimeoutError(this.connectTimeoutMs, "Opening the stream connection"),
            ),
          this.connectTimeoutMs,
        ),
      ),
    );
    socket.onopen = () => this.opened(conn);
    socket.onmessage = (event) => this.frame(conn, event.data);
    socket.onerror = (event) => {
      conn.error = (event as { error?: unknown }).error ?? event;
    };
    socket.onclose = (event) => {
      conn.closed?.();
      this.drop(conn, event.code, event.reason, conn.error);
    };
  }

  private opened(conn: Connection): void {
    if (conn !== this.conn) return;
    for (const timer of conn.timers.splice(0)) clearTimeout(timer);
    conn.open = true;
    this.state = "open";
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.keepAlive(conn);
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.resolve();
    this.events.emit("connected", { url: this.url, reconnected });
    for (const wire of this.wires.values()) void this.subscribeWire(wire);
  }

  private keepAlive(conn: Connection): void {
    const { socket } = conn;
    if (this.pingIntervalMs > 0 && socket.ping && socket.on) {
      socket.on("pong", () => {
        conn.alive = true;
      });
      conn.timers.push(
        unref(
          setInterval(() => {
            if (!conn.alive) {
              this.abandon(conn, new TimeoutError(this.pingIntervalMs, "The pong to a ping frame"));
              return;
            }
            conn.alive = false;
            if (socket.readyState === OPEN) socket.ping?.();
          }, this.pingIntervalMs),
        ),
      );
    }
    if (this.applicationPingIntervalMs > 0) {
      conn.timers.push(
        unref(
          setInterval(() => {
            this.sendPing(conn, true).catch(() => undefined);
          }, this.applicationPingIntervalMs),
        ),
      );
    }
  }

  /** Gives up on a connection that is not answering: closes it and handles the drop now. */
  private abandon(conn: Connection, error: unknown): void {
    if (conn !== this.conn) return;
    const { socket } = conn;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try {
      if (socket.terminate) socket.terminate();
      else socket.close(ABANDONED, "unresponsive");
    } catch {
      // The socket is being discarded; a failure to close it changes nothing.
    }
    this.drop(conn, 1006, error instanceof Error ? error.message : "abandoned", error);
  }

  /** The connection is gone: settle what waited on it and decide whether to reconnect. */
  private drop(conn: Connection, code: number, reason: string, error: unknown): void {
    if (conn !== this.conn) return;
    this.conn = undefined;
    conn.open = false;
    for (const timer of conn.timers.splice(0)) clearInterval(timer);
    for (const pending of conn.pending.splice(0)) {
      clearTimeout(pending.timer);
      pending.resolve(null);
    }
    const lost = new TransportError("The stream connection closed before the pong.", {
      cause: error,
    });
    for (const ping of conn.pings.splice(0)) {
      clearTimeout(ping.timer);
      ping.reject(lost);
    }
    for (const wire of this.wires.values()) {
      wire.state = "idle";
      for (const handle of wire.handles) handle.setStatus("reconnecting");
    }
    if (this.state === "closed") {
      this.events.emit("disconnected", { code, reason, willReconnect: false, error });
      return;
    }
    this.failedAttempt(error, code, reason);
  }

  private failedAttempt(error: unknown, code = 1006, reason = ""): void {
    const policy = this.reconnect;
    const attempt = this.attempt + 1;
    const willReconnect = policy !== undefined && attempt <= policy.maxAttempts;
    this.events.emit("disconnected", { code, reason, willReconnect, error });
    if (!willReconnect) {
      this.shutdown(
        new StreamClosedError(
          policy
            ? `The stream connection failed ${this.attempt} times in a row.`
            : "The stream connection closed.",
          { cause: error },
        ),
      );
      return;
    }
    this.attempt = attempt;
    const base = Math.min(
      policy.maxDelayMs,
      policy.initialDelayMs * policy.factor ** (attempt - 1),
    );
    // The gateway closes every connection after a few hours with 1000: reconnect at once.
    const backoff =
      code === NORMAL_CLOSE && attempt === 1
        ? 0
        : Math.round(base * (1 - policy.jitter * this.random()));
    const delayMs = Math.max(backoff, this.budget?.waitTime(CONNECTION_COST) ?? 0);
    this.state = "reconnecting";
    this.events.emit("reconnecting", { attempt, delayMs, code });
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      void this.open();
    }, delayMs);
  }

  /** Ends the client after it gave up: every subscription fails with `error`. */
  private shutdown(error: StreamClosedError): void {
    this.state = "closed";
    this.abort.abort(error);
    for (const wire of this.wires.values())
      for (const handle of wire.handles) handle.fail(error, true);
    this.wires.clear();
    this.rejectWaiters(error);
  }

  private rejectWaiters(error: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }

  // ---- requests

  /** Sends a request in order after the ones before it; `null` when the connection went away. */
  private send(kind: "subscribe" | "unsubscribe", wire: Wire): Promise<Outcome> {
    const conn = this.conn;
    const run = async (): Promise<Outcome> => {
      if (kind === "subscribe" && this.budget) {
        try {
          await this.budget.take(SUBSCRIPTION_COST, this.abort.signal);
        } catch {
          return null;
        }
      }
      if (!conn?.open || conn !== this.conn) return null;
      return new Promise<Outcome>((resolve) => {
        const timer = unref(
          setTimeout(
            () => this.abandon(conn, new TimeoutError(this.replyTimeoutMs, `The reply to ${kind}`)),
            this.replyTimeoutMs,
          ),
        );
        conn.pending.push({ kind, key: wire.key, timer, resolve });
        const data = wire.topic;
        const request =
          kind === "subscribe"
            ? encodeSubscribeRequest({ data })
            : encodeUnsubscribeRequest({ data });
        try {
          conn.socket.send(JSON.stringify(request));
        } catch (error) {
          this.abandon(conn, error);
        }
      });
    };
    const result = this.outbox.then(run, run);
    this.outbox = result;
    return result;
  }

  private async subscribeWire(wire: Wire): Promise<void> {
    wire.state = "subscribing";
    const outcome = await this.send("subscribe", wire);
    // Unsubscribed meanwhile, or the connection went away (the next one subscribes again).
    if (this.wires.get(wire.key) !== wire || outcome === null) return;
    if (outcome.ok) {
      wire.state = "active";
      wire.accepted = true;
      for (const handle of wire.handles) handle.setStatus("active");
      return;
    }
    this.wires.delete(wire.key);
    wire.state = "idle";
    const error = new StreamError(outcome.code, wire.topic, "subscribe");
    if (wire.accepted) this.events.emit("restoreFailed", { topic: wire.topic, error });
    for (const handle of wire.handles) handle.fail(error, true);
  }

  private sendPing(conn: Connection, keepAlive: boolean): Promise<PingResult> {
    return new Promise<PingResult>((resolve, reject) => {
      const timeout = new TimeoutError(this.pongTimeoutMs, "The application ping");
      const entry: PendingPing = {
        sentAt: Date.now(),
        resolve,
        reject,
        timer: unref(
          setTimeout(() => {
            const at = conn.pings.indexOf(entry);
            if (at >= 0) conn.pings.splice(at, 1);
            reject(timeout);
            if (keepAlive) this.abandon(conn, timeout);
          }, this.pongTimeoutMs),
        ),
      };
      conn.pings.push(entry);
      conn.socket.send(JSON.stringify(encodePingRequest()));
    });
  }

  // ---- incoming

  private frame(conn: Connection, raw: unknown): void {
    if (conn !== this.conn) return;
    const text = frameText(raw);
    let value: unknown;
    try {
      if (text === undefined) throw new TypeError("not a text or binary frame");
      value = JSON.parse(text);
    } catch (cause) {
      this.events.emit("error", new DecodeError("frame", "is not JSON", { cause }));
      return;
    }
    this.attempt = 0;
    let message: ReturnType<typeof decodeServerMessage>;
    try {
      message = decodeServerMessage(value);
    } catch (error) {
      this.misfit(conn, value, error as DecodeError);
      return;
    }
    if (message === undefined) this.events.emit("unhandled", value);
    else if ("ok" in message) this.reply(conn, message);
    else if (message.e in channelKeys) this.push(message as ChannelMessages[StreamChannel]);
    else this.pong(conn, message as Pong);
  }

  private push(message: ChannelMessages[StreamChannel]): void {
    const channel = message.e;
    const data = message.data;
    const key = (
      channelRoutes[channel] as (d: ChannelPayloads[StreamChannel]) => string | undefined
    )(data);
    if (key !== undefined) {
      const wire = this.wires.get(`${channel}|${key}`);
      if (wire) for (const handle of wire.handles) handle.deliver(data);
      return;
    }
    for (const wire of this.wires.values()) {
      if (wire.topic.type === channel) for (const handle of wire.handles) handle.deliver(data);
    }
  }

  private reply(conn: Connection, reply: OkReply | ErrorReply): void {
    let index = 0;
    if (reply.data) {
      const key = topicKey(reply.data);
      const echoed = conn.pending.findIndex(
        (p) => p.key === key && (reply.event === undefined || reply.event === p.kind),
      );
      if (echoed >= 0) index = echoed;
    }
    const [pending] = conn.pending.splice(index, 1);
    if (!pending) {
      this.events.emit(
        "error",
        new PerpkitError("UNEXPECTED_REPLY", "The gateway sent a reply no request waits for."),
      );
      return;
    }
    clearTimeout(pending.timer);
    pending.resolve(reply.ok ? { ok: true } : { ok: false, code: reply.code });
  }

  private pong(conn: Connection, pong: Pong): void {
    const ping = conn.pings.shift();
    if (!ping) return;
    clearTimeout(ping.timer);
    ping.resolve({ serverTime: pong.t, roundTripMs: Date.now() - ping.sentAt });
  }

  /** A known message that does not fit its schema. */
  private misfit(conn: Connection, value: unknown, error: DecodeError): void {
    const record = value as Record<string, unknown>;
    if (typeof record.ok === "boolean") {
      // A reply that cannot be read cannot be matched to its request: start over.
      this.events.emit("error", error);
      this.abandon(conn, error);
      return;
    }
    const channel = record.e as StreamChannel;
    let key: string | undefined;
    try {
      key = (channelRoutes[channel] as (d: unknown) => string | undefined)(record.data);
    } catch {
      key = undefined;
    }
    let delivered = false;
    for (const wire of this.wires.values()) {
      if (wire.topic.type !== channel) continue;
      if (key !== undefined && wire.key !== `${channel}|${key}`) continue;
      for (const handle of wire.handles) handle.fail(error, false);
      delivered = true;
    }
    if (!delivered) this.events.emit("error", error);
  }
}

/**
 * Creates a stream client for a network's gateway (or an explicit `url`). In Node it uses the
 * `ws` package and sends ping frames every 30 s; in browsers the global WebSocket. Nothing
 * connects until `connect()` or the first `subscribe()`.
 *
 * @example
 * const client = createStreamClient({ network: "testnet" })
 * const orders = client.subscribe({ type: "OrderUpdate", subaccountId })
 * orders.on("message", ({ d }) => d.forEach((o) => console.log(o.id, o.st)))
 */
export function createStreamClient(options: StreamClientOptions = {}): StreamClient {
  return new Client(options);
}
