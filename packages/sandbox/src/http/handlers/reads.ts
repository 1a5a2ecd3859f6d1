import { type Address, assertAddress, formatDecimal, limits } from "@perpkit/core";
import { DAY_MS } from "../../clock.js";
import { notFound } from "../../engine/errors.js";
import type { Exchange } from "../../engine/exchange.js";
import { applyFill } from "../../engine/math.js";
import type { LinkedSigner, Side, Subaccount } from "../../engine/records.js";
import { isOpen } from "../../engine/trading.js";
import { OrderStatus, TransferType } from "../../enums.js";
import { routes } from "../../generated/routes.js";
import { liquidationsOf } from "../../liquidations.js";
import type { Product } from "../../products.js";
import { endpointCost } from "../../rate-limit.js";
import { paginate } from "../pagination.js";
import {
  balanceRecords,
  fillRecord,
  orderRecord,
  positionRecord,
  present,
  productRecord,
  signerRecord,
  subaccountRecord,
  tokenRecord,
  tradeRecord,
  transferRecord,
  withdrawalRecord,
} from "../records.js";
import type { SomeHandlers, SuccessOf } from "./types.js";

const { sides } = limits.order;

function subaccountOf(exchange: Exchange, id: string): Subaccount {
  const subaccount = exchange.accounts.get(id);
  if (!subaccount) throw notFound(`subaccount ${id} not found`);
  return subaccount;
}

function productOf(exchange: Exchange, id: string): Product {
  const product = exchange.product(id);
  if (!product) throw notFound(`product ${id} not found`);
  return product;
}

function signerById(exchange: Exchange, id: string): LinkedSigner | undefined {
  for (const subaccount of exchange.accounts.all()) {
    const found = exchange.signers.ofSubaccount(subaccount.id).find((s) => s.id === id);
    if (found) return found;
  }
  return undefined;
}

function inProducts(productIds: readonly string[] | undefined) {
  const set = productIds && productIds.length > 0 ? new Set(productIds) : undefined;
  return (productId: string) => set === undefined || set.has(productId);
}

function inWindow(after: number | undefined, before: number | undefined) {
  return (createdAt: number) =>
    (after === undefined || createdAt > after) && (before === undefined || createdAt <= before);
}

/**
 * GET endpoints: tokens, subaccounts, signers, configuration, products, orders, positions.
 *
 * @example
 * readHandlers.getTime(ctx).body.time
 */
export const readHandlers: SomeHandlers<
  | "listTokens"
  | "getToken"
  | "listWithdrawals"
  | "listTransfers"
  | "listSubaccounts"
  | "listAllSubaccounts"
  | "listBalances"
  | "getSubaccount"
  | "getSignerQuota"
  | "listSigners"
  | "getLinkedSigner"
  | "getSignerStatus"
  | "getRpcConfig"
  | "getRateLimitConfig"
  | "getTime"
  | "postTime"
  | "getMaintenance"
  | "getWhitelist"
  | "listProducts"
  | "getMarketPrices"
  | "getProduct"
  | "getMarketLiquidity"
  | "listProjectedFundingRates"
  | "listFunding"
  | "listOrders"
  | "listFills"
  | "listTrades"
  | "getOrder"
  | "getOrderGroup"
  | "listPositions"
  | "listPositionFills"
  | "listLiquidations"
  | "getActivePosition"
  | "getPosition"
> = {
  listTokens: ({ exchange, params }) => {
    const tokens = exchange
      .tokens()
      .filter(
        (t) =>
          (params.depositEnabled === undefined || t.depositEnabled === params.depositEnabled) &&
          (params.withdrawEnabled === undefined || t.withdrawEnabled === params.withdrawEnabled),
      );
    return { body: paginate(tokens, params, tokenRecord, (t) => t.createdAt, "asc") };
  },

  getToken: ({ exchange, params }) => {
    const token = exchange.token(params.tokenId);
    if (!token) throw notFound(`token ${params.tokenId} not found`);
    return { body: tokenRecord(token) };
  },

  listWithdrawals: ({ exchange, params }) => {
    const list = exchange.accounts
      .transfers(subaccountOf(exchange, params.subaccountId).id)
      .filter((t) => t.type === TransferType.WITHDRAW);
    return { body: paginate(list, params, withdrawalRecord) };
  },

  listTransfers: ({ exchange, params }) => {
    const statuses = params.statuses && params.statuses.length > 0 ? params.statuses : undefined;
    const types = params.types && params.types.length > 0 ? params.types : undefined;
    const list = exchange.accounts
      .transfers(subaccountOf(exchange, params.subaccountId).id)
      .filter(
        (t) =>
          (statuses === undefined || statuses.includes(t.status)) &&
          (types === undefined || types.includes(t.type)),
      );
    return { body: paginate(list, params, transferRecord) };
  },

  listAllSubaccounts: ({ exchange, params }) => ({
    body: paginate([...exchange.accounts.all()], params, subaccountRecord),
  }),

  listSubaccounts: ({ exchange, params }) => {
    // The live document types sender as any hex; an owner is an address.
    assertAddress(params.sender, "query.sender");
    const list = exchange.accounts
      .ofAccount(params.sender.toLowerCase() as Address)
      .filter((s) => params.name === undefined || s.name === params.name.toLowerCase());
    return { body: paginate(list, params, subaccountRecord) };
  },

  listBalances: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const records = balanceRecords(exchange, subaccount.id);
    return {
      body: paginate(
        records,
        params,
        (r) => r,
        () => subaccount.createdAt,
        "asc",
      ),
    };
  },

  getSubaccount: ({ exchange, params }) => ({
    body: subaccountRecord(subaccountOf(exchange, params.subaccountId)),
  }),

  getSignerQuota: ({ exchange, params }) => {
    const quota = exchange.signers.quota(subaccountOf(exchange, params.subaccountId).id);
    return {
      body: {
        maxLinkedSignersPeriodDays: quota.maxLinkedSignersPeriodDays,
        maxLinkedSignersInPeriod: quota.maxLinkedSignersInPeriod,
        linkedSignersUsedInPeriod: quota.linkedSignersUsedInPeriod,
        linkedSignerRefreshHoursBeforeExpiry: limits.linkedSigner.refreshHoursBeforeExpiry,
      },
    };
  },

  listSigners: ({ exchange, params }) => {
    const statuses = params.statuses && params.statuses.length > 0 ? params.statuses : undefined;
    const list = exchange.signers
      .ofSubaccount(subaccountOf(exchange, params.subaccountId).id)
      .filter((s) => statuses === undefined || statuses.includes(s.status));
    return { body: paginate(list, params, (s) => signerRecord(exchange, s)) };
  },

  getLinkedSigner: ({ exchange, params }) => {
    const signer = signerById(exchange, params.signerId);
    if (!signer) throw notFound(`linked signer ${params.signerId} not found`);
    return { body: signerRecord(exchange, signer) };
  },

  getSignerStatus: ({ exchange, params }) => {
    const signer = exchange.signers.get(params.address as Address);
    if (!signer) throw notFound(`${params.address} is not a linked signer`);
    return { body: signerRecord(exchange, signer) };
  },

  getRpcConfig: ({ signatures }) => ({
    body: {
      domain: { ...signatures.config.domain },
      signatureTypes: {
        ...signatures.config.signatureTypes,
      } as SuccessOf<"getRpcConfig">["signatureTypes"],
    },
  }),

  // Every HTTP cost is flat here; the live document types a fixed entry's `type` as an order
  // type, so flat costs are described as paginated ones with nothing per row.
  getRateLimitConfig: () => ({
    body: {
      data: [
        ...routes.map((r) => ({
          protocol: "HTTP" as const,
          type: "PAGINATED" as const,
          method: r.method,
          path: r.path,
          basePoints: endpointCost(r.method, r.path, r.paginated),
          pointsPerRow: 0,
        })),
        {
          protocol: "WS2" as const,
          type: "FIXED" as const,
          path: limits.websocket.path,
          fixedPoints: limits.rateLimit.costs.websocketConnection,
        },
      ],
    },
  }),

  getTime: ({ exchange }) => ({ body: { time: exchange.clock.now() } }),

  postTime: ({ exchange }) => ({ body: { time: exchange.clock.now() } }),

  getMaintenance: () => ({ body: { isEnabled: false } }),

  // The sandbox lets every address trade.
  getWhitelist: () => ({ body: { isWhitelisted: true } }),

  listProducts: ({ exchange, params }) => ({
    body: paginate(
      exchange.products(),
      params,
      (p) => productRecord(exchange, p),
      (p) => p.createdAt,
      "asc",
    ),
  }),

  getMarketPrices: ({ exchange, params }) => {
    const since = exchange.clock.now() - DAY_MS;
    return {
      body: {
        data: params.productIds.map((id) => {
          const product = productOf(exchange, id);
          const market = exchange.trading.marketSummary(product);
          const before = exchange.retention.priceAt(product.id, since);
          const text = (v: bigint | undefined) => (v === undefined ? undefined : formatDecimal(v));
          return {
            productId: product.id,
            ...present("bestBidPrice", text(market.bestBid)),
            ...present("bestAskPrice", text(market.bestAsk)),
            ...present("oraclePrice", text(market.markPrice)),
            ...present("price24hAgo", text(before)),
          };
        }),
      },
    };
  },

  getProduct: ({ exchange, params }) => ({
    body: productRecord(exchange, productOf(exchange, params.productId)),
  }),

  getMarketLiquidity: ({ exchange, params }) => {
    const product = productOf(exchange, params.productId);
    const book = exchange.trading.book(product.id);
    const levels = (side: Side) =>
      (book?.side(side).depth() ?? []).map(([price, quantity]) => [
        formatDecimal(price),
        formatDecimal(quantity),
      ]);
    return {
      body: {
        productId: product.id,
        // The sandbox keeps no book history: the answer is the book as of now.
        timestamp: exchange.clock.now(),
        asks: levels(sides.sell),
        bids: levels(sides.buy),
      },
    };
  },

  listProjectedFundingRates: ({ exchange, params }) => {
    // The sandbox charges no funding: every rate, current and projected, is zero.
    const data = params.productIds.map((id) => ({
      productId: productOf(exchange, id).id,
      fundingRate1h: "0",
      fundingRateProjected1h: "0",
    }));
    return { body: { data, hasNext: false } };
  },

  listFunding: ({ exchange, params }) => {
    productOf(exchange, params.productId);
    // The sandbox charges no funding, so the history is empty.
    return {
      body: paginate([] as { createdAt: number }[], params, () => ({
        createdAt: 0,
        fundingRate1h: "0",
      })),
    };
  },

  listOrders: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const created = inWindow(params.createdAfter, params.createdBefore);
    const list = exchange.trading
      .ordersOf(subaccount.id)
      .filter(
        (o) =>
          product(o.productId) &&
          created(o.createdAt) &&
          (params.clientOrderId === undefined || o.clientOrderId === params.clientOrderId) &&
          (params.side === undefined || o.side === params.side) &&
          (params.close === undefined || o.close === params.close) &&
          (params.isWorking === undefined ||
            (isOpen(o) && o.status !== OrderStatus.PENDING) === params.isWorking) &&
          (params.isPending === undefined ||
            (o.status === OrderStatus.PENDING) === params.isPending),
      );
    return { body: paginate(list, params, orderRecord) };
  },

  listFills: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const created = inWindow(params.createdAfter, params.createdBefore);
    const list = exchange.trading
      .fillsOf(subaccount.id)
      .filter(
        (f) =>
          product(f.productId) &&
          created(f.createdAt) &&
          (params.side === undefined || f.side === params.side) &&
          (params.includeSelfTrades === true || !f.selfTrade),
      );
    return { body: paginate(list, params, fillRecord) };
  },

  listTrades: ({ exchange, params }) => {
    const product = productOf(exchange, params.productId);
    const list = exchange.trading.tradesOf(product.id).filter((t) => !t.selfTrade);
    return { body: paginate(list, params, (t) => tradeRecord(exchange, t)) };
  },

  getOrder: ({ exchange, params }) => {
    const order = exchange.trading.order(params.orderId) ?? exchange.archive?.order(params.orderId);
    if (!order) throw notFound(`order ${params.orderId} not found`);
    return { body: orderRecord(order) };
  },

  getOrderGroup: ({ exchange, params }) => {
    const order = exchange.trading.order(params.orderId);
    if (!order) throw notFound(`order ${params.orderId} not found`);
    const group =
      order.groupId === undefined
        ? [order]
        : exchange.trading.group(order.subaccountId, order.groupId);
    return { body: paginate(group, params, orderRecord, (o) => o.createdAt, "asc") };
  },

  listPositions: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = inProducts(params.productIds);
    const list = exchange.trading
      .positionsOf(subaccount.id)
      .filter(
        (p) =>
          product(p.productId) && (params.open === undefined || (p.size !== 0n) === params.open),
      );
    return { body: paginate(list, params, (p) => positionRecord(exchange, p)) };
  },

  getActivePosition: ({ exchange, params }) => {
    const subaccount = subaccountOf(exchange, params.subaccountId);
    const product = productOf(exchange, params.productId);
    const position = exchange.trading.openPosition(subaccount.id, product.id);
    if (!position)
      throw notFound(`no open ${product.ticker} position in subaccount ${subaccount.id}`);
    return { body: positionRecord(exchange, position) };
  },

  listPositionFills: ({ exchange, params }) => {
    const position = exchange.trading.position(params.positionId);
    if (!position) throw notFound(`position ${params.positionId} not found`);
    // Replays the position's fills to tell what each one realised.
    const replay = { ...position, size: 0n, cost: 0n, realizedPnl: 0n };
    replay.totalIncreaseNotional = replay.totalIncreaseQuantity = 0n;
    replay.totalDecreaseNotional = replay.totalDecreaseQuantity = 0n;
    const records = exchange.trading
      .fillsOf(position.subaccountId)
      .filter(
        (f) =>
          f.productId === position.productId &&
          f.createdAt >= position.createdAt &&
          f.createdAt <= position.updatedAt,
      )
      .map((f) => {
        const delta = f.side === sides.buy ? f.quantity : -f.quantity;
        const { realizedPnl } = applyFill(replay, delta, f.price);
        return {
          createdAt: f.createdAt,
          price: formatDecimal(f.price),
          filled: formatDecimal(f.quantity),
          realizedPnl: formatDecimal(realizedPnl),
          type: f.type,
          side: f.side,
          reduceOnly: f.reduceOnly,
          feeUsd: formatDecimal(f.fee),
        };
      });
    return { body: paginate(records, params, (r) => r) };
  },

  listLiquidations: ({ exchange, params }) => ({
    body: paginate(liquidationsOf(exchange).all(), params, (l) => ({
      id: l.id,
      subaccountId: l.subaccountId,
      productId: l.productId,
      positionId: l.positionId,
      liquidationPrice: formatDecimal(l.price),
      cause: "MarkChanged",
      cost: formatDecimal(l.cost),
      positionSide: l.side,
      createdAt: l.createdAt,
    })),
  }),

  getPosition: ({ exchange, params }) => {
    const position = exchange.trading.position(params.positionId);
    if (!position) throw notFound(`position ${params.positionId} not found`);
    return { body: positionRecord(exchange, position) };
  },
};
