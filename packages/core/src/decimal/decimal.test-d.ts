import { describe, expectTypeOf, test } from "vitest";
import { formatDecimal, normalizeDecimal, parseDecimal, roundDecimal } from "./decimal.js";

// Mistakes with money that must not compile: a JS number never carries a price or an amount.

describe("decimals accept decimal strings only", () => {
  test("parseDecimal takes a string and gives a bigint", () => {
    expectTypeOf(parseDecimal).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(parseDecimal("3000.25", "price")).toEqualTypeOf<bigint>();
  });

  test("parseDecimal refuses a JS number", () => {
    // @ts-expect-error a number loses precision: pass "0.1"
    parseDecimal(0.1, "price");
  });

  test("parseDecimal refuses a bigint, which is already parsed", () => {
    // @ts-expect-error a bigint is already fixed-point: formatDecimal turns it into a string
    parseDecimal(1_500_000_000n, "quantity");
  });

  test("parseDecimal refuses a value that may be missing", () => {
    const maybe = undefined as string | undefined;
    // @ts-expect-error check for undefined first
    parseDecimal(maybe, "price");
  });

  test("normalizeDecimal refuses a JS number", () => {
    // @ts-expect-error a number loses precision
    normalizeDecimal(12.5, "price");
  });

  test("formatDecimal takes the fixed-point bigint, not a string", () => {
    // @ts-expect-error formatDecimal(parseDecimal("1.5", "x"))
    formatDecimal("1.5");
  });

  test("roundDecimal refuses a JS number and an unknown rounding mode", () => {
    // @ts-expect-error a number loses precision
    roundDecimal(3000.37, "0.5", "down");
    // @ts-expect-error the modes are down, up and nearest
    roundDecimal("3000.37", "0.5", "floor");
  });
});
