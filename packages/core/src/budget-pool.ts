// One pool of the REST request budget: a rolling window of points, as the exchange keeps one.
import type { PointBudget } from "./rate-limit.js";
import { type Clock, sleepOn } from "./time/clock.js";

/** Points spent: when the exchange counted them (at the latest), and how many. */
export interface Spend {
  at: number;
  readonly cost: number;
}

/**
 * One pool of the request budget: a rolling window like {@link createPointBudget}'s, whose spends
 * can move to when the exchange's answer came (the exchange counted them on arrival, after the
 * client spent them), and which counts points others spent (another process) as well.
 */
export interface Pool extends PointBudget {
  /** Spends `cost` now, for a request about to be sent. */
  spendNow(cost: number): Spend;
  /** The request was answered: its points leave the window a window after now. */
  answered(spend: Spend): void;
  /** Counts `cost` points spent elsewhere, back in the pool at `returnsAt`. */
  record(cost: number, returnsAt: number): void;
}

export function createPool(size: PoolSize, clock: Clock): Pool {
  const now = () => clock.now();
  const spends: Spend[] = []; // by `at`, oldest first
  let used = 0;
  const insert = (spend: Spend) => {
    let i = spends.length;
    while (i > 0 && (spends[i - 1] as Spend).at > spend.at) i--;
    spends.splice(i, 0, spend);
    used += spend.cost;
  };
  const expire = (t: number) => {
    while (spends.length > 0 && (spends[0] as Spend).at <= t - size.windowMs) {
      used -= (spends.shift() as Spend).cost;
    }
  };
  const waitTime = (cost: number): number => {
    if (cost > size.points) return Number.POSITIVE_INFINITY;
    const t = now();
    expire(t);
    let excess = used + cost - size.points;
    if (excess <= 0) return 0;
    for (const spend of spends) {
      excess -= spend.cost;
      if (excess <= 0) return spend.at + size.windowMs - t;
    }
    return size.windowMs;
  };
  const spendNow = (cost: number): Spend => {
    const spend = { at: now(), cost };
    insert(spend);
    return spend;
  };
  const tryTake = (cost: number): boolean => waitTime(cost) === 0 && spendNow(cost) !== undefined;
  return {
    available: () => {
      expire(now());
      return size.points - used;
    },
    waitTime,
    tryTake,
    spendNow,
    answered(spend) {
      const i = spends.lastIndexOf(spend);
      if (i < 0) return;
      spends.splice(i, 1);
      used -= spend.cost;
      spend.at = Math.max(spend.at, now());
      insert(spend);
    },
    record: (cost, returnsAt) => insert({ at: Math.min(now(), returnsAt - size.windowMs), cost }),
    async take(cost, signal) {
      for (;;) {
        signal?.throwIfAborted();
        if (tryTake(cost)) return;
        const wait = waitTime(cost);
        if (!Number.isFinite(wait)) {
          throw new RangeError(`cost ${cost} exceeds the pool of ${size.points} points`);
        }
        await sleepOn(clock, Math.max(1, wait), signal);
      }
    },
  };
}

/**
 * The size and window of one pool.
 *
 * @example
 * const pool: PoolSize = { points: 220, windowMs: 60_000 }
 */
export interface PoolSize {
  readonly points: number;
  readonly windowMs: number;
}
