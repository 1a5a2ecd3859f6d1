import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ValidationError } from "../errors.js";
import {
  assertInRange,
  assertMultipleOf,
  canonicalDecimal,
  compareCanonicalDecimals,
  DECIMAL_SCALE,
  formatDecimal,
  integerDigits,
  isMultipleOf,
  isZeroDecimal,
  normalizeDecimal,
  parseDecimal,
  roundDecimal,
  roundToIncrement,
} from "./decimal.js";
import { readDecimalAt } from "./decimal-span.js";

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

describe("the one-pass readers beside parseDecimal", () => {
  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });
  /** An unsigned fixed-point value, written in one of the shapes the service writes decimals in. */
  const shaped = fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.constantFrom("canonical", "padded", "trailing", "integer", "leading"),
    )
    .map(([value, shape]) => {
      const text = formatDecimal(shape === "integer" ? value * DECIMAL_SCALE : value);
      const dot = text.indexOf(".");
      const places = dot === -1 ? 0 : text.length - dot - 1;
      if (shape === "padded") return `${dot === -1 ? `${text}.` : text}${"0".repeat(9 - places)}`;
      if (shape === "trailing" && places < 9) return dot === -1 ? `${text}.0` : `${text}0`;
      if (shape === "leading") return `00${text}`;
      return text;
    });
  /** Text that is mostly not a decimal: digits, points, signs, exponents, spaces, letters. */
  const ragged = fc.string({
    unit: fc.constantFrom(..."0123456789", ".", "-", "+", "e", "E", " ", "x", "٣"),
    maxLength: 14,
  });
  /** Mostly zeros: zero in its spellings, and values whose few other digits are ones or nines. */
  const sparse = fc.string({ unit: fc.constantFrom("0", "0", "0", "1", "9", "."), maxLength: 14 });
  const anyText = fc.oneof(
    shaped,
    ragged,
    sparse,
    fc.tuple(digits(1, 20), digits(0, 12)).map(([w, f]) => `${w}.${f}`),
  );
  const anything = fc.oneof(
    { weight: 8, arbitrary: anyText },
    { weight: 1, arbitrary: fc.anything() },
  );

  /** What `read` gives, or the error it throws, as something toEqual compares. */
  function outcome<T>(
    read: () => T,
  ): { value: T } | { error: string; field: string; name: string } {
    try {
      return { value: read() };
    } catch (error) {
      const e = error as ValidationError;
      return { error: e.message, field: e.field, name: e.name };
    }
  }

  test("canonicalDecimal gives normalizeDecimal's string, or throws its error, for text of every shape", () => {
    fc.assert(
      fc.property(anything, (text) => {
        expect(outcome(() => canonicalDecimal(text as string, "b.3.0"))).toEqual(
          outcome(() => normalizeDecimal(text as string, "b.3.0")),
        );
      }),
      { numRuns: 5000 },
    );
  });

  test("isZeroDecimal tells parseDecimal's zero, or throws its error, for text of every shape", () => {
    fc.assert(
      fc.property(anything, (text) => {
        expect(outcome(() => isZeroDecimal(text as string, "b.3.1"))).toEqual(
          outcome(() => parseDecimal(text as string, "b.3.1") === 0n),
        );
      }),
      { numRuns: 5000 },
    );
  });

  test("readDecimalAt reads inside a text what canonicalDecimal reads, and fails where it throws", () => {
    /** What comes before and after the decimal in a frame: JSON around a string. */
    const before = fc.constantFrom("", '"', '["', '[["65000.5","');
    const after = fc.constantFrom("", '"', '","1"]', '"]]}', '" ');
    fc.assert(
      fc.property(before, anyText, after, (prefix, text, suffix) => {
        const span = { start: -1, end: -1 };
        const end = readDecimalAt(`${prefix}${text}${suffix}`, prefix.length, span);
        const expected = outcome(() => canonicalDecimal(text, "price"));
        if ("value" in expected) {
          // The very value parseDecimal reads, in its shortest form, and where the text ends.
          expect(end).toBe(prefix.length + text.length);
          const shortest = `${prefix}${text}${suffix}`.slice(span.start, span.end);
          expect(shortest).toBe(expected.value);
          expect(parseDecimal(shortest, "price")).toBe(parseDecimal(text, "price"));
        } else {
          // Refused, or stopped short of the end of a text that is no decimal.
          expect(end).not.toBe(prefix.length + text.length);
        }
      }),
      { numRuns: 10000 },
    );
  });

  test.each([
    ["65000.500000000", "65000.5", 15],
    ["0.013876480", "0.01387648", 11],
    ["2.420", "2.42", 5],
    ["1000.0", "1000", 6],
    ["0.000000000", "0", 11],
    ["000", "0", 3],
    ["00.50", "0.5", 5],
    ["007", "7", 3],
    ["65001", "65001", 5],
  ])("readDecimalAt reads %s as %s and ends at %i", (text, shortest, length) => {
    const span = { start: -1, end: -1 };
    const frame = `["${text}","1"]`;
    expect(readDecimalAt(frame, 2, span)).toBe(2 + length);
    expect(frame.slice(span.start, span.end)).toBe(shortest);
  });

  test.each(["", ".5", "1.", "1.2.3", "1..2", "0.0000000001", "-1", "+1", "1e3"])(
    "readDecimalAt refuses %j, as parseDecimal does",
    (text) => {
      const frame = `"${text}"`;
      const end = readDecimalAt(frame, 1, { start: 0, end: 0 });
      expect(end === -1 || frame.charCodeAt(end) !== 34).toBe(true);
      expect(() => parseDecimal(text, "price")).toThrow(ValidationError);
    },
  );

  test.each([
    ["1234567.890000000", "1234567.89"],
    ["0.013876480", "0.01387648"],
    ["2.420", "2.42"],
    ["1000.0", "1000"],
    ["0.000000000", "0"],
    ["007", "7"],
    ["65000", "65000"],
  ])("canonicalDecimal reads %s as %s", (text, shortest) => {
    expect(canonicalDecimal(text, "price")).toBe(shortest);
  });

  test("canonicalDecimal hands back the very string it was given when it is already shortest", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (value) => {
        const text = formatDecimal(value);
        expect(canonicalDecimal(text, "price")).toBe(text);
      }),
    );
  });

  test("compareCanonicalDecimals orders shortest forms as their values are ordered", () => {
    fc.assert(
      fc.property(shaped, shaped, (a, b) => {
        const x = canonicalDecimal(a, "a");
        const y = canonicalDecimal(b, "b");
        const order = Math.sign(compareCanonicalDecimals(x, integerDigits(x), y, integerDigits(y)));
        const difference = parseDecimal(a, "a") - parseDecimal(b, "b");
        expect(order).toBe(difference === 0n ? 0 : difference < 0n ? -1 : 1);
      }),
      { numRuns: 3000 },
    );
  });
});
