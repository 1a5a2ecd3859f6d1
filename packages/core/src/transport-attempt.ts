import type { DebugLogger } from "./debug.js";
import {
  AbortError,
  DecodeError,
  PerpkitError,
  type RateLimitInfo,
  TimeoutError,
  TransportError,
} from "./errors.js";
import { httpErrorFor } from "./generated/errors.js";
import { parseRateLimitHeaders } from "./rate-limit.js";
import type {
  HttpRequest,
  HttpRequestEvent,
  HttpResponse,
  HttpResponseEvent,
  HttpTransportOptions,
  RetryPolicy,
} from "./transport-types.js";

// One attempt of a request: sent once, watched by its timeout and the caller's signal, its answer
// read within the size cap and decoded, its outcome reported to the hooks and the DEBUG log.

/** What a transport holds for its whole life: its options resolved, and what it last saw. */
export interface TransportState {
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly policy: RetryPolicy | undefined;
  readonly random: () => number;
  readonly debug: DebugLogger;
  readonly options: HttpTransportOptions;
  /** The rate-limit headers of the latest response that carried any. */
  lastRateLimit: RateLimitInfo | undefined;
}

/** What one attempt learned, filled in as it goes: reported whether it succeeds or fails. */
interface AttemptRecord {
  readonly sent: HttpRequestEvent;
  readonly started: number;
  status?: number | undefined;
  requestId?: string | undefined;
  rateLimit?: RateLimitInfo | undefined;
}

/** Runs a caller's hook; what it throws never reaches the request. */
export function observe(state: TransportState, name: string, call: () => void): void {
  try {
    call();
  } catch (error) {
    state.debug(`${name} threw ${describeError(error)}`);
  }
}

/** An error as `Name: short message`, for one log line. */
export function describeError(error: unknown): string {
  if (error instanceof PerpkitError) return `${error.name}: ${error.shortMessage}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
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

/** Tells the hooks and the DEBUG log how an attempt ended: its answer, or why it failed. */
function report(
  state: TransportState,
  record: AttemptRecord,
  error: PerpkitError | undefined,
): void {
  const { sent, status } = record;
  const durationMs = Date.now() - record.started;
  const event: HttpResponseEvent = {
    ...sent,
    status,
    durationMs,
    requestId: record.requestId,
    rateLimit: record.rateLimit,
    error,
  };
  const { onResponse } = state.options;
  if (onResponse) observe(state, "onResponse", () => onResponse(event));
  if (state.debug.enabled) {
    const outcome = status === undefined ? "no answer" : String(status);
    const failure = error && status === undefined ? `: ${describeError(error)}` : "";
    const retry = sent.attempt > 1 ? ` (attempt ${sent.attempt})` : "";
    state.debug(`${sent.method} ${sent.url} ${outcome} in ${durationMs} ms${retry}${failure}`);
  }
}

/** Sends the request once and reads its answer: the response, or a typed error of its status. */
async function exchange(
  state: TransportState,
  request: HttpRequest,
  record: AttemptRecord,
  signal: AbortSignal,
): Promise<HttpResponse> {
  const target = record.sent.url;
  const what = `${request.method} ${request.path}`;
  const headers: Record<string, string> = {
    accept: "application/json",
    ...state.options.headers,
    ...request.headers,
  };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const response = await state.fetch(target, {
    method: request.method,
    headers,
    body: request.body ?? null,
    signal,
  });
  record.status = response.status;
  const text = await readText(response, state.maxBytes, what);
  const rateLimit = parseRateLimitHeaders(response.headers);
  record.rateLimit = rateLimit;
  if (rateLimit) {
    state.lastRateLimit = rateLimit;
    observe(state, "onRateLimit", () => state.options.onRateLimit?.(rateLimit, request));
  }
  const requestId = requestIdOf(response.headers);
  record.requestId = requestId;
  const asText = response.ok && request.responseType === "text";
  const body = asText ? text : parseBody(text);
  if (!response.ok) {
    const status = response.status;
    throw httpErrorFor({ status, method: request.method, url: target, body, requestId, rateLimit });
  }
  if (!asText && typeof body === "string") {
    throw new DecodeError("", `is not JSON (${what} answered ${response.status})`, {
      details: body.slice(0, 200),
    });
  }
  return {
    status: response.status,
    url: target,
    headers: response.headers,
    body,
    rateLimit,
    requestId,
    attempts: record.sent.attempt,
  };
}

/** What a failed attempt throws: its own typed error, or the abort, timeout or lost connection. */
function failureOf(
  caught: unknown,
  request: HttpRequest,
  limit: number,
  timedOut: boolean,
): PerpkitError {
  const what = `${request.method} ${request.path}`;
  if (caught instanceof PerpkitError) return caught;
  if (request.signal?.aborted) return new AbortError(what, { cause: request.signal.reason });
  if (timedOut) return new TimeoutError(limit, what, { cause: caught });
  return new TransportError(`${what} failed before an answer arrived.`, {
    cause: caught,
    details: caught instanceof Error ? caught.message : String(caught),
  });
}

/**
 * Sends one attempt of a request to `target`: within its timeout, aborted with the caller's
 * signal, reported to the hooks before it is sent and after it ends.
 */
export async function sendAttempt(
  state: TransportState,
  request: HttpRequest,
  target: string,
  attempt: number,
): Promise<HttpResponse> {
  const limit = request.timeoutMs ?? state.timeoutMs;
  const sent: HttpRequestEvent = {
    method: request.method,
    url: target,
    path: request.path,
    body: request.body,
    attempt,
  };
  const { onRequest } = state.options;
  if (onRequest) observe(state, "onRequest", () => onRequest(sent));
  const record: AttemptRecord = { sent, started: Date.now() };
  // The attempt's own controller: fired by its timeout, or by the caller's signal.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  const onAbort = () => controller.abort();
  request.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    const response = await exchange(state, request, record, controller.signal);
    report(state, record, undefined);
    return response;
  } catch (caught) {
    const error = failureOf(caught, request, limit, timedOut);
    report(state, record, error);
    throw error;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener("abort", onAbort);
  }
}
