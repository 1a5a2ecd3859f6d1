import { type ServerResponse, STATUS_CODES } from "node:http";
import { limits } from "@perpkit/core";
import type { PoolState } from "./rate-limit.js";

const HEADERS = limits.rateLimit.headers;

/** Headers every response carries so browser bots can call the sandbox. */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": [
    HEADERS.limit,
    HEADERS.remaining,
    HEADERS.reset,
    HEADERS.retryAfter,
  ].join(", "),
};
/** The same, as the flat name, value, name, value list `writeHead` takes without copying. */
const CORS_LIST = Object.entries(CORS).flat();
const JSON_TYPE = "application/json; charset=utf-8";
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Writes a JSON response. `headers` come on top of the content type, length and CORS headers.
 *
 * @example
 * sendJson(res, 201, { id }, rateLimitHeaders(state))
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = NO_HEADERS,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  // A flat list is written as it is; an object has each of its names looked at again.
  const list: (string | number)[] = [
    "content-type",
    JSON_TYPE,
    "content-length",
    Buffer.byteLength(text),
    ...CORS_LIST,
  ];
  for (const name in headers) list.push(name, headers[name] as string);
  res.writeHead(status, list);
  res.end(text);
}

/**
 * Answers a CORS preflight.
 *
 * @example
 * if (req.method === "OPTIONS") sendPreflight(res)
 */
export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS,
    "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
    "access-control-allow-headers": "content-type",
    "access-control-max-age": "600",
  });
  res.end();
}

/**
 * The interface's error body: `{ statusCode, error, message }`, plus `type` on a 429.
 *
 * @example
 * errorBody(400, "quantity is not a multiple of lotSize") // { statusCode: 400, error: "Bad Request", message }
 */
export function errorBody(
  status: number,
  message: string | string[],
  type?: string,
): Record<string, unknown> {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? "Error",
    message,
    ...(type === undefined ? {} : { type }),
  };
}

/**
 * RateLimit-* headers of a pool, and Retry-After when it refused.
 *
 * @example
 * rateLimitHeaders(state) // { "RateLimit-Limit": "20000", ... }
 */
export function rateLimitHeaders(state: PoolState): Record<string, string> {
  const out: Record<string, string> = {
    [HEADERS.limit]: String(state.limit),
    [HEADERS.remaining]: String(state.remaining),
    [HEADERS.reset]: String(state.resetSeconds),
  };
  if (state.retryAfterSeconds !== undefined)
    out[HEADERS.retryAfter] = String(state.retryAfterSeconds);
  return out;
}
