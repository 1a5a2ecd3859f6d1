import { describeValue, ValidationError } from "@perpkit/core";
import {
  type PriceSource,
  priceSourceNames,
  type Resolution,
  resolutions,
} from "./generated/constants.js";

/**
 * The earliest time, in milliseconds, a candle call accepts. Anything earlier (before March 1973)
 * is almost surely a count of seconds passed where milliseconds belong, and is refused.
 *
 * @example
 * new Date(EARLIEST_CANDLE_TIME_MS).toISOString() // "1973-03-03T09:46:40.000Z"
 */
export const EARLIEST_CANDLE_TIME_MS = 100_000_000_000;

/**
 * Throws a ValidationError naming `field` unless `value` is a resolution the candle API serves.
 *
 * @example
 * assertResolution("60") // passes
 * assertResolution("2h") // ValidationError: resolution must be one of 1, 3, 5, ...
 */
export function assertResolution(
  value: unknown,
  field = "resolution",
): asserts value is Resolution {
  if (typeof value !== "string" || !(resolutions as readonly string[]).includes(value)) {
    throw new ValidationError(
      field,
      `must be one of ${resolutions.join(", ")}, got ${describeValue(value)}`,
    );
  }
}

/**
 * Throws a ValidationError naming `field` unless `value` is a price source.
 *
 * @example
 * assertPriceSource("oracle") // passes
 */
export function assertPriceSource(value: unknown, field = "source"): asserts value is PriceSource {
  if (typeof value !== "string" || !(priceSourceNames as readonly string[]).includes(value)) {
    throw new ValidationError(
      field,
      `must be one of ${priceSourceNames.join(", ")}, got ${describeValue(value)}`,
    );
  }
}

/**
 * A time given as milliseconds since the epoch or as a Date, checked and returned as
 * milliseconds. Throws a ValidationError naming `field` otherwise.
 *
 * @example
 * toTimeMs(new Date("2026-01-01T00:00:00Z"), "from") // 1767225600000
 */
export function toTimeMs(value: unknown, field: string): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== "number" || !Number.isSafeInteger(ms)) {
    throw new ValidationError(
      field,
      `must be whole milliseconds since the epoch or a Date, got ${describeValue(value)}`,
    );
  }
  if (ms < EARLIEST_CANDLE_TIME_MS) {
    throw new ValidationError(
      field,
      `must be milliseconds since the epoch; ${ms} is ${isoTime(ms)}, before 1973: it looks like seconds`,
    );
  }
  return ms;
}

/** A time in milliseconds as errors print it: ISO 8601, or the number when it is no date. */
export function isoTime(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString();
}

/**
 * Throws a ValidationError naming `field` unless `value` is a whole number of at least `min`.
 *
 * @example
 * assertWholeNumber(300, "countback", 1) // passes
 */
export function assertWholeNumber(
  value: unknown,
  field: string,
  min: number,
): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(
      field,
      `must be a whole number of at least ${min}, got ${describeValue(value)}`,
    );
  }
}
