import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  assertInRange,
  assertMultipleOf,
  DECIMAL_SCALE,
  formatDecimal,
  isMultipleOf,
  normalizeDecimal,
  parseDecimal,
  roundDecimal,
  roundToIncrement,
} from "./decimal.js";
import { ValidationError } from "./errors.js";

function rejection(value: unknown, options?: { signed?: boolean }): ValidationError {
  try {
    // Values of every type reach it from JavaScript and untrusted input.
    parseDecimal(value as string, "quantity", options);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`parseDecimal accepted ${String(value)}`);
}

describe("parseDecimal", () => {
  test.each([
    ["0", 0n],
    ["1", 1_000_000_000n],
    ["1.5", 1_500_000_000n],
    ["3000.25", 3_000_250_000_000n],
    ["0.000000001", 1n],
    ["007.100", 7_100_000_000n],
    ["123456789012345678901234567890.123456789", 123456789012345678901234567890123456789n],
  ])("reads %s as %s", (text, expected) => {
    expect(parseDecimal(text, "price")).toBe(expected);
  });

  test("reads a negative value only when signed", () => {
    expect(parseDecimal("-2.5", "pnl", { signed: true })).toBe(-2_500_000_000n);
    expect(rejection("-2.5").message).toContain("must not be negative");
  });

  test.each([
    ["", "must not be empty"],
    [" 1", "plain decimal"],
    ["1 ", "plain decimal"],
    ["1e5", "plain decimal"],
    ["1E-3", "plain decimal"],
    ["NaN", "plain decimal"],
    ["Infinity", "plain decimal"],
    ["+1", "plain decimal"],
    ["1,5", "plain decimal"],
    ["0x10", "plain decimal"],
    ["1.2.3", "plain decimal"],
    ["١٢", "plain decimal"],
    [".5", "digit before the decimal point"],
    ["-", "digit before the decimal point"],
    ["5.", "digit after the decimal point"],
    ["1.0000000001", "more than 9 decimal places"],
    ["0.0000000000", "more than 9 decimal places"],
  ])("refuses %j, naming the field", (text, problem) => {
    const error = rejection(text, { signed: true });
    expect(error.field).toBe("quantity");
    expect(error.message).toContain("quantity");
    expect(error.message).toContain(problem);
  });

  test.each([1.5, 0, Number.NaN, 10n, null, undefined, {}, ["1"]])(
    "refuses the non-string %s",
    (value) => {
      const error = rejection(value);
      expect(error.field).toBe("quantity");
      expect(error.shortMessage).toMatch(/must be a decimal string/);
    },
  );

  test("explains that JS numbers lose precision", () => {
    expect(rejection(0.1).message).toContain("JS numbers lose precision");
  });
});

describe("formatDecimal", () => {
  test.each([
    [0n, "0"],
    [1n, "0.000000001"],
    [1_500_000_000n, "1.5"],
    [-1_500_000_000n, "-1.5"],
    [10n * DECIMAL_SCALE, "10"],
  ])("writes %s as %s", (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });

  test("round-trips every fixed-point value through its string", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 140n), max: 1n << 140n }), (value) => {
        expect(parseDecimal(formatDecimal(value), "value", { signed: true })).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  test("round-trips every valid decimal string to its shortest form", () => {
    const digits = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
    fc.assert(
      fc.property(digits(1, 30), fc.option(digits(1, 9), { nil: undefined }), (whole, fraction) => {
        const text = fraction === undefined ? whole : `${whole}.${fraction}`;
        const expected = text.includes(".")
          ? text.replace(/^0+(?=\d)/, "").replace(/\.?0+$/, "")
          : text.replace(/^0+(?=\d)/, "");
        const shortest = expected === "" ? "0" : expected;
        expect(normalizeDecimal(text, "value")).toBe(shortest);
        expect(parseDecimal(shortest, "value")).toBe(parseDecimal(text, "value"));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("rounding to a tick or lot size", () => {
  const tick = parseDecimal("0.5", "tick");

  test.each([
    ["100.37", "down", "100"],
    ["100.37", "up", "100.5"],
    ["100.25", "nearest", "100.5"],
    ["100.24", "nearest", "100"],
    ["-100.37", "down", "-100"],
    ["-100.37", "up", "-100.5"],
    ["100.5", "up", "100.5"],
  ] as const)("rounds %s %s to %s", (value, mode, expected) => {
    expect(
      formatDecimal(roundToIncrement(parseDecimal(value, "p", { signed: true }), tick, mode)),
    ).toBe(expected);
  });

  test("rounds decimal strings", () => {
    expect(roundDecimal("0.123456", "0.001", "nearest")).toBe("0.123");
    expect(roundDecimal("0.1235", "0.001", "nearest")).toBe("0.124");
  });

  test("always lands on a multiple, within one increment, bracketing the value", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1n << 80n }),
        fc.bigInt({ min: 1n, max: 1n << 40n }),
        (value, inc) => {
          const down = roundToIncrement(value, inc, "down");
          const up = roundToIncrement(value, inc, "up");
          const nearest = roundToIncrement(value, inc, "nearest");
          for (const r of [down, up, nearest]) expect(isMultipleOf(r, inc)).toBe(true);
          expect(down <= value && value <= up).toBe(true);
          expect(up - down === 0n || up - down === inc).toBe(true);
          expect(nearest === down || nearest === up).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("refuses a zero increment", () => {
    expect(() => roundToIncrement(10n, 0n, "down")).toThrow(RangeError);
  });
});

describe("checks", () => {
  test("assertMultipleOf names the field and the increment", () => {
    const lot = parseDecimal("0.1", "lot");
    expect(() =>
      assertMultipleOf(parseDecimal("0.3", "q"), lot, "quantity", "lotSize"),
    ).not.toThrow();
    expect(() => assertMultipleOf(parseDecimal("0.15", "q"), lot, "quantity", "lotSize")).toThrow(
      "quantity 0.15 is not a multiple of lotSize 0.1",
    );
  });

  test("assertInRange names the bound that was crossed", () => {
    const range = {
      min: parseDecimal("1", "min"),
      max: parseDecimal("10", "max"),
      minName: "minPrice",
      maxName: "maxPrice",
    };
    expect(() => assertInRange(parseDecimal("1", "p"), range, "price")).not.toThrow();
    expect(() => assertInRange(parseDecimal("10", "p"), range, "price")).not.toThrow();
    expect(() => assertInRange(parseDecimal("0.5", "p"), range, "price")).toThrow(
      "price 0.5 is below minPrice 1",
    );
    expect(() => assertInRange(parseDecimal("10.5", "p"), range, "price")).toThrow(
      "price 10.5 is above maxPrice 10",
    );
  });
});
