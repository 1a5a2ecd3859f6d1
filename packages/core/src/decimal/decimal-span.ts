// Reading a decimal where it stands in a longer text (a frame), without making a string: the same
// checks as parseDecimal (decimal.ts), and where the shortest form that canonicalDecimal would
// return lies.
import { DECIMAL_PLACES } from "./decimal.js";

/**
 * Where a decimal read inside a longer text by {@link readDecimalAt} has its shortest form:
 * `text.slice(start, end)`.
 *
 * @example
 * const span: DecimalSpan = { start: 0, end: 0 }
 */
export interface DecimalSpan {
  start: number;
  end: number;
}

/**
 * Reads the unsigned decimal that starts at `from` in `text` and runs to the first character
 * that is neither a digit nor a point (a closing quote, say), without building a string: it sets
 * `span` to where the decimal's shortest form is (`text.slice(span.start, span.end)` is what
 * `canonicalDecimal` returns for it; `"0"` for zero) and returns where the decimal ends.
 * Returns -1 when those characters are not a decimal parseDecimal accepts; canonicalDecimal then
 * gives the error, read as a string. What a reader of frame text uses, to find a level or keep a
 * quantity before any string is made.
 *
 * @example
 * const span = { start: 0, end: 0 }
 * readDecimalAt('["65000.500000000",', 2, span) // 17, and span is { start: 2, end: 9 }: "65000.5"
 */
export function readDecimalAt(text: string, from: number, span: DecimalSpan): number {
  let i = from;
  let c = text.charCodeAt(i);
  while (c >= 48 && c <= 57) c = text.charCodeAt(++i);
  const intEnd = i;
  if (intEnd === from) return -1;
  // Leading zeros go, but the last digit before the point stays: "007" is "7", "00.5" is "0.5".
  let start = from;
  while (start < intEnd - 1 && text.charCodeAt(start) === 48) start++;
  let end = intEnd;
  if (c === 46) {
    const fraction = i + 1;
    c = text.charCodeAt(++i);
    while (c >= 48 && c <= 57) {
      // The shortest form ends after the last digit other than zero.
      if (c !== 48) end = i + 1;
      c = text.charCodeAt(++i);
    }
    if (i === fraction || i - fraction > DECIMAL_PLACES || c === 46) return -1;
  }
  span.start = start;
  span.end = end;
  return i;
}
