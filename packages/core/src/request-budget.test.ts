import { afterEach, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../test/http-server.js";
import { createDebugLogger } from "./debug.js";
import { AbortError } from "./errors.js";
import { RateLimitError } from "./http-errors.js";
import {
  type BudgetedRetryEvent,
  type BudgetWait,
  createRequestBudget,
  requestCost,
} from "./request-budget.js";
import { createManualClock } from "./time/manual-clock.js";
import { createHttpTransport } from "./transport.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signedBody = JSON.stringify({ data: { nonce: "1" }, signature: "0x12" });
const account = "0x00000000000000000000000000000000000000aa";

function logger(lines: string[]) {
  return createDebugLogger("perpkit:rest:bot", {
    env: () => "perpkit",
    write: (line) => lines.push(line),
  });
}

describe("a budgeted transport", () => {
  test("pays a read from the IP pool and a signed request from the account pool too", async () => {
    server = await startTestServer(() => ({ json: { ok: true } }));
    const budget = createRequestBudget();
    const transport = budget.transport(createHttpTransport({ baseUrl: server.url }), {
      account,
    });
    await transport.request({ method: "GET", path: "/v1/product", query: { cursor: undefined } });
    await transport.request({ method: "POST", path: "/v1/order", body: signedBody });
    await transport.request({ method: "POST", path: "/v1/order/dry-run", body: '{"data":{}}' });
    // A page of a list is 10 points, the order and the dry run 1 and 5.
    expect(budget.ip?.available()).toBe(20_000 - 10 - 1 - 5);
    expect(budget.account(account)?.available()).toBe(220 - 1);
  });

  test("makes a request wait for room and says so on onRetry and in the debug log", async () => {
    server = await startTestServer(() => ({ json: { ok: true } }));
    const budget = createRequestBudget({
      ip: false,
      account: { points: 3, windowMs: 300 },
      cancelReserve: 1,
    });
    const events: BudgetedRetryEvent[] = [];
    const lines: string[] = [];
    const transport = budget.transport(createHttpTransport({ baseUrl: server.url }), {
      account,
      onRetry: (e) => events.push(e),
      log: logger(lines),
    });
    const order = { method: "POST", path: "/v1/order", body: signedBody } as const;
    // The first point is spent after this; the third request can have room only once that point
    // has left the window, however long the first two took.
    const started = Date.now();
    await transport.request(order);
    await transport.request(order);
    await transport.request(order);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(server.requests).toHaveLength(3);
    expect(events[0]).toMatchObject({
      path: "/v1/order",
      error: undefined,
      wait: { pool: "account", cost: 1, available: 1, points: 3 },
    });
    expect(lines[0]).toMatch(
      /perpkit:rest:bot POST \/v1\/order waits \d+ ms for 1 point: the account pool has 1 of 3 points \(1 kept for cancels\)/,
    );
  });

  test("lets cancels spend the reserve the other requests leave", async () => {
    server = await startTestServer(() => ({ json: { data: [] } }));
    const budget = createRequestBudget({
      ip: false,
      account: { points: 3, windowMs: 60_000 },
      cancelReserve: 2,
    });
    const base = createHttpTransport({ baseUrl: server.url });
    const orders = budget.transport(base, { account });
    const cancels = budget.transport(base, { account, cancel: true });
    await orders.request({ method: "POST", path: "/v1/order", body: signedBody });
    const controller = new AbortController();
    const blocked = orders.request({
      method: "POST",
      path: "/v1/order",
      body: signedBody,
      signal: controller.signal,
    });
    const cancel = { method: "POST", path: "/v1/order/cancel", body: signedBody } as const;
    await cancels.request(cancel);
    await cancels.request(cancel);
    expect(server.requests.map((r) => r.url)).toEqual([
      "/v1/order",
      "/v1/order/cancel",
      "/v1/order/cancel",
    ]);
    controller.abort();
    await expect(blocked).rejects.toBeInstanceOf(AbortError);
  });

  test("sends a request the exchange refused with 429 again after its Retry-After", async () => {
    server = await startTestServer((_r, index) =>
      index === 0
        ? {
            status: 429,
            headers: { "Retry-After": "1", "RateLimit-Limit": "220", "RateLimit-Remaining": "0" },
            json: { statusCode: 429, message: "slow down", type: "RATE_LIMIT_ACCOUNT" },
          }
        : { status: 201, json: { ok: true } },
    );
    const budget = createRequestBudget();
    const events: BudgetedRetryEvent[] = [];
    const transport = budget.transport(createHttpTransport({ baseUrl: server.url }), {
      account,
      onRetry: (e) => events.push(e),
    });
    const started = Date.now();
    const response = await transport.request({
      method: "POST",
      path: "/v1/order",
      body: signedBody,
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(events[0]?.error).toBeInstanceOf(RateLimitError);
    expect(events[0]?.delayMs).toBe(1_000);
    expect(server.requests.map((r) => r.body)).toEqual([signedBody, signedBody]);
    // What the exchange said was spent elsewhere came back at its Retry-After; the copy paid for
    // both attempts.
    expect(budget.account(account)?.available()).toBe(220 - 2);
  });

  test("gives up after rateLimitRetries refusals", async () => {
    server = await startTestServer(() => ({
      status: 429,
      headers: { "Retry-After": "0" },
      json: { statusCode: 429, message: "slow down", type: "RATE_LIMIT_IP" },
    }));
    const transport = createRequestBudget().transport(
      createHttpTransport({ baseUrl: server.url }),
      { rateLimitRetries: 2 },
    );
    await expect(transport.request({ method: "GET", path: "/v1/time" })).rejects.toBeInstanceOf(
      RateLimitError,
    );
    expect(server.requests).toHaveLength(3);
  });

  test("fails at once when the exchange asks for a wait longer than maxRetryAfterMs", async () => {
    server = await startTestServer(() => ({
      status: 429,
      headers: { "Retry-After": "3600" },
      json: { statusCode: 429, message: "slow down", type: "RATE_LIMIT_IP" },
    }));
    const transport = createRequestBudget().transport(createHttpTransport({ baseUrl: server.url }));
    const error = await transport.request({ method: "GET", path: "/v1/time" }).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(server.requests).toHaveLength(1);
  });
});

describe("request costs", () => {
  test("come from the spec's classes: overrides, pages of lists, the rest", () => {
    expect(requestCost("GET", "/v1/order", true)).toBe(10);
    expect(requestCost("GET", "/v1/product/market-price", false)).toBe(5);
    expect(requestCost("GET", "/v1/product", true)).toBe(10);
    expect(requestCost("POST", "/v1/order", false)).toBe(1);
    expect(requestCost("POST", "/v1/order/cancel", false)).toBe(1);
  });
});

describe("the request budget", () => {
  const small = { points: 5, windowMs: 250 };

  test("makes a request wait for room instead of failing, and says why", async () => {
    const budget = createRequestBudget({ ip: small, account: false, cancelReserve: 0 });
    const waits: BudgetWait[] = [];
    for (let i = 0; i < 5; i++) await budget.spend({ cost: 1 }, (w) => waits.push(w));
    expect(waits).toEqual([]);
    const started = Date.now();
    await budget.spend({ cost: 2 }, (w) => waits.push(w));
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(waits[0]).toMatchObject({ pool: "ip", cost: 2, available: 0, points: 5 });
    expect(waits[0]?.waitMs).toBeGreaterThan(0);
  });

  test("pays a signed request from its account's pool too, one pool per address", async () => {
    const budget = createRequestBudget({ ip: false, account: small, cancelReserve: 0 });
    for (let i = 0; i < 5; i++) await budget.spend({ cost: 1, account: "0xAa" });
    expect(budget.account("0xaa")?.available()).toBe(0);
    expect(budget.account("0xbb")?.available()).toBe(5);
    const waits: BudgetWait[] = [];
    await budget.spend({ cost: 1, account: "0xAA" }, (w) => waits.push(w));
    expect(waits.map((w) => w.pool)).toContain("account");
  });

  test("keeps a reserve that only cancels may spend", async () => {
    const budget = createRequestBudget({
      ip: false,
      account: { points: 5, windowMs: 60_000 },
      cancelReserve: 2,
    });
    for (let i = 0; i < 3; i++) await budget.spend({ cost: 1, account: "0xaa" });
    const controller = new AbortController();
    const waits: BudgetWait[] = [];
    const blocked = budget.spend({ cost: 1, account: "0xaa", signal: controller.signal }, (w) =>
      waits.push(w),
    );
    // The order waits for the window; the cancels go through at once.
    await budget.spend({ cost: 1, account: "0xaa", cancel: true });
    await budget.spend({ cost: 1, account: "0xaa", cancel: true });
    expect(budget.account("0xaa")?.available()).toBe(0);
    expect(waits).toHaveLength(1);
    controller.abort();
    await expect(blocked).rejects.toBeDefined();
  });

  test("takes in what the exchange says is left, until its headers say it comes back", () => {
    const clock = createManualClock({ start: 1_000_000 });
    const budget = createRequestBudget({ clock });
    budget.observe({ limit: 220, remaining: 20, resetMs: 1_000, retryAfterMs: undefined }, "0xaa");
    expect(budget.account("0xaa")?.available()).toBe(20);
    budget.observe({ limit: 20_000, remaining: 19_000, resetMs: 1_000, retryAfterMs: undefined });
    expect(budget.ip?.available()).toBe(19_000);
    // More left than the copy thinks changes nothing: the copy stays on the safe side.
    budget.observe({ limit: 220, remaining: 200, resetMs: 1_000, retryAfterMs: undefined }, "0xaa");
    expect(budget.account("0xaa")?.available()).toBe(20);
    clock.advance(1_000);
    expect(budget.account("0xaa")?.available()).toBe(220);
    budget.observe({ limit: 220, remaining: 0, resetMs: 30_000, retryAfterMs: 2_000 }, "0xaa");
    clock.advance(1_999);
    expect(budget.account("0xaa")?.waitTime(1)).toBe(1);
    clock.advance(1);
    expect(budget.account("0xaa")?.available()).toBe(220);
  });

  test("turns a pool off with false", async () => {
    const budget = createRequestBudget({ ip: false, account: false });
    expect(budget.ip).toBeUndefined();
    expect(budget.account("0xaa")).toBeUndefined();
    await budget.spend({ cost: 1_000_000, account: "0xaa" });
  });
});
