import {
  ConfigDriftError,
  createManualClock,
  createServerClock,
  RateLimitError,
  TimeoutError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from "@perpkit/core";
import { signingConfigs, tradeOrderMessage, verifyMessage } from "@perpkit/signing";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { linked, linkedClient, owner, ownerClient } from "../../test/clients.js";
import {
  BTC_ID,
  ETH_ID,
  PRIMARY,
  sentBody,
  startExchange,
  type TestExchange,
} from "../../test/exchange.js";
import { OrderRejectedError } from "../rejections.js";
import type { PlaceOrderParameters } from "./place-order.js";

const ORDER_ID = "55555555-5555-4555-8555-555555555555";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const limitOrder: PlaceOrderParameters = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.25",
  price: "60000.5",
  timeInForce: "GTD",
};

function sentOrder() {
  return sentBody<{ data: Record<string, unknown>; signature: string }>(exchange, "placeOrder");
}

describe("placeOrder", () => {
  test("signs a limit order the exchange verifies and returns id, clientOrderId and result", async () => {
    const client = ownerClient(exchange);
    const placed = await client.placeOrder({
      ...limitOrder,
      clientOrderId: "grid42",
      postOnly: true,
    });
    expect(placed).toEqual({
      accepted: true,
      id: expect.any(String),
      clientOrderId: "grid42",
      result: "Ok",
    });
    expect(placed).not.toHaveProperty("filled");
    const { data } = sentOrder();
    expect(data).toEqual({
      sender: owner.address,
      subaccount: PRIMARY,
      onchainId: 1,
      engineType: 0,
      side: 0,
      quantity: "0.25",
      price: "60000.5",
      type: "LIMIT",
      timeInForce: "GTD",
      postOnly: true,
      reduceOnly: false,
      clientOrderId: "grid42",
      nonce: expect.stringMatching(/^[0-9]+$/),
      signedAt: expect.any(Number),
    });
  });

  test("sends a market order without price, time in force or postOnly, signed with price 0", async () => {
    const client = ownerClient(exchange);
    const placed = await client.placeOrder({
      onchainId: 2,
      side: "sell",
      type: "MARKET",
      quantity: "1.5",
    });
    expect(placed.result).toBe("Ok");
    const { data, signature } = sentOrder();
    expect(Object.keys(data)).not.toContain("price");
    expect(Object.keys(data)).not.toContain("timeInForce");
    expect(Object.keys(data)).not.toContain("postOnly");
    expect(data.side).toBe(1);
    const message = tradeOrderMessage(data as never, { now: Date.now() });
    expect(message.price).toBe(0n);
    expect(
      verifyMessage({
        domain: signingConfigs.local.domain,
        primaryType: "TradeOrder",
        message,
        signature: signature as `0x${string}`,
        address: owner.address,
      }),
    ).toBe(true);
  });

  test("closes a whole position with a reduce-only market order of quantity 0", async () => {
    const client = ownerClient(exchange);
    await client.placeOrder({
      productId: ETH_ID,
      side: "sell",
      type: "MARKET",
      quantity: "0",
      reduceOnly: true,
      close: true,
    });
    const { data } = sentOrder();
    expect(data).toMatchObject({ quantity: "0", reduceOnly: true, close: true, onchainId: 2 });
  });

  test("sends the normalised decimal strings it signed", async () => {
    const client = ownerClient(exchange);
    await client.placeOrder({ ...limitOrder, quantity: "000.2500", price: "60000.500000000" });
    const { data } = sentOrder();
    expect(data.quantity).toBe("0.25");
    expect(data.price).toBe("60000.5");
  });

  test("takes nonce and signedAt from the server clock, not the local one", async () => {
    // Within the nonce window: core's nonce high-water mark is shared by every client in a process.
    const aheadMs = 20 * 60_000;
    exchange.timeMs = () => Date.now() + aheadMs;
    const client = ownerClient(exchange);
    await client.placeOrder(limitOrder);
    const { data } = sentOrder();
    const nonceMs = Number(BigInt(data.nonce as string) / 1_000_000n);
    expect(nonceMs - Date.now()).toBeGreaterThan(aheadMs - 60_000);
    expect((data.signedAt as number) * 1000 - Date.now()).toBeGreaterThan(aheadMs - 60_000);
    expect(exchange.received("getTime")).toHaveLength(1);
  });

  test("a server clock of the caller's own signs the orders, measured once, not the exchange's", async () => {
    const aheadMs = 20 * 60_000;
    exchange.timeMs = () => Date.now() + aheadMs;
    const serverClock = createServerClock({ fetchTime: async () => Date.now() + aheadMs });
    const client = ownerClient(exchange, { serverClock });
    expect(client.serverClock).toBe(serverClock);
    await client.placeOrder(limitOrder);
    await client.placeOrder(limitOrder);
    const nonceMs = Number(BigInt(sentOrder().data.nonce as string) / 1_000_000n);
    expect(nonceMs - Date.now()).toBeGreaterThan(aheadMs - 60_000);
    expect(exchange.received("getTime")).toHaveLength(0);
    expect(exchange.received("placeOrder")).toHaveLength(2);
  });

  test("a server clock given as the clock is refused by name before anything is sent", () => {
    const serverClock = createServerClock();
    expect(() => ownerClient(exchange, { clock: serverClock as never })).toThrow(
      expect.objectContaining({ name: "ValidationError", field: "clock" }),
    );
    expect(exchange.requests).toHaveLength(0);
  });

  test("measures the server clock again once its measurement is serverClockMaxAgeMs old on the client's clock", async () => {
    const clock = createManualClock();
    // The exchange's time is the client's clock's: a measurement that is not renewed drifts off.
    exchange.timeMs = () => clock.now();
    const client = ownerClient(exchange, { clock, serverClockMaxAgeMs: 60_000 });
    expect(client.clock).toBe(clock);
    await client.placeOrder(limitOrder);
    clock.advance(60_000);
    await client.placeOrder(limitOrder);
    expect(exchange.received("getTime")).toHaveLength(1);
    clock.advance(1);
    await client.placeOrder(limitOrder);
    expect(exchange.received("getTime")).toHaveLength(2);
    expect(exchange.received("placeOrder")).toHaveLength(3);
  });

  test("fetches the products, the clock and the live signing domain once for many orders", async () => {
    const client = ownerClient(exchange);
    for (let i = 0; i < 3; i++)
      await client.placeOrder({ ...limitOrder, symbol: i % 2 ? "BTC-USD" : "btcusd" });
    const { symbol: _symbol, ...byId } = limitOrder;
    await client.placeOrder({ ...byId, productId: BTC_ID });
    expect(exchange.received("placeOrder")).toHaveLength(4);
    expect(exchange.received("listProducts")).toHaveLength(1);
    expect(exchange.received("getTime")).toHaveLength(1);
    expect(exchange.received("getRpcConfig")).toHaveLength(1);
  });

  test("a linked signer places orders with its own address as sender", async () => {
    const client = linkedClient(exchange);
    await client.placeOrder(limitOrder);
    expect(sentOrder().data.sender).toBe(linked.address);
    expect(client.isLinkedSigner).toBe(true);
  });

  test("a retried order is resent as the identical bytes, signed once", async () => {
    exchange.queue("placeOrder", {
      status: 503,
      body: { statusCode: 503, error: "Unavailable", message: "busy" },
    });
    const client = ownerClient(exchange, { retry: { retries: 2, baseDelayMs: 1 } });
    const placed = await client.placeOrder(limitOrder);
    expect(placed.result).toBe("Ok");
    const [first, second] = exchange.received("placeOrder");
    expect(second?.text).toBe(first?.text);
  });

  test("an order whose answer is late is a TimeoutError, and with retries is resent as the same bytes", async () => {
    exchange.queue(
      "placeOrder",
      { status: 201, body: { id: "late", result: "Ok" }, delayMs: 3_000 },
      2,
    );
    const error = await ownerClient(exchange, { timeoutMs: 500 })
      .placeOrder(limitOrder)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    // The answered attempt has half a second: room for a busy machine.
    const retrying = ownerClient(exchange, {
      timeoutMs: 500,
      retry: { retries: 1, baseDelayMs: 1 },
    });
    const before = exchange.received("placeOrder").length;
    // Its first attempt is late too; the second is answered.
    expect((await retrying.placeOrder(limitOrder)).result).toBe("Ok");
    const attempts = exchange.received("placeOrder").slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.text).toBe(attempts[0]?.text);
  });

  test("an order is not resent when retries are off", async () => {
    exchange.queue("placeOrder", {
      status: 503,
      body: { statusCode: 503, error: "Unavailable", message: "busy" },
    });
    await expect(ownerClient(exchange).placeOrder(limitOrder)).rejects.toThrow("503");
    expect(exchange.received("placeOrder")).toHaveLength(1);
  });

  test("an order that fails outright (422) throws an OrderRejectedError with the failure code and the order", async () => {
    exchange.queue("placeOrder", {
      status: 422,
      body: { statusCode: 422, error: "Unprocessable Entity", message: "InsufficientBalance" },
    });
    const error = await ownerClient(exchange)
      .placeOrder({ ...limitOrder, clientOrderId: "grid42" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRejectedError);
    expect(error).toMatchObject({
      code: "ORDER_REJECTED",
      operation: "placeOrder",
      result: "InsufficientBalance",
      orderId: undefined,
      clientOrderId: "grid42",
      order: { ...limitOrder, clientOrderId: "grid42" },
    });
    expect((error as OrderRejectedError).cause).toBeInstanceOf(UnprocessableError);
  });

  test("an order answered with a result other than Ok throws an OrderRejectedError with its id", async () => {
    exchange.queue("placeOrder", {
      status: 201,
      body: { id: ORDER_ID, clientOrderId: null, filled: "0", result: "ImmediateMatchPostOnly" },
    });
    const error = await ownerClient(exchange)
      .placeOrder({ ...limitOrder, postOnly: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRejectedError);
    expect(error).toMatchObject({
      result: "ImmediateMatchPostOnly",
      orderId: ORDER_ID,
      rejections: [{ index: 0, result: "ImmediateMatchPostOnly", orderId: ORDER_ID }],
    });
  });

  test("with throwOnReject false, both refusals are answered the same way, not thrown", async () => {
    exchange.queue("placeOrder", {
      status: 201,
      body: { id: ORDER_ID, clientOrderId: null, filled: "0", result: "ImmediateMatchPostOnly" },
    });
    exchange.queue("placeOrder", {
      status: 422,
      body: { statusCode: 422, error: "Unprocessable Entity", message: "InsufficientBalance" },
    });
    const client = ownerClient(exchange);
    const postOnly = await client.placeOrder({ ...limitOrder, throwOnReject: false });
    const margin = await client.placeOrder({ ...limitOrder, throwOnReject: false });
    expect(postOnly).toMatchObject({
      accepted: false,
      id: ORDER_ID,
      result: "ImmediateMatchPostOnly",
      error: expect.any(OrderRejectedError),
    });
    expect(margin).toMatchObject({
      accepted: false,
      id: undefined,
      result: "InsufficientBalance",
      error: expect.any(OrderRejectedError),
    });
    expect(await client.placeOrder({ ...limitOrder, throwOnReject: false })).toMatchObject({
      accepted: true,
      result: "Ok",
    });
  });

  test("an exhausted account pool is a RateLimitError naming it", async () => {
    exchange.queue("placeOrder", {
      status: 429,
      body: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "limit",
        type: "RATE_LIMIT_ACCOUNT",
      },
      headers: { "retry-after": "12" },
    });
    const error = (await ownerClient(exchange, { budget: false })
      .placeOrder(limitOrder)
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error.pool).toBe("RATE_LIMIT_ACCOUNT");
    expect(error.retryAfterMs).toBe(12_000);
  });

  test("with its budget, an order the exchange refused with 429 waits and goes again", async () => {
    exchange.queue("placeOrder", {
      status: 429,
      body: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "limit",
        type: "RATE_LIMIT_ACCOUNT",
      },
      headers: { "retry-after": "1" },
    });
    const waits: unknown[] = [];
    const placed = await ownerClient(exchange, { onRetry: (e) => waits.push(e.error) }).placeOrder(
      limitOrder,
    );
    expect(placed.result).toBe("Ok");
    expect(waits).toEqual([expect.any(RateLimitError)]);
    const bodies = exchange.received("placeOrder").map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  test("a signature made for another domain is refused by the exchange with 401", async () => {
    const client = ownerClient(exchange, { signingConfig: signingConfigs.testnet });
    await expect(client.placeOrder(limitOrder)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(exchange.received("getRpcConfig")).toHaveLength(0);
  });

  test("live message types that differ from the generated ones are refused before signing", async () => {
    exchange.on("getRpcConfig", () => ({
      status: 200,
      body: {
        ...signingConfigs.local,
        signatureTypes: {
          ...signingConfigs.local.signatureTypes,
          CancelOrder: "address sender,uint64 nonce",
        },
      },
    }));
    await expect(ownerClient(exchange).placeOrder(limitOrder)).rejects.toBeInstanceOf(
      ConfigDriftError,
    );
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });
});

describe("without a signer", () => {
  test("placeOrder is refused by name before any request", async () => {
    const error = await (await import("../client.js"))
      .createRestClient({ baseUrl: exchange.url })
      .placeOrder(limitOrder)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("signer");
    expect(exchange.requests).toHaveLength(0);
  });
});
