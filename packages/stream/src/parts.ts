import type {
  Clock,
  ClockTimer,
  LockstepConnection,
  PerpkitError,
  PointBudget,
} from "@perpkit/core";
import type { DispatchTargets } from "./dispatch.js";
import type { StreamClosedError, StreamError } from "./errors.js";
import type { ErrorReply, OkReply, Pong, StreamErrorCode, Topic } from "./generated/types.js";
import type { ConnectionEvents, ReconnectPolicy } from "./reconnect.js";
import type { Emitter, SubscriptionControl } from "./subscription.js";
import type { WebSocketConstructor, WebSocketLike } from "./websocket.js";

// Where the stream client's parts meet: what the connection (connection.ts) and the gateway part
// (gateway.ts: requests, replies, pings and the gateway's subscriptions) offer the others and need
// from them. Types only.

/**
 * `idle` before the first connection, then `connecting`, `open`, `reconnecting`, `closed`.
 *
 * @example
 * if (client.status === "open") await client.ping()
 */
export type StreamClientStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

/** One socket and what belongs to it alone. */
export interface Link {
  readonly socket: WebSocketLike;
  readonly timers: ClockTimer[];
  /** What the link tells a lock-step clock (a backtest's), when the client runs on one. */
  readonly lockstep: LockstepConnection | undefined;
  open: boolean;
  error: unknown;
  /** Called when the socket's close event arrives. */
  closed: (() => void) | undefined;
}

/** What the connection needs to know. */
export interface ConnectionSettings {
  readonly url: string;
  readonly WebSocket: WebSocketConstructor | undefined;
  /** `undefined`: stay closed after a drop. */
  readonly reconnect: ReconnectPolicy | undefined;
  readonly budget: PointBudget | undefined;
  /** The share of the pool reconnects may spend. */
  readonly reconnectBudget: PointBudget | undefined;
  readonly pingIntervalMs: number;
  readonly connectTimeoutMs: number;
  readonly random: () => number;
  /** The clock every timer of the client runs on. */
  readonly clock: Clock;
  readonly events: Emitter<ConnectionEvents>;
}

/** How the connection tells the rest of the client what happened; frames go to dispatch. */
export interface ConnectionHooks extends DispatchTargets {
  /** A connection opened (after `connected` was emitted). */
  opened(link: Link, reconnected: boolean): void;
  /** The current connection is gone; what waited on it must settle. */
  lost(error: unknown): void;
  /** The client closed (`error` undefined) or gave up reconnecting. */
  ended(error: StreamClosedError | undefined): void;
}

/**
 * The connection part of a stream client.
 *
 * @example
 * const connection = createConnection(settings, hooks)
 * await connection.connect()
 */
export interface Connection {
  readonly status: StreamClientStatus;
  /** The socket being opened or open, if any. */
  readonly current: Link | undefined;
  /** Aborts when the client closes or gives up: budget waits end with it. */
  readonly signal: AbortSignal;
  /** Resolves when a connection is open; opens one when none is being opened. */
  connect(): Promise<void>;
  /** Opens a connection when the client is idle. */
  start(): void;
  /** Gives up on a connection that is not answering: closes it and handles the drop now. */
  abandon(link: Link, error: unknown): void;
  /** Closes for good. */
  close(): Promise<void>;
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

/** The gateway's answer to a request; `null` when the connection went away first. */
export type Outcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: StreamErrorCode }
  | null;

/** Called with the gateway's answer as soon as it is read, before anything else is read. */
export type Answered = (outcome: Outcome) => void;

/** A request waiting for its reply. */
export interface PendingRequest {
  readonly kind: "subscribe" | "unsubscribe";
  readonly key: string;
  readonly timer: ClockTimer;
  readonly settle: (outcome: Outcome) => void;
}

/** An application ping waiting for its pong. */
export interface PendingPing {
  readonly sentAt: number;
  readonly timer: ClockTimer;
  readonly resolve: (result: PingResult) => void;
  readonly reject: (error: unknown) => void;
}

/** What requests need from the rest of the client. */
export interface RequestSettings {
  readonly budget: PointBudget | undefined;
  /** The share of the pool reconnects may spend; restored subscriptions are paid from it too. */
  readonly reconnectBudget: PointBudget | undefined;
  readonly replyTimeoutMs: number;
  readonly pongTimeoutMs: number;
  readonly applicationPingIntervalMs: number;
  readonly clock: Clock;
  /** `error`: a reply no request waits for. */
  readonly events: Emitter<{ error: PerpkitError }>;
}

/**
 * The requests part of a stream client.
 *
 * @example
 * const outcome = await requests.send("subscribe", { type: "Ticker", symbol: "BTCUSD" })
 */
export interface Requests {
  /**
   * Sends a request after the ones before it; resolves with the gateway's answer. `answered`
   * hears it at once: the frames read with the reply have not been handled yet.
   */
  send(
    kind: "subscribe" | "unsubscribe",
    topic: Topic,
    restoring?: boolean,
    answered?: Answered,
  ): Promise<Outcome>;
  /** A reply arrived: settles the request it answers. */
  reply(message: OkReply | ErrorReply): void;
  /** A pong arrived: settles the oldest ping. */
  pong(message: Pong): void;
  /** Sends an application ping over `link`; `keepingAlive` drops the link when no pong comes. */
  ping(link: Link, keepingAlive: boolean): Promise<PingResult>;
  /** A connection opened: starts the application pings. */
  opened(link: Link): void;
  /** The connection went away: nothing sent over it will be answered. */
  lost(error: unknown): void;
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
 * Where a gateway subscription stands. `idle`: not on the gateway (no connection yet, or the
 * connection went away: the next one subscribes it). `subscribing`: a subscribe is on its way,
 * waits for its reply or for a RATE_LIMIT retry. `active`: accepted. `restarting`: the
 * unsubscribe of a resubscribe waits for its reply; the subscribe follows it.
 */
export type WireState = "idle" | "subscribing" | "active" | "restarting";

/** A subscription as the gateway sees it: one topic, shared by every local subscription to it. */
export interface Wire {
  readonly key: string;
  readonly topic: Topic;
  readonly handles: Set<SubscriptionControl>;
  state: WireState;
  /** Accepted at least once: a refusal from now on is a restore failure. */
  accepted: boolean;
  /** Counts the starts over; an answer to a request of an earlier one changes nothing. */
  epoch: number;
  /** Callers of `resubscribe` waiting for the subscribe under way to be answered. */
  waiting: (() => void)[];
}

/** What the topics need from the rest of the client. */
export interface TopicSettings {
  /** `undefined`: a RATE_LIMIT refusal fails the subscription at once. */
  readonly retry: Required<RateLimitRetryOptions> | undefined;
  readonly random: () => number;
  readonly clock: Clock;
  /** `restoreFailed`: a subscription accepted before was refused again. */
  readonly events: Emitter<{
    restoreFailed: { readonly topic: Topic; readonly error: StreamError };
  }>;
}

/**
 * The subscriptions part of a stream client.
 *
 * @example
 * topics.add(subscription)
 */
export interface Topics {
  /** Gateway subscriptions by topic key (`L2Book|BTCUSD`). */
  readonly wires: ReadonlyMap<string, Wire>;
  /** Adds a local subscription; subscribes its topic on the gateway when it is new. */
  add(handle: SubscriptionControl): void;
  /** Ends a local subscription; unsubscribes the topic when it was the last one. */
  remove(handle: SubscriptionControl): Promise<void>;
  /** Unsubscribes and subscribes the topic again (a fresh L2Book snapshot). */
  resubscribe(handle: SubscriptionControl): Promise<void>;
  /** A connection opened: subscribes every topic on it. */
  restore(reconnected: boolean): void;
  /** The connection went away: every topic waits for the next one. */
  lost(): void;
  /** The client ended: every subscription ends, or fails with `error`. */
  end(error: StreamClosedError | undefined): void;
}
