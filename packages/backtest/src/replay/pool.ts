import {
  type Exchange,
  minBig,
  type Order,
  Participant,
  type Product,
  type Side,
} from "@perpkit/sandbox";

/**
 * The replay's maker: the subaccount `replay-maker-1`, holding the recorded liquidity as its
 * orders. They are the sandbox's own liquidity (`placeLiquidity`): no margin or open-order check
 * stands in their way, so one subaccount holds every market's book. A level is one order of at
 * most the market's piece (`pieceSize`: its largest order in whole lots) where it can be: it
 * grows and shrinks in place, and gets another order only where the queue model needs one behind
 * a bot's.
 *
 * @example
 * const pool = new MakerPool(exchange, 10n ** 21n)
 * pool.place(btc, pieceSize(btc), 0, price, quantity)
 */
export class MakerPool {
  readonly makers: Participant[] = [];
  private readonly maker: Participant;

  constructor(
    private readonly exchange: Exchange,
    funding: bigint,
  ) {
    this.maker = Participant.enlist(
      exchange,
      "maker",
      "replay",
      "replay-maker-1",
      funding,
      "recorded book",
    );
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
   * Places `quantity` (on the lot grid) at `price` as resting orders behind everyone waiting
   * there, in orders of at most `piece`, the market's `pieceSize`. Not post-only: recorded
   * liquidity that reaches a user's order trades with it, as it would have on the recorded market.
   */
  place(product: Product, piece: bigint, side: Side, price: bigint, quantity: bigint): void {
    let left = quantity;
    while (left > 0n) {
      const size = minBig(left, piece);
      left -= size;
      this.maker.rest(product, side, price, size);
    }
  }

  /**
   * Adds `quantity` (on the lot grid) to the level at `price`: into its last order, up to
   * `piece`, when that order is the pool's (growing it in place puts the growth behind everyone,
   * as joining the queue would), the rest as new orders. The room left in that order is whole
   * lots, as `piece` and what remains of the order (placed, filled and shrunk in lots) are.
   */
  grow(product: Product, piece: bigint, side: Side, price: bigint, quantity: bigint): void {
    const level = this.exchange.book(product.id)?.side(side).at(price);
    const last = level?.orders[level.orders.length - 1];
    let left = quantity;
    if (last && this.owns(last) && last.remaining < piece) {
      const room = minBig(left, piece - last.remaining);
      this.exchange.growOrder(last, room);
      left -= room;
    }
    if (left > 0n) this.place(product, piece, side, price, left);
  }

  /** Orders the engine refused the pool, and why the last one was. */
  refusals(): { readonly refused: number; readonly lastRefusal: string | undefined } {
    return { refused: this.maker.refused, lastRefusal: this.maker.lastRefusal };
  }
}
