import { type Exchange, minBig, type Order, type Product, type Side } from "../engine/index.js";
import { Participant } from "../market/participant.js";

/**
 * The replay's maker: the subaccount `replay-maker-1`, holding the recorded liquidity as its
 * orders. They are the sandbox's own liquidity (`placeLiquidity`): no margin or open-order check
 * stands in their way, so one subaccount holds every market's book. A level is one order of at
 * most the product's largest quantity where it can be: it grows and shrinks in place, and gets
 * another order only where the queue model needs one behind a bot's.
 *
 * @example
 * const pool = new MakerPool(exchange, 10n ** 21n)
 * pool.place(btc, 0, price, quantity)
 */
export class MakerPool {
  readonly makers: Participant[] = [];
  private readonly maker: Participant;

  constructor(
    private readonly exchange: Exchange,
    funding: bigint,
  ) {
    this.maker = Participant.enlist(exchange, "maker", "replay", "replay-maker-1", funding);
    this.makers.push(this.maker);
  }

  /** True when the order is one of the pool's. */
  owns(order: Order): boolean {
    return order.subaccountId === this.maker.subaccount.id;
  }

  /** Cancels one of the pool's orders. */
  cancel(order: Order): void {
    this.maker.cancel([order]);
  }

  /**
   * Places `quantity` at `price` as resting orders behind everyone waiting there, in pieces of at
   * most the product's largest order. Not post-only: recorded liquidity that reaches a user's
   * order trades with it, as it would have on the recorded market.
   */
  place(product: Product, side: Side, price: bigint, quantity: bigint): void {
    let left = quantity;
    while (left > 0n) {
      const piece = minBig(left, product.maxQuantity);
      left -= piece;
      this.maker.rest(product, side, price, piece);
    }
  }

  /**
   * Adds `quantity` to the level at `price`: into its last order when that order is the pool's
   * (growing it in place puts the growth behind everyone, as joining the queue would), the rest
   * as new orders.
   */
  grow(product: Product, side: Side, price: bigint, quantity: bigint): void {
    const level = this.exchange.book(product.id)?.side(side).at(price);
    const last = level?.orders[level.orders.length - 1];
    let left = quantity;
    if (last && this.owns(last) && last.remaining < product.maxQuantity) {
      const room = minBig(left, product.maxQuantity - last.remaining);
      this.exchange.growOrder(last, room);
      left -= room;
    }
    if (left > 0n) this.place(product, side, price, left);
  }

  /** Orders the engine refused the pool, and why the last one was. */
  refusals(): { readonly refused: number; readonly lastRefusal: string | undefined } {
    return { refused: this.maker.refused, lastRefusal: this.maker.lastRefusal };
  }
}
