import { type HttpErrorStatus, PerpkitError, type RateLimitType } from "@perpkit/core";

/**
 * The HTTP status an exchange refusal maps to: one that spec/errors.yaml gives an error class of
 * its own (core's generated `httpErrorClasses`), so a client reads each refusal as that class;
 * or 501 for an operation of the spec the engine does not implement yet (a ServerError).
 *
 * @example
 * const status: ExchangeErrorStatus = 422
 */
export type ExchangeErrorStatus = HttpErrorStatus | 501;

/**
 * Extra facts about a refusal.
 *
 * @example
 * new ExchangeError(429, "slow down", { rateLimitType: "RATE_LIMIT_WITHDRAW", retryAfterMs: 60_000 })
 */
export interface ExchangeErrorOptions {
  /** Machine-readable code: a submission result (`InsufficientBalance`) or a short name. */
  readonly code?: string;
  /** For 429: which pool ran out. */
  readonly rateLimitType?: RateLimitType;
  /** For 429: milliseconds until the request would fit. */
  readonly retryAfterMs?: number;
  /** For 429: the pool's size and what is left, for the RateLimit-* headers. */
  readonly limit?: number;
  readonly remaining?: number;
}

/**
 * The sandbox exchange refused a request. `status` is the HTTP status the server answers with;
 * `message` is what the error body says.
 *
 * @example
 * try { exchange.placeOrder(order) } catch (e) {
 *   if (e instanceof ExchangeError && e.status === 422) console.log(e.code) // "InsufficientBalance"
 * }
 */
export class ExchangeError extends PerpkitError {
  override readonly name = "ExchangeError";
  readonly status: ExchangeErrorStatus;
  readonly rateLimitType: RateLimitType | undefined;
  readonly retryAfterMs: number | undefined;
  readonly limit: number | undefined;
  readonly remaining: number | undefined;

  constructor(status: ExchangeErrorStatus, message: string, options: ExchangeErrorOptions = {}) {
    super(options.code ?? `HTTP_${status}`, message);
    this.status = status;
    this.rateLimitType = options.rateLimitType;
    this.retryAfterMs = options.retryAfterMs;
    this.limit = options.limit;
    this.remaining = options.remaining;
  }
}

/**
 * 400: the request breaks a rule of the interface.
 *
 * @example
 * throw invalid("quantity is not a multiple of lotSize")
 */
export function invalid(message: string): ExchangeError {
  return new ExchangeError(400, message);
}

/**
 * 401: the signature does not authorise this sender for this subaccount.
 *
 * @example
 * throw unauthorized("signature was not made by sender")
 */
export function unauthorized(message: string): ExchangeError {
  return new ExchangeError(401, message);
}

/**
 * 403: over a linked-signer quota.
 *
 * @example
 * throw forbidden("at most 23 linked signers per 7 days")
 */
export function forbidden(message: string): ExchangeError {
  return new ExchangeError(403, message);
}

/**
 * 404: no such record.
 *
 * @example
 * throw notFound(`order ${id} not found`)
 */
export function notFound(message: string): ExchangeError {
  return new ExchangeError(404, message);
}

/**
 * 422: a well-formed order the engine could not accept; the message is the failure code.
 *
 * @example
 * throw failed("InsufficientBalance")
 */
export function failed(code: string): ExchangeError {
  return new ExchangeError(422, code, { code });
}
