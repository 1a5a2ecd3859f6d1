import {
  canonicalDecimal,
  compareCanonicalDecimals,
  integerDigits,
  isZeroDecimal,
  ValidationError,
} from "@perpkit/core";
import { type ListenerFailure, StaleOrderBookError } from "../errors.js";
import type { L2Book, PriceLevel } from "../generated/types.js";
import { Emitter } from "../subscription.js";
import type {
  BookLevel,
  FrameLevels,
  OrderBookSnapshot,
  OrderBookStatus,
  ResyncReason,
} from "./book-types.js";

export type { BookLevel, OrderBookSnapshot, OrderBookStatus, ResyncReason };

/**
 * What {@link OrderBook.apply} did with a message.
 *
 * @example
 * const result: ApplyResult = book.apply(payload) // "diff"
 */
export type ApplyResult =
  /** A snapshot replaced the book. */
  | "snapshot"
  /** A diff was applied. */
  | "diff"
  /** The diff's `pt` did not match the last `t`: a message was missed and the book is now stale. */
  | "gap"
  /** A diff arrived while waiting for a snapshot; it was dropped. */
  | "skipped";

/**
 * Events of an {@link OrderBook}.
 *
 * @example
 * book.on("update", ({ kind, time }) => console.log(kind, time))
 */
export interface OrderBookEvents {
  /** A message was applied; the book is live. */
  update: { readonly kind: "snapshot" | "diff"; readonly time: number };
  /** A message was missed: `previousTime` (the diff's `pt`) is not the last applied `time`. */
  gap: { readonly time: number; readonly previousTime: number; readonly expected: number };
  /** The book went stale and waits for a fresh snapshot; `error` is the unreadable message's error. */
  resync: { readonly reason: ResyncReason; readonly error: unknown };
  /** The book stopped: its subscription failed or was closed. `error` says why, when it failed. */
  close: { readonly error: unknown };
}

interface Level {
  /** The price in its shortest form (`canonicalDecimal`): how the side keys it and shows it. */
  readonly price: string;
  /** Its `integerDigits`, for ordering. */
  readonly digits: number;
  /** The quantity as the gateway wrote it (checked); read in its shortest form. */
  quantity: string;
  /** Another spelling of the price the gateway sent (`"65000.500000000"`), also a key of the side. */
  alias?: string;
  /** Removed from the side, but still in its map and array until they are cleared of such levels. */
  gone?: boolean;
}

/**
 * The most levels a side of the book keeps: far beyond the 100 of a snapshot, and a bound on the
 * memory and time a gateway that keeps adding new levels can take. Past it the level farthest
 * from the top goes.
 *
 * @example
 * book.depth().bids.length <= MAX_BOOK_LEVELS // true
 */
export const MAX_BOOK_LEVELS = 10_000;

/** A level as the book shows it: both decimals in their shortest form. */
function read(level: Level): BookLevel {
  return { price: level.price, quantity: canonicalDecimal(level.quantity, "quantity") };
}

/**
 * One side of the book: a map from price to level, and the levels sorted best first. The map holds
 * each level under its shortest price and under the first other spelling the gateway used for it:
 * a gateway writes a price the same way every time (`"65000.500000000"`), so a diff finds its
 * level by the text it carries, and the price is read and shortened only for a new level. A
 * removed level stays in both, marked `gone`, until 32 have gathered and one pass takes them out:
 * removing a level then moves none behind it, finding the best level skips at most 31, and a level
 * that comes back before then is found where it was, without a search or a move.
 */
class BookSide {
  /** Sorted best first; may hold levels that are gone. */
  #levels: Level[] = [];
  /** Levels gone still in `#levels`. */
  #gone = 0;
  readonly #byPrice = new Map<string, Level>();

  /** The paths of `paths`, built once per index. */
  readonly #fields: string[][] = [];

  /** The message's name for the side: `b` for bids, `a` for asks. */
  readonly #field: "a" | "b";
  /** -1 for bids (highest first), 1 for asks. */
  readonly #sign: number;

  constructor(field: "a" | "b", descending: boolean) {
    this.#field = field;
    this.#sign = descending ? -1 : 1;
  }

  clear(): void {
    this.#levels.length = 0;
    this.#gone = 0;
    this.#byPrice.clear();
  }

  /** Where `level` goes in best-first order. */
  #search(level: Level): number {
    const levels = this.#levels;
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const other = levels[mid] as Level;
      const order = compareCanonicalDecimals(other.price, other.digits, level.price, level.digits);
      if (this.#sign * order < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where the decimals of the level at each index of a message sit (`b.3.0`, `b.3.1`), for errors. */
  #paths(index: number): string[] {
    this.#fields[index] ??= [`${this.#field}.${index}.0`, `${this.#field}.${index}.1`];
    return this.#fields[index];
  }

  /**
   * Sets the level at `index` of a message from its `[price, quantity]` pair. `zero` is whether the
   * quantity removes the level, when the caller has read it already (Node's reader of frame text
   * hands a checked quantity in its shortest form); it is read here otherwise.
   */
  set(rawPrice: string, quantity: string, index: number, zero?: boolean): void {
    let level = this.#byPrice.get(rawPrice);
    const removes = zero ?? isZeroDecimal(quantity, this.#paths(index)[1] as string);
    if (level === undefined) {
      const field = this.#paths(index)[0] as string;
      const price = canonicalDecimal(rawPrice, field);
      if (price === "0") throw new ValidationError(field, "must be a positive price");
      level = this.#byPrice.get(price);
      if (level === undefined) {
        if (removes) return;
        level = { price, digits: integerDigits(price), quantity };
        this.#byPrice.set(price, level);
        this.#levels.splice(this.#search(level), 0, level);
      }
      if (level.alias === undefined && !removes && rawPrice !== price) {
        level.alias = rawPrice;
        this.#byPrice.set(rawPrice, level);
      }
    }
    if (removes) this.#remove(level);
    else {
      // A level removed a moment ago comes back where it was, without a search or a move.
      if (level.gone) this.#gone--;
      level.gone = false;
      level.quantity = quantity;
    }
    if (this.#levels.length - this.#gone > MAX_BOOK_LEVELS) {
      this.#compact();
      // One level more than the most: the last goes.
      this.#remove(this.#levels[MAX_BOOK_LEVELS] as Level);
    }
  }

  #remove(level: Level): void {
    if (level.gone) return;
    level.gone = true;
    if (++this.#gone >= 32) this.#compact();
  }

  /** Takes the removed levels out of the array and the map. */
  #compact(): void {
    // A side with none gone keeps its array: a depth read copies only the levels it returns.
    if (this.#gone === 0) return;
    this.#levels = this.#levels.filter((level) => {
      if (level.gone) {
        this.#byPrice.delete(level.price);
        // No alias: undefined, which is no key.
        this.#byPrice.delete(level.alias as string);
      }
      return !level.gone;
    });
    this.#gone = 0;
  }

  best(): BookLevel | undefined {
    const best = this.#levels.find((level) => !level.gone);
    return best && read(best);
  }

  top(n: number): BookLevel[] {
    this.#compact();
    return this.#levels.slice(0, n).map(read);
  }
}

/**
 * A level-2 order book kept from L2Book messages: a snapshot, then diffs with absolute
 * quantities (zero removes a level). A diff whose `pt` is not the last applied `t` means a
 * message was missed: the book turns stale, refuses to be read, and waits for a fresh snapshot.
 * Prices and quantities stay decimal strings and are ordered exactly, never as JS numbers.
 *
 * `watchOrderBook` feeds one from a stream subscription and resubscribes on a gap; an
 * `OrderBook` on its own is a plain state machine, useful with any source of L2Book payloads.
 *
 * @example
 * const book = new OrderBook("BTCUSD")
 * book.apply({ s: "BTCUSD", t: 1, a: [["101", "2"]], b: [["100", "1.5"]] })
 * book.bestBid() // { price: "100", quantity: "1.5" }
 */
export class OrderBook {
  /** Declared only: the constructor assigns it (a field definition would be code of its own). */
  declare readonly symbol: string;
  readonly #bids = new BookSide("b", true);
  readonly #asks = new BookSide("a", false);
  #state: OrderBookStatus = "syncing";
  #bookTime: number | undefined;
  readonly #events = new Emitter<OrderBookEvents>();

  /** `failed` hears its listeners' errors (a simulation's, for a watched book). */
  constructor(symbol: string, failed?: ListenerFailure) {
    this.symbol = symbol;
    if (failed) this.#events.failed = failed;
  }

  /** Whether the book can be read: `live` means every message since the snapshot was applied. */
  get status(): OrderBookStatus {
    return this.#state;
  }

  /** Book time (`t`) of the last applied message, or `undefined` while syncing. */
  get time(): number | undefined {
    return this.#state === "live" ? this.#bookTime : undefined;
  }

  /**
   * Listens to `update`, `gap`, `resync` or `close`; returns the function that stops listening.
   *
   * @example
   * book.on("gap", ({ expected, previousTime }) => console.log("missed", expected, previousTime))
   */
  on<E extends keyof OrderBookEvents>(
    event: E,
    listener: (value: OrderBookEvents[E]) => void,
  ): () => void {
    return this.#events.on(event, listener);
  }

  /**
   * Applies one L2Book payload: a snapshot (no `pt`) replaces the book, a diff updates it. A diff
   * with a `pt` other than the last `t` is a gap: the book is cleared and waits for a snapshot.
   * Throws a ValidationError for a level that is not a decimal string; the book is then stale.
   *
   * @example
   * if (book.apply(message.data) === "gap") resubscribe()
   */
  apply(data: L2Book): ApplyResult {
    if (this.#state === "closed") return "skipped";
    if (data.s !== this.symbol) {
      throw new ValidationError("s", `is ${data.s}, but this book is ${this.symbol}`);
    }
    const snapshot = data.pt === undefined;
    if (!snapshot) {
      if (this.#state !== "live") return "skipped";
      if (data.pt !== this.#bookTime) {
        const expected = this.#bookTime as number;
        this.invalidate("gap", false);
        this.#events.emit("gap", { time: data.t, previousTime: data.pt as number, expected });
        return "gap";
      }
    }
    // Stale until every level of this message is in: a throw below leaves it stale.
    this.#state = "syncing";
    if (snapshot) {
      this.#bids.clear();
      this.#asks.clear();
    }
    applyLevels(this.#bids, data.b);
    applyLevels(this.#asks, data.a);
    this.#bookTime = data.t;
    this.#state = "live";
    if (this.#events.count("update") > 0) {
      this.#events.emit("update", { kind: snapshot ? "snapshot" : "diff", time: data.t });
    }
    return snapshot ? "snapshot" : "diff";
  }

  /**
   * Marks the book stale until the next snapshot, emitting `resync` with the reason.
   *
   * @example
   * book.invalidate("reconnect")
   */
  invalidate(reason: ResyncReason, emit = true): void {
    if (this.#state === "closed") return;
    this.#state = "syncing";
    this.#bookTime = undefined;
    this.#bids.clear();
    this.#asks.clear();
    if (emit) this.#events.emit("resync", { reason, error: undefined });
  }

  /** Tells the listeners of one event; for the classes that feed a book. */
  protected emit<E extends keyof OrderBookEvents>(event: E, value: OrderBookEvents[E]): void {
    this.#events.emit(event, value);
  }

  /** Stops the book for good; reads fail from now on. */
  protected markClosed(error: unknown): void {
    if (this.#state === "closed") return;
    this.#state = "closed";
    this.#bids.clear();
    this.#asks.clear();
    this.#events.emit("close", { error });
  }

  #assertLive(): void {
    if (this.#state !== "live")
      throw new StaleOrderBookError(this.symbol, this.#state === "closed");
  }

  /**
   * The highest bid, or `undefined` when there is none. Throws a StaleOrderBookError while the
   * book is not live.
   *
   * @example
   * book.bestBid()?.price // "100.5"
   */
  bestBid(): BookLevel | undefined {
    this.#assertLive();
    return this.#bids.best();
  }

  /**
   * The lowest ask, or `undefined` when there is none. Throws a StaleOrderBookError while the
   * book is not live.
   *
   * @example
   * book.bestAsk()?.price // "101"
   */
  bestAsk(): BookLevel | undefined {
    this.#assertLive();
    return this.#asks.best();
  }

  /**
   * The best `levels` levels of each side (all of them by default). Throws a StaleOrderBookError
   * while the book is not live.
   *
   * @example
   * const { bids, asks } = book.depth(10)
   */
  depth(levels = Infinity): {
    bids: readonly BookLevel[];
    asks: readonly BookLevel[];
  } {
    this.#assertLive();
    return { bids: this.#bids.top(levels), asks: this.#asks.top(levels) };
  }

  /**
   * A copy of the book at one book time, which later messages do not change. Throws a
   * StaleOrderBookError while the book is not live.
   *
   * @example
   * const { time, bids, asks } = book.snapshot(20)
   */
  snapshot(levels = Infinity): OrderBookSnapshot {
    this.#assertLive();
    return {
      symbol: this.symbol,
      time: this.#bookTime as number,
      bids: this.#bids.top(levels),
      asks: this.#asks.top(levels),
    };
  }
}

function applyLevels(side: BookSide, levels: readonly PriceLevel[] | FrameLevels): void {
  // Levels read straight from a frame's text (Node's book-frame.node.ts) set themselves.
  if (!Array.isArray(levels)) (levels as FrameLevels).applyTo(side);
  else {
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i] as PriceLevel;
      side.set(level[0], level[1], i);
    }
  }
}
