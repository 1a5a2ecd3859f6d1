import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  addDecimalText,
  compareDecimalText,
  isDecimalText,
  numberLexemeToDecimal,
} from "./decimal-text.js";

const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }))
  .map(([units, scale]) => {
    const negative = units < 0n;
    const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return { text: negative ? `-${text}` : text, units, scale };
  });

describe("numberLexemeToDecimal", () => {
  test.each([
    ["42000.50", "42000.50"],
    ["1e-7", "0.0000001"],
    ["1.5E+3", "1500"],
    ["-2.5e-1", "-0.25"],
    ["123.456e1", "1234.56"],
    ["0e10", "0"],
    ["1e21", "1000000000000000000000"],
    ["5e-324", `0.${"0".repeat(323)}5`],
  ])("%s is %s", (lexeme, text) => {
    expect(numberLexemeToDecimal(lexeme)).toBe(text);
  });

  test("gives a plain decimal of the same value for every double", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = numberLexemeToDecimal(value.toExponential());
        expect(isDecimalText(text)).toBe(true);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe("decimal arithmetic", () => {
  test("compares by value, whatever the scale", () => {
    expect(compareDecimalText("1.10", "1.1")).toBe(0);
    expect(compareDecimalText("-1", "0.5")).toBe(-1);
    expect(compareDecimalText("100", "99.999999999999999999")).toBe(1);
  });

  test("adds exactly where floats would not", () => {
    expect(addDecimalText("0.1", "0.2")).toBe("0.3");
    expect(addDecimalText("-0.5", "0.25")).toBe("-0.25");
    expect(addDecimalText("12", "3")).toBe("15");
  });

  test("agrees with bigint arithmetic", () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const x = a.units * 10n ** BigInt(scale - a.scale);
        const y = b.units * 10n ** BigInt(scale - b.scale);
        expect(compareDecimalText(a.text, b.text)).toBe(x < y ? -1 : x > y ? 1 : 0);
        const sum = addDecimalText(a.text, b.text);
        expect(compareDecimalText(sum, a.text)).toBe(y < 0n ? -1 : y > 0n ? 1 : 0);
        expect(
          compareDecimalText(addDecimalText(sum, `-${b.text}`.replace("--", "")), a.text),
        ).toBe(0);
      }),
    );
  });

  test("tells plain decimals from other text", () => {
    expect(["1", "-0.5", "97000.123456789"].every(isDecimalText)).toBe(true);
    expect(["1e5", ".5", "1.", "", "0x10", " 1"].some(isDecimalText)).toBe(false);
    expect(isDecimalText(1)).toBe(false);
  });
});
