import { ValidationError } from "@perpkit/core";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { ownerClient, warm } from "../test/clients.js";
import { sampleProducts, startExchange, type TestExchange } from "../test/exchange.js";
import type { PlaceOrderParameters } from "./actions/place-order.js";
import type { RestClient } from "./client.js";

let exchange: TestExchange;
let client: RestClient;
beforeAll(async () => {
  exchange = await startExchange();
  client = await warm(ownerClient(exchange), exchange);
});
afterAll(async () => {
  await exchange.close();
});
beforeEach(() => {
  exchange.requests.length = 0;
});

// BTCUSD: tickSize 0.5, lotSize 0.001, minPrice 1, maxPrice 1000000, maxQuantity 100.
const limit = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.25",
  price: "60000.5",
  timeInForce: "GTD",
} as const;
const market = { symbol: "BTCUSD", side: "sell", type: "MARKET", quantity: "0.25" } as const;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Each rule: the order that breaks it, and the field the error must name. */
const cases: [string, () => Record<string, unknown>, string][] = [
  ["no product", () => ({ ...limit, symbol: undefined }), "product"],
  ["a product named two ways", () => ({ ...limit, onchainId: 1 }), "product"],
  ["an unknown symbol", () => ({ ...limit, symbol: "DOGEUSD" }), "symbol"],
  ["an unknown onchain id", () => ({ ...limit, symbol: undefined, onchainId: 99 }), "onchainId"],
  [
    "a malformed product id",
    () => ({ ...limit, symbol: undefined, productId: "btc" }),
    "productId",
  ],
  ["an unknown side", () => ({ ...limit, side: "long" }), "side"],
  ["a side number other than 0 or 1", () => ({ ...limit, side: 2 }), "side"],
  ["an unknown type", () => ({ ...limit, type: "STOP" }), "type"],
  ["a quantity as a JS number", () => ({ ...limit, quantity: 0.25 }), "quantity"],
  ["a quantity with 10 decimal places", () => ({ ...limit, quantity: "0.2500000001" }), "quantity"],
  ["a quantity in exponent form", () => ({ ...limit, quantity: "2.5e-1" }), "quantity"],
  ["a negative quantity", () => ({ ...limit, quantity: "-1" }), "quantity"],
  ["a zero quantity without close", () => ({ ...market, quantity: "0" }), "quantity"],
  ["a quantity below lotSize", () => ({ ...limit, quantity: "0.0005" }), "quantity"],
  ["a quantity off the lot grid", () => ({ ...limit, quantity: "0.2505" }), "quantity"],
  ["a quantity above maxQuantity", () => ({ ...limit, quantity: "100.001" }), "quantity"],
  ["a limit order without a price", () => ({ ...limit, price: undefined }), "price"],
  ["a price of 0", () => ({ ...limit, price: "0" }), "price"],
  ["a price off the tick grid", () => ({ ...limit, price: "60000.25" }), "price"],
  ["a price below minPrice", () => ({ ...limit, price: "0.5" }), "price"],
  ["a price above maxPrice", () => ({ ...limit, price: "1000000.5" }), "price"],
  ["a price with 10 decimal places", () => ({ ...limit, price: "1.0000000001" }), "price"],
  ["a market order with a price", () => ({ ...market, price: "60000" }), "price"],
  [
    "a limit order without timeInForce",
    () => ({ ...limit, timeInForce: undefined }),
    "timeInForce",
  ],
  ["an unknown timeInForce", () => ({ ...limit, timeInForce: "GTC" }), "timeInForce"],
  ["a market order with timeInForce", () => ({ ...market, timeInForce: "IOC" }), "timeInForce"],
  ["postOnly with IOC", () => ({ ...limit, timeInForce: "IOC", postOnly: true }), "postOnly"],
  ["postOnly with FOK", () => ({ ...limit, timeInForce: "FOK", postOnly: true }), "postOnly"],
  ["postOnly on a market order", () => ({ ...market, postOnly: false }), "postOnly"],
  ["postOnly that is not a boolean", () => ({ ...limit, postOnly: "yes" }), "postOnly"],
  ["reduceOnly that is not a boolean", () => ({ ...limit, reduceOnly: 1 }), "reduceOnly"],
  ["close on a limit order", () => ({ ...limit, close: true, reduceOnly: true }), "close"],
  ["close without reduceOnly", () => ({ ...market, quantity: "0", close: true }), "reduceOnly"],
  ["close with a quantity", () => ({ ...market, close: true, reduceOnly: true }), "quantity"],
  [
    "a stop price off the tick grid",
    () => ({ ...limit, stopPrice: "59000.1", stopType: 1 }),
    "stopPrice",
  ],
  ["a stop price without stopType", () => ({ ...limit, stopPrice: "59000" }), "stopType"],
  ["a stopType without a stop price", () => ({ ...limit, stopType: 0 }), "stopPrice"],
  [
    "an expiry that is not whole seconds",
    () => ({ ...limit, expiresAt: nowSeconds() + 60.5 }),
    "expiresAt",
  ],
  ["an expiry in milliseconds", () => ({ ...limit, expiresAt: Date.now() + 60_000 }), "expiresAt"],
  ["an expiry in the past", () => ({ ...limit, expiresAt: nowSeconds() - 60 }), "expiresAt"],
  [
    "an expiry at signedAt",
    () => ({ ...limit, signedAt: nowSeconds(), expiresAt: nowSeconds() }),
    "expiresAt",
  ],
  [
    "an expiry past the horizon",
    () => ({ ...limit, expiresAt: nowSeconds() + 6_652_800 + 120 }),
    "expiresAt",
  ],
  [
    "a clientOrderId of 33 characters",
    () => ({ ...limit, clientOrderId: "a".repeat(33) }),
    "clientOrderId",
  ],
  [
    "a clientOrderId with a dash that is no UUID",
    () => ({ ...limit, clientOrderId: "grid-42" }),
    "clientOrderId",
  ],
  [
    "a subaccount name longer than 32 bytes",
    () => ({ ...limit, subaccount: "x".repeat(33) }),
    "subaccount",
  ],
  ["a malformed groupId", () => ({ ...limit, groupId: "g1", groupContingencyType: 0 }), "groupId"],
  [
    "an unknown groupContingencyType",
    () => ({ ...limit, groupId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", groupContingencyType: 2 }),
    "groupContingencyType",
  ],
  [
    "a groupId without its contingency type",
    () => ({ ...limit, groupId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }),
    "groupContingencyType",
  ],
  [
    "a nonce outside the window",
    () => ({ ...limit, nonce: String(BigInt(Date.now() - 2 * 3_600_000) * 1_000_000n) }),
    "nonce",
  ],
  ["a nonce as a number", () => ({ ...limit, nonce: Date.now() * 1_000_000 }), "nonce"],
  [
    "a signedAt an hour and more in the past",
    () => ({ ...limit, signedAt: nowSeconds() - 3_700 }),
    "signedAt",
  ],
  ["a signedAt ahead of the server", () => ({ ...limit, signedAt: nowSeconds() + 60 }), "signedAt"],
];

describe("placeOrder refuses, naming the field, before anything is sent", () => {
  test.each(cases)("%s", async (_what, build, field) => {
    const error = await client
      .placeOrder(build() as unknown as PlaceOrderParameters)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(exchange.requests).toHaveLength(0);
  });
});

describe("orders on the edges of the rules are sent", () => {
  const good: [string, () => Record<string, unknown>][] = [
    ["quantity exactly lotSize", () => ({ ...limit, quantity: "0.001" })],
    ["quantity exactly maxQuantity", () => ({ ...limit, quantity: "100" })],
    ["price exactly minPrice", () => ({ ...limit, price: "1" })],
    ["price exactly maxPrice", () => ({ ...limit, price: "1000000" })],
    ["postOnly with GTD", () => ({ ...limit, postOnly: true })],
    [
      "an expiry at the horizon",
      () => ({ ...limit, signedAt: nowSeconds(), expiresAt: nowSeconds() + 6_652_800 }),
    ],
    [
      "a UUID clientOrderId",
      () => ({ ...limit, clientOrderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }),
    ],
    ["a 32-character clientOrderId", () => ({ ...limit, clientOrderId: "A".repeat(32) })],
    ["a stop order", () => ({ ...limit, stopPrice: "59000.5", stopType: 1 })],
    [
      "a grouped order",
      () => ({
        ...limit,
        groupId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
        groupContingencyType: 1,
      }),
    ],
  ];
  test.each(good)("%s", async (_what, build) => {
    const placed = await client.placeOrder(build() as unknown as PlaceOrderParameters);
    expect(placed.result).toBe("Ok");
    expect(exchange.received("placeOrder")).toHaveLength(1);
  });
});

test("an order for a product of an engine other than the perpetual one is refused, naming product", async () => {
  const [btc] = sampleProducts() as [(typeof exchange.state.products)[number]];
  exchange.state.products.push({
    ...btc,
    id: "55555555-5555-4555-8555-555555555555",
    ticker: "BTCSPOT",
    displayTicker: "BTC-SPOT",
    onchainId: 9,
    engineType: 1,
  });
  try {
    await client.refreshProducts();
    exchange.requests.length = 0;
    const error = await client.placeOrder({ ...limit, symbol: "BTCSPOT" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("product");
    expect(exchange.requests).toHaveLength(0);
  } finally {
    exchange.state.products.pop();
    await client.refreshProducts();
  }
});

describe("expiry errors name their times in ISO 8601", () => {
  test("an expiry before signedAt names both as dates", async () => {
    const error = await client
      .placeOrder({ ...limit, expiresAt: 1_767_225_600 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatch(
      /^expiresAt 2026-01-01T00:00:00\.000Z is not after signedAt \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/m,
    );
  });

  test("an expiry past the horizon names signedAt as a date", async () => {
    const error = await client
      .placeOrder({ ...limit, expiresAt: nowSeconds() + 400 * 86_400 })
      .catch((e: unknown) => e);
    expect((error as ValidationError).message).toMatch(
      /^expiresAt \S+Z is more than \d+ s after signedAt \S+Z$/m,
    );
  });
});
