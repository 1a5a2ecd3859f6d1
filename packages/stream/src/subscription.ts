import type { Clock, PerpkitError, ValidationError } from "@perpkit/core";
import {
  describeTopic,
  type ListenerFailure,
  listenerFailure,
  rethrowLater,
  StreamClosedError,
  SubscriptionOverflowError,
} from "./errors.js";
import type { ChannelKeys, ChannelPayloads, StreamChannel } from "./generated/channels.js";
import type { Topic } from "./generated/types.js";

/** `L2Book|BTCUSD`: one gateway subscription. */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

/** Listeners keyed by event name; each event has one argument. */
export type Listeners<Events> = { [E in keyof Events]?: Set<(value: Events[E]) => void> };

/**
 * A minimal typed event emitter: `on` returns the function that removes the listener. A listener
 * that throws does not stop the others; its error goes to `failed` (by default rethrown on a
 * later tick, as a DOM EventTarget reports it).
 */
export class Emitter<Events> {
  readonly #listeners: Listeners<Events> = {};
  /** Where a listener's error goes. */
  failed: ListenerFailure;

  constructor(failed: ListenerFailure = rethrowLater) {
    this.failed = failed;
  }

  on<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): () => void {
    let set = this.#listeners[event];
    if (!set) {
      set = new Set();
      this.#listeners[event] = set;
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Number of listeners of an event. */
  count(event: keyof Events): number {
    return this.#listeners[event]?.size ?? 0;
  }

  emit<E extends keyof Events>(event: E, value: Events[E]): void {
    const set = this.#listeners[event];
    if (!set) return;
    for (const listener of set) {
      try {
        listener(value);
      } catch (error) {
        this.failed(error, String(event));
      }
    }
  }
}

/**
 * An account channel's subaccount given by its owner and name instead of its id; the client's
 * `subaccounts` option finds the id.
 *
 * @example
 * const params: SubaccountByName = { account: "0x00000000000000000000000000000000000000aa", subaccount: "primary" }
 */
export interface SubaccountByName {
  /** The owner wallet's address. */
  readonly account: string;
  /** The subaccount's name (`"primary"`), or its bytes32 form. */
  readonly subaccount: string;
}

/**
 * What to subscribe to: a channel and its key, `symbol` for market channels (L2Book, Ticker,
 * TradeFill) and, for account channels, `subaccountId` or the owner `account` and the
 * `subaccount` name.
 *
 * @example
 * const params: SubscribeParameters = { type: "OrderUpdate", subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 * const byName: SubscribeParameters = { type: "OrderFill", account: "0x00000000000000000000000000000000000000aa", subaccount: "primary" }
 */
export type SubscribeParameters<C extends StreamChannel = StreamChannel> = C extends StreamChannel
  ? ChannelKeys[C] extends "subaccountId"
    ? { readonly type: C } & ({ readonly subaccountId: string } | SubaccountByName)
    : { readonly type: C } & { readonly [K in ChannelKeys[C]]: string }
  : never;

/**
 * `subscribing`: waiting for the gateway's reply (at first, and again once `resubscribe()` has
 * ended the old subscription); `active`: messages flow; `reconnecting`: the connection dropped
 * and the client will subscribe again; `closed`: unsubscribed or client closed; `failed`: the
 * gateway refused it (see `error`).
 *
 * @example
 * sub.on("status", (status) => console.log("now", status))
 */
export type SubscriptionStatus = "subscribing" | "active" | "reconnecting" | "closed" | "failed";

/**
 * Events of a {@link Subscription}.
 *
 * @example
 * sub.on("message", (ticker) => console.log(ticker.markPx))
 */
export interface SubscriptionEvents<C extends StreamChannel> {
  /** A payload of this subscription's channel and key. */
  message: ChannelPayloads[C];
  /**
   * A StreamError from the gateway (the subscription has then failed), or a DecodeError for one
   * message that did not fit its schema (the subscription goes on).
   */
  error: PerpkitError;
  status: SubscriptionStatus;
}

/**
 * Options of `subscribe`.
 *
 * @example
 * client.subscribe({ type: "TradeFill", symbol: "BTCUSD" }, { bufferSize: 1000 })
 */
export interface SubscribeOptions {
  /** Messages an iterator may have waiting before it fails with SubscriptionOverflowError. Default 10,000. */
  readonly bufferSize?: number;
}

/**
 * What `subscribe` returns: the subscription to the channel and key asked for, at once (the
 * gateway's reply comes later, as its status).
 *
 * @example
 * const trades: SubscribeReturnType<"TradeFill"> = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" })
 */
export type SubscribeReturnType<C extends StreamChannel = StreamChannel> = Subscription<C>;

/**
 * What `subscribe` throws, at once: an unknown channel or a missing or malformed key, named. A
 * refusal by the gateway is no throw: it arrives on the subscription as a StreamError.
 *
 * @example
 * try { client.subscribe(params) } catch (e) { const error = e as SubscribeErrorType }
 */
export type SubscribeErrorType = ValidationError;

/**
 * One subscription: a source of payloads for listeners (`on("message")`) and an async iterator
 * at once. Errors reach its own `error` listeners and iterators, and are kept in `error`; they
 * never go to other subscriptions. Breaking out of a `for await` loop unsubscribes.
 *
 * @example
 * const trades = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" })
 * trades.on("error", (e) => console.error(e.code))
 * for await (const { d } of trades) console.log(d.length, "trades")
 */
export interface Subscription<C extends StreamChannel = StreamChannel>
  extends AsyncIterable<ChannelPayloads[C]> {
  readonly channel: C;
  /**
   * The subscribe payload sent to the gateway. By subaccount name, it is `{ type }` alone until
   * the id is found.
   */
  readonly topic: Topic;
  readonly status: SubscriptionStatus;
  /** Why the subscription failed, once it has. */
  readonly error: PerpkitError | undefined;
  /**
   * True when another local subscription to the same topic already existed: the two share one
   * gateway subscription, so this one did not see the messages that came before it.
   */
  readonly shared: boolean;
  /** Resolves when the gateway first accepts the subscription; rejects when it refuses it. */
  readonly ready: Promise<void>;
  /** Listens to `message`, `error` or `status`; returns the function that stops listening. */
  on<E extends keyof SubscriptionEvents<C>>(
    event: E,
    listener: (value: SubscriptionEvents<C>[E]) => void,
  ): () => void;
  /** Asks the gateway to start the subscription over (for L2Book: a fresh snapshot). */
  resubscribe(): Promise<void>;
  /** Ends the subscription; resolves when the gateway confirms. */
  unsubscribe(): Promise<void>;
}

/**
 * Anything that subscribes to channels as a stream client does; what an order book watcher
 * needs.
 *
 * @example
 * const source: SubscriptionSource = createStreamClient({ network: "testnet" })
 */
export interface SubscriptionSource {
  /**
   * Subscribes to a channel for one symbol or subaccount. Throws a ValidationError for an
   * unknown channel or a missing or malformed key; refusals by the gateway arrive as a
   * StreamError on the subscription.
   */
  subscribe<const P extends SubscribeParameters>(
    params: P,
    options?: SubscribeOptions,
  ): Subscription<P["type"]>;
  /** The clock its timers run on; what watches it (an order book, an account) uses it too. Default the machine's. */
  readonly clock?: Clock | undefined;
}

/** How the client drives a subscription. */
export interface SubscriptionControl {
  readonly topic: Topic;
  deliver(data: unknown): void;
  /**
   * The message reader of the order book this subscription feeds, while nothing else reads it (no
   * other listener, no iterator): Node's book-frame.node.ts hands it frames read from their text.
   */
  soleBookReader?(): ((data: never) => void) | undefined;
  fail(error: PerpkitError, fatal: boolean): void;
  setStatus(status: SubscriptionStatus): void;
  end(): void;
}

/** What a subscription needs from its client. */
export interface SubscriptionOwner {
  unsubscribe(subscription: SubscriptionControl): Promise<void>;
  resubscribe(subscription: SubscriptionControl): Promise<void>;
  /** The clock of the client, whose simulation (if any) hears of a listener that threw. */
  readonly clock?: Clock;
}

/** One consumer's queue behind `for await`. */
class IteratorQueue<T> implements AsyncIterator<T> {
  readonly #items: T[] = [];
  #waiting: { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void } | undefined;
  #pendingError: unknown;
  #done = false;

  readonly #bufferSize: number;
  readonly #overflow: () => unknown;
  readonly #detach: (queue: IteratorQueue<T>) => Promise<void>;

  constructor(
    bufferSize: number,
    overflow: () => unknown,
    detach: (queue: IteratorQueue<T>) => Promise<void>,
  ) {
    this.#bufferSize = bufferSize;
    this.#overflow = overflow;
    this.#detach = detach;
  }

  /** The consumer waiting for its next read, no longer waiting; `undefined` when none is. */
  #reader(): { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void } | undefined {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    return waiting;
  }

  push(item: T): void {
    if (this.#done || this.#pendingError !== undefined) return;
    if (this.#waiting) {
      this.#reader()?.resolve({ value: item, done: false });
    } else if (this.#items.length >= this.#bufferSize) {
      this.#items.length = 0;
      this.fail(this.#overflow());
    } else {
      this.#items.push(item);
    }
  }

  /** Delivers an error at the consumer's next read; `final` ends the iterator after it. */
  fail(error: unknown, final = false): void {
    if (this.#done) return;
    if (final) this.#done = true;
    if (this.#waiting) {
      this.#reader()?.reject(error);
    } else {
      this.#pendingError = error;
    }
  }

  end(): void {
    if (this.#done) return;
    this.#done = true;
    if (this.#waiting && this.#items.length === 0) {
      this.#reader()?.resolve({ value: undefined, done: true });
    }
  }

  next(): Promise<IteratorResult<T>> {
    const item = this.#items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.#pendingError !== undefined) {
      const error = this.#pendingError;
      this.#pendingError = undefined;
      return Promise.reject(error);
    }
    if (this.#done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }

  async return(): Promise<IteratorResult<T>> {
    this.end();
    await this.#detach(this);
    return { value: undefined, done: true };
  }
}

/** The client's implementation of {@link Subscription}. */
export class StreamSubscription<C extends StreamChannel = StreamChannel>
  implements Subscription<C>, SubscriptionControl
{
  // The public fields are declared only and assigned by the constructor, in this order: a field
  // definition would be emitted as code of its own.
  declare readonly channel: C;
  /** Set once more when a subaccount given by name has been found. */
  declare topic: Topic;
  declare readonly ready: Promise<void>;
  declare shared: boolean;
  #state: SubscriptionStatus = "subscribing";
  #failure: PerpkitError | undefined;
  readonly #events = new Emitter<SubscriptionEvents<C>>((error, event) =>
    listenerFailure(this.#owner.clock, `the ${describeTopic(this.topic)} subscription`)(
      error,
      event,
    ),
  );
  readonly #queues = new Set<IteratorQueue<ChannelPayloads[C]>>();
  #settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;

  readonly #owner: SubscriptionOwner;
  readonly #bufferSize: number;
  /** The message listener of the order book this subscription feeds (watch-order-book.ts). */
  declare bookReader: ((data: ChannelPayloads[C]) => void) | undefined;

  constructor(topic: Topic, owner: SubscriptionOwner, bufferSize: number, shared: boolean) {
    this.#owner = owner;
    this.#bufferSize = bufferSize;
    this.channel = topic.type as C;
    this.topic = topic;
    this.ready = new Promise<void>((resolve, reject) => {
      this.#settle = { resolve, reject };
    });
    this.shared = shared;
    // The error is also delivered to listeners and iterators and kept in `error`; an
    // unobserved `ready` must not end the process.
    this.ready.catch(() => undefined);
  }

  get status(): SubscriptionStatus {
    return this.#state;
  }

  get error(): PerpkitError | undefined {
    return this.#failure;
  }

  /** Closed or failed: nothing changes it any more. */
  get #over(): boolean {
    return this.#state === "closed" || this.#state === "failed";
  }

  on<E extends keyof SubscriptionEvents<C>>(
    event: E,
    listener: (value: SubscriptionEvents<C>[E]) => void,
  ): () => void {
    return this.#events.on(event, listener);
  }

  resubscribe(): Promise<void> {
    return this.#owner.resubscribe(this);
  }

  unsubscribe(): Promise<void> {
    return this.#owner.unsubscribe(this);
  }

  [Symbol.asyncIterator](): AsyncIterator<ChannelPayloads[C]> {
    const queue = new IteratorQueue<ChannelPayloads[C]>(
      this.#bufferSize,
      () => new SubscriptionOverflowError(this.topic, this.#bufferSize),
      async (q) => {
        this.#queues.delete(q);
        if (!this.#over) await this.unsubscribe();
      },
    );
    if (this.#failure) queue.fail(this.#failure, true);
    else if (this.#state === "closed") queue.end();
    else this.#queues.add(queue);
    return queue;
  }

  soleBookReader(): ((data: ChannelPayloads[C]) => void) | undefined {
    const alone = this.#events.count("message") === 1 && this.#queues.size === 0;
    return alone ? this.bookReader : undefined;
  }

  /** A payload for this subscription. */
  deliver(data: ChannelPayloads[C]): void {
    this.#events.emit("message", data);
    if (this.#queues.size > 0) for (const queue of this.#queues) queue.push(data);
  }

  /** An error for this subscription; `fatal` ends it. */
  fail(error: PerpkitError, fatal: boolean): void {
    if (this.#over) return;
    if (fatal) {
      this.#failure = error;
      this.setStatus("failed");
      this.#settle?.reject(error);
    }
    this.#events.emit("error", error);
    for (const queue of this.#queues) queue.fail(error, fatal);
    if (fatal) this.#queues.clear();
  }

  setStatus(status: SubscriptionStatus): void {
    if (this.#state === status || this.#over) return;
    this.#state = status;
    if (status === "active") this.#settle?.resolve();
    this.#events.emit("status", status);
  }

  /** Ends the subscription without error: iterators finish. */
  end(): void {
    if (this.#over) return;
    this.setStatus("closed");
    this.#settle?.reject(
      new StreamClosedError("The subscription ended before the gateway accepted it."),
    );
    for (const queue of this.#queues) queue.end();
    this.#queues.clear();
  }
}
