import { parseDecimal } from "@perpkit/core";
import type { WatchedOrderBook } from "@perpkit/stream";

// Where the quotes go: around the oracle price, kept off the other side of the book so that
// post-only quotes rest, and only on the side that reduces a position that reached its limit.

/**
 * How to place the quotes, in ticks of the product's price grid.
 *
 * @example
 * const shape: QuoteShape = { spread: 5n, levels: 2, step: 5n, tick: 500000000n }
 */
export interface QuoteShape {
  /** Distance of the best quotes from the centre. */
  readonly spread: bigint;
  /** Quotes per side. */
  readonly levels: number;
  /** Distance between a side's quotes. */
  readonly step: bigint;
  /** The tick, as a 9-decimal bigint. */
  readonly tick: bigint;
}

/**
 * Which sides may be quoted: a position at its limit is only reduced.
 *
 * @example
 * const sides: QuoteSides = { bids: true, asks: false } // long at the limit
 */
export interface QuoteSides {
  readonly bids: boolean;
  readonly asks: boolean;
}

/**
 * Quote prices around `mark`: the best `spread` ticks away, then every `step`; a bid never at or
 * above the best ask of others in the book, an ask never at or below their best bid. `own` are the
 * bot's own prices, which the streamed book may still show for a moment after they are cancelled.
 *
 * @example
 * quotePrices(60000n * 10n ** 9n, shape, book, new Set(), { bids: true, asks: true })
 */
export function quotePrices(
  mark: bigint,
  shape: QuoteShape,
  book: WatchedOrderBook | undefined,
  own: ReadonlySet<bigint>,
  sides: QuoteSides,
): { bids: bigint[]; asks: bigint[] } {
  const { spread, step, tick } = shape;
  let ceiling: bigint | undefined; // bids stay below the best ask of others
  let floor: bigint | undefined; // asks stay above the best bid of others
  if (book?.status === "live") {
    const others = (levels: readonly { price: string }[]) =>
      levels.map((l) => parseDecimal(l.price, "price")).find((p) => !own.has(p));
    const { bids, asks } = book.depth(own.size + 1);
    const ask = others(asks);
    const bid = others(bids);
    if (ask !== undefined) ceiling = ask - tick;
    if (bid !== undefined) floor = bid + tick;
  }
  const centre = mark - (mark % tick);
  const bids: bigint[] = [];
  const asks: bigint[] = [];
  for (let i = 0n; i < BigInt(shape.levels); i++) {
    let b = centre - (spread + i * step) * tick;
    let a = centre + (spread + i * step) * tick;
    if (ceiling !== undefined && b > ceiling - i * step * tick) b = ceiling - i * step * tick;
    if (floor !== undefined && a < floor + i * step * tick) a = floor + i * step * tick;
    if (sides.bids && b > 0n) bids.push(b);
    if (sides.asks) asks.push(a);
  }
  return { bids, asks };
}
