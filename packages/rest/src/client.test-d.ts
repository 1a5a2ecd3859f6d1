import {
  type Cached,
  type Clock,
  type ReadableSide,
  type ServerClock,
  systemClock,
} from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { PlaceOrderResult, PlaceOrderReturnType } from "./actions/place-order.js";
import { createRestClient, type RestClient } from "./client.js";
import type { readOperations } from "./generated/operations.js";
import type { Position, Product } from "./generated/types.js";
import type { ReadOperationName } from "./read-client.js";
import { toReadablePosition } from "./readable.js";
import { createTradingContext, type TradingContext } from "./trading-context.js";

// Mistakes a bot author should not be able to compile. The client is never called here: these
// files are only type-checked.

declare const client: RestClient;
const limit = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.01",
  price: "60000",
  timeInForce: "GTD",
} as const;

describe("an order names its product exactly once", () => {
  test("no product at all does not compile", () => {
    // @ts-expect-error name the product: symbol, productId or onchainId
    void client.placeOrder({ side: "buy", type: "MARKET", quantity: "0.01" });
  });

  test("two ways at once do not compile", () => {
    // @ts-expect-error one of symbol, productId, onchainId
    void client.placeOrder({ ...limit, onchainId: 1 });
    // @ts-expect-error one of symbol, productId, onchainId
    void client.resolveProduct({
      symbol: "BTCUSD",
      productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
    });
  });

  test("an empty reference does not compile", () => {
    // @ts-expect-error name the product
    void client.resolveProduct({});
  });

  test("an onchain id is a number", () => {
    // @ts-expect-error onchainId: 1
    void client.placeOrder({ ...limit, symbol: undefined, onchainId: "1" });
  });
});

describe("prices and quantities are decimal strings", () => {
  test("a JS number price does not compile", () => {
    // @ts-expect-error price: "60000"
    void client.placeOrder({ ...limit, price: 60000 });
  });

  test("a JS number quantity does not compile", () => {
    // @ts-expect-error quantity: "0.01"
    void client.placeOrder({ ...limit, quantity: 0.01 });
  });

  test("a JS number withdrawal amount does not compile", () => {
    // @ts-expect-error amount: "25"
    void client.withdraw({ token: "0x00000000000000000000000000000000000000aa", amount: 25 });
  });
});

describe("order shapes", () => {
  test("a side is buy or sell (or 0 or 1)", () => {
    // @ts-expect-error side: "buy"
    void client.placeOrder({ ...limit, side: "long" });
  });

  test("the order type is upper case", () => {
    // @ts-expect-error type: "LIMIT"
    void client.placeOrder({ ...limit, type: "limit" });
  });

  test("a limit order needs its price", () => {
    const { price: _price, ...noPrice } = limit;
    // @ts-expect-error a LIMIT order has a price
    void client.placeOrder(noPrice);
  });

  test("a limit order needs its time in force, one the exchange knows", () => {
    const { timeInForce: _tif, ...noTimeInForce } = limit;
    // @ts-expect-error timeInForce: "GTD", "IOC" or "FOK"
    void client.placeOrder(noTimeInForce);
    // @ts-expect-error GTC is not a time in force of the exchange
    void client.placeOrder({ ...limit, timeInForce: "GTC" });
  });

  test("a market order has no price and no postOnly", () => {
    const market = { symbol: "BTCUSD", side: "sell", type: "MARKET", quantity: "0.01" } as const;
    // @ts-expect-error a MARKET order takes no price
    void client.placeOrder({ ...market, price: "60000" });
    // @ts-expect-error postOnly goes with a GTD limit order
    void client.placeOrder({ ...market, postOnly: true });
  });

  test("cancelOrders takes lists of ids", () => {
    // @ts-expect-error orderIds: [id]
    void client.cancelOrders({ orderIds: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" });
  });

  test("a batch instruction is NEW or CANCEL", () => {
    // @ts-expect-error type: "NEW"
    void client.batchOrders({ instructions: [{ type: "PLACE", order: limit }] });
  });
});

describe("answers", () => {
  test("placeOrder answers an accepted order: an id and result Ok, never the deprecated filled", async () => {
    const placed = await client.placeOrder(limit);
    expectTypeOf(placed).toEqualTypeOf<PlaceOrderReturnType>();
    expectTypeOf(placed.id).toEqualTypeOf<string>();
    expectTypeOf(placed.result).toEqualTypeOf<"Ok">();
    // @ts-expect-error filled is deprecated and left out
    void placed.filled;
  });

  test("asking for refusals as results means checking accepted before using the id", async () => {
    const placed = await client.placeOrder({ ...limit, throwOnReject: false });
    expectTypeOf(placed).toEqualTypeOf<PlaceOrderResult>();
    expectTypeOf(placed.id).toEqualTypeOf<string | undefined>();
    if (placed.accepted) expectTypeOf(placed.id).toEqualTypeOf<string>();
  });

  test("account reads need no subaccount id, and refuse one of the wrong type", () => {
    expectTypeOf(client.listPositions).toBeCallableWith();
    expectTypeOf(client.listBalances).toBeCallableWith({ limit: 10 });
    // @ts-expect-error subaccountId is a UUID string
    void client.listFills({ subaccountId: 7 });
  });

  test("a readable position's side is buy or sell", () => {
    const side = toReadablePosition({} as Position, [] as Product[]).side;
    expectTypeOf(side).toEqualTypeOf<ReadableSide>();
    expectTypeOf<ReadableSide>().toEqualTypeOf<"buy" | "sell">();
  });

  test("a private key is not a signer", () => {
    // @ts-expect-error pass privateKeyToAccount(key) or privateKeySigner(key)
    createRestClient({ network: "testnet", signer: `0x${"11".repeat(32)}` });
  });
});

describe("the client's reads", () => {
  test("its table of reads names exactly the read operations", () => {
    expectTypeOf<keyof typeof readOperations>().toEqualTypeOf<ReadOperationName>();
  });
});

declare const serverClock: ServerClock;

describe("the client's clocks", () => {
  test("clock is the clock its waits run on; the server clock has a name of its own", () => {
    expectTypeOf(client.clock).toEqualTypeOf<Clock>();
    expectTypeOf(client.serverClock).toEqualTypeOf<ServerClock>();
    expectTypeOf<TradingContext["clock"]>().toEqualTypeOf<Clock>();
    expectTypeOf<TradingContext["serverClock"]>().toEqualTypeOf<ServerClock>();
    expectTypeOf<TradingContext["serverTime"]>().toEqualTypeOf<Cached<ServerClock>>();
  });

  test("a server clock is not taken as the clock, nor a clock as the server clock", () => {
    createRestClient({ network: "testnet", serverClock });
    // @ts-expect-error a ServerClock goes in serverClock
    createRestClient({ network: "testnet", clock: serverClock });
    // @ts-expect-error a ServerClock goes in serverClock
    createTradingContext({ network: "testnet", clock: serverClock });
    // @ts-expect-error a Clock has no nonces nor signedAt
    createTradingContext({ network: "testnet", serverClock: systemClock });
  });
});
