import { limits } from "@perpkit/core";
import { signCancelOrder, signingConfigs } from "@perpkit/signing";
import { describe, expect, it } from "vitest";
import { PRIMARY, setup, wallet } from "../../test/helpers.js";

// One test per rule of INTERFACE.md, Errors (HTTP and per-item outcomes).

const HOUR = 3600 * 1000;
const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);

describe("201 and 200", () => {
  it("answers 201 with id, client order id and result when an order is accepted", async () => {
    const { deposit, place } = await setup();
    await deposit(alice);
    const answer = await place(alice, { clientOrderId: "abc" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ clientOrderId: "abc", result: "Ok" });
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 200 to an accepted batch envelope even when an instruction fails", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice, "10");
    const fits = await signedOrder(alice, { quantity: "0.01" });
    const tooBig = await signedOrder(alice, { quantity: "100" });
    const answer = await post<{ results: { type: string; result: string }[] }>("/v1/order/batch", {
      instructions: [
        { type: "NEW", ...fits },
        { type: "NEW", ...tooBig },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => r.type)).toEqual(["NEW", "NEW_FAILED"]);
    expect(answer.body.results[1]?.result).toBe("InsufficientBalance");
  });
});

describe("400", () => {
  /** An order whose nonce is two hours old while its signedAt is still inside its window. */
  async function staleNonceOrder(ctx: Awaited<ReturnType<typeof setup>>, by = alice) {
    const { orderData, forgeOrder, now } = ctx;
    const stale = BigInt(now() - 2 * HOUR) * 1_000_000n;
    const signedAt = Math.floor((now() - HOUR) / 1000) + 1;
    return forgeOrder(orderData(alice, { nonce: stale.toString(), signedAt }), by, {
      at: now() - HOUR - 5_000,
    });
  }

  it("refuses a nonce more than an hour from server time", async () => {
    const ctx = await setup();
    const { deposit, post } = ctx;
    await deposit(alice);
    const body = await staleNonceOrder(ctx);
    const answer = await post("/v1/order", body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/nonce/);
  });

  it("refuses a signedAt more than an hour in the past or 10 s in the future", async () => {
    const { deposit, orderData, forgeOrder, post, signedAt, now } = await setup();
    await deposit(alice);
    const past = await forgeOrder(orderData(alice, { signedAt: signedAt() - 3601 }), alice, {
      at: now() - HOUR,
    });
    const future = await forgeOrder(orderData(alice, { signedAt: signedAt() + 11 }), alice, {
      at: now() + 11_000,
    });
    for (const body of [past, future]) {
      const answer = await post("/v1/order", body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/signedAt/);
    }
  });

  it("checks the windows before the signature", async () => {
    const ctx = await setup();
    await ctx.deposit(alice);
    // Signed by the wrong key and with a stale nonce: the window answers first.
    const answer = await ctx.post("/v1/order", await staleNonceOrder(ctx, bob));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/nonce/);
  });

  it("refuses a subaccount that is not a 66-character bytes32", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice);
    const answer = await post("/v1/order", {
      ...body,
      data: { ...body.data, subaccount: PRIMARY.slice(0, 64) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/subaccount/);
  });

  it("refuses more than 200 ids in one cancel", async () => {
    const { deposit, post, domain, nonces, now } = await setup();
    await deposit(alice);
    const ids = Array.from(
      { length: 150 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const cloids = Array.from({ length: 51 }, (_, i) => `c${i}`);
    // The ids are not signed, so the client's own limit is bypassed by adding them afterwards.
    const signed = await signCancelOrder({
      domain,
      data: {
        sender: alice.address,
        subaccount: PRIMARY,
        nonce: nonces.next(),
        orderIds: [ids[0] as string],
      },
      signer: alice.signer,
      now: now(),
    });
    const over = await post("/v1/order/cancel", {
      ...signed,
      data: { ...signed.data, orderIds: ids, clientOrderIds: cloids },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/200/);
    const exactly = await post("/v1/order/cancel", {
      ...signed,
      data: { ...signed.data, orderIds: ids, clientOrderIds: cloids.slice(0, 50) },
    });
    expect(exactly.status).toBe(202);
  });

  it("refuses an expiresAt not after signedAt, in the past, or beyond 6,652,800 s", async () => {
    const { deposit, signedOrder, post, sandbox } = await setup();
    await deposit(alice);
    const horizon = limits.order.expiresAtHorizonSeconds;
    const body = await signedOrder(alice);
    const { signedAt } = body.data;
    // expiresAt is not signed, so these bodies keep a valid signature.
    for (const expiresAt of [signedAt, signedAt - 10, signedAt + horizon + 1]) {
      const answer = await post("/v1/order", { ...body, data: { ...body.data, expiresAt } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/expiresAt/);
    }
    sandbox.clock.advance(60_000);
    const late = await post("/v1/order", {
      ...body,
      data: { ...body.data, expiresAt: signedAt + 30 },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/future/);
  });

  it("refuses postOnly without GTD", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice, { timeInForce: "IOC" });
    const answer = await post("/v1/order", { ...body, data: { ...body.data, postOnly: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/postOnly/);
  });

  it("refuses close other than on a reduce-only MARKET order of quantity 0", async () => {
    const { deposit, signedOrder, forgeOrder, marketData, post } = await setup();
    await deposit(alice);
    const limitBody = await signedOrder(alice);
    const onLimit = await post("/v1/order", {
      ...limitBody,
      data: { ...limitBody.data, close: true },
    });
    expect(onLimit.status).toBe(400);
    const market = await forgeOrder(marketData(alice, { reduceOnly: false }), alice);
    const notReduceOnly = await post("/v1/order", {
      ...market,
      data: { ...market.data, close: true },
    });
    expect(notReduceOnly.status).toBe(400);
    expect(notReduceOnly.body.message).toMatch(/close/);
  });

  it("refuses a quantity or price that breaks the product's rules", async () => {
    const { deposit, place } = await setup();
    await deposit(alice);
    const cases = [
      { quantity: "0.00005" }, // below lotSize 0.0001
      { quantity: "0.00015" }, // not a multiple of lotSize
      { quantity: "1001" }, // above maxQuantity
      { price: "100.5" }, // not a multiple of tickSize 1
      { price: "2000000" }, // above maxPrice
    ];
    for (const fields of cases) {
      const answer = await place(alice, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
  });

  it("refuses a reused nonce", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice);
    expect((await post("/v1/order", body)).status).toBe(201);
    const again = await post("/v1/order", body);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/nonce/);
  });

  it("refuses a client order id already used by an active order", async () => {
    const { deposit, place } = await setup();
    await deposit(alice);
    expect((await place(alice, { clientOrderId: "grid7" })).status).toBe(201);
    const again = await place(alice, { clientOrderId: "grid7" });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/clientOrderId/);
  });

  it("refuses a batch that fails preflight, placing none of it", async () => {
    const { deposit, signedOrder, post, get } = await setup();
    const sub = await deposit(alice);
    await deposit(bob);
    const mine = await signedOrder(alice);
    const theirs = await signedOrder(bob);
    const several = await post("/v1/order/batch", {
      instructions: [
        { type: "NEW", ...mine },
        { type: "NEW", ...theirs },
      ],
    });
    expect(several.status).toBe(400);
    expect(several.body.message).toMatch(/same subaccount/);
    const twice = await post("/v1/order/batch", {
      instructions: [
        { type: "NEW", ...mine },
        { type: "NEW", ...(await signedOrder(alice, { nonce: mine.data.nonce })) },
      ],
    });
    expect(twice.status).toBe(400);
    const empty = await post("/v1/order/batch", { instructions: [] });
    expect(empty.status).toBe(400);
    const tooMany = await post("/v1/order/batch", {
      instructions: Array.from({ length: limits.batch.maxInstructions + 1 }, () => ({
        type: "NEW",
        ...mine,
      })),
    });
    expect(tooMany.status).toBe(400);
    const orders = await get<{ data: unknown[] }>(`/v1/order?subaccountId=${sub.id}`);
    expect(orders.body.data).toEqual([]);
  });

  it("refuses to revoke a signer that still has resting orders", async () => {
    const { deposit, link, place, revoke } = await setup();
    const sub = await deposit(alice);
    await link(alice, carol, sub.id);
    expect((await place(alice, {}, carol)).status).toBe(201);
    const answer = await revoke(alice, carol, sub.id);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400 });
  });

  it("refuses a signer used for a subaccount it is not linked to", async () => {
    const { deposit, link, place } = await setup();
    const sub = await deposit(alice);
    await deposit(alice, "100", "other");
    await link(alice, carol, sub.id);
    const other = await place(
      alice,
      { subaccount: `0x${Buffer.from("other").toString("hex").padEnd(64, "0")}` },
      carol,
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/not linked/);
  });

  it("refuses an expired signer", async () => {
    const { deposit, link, place, sandbox } = await setup();
    const sub = await deposit(alice);
    await link(alice, carol, sub.id);
    sandbox.clock.advance(limits.linkedSigner.inactivityDays * 24 * HOUR);
    const answer = await place(alice, {}, carol);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/expired/);
  });
});

describe("401", () => {
  it("refuses a signature that does not recover to sender", async () => {
    const { deposit, orderData, forgeOrder, post } = await setup();
    await deposit(alice);
    const answer = await post("/v1/order", await forgeOrder(orderData(alice), bob));
    expect(answer.status).toBe(401);
  });

  it("refuses a market order signed with a non-zero price", async () => {
    const { deposit, marketData, forgeOrder, post } = await setup();
    await deposit(alice);
    const body = await forgeOrder(marketData(alice), alice, {
      edit: (m) => ({ ...m, price: 100_000_000_000n }),
    });
    expect((await post("/v1/order", body)).status).toBe(401);
  });

  it("refuses quantities signed at 18 decimals instead of 9", async () => {
    const { deposit, orderData, forgeOrder, post } = await setup();
    await deposit(alice);
    const body = await forgeOrder(orderData(alice), alice, {
      edit: (m) => ({ ...m, quantity: m.quantity * 1_000_000_000n }),
    });
    expect((await post("/v1/order", body)).status).toBe(401);
  });

  it("refuses body strings that differ from the signed integers", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice, { quantity: "1" });
    const answer = await post("/v1/order", { ...body, data: { ...body.data, quantity: "1.5" } });
    expect(answer.status).toBe(401);
  });

  it("refuses the owner as sender when a linked signer signed", async () => {
    const { deposit, link, orderData, forgeOrder, post } = await setup();
    const sub = await deposit(alice);
    await link(alice, carol, sub.id);
    const answer = await post("/v1/order", await forgeOrder(orderData(alice), carol));
    expect(answer.status).toBe(401);
  });

  it("refuses a signature made under another domain", async () => {
    const { deposit, orderData, forgeOrder, post } = await setup();
    await deposit(alice);
    const body = await forgeOrder(orderData(alice), alice, {
      domain: signingConfigs.testnet.domain,
    });
    expect((await post("/v1/order", body)).status).toBe(401);
  });

  it("refuses a v other than 27 or 28", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice);
    const v = Number.parseInt(body.signature.slice(-2), 16) - 27;
    const answer = await post("/v1/order", {
      ...body,
      signature: `${body.signature.slice(0, -2)}0${v}`,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/27 or 28/);
  });
});

describe("403", () => {
  it("refuses a link over the linked-signer quota until one is revoked", async () => {
    const { deposit, link, get } = await setup();
    const sub = await deposit(alice);
    for (let i = 0; i < limits.linkedSigner.perPeriod; i++) {
      expect((await link(alice, wallet(100 + i), sub.id)).status).toBe(201);
    }
    const over = await link(alice, wallet(500), sub.id);
    expect(over.status).toBe(403);
    const quota = await get(`/v1/linked-signer/quota?subaccountId=${sub.id}`);
    expect(quota.body).toEqual({
      maxLinkedSignersPeriodDays: limits.linkedSigner.periodDays,
      maxLinkedSignersInPeriod: limits.linkedSigner.perPeriod,
      linkedSignersUsedInPeriod: limits.linkedSigner.perPeriod,
      linkedSignerRefreshHoursBeforeExpiry: limits.linkedSigner.refreshHoursBeforeExpiry,
    });
  });
});

describe("404", () => {
  it("answers 404 for ids and paths that name nothing", async () => {
    const { get } = await setup();
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const path of [
      `/v1/order/${unknown}`,
      `/v1/subaccount/${unknown}`,
      `/v1/product/${unknown}`,
      `/v1/token/${unknown}`,
      `/v1/position/${unknown}`,
      `/v1/order?subaccountId=${unknown}`,
      `/v1/linked-signer/address/${bob.address}`,
      "/v1/nothing-here",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ statusCode: 404, error: "Not Found" });
    }
  });
});

describe("422", () => {
  it("answers 422 with the failure code when margin is insufficient", async () => {
    const { deposit, place } = await setup();
    await deposit(alice, "1");
    const answer = await place(alice, { quantity: "10" });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe("InsufficientBalance");
  });
});

describe("per-item outcomes", () => {
  it("reports Ok, NotFound, AlreadyCanceled, AlreadyFilled and AlreadyExpired per cancel id", async () => {
    const { deposit, place, cancel, sandbox, signedAt } = await setup();
    await deposit(alice);
    await deposit(bob);
    const open = (await place(alice, { clientOrderId: "open1" })).body.id;
    const done = (await place(alice, { side: 1, price: "200" })).body.id;
    await place(bob, { price: "200" });
    const expiring = (await place(alice, { price: "50", expiresAt: signedAt() + 5 })).body.id;
    sandbox.clock.advance(5_000);
    const canceled = (await place(alice, { price: "60" })).body.id;
    await cancel(alice, { orderIds: [canceled] });
    const answer = await cancel(alice, {
      orderIds: [open, done, expiring, canceled, "00000000-0000-4000-8000-000000000001"],
    });
    expect(answer.status).toBe(202);
    expect(answer.body.data.map((r) => r.result)).toEqual([
      "Ok",
      "AlreadyFilled",
      "AlreadyExpired",
      "AlreadyCanceled",
      "NotFound",
    ]);
  });

  it("reports NonceAlreadyUsed for a cancel that reuses its nonce", async () => {
    const { deposit, place, post, domain, now, nonces } = await setup();
    await deposit(alice);
    const id = (await place(alice)).body.id;
    const body = await signCancelOrder({
      domain,
      data: { sender: alice.address, subaccount: PRIMARY, nonce: nonces.next(), orderIds: [id] },
      signer: alice.signer,
      now: now(),
    });
    await post("/v1/order/cancel", body);
    const again = await post<{ data: { result: string }[] }>("/v1/order/cancel", body);
    expect(again.status).toBe(202);
    expect(again.body.data[0]?.result).toBe("NonceAlreadyUsed");
  });

  it("gives each batch instruction a NEW, NEW_REJECTED, NEW_FAILED or CANCEL result", async () => {
    const { deposit, signedOrder, post, domain, now, nonces } = await setup();
    await deposit(alice, "100");
    const resting = await signedOrder(alice, { clientOrderId: "keep1" });
    const ioc = await signedOrder(alice, { timeInForce: "IOC", price: "90" });
    const tooBig = await signedOrder(alice, { quantity: "500" });
    const cancel = await signCancelOrder({
      domain,
      data: {
        sender: alice.address,
        subaccount: PRIMARY,
        nonce: nonces.next(),
        clientOrderIds: ["keep1"],
      },
      signer: alice.signer,
      now: now(),
    });
    const { clientOrderIds: _ids, ...cancelData } = cancel.data;
    const answer = await post<{
      results: { type: string; result: string; clientOrderId: string | null }[];
    }>("/v1/order/batch", {
      instructions: [
        { type: "NEW", ...resting },
        { type: "NEW", ...ioc },
        { type: "NEW", ...tooBig },
        {
          type: "CANCEL",
          data: { ...cancelData, clientOrderId: "keep1" },
          signature: cancel.signature,
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => [r.type, r.result])).toEqual([
      ["NEW", "Ok"],
      ["NEW_REJECTED", "UnfilledImmediateOrCancel"],
      ["NEW_FAILED", "InsufficientBalance"],
      ["CANCEL", "Ok"],
    ]);
  });
});
