import { createNonceSource, createRequestBudget, nonceToMs, ValidationError } from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { owner, ownerClient } from "../test/clients.js";
import {
  OWNER_SUBACCOUNT_ID,
  PRIMARY,
  sentBody,
  startExchange,
  type TestExchange,
} from "../test/exchange.js";
import {
  createRestClient,
  createTradingContext,
  getOwnSubaccount,
  type PlaceOrderParameters,
  placeOrder,
  withdraw,
} from "./index.js";

// The trading session: one object that owns what an order needs, shareable parts (the rate
// budget and the nonce source) shared between clients, and the lines a bot reads in its log.

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
  clientOrderId: "grid42",
};

/** Runs `work` with DEBUG set and standard error captured, and answers the lines written. */
async function debugLines(value: string, work: () => Promise<unknown>): Promise<string[]> {
  const previous = process.env.DEBUG;
  process.env.DEBUG = value;
  const lines: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk).trimEnd());
    return true;
  }) as typeof process.stderr.write;
  try {
    await work();
  } finally {
    process.stderr.write = write;
    if (previous === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = previous;
  }
  return lines;
}

describe("the session's state", () => {
  test("is one record on the context: own subaccount, subaccount ids, tokens, rules", async () => {
    const context = createTradingContext({
      baseUrl: exchange.url,
      signer: owner,
      subaccountLookup: getOwnSubaccount,
    });
    expect(context.state.ownSubaccount).toBeUndefined();
    expect(context.budget).toBeUndefined();
    await placeOrder(context, limitOrder);
    await expect(context.state.ownSubaccount).resolves.toMatchObject({ id: OWNER_SUBACCOUNT_ID });
    const btc = (await context.products.list()).find((p) => p.ticker === "BTCUSD");
    expect(btc && context.state.rules.get(btc)?.tickSize).toBeTypeOf("bigint");
    const token = exchange.state.tokens[0]?.address ?? "";
    await withdraw(context, { token, amount: "1" });
    expect(await context.state.tokens).toHaveLength(exchange.state.tokens.length);
  });

  test("belongs to its context alone: two contexts look their subaccounts up apart", async () => {
    const a = createTradingContext({ baseUrl: exchange.url, signer: owner });
    const b = createTradingContext({ baseUrl: exchange.url, signer: owner });
    await getOwnSubaccount(a);
    expect(b.state.ownSubaccount).toBeUndefined();
    expect(exchange.received("listSubaccounts")).toHaveLength(1);
    await getOwnSubaccount(b);
    expect(exchange.received("listSubaccounts")).toHaveLength(2);
  });
});

describe("shared parts", () => {
  test("one budget pays the requests of several clients", async () => {
    const budget = createRequestBudget();
    const a = ownerClient(exchange, { budget });
    const b = ownerClient(exchange, { budget });
    await a.placeOrder(limitOrder);
    await b.placeOrder({ ...limitOrder, clientOrderId: "grid43" });
    expect(a.context.budget).toBe(budget);
    // Two signed orders of one signer, from one account pool.
    expect(budget.account(owner.address)?.available()).toBe(220 - 2);
    const requests = exchange.requests.length;
    expect(budget.ip?.available()).toBeLessThanOrEqual(20_000 - requests);
  });

  test("one nonce source serves several clients, and their nonces never repeat", async () => {
    const nonces = createNonceSource({ scope: false });
    const a = ownerClient(exchange, { nonces });
    const b = ownerClient(exchange, { nonces });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).placeOrder({ ...limitOrder, clientOrderId: `n${i}` }),
      ),
    );
    const sent = exchange.received("placeOrder").map((_, i) => {
      return sentBody(exchange, "placeOrder", i).data.nonce as string;
    });
    expect(new Set(sent).size).toBe(20);
    expect(sent.every((n) => (BigInt(n) / 10n) % 100_000n === BigInt(nonces.lane))).toBe(true);
    expect(Math.abs(nonceToMs(BigInt(sent[0] as string)) - Date.now())).toBeLessThan(60_000);
  });

  test("a client has a budget of its own; a context has one only when given one", () => {
    const client = createRestClient({ baseUrl: exchange.url });
    expect(client.context.budget?.ip?.available()).toBe(20_000);
    const budget = createRequestBudget();
    expect(createTradingContext({ baseUrl: exchange.url, budget }).budget).toBe(budget);
  });

  test("budget: false sends everything at once", async () => {
    const client = ownerClient(exchange, { budget: false });
    expect(client.context.budget).toBeUndefined();
    await client.placeOrder(limitOrder);
  });
});

describe("a client's name", () => {
  test("is shown on every debug line of the client", async () => {
    const lines = await debugLines("perpkit", async () => {
      await ownerClient(exchange, { name: "maker-1" }).getTime();
      await ownerClient(exchange, { name: "maker-2" }).getTime();
    });
    expect(lines).toEqual([
      expect.stringMatching(/ perpkit:rest:maker-1 GET \S+\/v1\/time 200 in \d+ ms$/),
      expect.stringMatching(/ perpkit:rest:maker-2 GET \S+\/v1\/time 200 in \d+ ms$/),
    ]);
  });
});

describe("DEBUG=perpkit order lines", () => {
  test("say each order's result, id, client order id, market, side, quantity and price", async () => {
    const client = ownerClient(exchange, { name: "bot" });
    let id = "";
    const lines = await debugLines("perpkit:rest", async () => {
      id = (await client.placeOrder(limitOrder)).id;
    });
    const orderLines = lines.filter((l) => l.includes(" order "));
    expect(orderLines).toEqual([
      expect.stringMatching(
        new RegExp(
          `perpkit:rest:bot order Ok id=${id} clientOrderId=grid42 BTCUSD buy LIMIT quantity=0\\.25 price=60000\\.5$`,
        ),
      ),
    ]);
  });

  test("say the code of a refused order, as an accepted one says Ok", async () => {
    exchange.queue("placeOrder", {
      status: 201,
      body: {
        id: "9b6f4f4e-6d39-4c5b-9f8e-0c3a1b2d4e5f",
        filled: "0",
        result: "ImmediateMatchPostOnly",
      },
    });
    const lines = await debugLines("perpkit", () =>
      ownerClient(exchange)
        .placeOrder({ ...limitOrder, postOnly: true, throwOnReject: false })
        .then(() => undefined),
    );
    expect(lines.filter((l) => l.includes(" order "))).toEqual([
      expect.stringMatching(
        / perpkit:rest order ImmediateMatchPostOnly id=9b6f4f4e-6d39-4c5b-9f8e-0c3a1b2d4e5f clientOrderId=grid42 BTCUSD buy LIMIT quantity=0\.25 price=60000\.5$/,
      ),
    ]);
  });
});

describe("an order of an account with no deposit yet", () => {
  test("is refused before signing, as a read of it is, naming subaccount", async () => {
    const client = ownerClient(exchange);
    exchange.state.subaccounts.length = 0;
    const error = (await client.placeOrder(limitOrder).catch((e: unknown) => e)) as ValidationError;
    const read = (await client.listBalances().catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe("subaccount");
    expect(error.shortMessage).toBe(read.shortMessage);
    expect(error.shortMessage).toBe(
      `subaccount cannot default: ${owner.address} has no subaccount yet; its first deposit creates one`,
    );
    expect(exchange.received("placeOrder")).toHaveLength(0);
  });
});
