import { describe, expect, it } from "vitest";
import { address, d, testExchange } from "../../test/engine/testing.js";
import type { Subaccount } from "./records.js";

const market = {
  type: "MARKET" as const,
  price: undefined,
  timeInForce: undefined,
  postOnly: undefined,
};

/** Two subaccounts of one wallet (t0, t1) and one of another wallet (t2), trading BTCUSD. */
function traders() {
  const test = testExchange();
  const { exchange } = test;
  const second = `0x${"22".repeat(32)}` as const;
  const t0 = test.fund(1);
  const t1 = exchange.deposit({
    account: address(1),
    subaccount: second,
    amount: d("1000000"),
  }).subaccount;
  const t2 = test.fund(2);
  return { ...test, t0, t1, t2 };
}

/** Makes `long` long 0.01 BTC at 60000, bought from `from`. */
function goLong(place: ReturnType<typeof traders>["place"], long: Subaccount, from: Subaccount) {
  place(from, { side: 1, quantity: d("0.01"), price: d("60000") });
  place(long, { side: 0, quantity: d("0.01"), price: d("60000") });
}

describe("fill-or-kill", () => {
  it("is rejected, filling nothing, when a reduce-only cap leaves it short", () => {
    const { exchange, place, t0, t1 } = traders();
    goLong(place, t0, t1);
    const capped = place(t0, { side: 1, quantity: d("0.03"), price: d("61000"), reduceOnly: true });
    const fok = place(t1, { side: 0, quantity: d("0.02"), price: d("61000"), timeInForce: "FOK" });
    expect(fok.result).toBe("UnfilledFillOrKill");
    expect(fok.order).toMatchObject({ status: "REJECTED", filled: 0n });
    expect(exchange.order(capped.order.id)).toMatchObject({ status: "NEW", filled: 0n });
  });

  it("is rejected as UnfilledFillOrKill when only a stale reduce-only order stood at its price", () => {
    const { place, t0, t1, t2 } = traders();
    goLong(place, t0, t1);
    place(t0, { side: 1, quantity: d("0.01"), price: d("61000"), reduceOnly: true });
    place(t2, { side: 0, quantity: d("0.01"), price: d("59000") });
    place(t0, { side: 1, quantity: d("0.01"), price: d("59000"), timeInForce: "IOC" });
    const fok = place(t1, { side: 0, quantity: d("0.01"), price: d("61000"), timeInForce: "FOK" });
    expect(fok.result).toBe("UnfilledFillOrKill");
  });

  it("fills in full when reduce-only caps and other makers add up to its quantity", () => {
    const { exchange, place, t0, t1, t2 } = traders();
    goLong(place, t0, t1);
    place(t0, { side: 1, quantity: d("0.03"), price: d("61000"), reduceOnly: true });
    place(t2, { side: 1, quantity: d("0.01"), price: d("61000") });
    const fok = place(t1, { side: 0, quantity: d("0.02"), price: d("61000"), timeInForce: "FOK" });
    expect(fok.result).toBe("Ok");
    expect(fok.order.status).toBe("FILLED");
    expect(exchange.fillsOf(t1.id).map((f) => f.quantity)).toEqual([
      d("0.01"),
      d("0.01"),
      d("0.01"),
    ]);
  });
});

describe("stale reduce-only orders", () => {
  it("leave the book when their position closes", () => {
    const { exchange, btc, place, t0, t1, t2 } = traders();
    goLong(place, t0, t1);
    const stale = place(t0, { side: 1, quantity: d("0.01"), price: d("61000"), reduceOnly: true });
    place(t2, { side: 0, quantity: d("0.01"), price: d("59000") });
    place(t0, { side: 1, quantity: d("0.01"), price: d("59000"), timeInForce: "IOC" });
    expect(exchange.order(stale.order.id)?.status).toBe("CANCELED");
    expect(exchange.book(btc.id)?.asks.depth()).toEqual([]);
  });

  it("leave the book when a fill caps them at the position", () => {
    const { exchange, btc, place, t0, t1, t2 } = traders();
    goLong(place, t0, t1);
    const capped = place(t0, { side: 1, quantity: d("0.03"), price: d("61000"), reduceOnly: true });
    place(t2, { side: 0, quantity: d("0.01"), price: d("61000") });
    expect(exchange.order(capped.order.id)).toMatchObject({
      status: "CANCELED",
      filled: d("0.01"),
    });
    expect(exchange.book(btc.id)?.asks.depth()).toEqual([]);
  });

  it("do not stop a post-only order at their price from resting", () => {
    const { place, t0, t1, t2 } = traders();
    goLong(place, t0, t1);
    place(t0, { side: 1, quantity: d("0.01"), price: d("61000"), reduceOnly: true });
    place(t2, { side: 0, quantity: d("0.01"), price: d("59000") });
    place(t0, { side: 1, quantity: d("0.01"), price: d("59000"), timeInForce: "IOC" });
    const postOnly = place(t2, { side: 0, quantity: d("0.01"), price: d("61000"), postOnly: true });
    expect(postOnly.result).toBe("Ok");
    expect(postOnly.order.status).toBe("NEW");
  });
});

describe("post-only", () => {
  it("is refused when it would meet a resting order of its own subaccount", () => {
    const { place, t0 } = traders();
    place(t0, { side: 1, quantity: d("0.01"), price: d("61000") });
    const postOnly = place(t0, { side: 0, quantity: d("0.01"), price: d("61000"), postOnly: true });
    expect(postOnly.result).toBe("ImmediateMatchPostOnly");
  });
});

describe("self-trades", () => {
  it("a close order cancels its own resting order and closes the position against others", () => {
    const { exchange, btc, place, t0, t1, t2 } = traders();
    place(t2, { side: 0, quantity: d("0.01"), price: d("60000") });
    place(t0, { side: 1, quantity: d("0.01"), price: d("60000") });
    const own = place(t0, { side: 1, quantity: d("0.01"), price: d("60000") });
    place(t1, { side: 1, quantity: d("0.01"), price: d("60010") });
    const close = place(t0, {
      side: 0,
      ...market,
      quantity: 0n,
      reduceOnly: true,
      close: true,
    });
    expect(close.order).toMatchObject({ status: "FILLED", filled: d("0.01") });
    expect(exchange.openPosition(t0.id, btc.id)).toBeUndefined();
    expect(exchange.order(own.order.id)).toMatchObject({
      status: "CANCELED",
      filled: 0n,
      rejectedReason: "MakerCanceledByTaker",
    });
    expect(exchange.fillsOf(t0.id).some((f) => f.selfTrade)).toBe(false);
  });

  it("a close order with only its own order to meet fills nothing and leaves the position open", () => {
    const { exchange, btc, place, t0, t2 } = traders();
    place(t2, { side: 0, quantity: d("0.01"), price: d("60000") });
    place(t0, { side: 1, quantity: d("0.01"), price: d("60000") });
    place(t0, { side: 1, quantity: d("0.01"), price: d("60000") });
    const close = place(t0, { side: 0, ...market, quantity: 0n, reduceOnly: true, close: true });
    expect(close.result).toBe("MarketOrderReachedMaxSlippage");
    expect(close.order).toMatchObject({ status: "REJECTED", filled: 0n });
    expect(exchange.openPosition(t0.id, btc.id)?.size).toBe(d("-0.01"));
  });

  it("a resting reduce-only order is cancelled, not filled, by its own subaccount's order", () => {
    const { exchange, btc, place, t0, t1 } = traders();
    goLong(place, t0, t1);
    const reduce = place(t0, { side: 1, quantity: d("0.01"), price: d("61000"), reduceOnly: true });
    const buy = place(t0, { side: 0, quantity: d("0.01"), price: d("61000") });
    expect(exchange.order(reduce.order.id)).toMatchObject({
      status: "CANCELED",
      filled: 0n,
      rejectedReason: "MakerCanceledByTaker",
    });
    expect(buy.order).toMatchObject({ status: "NEW", filled: 0n });
    expect(exchange.openPosition(t0.id, btc.id)?.size).toBe(d("0.01"));
  });

  it("between ordinary orders fill, and leave the position as it was", () => {
    const { exchange, btc, place, t0, t1 } = traders();
    goLong(place, t0, t1);
    place(t0, { side: 1, quantity: d("0.01"), price: d("61000") });
    const buy = place(t0, { side: 0, quantity: d("0.01"), price: d("61000") });
    expect(buy.order.status).toBe("FILLED");
    expect(exchange.tradesOf(btc.id).at(-1)?.selfTrade).toBe(true);
    expect(exchange.openPosition(t0.id, btc.id)?.size).toBe(d("0.01"));
  });
});

describe("immediate-or-cancel", () => {
  it("is rejected UnfilledImmediateOrCancel when partly filled, and keeps what it filled", () => {
    const { exchange, btc, place, t0, t1 } = traders();
    place(t1, { side: 1, quantity: d("0.01"), price: d("60000") });
    const ioc = place(t0, { side: 0, quantity: d("0.03"), price: d("60000"), timeInForce: "IOC" });
    expect(ioc.result).toBe("UnfilledImmediateOrCancel");
    expect(ioc.order).toMatchObject({
      status: "REJECTED",
      rejectedReason: "UnfilledImmediateOrCancel",
      filled: d("0.01"),
      remaining: d("0.02"),
    });
    expect(exchange.openPosition(t0.id, btc.id)?.size).toBe(d("0.01"));
  });

  it("that is reduce-only ends CANCELED with Ok once its position is closed", () => {
    const { place, t0, t1, t2 } = traders();
    goLong(place, t0, t1);
    place(t2, { side: 0, quantity: d("1"), price: d("60000") });
    const reduce = place(t0, {
      side: 1,
      quantity: d("0.03"),
      price: d("60000"),
      reduceOnly: true,
      timeInForce: "IOC",
    });
    expect(reduce.result).toBe("Ok");
    expect(reduce.order).toMatchObject({ status: "CANCELED", filled: d("0.01") });
  });
});

describe("positions", () => {
  it("a closed short keeps side sell", () => {
    const { exchange, place, t0, t1 } = traders();
    goLong(place, t1, t0);
    place(t1, { side: 1, quantity: d("0.01"), price: d("60000") });
    place(t0, { side: 0, quantity: d("0.01"), price: d("60000") });
    const [closed] = exchange.positionsOf(t0.id);
    expect(closed).toMatchObject({ size: 0n, side: 1 });
  });
});

describe("order groups", () => {
  it("belong to one subaccount: another's order with the same group id cancels none of them", () => {
    const { exchange, place, t0, t1, t2 } = traders();
    const groupId = "0d1b0e5e-3a0a-4c59-9a47-3f0f2e6b8b11";
    const oco = { groupId, groupContingencyType: 1 };
    const take = place(t0, { side: 1, price: d("110"), ...oco }).order;
    const stop = place(t0, { side: 1, price: d("120"), ...oco }).order;
    place(t1, { side: 1, price: d("100") });
    const intruder = place(t2, { side: 0, price: d("100"), ...oco }).order;
    expect(intruder.status).toBe("FILLED");
    expect(exchange.order(take.id)?.status).toBe("NEW");
    expect(exchange.order(stop.id)?.status).toBe("NEW");
  });

  it("list only the orders of the subaccount that made the group", () => {
    const { exchange, place, t0, t2 } = traders();
    const groupId = "0d1b0e5e-3a0a-4c59-9a47-3f0f2e6b8b11";
    const oco = { groupId, groupContingencyType: 1 };
    const take = place(t0, { side: 1, price: d("110"), ...oco }).order;
    const intruder = place(t2, { side: 1, price: d("130"), ...oco }).order;
    expect(exchange.group(take.subaccountId, groupId).map((o) => o.id)).toEqual([take.id]);
    expect(exchange.group(intruder.subaccountId, groupId).map((o) => o.id)).toEqual([intruder.id]);
  });
});
