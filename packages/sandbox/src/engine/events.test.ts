import { describe, expect, it } from "vitest";
import { createEventBus, type SandboxEvent } from "./events.js";

const trade = (price: bigint): SandboxEvent => ({
  type: "trade",
  time: 1,
  productId: "p",
  symbol: "BTCUSD",
  trade: {
    id: "t",
    productId: "p",
    symbol: "BTCUSD",
    price,
    quantity: 1n,
    takerSide: 0,
    takerSubaccountId: "a",
    makerSubaccountId: "b",
    takerOrderId: "o1",
    makerOrderId: "o2",
    selfTrade: false,
    createdAt: 1,
  },
});

describe("createEventBus", () => {
  it("delivers events to listeners of their type and to catch-all listeners", () => {
    const bus = createEventBus();
    const typed: bigint[] = [];
    const all: string[] = [];
    bus.on("trade", (e) => typed.push(e.trade.price));
    bus.on("fill", () => typed.push(-1n));
    bus.onAny((e) => all.push(e.type));
    bus.emit(trade(5n));
    expect(typed).toEqual([5n]);
    expect(all).toEqual(["trade"]);
  });

  it("says whether anyone listens, and stops delivering after unsubscribe", () => {
    const bus = createEventBus();
    expect(bus.wants("trade")).toBe(false);
    const seen: bigint[] = [];
    const stop = bus.on("trade", (e) => seen.push(e.trade.price));
    expect(bus.wants("trade")).toBe(true);
    stop();
    bus.emit(trade(1n));
    expect(seen).toEqual([]);
    expect(bus.wants("trade")).toBe(false);
  });

  it("keeps delivering to other listeners when one throws", () => {
    const errors: unknown[] = [];
    const bus = createEventBus((e) => errors.push(e));
    const seen: bigint[] = [];
    bus.on("trade", () => {
      throw new Error("boom");
    });
    bus.on("trade", (e) => seen.push(e.trade.price));
    bus.emit(trade(2n));
    expect(seen).toEqual([2n]);
    expect(errors).toHaveLength(1);
  });
});
