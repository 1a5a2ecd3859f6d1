/**
 * Decimal strings of any length and scale, the other half of perpkit's decimals beside the
 * 9-place fixed point of `decimal.ts`. Candle values arrive as JSON numbers whose lexemes may
 * carry more than 9 places or an exponent, which the fixed point refuses; these helpers work on
 * the digits themselves and never round.
 */

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Whether `value` is a plain decimal string: an optional minus, digits, and an optional fraction.
 *
 * @example
 * isDecimalText("42000.5") // true
 * isDecimalText("4.2e4") // false
 */
export function isDecimalText(value: unknown): value is string {
  return typeof value === "string" && DECIMAL.test(value);
}

/**
 * The plain decimal string of a JSON number lexeme, digit for digit. A lexeme without an exponent
 * is returned as it is; one with an exponent has its point moved, so `1.5e-3` gives `0.0015`.
 *
 * @example
 * numberLexemeToDecimal("4.2E+4") // "42000"
 */
export function numberLexemeToDecimal(lexeme: string): string {
  let e = lexeme.indexOf("e");
  if (e < 0) e = lexeme.indexOf("E");
  if (e < 0) return lexeme;
  const negative = lexeme.charCodeAt(0) === 45;
  const mantissa = lexeme.slice(negative ? 1 : 0, e);
  const exponent = Number(lexeme.slice(e + 1));
  const point = mantissa.indexOf(".");
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  // Position of the decimal point within `digits` once the exponent is applied.
  const at = (point < 0 ? mantissa.length : point) + exponent;
  let whole: string;
  let fraction: string;
  if (at <= 0) {
    whole = "0";
    fraction = "0".repeat(-at) + digits;
  } else if (at >= digits.length) {
    whole = digits + "0".repeat(at - digits.length);
    fraction = "";
  } else {
    whole = digits.slice(0, at);
    fraction = digits.slice(at);
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  const text = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

interface Scaled {
  readonly units: bigint;
  readonly scale: number;
}

function scaled(value: string): Scaled {
  const point = value.indexOf(".");
  if (point < 0) return { units: BigInt(value), scale: 0 };
  return {
    units: BigInt(value.slice(0, point) + value.slice(point + 1)),
    scale: value.length - point - 1,
  };
}

function aligned(a: string, b: string): [bigint, bigint, number] {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return [
    x.units * 10n ** BigInt(scale - x.scale),
    y.units * 10n ** BigInt(scale - y.scale),
    scale,
  ];
}

/**
 * Compares two plain decimal strings exactly: -1, 0 or 1.
 *
 * @example
 * compareDecimalText("1.10", "1.1") // 0
 */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The exact sum of two plain decimal strings, with the larger of their scales.
 *
 * @example
 * addDecimalText("0.1", "0.2") // "0.3"
 */
export function addDecimalText(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  const sum = x + y;
  if (scale === 0) return sum.toString();
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, "0");
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}
