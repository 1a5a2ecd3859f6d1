// The one clock a client reads: the time, and timers that fire on that time. By default the
// machine's; in a backtest the sandbox's, so that every wait a client keeps (rate budgets, clock
// sync, nonces, staleness, keep-alives, backoff, quiet points) follows simulated time, and so
// does the age of what it keeps (`cachedOn`).

/**
 * A timer a {@link Clock} handed out; give it back to `clearTimer`. The machine's timers can be
 * told not to keep a Node process alive (`unref`).
 *
 * @example
 * const timer: ClockTimer = clock.setTimeout(check, 1_000)
 * clock.clearTimer(timer)
 */
export interface ClockTimer {
  unref?(): unknown;
}

/**
 * Hooks of a clock that runs a simulation in step with its clients (a sandbox replay's clock):
 * the simulation waits while a client has work in flight, so what the client does never depends
 * on how fast the machine is. The clients call them; nothing else needs to.
 *
 * @example
 * const work = clock.lockstep?.request()
 * try { await send({ [LOCKSTEP_HEADER]: work.id }) } finally { work?.done() }
 */
export interface ClockLockstep {
  /** A request leaves: its `id` travels in the {@link LOCKSTEP_HEADER} header; `done()` once its answer is handled. */
  request(): LockstepRequest;
  /** A stream connection opens: its `id` travels in the {@link LOCKSTEP_PARAM} query parameter. */
  connection(): LockstepConnection;
  /**
   * A new source of random numbers in [0, 1) drawn from the simulation's seed: each call starts
   * another sequence, numbered in the order the calls come, so a client made in the same order
   * draws the same numbers (its backoff jitter) on every run. See {@link randomOn}.
   */
  random?(): () => number;
  /**
   * The client's own code failed where nothing could catch it (a listener threw): the
   * simulation ends with a named error instead of the process.
   */
  failed?(error: unknown): void;
  /** Aborts when the simulation is over (its sandbox closed): a client stops waiting on its clock. */
  readonly ended?: AbortSignal;
}

/**
 * The random numbers a client on `clock` draws (backoff jitter): the simulation's seeded ones on
 * a clock that runs one in lock-step, else `Math.random`.
 *
 * @example
 * const random = options.random ?? randomOn(clock)
 */
export function randomOn(clock: Clock): () => number {
  return clock.lockstep?.random?.() ?? Math.random;
}

/**
 * One request a client sent in lock-step.
 *
 * @example
 * const work: LockstepRequest = clock.lockstep.request()
 * work.done()
 */
export interface LockstepRequest {
  readonly id: string;
  /** The answer was handled, or the request failed: the simulation may go on. */
  done(): void;
}

/**
 * One stream connection a client opened in lock-step, and what it tells the simulation: every
 * message it sends, every frame it has handled, when it opened and closed.
 *
 * @example
 * const link: LockstepConnection = clock.lockstep.connection()
 * socket.onmessage = (frame) => { handle(frame); link.handled() }
 */
export interface LockstepConnection {
  readonly id: string;
  /** The socket opened. */
  opened(): void;
  /** A message (or a ping frame) left for the gateway. */
  sent(): void;
  /** A frame (or a pong) from the gateway was handled. */
  handled(): void;
  /** The socket closed, whichever side closed it. */
  closed(): void;
}

/**
 * The request header that carries a lock-step request's id to the sandbox.
 *
 * @example
 * headers[LOCKSTEP_HEADER] = work.id
 */
export const LOCKSTEP_HEADER = "x-perpkit-lockstep";

/**
 * The query parameter of a stream URL that carries a lock-step connection's id to the sandbox.
 *
 * @example
 * url.searchParams.set(LOCKSTEP_PARAM, link.id)
 */
export const LOCKSTEP_PARAM = "perpkit-lockstep";

/**
 * The clock a client reads: `now()` and timers on that time. {@link systemClock} is the machine's;
 * a sandbox hands out its own (`sandbox.clock`), whose timers fire on the sandbox's time.
 *
 * @example
 * const clock: Clock = systemClock
 * const timer = clock.setTimeout(() => console.log(clock.now()), 1_000)
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Calls `callback` once, `ms` from now on this clock. */
  setTimeout(callback: () => void, ms: number): ClockTimer;
  /** Calls `callback` every `ms` on this clock. */
  setInterval(callback: () => void, ms: number): ClockTimer;
  /** Stops a timer of this clock; `undefined` and a timer that already fired are ignored. */
  clearTimer(timer: ClockTimer | undefined): void;
  /** Present on a clock that runs a simulation in step with its clients. */
  readonly lockstep?: ClockLockstep | undefined;
}

/**
 * The machine's clock: `Date.now` and the runtime's own timers.
 *
 * @example
 * createStreamClient({ network: "testnet", clock: systemClock }) // the default
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as ClockTimer,
  setInterval: (callback, ms) => setInterval(callback, ms) as unknown as ClockTimer,
  clearTimer: (timer) => clearTimeout(timer as Parameters<typeof clearTimeout>[0]),
};

/**
 * Lets a Node process exit while the timer waits (browsers and simulated clocks have no such
 * thing); returns the timer.
 *
 * @example
 * const timer = unrefTimer(clock.setTimeout(check, 1_000))
 */
export function unrefTimer<T extends ClockTimer>(timer: T): T {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/**
 * Resolves `ms` from now on `clock`, or rejects with the signal's reason when it aborts first
 * (or with the simulation's, when the simulation `clock` runs is over first).
 *
 * @example
 * await sleepOn(sandbox.clock, 250, controller.signal)
 */
export function sleepOn(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // A simulation that is over moves its clock no more: the wait ends with it.
    const ended = clock.lockstep?.ended;
    if (signal?.aborted || ended?.aborted) {
      reject(signal?.aborted ? signal.reason : ended?.reason);
      return;
    }
    const stop = () => {
      signal?.removeEventListener("abort", onAbort);
      ended?.removeEventListener("abort", onEnded);
    };
    const onAbort = () => {
      clock.clearTimer(timer);
      stop();
      reject(signal?.reason);
    };
    const onEnded = () => {
      clock.clearTimer(timer);
      stop();
      reject(ended?.reason);
    };
    const timer = clock.setTimeout(() => {
      stop();
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
    ended?.addEventListener("abort", onEnded, { once: true });
  });
}

/**
 * A value a client fetches once and keeps while it is fresh: the one idiom of "cached, else
 * fetched". `peek()` reads it without waiting (a hot path takes it from there when it is warm);
 * `get()` answers it, fetching it first when it is missing or stale, one fetch for concurrent
 * callers; `refresh()` fetches it again. A failed fetch is not kept: the next call tries again.
 *
 * @example
 * const domain = context.signingDomain.peek() ?? (await context.signingDomain.get(signal))
 */
export interface Cached<T> {
  /** The value while it is fresh; otherwise `undefined`, without fetching. */
  peek(): T | undefined;
  /** The value: the fresh one, else fetched (the fetch under way, if one is). */
  get(signal?: AbortSignal): Promise<T>;
  /** The value fetched again, whatever its age (the fetch under way, if one is). */
  refresh(signal?: AbortSignal): Promise<T>;
}

/**
 * Options of {@link cachedOn}.
 *
 * @example
 * const options: CachedOptions<SigningDomain> = { value: signingConfig?.domain }
 */
export interface CachedOptions<T> {
  /** How long a fetched value stays fresh, in ms of the clock. Default: for ever. */
  readonly maxAgeMs?: number | undefined;
  /** A value known from the start, fresh for ever (a signing domain given in the options). */
  readonly value?: T | undefined;
}

/**
 * A {@link Cached} value whose age is measured on `clock`, fetched by `load` (given the signal
 * of the call that started it).
 *
 * @example
 * const products = cachedOn(clock, (signal) => listAllProducts(signal), { maxAgeMs: 300_000 })
 * const list = products.peek() ?? (await products.get())
 */
export function cachedOn<T>(
  clock: Clock,
  load: (signal?: AbortSignal) => Promise<T>,
  options: CachedOptions<T> = {},
): Cached<T> {
  const maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  // A value given at the start was kept "at" the end of time: never stale.
  let kept: { value: T; at: number } | undefined =
    options.value === undefined
      ? undefined
      : { value: options.value, at: Number.POSITIVE_INFINITY };
  let loading: Promise<T> | undefined;
  const peek = () => (kept && clock.now() - kept.at <= maxAgeMs ? kept.value : undefined);
  const refresh = (signal?: AbortSignal): Promise<T> => {
    loading ??= load(signal)
      .then((value) => {
        kept = { value, at: clock.now() };
        return value;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    peek,
    get: (signal) => {
      const fresh = peek();
      return fresh === undefined ? refresh(signal) : Promise.resolve(fresh);
    },
    refresh,
  };
}
