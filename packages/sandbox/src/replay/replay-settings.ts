import { parseDecimal, ValidationError } from "@perpkit/core";

/**
 * Options of a replay (`startSandbox({ replay })`, `perpkit-sandbox --replay FILE`): a market
 * recording played into the sandbox, its book as orders of the replay's makers, its trades as
 * orders of its taker, its marks as the oracle, on a clock that follows the recording's times.
 *
 * @example
 * await startSandbox({ replay: { file: "market.ndjson", speed: 20, orderDelayMs: 30 } })
 */
export interface ReplayOptions {
  /** The recording, as `perpkit record` writes it (gzip-compressed or not). */
  readonly file: string;
  /**
   * How fast the recording plays: times real time (`20` plays a minute in 3 s, `0.5` at half
   * speed), or `"step"`: the clock moves only when `sandbox.replay.advance(ms)` moves it. Default 1.
   */
  readonly speed?: number | "step";
  /**
   * Sandbox-clock milliseconds the market channels (L2Book, Ticker, TradeFill) reach
   * subscribers after they happen: a feed delay. Default 0.
   */
  readonly feedDelayMs?: number;
  /**
   * Sandbox-clock milliseconds an order, cancel or batch request waits before the exchange takes
   * it: an order delay. Default 0.
   */
  readonly orderDelayMs?: number;
  /** USD each of the replay's subaccounts is funded with. Default `"1000000000000"`. */
  readonly funding?: string;
}

/** A replay's options, checked. */
export interface ReplaySettings {
  readonly file: string;
  readonly speed: number | "step";
  readonly feedDelayMs: number;
  readonly orderDelayMs: number;
  readonly funding: bigint;
}

function delay(value: number | undefined, field: string): number {
  if (value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(
      `replay.${field}`,
      "must be a whole number of milliseconds, 0 or more",
    );
  }
  return value;
}

/**
 * Checks a replay's options (a path alone is a replay at real speed) and fills in the defaults.
 * Throws a ValidationError naming the option.
 *
 * @example
 * replaySettings("market.ndjson") // { file: "market.ndjson", speed: 1, ... }
 */
export function replaySettings(options: string | ReplayOptions): ReplaySettings {
  const given = typeof options === "string" ? { file: options } : options;
  if (typeof given !== "object" || given === null || typeof given.file !== "string") {
    throw new ValidationError("replay.file", "must be the path of a market recording");
  }
  const speed = given.speed ?? 1;
  if (speed !== "step" && !(typeof speed === "number" && speed > 0 && speed <= 1_000_000)) {
    throw new ValidationError(
      "replay.speed",
      'must be a number above 0 (times real time) or "step"',
    );
  }
  const funding = parseDecimal(given.funding ?? "1000000000000", "replay.funding");
  if (funding <= 0n) throw new ValidationError("replay.funding", "must be greater than 0");
  return {
    file: given.file,
    speed,
    feedDelayMs: delay(given.feedDelayMs, "feedDelayMs"),
    orderDelayMs: delay(given.orderDelayMs, "orderDelayMs"),
    funding,
  };
}
