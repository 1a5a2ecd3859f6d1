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

// Listeners of one subaccount's events hear that subaccount alone, and only they make the engine
// build events of it.

const update = (subaccountId: string, id: string) =>
  ({ type: "orderUpdate", time: 1, subaccountId, order: { id } }) as unknown as SandboxEvent;

describe("the event bus, by account", () => {
  it("hands a listener of one subaccount its events alone, and wants only its events", () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const stop = bus.onAccount("orderUpdate", "a", (e) => heard.push(e.order.id));
    expect(bus.wants("orderUpdate", "a")).toBe(true);
    expect(bus.wants("orderUpdate", "b")).toBe(false);
    expect(bus.wants("orderUpdate")).toBe(false);
    expect(bus.wants("fill", "a")).toBe(false);
    bus.emit(update("a", "1"));
    bus.emit(update("b", "2"));
    bus.emit(update("a", "3"));
    expect(heard).toEqual(["1", "3"]);
    stop();
    expect(bus.wants("orderUpdate", "a")).toBe(false);
    bus.emit(update("a", "4"));
    expect(heard).toEqual(["1", "3"]);
  });

  it("still hands every event to listeners of the type and of everything, in their order", () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on("orderUpdate", (e) => heard.push(`type ${e.order.id}`));
    bus.onAccount("orderUpdate", "a", (e) => heard.push(`account ${e.order.id}`));
    bus.onAny((e) => heard.push(`any ${(e as { order: { id: string } }).order.id}`));
    expect(bus.wants("orderUpdate", "b")).toBe(true);
    bus.emit(update("a", "1"));
    bus.emit(update("b", "2"));
    expect(heard).toEqual(["type 1", "account 1", "any 1", "type 2", "any 2"]);
  });

  it("keeps a listener that throws from the others and the engine", () => {
    const failures: unknown[] = [];
    const bus = createEventBus((error) => failures.push(error));
    const heard: string[] = [];
    bus.onAccount("orderUpdate", "a", () => {
      throw new Error("listener failed");
    });
    bus.onAccount("orderUpdate", "a", (e) => heard.push(e.order.id));
    bus.emit(update("a", "1"));
    expect(heard).toEqual(["1"]);
    expect(failures).toHaveLength(1);
  });
});
