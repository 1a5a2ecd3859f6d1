import { type Exchange, minBig, type Order, type Product, type Side } from "../engine/index.js";
import { Participant } from "../market/participant.js";

/**
 * Open orders a pool maker holds at most, over every market: far below the interface's 200 per
 * market, because the engine checks an order's margin against all of its subaccount's open orders,
 * and few orders a subaccount keep that check quick.
 */
const ORDERS_PER_MAKER = 4;
/** Makers looked at for room before a new one is enlisted. */
const SEARCH = 16;

/**
 * The replay's makers: subaccounts `replay-maker-1`, `replay-maker-2`, ... of one wallet, as
 * many as the recorded book needs (each holds at most 4 open orders), holding the recorded
 * liquidity as their orders.
 *
 * @example
 * const pool = new MakerPool(exchange, 10n ** 21n)
 * pool.place(btc, 0, price, quantity)
 */
export class MakerPool {
  readonly makers: Participant[] = [];
  private readonly bySubaccount = new Map<string, Participant>();
  /** Where the search for a maker with room starts: the last one that had some. */
  private cursor = 0;

  constructor(
    private readonly exchange: Exchange,
    private readonly funding: bigint,
  ) {
    this.enlist();
  }

  private enlist(): Participant {
    const name = `replay-maker-${this.makers.length + 1}`;
    const maker = Participant.enlist(this.exchange, "maker", "replay", name, this.funding);
    this.makers.push(maker);
    this.bySubaccount.set(maker.subaccount.id, maker);
    return maker;
  }

  /** True when the order is one of the pool's. */
  owns(order: Order): boolean {
    return this.bySubaccount.has(order.subaccountId);
  }

  /** Cancels one of the pool's orders. */
  cancel(order: Order): void {
    this.bySubaccount.get(order.subaccountId)?.cancel([order]);
  }

  /**
   * Places `quantity` at `price` as resting orders of a maker with room, in pieces of at most the
   * product's largest order. Not post-only: recorded liquidity that reaches a user's order
   * trades with it, as it would have on the recorded market.
   */
  place(product: Product, side: Side, price: bigint, quantity: bigint): void {
    let left = quantity;
    while (left > 0n) {
      const piece = minBig(left, product.maxQuantity);
      left -= piece;
      this.roomy().limit(product, side, price, piece);
    }
  }

  /**
   * A maker with room for one more order: one of the few from the last one found on, else a new
   * one. Looking no further keeps each order's search short however many makers the book needs;
   * the search moves round, so makers whose orders went find orders again.
   */
  private roomy(): Participant {
    const count = this.makers.length;
    for (let i = 0; i < Math.min(count, SEARCH); i++) {
      const at = (this.cursor + i) % count;
      const maker = this.makers[at] as Participant;
      if (maker.openTotal() < ORDERS_PER_MAKER) {
        this.cursor = at;
        return maker;
      }
    }
    this.cursor = count;
    return this.enlist();
  }

  /** Orders the engine refused the pool, and why the last one was. */
  refusals(): { readonly refused: number; readonly lastRefusal: string | undefined } {
    let refused = 0;
    let lastRefusal: string | undefined;
    for (const maker of this.makers) {
      refused += maker.refused;
      lastRefusal = maker.lastRefusal ?? lastRefusal;
    }
    return { refused, lastRefusal };
  }
}
