import { encodeSubaccountName, ValidationError } from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { other, owner } from "../test/clients.js";
import { PRIMARY, sentBody, startExchange, type TestExchange } from "../test/exchange.js";
import { createRestClient, type RestClientOptions } from "./client.js";

const FIRST_ID = "a1111111-1111-4111-8111-111111111111";
const SECOND_ID = "a2222222-2222-4222-8222-222222222222";
const OTHERS_ID = "a3333333-3333-4333-8333-333333333333";
const BOT = encodeSubaccountName("bot");

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
  // Listed newest first, as a service may: "primary" is the older of the owner's two.
  exchange.state.subaccounts.push(
    {
      id: SECOND_ID,
      name: BOT,
      account: owner.address,
      createdBlockNumber: "3",
      createdAt: 1_700_000_002_000,
    },
    {
      id: FIRST_ID,
      name: PRIMARY,
      account: owner.address,
      createdBlockNumber: "2",
      createdAt: 1_700_000_001_000,
    },
    {
      id: OTHERS_ID,
      name: PRIMARY,
      account: other.address,
      createdBlockNumber: "1",
      createdAt: 1_700_000_000_000,
    },
  );
});
afterEach(async () => {
  await exchange.close();
});

const limitOrder = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.25",
  price: "60000.5",
  timeInForce: "GTD",
} as const;

function client(options: Partial<RestClientOptions> = {}) {
  return createRestClient({ baseUrl: exchange.url, signer: owner, ...options });
}

function lastQuery(operation: "listPositions" | "listBalances" | "listFills" | "listOrders") {
  return exchange.received(operation).at(-1)?.query.get("subaccountId");
}

describe("the client's own subaccount", () => {
  test("is the account's first subaccount when the options name none", async () => {
    const own = await client().getOwnSubaccount();
    expect(own).toMatchObject({ id: FIRST_ID, name: PRIMARY, subaccountName: "primary" });
  });

  test("is the one the options name, by name, by bytes32 or by id", async () => {
    expect((await client({ subaccount: "bot" }).getOwnSubaccount()).id).toBe(SECOND_ID);
    expect((await client({ subaccount: BOT }).getOwnSubaccount()).id).toBe(SECOND_ID);
    const byId = await client({ subaccount: SECOND_ID }).getOwnSubaccount();
    expect(byId).toMatchObject({ id: SECOND_ID, subaccountName: "bot" });
  });

  test("is looked up once", async () => {
    const c = client();
    await Promise.all([c.getOwnSubaccount(), c.listPositions(), c.listBalances()]);
    await c.listFills();
    expect(exchange.received("listSubaccounts")).toHaveLength(1);
  });

  test.each([
    ["of another account", OTHERS_ID],
    ["nobody has", "a4444444-4444-4444-8444-444444444444"],
  ])("named by an id %s is refused, naming subaccount", async (_what, id) => {
    const error = await client({ subaccount: id })
      .getOwnSubaccount()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("subaccount");
    expect((error as ValidationError).shortMessage).toContain(`${id} is not a subaccount of`);
  });

  test("named by a name the account does not have is refused, naming subaccount", async () => {
    const error = await client({ subaccount: "savings" })
      .listPositions()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("subaccount");
    expect((error as ValidationError).shortMessage).toContain('"savings" is not a subaccount');
  });

  test("of a linked signer is its owner's", async () => {
    const bot = client({ signer: other, account: owner.address });
    expect((await bot.getOwnSubaccount()).id).toBe(FIRST_ID);
  });

  test("listOwnSubaccounts answers every subaccount of the account, oldest first", async () => {
    const all = await client().listOwnSubaccounts();
    expect(all.map((s) => [s.id, s.subaccountName])).toEqual([
      [FIRST_ID, "primary"],
      [SECOND_ID, "bot"],
    ]);
    expect(exchange.received("listSubaccounts")[0]?.query.get("sender")).toBe(owner.address);
  });
});

describe("account reads", () => {
  test("default to the client's own subaccount", async () => {
    const c = client({ subaccount: "bot" });
    await c.listPositions({ open: true });
    await c.listBalances();
    await c.listFills();
    await c.listOrders();
    expect([
      lastQuery("listPositions"),
      lastQuery("listBalances"),
      lastQuery("listFills"),
      lastQuery("listOrders"),
    ]).toEqual([SECOND_ID, SECOND_ID, SECOND_ID, SECOND_ID]);
    expect(exchange.received("listPositions")[0]?.query.get("open")).toBe("true");
  });

  test("named by id in the options need no lookup", async () => {
    await client({ subaccount: SECOND_ID }).listBalances();
    expect(lastQuery("listBalances")).toBe(SECOND_ID);
    expect(exchange.received("listSubaccounts")).toHaveLength(0);
  });

  test("keep a subaccountId the call gives", async () => {
    await client().listPositions({ subaccountId: OTHERS_ID });
    expect(lastQuery("listPositions")).toBe(OTHERS_ID);
    expect(exchange.received("listSubaccounts")).toHaveLength(0);
  });

  test("paginate over the client's own subaccount", async () => {
    const fills = [];
    for await (const fill of client().paginate("listFills", {})) fills.push(fill);
    expect(fills).toEqual([]);
    expect(lastQuery("listFills")).toBe(FIRST_ID);
  });

  test("listSubaccounts defaults to the client's account", async () => {
    const page = await client().listSubaccounts();
    expect(page.data.map((s) => s.id)).toEqual([SECOND_ID, FIRST_ID]);
  });

  test("of a client with neither signer nor account need the id, named in the error", async () => {
    const error = await createRestClient({ baseUrl: exchange.url })
      .listPositions()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("subaccountId");
    expect(exchange.requests).toHaveLength(0);
  });

  test("of an account with no subaccount yet are refused, naming subaccount", async () => {
    exchange.state.subaccounts.length = 0;
    const error = await client()
      .listBalances()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).shortMessage).toContain("has no subaccount yet");
  });
});

describe("orders", () => {
  test("go to the client's own subaccount", async () => {
    await client({ subaccount: SECOND_ID }).placeOrder(limitOrder);
    await client().placeOrder(limitOrder);
    expect(sentBody(exchange, "placeOrder", 0).data.subaccount).toBe(BOT);
    expect(sentBody(exchange, "placeOrder", 1).data.subaccount).toBe(PRIMARY);
  });

  test("named by name in the options need no lookup", async () => {
    await client({ subaccount: "bot" }).placeOrder(limitOrder);
    expect(sentBody(exchange, "placeOrder").data.subaccount).toBe(BOT);
    expect(exchange.received("listSubaccounts")).toHaveLength(0);
  });

  test("of an account with no subaccount yet are refused as its reads are, before signing", async () => {
    exchange.state.subaccounts.length = 0;
    const error = (await client()
      .placeOrder(limitOrder)
      .catch((e: unknown) => e)) as ValidationError;
    const read = (await client()
      .listBalances()
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe("subaccount");
    expect(error.shortMessage).toBe(read.shortMessage);
    expect(error.shortMessage).toContain("has no subaccount yet; its first deposit creates one");
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });
});
