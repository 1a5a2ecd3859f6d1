import type { ServerResponse } from "node:http";
import { PerpkitError, ValidationError } from "@perpkit/core";
import { ExchangeError } from "../engine/index.js";
import { errorBody, rateLimitHeaders, sendJson } from "./respond.js";

function statusOf(error: unknown): number {
  if (error instanceof ExchangeError) return error.status;
  if (error instanceof ValidationError) return 400;
  return 500;
}

// Only our own errors say what went wrong; anything else is a fault of the sandbox, and its
// message is not the client's business.
function messageOf(error: unknown): string {
  if (error instanceof ExchangeError) return error.shortMessage;
  if (error instanceof PerpkitError) return error.shortMessage;
  return "Internal Server Error";
}

/**
 * Answers a request that failed with the interface's error body: the exchange's status for its
 * own errors, 400 for a validation error, 500 (reported to `onError`) for anything else. A 429
 * carries the rate-limit headers of the pool that ran out.
 *
 * @example
 * sendFailure(res, error, headers, console.error)
 */
export function sendFailure(
  res: ServerResponse,
  error: unknown,
  headers: Record<string, string>,
  onError: (error: unknown) => void,
): void {
  const status = statusOf(error);
  if (status === 500) onError(error);
  if (error instanceof ExchangeError && status === 429) {
    const retry = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
    sendJson(res, 429, errorBody(429, error.shortMessage, error.rateLimitType), {
      ...headers,
      ...rateLimitHeaders({
        allowed: false,
        limit: error.limit ?? 0,
        remaining: error.remaining ?? 0,
        resetSeconds: retry,
        retryAfterSeconds: retry,
      }),
    });
    return;
  }
  sendJson(res, status, errorBody(status, messageOf(error)), headers);
}
