import type { OrderBook } from "./book.js";
import { DAY_MS } from "./clock.js";
import { OrderType } from "./enums.js";
import { abs, initialMargin, notional, unrealizedPnl } from "./math.js";
import type { Product } from "./products.js";
import type { Fill, Order, Position, Trade } from "./records.js";
import { TradingPart } from "./trading-state.js";

/**
 * A subaccount's margin: what its collateral, positions and resting orders add up to.
 *
 * @example
 * const { available, totalUsed }: MarginSummary = exchange.margin(subaccountId)
 */
export interface MarginSummary {
  /** Collateral amount. */
  readonly amount: bigint;
  /** Unrealised profit and loss of open positions at the mark. */
  readonly unrealizedPnl: bigint;
  /** Initial margin locked by open positions and resting orders. */
  readonly totalUsed: bigint;
  /** Free collateral: amount, less unrealised losses (profit does not count), less totalUsed. */
  readonly available: bigint;
  /** Margin below which the subaccount is liquidated: half the initial margin of its positions. */
  readonly maintenance: bigint;
}

/**
 * A market's state at a glance.
 *
 * @example
 * const { bestBid, bestAsk }: MarketSummary = exchange.trading.marketSummary(product)
 */
export interface MarketSummary {
  readonly productId: string;
  readonly symbol: string;
  readonly bestBid: bigint | undefined;
  readonly bestAsk: bigint | undefined;
  readonly bestBidQuantity: bigint | undefined;
  readonly bestAskQuantity: bigint | undefined;
  /** Last non-self trade price. */
  readonly lastPrice: bigint | undefined;
  /** Oracle price when one is set, else the last price. */
  readonly markPrice: bigint | undefined;
  /** Open long size. */
  readonly openInterest: bigint;
  /** Traded quantity over the last 24 hours. */
  readonly volume24h: bigint;
}

/**
 * The trading engine's reads: orders, fills, trades, positions, books, prices, market summaries
 * and margin.
 *
 * @example
 * const open = queries.openOrdersOf(subaccountId)
 */
export class TradingQueries extends TradingPart {
  /** An order by id. */
  order(id: string): Order | undefined {
    return this.orders.get(id);
  }

  /** A subaccount's orders, oldest first. */
  ordersOf(subaccountId: string): readonly Order[] {
    return this.ordersBySubaccount.get(subaccountId) ?? [];
  }

  /** The most recent order of a subaccount with this client order id. */
  orderByClientId(subaccountId: string, clientOrderId: string): Order | undefined {
    return (
      this.activeClientIds.get(subaccountId)?.get(clientOrderId) ??
      this.lastClientIds.get(subaccountId)?.get(clientOrderId)
    );
  }

  /** Open orders of a subaccount (all products). */
  openOrdersOf(subaccountId: string): Order[] {
    const out: Order[] = [];
    for (const set of this.openOrders.get(subaccountId)?.values() ?? []) out.push(...set);
    return out;
  }

  /** Open orders of a subaccount in one market, oldest first. */
  openOrdersIn(subaccountId: string, productId: string): Order[] {
    return [...(this.openOrders.get(subaccountId)?.get(productId) ?? [])];
  }

  /** How many orders of a subaccount are open in one market. */
  openOrderCount(subaccountId: string, productId: string): number {
    return this.openOrders.get(subaccountId)?.get(productId)?.size ?? 0;
  }

  /** A subaccount's fills, oldest first. */
  fillsOf(subaccountId: string): readonly Fill[] {
    return this.fills.get(subaccountId) ?? [];
  }

  /** A product's trades, oldest first. */
  tradesOf(productId: string): readonly Trade[] {
    return this.trades.get(productId) ?? [];
  }

  /** A position by id. */
  position(id: string): Position | undefined {
    return this.positionsById.get(id);
  }

  /** Every position a subaccount has had, oldest first; closed ones have size 0. */
  positionsOf(subaccountId: string): readonly Position[] {
    return this.positionsBySubaccount.get(subaccountId) ?? [];
  }

  /** The open position of a subaccount in a product. */
  openPosition(subaccountId: string, productId: string): Position | undefined {
    return this.positions.get(subaccountId)?.get(productId);
  }

  /** A product's book. */
  book(productId: string): OrderBook<Order> | undefined {
    return this.books.get(productId);
  }

  /** The oracle price of a product, if a feed set one. */
  oraclePrice(productId: string): bigint | undefined {
    return this.oraclePrices.get(productId);
  }

  /** The long side of a product's open positions (as much as the short side). */
  openInterest(productId: string): bigint {
    let openInterest = 0n;
    for (const p of this.openPositionsByProduct.get(productId) ?? []) {
      if (p.size > 0n) openInterest += p.size;
    }
    return openInterest;
  }

  /** Best prices, last and mark price, open interest and 24-hour volume. */
  marketSummary(product: Product): MarketSummary {
    const book = this.books.get(product.id) as OrderBook<Order>;
    const bid = book.bids.best();
    const ask = book.asks.best();
    const openInterest = this.openInterest(product.id);
    const since = this.ctx.clock.now() - DAY_MS;
    let volume24h = 0n;
    const trades = this.trades.get(product.id) ?? [];
    for (let i = trades.length - 1; i >= 0; i--) {
      const t = trades[i] as Trade;
      if (t.createdAt < since) break;
      volume24h += t.quantity;
    }
    return {
      productId: product.id,
      symbol: product.ticker,
      bestBid: bid?.price,
      bestAsk: ask?.price,
      bestBidQuantity: bid?.total,
      bestAskQuantity: ask?.total,
      lastPrice: this.lastPrices.get(product.id),
      markPrice: this.markPrice(product.id),
      openInterest,
      volume24h,
    };
  }

  /** The margin view of a subaccount. */
  margin(subaccountId: string): MarginSummary {
    const amount = this.accounts.amount(subaccountId, this.ctx.collateral.id);
    let upnl = 0n;
    let used = 0n;
    let maintenance = 0n;
    for (const position of this.positions.get(subaccountId)?.values() ?? []) {
      const product = this.ctx.products.get(position.productId) as Product;
      const mark = this.markPrice(position.productId);
      const value = mark === undefined ? abs(position.cost) : abs(notional(position.size, mark));
      if (mark !== undefined) upnl += unrealizedPnl(position, mark);
      const im = initialMargin(value, product.maxLeverage);
      used += im;
      maintenance += im / 2n;
    }
    for (const set of this.openOrders.get(subaccountId)?.values() ?? []) {
      for (const order of set) {
        if (order.reduceOnly || order.type !== OrderType.LIMIT) continue;
        const product = this.ctx.products.get(order.productId) as Product;
        used += initialMargin(notional(order.remaining, order.price), product.maxLeverage);
      }
    }
    const free = amount + (upnl < 0n ? upnl : 0n) - used;
    return {
      amount,
      unrealizedPnl: upnl,
      totalUsed: used,
      available: free > 0n ? free : 0n,
      maintenance,
    };
  }
}
