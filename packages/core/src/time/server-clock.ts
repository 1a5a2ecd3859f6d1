// The server clock: the local clock's view of the exchange's time, and the `signedAt` and nonces a
// signed request draws from it, with the window the exchange allows `signedAt`.
import { describeValue, ValidationError } from "../errors.js";
import { timingSignedAt } from "../generated/limits.js";
import { type Clock, systemClock } from "./clock.js";
import { assertNonceWindow, createNonceSource, type NonceSource } from "./nonces.js";

/**
 * The local clock's view of server time, and the nonces and `signedAt` values built from it.
 *
 * @example
 * const serverClock: ServerClock = createServerClock({ fetchTime })
 * const fields = { nonce: serverClock.nonce(), signedAt: serverClock.signedAt() }
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
 * const serverClock = createServerClock({ fetchTime: readServerTimeMs, nonceScope: "https://api.example" })
 */
export interface ServerClockOptions {
  /** Reads server time in milliseconds, for example GET /v1/time. Without it the offset stays 0. */
  readonly fetchTime?: () => Promise<number>;
  /**
   * The local clock the offset is measured from. Default {@link systemClock}; a sandbox's clock in
   * a backtest, where the offset it measures is then 0.
   */
  readonly clock?: Clock | undefined;
  /** Nonce scope (see {@link NonceSourceOptions}); pass the exchange's base URL. */
  readonly nonceScope?: string | false;
  /**
   * The nonce source to draw from, at this clock's time; clients that share one never draw the
   * same nonce. Default: a source of `nonceScope`.
   */
  readonly nonces?: NonceSource | undefined;
}

/**
 * A server clock. Call `sync()` once (the REST client does it before its first signed request);
 * the offset is half-way through the fastest round trip, so nonce and signedAt stay well inside
 * the windows the exchange allows (nonce within 1 h, signedAt 1 h past to 10 s ahead).
 *
 * @example
 * const serverClock = createServerClock({ fetchTime: async () => (await (await fetch(`${base}/v1/time`)).json()).time })
 * await serverClock.sync()
 * serverClock.nonce() // "1764897077655000000"
 */
export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const clock = options.clock ?? systemClock;
  const local = () => clock.now();
  let offsetMs = 0;
  let roundTripMs: number | undefined;
  const now = () => local() + offsetMs;
  const nonces: NonceSource =
    options.nonces ??
    createNonceSource(options.nonceScope === undefined ? {} : { scope: options.nonceScope });
  return {
    now,
    get offsetMs() {
      return offsetMs;
    },
    get roundTripMs() {
      return roundTripMs;
    },
    nonce: () => nonces.next(now()),
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
 * A nonce and `signedAt` for one signed message, and the server time they were taken at.
 *
 * @example
 * const { nonce, signedAt, nowMs }: SigningTime = signingTime(serverClock, {})
 */
export interface SigningTime {
  readonly nonce: string;
  readonly signedAt: number;
  readonly nowMs: number;
}

/**
 * A nonce and `signedAt` from the server clock, or the caller's own after checking them against
 * the exchange's windows (`prefix` goes before the field names in errors).
 *
 * @example
 * const { nonce, signedAt } = signingTime(serverClock, { signedAt: order.signedAt })
 */
export function signingTime(
  serverClock: ServerClock,
  given: { readonly nonce?: string | undefined; readonly signedAt?: number | undefined },
  prefix = "",
): SigningTime {
  const nowMs = serverClock.now();
  if (given.signedAt !== undefined) {
    assertSignedAtWindow(given.signedAt, nowMs, `${prefix}signedAt`);
  }
  if (given.nonce !== undefined) assertNonceWindow(given.nonce, nowMs, `${prefix}nonce`);
  return {
    nonce: given.nonce ?? serverClock.nonce(),
    signedAt: given.signedAt ?? serverClock.signedAt(),
    nowMs,
  };
}
