import { accountReads } from "./account-reads.js";
import { marketReads } from "./market-reads.js";
import { tradingReads } from "./trading-reads.js";
import type { SomeHandlers } from "./types.js";

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
  ...accountReads,
  ...marketReads,
  ...tradingReads,
};
