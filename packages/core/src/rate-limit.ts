import { type Clock, sleepOn, systemClock } from "./time/clock.js";

/**
 * A rolling-window point budget, like the exchange's rate-limit pools, kept on the client.
 *
 * @example
 * const budget: PointBudget = createPointBudget({ points: 1200, windowMs: 60_000 })
 * await budget.take(2)
 */
export interface PointBudget {
  /** Points that could be spent now. */
  available(): number;
  /** Spends `cost` points if the window has room; returns whether it did. */
  tryTake(cost: number): boolean;
  /** Milliseconds until `cost` points fit in the window (0 when they fit now). */
  waitTime(cost: number): number;
  /** Waits until `cost` points fit, then spends them. Rejects when `signal` aborts. */
  take(cost: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Options of {@link createPointBudget}.
 *
 * @example
 * const budget = createPointBudget({ points: 1200, windowMs: 60_000 })
 */
export interface PointBudgetOptions {
  readonly points: number;
  readonly windowMs: number;
  /** The clock the window and the waits run on. Default {@link systemClock}. */
  readonly clock?: Clock | undefined;
}

/**
 * A client-side copy of a rate-limit pool: spending is recorded with its time, and points come
 * back when their spend leaves the rolling window.
 *
 * @example
 * const ws = createPointBudget({ points: 3500, windowMs: 300_000 })
 * await ws.take(10) // one connection
 */
export function createPointBudget(options: PointBudgetOptions): PointBudget {
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const spends: { at: number; cost: number }[] = [];
  let used = 0;
  const expire = (t: number) => {
    while (spends.length > 0 && (spends[0] as { at: number }).at <= t - options.windowMs) {
      used -= (spends.shift() as { cost: number }).cost;
    }
  };
  const waitTime = (cost: number): number => {
    if (cost > options.points) return Number.POSITIVE_INFINITY;
    const t = now();
    expire(t);
    let excess = used + cost - options.points;
    if (excess <= 0) return 0;
    for (const spend of spends) {
      excess -= spend.cost;
      if (excess <= 0) return spend.at + options.windowMs - t;
    }
    return options.windowMs;
  };
  const tryTake = (cost: number): boolean => {
    if (waitTime(cost) > 0) return false;
    spends.push({ at: now(), cost });
    used += cost;
    return true;
  };
  return {
    available: () => {
      expire(now());
      return options.points - used;
    },
    tryTake,
    waitTime,
    async take(cost, signal) {
      for (;;) {
        signal?.throwIfAborted();
        if (tryTake(cost)) return;
        const wait = waitTime(cost);
        if (!Number.isFinite(wait))
          throw new RangeError(`cost ${cost} exceeds the pool of ${options.points} points`);
        await sleepOn(clock, Math.max(1, wait), signal);
      }
    },
  };
}

/**
 * Resolves after `ms`, or rejects with the signal's reason when it aborts first.
 *
 * @example
 * await sleep(250, controller.signal)
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return sleepOn(systemClock, ms, signal);
}
