import { DECIMAL_SCALE, limits, roundToIncrement } from "@perpkit/core";
import type { OrderBook } from "./book.js";
import { OrderResult, OrderStatus, OrderType, RejectionReason, TimeInForce } from "./enums.js";
import { applyRate, minBig, notional } from "./math.js";
import type { Positions } from "./positions.js";
import type { Product } from "./products.js";
import type { Fill, FillCause, Order, Side, Trade } from "./records.js";
import { isOpen, type PlaceOrderOutcome, TradingPart, type TradingState } from "./trading-state.js";

const { sides } = limits.order;
const OCO = limits.order.groupContingencyTypes.oneCancelsOther;

/** What a resting order's fill was made by: the taker's origin, else another subaccount. */
function causeOf(taker: Order): FillCause {
  switch (taker.origin) {
    case "recorded trade":
    case "recorded book":
      return taker.origin;
    case "simulated market":
      return "simulated taker";
    default:
      return "other account";
  }
}

/**
 * One thing an incoming order does to a resting one: fills `quantity` of it at `price`, or (with
 * `quantity` 0) takes it off the book unfilled.
 */
interface MatchStep {
  readonly maker: Order;
  readonly quantity: bigint;
  readonly price: bigint;
  /** A resting order taken off the book by a taker of its own subaccount it may not trade with. */
  readonly selfTrade?: true;
}

/** What matching an incoming order does, worked out before anything changes. */
interface MatchPlan {
  readonly steps: readonly MatchStep[];
  /** The quantity the steps fill. */
  readonly filled: bigint;
}

/**
 * Matching: runs an incoming order against the book in price-time priority, after working out
 * every step it will take (so the fill-or-kill and post-only checks see exactly what happens),
 * and records each fill, trade and its announcements.
 *
 * @example
 * const { order, result } = matching.execute(order)
 */
export class Matching extends TradingPart {
  constructor(
    state: TradingState,
    private readonly settlement: Positions,
  ) {
    super(state);
  }

  /** The worst price a market order may fill at, from the best opposite price. */
  marketBound(product: Product, side: Side): bigint | undefined {
    const best = this.books.get(product.id)?.opposite(side).best();
    if (!best) return undefined;
    const move = (best.price * this.ctx.marketSlippage) / DECIMAL_SCALE;
    return side === sides.buy
      ? roundToIncrement(best.price + move, product.tickSize, "down")
      : roundToIncrement(best.price - move > 0n ? best.price - move : 0n, product.tickSize, "up");
  }

  /** Runs a created (or just triggered) order against the book. */
  execute(order: Order): PlaceOrderOutcome {
    const product = this.ctx.products.get(order.productId) as Product;
    let limit: bigint;
    if (order.type === OrderType.MARKET) {
      const bound = this.marketBound(product, order.side);
      if (bound === undefined) return this.reject(order, OrderResult.MarketOrderReachedMaxSlippage);
      limit = bound;
    } else {
      limit = order.price;
    }
    const plan = this.plan(order, limit);
    if (order.postOnly && plan.steps.length > 0) {
      return this.reject(order, OrderResult.ImmediateMatchPostOnly);
    }
    if (order.timeInForce === TimeInForce.FOK && plan.filled < order.remaining) {
      return this.reject(order, OrderResult.UnfilledFillOrKill);
    }
    const rests = order.type === OrderType.LIMIT && order.timeInForce === TimeInForce.GTD;
    this.announceOrder(order);
    this.match(order, plan);

    // A fill of an order of its own OCO group may have cancelled it.
    if (order.remaining === 0n || !isOpen(order)) {
      return { order: { ...order }, result: OrderResult.Ok };
    }
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
    if (order.type === OrderType.MARKET) {
      if (order.filled === 0n) return this.reject(order, OrderResult.MarketOrderReachedMaxSlippage);
      order.rejectedReason = RejectionReason.MarketOrderReachedMaxSlippage;
      this.finish(order, OrderStatus.CANCELED);
      return { order: { ...order }, result: OrderResult.Ok };
    }
    // The interface rejects an IOC that is not fully filled; what it filled stays filled.
    return this.reject(
      order,
      order.timeInForce === TimeInForce.FOK
        ? OrderResult.UnfilledFillOrKill
        : OrderResult.UnfilledImmediateOrCancel,
    );
  }

  /**
   * Works out, changing nothing, what matching `taker` up to `limit` does: fills in price-time
   * order, each capped by the reduce-only orders' positions as the fills before it move them;
   * steps of quantity 0 for resting orders it takes off the book instead (reduce-only orders left
   * with nothing to reduce, and the resting side of a self-trade that involves a reduce-only
   * order). `match` carries out exactly this plan, and the fill-or-kill and post-only checks read
   * it, so they see what matching does.
   */
  private plan(taker: Order, limit: bigint): MatchPlan {
    const opposite = (this.books.get(taker.productId) as OrderBook<Order>).opposite(taker.side);
    const steps: MatchStep[] = [];
    let remaining = taker.remaining;
    // Orders the planned fills cancel as OCO siblings; made only when a group is involved.
    let gone: Set<Order> | undefined;
    walk: for (let at = 0; ; at++) {
      const level = opposite.levelAt(at);
      if (!level) break;
      if (taker.side === sides.buy ? level.price > limit : level.price < limit) break;
      for (const maker of level.orders) {
        if (remaining === 0n) break walk;
        if (gone?.has(maker)) continue;
        let quantity = minBig(remaining, maker.remaining);
        if (taker.reduceOnly) {
          const cap = this.plannedReducible(taker, taker, steps);
          if (cap === 0n) break walk;
          if (quantity > cap) quantity = cap;
        }
        if (maker.subaccountId === taker.subaccountId && (maker.reduceOnly || taker.reduceOnly)) {
          steps.push({ maker, quantity: 0n, price: level.price, selfTrade: true });
          continue;
        }
        if (maker.reduceOnly) {
          const cap = this.plannedReducible(maker, taker, steps);
          if (cap === 0n) {
            steps.push({ maker, quantity: 0n, price: level.price });
            continue;
          }
          if (quantity > cap) quantity = cap;
        }
        steps.push({ maker, quantity, price: level.price });
        remaining -= quantity;
        if (maker.groupContingencyType === OCO || taker.groupContingencyType === OCO) {
          gone ??= new Set();
          this.addOcoSiblings(maker, gone);
          this.addOcoSiblings(taker, gone);
          // The taker itself is cancelled as the maker's OCO sibling.
          if (gone.has(taker)) break walk;
        }
      }
    }
    return { steps, filled: taker.remaining - remaining };
  }

  private addOcoSiblings(order: Order, into: Set<Order>): void {
    if (order.groupId === undefined || order.groupContingencyType !== OCO) return;
    for (const sibling of this.group(order.subaccountId, order.groupId)) {
      if (sibling !== order) into.add(sibling);
    }
  }

  /** How much `order` could still reduce its position once the fills planned so far are made. */
  private plannedReducible(order: Order, taker: Order, steps: readonly MatchStep[]): bigint {
    const subaccountId = order.subaccountId;
    let size = this.signedSize(subaccountId, order.productId);
    for (const { maker, quantity } of steps) {
      if (maker.subaccountId === subaccountId)
        size += maker.side === sides.buy ? quantity : -quantity;
      if (taker.subaccountId === subaccountId)
        size += taker.side === sides.buy ? quantity : -quantity;
    }
    if (order.side === sides.buy) return size < 0n ? -size : 0n;
    return size > 0n ? size : 0n;
  }

  /** Carries out a plan from `plan`. */
  private match(taker: Order, plan: MatchPlan): void {
    for (const { maker, quantity, price, selfTrade } of plan.steps) {
      if (quantity > 0n) {
        if (!isOpen(maker)) throw new Error(`matching planned a fill of closed order ${maker.id}`);
        this.fill(taker, maker, quantity, price);
      } else if (isOpen(maker)) {
        // A fill before it may have cancelled it already, when that fill closed its position.
        this.unrest(maker);
        // The live record names why a resting order left the book for its own taker.
        if (selfTrade) maker.rejectedReason = RejectionReason.MakerCanceledByTaker;
        this.finish(maker, OrderStatus.CANCELED);
      }
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

    const makerFill = this.recordFill(maker, tradeId, quantity, price, makerFee, selfTrade, now, {
      isMaker: true,
      cause: causeOf(taker),
    });
    const takerFill = this.recordFill(taker, tradeId, quantity, price, takerFee, selfTrade, now, {
      isMaker: false,
      cause: "taker",
    });
    const makerTurned = this.settlement.settle(maker, quantity, price, makerFee, now);
    const takerTurned = this.settlement.settle(taker, quantity, price, takerFee, now);

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
    if (makerTurned) this.dropStaleReduceOnly(maker.subaccountId, product.id);
    if (takerTurned) this.dropStaleReduceOnly(taker.subaccountId, product.id);
    if (!selfTrade) this.stopChecks.add(product.id);
  }

  /**
   * Cancels the resting reduce-only orders a position change left with nothing to reduce, so
   * the book (and every view of it) shows only orders that can fill.
   */
  private dropStaleReduceOnly(subaccountId: string, productId: string): void {
    for (const order of this.openOrders.get(subaccountId)?.get(productId) ?? []) {
      if (
        order.reduceOnly &&
        order.status !== OrderStatus.PENDING &&
        this.reducible(subaccountId, productId, order.side) === 0n
      ) {
        this.unrest(order);
        this.finish(order, OrderStatus.CANCELED);
      }
    }
  }

  private recordFill(
    order: Order,
    tradeId: string,
    quantity: bigint,
    price: bigint,
    fee: bigint,
    selfTrade: boolean,
    now: number,
    { isMaker, cause }: { readonly isMaker: boolean; readonly cause: FillCause },
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
      cause,
    };
    const list = this.fills.get(order.subaccountId);
    if (list) list.push(fill);
    else this.fills.set(order.subaccountId, [fill]);
    return fill;
  }

  private cancelOcoSiblings(order: Order): void {
    if (order.groupId === undefined || order.groupContingencyType !== OCO) return;
    for (const sibling of this.group(order.subaccountId, order.groupId)) {
      if (sibling !== order && isOpen(sibling)) {
        this.unrest(sibling);
        this.finish(sibling, OrderStatus.CANCELED);
      }
    }
  }
}
