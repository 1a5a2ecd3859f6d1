import { PerpkitError, type PerpkitErrorOptions, type RateLimitInfo } from "./errors.js";
import type { RateLimitType } from "./generated/limits.js";

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
 * The `name` of an HttpError: its own, or that of the subclass below it that names its status, so
 * that `error.name === "NotFoundError"` tells a union of errors apart.
 *
 * @example
 * if (error instanceof HttpError && error.name === "RateLimitError") await sleep(1_000)
 */
export type HttpErrorName =
  | "HttpError"
  | "BadRequestError"
  | "UnauthorizedError"
  | "ForbiddenError"
  | "NotFoundError"
  | "UnprocessableError"
  | "ServerError"
  | "RateLimitError";

/**
 * The exchange answered with an error status. Subclasses name the status: BadRequestError (400),
 * UnauthorizedError (401), ForbiddenError (403), NotFoundError (404), UnprocessableError (422),
 * RateLimitError (429) and ServerError (5xx).
 *
 * @example
 * if (error instanceof HttpError) console.error(error.status, error.method, error.url, error.requestId)
 */
export class HttpError extends PerpkitError {
  override readonly name: HttpErrorName = "HttpError";
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
 * An HttpError that is none of its subclasses: the error of a status spec/errors.yaml gives no
 * class of its own. Error unions hold it rather than HttpError, so that a name narrows a union
 * to one class (`error.name === "RateLimitError"` leaves RateLimitError only).
 *
 * @example
 * if (error.name === "HttpError") console.error(`the exchange answered ${error.status}`)
 */
export type HttpErrorType = HttpError & { readonly name: "HttpError" };

/**
 * 400: the exchange refused the request's content (windows, nonces, product rules, ...).
 *
 * @example
 * if (error instanceof BadRequestError) console.error(error.shortMessage, error.body)
 */
export class BadRequestError extends HttpError {
  override readonly name = "BadRequestError";
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
  override readonly name = "UnauthorizedError";
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
  override readonly name = "ForbiddenError";
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
  override readonly name = "NotFoundError";
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
  override readonly name = "UnprocessableError";
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
  override readonly name = "ServerError";
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
  override readonly name = "RateLimitError";
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
