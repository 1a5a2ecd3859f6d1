import { debugLogger } from "./debug-logger.js";
import { AbortError, TimeoutError, TransportError, ValidationError } from "./errors.js";
import { HttpError } from "./http-errors.js";
import { sleep } from "./rate-limit.js";
import { describeError, observe, sendAttempt, type TransportState } from "./transport-attempt.js";
import type {
  HttpRequest,
  HttpResponse,
  HttpRetryEvent,
  HttpTransport,
  HttpTransportOptions,
  QueryValue,
  RetryPolicy,
} from "./transport-types.js";

export type * from "./transport-types.js";

/**
 * The retry policy used when retries are switched on with `retry: true`.
 *
 * @example
 * createHttpTransport({ baseUrl: "https://api.example", retry: { ...defaultRetryPolicy, retries: 5 } })
 */
export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  statuses: [429, 502, 503, 504],
  maxRetryAfterMs: 30_000,
};

/**
 * Encodes query parameters: booleans as `true`/`false`, arrays as repeated keys, `undefined`
 * left out, keys in the order given.
 *
 * @example
 * encodeQuery({ productId: 2, statuses: ["NEW", "FILLED"], cursor: undefined }) // "?productId=2&statuses=NEW&statuses=FILLED"
 */
export function encodeQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The transport's options, checked and with their defaults: the state every request reads. */
function transportState(options: HttpTransportOptions): TransportState {
  const maxBytes = options.maxResponseBytes ?? 32 * 1024 * 1024;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) {
    throw new ValidationError(
      "maxResponseBytes",
      `must be a whole number of bytes above 0, got ${String(maxBytes)}`,
    );
  }
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes,
    policy:
      options.retry === true
        ? defaultRetryPolicy
        : options.retry
          ? { ...defaultRetryPolicy, ...options.retry }
          : undefined,
    random: options.random ?? Math.random,
    debug: debugLogger(options.debugNamespace ?? "perpkit:http"),
    options,
    lastRateLimit: undefined,
  };
}

/**
 * How long to wait before sending a failed attempt again, or `undefined` when it must not be:
 * timeouts and lost connections back off; a status the policy retries waits for its
 * `Retry-After` (failing at once when that is longer than the policy allows) or backs off.
 */
function retryDelay(state: TransportState, error: unknown, attempt: number): number | undefined {
  const policy = state.policy as RetryPolicy;
  const backoff = () =>
    state.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  if (error instanceof TimeoutError || error instanceof TransportError) return backoff();
  if (!(error instanceof HttpError) || !policy.statuses.includes(error.status)) return undefined;
  const after = error.rateLimit?.retryAfterMs;
  if (after !== undefined && after > policy.maxRetryAfterMs) return undefined;
  return after ?? backoff();
}

/** Tells the hooks and the DEBUG log that a request goes again, and waits the delay. */
async function waitToRetry(
  state: TransportState,
  retry: HttpRetryEvent,
  retries: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { onRetry } = state.options;
  if (onRetry) observe(state, "onRetry", () => onRetry(retry));
  state.debug(
    `retry ${retry.attempt} of ${retries}: ${retry.method} ${retry.url} again in ${Math.round(retry.delayMs)} ms after ${describeError(retry.error)}`,
  );
  try {
    await sleep(retry.delayMs, signal);
  } catch (reason) {
    throw new AbortError(`${retry.method} ${retry.path}`, { cause: reason });
  }
}

/** Sends a request, again after each failure its retry mode and the policy allow. */
async function send(state: TransportState, request: HttpRequest): Promise<HttpResponse> {
  const target = `${state.baseUrl}${request.path}${encodeQuery(request.query)}`;
  const mode = request.retry ?? (request.method === "GET" ? "safe" : "never");
  const retries = state.policy && mode === "safe" ? state.policy.retries : 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendAttempt(state, request, target, attempt);
    } catch (error) {
      if (attempt > retries || !state.policy) throw error;
      const delayMs = retryDelay(state, error, attempt);
      if (delayMs === undefined) throw error;
      const { method, path } = request;
      const retry: HttpRetryEvent = { method, url: target, path, attempt, delayMs, error };
      await waitToRetry(state, retry, retries, request.signal);
    }
  }
}

/**
 * An HTTP transport over `fetch`: per-attempt timeouts, the caller's AbortSignal, rate-limit
 * headers parsed on every response, typed errors by status, and opt-in retries.
 *
 * @example
 * const http = createHttpTransport({ baseUrl: "https://api.example", retry: true })
 * const { body } = await http.request({ method: "GET", path: "/v1/time" })
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const state = transportState(options);
  return {
    baseUrl: state.baseUrl,
    get lastRateLimit() {
      return state.lastRateLimit;
    },
    request: (request) => send(state, request),
    url: (path, query) => `${state.baseUrl}${path}${encodeQuery(query)}`,
  };
}
