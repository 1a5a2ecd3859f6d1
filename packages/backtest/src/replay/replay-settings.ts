import { parseDecimal, ValidationError } from "@perpkit/core";
import type { Latency, LatencyOptions } from "../lockstep/latency.js";
import type { ReplaySpeed } from "./pace.js";

/**
 * Options of a replay (`startReplay({ replay })`, `perpkit-replay --replay FILE`): a market
 * recording played into the sandbox, its book as orders of the replay's makers, its trades as
 * orders of its taker, its marks as the oracle, on a clock that follows the recording's times.
 *
 * @example
 * await startReplay({ replay: { file: "market.ndjson", speed: "max", paused: true, latency: { order: 30 } } })
 */
export interface ReplayOptions {
  /**
   * The recording, as `perpkit record` writes it (gzip-compressed or not); or a folder of
   * recordings by market and day (`<folder>/<SYMBOL>/<YYYY-MM-DD>.ndjson[.gz]`), or a list of
   * recordings, played as one in time order (see `openRecordings` of `@perpkit/stream/recording`).
   */
  readonly file: string | readonly string[];
  /** The markets to play, of those recorded. Default all. */
  readonly symbols?: readonly string[];
  /**
   * Epoch ms: play from then on; each market's book as it stood then comes first, as one
   * snapshot. Default the recording's start.
   */
  readonly from?: number;
  /** Epoch ms: play the lines before then. Default the recording's end. */
  readonly to?: number;
  /**
   * How fast the recording may play: at most this many times real time (`20` plays a minute in
   * 3 s at the most, `0.5` at half speed), as fast as the clients on the sandbox's clock keep up
   * (`"max"`), or only when moved (`"step"`: `sandbox.replay.advance(ms)`). Whatever the speed,
   * the replay takes one event at a time and waits for the clients on its clock to handle it, so
   * the same bot makes the same fills at any speed. Default 1.
   */
  readonly speed?: ReplaySpeed;
  /** Start paused: nothing plays until `sandbox.replay.resume()` (or `advance`). Default false. */
  readonly paused?: boolean;
  /**
   * Latencies on the sandbox's clock: market frames reaching subscribers (`feed`), order and batch
   * requests (`order`) and cancels (`cancel`) reaching the exchange, each fixed, drawn from a list,
   * or read from a file of measured values. Default 0 each.
   */
  readonly latency?: LatencyOptions;
  /** The feed latency, fixed (the same as `latency.feed`). Default 0. */
  readonly feedDelayMs?: number;
  /** The order and cancel latency, fixed (the same as `latency.order` and `latency.cancel`). Default 0. */
  readonly orderDelayMs?: number;
  /** USD each of the replay's subaccounts is funded with. Default `"1000000000000"`. */
  readonly funding?: string;
  /**
   * Real milliseconds a lock-step client may leave the replay waiting (a frame unhandled, a
   * request unanswered) before it is dropped with a `StalledClientError`; the replay's time does
   * not move meanwhile. From 1 to 3,600,000. Default 10,000.
   */
  readonly stallRealMs?: number;
}

/** A replay's options, checked. */
export interface ReplaySettings {
  readonly file: string | readonly string[];
  /** The part of the recordings to play. */
  readonly selection: {
    readonly symbols?: readonly string[];
    readonly from?: number;
    readonly to?: number;
  };
  readonly speed: ReplaySpeed;
  readonly paused: boolean;
  readonly latency: { readonly feed: Latency; readonly order: Latency; readonly cancel: Latency };
  readonly funding: bigint;
  readonly stallRealMs: number;
}

function delay(value: number | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(
      `replay.${field}`,
      "must be a whole number of milliseconds, 0 or more",
    );
  }
  return value;
}

function speedOf(value: unknown): ReplaySpeed {
  const speed = value ?? 1;
  if (speed === "step" || speed === "max") return speed;
  if (typeof speed === "number" && speed > 0 && speed <= 1_000_000) return speed;
  throw new ValidationError(
    "replay.speed",
    'must be a number above 0 (times real time), "max" or "step"',
  );
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
  const file: unknown = typeof given === "object" && given !== null ? given.file : undefined;
  const paths = Array.isArray(file) ? file : [file];
  if (paths.length === 0 || paths.some((p) => typeof p !== "string" || p === "")) {
    throw new ValidationError(
      "replay.file",
      "must be the path of a market recording, of a folder of them, or a list of recordings",
    );
  }
  const { symbols, from, to } = given;
  if (
    symbols !== undefined &&
    (!Array.isArray(symbols) || symbols.some((s) => typeof s !== "string"))
  ) {
    throw new ValidationError("replay.symbols", "must be a list of the markets to play");
  }
  const funding = parseDecimal(given.funding ?? "1000000000000", "replay.funding");
  if (funding <= 0n) throw new ValidationError("replay.funding", "must be greater than 0");
  if (given.paused !== undefined && typeof given.paused !== "boolean") {
    throw new ValidationError("replay.paused", "must be true or false");
  }
  const feed = delay(given.feedDelayMs, "feedDelayMs");
  const order = delay(given.orderDelayMs, "orderDelayMs");
  const latency = given.latency ?? {};
  const stallRealMs = given.stallRealMs ?? 10_000;
  if (!Number.isSafeInteger(stallRealMs) || stallRealMs < 1 || stallRealMs > 3_600_000) {
    throw new ValidationError(
      "replay.stallRealMs",
      "must be a whole number of ms from 1 to 3,600,000",
    );
  }
  return {
    file: given.file,
    selection: {
      ...(symbols === undefined ? {} : { symbols }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    },
    speed: speedOf(given.speed),
    paused: given.paused ?? false,
    latency: {
      feed: latency.feed ?? feed ?? 0,
      order: latency.order ?? order ?? 0,
      cancel: latency.cancel ?? order ?? 0,
    },
    funding,
    stallRealMs,
  };
}
