import { describe, expect, test } from "vitest";
import {
  type BudgetWait,
  createPointBudget,
  createRequestBudget,
  parseRateLimitHeaders,
  requestCost,
} from "./rate-limit.js";

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

describe("point budget", () => {
  test("spends points and gets them back when they leave the window", () => {
    let t = 0;
    const budget = createPointBudget({ points: 20, windowMs: 1_000, now: () => t });
    expect(budget.tryTake(10)).toBe(true);
    t = 400;
    expect(budget.tryTake(5)).toBe(true);
    expect(budget.tryTake(10)).toBe(false);
    expect(budget.available()).toBe(5);
    // The first 10 points return at t = 1000.
    expect(budget.waitTime(10)).toBe(600);
    t = 1_000;
    expect(budget.tryTake(10)).toBe(true);
    expect(budget.available()).toBe(5);
  });

  test("refuses a cost larger than the pool", async () => {
    const budget = createPointBudget({ points: 5, windowMs: 1_000 });
    expect(budget.waitTime(6)).toBe(Number.POSITIVE_INFINITY);
    await expect(budget.take(6)).rejects.toThrow(RangeError);
  });

  test("take waits for room and then spends", async () => {
    let t = 0;
    const budget = createPointBudget({ points: 10, windowMs: 20, now: () => t });
    budget.tryTake(10);
    const pending = budget.take(5);
    t = 20;
    await pending;
    expect(budget.available()).toBe(5);
  });

  test("take stops when its signal aborts", async () => {
    const budget = createPointBudget({ points: 10, windowMs: 60_000 });
    budget.tryTake(10);
    const controller = new AbortController();
    const pending = budget.take(1, controller.signal);
    controller.abort(new Error("stopped"));
    await expect(pending).rejects.toThrow("stopped");
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
    let t = 1_000_000;
    const budget = createRequestBudget({ now: () => t });
    budget.observe({ limit: 220, remaining: 20, resetMs: 1_000, retryAfterMs: undefined }, "0xaa");
    expect(budget.account("0xaa")?.available()).toBe(20);
    budget.observe({ limit: 20_000, remaining: 19_000, resetMs: 1_000, retryAfterMs: undefined });
    expect(budget.ip?.available()).toBe(19_000);
    // More left than the copy thinks changes nothing: the copy stays on the safe side.
    budget.observe({ limit: 220, remaining: 200, resetMs: 1_000, retryAfterMs: undefined }, "0xaa");
    expect(budget.account("0xaa")?.available()).toBe(20);
    t += 1_000;
    expect(budget.account("0xaa")?.available()).toBe(220);
    budget.observe({ limit: 220, remaining: 0, resetMs: 30_000, retryAfterMs: 2_000 }, "0xaa");
    t += 1_999;
    expect(budget.account("0xaa")?.waitTime(1)).toBe(1);
    t += 1;
    expect(budget.account("0xaa")?.available()).toBe(220);
  });

  test("turns a pool off with false", async () => {
    const budget = createRequestBudget({ ip: false, account: false });
    expect(budget.ip).toBeUndefined();
    expect(budget.account("0xaa")).toBeUndefined();
    await budget.spend({ cost: 1_000_000, account: "0xaa" });
  });
});
