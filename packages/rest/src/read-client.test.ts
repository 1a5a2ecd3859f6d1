import {
  BadRequestError,
  DecodeError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  type RateLimitInfo,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  BTC_ID,
  ETH_ID,
  OWNER_SUBACCOUNT_ID,
  PRIMARY,
  startExchange,
  type TestExchange,
  TOKEN_ID,
} from "../test/exchange.js";
import { operationFeatures, operationTable, readOperations } from "./generated/operations.js";
import { readSamples } from "./generated/samples.js";
import type { Order } from "./generated/types.js";
import { createReadClient, type ReadOperationName } from "./read-client.js";

const OWNER = "0x00000000000000000000000000000000000000b1";
const SIGNER = "0x00000000000000000000000000000000000000c2";
const ORDER_ID = "55555555-5555-4555-8555-555555555555";
const POSITION_ID = "66666666-6666-4666-8666-666666666666";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

function client(options: Parameters<typeof createReadClient>[0] = {}) {
  return createReadClient({ baseUrl: exchange.url, ...options }).client;
}

function order(extra: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    type: "LIMIT",
    side: 0,
    quantity: "1",
    availableQuantity: "1",
    filled: "0",
    price: "100",
    stopPrice: "0",
    status: "NEW",
    triggered: "NOT_TRIGGERED",
    expiresAt: 1_706_652_800,
    reduceOnly: false,
    close: false,
    productId: BTC_ID,
    subaccountId: OWNER_SUBACCOUNT_ID,
    sender: OWNER,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...extra,
  };
}

const position = {
  id: POSITION_ID,
  productId: BTC_ID,
  side: 0,
  size: "1",
  cost: "100",
  realizedPnl: "0",
  fundingUsd: "0",
  fundingAccruedUsd: "0",
  feesAccruedUsd: "0",
  totalIncreaseNotional: "100",
  totalIncreaseQuantity: "1",
  totalDecreaseNotional: "0",
  totalDecreaseQuantity: "0",
  isLiquidated: false,
  wasDeleveraged: false,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
};

/**
 * The parameters a read is called with, and what the exchange must have received, written out.
 * A read the live contract has just added has no case here yet: the call and answer its schemas
 * allow (readSamples) still take it through the client, below.
 */
const reads: {
  [K in ReadOperationName]?: { parameters: Record<string, unknown>; path: string; query?: string };
} = {
  listTokens: {
    parameters: { depositEnabled: true, limit: 10 },
    path: "/v1/token",
    query: "limit=10&depositEnabled=true",
  },
  getToken: { parameters: { tokenId: TOKEN_ID }, path: `/v1/token/${TOKEN_ID}` },
  listWithdrawals: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID },
    path: "/v1/token/withdraw",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}`,
  },
  listTransfers: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID, statuses: ["COMPLETED", "PENDING"] },
    path: "/v1/token/transfer",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}&statuses=COMPLETED&statuses=PENDING`,
  },
  listSubaccounts: {
    parameters: { sender: OWNER },
    path: "/v1/subaccount",
    query: `sender=${OWNER}`,
  },
  getSubaccount: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID },
    path: `/v1/subaccount/${OWNER_SUBACCOUNT_ID}`,
  },
  listBalances: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID },
    path: "/v1/subaccount/balance",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}`,
  },
  getSignerQuota: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID },
    path: "/v1/linked-signer/quota",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}`,
  },
  listSigners: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID, statuses: ["ACTIVE"] },
    path: "/v1/linked-signer",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}&statuses=ACTIVE`,
  },
  getLinkedSigner: { parameters: { signerId: ORDER_ID }, path: `/v1/linked-signer/${ORDER_ID}` },
  postTime: { parameters: {}, path: "/v1/time" },
  getMaintenance: { parameters: {}, path: "/v1/maintenance" },
  getWhitelist: {
    parameters: { address: OWNER },
    path: "/v1/whitelist",
    query: `address=${OWNER}`,
  },
  listProjectedFundingRates: {
    parameters: { productIds: [BTC_ID] },
    path: "/v1/funding/projected-rate",
    query: `productIds=${BTC_ID}`,
  },
  getMarketLiquidity: {
    parameters: { productId: BTC_ID },
    path: "/v1/product/market-liquidity",
    query: `productId=${BTC_ID}`,
  },
  listAllSubaccounts: { parameters: { limit: 5 }, path: "/v1/subaccount/all", query: "limit=5" },
  listPositionFills: {
    parameters: { positionId: POSITION_ID },
    path: "/v1/position/fill",
    query: `positionId=${POSITION_ID}`,
  },
  listLiquidations: {
    parameters: { order: "desc" },
    path: "/v1/position/liquidation",
    query: "order=desc",
  },
  listPointsPeriods: {
    parameters: { address: OWNER, season: 1, epoch: 2 },
    path: "/v1/points",
    query: `address=${OWNER}&season=1&epoch=2`,
  },
  listPointsSeasonSummaries: {
    parameters: { address: OWNER },
    path: "/v1/points/summary",
    query: `address=${OWNER}`,
  },
  getTotalPoints: { parameters: { season: 1 }, path: "/v1/points/total", query: "season=1" },
  getReferralCodeUsage: {
    parameters: { code: "ABCDEF123456" },
    path: "/v1/referral/code/ABCDEF123456",
  },
  getSignerStatus: { parameters: { address: SIGNER }, path: `/v1/linked-signer/address/${SIGNER}` },
  getRpcConfig: { parameters: {}, path: "/v1/rpc/config" },
  getRateLimitConfig: { parameters: {}, path: "/v1/rate-limit/config" },
  getTime: { parameters: {}, path: "/v1/time" },
  listProducts: { parameters: { order: "asc" }, path: "/v1/product", query: "order=asc" },
  getMarketPrices: {
    parameters: { productIds: [BTC_ID, ETH_ID] },
    path: "/v1/product/market-price",
    query: `productIds=${BTC_ID}&productIds=${ETH_ID}`,
  },
  getProduct: { parameters: { productId: ETH_ID }, path: `/v1/product/${ETH_ID}` },
  listFunding: {
    parameters: { productId: BTC_ID, range: "DAY" },
    path: "/v1/funding",
    query: `productId=${BTC_ID}&range=DAY`,
  },
  listOrders: {
    parameters: {
      subaccountId: OWNER_SUBACCOUNT_ID,
      productIds: [BTC_ID],
      side: 1,
      isWorking: true,
    },
    path: "/v1/order",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}&productIds=${BTC_ID}&side=1&isWorking=true`,
  },
  listFills: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID, includeSelfTrades: true },
    path: "/v1/order/fill",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}&includeSelfTrades=true`,
  },
  listTrades: {
    parameters: { productId: BTC_ID },
    path: "/v1/order/trade",
    query: `productId=${BTC_ID}`,
  },
  getOrder: { parameters: { orderId: ORDER_ID }, path: `/v1/order/${ORDER_ID}` },
  getOrderGroup: { parameters: { orderId: ORDER_ID }, path: `/v1/order/${ORDER_ID}/group` },
  listPositions: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID, open: true },
    path: "/v1/position",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}&open=true`,
  },
  getActivePosition: {
    parameters: { subaccountId: OWNER_SUBACCOUNT_ID, productId: BTC_ID },
    path: "/v1/position/active",
    query: `subaccountId=${OWNER_SUBACCOUNT_ID}&productId=${BTC_ID}`,
  },
  getPosition: { parameters: { positionId: POSITION_ID }, path: `/v1/position/${POSITION_ID}` },
};

const readNames = (Object.keys(readOperations) as ReadOperationName[]).sort();

/** The path a read's parameters make: each placeholder filled with its parameter, encoded. */
function pathOf(name: ReadOperationName, parameters: Readonly<Record<string, unknown>>): string {
  return operationTable[name].path.replace(/\{([^}]+)\}/g, (_match, key: string) =>
    encodeURIComponent(String(parameters[key])),
  );
}

/** The query a read's parameters make: in the operation's order, an array's items repeated. */
function queryOf(name: ReadOperationName, parameters: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const key of operationTable[name].queryParameters as readonly string[]) {
    const value = parameters[key];
    const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
    for (const item of items) query.append(key, String(item));
  }
  return query.toString();
}

describe("every read endpoint", () => {
  test.each(Object.keys(reads) as ReadOperationName[])("%s round-trips", async (name) => {
    exchange.state.subaccounts.push({
      id: OWNER_SUBACCOUNT_ID,
      name: PRIMARY,
      account: OWNER,
      createdBlockNumber: "1",
      createdAt: 1,
    });
    exchange.state.signers.push({
      id: ORDER_ID,
      signer: SIGNER,
      status: "ACTIVE",
      expiresAt: 2,
      createdAt: 1,
    });
    exchange.state.orders.push(order({ groupId: ORDER_ID }) as Order);
    exchange.on("getActivePosition", () => ({ status: 200, body: position }));
    exchange.on("getPosition", () => ({ status: 200, body: position }));
    const original = exchange.requests.length;
    const read = reads[name] as NonNullable<(typeof reads)[typeof name]>;
    const call = client()[name] as (p: unknown) => Promise<unknown>;
    const result = await call(read.parameters);
    const [request] = exchange.requests.slice(original);
    expect(request?.operation).toBe(name);
    expect(request?.method).toBe(operationTable[name].method);
    expect(request?.path).toBe(read.path);
    expect(request?.query.toString()).toBe(read.query ?? "");
    // The decoded result is the body the exchange sent, field for field.
    expect(request?.answer?.status).toBe(200);
    expect(result).toEqual(request?.answer?.body);
  });

  test.each(readNames.filter((name) => readSamples[name] !== undefined))(
    "%s sends the call its schemas allow and decodes the answer they allow",
    async (name) => {
      const sample = readSamples[name] as NonNullable<(typeof readSamples)[string]>;
      const sent = structuredClone(sample.answer);
      exchange.on(name, () => ({ status: 200, body: sent }));
      const call = client()[name] as (p: unknown) => Promise<unknown>;
      const result = await call(structuredClone(sample.parameters));
      const [request] = exchange.requests;
      expect(exchange.requests).toHaveLength(1);
      expect(request?.operation).toBe(name);
      expect(request?.method).toBe(operationTable[name].method);
      expect(request?.path).toBe(pathOf(name, sample.parameters));
      expect(request?.query.toString()).toBe(queryOf(name, sample.parameters));
      expect(request?.answer?.status).toBe(200);
      expect(result).toEqual(sample.answer);
    },
  );

  test("every unsigned operation without a body is a read, with a case or a sample call", () => {
    const withoutBody = Object.entries(operationTable)
      .filter(([, op]) => !op.body && op.signedMessages.length === 0)
      .map(([name]) => name)
      .sort();
    expect(readNames).toEqual(withoutBody);
    const untaken = readNames.filter((name) => !reads[name] && !readSamples[name]);
    expect(untaken, "reads whose schemas allow no sample call need a case in reads").toEqual([]);
    expect(Object.keys(readSamples).filter((name) => !(name in readOperations))).toEqual([]);
  });

  test("the client's table of reads says what the operation table says", () => {
    // Each read, with the query parameter the client fills from its own account.
    const fromTable = Object.fromEntries(
      Object.entries(operationTable)
        .filter(([, op]) => !op.body && op.signedMessages.length === 0)
        .map(([name, op]) => {
          const query = op.queryParameters as readonly string[];
          const own = ["subaccountId", "sender"].find((field) => query.includes(field));
          return [name, own ?? null];
        }),
    );
    expect(readOperations).toEqual(fromTable);
    expect(operationFeatures).toEqual({ batchOrders: operationTable.batchOrders.feature });
  });
});

describe("decoding", () => {
  test("keeps fields the interface does not name and values an enum does not list yet", async () => {
    exchange.state.orders.push(order({ status: "PARTIALLY_TRIGGERED", venue: { region: "eu" } }));
    const fetched = await client().getOrder({ orderId: ORDER_ID });
    expect(fetched.status).toBe("PARTIALLY_TRIGGERED");
    expect((fetched as unknown as { venue: unknown }).venue).toEqual({ region: "eu" });
  });

  test("refuses a record without a field the client relies on, naming where it is", async () => {
    exchange.on("listOrders", () => ({
      status: 200,
      body: { data: [order(), order({ price: 100 })], hasNext: false },
    }));
    const error = await client()
      .listOrders({ subaccountId: OWNER_SUBACCOUNT_ID })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).path).toBe("data.1.price");
  });

  test("accepts the live form of a record beside the interface's", async () => {
    exchange.state.subaccounts.push({
      id: OWNER_SUBACCOUNT_ID,
      name: PRIMARY,
      account: OWNER,
      createdBlockNumber: "100",
      registeredBlockNumber: null as unknown as string,
      createdAt: 1,
    });
    const sub = await client().getSubaccount({ subaccountId: OWNER_SUBACCOUNT_ID });
    expect(sub.createdBlockNumber).toBe("100");
  });
});

describe("parameters", () => {
  test("a malformed path parameter is refused by name before any request", async () => {
    const error = await client()
      .getOrder({ orderId: "not-a-uuid" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("orderId");
    expect(exchange.requests).toHaveLength(0);
  });

  test("a missing required query parameter is refused by name before any request", async () => {
    const read = client().listOrders as (p: unknown) => Promise<unknown>;
    const error = await read({}).catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("subaccountId");
    expect(exchange.requests).toHaveLength(0);
  });

  test("a bad item of an array parameter is refused with its index", async () => {
    const error = await client()
      .getMarketPrices({ productIds: [BTC_ID, "ETHUSD"] })
      .catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("productIds.1");
    expect(exchange.requests).toHaveLength(0);
  });

  test("a page size that is not a whole number is refused before any request", async () => {
    const error = await client()
      .listTokens({ limit: 2.5 })
      .catch((e: unknown) => e);
    expect((error as ValidationError).field).toBe("limit");
    expect(exchange.requests).toHaveLength(0);
  });
});

describe("errors", () => {
  const cases = [
    [400, BadRequestError],
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [422, UnprocessableError],
    [500, ServerError],
    [503, ServerError],
  ] as const;
  test.each(cases)("status %i is a %o with the parsed body", async (status, type) => {
    const body = {
      statusCode: status,
      error: "Failure",
      message: ["first problem", "second problem"],
    };
    exchange.queue("getTime", { status, body });
    const error = await client()
      .getTime()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as BadRequestError).body).toEqual(body);
    expect((error as BadRequestError).serverMessage).toBe("first problem; second problem");
  });

  test("429 names the exhausted pool and when to retry", async () => {
    exchange.queue("getTime", {
      status: 429,
      body: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "slow down",
        type: "RATE_LIMIT_ACCOUNT",
      },
      headers: { "retry-after": "7", "ratelimit-remaining": "0" },
    });
    // Without a budget nothing waits: the refusal comes back as it is.
    const error = (await client({ budget: false })
      .getTime()
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.pool).toBe("RATE_LIMIT_ACCOUNT");
    expect(error.retryAfterMs).toBe(7000);
    expect(error.rateLimit?.remaining).toBe(0);
  });

  test("with retries on, a read is retried after a 429 and succeeds", async () => {
    exchange.queue("getTime", {
      status: 429,
      body: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "slow down",
        type: "RATE_LIMIT_IP",
      },
      headers: { "retry-after": "0" },
    });
    const time = await client({ retry: { retries: 2, baseDelayMs: 1 } }).getTime();
    expect(typeof time.time).toBe("number");
    expect(exchange.received("getTime")).toHaveLength(2);
  });

  test("a Retry-After longer than the policy allows fails at once", async () => {
    exchange.queue("getTime", {
      status: 429,
      body: {
        statusCode: 429,
        error: "Too Many Requests",
        message: "slow down",
        type: "RATE_LIMIT_IP",
      },
      headers: { "retry-after": "3600" },
    });
    const error = await client({ retry: { retries: 2, maxRetryAfterMs: 1000 } })
      .getTime()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(exchange.received("getTime")).toHaveLength(1);
  });

  test("with retries on, a read is retried after a 503", async () => {
    exchange.queue(
      "getTime",
      { status: 503, body: { statusCode: 503, error: "Unavailable", message: "busy" } },
      2,
    );
    await client({ retry: { retries: 3, baseDelayMs: 1 }, random: () => 0 }).getTime();
    expect(exchange.received("getTime")).toHaveLength(3);
  });

  test("without retries, a 5xx fails at once", async () => {
    exchange.queue("getTime", {
      status: 502,
      body: { statusCode: 502, error: "Bad Gateway", message: "down" },
    });
    await expect(client().getTime()).rejects.toBeInstanceOf(ServerError);
    expect(exchange.received("getTime")).toHaveLength(1);
  });

  test("a slow answer is a TimeoutError", async () => {
    exchange.queue("getTime", { status: 200, body: { time: 1 }, delayMs: 300 });
    const error = await client({ timeoutMs: 50 })
      .getTime()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(50);
  });

  test("a slow answer is retried when retries are on", async () => {
    exchange.queue("getTime", { status: 200, body: { time: 1 }, delayMs: 3_000 });
    // The answered attempt has half a second: room for a busy machine.
    const time = await client({ timeoutMs: 500, retry: { retries: 1, baseDelayMs: 1 } }).getTime();
    expect(time.time).toBeGreaterThan(1);
    expect(exchange.received("getTime")).toHaveLength(2);
  });
});

describe("rate-limit headers", () => {
  test("every response's RateLimit-* headers are exposed on the client and to a callback", async () => {
    const seen: RateLimitInfo[] = [];
    const c = client({ onRateLimit: (info) => seen.push(info) });
    await c.getTime();
    await c.getTime();
    expect(seen).toHaveLength(2);
    expect(c.rateLimit).toEqual({
      limit: 20000,
      remaining: 19998,
      resetMs: 60_000,
      retryAfterMs: undefined,
    });
  });
});

describe("network", () => {
  test("a client needs a network or a base URL", () => {
    expect(() => createReadClient({})).toThrow(ValidationError);
  });

  test("a base URL overrides the network's REST URL and keeps its other settings", () => {
    const c = createReadClient({ network: "testnet", baseUrl: exchange.url }).client;
    expect(c.network.restUrl).toBe(exchange.url);
    expect(c.network.chainId).toBe(13374202);
  });
});

describe("server clock", () => {
  test("is measured from GET /v1/time", async () => {
    exchange.timeMs = () => Date.now() + 3_600_000;
    const c = client();
    await c.syncServerClock();
    expect(c.serverClock.offsetMs).toBeGreaterThan(3_590_000);
    expect(Number(BigInt(c.serverClock.nonce()) / 1_000_000n)).toBeGreaterThan(
      Date.now() + 3_590_000,
    );
  });
});
