import { createCandlesClient } from "@perpkit/candles";
import { RateLimitError, ServerError, TimeoutError } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";

// HTTP fault injection: slow answers, and 429s or 503s for a count of requests or a while.

const alice = wallet(1);

/** A fetch that notes every request's path and when (performance.now()) it left. */
function recordingFetch() {
  const sent: { path: string; at: number }[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    sent.push({ path: new URL(String(input)).pathname, at: performance.now() });
    return fetch(input, init);
  };
  return { sent, fetch: fetchFn };
}

describe("HTTP faults", () => {
  it("@perpkit/rest retries through an injected 503", async () => {
    const { sandbox } = await setup();
    const outage = sandbox.faults.http.fail(503, { path: "/v1/token", count: 2 });
    const { sent, fetch } = recordingFetch();
    const client = createRestClient({
      baseUrl: sandbox.baseUrl,
      fetch,
      retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 5 },
    });
    const tokens = await client.listTokens();
    expect(tokens.data.length).toBeGreaterThan(0);
    expect(outage.hits).toBe(2);
    expect(outage.active).toBe(false);
    expect(sent.map((s) => s.path)).toEqual(["/v1/token", "/v1/token", "/v1/token"]);
  });

  it("a client without retries sees the 503 as a ServerError", async () => {
    const { sandbox } = await setup();
    sandbox.faults.http.fail(503, { count: 1, retryAfterSeconds: 2 });
    const client = createRestClient({ baseUrl: sandbox.baseUrl });
    const error = await client.listTokens().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(503);
    expect((await client.listTokens()).data.length).toBeGreaterThan(0);
  });

  it("@perpkit/rest waits out an injected 429's Retry-After, then gets through", async () => {
    const { sandbox } = await setup();
    const limited = sandbox.faults.http.fail(429, { path: "/v1/token", count: 1 });
    const { sent, fetch } = recordingFetch();
    const client = createRestClient({ baseUrl: sandbox.baseUrl, fetch, retry: { retries: 1 } });
    await client.listTokens();
    expect(limited.hits).toBe(1);
    expect(sent).toHaveLength(2);
    const waited = (sent[1]?.at ?? 0) - (sent[0]?.at ?? 0);
    // Retry-After: 1 (the default of an injected 429); timers may fire a little early.
    expect(waited).toBeGreaterThanOrEqual(950);
  });

  it("@perpkit/rest refuses to wait longer than it allows, and reports the pool and the wait", async () => {
    const { sandbox } = await setup();
    sandbox.faults.http.fail(429, {
      count: 1,
      retryAfterSeconds: 30,
      rateLimitType: "RATE_LIMIT_ACCOUNT",
    });
    const { sent, fetch } = recordingFetch();
    const client = createRestClient({
      baseUrl: sandbox.baseUrl,
      fetch,
      retry: { retries: 3, maxRetryAfterMs: 5_000 },
    });
    const error = await client.listTokens().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ pool: "RATE_LIMIT_ACCOUNT", retryAfterMs: 30_000 });
    expect(sent).toHaveLength(1);
  });

  it("delays answers on the paths it names", async () => {
    const { sandbox } = await setup();
    // A minute: only a request that waits for it outlives the transport's default timeout.
    const slow = sandbox.faults.http.delay(60_000, { path: "/v1/token" });
    const client = createRestClient({ baseUrl: sandbox.baseUrl });
    await expect(client.listTokens({}, { timeoutMs: 200 })).rejects.toBeInstanceOf(TimeoutError);
    expect((await client.getTime()).time).toBeGreaterThan(0); // another path: not delayed
    slow.clear();
    expect((await client.listTokens()).data.length).toBeGreaterThan(0);
  });

  it("fails for a while of the sandbox clock", async () => {
    const { sandbox, get } = await setup();
    sandbox.faults.http.fail(503, { forMs: 10_000 });
    expect((await get("/v1/time")).status).toBe(503);
    expect((await get("/v1/product")).status).toBe(503);
    sandbox.clock.advance(10_000);
    expect((await get("/v1/time")).status).toBe(200);
    expect(sandbox.faults.http.list()).toEqual([]);
  });

  it("matches a path and the paths below it, and a method", async () => {
    const { sandbox, get, post } = await setup();
    sandbox.faults.http.fail(503, { path: "/v1/order", method: "POST" });
    expect((await post("/v1/order/cancel", {})).status).toBe(503);
    expect((await post("/v1/order", {})).status).toBe(503);
    expect((await get("/v1/order/fill")).status).not.toBe(503);
    expect((await post("/v1/orderx", {})).status).toBe(404);
    sandbox.faults.http.clear();
    sandbox.faults.http.fail(503, { path: /^\/v1\/(time|token)$/ });
    expect((await get("/v1/time")).status).toBe(503);
    expect((await get("/v1/product")).status).toBe(200);
  });

  it("reaches the candle API too", async () => {
    const { sandbox } = await setup();
    sandbox.faults.http.fail(503, { path: "/v1/last-price", count: 1 });
    const candles = createCandlesClient({ url: sandbox.candlesUrl });
    await expect(candles.config()).rejects.toBeInstanceOf(ServerError);
    expect((await candles.config()).supportsSearch).toBe(true);
  });

  it("never touches the sandbox's own endpoints", async () => {
    const { sandbox, post } = await setup();
    sandbox.faults.http.fail(503);
    sandbox.faults.http.delay(10_000);
    const answer = await post("/sandbox/deposit", { account: alice.address, amount: "10" });
    expect(answer.status).toBe(201);
  });
});

describe("the /sandbox/faults/http endpoints", () => {
  it("add, list and clear faults", async () => {
    const { request, get, post } = await setup();
    const added = await post<{ id: string; kind: string; status: number; remaining: number }>(
      "/sandbox/faults/http",
      { status: 429, path: "/v1/time", count: 1, retryAfterSeconds: 3 },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: "fail", status: 429, remaining: 1, hits: 0 });
    const delay = await post<{ id: string }>("/sandbox/faults/http", { delayMs: 5 });
    const listed = await get<{ faults: { id: string }[] }>("/sandbox/faults/http");
    expect(listed.body.faults.map((f) => f.id)).toEqual([added.body.id, delay.body.id]);

    const limited = await get<{ statusCode: number; type: string }>("/v1/time");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, type: "RATE_LIMIT_IP" });
    expect(limited.headers.get("retry-after")).toBe("3");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect((await get("/v1/time")).status).toBe(200);

    const removed = await request("DELETE", `/sandbox/faults/http/${delay.body.id}`);
    expect(removed.status).toBe(200);
    expect((await request("DELETE", `/sandbox/faults/http/${delay.body.id}`)).status).toBe(404);
    await post("/sandbox/faults/http", { status: 503 });
    const cleared = await request<{ cleared: number }>("DELETE", "/sandbox/faults/http");
    expect(cleared.body).toEqual({ cleared: 1 });
    expect((await get("/v1/time")).status).toBe(200);
  });

  it("refuse faults that make no sense", async () => {
    const { post } = await setup();
    const bad = [
      {},
      { delayMs: 5, status: 503 },
      { status: 200 },
      { status: 503, count: 0 },
      { delayMs: -1 },
      { status: 503, path: "v1/order" },
      { status: 503, when: "always" },
      { status: "503" },
    ];
    for (const body of bad) {
      const answer = await post("/sandbox/faults/http", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});
