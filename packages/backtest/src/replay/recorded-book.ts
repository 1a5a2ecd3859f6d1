import type { Product } from "@perpkit/sandbox";

/**
 * A recorded level, checked: its price and quantity in 9-decimal fixed point, and the orders of
 * the market's {@link pieceSize} the replay holds it in.
 *
 * @example
 * const level: CheckedLevel = [60_000n * 10n ** 9n, 15n * 10n ** 8n, 1]
 */
export type CheckedLevel = readonly [price: bigint, quantity: bigint, orders: number];

/**
 * Orders the replay's makers may hold on one market's book, in pieces of the market's
 * {@link pieceSize}: a recorded book of 100 levels a side takes about 200; this bounds what a
 * recording can make the replay keep, and what one trade can make it cancel.
 *
 * @example
 * if (book.ordersAfter(false, bids, asks) > MAX_BOOK_ORDERS) console.log("the line is refused")
 */
export const MAX_BOOK_ORDERS = 10_000;

/**
 * One market's book as its recording has it so far (snapshot, then the diffs played), counted
 * in the orders the replay's makers hold it in: the check's view of what a book line would make
 * the replay keep. Its size is bounded by {@link MAX_BOOK_ORDERS}.
 *
 * @example
 * const book = new RecordedBook()
 * book.apply(true, [[price, quantity, 1]], [], 1)
 */
export class RecordedBook {
  private readonly sides = [new Map<bigint, number>(), new Map<bigint, number>()] as const;
  private orders = 0;

  /** The orders the book would hold after a book line: a snapshot replaces it, a diff changes it. */
  ordersAfter(
    snapshot: boolean,
    bids: readonly CheckedLevel[],
    asks: readonly CheckedLevel[],
  ): number {
    if (snapshot) {
      let total = 0;
      for (const level of bids) total += level[2];
      for (const level of asks) total += level[2];
      return total;
    }
    const [heldBids, heldAsks] = this.sides;
    let total = this.orders;
    for (let i = 0; i < bids.length; i++) {
      const level = bids[i] as CheckedLevel;
      total += level[2] - (heldBids.get(level[0]) ?? 0);
    }
    for (let i = 0; i < asks.length; i++) {
      const level = asks[i] as CheckedLevel;
      total += level[2] - (heldAsks.get(level[0]) ?? 0);
    }
    return total;
  }

  /** Takes a book line that is played, and the orders the book holds after it (`ordersAfter`). */
  apply(
    snapshot: boolean,
    bids: readonly CheckedLevel[],
    asks: readonly CheckedLevel[],
    orders: number,
  ): void {
    this.orders = orders;
    const [heldBids, heldAsks] = this.sides;
    if (snapshot) {
      heldBids.clear();
      heldAsks.clear();
    }
    keep(heldBids, bids);
    keep(heldAsks, asks);
  }
}

/** Sets each level's count of orders on a side; a level of none goes. */
function keep(held: Map<bigint, number>, levels: readonly CheckedLevel[]): void {
  for (let i = 0; i < levels.length; i++) {
    const [price, , count] = levels[i] as CheckedLevel;
    if (count === 0) held.delete(price);
    else held.set(price, count);
  }
}

/**
 * The most one of the replay's orders holds on a market: the largest whole number of lots within
 * the product's `maxQuantity`, so every order the replay places or grows stays on the lot grid
 * (a live lot of 0.003 under a maxQuantity of 1000 gives 999.999). The product's lot is at most
 * its maxQuantity (toProduct), so this is at least one lot.
 *
 * @example
 * pieceSize({ lotSize: 3n * 10n ** 6n, maxQuantity: 1_000n * 10n ** 9n }) // 999_999_000_000n
 */
export function pieceSize(product: Pick<Product, "lotSize" | "maxQuantity">): bigint {
  return product.maxQuantity - (product.maxQuantity % product.lotSize);
}

/**
 * The orders of at most `piece` (the market's {@link pieceSize}) a quantity is held in.
 *
 * @example
 * ordersFor(2_500n * 10n ** 9n, 1_000n * 10n ** 9n) // 3
 */
export function ordersFor(quantity: bigint, piece: bigint): number {
  if (quantity === 0n) return 0;
  if (quantity <= piece) return 1;
  return Number((quantity + piece - 1n) / piece);
}
