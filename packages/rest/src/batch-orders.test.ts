import { ValidationError } from "@perpkit/core";
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
import { type BatchOrdersParameters, UnsupportedFeatureError } from "./batch-orders.js";
import { OrderRejectedError } from "./rejections.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const ORDER_ID = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
const order = (extra: Record<string, unknown> = {}) => ({
  type: "NEW" as const,
  order: {
    symbol: "BTCUSD",
    side: "buy" as const,
    type: "LIMIT" as const,
    quantity: "0.1",
    price: "50000",
    timeInForce: "GTD" as const,
    ...extra,
  },
});
const cancel = (extra: Record<string, unknown> = { orderId: ORDER_ID }) => ({
  type: "CANCEL" as const,
  ...extra,
});
const nonce = (offsetNs: bigint) => String(BigInt(Date.now()) * 1_000_000n + offsetNs);

describe("batchOrders", () => {
  test("signs each instruction on its own and returns one outcome per instruction", async () => {
    exchange.state.orders.push({
      id: ORDER_ID,
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
    const outcomes = await ownerClient(exchange).batchOrders({
      instructions: [
        order({ clientOrderId: "b1" }),
        cancel(),
        cancel({ clientOrderId: "b1" }),
        cancel({ orderId: "7f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }),
      ],
      throwOnReject: false,
    });
    expect(outcomes.map((o) => [o.index, o.type, o.result, o.succeeded])).toEqual([
      [0, "NEW", "Ok", true],
      [1, "CANCEL", "Ok", true],
      [2, "CANCEL", "Ok", true],
      [3, "CANCEL", "NotFound", false],
    ]);
    const { instructions } = sentBody<{
      instructions: { type: string; data: Record<string, unknown>; signature: string }[];
    }>(exchange, "batchOrders");
    expect(instructions[0]?.data).toMatchObject({
      sender: owner.address,
      subaccount: PRIMARY,
      clientOrderId: "b1",
      price: "50000",
    });
    expect(instructions[1]?.data).toEqual({
      sender: owner.address,
      subaccount: PRIMARY,
      nonce: expect.any(String),
      orderId: ORDER_ID,
    });
    expect(instructions[2]?.data).toEqual({
      sender: owner.address,
      subaccount: PRIMARY,
      nonce: expect.any(String),
      clientOrderId: "b1",
    });
    expect(new Set(instructions.map((i) => i.signature)).size).toBe(4);
  });

  test("a NEW and a CANCEL may share a nonce: they sign different messages", async () => {
    const shared = nonce(5n);
    await ownerClient(exchange).batchOrders({
      instructions: [order({ nonce: shared }), cancel({ orderId: ORDER_ID, nonce: shared })],
      throwOnReject: false,
    });
    expect(exchange.received("batchOrders")).toHaveLength(1);
  });

  test("a refused instruction throws an OrderRejectedError holding every outcome", async () => {
    exchange.on("batchOrders", () => ({
      status: 200,
      body: {
        results: [
          { type: "NEW", id: ORDER_ID, clientOrderId: "b1", result: "Ok" },
          {
            type: "NEW_REJECTED",
            id: "7f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
            clientOrderId: "b2",
            result: "ImmediateMatchPostOnly",
            rejectedReason: null,
          },
        ],
      },
    }));
    const second = order({ clientOrderId: "b2" });
    const error = await ownerClient(exchange)
      .batchOrders({ instructions: [order({ clientOrderId: "b1" }), second] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRejectedError);
    expect(error).toMatchObject({
      operation: "batchOrders",
      result: "ImmediateMatchPostOnly",
      clientOrderId: "b2",
      order: second.order,
      rejections: [{ index: 1 }],
      outcomes: [
        { index: 0, succeeded: true },
        { index: 1, succeeded: false },
      ],
    });
  });

  test("is refused before any request where the network has no batch orders", async () => {
    const client = ownerClient(exchange, { network: "mainnet", baseUrl: exchange.url });
    const error = await client.batchOrders({ instructions: [order()] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedFeatureError);
    expect((error as UnsupportedFeatureError).feature).toBe("batchOrders");
    expect(exchange.requests).toHaveLength(0);
  });
});

describe("batchOrders runs the exchange's preflight before anything is sent", () => {
  const cases: [string, () => BatchOrdersParameters, string][] = [
    ["an empty batch", () => ({ instructions: [] }), "instructions"],
    [
      "more than 20 instructions",
      () => ({ instructions: Array.from({ length: 21 }, () => cancel()) }),
      "instructions",
    ],
    [
      "two NEW with the same clientOrderId",
      () => ({ instructions: [order({ clientOrderId: "x1" }), order({ clientOrderId: "x1" })] }),
      "instructions.1.order.clientOrderId",
    ],
    [
      "two CANCEL of the same orderId",
      () => ({ instructions: [cancel(), order(), cancel()] }),
      "instructions.2.orderId",
    ],
    [
      "two CANCEL of the same clientOrderId",
      () => ({ instructions: [cancel({ clientOrderId: "x1" }), cancel({ clientOrderId: "x1" })] }),
      "instructions.1.clientOrderId",
    ],
    [
      "two NEW with the same nonce",
      () => {
        // One nonce, read once: two reads of the clock may fall in different milliseconds.
        const shared = nonce(1n);
        return { instructions: [order({ nonce: shared }), order({ nonce: shared })] };
      },
      "instructions.1.order.nonce",
    ],
    [
      "two CANCEL with the same nonce",
      () => {
        const shared = nonce(2n);
        return {
          instructions: [
            cancel({ orderId: ORDER_ID, nonce: shared }),
            cancel({ clientOrderId: "z", nonce: shared }),
          ],
        };
      },
      "instructions.1.nonce",
    ],
    [
      "a NEW for another subaccount",
      () => ({ instructions: [order(), order({ subaccount: "other" })] }),
      "instructions.1.order.subaccount",
    ],
    [
      "a CANCEL for another subaccount",
      () => ({ instructions: [cancel({ orderId: ORDER_ID, subaccount: "other" })] }),
      "instructions.0.subaccount",
    ],
    ["a CANCEL naming no order", () => ({ instructions: [cancel({})] }), "instructions.0"],
    [
      "a CANCEL naming an order twice",
      () => ({ instructions: [cancel({ orderId: ORDER_ID, clientOrderId: "x" })] }),
      "instructions.0",
    ],
    [
      "a CANCEL with a malformed orderId",
      () => ({ instructions: [cancel({ orderId: "42" })] }),
      "instructions.0.orderId",
    ],
    [
      "an unknown instruction type",
      () => ({ instructions: [{ type: "AMEND" } as never] }),
      "instructions.0.type",
    ],
    [
      "a NEW breaking a product rule",
      () => ({ instructions: [cancel(), order({ price: "50000.25" })] }),
      "instructions.1.order.price",
    ],
    [
      "a NEW for an unknown product",
      () => ({ instructions: [order({ symbol: "NOPEUSD" })] }),
      "symbol",
    ],
    [
      "a NEW breaking an order rule",
      () => ({ instructions: [order({ postOnly: true, timeInForce: "IOC" })] }),
      "instructions.0.order.postOnly",
    ],
  ];
  test.each(cases)("%s", async (_what, build, field) => {
    const client = await warm(ownerClient(exchange), exchange);
    const error = await client.batchOrders(build()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(exchange.requests).toHaveLength(0);
  });
});
