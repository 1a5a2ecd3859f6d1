import { PerpkitError, type RateLimitType } from "@perpkit/core";

/** The HTTP status an exchange refusal maps to. */
export type ExchangeErrorStatus = 400 | 401 | 403 | 404 | 422 | 429;

/** Extra facts about a refusal. */
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
  override name = "ExchangeError";
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

/** 400: the request breaks a rule of the interface. */
export function invalid(message: string): ExchangeError {
  return new ExchangeError(400, message);
}

/** 401: the signature does not authorise this sender for this subaccount. */
export function unauthorized(message: string): ExchangeError {
  return new ExchangeError(401, message);
}

/** 403: over a linked-signer quota. */
export function forbidden(message: string): ExchangeError {
  return new ExchangeError(403, message);
}

/** 404: no such record. */
export function notFound(message: string): ExchangeError {
  return new ExchangeError(404, message);
}

/** 422: a well-formed order the engine could not accept; the message is the failure code. */
export function failed(code: string): ExchangeError {
  return new ExchangeError(422, code, { code });
}
