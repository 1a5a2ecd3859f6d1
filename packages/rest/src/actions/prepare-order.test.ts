import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ownerClient, warm } from "../../test/clients.js";
import { startExchange, type TestExchange } from "../../test/exchange.js";
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

describe("prepareOrder and sendOrder", () => {
  test("prepareOrder signs without sending, and sendOrder sends those bytes", async () => {
    const client = await warm(ownerClient(exchange), exchange);
    const prepared = await client.prepareOrder(limitOrder);
    expect(exchange.requests).toHaveLength(0);
    expect(prepared.product.ticker).toBe("BTCUSD");
    expect(JSON.parse(prepared.http.body as string)).toEqual(prepared.request);
    await client.sendOrder(prepared);
    expect(exchange.received("placeOrder")[0]?.text).toBe(prepared.http.body);
  });
});
