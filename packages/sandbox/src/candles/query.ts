/**
 * A refusal the UDF way: the candle API answers 200 with `{ s: "error", errmsg }` rather than an
 * HTTP error status.
 *
 * @example
 * throw new CandleQueryError("unknown_symbol")
 */
export class CandleQueryError extends Error {}

/**
 * A query parameter as text; a missing or empty one is refused when required.
 *
 * @example
 * const symbol = text<SymbolsQuery>(url, "symbol", true)
 */
export function text<Q>(url: URL, name: keyof Q & string, required: true): string;
export function text<Q>(url: URL, name: keyof Q & string, required: false): string | undefined;
export function text<Q>(url: URL, name: keyof Q & string, required: boolean): string | undefined {
  const value = url.searchParams.get(name);
  if (value === null || value === "") {
    if (required) throw new CandleQueryError(`${name} is required`);
    return undefined;
  }
  return value;
}

/**
 * A query parameter as a whole number of at least `min`; digits only, so `1e3` or `-1` are
 * refused rather than read some other way.
 *
 * @example
 * const from = whole<HistoryQuery>(url, "from", true, 0)
 */
export function whole<Q>(url: URL, name: keyof Q & string, required: true, min: number): number;
export function whole<Q>(
  url: URL,
  name: keyof Q & string,
  required: false,
  min: number,
): number | undefined;
export function whole<Q>(
  url: URL,
  name: keyof Q & string,
  required: boolean,
  min: number,
): number | undefined {
  const value = required ? text<Q>(url, name, true) : text<Q>(url, name, false);
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min) {
    throw new CandleQueryError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
  return n;
}
