// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 da672b55a9e83f92b794ee268490169f4712b9ef68b64a67146fa4965370704a)
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
  const v1: unknown = o["code"];
  if (!(typeof v1 === "string")) fail(at(path, "code"), "a string", v1);
  const v2 = optional(o, "message");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "message"), "a string", v2);
  }
  const v3 = optional(o, "event");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string")) fail(at(path, "event"), "a string", v3);
  }
  const v4 = optional(o, "data");
  if (v4 !== undefined) {
    decodeTopic(v4, at(path, "data"));
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
  const v0: unknown = o["id"];
  if (!(typeof v0 === "string")) fail(at(path, "id"), "a string", v0);
  const v1: unknown = o["oid"];
  if (!(typeof v1 === "string")) fail(at(path, "oid"), "a string", v1);
  const v2 = optional(o, "cloid");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "cloid"), "a string", v2);
  }
  const v3: unknown = o["px"];
  if (!(typeof v3 === "string")) fail(at(path, "px"), "a string", v3);
  const v4: unknown = o["sz"];
  if (!(typeof v4 === "string")) fail(at(path, "sz"), "a string", v4);
  const v5: unknown = o["typ"];
  if (!(typeof v5 === "string")) fail(at(path, "typ"), "a string", v5);
  const v6: unknown = o["sd"];
  if (!(Number.isInteger(v6))) fail(at(path, "sd"), "an integer", v6);
  const v7: unknown = o["s"];
  if (!(typeof v7 === "string")) fail(at(path, "s"), "a string", v7);
  const v8: unknown = o["sid"];
  if (!(typeof v8 === "string")) fail(at(path, "sid"), "a string", v8);
  const v9: unknown = o["ro"];
  if (!(typeof v9 === "boolean")) fail(at(path, "ro"), "a boolean", v9);
  const v10: unknown = o["fee"];
  if (!(typeof v10 === "string")) fail(at(path, "fee"), "a string", v10);
  const v11: unknown = o["m"];
  if (!(typeof v11 === "boolean")) fail(at(path, "m"), "a boolean", v11);
  const v12: unknown = o["t"];
  if (!(Number.isInteger(v12))) fail(at(path, "t"), "an integer", v12);
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
  const v0: unknown = o["s"];
  if (!(typeof v0 === "string")) fail(at(path, "s"), "a string", v0);
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2 = optional(o, "pt");
  if (v2 !== undefined) {
    if (!(Number.isInteger(v2))) fail(at(path, "pt"), "an integer", v2);
  }
  const v3: unknown = o["a"];
  if (!Array.isArray(v3)) fail(at(path, "a"), "an array", v3);
  for (let i4 = 0; i4 < v3.length; i4++) {
    const x5: unknown = v3[i4];
    if (!Array.isArray(x5)) fail(at(at(path, "a"), i4), "an array", x5);
    if (x5.length < 2) fail(at(at(path, "a"), i4), "an array of 2 items", x5);
    const x6: unknown = x5[0];
    if (!(typeof x6 === "string")) fail(at(at(at(path, "a"), i4), 0), "a string", x6);
    const x7: unknown = x5[1];
    if (!(typeof x7 === "string")) fail(at(at(at(path, "a"), i4), 1), "a string", x7);
  }
  const v8: unknown = o["b"];
  if (!Array.isArray(v8)) fail(at(path, "b"), "an array", v8);
  for (let i9 = 0; i9 < v8.length; i9++) {
    const x10: unknown = v8[i9];
    if (!Array.isArray(x10)) fail(at(at(path, "b"), i9), "an array", x10);
    if (x10.length < 2) fail(at(at(path, "b"), i9), "an array of 2 items", x10);
    const x11: unknown = x10[0];
    if (!(typeof x11 === "string")) fail(at(at(at(path, "b"), i9), 0), "a string", x11);
    const x12: unknown = x10[1];
    if (!(typeof x12 === "string")) fail(at(at(at(path, "b"), i9), 1), "a string", x12);
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeL2Book(v2, at(path, "data"));
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
  const v0: unknown = o["s"];
  if (!(typeof v0 === "string")) fail(at(path, "s"), "a string", v0);
  const v1: unknown = o["px"];
  if (!(typeof v1 === "string")) fail(at(path, "px"), "a string", v1);
  const v2: unknown = o["sz"];
  if (!(typeof v2 === "string")) fail(at(path, "sz"), "a string", v2);
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
  const v1 = optional(o, "event");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "event"), "a string", v1);
  }
  const v2 = optional(o, "data");
  if (v2 !== undefined) {
    decodeTopic(v2, at(path, "data"));
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
  const v0: unknown = o["id"];
  if (!(typeof v0 === "string")) fail(at(path, "id"), "a string", v0);
  const v1 = optional(o, "cloid");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "cloid"), "a string", v1);
  }
  const v2: unknown = o["otyp"];
  if (!(typeof v2 === "string")) fail(at(path, "otyp"), "a string", v2);
  const v3: unknown = o["qty"];
  if (!(typeof v3 === "string")) fail(at(path, "qty"), "a string", v3);
  const v4: unknown = o["aqty"];
  if (!(typeof v4 === "string")) fail(at(path, "aqty"), "a string", v4);
  const v5: unknown = o["fill"];
  if (!(typeof v5 === "string")) fail(at(path, "fill"), "a string", v5);
  const v6 = optional(o, "px");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "px"), "a string", v6);
  }
  const v7: unknown = o["sd"];
  if (!(Number.isInteger(v7))) fail(at(path, "sd"), "an integer", v7);
  const v8: unknown = o["s"];
  if (!(typeof v8 === "string")) fail(at(path, "s"), "a string", v8);
  const v9: unknown = o["sid"];
  if (!(typeof v9 === "string")) fail(at(path, "sid"), "a string", v9);
  const v10: unknown = o["sn"];
  if (!(typeof v10 === "string")) fail(at(path, "sn"), "a string", v10);
  const v11: unknown = o["st"];
  if (!(typeof v11 === "string")) fail(at(path, "st"), "a string", v11);
  const v12: unknown = o["t"];
  if (!(Number.isInteger(v12))) fail(at(path, "t"), "an integer", v12);
  const v13: unknown = o["ro"];
  if (!(typeof v13 === "boolean")) fail(at(path, "ro"), "a boolean", v13);
  const v14: unknown = o["cl"];
  if (!(typeof v14 === "boolean")) fail(at(path, "cl"), "a boolean", v14);
  const v15 = optional(o, "tif");
  if (v15 !== undefined) {
    if (!(typeof v15 === "string")) fail(at(path, "tif"), "a string", v15);
  }
  const v16: unknown = o["et"];
  if (!(Number.isInteger(v16))) fail(at(path, "et"), "an integer", v16);
  const v17 = optional(o, "po");
  if (v17 !== undefined) {
    if (!(typeof v17 === "boolean")) fail(at(path, "po"), "a boolean", v17);
  }
  const v18 = optional(o, "spx");
  if (v18 !== undefined) {
    if (!(typeof v18 === "string")) fail(at(path, "spx"), "a string", v18);
  }
  const v19 = optional(o, "styp");
  if (v19 !== undefined) {
    if (!(Number.isInteger(v19))) fail(at(path, "styp"), "an integer", v19);
  }
  const v20 = optional(o, "spxtyp");
  if (v20 !== undefined) {
    if (!(Number.isInteger(v20))) fail(at(path, "spxtyp"), "an integer", v20);
  }
  const v21: unknown = o["tr"];
  if (!(typeof v21 === "string")) fail(at(path, "tr"), "a string", v21);
  const v22 = optional(o, "gtyp");
  if (v22 !== undefined) {
    if (!(Number.isInteger(v22))) fail(at(path, "gtyp"), "an integer", v22);
  }
  const v23 = optional(o, "gid");
  if (v23 !== undefined) {
    if (!(typeof v23 === "string")) fail(at(path, "gid"), "a string", v23);
  }
  const v24 = optional(o, "rr");
  if (v24 !== undefined) {
    if (!(typeof v24 === "string")) fail(at(path, "rr"), "a string", v24);
  }
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
  const v0: unknown = o["t"];
  if (!(Number.isInteger(v0))) fail(at(path, "t"), "an integer", v0);
  const v1: unknown = o["d"];
  if (!Array.isArray(v1)) fail(at(path, "d"), "an array", v1);
  for (let i2 = 0; i2 < v1.length; i2++) {
    const x3: unknown = v1[i2];
    decodeFill(x3, at(at(path, "d"), i2));
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeOrderFill(v2, at(path, "data"));
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
  const v0: unknown = o["t"];
  if (!(Number.isInteger(v0))) fail(at(path, "t"), "an integer", v0);
  const v1: unknown = o["d"];
  if (!Array.isArray(v1)) fail(at(path, "d"), "an array", v1);
  for (let i2 = 0; i2 < v1.length; i2++) {
    const x3: unknown = v1[i2];
    decodeOrder(x3, at(at(path, "d"), i2));
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeOrderUpdate(v2, at(path, "data"));
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
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
  const v0: unknown = o["id"];
  if (!(typeof v0 === "string")) fail(at(path, "id"), "a string", v0);
  const v1: unknown = o["sid"];
  if (!(typeof v1 === "string")) fail(at(path, "sid"), "a string", v1);
  const v2: unknown = o["s"];
  if (!(typeof v2 === "string")) fail(at(path, "s"), "a string", v2);
  const v3: unknown = o["sd"];
  if (!(Number.isInteger(v3))) fail(at(path, "sd"), "an integer", v3);
  const v4: unknown = o["sz"];
  if (!(typeof v4 === "string")) fail(at(path, "sz"), "a string", v4);
  const v5: unknown = o["cost"];
  if (!(typeof v5 === "string")) fail(at(path, "cost"), "a string", v5);
  const v6: unknown = o["rpnl"];
  if (!(typeof v6 === "string")) fail(at(path, "rpnl"), "a string", v6);
  const v7: unknown = o["fpnl"];
  if (!(typeof v7 === "string")) fail(at(path, "fpnl"), "a string", v7);
  const v8: unknown = o["fee"];
  if (!(typeof v8 === "string")) fail(at(path, "fee"), "a string", v8);
  const v9 = optional(o, "lpx");
  if (v9 !== undefined) {
    if (!(typeof v9 === "string")) fail(at(path, "lpx"), "a string", v9);
  }
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
  const v0: unknown = o["t"];
  if (!(Number.isInteger(v0))) fail(at(path, "t"), "an integer", v0);
  const v1: unknown = o["d"];
  if (!Array.isArray(v1)) fail(at(path, "d"), "an array", v1);
  for (let i2 = 0; i2 < v1.length; i2++) {
    const x3: unknown = v1[i2];
    decodePosition(x3, at(at(path, "d"), i2));
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodePositionUpdate(v2, at(path, "data"));
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
  const v0: unknown = o["sid"];
  if (!(typeof v0 === "string")) fail(at(path, "sid"), "a string", v0);
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["d"];
  if (!Array.isArray(v2)) fail(at(path, "d"), "an array", v2);
  for (let i3 = 0; i3 < v2.length; i3++) {
    const x4: unknown = v2[i3];
    decodeLiquidatedPosition(x4, at(at(path, "d"), i3));
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeSubaccountLiquidation(v2, at(path, "data"));
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
  const v0: unknown = o["s"];
  if (!(typeof v0 === "string")) fail(at(path, "s"), "a string", v0);
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2 = optional(o, "bidPx");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "bidPx"), "a string", v2);
  }
  const v3 = optional(o, "askPx");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string")) fail(at(path, "askPx"), "a string", v3);
  }
  const v4 = optional(o, "bidAmt");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "bidAmt"), "a string", v4);
  }
  const v5 = optional(o, "askAmt");
  if (v5 !== undefined) {
    if (!(typeof v5 === "string")) fail(at(path, "askAmt"), "a string", v5);
  }
  const v6 = optional(o, "markPx");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "markPx"), "a string", v6);
  }
  const v7 = optional(o, "markPx24h");
  if (v7 !== undefined) {
    if (!(typeof v7 === "string")) fail(at(path, "markPx24h"), "a string", v7);
  }
  const v8 = optional(o, "oi");
  if (v8 !== undefined) {
    if (!(typeof v8 === "string")) fail(at(path, "oi"), "a string", v8);
  }
  const v9 = optional(o, "fr1h");
  if (v9 !== undefined) {
    if (!(typeof v9 === "string")) fail(at(path, "fr1h"), "a string", v9);
  }
  const v10 = optional(o, "vol24h");
  if (v10 !== undefined) {
    if (!(typeof v10 === "string")) fail(at(path, "vol24h"), "a string", v10);
  }
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeTicker(v2, at(path, "data"));
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
  const v0: unknown = o["t"];
  if (!(Number.isInteger(v0))) fail(at(path, "t"), "an integer", v0);
  const v1: unknown = o["id"];
  if (!(typeof v1 === "string")) fail(at(path, "id"), "a string", v1);
  const v2: unknown = o["sid"];
  if (!(typeof v2 === "string")) fail(at(path, "sid"), "a string", v2);
  const v3: unknown = o["tName"];
  if (!(typeof v3 === "string")) fail(at(path, "tName"), "a string", v3);
  const v4: unknown = o["tAddr"];
  if (!(typeof v4 === "string")) fail(at(path, "tAddr"), "a string", v4);
  const v5: unknown = o["typ"];
  if (!(typeof v5 === "string")) fail(at(path, "typ"), "a string", v5);
  const v6: unknown = o["st"];
  if (!(typeof v6 === "string")) fail(at(path, "st"), "a string", v6);
  const v7: unknown = o["amt"];
  if (!(typeof v7 === "string")) fail(at(path, "amt"), "a string", v7);
  const v8: unknown = o["fee"];
  if (!(typeof v8 === "string")) fail(at(path, "fee"), "a string", v8);
  const v9 = optional(o, "iniBk");
  if (v9 !== undefined) {
    if (!(typeof v9 === "string")) fail(at(path, "iniBk"), "a string", v9);
  }
  const v10 = optional(o, "finBk");
  if (v10 !== undefined) {
    if (!(typeof v10 === "string")) fail(at(path, "finBk"), "a string", v10);
  }
  const v11 = optional(o, "iniTx");
  if (v11 !== undefined) {
    if (!(typeof v11 === "string")) fail(at(path, "iniTx"), "a string", v11);
  }
  const v12 = optional(o, "finTx");
  if (v12 !== undefined) {
    if (!(typeof v12 === "string")) fail(at(path, "finTx"), "a string", v12);
  }
  const v13 = optional(o, "lzAddr");
  if (v13 !== undefined) {
    if (!(typeof v13 === "string")) fail(at(path, "lzAddr"), "a string", v13);
  }
  const v14 = optional(o, "lzEid");
  if (v14 !== undefined) {
    if (!(Number.isInteger(v14))) fail(at(path, "lzEid"), "an integer", v14);
  }
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeTokenTransfer(v2, at(path, "data"));
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
  const v0: unknown = o["type"];
  if (!(typeof v0 === "string")) fail(at(path, "type"), "a string", v0);
  const v1 = optional(o, "symbol");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "symbol"), "a string", v1);
  }
  const v2 = optional(o, "subaccountId");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "subaccountId"), "a string", v2);
  }
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
  const v0: unknown = o["id"];
  if (!(typeof v0 === "string")) fail(at(path, "id"), "a string", v0);
  const v1: unknown = o["px"];
  if (!(typeof v1 === "string")) fail(at(path, "px"), "a string", v1);
  const v2: unknown = o["sz"];
  if (!(typeof v2 === "string")) fail(at(path, "sz"), "a string", v2);
  const v3: unknown = o["sd"];
  if (!(Number.isInteger(v3))) fail(at(path, "sd"), "an integer", v3);
  const v4: unknown = o["sids"];
  if (!Array.isArray(v4)) fail(at(path, "sids"), "an array", v4);
  for (let i5 = 0; i5 < v4.length; i5++) {
    const x6: unknown = v4[i5];
    if (!(typeof x6 === "string")) fail(at(at(path, "sids"), i5), "a string", x6);
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
  const v0: unknown = o["s"];
  if (!(typeof v0 === "string")) fail(at(path, "s"), "a string", v0);
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["d"];
  if (!Array.isArray(v2)) fail(at(path, "d"), "an array", v2);
  for (let i3 = 0; i3 < v2.length; i3++) {
    const x4: unknown = v2[i3];
    decodeTrade(x4, at(at(path, "d"), i3));
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
  const v1: unknown = o["t"];
  if (!(Number.isInteger(v1))) fail(at(path, "t"), "an integer", v1);
  const v2: unknown = o["data"];
  decodeTradeFill(v2, at(path, "data"));
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
