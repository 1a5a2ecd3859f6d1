// Generated from:
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/rest/layer.yaml (sha256 88d187dd7e6a1aae11c8e4e40043d384805c85c8e1e8acea97841052fc99fe10)
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

/**
 * Checks that a parsed value fits the BatchResult schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeBatchResult(JSON.parse(text))
 */
export function decodeBatchResult(value: unknown, path = ""): BatchResult {
  const o = record(value, path);
  const v0: unknown = o["type"];
  if (!(typeof v0 === "string")) fail(at(path, "type"), "a string", v0);
  const v1 = optional(o, "id");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string" || v1 === null)) fail(at(path, "id"), "a string or null", v1);
  }
  const v2 = optional(o, "clientOrderId");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string" || v2 === null)) fail(at(path, "clientOrderId"), "a string or null", v2);
  }
  const v3 = optional(o, "result");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string" || v3 === null)) fail(at(path, "result"), "a string or null", v3);
  }
  const v4 = optional(o, "rejectedReason");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string" || v4 === null)) fail(at(path, "rejectedReason"), "a string or null", v4);
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
  const v0 = optional(o, "clientOrderId");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string")) fail(at(path, "clientOrderId"), "a string", v0);
  }
  const v1: unknown = o["id"];
  if (!(typeof v1 === "string")) fail(at(path, "id"), "a string", v1);
  const v2: unknown = o["result"];
  if (!(typeof v2 === "string")) fail(at(path, "result"), "a string", v2);
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
  const v0: unknown = o["code"];
  if (!(typeof v0 === "string")) fail(at(path, "code"), "a string", v0);
  const v1: unknown = o["marginAvailable"];
  if (!(typeof v1 === "string")) fail(at(path, "marginAvailable"), "a string", v1);
  const v2: unknown = o["marginRequired"];
  if (!(typeof v2 === "string")) fail(at(path, "marginRequired"), "a string", v2);
  const v3: unknown = o["riskAvailable"];
  if (!(typeof v3 === "string")) fail(at(path, "riskAvailable"), "a string", v3);
  const v4: unknown = o["riskUsed"];
  if (!(typeof v4 === "string")) fail(at(path, "riskUsed"), "a string", v4);
  const v5: unknown = o["totalUsedMargin"];
  if (!(typeof v5 === "string")) fail(at(path, "totalUsedMargin"), "a string", v5);
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
  const v0 = optional(o, "clientOrderId");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string")) fail(at(path, "clientOrderId"), "a string", v0);
  }
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2: unknown = o["feeUsd"];
  if (!(typeof v2 === "string")) fail(at(path, "feeUsd"), "a string", v2);
  const v3: unknown = o["filled"];
  if (!(typeof v3 === "string")) fail(at(path, "filled"), "a string", v3);
  const v4: unknown = o["id"];
  if (!(typeof v4 === "string")) fail(at(path, "id"), "a string", v4);
  const v5: unknown = o["isMaker"];
  if (!(typeof v5 === "boolean")) fail(at(path, "isMaker"), "a boolean", v5);
  const v6: unknown = o["orderId"];
  if (!(typeof v6 === "string")) fail(at(path, "orderId"), "a string", v6);
  const v7: unknown = o["price"];
  if (!(typeof v7 === "string")) fail(at(path, "price"), "a string", v7);
  const v8: unknown = o["productId"];
  if (!(typeof v8 === "string")) fail(at(path, "productId"), "a string", v8);
  const v9: unknown = o["reduceOnly"];
  if (!(typeof v9 === "boolean")) fail(at(path, "reduceOnly"), "a boolean", v9);
  const v10: unknown = o["side"];
  if (!(Number.isInteger(v10))) fail(at(path, "side"), "an integer", v10);
  const v11: unknown = o["subaccountId"];
  if (!(typeof v11 === "string")) fail(at(path, "subaccountId"), "a string", v11);
  const v12: unknown = o["type"];
  if (!(typeof v12 === "string")) fail(at(path, "type"), "a string", v12);
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
  const v3 = optional(o, "hasNext");
  if (v3 !== undefined) {
    if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  }
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["createdAt"];
  if (!(Number.isInteger(v0))) fail(at(path, "createdAt"), "an integer", v0);
  const v1: unknown = o["fundingRate1h"];
  if (!(typeof v1 === "string")) fail(at(path, "fundingRate1h"), "a string", v1);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["fixedPoints"];
  if (!((typeof v0 === "number" && Number.isFinite(v0)))) fail(at(path, "fixedPoints"), "a number", v0);
  const v1: unknown = o["method"];
  if (!(typeof v1 === "string")) fail(at(path, "method"), "a string", v1);
  const v2: unknown = o["path"];
  if (!(typeof v2 === "string")) fail(at(path, "path"), "a string", v2);
  const v3: unknown = o["protocol"];
  if (!(typeof v3 === "string")) fail(at(path, "protocol"), "a string", v3);
  const v4: unknown = o["type"];
  if (!(typeof v4 === "string")) fail(at(path, "type"), "a string", v4);
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
  const v0: unknown = o["basePoints"];
  if (!((typeof v0 === "number" && Number.isFinite(v0)))) fail(at(path, "basePoints"), "a number", v0);
  const v1: unknown = o["method"];
  if (!(typeof v1 === "string")) fail(at(path, "method"), "a string", v1);
  const v2: unknown = o["path"];
  if (!(typeof v2 === "string")) fail(at(path, "path"), "a string", v2);
  const v3: unknown = o["pointsPerRow"];
  if (!((typeof v3 === "number" && Number.isFinite(v3)))) fail(at(path, "pointsPerRow"), "a number", v3);
  const v4: unknown = o["protocol"];
  if (!(typeof v4 === "string")) fail(at(path, "protocol"), "a string", v4);
  const v5: unknown = o["type"];
  if (!(typeof v5 === "string")) fail(at(path, "type"), "a string", v5);
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
  const v0 = optional(o, "blockNumber");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string")) fail(at(path, "blockNumber"), "a string", v0);
  }
  const v1 = optional(o, "category");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "category"), "a string", v1);
  }
  const v2: unknown = o["createdAt"];
  if (!(Number.isInteger(v2))) fail(at(path, "createdAt"), "an integer", v2);
  const v3: unknown = o["expiresAt"];
  if (!(Number.isInteger(v3))) fail(at(path, "expiresAt"), "an integer", v3);
  const v4: unknown = o["id"];
  if (!(typeof v4 === "string")) fail(at(path, "id"), "a string", v4);
  const v5 = optional(o, "linkedAt");
  if (v5 !== undefined) {
    if (!(Number.isInteger(v5))) fail(at(path, "linkedAt"), "an integer", v5);
  }
  const v6 = optional(o, "name");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "name"), "a string", v6);
  }
  const v7 = optional(o, "revokedAt");
  if (v7 !== undefined) {
    if (!(Number.isInteger(v7))) fail(at(path, "revokedAt"), "an integer", v7);
  }
  const v8 = optional(o, "revokedBlockNumber");
  if (v8 !== undefined) {
    if (!(typeof v8 === "string")) fail(at(path, "revokedBlockNumber"), "a string", v8);
  }
  const v9: unknown = o["signer"];
  if (!(typeof v9 === "string")) fail(at(path, "signer"), "a string", v9);
  const v10: unknown = o["status"];
  if (!(typeof v10 === "string")) fail(at(path, "status"), "a string", v10);
  const v11 = optional(o, "isActive");
  if (v11 !== undefined) {
    if (!(typeof v11 === "boolean")) fail(at(path, "isActive"), "a boolean", v11);
  }
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["linkedSignerRefreshHoursBeforeExpiry"];
  if (!(Number.isInteger(v0))) fail(at(path, "linkedSignerRefreshHoursBeforeExpiry"), "an integer", v0);
  const v1: unknown = o["linkedSignersUsedInPeriod"];
  if (!(Number.isInteger(v1))) fail(at(path, "linkedSignersUsedInPeriod"), "an integer", v1);
  const v2: unknown = o["maxLinkedSignersInPeriod"];
  if (!(Number.isInteger(v2))) fail(at(path, "maxLinkedSignersInPeriod"), "an integer", v2);
  const v3: unknown = o["maxLinkedSignersPeriodDays"];
  if (!(Number.isInteger(v3))) fail(at(path, "maxLinkedSignersPeriodDays"), "an integer", v3);
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
  const v0: unknown = o["cause"];
  if (!(typeof v0 === "string")) fail(at(path, "cause"), "a string", v0);
  const v1: unknown = o["cost"];
  if (!(typeof v1 === "string")) fail(at(path, "cost"), "a string", v1);
  const v2: unknown = o["createdAt"];
  if (!(Number.isInteger(v2))) fail(at(path, "createdAt"), "an integer", v2);
  const v3 = optional(o, "fundingChargeUsd");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string")) fail(at(path, "fundingChargeUsd"), "a string", v3);
  }
  const v4: unknown = o["id"];
  if (!(typeof v4 === "string")) fail(at(path, "id"), "a string", v4);
  const v5: unknown = o["liquidationPrice"];
  if (!(typeof v5 === "string")) fail(at(path, "liquidationPrice"), "a string", v5);
  const v6: unknown = o["positionId"];
  if (!(typeof v6 === "string")) fail(at(path, "positionId"), "a string", v6);
  const v7: unknown = o["positionSide"];
  if (!(Number.isInteger(v7))) fail(at(path, "positionSide"), "an integer", v7);
  const v8: unknown = o["productId"];
  if (!(typeof v8 === "string")) fail(at(path, "productId"), "a string", v8);
  const v9: unknown = o["subaccountId"];
  if (!(typeof v9 === "string")) fail(at(path, "subaccountId"), "a string", v9);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["isEnabled"];
  if (!(typeof v0 === "boolean")) fail(at(path, "isEnabled"), "a boolean", v0);
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
  const v10 = optional(o, "previousTimestamp");
  if (v10 !== undefined) {
    if (!(Number.isInteger(v10))) fail(at(path, "previousTimestamp"), "an integer", v10);
  }
  const v11: unknown = o["productId"];
  if (!(typeof v11 === "string")) fail(at(path, "productId"), "a string", v11);
  const v12: unknown = o["timestamp"];
  if (!(Number.isInteger(v12))) fail(at(path, "timestamp"), "an integer", v12);
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
  const v0 = optional(o, "bestAskPrice");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string")) fail(at(path, "bestAskPrice"), "a string", v0);
  }
  const v1 = optional(o, "bestBidPrice");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "bestBidPrice"), "a string", v1);
  }
  const v2 = optional(o, "oraclePrice");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "oraclePrice"), "a string", v2);
  }
  const v3 = optional(o, "price24hAgo");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string")) fail(at(path, "price24hAgo"), "a string", v3);
  }
  const v4: unknown = o["productId"];
  if (!(typeof v4 === "string")) fail(at(path, "productId"), "a string", v4);
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
  const v0: unknown = o["availableQuantity"];
  if (!(typeof v0 === "string")) fail(at(path, "availableQuantity"), "a string", v0);
  const v1 = optional(o, "clientOrderId");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "clientOrderId"), "a string", v1);
  }
  const v2: unknown = o["close"];
  if (!(typeof v2 === "boolean")) fail(at(path, "close"), "a boolean", v2);
  const v3: unknown = o["createdAt"];
  if (!(Number.isInteger(v3))) fail(at(path, "createdAt"), "an integer", v3);
  const v4: unknown = o["expiresAt"];
  if (!(Number.isInteger(v4))) fail(at(path, "expiresAt"), "an integer", v4);
  const v5: unknown = o["filled"];
  if (!(typeof v5 === "string")) fail(at(path, "filled"), "a string", v5);
  const v6 = optional(o, "groupContingencyType");
  if (v6 !== undefined) {
    if (!(Number.isInteger(v6))) fail(at(path, "groupContingencyType"), "an integer", v6);
  }
  const v7 = optional(o, "groupId");
  if (v7 !== undefined) {
    if (!(typeof v7 === "string")) fail(at(path, "groupId"), "a string", v7);
  }
  const v8: unknown = o["id"];
  if (!(typeof v8 === "string")) fail(at(path, "id"), "a string", v8);
  const v9 = optional(o, "postOnly");
  if (v9 !== undefined) {
    if (!(typeof v9 === "boolean")) fail(at(path, "postOnly"), "a boolean", v9);
  }
  const v10: unknown = o["price"];
  if (!(typeof v10 === "string")) fail(at(path, "price"), "a string", v10);
  const v11: unknown = o["productId"];
  if (!(typeof v11 === "string")) fail(at(path, "productId"), "a string", v11);
  const v12: unknown = o["quantity"];
  if (!(typeof v12 === "string")) fail(at(path, "quantity"), "a string", v12);
  const v13: unknown = o["reduceOnly"];
  if (!(typeof v13 === "boolean")) fail(at(path, "reduceOnly"), "a boolean", v13);
  const v14 = optional(o, "rejectedReason");
  if (v14 !== undefined) {
    if (!(typeof v14 === "string")) fail(at(path, "rejectedReason"), "a string", v14);
  }
  const v15: unknown = o["sender"];
  if (!(typeof v15 === "string")) fail(at(path, "sender"), "a string", v15);
  const v16: unknown = o["side"];
  if (!(Number.isInteger(v16))) fail(at(path, "side"), "an integer", v16);
  const v17: unknown = o["status"];
  if (!(typeof v17 === "string")) fail(at(path, "status"), "a string", v17);
  const v18: unknown = o["stopPrice"];
  if (!(typeof v18 === "string")) fail(at(path, "stopPrice"), "a string", v18);
  const v19 = optional(o, "stopPriceType");
  if (v19 !== undefined) {
    if (!(Number.isInteger(v19))) fail(at(path, "stopPriceType"), "an integer", v19);
  }
  const v20 = optional(o, "stopType");
  if (v20 !== undefined) {
    if (!(Number.isInteger(v20))) fail(at(path, "stopType"), "an integer", v20);
  }
  const v21: unknown = o["subaccountId"];
  if (!(typeof v21 === "string")) fail(at(path, "subaccountId"), "a string", v21);
  const v22 = optional(o, "timeInForce");
  if (v22 !== undefined) {
    if (!(typeof v22 === "string")) fail(at(path, "timeInForce"), "a string", v22);
  }
  const v23: unknown = o["triggered"];
  if (!(typeof v23 === "string")) fail(at(path, "triggered"), "a string", v23);
  const v24: unknown = o["type"];
  if (!(typeof v24 === "string")) fail(at(path, "type"), "a string", v24);
  const v25: unknown = o["updatedAt"];
  if (!(Number.isInteger(v25))) fail(at(path, "updatedAt"), "an integer", v25);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0 = optional(o, "clientOrderId");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string")) fail(at(path, "clientOrderId"), "a string", v0);
  }
  const v1: unknown = o["filled"];
  if (!(typeof v1 === "string")) fail(at(path, "filled"), "a string", v1);
  const v2: unknown = o["id"];
  if (!(typeof v2 === "string")) fail(at(path, "id"), "a string", v2);
  const v3: unknown = o["result"];
  if (!(typeof v3 === "string")) fail(at(path, "result"), "a string", v3);
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
  const v0: unknown = o["address"];
  if (!(typeof v0 === "string")) fail(at(path, "address"), "a string", v0);
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2: unknown = o["endedAt"];
  if (!(Number.isInteger(v2))) fail(at(path, "endedAt"), "an integer", v2);
  const v3: unknown = o["epoch"];
  if (!(Number.isInteger(v3))) fail(at(path, "epoch"), "an integer", v3);
  const v4: unknown = o["id"];
  if (!(typeof v4 === "string")) fail(at(path, "id"), "a string", v4);
  const v5 = optional(o, "name");
  if (v5 !== undefined) {
    if (!(typeof v5 === "string")) fail(at(path, "name"), "a string", v5);
  }
  const v6: unknown = o["points"];
  if (!(typeof v6 === "string")) fail(at(path, "points"), "a string", v6);
  const v7: unknown = o["referralPoints"];
  if (!(typeof v7 === "string")) fail(at(path, "referralPoints"), "a string", v7);
  const v8: unknown = o["season"];
  if (!(Number.isInteger(v8))) fail(at(path, "season"), "an integer", v8);
  const v9: unknown = o["startedAt"];
  if (!(Number.isInteger(v9))) fail(at(path, "startedAt"), "an integer", v9);
  const v10: unknown = o["updatedAt"];
  if (!(Number.isInteger(v10))) fail(at(path, "updatedAt"), "an integer", v10);
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
  const v0: unknown = o["address"];
  if (!(typeof v0 === "string")) fail(at(path, "address"), "a string", v0);
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2: unknown = o["id"];
  if (!(typeof v2 === "string")) fail(at(path, "id"), "a string", v2);
  const v3: unknown = o["previousRank"];
  if (!(Number.isInteger(v3))) fail(at(path, "previousRank"), "an integer", v3);
  const v4: unknown = o["previousReferralPoints"];
  if (!(typeof v4 === "string")) fail(at(path, "previousReferralPoints"), "a string", v4);
  const v5: unknown = o["previousTotalPoints"];
  if (!(typeof v5 === "string")) fail(at(path, "previousTotalPoints"), "a string", v5);
  const v6: unknown = o["rank"];
  if (!(Number.isInteger(v6))) fail(at(path, "rank"), "an integer", v6);
  const v7: unknown = o["referralPoints"];
  if (!(typeof v7 === "string")) fail(at(path, "referralPoints"), "a string", v7);
  const v8: unknown = o["season"];
  if (!(Number.isInteger(v8))) fail(at(path, "season"), "an integer", v8);
  const v9: unknown = o["tier"];
  if (!(Number.isInteger(v9))) fail(at(path, "tier"), "an integer", v9);
  const v10: unknown = o["totalPoints"];
  if (!(typeof v10 === "string")) fail(at(path, "totalPoints"), "a string", v10);
  const v11: unknown = o["updatedAt"];
  if (!(Number.isInteger(v11))) fail(at(path, "updatedAt"), "an integer", v11);
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
  const v0: unknown = o["cost"];
  if (!(typeof v0 === "string")) fail(at(path, "cost"), "a string", v0);
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2: unknown = o["feesAccruedUsd"];
  if (!(typeof v2 === "string")) fail(at(path, "feesAccruedUsd"), "a string", v2);
  const v3: unknown = o["fundingAccruedUsd"];
  if (!(typeof v3 === "string")) fail(at(path, "fundingAccruedUsd"), "a string", v3);
  const v4: unknown = o["fundingUsd"];
  if (!(typeof v4 === "string")) fail(at(path, "fundingUsd"), "a string", v4);
  const v5: unknown = o["id"];
  if (!(typeof v5 === "string")) fail(at(path, "id"), "a string", v5);
  const v6: unknown = o["isLiquidated"];
  if (!(typeof v6 === "boolean")) fail(at(path, "isLiquidated"), "a boolean", v6);
  const v7 = optional(o, "liquidationPrice");
  if (v7 !== undefined) {
    if (!(typeof v7 === "string")) fail(at(path, "liquidationPrice"), "a string", v7);
  }
  const v8: unknown = o["productId"];
  if (!(typeof v8 === "string")) fail(at(path, "productId"), "a string", v8);
  const v9: unknown = o["realizedPnl"];
  if (!(typeof v9 === "string")) fail(at(path, "realizedPnl"), "a string", v9);
  const v10: unknown = o["side"];
  if (!(Number.isInteger(v10))) fail(at(path, "side"), "an integer", v10);
  const v11: unknown = o["size"];
  if (!(typeof v11 === "string")) fail(at(path, "size"), "a string", v11);
  const v12: unknown = o["totalDecreaseNotional"];
  if (!(typeof v12 === "string")) fail(at(path, "totalDecreaseNotional"), "a string", v12);
  const v13: unknown = o["totalDecreaseQuantity"];
  if (!(typeof v13 === "string")) fail(at(path, "totalDecreaseQuantity"), "a string", v13);
  const v14: unknown = o["totalIncreaseNotional"];
  if (!(typeof v14 === "string")) fail(at(path, "totalIncreaseNotional"), "a string", v14);
  const v15: unknown = o["totalIncreaseQuantity"];
  if (!(typeof v15 === "string")) fail(at(path, "totalIncreaseQuantity"), "a string", v15);
  const v16 = optional(o, "unrealizedPnl");
  if (v16 !== undefined) {
    if (!(typeof v16 === "string")) fail(at(path, "unrealizedPnl"), "a string", v16);
  }
  const v17: unknown = o["updatedAt"];
  if (!(Number.isInteger(v17))) fail(at(path, "updatedAt"), "an integer", v17);
  const v18: unknown = o["wasDeleveraged"];
  if (!(typeof v18 === "boolean")) fail(at(path, "wasDeleveraged"), "a boolean", v18);
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
  const v0: unknown = o["createdAt"];
  if (!(Number.isInteger(v0))) fail(at(path, "createdAt"), "an integer", v0);
  const v1: unknown = o["feeUsd"];
  if (!(typeof v1 === "string")) fail(at(path, "feeUsd"), "a string", v1);
  const v2: unknown = o["filled"];
  if (!(typeof v2 === "string")) fail(at(path, "filled"), "a string", v2);
  const v3: unknown = o["price"];
  if (!(typeof v3 === "string")) fail(at(path, "price"), "a string", v3);
  const v4: unknown = o["realizedPnl"];
  if (!(typeof v4 === "string")) fail(at(path, "realizedPnl"), "a string", v4);
  const v5: unknown = o["reduceOnly"];
  if (!(typeof v5 === "boolean")) fail(at(path, "reduceOnly"), "a boolean", v5);
  const v6: unknown = o["side"];
  if (!(Number.isInteger(v6))) fail(at(path, "side"), "an integer", v6);
  const v7: unknown = o["type"];
  if (!(typeof v7 === "string")) fail(at(path, "type"), "a string", v7);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v3 = optional(o, "hasNext");
  if (v3 !== undefined) {
    if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  }
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["baseTokenAddress"];
  if (!(typeof v0 === "string")) fail(at(path, "baseTokenAddress"), "a string", v0);
  const v1: unknown = o["baseTokenName"];
  if (!(typeof v1 === "string")) fail(at(path, "baseTokenName"), "a string", v1);
  const v2: unknown = o["blockNumber"];
  if (!(typeof v2 === "string")) fail(at(path, "blockNumber"), "a string", v2);
  const v3: unknown = o["createdAt"];
  if (!(Number.isInteger(v3))) fail(at(path, "createdAt"), "an integer", v3);
  const v4: unknown = o["cumulativeFundingUsd"];
  if (!(typeof v4 === "string")) fail(at(path, "cumulativeFundingUsd"), "a string", v4);
  const v5: unknown = o["displayTicker"];
  if (!(typeof v5 === "string")) fail(at(path, "displayTicker"), "a string", v5);
  const v6: unknown = o["engineType"];
  if (!(Number.isInteger(v6))) fail(at(path, "engineType"), "an integer", v6);
  const v7: unknown = o["fundingBaselineApr"];
  if (!(typeof v7 === "string")) fail(at(path, "fundingBaselineApr"), "a string", v7);
  const v8: unknown = o["fundingClampApr"];
  if (!(typeof v8 === "string")) fail(at(path, "fundingClampApr"), "a string", v8);
  const v9: unknown = o["fundingMaxApr"];
  if (!(typeof v9 === "string")) fail(at(path, "fundingMaxApr"), "a string", v9);
  const v10: unknown = o["fundingRate1h"];
  if (!(typeof v10 === "string")) fail(at(path, "fundingRate1h"), "a string", v10);
  const v11 = optional(o, "fundingUpdatedAt");
  if (v11 !== undefined) {
    if (!(Number.isInteger(v11))) fail(at(path, "fundingUpdatedAt"), "an integer", v11);
  }
  const v12: unknown = o["id"];
  if (!(typeof v12 === "string")) fail(at(path, "id"), "a string", v12);
  const v13: unknown = o["lotSize"];
  if (!(typeof v13 === "string")) fail(at(path, "lotSize"), "a string", v13);
  const v14: unknown = o["makerFee"];
  if (!(typeof v14 === "string")) fail(at(path, "makerFee"), "a string", v14);
  const v15: unknown = o["maxLeverage"];
  if (!((typeof v15 === "number" && Number.isFinite(v15)))) fail(at(path, "maxLeverage"), "a number", v15);
  const v16: unknown = o["maxOpenInterestUsd"];
  if (!(typeof v16 === "string")) fail(at(path, "maxOpenInterestUsd"), "a string", v16);
  const v17: unknown = o["maxPositionNotionalUsd"];
  if (!(typeof v17 === "string")) fail(at(path, "maxPositionNotionalUsd"), "a string", v17);
  const v18: unknown = o["maxPrice"];
  if (!(typeof v18 === "string")) fail(at(path, "maxPrice"), "a string", v18);
  const v19: unknown = o["maxQuantity"];
  if (!(typeof v19 === "string")) fail(at(path, "maxQuantity"), "a string", v19);
  const v20: unknown = o["minPrice"];
  if (!(typeof v20 === "string")) fail(at(path, "minPrice"), "a string", v20);
  const v21: unknown = o["minQuantity"];
  if (!(typeof v21 === "string")) fail(at(path, "minQuantity"), "a string", v21);
  const v22: unknown = o["onchainId"];
  if (!(Number.isInteger(v22))) fail(at(path, "onchainId"), "an integer", v22);
  const v23: unknown = o["openInterest"];
  if (!(typeof v23 === "string")) fail(at(path, "openInterest"), "a string", v23);
  const v24: unknown = o["pythFeedId"];
  if (!(Number.isInteger(v24))) fail(at(path, "pythFeedId"), "an integer", v24);
  const v25: unknown = o["quoteTokenAddress"];
  if (!(typeof v25 === "string")) fail(at(path, "quoteTokenAddress"), "a string", v25);
  const v26: unknown = o["quoteTokenName"];
  if (!(typeof v26 === "string")) fail(at(path, "quoteTokenName"), "a string", v26);
  const v27: unknown = o["status"];
  if (!(typeof v27 === "string")) fail(at(path, "status"), "a string", v27);
  const v28: unknown = o["takerFee"];
  if (!(typeof v28 === "string")) fail(at(path, "takerFee"), "a string", v28);
  const v29: unknown = o["tickSize"];
  if (!(typeof v29 === "string")) fail(at(path, "tickSize"), "a string", v29);
  const v30: unknown = o["ticker"];
  if (!(typeof v30 === "string")) fail(at(path, "ticker"), "a string", v30);
  const v31: unknown = o["volume24h"];
  if (!(typeof v31 === "string")) fail(at(path, "volume24h"), "a string", v31);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["fundingRate1h"];
  if (!(typeof v0 === "string")) fail(at(path, "fundingRate1h"), "a string", v0);
  const v1: unknown = o["fundingRateProjected1h"];
  if (!(typeof v1 === "string")) fail(at(path, "fundingRateProjected1h"), "a string", v1);
  const v2: unknown = o["productId"];
  if (!(typeof v2 === "string")) fail(at(path, "productId"), "a string", v2);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0 = optional(o, "code");
  if (v0 !== undefined) {
    if (!(typeof v0 === "string")) fail(at(path, "code"), "a string", v0);
  }
  const v1: unknown = o["codeUsageRemaining"];
  if (!(Number.isInteger(v1))) fail(at(path, "codeUsageRemaining"), "an integer", v1);
  const v2: unknown = o["createdAt"];
  if (!(Number.isInteger(v2))) fail(at(path, "createdAt"), "an integer", v2);
  const v3: unknown = o["id"];
  if (!(typeof v3 === "string")) fail(at(path, "id"), "a string", v3);
  const v4: unknown = o["referee"];
  if (!(typeof v4 === "string")) fail(at(path, "referee"), "a string", v4);
  const v5: unknown = o["refereeTotalPoints"];
  if (!(typeof v5 === "string")) fail(at(path, "refereeTotalPoints"), "a string", v5);
  const v6 = optional(o, "referrer");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "referrer"), "a string", v6);
  }
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
  const v0: unknown = o["code"];
  if (!(typeof v0 === "string")) fail(at(path, "code"), "a string", v0);
  const v1: unknown = o["remainingUsage"];
  if (!(Number.isInteger(v1))) fail(at(path, "remainingUsage"), "an integer", v1);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["chainId"];
  if (!(Number.isInteger(v0))) fail(at(path, "chainId"), "an integer", v0);
  const v1: unknown = o["name"];
  if (!(typeof v1 === "string")) fail(at(path, "name"), "a string", v1);
  const v2: unknown = o["verifyingContract"];
  if (!(typeof v2 === "string")) fail(at(path, "verifyingContract"), "a string", v2);
  const v3: unknown = o["version"];
  if (!(typeof v3 === "string")) fail(at(path, "version"), "a string", v3);
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
  const v0: unknown = o["CancelOrder"];
  if (!(typeof v0 === "string")) fail(at(path, "CancelOrder"), "a string", v0);
  const v1: unknown = o["EIP712Auth"];
  if (!(typeof v1 === "string")) fail(at(path, "EIP712Auth"), "a string", v1);
  const v2: unknown = o["ExtendLinkedSigner"];
  if (!(typeof v2 === "string")) fail(at(path, "ExtendLinkedSigner"), "a string", v2);
  const v3: unknown = o["InitiateWithdraw"];
  if (!(typeof v3 === "string")) fail(at(path, "InitiateWithdraw"), "a string", v3);
  const v4: unknown = o["LinkSigner"];
  if (!(typeof v4 === "string")) fail(at(path, "LinkSigner"), "a string", v4);
  const v5: unknown = o["RefreshLinkedSigner"];
  if (!(typeof v5 === "string")) fail(at(path, "RefreshLinkedSigner"), "a string", v5);
  const v6: unknown = o["RevokeLinkedSigner"];
  if (!(typeof v6 === "string")) fail(at(path, "RevokeLinkedSigner"), "a string", v6);
  const v7: unknown = o["TradeOrder"];
  if (!(typeof v7 === "string")) fail(at(path, "TradeOrder"), "a string", v7);
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
  const v0: unknown = o["time"];
  if (!((typeof v0 === "number" && Number.isFinite(v0)))) fail(at(path, "time"), "a number", v0);
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
  const v0: unknown = o["account"];
  if (!(typeof v0 === "string")) fail(at(path, "account"), "a string", v0);
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2: unknown = o["createdBlockNumber"];
  if (!(typeof v2 === "string")) fail(at(path, "createdBlockNumber"), "a string", v2);
  const v3: unknown = o["id"];
  if (!(typeof v3 === "string")) fail(at(path, "id"), "a string", v3);
  const v4: unknown = o["name"];
  if (!(typeof v4 === "string")) fail(at(path, "name"), "a string", v4);
  const v5 = optional(o, "registeredBlockNumber");
  if (v5 !== undefined) {
    if (!(typeof v5 === "string")) fail(at(path, "registeredBlockNumber"), "a string", v5);
  }
  const v6 = optional(o, "blockNumber");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "blockNumber"), "a string", v6);
  }
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
  const v0: unknown = o["amount"];
  if (!(typeof v0 === "string")) fail(at(path, "amount"), "a string", v0);
  const v1: unknown = o["available"];
  if (!(typeof v1 === "string")) fail(at(path, "available"), "a string", v1);
  const v2: unknown = o["subaccountId"];
  if (!(typeof v2 === "string")) fail(at(path, "subaccountId"), "a string", v2);
  const v3: unknown = o["tokenAddress"];
  if (!(typeof v3 === "string")) fail(at(path, "tokenAddress"), "a string", v3);
  const v4: unknown = o["tokenId"];
  if (!(typeof v4 === "string")) fail(at(path, "tokenId"), "a string", v4);
  const v5: unknown = o["tokenName"];
  if (!(typeof v5 === "string")) fail(at(path, "tokenName"), "a string", v5);
  const v6: unknown = o["totalUsed"];
  if (!(typeof v6 === "string")) fail(at(path, "totalUsed"), "a string", v6);
  const v7: unknown = o["updatedAt"];
  if (!(Number.isInteger(v7))) fail(at(path, "updatedAt"), "an integer", v7);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["addedBlockNumber"];
  if (!(typeof v0 === "string")) fail(at(path, "addedBlockNumber"), "a string", v0);
  const v1: unknown = o["address"];
  if (!(typeof v1 === "string")) fail(at(path, "address"), "a string", v1);
  const v2: unknown = o["createdAt"];
  if (!(Number.isInteger(v2))) fail(at(path, "createdAt"), "an integer", v2);
  const v3: unknown = o["depositEnabled"];
  if (!(typeof v3 === "boolean")) fail(at(path, "depositEnabled"), "a boolean", v3);
  const v4: unknown = o["depositFee"];
  if (!(typeof v4 === "string")) fail(at(path, "depositFee"), "a string", v4);
  const v5 = optional(o, "erc20Decimals");
  if (v5 !== undefined) {
    if (!((typeof v5 === "number" && Number.isFinite(v5)))) fail(at(path, "erc20Decimals"), "a number", v5);
  }
  const v6 = optional(o, "erc20Name");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "erc20Name"), "a string", v6);
  }
  const v7 = optional(o, "erc20Symbol");
  if (v7 !== undefined) {
    if (!(typeof v7 === "string")) fail(at(path, "erc20Symbol"), "a string", v7);
  }
  const v8: unknown = o["id"];
  if (!(typeof v8 === "string")) fail(at(path, "id"), "a string", v8);
  const v9: unknown = o["lzOftAddress"];
  if (!(typeof v9 === "string")) fail(at(path, "lzOftAddress"), "a string", v9);
  const v10: unknown = o["minDeposit"];
  if (!(typeof v10 === "string")) fail(at(path, "minDeposit"), "a string", v10);
  const v11: unknown = o["name"];
  if (!(typeof v11 === "string")) fail(at(path, "name"), "a string", v11);
  const v12 = optional(o, "removedBlockNumber");
  if (v12 !== undefined) {
    if (!(typeof v12 === "string")) fail(at(path, "removedBlockNumber"), "a string", v12);
  }
  const v13: unknown = o["withdrawEnabled"];
  if (!(typeof v13 === "boolean")) fail(at(path, "withdrawEnabled"), "a boolean", v13);
  const v14: unknown = o["withdrawFee"];
  if (!(typeof v14 === "string")) fail(at(path, "withdrawFee"), "a string", v14);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["referralPoints"];
  if (!(typeof v0 === "string")) fail(at(path, "referralPoints"), "a string", v0);
  const v1: unknown = o["totalPoints"];
  if (!(typeof v1 === "string")) fail(at(path, "totalPoints"), "a string", v1);
  const v2 = optional(o, "updatedAt");
  if (v2 !== undefined) {
    if (!(Number.isInteger(v2))) fail(at(path, "updatedAt"), "an integer", v2);
  }
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
  const v0: unknown = o["createdAt"];
  if (!(Number.isInteger(v0))) fail(at(path, "createdAt"), "an integer", v0);
  const v1: unknown = o["filled"];
  if (!(typeof v1 === "string")) fail(at(path, "filled"), "a string", v1);
  const v2: unknown = o["id"];
  if (!(typeof v2 === "string")) fail(at(path, "id"), "a string", v2);
  const v3 = optional(o, "makerClientOrderId");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string")) fail(at(path, "makerClientOrderId"), "a string", v3);
  }
  const v4: unknown = o["makerFeeUsd"];
  if (!(typeof v4 === "string")) fail(at(path, "makerFeeUsd"), "a string", v4);
  const v5: unknown = o["makerOrderId"];
  if (!(typeof v5 === "string")) fail(at(path, "makerOrderId"), "a string", v5);
  const v6: unknown = o["makerSide"];
  if (!(Number.isInteger(v6))) fail(at(path, "makerSide"), "an integer", v6);
  const v7: unknown = o["price"];
  if (!(typeof v7 === "string")) fail(at(path, "price"), "a string", v7);
  const v8: unknown = o["productId"];
  if (!(typeof v8 === "string")) fail(at(path, "productId"), "a string", v8);
  const v9 = optional(o, "takerClientOrderId");
  if (v9 !== undefined) {
    if (!(typeof v9 === "string")) fail(at(path, "takerClientOrderId"), "a string", v9);
  }
  const v10: unknown = o["takerFeeUsd"];
  if (!(typeof v10 === "string")) fail(at(path, "takerFeeUsd"), "a string", v10);
  const v11: unknown = o["takerOrderId"];
  if (!(typeof v11 === "string")) fail(at(path, "takerOrderId"), "a string", v11);
  const v12: unknown = o["takerSide"];
  if (!(Number.isInteger(v12))) fail(at(path, "takerSide"), "an integer", v12);
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["amount"];
  if (!(typeof v0 === "string")) fail(at(path, "amount"), "a string", v0);
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2: unknown = o["fee"];
  if (!(typeof v2 === "string")) fail(at(path, "fee"), "a string", v2);
  const v3 = optional(o, "finalizedBlockNumber");
  if (v3 !== undefined) {
    if (!(typeof v3 === "string")) fail(at(path, "finalizedBlockNumber"), "a string", v3);
  }
  const v4 = optional(o, "finalizedTransactionHash");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "finalizedTransactionHash"), "a string", v4);
  }
  const v5: unknown = o["id"];
  if (!(typeof v5 === "string")) fail(at(path, "id"), "a string", v5);
  const v6 = optional(o, "initiatedBlockNumber");
  if (v6 !== undefined) {
    if (!(typeof v6 === "string")) fail(at(path, "initiatedBlockNumber"), "a string", v6);
  }
  const v7 = optional(o, "initiatedTransactionHash");
  if (v7 !== undefined) {
    if (!(typeof v7 === "string")) fail(at(path, "initiatedTransactionHash"), "a string", v7);
  }
  const v8 = optional(o, "lzDestinationAddress");
  if (v8 !== undefined) {
    if (!(typeof v8 === "string")) fail(at(path, "lzDestinationAddress"), "a string", v8);
  }
  const v9 = optional(o, "lzDestinationEid");
  if (v9 !== undefined) {
    if (!(Number.isInteger(v9))) fail(at(path, "lzDestinationEid"), "an integer", v9);
  }
  const v10: unknown = o["status"];
  if (!(typeof v10 === "string")) fail(at(path, "status"), "a string", v10);
  const v11: unknown = o["subaccountId"];
  if (!(typeof v11 === "string")) fail(at(path, "subaccountId"), "a string", v11);
  const v12: unknown = o["tokenAddress"];
  if (!(typeof v12 === "string")) fail(at(path, "tokenAddress"), "a string", v12);
  const v13: unknown = o["tokenName"];
  if (!(typeof v13 === "string")) fail(at(path, "tokenName"), "a string", v13);
  const v14: unknown = o["type"];
  if (!(typeof v14 === "string")) fail(at(path, "type"), "a string", v14);
  const v15 = optional(o, "subaccount");
  if (v15 !== undefined) {
    if (!(typeof v15 === "string")) fail(at(path, "subaccount"), "a string", v15);
  }
  const v16 = optional(o, "token");
  if (v16 !== undefined) {
    if (!(typeof v16 === "string")) fail(at(path, "token"), "a string", v16);
  }
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["isWhitelisted"];
  if (!(typeof v0 === "boolean")) fail(at(path, "isWhitelisted"), "a boolean", v0);
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
  const v0: unknown = o["amount"];
  if (!(typeof v0 === "string")) fail(at(path, "amount"), "a string", v0);
  const v1: unknown = o["createdAt"];
  if (!(Number.isInteger(v1))) fail(at(path, "createdAt"), "an integer", v1);
  const v2 = optional(o, "finalizedBlockNumber");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "finalizedBlockNumber"), "a string", v2);
  }
  const v3: unknown = o["id"];
  if (!(typeof v3 === "string")) fail(at(path, "id"), "a string", v3);
  const v4 = optional(o, "initiatedBlockNumber");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "initiatedBlockNumber"), "a string", v4);
  }
  const v5 = optional(o, "lzDestinationAddress");
  if (v5 !== undefined) {
    if (!(typeof v5 === "string")) fail(at(path, "lzDestinationAddress"), "a string", v5);
  }
  const v6 = optional(o, "lzDestinationEid");
  if (v6 !== undefined) {
    if (!(Number.isInteger(v6))) fail(at(path, "lzDestinationEid"), "an integer", v6);
  }
  const v7: unknown = o["status"];
  if (!(typeof v7 === "string")) fail(at(path, "status"), "a string", v7);
  const v8: unknown = o["subaccount"];
  if (!(typeof v8 === "string")) fail(at(path, "subaccount"), "a string", v8);
  const v9: unknown = o["token"];
  if (!(typeof v9 === "string")) fail(at(path, "token"), "a string", v9);
  const v10: unknown = o["withdrawDigest"];
  if (!(typeof v10 === "string")) fail(at(path, "withdrawDigest"), "a string", v10);
  const v11 = optional(o, "digest");
  if (v11 !== undefined) {
    if (!(typeof v11 === "string")) fail(at(path, "digest"), "a string", v11);
  }
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
  const v3: unknown = o["hasNext"];
  if (!(typeof v3 === "boolean")) fail(at(path, "hasNext"), "a boolean", v3);
  const v4 = optional(o, "nextCursor");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "nextCursor"), "a string", v4);
  }
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
  const v0: unknown = o["fixedPoints"];
  if (!((typeof v0 === "number" && Number.isFinite(v0)))) fail(at(path, "fixedPoints"), "a number", v0);
  const v1: unknown = o["path"];
  if (!(typeof v1 === "string")) fail(at(path, "path"), "a string", v1);
  const v2: unknown = o["protocol"];
  if (!(typeof v2 === "string")) fail(at(path, "protocol"), "a string", v2);
  const v3: unknown = o["type"];
  if (!(typeof v3 === "string")) fail(at(path, "type"), "a string", v3);
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
  const v0: unknown = o["fixedPoints"];
  if (!((typeof v0 === "number" && Number.isFinite(v0)))) fail(at(path, "fixedPoints"), "a number", v0);
  const v1: unknown = o["namespace"];
  if (!(typeof v1 === "string")) fail(at(path, "namespace"), "a string", v1);
  const v2: unknown = o["protocol"];
  if (!(typeof v2 === "string")) fail(at(path, "protocol"), "a string", v2);
  const v3: unknown = o["type"];
  if (!(typeof v3 === "string")) fail(at(path, "type"), "a string", v3);
  return value as WsFixedRateLimitEndpointDto;
}
