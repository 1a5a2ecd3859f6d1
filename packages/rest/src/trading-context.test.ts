import { encodeSubaccountName, ValidationError } from "@perpkit/core";
import { signingConfigs, tradeOrderMessage, verifyMessage } from "@perpkit/signing";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { linked, owner, ownerClient } from "../test/clients.js";
import {
  OWNER_SUBACCOUNT_ID,
  PRIMARY,
  sentBody,
  startExchange,
  type TestExchange,
  TOKEN_ADDRESS,
} from "../test/exchange.js";
import {
  batchOrders,
  cancelOrders,
  createRestClient,
  createTradingContext,
  dryRunOrder,
  extendSigner,
  getOwnSubaccount,
  linkSigner,
  type PlaceOrderParameters,
  placeOrder,
  prepareOrder,
  refreshSigner,
  revokeSigner,
  sendOrder,
  type TradingContext,
  type TradingContextOptions,
  withdraw,
} from "./index.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
  exchange.state.subaccounts.push({
    id: OWNER_SUBACCOUNT_ID,
    name: PRIMARY,
    account: owner.address,
    createdBlockNumber: "1",
    createdAt: 1_700_000_000_000,
  });
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

function context(options: Partial<TradingContextOptions> = {}): TradingContext {
  return createTradingContext({
    baseUrl: exchange.url,
    signer: owner,
    subaccountLookup: getOwnSubaccount,
    ...options,
  });
}

/** Fills a context's caches and forgets the requests that took, so a test counts one call. */
async function warm(trading: TradingContext): Promise<TradingContext> {
  await trading.products.list();
  await trading.serverTime.get();
  await trading.signingDomain.get();
  await getOwnSubaccount(trading);
  exchange.requests.length = 0;
  return trading;
}

describe("createTradingContext", () => {
  test("sends nothing until a function needs the exchange", () => {
    const trading = context();
    expect(trading.signer?.address).toBe(owner.address);
    expect(trading.account).toBe(owner.address);
    expect(trading.isLinkedSigner).toBe(false);
    expect(trading.subaccount).toBeUndefined();
    expect(trading.subaccountId).toBeUndefined();
    expect(trading.signingDomain.peek()).toBeUndefined();
    expect(trading.serverTime.peek()).toBeUndefined();
    expect(exchange.requests).toHaveLength(0);
  });

  test("needs a network or a base URL", () => {
    expect(() => createTradingContext({ signer: owner })).toThrow(
      expect.objectContaining({ name: "ValidationError", field: "network" }),
    );
  });

  test("a mistyped private key given as the signer is refused without being quoted", () => {
    const key = "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
    for (const typed of [key.slice(1), `${key.slice(0, 20)}g${key.slice(21)}`, `0x${key}`]) {
      let message = "";
      try {
        createRestClient({ baseUrl: "http://127.0.0.1:1", signer: typed as never });
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^signer must be/);
      expect(message).not.toContain(key.slice(10, 20));
    }
  });

  test("refuses a default subaccount that is neither a name nor a bytes32", () => {
    expect(() => context({ subaccount: "0x1234" })).toThrow(ValidationError);
  });

  test("fetches the live signing domain once and keeps it", async () => {
    const trading = context();
    const [first, second] = await Promise.all([
      trading.signingDomain.get(),
      trading.signingDomain.get(),
    ]);
    expect(first).toEqual(signingConfigs.local.domain);
    expect(second).toBe(first);
    expect(trading.signingDomain.peek()).toBe(first);
    expect(exchange.received("getRpcConfig")).toHaveLength(1);
  });

  test("fetches the signing domain through the context's transport: its headers and retries apply", async () => {
    exchange.queue("getRpcConfig", { status: 503, body: { message: "busy" } });
    const trading = context({ headers: { "x-app": "perpkit-test" }, retry: true, random: () => 0 });
    expect(await trading.signingDomain.get()).toEqual(signingConfigs.local.domain);
    const fetched = exchange.received("getRpcConfig");
    expect(fetched).toHaveLength(2);
    expect(fetched.map((r) => r.headers["x-app"])).toEqual(["perpkit-test", "perpkit-test"]);
  });

  test("a given signing configuration is used without fetching", async () => {
    const trading = context({ signingConfig: signingConfigs.local });
    expect(await trading.signingDomain.get()).toBe(signingConfigs.local.domain);
    expect(exchange.received("getRpcConfig")).toHaveLength(0);
  });

  test("a linked signer trades for the owner given as account", () => {
    const trading = context({ signer: linked, account: owner.address });
    expect(trading.isLinkedSigner).toBe(true);
    expect(trading.account).toBe(owner.address);
  });
});

describe("placeOrder", () => {
  test("signs an order the exchange verifies, fetching products, clock and domain once", async () => {
    const trading = context();
    const placed = await placeOrder(trading, { ...limitOrder, clientOrderId: "ctx1" });
    expect(placed).toEqual({
      accepted: true,
      id: expect.any(String),
      clientOrderId: "ctx1",
      result: "Ok",
    });
    await placeOrder(trading, { ...limitOrder, onchainId: 2, symbol: undefined, price: "3000" });
    expect(exchange.received("placeOrder")).toHaveLength(2);
    expect(exchange.received("listProducts")).toHaveLength(1);
    expect(exchange.received("getTime")).toHaveLength(1);
    expect(exchange.received("getRpcConfig")).toHaveLength(1);

    const { data, signature } = sentBody<{ data: Record<string, unknown>; signature: string }>(
      exchange,
      "placeOrder",
    );
    expect(data).toMatchObject({ sender: owner.address, subaccount: PRIMARY, onchainId: 1 });
    expect(
      verifyMessage({
        domain: signingConfigs.local.domain,
        primaryType: "TradeOrder",
        message: tradeOrderMessage(data as never, { now: Date.now() }),
        signature: signature as `0x${string}`,
        address: owner.address,
      }),
    ).toBe(true);
  });

  test("sends orders to the context's subaccount unless the order names another", async () => {
    const trading = context({ subaccount: "bot" });
    await placeOrder(trading, limitOrder);
    await placeOrder(trading, { ...limitOrder, subaccount: "primary" });
    expect(sentBody(exchange, "placeOrder", 0).data.subaccount).toBe(encodeSubaccountName("bot"));
    expect(sentBody(exchange, "placeOrder", 1).data.subaccount).toBe(PRIMARY);
  });

  test("refuses a bad order, naming the field, before anything is sent", async () => {
    const trading = await warm(context());
    const error = await placeOrder(trading, { ...limitOrder, price: "60000.25" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("price");
    expect(exchange.requests).toHaveLength(0);
  });

  test("a context without a signer refuses by name before any request", async () => {
    const error = await placeOrder(
      createTradingContext({ baseUrl: exchange.url }),
      limitOrder,
    ).catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("signer");
    expect(exchange.requests).toHaveLength(0);
  });

  test("without a subaccount lookup, an order naming no subaccount is refused before anything is signed or sent", async () => {
    const trading = context({ subaccountLookup: undefined });
    const error = await placeOrder(trading, limitOrder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("subaccount");
    expect((error as Error).message).toContain("subaccountLookup: getOwnSubaccount");
    expect(exchange.received("listSubaccounts")).toHaveLength(0);
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });

  test("without a subaccount lookup, a context given a subaccount id refuses to sign by name", async () => {
    const trading = context({ subaccountLookup: undefined, subaccount: OWNER_SUBACCOUNT_ID });
    const error = await placeOrder(trading, limitOrder).catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("subaccount");
    expect((error as Error).message).toContain("is an id");
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });

  test("without a subaccount lookup, the subaccount named by the context or the order is signed for", async () => {
    await placeOrder(context({ subaccountLookup: undefined, subaccount: "bot" }), limitOrder);
    await placeOrder(context({ subaccountLookup: undefined }), {
      ...limitOrder,
      subaccount: "primary",
    });
    expect(sentBody(exchange, "placeOrder", 0).data.subaccount).toBe(encodeSubaccountName("bot"));
    expect(sentBody(exchange, "placeOrder", 1).data.subaccount).toBe(PRIMARY);
    expect(exchange.received("listSubaccounts")).toHaveLength(0);
  });

  test("prepareOrder signs without sending, and sendOrder sends those bytes", async () => {
    const trading = await warm(context());
    const prepared = await prepareOrder(trading, limitOrder);
    expect(exchange.requests).toHaveLength(0);
    const placed = await sendOrder(trading, prepared);
    expect(placed.result).toBe("Ok");
    expect(exchange.received("placeOrder")[0]?.text).toBe(prepared.http.body);
  });
});

describe("the other free functions", () => {
  test("dryRunOrder simulates for the context's account, with no signer needed", async () => {
    const trading = createTradingContext({
      baseUrl: exchange.url,
      account: owner.address,
      subaccountLookup: getOwnSubaccount,
    });
    const result = await dryRunOrder(trading, limitOrder);
    expect(result.marginRequired).toBe("10");
    expect(sentBody(exchange, "dryRunOrder").data.sender).toBe(owner.address);
  });

  test("cancelOrders answers one outcome per id, only Ok as cancelled", async () => {
    const trading = context();
    const { id } = await placeOrder(trading, { ...limitOrder, clientOrderId: "gone" });
    const outcomes = await cancelOrders(trading, {
      orderIds: [id],
      clientOrderIds: ["never"],
      throwOnReject: false,
    });
    expect(outcomes).toEqual([
      { orderId: id, clientOrderId: "gone", result: "Ok", cancelled: true },
      {
        orderId: "00000000-0000-0000-0000-000000000000",
        clientOrderId: "never",
        result: "NotFound",
        cancelled: false,
      },
    ]);
  });

  test("batchOrders signs each instruction and answers one outcome per instruction", async () => {
    const outcomes = await batchOrders(context(), {
      instructions: [
        { type: "NEW", order: { ...limitOrder, clientOrderId: "b1" } },
        { type: "CANCEL", clientOrderId: "b1" },
      ],
    });
    expect(outcomes.map((o) => [o.type, o.succeeded])).toEqual([
      ["NEW", true],
      ["CANCEL", true],
    ]);
  });

  test("withdraw is signed by the owner and refused for a linked signer", async () => {
    const withdrawal = await withdraw(context(), { token: TOKEN_ADDRESS, amount: "5" });
    expect(withdrawal.status).toBe("SUBMITTED");
    const error = await withdraw(context({ signer: linked, account: owner.address }), {
      token: TOKEN_ADDRESS,
      amount: "5",
    }).catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("signer");
    expect(exchange.received("withdraw")).toHaveLength(1);
  });

  test("linked signers are linked, extended, refreshed and revoked through contexts", async () => {
    const ownerSide = context();
    const botSide = context({ signer: linked, account: owner.address });
    expect((await linkSigner(ownerSide, { signer: linked, name: "bot" })).status).toBe("ACTIVE");
    expect((await extendSigner(botSide)).signer).toBe(linked.address);
    await refreshSigner(ownerSide, { signer: linked.address });
    expect((await revokeSigner(ownerSide, { signer: linked.address })).status).toBe("REVOKED");
    expect(sentBody(exchange, "linkSigner").data.subaccountId).toBe(OWNER_SUBACCOUNT_ID);
    expect(sentBody(exchange, "extendSigner").data.sender).toBe(linked.address);
    expect(exchange.received("listSubaccounts")).toHaveLength(1);
  });
});

describe("a client and the free functions", () => {
  test("share the client's context: its caches, clock and domain", async () => {
    const client = ownerClient(exchange);
    await client.placeOrder(limitOrder);
    await placeOrder(client.context, limitOrder);
    await cancelOrders(client.context, { clientOrderIds: ["none"], throwOnReject: false });
    expect(exchange.received("placeOrder")).toHaveLength(2);
    expect(exchange.received("listProducts")).toHaveLength(1);
    expect(exchange.received("getTime")).toHaveLength(1);
    expect(exchange.received("getRpcConfig")).toHaveLength(1);
    expect(client.signer).toBe(client.context.signer);
  });
});
