import { ZERO_BYTES32 } from "@perpkit/core";
import { hashMessage, initiateWithdrawMessage, signOrder } from "@perpkit/signing";
import { describe, expect, it } from "vitest";
import { PRIMARY, setup, T0, wallet } from "../test/helpers.js";
import type { SandboxEvent } from "./engine/index.js";
import { LATEST_TIME_MS } from "./engine/index.js";

const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);

type Page<T> = { data: T[]; hasNext: boolean; nextCursor?: string };

describe("deposits and withdrawals", () => {
  it("passes a deposit through SUBMITTED, PENDING and COMPLETED and credits it at the end", async () => {
    const { deposit, get, post, sandbox } = await setup({ depositConfirmationMs: 10_000 });
    const events: string[] = [];
    sandbox.events.on("tokenTransfer", (e) => events.push(e.transfer.status));
    const sub = await deposit(alice, "250");
    const pending = await get<Page<{ status: string; type: string }>>(
      `/v1/token/transfer?subaccountId=${sub.id}`,
    );
    expect(pending.body.data[0]).toMatchObject({ status: "PENDING", type: "DEPOSIT" });
    const before = await get<Page<{ amount: string }>>(
      `/v1/subaccount/balance?subaccountId=${sub.id}`,
    );
    expect(before.body.data[0]?.amount).toBe("0");
    await post("/sandbox/time", { advanceMs: 10_000 });
    const done = await get<Page<{ status: string }>>(
      `/v1/token/transfer?subaccountId=${sub.id}&statuses=COMPLETED`,
    );
    expect(done.body.data).toHaveLength(1);
    const after = await get<Page<{ amount: string; available: string }>>(
      `/v1/subaccount/balance?subaccountId=${sub.id}`,
    );
    expect(after.body.data[0]).toMatchObject({ amount: "250", available: "250" });
    expect(events).toEqual(["SUBMITTED", "PENDING", "COMPLETED"]);
  });

  it("deducts a withdrawal at once and finalises it after the lockout", async () => {
    const { deposit, withdraw, get, post } = await setup({ withdrawalLockoutMs: 30_000 });
    const sub = await deposit(alice, "100");
    const answer = await withdraw(alice, "40");
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: "PENDING", amount: "40" });
    const balance = await get<Page<{ amount: string }>>(
      `/v1/subaccount/balance?subaccountId=${sub.id}`,
    );
    expect(balance.body.data[0]?.amount).toBe("60");
    await post("/sandbox/time", { advanceMs: 30_000 });
    const list = await get<Page<{ status: string; digest: string; finalizedBlockNumber: string }>>(
      `/v1/token/withdraw?subaccountId=${sub.id}`,
    );
    const record = list.body.data[0];
    expect(record?.status).toBe("COMPLETED");
    expect(record?.finalizedBlockNumber).toMatch(/^\d+$/);
    // The digest is the EIP-712 digest of the signed withdraw data.
    expect(record?.digest).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("gives the withdrawal the digest of its InitiateWithdraw message", async () => {
    const { deposit, post, get, domain, now, nonces, signedAt } = await setup();
    await deposit(alice, "100");
    const token = (await get<Page<{ id: string; address: `0x${string}` }>>("/v1/token")).body
      .data[0];
    if (!token) throw new Error("no token");
    const data = {
      account: alice.address,
      subaccount: PRIMARY,
      token: token.address,
      amount: "5",
      lzDestinationAddress: ZERO_BYTES32,
      lzDestinationEid: 0,
      nonce: nonces.next(),
      signedAt: signedAt(),
    };
    const { signWithdraw } = await import("@perpkit/signing");
    const body = await signWithdraw({ domain, data, signer: alice.signer, now: now() });
    const answer = await post<{ digest: string }>(`/v1/token/${token.id}/withdraw`, body);
    const message = initiateWithdrawMessage(data, { now: now() });
    expect(answer.body.digest).toBe(
      hashMessage({ domain, primaryType: "InitiateWithdraw", message }),
    );
  });

  it("never lets a linked signer withdraw", async () => {
    const { deposit, link, withdraw } = await setup();
    const sub = await deposit(alice, "100");
    await link(alice, carol, sub.id);
    const answer = await withdraw(alice, "1", carol);
    expect(answer.status).toBe(401);
  });
});

describe("trading", () => {
  it("fills crossing orders into positions, fills, trades and balances", async () => {
    const { deposit, place, get } = await setup();
    const a = await deposit(alice, "1000");
    const b = await deposit(bob, "1000");
    await place(bob, { side: 1, quantity: "2", price: "100" });
    const taker = await place(alice, { quantity: "2", price: "101", clientOrderId: "take1" });
    expect(taker.status).toBe(201);
    const order = await get(`/v1/order/${taker.body.id}`);
    expect(order.body).toMatchObject({ status: "FILLED", filled: "2", availableQuantity: "0" });
    const position = await get(
      `/v1/position/active?subaccountId=${a.id}&productId=${order.body.productId}`,
    );
    expect(position.body).toMatchObject({
      side: 0,
      size: "2",
      cost: "200",
      feesAccruedUsd: "0.06",
    });
    const short = await get<Page<{ side: number; size: string }>>(
      `/v1/position?subaccountId=${b.id}&open=true`,
    );
    expect(short.body.data[0]).toMatchObject({ side: 1, size: "2" });
    const fills = await get<Page<{ isMaker: boolean; price: string; filled: string }>>(
      `/v1/order/fill?subaccountId=${a.id}`,
    );
    expect(fills.body.data).toEqual([
      expect.objectContaining({ isMaker: false, price: "100", filled: "2" }),
    ]);
    const trades = await get<Page<{ price: string; takerSide: number }>>(
      `/v1/order/trade?productId=${order.body.productId}`,
    );
    expect(trades.body.data[0]).toMatchObject({ price: "100", takerSide: 0, filled: "2" });
    const balance = await get<Page<{ amount: string; totalUsed: string; available: string }>>(
      `/v1/subaccount/balance?subaccountId=${a.id}`,
    );
    // 2 BTC at 100 with 20x leverage lock 10; the taker fee was 0.06.
    expect(balance.body.data[0]).toMatchObject({
      amount: "999.94",
      totalUsed: "10",
      available: "989.94",
    });
  });

  it("realises profit when a position is closed with close", async () => {
    const { deposit, place, get, marketData, domain, now, post } = await setup();
    const a = await deposit(alice, "1000");
    await deposit(bob, "1000");
    await place(bob, { side: 1, quantity: "1", price: "100" });
    await place(alice, { quantity: "1", price: "100" });
    await place(bob, { quantity: "1", price: "120" });
    const close = await signOrder({
      domain,
      data: marketData(alice, { side: 1, quantity: "0", reduceOnly: true, close: true }),
      signer: alice.signer,
      now: now(),
    });
    const answer = await post<{ id: string; result: string }>("/v1/order", close);
    expect(answer.body.result).toBe("Ok");
    const positions = await get<Page<{ size: string; realizedPnl: string }>>(
      `/v1/position?subaccountId=${a.id}`,
    );
    expect(positions.body.data[0]).toMatchObject({ size: "0", realizedPnl: "20" });
  });

  it("leaves self-trades out of trades and, by default, out of fills", async () => {
    const { deposit, place, get, btc } = await setup();
    const a = await deposit(alice, "1000");
    await place(alice, { side: 1, price: "100" });
    await place(alice, { price: "100" });
    const trades = await get<Page<unknown>>(`/v1/order/trade?productId=${btc.id}`);
    expect(trades.body.data).toEqual([]);
    expect((await get<Page<unknown>>(`/v1/order/fill?subaccountId=${a.id}`)).body.data).toEqual([]);
    const all = await get<Page<unknown>>(
      `/v1/order/fill?subaccountId=${a.id}&includeSelfTrades=true`,
    );
    expect(all.body.data).toHaveLength(2);
  });

  it("expires an order when the clock reaches expiresAt", async () => {
    const { deposit, place, get, post, signedAt } = await setup();
    await deposit(alice);
    const placed = await place(alice, { expiresAt: signedAt() + 30 });
    await post("/sandbox/time", { advanceMs: 30_000 });
    expect((await get(`/v1/order/${placed.body.id}`)).body.status).toBe("EXPIRED");
  });

  it("answers a dry run with the margin an order needs, without placing it", async () => {
    const { deposit, orderData, post, get } = await setup();
    const sub = await deposit(alice, "1000");
    const answer = await post("/v1/order/dry-run", { data: orderData(alice, { quantity: "2" }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: "Ok",
      marginRequired: "10",
      marginAvailable: "1000",
    });
    expect((await get<Page<unknown>>(`/v1/order?subaccountId=${sub.id}`)).body.data).toEqual([]);
    const broke = await post("/v1/order/dry-run", { data: orderData(alice, { quantity: "500" }) });
    expect(broke.status).toBe(422);
  });

  it("pages through orders with limit and nextCursor", async () => {
    const { deposit, place, get } = await setup();
    const sub = await deposit(alice);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await place(alice, { price: String(90 + i) })).body.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Page<{ id: string }> } = await get<Page<{ id: string }>>(
        `/v1/order?subaccountId=${sub.id}&order=asc&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.body.data.map((o) => o.id));
      cursor = page.body.hasNext ? (page.body.nextCursor ?? null) : null;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it("serves best prices and the book", async () => {
    const { deposit, place, get, btc } = await setup();
    await deposit(alice);
    await place(alice, { price: "99" });
    await place(alice, { price: "98", quantity: "2" });
    await place(alice, { side: 1, price: "105" });
    const prices = await get<{ data: { bestBidPrice: string; bestAskPrice: string }[] }>(
      `/v1/product/market-price?productIds=${btc.id}`,
    );
    expect(prices.body.data[0]).toMatchObject({ bestBidPrice: "99", bestAskPrice: "105" });
    const book = await get("/sandbox/book?symbol=BTCUSD");
    expect(book.body).toEqual({
      symbol: "BTCUSD",
      bids: [
        ["99", "1"],
        ["98", "2"],
      ],
      asks: [["105", "1"]],
    });
  });

  it("liquidates a subaccount when the oracle price moves through its maintenance margin", async () => {
    const { deposit, place, post, get, sandbox } = await setup();
    const a = await deposit(alice, "10");
    await deposit(bob, "1000");
    await place(bob, { side: 1, price: "100" });
    await place(alice, { price: "100" });
    const liquidations: SandboxEvent[] = [];
    sandbox.events.on("liquidation", (e) => liquidations.push(e));
    await post("/sandbox/oracle-price", { symbol: "BTCUSD", price: "90" });
    expect(liquidations).toHaveLength(1);
    const positions = await get<Page<{ isLiquidated: boolean; liquidationPrice: string }>>(
      `/v1/position?subaccountId=${a.id}`,
    );
    expect(positions.body.data[0]).toMatchObject({ isLiquidated: true, liquidationPrice: "90" });
  });

  it("announces order, fill, position and trade events for the stream gateway", async () => {
    const { deposit, place, sandbox } = await setup();
    await deposit(alice);
    await deposit(bob);
    const seen: string[] = [];
    sandbox.events.onAny((e) => seen.push(e.type));
    await place(bob, { side: 1 });
    await place(alice);
    expect(seen).toEqual([
      "orderUpdate",
      "bookLevel",
      "orderUpdate",
      "positionUpdate",
      "positionUpdate",
      "fill",
      "fill",
      "orderUpdate",
      "orderUpdate",
      "trade",
      "bookLevel",
    ]);
  });

  it("serves the batch endpoint only where the batchOrders feature is on", async () => {
    const { deposit, signedOrder, post } = await setup({ features: { batchOrders: false } });
    await deposit(alice);
    const answer = await post("/v1/order/batch", {
      instructions: [{ type: "NEW", ...(await signedOrder(alice)) }],
    });
    expect(answer.status).toBe(404);
  });

  it("cancels an OCO sibling when one order of the group fills", async () => {
    const { deposit, place, get } = await setup();
    await deposit(alice);
    await deposit(bob);
    const groupId = "0d1b0e5e-3a0a-4c59-9a47-3f0f2e6b8b11";
    const take = await place(alice, { side: 1, price: "110", groupId, groupContingencyType: 1 });
    const stop = await place(alice, { side: 1, price: "120", groupId, groupContingencyType: 1 });
    await place(bob, { price: "110" });
    const group = await get<{ data: { id: string; status: string }[] }>(
      `/v1/order/${take.body.id}/group`,
    );
    expect(group.body.data.map((o) => [o.id, o.status])).toEqual([
      [take.body.id, "FILLED"],
      [stop.body.id, "CANCELED"],
    ]);
  });
});

describe("linked signers", () => {
  it("links, lists, reports and revokes a signer, which can never be linked again", async () => {
    const { deposit, link, revoke, get, place, cancel } = await setup();
    const sub = await deposit(alice);
    const linked = await link(alice, carol, sub.id);
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ status: "ACTIVE", isActive: true });
    const order = await place(alice, { clientOrderId: "bySigner" }, carol);
    expect(order.status).toBe(201);
    expect((await get(`/v1/order/${order.body.id}`)).body.sender).toBe(carol.address.toLowerCase());
    expect(
      (await cancel(alice, { clientOrderIds: ["bySigner"] }, carol)).body.data[0]?.result,
    ).toBe("Ok");
    const active = await get<Page<{ signer: string }>>(
      `/v1/linked-signer?subaccountId=${sub.id}&statuses=ACTIVE`,
    );
    expect(active.body.data.map((s) => s.signer)).toEqual([carol.address.toLowerCase()]);
    expect((await get(`/v1/linked-signer/address/${carol.address}`)).body.status).toBe("ACTIVE");
    const revoked = await revoke(alice, carol, sub.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: "REVOKED", isActive: false });
    const again = await link(alice, carol, sub.id);
    expect(again.status).toBe(400);
    expect((await place(alice, {}, carol)).status).toBe(400);
  });

  it("refuses a link whose new signer did not sign", async () => {
    const { deposit, post, domain, nonces, signedAt, now } = await setup();
    const sub = await deposit(alice);
    const { signLinkSigner } = await import("@perpkit/signing");
    const body = await signLinkSigner({
      domain,
      data: {
        subaccountId: sub.id,
        sender: alice.address,
        subaccount: PRIMARY,
        signer: carol.address,
        nonce: nonces.next(),
        signedAt: signedAt(),
      },
      owner: alice.signer,
      signer: carol.signer,
      now: now(),
    });
    const answer = await post("/v1/linked-signer/link", {
      ...body,
      signerSignature: body.signature,
    });
    expect(answer.status).toBe(401);
  });

  it("lets only the owner link a signer", async () => {
    const { deposit, link } = await setup();
    const sub = await deposit(alice);
    await deposit(bob);
    expect((await link(bob, carol, sub.id)).status).toBe(401);
  });
});

describe("contract wallets (EIP-1271)", () => {
  const contract = "0x00000000000000000000000000000000c0ffee01" as const;

  it("accepts orders from a registered key for the contract and refuses other keys", async () => {
    const { deposit, orderData, forgeOrder, post } = await setup({
      contractOwners: { [contract]: [carol.address] },
    });
    await deposit(contract);
    const byKey = await forgeOrder(orderData(alice, { sender: contract }), carol);
    expect((await post("/v1/order", byKey)).status).toBe(201);
    const byOther = await forgeOrder(orderData(alice, { sender: contract }), bob);
    expect((await post("/v1/order", byOther)).status).toBe(401);
  });

  it("lets a contract owner cancel through a registered key", async () => {
    const { deposit, orderData, forgeOrder, post, domain, nonces, now } = await setup({
      contractOwners: { [contract]: [carol.address] },
    });
    await deposit(contract);
    const placed = await post<{ id: string }>(
      "/v1/order",
      await forgeOrder(orderData(alice, { sender: contract }), carol),
    );
    const { cancelOrderMessage, signMessage } = await import("@perpkit/signing");
    const data = {
      sender: contract,
      subaccount: PRIMARY,
      nonce: nonces.next(),
      orderIds: [placed.body.id],
    };
    const signature = await signMessage({
      domain,
      primaryType: "CancelOrder",
      message: cancelOrderMessage(data, { now: now() }),
      signer: carol.signer,
    });
    const answer = await post<{ data: { result: string }[] }>("/v1/order/cancel", {
      data,
      signature,
    });
    expect(answer.status).toBe(202);
    expect(answer.body.data[0]?.result).toBe("Ok");
  });
});

describe("rejections and control endpoints", () => {
  it("answers 201 with the reason as result when an order is created and then rejected", async () => {
    const { deposit, place, get } = await setup();
    await deposit(alice);
    const ioc = await place(alice, { timeInForce: "IOC" });
    expect(ioc.status).toBe(201);
    expect(ioc.body.result).toBe("UnfilledImmediateOrCancel");
    expect((await get(`/v1/order/${ioc.body.id}`)).body).toMatchObject({
      status: "REJECTED",
      rejectedReason: "UnfilledImmediateOrCancel",
    });
    const reduce = await place(alice, { reduceOnly: true });
    expect(reduce.body.result).toBe("OrderIncreasesPosition");
  });

  it("lists its own endpoints and moves the clock to a given time", async () => {
    const { get, post, sandbox } = await setup();
    const index = await get<{ endpoints: { path: string }[] }>("/sandbox");
    const paths = index.body.endpoints.map((e) => e.path);
    // Built-in endpoints, and those of the oracle, HTTP faults and stream faults extensions.
    for (const path of [
      "/sandbox/deposit",
      "/sandbox/oracle/freeze",
      "/sandbox/faults/http",
      "/sandbox/faults/stream",
    ]) {
      expect(paths).toContain(path);
    }
    const target = sandbox.clock.now() + 5_000;
    expect((await post("/sandbox/time", { time: target })).body).toEqual({
      time: target,
      frozen: true,
    });
    expect((await get("/v1/time")).body.time).toBe(target);
    expect((await post("/sandbox/time", { time: target - 1 })).status).toBe(400);
    expect((await post("/sandbox/time", {})).status).toBe(400);
  });

  it("refuses a time past what a nonce can carry, and orders still trade at the latest time", async () => {
    const { deposit, get, place, post, sandbox } = await setup();
    await deposit(alice, "100000");
    await deposit(bob, "100000");
    const past = await post<{ error: string; message: string }>("/sandbox/time", {
      time: Number.MAX_SAFE_INTEGER,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/^time is past 18446744073708, the latest time/);
    const far = await post<{ message: string }>("/sandbox/time", {
      advanceMs: LATEST_TIME_MS - sandbox.clock.now() + 1,
    });
    expect(far.status).toBe(400);
    expect(far.body.message).toMatch(/^advanceMs is past 18446744073708/);
    expect((await get("/v1/time")).body.time).toBe(T0);
    // At the latest time itself, nonces and signedAt still fit: orders are signed and trade.
    expect((await post("/sandbox/time", { time: LATEST_TIME_MS })).status).toBe(200);
    const rest = await place(alice, { side: 1, price: "100", quantity: "1" });
    expect(rest.body.result).toBe("Ok");
    const taken = await place(bob, { side: 0, price: "100", quantity: "1" });
    expect(taken.body.result).toBe("Ok");
    expect((await get(`/v1/order/${taken.body.id}`)).body.status).toBe("FILLED");
  });
});
