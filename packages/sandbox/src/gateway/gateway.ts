import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { clearInterval, clearTimeout, setInterval, setTimeout } from "node:timers";
import {
  assertUuid,
  type KnownStreamErrorCode,
  limits,
  PerpkitError,
  streamErrorCodeValues,
  ValidationError,
} from "@perpkit/core";
import {
  type ClientMessage,
  channelKeys,
  channelsByKey,
  decodeClientMessage,
  encodeErrorReply,
  encodeL2BookMessage,
  encodeOkReply,
  encodeOrderFillMessage,
  encodeOrderUpdateMessage,
  encodePong,
  encodePositionUpdateMessage,
  encodeSubaccountLiquidationMessage,
  encodeTickerMessage,
  encodeTokenTransferMessage,
  encodeTradeFillMessage,
  type StreamChannel,
  streamChannels,
  type Topic,
} from "@perpkit/stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { DAY_MS } from "../clock.js";
import { RateLimitType } from "../enums.js";
import {
  STREAM_FAULTS_PATH,
  type StreamFaultState,
  type StreamFaults,
  serveStreamFaults,
  streamFaultEndpoints,
} from "../faults/stream.js";
import { errorBody, rateLimitHeaders } from "../http/respond.js";
import type { SandboxExtension } from "../http/server.js";
import type { PoolState } from "../rate-limit.js";
import type { SandboxServices } from "../services.js";
import { BookFeed } from "./book-feed.js";
import {
  fillPayload,
  liquidatedPayload,
  orderPayload,
  positionPayload,
  tickerPayload,
  tradePayload,
  transferPayload,
} from "./payloads.js";

/**
 * Settings of the sandbox's stream gateway. Every interval and timeout can be shortened so tests
 * and bots see in milliseconds what takes seconds or hours on the live service.
 *
 * @example
 * await startSandbox({ stream: { l2BookIntervalMs: 20, tickerIntervalMs: 50, idleTimeoutMs: 0 } })
 */
export interface StreamGatewayOptions {
  /**
   * How often L2Book diffs go out; one goes out on every interval, empty when nothing changed, so
   * a missed message shows at the next. Default 200 ms (spec/limits.yaml).
   */
  readonly l2BookIntervalMs?: number;
  /** Price levels per side of an L2Book snapshot, and of the book a subscriber keeps. Default 100. */
  readonly l2BookLevels?: number;
  /** How often Ticker messages go out. Default 1 s. */
  readonly tickerIntervalMs?: number;
  /** A connection is closed with code 1000 this long after it opened. Default about 4 hours; 0 never. */
  readonly connectionLifetimeMs?: number;
  /**
   * A connection that sends no ping for this long (a protocol ping frame or `{ event: "ping" }`)
   * is dropped without a close frame: the client sees code 1006. Default twice the recommended
   * ping interval, 60 s; 0 never.
   */
  readonly idleTimeoutMs?: number;
  /**
   * Account-channel subscriptions allowed on one connection, counted per `(subaccountId, type)`
   * pair; one more is refused with SUBSCRIPTION_LIMIT_EXCEEDED. Market channels are exempt. The
   * interface does not publish the live number; the sandbox's default is 100.
   */
  readonly maxSubaccountSubscriptions?: number;
  /** Largest request frame a client may send, in bytes; a larger one closes the connection (1009). Default 16 KiB. */
  readonly maxRequestBytes?: number;
  /**
   * Bytes that may wait unread on one connection. A client that lets more pile up (it stopped
   * reading, or reads slower than it is sent to, or floods pings without reading the pongs) is
   * closed with code 1008 and dropped 5 s later, nothing more being queued for it meanwhile, so a
   * slow reader never grows the sandbox's memory beyond this. Default 1 MiB.
   */
  readonly maxBufferedBytes?: number;
}

/**
 * The stream gateway: an extension of the sandbox serving /v1/stream on its port, with the
 * stream faults it can inject.
 *
 * @example
 * const gateway: StreamGateway = createStreamGateway(services, { l2BookIntervalMs: 20 })
 * gateway.faults.dropConnections()
 */
export interface StreamGateway extends SandboxExtension {
  readonly faults: StreamFaults;
}

/**
 * How the sandbox wires the gateway in.
 *
 * @example
 * createStreamGateway(services, {}, { control: true, onError: console.error })
 */
export interface StreamGatewayWiring {
  /** Serve the stream fault endpoints under /sandbox/. Default true. */
  readonly control?: boolean;
  /** Unexpected errors (answered INTERNAL_ERROR); default logged to stderr. */
  readonly onError?: (error: unknown) => void;
}

type ErrorCode = KnownStreamErrorCode;

function namesOf<const T extends string>(values: readonly T[]): { readonly [K in T]: K } {
  return Object.freeze(Object.fromEntries(values.map((v) => [v, v]))) as { readonly [K in T]: K };
}

const Code = namesOf(streamErrorCodeValues);
const Channel = namesOf(streamChannels);
const ACCOUNT_CHANNELS: ReadonlySet<string> = new Set(channelsByKey.subaccountId);
const CONNECTION_COST = limits.rateLimit.costs.websocketConnection;
const SUBSCRIPTION_COST = limits.rateLimit.costs.websocketSubscription;
const NORMAL_CLOSURE = 1000;
/** The close code of a connection whose unread frames passed `maxBufferedBytes`. */
const POLICY_VIOLATION = 1008;
const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a connection closed for its backlog has to read it and the close frame. */
const OVERFLOW_GRACE_MS = 5_000;
const DEFAULT_SUBACCOUNT_SUBSCRIPTIONS = 100;

/** A request the gateway refuses with a code of the spec. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface Client {
  readonly socket: WebSocket;
  /** The connection under the WebSocket, corked while a burst of frames is written. */
  readonly wire: Duplex;
  corked: boolean;
  readonly ip: string;
  /** Subscribed topics by key (`OrderUpdate|<subaccountId>`). */
  readonly topics: Map<string, Topic>;
  accountTopics: number;
  lifetime: NodeJS.Timeout | undefined;
  idle: NodeJS.Timeout | undefined;
  /** Set once closed for its backlog: nothing more is sent or read. */
  overflowed: NodeJS.Timeout | undefined;
}

function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

function whole(value: number | undefined, fallback: number, field: string, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(`stream.${field}`, `must be a whole number, ${min} or more`);
  }
  return value;
}

/**
 * The sandbox's WebSocket gateway at /v1/stream, built on the engine's event bus: subscribe,
 * unsubscribe and ping with the replies and error codes of spec/stream/layer.yaml; L2Book
 * snapshots and chained diffs, Ticker on an interval, TradeFill, and the account channels of
 * subscribed subaccounts; connection and subscription points from the WebSocket pool; the
 * per-connection subaccount subscription cap; the connection lifetime and the idle close.
 * Every message is built with @perpkit/stream's generated encoders.
 *
 * @example
 * const gateway = createStreamGateway(services, { l2BookIntervalMs: 20 })
 * server.on("upgrade", (req, socket, head) => gateway.handleUpgrade?.(req, socket, head) || socket.destroy())
 */
export function createStreamGateway(
  services: SandboxServices,
  options: StreamGatewayOptions = {},
  wiring: StreamGatewayWiring = {},
): StreamGateway {
  const { exchange, clock, events, limiter } = services;
  const ws = limits.websocket;
  const l2BookIntervalMs = whole(
    options.l2BookIntervalMs,
    ws.l2BookIntervalMs,
    "l2BookIntervalMs",
    1,
  );
  const l2BookLevels = whole(options.l2BookLevels, ws.l2BookSnapshotLevels, "l2BookLevels", 1);
  const tickerIntervalMs = whole(
    options.tickerIntervalMs,
    ws.tickerIntervalMs,
    "tickerIntervalMs",
    1,
  );
  const lifetimeMs = whole(
    options.connectionLifetimeMs,
    ws.connectionLifetimeSeconds * 1000,
    "connectionLifetimeMs",
    0,
  );
  const idleMs = whole(
    options.idleTimeoutMs,
    2 * ws.pingIntervalSeconds * 1000,
    "idleTimeoutMs",
    0,
  );
  const cap = whole(
    options.maxSubaccountSubscriptions,
    DEFAULT_SUBACCOUNT_SUBSCRIPTIONS,
    "maxSubaccountSubscriptions",
    0,
  );
  const maxPayload = whole(options.maxRequestBytes, 16 * 1024, "maxRequestBytes", 64);
  const maxBuffered = whole(
    options.maxBufferedBytes,
    DEFAULT_MAX_BUFFERED_BYTES,
    "maxBufferedBytes",
    1024,
  );
  const control = wiring.control ?? true;
  const onError = wiring.onError ?? ((e: unknown) => console.error("sandbox stream gateway:", e));

  // Pongs to protocol pings are sent here, after the backlog check, not by ws on its own.
  const server = new WebSocketServer({
    noServer: true,
    maxPayload,
    clientTracking: false,
    autoPong: false,
  });
  const clients = new Set<Client>();
  /** Clients by topic key. */
  const audiences = new Map<string, Set<Client>>();
  /** Subscriptions per channel over all clients; a channel's sources run only while it has some. */
  const channelCounts = new Map<StreamChannel, number>();
  const stops = new Map<StreamChannel, () => void>();
  const feeds = new Map<string, BookFeed>();
  const skips = new Map<string, number>();
  let closed = false;

  // ---- sending

  /** Sends a text frame; `data` is its UTF-8 bytes, encoded once for every receiver. */
  function send(client: Client, data: string | Buffer): void {
    const { socket } = client;
    if (!writable(client)) return;
    // One engine change makes several frames: they leave in one write once it is over.
    if (!client.corked) {
      client.corked = true;
      client.wire.cork();
      process.nextTick(uncork, client);
    }
    socket.send(data, { binary: false });
  }

  /**
   * True while more may be sent to the client. One whose unread backlog passed the cap is closed
   * with 1008 and read no more; it is dropped once the grace is over.
   */
  function writable(client: Client): boolean {
    const { socket } = client;
    if (socket.readyState !== WebSocket.OPEN || client.overflowed) return false;
    if (socket.bufferedAmount <= maxBuffered) return true;
    client.overflowed = setTimeout(() => drop(client), OVERFLOW_GRACE_MS);
    client.overflowed.unref();
    client.wire.pause();
    socket.close(POLICY_VIOLATION, `too slow: more than ${maxBuffered} bytes were waiting unread`);
    return false;
  }

  function uncork(client: Client): void {
    client.corked = false;
    client.wire.uncork();
  }

  function broadcast(key: string, message: unknown): void {
    const audience = audiences.get(key);
    if (!audience || audience.size === 0) return;
    const data = Buffer.from(JSON.stringify(message));
    for (const client of audience) send(client, data);
  }

  // ---- what each channel listens to while someone subscribes to it

  function feedOf(productId: string): BookFeed {
    let feed = feeds.get(productId);
    if (!feed) {
      const product = exchange.product(productId);
      if (!product) throw new Error(`no product ${productId}`);
      feed = new BookFeed(
        product.ticker,
        (depth) => {
          const book = exchange.trading.book(productId);
          return { bids: book?.bids.depth(depth) ?? [], asks: book?.asks.depth(depth) ?? [] };
        },
        () => clock.now(),
        l2BookLevels,
      );
      feeds.set(productId, feed);
    }
    return feed;
  }

  function publishBooks(): void {
    for (const feed of feeds.values()) {
      if (!audiences.get(`${Channel.L2Book}|${feed.symbol}`)?.size) continue;
      publishBook(feed);
    }
  }

  function publishBook(feed: BookFeed): void {
    const data = feed.diff();
    const skip = skips.get(feed.symbol) ?? 0;
    if (skip > 0) {
      if (skip === 1) skips.delete(feed.symbol);
      else skips.set(feed.symbol, skip - 1);
      return;
    }
    broadcast(`${Channel.L2Book}|${feed.symbol}`, encodeL2BookMessage({ t: clock.now(), data }));
  }

  function publishTickers(): void {
    const now = clock.now();
    for (const product of exchange.products()) {
      const key = `${Channel.Ticker}|${product.ticker}`;
      if (!audiences.get(key)?.size) continue;
      const data = tickerPayload(
        exchange.trading.marketSummary(product),
        now,
        exchange.retention.priceAt(product.id, now - DAY_MS),
      );
      if (data) broadcast(key, encodeTickerMessage({ t: now, data }));
    }
  }

  function every(ms: number, run: () => void): () => void {
    const timer = setInterval(() => {
      try {
        run();
      } catch (error) {
        onError(error);
      }
    }, ms);
    timer.unref();
    return () => clearInterval(timer);
  }

  const sources: { readonly [C in StreamChannel]: () => () => void } = {
    L2Book: () => {
      const stopListening = events.on("bookLevel", (e) => {
        const feed = feeds.get(e.productId);
        if (feed) feed.dirty = true;
      });
      const stopTimer = every(l2BookIntervalMs, publishBooks);
      return () => {
        stopListening();
        stopTimer();
      };
    },
    Ticker: () => every(tickerIntervalMs, publishTickers),
    TradeFill: () =>
      events.on("trade", (e) => {
        if (e.trade.selfTrade) return;
        broadcast(
          `${Channel.TradeFill}|${e.symbol}`,
          encodeTradeFillMessage({
            t: clock.now(),
            data: { s: e.symbol, t: e.time, d: [tradePayload(e.trade)] },
          }),
        );
      }),
    SubaccountLiquidation: () =>
      events.on("liquidation", (e) => {
        broadcast(
          `${Channel.SubaccountLiquidation}|${e.subaccountId}`,
          encodeSubaccountLiquidationMessage({
            t: clock.now(),
            data: { sid: e.subaccountId, t: e.time, d: e.positions.map(liquidatedPayload) },
          }),
        );
      }),
    PositionUpdate: () =>
      events.on("positionUpdate", (e) => {
        broadcast(
          `${Channel.PositionUpdate}|${e.subaccountId}`,
          encodePositionUpdateMessage({
            t: clock.now(),
            data: { t: e.time, d: [positionPayload(e.position)] },
          }),
        );
      }),
    OrderUpdate: () =>
      events.on("orderUpdate", (e) => {
        broadcast(
          `${Channel.OrderUpdate}|${e.subaccountId}`,
          encodeOrderUpdateMessage({
            t: clock.now(),
            data: { t: e.time, d: [orderPayload(e.order)] },
          }),
        );
      }),
    OrderFill: () =>
      events.on("fill", (e) => {
        broadcast(
          `${Channel.OrderFill}|${e.subaccountId}`,
          encodeOrderFillMessage({
            t: clock.now(),
            data: { t: e.time, d: [fillPayload(e.fill)] },
          }),
        );
      }),
    TokenTransfer: () =>
      events.on("tokenTransfer", (e) => {
        broadcast(
          `${Channel.TokenTransfer}|${e.subaccountId}`,
          encodeTokenTransferMessage({ t: clock.now(), data: transferPayload(e.transfer) }),
        );
      }),
  };

  function countChannel(channel: StreamChannel, delta: 1 | -1): void {
    const count = (channelCounts.get(channel) ?? 0) + delta;
    channelCounts.set(channel, count);
    if (count === 1 && delta === 1) stops.set(channel, sources[channel]());
    if (count === 0) {
      stops.get(channel)?.();
      stops.delete(channel);
    }
  }

  // ---- requests

  /** The topic with only its channel's key, or a VALIDATION_ERROR refusal. */
  function normalize(topic: Topic): Topic {
    const type = topic.type as StreamChannel;
    if (!(streamChannels as readonly string[]).includes(type)) {
      throw new Refusal(Code.VALIDATION_ERROR, `type must be one of ${streamChannels.join(", ")}`);
    }
    const keyName = channelKeys[type];
    const key = topic[keyName];
    if (keyName === "subaccountId") {
      try {
        assertUuid(key, keyName);
      } catch (error) {
        throw new Refusal(Code.VALIDATION_ERROR, (error as PerpkitError).shortMessage);
      }
    } else if (typeof key !== "string" || key === "") {
      throw new Refusal(Code.VALIDATION_ERROR, `${keyName} is required for ${type}`);
    }
    return { type, [keyName]: key };
  }

  function charge(client: Client, cost: number): void {
    const state = limiter.charge("websocket", client.ip, cost);
    if (state && !state.allowed) {
      throw new Refusal(
        Code.RATE_LIMIT,
        `the WebSocket pool of ${client.ip} is spent; retry in ${state.retryAfterSeconds ?? 1} s`,
      );
    }
  }

  function subscribe(client: Client, topic: Topic): () => void {
    charge(client, SUBSCRIPTION_COST);
    const key = topicKey(topic);
    if (client.topics.has(key)) {
      throw new Refusal(Code.SUBSCRIPTION_FAILED, `already subscribed to ${key}`);
    }
    const channel = topic.type as StreamChannel;
    let after: (() => void) | undefined;
    if (ACCOUNT_CHANNELS.has(channel)) {
      const subaccountId = topic.subaccountId as string;
      if (!exchange.accounts.get(subaccountId)) {
        throw new Refusal(Code.SUBSCRIPTION_FAILED, `no subaccount has the id ${subaccountId}`);
      }
      if (client.accountTopics >= cap) {
        throw new Refusal(
          Code.SUBSCRIPTION_LIMIT_EXCEEDED,
          `at most ${cap} subaccount subscriptions per connection`,
        );
      }
      client.accountTopics++;
    } else {
      const product = exchange.productByTicker(topic.symbol as string);
      if (!product)
        throw new Refusal(Code.UNKNOWN_PRODUCT, `no product has the symbol ${topic.symbol}`);
      if (channel === Channel.L2Book) {
        const feed = feedOf(product.id);
        // The bus listener is on before the feed looks at the book, so no change goes unseen.
        countChannel(channel, 1);
        if (!audiences.get(key)?.size) feed.restart();
        else if (feed.dirty) publishBook(feed);
        const snapshot = feed.snapshot();
        after = () =>
          send(client, JSON.stringify(encodeL2BookMessage({ t: clock.now(), data: snapshot })));
      }
    }
    if (channel !== Channel.L2Book) countChannel(channel, 1);
    client.topics.set(key, topic);
    let audience = audiences.get(key);
    if (!audience) {
      audience = new Set();
      audiences.set(key, audience);
    }
    // The snapshot goes out after the reply; the client joins the audience with it.
    const joined = audience;
    return () => {
      after?.();
      joined.add(client);
    };
  }

  function forget(client: Client, key: string): void {
    const topic = client.topics.get(key);
    if (!topic) return;
    client.topics.delete(key);
    const channel = topic.type as StreamChannel;
    if (ACCOUNT_CHANNELS.has(channel)) client.accountTopics--;
    const audience = audiences.get(key);
    audience?.delete(client);
    if (audience?.size === 0) audiences.delete(key);
    countChannel(channel, -1);
  }

  function unsubscribe(client: Client, topic: Topic): void {
    const key = topicKey(topic);
    if (!client.topics.has(key)) {
      throw new Refusal(Code.UNSUBSCRIBE_FAILED, `not subscribed to ${key}`);
    }
    forget(client, key);
  }

  function refuse(client: Client, code: ErrorCode, message: string, echo: object = {}): void {
    send(client, JSON.stringify(encodeErrorReply({ code, message, ...echo })));
  }

  function receive(client: Client, raw: RawData): void {
    if (!clients.has(client) || client.overflowed) return;
    let message: ClientMessage | undefined;
    try {
      message = decodeClientMessage(JSON.parse(raw.toString()));
    } catch (error) {
      const reason = error instanceof PerpkitError ? error.shortMessage : "the request is not JSON";
      refuse(client, Code.VALIDATION_ERROR, reason);
      return;
    }
    if (message === undefined) {
      refuse(client, Code.VALIDATION_ERROR, "event must be subscribe, unsubscribe or ping");
      return;
    }
    if (message.event === "ping") {
      client.idle?.refresh();
      send(client, JSON.stringify(encodePong({ t: clock.now() })));
      return;
    }
    const { event } = message;
    let echo: { event: string; data?: Topic } = { event };
    try {
      const topic = normalize(message.data);
      echo = { event, data: topic };
      if (event === "subscribe") {
        const join = subscribe(client, topic);
        send(client, JSON.stringify(encodeOkReply(echo)));
        join();
      } else {
        unsubscribe(client, topic);
        send(client, JSON.stringify(encodeOkReply(echo)));
      }
    } catch (error) {
      if (error instanceof Refusal) {
        refuse(client, error.code, error.message, echo);
      } else {
        onError(error);
        refuse(client, Code.INTERNAL_ERROR, "unexpected server error", echo);
      }
    }
  }

  // ---- connections

  function accept(socket: WebSocket, wire: Duplex, ip: string): void {
    const client: Client = {
      socket,
      wire,
      corked: false,
      ip,
      topics: new Map(),
      accountTopics: 0,
      lifetime: undefined,
      idle: undefined,
      overflowed: undefined,
    };
    clients.add(client);
    if (lifetimeMs > 0) {
      client.lifetime = setTimeout(
        () => socket.close(NORMAL_CLOSURE, "connection lifetime reached"),
        lifetimeMs,
      );
    }
    // The live service closes an idle connection without a close frame: the client sees 1006.
    if (idleMs > 0) client.idle = setTimeout(() => drop(client), idleMs);
    socket.on("ping", (data) => {
      client.idle?.refresh();
      if (writable(client)) socket.pong(data);
    });
    socket.on("message", (raw) => receive(client, raw));
    socket.on("error", () => undefined);
    socket.on("close", () => release(client));
  }

  /** Ends what a connection held; the socket is closed or closing. */
  function release(client: Client): void {
    if (!clients.delete(client)) return;
    clearTimeout(client.lifetime);
    clearTimeout(client.idle);
    clearTimeout(client.overflowed);
    for (const key of [...client.topics.keys()]) forget(client, key);
  }

  /** Drops a connection at once, without a close frame. */
  function drop(client: Client): void {
    client.socket.terminate();
    release(client);
  }

  function refuseUpgrade(socket: Duplex, state: PoolState): void {
    const body = JSON.stringify(
      errorBody(
        429,
        "too many WebSocket connections and subscriptions from this IP address",
        RateLimitType.RATE_LIMIT_IP,
      ),
    );
    const headers = {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
      ...rateLimitHeaders(state),
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n");
    socket.end(`HTTP/1.1 429 Too Many Requests\r\n${head}\r\n\r\n${body}`);
  }

  const faults: StreamFaults = {
    dropConnections() {
      const open = [...clients];
      for (const client of open) drop(client);
      return open.length;
    },
    skipL2BookMessage(symbol, count = 1) {
      if (typeof symbol !== "string" || !exchange.productByTicker(symbol)) {
        throw new ValidationError("symbol", `names no product: ${String(symbol)}`);
      }
      if (!Number.isSafeInteger(count) || count < 1) {
        throw new ValidationError("count", "must be a whole number, 1 or more");
      }
      skips.set(symbol, (skips.get(symbol) ?? 0) + count);
    },
    state(): StreamFaultState {
      return { connections: clients.size, skipL2Book: Object.fromEntries(skips) };
    },
  };

  return {
    faults,
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      let pathname: string;
      try {
        pathname = new URL(req.url ?? "/", "http://sandbox").pathname;
      } catch {
        return false;
      }
      if (pathname !== ws.path) return false;
      if (closed) {
        socket.destroy();
        return true;
      }
      const ip = req.socket.remoteAddress ?? "unknown";
      const state = limiter.charge("websocket", ip, CONNECTION_COST);
      if (state && !state.allowed) {
        refuseUpgrade(socket, state);
        return true;
      }
      server.handleUpgrade(req, socket, head, (ws) => accept(ws, socket, ip));
      return true;
    },
    controlEndpoints: control ? streamFaultEndpoints : [],
    handleRequest(req, res, url) {
      if (!control || !url.pathname.startsWith(STREAM_FAULTS_PATH)) return false;
      return serveStreamFaults(faults, req, res, url);
    },
    close() {
      if (closed) return;
      closed = true;
      for (const client of [...clients]) drop(client);
      for (const stop of stops.values()) stop();
      stops.clear();
      server.close();
    },
  };
}
