import { encodeSubaccountName, limits } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { PRIMARY, setup, wallet } from "../test/helpers.js";
import { defaultTokens } from "./engine/index.js";

// One test per rule of INTERFACE.md, Limits (those not already proven in errors.test.ts).

const DAY = 24 * 3600 * 1000;
const alice = wallet(1);
const bob = wallet(2);
const { headers: H, pools, costs } = limits.rateLimit;

describe("rate limits", () => {
  it("sends RateLimit-* headers with the HTTP pool on every response, 20,000 points by default", async () => {
    const { get } = await setup({ rateLimits: {} });
    const first = await get("/v1/time");
    const answer = await get("/v1/time");
    expect(answer.headers.get(H.limit)).toBe(String(pools.http.points));
    expect(first.headers.get(H.remaining)).toBe(String(pools.http.points - costs.simple));
    expect(answer.headers.get(H.remaining)).toBe(String(pools.http.points - 2 * costs.simple));
    expect(Number(answer.headers.get(H.reset))).toBeGreaterThan(0);
    expect(answer.headers.get(H.retryAfter)).toBeNull();
  });

  it("answers 429 RATE_LIMIT_IP with Retry-After once the IP pool is spent, until the window rolls", async () => {
    const { get, sandbox } = await setup({ rateLimits: { http: { points: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i++) expect((await get("/v1/time")).status).toBe(200);
    const limited = await get("/v1/time");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, type: "RATE_LIMIT_IP" });
    expect(limited.headers.get(H.retryAfter)).toBe("60");
    expect(limited.headers.get(H.remaining)).toBe("0");
    sandbox.clock.advance(60_000);
    expect((await get("/v1/time")).status).toBe(200);
  });

  it("charges a paginated list more points than a simple read", async () => {
    const { get, deposit } = await setup({ rateLimits: {} });
    const sub = await deposit(alice);
    const before = Number((await get("/v1/time")).headers.get(H.remaining));
    const after = Number((await get(`/v1/order?subaccountId=${sub.id}`)).headers.get(H.remaining));
    expect(before - after).toBe(costs.pagination);
    const config = await get<{ data: { method?: string; path: string; basePoints?: number }[] }>(
      "/v1/rate-limit/config",
    );
    const cost = (method: string, path: string) =>
      config.body.data.find((e) => e.method === method && e.path === path)?.basePoints;
    expect(cost("GET", "/v1/order")).toBe(costs.pagination);
    expect(cost("POST", "/v1/order")).toBe(costs.simple);
  });

  it("answers 429 RATE_LIMIT_ACCOUNT when an account's pool is spent, while unsigned reads go on", async () => {
    const { deposit, place, get } = await setup({
      rateLimits: { account: { points: 2, windowMs: 60_000 } },
    });
    await deposit(alice);
    await deposit(bob);
    expect((await place(alice)).status).toBe(201);
    expect((await place(alice)).status).toBe(201);
    const limited = await place(alice);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ type: "RATE_LIMIT_ACCOUNT" });
    expect(limited.headers.get(H.limit)).toBe("2");
    expect(Number(limited.headers.get(H.retryAfter))).toBeGreaterThan(0);
    expect((await get("/v1/product")).status).toBe(200);
    expect((await place(bob)).status).toBe(201);
  });
});

describe("other limits", () => {
  it("allows 50 open positions per subaccount", async () => {
    const products = Array.from({ length: limits.subaccount.maxOpenPositions + 1 }, (_, i) => ({
      ticker: `M${i}USD`,
      baseTokenName: `M${i}`,
      quoteTokenName: "USD",
      onchainId: i + 1,
      tickSize: "1",
      lotSize: "1",
      minPrice: "1",
      maxPrice: "1000",
      maxQuantity: "100",
      makerFee: "0",
      takerFee: "0",
      maxLeverage: 10,
    }));
    const { deposit, place } = await setup({ products });
    await deposit(alice);
    await deposit(bob);
    for (let i = 1; i <= limits.subaccount.maxOpenPositions; i++) {
      expect((await place(bob, { onchainId: i, side: 1 })).status).toBe(201);
      expect((await place(alice, { onchainId: i })).status).toBe(201);
    }
    const over = await place(alice, { onchainId: limits.subaccount.maxOpenPositions + 1 });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/open positions/);
  });

  it("allows any number of subaccounts per trader", async () => {
    const { deposit, get } = await setup();
    for (const name of ["primary", "hedge", "grid"]) await deposit(alice, "10", name);
    const list = await get<{ data: { name: string }[] }>(`/v1/subaccount?sender=${alice.address}`);
    expect(list.body.data.map((s) => s.name).sort()).toEqual(
      ["grid", "hedge", "primary"].map((n) => encodeSubaccountName(n)).sort(),
    );
  });

  it("allows 10 withdrawals a day, then answers 429 RATE_LIMIT_WITHDRAW", async () => {
    const { deposit, withdraw, sandbox } = await setup();
    await deposit(alice, "1000");
    for (let i = 0; i < limits.withdraw.perDay; i++) {
      expect((await withdraw(alice, "1")).status).toBe(201);
    }
    const limited = await withdraw(alice, "1");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ type: "RATE_LIMIT_WITHDRAW" });
    expect(Number(limited.headers.get(H.retryAfter))).toBe(DAY / 1000);
    sandbox.clock.advance(DAY);
    expect((await withdraw(alice, "1")).status).toBe(201);
  });

  it("allows 101 linked signers in total, and another once one is revoked", async () => {
    const { deposit, link, revoke, sandbox } = await setup();
    const sub = await deposit(alice);
    for (let i = 0; i < limits.linkedSigner.maxTotal; i++) {
      if (i > 0 && i % limits.linkedSigner.perPeriod === 0) {
        sandbox.clock.advance(limits.linkedSigner.periodDays * DAY);
      }
      expect((await link(alice, wallet(1000 + i), sub.id)).status).toBe(201);
    }
    sandbox.clock.advance(limits.linkedSigner.periodDays * DAY);
    expect((await link(alice, wallet(5000), sub.id)).status).toBe(403);
    expect(
      (await revoke(alice, wallet(1000 + limits.linkedSigner.maxTotal - 1), sub.id)).status,
    ).toBe(200);
    expect((await link(alice, wallet(5000), sub.id)).status).toBe(201);
  });

  it("keeps a linked signer valid for 90 days of inactivity; extend and refresh renew it", async () => {
    const { deposit, link, place, extend, refresh, sandbox } = await setup();
    const sub = await deposit(alice);
    const carol = wallet(3);
    const dave = wallet(4);
    const linked = await link(alice, carol, sub.id);
    expect(linked.body.expiresAt).toBe(
      sandbox.clock.now() + limits.linkedSigner.inactivityDays * DAY,
    );
    await link(alice, dave, sub.id);
    sandbox.clock.advance((limits.linkedSigner.inactivityDays - 1) * DAY);
    expect((await place(alice, {}, carol)).status).toBe(201);
    sandbox.clock.advance(DAY);
    expect((await place(alice, {}, dave)).status).toBe(400);
    expect((await extend(dave)).body.isActive).toBe(true);
    expect((await place(alice, {}, dave)).status).toBe(201);
    sandbox.clock.advance(limits.linkedSigner.inactivityDays * DAY);
    expect((await place(alice, {}, carol)).status).toBe(400);
    expect((await refresh(alice, carol, sub.id)).status).toBe(201);
    expect((await place(alice, {}, carol)).status).toBe(201);
  });

  it("allows 200 open orders per market per subaccount", async () => {
    const { deposit, place } = await setup();
    await deposit(alice, "1000000");
    const max = limits.order.maxOpenPerMarketPerSubaccount;
    for (let i = 0; i < max; i++) {
      expect((await place(alice, { price: String(100 + (i % 40)) })).status).toBe(201);
    }
    const over = await place(alice);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(String(max));
    expect((await place(alice, { onchainId: 2, price: "100" })).status).toBe(201);
  });

  it("takes 1 to 20 instructions per batch", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice, "1000000");
    const instructions = [];
    for (let i = 0; i < limits.batch.maxInstructions; i++) {
      instructions.push({ type: "NEW", ...(await signedOrder(alice, { price: String(50 + i) })) });
    }
    const full = await post<{ results: unknown[] }>("/v1/order/batch", { instructions });
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(limits.batch.maxInstructions);
    const extra = { type: "NEW", ...(await signedOrder(alice)) };
    expect((await post("/v1/order/batch", { instructions: [...instructions, extra] })).status).toBe(
      400,
    );
  });

  it("accepts a clientOrderId of up to 32 characters", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const max = limits.clientOrderId.maxLength;
    expect(
      (await post("/v1/order", await signedOrder(alice, { clientOrderId: "a".repeat(max) })))
        .status,
    ).toBe(201);
    const body = await signedOrder(alice);
    const long = await post("/v1/order", {
      ...body,
      data: { ...body.data, clientOrderId: "b".repeat(max + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/clientOrderId/);
  });

  it("accepts at most 9 decimal places", async () => {
    const { deposit, place, signedOrder, post } = await setup({
      products: [
        {
          ticker: "FINEUSD",
          baseTokenName: "FINE",
          quoteTokenName: "USD",
          onchainId: 9,
          tickSize: "0.000000001",
          lotSize: "0.000000001",
          minPrice: "0.000000001",
          maxPrice: "1000",
          maxQuantity: "1000",
          makerFee: "0",
          takerFee: "0",
          maxLeverage: 10,
        },
      ],
    });
    await deposit(alice);
    expect(
      (await place(alice, { onchainId: 9, quantity: "1.000000001", price: "1.5" })).status,
    ).toBe(201);
    const body = await signedOrder(alice, { onchainId: 9, price: "1.5" });
    const ten = await post("/v1/order", {
      ...body,
      data: { ...body.data, quantity: "1.0000000001" },
    });
    expect(ten.status).toBe(400);
  });

  it("accepts an expiresAt exactly 6,652,800 s after signedAt", async () => {
    const { deposit, place, signedAt } = await setup();
    await deposit(alice);
    const at = signedAt();
    const answer = await place(alice, {
      signedAt: at,
      expiresAt: at + limits.order.expiresAtHorizonSeconds,
    });
    expect(answer.status).toBe(201);
  });

  it("accepts a signedAt up to 1 hour old and up to 10 s ahead", async () => {
    const { deposit, place, signedAt } = await setup();
    await deposit(alice);
    const { maxPastSeconds, maxFutureSeconds } = limits.timing.signedAt;
    expect((await place(alice, { signedAt: signedAt() - maxPastSeconds })).status).toBe(201);
    expect((await place(alice, { signedAt: signedAt() + maxFutureSeconds })).status).toBe(201);
  });

  it("refuses a deposit below the token's minDeposit", async () => {
    const { post, get } = await setup();
    const token = (await get<{ data: { minDeposit: string }[] }>("/v1/token")).body.data[0];
    expect(token?.minDeposit).toBe(defaultTokens[0]?.minDeposit);
    const below = await post("/sandbox/deposit", { account: alice.address, amount: "0.5" });
    expect(below.status).toBe(400);
    expect(below.body.message).toMatch(/minimum deposit/);
  });

  it("charges no deposit fee and the token's configurable withdrawal fee", async () => {
    const base = defaultTokens[0];
    if (!base) throw new Error("no default token");
    const { get, deposit, withdraw } = await setup({ tokens: [{ ...base, withdrawFee: "0.5" }] });
    const token = (await get<{ data: { depositFee: string; withdrawFee: string }[] }>("/v1/token"))
      .body.data[0];
    expect(token).toMatchObject({ depositFee: "0", withdrawFee: "0.5" });
    const sub = await deposit(alice, "10");
    const balance = async () =>
      (await get<{ data: { amount: string }[] }>(`/v1/subaccount/balance?subaccountId=${sub.id}`))
        .body.data[0]?.amount;
    expect(await balance()).toBe("10");
    expect((await withdraw(alice, "0.5")).status).toBe(400);
    expect((await withdraw(alice, "4")).status).toBe(201);
    expect(await balance()).toBe("6");
  });

  it("uses the subaccount name bytes32 the interface describes", async () => {
    const { deposit } = await setup();
    const sub = await deposit(alice);
    expect(sub.name).toBe(PRIMARY);
  });
});
