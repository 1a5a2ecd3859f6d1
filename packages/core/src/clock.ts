import { ValidationError } from "./errors.js";
import { timingNonce, timingSignedAt } from "./generated/limits.js";
import {
  createNonceSource,
  type NonceSource,
  type NonceSourceOptions,
  nonceToMs,
} from "./nonce.js";
import { describeValue } from "./redact.js";

/**
 * The local clock's view of server time, and the nonces and `signedAt` values built from it.
 *
 * @example
 * const clock: ServerClock = createServerClock({ fetchTime })
 * const fields = { nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface ServerClock {
  /** Server time in milliseconds, as estimated now. */
  now(): number;
  /** Estimated server time minus local time, in milliseconds. */
  readonly offsetMs: number;
  /** Round-trip time of the sample the offset came from, in milliseconds. */
  readonly roundTripMs: number | undefined;
  /** A fresh nonce: server time in nanoseconds, strictly increasing, as a string. */
  nonce(): string;
  /** `signedAt` for a message signed now: server time in whole seconds, never ahead of it. */
  signedAt(): number;
  /** Measures the offset again from the time source. Keeps the sample with the shortest round trip. */
  sync(samples?: number): Promise<void>;
}

/**
 * Options of {@link createServerClock}.
 *
 * @example
 * const clock = createServerClock({ fetchTime: readServerTimeMs, nonceScope: "https://api.example" })
 */
export interface ServerClockOptions {
  /** Reads server time in milliseconds, for example GET /v1/time. Without it the offset stays 0. */
  readonly fetchTime?: () => Promise<number>;
  /** The local clock, milliseconds since the epoch. */
  readonly now?: () => number;
  /** Nonce scope (see {@link NonceSourceOptions}); pass the exchange's base URL. */
  readonly nonceScope?: string | false;
}

/**
 * A server clock. Call `sync()` once (the REST client does it before its first signed request);
 * the offset is half-way through the fastest round trip, so nonce and signedAt stay well inside
 * the windows the exchange allows (nonce within 1 h, signedAt 1 h past to 10 s ahead).
 *
 * @example
 * const clock = createServerClock({ fetchTime: async () => (await (await fetch(`${base}/v1/time`)).json()).time })
 * await clock.sync()
 * clock.nonce() // "1764897077655000000"
 */
export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const local = options.now ?? Date.now;
  let offsetMs = 0;
  let roundTripMs: number | undefined;
  const now = () => local() + offsetMs;
  const nonces: NonceSource = createNonceSource({
    now,
    ...(options.nonceScope === undefined ? {} : { scope: options.nonceScope }),
  });
  return {
    now,
    get offsetMs() {
      return offsetMs;
    },
    get roundTripMs() {
      return roundTripMs;
    },
    nonce: () => nonces.next(),
    signedAt: () => Math.floor(now() / 1000),
    async sync(samples = 1) {
      const fetchTime = options.fetchTime;
      if (!fetchTime) return;
      let best: { rtt: number; offset: number } | undefined;
      for (let i = 0; i < samples; i++) {
        const sent = local();
        const server = await fetchTime();
        const received = local();
        const rtt = received - sent;
        if (!best || rtt < best.rtt) best = { rtt, offset: server - (sent + received) / 2 };
      }
      if (best) {
        offsetMs = Math.round(best.offset);
        roundTripMs = best.rtt;
      }
    },
  };
}

/**
 * Checks a caller-supplied `signedAt` (Unix seconds) against the exchange's window: at most
 * 1 hour in the past and 10 seconds in the future of `nowMs`.
 *
 * @example
 * assertSignedAtWindow(Math.floor(Date.now() / 1000), Date.now())
 */
export function assertSignedAtWindow(
  signedAt: unknown,
  nowMs: number,
  field = "signedAt",
): asserts signedAt is number {
  if (typeof signedAt !== "number" || !Number.isSafeInteger(signedAt) || signedAt < 0) {
    throw new ValidationError(
      field,
      `must be a whole number of Unix seconds, got ${describeValue(signedAt)}`,
    );
  }
  const window = timingSignedAt;
  const delta = signedAt - nowMs / 1000;
  if (delta < -window.maxPastSeconds) {
    throw new ValidationError(
      field,
      `is ${Math.round(-delta)} s in the past; at most ${window.maxPastSeconds} s is allowed`,
    );
  }
  if (delta > window.maxFutureSeconds) {
    throw new ValidationError(
      field,
      `is ${Math.round(delta)} s in the future; at most ${window.maxFutureSeconds} s is allowed`,
    );
  }
}

/**
 * Checks a caller-supplied nonce (a decimal string of Unix nanoseconds) against the exchange's
 * window of 1 hour either side of `nowMs`, and returns it as a bigint.
 *
 * @example
 * assertNonceWindow(`${BigInt(Date.now()) * 1_000_000n}`, Date.now()) // 1764897077655000000n
 */
export function assertNonceWindow(nonce: unknown, nowMs: number, field = "nonce"): bigint {
  if (typeof nonce !== "string" || !/^[0-9]{1,20}$/.test(nonce)) {
    throw new ValidationError(
      field,
      `must be a decimal string of Unix nanoseconds, got ${describeValue(nonce)}`,
    );
  }
  const value = BigInt(nonce);
  if (value >= 1n << 64n) throw new ValidationError(field, "does not fit in a uint64");
  const { maxSkewSeconds } = timingNonce;
  const skew = Math.abs(nonceToMs(value) - nowMs) / 1000;
  if (skew > maxSkewSeconds) {
    throw new ValidationError(
      field,
      `is ${Math.round(skew)} s away from server time; at most ${maxSkewSeconds} s is allowed`,
    );
  }
  return value;
}
