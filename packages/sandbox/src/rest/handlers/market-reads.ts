import { formatDecimal, limits } from "@perpkit/core";
import { DAY_MS, type MarketFunding, type Side } from "../../engine/index.js";
import { routes } from "../../generated/routes.js";
import { endpointCost } from "../../http/rate-limit.js";
import { present, productRecord } from "../../wire/rest-records.js";
import { paginate } from "../pagination.js";
import { productOf } from "./lookups.js";
import type { SomeHandlers, SuccessOf } from "./types.js";

const { sides } = limits.order;

/** How far back each `range` of GET /v1/funding reaches. */
const FUNDING_RANGE_MS = { DAY: DAY_MS, WEEK: 7 * DAY_MS, MONTH: 30 * DAY_MS } as const;

/**
 * GET endpoints of the exchange as a whole: signing and rate-limit configuration, time,
 * maintenance, products and their market data, funding.
 *
 * @example
 * marketReads.getTime(ctx).body.time
 */
export const marketReads: SomeHandlers<
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
> = {
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

  getTime: ({ exchange }) => ({ body: { time: exchange.now() } }),

  postTime: ({ exchange }) => ({ body: { time: exchange.now() } }),

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
    const since = exchange.now() - DAY_MS;
    return {
      body: {
        data: params.productIds.map((id) => {
          const product = productOf(exchange, id);
          const market = exchange.marketSummary(product);
          const before = exchange.priceAt(product.id, since);
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
    const book = exchange.book(product.id);
    const levels = (side: Side) =>
      (book?.side(side).depth() ?? []).map(([price, quantity]) => [
        formatDecimal(price),
        formatDecimal(quantity),
      ]);
    return {
      body: {
        productId: product.id,
        // The sandbox keeps no book history: the answer is the book as of now.
        timestamp: exchange.now(),
        asks: levels(sides.sell),
        bids: levels(sides.buy),
      },
    };
  },

  listProjectedFundingRates: ({ exchange, params }) => {
    const data = params.productIds.map((id) => {
      const product = productOf(exchange, id);
      const funding = exchange.marketFunding(product.id) as MarketFunding;
      return {
        productId: product.id,
        fundingRate1h: formatDecimal(funding.rate),
        fundingRateProjected1h: formatDecimal(funding.projected),
      };
    });
    return { body: { data, hasNext: false } };
  },

  listFunding: ({ exchange, params }) => {
    const product = productOf(exchange, params.productId);
    const since = exchange.now() - FUNDING_RANGE_MS[params.range];
    const charges = exchange.fundingHistory(product.id).filter((c) => c.time > since);
    return {
      body: paginate(
        charges,
        params,
        (c) => ({ createdAt: c.time, fundingRate1h: formatDecimal(c.rate) }),
        (c) => c.time,
      ),
    };
  },
};
