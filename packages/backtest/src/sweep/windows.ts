import { describeValue, ValidationError } from "@perpkit/core";

/**
 * A span of recorded time a run plays: epoch ms, `from` included, `to` not.
 *
 * @example
 * const window: TimeWindow = { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 2) }
 */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * The windows of a sweep: each day of the recordings (`"day"`, the default), or a list of spans
 * given as epoch ms or ISO 8601 times (`"2026-01-01T12:00:00Z"`). Walk-forward reads them in time
 * order, training on some and testing on those after.
 *
 * @example
 * const windows: SweepWindows = [{ from: "2026-01-01T00:00:00Z", to: "2026-01-01T12:00:00Z" }]
 */
export type SweepWindows =
  | "day"
  | readonly { readonly from: number | string; readonly to: number | string }[];

function timeOf(value: unknown, field: string): number {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return time;
  }
  throw new ValidationError(
    field,
    `must be a time in whole epoch ms or an ISO 8601 time such as "2026-01-01T00:00:00Z", got ${describeValue(value)}`,
  );
}

/**
 * A sweep's windows as spans, sorted by start; `days` are the first milliseconds of the
 * recordings' days, for `"day"`. Overlapping windows, an empty list, or a window that ends before
 * it starts is a ValidationError naming it.
 *
 * @example
 * sweepWindows("day", [Date.UTC(2026, 0, 1)]) // [{ from: 1767225600000, to: 1767312000000 }]
 */
export function sweepWindows(
  windows: SweepWindows | undefined,
  days: readonly number[],
): TimeWindow[] {
  if (windows === undefined || windows === "day") {
    return [...new Set(days)]
      .sort((a, b) => a - b)
      .map((from) => ({ from, to: from + 86_400_000 }));
  }
  if (!Array.isArray(windows) || windows.length === 0) {
    throw new ValidationError(
      "windows",
      `must be "day" or a list of { from, to }, got ${describeValue(windows)}`,
    );
  }
  const spans = (windows as SweepWindows & unknown[]).map((w, i) => {
    const window = w as { from?: unknown; to?: unknown };
    const from = timeOf(window?.from, `windows.${i}.from`);
    const to = timeOf(window?.to, `windows.${i}.to`);
    if (to <= from)
      throw new ValidationError(
        `windows.${i}.to`,
        `is not after its from (${new Date(from).toISOString()})`,
      );
    return { from, to, i };
  });
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  for (let k = 1; k < sorted.length; k++) {
    const before = sorted[k - 1] as (typeof sorted)[number];
    const after = sorted[k] as (typeof sorted)[number];
    if (after.from < before.to) {
      throw new ValidationError(
        `windows.${after.i}`,
        `overlaps windows.${before.i}: walk-forward needs windows one after another`,
      );
    }
  }
  return sorted.map(({ from, to }) => ({ from, to }));
}
