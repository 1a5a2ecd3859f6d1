import type { RateLimitType } from "./generated/limits.js";

/**
 * What every perpkit error carries besides its message.
 *
 * @example
 * throw new TransportError("The exchange is unreachable.", { cause: error, details: "ECONNREFUSED 127.0.0.1:7420" })
 */
export interface PerpkitErrorOptions {
  /** The lower-level error that caused this one. */
  readonly cause?: unknown;
  /** Technical detail for logs: the server's message, the parser's complaint. */
  readonly details?: string | undefined;
  /** Extra lines that help a reader act on the error. */
  readonly metaMessages?: readonly string[] | undefined;
}

/**
 * The base of every error perpkit throws. `code` is stable and machine-readable; `shortMessage`
 * is one human sentence; `cause` links to the error underneath, which `walk` follows.
 *
 * @example
 * try { await client.placeOrder(params) } catch (e) {
 *   if (e instanceof PerpkitError) console.log(e.code, e.shortMessage)
 * }
 */
export class PerpkitError extends Error {
  override name = "PerpkitError";
  readonly code: string;
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly metaMessages: readonly string[];

  constructor(code: string, shortMessage: string, options: PerpkitErrorOptions = {}) {
    const lines = [shortMessage, ...(options.metaMessages ?? [])];
    if (options.details) lines.push(`Details: ${options.details}`);
    super(lines.join("\n"), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.metaMessages = options.metaMessages ?? [];
  }

  /**
   * Follows the `cause` chain. Without a predicate it returns the deepest error; with one, the
   * first error (this one included) it accepts, or `undefined`.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current !== undefined && current !== null && !seen.has(current)) {
      seen.add(current);
      if (predicate?.(current)) return current;
      const next: unknown = (current as { cause?: unknown }).cause;
      if (next === undefined || next === null) return predicate ? undefined : current;
      current = next;
    }
    return predicate ? undefined : current;
  }
}

const LONG_HEX = /(?:0x)?[0-9a-fA-F]{41,}/g;
const WHOLE_HEX = /^(?:0x)?[0-9a-fA-F]{41,}$/;
const HEX_DIGIT = /[0-9a-fA-F]/g;

function hexRun(run: string): string {
  return run.startsWith("0x") && run.length % 2 === 0
    ? `<${(run.length - 2) / 2}-byte hex>`
    : `<${run.length} hex characters>`;
}

/**
 * True for text that is mostly hex digits, with more of them than an address has: a private key
 * with a typo (a digit too many or too few, no 0x, a stray letter or space) is still a key.
 */
function mayHoldKey(text: string): boolean {
  const digits = text.match(HEX_DIGIT)?.length ?? 0;
  return digits > 42 && digits * 4 >= text.length * 3;
}

/**
 * Renders a user-supplied value for an error message. Anything that could be a private key, well
 * formed or not (a long run of hex digits, or a string made mostly of them), is never echoed, and
 * long values are cut short.
 *
 * @example
 * describeValue(12.5) // "the number 12.5"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const whole = WHOLE_HEX.test(value);
    if (!whole && mayHoldKey(value)) {
      return `a string of ${value.length} characters, mostly hex digits (not shown)`;
    }
    const safe = value.replace(LONG_HEX, hexRun);
    const shown = safe.length > 48 ? `${safe.slice(0, 45)}...` : safe;
    return JSON.stringify(shown);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || value === undefined || typeof value === "boolean") return String(value);
  if (typeof value === "number") return `the number ${value}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return `a value of type ${typeof value}`;
}

/**
 * A parameter broke a rule of the interface. Thrown before anything is signed or sent; `field`
 * names the parameter, dotted for nested ones (`instructions.3.price`).
 *
 * @example
 * parseDecimal("1.0000000001", "quantity") // ValidationError: quantity has more than 9 decimal places
 */
export class ValidationError extends PerpkitError {
  override name = "ValidationError";
  readonly field: string;

  constructor(field: string, problem: string, options: PerpkitErrorOptions = {}) {
    super("VALIDATION", `${field} ${problem}`, options);
    this.field = field;
  }
}

/**
 * The rate-limit headers of a response (`RateLimit-*`, `Retry-After`), parsed.
 *
 * @example
 * const info: RateLimitInfo | undefined = transport.lastRateLimit
 * if (info?.remaining === 0) await sleep(info.resetMs ?? 1_000)
 */
export interface RateLimitInfo {
  /** Points allowed in the window. */
  readonly limit: number | undefined;
  /** Points left in the window. */
  readonly remaining: number | undefined;
  /** Milliseconds until the window resets. */
  readonly resetMs: number | undefined;
  /** Milliseconds to wait before retrying; only sent with a 429. */
  readonly retryAfterMs: number | undefined;
}

/**
 * What an HTTP error knows about the exchange it failed on.
 *
 * @example
 * new NotFoundError({ status: 404, method: "GET", url: "http://127.0.0.1:7420/v1/order/1", body: { message: "Not found" } })
 */
export interface HttpErrorOptions extends PerpkitErrorOptions {
  readonly status: number;
  readonly method: string;
  readonly url: string;
  /** The parsed JSON error body, or the raw text when it was not JSON. */
  readonly body: unknown;
  readonly requestId?: string | undefined;
  readonly rateLimit?: RateLimitInfo | undefined;
}

/** The body's `message` as one line: a string, or an array of strings joined. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.length > 0 ? body.slice(0, 500) : undefined;
  if (typeof body !== "object" || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  if (typeof message === "string") return message;
  if (Array.isArray(message)) return message.map(String).join("; ");
  const error = (body as { error?: unknown }).error;
  return typeof error === "string" ? error : undefined;
}

/**
 * The exchange answered with an error status. Subclasses name the status: BadRequestError (400),
 * UnauthorizedError (401), ForbiddenError (403), NotFoundError (404), UnprocessableError (422),
 * RateLimitError (429) and ServerError (5xx).
 *
 * @example
 * if (error instanceof HttpError) console.error(error.status, error.method, error.url, error.requestId)
 */
export class HttpError extends PerpkitError {
  override name = "HttpError";
  readonly status: number;
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly requestId: string | undefined;
  readonly rateLimit: RateLimitInfo | undefined;
  /** The server's `message`, as one string. */
  readonly serverMessage: string | undefined;

  constructor(shortMessage: string, options: HttpErrorOptions, code = `HTTP_${options.status}`) {
    const message = serverMessage(options.body);
    super(code, shortMessage, {
      ...options,
      details: options.details ?? message,
      metaMessages: [
        `Request: ${options.method} ${options.url}`,
        ...(options.requestId ? [`Request id: ${options.requestId}`] : []),
        ...(options.metaMessages ?? []),
      ],
    });
    this.status = options.status;
    this.method = options.method;
    this.url = options.url;
    this.body = options.body;
    this.requestId = options.requestId;
    this.rateLimit = options.rateLimit;
    this.serverMessage = message;
  }
}

/**
 * 400: the exchange refused the request's content (windows, nonces, product rules, ...).
 *
 * @example
 * if (error instanceof BadRequestError) console.error(error.shortMessage, error.body)
 */
export class BadRequestError extends HttpError {
  override name = "BadRequestError";
  constructor(options: HttpErrorOptions) {
    super("The exchange rejected the request as invalid (400).", options);
  }
}

/**
 * 401: the signature did not recover to `sender` (wrong domain, scale, price or signer).
 *
 * @example
 * if (error instanceof UnauthorizedError) console.error("check the signing domain and the signer")
 */
export class UnauthorizedError extends HttpError {
  override name = "UnauthorizedError";
  constructor(options: HttpErrorOptions) {
    super("The exchange could not verify the signature (401).", options);
  }
}

/**
 * 403: forbidden, for example more linked signers than the quota allows.
 *
 * @example
 * if (error instanceof ForbiddenError) console.error(error.shortMessage, error.body)
 */
export class ForbiddenError extends HttpError {
  override name = "ForbiddenError";
  constructor(options: HttpErrorOptions) {
    super("The exchange refused the request (403).", options);
  }
}

/**
 * 404: the id or path names nothing.
 *
 * @example
 * if (error instanceof NotFoundError) return undefined // no such order
 */
export class NotFoundError extends HttpError {
  override name = "NotFoundError";
  constructor(options: HttpErrorOptions) {
    super("Not found (404).", options);
  }
}

/**
 * 422: the order failed outright (the message is a failure code), or a dry run's answer.
 *
 * @example
 * if (error instanceof UnprocessableError) console.error(error.serverMessage)
 */
export class UnprocessableError extends HttpError {
  override name = "UnprocessableError";
  constructor(options: HttpErrorOptions) {
    super("The exchange could not process the request (422).", options);
  }
}

/**
 * 5xx: the exchange failed. Reads are safe to retry; signed writes only with identical bytes.
 *
 * @example
 * if (error instanceof ServerError) console.error(`the exchange failed with ${error.status}`)
 */
export class ServerError extends HttpError {
  override name = "ServerError";
  constructor(options: HttpErrorOptions) {
    super(`The exchange failed to answer (${options.status}).`, options);
  }
}

/**
 * 429: a rate-limit pool is exhausted. `pool` is the body's `type` (RATE_LIMIT_IP,
 * RATE_LIMIT_ACCOUNT, ...); `retryAfterMs` comes from `Retry-After`.
 *
 * @example
 * if (error instanceof RateLimitError) await sleep(error.retryAfterMs ?? 1_000)
 */
export class RateLimitError extends HttpError {
  override name = "RateLimitError";
  readonly pool: RateLimitType | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(options: HttpErrorOptions) {
    const body = options.body as { type?: unknown } | null;
    const pool = typeof body?.type === "string" ? body.type : undefined;
    const retryAfterMs = options.rateLimit?.retryAfterMs;
    super(
      `Rate limited${pool ? ` (${pool})` : ""}${retryAfterMs === undefined ? "" : `; retry after ${Math.ceil(retryAfterMs / 1000)} s`}.`,
      options,
      "RATE_LIMITED",
    );
    this.pool = pool;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * A signer failed, or returned something that is not a 65-byte signature.
 *
 * @example
 * if (error instanceof SignatureError) console.error("the wallet did not sign:", error.shortMessage)
 */
export class SignatureError extends PerpkitError {
  override name = "SignatureError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("SIGNATURE", shortMessage, options);
  }
}

/**
 * The request took longer than its timeout and was aborted.
 *
 * @example
 * if (error instanceof TimeoutError) console.error(`no answer within ${error.timeoutMs} ms`)
 */
export class TimeoutError extends PerpkitError {
  override name = "TimeoutError";
  readonly timeoutMs: number;
  constructor(timeoutMs: number, what: string, options: PerpkitErrorOptions = {}) {
    super("TIMEOUT", `${what} timed out after ${timeoutMs} ms.`, options);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The caller's AbortSignal fired.
 *
 * @example
 * if (error instanceof AbortError) return // the caller cancelled
 */
export class AbortError extends PerpkitError {
  override name = "AbortError";
  constructor(what: string, options: PerpkitErrorOptions = {}) {
    super("ABORTED", `${what} was aborted.`, options);
  }
}

/**
 * The request never got an answer: connection refused, reset, DNS, TLS.
 *
 * @example
 * if (error instanceof TransportError) console.error("unreachable:", error.details)
 */
export class TransportError extends PerpkitError {
  override name = "TransportError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("TRANSPORT", shortMessage, options);
  }
}

/**
 * A response did not have the shape the interface promises.
 *
 * @example
 * if (error instanceof DecodeError) console.error(error.path) // "data.3.price"
 */
export class DecodeError extends PerpkitError {
  override name = "DecodeError";
  /** Where in the payload the problem is, dotted (`data.3.price`). */
  readonly path: string;
  constructor(path: string, problem: string, options: PerpkitErrorOptions = {}) {
    super("DECODE", `${path || "response"} ${problem}`, options);
    this.path = path;
  }
}

/**
 * One way the live signing configuration differs from the one this package was generated from.
 *
 * @example
 * const difference: ConfigDifference = { path: "domain.chainId", expected: "7420742", actual: "1" }
 */
export interface ConfigDifference {
  readonly path: string;
  readonly expected: string | undefined;
  readonly actual: string | undefined;
}

/**
 * The live configuration differs from the one the code was generated from, so signing with the
 * generated types would fail verification. `differences` lists each mismatch.
 *
 * @example
 * if (error instanceof ConfigDriftError) for (const d of error.differences) console.error(d.path, d.expected, d.actual)
 */
export class ConfigDriftError extends PerpkitError {
  override name = "ConfigDriftError";
  readonly differences: readonly ConfigDifference[];
  constructor(
    what: string,
    differences: readonly ConfigDifference[],
    options: PerpkitErrorOptions = {},
  ) {
    super("CONFIG_DRIFT", `The live ${what} differs from the one perpkit was generated from.`, {
      ...options,
      metaMessages: [
        ...differences.map(
          (d) =>
            `  ${d.path}: expected ${d.expected ?? "(absent)"}, live ${d.actual ?? "(absent)"}`,
        ),
        ...(options.metaMessages ?? []),
      ],
    });
    this.differences = differences;
  }
}
