import picocolors from "picocolors";
import { describe, expect, test } from "vitest";
import { type BookViewState, bookFrame, spreadOf } from "./book-view.js";

const plain = picocolors.createColors(false);

const state: BookViewState = {
  symbol: "BTCUSD",
  status: "live",
  book: {
    symbol: "BTCUSD",
    time: Date.UTC(2026, 0, 1, 12, 0, 0, 123),
    bids: [{ price: "59990", quantity: "0.5" }],
    asks: [{ price: "60010", quantity: "0.25" }],
  },
  resyncReason: undefined,
  lastUpdateAt: 1_000,
  gaps: 0,
  reconnects: 0,
  lastResync: undefined,
  depth: 10,
  error: undefined,
};

describe("the spread", () => {
  test("in price and in basis points of the mid, from decimal strings without floats", () => {
    expect(spreadOf({ price: "59990", quantity: "1" }, { price: "60010", quantity: "1" })).toEqual({
      spread: "20",
      bps: "3.33",
    });
    expect(
      spreadOf({ price: "0.000000001", quantity: "1" }, { price: "0.000000003", quantity: "1" }),
    ).toEqual({ spread: "0.000000002", bps: "10000.00" });
  });

  test("none without both sides", () => {
    expect(spreadOf(undefined, { price: "1", quantity: "1" })).toBeUndefined();
  });
});

describe("the book frame", () => {
  test("a live book: header, state, counters, spread, asks over bids", () => {
    expect(bookFrame(state, 1_300, plain)).toEqual([
      "BTCUSD order book  updated 0.3 s ago",
      "live",
      "gaps 0  reconnects 0  book time 12:00:00.123",
      "spread 20 (3.33 bps)",
      "",
      "side  price  quantity",
      "ask   60010      0.25",
      "---------------------",
      "bid   59990       0.5",
    ]);
  });

  test("while resyncing, the reason, and the last levels marked as from before", () => {
    const frame = bookFrame(
      { ...state, status: "resyncing", resyncReason: "gap", gaps: 1 },
      1_300,
      plain,
    );
    expect(frame[1]).toBe("RESYNCING: a message was missed (gap)");
    expect(frame.at(-1)).toBe(
      "waiting for a fresh snapshot; the levels above are from before the gap",
    );
  });

  test("after a resync, the header says so for a while", () => {
    const after = { ...state, lastResync: { at: 1_000, reason: "gap" as const }, gaps: 1 };
    expect(bookFrame(after, 2_000, plain)[1]).toBe("live  resynced after a gap 1.0 s ago");
    expect(bookFrame(after, 20_000, plain)[1]).toBe("live");
  });
});
