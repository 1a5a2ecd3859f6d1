import {
  type Address,
  DECIMAL_SCALE,
  formatDecimal,
  type KnownCancelResult,
  type KnownOrderResult,
  type KnownOrderType,
  type KnownTimeInForce,
  limits,
  roundToIncrement,
} from "@perpkit/core";
import { CancelResult, OrderResult, OrderStatus, OrderType, TimeInForce } from "../enums.js";
import type { LiquidatedPosition } from "../events.js";
import type { Product } from "../products.js";
import type { Accounts } from "./accounts.js";
import { OrderBook } from "./book.js";
import type { EngineContext } from "./context.js";
import { failed, invalid } from "./errors.js";
import { MinHeap } from "./heap.js";
import {
  abs,
  applyFill,
  applyRate,
  initialMargin,
  minBig,
  notional,
  unrealizedPnl,
} from "./math.js";
import type { Fill, Order, Position, Side, Subaccount, Trade } from "./records.js";
import type { Retention, TradingRecords } from "./retention.js";

const { sides } = limits.order;
const OCO = limits.order.groupContingencyTypes.oneCancelsOther;
const STOP_LOSS = limits.order.stopTypes.stopLoss;
const MARK_PRICE = limits.order.stopPriceTypes.markPrice;
const DAY_MS = 24 * 3600 * 1000;

/**
 * An order the exchange has authorised, with its decimals already in fixed point.
 *
 * @example
 * exchange.placeOrder({ subaccount, sender: subaccount.account, product, side: 0, type: "LIMIT", quantity: 10n ** 9n, price: 100n * 10n ** 9n, timeInForce: "GTD", postOnly: false, reduceOnly: false, nonce, signedAt })
 */
export interface NewOrder {
  readonly subaccount: Subaccount;
  /** The address that signed it. */
  readonly sender: Address;
  readonly product: Product;
  readonly side: Side;
  readonly type: KnownOrderType;
  readonly quantity: bigint;
  /** Limit price; leave out for a market order. */
  readonly price?: bigint | undefined;
  readonly timeInForce?: KnownTimeInForce | undefined;
  readonly postOnly?: boolean | undefined;
  readonly reduceOnly: boolean;
  readonly close?: boolean | undefined;
  readonly stopPrice?: bigint | undefined;
  readonly stopType?: number | undefined;
  readonly stopPriceType?: number | undefined;
  /** Unix seconds; defaults to `signedAt` plus the expiry horizon. */
  readonly expiresAt?: number | undefined;
  readonly clientOrderId?: string | undefined;
  readonly nonce: bigint;
  readonly signedAt: number;
  readonly groupId?: string | undefined;
  readonly groupContingencyType?: number | undefined;
}

/**
 * What became of a submitted order: its state after matching and the submission result code.
 *
 * @example
 * const { order, result }: PlaceOrderOutcome = exchange.placeOrder(newOrder)
 */
export interface PlaceOrderOutcome {
  readonly order: Readonly<Order>;
  /** `Ok`, or why the order was rejected after it was created. */
  readonly result: KnownOrderResult;
}

/**
 * The outcome of one cancellation attempt.
 *
 * @example
 * const [first]: CancelOutcome[] = exchange.cancelOrders(subaccount, [orderId], [])
 */
export interface CancelOutcome {
  readonly id: string | undefined;
  readonly clientOrderId: string | undefined;
  readonly result: KnownCancelResult;
}

/**
 * What an order would need, from the trading engine's `preview`.
 *
 * @example
 * const { marginRequired }: OrderPreview = exchange.trading.preview(newOrder)
 */
export interface OrderPreview {
  /** The order's quantity (for `close`, the position size). */
  readonly quantity: bigint;
  /** Its expiry in Unix seconds. */
  readonly expiresAt: number;
  /** Initial margin the order locks. */
  readonly marginRequired: bigint;
  /** The subaccount's margin before the order. */
  readonly margin: MarginSummary;
}

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

const OPEN_STATUSES: ReadonlySet<string> = new Set([
  OrderStatus.NEW,
  OrderStatus.PENDING,
  OrderStatus.FILLED_PARTIAL,
]);

/**
 * True while an order can still fill: resting, partly filled, or waiting for its trigger.
 *
 * @example
 * exchange.trading.ordersOf(subaccountId).filter(isOpen)
 */
export function isOpen(order: Order): boolean {
  return OPEN_STATUSES.has(order.status);
}

/**
 * Books, orders, matching, fills, positions and margin.
 *
 * @example
 * exchange.trading.book(productId)?.bids.depth(10)
 */
export class Trading {
  private readonly books = new Map<string, OrderBook<Order>>();
  private readonly orders = new Map<string, Order>();
  private readonly ordersBySubaccount = new Map<string, Order[]>();
  private readonly openOrders = new Map<string, Map<string, Set<Order>>>();
  private readonly activeClientIds = new Map<string, Map<string, Order>>();
  private readonly lastClientIds = new Map<string, Map<string, Order>>();
  private readonly positions = new Map<string, Map<string, Position>>();
  private readonly positionsById = new Map<string, Position>();
  private readonly positionsBySubaccount = new Map<string, Position[]>();
  private readonly openPositionsByProduct = new Map<string, Set<Position>>();
  private readonly fills = new Map<string, Fill[]>();
  private readonly trades = new Map<string, Trade[]>();
  private readonly lastPrices = new Map<string, bigint>();
  private readonly oraclePrices = new Map<string, bigint>();
  private readonly expiries = new MinHeap<Order>();
  /** Untriggered stop orders per product, with whether each fires on a rise. */
  private readonly stops = new Map<string, Map<Order, boolean>>();
  private readonly groups = new Map<string, Order[]>();
  /** Products whose stops must be checked once the current match is over. */
  private readonly stopChecks = new Set<string>();

  constructor(
    private readonly ctx: EngineContext,
    private readonly accounts: Accounts,
  ) {
    for (const product of ctx.products.values()) {
      this.books.set(product.id, new OrderBook<Order>());
      this.trades.set(product.id, []);
      this.openPositionsByProduct.set(product.id, new Set());
      this.stops.set(product.id, new Map());
    }
  }

  /** Lets finished history leave memory; set by the exchange. */
  retention: Retention | undefined;

  /** The history collections, for {@link Retention} to prune. */
  records(): TradingRecords {
    return {
      orders: this.orders,
      ordersBySubaccount: this.ordersBySubaccount,
      lastClientIds: this.lastClientIds,
      groups: this.groups,
      fills: this.fills,
      trades: this.trades,
      positionsById: this.positionsById,
      positionsBySubaccount: this.positionsBySubaccount,
      expiries: this.expiries,
      isOpen,
    };
  }

  // ---- reads ------------------------------------------------------------------------------

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

  /** Orders of the same group, oldest first. */
  group(groupId: string): readonly Order[] {
    return this.groups.get(groupId) ?? [];
  }

  /** Open orders of a subaccount (all products). */
  openOrdersOf(subaccountId: string): Order[] {
    const out: Order[] = [];
    for (const set of this.openOrders.get(subaccountId)?.values() ?? []) out.push(...set);
    return out;
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

  /** Last non-self trade price of a product. */
  lastPrice(productId: string): bigint | undefined {
    return this.lastPrices.get(productId);
  }

  /** The price positions are valued at: the oracle when set, else the last trade price. */
  markPrice(productId: string): bigint | undefined {
    return this.oraclePrices.get(productId) ?? this.lastPrices.get(productId);
  }

  /** The oracle price of a product, if a feed set one. */
  oraclePrice(productId: string): bigint | undefined {
    return this.oraclePrices.get(productId);
  }

  /** Best prices, last and mark price, open interest and 24-hour volume. */
  marketSummary(product: Product): MarketSummary {
    const book = this.books.get(product.id) as OrderBook<Order>;
    const bid = book.bids.best();
    const ask = book.asks.best();
    let openInterest = 0n;
    for (const p of this.openPositionsByProduct.get(product.id) ?? []) {
      if (p.size > 0n) openInterest += p.size;
    }
    const since = this.ctx.clock.now() - DAY_MS;
    let volume24h = this.retention?.volumeSince(product.id, since) ?? 0n;
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

  // ---- placement --------------------------------------------------------------------------

  private rules(input: NewOrder, nowMs: number): number {
    const { product, type } = input;
    const close = input.close === true;
    if (type === OrderType.LIMIT) {
      if (input.price === undefined) throw invalid("price is required for a LIMIT order");
      if (input.timeInForce === undefined) {
        throw invalid("timeInForce is required for a LIMIT order");
      }
      if (input.postOnly === undefined) throw invalid("postOnly is required for a LIMIT order");
      if (input.postOnly && input.timeInForce !== limits.order.postOnlyTimeInForce) {
        throw invalid(
          `postOnly may be true only with timeInForce ${limits.order.postOnlyTimeInForce}`,
        );
      }
      const price = input.price;
      if (price <= 0n) throw invalid("price must be greater than 0");
      if (price % product.tickSize !== 0n) {
        throw invalid(
          `price ${formatDecimal(price)} is not a multiple of tickSize ${formatDecimal(product.tickSize)}`,
        );
      }
      if (price < product.minPrice || price > product.maxPrice) {
        throw invalid(
          `price ${formatDecimal(price)} is outside ${formatDecimal(product.minPrice)} to ${formatDecimal(product.maxPrice)}`,
        );
      }
    } else {
      if (input.price !== undefined) throw invalid("a MARKET order has no price");
      if (input.timeInForce !== undefined) throw invalid("a MARKET order has no timeInForce");
      if (input.postOnly) throw invalid("postOnly is for LIMIT orders only");
    }
    if (close) {
      if (type !== OrderType.MARKET || !input.reduceOnly || input.quantity !== 0n) {
        throw invalid("close is only valid on a MARKET order with reduceOnly true and quantity 0");
      }
    } else {
      const q = input.quantity;
      if (q <= 0n) throw invalid("quantity must be greater than 0 unless close is true");
      if (q < product.lotSize) {
        throw invalid(
          `quantity ${formatDecimal(q)} is below lotSize ${formatDecimal(product.lotSize)}`,
        );
      }
      if (q % product.lotSize !== 0n) {
        throw invalid(
          `quantity ${formatDecimal(q)} is not a multiple of lotSize ${formatDecimal(product.lotSize)}`,
        );
      }
      if (q > product.maxQuantity) {
        throw invalid(
          `quantity ${formatDecimal(q)} is above maxQuantity ${formatDecimal(product.maxQuantity)}`,
        );
      }
    }
    const stopPrice = input.stopPrice ?? 0n;
    if (stopPrice < 0n || stopPrice % product.tickSize !== 0n) {
      throw invalid(`stopPrice ${formatDecimal(stopPrice)} is not a multiple of tickSize`);
    }
    const horizon = limits.order.expiresAtHorizonSeconds;
    let expiresAt = input.signedAt + horizon;
    if (input.expiresAt !== undefined) {
      expiresAt = input.expiresAt;
      if (expiresAt <= input.signedAt) throw invalid("expiresAt must be after signedAt");
      if (expiresAt * 1000 <= nowMs) throw invalid("expiresAt must be in the future");
      if (expiresAt > input.signedAt + horizon) {
        throw invalid(`expiresAt must be at most ${horizon} s after signedAt`);
      }
    }
    if (input.clientOrderId !== undefined) {
      if (this.activeClientIds.get(input.subaccount.id)?.has(input.clientOrderId)) {
        throw invalid(`clientOrderId ${input.clientOrderId} is already used by an active order`);
      }
    }
    return expiresAt;
  }

  /**
   * Checks an order against the interface's rules without placing it. Throws the 400 a
   * submission would get.
   */
  check(input: NewOrder): void {
    this.rules(input, this.ctx.clock.now());
  }

  private openCount(subaccountId: string, productId: string): number {
    return this.openOrders.get(subaccountId)?.get(productId)?.size ?? 0;
  }

  private signedSize(subaccountId: string, productId: string): bigint {
    return this.positions.get(subaccountId)?.get(productId)?.size ?? 0n;
  }

  /** How much of an order of `side` only reduces the current position. */
  private reducible(subaccountId: string, productId: string, side: Side): bigint {
    const size = this.signedSize(subaccountId, productId);
    if (side === sides.buy) return size < 0n ? -size : 0n;
    return size > 0n ? size : 0n;
  }

  /** The worst price a market order may fill at, from the best opposite price. */
  private marketBound(product: Product, side: Side): bigint | undefined {
    const best = this.books.get(product.id)?.opposite(side).best();
    if (!best) return undefined;
    const move = (best.price * this.ctx.marketSlippage) / DECIMAL_SCALE;
    return side === sides.buy
      ? roundToIncrement(best.price + move, product.tickSize, "down")
      : roundToIncrement(best.price - move > 0n ? best.price - move : 0n, product.tickSize, "up");
  }

  /**
   * Places an order: checks the interface's rules (400), the open-order and position limits
   * (400) and margin (422 InsufficientBalance), then creates it and matches it. An order that is
   * created and then rejected (post-only that would cross, unfilled IOC or FOK, reduce-only that
   * would increase, market order past its slippage bound) comes back with status REJECTED and the
   * reason as `result`.
   */
  place(input: NewOrder): PlaceOrderOutcome {
    const outcome = this.placeNow(input);
    this.runStopChecks();
    return outcome;
  }

  /**
   * Checks an order against every rule a submission meets before it is created (400s, and 422
   * InsufficientBalance) and says what margin it needs, without placing it.
   */
  preview(input: NewOrder): OrderPreview {
    const now = this.ctx.clock.now();
    const { product, subaccount } = input;
    const expiresAt = this.rules(input, now);
    const resting =
      (input.type === OrderType.LIMIT && input.timeInForce === TimeInForce.GTD) ||
      (input.stopPrice ?? 0n) > 0n;
    const maxOpen = limits.order.maxOpenPerMarketPerSubaccount;
    if (resting && this.openCount(subaccount.id, product.id) >= maxOpen) {
      throw invalid(`at most ${maxOpen} open orders per market per subaccount`);
    }
    const size = this.signedSize(subaccount.id, product.id);
    const maxPositions = limits.subaccount.maxOpenPositions;
    if (
      !input.reduceOnly &&
      size === 0n &&
      (this.positions.get(subaccount.id)?.size ?? 0) >= maxPositions
    ) {
      throw invalid(`at most ${maxPositions} open positions per subaccount`);
    }
    const quantity = input.close === true ? abs(size) : input.quantity;
    const margin = this.margin(subaccount.id);
    let required = 0n;
    // Margin for the part of the order that can add exposure.
    if (!input.reduceOnly) {
      const offset = this.reducible(subaccount.id, product.id, input.side);
      const adding = quantity > offset ? quantity - offset : 0n;
      const price =
        input.type === OrderType.LIMIT
          ? (input.price as bigint)
          : (this.marketBound(product, input.side) ?? 0n);
      required = initialMargin(notional(adding, price), product.maxLeverage);
      if (required > 0n && required > margin.available) {
        throw failed(OrderResult.InsufficientBalance);
      }
    }
    return { quantity, expiresAt, marginRequired: required, margin };
  }

  private placeNow(input: NewOrder): PlaceOrderOutcome {
    const now = this.ctx.clock.now();
    const { product, subaccount } = input;
    const { quantity, expiresAt } = this.preview(input);
    const close = input.close === true;

    const order: Order = {
      id: this.ctx.random.uuid(),
      clientOrderId: input.clientOrderId,
      subaccountId: subaccount.id,
      productId: product.id,
      onchainId: product.onchainId,
      symbol: product.ticker,
      sender: input.sender.toLowerCase() as Address,
      side: input.side,
      type: input.type,
      quantity,
      remaining: quantity,
      filled: 0n,
      price: input.type === OrderType.LIMIT ? (input.price as bigint) : 0n,
      timeInForce: input.type === OrderType.LIMIT ? input.timeInForce : undefined,
      postOnly: input.postOnly === true,
      reduceOnly: input.reduceOnly,
      close,
      stopPrice: input.stopPrice ?? 0n,
      stopType: input.stopType,
      stopPriceType: input.stopPriceType,
      triggered: false,
      groupId: input.groupId,
      groupContingencyType: input.groupContingencyType,
      expiresAt,
      nonce: input.nonce,
      signedAt: input.signedAt,
      status: OrderStatus.NEW,
      rejectedReason: undefined,
      createdAt: now,
      updatedAt: now,
    };
    this.remember(order);

    if (input.reduceOnly && this.reducible(subaccount.id, product.id, order.side) === 0n) {
      return this.reject(order, OrderResult.OrderIncreasesPosition);
    }
    if (order.stopPrice > 0n) {
      order.status = OrderStatus.PENDING;
      this.rest(order);
      const reference =
        order.stopPriceType === MARK_PRICE
          ? this.markPrice(product.id)
          : this.lastPrice(product.id);
      const rises =
        order.stopType === undefined
          ? reference === undefined
            ? order.side === sides.buy
            : order.stopPrice > reference
          : (order.stopType === STOP_LOSS) === (order.side === sides.buy);
      this.stops.get(product.id)?.set(order, rises);
      this.announceOrder(order);
      return { order: { ...order }, result: OrderResult.Ok };
    }
    return this.execute(order);
  }

  /** Runs a created (or just triggered) order against the book. */
  private execute(order: Order): PlaceOrderOutcome {
    const product = this.ctx.products.get(order.productId) as Product;
    const book = this.books.get(order.productId) as OrderBook<Order>;
    let limit: bigint;
    if (order.type === OrderType.MARKET) {
      const bound = this.marketBound(product, order.side);
      if (bound === undefined) return this.reject(order, OrderResult.MarketOrderReachedMaxSlippage);
      limit = bound;
    } else {
      limit = order.price;
      if (order.postOnly && book.crosses(order.side, limit)) {
        return this.reject(order, OrderResult.ImmediateMatchPostOnly);
      }
      if (order.timeInForce === TimeInForce.FOK && this.fillable(order, limit) < order.quantity) {
        return this.reject(order, OrderResult.UnfilledFillOrKill);
      }
    }
    const rests = order.type === OrderType.LIMIT && order.timeInForce === TimeInForce.GTD;
    this.announceOrder(order);
    this.match(order, limit);

    if (order.remaining === 0n) return { order: { ...order }, result: OrderResult.Ok };
    if (
      order.reduceOnly &&
      this.reducible(order.subaccountId, order.productId, order.side) === 0n
    ) {
      // Nothing left to reduce: the rest can never fill.
      this.finish(order, OrderStatus.CANCELED);
      return { order: { ...order }, result: OrderResult.Ok };
    }
    if (rests) {
      this.rest(order);
      return { order: { ...order }, result: OrderResult.Ok };
    }
    if (order.filled === 0n) {
      return this.reject(
        order,
        order.type === OrderType.MARKET
          ? OrderResult.MarketOrderReachedMaxSlippage
          : OrderResult.UnfilledImmediateOrCancel,
      );
    }
    if (order.type === OrderType.MARKET)
      order.rejectedReason = OrderResult.MarketOrderReachedMaxSlippage;
    this.finish(order, OrderStatus.CANCELED);
    return { order: { ...order }, result: OrderResult.Ok };
  }

  /** Quantity the book could fill for `order` up to `limit` right now. */
  private fillable(order: Order, limit: bigint): bigint {
    let total = 0n;
    const opposite = this.books.get(order.productId)?.opposite(order.side);
    for (const level of opposite?.walk() ?? []) {
      if (order.side === sides.buy ? level.price > limit : level.price < limit) break;
      total += level.total;
      if (total >= order.quantity) break;
    }
    if (order.reduceOnly) {
      const cap = this.reducible(order.subaccountId, order.productId, order.side);
      if (total > cap) total = cap;
    }
    return total;
  }

  private match(taker: Order, limit: bigint): void {
    const book = this.books.get(taker.productId) as OrderBook<Order>;
    const opposite = book.opposite(taker.side);
    while (taker.remaining > 0n) {
      const level = opposite.best();
      if (!level) break;
      if (taker.side === sides.buy ? level.price > limit : level.price < limit) break;
      const maker = level.orders[0] as Order;
      let quantity = minBig(taker.remaining, maker.remaining);
      if (taker.reduceOnly) {
        const cap = this.reducible(taker.subaccountId, taker.productId, taker.side);
        if (cap === 0n) break;
        if (quantity > cap) quantity = cap;
      }
      if (maker.reduceOnly) {
        const cap = this.reducible(maker.subaccountId, maker.productId, maker.side);
        if (cap === 0n) {
          this.unrest(maker);
          this.finish(maker, OrderStatus.CANCELED);
          continue;
        }
        if (quantity > cap) quantity = cap;
      }
      this.fill(taker, maker, quantity, level.price);
    }
  }

  private fill(taker: Order, maker: Order, quantity: bigint, price: bigint): void {
    const now = this.ctx.clock.now();
    const product = this.ctx.products.get(taker.productId) as Product;
    const book = this.books.get(taker.productId) as OrderBook<Order>;
    const tradeId = this.ctx.random.uuid();
    const selfTrade = taker.subaccountId === maker.subaccountId;
    const value = notional(quantity, price);
    const makerFee = applyRate(value, product.makerFee);
    const takerFee = applyRate(value, product.takerFee);

    const levelTotal = book.side(maker.side).reduce(maker, quantity);
    maker.filled += quantity;
    taker.remaining -= quantity;
    taker.filled += quantity;

    const makerFill = this.recordFill(
      maker,
      tradeId,
      quantity,
      price,
      makerFee,
      true,
      selfTrade,
      now,
    );
    const takerFill = this.recordFill(
      taker,
      tradeId,
      quantity,
      price,
      takerFee,
      false,
      selfTrade,
      now,
    );
    this.settle(maker, quantity, price, makerFee, now);
    this.settle(taker, quantity, price, takerFee, now);

    const trade: Trade = {
      id: tradeId,
      productId: product.id,
      symbol: product.ticker,
      price,
      quantity,
      takerSide: taker.side,
      takerSubaccountId: taker.subaccountId,
      makerSubaccountId: maker.subaccountId,
      takerOrderId: taker.id,
      makerOrderId: maker.id,
      selfTrade,
      createdAt: now,
    };
    (this.trades.get(product.id) as Trade[]).push(trade);
    if (!selfTrade) this.lastPrices.set(product.id, price);

    if (maker.remaining === 0n) {
      this.forgetOpen(maker);
      maker.status = OrderStatus.FILLED;
    } else {
      maker.status = OrderStatus.FILLED_PARTIAL;
    }
    maker.updatedAt = now;
    taker.status = taker.remaining === 0n ? OrderStatus.FILLED : OrderStatus.FILLED_PARTIAL;
    taker.updatedAt = now;
    if (taker.remaining === 0n) this.forgetOpen(taker);

    const bus = this.ctx.bus;
    if (bus.wants("fill")) {
      bus.emit({ type: "fill", time: now, subaccountId: maker.subaccountId, fill: makerFill });
      bus.emit({ type: "fill", time: now, subaccountId: taker.subaccountId, fill: takerFill });
    }
    this.announceOrder(maker);
    this.announceOrder(taker);
    if (bus.wants("trade"))
      bus.emit({ type: "trade", time: now, productId: product.id, symbol: product.ticker, trade });
    if (bus.wants("bookLevel")) {
      bus.emit({
        type: "bookLevel",
        time: now,
        productId: product.id,
        symbol: product.ticker,
        side: maker.side,
        price,
        quantity: levelTotal,
      });
    }
    this.cancelOcoSiblings(maker);
    this.cancelOcoSiblings(taker);
    if (!selfTrade) this.stopChecks.add(product.id);
  }

  private recordFill(
    order: Order,
    tradeId: string,
    quantity: bigint,
    price: bigint,
    fee: bigint,
    isMaker: boolean,
    selfTrade: boolean,
    now: number,
  ): Fill {
    const fill: Fill = {
      id: this.ctx.random.uuid(),
      tradeId,
      orderId: order.id,
      clientOrderId: order.clientOrderId,
      productId: order.productId,
      symbol: order.symbol,
      subaccountId: order.subaccountId,
      side: order.side,
      type: order.type,
      price,
      quantity,
      fee,
      isMaker,
      reduceOnly: order.reduceOnly,
      selfTrade,
      createdAt: now,
    };
    const list = this.fills.get(order.subaccountId);
    if (list) list.push(fill);
    else this.fills.set(order.subaccountId, [fill]);
    return fill;
  }

  /** Applies one side of a fill to its position and collateral. */
  private settle(order: Order, quantity: bigint, price: bigint, fee: bigint, now: number): void {
    const position = this.positionFor(order.subaccountId, order.productId, now);
    const effect = applyFill(position, order.side === sides.buy ? quantity : -quantity, price);
    position.fees += fee;
    position.updatedAt = now;
    this.accounts.credit(order.subaccountId, this.ctx.collateral.id, effect.realizedPnl - fee);
    if (position.size === 0n) this.closePosition(position);
    this.announcePosition(position);
  }

  private positionFor(subaccountId: string, productId: string, now: number): Position {
    let byProduct = this.positions.get(subaccountId);
    if (!byProduct) {
      byProduct = new Map();
      this.positions.set(subaccountId, byProduct);
    }
    let position = byProduct.get(productId);
    if (!position) {
      const product = this.ctx.products.get(productId) as Product;
      position = {
        id: this.ctx.random.uuid(),
        subaccountId,
        productId,
        symbol: product.ticker,
        size: 0n,
        cost: 0n,
        realizedPnl: 0n,
        fees: 0n,
        funding: 0n,
        totalIncreaseNotional: 0n,
        totalIncreaseQuantity: 0n,
        totalDecreaseNotional: 0n,
        totalDecreaseQuantity: 0n,
        isLiquidated: false,
        liquidationPrice: undefined,
        createdAt: now,
        updatedAt: now,
      };
      byProduct.set(productId, position);
      this.positionsById.set(position.id, position);
      const list = this.positionsBySubaccount.get(subaccountId);
      if (list) list.push(position);
      else this.positionsBySubaccount.set(subaccountId, [position]);
      this.openPositionsByProduct.get(productId)?.add(position);
    }
    return position;
  }

  private closePosition(position: Position): void {
    this.positions.get(position.subaccountId)?.delete(position.productId);
    this.openPositionsByProduct.get(position.productId)?.delete(position);
  }

  private announcePosition(position: Position): void {
    if (this.ctx.bus.wants("positionUpdate")) {
      this.ctx.bus.emit({
        type: "positionUpdate",
        time: this.ctx.clock.now(),
        subaccountId: position.subaccountId,
        position: { ...position },
      });
    }
  }

  private announceOrder(order: Order): void {
    if (this.ctx.bus.wants("orderUpdate")) {
      this.ctx.bus.emit({
        type: "orderUpdate",
        time: this.ctx.clock.now(),
        subaccountId: order.subaccountId,
        order: { ...order },
      });
    }
  }

  private remember(order: Order): void {
    this.orders.set(order.id, order);
    const list = this.ordersBySubaccount.get(order.subaccountId);
    if (list) list.push(order);
    else this.ordersBySubaccount.set(order.subaccountId, [order]);
    if (order.clientOrderId !== undefined) {
      this.mapFor(this.activeClientIds, order.subaccountId).set(order.clientOrderId, order);
      this.mapFor(this.lastClientIds, order.subaccountId).set(order.clientOrderId, order);
    }
    if (order.groupId !== undefined) {
      const group = this.groups.get(order.groupId);
      if (group) group.push(order);
      else this.groups.set(order.groupId, [order]);
    }
  }

  private mapFor<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
    let map = maps.get(key);
    if (!map) {
      map = new Map();
      maps.set(key, map);
    }
    return map;
  }

  /** Puts an order on the book (or on the stop list) and counts it as open. */
  private rest(order: Order): void {
    let set = this.openOrders.get(order.subaccountId)?.get(order.productId);
    if (!set) {
      set = new Set();
      let byProduct = this.openOrders.get(order.subaccountId);
      if (!byProduct) {
        byProduct = new Map();
        this.openOrders.set(order.subaccountId, byProduct);
      }
      byProduct.set(order.productId, set);
    }
    set.add(order);
    this.expiries.push(order.expiresAt * 1000, order);
    if (order.status === OrderStatus.PENDING) return;
    const total = this.books.get(order.productId)?.side(order.side).add(order) ?? 0n;
    this.announceLevel(order, total);
  }

  private announceLevel(order: Order, total: bigint): void {
    if (this.ctx.bus.wants("bookLevel")) {
      this.ctx.bus.emit({
        type: "bookLevel",
        time: this.ctx.clock.now(),
        productId: order.productId,
        symbol: order.symbol,
        side: order.side,
        price: order.price,
        quantity: total,
      });
    }
  }

  /** Takes an open order off the book or the stop list. */
  private unrest(order: Order): void {
    if (order.status === OrderStatus.PENDING) {
      this.stops.get(order.productId)?.delete(order);
    } else {
      const total = this.books.get(order.productId)?.side(order.side).remove(order);
      if (total !== undefined) this.announceLevel(order, total);
    }
    this.forgetOpen(order);
  }

  private forgetOpen(order: Order): void {
    this.openOrders.get(order.subaccountId)?.get(order.productId)?.delete(order);
    if (order.clientOrderId !== undefined) {
      const active = this.activeClientIds.get(order.subaccountId);
      if (active?.get(order.clientOrderId) === order) active.delete(order.clientOrderId);
    }
  }

  private finish(order: Order, status: Order["status"]): void {
    order.status = status;
    order.updatedAt = this.ctx.clock.now();
    this.forgetOpen(order);
    this.announceOrder(order);
  }

  private reject(order: Order, reason: KnownOrderResult): PlaceOrderOutcome {
    order.rejectedReason = reason;
    this.finish(order, OrderStatus.REJECTED);
    return { order: { ...order }, result: reason };
  }

  private cancelOcoSiblings(order: Order): void {
    if (order.groupId === undefined || order.groupContingencyType !== OCO) return;
    for (const sibling of this.groups.get(order.groupId) ?? []) {
      if (sibling !== order && isOpen(sibling)) {
        this.unrest(sibling);
        this.finish(sibling, OrderStatus.CANCELED);
      }
    }
  }

  // ---- stops, expiry, cancel --------------------------------------------------------------

  private runStopChecks(): void {
    while (this.stopChecks.size > 0) {
      const [productId] = this.stopChecks;
      this.stopChecks.delete(productId as string);
      this.checkStops(productId as string);
    }
  }

  private checkStops(productId: string): void {
    const stops = this.stops.get(productId);
    if (!stops || stops.size === 0) return;
    for (let round = 0; round < 1000; round++) {
      let fired: Order | undefined;
      for (const [order, rises] of stops) {
        const reference =
          order.stopPriceType === MARK_PRICE
            ? this.markPrice(productId)
            : this.lastPrice(productId);
        if (reference === undefined) continue;
        if (rises ? reference >= order.stopPrice : reference <= order.stopPrice) {
          fired = order;
          break;
        }
      }
      if (!fired) return;
      stops.delete(fired);
      this.forgetOpen(fired);
      fired.triggered = true;
      fired.status = OrderStatus.NEW;
      fired.updatedAt = this.ctx.clock.now();
      if (fired.clientOrderId !== undefined) {
        this.mapFor(this.activeClientIds, fired.subaccountId).set(fired.clientOrderId, fired);
      }
      this.execute(fired);
    }
  }

  /** Expires open orders whose expiry has come. */
  tick(now: number): void {
    while ((this.expiries.peekKey() ?? Number.POSITIVE_INFINITY) <= now) {
      const order = this.expiries.pop() as Order;
      if (!isOpen(order) || order.expiresAt * 1000 > now) continue;
      this.unrest(order);
      this.finish(order, OrderStatus.EXPIRED);
    }
  }

  /** Earliest time an open order expires. */
  nextDue(): number | undefined {
    return this.expiries.peekKey();
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
    const out: CancelOutcome[] = [];
    const attempt = (
      order: Order | undefined,
      id: string | undefined,
      cloid: string | undefined,
    ) => {
      if (!order || order.subaccountId !== subaccount.id) {
        out.push({ id, clientOrderId: cloid, result: CancelResult.NotFound });
        return;
      }
      out.push({ id: order.id, clientOrderId: order.clientOrderId, result: this.cancelOne(order) });
    };
    for (const id of orderIds) attempt(this.orders.get(id), id, undefined);
    for (const cloid of clientOrderIds) {
      attempt(this.orderByClientId(subaccount.id, cloid), undefined, cloid);
    }
    return out;
  }

  /** Cancels one order and says how that went. */
  cancelOne(order: Order): KnownCancelResult {
    switch (order.status) {
      case OrderStatus.CANCELED:
        return CancelResult.AlreadyCanceled;
      case OrderStatus.FILLED:
        return CancelResult.AlreadyFilled;
      case OrderStatus.EXPIRED:
        return CancelResult.AlreadyExpired;
      case OrderStatus.REJECTED:
        return CancelResult.NotFound;
      default:
        this.unrest(order);
        this.finish(order, OrderStatus.CANCELED);
        return CancelResult.Ok;
    }
  }

  /** True when orders signed by `sender` rest in this subaccount. */
  hasOpenOrdersBy(subaccountId: string, sender: Address): boolean {
    const lower = sender.toLowerCase();
    return this.openOrdersOf(subaccountId).some((o) => o.sender === lower);
  }

  // ---- prices and liquidation -------------------------------------------------------------

  /**
   * Sets (or clears, with `undefined`) a product's oracle price. Mark-price stops fire and
   * subaccounts whose margin falls below maintenance are liquidated.
   */
  setOraclePrice(productId: string, price: bigint | undefined): void {
    if (price === undefined) this.oraclePrices.delete(productId);
    else this.oraclePrices.set(productId, price);
    this.stopChecks.add(productId);
    this.runStopChecks();
    this.checkLiquidations(productId);
  }

  private checkLiquidations(productId: string): void {
    const subaccounts = new Set<string>();
    for (const p of this.openPositionsByProduct.get(productId) ?? [])
      subaccounts.add(p.subaccountId);
    for (const id of subaccounts) {
      const m = this.margin(id);
      if (m.amount + m.unrealizedPnl < m.maintenance) this.liquidate(id);
    }
  }

  /**
   * Liquidates a subaccount: cancels its open orders and closes every position at the mark
   * price into the insurance fund. A negative balance left over is absorbed by the fund.
   */
  liquidate(subaccountId: string): LiquidatedPosition[] {
    const now = this.ctx.clock.now();
    for (const order of this.openOrdersOf(subaccountId)) {
      this.unrest(order);
      this.finish(order, OrderStatus.CANCELED);
    }
    const closed: LiquidatedPosition[] = [];
    for (const position of [...(this.positions.get(subaccountId)?.values() ?? [])]) {
      const mark =
        this.markPrice(position.productId) ?? abs((position.cost * DECIMAL_SCALE) / position.size);
      const size = position.size;
      const effect = applyFill(position, -size, mark);
      this.accounts.credit(subaccountId, this.ctx.collateral.id, effect.realizedPnl);
      position.isLiquidated = true;
      position.liquidationPrice = mark;
      position.updatedAt = now;
      this.closePosition(position);
      this.announcePosition(position);
      closed.push({ productId: position.productId, symbol: position.symbol, price: mark, size });
    }
    const left = this.accounts.amount(subaccountId, this.ctx.collateral.id);
    if (left < 0n) this.accounts.credit(subaccountId, this.ctx.collateral.id, -left);
    if (closed.length > 0 && this.ctx.bus.wants("liquidation")) {
      this.ctx.bus.emit({ type: "liquidation", time: now, subaccountId, positions: closed });
    }
    return closed;
  }
}
