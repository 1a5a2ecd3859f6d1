import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Address, Hex } from "@perpkit/core";
import {
  cancelOrderMessage,
  extendLinkedSignerMessage,
  initiateWithdrawMessage,
  linkSignerMessage,
  type PrimaryType,
  refreshLinkedSignerMessage,
  revokeLinkedSignerMessage,
  signingConfigs,
  tradeOrderMessage,
  verifyMessage,
} from "@perpkit/signing";
import { type OperationName, operationTable } from "../src/generated/operations.js";
import type { LinkedSigner, Order, Product, Subaccount, Token } from "../src/generated/types.js";

/** One request the test exchange received. */
export interface ReceivedRequest {
  readonly operation: OperationName | undefined;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly pathParameters: Readonly<Record<string, string>>;
  /** The raw body text, exactly as it arrived. */
  readonly text: string;
  /** The parsed JSON body, or undefined. */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** What the exchange answered, once it has. */
  answer?: Answer;
}

/**
 * The JSON body of the `index`-th request of an operation; throws when there is none, so a test
 * reads bodies without optional chaining.
 */
export function sentBody<T = { data: Record<string, unknown> }>(
  exchange: TestExchange,
  operation: OperationName,
  index = 0,
): T {
  const request = exchange.received(operation)[index];
  if (!request) throw new Error(`no request ${index} of ${operation} was received`);
  return request.body as T;
}

/** What a handler answers. */
export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Wait this long before answering (for timeouts). */
  readonly delayMs?: number;
  /** Send this raw text instead of JSON. */
  readonly text?: string;
}

export type Handler = (
  request: ReceivedRequest,
  exchange: TestExchange,
) => Answer | Promise<Answer>;

/** A local HTTP server that answers as the exchange would, and records what it received. */
export interface TestExchange {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Requests of one operation. */
  received(operation: OperationName): ReceivedRequest[];
  /** Replaces the handler of one operation. */
  on(operation: OperationName, handler: Handler): void;
  /** The next `count` requests of `operation` (or of any operation with "*") get this answer. */
  queue(operation: OperationName | "*", answer: Answer, count?: number): void;
  /** Server time in milliseconds, as GET /v1/time reports it. */
  timeMs: () => number;
  readonly state: ExchangeState;
  /** Closes every connection, idle or not, as a server that restarts or times them out does. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** What the test exchange remembers between requests. */
export interface ExchangeState {
  products: Product[];
  tokens: Token[];
  subaccounts: Subaccount[];
  orders: Order[];
  signers: LinkedSigner[];
  rateLimitRemaining: number;
  /** Nonces already used, per signing address: a reuse is refused like the exchange does. */
  usedNonces: Set<string>;
}

export const OWNER_SUBACCOUNT_ID = "11111111-1111-4111-8111-111111111111";
export const BTC_ID = "22222222-2222-4222-8222-222222222222";
export const ETH_ID = "33333333-3333-4333-8333-333333333333";
export const TOKEN_ID = "44444444-4444-4444-8444-444444444444";
export const TOKEN_ADDRESS = "0x00000000000000000000000000000000000000aa";
export const PRIMARY = "0x7072696d61727900000000000000000000000000000000000000000000000000";

/** Products with small, readable rules: BTC ticks by 0.5 and lots of 0.001, ETH by 0.01 and 0.01. */
export function sampleProducts(): Product[] {
  const base = {
    engineType: 0,
    status: "ACTIVE",
    makerFee: "0.0001",
    takerFee: "0.0003",
    maxLeverage: 20,
    createdAt: 1_700_000_000_000,
    baseTokenAddress: "0x00000000000000000000000000000000000000b1",
    quoteTokenAddress: TOKEN_ADDRESS,
    quoteTokenName: "USD",
    blockNumber: "1",
    cumulativeFundingUsd: "0",
    fundingBaselineApr: "0",
    fundingClampApr: "0",
    fundingMaxApr: "0",
    fundingRate1h: "0",
    maxOpenInterestUsd: "100000000",
    maxPositionNotionalUsd: "10000000",
    openInterest: "0",
    pythFeedId: 1,
    volume24h: "0",
  };
  return [
    {
      ...base,
      id: BTC_ID,
      ticker: "BTCUSD",
      displayTicker: "BTC-USD",
      baseTokenName: "BTC",
      onchainId: 1,
      lotSize: "0.001",
      minQuantity: "0.001",
      tickSize: "0.5",
      minPrice: "1",
      maxPrice: "1000000",
      maxQuantity: "100",
    },
    {
      ...base,
      id: ETH_ID,
      ticker: "ETHUSD",
      displayTicker: "ETH-USD",
      baseTokenName: "ETH",
      onchainId: 2,
      lotSize: "0.01",
      minQuantity: "0.01",
      tickSize: "0.01",
      minPrice: "0.01",
      maxPrice: "100000",
      maxQuantity: "1000",
    },
  ];
}

function sampleToken(): Token {
  return {
    id: TOKEN_ID,
    address: TOKEN_ADDRESS,
    name: "USD",
    erc20Name: "Wrapped USD",
    erc20Symbol: "WUSD",
    erc20Decimals: 18,
    lzOftAddress: "0x0000000000000000000000000000000000000000",
    addedBlockNumber: "1",
    depositEnabled: true,
    withdrawEnabled: true,
    depositFee: "0",
    withdrawFee: "1",
    minDeposit: "10",
    createdAt: 1_700_000_000_000,
  };
}

/** Pages an array as the exchange does: `limit` records from `cursor` (an index here). */
export function pageOf<T>(items: readonly T[], query: URLSearchParams, defaultLimit = 50) {
  const limit = Number(query.get("limit") ?? defaultLimit);
  const start = Number(query.get("cursor") ?? 0);
  const data = items.slice(start, start + limit);
  const end = start + data.length;
  return end < items.length
    ? { data, hasNext: true, nextCursor: String(end) }
    : { data, hasNext: false };
}

const templates = (Object.keys(operationTable) as OperationName[]).map((name) => {
  const { method, path } = operationTable[name];
  const names: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/\{([^}]+)\}/g, (_m, n: string) => {
      names.push(n);
      return "([^/]+)";
    })}$`,
  );
  // Literal segments win over placeholders: /v1/order/fill is not /v1/order/{orderId}.
  const literalLength = path.replace(/\{[^}]+\}/g, "").length;
  return { name, method, pattern, names, literalLength };
});
templates.sort((a, b) => b.literalLength - a.literalLength);

function route(method: string, path: string) {
  for (const t of templates) {
    if (t.method !== method) continue;
    const match = t.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    t.names.forEach((n, i) => {
      params[n] = decodeURIComponent(match[i + 1] as string);
    });
    return { name: t.name, params };
  }
  return undefined;
}

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const fail = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, error: status === 401 ? "Unauthorized" : "Bad Request", message },
});

const DOMAIN = signingConfigs.local.domain;

type Data = Record<string, unknown>;

/**
 * Checks a signed body as the exchange does: the message builds from the body (400 otherwise),
 * the signature recovers to the expected address (401 otherwise), and the nonce is fresh (400).
 */
function verify(
  x: TestExchange,
  primaryType: PrimaryType,
  build: (data: never, options: { now: number }) => unknown,
  data: Data,
  signature: unknown,
  address: unknown,
  spendNonce = true,
): Answer | undefined {
  let message: unknown;
  try {
    message = build(data as never, { now: x.timeMs() });
  } catch (error) {
    return fail(400, (error as Error).message);
  }
  const good =
    typeof signature === "string" &&
    verifyMessage({
      domain: DOMAIN,
      primaryType,
      message: message as never,
      signature: signature as Hex,
      address: address as Address,
    });
  if (!good) return fail(401, "signature does not match sender");
  if (!spendNonce) return undefined;
  const key = `${primaryType === "TradeOrder" ? "new" : "other"}:${String(address).toLowerCase()}:${String(data.nonce)}`;
  if (x.state.usedNonces.has(key)) return fail(400, "nonce already used");
  x.state.usedNonces.add(key);
  return undefined;
}

function signerRecord(signer: string, extra: Partial<LinkedSigner> = {}): LinkedSigner {
  return {
    id: randomUUID(),
    signer,
    status: "ACTIVE",
    isActive: true,
    createdAt: Date.now(),
    expiresAt: Date.now() + 90 * 86_400_000,
    ...extra,
  };
}

function recordOrder(x: TestExchange, data: Data): Order {
  const product = x.state.products.find((p) => p.onchainId === data.onchainId);
  const order: Order = {
    id: randomUUID(),
    type: String(data.type),
    side: Number(data.side),
    quantity: String(data.quantity),
    availableQuantity: String(data.quantity),
    filled: "0",
    price: String(data.price ?? "0"),
    stopPrice: String(data.stopPrice ?? "0"),
    status: "NEW",
    triggered: "NOT_TRIGGERED",
    expiresAt: Number(data.expiresAt ?? Number(data.signedAt) + 6_652_800),
    reduceOnly: Boolean(data.reduceOnly),
    close: Boolean(data.close),
    productId: product?.id ?? "",
    subaccountId: OWNER_SUBACCOUNT_ID,
    sender: String(data.sender),
    createdAt: Date.now(),
    updatedAt: Date.now(),
    ...(typeof data.clientOrderId === "string" ? { clientOrderId: data.clientOrderId } : {}),
  };
  x.state.orders.push(order);
  return order;
}

function cancelOne(x: TestExchange, by: { id?: string; clientOrderId?: string }) {
  const order = x.state.orders.find((o) =>
    by.id !== undefined ? o.id === by.id : o.clientOrderId === by.clientOrderId,
  );
  // The live record always carries an id; for an id that names no order it is the nil UUID.
  if (!order) return { id: "00000000-0000-0000-0000-000000000000", ...by, result: "NotFound" };
  if (order.status === "CANCELED")
    return { id: order.id, clientOrderId: order.clientOrderId, result: "AlreadyCanceled" };
  order.status = "CANCELED";
  return { id: order.id, clientOrderId: order.clientOrderId, result: "Ok" };
}
const notFound = (what: string): Answer => ({
  status: 404,
  body: { statusCode: 404, error: "Not Found", message: `${what} not found` },
});

function defaultHandlers(): Partial<Record<OperationName, Handler>> {
  return {
    getTime: (_r, x) => ok({ time: x.timeMs() }),
    getRpcConfig: () => ok(signingConfigs.local),
    getRateLimitConfig: () =>
      ok({
        data: [
          { type: "FIXED", protocol: "HTTP", method: "GET", path: "/v1/time", fixedPoints: 1 },
          {
            type: "PAGINATED",
            protocol: "HTTP",
            method: "GET",
            path: "/v1/order",
            basePoints: 1,
            pointsPerRow: 0.1,
          },
        ],
      }),
    postTime: (_r, x) => ok({ time: x.timeMs() }),
    getMaintenance: () => ok({ isEnabled: false }),
    getWhitelist: () => ok({ isWhitelisted: true }),
    listProjectedFundingRates: (r) =>
      ok({
        data: r.query.getAll("productIds").map((productId) => ({
          productId,
          fundingRate1h: "0.0001",
          fundingRateProjected1h: "0.00012",
        })),
        hasNext: false,
      }),
    getMarketLiquidity: (r) =>
      ok({
        productId: r.query.get("productId"),
        timestamp: 1_700_000_000_000,
        asks: [["100.5", "2"]],
        bids: [["100", "1"]],
      }),
    getLinkedSigner: (r, x) => {
      const found = x.state.signers.find((s) => s.id === r.pathParameters.signerId);
      return found ? ok(found) : notFound("signer");
    },
    listAllSubaccounts: (r, x) => ok(pageOf(x.state.subaccounts, r.query)),
    listPositionFills: (r) => ok(pageOf([], r.query)),
    listLiquidations: (r) => ok(pageOf([], r.query)),
    listPointsPeriods: () => ok({ data: [] }),
    listPointsSeasonSummaries: () => ok({ data: [] }),
    getTotalPoints: () => ok({ totalPoints: "10", referralPoints: "1" }),
    getReferralCodeUsage: (r) => ok({ code: r.pathParameters.code, remainingUsage: 3 }),
    listReferrals: (r) => ok(pageOf([], r.query)),
    getReferralSummary: () =>
      ok({
        id: "55555555-5555-4555-8555-555555555555",
        referee: "0x00000000000000000000000000000000000000ee",
        refereeTotalPoints: "0",
        codeUsageRemaining: 0,
        createdAt: 1_700_000_000_000,
      }),
    listProducts: (r, x) => ok(pageOf(x.state.products, r.query)),
    getProduct: (r, x) => {
      const product = x.state.products.find((p) => p.id === r.pathParameters.productId);
      return product ? ok(product) : notFound("product");
    },
    getMarketPrices: (r) =>
      ok({
        data: r.query.getAll("productIds").map((productId) => ({
          productId,
          bestBidPrice: "100",
          bestAskPrice: "100.5",
          oraclePrice: "100.25",
        })),
      }),
    listFunding: (r) =>
      ok(pageOf([{ createdAt: 1_700_000_000_000, fundingRate1h: "0.0001" }], r.query)),
    listTokens: (r, x) => ok(pageOf(x.state.tokens, r.query)),
    getToken: (r, x) => {
      const token = x.state.tokens.find((t) => t.id === r.pathParameters.tokenId);
      return token ? ok(token) : notFound("token");
    },
    listWithdrawals: (r) => ok(pageOf([], r.query)),
    listTransfers: (r) => ok(pageOf([], r.query)),
    listSubaccounts: (r, x) =>
      ok(
        pageOf(
          x.state.subaccounts.filter(
            (s) => s.account.toLowerCase() === (r.query.get("sender") ?? "").toLowerCase(),
          ),
          r.query,
        ),
      ),
    getSubaccount: (r, x) => {
      const found = x.state.subaccounts.find((s) => s.id === r.pathParameters.subaccountId);
      return found ? ok(found) : notFound("subaccount");
    },
    listBalances: (r) =>
      ok(
        pageOf(
          [
            {
              subaccountId: r.query.get("subaccountId"),
              tokenId: TOKEN_ID,
              tokenAddress: TOKEN_ADDRESS,
              tokenName: "USD",
              amount: "1000",
              available: "900",
              totalUsed: "100",
              updatedAt: 1_700_000_000_000,
            },
          ],
          r.query,
        ),
      ),
    listSigners: (r, x) => ok(pageOf(x.state.signers, r.query)),
    getSignerQuota: (_r, x) =>
      ok({
        maxLinkedSignersPeriodDays: 7,
        maxLinkedSignersInPeriod: 23,
        linkedSignersUsedInPeriod: x.state.signers.length,
        linkedSignerRefreshHoursBeforeExpiry: 24,
      }),
    getSignerStatus: (r, x) => {
      const found = x.state.signers.find(
        (s) => s.signer.toLowerCase() === (r.pathParameters.address ?? "").toLowerCase(),
      );
      return found ? ok(found) : notFound("signer");
    },
    listOrders: (r, x) => {
      const q = r.query;
      const productIds = q.getAll("productIds");
      const working = ["NEW", "FILLED_PARTIAL"];
      const orders = x.state.orders.filter(
        (o) =>
          (!q.has("subaccountId") || o.subaccountId === q.get("subaccountId")) &&
          (productIds.length === 0 || productIds.includes(o.productId)) &&
          (q.get("isWorking") !== "true" || working.includes(o.status)) &&
          (q.get("isPending") !== "true" || o.status === "PENDING"),
      );
      return ok(pageOf(orders, q));
    },
    getOrder: (r, x) => {
      const found = x.state.orders.find((o) => o.id === r.pathParameters.orderId);
      return found ? ok(found) : notFound("order");
    },
    getOrderGroup: (r, x) =>
      ok(
        pageOf(
          x.state.orders.filter((o) => o.groupId === r.pathParameters.orderId),
          r.query,
        ),
      ),
    listFills: (r) => ok(pageOf([], r.query)),
    listTrades: (r) => ok(pageOf([], r.query)),
    listPositions: (r) => ok(pageOf([], r.query)),
    getActivePosition: () => notFound("position"),
    getPosition: () => notFound("position"),
    placeOrder: (r, x) => {
      const { data, signature } = r.body as { data: Data; signature: unknown };
      const refused = verify(x, "TradeOrder", tradeOrderMessage, data, signature, data.sender);
      if (refused) return refused;
      const order = recordOrder(x, data);
      return ok(
        { id: order.id, clientOrderId: order.clientOrderId, filled: "0", result: "Ok" },
        201,
      );
    },
    cancelOrders: (r, x) => {
      const { data, signature } = r.body as { data: Data; signature: unknown };
      const refused = verify(x, "CancelOrder", cancelOrderMessage, data, signature, data.sender);
      if (refused) return refused;
      const ids = (data.orderIds as string[] | undefined) ?? [];
      const clientIds = (data.clientOrderIds as string[] | undefined) ?? [];
      if (ids.length + clientIds.length > 200) return fail(400, "more than 200 ids");
      return ok(
        {
          data: [
            ...ids.map((id) => cancelOne(x, { id })),
            ...clientIds.map((clientOrderId) => cancelOne(x, { clientOrderId })),
          ],
        },
        202,
      );
    },
    batchOrders: (r, x) => {
      const { instructions } = r.body as {
        instructions: { type: string; data: Data; signature: unknown }[];
      };
      for (const item of instructions) {
        const refused =
          item.type === "NEW"
            ? verify(
                x,
                "TradeOrder",
                tradeOrderMessage,
                item.data,
                item.signature,
                item.data.sender,
              )
            : verify(
                x,
                "CancelOrder",
                cancelOrderMessage,
                {
                  sender: item.data.sender,
                  subaccount: item.data.subaccount,
                  nonce: item.data.nonce,
                  ...(typeof item.data.orderId === "string"
                    ? { orderIds: [item.data.orderId] }
                    : { clientOrderIds: [item.data.clientOrderId] }),
                },
                item.signature,
                item.data.sender,
              );
        if (refused) return refused;
      }
      return ok({
        results: instructions.map((item) => {
          if (item.type === "NEW") {
            const order = recordOrder(x, item.data);
            return {
              type: "NEW",
              id: order.id,
              clientOrderId: order.clientOrderId ?? null,
              result: "Ok",
            };
          }
          const outcome = cancelOne(
            x,
            typeof item.data.orderId === "string"
              ? { id: item.data.orderId }
              : { clientOrderId: String(item.data.clientOrderId) },
          );
          return { type: "CANCEL", ...outcome };
        }),
      });
    },
    withdraw: (r, x) => {
      const { data, signature } = r.body as { data: Data; signature: unknown };
      const refused = verify(
        x,
        "InitiateWithdraw",
        initiateWithdrawMessage,
        data,
        signature,
        data.account,
      );
      if (refused) return refused;
      return ok(
        {
          id: randomUUID(),
          status: "SUBMITTED",
          subaccount: data.subaccount,
          token: data.token,
          amount: data.amount,
          withdrawDigest: `0x${"ab".repeat(32)}`,
          lzDestinationAddress: data.lzDestinationAddress,
          lzDestinationEid: data.lzDestinationEid,
          createdAt: Date.now(),
        },
        201,
      );
    },
    linkSigner: (r, x) => {
      const { data, signature, signerSignature } = r.body as {
        data: Data;
        signature: unknown;
        signerSignature: unknown;
      };
      const byOwner = verify(x, "LinkSigner", linkSignerMessage, data, signature, data.sender);
      if (byOwner) return byOwner;
      const bySigner = verify(
        x,
        "LinkSigner",
        linkSignerMessage,
        data,
        signerSignature,
        data.signer,
        false,
      );
      if (bySigner) return bySigner;
      const record = signerRecord(
        String(data.signer),
        typeof data.name === "string" ? { name: data.name } : {},
      );
      x.state.signers.push(record);
      return ok(record, 201);
    },
    revokeSigner: (r, x) => {
      const { data, signature } = r.body as { data: Data; signature: unknown };
      const refused = verify(
        x,
        "RevokeLinkedSigner",
        revokeLinkedSignerMessage,
        data,
        signature,
        data.sender,
      );
      if (refused) return refused;
      const record = x.state.signers.find(
        (s) => s.signer.toLowerCase() === String(data.signer).toLowerCase(),
      );
      if (!record) return notFound("signer");
      record.status = "REVOKED";
      record.isActive = false;
      return ok(record);
    },
    extendSigner: (r, x) => {
      const { data, signature } = r.body as { data: Data; signature: unknown };
      const refused = verify(
        x,
        "ExtendLinkedSigner",
        extendLinkedSignerMessage,
        data,
        signature,
        data.sender,
      );
      if (refused) return refused;
      const record = x.state.signers.find(
        (s) => s.signer.toLowerCase() === String(data.sender).toLowerCase(),
      );
      return record ? ok(record, 201) : notFound("signer");
    },
    refreshSigner: (r, x) => {
      const { data, signature } = r.body as { data: Data; signature: unknown };
      const refused = verify(
        x,
        "RefreshLinkedSigner",
        refreshLinkedSignerMessage,
        data,
        signature,
        data.sender,
      );
      if (refused) return refused;
      const record = x.state.signers.find(
        (s) => s.signer.toLowerCase() === String(data.signer).toLowerCase(),
      );
      return record ? ok(record, 201) : notFound("signer");
    },
    dryRunOrder: () =>
      ok({
        code: "Ok",
        marginRequired: "10",
        marginAvailable: "900",
        totalUsedMargin: "110",
        riskUsed: "0",
        riskAvailable: "1000",
      }),
  };
}

/**
 * Starts a test exchange on 127.0.0.1 with an ephemeral port. Every response carries the
 * RateLimit-* headers; handlers and queued answers decide the rest.
 */
export async function startExchange(): Promise<TestExchange> {
  const handlers = defaultHandlers();
  const queued: { operation: OperationName | "*"; answer: Answer }[] = [];
  const requests: ReceivedRequest[] = [];
  const state: ExchangeState = {
    products: sampleProducts(),
    tokens: [sampleToken()],
    subaccounts: [],
    orders: [],
    signers: [],
    rateLimitRemaining: 20_000,
    usedNonces: new Set(),
  };
  let exchange: TestExchange;

  const respond = async (res: ServerResponse, answer: Answer, request?: ReceivedRequest) => {
    if (request) request.answer = answer;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    state.rateLimitRemaining = Math.max(0, state.rateLimitRemaining - 1);
    const headers: Record<string, string> = {
      "ratelimit-limit": "20000",
      "ratelimit-remaining": String(state.rateLimitRemaining),
      "ratelimit-reset": "60",
      ...answer.headers,
    };
    if (answer.text !== undefined) {
      res.writeHead(answer.status, headers).end(answer.text);
      return;
    }
    if (answer.body === undefined) {
      res.writeHead(answer.status, headers).end();
      return;
    }
    headers["content-type"] = "application/json";
    res.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown;
        try {
          body = text.length > 0 ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        const found = route(req.method ?? "GET", url.pathname);
        const request: ReceivedRequest & { answer?: Answer } = {
          operation: found?.name,
          method: req.method ?? "GET",
          path: url.pathname,
          query: url.searchParams,
          pathParameters: found?.params ?? {},
          text,
          body,
          headers: req.headers,
        };
        requests.push(request);
        const i = queued.findIndex((q) => q.operation === "*" || q.operation === found?.name);
        if (i >= 0) {
          const [next] = queued.splice(i, 1);
          await respond(res, (next as { answer: Answer }).answer, request);
          return;
        }
        const handler = found ? handlers[found.name] : undefined;
        if (!handler) {
          await respond(res, notFound(`${request.method} ${request.path}`), request);
          return;
        }
        try {
          await respond(res, await handler(request, exchange), request);
        } catch (error) {
          await respond(
            res,
            {
              status: 500,
              body: { statusCode: 500, error: "Internal Server Error", message: String(error) },
            },
            request,
          );
        }
      })();
    });
  });
  // Idle keep-alive sockets stay open longer than any pause in a test or benchmark.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  exchange = {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: (operation) => requests.filter((r) => r.operation === operation),
    on: (operation, handler) => {
      handlers[operation] = handler;
    },
    queue: (operation, answer, count = 1) => {
      for (let i = 0; i < count; i++) queued.push({ operation, answer });
    },
    timeMs: () => Date.now(),
    state,
    dropConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
  return exchange;
}
