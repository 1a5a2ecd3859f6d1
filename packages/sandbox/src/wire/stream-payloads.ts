import { formatDecimal } from "@perpkit/core";
import type {
  Fill as StreamFill,
  LiquidatedPosition as StreamLiquidatedPosition,
  Order as StreamOrder,
  Position as StreamPosition,
  Trade as StreamTrade,
  Ticker,
  TokenTransfer,
} from "@perpkit/stream";
import {
  type Fill,
  type LiquidatedPosition,
  type MarketSummary,
  type Order,
  OrderType,
  type Position,
  type Trade,
  type Transfer,
} from "../engine/index.js";
import { triggeredState } from "./rest-records.js";

const text = (value: bigint): string => formatDecimal(value);
const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/**
 * An engine order as the OrderUpdate channel carries it, with the spec's short keys. Optional
 * keys are left out when the order has no value for them (`px` of a market order, `cloid`, ...).
 *
 * @example
 * orderPayload(exchange.order(orderId)).aqty // "0.5"
 */
export function orderPayload(order: Readonly<Order>): StreamOrder {
  const out: StreamOrder = {
    id: order.id,
    otyp: order.type,
    qty: text(order.quantity),
    aqty: text(order.remaining),
    fill: text(order.filled),
    sd: order.side,
    s: order.symbol,
    sid: order.subaccountId,
    sn: order.sender,
    st: order.status,
    t: order.createdAt,
    ro: order.reduceOnly,
    cl: order.close,
    et: order.expiresAt,
    tr: triggeredState(order),
  };
  if (order.clientOrderId !== undefined) out.cloid = order.clientOrderId;
  if (order.type === OrderType.LIMIT) {
    out.px = text(order.price);
    out.po = order.postOnly;
  }
  if (order.timeInForce !== undefined) out.tif = order.timeInForce;
  if (order.stopPrice !== 0n) out.spx = text(order.stopPrice);
  if (order.stopType !== undefined) out.styp = order.stopType;
  if (order.stopPriceType !== undefined) out.spxtyp = order.stopPriceType;
  if (order.groupContingencyType !== undefined) out.gtyp = order.groupContingencyType;
  if (order.groupId !== undefined) out.gid = order.groupId;
  if (order.rejectedReason !== undefined) out.rr = order.rejectedReason;
  return out;
}

/**
 * One side of a match as the OrderFill channel carries it.
 *
 * @example
 * fillPayload(fill).m // true for the maker's side
 */
export function fillPayload(fill: Fill): StreamFill {
  const out: StreamFill = {
    id: fill.id,
    oid: fill.orderId,
    px: text(fill.price),
    sz: text(fill.quantity),
    typ: fill.type,
    sd: fill.side,
    s: fill.symbol,
    sid: fill.subaccountId,
    ro: fill.reduceOnly,
    fee: text(fill.fee),
    m: fill.isMaker,
    t: fill.createdAt,
  };
  if (fill.clientOrderId !== undefined) out.cloid = fill.clientOrderId;
  return out;
}

/**
 * A position as the PositionUpdate channel carries it: `sz` and `cost` unsigned with the side
 * in `sd` (as GET /v1/position serves them; a closed position keeps its side), `lpx` only once
 * liquidated.
 *
 * @example
 * positionPayload(position).sz // "2"
 */
export function positionPayload(position: Readonly<Position>): StreamPosition {
  const out: StreamPosition = {
    id: position.id,
    sid: position.subaccountId,
    s: position.symbol,
    sd: position.side,
    sz: text(abs(position.size)),
    cost: text(abs(position.cost)),
    rpnl: text(position.realizedPnl),
    fpnl: text(position.funding),
    fee: text(position.fees),
  };
  if (position.isLiquidated && position.liquidationPrice !== undefined) {
    out.lpx = text(position.liquidationPrice);
  }
  return out;
}

/**
 * A deposit or withdrawal as the TokenTransfer channel carries it; `t` is when it last changed.
 *
 * @example
 * transferPayload(transfer).st // "COMPLETED"
 */
export function transferPayload(transfer: Readonly<Transfer>): TokenTransfer {
  const out: TokenTransfer = {
    t: transfer.updatedAt,
    id: transfer.id,
    sid: transfer.subaccountId,
    tName: transfer.tokenName,
    tAddr: transfer.tokenAddress,
    typ: transfer.type,
    st: transfer.status,
    amt: text(transfer.amount),
    fee: text(transfer.fee),
  };
  if (transfer.initiatedBlockNumber !== undefined) {
    out.iniBk = transfer.initiatedBlockNumber.toString();
  }
  if (transfer.finalizedBlockNumber !== undefined) {
    out.finBk = transfer.finalizedBlockNumber.toString();
  }
  if (transfer.initiatedTransactionHash !== undefined) {
    out.iniTx = transfer.initiatedTransactionHash;
  }
  if (transfer.finalizedTransactionHash !== undefined) {
    out.finTx = transfer.finalizedTransactionHash;
  }
  if (transfer.lzDestinationAddress !== undefined) out.lzAddr = transfer.lzDestinationAddress;
  if (transfer.lzDestinationEid !== undefined) out.lzEid = transfer.lzDestinationEid;
  return out;
}

/**
 * A public trade as the TradeFill channel carries it, from the taker's view:
 * `sids` is `[taker subaccount id, maker subaccount id]`.
 *
 * @example
 * tradePayload(trade).sd // the taker's side
 */
export function tradePayload(trade: Trade): StreamTrade {
  return {
    id: trade.id,
    px: text(trade.price),
    sz: text(trade.quantity),
    sd: trade.takerSide,
    sids: [trade.takerSubaccountId, trade.makerSubaccountId],
  };
}

/**
 * A position closed by a liquidation, as the SubaccountLiquidation channel carries it: `sz`
 * positive for a long, negative for a short.
 *
 * @example
 * liquidatedPayload({ productId, symbol: "BTCUSD", price: 90n * 10n ** 9n, size: -(10n ** 9n) }).sz // "-1"
 */
export function liquidatedPayload(position: LiquidatedPosition): StreamLiquidatedPosition {
  return { s: position.symbol, px: text(position.price), sz: text(position.size) };
}

/**
 * The Ticker payload of a market, or `undefined` when it has neither a bid nor an ask (the
 * gateway skips the Ticker then). `markPrice24h` is the price a day ago, when one is known.
 *
 * @example
 * tickerPayload(exchange.marketSummary(product), now, undefined)?.bidPx
 */
export function tickerPayload(
  market: MarketSummary,
  time: number,
  markPrice24h: bigint | undefined,
): Ticker | undefined {
  if (market.bestBid === undefined && market.bestAsk === undefined) return undefined;
  const out: Ticker = {
    s: market.symbol,
    t: time,
    oi: text(market.openInterest),
    vol24h: text(market.volume24h),
    fr1h: text(market.fundingRate),
  };
  if (market.bestBid !== undefined) out.bidPx = text(market.bestBid);
  if (market.bestAsk !== undefined) out.askPx = text(market.bestAsk);
  if (market.bestBidQuantity !== undefined) out.bidAmt = text(market.bestBidQuantity);
  if (market.bestAskQuantity !== undefined) out.askAmt = text(market.bestAskQuantity);
  if (market.markPrice !== undefined) out.markPx = text(market.markPrice);
  if (markPrice24h !== undefined) out.markPx24h = text(markPrice24h);
  return out;
}
