import type { DebugLogger } from "./debug.js";
import { AbortError, HttpError, RateLimitError } from "./errors.js";
import { type BudgetWait, type RequestBudget, requestCost, sleep } from "./rate-limit.js";
import type { HttpRequest, HttpResponse, HttpRetryEvent, HttpTransport } from "./transport.js";

/**
 * What `onRetry` hears from a {@link budgetedTransport}: before a request waits for room in the
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
 * Options of {@link budgetedTransport}.
 *
 * @example
 * budgetedTransport(transport, budget, { account: signer.address, cancel: true })
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
 * @example
 * const budget = createRequestBudget()
 * const transport = budgetedTransport(createHttpTransport({ baseUrl }), budget, { account: signer.address })
 */
export function budgetedTransport(
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
      try {
        await budget.spend(
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
        if (response.rateLimit) budget.observe(response.rateLimit, account);
        return response;
      } catch (error) {
        if (error instanceof HttpError && error.rateLimit) budget.observe(error.rateLimit, account);
        if (!(error instanceof RateLimitError) || attempt > retries) throw error;
        const delayMs = error.retryAfterMs ?? 1_000;
        if (delayMs > maxRetryAfterMs) throw error;
        announce(
          { ...base, attempt, delayMs, error },
          `${what} was refused (${error.pool ?? "rate limited"}): sent again in ${Math.round(delayMs)} ms`,
        );
        try {
          await sleep(delayMs, request.signal);
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
