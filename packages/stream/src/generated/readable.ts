// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 6cc346dcf9dcd125b885764ebf12c4aad632e42f6cf1c4443c14e18bb11084c4)
// Do not edit; run pnpm generate.

import { readableSide } from "@perpkit/core";
import type { Fill, L2Book, LiquidatedPosition, Order, OrderFill, OrderUpdate, Position, PositionUpdate, ReadableFill, ReadableL2Book, ReadableLiquidatedPosition, ReadableOrder, ReadableOrderFill, ReadableOrderUpdate, ReadablePosition, ReadablePositionUpdate, ReadableSubaccountLiquidation, ReadableTicker, ReadableTokenTransfer, ReadableTrade, ReadableTradeFill, SubaccountLiquidation, Ticker, TokenTransfer, Trade, TradeFill } from "./types.js";

/**
 * Renames the short keys of the L2Book payload to readable names (`s` to `symbol`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableL2Book(value).symbol
 */
export function toReadableL2Book(value: L2Book): ReadableL2Book {
  const { s: v0, t: v1, pt: v2, a: v3, b: v4, ...rest } = value;
  const out: ReadableL2Book = { ...rest, symbol: v0, time: v1, asks: v3, bids: v4 };
  if (v2 !== undefined) out.previousTime = v2;
  return out;
}

/**
 * Renames the short keys of the Ticker payload to readable names (`s` to `symbol`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableTicker(value).symbol
 */
export function toReadableTicker(value: Ticker): ReadableTicker {
  const { s: v0, t: v1, bidPx: v2, askPx: v3, bidAmt: v4, askAmt: v5, markPx: v6, markPx24h: v7, oi: v8, fr1h: v9, vol24h: v10, ...rest } = value;
  const out: ReadableTicker = { ...rest, symbol: v0, time: v1 };
  if (v2 !== undefined) out.bestBidPrice = v2;
  if (v3 !== undefined) out.bestAskPrice = v3;
  if (v4 !== undefined) out.bestBidQuantity = v4;
  if (v5 !== undefined) out.bestAskQuantity = v5;
  if (v6 !== undefined) out.markPrice = v6;
  if (v7 !== undefined) out.markPrice24hAgo = v7;
  if (v8 !== undefined) out.openInterest = v8;
  if (v9 !== undefined) out.fundingRate1h = v9;
  if (v10 !== undefined) out.volume24h = v10;
  return out;
}

/**
 * Renames the short keys of the TradeFill payload to readable names (`s` to `symbol`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableTradeFill(value).symbol
 */
export function toReadableTradeFill(value: TradeFill): ReadableTradeFill {
  const { s: v0, t: v1, d: v2, ...rest } = value;
  const out: ReadableTradeFill = { ...rest, symbol: v0, time: v1, trades: v2.map(toReadableTrade) };
  return out;
}

/**
 * Renames the short keys of the Trade payload to readable names (`px` to `price`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableTrade(value).price
 */
export function toReadableTrade(value: Trade): ReadableTrade {
  const { id: v0, px: v1, sz: v2, sd: v3, sids: v4, ...rest } = value;
  const out: ReadableTrade = { ...rest, id: v0, price: v1, quantity: v2, side: readableSide(v3, "sd"), subaccountIds: v4 };
  return out;
}

/**
 * Renames the short keys of the SubaccountLiquidation payload to readable names (`sid` to `subaccountId`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableSubaccountLiquidation(value).subaccountId
 */
export function toReadableSubaccountLiquidation(value: SubaccountLiquidation): ReadableSubaccountLiquidation {
  const { sid: v0, t: v1, d: v2, ...rest } = value;
  const out: ReadableSubaccountLiquidation = { ...rest, subaccountId: v0, time: v1, positions: v2.map(toReadableLiquidatedPosition) };
  return out;
}

/**
 * Renames the short keys of the LiquidatedPosition payload to readable names (`s` to `symbol`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableLiquidatedPosition(value).symbol
 */
export function toReadableLiquidatedPosition(value: LiquidatedPosition): ReadableLiquidatedPosition {
  const { s: v0, px: v1, sz: v2, ...rest } = value;
  const out: ReadableLiquidatedPosition = { ...rest, symbol: v0, markPrice: v1, size: v2 };
  return out;
}

/**
 * Renames the short keys of the PositionUpdate payload to readable names (`t` to `time`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadablePositionUpdate(value).time
 */
export function toReadablePositionUpdate(value: PositionUpdate): ReadablePositionUpdate {
  const { t: v0, d: v1, ...rest } = value;
  const out: ReadablePositionUpdate = { ...rest, time: v0, positions: v1.map(toReadablePosition) };
  return out;
}

/**
 * Renames the short keys of the Position payload to readable names (`sid` to `subaccountId`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadablePosition(value).subaccountId
 */
export function toReadablePosition(value: Position): ReadablePosition {
  const { id: v0, sid: v1, s: v2, sd: v3, sz: v4, cost: v5, rpnl: v6, fpnl: v7, fee: v8, lpx: v9, ...rest } = value;
  const out: ReadablePosition = { ...rest, id: v0, subaccountId: v1, symbol: v2, side: readableSide(v3, "sd"), size: v4, cost: v5, realizedPnl: v6, fundingPnl: v7, fees: v8 };
  if (v9 !== undefined) out.liquidationPrice = v9;
  return out;
}

/**
 * Renames the short keys of the OrderUpdate payload to readable names (`t` to `time`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableOrderUpdate(value).time
 */
export function toReadableOrderUpdate(value: OrderUpdate): ReadableOrderUpdate {
  const { t: v0, d: v1, ...rest } = value;
  const out: ReadableOrderUpdate = { ...rest, time: v0, orders: v1.map(toReadableOrder) };
  return out;
}

/**
 * Renames the short keys of the Order payload to readable names (`cloid` to `clientOrderId`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableOrder(value).clientOrderId
 */
export function toReadableOrder(value: Order): ReadableOrder {
  const { id: v0, cloid: v1, otyp: v2, qty: v3, aqty: v4, fill: v5, px: v6, sd: v7, s: v8, sid: v9, sn: v10, st: v11, t: v12, ro: v13, cl: v14, tif: v15, et: v16, po: v17, spx: v18, styp: v19, spxtyp: v20, tr: v21, gtyp: v22, gid: v23, rr: v24, ...rest } = value;
  const out: ReadableOrder = { ...rest, id: v0, type: v2, quantity: v3, availableQuantity: v4, filled: v5, side: readableSide(v7, "sd"), symbol: v8, subaccountId: v9, sender: v10, status: v11, createdAt: v12, reduceOnly: v13, close: v14, expiresAt: v16, triggered: v21 };
  if (v1 !== undefined) out.clientOrderId = v1;
  if (v6 !== undefined) out.price = v6;
  if (v15 !== undefined) out.timeInForce = v15;
  if (v17 !== undefined) out.postOnly = v17;
  if (v18 !== undefined) out.stopPrice = v18;
  if (v19 !== undefined) out.stopType = v19;
  if (v20 !== undefined) out.stopPriceType = v20;
  if (v22 !== undefined) out.groupContingencyType = v22;
  if (v23 !== undefined) out.groupId = v23;
  if (v24 !== undefined) out.rejectedReason = v24;
  return out;
}

/**
 * Renames the short keys of the OrderFill payload to readable names (`t` to `time`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableOrderFill(value).time
 */
export function toReadableOrderFill(value: OrderFill): ReadableOrderFill {
  const { t: v0, d: v1, ...rest } = value;
  const out: ReadableOrderFill = { ...rest, time: v0, fills: v1.map(toReadableFill) };
  return out;
}

/**
 * Renames the short keys of the Fill payload to readable names (`oid` to `orderId`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableFill(value).orderId
 */
export function toReadableFill(value: Fill): ReadableFill {
  const { id: v0, oid: v1, cloid: v2, px: v3, sz: v4, typ: v5, sd: v6, s: v7, sid: v8, ro: v9, fee: v10, m: v11, t: v12, ...rest } = value;
  const out: ReadableFill = { ...rest, id: v0, orderId: v1, price: v3, quantity: v4, type: v5, side: readableSide(v6, "sd"), symbol: v7, subaccountId: v8, reduceOnly: v9, fee: v10, isMaker: v11, createdAt: v12 };
  if (v2 !== undefined) out.clientOrderId = v2;
  return out;
}

/**
 * Renames the short keys of the TokenTransfer payload to readable names (`t` to `time`, ...); properties this version does not know keep their keys.
 *
 * @example
 * toReadableTokenTransfer(value).time
 */
export function toReadableTokenTransfer(value: TokenTransfer): ReadableTokenTransfer {
  const { t: v0, id: v1, sid: v2, tName: v3, tAddr: v4, typ: v5, st: v6, amt: v7, fee: v8, iniBk: v9, finBk: v10, iniTx: v11, finTx: v12, lzAddr: v13, lzEid: v14, ...rest } = value;
  const out: ReadableTokenTransfer = { ...rest, time: v0, id: v1, subaccountId: v2, tokenName: v3, tokenAddress: v4, type: v5, status: v6, amount: v7, fee: v8 };
  if (v9 !== undefined) out.initiatedBlockNumber = v9;
  if (v10 !== undefined) out.finalizedBlockNumber = v10;
  if (v11 !== undefined) out.initiatedTransactionHash = v11;
  if (v12 !== undefined) out.finalizedTransactionHash = v12;
  if (v13 !== undefined) out.lzDestinationAddress = v13;
  if (v14 !== undefined) out.lzDestinationEid = v14;
  return out;
}
