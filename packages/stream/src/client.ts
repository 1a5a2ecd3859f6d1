import {
  assertUuid,
  createPointBudget,
  DecodeError,
  describeValue,
  type NetworkOption,
  PerpkitError,
  type PointBudget,
  rateLimitCosts,
  rateLimitPools,
  resolveNetwork,
  sleep,
  TimeoutError,
  TransportError,
  ValidationError,
  websocketLimits,
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
import { WatchedOrderBook, type WatchOrderBookOptions } from "./watch-order-book.js";
import {
  frameText,
  OPEN,
  resolveWebSocket,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./websocket.js";

const NORMAL_CLOSE = 1000;
const ignore = () => undefined;
/** Close code a client may use for its own reasons (4000 to 4999 are application codes). */
const ABANDONED = 4000;

/**
 * How the client retries after the connection drops.
 *
 * @example
 * createStreamClient({ reconnect: { initialDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 20 } })
 */
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
  /**
   * How long a connection must stay open to count as healthy. Only then does the backoff start
   * over, and only a healthy connection's close with code 1000 (the gateway's lifetime close)
   * reconnects at once. Default 60 s.
   */
  readonly resetAfterMs?: number;
  /**
   * The most of the WebSocket pool (3,500 points per 5 minutes) that reconnects may spend: each
   * reconnect's connection (10 points) and the subscriptions it restores (5 each). When it is
   * spent the next reconnect waits. Default 0.5; applies while `budget` is on.
   */
  readonly budgetShare?: number;
}

/**
 * How a subscribe the gateway refused with RATE_LIMIT is tried again.
 *
 * @example
 * createStreamClient({ rateLimitRetry: { maxRetries: 8, initialDelayMs: 2_000 } })
 */
export interface RateLimitRetryOptions {
  /** Retries before the subscription fails with the RATE_LIMIT StreamError. Default 5. */
  readonly maxRetries?: number;
  /** Delay before the first retry; each next one doubles, with jitter. Default 1 s. */
  readonly initialDelayMs?: number;
  /** Longest delay between retries. Default 30 s. */
  readonly maxDelayMs?: number;
}

/**
 * Options of {@link createStreamClient}.
 *
 * @example
 * const options: StreamClientOptions = { network: "local", pingIntervalMs: 10_000, budget: sharedBudget }
 */
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
  /**
   * Retries of a subscribe refused with RATE_LIMIT (each paid from `budget`), or `false` to fail
   * at the first refusal.
   */
  readonly rateLimitRetry?: RateLimitRetryOptions | false;
  /** Random numbers in [0, 1) for the jitter. Default Math.random. */
  readonly random?: () => number;
}

/**
 * `idle` before the first connection, then `connecting`, `open`, `reconnecting`, `closed`.
 *
 * @example
 * if (client.status === "open") await client.ping()
 */
export type StreamClientStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

/**
 * Events of a {@link StreamClient}.
 *
 * @example
 * client.on("restoreFailed", ({ topic, error }) => console.error(topic.type, error.code))
 */
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
  /**
   * The next connection attempt starts in `delayMs`. The close (code 1000) of a connection that
   * stayed up `resetAfterMs` retries at once.
   */
  reconnecting: { readonly attempt: number; readonly delayMs: number; readonly code: number };
  /** After a reconnect or resync the gateway refused a subscription again; it has failed. */
  restoreFailed: { readonly topic: Topic; readonly error: StreamError };
  /** A frame that belongs to no subscription could not be read (not JSON, not an object, ...). */
  error: PerpkitError;
  /** A message this version does not know; passed on as parsed. */
  unhandled: unknown;
}

/**
 * What an application ping measured.
 *
 * @example
 * const { serverTime, roundTripMs } = await client.ping()
 */
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
  /** A live order book for `symbol`, resynchronised from a fresh snapshot after any gap or silence. */
  watchOrderBook(symbol: string, options?: WatchOrderBookOptions): WatchedOrderBook;
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
  /** When it opened (epoch ms), once it has. */
  openedAt: number;
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
  const url = options.url ?? resolveNetwork(options.network ?? "mainnet").wsUrl;
  const pool = rateLimitPools.websocket;
  const budget =
    options.budget === false
      ? undefined
      : (options.budget ??
        createPointBudget({ points: pool.points, windowMs: pool.windowSeconds * 1000 }));
  const policy: Required<ReconnectOptions> | undefined =
    options.reconnect === false
      ? undefined
      : {
          initialDelayMs: 500,
          maxDelayMs: 30_000,
          factor: 2,
          jitter: 0.5,
          maxAttempts: Number.POSITIVE_INFINITY,
          resetAfterMs: 60_000,
          budgetShare: 0.5,
          ...options.reconnect,
        };
  const windowMs = pool.windowSeconds * 1000;
  /** What reconnects may spend: a share of the pool, on top of `budget` itself. */
  const restoreBudget =
    budget && policy
      ? createPointBudget({
          points: Math.max(
            rateLimitCosts.websocketConnection,
            Math.floor(pool.points * policy.budgetShare),
          ),
          windowMs,
        })
      : undefined;
  const retry =
    options.rateLimitRetry === false
      ? undefined
      : { maxRetries: 5, initialDelayMs: 1_000, maxDelayMs: 30_000, ...options.rateLimitRetry };
  const pingIntervalMs = options.pingIntervalMs ?? websocketLimits.pingIntervalSeconds * 1000;
  const applicationPingIntervalMs = options.applicationPingIntervalMs ?? 0;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const replyTimeoutMs = options.replyTimeoutMs ?? 10_000;
  const random = options.random ?? Math.random;

  const events = new Emitter<StreamClientEvents>();
  /** Gateway subscriptions by topic key; each carries the local subscriptions that share it. */
  const wires = new Map<string, Wire>();
  const abort = new AbortController();
  let state: StreamClientStatus = "idle";
  let socketClass: Promise<WebSocketConstructor> | undefined;
  let conn: Connection | undefined;
  /** Failed attempts in a row; a connection that stays up `resetAfterMs` resets it. */
  let attempt = 0;
  let everConnected = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Requests go out one after the other, so replies can be matched in order. */
  let outbox: Promise<unknown> = Promise.resolve();
  let waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];

  // ---- connection

  async function open(): Promise<void> {
    state = everConnected ? "reconnecting" : "connecting";
    let socket: WebSocketLike;
    try {
      if (everConnected)
        await restoreBudget?.take(rateLimitCosts.websocketConnection, abort.signal);
      if (budget) await budget.take(rateLimitCosts.websocketConnection, abort.signal);
      socketClass ??= resolveWebSocket(options.WebSocket);
      const WebSocketClass = await socketClass;
      if ((state as StreamClientStatus) === "closed") return;
      socket = new WebSocketClass(url);
    } catch (error) {
      if ((state as StreamClientStatus) !== "closed") failedAttempt(error);
      return;
    }
    const c: Connection = {
      socket,
      pending: [],
      pings: [],
      timers: [],
      open: false,
      openedAt: 0,
      alive: true,
      error: undefined,
      closed: undefined,
    };
    conn = c;
    socket.binaryType = "arraybuffer";
    c.timers.push(
      unref(
        setTimeout(
          () => abandon(c, new TimeoutError(connectTimeoutMs, "Opening the stream connection")),
          connectTimeoutMs,
        ),
      ),
    );
    socket.onopen = () => opened(c);
    socket.onmessage = (event) => frame(c, event.data);
    socket.onerror = (event) => {
      c.error = (event as { error?: unknown }).error ?? event;
    };
    socket.onclose = (event) => {
      c.closed?.();
      drop(c, event.code, event.reason, c.error);
    };
  }

  function opened(c: Connection): void {
    if (c !== conn) return;
    for (const timer of c.timers.splice(0)) clearTimeout(timer);
    c.open = true;
    c.openedAt = Date.now();
    state = "open";
    const reconnected = everConnected;
    everConnected = true;
    keepAlive(c);
    const settled = waiters;
    waiters = [];
    for (const waiter of settled) waiter.resolve();
    events.emit("connected", { url, reconnected });
    for (const wire of wires.values()) void subscribeWire(wire, reconnected);
  }

  function keepAlive(c: Connection): void {
    const { socket } = c;
    if (pingIntervalMs > 0 && socket.ping && socket.on) {
      socket.on("pong", () => {
        c.alive = true;
      });
      c.timers.push(
        unref(
          setInterval(() => {
            if (!c.alive) {
              abandon(c, new TimeoutError(pingIntervalMs, "The pong to a ping frame"));
              return;
            }
            c.alive = false;
            if (socket.readyState === OPEN) socket.ping?.();
          }, pingIntervalMs),
        ),
      );
    }
    if (applicationPingIntervalMs > 0) {
      c.timers.push(
        unref(
          setInterval(() => {
            sendPing(c, true).catch(() => undefined);
          }, applicationPingIntervalMs),
        ),
      );
    }
  }

  /** Gives up on a connection that is not answering: closes it and handles the drop now. */
  function abandon(c: Connection, error: unknown): void {
    if (c !== conn) return;
    const { socket } = c;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // A `ws` socket still connecting reports its termination as an error on a later tick: with no
    // listener that error would end the process.
    socket.onerror = ignore;
    try {
      if (socket.terminate) socket.terminate();
      else socket.close(ABANDONED, "unresponsive");
    } catch {
      // The socket is being discarded; a failure to close it changes nothing.
    }
    drop(c, 1006, error instanceof Error ? error.message : "abandoned", error);
  }

  /** The connection is gone: settle what waited on it and decide whether to reconnect. */
  function drop(c: Connection, code: number, reason: string, error: unknown): void {
    if (c !== conn) return;
    conn = undefined;
    c.open = false;
    for (const timer of c.timers.splice(0)) clearInterval(timer);
    for (const pending of c.pending.splice(0)) {
      clearTimeout(pending.timer);
      pending.resolve(null);
    }
    const lost = new TransportError("The stream connection closed before the pong.", {
      cause: error,
    });
    for (const ping of c.pings.splice(0)) {
      clearTimeout(ping.timer);
      ping.reject(lost);
    }
    for (const wire of wires.values()) {
      wire.state = "idle";
      for (const handle of wire.handles) handle.setStatus("reconnecting");
    }
    if (state === "closed") {
      events.emit("disconnected", { code, reason, willReconnect: false, error });
      return;
    }
    const healthy = c.openedAt > 0 && Date.now() - c.openedAt >= (policy?.resetAfterMs ?? 0);
    if (healthy) attempt = 0;
    failedAttempt(error, code, reason, healthy);
  }

  function failedAttempt(error: unknown, code = 1006, reason = "", healthy = false): void {
    const next = attempt + 1;
    const willReconnect = policy !== undefined && next <= policy.maxAttempts;
    events.emit("disconnected", { code, reason, willReconnect, error });
    if (!willReconnect) {
      shutdown(
        new StreamClosedError(
          policy
            ? `The stream connection failed ${attempt} times in a row.`
            : "The stream connection closed.",
          { cause: error },
        ),
      );
      return;
    }
    attempt = next;
    const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (next - 1));
    // The gateway closes every connection after a few hours with 1000: reconnect at once, but
    // only after a connection that lasted, so a gateway that closes at once cannot cause a storm.
    const backoff =
      code === NORMAL_CLOSE && healthy ? 0 : Math.round(base * (1 - policy.jitter * random()));
    const cost = rateLimitCosts.websocketConnection;
    const delayMs = Math.max(
      backoff,
      budget?.waitTime(cost) ?? 0,
      restoreBudget?.waitTime(cost) ?? 0,
    );
    state = "reconnecting";
    events.emit("reconnecting", { attempt: next, delayMs, code });
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      void open();
    }, delayMs);
  }

  /** Ends the client after it gave up: every subscription fails with `error`. */
  function shutdown(error: StreamClosedError): void {
    state = "closed";
    abort.abort(error);
    for (const wire of wires.values()) for (const handle of wire.handles) handle.fail(error, true);
    wires.clear();
    rejectWaiters(error);
  }

  function rejectWaiters(error: unknown): void {
    const settled = waiters;
    waiters = [];
    for (const waiter of settled) waiter.reject(error);
  }

  // ---- requests

  /** Sends a request after the ones before it; `null` when the connection went away. */
  function send(
    kind: "subscribe" | "unsubscribe",
    wire: Wire,
    restoring = false,
  ): Promise<Outcome> {
    const c = conn;
    const run = async (): Promise<Outcome> => {
      if (kind === "subscribe" && budget) {
        try {
          const cost = rateLimitCosts.websocketSubscription;
          if (restoring) await restoreBudget?.take(cost, abort.signal);
          await budget.take(cost, abort.signal);
        } catch {
          return null;
        }
      }
      if (!c?.open || c !== conn) return null;
      return new Promise<Outcome>((resolve) => {
        const timer = unref(
          setTimeout(
            () => abandon(c, new TimeoutError(replyTimeoutMs, `The reply to ${kind}`)),
            replyTimeoutMs,
          ),
        );
        c.pending.push({ kind, key: wire.key, timer, resolve });
        const data = wire.topic;
        const request =
          kind === "subscribe"
            ? encodeSubscribeRequest({ data })
            : encodeUnsubscribeRequest({ data });
        try {
          c.socket.send(JSON.stringify(request));
        } catch (error) {
          abandon(c, error);
        }
      });
    };
    const result = outbox.then(run, run);
    outbox = result;
    return result;
  }

  async function subscribeWire(wire: Wire, restoring = false): Promise<void> {
    wire.state = "subscribing";
    const c = conn;
    let outcome: Outcome;
    for (let retries = 0; ; retries++) {
      outcome = await send("subscribe", wire, restoring);
      // Unsubscribed meanwhile, or the connection went away (the next one subscribes again).
      if (wires.get(wire.key) !== wire || outcome === null) return;
      if (outcome.ok || outcome.code !== "RATE_LIMIT" || !retry || retries >= retry.maxRetries) {
        break;
      }
      const delay = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** retries);
      await sleep(Math.round(delay * (1 - 0.5 * random())), abort.signal).catch(ignore);
      if (wires.get(wire.key) !== wire || conn !== c || wire.state !== "subscribing") return;
    }
    if (outcome.ok) {
      wire.state = "active";
      wire.accepted = true;
      for (const handle of wire.handles) handle.setStatus("active");
      return;
    }
    wires.delete(wire.key);
    wire.state = "idle";
    const error = new StreamError(outcome.code, wire.topic, "subscribe");
    if (wire.accepted) events.emit("restoreFailed", { topic: wire.topic, error });
    for (const handle of wire.handles) handle.fail(error, true);
  }

  function sendPing(c: Connection, keepingAlive: boolean): Promise<PingResult> {
    return new Promise<PingResult>((resolve, reject) => {
      const timeout = new TimeoutError(pongTimeoutMs, "The application ping");
      const entry: PendingPing = {
        sentAt: Date.now(),
        resolve,
        reject,
        timer: unref(
          setTimeout(() => {
            const at = c.pings.indexOf(entry);
            if (at >= 0) c.pings.splice(at, 1);
            reject(timeout);
            if (keepingAlive) abandon(c, timeout);
          }, pongTimeoutMs),
        ),
      };
      c.pings.push(entry);
      c.socket.send(JSON.stringify(encodePingRequest()));
    });
  }

  // ---- incoming

  function frame(c: Connection, raw: unknown): void {
    if (c !== conn) return;
    const text = frameText(raw);
    let value: unknown;
    try {
      if (text === undefined) throw new TypeError("not a text or binary frame");
      value = JSON.parse(text);
    } catch (cause) {
      events.emit("error", new DecodeError("frame", "is not JSON", { cause }));
      return;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      events.emit(
        "error",
        new DecodeError("frame", `must be a JSON object, got ${describeValue(value)}`),
      );
      return;
    }
    let message: ReturnType<typeof decodeServerMessage>;
    try {
      // The decoder reads a null optional property as absent, but a diff without `pt` would be
      // taken for a snapshot: a null `pt` is a malformed diff.
      const { e, data } = value as { e?: unknown; data?: { pt?: unknown } };
      if (e === "L2Book" && data?.pt === null) {
        throw new DecodeError("L2BookMessage.data.pt", "must be an integer, got null");
      }
      message = decodeServerMessage(value);
    } catch (error) {
      misfit(c, value, error as DecodeError);
      return;
    }
    if (message === undefined) events.emit("unhandled", value);
    else if ("ok" in message) reply(c, message);
    else if (message.e in channelKeys) push(message as ChannelMessages[StreamChannel]);
    else pong(c, message as Pong);
  }

  function push(message: ChannelMessages[StreamChannel]): void {
    const channel = message.e;
    const data = message.data;
    const route = channelRoutes[channel] as (
      d: ChannelPayloads[StreamChannel],
    ) => string | undefined;
    const key = route(data);
    if (key !== undefined) {
      const wire = wires.get(`${channel}|${key}`);
      if (wire) for (const handle of wire.handles) handle.deliver(data);
      return;
    }
    for (const wire of wires.values()) {
      if (wire.topic.type === channel) for (const handle of wire.handles) handle.deliver(data);
    }
  }

  function reply(c: Connection, message: OkReply | ErrorReply): void {
    let index = 0;
    if (message.data) {
      const key = topicKey(message.data);
      const echoed = c.pending.findIndex(
        (p) => p.key === key && (message.event === undefined || message.event === p.kind),
      );
      if (echoed >= 0) index = echoed;
    }
    const [pending] = c.pending.splice(index, 1);
    if (!pending) {
      events.emit(
        "error",
        new PerpkitError("UNEXPECTED_REPLY", "The gateway sent a reply no request waits for."),
      );
      return;
    }
    clearTimeout(pending.timer);
    pending.resolve(message.ok ? { ok: true } : { ok: false, code: message.code });
  }

  function pong(c: Connection, message: Pong): void {
    const ping = c.pings.shift();
    if (!ping) return;
    clearTimeout(ping.timer);
    ping.resolve({ serverTime: message.t, roundTripMs: Date.now() - ping.sentAt });
  }

  /** A known message that does not fit its schema. */
  function misfit(c: Connection, value: unknown, error: DecodeError): void {
    const record = value as Record<string, unknown>;
    if (typeof record.ok === "boolean") {
      // A reply that cannot be read cannot be matched to its request: start over.
      events.emit("error", error);
      abandon(c, error);
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
    for (const wire of wires.values()) {
      if (wire.topic.type !== channel) continue;
      if (key !== undefined && wire.key !== `${channel}|${key}`) continue;
      for (const handle of wire.handles) handle.fail(error, false);
      delivered = true;
    }
    if (!delivered) events.emit("error", error);
  }

  // ---- the client

  function connect(): Promise<void> {
    if (state === "closed") {
      return Promise.reject(new StreamClosedError("The stream client is closed."));
    }
    if (conn?.open) return Promise.resolve();
    const opening = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    if (state === "idle") void open();
    return opening;
  }

  function subscribe<const P extends SubscribeParameters>(
    params: P,
    subscribeOptions: SubscribeOptions = {},
  ): Subscription<P["type"]> {
    if (state === "closed") throw new StreamClosedError("The stream client is closed.");
    const topic = toTopic(params);
    const key = topicKey(topic);
    const wire = wires.get(key);
    const subscription = new StreamSubscription(
      topic,
      client,
      subscribeOptions.bufferSize ?? 10_000,
      wire !== undefined,
    );
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
      wires.set(key, created);
      if (conn?.open) void subscribeWire(created);
      else if (state === "idle") void open();
    }
    return subscription as Subscription<P["type"]>;
  }

  async function unsubscribe(subscription: Subscription | SubscriptionControl): Promise<void> {
    const handle = subscription as unknown as SubscriptionControl;
    const wire = wires.get(topicKey(handle.topic));
    handle.end();
    if (!wire?.handles.delete(handle) || wire.handles.size > 0) return;
    wires.delete(wire.key);
    const sent = wire.state !== "idle";
    wire.state = "idle";
    if (!sent || !conn?.open) return;
    const outcome = await send("unsubscribe", wire);
    if (outcome && !outcome.ok) throw new StreamError(outcome.code, wire.topic, "unsubscribe");
  }

  function resubscribe(subscription: SubscriptionControl): Promise<void> {
    const wire = wires.get(topicKey(subscription.topic));
    if (!wire?.handles.has(subscription) || wire.state === "idle" || !conn?.open) {
      // Not on the gateway now: the next connection subscribes it afresh anyway.
      return Promise.resolve();
    }
    if (wire.resync) return wire.resync;
    const run = async () => {
      wire.state = "idle";
      if ((await send("unsubscribe", wire)) === null) return;
      if (wires.get(wire.key) === wire && wire.state === "idle") await subscribeWire(wire);
    };
    wire.resync = run().finally(() => {
      wire.resync = undefined;
    });
    return wire.resync;
  }

  async function ping(): Promise<PingResult> {
    await connect();
    const c = conn;
    if (!c?.open) throw new TransportError("The stream connection closed before the ping.");
    return sendPing(c, false);
  }

  async function close(): Promise<void> {
    if (state === "closed") return;
    state = "closed";
    abort.abort(new StreamClosedError("The stream client is closed."));
    clearTimeout(reconnectTimer);
    for (const wire of wires.values()) for (const handle of wire.handles) handle.end();
    wires.clear();
    rejectWaiters(new StreamClosedError("The stream client was closed."));
    const c = conn;
    if (!c) return;
    await new Promise<void>((resolve) => {
      c.closed = resolve;
      unref(setTimeout(resolve, 1000));
      drop(c, NORMAL_CLOSE, "closed by the client", undefined);
      try {
        c.socket.close(NORMAL_CLOSE, "client closed");
      } catch {
        c.socket.terminate?.();
      }
    });
  }

  const client: StreamClient & SubscriptionOwner = {
    url,
    get status() {
      return state;
    },
    on: (event, listener) => events.on(event, listener),
    connect,
    subscribe,
    unsubscribe,
    resubscribe,
    watchOrderBook: (symbol, bookOptions) => new WatchedOrderBook(client, symbol, bookOptions),
    ping,
    close,
  };
  return client;
}
