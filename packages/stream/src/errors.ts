import { type Clock, PerpkitError, type PerpkitErrorOptions } from "@perpkit/core";
import { streamErrorCodeDescriptions } from "./generated/channels.js";
import type { StreamErrorCode, Topic } from "./generated/types.js";

/** `L2Book BTCUSD`, for messages. */
export function describeTopic(topic: Topic): string {
  return `${topic.type} ${topic.symbol ?? topic.subaccountId ?? ""}`.trim();
}

const DESCRIPTIONS: Readonly<Record<string, string>> = streamErrorCodeDescriptions;

/**
 * The gateway refused a subscribe or unsubscribe (`{ ok: false, code }`). `code` is the
 * gateway's code (`UNKNOWN_PRODUCT`, `SUBSCRIPTION_LIMIT_EXCEEDED`, `RATE_LIMIT`, ...), `topic`
 * the subscription it concerns. It reaches only the subscriber of that topic.
 *
 * @example
 * sub.on("error", (e) => {
 *   if (e instanceof StreamError && e.code === "UNKNOWN_PRODUCT") console.log(e.topic.symbol)
 * })
 */
export class StreamError extends PerpkitError {
  override readonly name = "StreamError";
  // Fields the constructor assigns are declared only, as PerpkitError's are: no field code.
  declare readonly code: StreamErrorCode;
  declare readonly topic: Topic;
  /** The request the gateway refused. */
  declare readonly request: "subscribe" | "unsubscribe";

  constructor(
    code: StreamErrorCode,
    topic: Topic,
    request: "subscribe" | "unsubscribe",
    options: PerpkitErrorOptions = {},
  ) {
    const meaning = DESCRIPTIONS[code];
    super(
      code,
      `The gateway refused to ${request} ${describeTopic(topic)}: ${code}${meaning ? ` (${meaning})` : ""}.`,
      options,
    );
    this.topic = topic;
    this.request = request;
  }
}

/**
 * A listener of the bot's threw, on a client whose clock runs a simulation in lock-step (a
 * sandbox replay's): the simulation ends with it, naming the listener, instead of the process.
 * Live, a listener's error is rethrown on a later tick, as a DOM EventTarget reports it.
 *
 * @example
 * const status = await sandbox.replay.finished
 * status.stopped?.error // 'The "message" listener of the L2Book BTCUSD subscription threw: ...'
 */
export class ListenerError extends PerpkitError {
  override readonly name = "ListenerError";

  constructor(what: string, event: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super("LISTENER_FAILED", `The "${event}" listener of ${what} threw: ${reason}`, { cause });
  }
}

/**
 * The stream client is closed, or gave up reconnecting, so a subscription or request cannot go
 * on. `cause` holds the last connection error when there was one.
 *
 * @example
 * try { await client.ping() } catch (e) { if (e instanceof StreamClosedError) reconnectLater() }
 */
export class StreamClosedError extends PerpkitError {
  override readonly name = "StreamClosedError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("STREAM_CLOSED", shortMessage, options);
  }
}

/**
 * A subscription's iterator fell too far behind: more messages were waiting than its buffer
 * holds. The subscription itself goes on; iterate again, faster, or use a listener.
 *
 * @example
 * for await (const m of client.subscribe({ type: "Ticker", symbol: "BTCUSD" }, { bufferSize: 64 })) slowWork(m)
 */
export class SubscriptionOverflowError extends PerpkitError {
  override readonly name = "SubscriptionOverflowError";
  declare readonly topic: Topic;
  constructor(topic: Topic, bufferSize: number) {
    super(
      "SUBSCRIPTION_OVERFLOW",
      `More than ${bufferSize} messages of ${describeTopic(topic)} waited for the iterator.`,
    );
    this.topic = topic;
  }
}

/**
 * The order book was read while it is not in sync (before its snapshot, or after a gap until the
 * fresh snapshot arrives), or after it was closed (`closed`). perpkit never shows a book that
 * missed a message.
 *
 * @example
 * if (book.status === "live") console.log(book.bestBid())
 */
export class StaleOrderBookError extends PerpkitError {
  override readonly name = "StaleOrderBookError";
  declare readonly symbol: string;
  /** `closed`: the book was closed, and says so. */
  constructor(symbol: string, closed = false) {
    super(
      "ORDER_BOOK_STALE",
      closed
        ? `The ${symbol} order book is closed and cannot be read.`
        : `The ${symbol} order book is resynchronising and cannot be read now.`,
    );
    this.symbol = symbol;
  }
}

/** Where a listener's error goes: its `event`'s name comes along. */
export type ListenerFailure = (error: unknown, event: string) => void;

/** A listener's error rethrown on a later tick, as a DOM EventTarget reports it. */
export const rethrowLater: ListenerFailure = (error) => {
  setTimeout(() => {
    throw error;
  }, 0);
};

/**
 * Where the listeners of `what` (`the L2Book BTCUSD subscription`) report an error of theirs:
 * on a clock that runs a simulation in lock-step, the simulation ends by name (a
 * {@link ListenerError}); elsewhere the error is rethrown on a later tick, as live.
 *
 * @example
 * const failed = listenerFailure(client.clock, "the stream client")
 */
export function listenerFailure(clock: Clock | undefined, what: string): ListenerFailure {
  const lockstep = clock?.lockstep;
  if (!lockstep?.failed) return rethrowLater;
  return (error, event) => lockstep.failed?.(new ListenerError(what, event, error));
}
