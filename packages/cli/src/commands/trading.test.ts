import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cancelLimits } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import type { Sandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { afterAll, afterEach, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import {
  errorLines,
  json,
  perpkit,
  type Run,
  sandbox,
  type Trader,
  trader,
} from "../../test/helpers.js";
import { generatePrivateKey } from "../keystore.js";

let exchange: Sandbox;

beforeAll(async () => {
  exchange = await sandbox();
});

afterAll(async () => {
  await exchange.close();
});

afterEach(() => {
  exchange.faults.http.clear();
});

interface Placed {
  accepted: boolean;
  id: string;
  clientOrderId: string | null;
  result: string;
}

interface DryRun {
  dryRun: true;
  requests: {
    method: string;
    url: string;
    body: { data: Record<string, unknown>; signature: string };
  }[];
}

async function openOrders(t: Trader): Promise<{ id: string; price: string; productId: string }[]> {
  const subaccountId = (await t.client.listSubaccounts({ sender: t.address })).data[0]?.id ?? "";
  const page = await t.client.listOrders({ subaccountId, isWorking: true, limit: 200 });
  return page.data as never;
}

/** A signed body printed by --dry-run, sent as it is: the exchange accepts it. */
async function send(request: DryRun["requests"][number]): Promise<Response> {
  return fetch(request.url, { method: request.method, body: JSON.stringify(request.body) });
}

function expectDryRun(run: Run, method: string, path: string | RegExp, sender: string): DryRun {
  expect(run.code).toBe(0);
  const printed = json<DryRun>(run);
  expect(printed.dryRun).toBe(true);
  expect(printed.requests).toHaveLength(1);
  const [request] = printed.requests;
  expect(request?.method).toBe(method);
  if (typeof path === "string") expect(request?.url).toBe(`${exchange.baseUrl}${path}`);
  else expect(request?.url.slice(exchange.baseUrl.length)).toMatch(path);
  expect(request?.body.signature).toMatch(/^0x[0-9a-f]{130}$/);
  expect(Object.values(request?.body.data ?? {})).toContain(sender);
  return printed;
}

describe("perpkit place", () => {
  test("place limit rests an order and prints its id and result", async () => {
    const t = await trader(exchange);
    const run = await perpkit(
      ["place", "limit", "buy", "BTCUSD", "0.01", "59000", "--client-order-id", "l1", "--json"],
      { env: t.env },
    );
    expect(run.code).toBe(0);
    const placed = json<Placed>(run);
    expect(placed).toEqual({
      accepted: true,
      id: expect.any(String),
      clientOrderId: "l1",
      result: "Ok",
    });
    const order = await t.client.getOrder({ orderId: placed.id });
    expect(order).toMatchObject({ status: "NEW", price: "59000", quantity: "0.01", side: 0 });
  });

  test("place limit prints a table for people", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["place", "limit", "sell", "ETHUSD", "0.5", "3200.5"], {
      env: t.env,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^id\s+[0-9a-f-]{36}$/m);
    expect(run.stdout).toMatch(/^result\s+Ok$/m);
    expect(run.stdout).toMatch(/^subaccount\s+primary$/m);
  });

  test("a post-only order that would trade at once is not placed: exit 8 with its result", async () => {
    const maker = await trader(exchange);
    await maker.client.placeOrder({
      symbol: "SOLUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "1",
      price: "150",
      timeInForce: "GTD",
    });
    const t = await trader(exchange);
    const run = await perpkit(
      ["place", "limit", "buy", "SOLUSD", "1", "151", "--post-only", "--json"],
      { env: t.env },
    );
    expect(run.code).toBe(8);
    expect(json<Placed>(run).result).toBe("ImmediateMatchPostOnly");
    expect(errorLines(run)).toEqual([
      expect.stringMatching(/^\{"error":\{"kind":"rejected","exitCode":8/),
    ]);
  });

  test("an order the subaccount cannot pay for is refused with the exchange's reason (exit 8)", async () => {
    const t = await trader(exchange, "10");
    const run = await perpkit(["place", "limit", "buy", "BTCUSD", "1", "59000", "--json"], {
      env: t.env,
    });
    expect(run.code).toBe(8);
    expect(json<Placed>(run)).toMatchObject({ accepted: false, result: "InsufficientBalance" });
  });

  test("place market trades at once; place limit --reduce-only and place close act on the position", async () => {
    const maker = await trader(exchange);
    await maker.client.placeOrder({
      symbol: "ETHUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "2",
      price: "3000",
      timeInForce: "GTD",
    });
    await maker.client.placeOrder({
      symbol: "ETHUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "2",
      price: "2990",
      timeInForce: "GTD",
    });
    const t = await trader(exchange);
    const market = await perpkit(["place", "market", "buy", "ETHUSD", "1", "--json"], {
      env: t.env,
    });
    expect(json<Placed>(market).result).toBe("Ok");
    const reduce = await perpkit(
      [
        "place",
        "limit",
        "sell",
        "ETHUSD",
        "0.5",
        "2990",
        "--reduce-only",
        "--tif",
        "IOC",
        "--json",
      ],
      { env: t.env },
    );
    expect(json<Placed>(reduce).result).toBe("Ok");
    const positions = await perpkit(["positions", "--open", "--json"], { env: t.env });
    expect(json<{ data: { size: string }[] }>(positions).data.map((p) => p.size)).toEqual(["0.5"]);
    const close = await perpkit(["place", "close", "ETHUSD", "--json"], { env: t.env });
    expect(close.code).toBe(0);
    expect(json<Placed>(close).result).toBe("Ok");
    const after = await perpkit(["positions", "--open", "--json"], { env: t.env });
    expect(json<{ data: unknown[] }>(after).data).toEqual([]);
  });

  test("place close without a position is refused before anything is signed (exit 3)", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["place", "close", "BTCUSD"], { env: t.env });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      'perpkit: <symbol> "BTCUSD" has no open position in subaccount primary',
    ]);
  });

  test("a price off the tick grid names <price> and the rule, and nothing is placed (exit 3)", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["place", "limit", "buy", "BTCUSD", "0.01", "59000.5"], {
      env: t.env,
    });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual(["perpkit: <price> 59000.5 is not a multiple of tickSize 1"]);
    expect(await openOrders(t)).toEqual([]);
  });

  test("a symbol the exchange does not list is told the ones it does (exit 3)", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["place", "market", "buy", "BTCUSDX", "0.01"], { env: t.env });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      'perpkit: <symbol> "BTCUSDX" matches no product of the exchange (known: BTCUSD, ETHUSD, SOLUSD)',
    ]);
  });

  test("place --dry-run prints the signed body, sends nothing, and the body is accepted as it is", async () => {
    const t = await trader(exchange);
    const run = await perpkit(
      ["place", "limit", "buy", "BTCUSD", "0.02", "58000", "--dry-run", "--json"],
      { env: t.env },
    );
    const printed = expectDryRun(run, "POST", "/v1/order", t.address);
    expect(printed.requests[0]?.body.data).toMatchObject({ price: "58000", quantity: "0.02" });
    expect(await openOrders(t)).toEqual([]);
    expect((await send(printed.requests[0] as DryRun["requests"][number])).status).toBe(201);
    expect((await openOrders(t)).map((o) => o.price)).toEqual(["58000"]);
  });
});

describe("perpkit cancel", () => {
  test("cancel <id> and cancel --client-order-id print the outcome of each order", async () => {
    const t = await trader(exchange);
    const a = await t.client.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.01",
      price: "50000",
      timeInForce: "GTD",
    });
    await t.client.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.01",
      price: "50001",
      timeInForce: "GTD",
      clientOrderId: "c2",
    });
    const byId = await perpkit(["cancel", a.id, "--json"], { env: t.env });
    expect(json(byId)).toEqual({
      cancelled: 1,
      notCancelled: 0,
      outcomes: [{ orderId: a.id, clientOrderId: null, result: "Ok", cancelled: true }],
    });
    const byClientId = await perpkit(["cancel", "--client-order-id", "c2"], { env: t.env });
    expect(byClientId.code).toBe(0);
    expect(byClientId.stdout).toMatch(/\bc2\s+Ok$/m);
    expect(byClientId.stderr).toContain("1 of 1 cancelled in subaccount primary.");
    expect(await openOrders(t)).toEqual([]);
  });

  test("an order that cannot be cancelled is reported with its result, and the exit code is 8", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["cancel", "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"], { env: t.env });
    expect(run.code).toBe(8);
    expect(run.stdout).toMatch(/^6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50\s+NotFound$/m);
    expect(errorLines(run).at(-1)).toBe("perpkit: 1 of 1 orders were not cancelled (NotFound)");
  });

  test(`cancel --all cancels every open order, ${cancelLimits.maxIdsPerRequest} ids per request at most`, async () => {
    // More orders than the account's rate limit allows a minute: an exchange without one.
    const unlimited = await sandbox({ rateLimits: false });
    onTestFinished(() => unlimited.close());
    const t = await trader(unlimited, "10000000");
    const count = cancelLimits.maxIdsPerRequest + 20;
    // This exchange has no rate limits: the client that places the orders needs no budget.
    const placer = createRestClient({
      baseUrl: unlimited.baseUrl,
      signer: privateKeySigner(t.key),
      budget: false,
    });
    // Orders per market are limited too, so they rest in two markets.
    for (let i = 0; i < count; i++) {
      await placer.placeOrder({
        symbol: i % 2 === 0 ? "BTCUSD" : "ETHUSD",
        side: "buy",
        type: "LIMIT",
        quantity: i % 2 === 0 ? "0.01" : "0.1",
        price: i % 2 === 0 ? String(40000 + i) : String(2000 + i),
        timeInForce: "GTD",
      });
    }
    // A delay of 1 ms counts the cancel requests without changing them.
    const counter = unlimited.faults.http.delay(1, { path: "/v1/order/cancel", method: "POST" });
    const run = await perpkit(["cancel", "--all", "--json"], { env: t.env });
    expect(run.code).toBe(0);
    const result = json<{ cancelled: number; outcomes: { result: string }[] }>(run);
    expect(result.cancelled).toBe(count);
    expect(new Set(result.outcomes.map((o) => o.result))).toEqual(new Set(["Ok"]));
    expect(counter.hits).toBe(Math.ceil(count / cancelLimits.maxIdsPerRequest));
    expect(await openOrders(t)).toEqual([]);
  });

  test("cancel --all --product cancels the open orders of one product only", async () => {
    const t = await trader(exchange);
    for (const [symbol, price] of [
      ["BTCUSD", "41000"],
      ["ETHUSD", "2100"],
      ["ETHUSD", "2101"],
    ] as const) {
      await t.client.placeOrder({
        symbol,
        side: "buy",
        type: "LIMIT",
        quantity: symbol === "BTCUSD" ? "0.01" : "0.1",
        price,
        timeInForce: "GTD",
      });
    }
    const run = await perpkit(["cancel", "--all", "--product", "ETHUSD", "--json"], {
      env: t.env,
    });
    expect(json<{ cancelled: number }>(run).cancelled).toBe(2);
    expect((await openOrders(t)).map((o) => o.price)).toEqual(["41000"]);
  });

  test("cancel --dry-run prints the signed cancel and cancels nothing", async () => {
    const t = await trader(exchange);
    const placed = await t.client.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.01",
      price: "45000",
      timeInForce: "GTD",
    });
    const run = await perpkit(["cancel", "--all", "--dry-run", "--json"], { env: t.env });
    const printed = expectDryRun(run, "POST", "/v1/order/cancel", t.address);
    expect(printed.requests[0]?.body.data.orderIds).toEqual([placed.id]);
    expect(await openOrders(t)).toHaveLength(1);
  });

  test("cancel with neither orders nor --all is a usage error (exit 2)", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["cancel"], { env: t.env });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual([
      "perpkit: cancel needs the orders to cancel (ids, --client-order-id) or --all",
    ]);
  });
});

describe("perpkit batch", () => {
  function file(content: unknown): string {
    const path = join(
      tmpdir(),
      `perpkit-batch-${process.pid}-${Math.random().toString(36).slice(2)}.json`,
    );
    writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
    return path;
  }

  const instructions = [
    {
      type: "NEW",
      order: {
        symbol: "BTCUSD",
        side: "buy",
        type: "LIMIT",
        quantity: "0.01",
        price: "42000",
        timeInForce: "GTD",
        clientOrderId: "b1",
      },
    },
    {
      type: "NEW",
      order: {
        symbol: "BTCUSD",
        side: "buy",
        type: "LIMIT",
        quantity: "0.01",
        price: "42001",
        timeInForce: "GTD",
        clientOrderId: "b2",
      },
    },
    { type: "CANCEL", clientOrderId: "b1" },
  ];

  test("batch sends the file's instructions and prints the outcome of each", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["batch", file({ instructions })], { env: t.env });
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^index\s+type\s+succeeded\s+result/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(0, 4))).toEqual([
      ["0", "NEW", "true", "Ok"],
      ["1", "NEW", "true", "Ok"],
      ["2", "CANCEL", "true", "Ok"],
    ]);
    expect((await openOrders(t)).map((o) => o.price)).toEqual(["42001"]);
  });

  test("a price written as a JSON number names the instruction's field (exit 3)", async () => {
    const t = await trader(exchange);
    const bad = [{ ...instructions[0], order: { ...instructions[0]?.order, price: 42000 } }];
    const run = await perpkit(["batch", file(bad)], { env: t.env });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      expect.stringMatching(
        /^perpkit: <file> instructions\.0\.order\.price must be a decimal string/,
      ),
    ]);
  });

  test("batch --dry-run prints the signed batch and sends nothing", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["batch", file(instructions), "--dry-run", "--json"], {
      env: t.env,
    });
    expect(run.code).toBe(0);
    const printed = json<{ requests: { url: string; body: { instructions: unknown[] } }[] }>(run);
    expect(printed.requests[0]?.url).toBe(`${exchange.baseUrl}/v1/order/batch`);
    expect(printed.requests[0]?.body.instructions).toHaveLength(3);
    expect(await openOrders(t)).toEqual([]);
  });
});

describe("perpkit withdraw", () => {
  test("withdraw takes the amount out of the subaccount and prints the withdrawal", async () => {
    const t = await trader(exchange, "1000");
    const run = await perpkit(["withdraw", "25.5", "--json"], { env: t.env });
    expect(run.code).toBe(0);
    expect(json(run)).toMatchObject({ amount: "25.5", status: expect.any(String) });
    const balances = await perpkit(["balances", "--json"], { env: t.env });
    const [balance] = json<{ data: { amount: string }[] }>(balances).data;
    expect(Number.parseFloat(balance?.amount ?? "0")).toBeLessThanOrEqual(974.5);
  });

  test("withdraw --dry-run prints the signed withdrawal and withdraws nothing", async () => {
    const t = await trader(exchange, "1000");
    const run = await perpkit(["withdraw", "10", "--dry-run", "--json"], { env: t.env });
    expectDryRun(run, "POST", /^\/v1\/token\/[0-9a-f-]{36}\/withdraw$/, t.address);
    const withdrawals = await perpkit(["withdrawals", "--json"], { env: t.env });
    expect(json<{ data: unknown[] }>(withdrawals).data).toEqual([]);
  });
});

describe("perpkit signer", () => {
  test("link, refresh and revoke a signer; the linked signer trades with --account", async () => {
    const t = await trader(exchange);
    const botKey = generatePrivateKey();
    const bot = privateKeySigner(botKey).address;
    const link = await perpkit(["signer", "link", "--name", "bot", "--json"], {
      env: { ...t.env, PERPKIT_SIGNER_PRIVATE_KEY: botKey },
    });
    expect(link.code).toBe(0);
    expect(json(link)).toMatchObject({ signer: bot.toLowerCase(), status: "ACTIVE", name: "bot" });
    const trade = await perpkit(
      ["place", "limit", "buy", "BTCUSD", "0.01", "43000", "--account", t.address, "--json"],
      { env: { PERPKIT_BASE_URL: exchange.baseUrl, PERPKIT_PRIVATE_KEY: botKey } },
    );
    expect(json<Placed>(trade).result).toBe("Ok");
    await perpkit(["cancel", "--all"], { env: t.env });
    const refresh = await perpkit(["signer", "refresh", bot, "--json"], { env: t.env });
    expect(refresh.code).toBe(0);
    expect(json(refresh)).toMatchObject({ status: "ACTIVE" });
    const revoke = await perpkit(["signer", "revoke", bot, "--json"], { env: t.env });
    expect(json(revoke)).toMatchObject({ status: "REVOKED" });
  });

  test("link without the new signer's key says where to put it (exit 4)", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["signer", "link"], { env: t.env });
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      "perpkit: The new signer's key is needed: set PERPKIT_SIGNER_PRIVATE_KEY, or give a keystore file",
    ]);
  });

  test("link, revoke and refresh --dry-run print signed bodies and change nothing", async () => {
    const t = await trader(exchange);
    const botKey = generatePrivateKey();
    const bot = privateKeySigner(botKey).address;
    const link = await perpkit(["signer", "link", "--dry-run", "--json"], {
      env: { ...t.env, PERPKIT_SIGNER_PRIVATE_KEY: botKey },
    });
    const printed = expectDryRun(link, "POST", "/v1/linked-signer/link", t.address);
    expect(printed.requests[0]?.body).toHaveProperty("signerSignature");
    const revoke = await perpkit(["signer", "revoke", bot, "--dry-run", "--json"], { env: t.env });
    expectDryRun(revoke, "DELETE", "/v1/linked-signer/revoke", t.address);
    const refresh = await perpkit(["signer", "refresh", bot, "--dry-run", "--json"], {
      env: t.env,
    });
    expectDryRun(refresh, "POST", "/v1/linked-signer/refresh", t.address);
    const signers = await perpkit(["signers", "--json"], { env: t.env });
    expect(json<{ data: unknown[] }>(signers).data).toEqual([]);
  });
});

describe("the exit code says the kind of failure", () => {
  test("no key: auth (exit 4)", async () => {
    const run = await perpkit(["place", "market", "buy", "BTCUSD", "0.01"], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(4);
    expect(errorLines(run)).toEqual([
      "perpkit: A key to sign with is needed: set PERPKIT_PRIVATE_KEY, or give a keystore file",
    ]);
  });

  test("a rate-limited order: rate limit (exit 5)", async () => {
    const t = await trader(exchange);
    // A refusal whose Retry-After is longer than a request waits for (60 s); a short one is
    // waited out by the client's rate budget and the order goes through.
    exchange.faults.http.fail(429, {
      path: "/v1/order",
      method: "POST",
      count: 1,
      retryAfterSeconds: 3_600,
    });
    const run = await perpkit(["place", "limit", "buy", "BTCUSD", "0.01", "40000"], { env: t.env });
    expect(run.code).toBe(5);
    expect(errorLines(run)).toEqual([
      expect.stringMatching(/^perpkit: Rate limited \(RATE_LIMIT_/),
    ]);
  });

  test("an exchange that is down: network (exit 6)", async () => {
    const t = await trader(exchange);
    const closed = await sandbox();
    const url = closed.baseUrl;
    await closed.close();
    const run = await perpkit(["place", "limit", "buy", "BTCUSD", "0.01", "40000"], {
      env: { ...t.env, PERPKIT_BASE_URL: url },
    });
    expect(run.code).toBe(6);
    expect(errorLines(run)).toEqual([
      expect.stringMatching(
        /^perpkit: GET \/v1\/subaccount failed before an answer arrived: .*ECONNREFUSED/,
      ),
    ]);
  });

  test("an exchange that fails: server (exit 7)", async () => {
    const t = await trader(exchange);
    exchange.faults.http.fail(503, { path: "/v1/order", method: "POST", count: 1 });
    const run = await perpkit(["place", "limit", "buy", "BTCUSD", "0.01", "40000"], { env: t.env });
    expect(run.code).toBe(7);
    expect(errorLines(run)).toEqual([
      expect.stringMatching(/^perpkit: The exchange failed to answer \(503\)/),
    ]);
  });

  test("a wrong command line: usage (exit 2)", async () => {
    const t = await trader(exchange);
    const run = await perpkit(["place", "limit", "buy", "BTCUSD"], { env: t.env });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual(["perpkit: missing required argument 'quantity'"]);
  });
});
