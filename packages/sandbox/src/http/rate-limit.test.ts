import { limits } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { createClock } from "../engine/index.js";
import { endpointCost, RateLimiter } from "./rate-limit.js";

describe("endpointCost", () => {
  it("charges the classes of spec/limits.yaml", () => {
    const { costs } = limits.rateLimit;
    expect(endpointCost("POST", "/v1/order", false)).toBe(costs.simple);
    expect(endpointCost("GET", "/v1/order", true)).toBe(costs.pagination);
    expect(endpointCost("get", "/v1/product/market-price", false)).toBe(costs.moderate);
    expect(endpointCost("GET", "/v1/linked-signer", true)).toBe(costs.pagination);
  });
});

describe("RateLimiter", () => {
  it("refuses once a key's points are spent and frees them as the window rolls", () => {
    const clock = createClock({ frozen: true, start: 0 });
    const limiter = new RateLimiter(clock, { http: { points: 3, windowMs: 10_000 } });
    expect(limiter.charge("http", "1.2.3.4", 2)?.remaining).toBe(1);
    clock.advance(4_000);
    expect(limiter.charge("http", "1.2.3.4", 1)?.allowed).toBe(true);
    const refused = limiter.charge("http", "1.2.3.4", 1);
    expect(refused).toMatchObject({ allowed: false, limit: 3, remaining: 0, retryAfterSeconds: 6 });
    expect(limiter.charge("http", "5.6.7.8", 1)?.allowed).toBe(true);
    clock.advance(6_000);
    expect(limiter.charge("http", "1.2.3.4", 2)?.allowed).toBe(true);
  });

  it("uses the interface's pools by default and can be switched off", () => {
    const clock = createClock({ frozen: true });
    const limiter = new RateLimiter(clock);
    expect(limiter.charge("account", "0xabc", 1)?.limit).toBe(
      limits.rateLimit.pools.account.points,
    );
    expect(limiter.charge("http", "ip", 1)?.limit).toBe(limits.rateLimit.pools.http.points);
    const ws = limiter.charge("websocket", "ip", limits.rateLimit.costs.websocketConnection);
    expect(ws?.limit).toBe(limits.rateLimit.pools.websocket.points);
    const off = new RateLimiter(clock, false);
    expect(off.charge("http", "ip", 1)).toBeUndefined();
    expect(off.enabled("account")).toBe(false);
  });

  it("forgets a key charged last a whole window ago, so memory follows the keys of one window", () => {
    const clock = createClock({ frozen: true, start: 0 });
    const limiter = new RateLimiter(clock, { account: { points: 5, windowMs: 60_000 } });
    for (let i = 0; i < 1000; i++) limiter.charge("account", `0x${i.toString(16)}`, 1);
    expect(limiter.trackedKeys("account")).toBe(1000);
    clock.advance(59_999);
    limiter.charge("account", "0xkept", 5);
    clock.advance(1);
    expect(limiter.trackedKeys("account")).toBe(1);
    // A key still within its window keeps what it spent.
    expect(limiter.charge("account", "0xkept", 1)?.allowed).toBe(false);
    clock.advance(60_000);
    expect(limiter.trackedKeys("account")).toBe(0);
    expect(limiter.charge("account", "0x1", 5)?.allowed).toBe(true);
  });
});
