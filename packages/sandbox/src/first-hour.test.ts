import { ValidationError } from "@perpkit/core";
import {
  createRestClient,
  OrderRejectedError,
  toReadableFill,
  toReadablePosition,
} from "@perpkit/rest";
import { describe, expect, it } from "vitest";
import { PRIMARY, setup, wallet } from "../test/helpers.js";

// What a bot author meets in the first hour: the faucet, the client's own subaccount, refused
// orders, and readable records, against the real sandbox.

const alice = wallet(11);
const bob = wallet(12);

const bid = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.5",
  timeInForce: "GTD",
} as const;

describe("sandbox.fund", () => {
  it("credits a wallet's primary subaccount, which the REST client then reads as its own", async () => {
    const { sandbox } = await setup();
    const funded = await sandbox.fund(alice.address, "10000");
    expect(funded.subaccount).toMatchObject({ name: PRIMARY });
    expect(funded.subaccount.account.toLowerCase()).toBe(alice.address.toLowerCase());
    expect(funded.transfer).toMatchObject({
      type: "DEPOSIT",
      status: "COMPLETED",
      amount: "10000",
    });
    const client = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    expect((await client.getOwnSubaccount()).id).toBe(funded.subaccount.id);
    const [balance] = (await client.listBalances()).data;
    expect(balance).toMatchObject({ subaccountId: funded.subaccount.id, available: "10000" });
  });

  it("funds the subaccount it names, creating it", async () => {
    const { sandbox } = await setup();
    await sandbox.fund(alice.address, "100");
    const bot = await sandbox.fund(alice.address, "250", { subaccount: "bot" });
    const client = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: alice.signer,
      subaccount: "bot",
    });
    expect((await client.listOwnSubaccounts()).map((s) => s.subaccountName)).toEqual([
      "primary",
      "bot",
    ]);
    expect((await client.listBalances()).data[0]).toMatchObject({
      subaccountId: bot.subaccount.id,
      amount: "250",
    });
  });

  it.each([
    ["a JS number amount", () => [alice.address, 100], "amount"],
    ["an amount of 0", () => [alice.address, "0"], "amount"],
    ["an address that is not one", () => ["0x1234", "100"], "address"],
    ["an unknown token", () => [alice.address, "100", { token: bob.address }], "token"],
  ] as const)("refuses %s, naming the field", async (_what, args, field) => {
    const { sandbox } = await setup();
    const fund = sandbox.fund as (...a: readonly unknown[]) => Promise<unknown>;
    const error = await fund(...args()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
  });
});

describe("a refused order, one way whatever the reason", () => {
  it("a post-only order that would cross (201) and one without margin (422) throw the same error", async () => {
    const { sandbox } = await setup();
    await sandbox.fund(alice.address, "100000");
    await sandbox.fund(bob.address, "1");
    const maker = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    await maker.placeOrder({ ...bid, side: "sell", price: "60000" });

    const crossing = await maker
      .placeOrder({ ...bid, price: "60000", postOnly: true })
      .catch((e: unknown) => e);
    expect(crossing).toBeInstanceOf(OrderRejectedError);
    expect(crossing).toMatchObject({
      result: "ImmediateMatchPostOnly",
      orderId: expect.any(String),
    });

    const poor = createRestClient({ baseUrl: sandbox.baseUrl, signer: bob.signer });
    const margin = await poor.placeOrder({ ...bid, price: "59000" }).catch((e: unknown) => e);
    expect(margin).toBeInstanceOf(OrderRejectedError);
    expect(margin).toMatchObject({ result: "InsufficientBalance", orderId: undefined });
    expect((margin as OrderRejectedError).order).toMatchObject({ price: "59000" });
  });

  it("with throwOnReject false both are answered as results", async () => {
    const { sandbox } = await setup();
    await sandbox.fund(alice.address, "100000");
    const maker = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    await maker.placeOrder({ ...bid, side: "sell", price: "60000" });
    const placed = await maker.placeOrder({
      ...bid,
      price: "60000",
      postOnly: true,
      throwOnReject: false,
    });
    expect(placed).toMatchObject({ accepted: false, result: "ImmediateMatchPostOnly" });
  });

  it("a cancel of a filled order throws, holding every outcome", async () => {
    const { sandbox } = await setup();
    await sandbox.fund(alice.address, "100000");
    await sandbox.fund(bob.address, "100000");
    const maker = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const taker = createRestClient({ baseUrl: sandbox.baseUrl, signer: bob.signer });
    const resting = await maker.placeOrder({ ...bid, price: "60000" });
    await taker.placeOrder({ symbol: "BTCUSD", side: "sell", type: "MARKET", quantity: "0.5" });
    const error = await maker.cancelOrders({ orderIds: [resting.id] }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: "OrderRejectedError",
      result: "AlreadyFilled",
      outcomes: [{ orderId: resting.id, result: "AlreadyFilled", cancelled: false }],
    });
  });
});

describe("readable records", () => {
  it("positions and fills read with symbols and buy or sell", async () => {
    const { sandbox } = await setup();
    await sandbox.fund(alice.address, "100000");
    await sandbox.fund(bob.address, "100000");
    const maker = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const taker = createRestClient({ baseUrl: sandbox.baseUrl, signer: bob.signer });
    await maker.placeOrder({ ...bid, symbol: "ETHUSD", side: "sell", price: "2500" });
    await taker.placeOrder({ symbol: "ETHUSD", side: "buy", type: "MARKET", quantity: "0.5" });
    const products = await taker.getProducts();
    const [position] = (await taker.listPositions({ open: true })).data;
    if (!position) throw new Error("the taker has no position");
    expect(toReadablePosition(position, products)).toMatchObject({
      symbol: "ETHUSD",
      side: "buy",
      size: "0.5",
    });
    const [fill] = (await maker.listFills()).data;
    if (!fill) throw new Error("the maker has no fill");
    expect(toReadableFill(fill, products)).toMatchObject({
      symbol: "ETHUSD",
      side: "sell",
      price: "2500",
      quantity: "0.5",
    });
  });
});
