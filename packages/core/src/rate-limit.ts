import type { RateLimitInfo } from "./errors.js";
import {
  rateLimitCosts,
  rateLimitEndpointCosts,
  rateLimitHeaders,
  rateLimitPools,
} from "./generated/limits.js";

function seconds(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** `Retry-After` in milliseconds: delta-seconds, or an HTTP date relative to `nowMs`. */
function retryAfter(value: string | null, nowMs: number): number | undefined {
  const s = seconds(value);
  if (s !== undefined) return s * 1000;
  if (value === null) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * Reads the rate-limit headers of a response. Returns `undefined` when it carries none.
 *
 * @example
 * parseRateLimitHeaders(response.headers)?.remaining // 19_990
 */
export function parseRateLimitHeaders(
  headers: Headers,
  nowMs: number = Date.now(),
): RateLimitInfo | undefined {
  const names = rateLimitHeaders;
  const limit = seconds(headers.get(names.limit));
  const remaining = seconds(headers.get(names.remaining));
  const reset = seconds(headers.get(names.reset));
  const retryAfterMs = retryAfter(headers.get(names.retryAfter), nowMs);
  if (
    limit === undefined &&
    remaining === undefined &&
    reset === undefined &&
    retryAfterMs === undefined
  ) {
    return undefined;
  }
  return {
    limit,
    remaining,
    resetMs: reset === undefined ? undefined : reset * 1000,
    retryAfterMs,
  };
}

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
  readonly now?: () => number;
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
  return createPool(options);
}

/** A point budget that can also record points spent elsewhere, returning at a given time. */
interface Pool extends PointBudget {
  /** Records `cost` points spent by others (another process), back in the pool at `returnsAt`. */
  record(cost: number, returnsAt: number): void;
}

function createPool(options: PointBudgetOptions): Pool {
  const now = options.now ?? Date.now;
  // Sorted by `at`; a spend leaves the window at `at + windowMs`.
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
  const add = (at: number, cost: number) => {
    let i = spends.length;
    while (i > 0 && (spends[i - 1] as { at: number }).at > at) i--;
    spends.splice(i, 0, { at, cost });
    used += cost;
  };
  const tryTake = (cost: number): boolean => {
    if (waitTime(cost) > 0) return false;
    add(now(), cost);
    return true;
  };
  return {
    available: () => {
      expire(now());
      return options.points - used;
    },
    tryTake,
    waitTime,
    record: (cost, returnsAt) => add(Math.min(now(), returnsAt - options.windowMs), cost),
    async take(cost, signal) {
      for (;;) {
        signal?.throwIfAborted();
        if (tryTake(cost)) return;
        const wait = waitTime(cost);
        if (!Number.isFinite(wait))
          throw new RangeError(`cost ${cost} exceeds the pool of ${options.points} points`);
        await sleep(Math.max(1, wait), signal);
      }
    },
  };
}

/**
 * The point cost of a request to the exchange: its override in spec/limits.yaml (`GET /v1/order`
 * is 10), else 10 for a page of a list and 1 for anything else.
 *
 * @example
 * requestCost("GET", "/v1/product", true) // 10
 * requestCost("POST", "/v1/order", false) // 1
 */
export function requestCost(method: string, path: string, paginated: boolean): number {
  const overrides: Readonly<Record<string, keyof typeof rateLimitCosts>> =
    rateLimitEndpointCosts.overrides;
  const named =
    overrides[`${method} ${path}`] ??
    (paginated ? rateLimitEndpointCosts.paginated : rateLimitEndpointCosts.default);
  return rateLimitCosts[named];
}

/**
 * A wait of {@link RequestBudget.spend}: which pool had no room for the request, and for how long
 * it waits.
 *
 * @example
 * const onWait = ({ pool, waitMs, cost }: BudgetWait) => console.log(`${cost} points of the ${pool} pool in ${waitMs} ms`)
 */
export interface BudgetWait {
  /** `ip`: every request's pool; `account`: the pool of signed requests of one address. */
  readonly pool: "ip" | "account";
  /** The request's points. */
  readonly cost: number;
  /** How long it waits before it looks again. */
  readonly waitMs: number;
  /** Points the pool has now, the cancel reserve included. */
  readonly available: number;
  /** The pool's size. */
  readonly points: number;
}

/**
 * What one request asks of a {@link RequestBudget}.
 *
 * @example
 * await budget.spend({ cost: 1, account: signer.address, cancel: true })
 */
export interface BudgetRequest {
  readonly cost: number;
  /** The signing address of a signed request: it pays from that account's pool too. */
  readonly account?: string | undefined;
  /** A cancel may spend the reserve the other requests leave. */
  readonly cancel?: boolean | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * A client-side copy of the exchange's REST rate-limit pools: the IP pool every request pays from
 * and the pool of each account's signed requests. Requests wait for room instead of being
 * refused, and all but cancels leave a reserve, so cancelling is never starved.
 *
 * @example
 * const budget: RequestBudget = createRequestBudget()
 * const rest = createRestClient({ network: "testnet", signer, budget })
 */
export interface RequestBudget {
  /** The IP pool; `undefined` when it is not budgeted. */
  readonly ip: PointBudget | undefined;
  /** The pool of an account's signed requests (made at first use); `undefined` when not budgeted. */
  account(address: string): PointBudget | undefined;
  /** Points of each pool that only cancels may spend. */
  readonly cancelReserve: number;
  /**
   * Waits until the request's points fit its pools (leaving the reserve unless it is a cancel),
   * then spends them. `onWait` hears each wait before it starts. Rejects when `signal` aborts.
   */
  spend(request: BudgetRequest, onWait?: (wait: BudgetWait) => void): Promise<void>;
  /**
   * Takes in what the exchange says is left (the rate-limit headers of an answer): a pool whose
   * size is `info.limit` counts what it has above `info.remaining` as spent by others (another
   * process), back when `Retry-After`, else `RateLimit-Reset`, says.
   */
  observe(info: RateLimitInfo, account?: string): void;
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

/**
 * Options of {@link createRequestBudget}. Each pool defaults to the interface's numbers
 * (spec/limits.yaml: 20,000 points a minute per IP, 220 a minute per account); `false` leaves it
 * out.
 *
 * @example
 * createRequestBudget({ account: { points: 100, windowMs: 60_000 }, cancelReserve: 20 })
 */
export interface RequestBudgetOptions {
  readonly ip?: PoolSize | false | undefined;
  readonly account?: PoolSize | false | undefined;
  /** Points of each pool kept for cancels. Default 10: ten cancel requests of 200 ids each. */
  readonly cancelReserve?: number | undefined;
  readonly now?: (() => number) | undefined;
}

function poolSize(
  given: PoolSize | false | undefined,
  pool: { readonly points: number; readonly windowSeconds: number },
): PoolSize | undefined {
  if (given === false) return undefined;
  return given ?? { points: pool.points, windowMs: pool.windowSeconds * 1000 };
}

/**
 * Creates the REST rate-limit pools of one IP: share one between the clients of a process (the
 * exchange counts them together), or give each client its own.
 *
 * @example
 * const budget = createRequestBudget()
 * const a = createRestClient({ network: "testnet", signer: bot1, budget })
 * const b = createRestClient({ network: "testnet", signer: bot2, budget })
 */
export function createRequestBudget(options: RequestBudgetOptions = {}): RequestBudget {
  const now = options.now ?? Date.now;
  const ipSize = poolSize(options.ip, rateLimitPools.http);
  const accountSize = poolSize(options.account, rateLimitPools.account);
  const ip = ipSize && createPool({ ...ipSize, now });
  const accounts = new Map<string, Pool>();
  const cancelReserve = options.cancelReserve ?? 10;
  const account = (address: string): Pool | undefined => {
    if (!accountSize) return undefined;
    const key = address.toLowerCase();
    let pool = accounts.get(key);
    if (!pool) {
      pool = createPool({ ...accountSize, now });
      accounts.set(key, pool);
    }
    return pool;
  };
  /** How long `pool` needs before `cost` fits with `reserve` left over. */
  const waitOf = (
    pool: PointBudget | undefined,
    size: PoolSize | undefined,
    cost: number,
    reserve: number,
  ) =>
    pool && size ? pool.waitTime(cost + Math.max(0, Math.min(reserve, size.points - cost))) : 0;
  return {
    ip,
    account,
    cancelReserve,
    async spend(request, onWait) {
      const reserve = request.cancel ? 0 : cancelReserve;
      const own = request.account === undefined ? undefined : account(request.account);
      for (;;) {
        request.signal?.throwIfAborted();
        const ipWait = waitOf(ip, ipSize, request.cost, reserve);
        const accountWait = waitOf(own, accountSize, request.cost, reserve);
        const waitMs = Math.max(ipWait, accountWait);
        if (waitMs === 0) {
          ip?.tryTake(request.cost);
          own?.tryTake(request.cost);
          return;
        }
        if (!Number.isFinite(waitMs)) {
          throw new RangeError(`cost ${request.cost} exceeds a pool of the request budget`);
        }
        const pool = accountWait >= ipWait ? "account" : "ip";
        const which = pool === "ip" ? ip : own;
        onWait?.({
          pool,
          cost: request.cost,
          waitMs,
          available: which?.available() ?? 0,
          points: (pool === "ip" ? ipSize : accountSize)?.points ?? 0,
        });
        await sleep(Math.max(1, waitMs), request.signal);
      }
    },
    observe(info, address) {
      const { limit, remaining } = info;
      if (limit === undefined || remaining === undefined) return;
      const isAccount = limit === accountSize?.points && address !== undefined;
      const size = isAccount ? accountSize : limit === ipSize?.points ? ipSize : undefined;
      const pool = isAccount && address !== undefined ? account(address) : size && ip;
      if (!pool || !size) return;
      const extra = pool.available() - remaining;
      // Back when the exchange says the points fit again (Retry-After, after a refusal), or when
      // its whole window is free (RateLimit-Reset); at the latest a window from now.
      const backInMs = Math.min(info.retryAfterMs ?? info.resetMs ?? size.windowMs, size.windowMs);
      if (extra > 0) pool.record(extra, now() + backInMs);
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
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
