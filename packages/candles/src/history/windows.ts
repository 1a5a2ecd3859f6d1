import { describeValue, ValidationError } from "@perpkit/core";

/**
 * One request's slice of a history range, in whole Unix seconds, both ends included.
 *
 * @example
 * const window: HistoryWindow = { from: 1767225600, to: 1767229199 }
 */
export interface HistoryWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * Splits `[from, to]` (Unix seconds, both included) into consecutive windows of at most
 * `windowSeconds`, in ascending order, with no second in two windows and none left out.
 *
 * @example
 * planHistoryWindows(0, 7199, 3600) // [{ from: 0, to: 3599 }, { from: 3600, to: 7199 }]
 */
export function planHistoryWindows(
  from: number,
  to: number,
  windowSeconds: number,
): HistoryWindow[] {
  if (!Number.isSafeInteger(windowSeconds) || windowSeconds < 1) {
    throw new ValidationError(
      "maxWindowSeconds",
      `must be a whole number of seconds of at least 1, got ${describeValue(windowSeconds)}`,
    );
  }
  const windows: HistoryWindow[] = [];
  for (let start = from; start <= to; start += windowSeconds) {
    windows.push({ from: start, to: Math.min(to, start + windowSeconds - 1) });
  }
  return windows;
}

/**
 * How many windows {@link planHistoryWindows} would make, without making them.
 *
 * @example
 * countHistoryWindows(0, 7199, 3600) // 2
 */
export function countHistoryWindows(from: number, to: number, windowSeconds: number): number {
  return to < from ? 0 : Math.ceil((to - from + 1) / windowSeconds);
}
