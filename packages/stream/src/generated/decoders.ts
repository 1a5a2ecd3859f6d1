// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 6cc346dcf9dcd125b885764ebf12c4aad632e42f6cf1c4443c14e18bb11084c4)
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

/** Checks the value at `key` of `path`, naming it `at(path, key)` only when it does not fit. */
type Check = (value: unknown, path: string, key: string | number) => void;

/**
 * The decoder of a record written as a table: each property, in order, with its check. An
 * optional property is `[check]` (`[]` for any value), checked only when present (`null`
 * counts as absent and is removed); `null` is one that must be present, with any value.
 * Unknown properties are kept.
 */
function shape<T>(
  properties: Record<string, Check | [Check?] | null>,
  initial = "",
): (value: unknown, path?: string) => T {
  const keys = Object.keys(properties);
  const checks = Object.values(properties);
  return (value, path = initial) => {
    const o = record(value, path);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const check = checks[i];
      if (typeof check === "function") check(o[key], path, key);
      else if (check === null) {
        if (!(key in o)) fail(at(path, key), "present", undefined);
      } else {
        const v = optional(o, key);
        if (v !== undefined) check?.[0]?.(v, path, key);
      }
    }
    return value as T;
  };
}

function str(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}

function int(value: unknown, path: string, key: string | number): void {
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}

function bool(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}

/** A property fixed to one value (`const`: it tells records apart). */
function eq(expected: unknown): Check {
  const text = JSON.stringify(expected);
  return (value, path, key) => {
    if (value !== expected) fail(at(path, key), text, value);
  };
}

/** A record checked by its decoder, at its own path. */
function of(decode: (value: unknown, path: string) => unknown): Check {
  return (value, path, key) => {
    decode(value, at(path, key));
  };
}

/** An array, each item checked with `item` (any items without it). */
function list(item?: Check): Check {
  return (value, path, key) => {
    const here = at(path, key);
    if (!Array.isArray(value)) fail(here, "an array", value);
    if (item) for (let i = 0; i < value.length; i++) item(value[i], here, i);
  };
}

/**
 * Checks that a parsed value fits the Topic schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTopic(JSON.parse(text))
 */
export const decodeTopic = /* @__PURE__ */ shape<Topic>({
  type: str,
  symbol: [str],
  subaccountId: [str],
}, "Topic");

/**
 * Checks that a parsed value fits the SubscribeRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubscribeRequest(JSON.parse(text))
 */
export const decodeSubscribeRequest = /* @__PURE__ */ shape<SubscribeRequest>({
  event: /* @__PURE__ */ eq("subscribe"),
  data: /* @__PURE__ */ of(decodeTopic),
}, "SubscribeRequest");

/**
 * Checks that a parsed value fits the UnsubscribeRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeUnsubscribeRequest(JSON.parse(text))
 */
export const decodeUnsubscribeRequest = /* @__PURE__ */ shape<UnsubscribeRequest>({
  event: /* @__PURE__ */ eq("unsubscribe"),
  data: /* @__PURE__ */ of(decodeTopic),
}, "UnsubscribeRequest");

/**
 * Checks that a parsed value fits the PingRequest schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePingRequest(JSON.parse(text))
 */
export const decodePingRequest = /* @__PURE__ */ shape<PingRequest>({
  event: /* @__PURE__ */ eq("ping"),
}, "PingRequest");

/**
 * Checks that a parsed value fits the OkReply schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOkReply(JSON.parse(text))
 */
export const decodeOkReply = /* @__PURE__ */ shape<OkReply>({
  ok: /* @__PURE__ */ eq(true),
  event: [str],
  data: [/* @__PURE__ */ of(decodeTopic)],
}, "OkReply");

/**
 * Checks that a parsed value fits the ErrorReply schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeErrorReply(JSON.parse(text))
 */
export const decodeErrorReply = /* @__PURE__ */ shape<ErrorReply>({
  ok: /* @__PURE__ */ eq(false),
  code: str,
  message: [str],
  event: [str],
  data: [/* @__PURE__ */ of(decodeTopic)],
}, "ErrorReply");

/**
 * Checks that a parsed value fits the Pong schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePong(JSON.parse(text))
 */
export const decodePong = /* @__PURE__ */ shape<Pong>({
  e: /* @__PURE__ */ eq("pong"),
  t: int,
}, "Pong");

/**
 * Checks that a parsed value fits the L2Book schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeL2Book(JSON.parse(text))
 */
export const decodeL2Book = /* @__PURE__ */ shape<L2Book>({
  s: str,
  t: int,
  pt: [int],
  a: /* @__PURE__ */ list((v: unknown, p: string, k: string | number): void => {
    if (!Array.isArray(v)) fail(at(p, k), "an array", v);
    if (v.length < 2) fail(at(p, k), "an array of 2 items", v);
    const x0: unknown = v[0];
    if (!(typeof x0 === "string")) fail(at(at(p, k), 0), "a string", x0);
    const x1: unknown = v[1];
    if (!(typeof x1 === "string")) fail(at(at(p, k), 1), "a string", x1);
  }),
  b: /* @__PURE__ */ list((v: unknown, p: string, k: string | number): void => {
    if (!Array.isArray(v)) fail(at(p, k), "an array", v);
    if (v.length < 2) fail(at(p, k), "an array of 2 items", v);
    const x0: unknown = v[0];
    if (!(typeof x0 === "string")) fail(at(at(p, k), 0), "a string", x0);
    const x1: unknown = v[1];
    if (!(typeof x1 === "string")) fail(at(at(p, k), 1), "a string", x1);
  }),
}, "L2Book");

/**
 * Checks that a parsed value fits the Ticker schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTicker(JSON.parse(text))
 */
export const decodeTicker = /* @__PURE__ */ shape<Ticker>({
  s: str,
  t: int,
  bidPx: [str],
  askPx: [str],
  bidAmt: [str],
  askAmt: [str],
  markPx: [str],
  markPx24h: [str],
  oi: [str],
  fr1h: [str],
  vol24h: [str],
}, "Ticker");

/**
 * Checks that a parsed value fits the Trade schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTrade(JSON.parse(text))
 */
export const decodeTrade = /* @__PURE__ */ shape<Trade>({
  id: str,
  px: str,
  sz: str,
  sd: int,
  sids: /* @__PURE__ */ list(str),
}, "Trade");

/**
 * Checks that a parsed value fits the TradeFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTradeFill(JSON.parse(text))
 */
export const decodeTradeFill = /* @__PURE__ */ shape<TradeFill>({
  s: str,
  t: int,
  d: /* @__PURE__ */ list(/* @__PURE__ */ of(decodeTrade)),
}, "TradeFill");

/**
 * Checks that a parsed value fits the LiquidatedPosition schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLiquidatedPosition(JSON.parse(text))
 */
export const decodeLiquidatedPosition = /* @__PURE__ */ shape<LiquidatedPosition>({
  s: str,
  px: str,
  sz: str,
}, "LiquidatedPosition");

/**
 * Checks that a parsed value fits the SubaccountLiquidation schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountLiquidation(JSON.parse(text))
 */
export const decodeSubaccountLiquidation = /* @__PURE__ */ shape<SubaccountLiquidation>({
  sid: str,
  t: int,
  d: /* @__PURE__ */ list(/* @__PURE__ */ of(decodeLiquidatedPosition)),
}, "SubaccountLiquidation");

/**
 * Checks that a parsed value fits the Position schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePosition(JSON.parse(text))
 */
export const decodePosition = /* @__PURE__ */ shape<Position>({
  id: str,
  sid: str,
  s: str,
  sd: int,
  sz: str,
  cost: str,
  rpnl: str,
  fpnl: str,
  fee: str,
  lpx: [str],
}, "Position");

/**
 * Checks that a parsed value fits the PositionUpdate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionUpdate(JSON.parse(text))
 */
export const decodePositionUpdate = /* @__PURE__ */ shape<PositionUpdate>({
  t: int,
  d: /* @__PURE__ */ list(/* @__PURE__ */ of(decodePosition)),
}, "PositionUpdate");

/**
 * Checks that a parsed value fits the Order schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrder(JSON.parse(text))
 */
export const decodeOrder = /* @__PURE__ */ shape<Order>({
  id: str,
  cloid: [str],
  otyp: str,
  qty: str,
  aqty: str,
  fill: str,
  px: [str],
  sd: int,
  s: str,
  sid: str,
  sn: str,
  st: str,
  t: int,
  ro: bool,
  cl: bool,
  tif: [str],
  et: int,
  po: [bool],
  spx: [str],
  styp: [int],
  spxtyp: [int],
  tr: str,
  gtyp: [int],
  gid: [str],
  rr: [str],
}, "Order");

/**
 * Checks that a parsed value fits the OrderUpdate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderUpdate(JSON.parse(text))
 */
export const decodeOrderUpdate = /* @__PURE__ */ shape<OrderUpdate>({
  t: int,
  d: /* @__PURE__ */ list(/* @__PURE__ */ of(decodeOrder)),
}, "OrderUpdate");

/**
 * Checks that a parsed value fits the Fill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeFill(JSON.parse(text))
 */
export const decodeFill = /* @__PURE__ */ shape<Fill>({
  id: str,
  oid: str,
  cloid: [str],
  px: str,
  sz: str,
  typ: str,
  sd: int,
  s: str,
  sid: str,
  ro: bool,
  fee: str,
  m: bool,
  t: int,
}, "Fill");

/**
 * Checks that a parsed value fits the OrderFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderFill(JSON.parse(text))
 */
export const decodeOrderFill = /* @__PURE__ */ shape<OrderFill>({
  t: int,
  d: /* @__PURE__ */ list(/* @__PURE__ */ of(decodeFill)),
}, "OrderFill");

/**
 * Checks that a parsed value fits the TokenTransfer schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTokenTransfer(JSON.parse(text))
 */
export const decodeTokenTransfer = /* @__PURE__ */ shape<TokenTransfer>({
  t: int,
  id: str,
  sid: str,
  tName: str,
  tAddr: str,
  typ: str,
  st: str,
  amt: str,
  fee: str,
  iniBk: [str],
  finBk: [str],
  iniTx: [str],
  finTx: [str],
  lzAddr: [str],
  lzEid: [int],
}, "TokenTransfer");

/**
 * Checks that a parsed value fits the L2BookMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeL2BookMessage(JSON.parse(text))
 */
export const decodeL2BookMessage = /* @__PURE__ */ shape<L2BookMessage>({
  e: /* @__PURE__ */ eq("L2Book"),
  t: int,
  data: /* @__PURE__ */ of(decodeL2Book),
}, "L2BookMessage");

/**
 * Checks that a parsed value fits the TickerMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTickerMessage(JSON.parse(text))
 */
export const decodeTickerMessage = /* @__PURE__ */ shape<TickerMessage>({
  e: /* @__PURE__ */ eq("Ticker"),
  t: int,
  data: /* @__PURE__ */ of(decodeTicker),
}, "TickerMessage");

/**
 * Checks that a parsed value fits the TradeFillMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTradeFillMessage(JSON.parse(text))
 */
export const decodeTradeFillMessage = /* @__PURE__ */ shape<TradeFillMessage>({
  e: /* @__PURE__ */ eq("TradeFill"),
  t: int,
  data: /* @__PURE__ */ of(decodeTradeFill),
}, "TradeFillMessage");

/**
 * Checks that a parsed value fits the SubaccountLiquidationMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountLiquidationMessage(JSON.parse(text))
 */
export const decodeSubaccountLiquidationMessage = /* @__PURE__ */ shape<SubaccountLiquidationMessage>({
  e: /* @__PURE__ */ eq("SubaccountLiquidation"),
  t: int,
  data: /* @__PURE__ */ of(decodeSubaccountLiquidation),
}, "SubaccountLiquidationMessage");

/**
 * Checks that a parsed value fits the PositionUpdateMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionUpdateMessage(JSON.parse(text))
 */
export const decodePositionUpdateMessage = /* @__PURE__ */ shape<PositionUpdateMessage>({
  e: /* @__PURE__ */ eq("PositionUpdate"),
  t: int,
  data: /* @__PURE__ */ of(decodePositionUpdate),
}, "PositionUpdateMessage");

/**
 * Checks that a parsed value fits the OrderUpdateMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderUpdateMessage(JSON.parse(text))
 */
export const decodeOrderUpdateMessage = /* @__PURE__ */ shape<OrderUpdateMessage>({
  e: /* @__PURE__ */ eq("OrderUpdate"),
  t: int,
  data: /* @__PURE__ */ of(decodeOrderUpdate),
}, "OrderUpdateMessage");

/**
 * Checks that a parsed value fits the OrderFillMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderFillMessage(JSON.parse(text))
 */
export const decodeOrderFillMessage = /* @__PURE__ */ shape<OrderFillMessage>({
  e: /* @__PURE__ */ eq("OrderFill"),
  t: int,
  data: /* @__PURE__ */ of(decodeOrderFill),
}, "OrderFillMessage");

/**
 * Checks that a parsed value fits the TokenTransferMessage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTokenTransferMessage(JSON.parse(text))
 */
export const decodeTokenTransferMessage = /* @__PURE__ */ shape<TokenTransferMessage>({
  e: /* @__PURE__ */ eq("TokenTransfer"),
  t: int,
  data: /* @__PURE__ */ of(decodeTokenTransfer),
}, "TokenTransferMessage");

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
