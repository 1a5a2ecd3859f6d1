// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 6cc346dcf9dcd125b885764ebf12c4aad632e42f6cf1c4443c14e18bb11084c4)
// Do not edit; run pnpm generate.

import type { ErrorReply, L2BookMessage, OkReply, OrderFillMessage, OrderUpdateMessage, PingRequest, Pong, PositionUpdateMessage, SubaccountLiquidationMessage, SubscribeRequest, TickerMessage, TokenTransferMessage, TradeFillMessage, UnsubscribeRequest } from "./types.js";

/**
 * Builds the SubscribeRequest message, filling in `event`.
 *
 * @example
 * socket.send(JSON.stringify(encodeSubscribeRequest({ data: ... })))
 */
export function encodeSubscribeRequest(fields: Omit<SubscribeRequest, "event">): SubscribeRequest {
  return { event: "subscribe", ...fields };
}

/**
 * Builds the UnsubscribeRequest message, filling in `event`.
 *
 * @example
 * socket.send(JSON.stringify(encodeUnsubscribeRequest({ data: ... })))
 */
export function encodeUnsubscribeRequest(fields: Omit<UnsubscribeRequest, "event">): UnsubscribeRequest {
  return { event: "unsubscribe", ...fields };
}

/**
 * Builds the PingRequest message, filling in `event`.
 *
 * @example
 * socket.send(JSON.stringify(encodePingRequest()))
 */
export function encodePingRequest(fields: Omit<PingRequest, "event"> = {}): PingRequest {
  return { event: "ping", ...fields };
}

/**
 * Builds the OkReply message, filling in `ok`.
 *
 * @example
 * socket.send(JSON.stringify(encodeOkReply()))
 */
export function encodeOkReply(fields: Omit<OkReply, "ok"> = {}): OkReply {
  return { ok: true, ...fields };
}

/**
 * Builds the ErrorReply message, filling in `ok`.
 *
 * @example
 * socket.send(JSON.stringify(encodeErrorReply({ code: ... })))
 */
export function encodeErrorReply(fields: Omit<ErrorReply, "ok">): ErrorReply {
  return { ok: false, ...fields };
}

/**
 * Builds the Pong message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodePong({ t: ... })))
 */
export function encodePong(fields: Omit<Pong, "e">): Pong {
  return { e: "pong", ...fields };
}

/**
 * Builds the L2BookMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeL2BookMessage({ t: ..., data: ... })))
 */
export function encodeL2BookMessage(fields: Omit<L2BookMessage, "e">): L2BookMessage {
  return { e: "L2Book", ...fields };
}

/**
 * Builds the TickerMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeTickerMessage({ t: ..., data: ... })))
 */
export function encodeTickerMessage(fields: Omit<TickerMessage, "e">): TickerMessage {
  return { e: "Ticker", ...fields };
}

/**
 * Builds the TradeFillMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeTradeFillMessage({ t: ..., data: ... })))
 */
export function encodeTradeFillMessage(fields: Omit<TradeFillMessage, "e">): TradeFillMessage {
  return { e: "TradeFill", ...fields };
}

/**
 * Builds the SubaccountLiquidationMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeSubaccountLiquidationMessage({ t: ..., data: ... })))
 */
export function encodeSubaccountLiquidationMessage(fields: Omit<SubaccountLiquidationMessage, "e">): SubaccountLiquidationMessage {
  return { e: "SubaccountLiquidation", ...fields };
}

/**
 * Builds the PositionUpdateMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodePositionUpdateMessage({ t: ..., data: ... })))
 */
export function encodePositionUpdateMessage(fields: Omit<PositionUpdateMessage, "e">): PositionUpdateMessage {
  return { e: "PositionUpdate", ...fields };
}

/**
 * Builds the OrderUpdateMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeOrderUpdateMessage({ t: ..., data: ... })))
 */
export function encodeOrderUpdateMessage(fields: Omit<OrderUpdateMessage, "e">): OrderUpdateMessage {
  return { e: "OrderUpdate", ...fields };
}

/**
 * Builds the OrderFillMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeOrderFillMessage({ t: ..., data: ... })))
 */
export function encodeOrderFillMessage(fields: Omit<OrderFillMessage, "e">): OrderFillMessage {
  return { e: "OrderFill", ...fields };
}

/**
 * Builds the TokenTransferMessage message, filling in `e`.
 *
 * @example
 * socket.send(JSON.stringify(encodeTokenTransferMessage({ t: ..., data: ... })))
 */
export function encodeTokenTransferMessage(fields: Omit<TokenTransferMessage, "e">): TokenTransferMessage {
  return { e: "TokenTransfer", ...fields };
}
