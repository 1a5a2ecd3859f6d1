import { describeValue, ValidationError } from "../errors.js";
import { decimalsLimits } from "../generated/limits.js";

/**
 * Decimal places of every price, quantity and amount.
 *
 * @example
 * DECIMAL_PLACES // 9
 */
export const DECIMAL_PLACES: number = decimalsLimits.places;

/**
 * 10^9: one unit in fixed-point.
 *
 * @example
 * parseDecimal("1", "quantity") === DECIMAL_SCALE // true
 */
export const DECIMAL_SCALE: bigint = /* @__PURE__ */ (() => 10n ** BigInt(DECIMAL_PLACES))();

/**
 * Largest value of a uint128 field (quantity and price in a signed order).
 *
 * @example
 * assertInRange(parseDecimal(quantity, "quantity"), { max: MAX_UINT128 }, "quantity")
 */
export const MAX_UINT128: bigint = /* @__PURE__ */ BigInt.asUintN(128, -1n);
/**
 * Largest value of a uint256 field (amount in a signed withdrawal).
 *
 * @example
 * assertInRange(parseDecimal(amount, "amount"), { max: MAX_UINT256 }, "amount")
 */
export const MAX_UINT256: bigint = /* @__PURE__ */ BigInt.asUintN(256, -1n);

/**
 * Options of {@link parseDecimal}.
 *
 * @example
 * parseDecimal("-1.5", "realizedPnl", { signed: true }) // -1500000000n
 */
export interface ParseDecimalOptions {
  /** Accept a leading minus sign. Default false: prices, quantities and amounts are unsigned. */
  readonly signed?: boolean;
}

const ZEROS = /* @__PURE__ */ "0".repeat(DECIMAL_PLACES);

function fail(field: string, problem: string): never {
  throw new ValidationError(field, problem);
}

/**
 * Parses a decimal string (`"1.5"`) into a 9-decimal fixed-point bigint (`1500000000n`).
 * Only a string compiles; at run time (plain JavaScript, untrusted input) it still refuses, naming
 * `field`: numbers, empty strings, whitespace, exponents, `NaN`, `Infinity`, a `+` sign, a `-`
 * sign unless `signed`, a bare or trailing dot, and more than 9 decimal places. It never rounds.
 *
 * @example
 * parseDecimal("3000.25", "price") // 3000250000000n
 */
export function parseDecimal(value: string, field: string, options?: ParseDecimalOptions): bigint {
  const dot = checked(value, field, options?.signed === true);
  const start = value.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  const fractionDigits = dot === -1 ? 0 : value.length - dot - 1;
  // Integer digits, fraction digits and padding zeros read as one integer: value times 10^9.
  const digits =
    dot === -1
      ? value.slice(start) + ZEROS
      : value.slice(start, dot) + value.slice(dot + 1) + ZEROS.slice(fractionDigits);
  const scaled = BigInt(digits);
  return start === 1 ? -scaled : scaled;
}

/**
 * Checks what {@link parseDecimal} checks and throws its errors, naming `field`; returns where the
 * point of an accepted string is (-1 when it has none).
 */
function checked(value: string, field: string, signed: boolean): number {
  // The type admits only strings; JavaScript callers and untrusted input can still send anything.
  const input: unknown = value;
  if (typeof input !== "string") {
    if (typeof input === "number" || typeof input === "bigint") {
      fail(
        field,
        `must be a decimal string such as "1.5", not ${describeValue(input)}: JS numbers lose precision`,
      );
    }
    fail(field, `must be a decimal string, got ${describeValue(input)}`);
  }
  const length = value.length;
  if (length === 0) fail(field, "must not be empty");
  let start = 0;
  if (value.charCodeAt(0) === 45 /* - */) {
    if (!signed) fail(field, `must not be negative, got ${describeValue(value)}`);
    start = 1;
  }
  // One pass: digits, at most one dot, digits. Anything else (spaces, signs, exponents, letters
  // of NaN or Infinity) is refused.
  let dot = -1;
  for (let i = start; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) continue;
    if (c === 46 /* . */ && dot === -1) {
      dot = i;
      continue;
    }
    fail(field, `must be a plain decimal string like "12.5", got ${describeValue(value)}`);
  }
  const intEnd = dot === -1 ? length : dot;
  if (intEnd === start)
    fail(field, `must have a digit before the decimal point, got ${describeValue(value)}`);
  const fractionDigits = dot === -1 ? 0 : length - dot - 1;
  if (dot !== -1 && fractionDigits === 0) {
    fail(field, `must have a digit after the decimal point, got ${describeValue(value)}`);
  }
  if (fractionDigits > DECIMAL_PLACES) {
    fail(field, `has more than ${DECIMAL_PLACES} decimal places: ${describeValue(value)}`);
  }
  return dot;
}

/**
 * Formats a 9-decimal fixed-point bigint as the shortest decimal string: `1500000000n` is
 * `"1.5"`, `0n` is `"0"`.
 *
 * @example
 * formatDecimal(3000250000000n) // "3000.25"
 */
export function formatDecimal(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / DECIMAL_SCALE;
  const fraction = abs % DECIMAL_SCALE;
  let text = whole.toString();
  if (fraction !== 0n) {
    text += `.${fraction.toString().padStart(DECIMAL_PLACES, "0").replace(/0+$/, "")}`;
  }
  return negative ? `-${text}` : text;
}

/**
 * Normalises a decimal string: `"01.50"` becomes `"1.5"`. Validates like {@link parseDecimal}.
 *
 * @example
 * normalizeDecimal("0001.2500", "price") // "1.25"
 */
export function normalizeDecimal(
  value: string,
  field: string,
  options?: ParseDecimalOptions,
): string {
  return formatDecimal(parseDecimal(value, field, options));
}

/**
 * Reads an unsigned decimal string in one pass: where its point is and whether a digit other than
 * zero is in it, as `±(point + 2)`, negative when one is (the point is -1 when it has none). What
 * this pass does not accept itself (anything parseDecimal might refuse) goes to {@link checked},
 * which throws parseDecimal's error.
 */
function scanned(value: string, field: string): number {
  const n = typeof value === "string" ? value.length : 0;
  let dot = -1;
  let nonZero = false;
  let i = 0;
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 49 && c <= 57) nonZero = true;
    else if (c === 46 && dot === -1) dot = i;
    else if (c !== 48) break;
  }
  // Digits, at most one point with a digit on each side, at most 9 places.
  if (
    i !== n ||
    n === 0 ||
    dot === 0 ||
    dot === n - 1 ||
    (dot > 0 && n - dot - 1 > DECIMAL_PLACES)
  ) {
    dot = checked(value, field, false);
    nonZero = /[1-9]/.test(value);
  }
  return nonZero ? -(dot + 2) : dot + 2;
}

/**
 * Reads an unsigned decimal string as {@link parseDecimal} does (the same checks, the same
 * errors) and returns its shortest form, as {@link normalizeDecimal} does, without building a
 * bigint: one pass over the text, and the very same string when it is already shortest. What a
 * hot path that keeps decimals as strings uses (an order book keys its levels by this form, so
 * `"100.50"`, `"100.500000000"` and `"100.5"` are one level). Zero is `"0"`.
 *
 * @example
 * canonicalDecimal("1234567.890000000", "price") // "1234567.89"
 * canonicalDecimal("2.420", "quantity") // "2.42"
 */
export function canonicalDecimal(value: string, field: string): string {
  const dot = Math.abs(scanned(value, field)) - 2;
  const n = value.length;
  const leadingZero = value.charCodeAt(0) === 48 && n > 1 && dot !== 1;
  const trailingZero = dot > 0 && value.charCodeAt(n - 1) === 48;
  return leadingZero || trailingZero ? withoutZeros(value, dot) : value;
}

/**
 * Checks an unsigned decimal string as {@link parseDecimal} does (the same checks, the same
 * errors) and tells whether it is zero, in one pass and without building anything: what a hot path
 * needs of a quantity that either sets a level or removes it (`"0"`, `"0.000000000"`).
 *
 * @example
 * isZeroDecimal("0.000000000", "quantity") // true
 * isZeroDecimal("0.013876480", "quantity") // false
 */
export function isZeroDecimal(value: string, field: string): boolean {
  return scanned(value, field) > 0;
}

/** `"007.50"` to `"7.5"`: leading integer zeros and trailing fraction zeros (and a bare dot) go. */
function withoutZeros(value: string, dot: number): string {
  const intEnd = dot === -1 ? value.length : dot;
  let start = 0;
  while (start < intEnd - 1 && value.charCodeAt(start) === 48) start++;
  if (dot === -1) return value.slice(start);
  let end = value.length;
  while (end > dot + 1 && value.charCodeAt(end - 1) === 48) end--;
  return end === dot + 1 ? value.slice(start, dot) : value.slice(start, end);
}

/**
 * The digits before the point of a decimal in its shortest form ({@link canonicalDecimal}): what
 * {@link compareCanonicalDecimals} orders by first. Keep it beside a decimal that is compared often.
 *
 * @example
 * integerDigits("65000.5") // 5
 */
export function integerDigits(canonical: string): number {
  const dot = canonical.indexOf(".");
  return dot === -1 ? canonical.length : dot;
}

/**
 * Orders two unsigned decimals in their shortest form ({@link canonicalDecimal}) exactly, without
 * numbers or bigints, given their {@link integerDigits}: more integer digits is larger; with as
 * many, the texts compare character by character (their points line up). Negative when `a` is
 * smaller, zero when they are equal.
 *
 * @example
 * compareCanonicalDecimals("99.5", 2, "100", 3) < 0 // true
 */
export function compareCanonicalDecimals(
  a: string,
  aDigits: number,
  b: string,
  bDigits: number,
): number {
  if (aDigits !== bDigits) return aDigits - bDigits;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * How {@link roundToIncrement} rounds a value that is not a multiple of the increment.
 *
 * @example
 * const mode: RoundingMode = "down"
 * roundToIncrement(parseDecimal("3000.37", "price"), parseDecimal("0.5", "tickSize"), mode) // 3000 as 3000000000000n
 */
export type RoundingMode = "down" | "up" | "nearest";

/**
 * Rounds a fixed-point value to a multiple of `increment` (a tick or lot size), towards zero
 * (`down`), away from zero (`up`), or to the nearest (ties away from zero).
 *
 * @example
 * roundToIncrement(parseDecimal("100.37", "price"), parseDecimal("0.5", "tickSize"), "down") // 100.0
 */
export function roundToIncrement(value: bigint, increment: bigint, mode: RoundingMode): bigint {
  if (increment <= 0n) throw new RangeError("increment must be positive");
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rest = abs % increment;
  if (rest === 0n) return value;
  const down = abs - rest;
  const rounded =
    mode === "down"
      ? down
      : mode === "up"
        ? down + increment
        : rest * 2n >= increment
          ? down + increment
          : down;
  return negative ? -rounded : rounded;
}

/**
 * Rounds a decimal string to a multiple of a decimal increment and returns the string. Only call
 * this when rounding is wanted: the order helpers refuse, not round, values off the grid.
 *
 * @example
 * roundDecimal("0.123456", "0.001", "nearest") // "0.123"
 */
export function roundDecimal(value: string, increment: string, mode: RoundingMode): string {
  return formatDecimal(
    roundToIncrement(
      parseDecimal(value, "value", { signed: true }),
      parseDecimal(increment, "increment"),
      mode,
    ),
  );
}

/**
 * True when `value` is an exact multiple of `increment`.
 *
 * @example
 * isMultipleOf(parseDecimal("1.5", "quantity"), parseDecimal("0.5", "lotSize")) // true
 */
export function isMultipleOf(value: bigint, increment: bigint): boolean {
  return increment > 0n && value % increment === 0n;
}

/**
 * Throws a ValidationError naming `field` unless `value` is a multiple of `increment`.
 *
 * @example
 * assertMultipleOf(parseDecimal("0.15", "quantity"), parseDecimal("0.1", "lotSize"), "quantity", "lotSize")
 */
export function assertMultipleOf(
  value: bigint,
  increment: bigint,
  field: string,
  incrementName: string,
): void {
  if (!isMultipleOf(value, increment)) {
    throw new ValidationError(
      field,
      `${formatDecimal(value)} is not a multiple of ${incrementName} ${formatDecimal(increment)}`,
    );
  }
}

/**
 * Inclusive bounds for {@link assertInRange}; either may be left out.
 *
 * @example
 * assertInRange(parseDecimal("3000", "price"), { min: 1n, max: MAX_UINT128, maxName: "the uint128 maximum" }, "price")
 */
export interface DecimalRange {
  readonly min?: bigint | undefined;
  readonly max?: bigint | undefined;
  readonly minName?: string;
  readonly maxName?: string;
}

/**
 * Throws a ValidationError naming `field` unless `min <= value <= max`.
 *
 * @example
 * assertInRange(parseDecimal("5", "price"), { min: 1_000_000_000n, max: 10_000_000_000n }, "price")
 */
export function assertInRange(value: bigint, range: DecimalRange, field: string): void {
  if (range.min !== undefined && value < range.min) {
    throw new ValidationError(
      field,
      `${formatDecimal(value)} is below ${range.minName ?? "the minimum"} ${formatDecimal(range.min)}`,
    );
  }
  if (range.max !== undefined && value > range.max) {
    throw new ValidationError(
      field,
      `${formatDecimal(value)} is above ${range.maxName ?? "the maximum"} ${formatDecimal(range.max)}`,
    );
  }
}
