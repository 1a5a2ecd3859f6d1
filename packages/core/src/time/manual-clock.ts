import type { Clock, ClockTimer } from "./clock.js";

/** One timer of a manual clock: when it is due, and in what order it was set. */
interface Timer extends ClockTimer {
  due: number;
  readonly seq: number;
  readonly every: number | undefined;
  readonly callback: () => void;
  cleared: boolean;
}

/**
 * A clock that moves only when told, firing its timers on the way, each at its own time, in the
 * order they are due (those due together in the order they were set). Tests and simulations use
 * it; a sandbox's clock is one.
 *
 * @example
 * const clock: ManualClock = createManualClock({ start: Date.UTC(2026, 0, 1) })
 * clock.setTimeout(() => console.log("a second later"), 1_000)
 * clock.advance(5_000)
 */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing every timer due on the way; returns the new time. */
  advance(ms: number): number;
  /** Moves time forward to `time`, firing every timer due on the way; returns the new time. */
  setTime(time: number): number;
  /** When the next timer is due, or `undefined` when none is set. */
  nextDue(): number | undefined;
  /**
   * Fires the next timer if it is due at or before `limit` (by default now), moving time to it
   * first when it lies ahead; answers whether one fired.
   */
  fireNext(limit?: number): boolean;
  /** How many timers are set. */
  readonly timers: number;
}

/**
 * Options of {@link createManualClock}.
 *
 * @example
 * const options: ManualClockOptions = { start: 0 }
 */
export interface ManualClockOptions {
  /** The time it starts at, ms since the epoch. Default: the machine's time now. */
  readonly start?: number;
}

/** A binary heap of timers, earliest due first, then first set. */
class TimerHeap {
  private readonly items: Timer[] = [];

  peek(): Timer | undefined {
    return this.items[0];
  }

  /** Timers that will still fire: cleared ones leave the heap only when they reach its top. */
  pending(): number {
    let count = 0;
    for (const timer of this.items) if (!timer.cleared) count++;
    return count;
  }

  private before(a: Timer, b: Timer): boolean {
    return a.due < b.due || (a.due === b.due && a.seq < b.seq);
  }

  push(timer: Timer): void {
    const items = this.items;
    items.push(timer);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i] as Timer, items[parent] as Timer)) break;
      [items[i], items[parent]] = [items[parent] as Timer, items[i] as Timer];
      i = parent;
    }
  }

  pop(): Timer | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && this.before(items[l] as Timer, items[m] as Timer)) m = l;
      if (r < items.length && this.before(items[r] as Timer, items[m] as Timer)) m = r;
      if (m === i) break;
      [items[i], items[m]] = [items[m] as Timer, items[i] as Timer];
      i = m;
    }
    return top;
  }
}

/** A timer's callback threw: the error surfaces as an uncaught one would from a real timer. */
function surface(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * Creates a {@link ManualClock}. A timer set for 0 ms (or less) fires at the next move, never
 * inside `setTimeout`; an interval of less than 1 ms repeats every millisecond.
 *
 * @example
 * const clock = createManualClock({ start: 0 })
 * const seen: number[] = []
 * clock.setInterval(() => seen.push(clock.now()), 100)
 * clock.advance(350) // seen is [100, 200, 300]
 */
export function createManualClock(options: ManualClockOptions = {}): ManualClock {
  let now = options.start ?? Date.now();
  let seq = 0;
  const heap = new TimerHeap();
  const live = (): Timer | undefined => {
    let top = heap.peek();
    while (top?.cleared) {
      heap.pop();
      top = heap.peek();
    }
    return top;
  };
  const set = (callback: () => void, ms: number, every: number | undefined): Timer => {
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    const timer: Timer = { due: now + delay, seq: seq++, every, callback, cleared: false };
    heap.push(timer);
    return timer;
  };
  const fireNext = (limit = now): boolean => {
    const timer = live();
    if (!timer || timer.due > limit) return false;
    heap.pop();
    if (timer.due > now) now = timer.due;
    if (timer.every !== undefined) {
      timer.due = now + timer.every;
      heap.push(timer);
    } else {
      timer.cleared = true;
    }
    try {
      timer.callback();
    } catch (error) {
      surface(error);
    }
    return true;
  };
  const setTime = (time: number): number => {
    if (!Number.isFinite(time) || time < now) {
      throw new RangeError(`a manual clock only moves forward (now ${now}, asked ${time})`);
    }
    while (fireNext(time)) {
      // Each due timer fires at its own time, the ones it sets included.
    }
    now = time;
    return now;
  };
  return {
    now: () => now,
    setTimeout: (callback, ms) => set(callback, ms, undefined),
    setInterval: (callback, ms) => set(callback, ms, Number.isFinite(ms) && ms >= 1 ? ms : 1),
    clearTimer(timer) {
      if (timer !== undefined) (timer as Timer).cleared = true;
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance by ${ms} ms`);
      return setTime(now + ms);
    },
    setTime,
    nextDue: () => live()?.due,
    fireNext,
    get timers() {
      return heap.pending();
    },
  };
}
