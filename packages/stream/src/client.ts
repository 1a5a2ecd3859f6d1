import {
  assertUuid,
  type Clock,
  createPointBudget,
  describeValue,
  type NetworkOption,
  PerpkitError,
  type PointBudget,
  randomOn,
  systemClock,
  TransportError,
  ValidationError,
} from "@perpkit/core";
import { logEvents, logSubscription } from "#debug";
import type { SubaccountLookup } from "./account/subaccounts.js";
import { WatchedOrderBook, type WatchOrderBookOptions } from "./book/watch-order-book.js";
import { type ConnectionEvents, createConnection, type StreamClientStatus } from "./connection.js";
import { listenerFailure, StreamClosedError, type StreamError } from "./errors.js";
import { createRequests, createTopics } from "./gateway.js";
import { channelKeys, type StreamChannel, streamServers } from "./generated/channels.js";
import {
  pingIntervalSeconds,
  websocketConnectionCost,
  websocketPoolPoints,
  websocketPoolWindowSeconds,
} from "./generated/limits.js";
import type { Topic } from "./generated/types.js";
import type {
  ConnectionSettings,
  PingResult,
  RateLimitRetryOptions,
  RequestSettings,
  TopicSettings,
} from "./parts.js";
import type { ReconnectOptions, ReconnectPolicy } from "./reconnect.js";
import {
  Emitter,
  StreamSubscription,
  type SubaccountByName,
  type SubscribeOptions,
  type SubscribeParameters,
  type Subscription,
  type SubscriptionControl,
  type SubscriptionOwner,
  type SubscriptionSource,
  topicKey,
} from "./subscription.js";
import type { WebSocketConstructor } from "./websocket.js";

// The stream client: a thin facade over its parts. The connection (connection.ts) opens, keeps
// alive and reopens the socket and hands every frame to dispatch (dispatch.ts), which settles the
// requests waiting for replies or delivers to the subscriptions of the gateway's topics (both in
// gateway.ts) and from there to each local subscription (subscription.ts). parts.ts holds the
// interfaces they meet at.

export type { PingResult, RateLimitRetryOptions, ReconnectOptions, StreamClientStatus };

/**
 * Options of {@link createStreamClient}.
 *
 * @example
 * const options: StreamClientOptions = { network: "local", pingIntervalMs: 10_000, budget: sharedBudget }
 */
export interface StreamClientOptions {
  /**
   * A name for the client, shown on its debug lines (`perpkit:stream:maker-1`), so that the
   * clients of one process can be told apart.
   */
  readonly name?: string;
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
  /**
   * Finds a subaccount's id from its owner and name, for account channels subscribed by name
   * (`{ type: "OrderUpdate", account, subaccount: "primary" }`): `lookupSubaccountId` asks the
   * REST API. Without it, account channels take `subaccountId` only; it is an option so that
   * bundles that do not need it carry no HTTP client.
   */
  readonly subaccounts?: SubaccountLookup;
  /** The REST API, for `subaccounts`; default the network's, or the gateway's host with `url` alone. */
  readonly restUrl?: string;
  /** Random numbers in [0, 1) for jitter. Default `randomOn(clock)` (a replay's seeded draws). */
  readonly random?: () => number;
  /**
   * The clock every timer of the client runs on: keep-alive pings, reply and connect timeouts,
   * reconnect backoff, the rate budget's window, and (through the client) an order book's
   * silence check and a watched account's quiet points and balance reads. Default the machine's
   * (`systemClock`); in a backtest the sandbox's (`sandbox.clock`), whose replay then waits for
   * what the client has not read yet.
   */
  readonly clock?: Clock;
}

/**
 * Events of a {@link StreamClient}.
 *
 * @example
 * client.on("restoreFailed", ({ topic, error }) => console.error(topic.type, error.code))
 */
export interface StreamClientEvents extends ConnectionEvents {
  /** After a reconnect or resync the gateway refused a subscription again; it has failed. */
  restoreFailed: { readonly topic: Topic; readonly error: StreamError };
  /** A frame that belongs to no subscription could not be read (not JSON, not an object, ...). */
  error: PerpkitError;
  /** A message this version does not know; passed on as parsed. */
  unhandled: unknown;
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
export interface StreamClient extends SubscriptionSource {
  readonly url: string;
  /** The clock the client's timers run on. */
  readonly clock: Clock;
  readonly status: StreamClientStatus;
  /** Opens the connection now (subscribe opens it too); resolves when it is open. */
  connect(): Promise<void>;
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

/**
 * The gateway of a network option: a preset's server from the stream spec (the same URL as the
 * preset's `wsUrl`), or an explicit `wsUrl` (mainnet's when it gives none).
 */
function gatewayUrl(network: NetworkOption = "mainnet"): string {
  if (typeof network !== "string") return network.wsUrl ?? streamServers.mainnet;
  if (!Object.hasOwn(streamServers, network)) {
    throw new ValidationError(
      "network",
      `must be one of ${Object.keys(streamServers).join(", ")}, got ${describeValue(network)}`,
    );
  }
  return streamServers[network as keyof typeof streamServers];
}

/**
 * The defaults, with `options` over them.
 */
function reconnectPolicy(options: ReconnectOptions = {}): ReconnectPolicy {
  return {
    initialDelayMs: 500,
    maxDelayMs: 30_000,
    factor: 2,
    jitter: 0.5,
    maxAttempts: Number.POSITIVE_INFINITY,
    resetAfterMs: 60_000,
    resetAfterDataMs: 10_000,
    budgetShare: 0.5,
    ...options,
  };
}

/** Parameters checked: a topic, or an account channel's subaccount by name. */
function toTopic(params: unknown): Topic | (SubaccountByName & { readonly type: StreamChannel }) {
  if (typeof params !== "object" || params === null) {
    throw new ValidationError("params", `must be an object, got ${describeValue(params)}`);
  }
  const { type } = params as { type?: unknown };
  // channelKeys names every channel, in the spec's order as streamChannels does.
  if (typeof type !== "string" || !Object.hasOwn(channelKeys, type)) {
    throw new ValidationError(
      "type",
      `must be one of ${Object.keys(channelKeys).join(", ")}, got ${describeValue(type)}`,
    );
  }
  const keyName = channelKeys[type as StreamChannel];
  const { [keyName]: key, account, subaccount } = params as Record<string, unknown>;
  if (keyName === "subaccountId") {
    // By name: the lookup checks the owner and the name.
    if (key === undefined && subaccount !== undefined) {
      return { type: type as StreamChannel, account, subaccount } as SubaccountByName & {
        readonly type: StreamChannel;
      };
    }
    assertUuid(key, keyName);
  } else if (typeof key !== "string" || key.trim() === "") {
    throw new ValidationError(keyName, `must be a non-empty string, got ${describeValue(key)}`);
  }
  return { type: type as StreamChannel, [keyName]: key };
}

/** The options resolved, with their defaults: what the connection, requests and topics read. */
type ClientSettings = ConnectionSettings &
  RequestSettings &
  TopicSettings & { readonly events: Emitter<StreamClientEvents> };

function resolveSettings(options: StreamClientOptions): ClientSettings {
  const url = options.url ?? gatewayUrl(options.network);
  const clock = options.clock ?? systemClock;
  const windowMs = websocketPoolWindowSeconds * 1000;
  const budget =
    options.budget === false
      ? undefined
      : (options.budget ?? createPointBudget({ points: websocketPoolPoints, windowMs, clock }));
  const reconnect = options.reconnect === false ? undefined : reconnectPolicy(options.reconnect);
  /** What reconnects may spend: a share of the pool, on top of `budget` itself. */
  const reconnectBudget =
    budget && reconnect
      ? createPointBudget({
          points: Math.max(
            websocketConnectionCost,
            Math.floor(websocketPoolPoints * reconnect.budgetShare),
          ),
          windowMs,
          clock,
        })
      : undefined;
  const events = new Emitter<StreamClientEvents>(listenerFailure(clock, "the stream client"));
  logEvents(
    ["connected", "disconnected", "reconnecting", "restoreFailed"],
    (name, log) => events.on(name, log),
    "",
    options.name,
  );
  return {
    url,
    WebSocket: options.WebSocket,
    reconnect,
    budget,
    reconnectBudget,
    pingIntervalMs: options.pingIntervalMs ?? pingIntervalSeconds * 1000,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    replyTimeoutMs: options.replyTimeoutMs ?? 10_000,
    pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
    applicationPingIntervalMs: options.applicationPingIntervalMs ?? 0,
    retry:
      options.rateLimitRetry === false
        ? undefined
        : { maxRetries: 5, initialDelayMs: 1_000, maxDelayMs: 30_000, ...options.rateLimitRetry },
    random: options.random ?? randomOn(clock),
    clock,
    events,
  };
}

/** The parts of a client, wired: the connection, its requests and its topics. */
function createParts(settings: ClientSettings) {
  const connection = createConnection(settings, {
    events: settings.events,
    get requests() {
      return requests;
    },
    get topics() {
      return topics;
    },
    opened(link, reconnected) {
      requests.opened(link);
      topics.restore(reconnected);
    },
    lost(error) {
      requests.lost(error);
      topics.lost();
    },
    ended: (error) => topics.end(error),
  });
  const requests = createRequests(settings, connection);
  const topics = createTopics(settings, connection, requests);
  return { connection, requests, topics };
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
  const settings = resolveSettings(options);
  const { url, events } = settings;
  const { connection, requests, topics } = createParts(settings);

  function subscribe<const P extends SubscribeParameters>(
    params: P,
    subscribeOptions: SubscribeOptions = {},
  ): Subscription<P["type"]> {
    if (connection.status === "closed") throw new StreamClosedError("The stream client is closed.");
    const checked = toTopic(params);
    const byName = "subaccount" in checked;
    const lookup = options.subaccounts;
    if (byName && !lookup) {
      throw new ValidationError(
        "subaccount",
        "by name needs the subaccounts option (lookupSubaccountId); or give subaccountId",
      );
    }
    // A malformed owner or name throws here, before anything is sent.
    const found = byName && lookup?.(checked.account, checked.subaccount, options);
    const subscription = new StreamSubscription(
      byName ? { type: checked.type } : checked,
      client,
      subscribeOptions.bufferSize ?? 10_000,
      !byName && topics.wires.has(topicKey(checked)),
    );
    logSubscription(subscription, options.name);
    if (!found) topics.add(subscription);
    else {
      // Nothing goes to the gateway until the id is known.
      found
        .then((subaccountId) => {
          if (subscription.status !== "subscribing") return;
          if (connection.status === "closed") return subscription.end();
          assertUuid(subaccountId, "subaccountId");
          subscription.topic = { type: checked.type, subaccountId };
          subscription.shared = topics.wires.has(topicKey(subscription.topic));
          topics.add(subscription);
        })
        .catch((error: unknown) =>
          subscription.fail(
            error instanceof PerpkitError
              ? error
              : new PerpkitError("SUBACCOUNT_LOOKUP", String(error), { cause: error }),
            true,
          ),
        );
    }
    return subscription as Subscription<P["type"]>;
  }

  async function ping(): Promise<PingResult> {
    await connection.connect();
    const link = connection.current;
    if (!link?.open) throw new TransportError("The stream connection closed before the ping.");
    return requests.ping(link, false);
  }

  const client: StreamClient & SubscriptionOwner = {
    url,
    clock: settings.clock,
    get status() {
      return connection.status;
    },
    on: (event, listener) => events.on(event, listener),
    connect: () => connection.connect(),
    subscribe,
    unsubscribe: (subscription: Subscription | SubscriptionControl) =>
      topics.remove(subscription as unknown as SubscriptionControl),
    // Bound, not wrapped: the topics part does the work, and a frame's way passes through it only.
    resubscribe: topics.resubscribe.bind(topics),
    watchOrderBook: (symbol, bookOptions) => new WatchedOrderBook(client, symbol, bookOptions),
    ping,
    close: () => connection.close(),
  };
  return client;
}
