// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 24f3fa9bfc9849b871cdbaec1b21b887b268df1158312094acd0f10e6d9f4d42)
// Do not edit; run pnpm generate.

import { DecodeError, describeValue } from "@perpkit/core";
import type { ErrorReply, Fill, L2Book, L2BookMessage, LiquidatedPosition, OkReply, Order, OrderFill, OrderFillMessage, OrderUpdate, OrderUpdateMessage, PingRequest, Pong, Position, PositionUpdate, PositionUpdateMessage, SubaccountLiquidation, SubaccountLiquidationMessage, SubscribeRequest, Ticker, TickerMessage, TokenTransfer, TokenTransferMessage, Topic, Trade, TradeFill, TradeFillMessage, UnsubscribeRequest } from "./types.js";
function fail(path: string, expected: string, value: unknown): never {
  throw new DecodeError(path, `must be ${expected}, got ${describeValue(value)}`);
}

/** A dotted path one level down: `data.3.price`. */
function at(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  return value as Record<string, unknown>;
}

/** An optional property: `null` counts as absent and is removed. */
function optional(object: Record<string, unknown>, key: string): unknown {
  const value = object[key];
  if (value === null) {
    delete object[key];
    return undefined;
  }
  return value;
}

function str(value: unknown, path: string, key: string): void {
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}

function int(value: unknown, path: string, key: string): void {
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}

function bool(value: unknown, path: string, key: string): void {
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}

/** Checks an optional property with one of the helpers above; `null` counts as absent. */
function maybe(
  check: (value: unknown, path: string, key: string) => void,
  object: Record<string, unknown>,
  path: string,
  key: string,
): void {
  const value = optional(object, key);
  if (value !== undefined) check(value, path, key);
}

/**
 * Checks that a parsed value fits the ErrorReply schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeErrorReply(JSON.parse(text))
 */
export function decodeErrorReply(value: unknown, path = "ErrorReply"): ErrorReply {
  const o = record(value, path);
  const v0: unknown = o["ok"];
  if (v0 !== false) fail(at(path, "ok"), "false", v0);
  str(o["code"], path, "code");
  maybe(str, o, path, "message");
  maybe(str, o, path, "event");
  const v1 = optional(o, "data");
  if (v1 !== undefined) {
    decodeTopic(v1, at(path, "data"));
  }
  return value as ErrorReply;
}

/**
 * Checks that a parsed value fits the Fill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeFill(JSON.parse(text))
 */
export function decodeFill(value: unknown, path = "Fill"): Fill {
  const o = record(value, path);
  str(o["id"], path, "id");
  str(o["oid"], path, "oid");
  maybe(str, o, path, "cloid");
  str(o["px"], path, "px");
  str(o["sz"], path, "sz");
  str(o["typ"], path, "typ");
  int(o["sd"], path, "sd");
  str(o["s"], path, "s");
  str(o["sid"], path, "sid");
  bool(o["ro"], path, "ro");
  str(o["fee"], path, "fee");
  bool(o["m"], path, "m");
  int(o["t"], path, "t");
  return value as Fill;
}

/**
 * Checks that a parsed value fits the L2Book schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeL2Book(JSON.parse(text))
 */
export function decodeL2Book(value: unknown, path = "L2Book"): L2Book {
  const o = record(value, path);
  str(o["s"], path, "s");
  int(o["t"], path, "t");
  maybe(int, o, path, "pt");
  const v0: unknown = o["a"];
  if (!Array.isArray(v0)) fail(at(path, "a"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    if (!Array.isArray(x2)) fail(at(at(path, "a"), i1), "an array", x2);
    if (x2.length < 2) fail(at(at(path, "a"), i1), "an array of 2 items", x2);
    const x3: unknown = x2[0];
    if (!(typeof x3 === "string")) fail(at(at(at(path, "a"), i1), 0), "a string", x3);
    const x4: unknown = x2[1];
    if (!(typeof x4 === "string")) fail(at(at(at(path, "a"), i1), 1), "a string", x4);
  }
  const v5: unknown = o["b"];
  if (!Array.isArray(v5)) fail(at(path, "b"), "an array", v5);
  for (let i6 = 0; i6 < v5.length; i6++) {
    const x7: unknown = v5[i6];
    if (!Array.isArray(x7)) fail(at(at(path, "b"), i6), "an array", x7);
    if (x7.length < 2) fail(at(at(path, "b"), i6), "an array of 2 items", x7);
    const x8: unknown = x7[0];
    if (!(typeof x8 === "string")) fail(at(at(at(path, "b"), i6), 0), "a string", x8);
    const x9: unknown = x7[1];
    if (!(typeof x9 === "string")) fail(at(at(at(path, "b"), i6), 1), "a string", x9);
  }
  return value as L2Book;
}

/**
 * Checks that a parsed value fits the L2BookMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeL2BookMessage(JSON.parse(text))
 */
export function decodeL2BookMessage(value: unknown, path = "L2BookMessage"): L2BookMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "L2Book") fail(at(path, "e"), "\"L2Book\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeL2Book(v1, at(path, "data"));
  return value as L2BookMessage;
}

/**
 * Checks that a parsed value fits the LiquidatedPosition schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLiquidatedPosition(JSON.parse(text))
 */
export function decodeLiquidatedPosition(value: unknown, path = "LiquidatedPosition"): LiquidatedPosition {
  const o = record(value, path);
  str(o["s"], path, "s");
  str(o["px"], path, "px");
  str(o["sz"], path, "sz");
  return value as LiquidatedPosition;
}

/**
 * Checks that a parsed value fits the OkReply schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOkReply(JSON.parse(text))
 */
export function decodeOkReply(value: unknown, path = "OkReply"): OkReply {
  const o = record(value, path);
  const v0: unknown = o["ok"];
  if (v0 !== true) fail(at(path, "ok"), "true", v0);
  maybe(str, o, path, "event");
  const v1 = optional(o, "data");
  if (v1 !== undefined) {
    decodeTopic(v1, at(path, "data"));
  }
  return value as OkReply;
}

/**
 * Checks that a parsed value fits the Order schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrder(JSON.parse(text))
 */
export function decodeOrder(value: unknown, path = "Order"): Order {
  const o = record(value, path);
  str(o["id"], path, "id");
  maybe(str, o, path, "cloid");
  str(o["otyp"], path, "otyp");
  str(o["qty"], path, "qty");
  str(o["aqty"], path, "aqty");
  str(o["fill"], path, "fill");
  maybe(str, o, path, "px");
  int(o["sd"], path, "sd");
  str(o["s"], path, "s");
  str(o["sid"], path, "sid");
  str(o["sn"], path, "sn");
  str(o["st"], path, "st");
  int(o["t"], path, "t");
  bool(o["ro"], path, "ro");
  bool(o["cl"], path, "cl");
  maybe(str, o, path, "tif");
  int(o["et"], path, "et");
  maybe(bool, o, path, "po");
  maybe(str, o, path, "spx");
  maybe(int, o, path, "styp");
  maybe(int, o, path, "spxtyp");
  str(o["tr"], path, "tr");
  maybe(int, o, path, "gtyp");
  maybe(str, o, path, "gid");
  maybe(str, o, path, "rr");
  return value as Order;
}

/**
 * Checks that a parsed value fits the OrderFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderFill(JSON.parse(text))
 */
export function decodeOrderFill(value: unknown, path = "OrderFill"): OrderFill {
  const o = record(value, path);
  int(o["t"], path, "t");
  const v0: unknown = o["d"];
  if (!Array.isArray(v0)) fail(at(path, "d"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeFill(x2, at(at(path, "d"), i1));
  }
  return value as OrderFill;
}

/**
 * Checks that a parsed value fits the OrderFillMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderFillMessage(JSON.parse(text))
 */
export function decodeOrderFillMessage(value: unknown, path = "OrderFillMessage"): OrderFillMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "OrderFill") fail(at(path, "e"), "\"OrderFill\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeOrderFill(v1, at(path, "data"));
  return value as OrderFillMessage;
}

/**
 * Checks that a parsed value fits the OrderUpdate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderUpdate(JSON.parse(text))
 */
export function decodeOrderUpdate(value: unknown, path = "OrderUpdate"): OrderUpdate {
  const o = record(value, path);
  int(o["t"], path, "t");
  const v0: unknown = o["d"];
  if (!Array.isArray(v0)) fail(at(path, "d"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeOrder(x2, at(at(path, "d"), i1));
  }
  return value as OrderUpdate;
}

/**
 * Checks that a parsed value fits the OrderUpdateMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderUpdateMessage(JSON.parse(text))
 */
export function decodeOrderUpdateMessage(value: unknown, path = "OrderUpdateMessage"): OrderUpdateMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "OrderUpdate") fail(at(path, "e"), "\"OrderUpdate\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeOrderUpdate(v1, at(path, "data"));
  return value as OrderUpdateMessage;
}

/**
 * Checks that a parsed value fits the PingRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePingRequest(JSON.parse(text))
 */
export function decodePingRequest(value: unknown, path = "PingRequest"): PingRequest {
  const o = record(value, path);
  const v0: unknown = o["event"];
  if (v0 !== "ping") fail(at(path, "event"), "\"ping\"", v0);
  return value as PingRequest;
}

/**
 * Checks that a parsed value fits the Pong schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePong(JSON.parse(text))
 */
export function decodePong(value: unknown, path = "Pong"): Pong {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "pong") fail(at(path, "e"), "\"pong\"", v0);
  int(o["t"], path, "t");
  return value as Pong;
}

/**
 * Checks that a parsed value fits the Position schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePosition(JSON.parse(text))
 */
export function decodePosition(value: unknown, path = "Position"): Position {
  const o = record(value, path);
  str(o["id"], path, "id");
  str(o["sid"], path, "sid");
  str(o["s"], path, "s");
  int(o["sd"], path, "sd");
  str(o["sz"], path, "sz");
  str(o["cost"], path, "cost");
  str(o["rpnl"], path, "rpnl");
  str(o["fpnl"], path, "fpnl");
  str(o["fee"], path, "fee");
  maybe(str, o, path, "lpx");
  return value as Position;
}

/**
 * Checks that a parsed value fits the PositionUpdate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionUpdate(JSON.parse(text))
 */
export function decodePositionUpdate(value: unknown, path = "PositionUpdate"): PositionUpdate {
  const o = record(value, path);
  int(o["t"], path, "t");
  const v0: unknown = o["d"];
  if (!Array.isArray(v0)) fail(at(path, "d"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodePosition(x2, at(at(path, "d"), i1));
  }
  return value as PositionUpdate;
}

/**
 * Checks that a parsed value fits the PositionUpdateMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionUpdateMessage(JSON.parse(text))
 */
export function decodePositionUpdateMessage(value: unknown, path = "PositionUpdateMessage"): PositionUpdateMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "PositionUpdate") fail(at(path, "e"), "\"PositionUpdate\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodePositionUpdate(v1, at(path, "data"));
  return value as PositionUpdateMessage;
}

/**
 * Checks that a parsed value fits the SubaccountLiquidation schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountLiquidation(JSON.parse(text))
 */
export function decodeSubaccountLiquidation(value: unknown, path = "SubaccountLiquidation"): SubaccountLiquidation {
  const o = record(value, path);
  str(o["sid"], path, "sid");
  int(o["t"], path, "t");
  const v0: unknown = o["d"];
  if (!Array.isArray(v0)) fail(at(path, "d"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeLiquidatedPosition(x2, at(at(path, "d"), i1));
  }
  return value as SubaccountLiquidation;
}

/**
 * Checks that a parsed value fits the SubaccountLiquidationMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountLiquidationMessage(JSON.parse(text))
 */
export function decodeSubaccountLiquidationMessage(value: unknown, path = "SubaccountLiquidationMessage"): SubaccountLiquidationMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "SubaccountLiquidation") fail(at(path, "e"), "\"SubaccountLiquidation\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeSubaccountLiquidation(v1, at(path, "data"));
  return value as SubaccountLiquidationMessage;
}

/**
 * Checks that a parsed value fits the SubscribeRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubscribeRequest(JSON.parse(text))
 */
export function decodeSubscribeRequest(value: unknown, path = "SubscribeRequest"): SubscribeRequest {
  const o = record(value, path);
  const v0: unknown = o["event"];
  if (v0 !== "subscribe") fail(at(path, "event"), "\"subscribe\"", v0);
  const v1: unknown = o["data"];
  decodeTopic(v1, at(path, "data"));
  return value as SubscribeRequest;
}

/**
 * Checks that a parsed value fits the Ticker schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTicker(JSON.parse(text))
 */
export function decodeTicker(value: unknown, path = "Ticker"): Ticker {
  const o = record(value, path);
  str(o["s"], path, "s");
  int(o["t"], path, "t");
  maybe(str, o, path, "bidPx");
  maybe(str, o, path, "askPx");
  maybe(str, o, path, "bidAmt");
  maybe(str, o, path, "askAmt");
  maybe(str, o, path, "markPx");
  maybe(str, o, path, "markPx24h");
  maybe(str, o, path, "oi");
  maybe(str, o, path, "fr1h");
  maybe(str, o, path, "vol24h");
  return value as Ticker;
}

/**
 * Checks that a parsed value fits the TickerMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTickerMessage(JSON.parse(text))
 */
export function decodeTickerMessage(value: unknown, path = "TickerMessage"): TickerMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "Ticker") fail(at(path, "e"), "\"Ticker\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeTicker(v1, at(path, "data"));
  return value as TickerMessage;
}

/**
 * Checks that a parsed value fits the TokenTransfer schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTokenTransfer(JSON.parse(text))
 */
export function decodeTokenTransfer(value: unknown, path = "TokenTransfer"): TokenTransfer {
  const o = record(value, path);
  int(o["t"], path, "t");
  str(o["id"], path, "id");
  str(o["sid"], path, "sid");
  str(o["tName"], path, "tName");
  str(o["tAddr"], path, "tAddr");
  str(o["typ"], path, "typ");
  str(o["st"], path, "st");
  str(o["amt"], path, "amt");
  str(o["fee"], path, "fee");
  maybe(str, o, path, "iniBk");
  maybe(str, o, path, "finBk");
  maybe(str, o, path, "iniTx");
  maybe(str, o, path, "finTx");
  maybe(str, o, path, "lzAddr");
  maybe(int, o, path, "lzEid");
  return value as TokenTransfer;
}

/**
 * Checks that a parsed value fits the TokenTransferMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTokenTransferMessage(JSON.parse(text))
 */
export function decodeTokenTransferMessage(value: unknown, path = "TokenTransferMessage"): TokenTransferMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "TokenTransfer") fail(at(path, "e"), "\"TokenTransfer\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeTokenTransfer(v1, at(path, "data"));
  return value as TokenTransferMessage;
}

/**
 * Checks that a parsed value fits the Topic schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTopic(JSON.parse(text))
 */
export function decodeTopic(value: unknown, path = "Topic"): Topic {
  const o = record(value, path);
  str(o["type"], path, "type");
  maybe(str, o, path, "symbol");
  maybe(str, o, path, "subaccountId");
  return value as Topic;
}

/**
 * Checks that a parsed value fits the Trade schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTrade(JSON.parse(text))
 */
export function decodeTrade(value: unknown, path = "Trade"): Trade {
  const o = record(value, path);
  str(o["id"], path, "id");
  str(o["px"], path, "px");
  str(o["sz"], path, "sz");
  int(o["sd"], path, "sd");
  const v0: unknown = o["sids"];
  if (!Array.isArray(v0)) fail(at(path, "sids"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    if (!(typeof x2 === "string")) fail(at(at(path, "sids"), i1), "a string", x2);
  }
  return value as Trade;
}

/**
 * Checks that a parsed value fits the TradeFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTradeFill(JSON.parse(text))
 */
export function decodeTradeFill(value: unknown, path = "TradeFill"): TradeFill {
  const o = record(value, path);
  str(o["s"], path, "s");
  int(o["t"], path, "t");
  const v0: unknown = o["d"];
  if (!Array.isArray(v0)) fail(at(path, "d"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeTrade(x2, at(at(path, "d"), i1));
  }
  return value as TradeFill;
}

/**
 * Checks that a parsed value fits the TradeFillMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTradeFillMessage(JSON.parse(text))
 */
export function decodeTradeFillMessage(value: unknown, path = "TradeFillMessage"): TradeFillMessage {
  const o = record(value, path);
  const v0: unknown = o["e"];
  if (v0 !== "TradeFill") fail(at(path, "e"), "\"TradeFill\"", v0);
  int(o["t"], path, "t");
  const v1: unknown = o["data"];
  decodeTradeFill(v1, at(path, "data"));
  return value as TradeFillMessage;
}

/**
 * Checks that a parsed value fits the UnsubscribeRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeUnsubscribeRequest(JSON.parse(text))
 */
export function decodeUnsubscribeRequest(value: unknown, path = "UnsubscribeRequest"): UnsubscribeRequest {
  const o = record(value, path);
  const v0: unknown = o["event"];
  if (v0 !== "unsubscribe") fail(at(path, "event"), "\"unsubscribe\"", v0);
  const v1: unknown = o["data"];
  decodeTopic(v1, at(path, "data"));
  return value as UnsubscribeRequest;
}

/**
 * Any a message the gateway sends (a reply, a pong or a channel message).
 *
 * @example
 * const message: ServerMessage | undefined = decodeServerMessage(JSON.parse(frame))
 */
export type ServerMessage = OkReply | ErrorReply | Pong | L2BookMessage | TickerMessage | TradeFillMessage | SubaccountLiquidationMessage | PositionUpdateMessage | OrderUpdateMessage | OrderFillMessage | TokenTransferMessage;

/**
 * Recognises a message the gateway sends (a reply, a pong or a channel message) by its `ok` or `e` and decodes it; returns `undefined` for a message this version does not know.
 *
 * @throws DecodeError when a known message does not fit its schema.
 * @example
 * decodeServerMessage(JSON.parse(frame))
 */
export function decodeServerMessage(value: unknown): ServerMessage | undefined {
  const o = record(value, "message");
  switch (o.ok) {
    case true: return decodeOkReply(o);
    case false: return decodeErrorReply(o);
  }
  switch (o.e) {
    case "pong": return decodePong(o);
    case "L2Book": return decodeL2BookMessage(o);
    case "Ticker": return decodeTickerMessage(o);
    case "TradeFill": return decodeTradeFillMessage(o);
    case "SubaccountLiquidation": return decodeSubaccountLiquidationMessage(o);
    case "PositionUpdate": return decodePositionUpdateMessage(o);
    case "OrderUpdate": return decodeOrderUpdateMessage(o);
    case "OrderFill": return decodeOrderFillMessage(o);
    case "TokenTransfer": return decodeTokenTransferMessage(o);
  }
  return undefined;
}

/**
 * Any a request a client sends (subscribe, unsubscribe or ping).
 *
 * @example
 * const message: ClientMessage | undefined = decodeClientMessage(JSON.parse(frame))
 */
export type ClientMessage = SubscribeRequest | UnsubscribeRequest | PingRequest;

/**
 * Recognises a request a client sends (subscribe, unsubscribe or ping) by its `event` and decodes it; returns `undefined` for a message this version does not know.
 *
 * @throws DecodeError when a known message does not fit its schema.
 * @example
 * decodeClientMessage(JSON.parse(frame))
 */
export function decodeClientMessage(value: unknown): ClientMessage | undefined {
  const o = record(value, "message");
  switch (o.event) {
    case "subscribe": return decodeSubscribeRequest(o);
    case "unsubscribe": return decodeUnsubscribeRequest(o);
    case "ping": return decodePingRequest(o);
  }
  return undefined;
}
