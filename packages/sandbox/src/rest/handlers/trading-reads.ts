import { formatDecimal } from "@perpkit/core";
import { isOpen, notFound, OrderStatus } from "../../engine/index.js";
import { fillRecord, orderRecord, positionRecord, tradeRecord } from "../../wire/rest-records.js";
import { liquidationsOf } from "../liquidation-log.js";
import { paginate } from "../pagination.js";
import { inProducts, inWindow, productOf, subaccountOf } from "./lookups.js";
import type { SomeHandlers } from "./types.js";

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
    const list = exchange
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
    const list = exchange
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
    const list = exchange.tradesOf(product.id).filter((t) => !t.selfTrade);
    return { body: paginate(list, params, (t) => tradeRecord(exchange, t)) };
  },

  getOrder: ({ exchange, params }) => {
    const order = exchange.order(params.orderId) ?? exchange.archivedOrder(params.orderId);
    if (!order) throw notFound(`order ${params.orderId} not found`);
    return { body: orderRecord(order) };
  },

  getOrderGroup: ({ exchange, params }) => {
    const order = exchange.order(params.orderId);
    if (!order) throw notFound(`order ${params.orderId} not found`);
    const group =
      order.groupId === undefined ? [order] : exchange.group(order.subaccountId, order.groupId);
    return { body: paginate(group, params, orderRecord, (o) => o.createdAt, "asc") };
  },

  listPositions: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const list = exchange
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
    const position = exchange.openPosition(subaccount.id, product.id);
    if (!position)
      throw notFound(`no open ${product.ticker} position in subaccount ${subaccount.id}`);
    return { body: positionRecord(exchange, position) };
  },

  listPositionFills: ({ exchange, params }) => {
    const fills = exchange.positionFills(params.positionId);
    if (!fills) throw notFound(`position ${params.positionId} not found`);
    const records = fills.map(({ fill: f, realizedPnl }) => ({
      createdAt: f.createdAt,
      price: formatDecimal(f.price),
      filled: formatDecimal(f.quantity),
      realizedPnl: formatDecimal(realizedPnl),
      type: f.type,
      side: f.side,
      reduceOnly: f.reduceOnly,
      feeUsd: formatDecimal(f.fee),
    }));
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
    const position = exchange.position(params.positionId);
    if (!position) throw notFound(`position ${params.positionId} not found`);
    return { body: positionRecord(exchange, position) };
  },
};
