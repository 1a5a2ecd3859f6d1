import type {
  AbortError,
  DecodeError,
  PerpkitError,
  RateLimitInfo,
  TimeoutError,
  TransportError,
} from "./errors.js";
import type { HttpStatusErrorType } from "./generated/errors.js";
import type { Clock } from "./time/clock.js";

// The shapes of the HTTP transport: what a request and its answer are, what its hooks observe, and
// what it can throw. transport.ts builds the transport from them.

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
 * The lines a transport writes to the DEBUG log, from `#runtime`: in Node, written while
 * `DEBUG` names the transport's namespace; elsewhere there is no such log, and a bundle carries
 * none of the lines. The log describes each error itself (`Name: short message`), so a bundle
 * without it carries no describing either.
 *
 * @example
 * log?.retry(retry, 3)
 */
export interface TransportDebugLog {
  /** How an attempt ended: its status, or "no answer" and why (its error); its time and number. */
  attempt(event: HttpResponseEvent): void;
  /** That a request goes again after a wait, and the error of the attempt that failed. */
  retry(event: HttpRetryEvent, retries: number): void;
  /** That a hook threw; what it throws never reaches the request. */
  hookThrew(hook: string, error: unknown): void;
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
  /**
   * What sends each request. Default: in Node, undici's `request` through its global dispatcher
   * (the engine of Node's own `fetch`, without its slower WHATWG layers); elsewhere, `fetch`.
   */
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
  /**
   * Random numbers in [0, 1) for jitter; tests pass their own. Default `Math.random`, or on a
   * sandbox replay's clock the replay's seeded numbers ({@link randomOn}), so a backtest's
   * retries repeat.
   */
  readonly random?: (() => number) | undefined;
  /**
   * The clock timeouts, retry waits and durations run on. Default {@link systemClock}; a
   * sandbox's clock (`sandbox.clock`) in a backtest, whose lock-step hooks the transport also
   * reports each request to.
   */
  readonly clock?: Clock | undefined;
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

/** How a transport sends: `fetch`, as the transport calls it (a URL string and its init). */
export type SendHttp = (url: string, init: RequestInit) => Promise<Response>;
