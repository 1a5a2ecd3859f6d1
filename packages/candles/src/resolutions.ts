import { describeValue, ValidationError } from "@perpkit/core";
import { barSeconds, type Resolution, resolutions } from "./generated/constants.js";

/**
 * A bar size written the common way: a count and a unit, `m` minutes, `h` hours, `d` or `D`
 * days, `w` or `W` weeks (`1m`, `15m`, `1h`, `4h`, `1d`, `1w`), or the charting library's `D`,
 * `W` and `M` for one day, week and month. `1M` (upper case) is a month, as in the candle API.
 *
 * @example
 * const resolution: ResolutionAlias = "4h"
 */
export type ResolutionAlias = `${number}${"m" | "h" | "d" | "D" | "w" | "W"}` | "D" | "W" | "M";

/**
 * A bar size as the candle calls take it: the candle API's own (`1`, `60`, `1D`, `1M`, ...) or
 * the common spelling of one ({@link ResolutionAlias}).
 *
 * @example
 * await candles.history({ symbol: "BTCUSD", resolution: "1h", source: "last", from, to })
 */
export type ResolutionInput = Resolution | ResolutionAlias;

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;
const WEEK = 604_800;
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  m: MINUTE,
  h: HOUR,
  d: DAY,
  D: DAY,
  w: WEEK,
  W: WEEK,
};

/** The charting library's one-letter resolutions. */
const SINGLE_LETTER: Readonly<Record<string, Resolution>> = { D: "1D", W: "1W", M: "1M" };

/**
 * The common spelling of a resolution: `1m`, `4h`, `1d`, `1w`; a month stays `1M`.
 *
 * @example
 * resolutionAlias("240") // "4h"
 */
export function resolutionAlias(resolution: Resolution): string {
  if (resolution === "1M") return resolution;
  const seconds = barSeconds[resolution];
  if (seconds % WEEK === 0) return `${seconds / WEEK}w`;
  if (seconds % DAY === 0) return `${seconds / DAY}d`;
  if (seconds % HOUR === 0) return `${seconds / HOUR}h`;
  return `${seconds / MINUTE}m`;
}

/**
 * The candle API's resolution for a bar size in any of its forms: the API's own (`1`, `60`,
 * `1D`), the common spelling (`1m`, `1h`, `1d`), or the charting library's `D`, `W`, `M`. Throws
 * a ValidationError naming `field`, and listing every form there is, for anything else.
 *
 * @example
 * toResolution("1h") // "60"
 * toResolution("60") // "60"
 * toResolution("D") // "1D"
 */
export function toResolution(value: unknown, field = "resolution"): Resolution {
  if (typeof value === "string") {
    if ((resolutions as readonly string[]).includes(value)) return value as Resolution;
    const letter = SINGLE_LETTER[value];
    if (letter !== undefined) return letter;
    const match = /^(\d+)([mhdDwW])$/.exec(value);
    if (match) {
      const seconds = Number(match[1]) * (UNIT_SECONDS[match[2] as string] as number);
      const found = resolutions.find((r) => r !== "1M" && barSeconds[r] === seconds);
      if (found) return found;
    }
  }
  throw new ValidationError(
    field,
    `must be one of ${resolutions.join(", ")} (the candle API's), or ${resolutions.map(resolutionAlias).join(", ")}, got ${describeValue(value)}`,
  );
}
