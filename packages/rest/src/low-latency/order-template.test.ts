import { ValidationError } from "@perpkit/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { countingClient, OWNER_KEY, ownerClient, warm } from "../../test/clients.js";
import { startExchange, type TestExchange } from "../../test/exchange.js";
import type { LimitOrderParameters } from "../order-rules.js";
import { OrderRejectedError } from "../rejections.js";
import { type OrderTemplateParameters, prepareOrderTemplate } from "./order-template.js";
import { createPinnedConnection, type PinnedConnection } from "./pinned-connection.js";

let exchange: TestExchange;
let pinned: PinnedConnection;
beforeEach(async () => {
  exchange = await startExchange();
  pinned = createPinnedConnection({ baseUrl: exchange.url });
  await pinned.connect();
});
afterEach(async () => {
  pinned.close();
  await exchange.close();
});

const ORDER_ID = "55555555-5555-4555-8555-555555555555";

const bids: OrderTemplateParameters = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  timeInForce: "GTD",
  postOnly: true,
};

/** A deterministic stream of numbers in [0, 1). */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** Fixed fields of many kinds, as a template takes them (the test product: ticks 0.5, lots 0.001). */
function randomFixed(random: () => number): OrderTemplateParameters {
  const postOnly = random() < 0.5;
  return {
    symbol: "BTCUSD",
    side: random() < 0.5 ? "buy" : "sell",
    type: "LIMIT",
    timeInForce: postOnly ? "GTD" : random() < 0.5 ? "IOC" : "GTD",
    ...(postOnly ? { postOnly: true } : {}),
    ...(random() < 0.3 ? { reduceOnly: true } : {}),
    ...(random() < 0.3 ? { clientOrderId: `c${Math.floor(random() * 1e6)}` } : {}),
  } as OrderTemplateParameters;
}

/** A price and quantity within the test product's rules, in several written forms. */
function randomAmounts(random: () => number): { price: string; quantity: string } {
  const ticks = 2 + Math.floor(random() * 200_000);
  const lots = 1 + Math.floor(random() * 99_999);
  const pad = random() < 0.3 ? "000" : "";
  const price = `${Math.floor(ticks / 2)}${ticks % 2 ? `.5${pad}` : pad ? `.${pad}` : ""}`;
  return { price, quantity: (lots / 1000).toFixed(random() < 0.5 ? 3 : 6) };
}

describe("prepareOrderTemplate", () => {
  test("signs and sends the exact bytes prepareOrder would, for the same nonce and time", async () => {
    const client = await warm(ownerClient(exchange, { fetch: pinned.fetch }), exchange);
    const random = randomSource(11);
    for (let t = 0; t < 12; t++) {
      const fixed = randomFixed(random);
      const template = await prepareOrderTemplate(client.context, fixed);
      for (let i = 0; i < 20; i++) {
        const amounts = randomAmounts(random);
        const nonce = client.context.serverClock.nonce();
        const signedAt = client.context.serverClock.signedAt();
        const order = { ...fixed, ...amounts, nonce, signedAt } as LimitOrderParameters;
        const expected = await client.prepareOrder(order);
        const prepared = await template.prepare({ ...amounts, nonce, signedAt });
        expect(prepared.http.body).toBe(expected.http.body);
        expect(prepared.request).toEqual(expected.request);
      }
    }
    expect(exchange.requests).toHaveLength(0);
  });

  test("with a wallet's signer and a clock gone stale, prepares the bytes prepareOrder would", async () => {
    // A viem account signs through a promise; a clock older than clockMaxAgeMs is synced first.
    const client = await warm(
      ownerClient(exchange, { signer: privateKeyToAccount(OWNER_KEY), serverClockMaxAgeMs: 1 }),
      exchange,
    );
    const template = await prepareOrderTemplate(client.context, bids);
    const random = randomSource(23);
    for (let i = 0; i < 5; i++) {
      const amounts = randomAmounts(random);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const synced = exchange.received("getTime").length;
      const nonce = client.context.serverClock.nonce();
      const signedAt = client.context.serverClock.signedAt();
      const prepared = await template.prepare({ ...amounts, nonce, signedAt });
      expect(exchange.received("getTime").length).toBe(synced + 1);
      const expected = await client.prepareOrder({ ...bids, ...amounts, nonce, signedAt });
      expect(prepared.http.body).toBe(expected.http.body);
      expect(prepared.request).toEqual(expected.request);
    }
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });

  test("places orders through the client's transport, as their own bytes, with fresh nonces", async () => {
    const client = await warm(ownerClient(exchange, { fetch: pinned.fetch }), exchange);
    const template = await prepareOrderTemplate(client.context, bids);
    const random = randomSource(5);
    for (let i = 0; i < 30; i++) {
      const placed = await template.place(randomAmounts(random));
      expect(placed.accepted).toBe(true);
    }
    const received = exchange.received("placeOrder");
    expect(received).toHaveLength(30);
    const nonces = received.map(
      (r) => (JSON.parse(r.text) as { data: { nonce: string } }).data.nonce,
    );
    expect(new Set(nonces).size).toBe(30);
  });

  test("a refused order throws OrderRejectedError, or is answered with throwOnReject false", async () => {
    const client = await warm(ownerClient(exchange), exchange);
    const template = await prepareOrderTemplate(client.context, bids);
    const postOnlyRefusal = {
      status: 201,
      body: { id: ORDER_ID, clientOrderId: null, filled: "0", result: "ImmediateMatchPostOnly" },
    };
    exchange.queue("placeOrder", postOnlyRefusal);
    exchange.queue("placeOrder", postOnlyRefusal);
    await expect(template.place({ price: "100", quantity: "0.001" })).rejects.toMatchObject({
      constructor: OrderRejectedError,
      result: "ImmediateMatchPostOnly",
      orderId: ORDER_ID,
    });
    const answer = await template.place(
      { price: "100", quantity: "0.001" },
      { throwOnReject: false },
    );
    expect(answer).toMatchObject({ accepted: false, result: "ImmediateMatchPostOnly" });
  });

  test.each([
    ["a price off the tick", { price: "100.25", quantity: "0.001" }, "price"],
    ["a price below minPrice", { price: "0.5", quantity: "0.001" }, "price"],
    ["a price above maxPrice", { price: "1000000.5", quantity: "0.001" }, "price"],
    ["a negative price", { price: "-100", quantity: "0.001" }, "price"],
    ["a zero price", { price: "0", quantity: "0.001" }, "price"],
    ["a price as a number", { price: 100, quantity: "0.001" }, "price"],
    ["a price with 10 places", { price: "100.0000000001", quantity: "0.001" }, "price"],
    ["a price that is not a decimal", { price: "1e3", quantity: "0.001" }, "price"],
    ["a quantity off the lot", { price: "100", quantity: "0.0015" }, "quantity"],
    ["a quantity below the lot", { price: "100", quantity: "0.0001" }, "quantity"],
    ["a quantity above maxQuantity", { price: "100", quantity: "100.001" }, "quantity"],
    ["a negative quantity", { price: "100", quantity: "-0.001" }, "quantity"],
    ["a zero quantity", { price: "100", quantity: "0" }, "quantity"],
    ["a quantity as a number", { price: "100", quantity: 0.001 }, "quantity"],
    ["a quantity as a bigint", { price: "100", quantity: 1n }, "quantity"],
    ["a quantity with 10 places", { price: "100", quantity: "0.0010000000" }, "quantity"],
    ["no quantity", { price: "100" }, "quantity"],
  ])("refuses %s, naming the field, before signing or sending", async (_, order, field) => {
    const { client, signed } = await countingClient(exchange);
    const template = await prepareOrderTemplate(client.context, bids);
    const attempt = template.place(order as never);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ field });
    expect(exchange.requests).toHaveLength(0);
    expect(signed).toHaveLength(0);
  });

  test("every order carries the fixed clientOrderId and expiresAt; one signed after expiresAt is refused", async () => {
    const { client, signed } = await countingClient(exchange);
    const signedAt = client.context.serverClock.signedAt();
    const expiresAt = signedAt + 60;
    const template = await prepareOrderTemplate(client.context, {
      ...bids,
      clientOrderId: "quote7",
      expiresAt,
    });
    for (const price of ["100", "100.5"]) {
      const prepared = await template.prepare({ price, quantity: "0.001", signedAt });
      const { data } = JSON.parse(prepared.http.body as string) as {
        data: { clientOrderId: string; expiresAt: number };
      };
      expect(data).toMatchObject({ clientOrderId: "quote7", expiresAt });
    }
    // A template whose expiresAt has come: each order is signed at or after it.
    const expired = await prepareOrderTemplate(client.context, { ...bids, expiresAt: signedAt });
    const count = signed.length;
    const late = expired.prepare({ price: "100", quantity: "0.001", signedAt });
    await expect(late).rejects.toBeInstanceOf(ValidationError);
    await expect(late).rejects.toMatchObject({ field: "expiresAt" });
    expect(signed).toHaveLength(count);
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });

  test("refuses a template for an unknown symbol when it is made", async () => {
    const client = await warm(ownerClient(exchange), exchange);
    await expect(
      prepareOrderTemplate(client.context, { ...bids, symbol: "NOPEUSD" }),
    ).rejects.toThrow(/NOPEUSD/);
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });

  test.each([
    ["a market order", { ...bids, type: "MARKET" }, "type"],
    ["a price in the template", { ...bids, price: "100" }, "price"],
    ["a quantity in the template", { ...bids, quantity: "1" }, "quantity"],
    ["postOnly with IOC", { ...bids, timeInForce: "IOC" }, "postOnly"],
    ["a bad clientOrderId", { ...bids, clientOrderId: "no spaces allowed" }, "clientOrderId"],
  ])("refuses %s when the template is made", async (_, fixed, field) => {
    const client = await warm(ownerClient(exchange), exchange);
    const made = prepareOrderTemplate(client.context, fixed as OrderTemplateParameters);
    await expect(made).rejects.toBeInstanceOf(ValidationError);
    await expect(made).rejects.toMatchObject({ field });
  });
});
