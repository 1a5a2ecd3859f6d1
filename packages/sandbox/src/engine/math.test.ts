import { parseDecimal } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { applyFill, initialMargin, notional, unrealizedPnl } from "./math.js";
import type { Position } from "./records.js";

const d = (s: string) => parseDecimal(s, "value", { signed: true });

function position(): Position {
  return {
    id: "p",
    subaccountId: "s",
    productId: "x",
    symbol: "BTCUSD",
    side: 0,
    size: 0n,
    cost: 0n,
    realizedPnl: 0n,
    fees: 0n,
    funding: 0n,
    totalIncreaseNotional: 0n,
    totalIncreaseQuantity: 0n,
    totalDecreaseNotional: 0n,
    totalDecreaseQuantity: 0n,
    isLiquidated: false,
    liquidationPrice: undefined,
    createdAt: 0,
    updatedAt: 0,
  };
}

describe("position math", () => {
  it("opens and adds at the fill price", () => {
    const p = position();
    applyFill(p, d("1"), d("100"));
    applyFill(p, d("1"), d("110"));
    expect(p.size).toBe(d("2"));
    expect(p.cost).toBe(d("210"));
    expect(p.totalIncreaseQuantity).toBe(d("2"));
  });

  it("realises profit on a long reduced above entry", () => {
    const p = position();
    applyFill(p, d("2"), d("100"));
    const effect = applyFill(p, d("-0.5"), d("120"));
    expect(effect.realizedPnl).toBe(d("10"));
    expect(p.size).toBe(d("1.5"));
    expect(p.cost).toBe(d("150"));
  });

  it("realises profit on a short closed below entry and resets the cost", () => {
    const p = position();
    applyFill(p, d("-1"), d("100"));
    expect(p.cost).toBe(d("-100"));
    const effect = applyFill(p, d("1"), d("90"));
    expect(effect.realizedPnl).toBe(d("10"));
    expect(p.size).toBe(0n);
    expect(p.cost).toBe(0n);
  });

  it("flips a position: closes the old side, opens the rest at the fill price", () => {
    const p = position();
    applyFill(p, d("1"), d("100"));
    const effect = applyFill(p, d("-3"), d("90"));
    expect(effect).toEqual({ realizedPnl: d("-10"), increased: d("2"), decreased: d("1") });
    expect(p.size).toBe(d("-2"));
    expect(p.cost).toBe(d("-180"));
  });

  it("values open positions at the mark", () => {
    const p = position();
    applyFill(p, d("-2"), d("100"));
    expect(unrealizedPnl(p, d("95"))).toBe(d("10"));
  });

  it("computes notional and initial margin in fixed point", () => {
    expect(notional(d("0.5"), d("3000"))).toBe(d("1500"));
    expect(initialMargin(d("1500"), 20)).toBe(d("75"));
    expect(initialMargin(d("-1500"), 12.5)).toBe(d("120"));
  });
});
