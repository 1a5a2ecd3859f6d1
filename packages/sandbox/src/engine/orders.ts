import { type Address, type KnownCancelResult, limits } from "@perpkit/core";
import {
  CancelResult,
  OrderFailure,
  OrderResult,
  OrderStatus,
  OrderType,
  TimeInForce,
} from "./enums.js";
import { failed, invalid } from "./errors.js";
import type { ExchangeReads } from "./exchange-reads.js";
import type { Matching } from "./matching.js";
import { abs, initialMargin, notional } from "./math.js";
import { type NewOrder, orderRules } from "./order-rules.js";
import type { MarginSummary, Order, Subaccount } from "./records.js";
import type { StopOrders } from "./stops.js";
import { isOpen, type PlaceOrderOutcome, TradingPart, type TradingState } from "./trading-state.js";

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
 * const { marginRequired }: OrderPreview = exchange.previewOrder(newOrder)
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
 * Orders: placement (rules, limits and margin, then creation, and matching or the stop list),
 * cancellation and expiry.
 *
 * @example
 * const { order, result } = orders.place(newOrder)
 */
export class Orders extends TradingPart {
  constructor(
    state: TradingState,
    private readonly queries: ExchangeReads,
    private readonly matching: Matching,
    private readonly triggers: StopOrders,
  ) {
    super(state);
  }

  private rules(input: NewOrder, nowMs: number): number {
    const expiresAt = orderRules(input, nowMs);
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

  /**
   * Places an order: checks the interface's rules (400), the open-order and position limits
   * (400) and margin (422 InsufficientBalance), then creates it and matches it. An order that is
   * created and then rejected (post-only that would cross, unfilled IOC or FOK, reduce-only that
   * would increase, market order past its slippage bound) comes back with status REJECTED and the
   * reason as `result`.
   */
  place(input: NewOrder): PlaceOrderOutcome {
    const outcome = this.placeNow(input);
    this.triggers.runStopChecks();
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
    const margin = this.queries.margin(subaccount.id);
    let required = 0n;
    // Margin for the part of the order that can add exposure.
    if (!input.reduceOnly) {
      const offset = this.reducible(subaccount.id, product.id, input.side);
      const adding = quantity > offset ? quantity - offset : 0n;
      const price =
        input.type === OrderType.LIMIT
          ? (input.price as bigint)
          : (this.matching.marketBound(product, input.side) ?? 0n);
      required = initialMargin(notional(adding, price), product.maxLeverage);
      if (required > 0n && required > margin.available) {
        throw failed(OrderResult.InsufficientBalance);
      }
      // The product's caps, as if the part that adds exposure filled at once at this price.
      if (adding > 0n && price > 0n) {
        const resulting = offset > 0n ? adding : abs(size) + adding;
        if (notional(resulting, price) > product.maxPositionNotionalUsd) {
          throw failed(OrderFailure.RiskLimitExceeded);
        }
        // Not the market summary: it also sums the day's trades, on every order.
        const openInterest = this.queries.openInterest(product.id);
        if (notional(openInterest + adding, price) > product.maxOpenInterestUsd) {
          throw failed(OrderFailure.InstrumentOpenValueCapExceeded);
        }
      }
    }
    return { quantity, expiresAt, marginRequired: required, margin };
  }

  /**
   * Places the sandbox's own resting liquidity (a replay's recorded book): a limit order created
   * and matched as any other, without the rules, limits and margin a submission is checked
   * against, which its maker has no need of. It expires at the interface's horizon.
   */
  placeLiquidity(input: NewOrder): PlaceOrderOutcome {
    const expiresAt = input.signedAt + limits.order.expiresAtHorizonSeconds;
    this.house.add(input.subaccount.id);
    const outcome = this.create(input, input.quantity, expiresAt);
    this.triggers.runStopChecks();
    return outcome;
  }

  private placeNow(input: NewOrder): PlaceOrderOutcome {
    const { quantity, expiresAt } = this.preview(input);
    return this.create(input, quantity, expiresAt);
  }

  /** Creates a checked order and matches it, or rests it on the stop list. */
  private create(input: NewOrder, quantity: bigint, expiresAt: number): PlaceOrderOutcome {
    const now = this.ctx.clock.now();
    const { product, subaccount } = input;
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
      origin: input.origin,
    };
    this.remember(order);

    if (input.reduceOnly && this.reducible(subaccount.id, product.id, order.side) === 0n) {
      return this.reject(order, OrderResult.OrderIncreasesPosition);
    }
    if (order.stopPrice > 0n) {
      order.status = OrderStatus.PENDING;
      this.rest(order);
      this.triggers.add(order);
      this.announceOrder(order);
      return { order: { ...order }, result: OrderResult.Ok };
    }
    return this.matching.execute(order);
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
    for (const id of orderIds) {
      out.push(this.attempt(subaccount, this.orders.get(id), id, undefined));
    }
    for (const cloid of clientOrderIds) {
      const order = this.queries.orderByClientId(subaccount.id, cloid);
      out.push(this.attempt(subaccount, order, undefined, cloid));
    }
    return out;
  }

  /** One cancellation of `cancel`: an order of another subaccount is not found. */
  private attempt(
    subaccount: Subaccount,
    order: Order | undefined,
    id: string | undefined,
    cloid: string | undefined,
  ): CancelOutcome {
    if (!order || order.subaccountId !== subaccount.id) {
      return { id, clientOrderId: cloid, result: CancelResult.NotFound };
    }
    return { id: order.id, clientOrderId: order.clientOrderId, result: this.cancelOne(order) };
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

  /**
   * Takes `quantity` off a resting order's open quantity, keeping its place in the queue: a
   * partial cancel. Its `quantity` falls by as much, so `filled` plus what is open still makes
   * it. For the sandbox's own participants (a replay's book follows its recording this way); the
   * interface offers users no such request.
   */
  shrink(order: Order, quantity: bigint): void {
    if (!isOpen(order) || order.status === OrderStatus.PENDING) {
      throw invalid(`order ${order.id} is not resting on the book`);
    }
    if (quantity <= 0n || quantity >= order.remaining) {
      throw invalid(`a partial cancel takes more than 0 and less than the open quantity`);
    }
    const total = this.books.get(order.productId)?.side(order.side).reduce(order, quantity);
    order.quantity -= quantity;
    order.updatedAt = this.ctx.clock.now();
    this.announceOrder(order);
    if (total !== undefined) this.announceLevel(order, total);
  }

  /**
   * Adds `quantity` to a resting order's open quantity, keeping its place in the queue: for the
   * sandbox's own participants only (a replay's level that grows while its order is the last in
   * the queue), as no request of the interface does this.
   */
  grow(order: Order, quantity: bigint): void {
    if (!isOpen(order) || order.status === OrderStatus.PENDING) {
      throw invalid(`order ${order.id} is not resting on the book`);
    }
    if (quantity <= 0n) throw invalid("an order grows by more than 0");
    const total = this.books.get(order.productId)?.side(order.side).grow(order, quantity);
    order.quantity += quantity;
    order.updatedAt = this.ctx.clock.now();
    this.announceOrder(order);
    if (total !== undefined) this.announceLevel(order, total);
  }

  /** True when orders signed by `sender` rest in this subaccount. */
  hasOpenOrdersBy(subaccountId: string, sender: Address): boolean {
    const lower = sender.toLowerCase();
    return this.queries.openOrdersOf(subaccountId).some((o) => o.sender === lower);
  }
}
