import { limits } from "@perpkit/core";
import type {
  BookSide,
  Exchange,
  Order,
  Participant,
  PriceLevel,
  Product,
  Side,
} from "@perpkit/sandbox";
import type { MakerPool } from "./pool.js";
import { type CheckedLevel, pieceSize } from "./recorded-book.js";

const { buy, sell } = limits.order.sides;

/**
 * One market of a replay: keeps the replay's orders (the maker pool's) equal to the recorded
 * book, level by level, and plays the recorded trades. Where other subaccounts' orders (a
 * bot's) share a level, the queue model holds: a level that shrinks takes from the replay's
 * orders ahead of theirs first (as cancels and fills at the front of the queue would), then from
 * the back; a level that grows joins behind them. A recorded trade is an immediate-or-cancel
 * order of the replay's taker for the recorded size at the recorded price: it meets first any
 * better-priced orders and the orders ahead in the queue, a bot's included, as the recorded
 * taker would have.
 *
 * @example
 * const market = new ReplayBook(exchange, btc, pool, taker)
 * market.apply([[60_000n * 10n ** 9n, 15n * 10n ** 8n]], [], true)
 */
export class ReplayBook {
  /** The most one of the replay's orders holds on this market. */
  private readonly piece: bigint;

  constructor(
    private readonly exchange: Exchange,
    private readonly product: Product,
    private readonly pool: MakerPool,
    private readonly taker: Participant,
  ) {
    this.piece = pieceSize(product);
  }

  private side(side: Side): BookSide<Order> {
    const book = this.exchange.book(this.product.id);
    if (!book) throw new Error(`no book for ${this.product.ticker}`);
    return book.side(side);
  }

  /** The replay's own quantity at a level. */
  private held(side: Side, price: bigint): bigint {
    return this.heldOn(this.side(side), price);
  }

  /** The replay's own quantity at a level of a side already looked up. */
  private heldOn(book: BookSide<Order>, price: bigint): bigint {
    const level = book.at(price);
    if (!level) return 0n;
    const { orders } = level;
    let total = 0n;
    for (let i = 0; i < orders.length; i++) {
      const order = orders[i] as Order;
      if (this.pool.owns(order)) total += order.remaining;
    }
    return total;
  }

  /** True when the replay has an order at a level. */
  private holds(level: PriceLevel<Order>): boolean {
    for (const order of level.orders) if (this.pool.owns(order)) return true;
    return false;
  }

  /**
   * Applies a recorded L2Book message, checked (line-check.ts): a diff's levels, or (with
   * `snapshot`) the whole book, the replay's levels that are not in it going to zero. Shrinks
   * first, then growths, so the replay's own orders never cross each other.
   */
  apply(bids: readonly CheckedLevel[], asks: readonly CheckedLevel[], snapshot: boolean): void {
    if (snapshot) {
      for (const price of this.absent(buy, bids)) this.shrink(buy, price, this.held(buy, price));
      for (const price of this.absent(sell, asks)) {
        this.shrink(sell, price, this.held(sell, price));
      }
    }
    this.shrinkTo(buy, bids);
    this.shrinkTo(sell, asks);
    this.growTo(buy, bids);
    this.growTo(sell, asks);
  }

  /** The levels of a side the recorded line makes smaller, shrunk to it. */
  private shrinkTo(side: Side, levels: readonly CheckedLevel[]): void {
    if (levels.length === 0) return;
    const book = this.side(side);
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i] as CheckedLevel;
      const price = level[0];
      const quantity = level[1];
      const held = this.heldOn(book, price);
      if (quantity < held) this.shrink(side, price, held - quantity);
    }
  }

  /** The levels of a side the recorded line makes larger, grown to it. */
  private growTo(side: Side, levels: readonly CheckedLevel[]): void {
    if (levels.length === 0) return;
    const book = this.side(side);
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i] as CheckedLevel;
      const price = level[0];
      const quantity = level[1];
      const held = this.heldOn(book, price);
      if (quantity > held) this.grow(side, price, quantity - held);
    }
  }

  /** The levels of a side the replay holds that a snapshot does not name: they go. */
  private absent(side: Side, levels: readonly CheckedLevel[]): bigint[] {
    const named = new Set<bigint>();
    for (const [price] of levels) named.add(price);
    const out: bigint[] = [];
    for (const level of this.side(side).walk()) {
      if (!named.has(level.price) && this.holds(level)) out.push(level.price);
    }
    return out;
  }

  /**
   * Plays a recorded trade: the replay's better-priced liquidity on the maker side goes (the
   * recorded taker met none), the level gets at least the traded size, and the replay's taker
   * sends an immediate-or-cancel order for that size at that price.
   */
  trade(takerSide: Side, price: bigint, size: bigint): void {
    const makerSide: Side = takerSide === buy ? sell : buy;
    const makers = this.side(makerSide);
    this.clear(makers, (p) => makers.better(p, price));
    const held = this.held(makerSide, price);
    if (held < size) this.grow(makerSide, price, size - held);
    this.taker.limit(this.product, takerSide, price, size, { timeInForce: "IOC" });
  }

  /** Takes the replay's orders off the levels from the best of a side while `within` holds. */
  private clear(side: BookSide<Order>, within: (price: bigint) => boolean): void {
    const best = side.levelAt(0);
    if (!best || !within(best.price)) return;
    const prices: bigint[] = [];
    for (let i = 0; ; i++) {
      const level = side.levelAt(i);
      if (!level || !within(level.price)) break;
      prices.push(level.price);
    }
    for (const price of prices) {
      const held = this.held(side.side, price);
      if (held > 0n) this.shrink(side.side, price, held);
    }
  }

  /** Takes `amount` off the replay's orders at a level, by the queue model. */
  private shrink(side: Side, price: bigint, amount: bigint): void {
    const level = this.side(side).at(price);
    if (!level) return;
    const only = level.orders.length === 1 ? level.orders[0] : undefined;
    if (only && this.pool.owns(only)) {
      // The level is the replay's alone, in one order: it shrinks in place.
      if (amount >= only.remaining) this.pool.cancel(only);
      else this.exchange.shrinkOrder(only, amount);
      return;
    }
    const orders = [...level.orders];
    const firstOther = orders.findIndex((o) => !this.pool.owns(o));
    let order: Order[];
    if (firstOther === -1) {
      // Nobody else waits here: the newest pieces go.
      order = orders.reverse();
    } else {
      const ahead = orders.slice(0, firstOther).filter((o) => this.pool.owns(o));
      const behind = orders.slice(firstOther).filter((o) => this.pool.owns(o));
      order = [...ahead, ...behind.reverse()];
    }
    let left = amount;
    for (const o of order) {
      if (left === 0n) break;
      if (left >= o.remaining) {
        left -= o.remaining;
        this.pool.cancel(o);
      } else {
        this.exchange.shrinkOrder(o, left);
        left = 0n;
      }
    }
  }

  /**
   * Adds `amount` to the replay's quantity at a level: behind everyone waiting there (its last
   * order grows in place when that order is the replay's). The replay's own orders that would
   * cross it go first.
   */
  private grow(side: Side, price: bigint, amount: bigint): void {
    const opposite = this.side(side === buy ? sell : buy);
    const best = opposite.levelAt(0)?.price;
    // Most growths cross nothing of the replay's: no bound is made for them.
    if (best !== undefined && (side === buy ? best <= price : best >= price)) {
      this.clear(opposite, (p) => (side === buy ? p <= price : p >= price));
    }
    this.pool.grow(this.product, this.piece, side, price, amount);
  }
}
