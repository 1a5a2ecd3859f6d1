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
