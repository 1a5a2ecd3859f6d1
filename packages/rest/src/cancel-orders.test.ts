import { BadRequestError, ValidationError } from "@perpkit/core";
import { cancelOrderMessage, signingConfigs, verifyMessage } from "@perpkit/signing";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { owner, ownerClient, warm } from "../test/clients.js";
import {
  BTC_ID,
  OWNER_SUBACCOUNT_ID,
  PRIMARY,
  sentBody,
  startExchange,
  type TestExchange,
} from "../test/exchange.js";
import { OrderRejectedError } from "./rejections.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

/** Rests `count` orders on the test exchange, with ids uuid(0..) and client ids c0, c1, .... */
function restOrders(count: number) {
  for (let i = 0; i < count; i++) {
    exchange.state.orders.push({
      id: uuid(i),
      clientOrderId: `c${i}`,
      type: "LIMIT",
      side: 0,
      quantity: "1",
      availableQuantity: "1",
      filled: "0",
      price: "100",
      stopPrice: "0",
      status: "NEW",
      triggered: "NOT_TRIGGERED",
      expiresAt: 1_706_652_800,
      close: false,
      productId: BTC_ID,
      sender: "0x0000000000000000000000000000000000000001",
      updatedAt: 1,
      reduceOnly: false,
      subaccountId: OWNER_SUBACCOUNT_ID,
      createdAt: 1,
    });
  }
}

describe("cancelOrders", () => {
  test("cancels by id and by client order id, one outcome per id", async () => {
    restOrders(3);
    const outcomes = await ownerClient(exchange).cancelOrders({
      orderIds: [uuid(0), uuid(7)],
      clientOrderIds: ["c2"],
      throwOnReject: false,
    });
    expect(outcomes).toEqual([
      { orderId: uuid(0), clientOrderId: "c0", result: "Ok", cancelled: true },
      { orderId: uuid(7), clientOrderId: undefined, result: "NotFound", cancelled: false },
      { orderId: uuid(2), clientOrderId: "c2", result: "Ok", cancelled: true },
    ]);
    const { data, signature } = sentBody<{
      data: Record<string, unknown>;
      signature: `0x${string}`;
    }>(exchange, "cancelOrders");
    expect(data).toEqual({
      sender: owner.address,
      subaccount: PRIMARY,
      nonce: expect.stringMatching(/^[0-9]+$/),
      orderIds: [uuid(0), uuid(7)],
      clientOrderIds: ["c2"],
    });
    const message = cancelOrderMessage(data as never, { now: Date.now() });
    expect(
      verifyMessage({
        domain: signingConfigs.local.domain,
        primaryType: "CancelOrder",
        message,
        signature,
        address: owner.address,
      }),
    ).toBe(true);
  });

  test("never reports a non-Ok result as cancelled", async () => {
    restOrders(1);
    const client = ownerClient(exchange);
    await client.cancelOrders({ orderIds: [uuid(0)] });
    const [again] = await client.cancelOrders({ orderIds: [uuid(0)], throwOnReject: false });
    expect(again).toMatchObject({ result: "AlreadyCanceled", cancelled: false });
  });

  test("an id that is not cancelled throws an OrderRejectedError holding every outcome", async () => {
    restOrders(1);
    const error = await ownerClient(exchange)
      .cancelOrders({ orderIds: [uuid(0), uuid(7)] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRejectedError);
    expect(error).toMatchObject({
      operation: "cancelOrders",
      result: "NotFound",
      orderId: uuid(7),
      rejections: [{ index: 1, result: "NotFound", orderId: uuid(7) }],
      outcomes: [
        { orderId: uuid(0), result: "Ok", cancelled: true },
        { orderId: uuid(7), result: "NotFound", cancelled: false },
      ],
    });
    expect(exchange.state.orders[0]?.status).toBe("CANCELED");
  });

  test("a failed later chunk is the cause of the OrderRejectedError", async () => {
    restOrders(250);
    exchange.on("cancelOrders", (r) => {
      const data = (r.body as { data: { orderIds: string[] } }).data;
      if (data.orderIds.length < 200)
        return {
          status: 400,
          body: { statusCode: 400, error: "Bad Request", message: "nonce already used" },
        };
      return { status: 202, body: { data: data.orderIds.map((id) => ({ id, result: "Ok" })) } };
    });
    const error = await ownerClient(exchange)
      .cancelOrders({ orderIds: Array.from({ length: 250 }, (_, i) => uuid(i)) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRejectedError);
    expect((error as OrderRejectedError).rejections).toHaveLength(50);
    expect((error as OrderRejectedError).cause).toBeInstanceOf(BadRequestError);
  });

  test("an id the answer does not mention is Unknown, not cancelled", async () => {
    exchange.on("cancelOrders", () => ({ status: 202, body: { data: [] } }));
    const [outcome] = await ownerClient(exchange).cancelOrders({
      orderIds: [uuid(1)],
      throwOnReject: false,
    });
    expect(outcome).toMatchObject({ orderId: uuid(1), result: "Unknown", cancelled: false });
  });

  test("more than 200 ids go out as several signed requests, each with its own nonce", async () => {
    restOrders(450);
    const orderIds = Array.from({ length: 300 }, (_, i) => uuid(i));
    const clientOrderIds = Array.from({ length: 150 }, (_, i) => `c${300 + i}`);
    const outcomes = await ownerClient(exchange).cancelOrders({ orderIds, clientOrderIds });
    expect(outcomes).toHaveLength(450);
    expect(outcomes.every((o) => o.cancelled)).toBe(true);
    expect(outcomes.map((o) => o.orderId ?? o.clientOrderId)).toEqual([
      ...orderIds,
      ...clientOrderIds.map((_, i) => uuid(300 + i)),
    ]);
    const requests = exchange
      .received("cancelOrders")
      .map((r) => (r.body as { data: Record<string, string[] | string> }).data);
    expect(
      requests.map(
        (d) =>
          ((d.orderIds as string[] | undefined)?.length ?? 0) +
          ((d.clientOrderIds as string[] | undefined)?.length ?? 0),
      ),
    ).toEqual([200, 200, 50]);
    expect(requests[1]?.orderIds).toHaveLength(100);
    expect(requests[1]?.clientOrderIds).toHaveLength(100);
    expect(new Set(requests.map((d) => d.nonce)).size).toBe(3);
  });

  test("a failed later chunk leaves its ids Unknown with the error, after the first succeeded", async () => {
    restOrders(250);
    let calls = 0;
    exchange.on("cancelOrders", (r) => {
      calls++;
      if (calls === 2)
        return {
          status: 400,
          body: { statusCode: 400, error: "Bad Request", message: "nonce already used" },
        };
      const data = (r.body as { data: { orderIds: string[] } }).data;
      return { status: 202, body: { data: data.orderIds.map((id) => ({ id, result: "Ok" })) } };
    });
    const outcomes = await ownerClient(exchange).cancelOrders({
      orderIds: Array.from({ length: 250 }, (_, i) => uuid(i)),
      throwOnReject: false,
    });
    expect(outcomes.slice(0, 200).every((o) => o.cancelled)).toBe(true);
    expect(
      outcomes
        .slice(200)
        .every((o) => o.result === "Unknown" && o.error instanceof BadRequestError),
    ).toBe(true);
  });

  test("a failed first request is thrown", async () => {
    exchange.queue("cancelOrders", {
      status: 400,
      body: { statusCode: 400, error: "Bad Request", message: "no" },
    });
    await expect(
      ownerClient(exchange).cancelOrders({ orderIds: [uuid(1)] }),
    ).rejects.toBeInstanceOf(BadRequestError);
  });
});

describe("cancelOrders refuses, naming the field, before anything is sent", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no ids at all", {}, "orderIds"],
    ["empty lists", { orderIds: [], clientOrderIds: [] }, "orderIds"],
    ["an order id that is no UUID", { orderIds: [uuid(1), "abc"] }, "orderIds.1"],
    ["a repeated order id", { orderIds: [uuid(1), uuid(2), uuid(1)] }, "orderIds.2"],
    [
      "a client order id of 33 characters",
      { clientOrderIds: ["x".repeat(33)] },
      "clientOrderIds.0",
    ],
    ["a repeated client order id", { clientOrderIds: ["a1", "a1"] }, "clientOrderIds.1"],
    ["ids that are not a list", { orderIds: uuid(1) }, "orderIds"],
    ["a malformed subaccount", { orderIds: [uuid(1)], subaccount: "0x1234" }, "subaccount"],
  ];
  test.each(cases)("%s", async (_what, parameters, field) => {
    const client = await warm(ownerClient(exchange), exchange);
    const error = await client.cancelOrders(parameters as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(exchange.requests).toHaveLength(0);
  });
});
