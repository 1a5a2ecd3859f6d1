import { formatDecimal, limits } from "@perpkit/core";
import { OrderStatus } from "../../engine/enums.js";
import { notFound } from "../../engine/errors.js";
import { applyFill } from "../../engine/math.js";
import { isOpen } from "../../engine/trading.js";
import { fillRecord, orderRecord, positionRecord, tradeRecord } from "../../wire/rest-records.js";
import { liquidationsOf } from "../liquidation-log.js";
import { paginate } from "../pagination.js";
import { inProducts, inWindow, productOf, subaccountOf } from "./lookups.js";
import type { SomeHandlers } from "./types.js";

const { sides } = limits.order;

/**
 * GET endpoints of trading: orders and their groups, fills, public trades, positions and
 * liquidations.
 *
 * @example
 * tradingReads.getOrder(ctx).body.status
 */
export const tradingReads: SomeHandlers<
  | "listOrders"
  | "listFills"
  | "listTrades"
  | "getOrder"
  | "getOrderGroup"
  | "listPositions"
  | "getActivePosition"
  | "listPositionFills"
  | "listLiquidations"
  | "getPosition"
> = {
  listOrders: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const created = inWindow(params.createdAfter, params.createdBefore);
    const list = exchange.trading
      .ordersOf(subaccount.id)
      .filter(
        (o) =>
          product(o.productId) &&
          created(o.createdAt) &&
          (params.clientOrderId === undefined || o.clientOrderId === params.clientOrderId) &&
          (params.side === undefined || o.side === params.side) &&
          (params.close === undefined || o.close === params.close) &&
          (params.isWorking === undefined ||
            (isOpen(o) && o.status !== OrderStatus.PENDING) === params.isWorking) &&
          (params.isPending === undefined ||
            (o.status === OrderStatus.PENDING) === params.isPending),
      );
    return { body: paginate(list, params, orderRecord) };
  },

  listFills: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const created = inWindow(params.createdAfter, params.createdBefore);
    const list = exchange.trading
      .fillsOf(subaccount.id)
      .filter(
        (f) =>
          product(f.productId) &&
          created(f.createdAt) &&
          (params.side === undefined || f.side === params.side) &&
          (params.includeSelfTrades === true || !f.selfTrade),
      );
    return { body: paginate(list, params, fillRecord) };
  },

  listTrades: ({ exchange, params }) => {
    const product = productOf(exchange, params.productId);
    const list = exchange.trading.tradesOf(product.id).filter((t) => !t.selfTrade);
    return { body: paginate(list, params, (t) => tradeRecord(exchange, t)) };
  },

  getOrder: ({ exchange, params }) => {
    const order = exchange.trading.order(params.orderId) ?? exchange.archive?.order(params.orderId);
    if (!order) throw notFound(`order ${params.orderId} not found`);
    return { body: orderRecord(order) };
  },

  getOrderGroup: ({ exchange, params }) => {
    const order = exchange.trading.order(params.orderId);
    if (!order) throw notFound(`order ${params.orderId} not found`);
    const group =
      order.groupId === undefined
        ? [order]
        : exchange.trading.group(order.subaccountId, order.groupId);
    return { body: paginate(group, params, orderRecord, (o) => o.createdAt, "asc") };
  },

  listPositions: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const list = exchange.trading
      .positionsOf(subaccount.id)
      .filter(
        (p) =>
          product(p.productId) && (params.open === undefined || (p.size !== 0n) === params.open),
      );
    return { body: paginate(list, params, (p) => positionRecord(exchange, p)) };
  },

  getActivePosition: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = productOf(exchange, params.productId);
    const position = exchange.trading.openPosition(subaccount.id, product.id);
    if (!position)
      throw notFound(`no open ${product.ticker} position in subaccount ${subaccount.id}`);
    return { body: positionRecord(exchange, position) };
  },

  listPositionFills: ({ exchange, params }) => {
    const position = exchange.trading.position(params.positionId);
    if (!position) throw notFound(`position ${params.positionId} not found`);
    // Replays the position's fills to tell what each one realised.
    const replay = { ...position, size: 0n, cost: 0n, realizedPnl: 0n };
    replay.totalIncreaseNotional = replay.totalIncreaseQuantity = 0n;
    replay.totalDecreaseNotional = replay.totalDecreaseQuantity = 0n;
    const records = exchange.trading
      .fillsOf(position.subaccountId)
      .filter(
        (f) =>
          f.productId === position.productId &&
          f.createdAt >= position.createdAt &&
          f.createdAt <= position.updatedAt,
      )
      .map((f) => {
        const delta = f.side === sides.buy ? f.quantity : -f.quantity;
        const { realizedPnl } = applyFill(replay, delta, f.price);
        return {
          createdAt: f.createdAt,
          price: formatDecimal(f.price),
          filled: formatDecimal(f.quantity),
          realizedPnl: formatDecimal(realizedPnl),
          type: f.type,
          side: f.side,
          reduceOnly: f.reduceOnly,
          feeUsd: formatDecimal(f.fee),
        };
      });
    return { body: paginate(records, params, (r) => r) };
  },

  listLiquidations: ({ exchange, params }) => ({
    body: paginate(liquidationsOf(exchange).all(), params, (l) => ({
      id: l.id,
      subaccountId: l.subaccountId,
      productId: l.productId,
      positionId: l.positionId,
      liquidationPrice: formatDecimal(l.price),
      cause: "MarkChanged",
      cost: formatDecimal(l.cost),
      positionSide: l.side,
      createdAt: l.createdAt,
    })),
  }),

  getPosition: ({ exchange, params }) => {
    const position = exchange.trading.position(params.positionId);
    if (!position) throw notFound(`position ${params.positionId} not found`);
    return { body: positionRecord(exchange, position) };
  },
};
