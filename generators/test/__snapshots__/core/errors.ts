// Generated from spec/errors.yaml (content sha256 78e6c8d337071188257cca93346815628d7a811a90eaca9cc0e29a2056a9e9fb). Do not edit; run pnpm generate.

import { BadRequestError, ForbiddenError, HttpError, type HttpErrorOptions, type HttpErrorType, NotFoundError, RateLimitError, ServerError, UnauthorizedError, UnprocessableError } from "../http-errors.js";

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
 * An HTTP error status the table gives an error class of its own.
 * @example const status: HttpErrorStatus = 400
 */
export type HttpErrorStatus = keyof typeof httpErrorClasses;

/**
 * The `name` of every error an HTTP error answer can become: each class of the table, and HttpError for a status it lacks.
 * @example const name: HttpStatusErrorName = "BadRequestError"
 */
export type HttpStatusErrorName = "BadRequestError" | "ForbiddenError" | "NotFoundError" | "RateLimitError" | "ServerError" | "UnauthorizedError" | "UnprocessableError" | "HttpError";

/**
 * Every error an HTTP error answer can become: the class of each status in the table, and HttpError for a status it lacks (`HttpErrorType`, so that a name narrows the union).
 * @example try { await transport.request(request) } catch (e) { const error = e as HttpStatusErrorType }
 */
export type HttpStatusErrorType = BadRequestError | ForbiddenError | NotFoundError | RateLimitError | ServerError | UnauthorizedError | UnprocessableError | HttpErrorType;

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
