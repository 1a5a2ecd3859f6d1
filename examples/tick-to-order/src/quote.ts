import type { PlaceOrderParameters } from "@perpkit/rest";
import type { WatchedOrderBook } from "@perpkit/stream";

// The loop a market maker runs on the hot path, as small as it gets: on every update of a watched
// book, read the top of the book and send a signed post-only order at the best bid through the
// REST client. Whatever happens to the order afterwards (accepted, refused) goes to `settled`.

/** Options of {@link quoteBestBid}. */
export interface QuoteOptions {
  readonly quantity: string;
  /** Hears each order's outcome, or the error it failed with. */
  readonly settled?: (outcome: unknown) => void;
}

/**
 * Answers every update of `book` with a post-only buy of `quantity` at the best bid; returns the
 * function that stops it.
 *
 * @example
 * const stop = quoteBestBid(stream.watchOrderBook("BTCUSD"), rest, { quantity: "0.001" })
 */
export function quoteBestBid(
  book: WatchedOrderBook,
  client: { placeOrder(order: PlaceOrderParameters): Promise<unknown> },
  options: QuoteOptions,
): () => void {
  return book.on("update", () => {
    const best = book.bestBid();
    if (best === undefined) return;
    const order: PlaceOrderParameters = {
      symbol: book.symbol,
      side: "buy",
      type: "LIMIT",
      price: best.price,
      quantity: options.quantity,
      timeInForce: "GTD",
      postOnly: true,
    };
    client.placeOrder(order).then(options.settled, options.settled);
  });
}
