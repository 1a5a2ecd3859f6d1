import { describe, expect, test } from "vitest";
import * as core from "./index.js";
import { limits, orderLimits, orderSides, rateLimitHeaders, rateLimits } from "./index.js";

describe("limits", () => {
  test("each section and each group in one is also an export of its own, the same object", () => {
    expect(limits.order).toBe(orderLimits);
    expect(limits.order.sides).toBe(orderSides);
    expect(limits.rateLimit).toBe(rateLimits);
    expect(limits.rateLimit.headers).toBe(rateLimitHeaders);
    const exported = new Set(Object.values(core));
    for (const section of Object.values(limits)) {
      expect(exported.has(section)).toBe(true);
      for (const group of Object.values(section)) {
        if (typeof group === "object" && !Array.isArray(group)) {
          expect(exported.has(group)).toBe(true);
        }
      }
    }
  });
});
