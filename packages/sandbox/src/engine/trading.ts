import type { Address, KnownCancelResult } from "@perpkit/core";
import type { Accounts } from "./accounts.js";
import type { OrderBook } from "./book.js";
import { DAY_MS } from "./clock.js";
import type { EngineContext } from "./engine-context.js";
import type { LiquidatedPosition } from "./events.js";
import { type MarginSummary, type MarketSummary, TradingQueries } from "./exchange-reads.js";
import { Liquidation } from "./liquidation.js";
import { Matching } from "./matching.js";
import type { NewOrder } from "./order-rules.js";
import { type CancelOutcome, type OrderPreview, Orders } from "./orders.js";
import { Positions } from "./positions.js";
import type { Product } from "./products.js";
import type { Fill, Order, Position, Subaccount, Trade } from "./records.js";
import type { Retention, TradingRecords } from "./retention.js";
import { StopOrders } from "./stops.js";
import { isOpen, type PlaceOrderOutcome, TradingState } from "./trading-state.js";

export type { MarginSummary, MarketSummary } from "./exchange-reads.js";
export type { NewOrder } from "./order-rules.js";
export type { CancelOutcome, OrderPreview } from "./orders.js";
export { isOpen, type PlaceOrderOutcome } from "./trading-state.js";

/**
 * Books, orders, matching, fills, positions and margin. The engine is built of parts, one
 * concern each, that share one state (state.ts), each building only on those before it: queries
 * (queries.ts), positions (positions.ts), matching (matching.ts), stop orders (stops.ts), orders
 * (orders.ts, with the order rules in rules.ts) and liquidation (liquidation.ts). This class puts
 * them together and answers for them.
 *
 * @example
 * exchange.trading.book(productId)?.bids.depth(10)
 */
export class Trading {
  /** Lets finished history leave memory; set by the exchange. */
  retention: Retention | undefined;
  private readonly state: TradingState;
  private readonly queries: TradingQueries;
  private readonly orders: Orders;
  private readonly liquidation: Liquidation;

  constructor(ctx: EngineContext, accounts: Accounts) {
    const state = new TradingState(ctx, accounts);
    this.state = state;
    const positions = new Positions(state);
    const matching = new Matching(state, positions);
    const stops = new StopOrders(state, matching);
    this.queries = new TradingQueries(state);
    this.orders = new Orders(state, this.queries, matching, stops);
    this.liquidation = new Liquidation(state, this.queries, positions, stops);
  }

  /** The history collections, for {@link Retention} to prune. */
  records(): TradingRecords {
    const s = this.state;
    return {
      orders: s.orders,
      ordersBySubaccount: s.ordersBySubaccount,
      lastClientIds: s.lastClientIds,
      groups: s.groups,
      fills: s.fills,
      trades: s.trades,
      positionsById: s.positionsById,
      positionsBySubaccount: s.positionsBySubaccount,
      expiries: s.expiries,
      isOpen,
    };
  }

  /** An order by id. */
  order(id: string): Order | undefined {
    return this.queries.order(id);
  }

  /** A subaccount's orders, oldest first. */
  ordersOf(subaccountId: string): readonly Order[] {
    return this.queries.ordersOf(subaccountId);
  }

  /** The most recent order of a subaccount with this client order id. */
  orderByClientId(subaccountId: string, clientOrderId: string): Order | undefined {
    return this.queries.orderByClientId(subaccountId, clientOrderId);
  }

  /** A subaccount's orders of one group, oldest first. */
  group(subaccountId: string, groupId: string): readonly Order[] {
    return this.queries.group(subaccountId, groupId);
  }

  /** Open orders of a subaccount in one market, oldest first. */
  openOrdersIn(subaccountId: string, productId: string): Order[] {
    return this.queries.openOrdersIn(subaccountId, productId);
  }

  /** How many orders of a subaccount are open in one market (the interface allows 200). */
  openOrderCount(subaccountId: string, productId: string): number {
    return this.queries.openOrderCount(subaccountId, productId);
  }

  /** Open orders of a subaccount (all products). */
  openOrdersOf(subaccountId: string): Order[] {
    return this.queries.openOrdersOf(subaccountId);
  }

  /** A subaccount's fills, oldest first. */
  fillsOf(subaccountId: string): readonly Fill[] {
    return this.queries.fillsOf(subaccountId);
  }

  /** A product's trades, oldest first. */
  tradesOf(productId: string): readonly Trade[] {
    return this.queries.tradesOf(productId);
  }

  /** A position by id. */
  position(id: string): Position | undefined {
    return this.queries.position(id);
  }

  /** Every position a subaccount has had, oldest first; closed ones have size 0. */
  positionsOf(subaccountId: string): readonly Position[] {
    return this.queries.positionsOf(subaccountId);
  }

  /** The open position of a subaccount in a product. */
  openPosition(subaccountId: string, productId: string): Position | undefined {
    return this.queries.openPosition(subaccountId, productId);
  }

  /** A product's book. */
  book(productId: string): OrderBook<Order> | undefined {
    return this.queries.book(productId);
  }

  /** Last non-self trade price of a product. */
  lastPrice(productId: string): bigint | undefined {
    return this.queries.lastPrice(productId);
  }

  /** The price positions are valued at: the oracle when set, else the last trade price. */
  markPrice(productId: string): bigint | undefined {
    return this.queries.markPrice(productId);
  }

  /** The oracle price of a product, if a feed set one. */
  oraclePrice(productId: string): bigint | undefined {
    return this.queries.oraclePrice(productId);
  }

  /** Best prices, last and mark price, open interest and 24-hour volume. */
  marketSummary(product: Product): MarketSummary {
    const summary = this.queries.marketSummary(product);
    // Trades that left memory within the day still count.
    const pruned = this.retention?.volumeSince(product.id, this.state.ctx.clock.now() - DAY_MS);
    return pruned ? { ...summary, volume24h: summary.volume24h + pruned } : summary;
  }

  /** The margin view of a subaccount. */
  margin(subaccountId: string): MarginSummary {
    return this.queries.margin(subaccountId);
  }

  /**
   * Checks an order against the interface's rules without placing it. Throws the 400 a
   * submission would get.
   */
  check(input: NewOrder): void {
    this.orders.check(input);
  }

  /**
   * Places an order: checks the interface's rules (400), the open-order and position limits
   * (400) and margin (422 InsufficientBalance), then creates it and matches it. An order that is
   * created and then rejected (post-only that would cross, unfilled IOC or FOK, reduce-only that
   * would increase, market order past its slippage bound) comes back with status REJECTED and the
   * reason as `result`.
   */
  place(input: NewOrder): PlaceOrderOutcome {
    return this.orders.place(input);
  }

  /**
   * Checks an order against every rule a submission meets before it is created (400s, and 422
   * InsufficientBalance) and says what margin it needs, without placing it.
   */
  preview(input: NewOrder): OrderPreview {
    return this.orders.preview(input);
  }

  /** Expires open orders whose expiry has come. */
  tick(now: number): void {
    this.orders.tick(now);
  }

  /** Earliest time an open order expires. */
  nextDue(): number | undefined {
    return this.orders.nextDue();
  }

  /**
   * Cancels orders of one subaccount by id and by client order id. Each attempt gets its own
   * result; a missing or finished order is reported, never an error.
   */
  cancel(
    subaccount: Subaccount,
    orderIds: readonly string[],
    clientOrderIds: readonly string[],
  ): CancelOutcome[] {
    return this.orders.cancel(subaccount, orderIds, clientOrderIds);
  }

  /** Cancels one order and says how that went. */
  cancelOne(order: Order): KnownCancelResult {
    return this.orders.cancelOne(order);
  }

  /**
   * Takes `quantity` off a resting order, keeping its place in the queue (a partial cancel, for
   * the sandbox's own participants: no request of the interface does this).
   */
  shrinkOrder(order: Order, quantity: bigint): void {
    this.orders.shrink(order, quantity);
  }

  /** True when orders signed by `sender` rest in this subaccount. */
  hasOpenOrdersBy(subaccountId: string, sender: Address): boolean {
    return this.orders.hasOpenOrdersBy(subaccountId, sender);
  }

  /**
   * Sets (or clears, with `undefined`) a product's oracle price. Mark-price stops fire and
   * subaccounts whose margin falls below maintenance are liquidated.
   */
  setOraclePrice(productId: string, price: bigint | undefined): void {
    this.liquidation.setOraclePrice(productId, price);
  }

  /**
   * Liquidates a subaccount: cancels its open orders and closes every position at the mark
   * price into the insurance fund. A negative balance left over is absorbed by the fund.
   */
  liquidate(subaccountId: string): LiquidatedPosition[] {
    return this.liquidation.liquidate(subaccountId);
  }
}
