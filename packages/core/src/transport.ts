import { runtimeDebugLogger, runtimeFetch, transportDebugLog } from "#runtime";
import type { DebugLogger } from "./debug.js";
import {
  AbortError,
  DecodeError,
  PerpkitError,
  type RateLimitInfo,
  TimeoutError,
  TransportError,
  ValidationError,
} from "./errors.js";
import { httpErrorFor } from "./generated/errors.js";
import { rateLimitHeaders } from "./generated/limits.js";
import { HttpError } from "./http-errors.js";
import { type Clock, LOCKSTEP_HEADER, randomOn, sleepOn, systemClock } from "./time/clock.js";
import type {
  HttpRequest,
  HttpRequestEvent,
  HttpResponse,
  HttpResponseEvent,
  HttpRetryEvent,
  HttpTransport,
  HttpTransportOptions,
  QueryValue,
  RetryPolicy,
  SendHttp,
  TransportDebugLog,
} from "./transport-types.js";

export type * from "./transport-types.js";

// One attempt of a request: sent once, watched by its timeout and the caller's signal, its answer
// read within the size cap and decoded, its outcome reported to the hooks and the DEBUG log.

/**
 * The debug logger of a perpkit namespace, as the runtime allows: in Node, one that `DEBUG` switches
 * on, writing to standard error (see {@link createDebugLogger}); in browsers and other runtimes,
 * one that is never on, so their bundles leave the logger out. The transport and the stream client
 * log through it.
 *
 * @example
 * const debug = debugLogger("perpkit:stream")
 * if (debug.enabled) debug("reconnecting in 500 ms")
 */
export function debugLogger(namespace: string): DebugLogger {
  return runtimeDebugLogger(namespace);
}

// What an answer says of the rate-limit pools: its headers, which every answer may carry.

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

/** What a transport holds for its whole life: its options resolved, and what it last saw. */
interface TransportState {
  readonly baseUrl: string;
  readonly fetch: SendHttp;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly policy: RetryPolicy | undefined;
  readonly random: () => number;
  /** Its DEBUG lines, where the runtime has a DEBUG log. */
  readonly log: TransportDebugLog | undefined;
  readonly options: HttpTransportOptions;
  readonly clock: Clock;
  /** The rate-limit headers of the latest response that carried any. */
  lastRateLimit: RateLimitInfo | undefined;
}

/** What one attempt learned, filled in as it goes: reported whether it succeeds or fails. */
interface AttemptRecord {
  readonly sent: HttpRequestEvent;
  readonly started: number;
  status?: number | undefined;
  requestId?: string | undefined;
  rateLimit?: RateLimitInfo | undefined;
}

/** Runs a caller's hook; what it throws never reaches the request. */
function observe(state: TransportState, name: string, call: () => void): void {
  try {
    call();
  } catch (error) {
    state.log?.hookThrew(name, error);
  }
}

function parseBody(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function requestIdOf(headers: Headers): string | undefined {
  return headers.get("x-request-id") ?? headers.get("request-id") ?? undefined;
}

/**
 * The body of `response` as text, refusing more than `maxBytes`: at the first chunk when its
 * Content-Length says so, else as soon as what arrived passes it.
 */
async function readText(response: Response, maxBytes: number, what: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const declared = Number(response.headers.get("content-length"));
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes || declared > maxBytes) {
      await reader.cancel();
      throw new DecodeError("", `is larger than ${maxBytes} bytes (${what})`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Tells the hooks and the DEBUG log how an attempt ended: its answer, or why it failed. */
function report(
  state: TransportState,
  record: AttemptRecord,
  error: PerpkitError | undefined,
): void {
  const event: HttpResponseEvent = {
    ...record.sent,
    status: record.status,
    durationMs: state.clock.now() - record.started,
    requestId: record.requestId,
    rateLimit: record.rateLimit,
    error,
  };
  const { onResponse } = state.options;
  if (onResponse) observe(state, "onResponse", () => onResponse(event));
  state.log?.attempt(event);
}

/** Sends the request once and reads its answer: the response, or a typed error of its status. */
async function exchange(
  state: TransportState,
  request: HttpRequest,
  record: AttemptRecord,
  signal: AbortSignal,
  lockstep: string | undefined,
): Promise<HttpResponse> {
  const target = record.sent.url;
  const what = `${request.method} ${request.path}`;
  const headers: Record<string, string> = {
    accept: "application/json",
    ...state.options.headers,
    ...request.headers,
  };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  if (lockstep !== undefined) headers[LOCKSTEP_HEADER] = lockstep;
  // Called on its own, never as a method of the state: a browser's fetch refuses any `this` but
  // the window ("Illegal invocation").
  const { fetch } = state;
  const response = await fetch(target, {
    method: request.method,
    headers,
    body: request.body ?? null,
    signal,
  });
  record.status = response.status;
  const text = await readText(response, state.maxBytes, what);
  const rateLimit = parseRateLimitHeaders(response.headers, state.clock.now());
  record.rateLimit = rateLimit;
  if (rateLimit) {
    state.lastRateLimit = rateLimit;
    observe(state, "onRateLimit", () => state.options.onRateLimit?.(rateLimit, request));
  }
  const requestId = requestIdOf(response.headers);
  record.requestId = requestId;
  const asText = response.ok && request.responseType === "text";
  const body = asText ? text : parseBody(text);
  if (!response.ok) {
    const status = response.status;
    throw httpErrorFor({ status, method: request.method, url: target, body, requestId, rateLimit });
  }
  if (!asText && typeof body === "string") {
    throw new DecodeError("", `is not JSON (${what} answered ${response.status})`, {
      details: body.slice(0, 200),
    });
  }
  return {
    status: response.status,
    url: target,
    headers: response.headers,
    body,
    rateLimit,
    requestId,
    attempts: record.sent.attempt,
  };
}

/** What a failed attempt throws: its own typed error, or the abort, timeout or lost connection. */
function failureOf(
  caught: unknown,
  request: HttpRequest,
  limit: number,
  timedOut: boolean,
): PerpkitError {
  const what = `${request.method} ${request.path}`;
  if (caught instanceof PerpkitError) return caught;
  if (request.signal?.aborted) return new AbortError(what, { cause: request.signal.reason });
  if (timedOut) return new TimeoutError(limit, what, { cause: caught });
  return new TransportError(`${what} failed before an answer arrived.`, {
    cause: caught,
    details: caught instanceof Error ? caught.message : String(caught),
  });
}

/**
 * Sends one attempt of a request to `target`: within its timeout, aborted with the caller's
 * signal, reported to the hooks before it is sent and after it ends.
 */
async function sendAttempt(
  state: TransportState,
  request: HttpRequest,
  target: string,
  attempt: number,
): Promise<HttpResponse> {
  const limit = request.timeoutMs ?? state.timeoutMs;
  const sent: HttpRequestEvent = {
    method: request.method,
    url: target,
    path: request.path,
    body: request.body,
    attempt,
  };
  const { onRequest } = state.options;
  if (onRequest) observe(state, "onRequest", () => onRequest(sent));
  const { clock } = state;
  const record: AttemptRecord = { sent, started: clock.now() };
  // The attempt's own controller: fired by its timeout, or by the caller's signal.
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  request.signal?.addEventListener("abort", onAbort, { once: true });
  // In a backtest the simulation waits for this attempt until its answer is handled.
  const work = clock.lockstep?.request();
  // The request goes first (fetch runs up to its write before it waits), then its timeout is set,
  // in the same turn of the loop: nothing can time it out in between.
  const answered = exchange(state, request, record, controller.signal, work?.id);
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  try {
    const response = await answered;
    report(state, record, undefined);
    return response;
  } catch (caught) {
    const error = failureOf(caught, request, limit, timedOut);
    report(state, record, error);
    throw error;
  } finally {
    clock.clearTimer(timer);
    request.signal?.removeEventListener("abort", onAbort);
    work?.done();
  }
}

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
    fetch: options.fetch ?? runtimeFetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes,
    policy:
      options.retry === true
        ? defaultRetryPolicy
        : options.retry
          ? { ...defaultRetryPolicy, ...options.retry }
          : undefined,
    random: options.random ?? randomOn(options.clock ?? systemClock),
    log: transportDebugLog(options.debugNamespace ?? "perpkit:http"),
    options,
    clock: options.clock ?? systemClock,
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
  state.log?.retry(retry, retries);
  try {
    await sleepOn(state.clock, retry.delayMs, signal);
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
