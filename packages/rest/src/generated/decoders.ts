// Generated from:
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/rest/layer.yaml (sha256 8c258a12bb2d347aed29f23d05cc9913b551488cd193f04f4a4c40042dc576fe)
//   spec/rest/exclusions.yaml (sha256 39874247070041a9d4ad411c9b5e9be232598baa84db5eb658851373bf33698a)
// Do not edit; run pnpm generate.

import { DecodeError, describeValue } from "@perpkit/core";
import type { BatchResult, BatchResultList, CancelResultItem, CancelResultList, DryRunResult, Fill, FillPage, FundingRate, FundingRatePage, HttpFixedRateLimitEndpointDto, HttpPaginatedRateLimitEndpointDto, LinkedSigner, LinkedSignerPage, LinkedSignerQuota, Liquidation, LiquidationPage, Maintenance, MarketLiquidity, MarketPrice, MarketPriceList, Order, OrderPage, PlacedOrder, PointsPeriod, PointsPeriodList, PointsSeasonSummary, PointsSeasonSummaryList, Position, PositionFill, PositionFillPage, PositionPage, Product, ProductPage, ProjectedFundingRate, ProjectedFundingRatePage, RateLimitConfig, Referral, ReferralCodeUsage, ReferralPage, RpcConfig, RpcConfigDomain, RpcConfigSignatureTypes, ServerTime, Subaccount, SubaccountBalance, SubaccountBalancePage, SubaccountPage, Token, TokenPage, TotalPoints, Trade, TradePage, Transfer, TransferPage, Whitelist, Withdrawal, WithdrawalPage, Ws2FixedRateLimitEndpointDto, WsFixedRateLimitEndpointDto } from "./types.js";
function fail(path: string, expected: string, value: unknown): never {
  throw new DecodeError(path, `must be ${expected}, got ${describeValue(value)}`);
}

/** A dotted path one level down: `data.3.price`. */
function at(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  return value as Record<string, unknown>;
}

/** An optional property: `null` counts as absent and is removed. */
function optional(object: Record<string, unknown>, key: string): unknown {
  const value = object[key];
  if (value === null) {
    delete object[key];
    return undefined;
  }
  return value;
}
function str(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}

function int(value: unknown, path: string, key: string | number): void {
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}

function num(value: unknown, path: string, key: string | number): void {
  if (!(typeof value === "number" && Number.isFinite(value))) fail(at(path, key), "a number", value);
}

function bool(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}

/** Checks an optional property with one of the helpers above; `null` counts as absent. */
function maybe(
  check: (value: unknown, path: string, key: string) => void,
  object: Record<string, unknown>,
  path: string,
  key: string,
): void {
  const value = optional(object, key);
  if (value !== undefined) check(value, path, key);
}

/**
 * Checks that a parsed value fits the BatchResult schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeBatchResult(JSON.parse(text))
 */
export function decodeBatchResult(value: unknown, path = ""): BatchResult {
  const o = record(value, path);
  str(o["type"], path, "type");
  const v0 = optional(o, "id");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string" || v0 === null)) fail(at(path, "id"), "a string or null", v0);
  }
  const v1 = optional(o, "clientOrderId");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string" || v1 === null)) fail(at(path, "clientOrderId"), "a string or null", v1);
  }
  const v2 = optional(o, "result");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string" || v2 === null)) fail(at(path, "result"), "a string or null", v2);
  }
  const v3 = optional(o, "rejectedReason");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string" || v3 === null)) fail(at(path, "rejectedReason"), "a string or null", v3);
  }
  return value as BatchResult;
}

/**
 * Checks that a parsed value fits the BatchResultList schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeBatchResultList(JSON.parse(text))
 */
export function decodeBatchResultList(value: unknown, path = ""): BatchResultList {
  const o = record(value, path);
  const v0: unknown = o["results"];
  if (!Array.isArray(v0)) fail(at(path, "results"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeBatchResult(x2, at(at(path, "results"), i1));
  }
  return value as BatchResultList;
}

/**
 * Checks that a parsed value fits the CancelResultItem schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeCancelResultItem(JSON.parse(text))
 */
export function decodeCancelResultItem(value: unknown, path = ""): CancelResultItem {
  const o = record(value, path);
  maybe(str, o, path, "clientOrderId");
  str(o["id"], path, "id");
  str(o["result"], path, "result");
  return value as CancelResultItem;
}

/**
 * Checks that a parsed value fits the CancelResultList schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeCancelResultList(JSON.parse(text))
 */
export function decodeCancelResultList(value: unknown, path = ""): CancelResultList {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeCancelResultItem(x2, at(at(path, "data"), i1));
  }
  return value as CancelResultList;
}

/**
 * Checks that a parsed value fits the DryRunResult schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeDryRunResult(JSON.parse(text))
 */
export function decodeDryRunResult(value: unknown, path = ""): DryRunResult {
  const o = record(value, path);
  str(o["code"], path, "code");
  str(o["marginAvailable"], path, "marginAvailable");
  str(o["marginRequired"], path, "marginRequired");
  str(o["riskAvailable"], path, "riskAvailable");
  str(o["riskUsed"], path, "riskUsed");
  str(o["totalUsedMargin"], path, "totalUsedMargin");
  return value as DryRunResult;
}

/**
 * Checks that a parsed value fits the Fill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeFill(JSON.parse(text))
 */
export function decodeFill(value: unknown, path = ""): Fill {
  const o = record(value, path);
  maybe(str, o, path, "clientOrderId");
  int(o["createdAt"], path, "createdAt");
  str(o["feeUsd"], path, "feeUsd");
  str(o["filled"], path, "filled");
  str(o["id"], path, "id");
  bool(o["isMaker"], path, "isMaker");
  str(o["orderId"], path, "orderId");
  str(o["price"], path, "price");
  str(o["productId"], path, "productId");
  bool(o["reduceOnly"], path, "reduceOnly");
  int(o["side"], path, "side");
  str(o["subaccountId"], path, "subaccountId");
  str(o["type"], path, "type");
  return value as Fill;
}

/**
 * Checks that a parsed value fits the FillPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeFillPage(JSON.parse(text))
 */
export function decodeFillPage(value: unknown, path = ""): FillPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeFill(x2, at(at(path, "data"), i1));
  }
  maybe(bool, o, path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as FillPage;
}

/**
 * Checks that a parsed value fits the FundingRate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeFundingRate(JSON.parse(text))
 */
export function decodeFundingRate(value: unknown, path = ""): FundingRate {
  const o = record(value, path);
  int(o["createdAt"], path, "createdAt");
  str(o["fundingRate1h"], path, "fundingRate1h");
  return value as FundingRate;
}

/**
 * Checks that a parsed value fits the FundingRatePage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeFundingRatePage(JSON.parse(text))
 */
export function decodeFundingRatePage(value: unknown, path = ""): FundingRatePage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeFundingRate(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as FundingRatePage;
}

/**
 * Checks that a parsed value fits the HttpFixedRateLimitEndpointDto schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeHttpFixedRateLimitEndpointDto(JSON.parse(text))
 */
export function decodeHttpFixedRateLimitEndpointDto(value: unknown, path = ""): HttpFixedRateLimitEndpointDto {
  const o = record(value, path);
  num(o["fixedPoints"], path, "fixedPoints");
  str(o["method"], path, "method");
  str(o["path"], path, "path");
  str(o["protocol"], path, "protocol");
  str(o["type"], path, "type");
  return value as HttpFixedRateLimitEndpointDto;
}

/**
 * Checks that a parsed value fits the HttpPaginatedRateLimitEndpointDto schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeHttpPaginatedRateLimitEndpointDto(JSON.parse(text))
 */
export function decodeHttpPaginatedRateLimitEndpointDto(value: unknown, path = ""): HttpPaginatedRateLimitEndpointDto {
  const o = record(value, path);
  num(o["basePoints"], path, "basePoints");
  str(o["method"], path, "method");
  str(o["path"], path, "path");
  num(o["pointsPerRow"], path, "pointsPerRow");
  str(o["protocol"], path, "protocol");
  str(o["type"], path, "type");
  return value as HttpPaginatedRateLimitEndpointDto;
}

/**
 * Checks that a parsed value fits the LinkedSigner schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLinkedSigner(JSON.parse(text))
 */
export function decodeLinkedSigner(value: unknown, path = ""): LinkedSigner {
  const o = record(value, path);
  maybe(str, o, path, "blockNumber");
  maybe(str, o, path, "category");
  int(o["createdAt"], path, "createdAt");
  int(o["expiresAt"], path, "expiresAt");
  str(o["id"], path, "id");
  maybe(int, o, path, "linkedAt");
  maybe(str, o, path, "name");
  maybe(int, o, path, "revokedAt");
  maybe(str, o, path, "revokedBlockNumber");
  str(o["signer"], path, "signer");
  str(o["status"], path, "status");
  maybe(bool, o, path, "isActive");
  return value as LinkedSigner;
}

/**
 * Checks that a parsed value fits the LinkedSignerPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLinkedSignerPage(JSON.parse(text))
 */
export function decodeLinkedSignerPage(value: unknown, path = ""): LinkedSignerPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeLinkedSigner(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as LinkedSignerPage;
}

/**
 * Checks that a parsed value fits the LinkedSignerQuota schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLinkedSignerQuota(JSON.parse(text))
 */
export function decodeLinkedSignerQuota(value: unknown, path = ""): LinkedSignerQuota {
  const o = record(value, path);
  int(o["linkedSignerRefreshHoursBeforeExpiry"], path, "linkedSignerRefreshHoursBeforeExpiry");
  int(o["linkedSignersUsedInPeriod"], path, "linkedSignersUsedInPeriod");
  int(o["maxLinkedSignersInPeriod"], path, "maxLinkedSignersInPeriod");
  int(o["maxLinkedSignersPeriodDays"], path, "maxLinkedSignersPeriodDays");
  return value as LinkedSignerQuota;
}

/**
 * Checks that a parsed value fits the Liquidation schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLiquidation(JSON.parse(text))
 */
export function decodeLiquidation(value: unknown, path = ""): Liquidation {
  const o = record(value, path);
  str(o["cause"], path, "cause");
  str(o["cost"], path, "cost");
  int(o["createdAt"], path, "createdAt");
  maybe(str, o, path, "fundingChargeUsd");
  str(o["id"], path, "id");
  str(o["liquidationPrice"], path, "liquidationPrice");
  str(o["positionId"], path, "positionId");
  int(o["positionSide"], path, "positionSide");
  str(o["productId"], path, "productId");
  str(o["subaccountId"], path, "subaccountId");
  return value as Liquidation;
}

/**
 * Checks that a parsed value fits the LiquidationPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeLiquidationPage(JSON.parse(text))
 */
export function decodeLiquidationPage(value: unknown, path = ""): LiquidationPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeLiquidation(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as LiquidationPage;
}

/**
 * Checks that a parsed value fits the Maintenance schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeMaintenance(JSON.parse(text))
 */
export function decodeMaintenance(value: unknown, path = ""): Maintenance {
  const o = record(value, path);
  bool(o["isEnabled"], path, "isEnabled");
  return value as Maintenance;
}

/**
 * Checks that a parsed value fits the MarketLiquidity schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeMarketLiquidity(JSON.parse(text))
 */
export function decodeMarketLiquidity(value: unknown, path = ""): MarketLiquidity {
  const o = record(value, path);
  const v0: unknown = o["asks"];
  if (!Array.isArray(v0)) fail(at(path, "asks"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    if (!Array.isArray(x2)) fail(at(at(path, "asks"), i1), "an array", x2);
    for (let i3 = 0; i3 < x2.length; i3++) {
      const x4: unknown = x2[i3];
      if (!(typeof x4 === "string")) fail(at(at(at(path, "asks"), i1), i3), "a string", x4);
    }
  }
  const v5: unknown = o["bids"];
  if (!Array.isArray(v5)) fail(at(path, "bids"), "an array", v5);
  for (let i6 = 0; i6 < v5.length; i6++) {
    const x7: unknown = v5[i6];
    if (!Array.isArray(x7)) fail(at(at(path, "bids"), i6), "an array", x7);
    for (let i8 = 0; i8 < x7.length; i8++) {
      const x9: unknown = x7[i8];
      if (!(typeof x9 === "string")) fail(at(at(at(path, "bids"), i6), i8), "a string", x9);
    }
  }
  maybe(int, o, path, "previousTimestamp");
  str(o["productId"], path, "productId");
  int(o["timestamp"], path, "timestamp");
  return value as MarketLiquidity;
}

/**
 * Checks that a parsed value fits the MarketPrice schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeMarketPrice(JSON.parse(text))
 */
export function decodeMarketPrice(value: unknown, path = ""): MarketPrice {
  const o = record(value, path);
  maybe(str, o, path, "bestAskPrice");
  maybe(str, o, path, "bestBidPrice");
  maybe(str, o, path, "oraclePrice");
  maybe(str, o, path, "price24hAgo");
  str(o["productId"], path, "productId");
  return value as MarketPrice;
}

/**
 * Checks that a parsed value fits the MarketPriceList schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeMarketPriceList(JSON.parse(text))
 */
export function decodeMarketPriceList(value: unknown, path = ""): MarketPriceList {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeMarketPrice(x2, at(at(path, "data"), i1));
  }
  return value as MarketPriceList;
}

/**
 * Checks that a parsed value fits the Order schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrder(JSON.parse(text))
 */
export function decodeOrder(value: unknown, path = ""): Order {
  const o = record(value, path);
  str(o["availableQuantity"], path, "availableQuantity");
  maybe(str, o, path, "clientOrderId");
  bool(o["close"], path, "close");
  int(o["createdAt"], path, "createdAt");
  int(o["expiresAt"], path, "expiresAt");
  str(o["filled"], path, "filled");
  maybe(int, o, path, "groupContingencyType");
  maybe(str, o, path, "groupId");
  str(o["id"], path, "id");
  maybe(bool, o, path, "postOnly");
  str(o["price"], path, "price");
  str(o["productId"], path, "productId");
  str(o["quantity"], path, "quantity");
  bool(o["reduceOnly"], path, "reduceOnly");
  maybe(str, o, path, "rejectedReason");
  str(o["sender"], path, "sender");
  int(o["side"], path, "side");
  str(o["status"], path, "status");
  str(o["stopPrice"], path, "stopPrice");
  maybe(int, o, path, "stopPriceType");
  maybe(int, o, path, "stopType");
  str(o["subaccountId"], path, "subaccountId");
  maybe(str, o, path, "timeInForce");
  str(o["triggered"], path, "triggered");
  str(o["type"], path, "type");
  int(o["updatedAt"], path, "updatedAt");
  return value as Order;
}

/**
 * Checks that a parsed value fits the OrderPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeOrderPage(JSON.parse(text))
 */
export function decodeOrderPage(value: unknown, path = ""): OrderPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeOrder(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as OrderPage;
}

/**
 * Checks that a parsed value fits the PlacedOrder schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePlacedOrder(JSON.parse(text))
 */
export function decodePlacedOrder(value: unknown, path = ""): PlacedOrder {
  const o = record(value, path);
  maybe(str, o, path, "clientOrderId");
  str(o["filled"], path, "filled");
  str(o["id"], path, "id");
  str(o["result"], path, "result");
  return value as PlacedOrder;
}

/**
 * Checks that a parsed value fits the PointsPeriod schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePointsPeriod(JSON.parse(text))
 */
export function decodePointsPeriod(value: unknown, path = ""): PointsPeriod {
  const o = record(value, path);
  str(o["address"], path, "address");
  int(o["createdAt"], path, "createdAt");
  int(o["endedAt"], path, "endedAt");
  int(o["epoch"], path, "epoch");
  str(o["id"], path, "id");
  maybe(str, o, path, "name");
  str(o["points"], path, "points");
  str(o["referralPoints"], path, "referralPoints");
  int(o["season"], path, "season");
  int(o["startedAt"], path, "startedAt");
  int(o["updatedAt"], path, "updatedAt");
  return value as PointsPeriod;
}

/**
 * Checks that a parsed value fits the PointsPeriodList schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePointsPeriodList(JSON.parse(text))
 */
export function decodePointsPeriodList(value: unknown, path = ""): PointsPeriodList {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodePointsPeriod(x2, at(at(path, "data"), i1));
  }
  return value as PointsPeriodList;
}

/**
 * Checks that a parsed value fits the PointsSeasonSummary schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePointsSeasonSummary(JSON.parse(text))
 */
export function decodePointsSeasonSummary(value: unknown, path = ""): PointsSeasonSummary {
  const o = record(value, path);
  str(o["address"], path, "address");
  int(o["createdAt"], path, "createdAt");
  str(o["id"], path, "id");
  int(o["previousRank"], path, "previousRank");
  str(o["previousReferralPoints"], path, "previousReferralPoints");
  str(o["previousTotalPoints"], path, "previousTotalPoints");
  int(o["rank"], path, "rank");
  str(o["referralPoints"], path, "referralPoints");
  int(o["season"], path, "season");
  int(o["tier"], path, "tier");
  str(o["totalPoints"], path, "totalPoints");
  int(o["updatedAt"], path, "updatedAt");
  return value as PointsSeasonSummary;
}

/**
 * Checks that a parsed value fits the PointsSeasonSummaryList schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePointsSeasonSummaryList(JSON.parse(text))
 */
export function decodePointsSeasonSummaryList(value: unknown, path = ""): PointsSeasonSummaryList {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodePointsSeasonSummary(x2, at(at(path, "data"), i1));
  }
  return value as PointsSeasonSummaryList;
}

/**
 * Checks that a parsed value fits the Position schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePosition(JSON.parse(text))
 */
export function decodePosition(value: unknown, path = ""): Position {
  const o = record(value, path);
  str(o["cost"], path, "cost");
  int(o["createdAt"], path, "createdAt");
  str(o["feesAccruedUsd"], path, "feesAccruedUsd");
  str(o["fundingAccruedUsd"], path, "fundingAccruedUsd");
  str(o["fundingUsd"], path, "fundingUsd");
  str(o["id"], path, "id");
  bool(o["isLiquidated"], path, "isLiquidated");
  maybe(str, o, path, "liquidationPrice");
  str(o["productId"], path, "productId");
  str(o["realizedPnl"], path, "realizedPnl");
  int(o["side"], path, "side");
  str(o["size"], path, "size");
  str(o["totalDecreaseNotional"], path, "totalDecreaseNotional");
  str(o["totalDecreaseQuantity"], path, "totalDecreaseQuantity");
  str(o["totalIncreaseNotional"], path, "totalIncreaseNotional");
  str(o["totalIncreaseQuantity"], path, "totalIncreaseQuantity");
  maybe(str, o, path, "unrealizedPnl");
  int(o["updatedAt"], path, "updatedAt");
  bool(o["wasDeleveraged"], path, "wasDeleveraged");
  return value as Position;
}

/**
 * Checks that a parsed value fits the PositionFill schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionFill(JSON.parse(text))
 */
export function decodePositionFill(value: unknown, path = ""): PositionFill {
  const o = record(value, path);
  int(o["createdAt"], path, "createdAt");
  str(o["feeUsd"], path, "feeUsd");
  str(o["filled"], path, "filled");
  str(o["price"], path, "price");
  str(o["realizedPnl"], path, "realizedPnl");
  bool(o["reduceOnly"], path, "reduceOnly");
  int(o["side"], path, "side");
  str(o["type"], path, "type");
  return value as PositionFill;
}

/**
 * Checks that a parsed value fits the PositionFillPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionFillPage(JSON.parse(text))
 */
export function decodePositionFillPage(value: unknown, path = ""): PositionFillPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodePositionFill(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as PositionFillPage;
}

/**
 * Checks that a parsed value fits the PositionPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodePositionPage(JSON.parse(text))
 */
export function decodePositionPage(value: unknown, path = ""): PositionPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodePosition(x2, at(at(path, "data"), i1));
  }
  maybe(bool, o, path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as PositionPage;
}

/**
 * Checks that a parsed value fits the Product schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeProduct(JSON.parse(text))
 */
export function decodeProduct(value: unknown, path = ""): Product {
  const o = record(value, path);
  str(o["baseTokenAddress"], path, "baseTokenAddress");
  str(o["baseTokenName"], path, "baseTokenName");
  str(o["blockNumber"], path, "blockNumber");
  int(o["createdAt"], path, "createdAt");
  str(o["cumulativeFundingUsd"], path, "cumulativeFundingUsd");
  str(o["displayTicker"], path, "displayTicker");
  int(o["engineType"], path, "engineType");
  str(o["fundingBaselineApr"], path, "fundingBaselineApr");
  str(o["fundingClampApr"], path, "fundingClampApr");
  str(o["fundingMaxApr"], path, "fundingMaxApr");
  str(o["fundingRate1h"], path, "fundingRate1h");
  maybe(int, o, path, "fundingUpdatedAt");
  str(o["id"], path, "id");
  str(o["lotSize"], path, "lotSize");
  str(o["makerFee"], path, "makerFee");
  num(o["maxLeverage"], path, "maxLeverage");
  str(o["maxOpenInterestUsd"], path, "maxOpenInterestUsd");
  str(o["maxPositionNotionalUsd"], path, "maxPositionNotionalUsd");
  str(o["maxPrice"], path, "maxPrice");
  str(o["maxQuantity"], path, "maxQuantity");
  str(o["minPrice"], path, "minPrice");
  str(o["minQuantity"], path, "minQuantity");
  int(o["onchainId"], path, "onchainId");
  str(o["openInterest"], path, "openInterest");
  int(o["pythFeedId"], path, "pythFeedId");
  str(o["quoteTokenAddress"], path, "quoteTokenAddress");
  str(o["quoteTokenName"], path, "quoteTokenName");
  str(o["status"], path, "status");
  str(o["takerFee"], path, "takerFee");
  str(o["tickSize"], path, "tickSize");
  str(o["ticker"], path, "ticker");
  str(o["volume24h"], path, "volume24h");
  return value as Product;
}

/**
 * Checks that a parsed value fits the ProductPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeProductPage(JSON.parse(text))
 */
export function decodeProductPage(value: unknown, path = ""): ProductPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeProduct(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as ProductPage;
}

/**
 * Checks that a parsed value fits the ProjectedFundingRate schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeProjectedFundingRate(JSON.parse(text))
 */
export function decodeProjectedFundingRate(value: unknown, path = ""): ProjectedFundingRate {
  const o = record(value, path);
  str(o["fundingRate1h"], path, "fundingRate1h");
  str(o["fundingRateProjected1h"], path, "fundingRateProjected1h");
  str(o["productId"], path, "productId");
  return value as ProjectedFundingRate;
}

/**
 * Checks that a parsed value fits the ProjectedFundingRatePage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeProjectedFundingRatePage(JSON.parse(text))
 */
export function decodeProjectedFundingRatePage(value: unknown, path = ""): ProjectedFundingRatePage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeProjectedFundingRate(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as ProjectedFundingRatePage;
}

/**
 * Checks that a parsed value fits the RateLimitConfig schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeRateLimitConfig(JSON.parse(text))
 */
export function decodeRateLimitConfig(value: unknown, path = ""): RateLimitConfig {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    const matches3 = (): boolean => {
      try { decodeHttpPaginatedRateLimitEndpointDto(x2, at(at(path, "data"), i1)); return true; } catch { /* the next shape */ }
      try { decodeHttpFixedRateLimitEndpointDto(x2, at(at(path, "data"), i1)); return true; } catch { /* the next shape */ }
      try { decodeWsFixedRateLimitEndpointDto(x2, at(at(path, "data"), i1)); return true; } catch { /* the next shape */ }
      try { decodeWs2FixedRateLimitEndpointDto(x2, at(at(path, "data"), i1)); return true; } catch { /* the next shape */ }
      return false;
    };
    if (!matches3()) fail(at(at(path, "data"), i1), "an object or an object or an object or an object", x2);
  }
  return value as RateLimitConfig;
}

/**
 * Checks that a parsed value fits the Referral schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeReferral(JSON.parse(text))
 */
export function decodeReferral(value: unknown, path = ""): Referral {
  const o = record(value, path);
  maybe(str, o, path, "code");
  int(o["codeUsageRemaining"], path, "codeUsageRemaining");
  int(o["createdAt"], path, "createdAt");
  str(o["id"], path, "id");
  str(o["referee"], path, "referee");
  str(o["refereeTotalPoints"], path, "refereeTotalPoints");
  maybe(str, o, path, "referrer");
  return value as Referral;
}

/**
 * Checks that a parsed value fits the ReferralCodeUsage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeReferralCodeUsage(JSON.parse(text))
 */
export function decodeReferralCodeUsage(value: unknown, path = ""): ReferralCodeUsage {
  const o = record(value, path);
  str(o["code"], path, "code");
  int(o["remainingUsage"], path, "remainingUsage");
  return value as ReferralCodeUsage;
}

/**
 * Checks that a parsed value fits the ReferralPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeReferralPage(JSON.parse(text))
 */
export function decodeReferralPage(value: unknown, path = ""): ReferralPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeReferral(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as ReferralPage;
}

/**
 * Checks that a parsed value fits the RpcConfig schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeRpcConfig(JSON.parse(text))
 */
export function decodeRpcConfig(value: unknown, path = ""): RpcConfig {
  const o = record(value, path);
  const v0: unknown = o["domain"];
  decodeRpcConfigDomain(v0, at(path, "domain"));
  const v1: unknown = o["signatureTypes"];
  decodeRpcConfigSignatureTypes(v1, at(path, "signatureTypes"));
  return value as RpcConfig;
}

/**
 * Checks that a parsed value fits the RpcConfigDomain schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeRpcConfigDomain(JSON.parse(text))
 */
export function decodeRpcConfigDomain(value: unknown, path = ""): RpcConfigDomain {
  const o = record(value, path);
  int(o["chainId"], path, "chainId");
  str(o["name"], path, "name");
  str(o["verifyingContract"], path, "verifyingContract");
  str(o["version"], path, "version");
  return value as RpcConfigDomain;
}

/**
 * Checks that a parsed value fits the RpcConfigSignatureTypes schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeRpcConfigSignatureTypes(JSON.parse(text))
 */
export function decodeRpcConfigSignatureTypes(value: unknown, path = ""): RpcConfigSignatureTypes {
  const o = record(value, path);
  str(o["CancelOrder"], path, "CancelOrder");
  str(o["EIP712Auth"], path, "EIP712Auth");
  str(o["ExtendLinkedSigner"], path, "ExtendLinkedSigner");
  str(o["InitiateWithdraw"], path, "InitiateWithdraw");
  str(o["LinkSigner"], path, "LinkSigner");
  str(o["RefreshLinkedSigner"], path, "RefreshLinkedSigner");
  str(o["RevokeLinkedSigner"], path, "RevokeLinkedSigner");
  str(o["TradeOrder"], path, "TradeOrder");
  return value as RpcConfigSignatureTypes;
}

/**
 * Checks that a parsed value fits the ServerTime schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeServerTime(JSON.parse(text))
 */
export function decodeServerTime(value: unknown, path = ""): ServerTime {
  const o = record(value, path);
  num(o["time"], path, "time");
  return value as ServerTime;
}

/**
 * Checks that a parsed value fits the Subaccount schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccount(JSON.parse(text))
 */
export function decodeSubaccount(value: unknown, path = ""): Subaccount {
  const o = record(value, path);
  str(o["account"], path, "account");
  int(o["createdAt"], path, "createdAt");
  str(o["createdBlockNumber"], path, "createdBlockNumber");
  str(o["id"], path, "id");
  str(o["name"], path, "name");
  maybe(str, o, path, "registeredBlockNumber");
  maybe(str, o, path, "blockNumber");
  return value as Subaccount;
}

/**
 * Checks that a parsed value fits the SubaccountBalance schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountBalance(JSON.parse(text))
 */
export function decodeSubaccountBalance(value: unknown, path = ""): SubaccountBalance {
  const o = record(value, path);
  str(o["amount"], path, "amount");
  str(o["available"], path, "available");
  str(o["subaccountId"], path, "subaccountId");
  str(o["tokenAddress"], path, "tokenAddress");
  str(o["tokenId"], path, "tokenId");
  str(o["tokenName"], path, "tokenName");
  str(o["totalUsed"], path, "totalUsed");
  int(o["updatedAt"], path, "updatedAt");
  return value as SubaccountBalance;
}

/**
 * Checks that a parsed value fits the SubaccountBalancePage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountBalancePage(JSON.parse(text))
 */
export function decodeSubaccountBalancePage(value: unknown, path = ""): SubaccountBalancePage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeSubaccountBalance(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as SubaccountBalancePage;
}

/**
 * Checks that a parsed value fits the SubaccountPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSubaccountPage(JSON.parse(text))
 */
export function decodeSubaccountPage(value: unknown, path = ""): SubaccountPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeSubaccount(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as SubaccountPage;
}

/**
 * Checks that a parsed value fits the Token schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeToken(JSON.parse(text))
 */
export function decodeToken(value: unknown, path = ""): Token {
  const o = record(value, path);
  str(o["addedBlockNumber"], path, "addedBlockNumber");
  str(o["address"], path, "address");
  int(o["createdAt"], path, "createdAt");
  bool(o["depositEnabled"], path, "depositEnabled");
  str(o["depositFee"], path, "depositFee");
  maybe(num, o, path, "erc20Decimals");
  maybe(str, o, path, "erc20Name");
  maybe(str, o, path, "erc20Symbol");
  str(o["id"], path, "id");
  str(o["lzOftAddress"], path, "lzOftAddress");
  str(o["minDeposit"], path, "minDeposit");
  str(o["name"], path, "name");
  maybe(str, o, path, "removedBlockNumber");
  bool(o["withdrawEnabled"], path, "withdrawEnabled");
  str(o["withdrawFee"], path, "withdrawFee");
  return value as Token;
}

/**
 * Checks that a parsed value fits the TokenPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTokenPage(JSON.parse(text))
 */
export function decodeTokenPage(value: unknown, path = ""): TokenPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeToken(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as TokenPage;
}

/**
 * Checks that a parsed value fits the TotalPoints schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTotalPoints(JSON.parse(text))
 */
export function decodeTotalPoints(value: unknown, path = ""): TotalPoints {
  const o = record(value, path);
  str(o["referralPoints"], path, "referralPoints");
  str(o["totalPoints"], path, "totalPoints");
  maybe(int, o, path, "updatedAt");
  return value as TotalPoints;
}

/**
 * Checks that a parsed value fits the Trade schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTrade(JSON.parse(text))
 */
export function decodeTrade(value: unknown, path = ""): Trade {
  const o = record(value, path);
  int(o["createdAt"], path, "createdAt");
  str(o["filled"], path, "filled");
  str(o["id"], path, "id");
  maybe(str, o, path, "makerClientOrderId");
  str(o["makerFeeUsd"], path, "makerFeeUsd");
  str(o["makerOrderId"], path, "makerOrderId");
  int(o["makerSide"], path, "makerSide");
  str(o["price"], path, "price");
  str(o["productId"], path, "productId");
  maybe(str, o, path, "takerClientOrderId");
  str(o["takerFeeUsd"], path, "takerFeeUsd");
  str(o["takerOrderId"], path, "takerOrderId");
  int(o["takerSide"], path, "takerSide");
  return value as Trade;
}

/**
 * Checks that a parsed value fits the TradePage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTradePage(JSON.parse(text))
 */
export function decodeTradePage(value: unknown, path = ""): TradePage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeTrade(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as TradePage;
}

/**
 * Checks that a parsed value fits the Transfer schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTransfer(JSON.parse(text))
 */
export function decodeTransfer(value: unknown, path = ""): Transfer {
  const o = record(value, path);
  str(o["amount"], path, "amount");
  int(o["createdAt"], path, "createdAt");
  str(o["fee"], path, "fee");
  maybe(str, o, path, "finalizedBlockNumber");
  maybe(str, o, path, "finalizedTransactionHash");
  str(o["id"], path, "id");
  maybe(str, o, path, "initiatedBlockNumber");
  maybe(str, o, path, "initiatedTransactionHash");
  maybe(str, o, path, "lzDestinationAddress");
  maybe(int, o, path, "lzDestinationEid");
  str(o["status"], path, "status");
  str(o["subaccountId"], path, "subaccountId");
  str(o["tokenAddress"], path, "tokenAddress");
  str(o["tokenName"], path, "tokenName");
  str(o["type"], path, "type");
  maybe(str, o, path, "subaccount");
  maybe(str, o, path, "token");
  return value as Transfer;
}

/**
 * Checks that a parsed value fits the TransferPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeTransferPage(JSON.parse(text))
 */
export function decodeTransferPage(value: unknown, path = ""): TransferPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeTransfer(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as TransferPage;
}

/**
 * Checks that a parsed value fits the Whitelist schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeWhitelist(JSON.parse(text))
 */
export function decodeWhitelist(value: unknown, path = ""): Whitelist {
  const o = record(value, path);
  bool(o["isWhitelisted"], path, "isWhitelisted");
  return value as Whitelist;
}

/**
 * Checks that a parsed value fits the Withdrawal schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeWithdrawal(JSON.parse(text))
 */
export function decodeWithdrawal(value: unknown, path = ""): Withdrawal {
  const o = record(value, path);
  str(o["amount"], path, "amount");
  int(o["createdAt"], path, "createdAt");
  maybe(str, o, path, "finalizedBlockNumber");
  str(o["id"], path, "id");
  maybe(str, o, path, "initiatedBlockNumber");
  maybe(str, o, path, "lzDestinationAddress");
  maybe(int, o, path, "lzDestinationEid");
  str(o["status"], path, "status");
  str(o["subaccount"], path, "subaccount");
  str(o["token"], path, "token");
  str(o["withdrawDigest"], path, "withdrawDigest");
  maybe(str, o, path, "digest");
  return value as Withdrawal;
}

/**
 * Checks that a parsed value fits the WithdrawalPage schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeWithdrawalPage(JSON.parse(text))
 */
export function decodeWithdrawalPage(value: unknown, path = ""): WithdrawalPage {
  const o = record(value, path);
  const v0: unknown = o["data"];
  if (!Array.isArray(v0)) fail(at(path, "data"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    decodeWithdrawal(x2, at(at(path, "data"), i1));
  }
  bool(o["hasNext"], path, "hasNext");
  maybe(str, o, path, "nextCursor");
  return value as WithdrawalPage;
}

/**
 * Checks that a parsed value fits the Ws2FixedRateLimitEndpointDto schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeWs2FixedRateLimitEndpointDto(JSON.parse(text))
 */
export function decodeWs2FixedRateLimitEndpointDto(value: unknown, path = ""): Ws2FixedRateLimitEndpointDto {
  const o = record(value, path);
  num(o["fixedPoints"], path, "fixedPoints");
  str(o["path"], path, "path");
  str(o["protocol"], path, "protocol");
  str(o["type"], path, "type");
  return value as Ws2FixedRateLimitEndpointDto;
}

/**
 * Checks that a parsed value fits the WsFixedRateLimitEndpointDto schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeWsFixedRateLimitEndpointDto(JSON.parse(text))
 */
export function decodeWsFixedRateLimitEndpointDto(value: unknown, path = ""): WsFixedRateLimitEndpointDto {
  const o = record(value, path);
  num(o["fixedPoints"], path, "fixedPoints");
  str(o["namespace"], path, "namespace");
  str(o["protocol"], path, "protocol");
  str(o["type"], path, "type");
  return value as WsFixedRateLimitEndpointDto;
}
