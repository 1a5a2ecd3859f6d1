// Generated from spec/stream/asyncapi.yaml (sha256 31a7d0c7e0acec85037cc24fc1529da38a2de3999b5fa589a011d4178e0441f6). Do not edit; run pnpm generate.

import { DecodeError, describeValue } from "@perpkit/core";
import type { ErrorReply, Fill, L2Book, L2BookMessage, LiquidatedPosition, OkReply, Order, OrderFill, OrderFillMessage, OrderUpdate, OrderUpdateMessage, PingRequest, Pong, Position, PositionUpdate, PositionUpdateMessage, SubaccountLiquidation, SubaccountLiquidationMessage, SubscribeRequest, Ticker, TickerMessage, TokenTransfer, TokenTransferMessage, Topic, Trade, TradeFill, TradeFillMessage, UnsubscribeRequest } from "./types.js";

function fail(path: string, expected: string, value: unknown): never {
  throw new DecodeError(path, `must be ${expected}, got ${describeValue(value)}`);
}

/**
 * Checks that a parsed value fits the Topic schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTopic(JSON.parse(text))
 */
export function decodeTopic(value: unknown, path = "Topic"): Topic {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.type;
  if (typeof v1 !== "string") fail(`${path}.type`, "a string", v1);
  const v2 = o0.symbol;
  if (v2 === null) delete o0.symbol;
  else if (v2 !== undefined) {
    if (typeof v2 !== "string") fail(`${path}.symbol`, "a string", v2);
  }
  const v3 = o0.subaccountId;
  if (v3 === null) delete o0.subaccountId;
  else if (v3 !== undefined) {
    if (typeof v3 !== "string") fail(`${path}.subaccountId`, "a string", v3);
  }
  return value as Topic;
}

/**
 * Checks that a parsed value fits the SubscribeRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeSubscribeRequest(JSON.parse(text))
 */
export function decodeSubscribeRequest(value: unknown, path = "SubscribeRequest"): SubscribeRequest {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.event;
  if (v1 !== "subscribe") fail(`${path}.event`, "\"subscribe\"", v1);
  const v2 = o0.data;
  decodeTopic(v2, `${path}.data`);
  return value as SubscribeRequest;
}

/**
 * Checks that a parsed value fits the UnsubscribeRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeUnsubscribeRequest(JSON.parse(text))
 */
export function decodeUnsubscribeRequest(value: unknown, path = "UnsubscribeRequest"): UnsubscribeRequest {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.event;
  if (v1 !== "unsubscribe") fail(`${path}.event`, "\"unsubscribe\"", v1);
  const v2 = o0.data;
  decodeTopic(v2, `${path}.data`);
  return value as UnsubscribeRequest;
}

/**
 * Checks that a parsed value fits the PingRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodePingRequest(JSON.parse(text))
 */
export function decodePingRequest(value: unknown, path = "PingRequest"): PingRequest {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.event;
  if (v1 !== "ping") fail(`${path}.event`, "\"ping\"", v1);
  return value as PingRequest;
}

/**
 * Checks that a parsed value fits the OkReply schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeOkReply(JSON.parse(text))
 */
export function decodeOkReply(value: unknown, path = "OkReply"): OkReply {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.ok;
  if (v1 !== true) fail(`${path}.ok`, "true", v1);
  const v2 = o0.event;
  if (v2 === null) delete o0.event;
  else if (v2 !== undefined) {
    if (typeof v2 !== "string") fail(`${path}.event`, "a string", v2);
  }
  const v3 = o0.data;
  if (v3 === null) delete o0.data;
  else if (v3 !== undefined) {
    decodeTopic(v3, `${path}.data`);
  }
  return value as OkReply;
}

/**
 * Checks that a parsed value fits the ErrorReply schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeErrorReply(JSON.parse(text))
 */
export function decodeErrorReply(value: unknown, path = "ErrorReply"): ErrorReply {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.ok;
  if (v1 !== false) fail(`${path}.ok`, "false", v1);
  const v2 = o0.code;
  if (typeof v2 !== "string") fail(`${path}.code`, "a string", v2);
  const v3 = o0.message;
  if (v3 === null) delete o0.message;
  else if (v3 !== undefined) {
    if (typeof v3 !== "string") fail(`${path}.message`, "a string", v3);
  }
  const v4 = o0.event;
  if (v4 === null) delete o0.event;
  else if (v4 !== undefined) {
    if (typeof v4 !== "string") fail(`${path}.event`, "a string", v4);
  }
  const v5 = o0.data;
  if (v5 === null) delete o0.data;
  else if (v5 !== undefined) {
    decodeTopic(v5, `${path}.data`);
  }
  return value as ErrorReply;
}

/**
 * Checks that a parsed value fits the Pong schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodePong(JSON.parse(text))
 */
export function decodePong(value: unknown, path = "Pong"): Pong {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "pong") fail(`${path}.e`, "\"pong\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  return value as Pong;
}

/**
 * Checks that a parsed value fits the L2Book schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeL2Book(JSON.parse(text))
 */
export function decodeL2Book(value: unknown, path = "L2Book"): L2Book {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.s;
  if (typeof v1 !== "string") fail(`${path}.s`, "a string", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.pt;
  if (v3 === null) delete o0.pt;
  else if (v3 !== undefined) {
    if (!Number.isInteger(v3)) fail(`${path}.pt`, "an integer", v3);
  }
  const v4 = o0.a;
  if (!Array.isArray(v4)) fail(`${path}.a`, "an array", v4);
  for (let i5 = 0; i5 < v4.length; i5++) {
    const x6: unknown = v4[i5];
    if (!Array.isArray(x6) || x6.length < 2) fail(`${path}.a.${i5}`, "an array of 2 items", x6);
    const x7: unknown = x6[0];
    if (typeof x7 !== "string") fail(`${path}.a.${i5}.0`, "a string", x7);
    const x8: unknown = x6[1];
    if (typeof x8 !== "string") fail(`${path}.a.${i5}.1`, "a string", x8);
  }
  const v9 = o0.b;
  if (!Array.isArray(v9)) fail(`${path}.b`, "an array", v9);
  for (let i10 = 0; i10 < v9.length; i10++) {
    const x11: unknown = v9[i10];
    if (!Array.isArray(x11) || x11.length < 2) fail(`${path}.b.${i10}`, "an array of 2 items", x11);
    const x12: unknown = x11[0];
    if (typeof x12 !== "string") fail(`${path}.b.${i10}.0`, "a string", x12);
    const x13: unknown = x11[1];
    if (typeof x13 !== "string") fail(`${path}.b.${i10}.1`, "a string", x13);
  }
  return value as L2Book;
}

/**
 * Checks that a parsed value fits the Ticker schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTicker(JSON.parse(text))
 */
export function decodeTicker(value: unknown, path = "Ticker"): Ticker {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.s;
  if (typeof v1 !== "string") fail(`${path}.s`, "a string", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.bidPx;
  if (v3 === null) delete o0.bidPx;
  else if (v3 !== undefined) {
    if (typeof v3 !== "string") fail(`${path}.bidPx`, "a string", v3);
  }
  const v4 = o0.askPx;
  if (v4 === null) delete o0.askPx;
  else if (v4 !== undefined) {
    if (typeof v4 !== "string") fail(`${path}.askPx`, "a string", v4);
  }
  const v5 = o0.bidAmt;
  if (v5 === null) delete o0.bidAmt;
  else if (v5 !== undefined) {
    if (typeof v5 !== "string") fail(`${path}.bidAmt`, "a string", v5);
  }
  const v6 = o0.askAmt;
  if (v6 === null) delete o0.askAmt;
  else if (v6 !== undefined) {
    if (typeof v6 !== "string") fail(`${path}.askAmt`, "a string", v6);
  }
  const v7 = o0.markPx;
  if (v7 === null) delete o0.markPx;
  else if (v7 !== undefined) {
    if (typeof v7 !== "string") fail(`${path}.markPx`, "a string", v7);
  }
  const v8 = o0.markPx24h;
  if (v8 === null) delete o0.markPx24h;
  else if (v8 !== undefined) {
    if (typeof v8 !== "string") fail(`${path}.markPx24h`, "a string", v8);
  }
  const v9 = o0.oi;
  if (v9 === null) delete o0.oi;
  else if (v9 !== undefined) {
    if (typeof v9 !== "string") fail(`${path}.oi`, "a string", v9);
  }
  const v10 = o0.fr1h;
  if (v10 === null) delete o0.fr1h;
  else if (v10 !== undefined) {
    if (typeof v10 !== "string") fail(`${path}.fr1h`, "a string", v10);
  }
  const v11 = o0.vol24h;
  if (v11 === null) delete o0.vol24h;
  else if (v11 !== undefined) {
    if (typeof v11 !== "string") fail(`${path}.vol24h`, "a string", v11);
  }
  return value as Ticker;
}

/**
 * Checks that a parsed value fits the Trade schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTrade(JSON.parse(text))
 */
export function decodeTrade(value: unknown, path = "Trade"): Trade {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.id;
  if (typeof v1 !== "string") fail(`${path}.id`, "a string", v1);
  const v2 = o0.px;
  if (typeof v2 !== "string") fail(`${path}.px`, "a string", v2);
  const v3 = o0.sz;
  if (typeof v3 !== "string") fail(`${path}.sz`, "a string", v3);
  const v4 = o0.sd;
  if (!Number.isInteger(v4)) fail(`${path}.sd`, "an integer", v4);
  const v5 = o0.sids;
  if (!Array.isArray(v5)) fail(`${path}.sids`, "an array", v5);
  for (let i6 = 0; i6 < v5.length; i6++) {
    const x7: unknown = v5[i6];
    if (typeof x7 !== "string") fail(`${path}.sids.${i6}`, "a string", x7);
  }
  return value as Trade;
}

/**
 * Checks that a parsed value fits the TradeFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTradeFill(JSON.parse(text))
 */
export function decodeTradeFill(value: unknown, path = "TradeFill"): TradeFill {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.s;
  if (typeof v1 !== "string") fail(`${path}.s`, "a string", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.d;
  if (!Array.isArray(v3)) fail(`${path}.d`, "an array", v3);
  for (let i4 = 0; i4 < v3.length; i4++) {
    const x5: unknown = v3[i4];
    decodeTrade(x5, `${path}.d.${i4}`);
  }
  return value as TradeFill;
}

/**
 * Checks that a parsed value fits the LiquidatedPosition schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeLiquidatedPosition(JSON.parse(text))
 */
export function decodeLiquidatedPosition(value: unknown, path = "LiquidatedPosition"): LiquidatedPosition {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.s;
  if (typeof v1 !== "string") fail(`${path}.s`, "a string", v1);
  const v2 = o0.px;
  if (typeof v2 !== "string") fail(`${path}.px`, "a string", v2);
  const v3 = o0.sz;
  if (typeof v3 !== "string") fail(`${path}.sz`, "a string", v3);
  return value as LiquidatedPosition;
}

/**
 * Checks that a parsed value fits the SubaccountLiquidation schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeSubaccountLiquidation(JSON.parse(text))
 */
export function decodeSubaccountLiquidation(value: unknown, path = "SubaccountLiquidation"): SubaccountLiquidation {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.sid;
  if (typeof v1 !== "string") fail(`${path}.sid`, "a string", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.d;
  if (!Array.isArray(v3)) fail(`${path}.d`, "an array", v3);
  for (let i4 = 0; i4 < v3.length; i4++) {
    const x5: unknown = v3[i4];
    decodeLiquidatedPosition(x5, `${path}.d.${i4}`);
  }
  return value as SubaccountLiquidation;
}

/**
 * Checks that a parsed value fits the Position schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodePosition(JSON.parse(text))
 */
export function decodePosition(value: unknown, path = "Position"): Position {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.id;
  if (typeof v1 !== "string") fail(`${path}.id`, "a string", v1);
  const v2 = o0.sid;
  if (typeof v2 !== "string") fail(`${path}.sid`, "a string", v2);
  const v3 = o0.s;
  if (typeof v3 !== "string") fail(`${path}.s`, "a string", v3);
  const v4 = o0.sd;
  if (!Number.isInteger(v4)) fail(`${path}.sd`, "an integer", v4);
  const v5 = o0.sz;
  if (typeof v5 !== "string") fail(`${path}.sz`, "a string", v5);
  const v6 = o0.cost;
  if (typeof v6 !== "string") fail(`${path}.cost`, "a string", v6);
  const v7 = o0.rpnl;
  if (typeof v7 !== "string") fail(`${path}.rpnl`, "a string", v7);
  const v8 = o0.fpnl;
  if (typeof v8 !== "string") fail(`${path}.fpnl`, "a string", v8);
  const v9 = o0.fee;
  if (typeof v9 !== "string") fail(`${path}.fee`, "a string", v9);
  const v10 = o0.lpx;
  if (v10 === null) delete o0.lpx;
  else if (v10 !== undefined) {
    if (typeof v10 !== "string") fail(`${path}.lpx`, "a string", v10);
  }
  return value as Position;
}

/**
 * Checks that a parsed value fits the PositionUpdate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodePositionUpdate(JSON.parse(text))
 */
export function decodePositionUpdate(value: unknown, path = "PositionUpdate"): PositionUpdate {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.t;
  if (!Number.isInteger(v1)) fail(`${path}.t`, "an integer", v1);
  const v2 = o0.d;
  if (!Array.isArray(v2)) fail(`${path}.d`, "an array", v2);
  for (let i3 = 0; i3 < v2.length; i3++) {
    const x4: unknown = v2[i3];
    decodePosition(x4, `${path}.d.${i3}`);
  }
  return value as PositionUpdate;
}

/**
 * Checks that a parsed value fits the Order schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeOrder(JSON.parse(text))
 */
export function decodeOrder(value: unknown, path = "Order"): Order {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.id;
  if (typeof v1 !== "string") fail(`${path}.id`, "a string", v1);
  const v2 = o0.cloid;
  if (v2 === null) delete o0.cloid;
  else if (v2 !== undefined) {
    if (typeof v2 !== "string") fail(`${path}.cloid`, "a string", v2);
  }
  const v3 = o0.otyp;
  if (typeof v3 !== "string") fail(`${path}.otyp`, "a string", v3);
  const v4 = o0.qty;
  if (typeof v4 !== "string") fail(`${path}.qty`, "a string", v4);
  const v5 = o0.aqty;
  if (typeof v5 !== "string") fail(`${path}.aqty`, "a string", v5);
  const v6 = o0.fill;
  if (typeof v6 !== "string") fail(`${path}.fill`, "a string", v6);
  const v7 = o0.px;
  if (v7 === null) delete o0.px;
  else if (v7 !== undefined) {
    if (typeof v7 !== "string") fail(`${path}.px`, "a string", v7);
  }
  const v8 = o0.sd;
  if (!Number.isInteger(v8)) fail(`${path}.sd`, "an integer", v8);
  const v9 = o0.s;
  if (typeof v9 !== "string") fail(`${path}.s`, "a string", v9);
  const v10 = o0.sid;
  if (typeof v10 !== "string") fail(`${path}.sid`, "a string", v10);
  const v11 = o0.sn;
  if (typeof v11 !== "string") fail(`${path}.sn`, "a string", v11);
  const v12 = o0.st;
  if (typeof v12 !== "string") fail(`${path}.st`, "a string", v12);
  const v13 = o0.t;
  if (!Number.isInteger(v13)) fail(`${path}.t`, "an integer", v13);
  const v14 = o0.ro;
  if (typeof v14 !== "boolean") fail(`${path}.ro`, "a boolean", v14);
  const v15 = o0.cl;
  if (typeof v15 !== "boolean") fail(`${path}.cl`, "a boolean", v15);
  const v16 = o0.tif;
  if (v16 === null) delete o0.tif;
  else if (v16 !== undefined) {
    if (typeof v16 !== "string") fail(`${path}.tif`, "a string", v16);
  }
  const v17 = o0.et;
  if (v17 === null) delete o0.et;
  else if (v17 !== undefined) {
    if (!Number.isInteger(v17)) fail(`${path}.et`, "an integer", v17);
  }
  const v18 = o0.po;
  if (v18 === null) delete o0.po;
  else if (v18 !== undefined) {
    if (typeof v18 !== "boolean") fail(`${path}.po`, "a boolean", v18);
  }
  const v19 = o0.spx;
  if (v19 === null) delete o0.spx;
  else if (v19 !== undefined) {
    if (typeof v19 !== "string") fail(`${path}.spx`, "a string", v19);
  }
  const v20 = o0.styp;
  if (v20 === null) delete o0.styp;
  else if (v20 !== undefined) {
    if (!Number.isInteger(v20)) fail(`${path}.styp`, "an integer", v20);
  }
  const v21 = o0.spxtyp;
  if (v21 === null) delete o0.spxtyp;
  else if (v21 !== undefined) {
    if (!Number.isInteger(v21)) fail(`${path}.spxtyp`, "an integer", v21);
  }
  const v22 = o0.tr;
  if (v22 === null) delete o0.tr;
  else if (v22 !== undefined) {
    if (typeof v22 !== "boolean" && typeof v22 !== "string") fail(`${path}.tr`, "a boolean or a string", v22);
  }
  const v23 = o0.gtyp;
  if (v23 === null) delete o0.gtyp;
  else if (v23 !== undefined) {
    if (!Number.isInteger(v23)) fail(`${path}.gtyp`, "an integer", v23);
  }
  const v24 = o0.gid;
  if (v24 === null) delete o0.gid;
  else if (v24 !== undefined) {
    if (typeof v24 !== "string") fail(`${path}.gid`, "a string", v24);
  }
  const v25 = o0.rr;
  if (v25 === null) delete o0.rr;
  else if (v25 !== undefined) {
    if (typeof v25 !== "string") fail(`${path}.rr`, "a string", v25);
  }
  return value as Order;
}

/**
 * Checks that a parsed value fits the OrderUpdate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeOrderUpdate(JSON.parse(text))
 */
export function decodeOrderUpdate(value: unknown, path = "OrderUpdate"): OrderUpdate {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.t;
  if (!Number.isInteger(v1)) fail(`${path}.t`, "an integer", v1);
  const v2 = o0.d;
  if (!Array.isArray(v2)) fail(`${path}.d`, "an array", v2);
  for (let i3 = 0; i3 < v2.length; i3++) {
    const x4: unknown = v2[i3];
    decodeOrder(x4, `${path}.d.${i3}`);
  }
  return value as OrderUpdate;
}

/**
 * Checks that a parsed value fits the Fill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeFill(JSON.parse(text))
 */
export function decodeFill(value: unknown, path = "Fill"): Fill {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.id;
  if (typeof v1 !== "string") fail(`${path}.id`, "a string", v1);
  const v2 = o0.oid;
  if (typeof v2 !== "string") fail(`${path}.oid`, "a string", v2);
  const v3 = o0.cloid;
  if (v3 === null) delete o0.cloid;
  else if (v3 !== undefined) {
    if (typeof v3 !== "string") fail(`${path}.cloid`, "a string", v3);
  }
  const v4 = o0.px;
  if (typeof v4 !== "string") fail(`${path}.px`, "a string", v4);
  const v5 = o0.sz;
  if (typeof v5 !== "string") fail(`${path}.sz`, "a string", v5);
  const v6 = o0.typ;
  if (typeof v6 !== "string") fail(`${path}.typ`, "a string", v6);
  const v7 = o0.sd;
  if (!Number.isInteger(v7)) fail(`${path}.sd`, "an integer", v7);
  const v8 = o0.s;
  if (typeof v8 !== "string") fail(`${path}.s`, "a string", v8);
  const v9 = o0.sid;
  if (typeof v9 !== "string") fail(`${path}.sid`, "a string", v9);
  const v10 = o0.ro;
  if (typeof v10 !== "boolean") fail(`${path}.ro`, "a boolean", v10);
  const v11 = o0.fee;
  if (typeof v11 !== "string") fail(`${path}.fee`, "a string", v11);
  const v12 = o0.m;
  if (typeof v12 !== "boolean") fail(`${path}.m`, "a boolean", v12);
  const v13 = o0.t;
  if (!Number.isInteger(v13)) fail(`${path}.t`, "an integer", v13);
  return value as Fill;
}

/**
 * Checks that a parsed value fits the OrderFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeOrderFill(JSON.parse(text))
 */
export function decodeOrderFill(value: unknown, path = "OrderFill"): OrderFill {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.t;
  if (!Number.isInteger(v1)) fail(`${path}.t`, "an integer", v1);
  const v2 = o0.d;
  if (!Array.isArray(v2)) fail(`${path}.d`, "an array", v2);
  for (let i3 = 0; i3 < v2.length; i3++) {
    const x4: unknown = v2[i3];
    decodeFill(x4, `${path}.d.${i3}`);
  }
  return value as OrderFill;
}

/**
 * Checks that a parsed value fits the TokenTransfer schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTokenTransfer(JSON.parse(text))
 */
export function decodeTokenTransfer(value: unknown, path = "TokenTransfer"): TokenTransfer {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.t;
  if (!Number.isInteger(v1)) fail(`${path}.t`, "an integer", v1);
  const v2 = o0.id;
  if (typeof v2 !== "string") fail(`${path}.id`, "a string", v2);
  const v3 = o0.sid;
  if (typeof v3 !== "string") fail(`${path}.sid`, "a string", v3);
  const v4 = o0.tName;
  if (typeof v4 !== "string") fail(`${path}.tName`, "a string", v4);
  const v5 = o0.tAddr;
  if (typeof v5 !== "string") fail(`${path}.tAddr`, "a string", v5);
  const v6 = o0.typ;
  if (typeof v6 !== "string") fail(`${path}.typ`, "a string", v6);
  const v7 = o0.st;
  if (typeof v7 !== "string") fail(`${path}.st`, "a string", v7);
  const v8 = o0.amt;
  if (typeof v8 !== "string") fail(`${path}.amt`, "a string", v8);
  const v9 = o0.fee;
  if (typeof v9 !== "string") fail(`${path}.fee`, "a string", v9);
  const v10 = o0.iniBk;
  if (v10 === null) delete o0.iniBk;
  else if (v10 !== undefined) {
    if (typeof v10 !== "string" && !Number.isInteger(v10)) fail(`${path}.iniBk`, "a string or an integer", v10);
  }
  const v11 = o0.finBk;
  if (v11 === null) delete o0.finBk;
  else if (v11 !== undefined) {
    if (typeof v11 !== "string" && !Number.isInteger(v11)) fail(`${path}.finBk`, "a string or an integer", v11);
  }
  const v12 = o0.iniTx;
  if (v12 === null) delete o0.iniTx;
  else if (v12 !== undefined) {
    if (typeof v12 !== "string") fail(`${path}.iniTx`, "a string", v12);
  }
  const v13 = o0.finTx;
  if (v13 === null) delete o0.finTx;
  else if (v13 !== undefined) {
    if (typeof v13 !== "string") fail(`${path}.finTx`, "a string", v13);
  }
  const v14 = o0.lzAddr;
  if (v14 === null) delete o0.lzAddr;
  else if (v14 !== undefined) {
    if (typeof v14 !== "string") fail(`${path}.lzAddr`, "a string", v14);
  }
  const v15 = o0.lzEid;
  if (v15 === null) delete o0.lzEid;
  else if (v15 !== undefined) {
    if (!Number.isInteger(v15)) fail(`${path}.lzEid`, "an integer", v15);
  }
  return value as TokenTransfer;
}

/**
 * Checks that a parsed value fits the L2BookMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeL2BookMessage(JSON.parse(text))
 */
export function decodeL2BookMessage(value: unknown, path = "L2BookMessage"): L2BookMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "L2Book") fail(`${path}.e`, "\"L2Book\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeL2Book(v3, `${path}.data`);
  return value as L2BookMessage;
}

/**
 * Checks that a parsed value fits the TickerMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTickerMessage(JSON.parse(text))
 */
export function decodeTickerMessage(value: unknown, path = "TickerMessage"): TickerMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "Ticker") fail(`${path}.e`, "\"Ticker\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeTicker(v3, `${path}.data`);
  return value as TickerMessage;
}

/**
 * Checks that a parsed value fits the TradeFillMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTradeFillMessage(JSON.parse(text))
 */
export function decodeTradeFillMessage(value: unknown, path = "TradeFillMessage"): TradeFillMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "TradeFill") fail(`${path}.e`, "\"TradeFill\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeTradeFill(v3, `${path}.data`);
  return value as TradeFillMessage;
}

/**
 * Checks that a parsed value fits the SubaccountLiquidationMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeSubaccountLiquidationMessage(JSON.parse(text))
 */
export function decodeSubaccountLiquidationMessage(value: unknown, path = "SubaccountLiquidationMessage"): SubaccountLiquidationMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "SubaccountLiquidation") fail(`${path}.e`, "\"SubaccountLiquidation\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeSubaccountLiquidation(v3, `${path}.data`);
  return value as SubaccountLiquidationMessage;
}

/**
 * Checks that a parsed value fits the PositionUpdateMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodePositionUpdateMessage(JSON.parse(text))
 */
export function decodePositionUpdateMessage(value: unknown, path = "PositionUpdateMessage"): PositionUpdateMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "PositionUpdate") fail(`${path}.e`, "\"PositionUpdate\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodePositionUpdate(v3, `${path}.data`);
  return value as PositionUpdateMessage;
}

/**
 * Checks that a parsed value fits the OrderUpdateMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeOrderUpdateMessage(JSON.parse(text))
 */
export function decodeOrderUpdateMessage(value: unknown, path = "OrderUpdateMessage"): OrderUpdateMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "OrderUpdate") fail(`${path}.e`, "\"OrderUpdate\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeOrderUpdate(v3, `${path}.data`);
  return value as OrderUpdateMessage;
}

/**
 * Checks that a parsed value fits the OrderFillMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeOrderFillMessage(JSON.parse(text))
 */
export function decodeOrderFillMessage(value: unknown, path = "OrderFillMessage"): OrderFillMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "OrderFill") fail(`${path}.e`, "\"OrderFill\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeOrderFill(v3, `${path}.data`);
  return value as OrderFillMessage;
}

/**
 * Checks that a parsed value fits the TokenTransferMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * decodeTokenTransferMessage(JSON.parse(text))
 */
export function decodeTokenTransferMessage(value: unknown, path = "TokenTransferMessage"): TokenTransferMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  const o0 = value as Record<string, unknown>;
  const v1 = o0.e;
  if (v1 !== "TokenTransfer") fail(`${path}.e`, "\"TokenTransfer\"", v1);
  const v2 = o0.t;
  if (!Number.isInteger(v2)) fail(`${path}.t`, "an integer", v2);
  const v3 = o0.data;
  decodeTokenTransfer(v3, `${path}.data`);
  return value as TokenTransferMessage;
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
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail("message", "an object", value);
  const record = value as Record<string, unknown>;
  switch (record.ok) {
    case true: return decodeOkReply(record);
    case false: return decodeErrorReply(record);
  }
  switch (record.e) {
    case "pong": return decodePong(record);
    case "L2Book": return decodeL2BookMessage(record);
    case "Ticker": return decodeTickerMessage(record);
    case "TradeFill": return decodeTradeFillMessage(record);
    case "SubaccountLiquidation": return decodeSubaccountLiquidationMessage(record);
    case "PositionUpdate": return decodePositionUpdateMessage(record);
    case "OrderUpdate": return decodeOrderUpdateMessage(record);
    case "OrderFill": return decodeOrderFillMessage(record);
    case "TokenTransfer": return decodeTokenTransferMessage(record);
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
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail("message", "an object", value);
  const record = value as Record<string, unknown>;
  switch (record.event) {
    case "subscribe": return decodeSubscribeRequest(record);
    case "unsubscribe": return decodeUnsubscribeRequest(record);
    case "ping": return decodePingRequest(record);
  }
  return undefined;
}
