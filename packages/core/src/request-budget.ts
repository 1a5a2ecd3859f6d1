// The REST rate budget: a client-side copy of the exchange's REST point pools (per IP, and per
// account for signed requests), the cost of each request from spec/limits.yaml, and the transport
// that pays every request from the pools before sending it.

import { createPool, type Pool, type PoolSize } from "./budget-pool.js";
import type { DebugLogger } from "./debug.js";
import { AbortError, type RateLimitInfo } from "./errors.js";
import { rateLimitCosts, rateLimitEndpointCosts, rateLimitPools } from "./generated/limits.js";
import { HttpError, RateLimitError } from "./http-errors.js";

export type { PoolSize };

import type { PointBudget } from "./rate-limit.js";
import { type Clock, sleepOn, systemClock } from "./time/clock.js";
import type { HttpRequest, HttpResponse, HttpRetryEvent, HttpTransport } from "./transport.js";

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
  /** The clock its windows and waits run on. */
  readonly clock: Clock;
  /**
   * Waits until the request's points fit its pools (leaving the reserve unless it is a cancel),
   * then spends them. `onWait` hears each wait before it starts. Rejects when `signal` aborts.
   * Resolves with the function to call when the exchange has answered: the exchange counts the
   * points on arrival, so they leave the client's window a window after the answer, never sooner
   * than the exchange's.
   */
  spend(request: BudgetRequest, onWait?: (wait: BudgetWait) => void): Promise<() => void>;
  /**
   * A transport that pays every request from this budget before sending it (see
   * {@link BudgetedTransportOptions}): a read from the IP pool, a signed request (a `signature` in
   * its body, or a signature header) from its signer's account pool too.
   */
  transport(inner: HttpTransport, options?: BudgetedTransportOptions): HttpTransport;
  /**
   * Takes in what the exchange says is left (the rate-limit headers of an answer): a pool whose
   * size is `info.limit` counts what it has above `info.remaining` as spent by others (another
   * process), back when `Retry-After`, else `RateLimit-Reset`, says.
   */
  observe(info: RateLimitInfo, account?: string): void;
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
  /**
   * The clock the pools' windows and the waits run on. Default {@link systemClock}; a sandbox's
   * clock in a backtest, so the budget counts simulated minutes.
   */
  readonly clock?: Clock | undefined;
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
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const ipSize = poolSize(options.ip, rateLimitPools.http);
  const accountSize = poolSize(options.account, rateLimitPools.account);
  const ip = ipSize && createPool(ipSize, clock);
  const accounts = new Map<string, Pool>();
  const cancelReserve = options.cancelReserve ?? 10;
  const account = (address: string): Pool | undefined => {
    if (!accountSize) return undefined;
    const key = address.toLowerCase();
    let pool = accounts.get(key);
    if (!pool) {
      pool = createPool(accountSize, clock);
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
  const budget: RequestBudget = {
    ip,
    account,
    cancelReserve,
    clock,
    transport: (inner, transportOptions) => budgetedTransport(inner, budget, transportOptions),
    async spend(request, onWait) {
      const reserve = request.cancel ? 0 : cancelReserve;
      const own = request.account === undefined ? undefined : account(request.account);
      for (;;) {
        request.signal?.throwIfAborted();
        const ipWait = waitOf(ip, ipSize, request.cost, reserve);
        const accountWait = waitOf(own, accountSize, request.cost, reserve);
        const waitMs = Math.max(ipWait, accountWait);
        if (waitMs === 0) {
          const spent = [ip, own].flatMap((pool) =>
            pool ? [{ pool, spend: pool.spendNow(request.cost) }] : [],
          );
          return () => {
            for (const { pool, spend } of spent) pool.answered(spend);
          };
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
        await sleepOn(clock, Math.max(1, waitMs), request.signal);
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
  return budget;
}

/**
 * What `onRetry` hears from a budgeted transport ({@link RequestBudget.transport}): before a request waits for room in the
 * budget (`wait` says which pool and for how long; `error` is undefined), or before it is sent
 * again after the exchange refused it with 429 (`error` is the RateLimitError).
 *
 * @example
 * const onRetry = (e: BudgetedRetryEvent) => console.log(e.wait ? `waiting for the ${e.wait.pool} pool` : e.error)
 */
export interface BudgetedRetryEvent extends HttpRetryEvent {
  /** Set when the request waits for the client's own budget, before anything is sent. */
  readonly wait?: BudgetWait | undefined;
}

/**
 * Options of {@link RequestBudget.transport}.
 *
 * @example
 * budget.transport(createHttpTransport({ baseUrl }), { account: signer.address, cancel: true })
 */
export interface BudgetedTransportOptions {
  /** The address a signed request is charged to (its signer); without it only the IP pool pays. */
  readonly account?: string | undefined;
  /** Requests of this transport may spend the reserve kept for cancels. */
  readonly cancel?: boolean | undefined;
  /** How many times a request the exchange refused with 429 waits and is sent again. Default 3. */
  readonly rateLimitRetries?: number | undefined;
  /**
   * The longest `Retry-After` a refused request waits for; a longer one fails at once. Default
   * 60 s, the exchange's window.
   */
  readonly maxRetryAfterMs?: number | undefined;
  /** Hears every wait, the budget's and the exchange's. */
  readonly onRetry?: ((event: BudgetedRetryEvent) => void) | undefined;
  /** Where each wait is written, one line. */
  readonly log?: DebugLogger | undefined;
}

/** True for a request that carries a signature: in its JSON body, or as a signed read's header. */
function isSigned(request: HttpRequest): boolean {
  if (request.body?.includes('"signature":')) return true;
  return Object.keys(request.headers ?? {}).some((name) => /signature$/i.test(name));
}

/** `the account pool (0 of 220 points left)`, for a log line. */
function describeWait(wait: BudgetWait): string {
  return `the ${wait.pool} pool has ${wait.available} of ${wait.points} points`;
}

/**
 * An HTTP transport that pays every request from a {@link RequestBudget} before sending it: the
 * IP pool always, the account pool too when the request is signed (a `signature` in its body or
 * a signature header). A request waits for room instead of being refused, and one the exchange
 * refuses anyway with 429 (another process spent the points) waits its `Retry-After` (up to
 * `maxRetryAfterMs`) and is sent again as the same bytes. Every answer's rate-limit headers are taken into the budget.
 * `onRetry` and the debug log say when a request waited and why.
 *
 * `budget.transport(inner, options)` makes one.
 */
function budgetedTransport(
  inner: HttpTransport,
  budget: RequestBudget,
  options: BudgetedTransportOptions = {},
): HttpTransport {
  const retries = options.rateLimitRetries ?? 3;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const announce = (event: BudgetedRetryEvent, line: string) => {
    try {
      options.onRetry?.(event);
    } catch (error) {
      options.log?.(`onRetry threw ${String(error)}`);
    }
    options.log?.(line);
  };

  async function request(request: HttpRequest): Promise<HttpResponse> {
    const paginated = request.query !== undefined && Object.hasOwn(request.query, "cursor");
    const cost = requestCost(request.method, request.path, paginated);
    const account =
      options.account !== undefined && isSigned(request) ? options.account : undefined;
    const what = `${request.method} ${request.path}`;
    const url = inner.url(request.path, request.query);
    const base = { method: request.method, url, path: request.path };
    for (let attempt = 1; ; attempt++) {
      let answered: () => void;
      try {
        answered = await budget.spend(
          { cost, account, cancel: options.cancel, signal: request.signal },
          (wait) =>
            announce(
              { ...base, attempt, delayMs: wait.waitMs, error: undefined, wait },
              `${what} waits ${Math.round(wait.waitMs)} ms for ${wait.cost} point${wait.cost === 1 ? "" : "s"}: ${describeWait(wait)}${options.cancel ? "" : ` (${budget.cancelReserve} kept for cancels)`}`,
            ),
        );
      } catch (reason) {
        if (request.signal?.aborted) throw new AbortError(what, { cause: reason });
        throw reason;
      }
      try {
        const response = await inner.request(request);
        answered();
        if (response.rateLimit) budget.observe(response.rateLimit, account);
        return response;
      } catch (error) {
        answered();
        if (error instanceof HttpError && error.rateLimit) budget.observe(error.rateLimit, account);
        if (!(error instanceof RateLimitError) || attempt > retries) throw error;
        const delayMs = error.retryAfterMs ?? 1_000;
        if (delayMs > maxRetryAfterMs) throw error;
        announce(
          { ...base, attempt, delayMs, error },
          `${what} was refused (${error.pool ?? "rate limited"}): sent again in ${Math.round(delayMs)} ms`,
        );
        try {
          await sleepOn(budget.clock, delayMs, request.signal);
        } catch (reason) {
          throw new AbortError(what, { cause: reason });
        }
      }
    }
  }

  return {
    baseUrl: inner.baseUrl,
    get lastRateLimit() {
      return inner.lastRateLimit;
    },
    request,
    url: inner.url,
  };
}
