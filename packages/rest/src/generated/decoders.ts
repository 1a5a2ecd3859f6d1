// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
// (content sha256 068e801fb328cd76acaced4eab3ea86cd25268453add60a82690574d5af4760e) Do not edit; run pnpm generate.

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

function str(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}

function int(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}

function num(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (!(typeof value === "number" && Number.isFinite(value))) fail(at(path, key), "a number", value);
}

function bool(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}

/** Checks an optional property with one of the helpers above; `null` counts as absent. */
function maybe(
  check: (object: Record<string, unknown>, path: string, key: string) => void,
  object: Record<string, unknown>,
  path: string,
  key: string,
): void {
  if (optional(object, key) !== undefined) check(object, path, key);
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
  str(o, path, "type");
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
  str(o, path, "id");
  str(o, path, "result");
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
  str(o, path, "code");
  str(o, path, "marginAvailable");
  str(o, path, "marginRequired");
  str(o, path, "riskAvailable");
  str(o, path, "riskUsed");
  str(o, path, "totalUsedMargin");
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
  int(o, path, "createdAt");
  str(o, path, "feeUsd");
  str(o, path, "filled");
  str(o, path, "id");
  bool(o, path, "isMaker");
  str(o, path, "orderId");
  str(o, path, "price");
  str(o, path, "productId");
  bool(o, path, "reduceOnly");
  int(o, path, "side");
  str(o, path, "subaccountId");
  str(o, path, "type");
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
  int(o, path, "createdAt");
  str(o, path, "fundingRate1h");
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
  bool(o, path, "hasNext");
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
  num(o, path, "fixedPoints");
  str(o, path, "method");
  str(o, path, "path");
  str(o, path, "protocol");
  str(o, path, "type");
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
  num(o, path, "basePoints");
  str(o, path, "method");
  str(o, path, "path");
  num(o, path, "pointsPerRow");
  str(o, path, "protocol");
  str(o, path, "type");
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
  int(o, path, "createdAt");
  int(o, path, "expiresAt");
  str(o, path, "id");
  maybe(int, o, path, "linkedAt");
  maybe(str, o, path, "name");
  maybe(int, o, path, "revokedAt");
  maybe(str, o, path, "revokedBlockNumber");
  str(o, path, "signer");
  str(o, path, "status");
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
  bool(o, path, "hasNext");
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
  int(o, path, "linkedSignerRefreshHoursBeforeExpiry");
  int(o, path, "linkedSignersUsedInPeriod");
  int(o, path, "maxLinkedSignersInPeriod");
  int(o, path, "maxLinkedSignersPeriodDays");
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
  str(o, path, "cause");
  str(o, path, "cost");
  int(o, path, "createdAt");
  maybe(str, o, path, "fundingChargeUsd");
  str(o, path, "id");
  str(o, path, "liquidationPrice");
  str(o, path, "positionId");
  int(o, path, "positionSide");
  str(o, path, "productId");
  str(o, path, "subaccountId");
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
  bool(o, path, "hasNext");
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
  bool(o, path, "isEnabled");
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
  str(o, path, "productId");
  int(o, path, "timestamp");
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
  str(o, path, "productId");
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
  str(o, path, "availableQuantity");
  maybe(str, o, path, "clientOrderId");
  bool(o, path, "close");
  int(o, path, "createdAt");
  int(o, path, "expiresAt");
  str(o, path, "filled");
  maybe(int, o, path, "groupContingencyType");
  maybe(str, o, path, "groupId");
  str(o, path, "id");
  maybe(bool, o, path, "postOnly");
  str(o, path, "price");
  str(o, path, "productId");
  str(o, path, "quantity");
  bool(o, path, "reduceOnly");
  maybe(str, o, path, "rejectedReason");
  str(o, path, "sender");
  int(o, path, "side");
  str(o, path, "status");
  str(o, path, "stopPrice");
  maybe(int, o, path, "stopPriceType");
  maybe(int, o, path, "stopType");
  str(o, path, "subaccountId");
  maybe(str, o, path, "timeInForce");
  str(o, path, "triggered");
  str(o, path, "type");
  int(o, path, "updatedAt");
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
  bool(o, path, "hasNext");
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
  str(o, path, "filled");
  str(o, path, "id");
  str(o, path, "result");
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
  str(o, path, "address");
  int(o, path, "createdAt");
  int(o, path, "endedAt");
  int(o, path, "epoch");
  str(o, path, "id");
  maybe(str, o, path, "name");
  str(o, path, "points");
  str(o, path, "referralPoints");
  int(o, path, "season");
  int(o, path, "startedAt");
  int(o, path, "updatedAt");
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
  str(o, path, "address");
  int(o, path, "createdAt");
  str(o, path, "id");
  int(o, path, "previousRank");
  str(o, path, "previousReferralPoints");
  str(o, path, "previousTotalPoints");
  int(o, path, "rank");
  str(o, path, "referralPoints");
  int(o, path, "season");
  int(o, path, "tier");
  str(o, path, "totalPoints");
  int(o, path, "updatedAt");
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
  str(o, path, "cost");
  int(o, path, "createdAt");
  str(o, path, "feesAccruedUsd");
  str(o, path, "fundingAccruedUsd");
  str(o, path, "fundingUsd");
  str(o, path, "id");
  bool(o, path, "isLiquidated");
  maybe(str, o, path, "liquidationPrice");
  str(o, path, "productId");
  str(o, path, "realizedPnl");
  int(o, path, "side");
  str(o, path, "size");
  str(o, path, "totalDecreaseNotional");
  str(o, path, "totalDecreaseQuantity");
  str(o, path, "totalIncreaseNotional");
  str(o, path, "totalIncreaseQuantity");
  maybe(str, o, path, "unrealizedPnl");
  int(o, path, "updatedAt");
  bool(o, path, "wasDeleveraged");
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
  int(o, path, "createdAt");
  str(o, path, "feeUsd");
  str(o, path, "filled");
  str(o, path, "price");
  str(o, path, "realizedPnl");
  bool(o, path, "reduceOnly");
  int(o, path, "side");
  str(o, path, "type");
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
  bool(o, path, "hasNext");
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
  str(o, path, "baseTokenAddress");
  str(o, path, "baseTokenName");
  str(o, path, "blockNumber");
  int(o, path, "createdAt");
  str(o, path, "cumulativeFundingUsd");
  str(o, path, "displayTicker");
  int(o, path, "engineType");
  str(o, path, "fundingBaselineApr");
  str(o, path, "fundingClampApr");
  str(o, path, "fundingMaxApr");
  str(o, path, "fundingRate1h");
  maybe(int, o, path, "fundingUpdatedAt");
  str(o, path, "id");
  str(o, path, "lotSize");
  str(o, path, "makerFee");
  num(o, path, "maxLeverage");
  str(o, path, "maxOpenInterestUsd");
  str(o, path, "maxPositionNotionalUsd");
  str(o, path, "maxPrice");
  str(o, path, "maxQuantity");
  str(o, path, "minPrice");
  str(o, path, "minQuantity");
  int(o, path, "onchainId");
  str(o, path, "openInterest");
  int(o, path, "pythFeedId");
  str(o, path, "quoteTokenAddress");
  str(o, path, "quoteTokenName");
  str(o, path, "status");
  str(o, path, "takerFee");
  str(o, path, "tickSize");
  str(o, path, "ticker");
  str(o, path, "volume24h");
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
  bool(o, path, "hasNext");
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
  str(o, path, "fundingRate1h");
  str(o, path, "fundingRateProjected1h");
  str(o, path, "productId");
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
  bool(o, path, "hasNext");
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
  int(o, path, "codeUsageRemaining");
  int(o, path, "createdAt");
  str(o, path, "id");
  str(o, path, "referee");
  str(o, path, "refereeTotalPoints");
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
  str(o, path, "code");
  int(o, path, "remainingUsage");
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
  bool(o, path, "hasNext");
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
  int(o, path, "chainId");
  str(o, path, "name");
  str(o, path, "verifyingContract");
  str(o, path, "version");
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
  str(o, path, "CancelOrder");
  str(o, path, "EIP712Auth");
  str(o, path, "ExtendLinkedSigner");
  str(o, path, "InitiateWithdraw");
  str(o, path, "LinkSigner");
  str(o, path, "RefreshLinkedSigner");
  str(o, path, "RevokeLinkedSigner");
  str(o, path, "TradeOrder");
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
  num(o, path, "time");
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
  str(o, path, "account");
  int(o, path, "createdAt");
  str(o, path, "createdBlockNumber");
  str(o, path, "id");
  str(o, path, "name");
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
  str(o, path, "amount");
  str(o, path, "available");
  str(o, path, "subaccountId");
  str(o, path, "tokenAddress");
  str(o, path, "tokenId");
  str(o, path, "tokenName");
  str(o, path, "totalUsed");
  int(o, path, "updatedAt");
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
  bool(o, path, "hasNext");
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
  bool(o, path, "hasNext");
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
  str(o, path, "addedBlockNumber");
  str(o, path, "address");
  int(o, path, "createdAt");
  bool(o, path, "depositEnabled");
  str(o, path, "depositFee");
  maybe(num, o, path, "erc20Decimals");
  maybe(str, o, path, "erc20Name");
  maybe(str, o, path, "erc20Symbol");
  str(o, path, "id");
  str(o, path, "lzOftAddress");
  str(o, path, "minDeposit");
  str(o, path, "name");
  maybe(str, o, path, "removedBlockNumber");
  bool(o, path, "withdrawEnabled");
  str(o, path, "withdrawFee");
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
  bool(o, path, "hasNext");
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
  str(o, path, "referralPoints");
  str(o, path, "totalPoints");
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
  int(o, path, "createdAt");
  str(o, path, "filled");
  str(o, path, "id");
  maybe(str, o, path, "makerClientOrderId");
  str(o, path, "makerFeeUsd");
  str(o, path, "makerOrderId");
  int(o, path, "makerSide");
  str(o, path, "price");
  str(o, path, "productId");
  maybe(str, o, path, "takerClientOrderId");
  str(o, path, "takerFeeUsd");
  str(o, path, "takerOrderId");
  int(o, path, "takerSide");
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
  bool(o, path, "hasNext");
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
  str(o, path, "amount");
  int(o, path, "createdAt");
  str(o, path, "fee");
  maybe(str, o, path, "finalizedBlockNumber");
  maybe(str, o, path, "finalizedTransactionHash");
  str(o, path, "id");
  maybe(str, o, path, "initiatedBlockNumber");
  maybe(str, o, path, "initiatedTransactionHash");
  maybe(str, o, path, "lzDestinationAddress");
  maybe(int, o, path, "lzDestinationEid");
  str(o, path, "status");
  str(o, path, "subaccountId");
  str(o, path, "tokenAddress");
  str(o, path, "tokenName");
  str(o, path, "type");
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
  bool(o, path, "hasNext");
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
  bool(o, path, "isWhitelisted");
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
  str(o, path, "amount");
  int(o, path, "createdAt");
  maybe(str, o, path, "finalizedBlockNumber");
  str(o, path, "id");
  maybe(str, o, path, "initiatedBlockNumber");
  maybe(str, o, path, "lzDestinationAddress");
  maybe(int, o, path, "lzDestinationEid");
  str(o, path, "status");
  str(o, path, "subaccount");
  str(o, path, "token");
  str(o, path, "withdrawDigest");
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
  bool(o, path, "hasNext");
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
  num(o, path, "fixedPoints");
  str(o, path, "path");
  str(o, path, "protocol");
  str(o, path, "type");
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
  num(o, path, "fixedPoints");
  str(o, path, "namespace");
  str(o, path, "protocol");
  str(o, path, "type");
  return value as WsFixedRateLimitEndpointDto;
}
