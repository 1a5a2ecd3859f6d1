import {
  type Clock,
  type ClockTimer,
  type PerpkitError,
  systemClock,
  unrefTimer,
  type ValidationError,
} from "@perpkit/core";
import { logEvents } from "#debug";
import {
  listenerFailure,
  type StaleOrderBookError,
  StreamClosedError,
  type StreamError,
} from "../errors.js";
import { l2BookIntervalMs } from "../generated/limits.js";
import type { L2Book } from "../generated/types.js";
import {
  StreamSubscription,
  type Subscription,
  type SubscriptionSource,
  type SubscriptionStatus,
} from "../subscription.js";
import { OrderBook } from "./order-book.js";

/**
 * Options of `watchOrderBook`.
 *
 * @example
 * client.watchOrderBook("BTCUSD", { staleAfterMs: 2_000 })
 */
export interface WatchOrderBookOptions {
  /**
   * The gateway sends an L2Book message on every interval (200 ms), empty when nothing changed.
   * A book that applies nothing for this long while its subscription is up (no message, or no
   * snapshot after a resubscribe) is stale: it resyncs (`resync` with reason `silent`), at most
   * one interval later than this, and waits twice as long before the next such verdict until it
   * hears from the gateway again. Default five intervals, 1 s; 0 turns it off.
   */
  readonly staleAfterMs?: number;
}

/**
 * Parameters of `watchOrderBook`: what it takes after the symbol, its options.
 *
 * @example
 * const options: WatchOrderBookParameters = { staleAfterMs: 2_000 }
 * const book = watchOrderBook(client, "BTCUSD", options)
 */
export type WatchOrderBookParameters = WatchOrderBookOptions;

/**
 * What `watchOrderBook` returns: the live book, at once; `ready` resolves at its first snapshot.
 *
 * @example
 * const book: WatchOrderBookReturnType = client.watchOrderBook("BTCUSD")
 */
export type WatchOrderBookReturnType = WatchedOrderBook;

/**
 * What watching a book can fail with: a malformed symbol (a ValidationError, thrown at once); the
 * gateway's refusal (a StreamError) or a close before the first snapshot (a StreamClosedError),
 * with which `ready` rejects; a read while it resyncs (a StaleOrderBookError).
 *
 * @example
 * try { await book.ready } catch (e) { const error = e as WatchOrderBookErrorType }
 */
export type WatchOrderBookErrorType =
  | ValidationError
  | StreamError
  | StreamClosedError
  | StaleOrderBookError;

/**
 * An {@link OrderBook} fed by an L2Book subscription. On a gap (a diff whose `pt` is not the last
 * `t`), on a message it cannot read, after a reconnect, and when the feed goes quiet, it turns
 * stale, emits `resync`, and subscribes again for a fresh snapshot; until the snapshot arrives
 * every read throws a StaleOrderBookError. When the gateway refuses the subscription the book
 * closes with the StreamError (`close` event, `ready` rejects).
 *
 * @example
 * const book = client.watchOrderBook("BTCUSD")
 * await book.ready
 * book.on("update", () => console.log(book.bestBid(), book.bestAsk()))
 */
export class WatchedOrderBook extends OrderBook {
  // `subscription` and `ready` are declared only: the constructor assigns them (field definitions
  // would be code of their own).
  /** The L2Book subscription that feeds the book. */
  declare readonly subscription: Subscription<"L2Book">;
  /** Resolves at the first snapshot; rejects when the subscription fails or the book closes first. */
  declare readonly ready: Promise<void>;
  /** A message was applied since the last silence check. */
  #heard = false;
  /** Silence checks in a row that found nothing applied while the subscription was up. */
  #quiet = 0;
  #silenceTimer: ClockTimer | undefined;
  /** The clock silence is measured on: the client's. */
  readonly #clock: Clock;

  constructor(client: SubscriptionSource, symbol: string, options: WatchOrderBookOptions = {}) {
    super(symbol, listenerFailure(client.clock, `the ${symbol} order book`));
    this.#clock = client.clock ?? systemClock;
    logEvents(["resync"], (name, log) => this.on(name, log), `${symbol} book `);
    this.ready = new Promise<void>((resolve, reject) => {
      const stopUpdate = this.on("update", () => {
        stopUpdate();
        resolve();
      });
      this.on("close", ({ error }) =>
        reject(error ?? new StreamClosedError("The order book was closed before its snapshot.")),
      );
    });
    this.ready.catch(() => undefined);
    const subscription = client.subscribe({ type: "L2Book", symbol });
    this.subscription = subscription;
    const receive = (data: L2Book) => this.#receive(data);
    subscription.on("message", receive);
    // While the book alone reads the stream client's subscription, Node's reader of frame text
    // hands it its diffs straight from the text (book-frame.node.ts).
    if (subscription instanceof StreamSubscription) subscription.bookReader = receive;
    subscription.on("status", (status) => this.#statusChanged(status));
    this.on("close", () => this.#clock.clearTimer(this.#silenceTimer));
    const staleAfterMs = options.staleAfterMs ?? 5 * l2BookIntervalMs;
    if (staleAfterMs > 0) this.#watchSilence(staleAfterMs);
    subscription.on("error", (error) => this.#failed(error));
    // Sharing a subscription that was already running: this book needs a snapshot of its own.
    if (subscription.shared) {
      subscription.ready.then(
        () => this.#resync("requested"),
        () => undefined,
      );
    }
  }

  /**
   * Stops the book and ends its subscription.
   *
   * @example
   * await book.close()
   */
  async close(): Promise<void> {
    this.markClosed(undefined);
    await this.subscription.unsubscribe();
  }

  #statusChanged(status: SubscriptionStatus): void {
    if (status === "reconnecting") this.invalidate("reconnect");
    else if (status === "closed") this.markClosed(undefined);
    // The subscription is being started over (for this book or another watcher of the symbol):
    // the gateway has ended the old one, so the book waits for the new one's snapshot.
    else if (status === "subscribing" && this.status === "live") this.invalidate("requested");
    // Subscribed (again): the snapshot is on its way, and silence counts from now.
    else if (status === "active") this.#quiet = 0;
  }

  /**
   * Checks, several times per `staleAfterMs` (at least once per L2Book interval), that something
   * was applied, and resyncs when nothing was for `staleAfterMs`: the verdict comes between
   * `staleAfterMs` and one check interval after the last message. A check that runs later than
   * asked by half of `staleAfterMs` (the process was busy) gives no verdict: the messages may be
   * waiting to be read.
   */
  #watchSilence(staleAfterMs: number): void {
    const checks = Math.ceil(staleAfterMs / l2BookIntervalMs);
    const periodMs = staleAfterMs / checks;
    /** Quiet checks that make a silence; doubles after each verdict until a message comes. */
    let allowed = checks;
    const clock = this.#clock;
    const schedule = () => {
      const due = clock.now() + periodMs;
      this.#silenceTimer = unrefTimer(clock.setTimeout(() => check(due), periodMs));
    };
    const check = (due: number) => {
      if (this.status === "closed") return;
      if (clock.now() - due <= staleAfterMs / 2) {
        if (this.#heard) {
          this.#quiet = 0;
          allowed = checks;
        } else if (this.subscription.status === "active" && ++this.#quiet >= allowed) {
          this.#quiet = 0;
          allowed = Math.min(allowed * 2, 64 * checks);
          this.#resync("silent");
        }
        this.#heard = false;
      }
      schedule();
    };
    schedule();
  }

  #receive(data: L2Book): void {
    let result: ReturnType<OrderBook["apply"]>;
    try {
      result = this.apply(data);
    } catch (error) {
      this.#resync("invalid-message", error);
      return;
    }
    if (result === "gap") {
      this.emit("resync", { reason: "gap", error: undefined });
      void this.subscription.resubscribe();
    } else if (result !== "skipped") this.#heard = true;
  }

  #failed(error: PerpkitError): void {
    if (this.subscription.status === "failed") this.markClosed(error);
    else this.#resync("invalid-message", error);
  }

  #resync(reason: "invalid-message" | "requested" | "silent", error?: unknown): void {
    this.invalidate(reason, false);
    this.emit("resync", { reason, error });
    void this.subscription.resubscribe();
  }
}

/**
 * Watches the order book of `symbol` over a stream client; the same as
 * `client.watchOrderBook(symbol)`.
 *
 * @example
 * const book = watchOrderBook(client, "BTCUSD")
 * book.on("resync", ({ reason }) => console.log("rebuilding the book after", reason))
 */
export function watchOrderBook(
  client: SubscriptionSource,
  symbol: string,
  options?: WatchOrderBookParameters,
): WatchOrderBookReturnType {
  return new WatchedOrderBook(client, symbol, options);
}
