// Generated from spec/errors.yaml (sha256 359258d6a6025a40291f75afd68cd4b294c3cf680a0f96a4bc7d6e7902aaebcc). Do not edit; run pnpm generate.

import { BadRequestError, ForbiddenError, HttpError, type HttpErrorOptions, NotFoundError, RateLimitError, ServerError, UnauthorizedError, UnprocessableError } from "../errors.js";

/**
 * The error class each HTTP error status becomes, by status; any other 5xx becomes a ServerError and anything else an HttpError (see `httpErrorFor`).
 * @example httpErrorClasses[400] // BadRequestError
 */
export const httpErrorClasses = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  422: UnprocessableError,
  429: RateLimitError,
} as const;

/**
 * The typed error of an HTTP error answer, by its status.
 * @example throw httpErrorFor({ status: 400, method: "GET", url, body })
 */
export function httpErrorFor(options: HttpErrorOptions): HttpError {
  const own = (httpErrorClasses as Readonly<Record<number, new (options: HttpErrorOptions) => HttpError>>)[options.status];
  if (own) return new own(options);
  if (options.status >= 500 && options.status < 600) return new ServerError(options);
  return new HttpError(`The exchange answered ${options.status}.`, options);
}
