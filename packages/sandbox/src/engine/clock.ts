import {
  type Clock,
  type ClockLockstep,
  type ClockTimer,
  createManualClock,
  systemClock,
  unrefTimer,
  ValidationError,
} from "@perpkit/core";
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
 * The sandbox's sense of time: real by default, and movable forward by tests and the CLI. It is a
 * {@link Clock} too: clients given it (`createRestClient({ clock: sandbox.clock })`) run their
 * timers on the sandbox's time.
 *
 * @example
 * const clock: SandboxClock = createClock({ frozen: true })
 * clock.setTimeout(() => console.log("a minute later"), 60_000)
 * clock.advance(60_000)
 */
export interface SandboxClock extends Clock {
  /** Current time in milliseconds since the Unix epoch. Never goes backwards. */
  now(): number;
  /**
   * Moves time forward by `ms` and returns the new time. Timers due on the way fire, each at its
   * time; then due expiries and lockouts run.
   */
  advance(ms: number): number;
  /**
   * Moves time forward to `ms` and returns the new time. A time in the past, or not a whole
   * number of ms, is a ValidationError naming `time` (`ms` for `advance`).
   */
  setTime(ms: number): number;
  /** True when time only moves through `advance` and `setTime`. */
  readonly frozen: boolean;
  /**
   * The real clock a running clock follows (the machine's, unless one was given): what runs on
   * real time on purpose, whatever this clock does (the polls of what follows it, a connection's
   * lifetime), runs on it.
   */
  readonly realClock: Clock;
  /** Calls `listener` after every `advance` or `setTime`; returns a function that unsubscribes. */
  onJump(listener: (now: number) => void): () => void;
  /**
   * Calls `listener` with the time a frozen clock is about to move to, before it moves (by a
   * jump, or to fire a later timer): everything at the time it leaves has happened. Returns a
   * function that unsubscribes.
   */
  beforeMove(listener: (to: number) => void): () => void;
  /** When the next timer on this clock is due, or `undefined` when none is set. */
  nextDue(): number | undefined;
  /**
   * Fires the next timer if it is due at or before `limit` (default now), moving a frozen clock
   * to its time first; answers whether one fired.
   */
  fireNext(limit?: number): boolean;
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
  /**
   * The real clock a running clock follows, and whose timers wake it for its own. Default the
   * machine's (`systemClock`); tests give a manual clock.
   */
  readonly realClock?: Clock;
  /**
   * Lock-step hooks the clients given this clock report their work to (a replay's clock has
   * them); see {@link ClockLockstep}.
   */
  readonly lockstep?: ClockLockstep;
  /** Told whenever a timer is set: a simulation waiting for its next event wakes. */
  readonly onTimer?: () => void;
}

/**
 * Checks a jump's target: a whole number of ms, forward, and no later than a nonce can carry.
 * `field` names the value the caller gave (`time`, or `ms` for an advance).
 */
function checkTarget(target: number, current: number, field: string): void {
  if (!Number.isSafeInteger(target)) {
    throw new ValidationError(field, `must be a whole number of ms (asked ${target})`);
  }
  if (target < current) {
    throw new ValidationError(
      field,
      `the sandbox clock only moves forward (now ${current}, asked ${target})`,
    );
  }
  if (target > LATEST_TIME_MS) {
    throw new ValidationError(
      field,
      `the sandbox clock stops at ${LATEST_TIME_MS}, the latest time a nonce can carry (asked ${target})`,
    );
  }
}

/**
 * A clock for the sandbox. A frozen clock stands still until moved, its timers firing as it
 * moves past them; a running clock follows real time and can still be moved forward, which is
 * how a bot sees a day pass in a millisecond, its timers firing in real time and at each jump.
 *
 * @example
 * const clock = createClock({ frozen: true, start: Date.UTC(2026, 0, 1) })
 * clock.advance(90 * 24 * 3600 * 1000) // a linked signer idle this long has expired
 */
export function createClock(options: ClockOptions = {}): SandboxClock {
  const realClock = options.realClock ?? systemClock;
  const realNow = () => realClock.now();
  const frozen = options.frozen ?? false;
  const realStart = realNow();
  const start = options.start ?? realStart;
  // The timers, on the sandbox's time; a frozen clock's time is theirs.
  const timers = createManualClock({ start });
  let offset = start - realStart;
  let last = Number.NEGATIVE_INFINITY;
  const listeners = new Set<(now: number) => void>();
  const leaving = new Set<(to: number) => void>();
  const leave = (to: number) => {
    if (frozen && to > timers.now()) for (const listener of [...leaving]) listener(to);
  };
  const now = (): number => {
    if (frozen) return timers.now();
    const t = realNow() + offset;
    if (t > last) last = t;
    return last;
  };
  // A running clock wakes for its next timer in real time.
  let wake: ClockTimer | undefined;
  const catchUp = () => {
    wake = undefined;
    timers.setTime(Math.max(timers.now(), now()));
    arm();
  };
  const arm = () => {
    if (frozen) return;
    const due = timers.nextDue();
    realClock.clearTimer(wake);
    wake = undefined;
    if (due === undefined) return;
    wake = unrefTimer(realClock.setTimeout(catchUp, Math.max(0, due - now())));
  };
  const jump = (target: number, field = "time"): number => {
    const current = now();
    checkTarget(target, current, field);
    leave(target);
    if (!frozen) offset += target - current;
    timers.setTime(Math.max(timers.now(), target));
    const t = now();
    for (const listener of [...listeners]) listener(t);
    arm();
    return t;
  };
  // On a simulation's clock, a timer callback of a client's that throws ends the simulation by
  // name (ClockLockstep.failed) instead of surfacing as an uncaught error.
  const failed = options.lockstep?.failed?.bind(options.lockstep);
  const guard = (callback: () => void): (() => void) =>
    failed === undefined
      ? callback
      : () => {
          try {
            callback();
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            failed(new Error(`A timer on the replay's clock threw: ${reason}`, { cause: error }));
          }
        };
  const set = (given: () => void, ms: number, every: boolean): ClockTimer => {
    const callback = guard(given);
    // On a running clock the timers' own time may lag the sandbox's: count from the sandbox's.
    const delay = Math.max(0, ms) + (frozen ? 0 : now() - timers.now());
    const timer = every ? timers.setInterval(callback, ms) : timers.setTimeout(callback, delay);
    arm();
    options.onTimer?.();
    return timer;
  };
  return {
    now,
    frozen,
    realClock,
    advance: (ms) => {
      if (!Number.isSafeInteger(ms) || ms < 0) {
        throw new ValidationError("ms", `must be a whole number of ms, 0 or more (asked ${ms})`);
      }
      return jump(now() + ms, "ms");
    },
    setTime: (time) => jump(time),
    onJump(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beforeMove(listener) {
      leaving.add(listener);
      return () => leaving.delete(listener);
    },
    setTimeout: (callback, ms) => set(callback, ms, false),
    setInterval: (callback, ms) => set(callback, ms, true),
    clearTimer: (timer) => timers.clearTimer(timer),
    nextDue: () => timers.nextDue(),
    fireNext: (limit = now()) => {
      if (!frozen) timers.setTime(Math.max(timers.now(), Math.min(now(), limit)));
      const due = timers.nextDue();
      if (due !== undefined && due <= limit) leave(due);
      const fired = timers.fireNext(limit);
      if (fired && !frozen) arm();
      return fired;
    },
    ...(options.lockstep ? { lockstep: options.lockstep } : {}),
  };
}

/**
 * Follows `clock` for work that catches up with it by itself (expiries, the market's turns, the
 * oracle's updates, the channels' intervals): calls `catchUp(now)` after every jump, and, while
 * the clock runs, every `everyRealMs` of its real clock, so nothing due waits longer than that.
 * Not a timer of `clock`: after a jump of a day, `catchUp` runs once and decides what the day
 * made due, where an interval of the clock would fire once for each interval the day holds.
 * Returns the function that stops following.
 *
 * @example
 * const stop = followClock(sandbox.clock, 50, (now) => exchange.tick(now))
 */
export function followClock(
  clock: SandboxClock,
  everyRealMs: number,
  catchUp: (now: number) => void,
): () => void {
  const stopJumps = clock.onJump(catchUp);
  const { realClock } = clock;
  const poll = clock.frozen
    ? undefined
    : unrefTimer(realClock.setInterval(() => catchUp(clock.now()), everyRealMs));
  return () => {
    stopJumps();
    realClock.clearTimer(poll);
  };
}
