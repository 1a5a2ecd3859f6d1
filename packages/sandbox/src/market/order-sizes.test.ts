import { DECIMAL_SCALE, formatDecimal } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { defaultProducts, type ProductSettings, toProduct } from "../engine/index.js";
import { quantityFor } from "./makers-and-takers.js";

const units = (decimal: bigint) => decimal * DECIMAL_SCALE;
const btc = defaultProducts[0] as ProductSettings;

describe("the size of a simulated order", () => {
  test("stays on the lot grid at its largest when the lot does not divide maxQuantity", () => {
    const product = toProduct({ ...btc, lotSize: "0.003", maxQuantity: "1000" }, 0);
    // A notional worth far more than the largest order.
    const quantity = quantityFor(product, units(10n ** 12n), units(1n), 1);
    expect(formatDecimal(quantity)).toBe("999.999");
    expect(quantity % product.lotSize).toBe(0n);
  });

  test("is whole lots, at least one, for notionals of every size", () => {
    const product = toProduct({ ...btc, lotSize: "0.003" }, 0);
    for (const notional of [1n, 7n, 5_000n, 123_456_789n, 10n ** 15n]) {
      const quantity = quantityFor(product, units(notional), units(60_000n), 1.37);
      expect(quantity % product.lotSize).toBe(0n);
      expect(quantity).toBeGreaterThanOrEqual(product.lotSize);
      expect(quantity).toBeLessThanOrEqual(product.maxQuantity);
    }
  });
});
