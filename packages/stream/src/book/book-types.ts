// What an order book shows: its levels, a snapshot, its status, and why it resyncs. Types only;
// the book is order-book.ts, which exports them.

/**
 * One price level: a price and the quantity resting there, both decimal strings.
 *
 * @example
 * const level: BookLevel | undefined = book.bestBid() // { price: "65000.5", quantity: "1.25" }
 */
export interface BookLevel {
  readonly price: string;
  readonly quantity: string;
}

/**
 * Both sides of a book at one book time, best levels first.
 *
 * @example
 * const { time, bids, asks }: OrderBookSnapshot = book.snapshot(10)
 */
export interface OrderBookSnapshot {
  readonly symbol: string;
  /** Book time (`t`) of the last message applied, epoch milliseconds. */
  readonly time: number;
  /** Highest price first. */
  readonly bids: readonly BookLevel[];
  /** Lowest price first. */
  readonly asks: readonly BookLevel[];
}

/**
 * `syncing`: waiting for a snapshot (at first, and after a gap, a reconnect or a silence);
 * `live`: every message since the snapshot applied; `closed`: no longer maintained.
 *
 * @example
 * if (book.status === "live") console.log(book.bestAsk())
 */
export type OrderBookStatus = "syncing" | "live" | "closed";

/**
 * Why an order book is being rebuilt: a missed diff (`gap`), a new connection (`reconnect`), a
 * message it could not read (`invalid-message`), a second watcher of the symbol (`requested`),
 * or a feed that went quiet while the connection stayed up (`silent`).
 *
 * @example
 * book.on("resync", ({ reason }: { reason: ResyncReason }) => console.log("resync after", reason))
 */
export type ResyncReason = "gap" | "reconnect" | "invalid-message" | "requested" | "silent";

/**
 * What a book side offers a reader of frame text: setting one level, as the book sets the levels
 * of a message (`index` is the level's place in the message, for errors).
 */
export interface LevelTarget {
  set(price: string, quantity: string, index: number): void;
}

/**
 * One side of an L2Book message as Node's reader of frame text hands it to the book that alone
 * reads its subscription (book-frame.node.ts): in place of `[price, quantity]` pairs, the levels
 * read from the text, which set themselves on the side in the order the message gives them.
 */
export interface FrameLevels {
  applyTo(side: LevelTarget): void;
}
