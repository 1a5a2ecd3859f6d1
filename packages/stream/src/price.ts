import { decimalsLimits, describeValue, ValidationError } from "@perpkit/core";

const MAX_PLACES = decimalsLimits.places;

/**
 * Checks an unsigned decimal string (at most 9 places) in one pass and returns its canonical
 * form: no leading zeros, no trailing fraction zeros (`"0100.50"` becomes `"100.5"`). Two
 * canonical strings are equal exactly when their values are, so they can key a map.
 * Returns `""` for a value that is zero and `undefined` for one that is not a decimal string.
 */
export function canonicalDecimal(value: string): string | undefined {
  const n = value.length;
  let dot = -1;
  let nonZero = false;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 49 && c <= 57) nonZero = true;
    else if (c === 46 && dot === -1) dot = i;
    else if (c !== 48) return undefined;
  }
  if (n === 0 || dot === 0 || dot === n - 1 || (dot > 0 && n - dot - 1 > MAX_PLACES)) {
    return undefined;
  }
  if (!nonZero) return "";
  const leadingZero = value.charCodeAt(0) === 48 && dot !== 1;
  const trailingZero = dot > 0 && value.charCodeAt(n - 1) === 48;
  return leadingZero || trailingZero ? stripZeros(value, dot) : value;
}

/** `"007.50"` to `"7.5"`: drops leading integer zeros and trailing fraction zeros (and a bare dot). */
function stripZeros(value: string, dot: number): string {
  let start = 0;
  const intEnd = dot === -1 ? value.length : dot;
  while (start < intEnd - 1 && value.charCodeAt(start) === 48) start++;
  if (dot === -1) return value.slice(start);
  let end = value.length;
  while (end > dot + 1 && value.charCodeAt(end - 1) === 48) end--;
  return end === dot + 1 ? value.slice(start, dot) : value.slice(start, end);
}

/** The error for a value {@link canonicalDecimal} refused. */
export function invalidDecimal(value: unknown, field: string): ValidationError {
  return new ValidationError(
    field,
    `must be an unsigned decimal string with at most ${MAX_PLACES} places, got ${describeValue(value)}`,
  );
}

/** Digits before the dot of a canonical decimal. */
export function integerDigits(value: string): number {
  const dot = value.indexOf(".");
  return dot === -1 ? value.length : dot;
}

/**
 * Orders two canonical decimals exactly, without JS numbers: more integer digits is larger;
 * with as many, the strings compare character by character (the dots line up).
 */
export function compareCanonical(a: string, aDigits: number, b: string, bDigits: number): number {
  if (aDigits !== bDigits) return aDigits - bDigits;
  return a < b ? -1 : a > b ? 1 : 0;
}
