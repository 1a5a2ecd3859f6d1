import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { startTestServer, type TestServer } from "../test/http-server.js";
import {
  AbortError,
  DecodeError,
  TimeoutError,
  TransportError,
  ValidationError,
} from "./errors.js";
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  UnprocessableError,
} from "./http-errors.js";
import { createHttpTransport, encodeQuery, parseRateLimitHeaders } from "./transport.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fastRetry = { retries: 2, baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 2_000 };

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("the request succeeded");
}

describe("HTTP transport", () => {
  test("sends the request and parses the JSON answer", async () => {
    server = await startTestServer(() => ({ json: { time: 1_764_897_077_655 } }));
    const http = createHttpTransport({ baseUrl: `${server.url}/` });
    const response = await http.request({
      method: "GET",
      path: "/v1/time",
      query: { a: 1, b: undefined },
    });
    expect(response.body).toEqual({ time: 1_764_897_077_655 });
    expect(response.attempts).toBe(1);
    expect(server.requests[0]?.url).toBe("/v1/time?a=1");
    expect(server.requests[0]?.headers.accept).toBe("application/json");
  });

  test("calls fetch on its own, as a browser's fetch requires (any other `this` is refused)", async () => {
    server = await startTestServer(() => ({ json: { time: 1 } }));
    const receivers: unknown[] = [];
    // A browser's window.fetch throws "Illegal invocation" when called as a method of anything
    // but the window; this one refuses the same way.
    const strictFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      receivers.push(this);
      if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
      return globalThis.fetch(input, init);
    };
    const http = createHttpTransport({ baseUrl: server.url, fetch: strictFetch });
    const response = await http.request({ method: "GET", path: "/v1/time" });
    expect(response.body).toEqual({ time: 1 });
    expect(receivers).toEqual([undefined]);
  });

  test("in Node, sends with undici's request and never calls the global fetch", async () => {
    server = await startTestServer((request) =>
      request.url === "/v1/empty"
        ? { status: 204, headers: { "x-request-id": "r-204" } }
        : { json: { time: 7 }, headers: { "x-request-id": "r-1" } },
    );
    const created: string[] = [];
    const listener = (message: unknown) => {
      created.push((message as { request: { path: string } }).request.path);
    };
    subscribe("undici:request:create", listener);
    const fetched = vi.spyOn(globalThis, "fetch");
    try {
      const http = createHttpTransport({ baseUrl: server.url });
      const answer = await http.request({ method: "GET", path: "/v1/time" });
      expect(answer.body).toEqual({ time: 7 });
      expect(answer.requestId).toBe("r-1");
      expect(answer.headers.get("content-type")).toBe("application/json");
      // A status without a body (204) still answers, as text, with its headers.
      const empty = await http.request({
        method: "POST",
        path: "/v1/empty",
        body: "{}",
        responseType: "text",
      });
      expect(empty.status).toBe(204);
      expect(empty.body).toBe("");
      expect(empty.requestId).toBe("r-204");
      expect(fetched).not.toHaveBeenCalled();
      expect(created).toEqual(["/v1/time", "/v1/empty"]);
    } finally {
      fetched.mockRestore();
      unsubscribe("undici:request:create", listener);
    }
  });

  test("shares undici's global dispatcher with Node's own fetch, used before and after it", async () => {
    server = await startTestServer(() => ({ json: { ok: 1 } }));
    const before = await fetch(`${server.url}/v1/time`);
    expect(await before.json()).toEqual({ ok: 1 });
    const http = createHttpTransport({ baseUrl: server.url });
    for (let i = 0; i < 3; i++) {
      expect((await http.request({ method: "GET", path: "/v1/time" })).body).toEqual({ ok: 1 });
    }
    const after = await fetch(`${server.url}/v1/time`);
    expect(await after.json()).toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(5);
  });

  test("reports a status HTTP does not define as a transport error, and the next request goes", async () => {
    server = await startTestServer((_, index) =>
      index === 0 ? { status: 600, json: { odd: true } } : { json: { ok: 1 } },
    );
    const http = createHttpTransport({ baseUrl: server.url });
    const error = await failure(http.request({ method: "GET", path: "/v1/time" }));
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).details).toContain("status 600");
    expect((await http.request({ method: "GET", path: "/v1/time" })).body).toEqual({ ok: 1 });
  });

  test("does not follow a redirect: a 3xx is an HttpError, and the order is never resent elsewhere", async () => {
    server = await startTestServer(() => ({
      status: 307,
      headers: { location: "/v1/elsewhere" },
      json: { moved: true },
    }));
    const http = createHttpTransport({ baseUrl: server.url });
    const error = await failure(http.request({ method: "POST", path: "/v1/order", body: "{}" }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(307);
    expect(server.requests.map((r) => r.url)).toEqual(["/v1/order"]);
  });

  test("sends the body bytes it was given with a JSON content type", async () => {
    server = await startTestServer(() => ({ status: 201, json: { id: "x" } }));
    const http = createHttpTransport({ baseUrl: server.url });
    const body = '{"data":{"nonce":"1764897077655477722"},"signature":"0xab"}';
    await http.request({ method: "POST", path: "/v1/order", body });
    expect(server.requests[0]?.body).toBe(body);
    expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
  });

  test("encodes booleans as words and arrays as repeated keys", () => {
    expect(encodeQuery({ open: true, productIds: ["a", "b"], skip: undefined })).toBe(
      "?open=true&productIds=a&productIds=b",
    );
    expect(encodeQuery({})).toBe("");
  });

  test.each([
    [400, BadRequestError],
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [422, UnprocessableError],
    [500, ServerError],
    [503, ServerError],
    [418, HttpError],
  ])("turns %i into %s with the parsed body and request id", async (status, ErrorClass) => {
    const body = {
      statusCode: status,
      error: "Bad",
      message: ["nonce must be a string", "signedAt too old"],
    };
    server = await startTestServer(() => ({
      status,
      json: body,
      headers: { "x-request-id": "req-7" },
    }));
    const http = createHttpTransport({ baseUrl: server.url });
    const error = (await failure(
      http.request({ method: "POST", path: "/v1/order", body: "{}" }),
    )) as HttpError;
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error.status).toBe(status);
    expect(error.body).toEqual(body);
    expect(error.requestId).toBe("req-7");
    expect(error.serverMessage).toBe("nonce must be a string; signedAt too old");
    expect(error.message).toContain(`POST ${server.url}/v1/order`);
  });

  test("turns 429 into a rate-limit error with the pool, Retry-After and the RateLimit headers", async () => {
    server = await startTestServer(() => ({
      status: 429,
      json: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "limited",
        type: "RATE_LIMIT_ACCOUNT",
      },
      headers: {
        "RateLimit-Limit": "220",
        "RateLimit-Remaining": "0",
        "RateLimit-Reset": "42",
        "Retry-After": "42",
      },
    }));
    const http = createHttpTransport({ baseUrl: server.url });
    const error = (await failure(
      http.request({ method: "POST", path: "/v1/order", body: "{}" }),
    )) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.pool).toBe("RATE_LIMIT_ACCOUNT");
    expect(error.retryAfterMs).toBe(42_000);
    expect(error.rateLimit).toEqual({
      limit: 220,
      remaining: 0,
      resetMs: 42_000,
      retryAfterMs: 42_000,
    });
    expect(error.shortMessage).toBe("Rate limited (RATE_LIMIT_ACCOUNT); retry after 42 s.");
  });

  test("exposes the rate-limit headers of every response", async () => {
    server = await startTestServer(() => ({
      json: {},
      headers: {
        "RateLimit-Limit": "20000",
        "RateLimit-Remaining": "19990",
        "RateLimit-Reset": "30",
      },
    }));
    const seen: unknown[] = [];
    const http = createHttpTransport({
      baseUrl: server.url,
      onRateLimit: (info) => seen.push(info),
    });
    const response = await http.request({ method: "GET", path: "/v1/token" });
    const expected = { limit: 20_000, remaining: 19_990, resetMs: 30_000, retryAfterMs: undefined };
    expect(response.rateLimit).toEqual(expected);
    expect(http.lastRateLimit).toEqual(expected);
    expect(seen).toEqual([expected]);
  });

  test("hands back the body text as sent when asked for text", async () => {
    const raw = '{"s":"ok","o":[3000.123456789,1e-7]}';
    server = await startTestServer(() => ({ raw }));
    const http = createHttpTransport({ baseUrl: server.url });
    const response = await http.request({ method: "GET", path: "/history", responseType: "text" });
    expect(response.body).toBe(raw);
  });

  test("still parses an error body when asked for text", async () => {
    server = await startTestServer(() => ({ status: 404, json: { message: "no such symbol" } }));
    const http = createHttpTransport({ baseUrl: server.url });
    const error = (await failure(
      http.request({ method: "GET", path: "/history", responseType: "text" }),
    )) as HttpError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.body).toEqual({ message: "no such symbol" });
  });

  test("a success that is not JSON is a decode error", async () => {
    server = await startTestServer(() => ({ raw: "<html>" }));
    const http = createHttpTransport({ baseUrl: server.url });
    expect(await failure(http.request({ method: "GET", path: "/v1/time" }))).toBeInstanceOf(
      DecodeError,
    );
  });

  test("refuses an answer whose Content-Length is over the limit at its first chunk", async () => {
    server = await startTestServer(() => ({ json: { data: "x".repeat(2_000) } }));
    const http = createHttpTransport({ baseUrl: server.url, maxResponseBytes: 1_000 });
    const error = (await failure(
      http.request({ method: "GET", path: "/v1/order" }),
    )) as DecodeError;
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.shortMessage).toBe("response is larger than 1000 bytes (GET /v1/order)");
  });

  test("stops reading an answer without a length once it passes the limit", async () => {
    let written = 0;
    let closed: () => void = () => {};
    const gone = new Promise<void>((resolve) => {
      closed = resolve;
    });
    // A server that never stops sending: chunks of 64 KiB for as long as the client reads.
    const endless = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(65_536, 0x20);
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on("drain", pump);
      res.on("close", closed);
      pump();
    });
    await new Promise<void>((resolve) => endless.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = endless.address() as AddressInfo;
      const http = createHttpTransport({
        baseUrl: `http://127.0.0.1:${port}`,
        maxResponseBytes: 1_000_000,
      });
      const error = await failure(http.request({ method: "GET", path: "/v1/order" }));
      expect(error).toBeInstanceOf(DecodeError);
      expect((error as DecodeError).shortMessage).toContain("is larger than 1000000 bytes");
      await gone;
      // What the socket and its buffers held when the client let go, not an endless stream.
      expect(written).toBeLessThan(16 * 1_000_000);
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  test("refuses a response limit that is not a whole number of bytes, naming the option", () => {
    for (const maxResponseBytes of [0, -1, 1.5, Number.NaN]) {
      expect(() =>
        createHttpTransport({ baseUrl: "http://127.0.0.1:1", maxResponseBytes }),
      ).toThrow(ValidationError);
    }
    expect(() =>
      createHttpTransport({ baseUrl: "http://127.0.0.1:1", maxResponseBytes: 0 }),
    ).toThrow("maxResponseBytes must be a whole number of bytes above 0, got 0");
  });

  test("reads a multi-byte answer split across chunks as the text it is", async () => {
    const name = "Ünïcödé ✓ ".repeat(5_000);
    server = await startTestServer(() => ({ json: { name } }));
    const http = createHttpTransport({ baseUrl: server.url });
    const response = await http.request({ method: "GET", path: "/v1/time" });
    expect(response.body).toEqual({ name });
  });

  test("times out a slow answer", async () => {
    server = await startTestServer(() => ({ json: {}, delayMs: 500 }));
    const http = createHttpTransport({ baseUrl: server.url, timeoutMs: 30 });
    const error = (await failure(
      http.request({ method: "GET", path: "/v1/time" }),
    )) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(30);
  });

  test("stops when the caller aborts", async () => {
    server = await startTestServer(() => ({ json: {}, delayMs: 500 }));
    const http = createHttpTransport({ baseUrl: server.url });
    const controller = new AbortController();
    const pending = http.request({ method: "GET", path: "/v1/time", signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toBeInstanceOf(AbortError);
  });

  test("reports a refused connection as a transport error", async () => {
    server = await startTestServer(() => ({ json: {} }));
    const url = server.url;
    await server.close();
    server = undefined;
    const http = createHttpTransport({ baseUrl: url });
    expect(await failure(http.request({ method: "GET", path: "/v1/time" }))).toBeInstanceOf(
      TransportError,
    );
  });
});

describe("retries", () => {
  test("are off unless asked for", async () => {
    server = await startTestServer(() => ({ status: 503, json: {} }));
    const http = createHttpTransport({ baseUrl: server.url });
    await failure(http.request({ method: "GET", path: "/v1/token" }));
    expect(server.requests).toHaveLength(1);
  });

  test("retry a read after 5xx with growing, jittered delays, and succeed", async () => {
    server = await startTestServer((_, i) =>
      i < 2 ? { status: 503, json: {} } : { json: { ok: 1 } },
    );
    const planned: number[] = [];
    const http = createHttpTransport({
      baseUrl: server.url,
      retry: { ...fastRetry, baseDelayMs: 4, maxDelayMs: 100 },
      random: () => 0.5,
      onRetry: ({ delayMs }) => planned.push(delayMs),
    });
    const response = await http.request({ method: "GET", path: "/v1/token" });
    expect(response.body).toEqual({ ok: 1 });
    expect(response.attempts).toBe(3);
    expect(planned).toEqual([2, 4]);
  });

  test("retry a dropped connection", async () => {
    server = await startTestServer((_, i) => (i === 0 ? { destroy: true } : { json: { ok: 1 } }));
    const http = createHttpTransport({ baseUrl: server.url, retry: fastRetry });
    expect((await http.request({ method: "GET", path: "/v1/token" })).attempts).toBe(2);
  });

  test("wait for Retry-After before trying again", async () => {
    server = await startTestServer((_, i) =>
      i === 0
        ? { status: 429, json: { type: "RATE_LIMIT_IP" }, headers: { "Retry-After": "1" } }
        : { json: {} },
    );
    const planned: number[] = [];
    const http = createHttpTransport({
      baseUrl: server.url,
      retry: fastRetry,
      onRetry: ({ delayMs }) => planned.push(delayMs),
    });
    await http.request({ method: "GET", path: "/v1/token" });
    expect(server.requests).toHaveLength(2);
    expect(planned).toEqual([1_000]);
  });

  test("give up at once when Retry-After is longer than the policy allows", async () => {
    server = await startTestServer(() => ({
      status: 429,
      json: { type: "RATE_LIMIT_IP" },
      headers: { "Retry-After": "60" },
    }));
    const http = createHttpTransport({ baseUrl: server.url, retry: fastRetry });
    expect(await failure(http.request({ method: "GET", path: "/v1/token" }))).toBeInstanceOf(
      RateLimitError,
    );
    expect(server.requests).toHaveLength(1);
  });

  test("never resend a write unless it is marked safe to resend", async () => {
    server = await startTestServer(() => ({ status: 503, json: {} }));
    const http = createHttpTransport({ baseUrl: server.url, retry: fastRetry });
    await failure(http.request({ method: "POST", path: "/v1/order", body: '{"a":1}' }));
    expect(server.requests).toHaveLength(1);
  });

  test("resend a signed write as the identical bytes", async () => {
    server = await startTestServer((_, i) =>
      i === 0 ? { status: 502, json: {} } : { status: 201, json: { id: "1" } },
    );
    const http = createHttpTransport({ baseUrl: server.url, retry: fastRetry });
    const body = '{"data":{"nonce":"1"},"signature":"0x01"}';
    await http.request({ method: "POST", path: "/v1/order", body, retry: "safe" });
    expect(server.requests.map((r) => r.body)).toEqual([body, body]);
  });

  test("do not retry a 400", async () => {
    server = await startTestServer(() => ({ status: 400, json: { message: "bad" } }));
    const http = createHttpTransport({ baseUrl: server.url, retry: fastRetry });
    expect(await failure(http.request({ method: "GET", path: "/v1/token" }))).toBeInstanceOf(
      BadRequestError,
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe("hooks", () => {
  test("see each attempt: the request before it is sent, the answer after", async () => {
    server = await startTestServer((_, i) =>
      i === 0 ? { status: 503, json: {} } : { json: { ok: 1 }, headers: { "x-request-id": "r2" } },
    );
    const seen: string[] = [];
    const http = createHttpTransport({
      baseUrl: server.url,
      retry: fastRetry,
      onRequest: (e) => seen.push(`request ${e.attempt} ${e.method} ${e.path} ${e.body}`),
      onResponse: (e) =>
        seen.push(`response ${e.attempt} ${e.status} ${e.requestId} ${e.error?.name}`),
      onRetry: (e) => seen.push(`retry ${e.attempt} ${e.method} ${e.url}`),
    });
    await http.request({ method: "POST", path: "/v1/order", body: '{"a":1}', retry: "safe" });
    expect(seen).toEqual([
      'request 1 POST /v1/order {"a":1}',
      "response 1 503 undefined ServerError",
      `retry 1 POST ${server.url}/v1/order`,
      'request 2 POST /v1/order {"a":1}',
      "response 2 200 r2 undefined",
    ]);
  });

  test("hear about an attempt that got no answer, without a status", async () => {
    server = await startTestServer(() => ({ json: {}, delayMs: 200 }));
    const responses: { status: number | undefined; error: unknown }[] = [];
    const http = createHttpTransport({
      baseUrl: server.url,
      timeoutMs: 20,
      onResponse: ({ status, error }) => responses.push({ status, error }),
    });
    await failure(http.request({ method: "GET", path: "/v1/time" }));
    expect(responses).toEqual([{ status: undefined, error: expect.any(TimeoutError) }]);
  });

  test("that throw change nothing about the request", async () => {
    server = await startTestServer(() => ({ json: { ok: 1 } }));
    const http = createHttpTransport({
      baseUrl: server.url,
      onRequest: () => {
        throw new Error("a broken hook");
      },
      onResponse: () => {
        throw new Error("another broken hook");
      },
    });
    expect((await http.request({ method: "GET", path: "/v1/time" })).body).toEqual({ ok: 1 });
  });
});

describe("the debug log", () => {
  const previous = process.env.DEBUG;
  afterEach(() => {
    if (previous === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = previous;
  });

  /** What standard error received while `http` fetched /v1/time. */
  async function stderrOf(http: ReturnType<typeof createHttpTransport>): Promise<string[]> {
    const lines: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      await http.request({ method: "GET", path: "/v1/time" });
    } finally {
      process.stderr.write = write;
    }
    return lines;
  }

  test("writes one line per request and per retry when DEBUG names perpkit", async () => {
    server = await startTestServer((_, i) => (i === 0 ? { status: 502, json: {} } : { json: {} }));
    process.env.DEBUG = "perpkit";
    const http = createHttpTransport({
      baseUrl: server.url,
      retry: fastRetry,
      debugNamespace: "perpkit:rest",
    });
    const lines = await stderrOf(http);
    const url = `${server.url}/v1/time`;
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^\\S+Z perpkit:rest GET ${url} 502 in \\d+ ms\\n$`)),
      expect.stringMatching(
        new RegExp(
          `^\\S+Z perpkit:rest retry 1 of 2: GET ${url} again in \\d+ ms after ServerError: .*\\n$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^\\S+Z perpkit:rest GET ${url} 200 in \\d+ ms \\(attempt 2\\)\\n$`),
      ),
    ]);
  });

  test("writes why an attempt got no answer, and what a hook threw", async () => {
    server = await startTestServer((_, i) =>
      i === 0 ? { delayMs: 2_000, json: {} } : { json: {} },
    );
    process.env.DEBUG = "perpkit:rest";
    const http = createHttpTransport({
      baseUrl: server.url,
      // The answered attempt has half a second: room for a busy machine.
      timeoutMs: 500,
      retry: fastRetry,
      debugNamespace: "perpkit:rest",
      onRequest: () => {
        throw new Error("hook failed");
      },
    });
    const lines = await stderrOf(http);
    const url = `${server.url}/v1/time`;
    expect(lines).toContainEqual(
      expect.stringMatching(/ perpkit:rest onRequest threw Error: hook failed\n$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\S+Z perpkit:rest GET ${url} no answer in \\d+ ms: TimeoutError: GET /v1/time timed out after 500 ms\\.\\n$`,
        ),
      ),
    );
    expect(lines.at(-1)).toMatch(/ 200 in \d+ ms \(attempt 2\)\n$/);
  });

  test("stays silent unless DEBUG names the namespace", async () => {
    server = await startTestServer(() => ({ json: {} }));
    process.env.DEBUG = "perpkit:stream";
    const http = createHttpTransport({ baseUrl: server.url, debugNamespace: "perpkit:rest" });
    const lines = await stderrOf(http);
    expect(lines).toEqual([]);
  });
});

describe("rate-limit headers", () => {
  test("are read in points and milliseconds", () => {
    const headers = new Headers({
      "RateLimit-Limit": "220",
      "RateLimit-Remaining": "12",
      "RateLimit-Reset": "7",
    });
    expect(parseRateLimitHeaders(headers)).toEqual({
      limit: 220,
      remaining: 12,
      resetMs: 7_000,
      retryAfterMs: undefined,
    });
  });

  test("accept Retry-After as an HTTP date", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    const headers = new Headers({ "Retry-After": "Wed, 25 Nov 2026 12:00:30 GMT" });
    expect(parseRateLimitHeaders(headers, now)?.retryAfterMs).toBe(30_000);
  });

  test("are absent when the response has none or they are garbage", () => {
    expect(parseRateLimitHeaders(new Headers())).toBeUndefined();
    expect(parseRateLimitHeaders(new Headers({ "RateLimit-Limit": "lots" }))).toBeUndefined();
  });
});
