import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { owner, ownerClient, warm } from "../../test/clients.js";
import { sentBody, startExchange, type TestExchange } from "../../test/exchange.js";
import type { PlaceOrderParameters } from "./place-order.js";

const _ORDER_ID = "55555555-5555-4555-8555-555555555555";

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

describe("dryRunOrder", () => {
  test("checks and sends an unsigned order and returns the margin it would use", async () => {
    const client = ownerClient(exchange);
    const result = await client.dryRunOrder(limitOrder);
    expect(result.marginRequired).toBe("10");
    const body = sentBody<object>(exchange, "dryRunOrder");
    expect(body).toEqual({
      data: expect.objectContaining({ sender: owner.address, price: "60000.5" }),
    });
    expect(Object.keys(body)).toEqual(["data"]);
  });

  test("refuses a bad order before any request", async () => {
    const client = await warm(ownerClient(exchange), exchange);
    await expect(client.dryRunOrder({ ...limitOrder, price: "60000.25" })).rejects.toMatchObject({
      field: "price",
    });
    expect(exchange.requests).toHaveLength(0);
  });
});
