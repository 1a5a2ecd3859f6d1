// Server time, and what a signed request draws from it: the clock's view of the exchange's time,
// nonces (Unix nanoseconds, unique across processes), signedAt, and the windows the exchange
// allows them.
import { describeValue, ValidationError } from "./errors.js";
import { timingNonce, timingSignedAt } from "./generated/limits.js";
import { type Clock, systemClock } from "./time/clock.js";

const NS_PER_MS = 1_000_000n;

/**
 * How many nonces a lane holds in one millisecond. The six sub-millisecond digits of a nonce are
 * `lane * LANE_WIDTH + n`: a source draws up to this many nonces in a millisecond of its own lane
 * before it borrows the next millisecond (running ahead of the clock, well inside the exchange's
 * hour-wide window).
 *
 * @example
 * NONCE_LANE_WIDTH // 10
 */
export const NONCE_LANE_WIDTH = 10;

/**
 * How many lanes the sub-millisecond digits hold: 100,000. Each process draws in a lane picked at
 * random (or given), so two processes signing for one key collide only when they picked the same
 * lane: 1 in 100,000 for a pair.
 *
 * @example
 * NONCE_LANES // 100000
 */
// A pure call: a bundle of the package's single built file that needs no nonces drops it.
export const NONCE_LANES: number = /* @__PURE__ */ (() => 1_000_000 / NONCE_LANE_WIDTH)();

/**
 * Hands out nonces: Unix time in nanoseconds, as decimal strings, never the same one twice.
 *
 * @example
 * const nonces: NonceSource = createNonceSource()
 * const nonce = nonces.next() // "1767225600000481230"
 */
export interface NonceSource {
  /**
   * The next nonce, as the decimal string a request body carries; `nowMs` is the time to draw at
   * (a server clock's estimate), by default the source's own clock.
   */
  next(nowMs?: number): string;
  /** The next nonce as a bigint, for the signed message. */
  nextBigInt(nowMs?: number): bigint;
  /** The lane its sub-millisecond digits come from (0 to {@link NONCE_LANES} - 1). */
  readonly lane: number;
}

/**
 * Options of {@link createNonceSource}.
 *
 * @example
 * const nonces = createNonceSource({ now: () => clock.now(), scope: "https://api.example" })
 */
export interface NonceSourceOptions {
  /** Current time in milliseconds since the epoch; a server clock passes its estimate here. */
  readonly now?: () => number;
  /** The clock `now` defaults to. Default {@link systemClock}. */
  readonly clock?: Clock | undefined;
  /**
   * Sources with the same scope share one high-water mark in this process, so that two clients
   * signing for one account never draw the same nonce. Clients of one exchange pass its base URL;
   * clients of exchanges with different clocks (a sandbox whose clock was moved, and a live
   * network) then keep apart. Default `"default"`; `false` gives the source a mark, and a random
   * lane, of its own.
   */
  readonly scope?: string | false;
  /**
   * The lane (0 to 99,999) of the sub-millisecond digits. Default: one picked at random once per
   * process (per source with `scope: false`). Processes that know of each other can take lanes of
   * their own and never collide.
   */
  readonly lane?: number;
}

/** What a scope has handed out last: the millisecond and the place within the lane. */
interface Mark {
  ms: number;
  n: number;
}

/** The high-water mark of each scope in this process. */
const scopes = new Map<string, Mark>();
let processLane: number | undefined;

function sharedMark(scope: string): Mark {
  let mark = scopes.get(scope);
  if (!mark) {
    mark = { ms: Number.NEGATIVE_INFINITY, n: 0 };
    scopes.set(scope, mark);
  }
  return mark;
}

/** A lane at random, from the platform's cryptographic source. */
function randomLane(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] as number) % NONCE_LANES;
}

/**
 * A nonce source whose values are unique across processes and strictly increasing within one. A
 * nonce is the clock's millisecond in nanoseconds plus six digits: the source's lane (picked at
 * random once per process, 1 of 100,000) times 10, plus a count within that millisecond. A
 * source draws up to 10 nonces per millisecond of its lane and then borrows the next millisecond,
 * so it never repeats itself, even when the clock stands still or steps back; two processes with
 * one key collide only when they picked the same lane and draw in the same millisecond. Sources
 * of one scope share one high-water mark, so concurrent async callers in one process never draw
 * the same nonce.
 *
 * @example
 * const nonces = createNonceSource()
 * nonces.next() // "1764897077655481230": 1764897077655 ms, lane 48123, first of the millisecond
 */
export function createNonceSource(options: NonceSourceOptions = {}): NonceSource {
  const clock = options.clock ?? systemClock;
  const now = options.now ?? (() => clock.now());
  const own = options.scope === false;
  const mark = own
    ? { ms: Number.NEGATIVE_INFINITY, n: 0 }
    : sharedMark(options.scope ?? "default");
  processLane ??= randomLane();
  const lane = options.lane ?? (own ? randomLane() : processLane);
  if (!Number.isInteger(lane) || lane < 0 || lane >= NONCE_LANES) {
    throw new RangeError("lane must be a whole number from 0 to 99999");
  }
  const base = lane * NONCE_LANE_WIDTH;
  const nextBigInt = (nowMs: number = now()): bigint => {
    const ms = Math.floor(nowMs);
    if (ms > mark.ms) {
      mark.ms = ms;
      mark.n = 0;
    } else if (++mark.n === NONCE_LANE_WIDTH) {
      mark.ms++;
      mark.n = 0;
    }
    return BigInt(mark.ms) * NS_PER_MS + BigInt(base + mark.n);
  };
  return { lane, nextBigInt, next: (nowMs) => nextBigInt(nowMs).toString() };
}

/**
 * Milliseconds since the epoch of a nonce (nanoseconds), for window checks.
 *
 * @example
 * nonceToMs(1767225600000000000n) // 1767225600000
 */
export function nonceToMs(nonce: bigint): number {
  return Number(nonce / NS_PER_MS);
}

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
  /** The local clock, milliseconds since the epoch. Default: `clock`'s. */
  readonly now?: () => number;
  /**
   * The clock the local time comes from. Default {@link systemClock}; a sandbox's clock in a
   * backtest, where the offset it measures is then 0.
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
 * const clock = createServerClock({ fetchTime: async () => (await (await fetch(`${base}/v1/time`)).json()).time })
 * await clock.sync()
 * clock.nonce() // "1764897077655000000"
 */
export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const clock = options.clock ?? systemClock;
  const local = options.now ?? (() => clock.now());
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

/**
 * A nonce and `signedAt` for one signed message, and the server time they were taken at.
 *
 * @example
 * const { nonce, signedAt, nowMs }: SigningTime = signingTime(clock, {})
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
 * const { nonce, signedAt } = signingTime(clock, { signedAt: order.signedAt })
 */
export function signingTime(
  clock: ServerClock,
  given: { readonly nonce?: string | undefined; readonly signedAt?: number | undefined },
  prefix = "",
): SigningTime {
  const nowMs = clock.now();
  if (given.signedAt !== undefined) {
    assertSignedAtWindow(given.signedAt, nowMs, `${prefix}signedAt`);
  }
  if (given.nonce !== undefined) assertNonceWindow(given.nonce, nowMs, `${prefix}nonce`);
  return {
    nonce: given.nonce ?? clock.nonce(),
    signedAt: given.signedAt ?? clock.signedAt(),
    nowMs,
  };
}
