// Nonces: Unix time in nanoseconds, unique across processes for one key and strictly increasing
// within one, and the window the exchange allows them.
import { describeValue, ValidationError } from "../errors.js";
import { timingNonce } from "../generated/limits.js";
import { type Clock, systemClock } from "./clock.js";

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
 * const nonces = createNonceSource({ clock: sandbox.clock, scope: "https://api.example" })
 */
export interface NonceSourceOptions {
  /**
   * The clock a nonce is drawn at when `next()` is given no time (a server clock gives its
   * estimate of server time instead). Default {@link systemClock}.
   */
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
  const nextBigInt = (nowMs: number = clock.now()): bigint => {
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
