import { LATEST_TIME_MS } from "./time-limit.js";

/**
 * Milliseconds in a day, for the sandbox's daily windows (24-hour volume, withdrawals per day,
 * linked-signer periods).
 *
 * @example
 * clock.advance(90 * DAY_MS)
 */
export const DAY_MS = 24 * 3600 * 1000;

/**
 * The sandbox's sense of time: real by default, and movable forward by tests and the CLI.
 *
 * @example
 * const clock: SandboxClock = createClock({ frozen: true })
 * clock.advance(60_000)
 */
export interface SandboxClock {
  /** Current time in milliseconds since the Unix epoch. Never goes backwards. */
  now(): number;
  /** Moves time forward by `ms` and returns the new time. Due expiries and lockouts run at once. */
  advance(ms: number): number;
  /** Moves time forward to `ms` (a time in the past is refused) and returns the new time. */
  setTime(ms: number): number;
  /** True when time only moves through `advance` and `setTime`. */
  readonly frozen: boolean;
  /** Calls `listener` after every `advance` or `setTime`; returns a function that unsubscribes. */
  onJump(listener: (now: number) => void): () => void;
}

/**
 * Options of {@link createClock}.
 *
 * @example
 * const options: ClockOptions = { frozen: true, start: Date.UTC(2026, 0, 1) }
 */
export interface ClockOptions {
  /** Start time in milliseconds. Default: the real time now. */
  readonly start?: number;
  /**
   * Keep time still between jumps. Default false: the clock follows real time (plus any jumps).
   * Tests freeze it so expiry, signer inactivity and withdrawal lockouts happen exactly when told.
   */
  readonly frozen?: boolean;
  /** The real time source; defaults to `Date.now`. */
  readonly realNow?: () => number;
}

/**
 * A clock for the sandbox. A frozen clock stands still until moved; a running clock follows real
 * time and can still be moved forward, which is how a bot sees a day pass in a millisecond.
 *
 * @example
 * const clock = createClock({ frozen: true, start: Date.UTC(2026, 0, 1) })
 * clock.advance(90 * 24 * 3600 * 1000) // a linked signer idle this long has expired
 */
export function createClock(options: ClockOptions = {}): SandboxClock {
  const realNow = options.realNow ?? Date.now;
  const frozen = options.frozen ?? false;
  const realStart = realNow();
  let offset = (options.start ?? realStart) - realStart;
  let last = Number.NEGATIVE_INFINITY;
  const listeners = new Set<(now: number) => void>();
  const now = (): number => {
    const t = (frozen ? realStart : realNow()) + offset;
    if (t > last) last = t;
    return last;
  };
  const jump = (target: number): number => {
    const current = now();
    if (!Number.isFinite(target) || target < current) {
      throw new RangeError(
        `the sandbox clock only moves forward (now ${current}, asked ${target})`,
      );
    }
    if (target > LATEST_TIME_MS) {
      throw new RangeError(
        `the sandbox clock stops at ${LATEST_TIME_MS}, the latest time a nonce can carry (asked ${target})`,
      );
    }
    offset += target - current;
    const t = now();
    for (const listener of [...listeners]) listener(t);
    return t;
  };
  return {
    now,
    frozen,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance by ${ms} ms`);
      return jump(now() + ms);
    },
    setTime: jump,
    onJump(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
