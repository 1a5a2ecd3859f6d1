import { addDecimalText, compareDecimalText } from "@perpkit/core";
import { barSeconds, type Resolution } from "../generated/constants.js";
import type { CandleBar } from "../history/history-body.js";

/**
 * The open time (ms) of the bar that holds `timeMs`. With an `anchor` (the open time of a known
 * bar) fixed-length bars count from it, so they line up with the service's; without one they
 * count from the epoch. Monthly bars are calendar months in UTC.
 *
 * @example
 * barOpenTime(Date.UTC(2026, 0, 1, 10, 42), "60") // Date.UTC(2026, 0, 1, 10)
 */
export function barOpenTime(timeMs: number, resolution: Resolution, anchor?: number): number {
  if (resolution === "1M") {
    const date = new Date(timeMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const length = barSeconds[resolution] * 1000;
  const origin = anchor === undefined ? 0 : anchor;
  return origin + Math.floor((timeMs - origin) / length) * length;
}

/**
 * The bar after one price at one time: the current bar updated (high, low, close, and volume
 * when `size` is given), or a new bar when the time starts one. `undefined` when the time is
 * before the current bar, which a live bar never goes back to.
 *
 * @example
 * applyPrice(undefined, "1", Date.UTC(2026, 0, 1, 0, 0, 30), "100.5", "2")
 * // { time: Date.UTC(2026, 0, 1), open: "100.5", high: "100.5", low: "100.5", close: "100.5", volume: "2" }
 */
export function applyPrice(
  current: CandleBar | undefined,
  resolution: Resolution,
  timeMs: number,
  price: string,
  size: string | undefined,
): CandleBar | undefined {
  if (current && timeMs < current.time) return undefined;
  const open = barOpenTime(timeMs, resolution, current?.time);
  if (!current || open > current.time) {
    return { time: open, open: price, high: price, low: price, close: price, volume: size ?? "0" };
  }
  return {
    time: current.time,
    open: current.open,
    high: compareDecimalText(price, current.high) > 0 ? price : current.high,
    low: compareDecimalText(price, current.low) < 0 ? price : current.low,
    close: price,
    volume: size === undefined ? current.volume : addDecimalText(current.volume, size),
  };
}
