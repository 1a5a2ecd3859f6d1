import { ValidationError } from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { countingClient } from "../../test/clients.js";
import { startExchange, type TestExchange } from "../../test/exchange.js";
import type { PlaceOrderParameters } from "../actions/place-order.js";
import { keepWarm } from "./keep-warm.js";
import { prepareOrderTemplate } from "./order-template.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const order: PlaceOrderParameters = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.25",
  price: "60000.5",
  timeInForce: "GTD",
  postOnly: true,
};

describe("keepWarm", () => {
  test("prepares and signs the order again and again, sends nothing, and stops when asked", async () => {
    const { client, signed } = await countingClient(exchange);
    const stop = keepWarm(client.context, { order });
    await vi.waitFor(() => expect(signed.length).toBeGreaterThanOrEqual(3));
    stop();
    const after = signed.length;
    // Each warm-up takes a nonce of its own, as an order would: the digests all differ.
    expect(new Set(signed).size).toBe(signed.length);
    await client.placeOrder(order);
    expect(exchange.requests.map((r) => r.operation)).toEqual(["placeOrder"]);
    expect(signed.length).toBe(after + 1);
  });

  test("an order that breaks a rule stops the warming and is reported with the field named", async () => {
    const { client, signed } = await countingClient(exchange);
    const failed = vi.fn();
    keepWarm(client.context, { order: { ...order, price: "60000.25" }, failed });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    const error = failed.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toContain("price");
    expect(signed).toHaveLength(0);
    expect(exchange.requests).toHaveLength(0);
  });

  test("with a template, warms the template's path: signs its orders, sends nothing", async () => {
    const { client, signed } = await countingClient(exchange);
    const { price: _price, quantity: _quantity, ...fixed } = order;
    const template = await prepareOrderTemplate(client.context, fixed);
    const stop = keepWarm(client.context, {
      template,
      order: { price: "60000.5", quantity: "0.25" },
    });
    await vi.waitFor(() => expect(signed.length).toBeGreaterThanOrEqual(3));
    stop();
    expect(new Set(signed).size).toBe(signed.length);
    expect(exchange.requests).toHaveLength(0);
  });

  test("a period that is not a number of milliseconds from 1 is refused, naming everyMs", async () => {
    const { client, signed } = await countingClient(exchange);
    for (const everyMs of [0, -5, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, "1"]) {
      expect(() => keepWarm(client.context, { order, everyMs: everyMs as number })).toThrow(
        expect.objectContaining({ name: "ValidationError", field: "everyMs" }),
      );
    }
    expect(signed).toHaveLength(0);
  });
});
