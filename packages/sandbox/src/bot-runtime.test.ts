import {
  type BudgetedRetryEvent,
  createRequestBudget,
  RateLimitError,
  ValidationError,
} from "@perpkit/core";
import { createRestClient, type PlaceOrderParameters } from "@perpkit/rest";
import { afterEach, describe, expect, test } from "vitest";
import { wallet } from "../test/helpers.js";
import { type Sandbox, type StartSandboxOptions, startSandbox } from "./sandbox.js";

// What a bot leans on, against the sandbox with its rate limits on: the REST budget that waits
// instead of being refused, the reserve that keeps cancels going, cancelAll, and the error of an
// order from an account with no deposit yet.

const running: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function sandboxWith(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const sandbox = await startSandbox({ port: 0, host: "127.0.0.1", oracle: false, ...options });
  running.push(sandbox);
  sandbox.oracle.set("BTCUSD", "60000");
  return sandbox;
}

/** A resting bid of BTCUSD `ticks` below 59,000. */
const bid = (ticks: number) =>
  ({
    symbol: "BTCUSD",
    side: "buy",
    type: "LIMIT",
    quantity: "0.01",
    price: String(59_000 - ticks),
    timeInForce: "GTD",
  }) satisfies PlaceOrderParameters;

// The exchange's account pool, made small so a test fills it in a second: 10 points a second.
const accountPool = { points: 10, windowMs: 1_000 };

describe("the REST budget against the sandbox's rate limits", () => {
  test("without it, orders past the account pool are refused (the limits are on)", async () => {
    const sandbox = await sandboxWith({ rateLimits: { account: accountPool } });
    const trader = wallet(41);
    await sandbox.fund(trader.address, "100000");
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: trader.signer,
      budget: false,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) => rest.placeOrder(bid(i))),
    );
    const refused = results.filter(
      (r) => r.status === "rejected" && r.reason instanceof RateLimitError,
    );
    expect(refused.length).toBeGreaterThan(0);
  });

  test("with it, every order goes through: each waits for room, and onRetry says why", async () => {
    const sandbox = await sandboxWith({ rateLimits: { account: accountPool } });
    const trader = wallet(42);
    await sandbox.fund(trader.address, "100000");
    const waits: BudgetedRetryEvent[] = [];
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: trader.signer,
      budget: createRequestBudget({ account: accountPool, cancelReserve: 2 }),
      onRetry: (e) => waits.push(e),
    });
    const started = Date.now();
    const placed = await Promise.all(Array.from({ length: 20 }, (_, i) => rest.placeOrder(bid(i))));
    expect(placed.every((p) => p.result === "Ok")).toBe(true);
    // 20 orders through a pool of 10 a second, 2 of them kept for cancels: three windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((w) => w.wait?.pool === "account" && w.error === undefined)).toBe(true);
  });

  test("two clients of one key with budgets of their own wait out the exchange's 429s", async () => {
    const sandbox = await sandboxWith({ rateLimits: { account: accountPool } });
    const trader = wallet(43);
    await sandbox.fund(trader.address, "100000");
    // Two processes' worth of clients: each thinks it has the whole pool.
    const refusals: unknown[] = [];
    const clients = [0, 1].map(() =>
      createRestClient({
        baseUrl: sandbox.baseUrl,
        signer: trader.signer,
        budget: createRequestBudget({ account: accountPool, cancelReserve: 0 }),
        onRetry: (e) => e.error && refusals.push(e.error),
      }),
    );
    const placed = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (clients[i % 2] ?? clients[0])?.placeOrder(bid(i))),
    );
    expect(placed.every((p) => p?.result === "Ok")).toBe(true);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((e) => e instanceof RateLimitError)).toBe(true);
  });

  test("a shutdown's cancelAll is never starved: it spends the reserve the orders leave", async () => {
    const pool = { points: 10, windowMs: 4_000 };
    const sandbox = await sandboxWith({ rateLimits: { account: pool } });
    const trader = wallet(44);
    await sandbox.fund(trader.address, "100000");
    const waits: BudgetedRetryEvent[] = [];
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: trader.signer,
      budget: createRequestBudget({ account: pool, cancelReserve: 3 }),
      onRetry: (e) => waits.push(e),
    });
    for (let i = 0; i < 7; i++) await rest.placeOrder(bid(i));
    // The pool is down to its reserve: the next order waits for the window, the cancel does not.
    const settled: string[] = [];
    const late = rest.placeOrder(bid(8)).finally(() => settled.push("order"));
    const outcomes = await rest.cancelAll({ throwOnReject: false });
    settled.push("cancelAll");
    expect(settled).toEqual(["cancelAll"]);
    // Only the order waited for the account pool; no cancel waited for anything.
    expect(waits.length).toBeGreaterThan(0);
    expect(new Set(waits.map((w) => `${w.method} ${w.path} ${w.wait?.pool}`))).toEqual(
      new Set(["POST /v1/order account"]),
    );
    expect(outcomes).toHaveLength(7);
    expect(outcomes.every((o) => o.cancelled)).toBe(true);
    await late;
    expect((await rest.cancelAll()).map((o) => o.result)).toEqual(["Ok"]);
  });
});

describe("cancelAll on the sandbox", () => {
  test("cancels working and pending orders, or one market's only", async () => {
    const sandbox = await sandboxWith();
    sandbox.oracle.set("ETHUSD", "3000");
    const trader = wallet(45);
    await sandbox.fund(trader.address, "100000");
    const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer: trader.signer });
    const btc = await rest.placeOrder(bid(1));
    // A stop order rests untriggered: pending, not working.
    const stop = await rest.placeOrder({
      ...bid(2),
      stopPrice: "61000",
      stopType: 1,
    });
    const eth = await rest.placeOrder({
      ...bid(0),
      symbol: "ETHUSD",
      quantity: "0.1",
      price: "2900",
    });
    const pending = await rest.listOrders({ isPending: true });
    expect(pending.data.map((o) => o.id)).toEqual([stop.id]);
    const onlyBtc = await rest.cancelAll({ symbol: "BTCUSD" });
    expect(onlyBtc.map((o) => o.orderId).sort()).toEqual([btc.id, stop.id].sort());
    expect((await rest.listOrders({ isWorking: true })).data.map((o) => o.id)).toEqual([eth.id]);
    expect((await rest.cancelAll()).map((o) => o.orderId)).toEqual([eth.id]);
    expect(await rest.cancelAll()).toEqual([]);
  });
});

describe("an order of an account with no deposit yet", () => {
  test("is refused before signing with what a read of the account says", async () => {
    const sandbox = await sandboxWith();
    const nobody = wallet(46);
    const rest = createRestClient({ baseUrl: sandbox.baseUrl, signer: nobody.signer });
    const order = await rest.placeOrder(bid(1)).catch((e: unknown) => e);
    const read = await rest.listBalances().catch((e: unknown) => e);
    expect(order).toBeInstanceOf(ValidationError);
    expect((order as ValidationError).field).toBe("subaccount");
    expect((order as ValidationError).shortMessage).toBe((read as ValidationError).shortMessage);
    expect((order as ValidationError).shortMessage).toMatch(
      /has no subaccount yet; its first deposit creates one$/,
    );
  });
});
