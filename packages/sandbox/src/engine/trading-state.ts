import { type KnownOrderResult, type KnownRejectionReason, limits } from "@perpkit/core";
import type { Accounts } from "./accounts.js";
import { OrderBook } from "./book.js";
import type { EngineContext } from "./engine-context.js";
import { OrderStatus, RejectionReason } from "./enums.js";
import { MinHeap } from "./heap.js";
import type { Fill, FundingCharge, Order, Position, Side, Trade } from "./records.js";
import type { TradingRecords } from "./retention.js";

const { sides } = limits.order;

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
 * The order record's `rejectedReason` for a submission result: the two enumerations of the live
 * contract name the same reasons, four of them differently.
 */
const RENAMED_REASONS: Partial<Record<KnownOrderResult, KnownRejectionReason>> = {
  LiquidationError: RejectionReason.Liquidation,
  MaxQuantityExceeded: RejectionReason.QuantityAboveMaximum,
  OpenValueCapExceeded: RejectionReason.InstrumentOpenValueCapExceeded,
  TriggerCanceledError: RejectionReason.TriggerCanceled,
};

/**
 * What an order record that ended with `result` names as its `rejectedReason`.
 *
 * @example
 * rejectedReasonOf("OpenValueCapExceeded") // "InstrumentOpenValueCapExceeded"
 */
export function rejectedReasonOf(result: KnownOrderResult): string {
  return RENAMED_REASONS[result] ?? result;
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
 * exchange.ordersOf(subaccountId).filter(isOpen)
 */
export function isOpen(order: Order): boolean {
  return OPEN_STATUSES.has(order.status);
}

/**
 * A market's funding as the funding part keeps it: the last charge, the rates that decide the
 * next one, and the charges of the last 31 days.
 *
 * @example
 * const state: FundingState = { rate: 0n, chargedAt: undefined, optionRate: undefined, setRate: undefined, cumulative: 0n, history: [] }
 */
export interface FundingState {
  rate: bigint;
  chargedAt: number | undefined;
  /** The `fundingRates` option's rate for the next funding time, when it sets one. */
  optionRate: bigint | undefined;
  /** The rate last set by `setFundingRate` (a replay's recorded `fr1h`), kept until set again. */
  setRate: bigint | undefined;
  cumulative: bigint;
  readonly history: FundingCharge[];
}

/**
 * What the trading engine knows: books, orders, client order ids, positions, fills, trades,
 * prices, expiries, stop orders and order groups. One instance is shared by every part.
 *
 * @example
 * const state = new TradingState(ctx, accounts)
 */
export class TradingState {
  readonly books = new Map<string, OrderBook<Order>>();
  readonly orders = new Map<string, Order>();
  readonly ordersBySubaccount = new Map<string, Order[]>();
  readonly openOrders = new Map<string, Map<string, Set<Order>>>();
  readonly activeClientIds = new Map<string, Map<string, Order>>();
  readonly lastClientIds = new Map<string, Map<string, Order>>();
  readonly positions = new Map<string, Map<string, Position>>();
  readonly positionsById = new Map<string, Position>();
  readonly positionsBySubaccount = new Map<string, Position[]>();
  readonly openPositionsByProduct = new Map<string, Set<Position>>();
  readonly fills = new Map<string, Fill[]>();
  readonly trades = new Map<string, Trade[]>();
  readonly lastPrices = new Map<string, bigint>();
  readonly oraclePrices = new Map<string, bigint>();
  readonly fundingByProduct = new Map<string, FundingState>();
  readonly expiries = new MinHeap<Order>();
  /** Untriggered stop orders per product, with whether each fires on a rise. */
  readonly stops = new Map<string, Map<Order, boolean>>();
  /** Order groups by subaccount, then group id: a group belongs to the subaccount that made it. */
  readonly groups = new Map<string, Map<string, Order[]>>();
  /** Products whose stops must be checked once the current match is over. */
  readonly stopChecks = new Set<string>();
  /**
   * Subaccounts holding the sandbox's own liquidity (a replay's maker): funded far beyond what
   * they trade, and never liquidated.
   */
  readonly house = new Set<string>();

  constructor(
    readonly ctx: EngineContext,
    readonly accounts: Accounts,
  ) {
    for (const product of ctx.products.values()) {
      this.books.set(product.id, new OrderBook<Order>());
      this.trades.set(product.id, []);
      this.openPositionsByProduct.set(product.id, new Set());
      this.stops.set(product.id, new Map());
      this.fundingByProduct.set(product.id, {
        rate: 0n,
        chargedAt: undefined,
        optionRate: undefined,
        setRate: undefined,
        cumulative: 0n,
        history: [],
      });
    }
  }

  /** The history collections, for retention to prune. */
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
}

/**
 * What every part of the trading engine builds on: the shared state under its own names, and
 * the moves each part makes on it (remember an order, put it on the book or take it off, finish
 * or reject it, announce it) and the reads they all need.
 *
 * @example
 * class Positions extends TradingPart {}
 */
export abstract class TradingPart {
  protected readonly ctx: EngineContext;
  protected readonly accounts: Accounts;
  protected readonly books: TradingState["books"];
  protected readonly orders: TradingState["orders"];
  protected readonly ordersBySubaccount: TradingState["ordersBySubaccount"];
  protected readonly openOrders: TradingState["openOrders"];
  protected readonly activeClientIds: TradingState["activeClientIds"];
  protected readonly lastClientIds: TradingState["lastClientIds"];
  protected readonly positions: TradingState["positions"];
  protected readonly positionsById: TradingState["positionsById"];
  protected readonly positionsBySubaccount: TradingState["positionsBySubaccount"];
  protected readonly openPositionsByProduct: TradingState["openPositionsByProduct"];
  protected readonly fills: TradingState["fills"];
  protected readonly trades: TradingState["trades"];
  protected readonly lastPrices: TradingState["lastPrices"];
  protected readonly oraclePrices: TradingState["oraclePrices"];
  protected readonly fundingByProduct: TradingState["fundingByProduct"];
  protected readonly expiries: TradingState["expiries"];
  protected readonly stops: TradingState["stops"];
  protected readonly groups: TradingState["groups"];
  protected readonly stopChecks: TradingState["stopChecks"];
  protected readonly house: TradingState["house"];

  // Every part names the shared maps as its own fields, so code reads the same in every part.
  constructor(state: TradingState) {
    this.ctx = state.ctx;
    this.accounts = state.accounts;
    this.books = state.books;
    this.orders = state.orders;
    this.ordersBySubaccount = state.ordersBySubaccount;
    this.openOrders = state.openOrders;
    this.activeClientIds = state.activeClientIds;
    this.lastClientIds = state.lastClientIds;
    this.positions = state.positions;
    this.positionsById = state.positionsById;
    this.positionsBySubaccount = state.positionsBySubaccount;
    this.openPositionsByProduct = state.openPositionsByProduct;
    this.fills = state.fills;
    this.trades = state.trades;
    this.lastPrices = state.lastPrices;
    this.oraclePrices = state.oraclePrices;
    this.fundingByProduct = state.fundingByProduct;
    this.expiries = state.expiries;
    this.stops = state.stops;
    this.groups = state.groups;
    this.stopChecks = state.stopChecks;
    this.house = state.house;
  }

  /** A subaccount's orders of one group, oldest first. */
  group(subaccountId: string, groupId: string): readonly Order[] {
    return this.groups.get(subaccountId)?.get(groupId) ?? [];
  }

  /** Last non-self trade price of a product. */
  lastPrice(productId: string): bigint | undefined {
    return this.lastPrices.get(productId);
  }

  /** The price positions are valued at: the oracle when set, else the last trade price. */
  markPrice(productId: string): bigint | undefined {
    return this.oraclePrices.get(productId) ?? this.lastPrices.get(productId);
  }

  protected signedSize(subaccountId: string, productId: string): bigint {
    return this.positions.get(subaccountId)?.get(productId)?.size ?? 0n;
  }

  /** How much of an order of `side` only reduces the current position. */
  protected reducible(subaccountId: string, productId: string, side: Side): bigint {
    const size = this.signedSize(subaccountId, productId);
    if (side === sides.buy) return size < 0n ? -size : 0n;
    return size > 0n ? size : 0n;
  }

  protected announceOrder(order: Order): void {
    if (this.ctx.bus.wants("orderUpdate", order.subaccountId)) {
      this.ctx.bus.emit({
        type: "orderUpdate",
        time: this.ctx.clock.now(),
        subaccountId: order.subaccountId,
        order: { ...order },
      });
    }
  }

  protected remember(order: Order): void {
    this.orders.set(order.id, order);
    const list = this.ordersBySubaccount.get(order.subaccountId);
    if (list) list.push(order);
    else this.ordersBySubaccount.set(order.subaccountId, [order]);
    if (order.clientOrderId !== undefined) {
      this.mapFor(this.activeClientIds, order.subaccountId).set(order.clientOrderId, order);
      this.mapFor(this.lastClientIds, order.subaccountId).set(order.clientOrderId, order);
    }
    if (order.groupId !== undefined) {
      const groups = this.mapFor(this.groups, order.subaccountId);
      const group = groups.get(order.groupId);
      if (group) group.push(order);
      else groups.set(order.groupId, [order]);
    }
  }

  protected mapFor<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
    let map = maps.get(key);
    if (!map) {
      map = new Map();
      maps.set(key, map);
    }
    return map;
  }

  /** Puts an order on the book (or on the stop list) and counts it as open. */
  protected rest(order: Order): void {
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

  protected announceLevel(order: Order, total: bigint): void {
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
  protected unrest(order: Order): void {
    if (order.status === OrderStatus.PENDING) {
      this.stops.get(order.productId)?.delete(order);
    } else {
      const total = this.books.get(order.productId)?.side(order.side).remove(order);
      if (total !== undefined) this.announceLevel(order, total);
    }
    this.forgetOpen(order);
  }

  protected forgetOpen(order: Order): void {
    this.openOrders.get(order.subaccountId)?.get(order.productId)?.delete(order);
    if (order.clientOrderId !== undefined) {
      const active = this.activeClientIds.get(order.subaccountId);
      if (active?.get(order.clientOrderId) === order) active.delete(order.clientOrderId);
    }
  }

  protected finish(order: Order, status: Order["status"]): void {
    order.status = status;
    order.updatedAt = this.ctx.clock.now();
    this.forgetOpen(order);
    this.announceOrder(order);
  }

  protected reject(order: Order, reason: KnownOrderResult): PlaceOrderOutcome {
    order.rejectedReason = rejectedReasonOf(reason);
    this.finish(order, OrderStatus.REJECTED);
    return { order: { ...order }, result: reason };
  }
}
