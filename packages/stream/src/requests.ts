import {
  PerpkitError,
  type PointBudget,
  rateLimitCosts,
  TimeoutError,
  TransportError,
} from "@perpkit/core";
import { unref } from "./connection.js";
import type { Emitter } from "./emitter.js";
import {
  encodePingRequest,
  encodeSubscribeRequest,
  encodeUnsubscribeRequest,
} from "./generated/encoders.js";
import type { ErrorReply, OkReply, Pong, StreamErrorCode, Topic } from "./generated/types.js";
import type { Connection, Link } from "./parts.js";

// Requests: the outbox that sends subscribes and unsubscribes one after the other, the replies
// they wait for (matched in order, or by the topic a reply echoes), and application pings.

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

interface PendingRequest {
  readonly kind: "subscribe" | "unsubscribe";
  readonly key: string;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly settle: (outcome: Outcome) => void;
}

interface PendingPing {
  readonly sentAt: number;
  readonly timer: ReturnType<typeof setTimeout>;
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

/** `L2Book|BTCUSD`: one gateway subscription. */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

/** What the requests part keeps, in one record. */
interface RequestState {
  readonly settings: RequestSettings;
  readonly connection: Pick<Connection, "current" | "signal" | "abandon">;
  /** Requests sent over the current connection, oldest first. */
  pending: PendingRequest[];
  pings: PendingPing[];
  /** Requests go out one after the other, so replies can be matched in order. */
  outbox: Promise<unknown>;
}

/** Pays for a subscribe; false when the client closed while it waited for the budget. */
async function pay(state: RequestState, restoring: boolean): Promise<boolean> {
  const { budget, reconnectBudget } = state.settings;
  if (!budget) return true;
  try {
    const cost = rateLimitCosts.websocketSubscription;
    if (restoring) await reconnectBudget?.take(cost, state.connection.signal);
    await budget.take(cost, state.connection.signal);
    return true;
  } catch {
    return false;
  }
}

/** Writes a request on `c` and waits for its reply; the reply timeout drops the connection. */
function request(
  state: RequestState,
  c: Link,
  kind: "subscribe" | "unsubscribe",
  topic: Topic,
  answered: Answered | undefined,
): Promise<Outcome> {
  const { connection, settings } = state;
  return new Promise<Outcome>((resolve) => {
    const timer = unref(
      setTimeout(
        () =>
          connection.abandon(c, new TimeoutError(settings.replyTimeoutMs, `The reply to ${kind}`)),
        settings.replyTimeoutMs,
      ),
    );
    const settle = (outcome: Outcome) => {
      answered?.(outcome);
      resolve(outcome);
    };
    state.pending.push({ kind, key: topicKey(topic), timer, settle });
    const message =
      kind === "subscribe"
        ? encodeSubscribeRequest({ data: topic })
        : encodeUnsubscribeRequest({ data: topic });
    try {
      c.socket.send(JSON.stringify(message));
    } catch (error) {
      connection.abandon(c, error);
    }
  });
}

function send(
  state: RequestState,
  kind: "subscribe" | "unsubscribe",
  topic: Topic,
  restoring: boolean,
  answered: Answered | undefined,
): Promise<Outcome> {
  const c = state.connection.current;
  const usable = () => c?.open === true && c === state.connection.current;
  const run = async (): Promise<Outcome> => {
    // A request whose connection went away while it waited for its turn is neither paid nor sent.
    if (usable() && (kind !== "subscribe" || (await pay(state, restoring))) && usable()) {
      return request(state, c as Link, kind, topic, answered);
    }
    answered?.(null);
    return null;
  };
  const result = state.outbox.then(run, run);
  state.outbox = result;
  return result;
}

/** Settles the request a reply answers: the one whose topic it echoes, else the oldest. */
function reply(state: RequestState, message: OkReply | ErrorReply): void {
  let index = 0;
  if (message.data) {
    const key = topicKey(message.data);
    const echoed = state.pending.findIndex(
      (p) => p.key === key && (message.event === undefined || message.event === p.kind),
    );
    if (echoed >= 0) index = echoed;
  }
  const [answeredRequest] = state.pending.splice(index, 1);
  if (!answeredRequest) {
    state.settings.events.emit(
      "error",
      new PerpkitError("UNEXPECTED_REPLY", "The gateway sent a reply no request waits for."),
    );
    return;
  }
  clearTimeout(answeredRequest.timer);
  answeredRequest.settle(message.ok ? { ok: true } : { ok: false, code: message.code });
}

function ping(state: RequestState, c: Link, keepingAlive: boolean): Promise<PingResult> {
  const { pongTimeoutMs } = state.settings;
  return new Promise<PingResult>((resolve, reject) => {
    const timeout = new TimeoutError(pongTimeoutMs, "The application ping");
    const entry: PendingPing = {
      sentAt: Date.now(),
      resolve,
      reject,
      timer: unref(
        setTimeout(() => {
          const at = state.pings.indexOf(entry);
          if (at >= 0) state.pings.splice(at, 1);
          reject(timeout);
          if (keepingAlive) state.connection.abandon(c, timeout);
        }, pongTimeoutMs),
      ),
    };
    state.pings.push(entry);
    c.socket.send(JSON.stringify(encodePingRequest()));
  });
}

/** The connection went away: every request is answered `null`, every ping fails. */
function lost(state: RequestState, error: unknown): void {
  const requests = state.pending;
  const unanswered = state.pings;
  state.pending = [];
  state.pings = [];
  for (const pending of requests) {
    clearTimeout(pending.timer);
    pending.settle(null);
  }
  const failure = new TransportError("The stream connection closed before the pong.", {
    cause: error,
  });
  for (const entry of unanswered) {
    clearTimeout(entry.timer);
    entry.reject(failure);
  }
}

/**
 * Sends requests over the current connection and matches the gateway's replies to them.
 *
 * @example
 * const requests = createRequests({ budget, replyTimeoutMs: 10_000, ... }, connection)
 */
export function createRequests(
  settings: RequestSettings,
  connection: Pick<Connection, "current" | "signal" | "abandon">,
): Requests {
  const state: RequestState = {
    settings,
    connection,
    pending: [],
    pings: [],
    outbox: Promise.resolve(),
  };
  return {
    send: (kind, topic, restoring = false, answered = undefined) =>
      send(state, kind, topic, restoring, answered),
    reply: (message) => reply(state, message),
    pong(message) {
      const entry = state.pings.shift();
      if (!entry) return;
      clearTimeout(entry.timer);
      entry.resolve({ serverTime: message.t, roundTripMs: Date.now() - entry.sentAt });
    },
    ping: (c, keepingAlive) => ping(state, c, keepingAlive),
    opened(c) {
      if (settings.applicationPingIntervalMs <= 0) return;
      c.timers.push(
        unref(
          setInterval(() => {
            ping(state, c, true).catch(() => undefined);
          }, settings.applicationPingIntervalMs),
        ),
      );
    },
    lost: (error) => lost(state, error),
  };
}
