import { DecodeError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { channelRoutes } from "./generated/channels.js";
import {
  decodeClientMessage,
  decodeOrderUpdate,
  decodeServerMessage,
} from "./generated/decoders.js";
import {
  encodeErrorReply,
  encodeL2BookMessage,
  encodeSubscribeRequest,
} from "./generated/encoders.js";
import {
  toReadableL2Book,
  toReadableOrderFill,
  toReadableOrderUpdate,
} from "./generated/readable.js";

const order = {
  id: "5a0e6d1c-8b3f-4f7e-9a2d-3c4b5d6e7f80",
  cloid: "my-1",
  otyp: "LIMIT",
  qty: "2",
  aqty: "1.5",
  fill: "0.5",
  px: "3000.25",
  sd: 1,
  s: "ETHUSD",
  sid: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
  sn: "0x00000000000000000000000000000000000000aa",
  st: "FILLED_PARTIAL",
  t: 1_700_000_000_000,
  ro: false,
  cl: false,
  et: 1_700_006_652,
  tr: "NOT_TRIGGERED",
};

describe("generated decoders", () => {
  test("return the parsed object itself, unknown properties kept", () => {
    const value = { t: 1, d: [{ ...order, future: { nested: true } }], extra: 1 };
    expect(decodeOrderUpdate(value)).toBe(value);
    expect(value.d[0]?.future).toEqual({ nested: true });
  });

  test("name the path of the first property that does not fit", () => {
    const value = { t: 1, d: [order, { ...order, qty: 2 }] };
    expect(() => decodeOrderUpdate(value)).toThrow(
      new DecodeError("OrderUpdate.d.1.qty", "must be a string, got the number 2"),
    );
  });

  test("keep prices as decimal strings: a JSON number is refused", () => {
    const frame = JSON.stringify({
      e: "L2Book",
      t: 1,
      data: { s: "BTCUSD", t: 1, a: [[100.5, "1"]], b: [] },
    });
    expect(() => decodeServerMessage(JSON.parse(frame))).toThrow(
      "L2BookMessage.data.a.0.0 must be a string",
    );
  });

  test("remove an optional property sent as null", () => {
    const value = { t: 1, d: [{ ...order, cloid: null }] };
    expect(decodeOrderUpdate(value).d[0]).not.toHaveProperty("cloid");
  });

  test("tell replies, pongs and channel messages apart, and leave unknown messages to the caller", () => {
    expect(decodeServerMessage({ ok: false, code: "RATE_LIMIT" })).toEqual({
      ok: false,
      code: "RATE_LIMIT",
    });
    expect(decodeServerMessage({ e: "pong", t: 5 })).toEqual({ e: "pong", t: 5 });
    expect(decodeServerMessage({ e: "Funding", t: 5, data: {} })).toBeUndefined();
    expect(decodeClientMessage({ event: "ping" })).toEqual({ event: "ping" });
  });
});

describe("generated encoders", () => {
  test("build the messages of the spec, for a client and for a server", () => {
    expect(encodeSubscribeRequest({ data: { type: "L2Book", symbol: "BTCUSD" } })).toEqual({
      event: "subscribe",
      data: { type: "L2Book", symbol: "BTCUSD" },
    });
    expect(encodeErrorReply({ code: "UNKNOWN_PRODUCT" })).toEqual({
      ok: false,
      code: "UNKNOWN_PRODUCT",
    });
    const data = { s: "BTCUSD", t: 2, pt: 1, a: [], b: [["100", "0"]] as [string, string][] };
    expect(encodeL2BookMessage({ t: 3, data })).toEqual({ e: "L2Book", t: 3, data });
  });
});

describe("generated readable mappers", () => {
  test("rename short keys to the names the spec gives them, nested ones too", () => {
    const readable = toReadableOrderUpdate({ t: 1, d: [order] });
    expect(readable.time).toBe(1);
    expect(readable.orders[0]).toMatchObject({
      id: order.id,
      clientOrderId: "my-1",
      type: "LIMIT",
      quantity: "2",
      availableQuantity: "1.5",
      filled: "0.5",
      price: "3000.25",
      side: "sell",
      symbol: "ETHUSD",
      subaccountId: order.sid,
      sender: order.sn,
      status: "FILLED_PARTIAL",
      createdAt: 1_700_000_000_000,
      reduceOnly: false,
      close: false,
    });
    expect(readable.orders[0]).not.toHaveProperty("qty");
  });

  test("say sides in words, as the REST readable helpers do", () => {
    const fill = {
      id: order.id,
      oid: order.id,
      px: "1",
      sz: "1",
      typ: "LIMIT",
      sd: 0,
      s: "ETHUSD",
    };
    const readable = toReadableOrderFill({
      t: 1,
      d: [{ ...fill, sid: order.sid, ro: false, fee: "0", m: true, t: 1 }],
    });
    expect(readable.fills[0]?.side).toBe("buy");
  });

  test("name the short key of a side this version does not know", () => {
    expect(() => toReadableOrderUpdate({ t: 1, d: [{ ...order, sd: 7 }] })).toThrowError(
      new DecodeError("sd", "is 7, which is not a side this version knows"),
    );
  });

  test("keep properties the spec does not know under their own keys", () => {
    const book = { s: "BTCUSD", t: 5, a: [], b: [], seq: 9 };
    expect(toReadableL2Book(book)).toEqual({
      symbol: "BTCUSD",
      time: 5,
      asks: [],
      bids: [],
      seq: 9,
    });
  });
});

describe("generated routes", () => {
  test("read the key a payload belongs to", () => {
    expect(channelRoutes.L2Book({ s: "BTCUSD", t: 1, a: [], b: [] })).toBe("BTCUSD");
    expect(channelRoutes.OrderUpdate({ t: 1, d: [order as never] })).toBe(order.sid);
    expect(channelRoutes.OrderUpdate({ t: 1, d: [] })).toBeUndefined();
  });
});
