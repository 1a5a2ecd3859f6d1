import { debugLogger } from "./debug-logger.js";
import {
  AbortError,
  DecodeError,
  PerpkitError,
  type RateLimitInfo,
  TimeoutError,
  TransportError,
  ValidationError,
} from "./errors.js";
import { type HttpStatusErrorType, httpErrorFor } from "./generated/errors.js";
import { HttpError } from "./http-errors.js";
import { parseRateLimitHeaders, sleep } from "./rate-limit.js";

/**
 * A query parameter value; arrays repeat the key, `undefined` leaves it out.
 *
 * @example
 * const statuses: QueryValue = ["NEW", "FILLED"]
 */
export type QueryValue =
  | string
  | number
  | boolean
  | readonly (string | number | boolean)[]
  | undefined;

/**
 * HTTP methods the interface uses.
 *
 * @example
 * const method: HttpMethod = "POST"
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/**
 * When a failed attempt may be sent again. `safe`: reads, and signed writes resent as the same
 * bytes (the exchange refuses a used nonce, so a duplicate cannot act twice). `never`: no retry.
 *
 * @example
 * await transport.request({ method: "POST", path: "/v1/order", body, retry: "safe" })
 */
export type RetryMode = "safe" | "never";

/**
 * One HTTP request to the exchange.
 *
 * @example
 * const request: HttpRequest = { method: "POST", path: "/v1/order", body: JSON.stringify(signedOrder) }
 * await transport.request(request)
 */
export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path below the base URL, starting with a slash: `/v1/order`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>> | undefined;
  /** The serialised JSON body. It is sent as these exact bytes on every attempt. */
  readonly body?: string | undefined;
  /** Headers of this request (a signed authorisation), over the transport's own. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Default: `safe` for GET, `never` otherwise. */
  readonly retry?: RetryMode | undefined;
  /** Overrides the transport's timeout for this request. */
  readonly timeoutMs?: number | undefined;
  /**
   * `json` (default) parses a successful body; `text` leaves it as sent, for callers that must
   * read numbers exactly as written (JSON.parse turns them into floats). Error bodies are parsed
   * either way.
   */
  readonly responseType?: "json" | "text" | undefined;
}

/**
 * A successful (2xx) answer.
 *
 * @example
 * const response: HttpResponse = await transport.request({ method: "GET", path: "/v1/time" })
 * response.body
 */
export interface HttpResponse {
  readonly status: number;
  readonly url: string;
  readonly headers: Headers;
  /** The parsed JSON body (`undefined` when empty), or the raw text with `responseType: "text"`. */
  readonly body: unknown;
  readonly rateLimit: RateLimitInfo | undefined;
  readonly requestId: string | undefined;
  /** How many times the request was sent. */
  readonly attempts: number;
}

/**
 * Opt-in retry policy. Delays grow exponentially with full jitter and honour `Retry-After`.
 *
 * @example
 * const policy: RetryPolicy = { ...defaultRetryPolicy, retries: 5 }
 */
export interface RetryPolicy {
  /** Further attempts after the first. */
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Statuses worth another attempt. Timeouts and connection failures always are. */
  readonly statuses: readonly number[];
  /** A `Retry-After` longer than this fails at once instead of waiting. */
  readonly maxRetryAfterMs: number;
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
 * What `onRequest` gets before each attempt is sent. It never holds a key: a signed body carries
 * its signature, not what made it.
 *
 * @example
 * const onRequest = (event: HttpRequestEvent) => console.log(event.attempt, event.method, event.url)
 */
export interface HttpRequestEvent {
  readonly method: HttpMethod;
  /** The full URL, query included. */
  readonly url: string;
  /** The path below the base URL: `/v1/order`. */
  readonly path: string;
  /** The JSON body as sent, when there is one. */
  readonly body: string | undefined;
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
}

/**
 * What `onResponse` gets after each attempt: the status when an answer arrived, the error when
 * the attempt failed (an error status, a timeout, a lost connection).
 *
 * @example
 * const onResponse = (event: HttpResponseEvent) => metrics.observe(event.path, event.status, event.durationMs)
 */
export interface HttpResponseEvent extends HttpRequestEvent {
  /** The HTTP status; `undefined` when no answer arrived (timeout, connection failure, abort). */
  readonly status: number | undefined;
  /** Milliseconds from sending to the answer (or to the failure). */
  readonly durationMs: number;
  readonly requestId: string | undefined;
  readonly rateLimit: RateLimitInfo | undefined;
  /** Why the attempt failed; `undefined` on a 2xx answer. */
  readonly error: PerpkitError | undefined;
}

/**
 * What `onRetry` gets before the transport waits to send a request again.
 *
 * @example
 * const onRetry = ({ attempt, delayMs, error }: HttpRetryEvent) => console.warn(`retry ${attempt} in ${delayMs} ms`, error)
 */
export interface HttpRetryEvent {
  readonly method: HttpMethod;
  readonly url: string;
  readonly path: string;
  /** The attempt that failed. */
  readonly attempt: number;
  /** How long the transport waits before the next attempt. */
  readonly delayMs: number;
  readonly error: unknown;
}

/**
 * Callbacks that observe every request: before each attempt, after each attempt, and before each
 * retry. They observe only; a hook that throws changes nothing about the request (its error goes
 * to the debug log). Every client that talks HTTP takes them in its options.
 *
 * @example
 * const hooks: HttpHooks = { onRequest: (e) => console.log(e.method, e.url), onResponse: (e) => console.log(e.status, e.durationMs) }
 */
export interface HttpHooks {
  readonly onRequest?: ((event: HttpRequestEvent) => void) | undefined;
  readonly onResponse?: ((event: HttpResponseEvent) => void) | undefined;
  /** Called before each retry with the attempt that failed, its error and the wait that follows. */
  readonly onRetry?: ((event: HttpRetryEvent) => void) | undefined;
}

/**
 * Options of {@link createHttpTransport}.
 *
 * @example
 * const transport = createHttpTransport({ baseUrl: "https://api.example", timeoutMs: 5_000, retry: true })
 */
export interface HttpTransportOptions extends HttpHooks {
  /** `https://api.example` with no trailing path. */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Per attempt. Default 10 s. */
  readonly timeoutMs?: number | undefined;
  /**
   * The largest answer read, in bytes. A longer one, by its Content-Length or as it arrives, is
   * cut off and thrown as a DecodeError, so a broken or hostile server cannot fill the memory.
   * Default 32 MiB.
   */
  readonly maxResponseBytes?: number | undefined;
  /** Off by default; `true` for {@link defaultRetryPolicy}, or a policy of your own. */
  readonly retry?: boolean | Partial<RetryPolicy> | undefined;
  /** Sent with every request. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Called with every response's rate-limit headers, errors included. */
  readonly onRateLimit?: ((info: RateLimitInfo, request: HttpRequest) => void) | undefined;
  /**
   * The debug namespace requests and retries are logged under when `DEBUG` names it. Default
   * `perpkit:http`; the REST client uses `perpkit:rest`, the candle client `perpkit:candles`.
   */
  readonly debugNamespace?: string | undefined;
  /** Random numbers in [0, 1) for jitter; tests pass their own. */
  readonly random?: (() => number) | undefined;
}

/**
 * Sends requests to one exchange base URL.
 *
 * @example
 * const transport: HttpTransport = createHttpTransport({ baseUrl: "http://127.0.0.1:7420" })
 */
export interface HttpTransport {
  readonly baseUrl: string;
  /** The rate-limit headers of the latest response that carried any. */
  readonly lastRateLimit: RateLimitInfo | undefined;
  /** Sends the request; resolves on 2xx, throws a typed PerpkitError otherwise. */
  request(request: HttpRequest): Promise<HttpResponse>;
  /** The full URL of a request, query included. */
  url(path: string, query?: Readonly<Record<string, QueryValue>>): string;
}

/**
 * Everything a request through an {@link HttpTransport} can throw, its answer decoded: the error
 * of an HTTP error status (see {@link HttpStatusErrorType}), a timeout, an abort, a connection
 * failure, or an answer that is not what the spec says.
 *
 * @example
 * try { await listOrders(transport, { subaccountId }) } catch (e) { const error = e as TransportErrorType }
 */
export type TransportErrorType =
  | HttpStatusErrorType
  | TimeoutError
  | AbortError
  | TransportError
  | DecodeError;

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

/**
 * An HTTP transport over `fetch`: per-attempt timeouts, the caller's AbortSignal, rate-limit
 * headers parsed on every response, typed errors by status, and opt-in retries.
 *
 * @example
 * const http = createHttpTransport({ baseUrl: "https://api.example", retry: true })
 * const { body } = await http.request({ method: "GET", path: "/v1/time" })
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxResponseBytes ?? 32 * 1024 * 1024;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) {
    throw new ValidationError(
      "maxResponseBytes",
      `must be a whole number of bytes above 0, got ${String(maxBytes)}`,
    );
  }
  const policy: RetryPolicy | undefined =
    options.retry === true
      ? defaultRetryPolicy
      : options.retry
        ? { ...defaultRetryPolicy, ...options.retry }
        : undefined;
  const random = options.random ?? Math.random;
  const debug = debugLogger(options.debugNamespace ?? "perpkit:http");
  let lastRateLimit: RateLimitInfo | undefined;

  const url = (path: string, query?: Readonly<Record<string, QueryValue>>) =>
    `${baseUrl}${path}${encodeQuery(query)}`;

  const backoff = (attempt: number) =>
    random() * Math.min(policy?.maxDelayMs ?? 0, (policy?.baseDelayMs ?? 0) * 2 ** (attempt - 1));

  /** Runs a caller's hook; what it throws never reaches the request. */
  function observe(name: string, call: () => void): void {
    try {
      call();
    } catch (error) {
      debug(`${name} threw ${describeError(error)}`);
    }
  }

  async function attemptOnce(
    request: HttpRequest,
    target: string,
    attempt: number,
  ): Promise<HttpResponse> {
    const limit = request.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    const what = `${request.method} ${request.path}`;
    const sent: HttpRequestEvent = {
      method: request.method,
      url: target,
      path: request.path,
      body: request.body,
      attempt,
    };
    if (options.onRequest) observe("onRequest", () => options.onRequest?.(sent));
    const started = Date.now();
    let status: number | undefined;
    let requestId: string | undefined;
    let rateLimit: RateLimitInfo | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limit);
    const onAbort = () => controller.abort();
    request.signal?.addEventListener("abort", onAbort, { once: true });
    const finished = (error: PerpkitError | undefined) => {
      const durationMs = Date.now() - started;
      const event: HttpResponseEvent = {
        ...sent,
        status,
        durationMs,
        requestId,
        rateLimit,
        error,
      };
      if (options.onResponse) observe("onResponse", () => options.onResponse?.(event));
      if (debug.enabled) {
        const outcome = status === undefined ? "no answer" : String(status);
        const failure = error && status === undefined ? `: ${describeError(error)}` : "";
        const retry = attempt > 1 ? ` (attempt ${attempt})` : "";
        debug(`${request.method} ${target} ${outcome} in ${durationMs} ms${retry}${failure}`);
      }
    };
    try {
      const headers: Record<string, string> = {
        accept: "application/json",
        ...options.headers,
        ...request.headers,
      };
      if (request.body !== undefined) headers["content-type"] = "application/json";
      const response = await fetchFn(target, {
        method: request.method,
        headers,
        body: request.body ?? null,
        signal: controller.signal,
      });
      status = response.status;
      const text = await readText(response, maxBytes, what);
      rateLimit = parseRateLimitHeaders(response.headers);
      if (rateLimit) {
        lastRateLimit = rateLimit;
        const info = rateLimit;
        observe("onRateLimit", () => options.onRateLimit?.(info, request));
      }
      requestId = requestIdOf(response.headers);
      const asText = response.ok && request.responseType === "text";
      const body = asText ? text : parseBody(text);
      if (!response.ok) {
        throw httpErrorFor({
          status: response.status,
          method: request.method,
          url: target,
          body,
          requestId,
          rateLimit,
        });
      }
      if (!asText && typeof body === "string") {
        throw new DecodeError("", `is not JSON (${what} answered ${response.status})`, {
          details: body.slice(0, 200),
        });
      }
      finished(undefined);
      return {
        status: response.status,
        url: target,
        headers: response.headers,
        body,
        rateLimit,
        requestId,
        attempts: attempt,
      };
    } catch (caught) {
      let error: PerpkitError;
      if (caught instanceof PerpkitError) error = caught;
      else if (request.signal?.aborted)
        error = new AbortError(what, { cause: request.signal.reason });
      else if (timedOut) error = new TimeoutError(limit, what, { cause: caught });
      else {
        error = new TransportError(`${what} failed before an answer arrived.`, {
          cause: caught,
          details: caught instanceof Error ? caught.message : String(caught),
        });
      }
      finished(error);
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
    }
  }

  async function request(request: HttpRequest): Promise<HttpResponse> {
    const target = url(request.path, request.query);
    const mode = request.retry ?? (request.method === "GET" ? "safe" : "never");
    const retries = policy && mode === "safe" ? policy.retries : 0;
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptOnce(request, target, attempt);
      } catch (error) {
        if (attempt > retries || !policy) throw error;
        let delay: number;
        if (error instanceof TimeoutError || error instanceof TransportError) {
          delay = backoff(attempt);
        } else if (error instanceof HttpError && policy.statuses.includes(error.status)) {
          const after = error.rateLimit?.retryAfterMs;
          if (after !== undefined && after > policy.maxRetryAfterMs) throw error;
          delay = after ?? backoff(attempt);
        } else {
          throw error;
        }
        const retry: HttpRetryEvent = {
          method: request.method,
          url: target,
          path: request.path,
          attempt,
          delayMs: delay,
          error,
        };
        if (options.onRetry) observe("onRetry", () => options.onRetry?.(retry));
        debug(
          `retry ${attempt} of ${retries}: ${request.method} ${target} again in ${Math.round(delay)} ms after ${describeError(error)}`,
        );
        try {
          await sleep(delay, request.signal);
        } catch (reason) {
          throw new AbortError(`${request.method} ${request.path}`, { cause: reason });
        }
      }
    }
  }

  return {
    baseUrl,
    get lastRateLimit() {
      return lastRateLimit;
    },
    request,
    url,
  };
}

/** An error as `Name: short message`, for one log line. */
function describeError(error: unknown): string {
  if (error instanceof PerpkitError) return `${error.name}: ${error.shortMessage}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
