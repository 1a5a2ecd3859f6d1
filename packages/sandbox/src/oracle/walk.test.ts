import { parseDecimal } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { createRandom, toProduct } from "../engine/index.js";
import { normal, walkStep } from "./walk.js";

const product = toProduct(
  {
    ticker: "TESTUSD",
    baseTokenName: "TEST",
    quoteTokenName: "USD",
    onchainId: 9,
    tickSize: "0.5",
    lotSize: "1",
    minPrice: "10",
    maxPrice: "1000",
    maxQuantity: "100",
    makerFee: "0",
    takerFee: "0",
    maxLeverage: 10,
  },
  0,
);
const d = (text: string) => parseDecimal(text, "price");

describe("walkStep", () => {
  it("moves by exp(volatility * z), rounded to the tick", () => {
    expect(walkStep(d("100"), product, 0.01, 1)).toBe(d("101")); // 100 * e^0.01 = 101.005
    expect(walkStep(d("100"), product, 0.01, -1)).toBe(d("99")); // 99.005
    expect(walkStep(d("100"), product, 0, 3)).toBe(d("100"));
  });

  it("stays inside the product's price range", () => {
    expect(walkStep(d("11"), product, 1, -5)).toBe(d("10"));
    expect(walkStep(d("999"), product, 1, 5)).toBe(d("1000"));
  });

  it("draws standard normal steps from a seeded source", () => {
    const random = createRandom(1);
    const draws = Array.from({ length: 4000 }, () => normal(random));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
    expect(Math.abs(variance - 1)).toBeLessThan(0.1);
  });
});
