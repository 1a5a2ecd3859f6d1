// Generated from spec/rest/openapi.yaml (sha256 f2d0df798a5fe1c30c6f99c43c1db2d1d61fcc184e63bb120ec8b1d73ba08019). Do not edit; run pnpm generate.

import { DecodeError, describeValue } from "@perpkit/core";
import type { BatchResult, BatchResultList, CancelResultItem, CancelResultList, DryRunResult, Fill, FillPage, FundingRate, FundingRatePage, LinkedSigner, LinkedSignerPage, LinkedSignerQuota, MarketPrice, MarketPriceList, Order, OrderList, OrderPage, PlacedOrder, Position, PositionPage, Product, ProductPage, RateLimitConfig, RpcConfig, RpcConfigDomain, ServerTime, Subaccount, SubaccountBalance, SubaccountBalancePage, SubaccountPage, Token, TokenPage, Trade, TradePage, Transfer, TransferPage, Withdrawal, WithdrawalPage } from "./types.js";

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const BYTES32_PATTERN = /^0x[0-9a-fA-F]{64}$/;
const DECIMAL_PATTERN = /^-?[0-9]+(\.[0-9]{1,9})?$/;
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A dotted path one level down: `data.3.price`. */
function at(path: string, key: string | number): string {
  return path === "" ? String(key) : path + "." + key;
}

function fail(path: string, expected: string, value: unknown): never {
  throw new DecodeError(path, "must be " + expected + ", got " + describeValue(value));
}

function object(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  return value as Record<string, unknown>;
}

function each(value: unknown, path: string, check: (item: unknown, path: string) => void): void {
  if (!Array.isArray(value)) fail(path, "an array", value);
  for (let i = 0; i < value.length; i++) check(value[i], at(path, i));
}

function checkBatchResult(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.type;
  if (!(typeof v === "string")) fail(at(path, "type"), "a string", v);
  v = o.id;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "id"), "a string or null", v);
  v = o.clientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "clientOrderId"), "a string or null", v);
  v = o.result;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "result"), "a string or null", v);
  v = o.rejectedReason;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "rejectedReason"), "a string or null", v);
}

function checkBatchResultList(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.results;
  each(v, at(path, "results"), checkBatchResult);
}

function checkCancelResultItem(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "id"), "a string or null", v);
  v = o.clientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "clientOrderId"), "a string or null", v);
  v = o.result;
  if (!(typeof v === "string")) fail(at(path, "result"), "a string", v);
}

function checkCancelResultList(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkCancelResultItem);
}

function checkDryRunResult(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.code;
  if (!(typeof v === "string")) fail(at(path, "code"), "a string", v);
  v = o.marginRequired;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "marginRequired"), "a Decimal string", v);
  v = o.marginAvailable;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "marginAvailable"), "a Decimal string", v);
  v = o.totalUsedMargin;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "totalUsedMargin"), "a Decimal string", v);
  v = o.riskUsed;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "riskUsed"), "a Decimal string", v);
  v = o.riskAvailable;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "riskAvailable"), "a Decimal string", v);
}

function checkFill(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.orderId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "orderId"), "a Uuid string", v);
  v = o.clientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "clientOrderId"), "a string or null", v);
  v = o.productId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "productId"), "a Uuid string", v);
  v = o.subaccountId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "subaccountId"), "a Uuid string", v);
  v = o.side;
  if (!Number.isInteger(v)) fail(at(path, "side"), "an integer", v);
  v = o.type;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "type"), "a string", v);
  v = o.price;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "price"), "a Decimal string", v);
  v = o.filled;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "filled"), "a Decimal string", v);
  v = o.feeUsd;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "feeUsd"), "a Decimal string", v);
  v = o.isMaker;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "isMaker"), "a boolean", v);
  v = o.reduceOnly;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "reduceOnly"), "a boolean", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkFillPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkFill);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkFundingRate(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
  v = o.fundingRate1h;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "fundingRate1h"), "a Decimal string", v);
}

function checkFundingRatePage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkFundingRate);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkLinkedSigner(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.signer;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "signer"), "an Address string", v);
  v = o.name;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "name"), "a string or null", v);
  v = o.status;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "status"), "a string", v);
  v = o.isActive;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "isActive"), "a boolean", v);
  v = o.blockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "blockNumber"), "a string or null", v);
  v = o.revokedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "revokedBlockNumber"), "a string or null", v);
  v = o.linkedAt;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "linkedAt"), "an integer or null", v);
  v = o.revokedAt;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "revokedAt"), "an integer or null", v);
  v = o.expiresAt;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "expiresAt"), "an integer", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkLinkedSignerPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkLinkedSigner);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkLinkedSignerQuota(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.maxLinkedSignersPeriodDays;
  if (!Number.isInteger(v)) fail(at(path, "maxLinkedSignersPeriodDays"), "an integer", v);
  v = o.maxLinkedSignersInPeriod;
  if (!Number.isInteger(v)) fail(at(path, "maxLinkedSignersInPeriod"), "an integer", v);
  v = o.linkedSignersUsedInPeriod;
  if (!Number.isInteger(v)) fail(at(path, "linkedSignersUsedInPeriod"), "an integer", v);
  v = o.linkedSignerRefreshHoursBeforeExpiry;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "linkedSignerRefreshHoursBeforeExpiry"), "an integer", v);
}

function checkMarketPrice(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.productId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "productId"), "a Uuid string", v);
  v = o.bestBidPrice;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "bestBidPrice"), "a string or null", v);
  v = o.bestAskPrice;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "bestAskPrice"), "a string or null", v);
  v = o.oraclePrice;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "oraclePrice"), "a string or null", v);
  v = o.price24hAgo;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "price24hAgo"), "a string or null", v);
}

function checkMarketPriceList(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkMarketPrice);
}

function checkOrder(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.clientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "clientOrderId"), "a string or null", v);
  v = o.type;
  if (!(typeof v === "string")) fail(at(path, "type"), "a string", v);
  v = o.side;
  if (!Number.isInteger(v)) fail(at(path, "side"), "an integer", v);
  v = o.quantity;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "quantity"), "a Decimal string", v);
  v = o.availableQuantity;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "availableQuantity"), "a Decimal string", v);
  v = o.filled;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "filled"), "a Decimal string", v);
  v = o.price;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "price"), "a Decimal string", v);
  v = o.stopPrice;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "stopPrice"), "a string or null", v);
  v = o.stopType;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "stopType"), "an integer or null", v);
  v = o.stopPriceType;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "stopPriceType"), "an integer or null", v);
  v = o.status;
  if (!(typeof v === "string")) fail(at(path, "status"), "a string", v);
  v = o.rejectedReason;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "rejectedReason"), "a string or null", v);
  v = o.timeInForce;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "timeInForce"), "a string or null", v);
  v = o.postOnly;
  if (v !== undefined && !(typeof v === "boolean" || v === null)) fail(at(path, "postOnly"), "a boolean or null", v);
  v = o.reduceOnly;
  if (!(typeof v === "boolean")) fail(at(path, "reduceOnly"), "a boolean", v);
  v = o.close;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "close"), "a boolean", v);
  v = o.expiresAt;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "expiresAt"), "an integer or null", v);
  v = o.groupId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "groupId"), "a string or null", v);
  v = o.groupContingencyType;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "groupContingencyType"), "an integer or null", v);
  v = o.productId;
  if (v !== undefined && !(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "productId"), "a Uuid string", v);
  v = o.subaccountId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "subaccountId"), "a Uuid string", v);
  v = o.sender;
  if (v !== undefined && !(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "sender"), "an Address string", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
  v = o.updatedAt;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "updatedAt"), "an integer", v);
}

function checkOrderList(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkOrder);
}

function checkOrderPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkOrder);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkPlacedOrder(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.clientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "clientOrderId"), "a string or null", v);
  v = o.result;
  if (!(typeof v === "string")) fail(at(path, "result"), "a string", v);
  v = o.filled;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "filled"), "a string", v);
}

function checkPosition(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.productId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "productId"), "a Uuid string", v);
  v = o.subaccountId;
  if (v !== undefined && !(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "subaccountId"), "a Uuid string", v);
  v = o.side;
  if (!Number.isInteger(v)) fail(at(path, "side"), "an integer", v);
  v = o.size;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "size"), "a Decimal string", v);
  v = o.cost;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "cost"), "a Decimal string", v);
  v = o.realizedPnl;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "realizedPnl"), "a Decimal string", v);
  v = o.unrealizedPnl;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "unrealizedPnl"), "a string or null", v);
  v = o.fundingUsd;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "fundingUsd"), "a Decimal string", v);
  v = o.fundingAccruedUsd;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "fundingAccruedUsd"), "a Decimal string", v);
  v = o.feesAccruedUsd;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "feesAccruedUsd"), "a Decimal string", v);
  v = o.totalIncreaseNotional;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "totalIncreaseNotional"), "a Decimal string", v);
  v = o.totalIncreaseQuantity;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "totalIncreaseQuantity"), "a Decimal string", v);
  v = o.totalDecreaseNotional;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "totalDecreaseNotional"), "a Decimal string", v);
  v = o.totalDecreaseQuantity;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "totalDecreaseQuantity"), "a Decimal string", v);
  v = o.isLiquidated;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "isLiquidated"), "a boolean", v);
  v = o.liquidationPrice;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "liquidationPrice"), "a string or null", v);
  v = o.wasDeleveraged;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "wasDeleveraged"), "a boolean", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
  v = o.updatedAt;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "updatedAt"), "an integer", v);
}

function checkPositionPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkPosition);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkProduct(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.ticker;
  if (!(typeof v === "string")) fail(at(path, "ticker"), "a string", v);
  v = o.displayTicker;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "displayTicker"), "a string", v);
  v = o.baseTokenName;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "baseTokenName"), "a string", v);
  v = o.quoteTokenName;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "quoteTokenName"), "a string", v);
  v = o.onchainId;
  if (!Number.isInteger(v)) fail(at(path, "onchainId"), "an integer", v);
  v = o.engineType;
  if (!Number.isInteger(v)) fail(at(path, "engineType"), "an integer", v);
  v = o.status;
  if (v !== undefined && !(typeof v === "string")) fail(at(path, "status"), "a string", v);
  v = o.lotSize;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "lotSize"), "a Decimal string", v);
  v = o.tickSize;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "tickSize"), "a Decimal string", v);
  v = o.minPrice;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "minPrice"), "a Decimal string", v);
  v = o.maxPrice;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "maxPrice"), "a Decimal string", v);
  v = o.maxQuantity;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "maxQuantity"), "a Decimal string", v);
  v = o.makerFee;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "makerFee"), "a Decimal string", v);
  v = o.takerFee;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "takerFee"), "a Decimal string", v);
  v = o.maxLeverage;
  if (v !== undefined && !(typeof v === "number" && Number.isFinite(v))) fail(at(path, "maxLeverage"), "a number", v);
  v = o.fundingRate1h;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "fundingRate1h"), "a string or null", v);
  v = o.openInterest;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "openInterest"), "a string or null", v);
  v = o.volume24h;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "volume24h"), "a string or null", v);
  v = o.createdAt;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkProductPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkProduct);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkRateLimitConfig(value: unknown, path: string): void {
  const o = object(value, path);
}

function checkRpcConfig(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.domain;
  checkRpcConfigDomain(v, at(path, "domain"));
  v = o.signatureTypes;
  {
    const p = at(path, "signatureTypes");
    const m = object(v, p);
    for (const key of Object.keys(m)) {
      const x = m[key];
      if (!(typeof x === "string")) fail(at(p, key), "a string", x);
    }
  }
}

function checkRpcConfigDomain(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.name;
  if (!(typeof v === "string")) fail(at(path, "name"), "a string", v);
  v = o.version;
  if (!(typeof v === "string")) fail(at(path, "version"), "a string", v);
  v = o.chainId;
  if (!(Number.isInteger(v) || typeof v === "string")) fail(at(path, "chainId"), "an integer or a string", v);
  v = o.verifyingContract;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "verifyingContract"), "an Address string", v);
}

function checkServerTime(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.time;
  if (!Number.isInteger(v)) fail(at(path, "time"), "an integer", v);
}

function checkSubaccount(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.name;
  if (!(typeof v === "string" && BYTES32_PATTERN.test(v))) fail(at(path, "name"), "a Bytes32 string", v);
  v = o.account;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "account"), "an Address string", v);
  v = o.blockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "blockNumber"), "a string or null", v);
  v = o.createdBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "createdBlockNumber"), "a string or null", v);
  v = o.registeredBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "registeredBlockNumber"), "a string or null", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkSubaccountBalance(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.subaccountId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "subaccountId"), "a Uuid string", v);
  v = o.tokenId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "tokenId"), "a Uuid string", v);
  v = o.tokenAddress;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "tokenAddress"), "an Address string", v);
  v = o.tokenName;
  if (!(typeof v === "string")) fail(at(path, "tokenName"), "a string", v);
  v = o.amount;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "amount"), "a Decimal string", v);
  v = o.available;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "available"), "a Decimal string", v);
  v = o.totalUsed;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "totalUsed"), "a Decimal string", v);
  v = o.updatedAt;
  if (!Number.isInteger(v)) fail(at(path, "updatedAt"), "an integer", v);
}

function checkSubaccountBalancePage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkSubaccountBalance);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkSubaccountPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkSubaccount);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkToken(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.address;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "address"), "an Address string", v);
  v = o.name;
  if (!(typeof v === "string")) fail(at(path, "name"), "a string", v);
  v = o.erc20Name;
  if (!(typeof v === "string")) fail(at(path, "erc20Name"), "a string", v);
  v = o.erc20Symbol;
  if (!(typeof v === "string")) fail(at(path, "erc20Symbol"), "a string", v);
  v = o.erc20Decimals;
  if (!Number.isInteger(v)) fail(at(path, "erc20Decimals"), "an integer", v);
  v = o.depositEnabled;
  if (!(typeof v === "boolean")) fail(at(path, "depositEnabled"), "a boolean", v);
  v = o.withdrawEnabled;
  if (!(typeof v === "boolean")) fail(at(path, "withdrawEnabled"), "a boolean", v);
  v = o.depositFee;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "depositFee"), "a Decimal string", v);
  v = o.withdrawFee;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "withdrawFee"), "a Decimal string", v);
  v = o.minDeposit;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "minDeposit"), "a Decimal string", v);
  v = o.lzOftAddress;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "lzOftAddress"), "a string or null", v);
  v = o.addedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "addedBlockNumber"), "a string or null", v);
  v = o.removedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "removedBlockNumber"), "a string or null", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkTokenPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkToken);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkTrade(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.productId;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "productId"), "a Uuid string", v);
  v = o.takerOrderId;
  if (v !== undefined && !(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "takerOrderId"), "a Uuid string", v);
  v = o.makerOrderId;
  if (v !== undefined && !(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "makerOrderId"), "a Uuid string", v);
  v = o.takerClientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "takerClientOrderId"), "a string or null", v);
  v = o.makerClientOrderId;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "makerClientOrderId"), "a string or null", v);
  v = o.price;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "price"), "a Decimal string", v);
  v = o.filled;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "filled"), "a Decimal string", v);
  v = o.takerSide;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "takerSide"), "an integer", v);
  v = o.makerSide;
  if (v !== undefined && !Number.isInteger(v)) fail(at(path, "makerSide"), "an integer", v);
  v = o.takerFeeUsd;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "takerFeeUsd"), "a Decimal string", v);
  v = o.makerFeeUsd;
  if (v !== undefined && !(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "makerFeeUsd"), "a Decimal string", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkTradePage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkTrade);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkTransfer(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.type;
  if (!(typeof v === "string")) fail(at(path, "type"), "a string", v);
  v = o.initiatedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "initiatedBlockNumber"), "a string or null", v);
  v = o.finalizedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "finalizedBlockNumber"), "a string or null", v);
  v = o.initiatedTransactionHash;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "initiatedTransactionHash"), "a string or null", v);
  v = o.finalizedTransactionHash;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "finalizedTransactionHash"), "a string or null", v);
  v = o.status;
  if (!(typeof v === "string")) fail(at(path, "status"), "a string", v);
  v = o.subaccount;
  if (!(typeof v === "string" && BYTES32_PATTERN.test(v))) fail(at(path, "subaccount"), "a Bytes32 string", v);
  v = o.token;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "token"), "an Address string", v);
  v = o.amount;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "amount"), "a Decimal string", v);
  v = o.lzDestinationAddress;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "lzDestinationAddress"), "a string or null", v);
  v = o.lzDestinationEid;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "lzDestinationEid"), "an integer or null", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkTransferPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkTransfer);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

function checkWithdrawal(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.id;
  if (!(typeof v === "string" && UUID_PATTERN.test(v))) fail(at(path, "id"), "a Uuid string", v);
  v = o.initiatedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "initiatedBlockNumber"), "a string or null", v);
  v = o.finalizedBlockNumber;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "finalizedBlockNumber"), "a string or null", v);
  v = o.status;
  if (!(typeof v === "string")) fail(at(path, "status"), "a string", v);
  v = o.subaccount;
  if (!(typeof v === "string" && BYTES32_PATTERN.test(v))) fail(at(path, "subaccount"), "a Bytes32 string", v);
  v = o.token;
  if (!(typeof v === "string" && ADDRESS_PATTERN.test(v))) fail(at(path, "token"), "an Address string", v);
  v = o.amount;
  if (!(typeof v === "string" && DECIMAL_PATTERN.test(v))) fail(at(path, "amount"), "a Decimal string", v);
  v = o.digest;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "digest"), "a string or null", v);
  v = o.withdrawDigest;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "withdrawDigest"), "a string or null", v);
  v = o.lzDestinationAddress;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "lzDestinationAddress"), "a string or null", v);
  v = o.lzDestinationEid;
  if (v !== undefined && !(Number.isInteger(v) || v === null)) fail(at(path, "lzDestinationEid"), "an integer or null", v);
  v = o.createdAt;
  if (!Number.isInteger(v)) fail(at(path, "createdAt"), "an integer", v);
}

function checkWithdrawalPage(value: unknown, path: string): void {
  const o = object(value, path);
  let v: unknown;
  v = o.data;
  each(v, at(path, "data"), checkWithdrawal);
  v = o.hasNext;
  if (v !== undefined && !(typeof v === "boolean")) fail(at(path, "hasNext"), "a boolean", v);
  v = o.nextCursor;
  if (v !== undefined && !(typeof v === "string" || v === null)) fail(at(path, "nextCursor"), "a string or null", v);
}

/**
 * Checks that a response is a BatchResult and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeBatchResult(JSON.parse(text))
 */
export function decodeBatchResult(value: unknown): BatchResult {
  checkBatchResult(value, "");
  return value as BatchResult;
}

/**
 * Checks that a response is a BatchResultList and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeBatchResultList(JSON.parse(text))
 */
export function decodeBatchResultList(value: unknown): BatchResultList {
  checkBatchResultList(value, "");
  return value as BatchResultList;
}

/**
 * Checks that a response is a CancelResultItem and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeCancelResultItem(JSON.parse(text))
 */
export function decodeCancelResultItem(value: unknown): CancelResultItem {
  checkCancelResultItem(value, "");
  return value as CancelResultItem;
}

/**
 * Checks that a response is a CancelResultList and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeCancelResultList(JSON.parse(text))
 */
export function decodeCancelResultList(value: unknown): CancelResultList {
  checkCancelResultList(value, "");
  return value as CancelResultList;
}

/**
 * Checks that a response is a DryRunResult and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeDryRunResult(JSON.parse(text))
 */
export function decodeDryRunResult(value: unknown): DryRunResult {
  checkDryRunResult(value, "");
  return value as DryRunResult;
}

/**
 * Checks that a response is a Fill and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeFill(JSON.parse(text))
 */
export function decodeFill(value: unknown): Fill {
  checkFill(value, "");
  return value as Fill;
}

/**
 * Checks that a response is a FillPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeFillPage(JSON.parse(text))
 */
export function decodeFillPage(value: unknown): FillPage {
  checkFillPage(value, "");
  return value as FillPage;
}

/**
 * Checks that a response is a FundingRate and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeFundingRate(JSON.parse(text))
 */
export function decodeFundingRate(value: unknown): FundingRate {
  checkFundingRate(value, "");
  return value as FundingRate;
}

/**
 * Checks that a response is a FundingRatePage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeFundingRatePage(JSON.parse(text))
 */
export function decodeFundingRatePage(value: unknown): FundingRatePage {
  checkFundingRatePage(value, "");
  return value as FundingRatePage;
}

/**
 * Checks that a response is a LinkedSigner and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeLinkedSigner(JSON.parse(text))
 */
export function decodeLinkedSigner(value: unknown): LinkedSigner {
  checkLinkedSigner(value, "");
  return value as LinkedSigner;
}

/**
 * Checks that a response is a LinkedSignerPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeLinkedSignerPage(JSON.parse(text))
 */
export function decodeLinkedSignerPage(value: unknown): LinkedSignerPage {
  checkLinkedSignerPage(value, "");
  return value as LinkedSignerPage;
}

/**
 * Checks that a response is a LinkedSignerQuota and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeLinkedSignerQuota(JSON.parse(text))
 */
export function decodeLinkedSignerQuota(value: unknown): LinkedSignerQuota {
  checkLinkedSignerQuota(value, "");
  return value as LinkedSignerQuota;
}

/**
 * Checks that a response is a MarketPrice and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeMarketPrice(JSON.parse(text))
 */
export function decodeMarketPrice(value: unknown): MarketPrice {
  checkMarketPrice(value, "");
  return value as MarketPrice;
}

/**
 * Checks that a response is a MarketPriceList and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeMarketPriceList(JSON.parse(text))
 */
export function decodeMarketPriceList(value: unknown): MarketPriceList {
  checkMarketPriceList(value, "");
  return value as MarketPriceList;
}

/**
 * Checks that a response is an Order and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeOrder(JSON.parse(text))
 */
export function decodeOrder(value: unknown): Order {
  checkOrder(value, "");
  return value as Order;
}

/**
 * Checks that a response is an OrderList and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeOrderList(JSON.parse(text))
 */
export function decodeOrderList(value: unknown): OrderList {
  checkOrderList(value, "");
  return value as OrderList;
}

/**
 * Checks that a response is an OrderPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeOrderPage(JSON.parse(text))
 */
export function decodeOrderPage(value: unknown): OrderPage {
  checkOrderPage(value, "");
  return value as OrderPage;
}

/**
 * Checks that a response is a PlacedOrder and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodePlacedOrder(JSON.parse(text))
 */
export function decodePlacedOrder(value: unknown): PlacedOrder {
  checkPlacedOrder(value, "");
  return value as PlacedOrder;
}

/**
 * Checks that a response is a Position and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodePosition(JSON.parse(text))
 */
export function decodePosition(value: unknown): Position {
  checkPosition(value, "");
  return value as Position;
}

/**
 * Checks that a response is a PositionPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodePositionPage(JSON.parse(text))
 */
export function decodePositionPage(value: unknown): PositionPage {
  checkPositionPage(value, "");
  return value as PositionPage;
}

/**
 * Checks that a response is a Product and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeProduct(JSON.parse(text))
 */
export function decodeProduct(value: unknown): Product {
  checkProduct(value, "");
  return value as Product;
}

/**
 * Checks that a response is a ProductPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeProductPage(JSON.parse(text))
 */
export function decodeProductPage(value: unknown): ProductPage {
  checkProductPage(value, "");
  return value as ProductPage;
}

/**
 * Checks that a response is a RateLimitConfig and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeRateLimitConfig(JSON.parse(text))
 */
export function decodeRateLimitConfig(value: unknown): RateLimitConfig {
  checkRateLimitConfig(value, "");
  return value as RateLimitConfig;
}

/**
 * Checks that a response is a RpcConfig and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeRpcConfig(JSON.parse(text))
 */
export function decodeRpcConfig(value: unknown): RpcConfig {
  checkRpcConfig(value, "");
  return value as RpcConfig;
}

/**
 * Checks that a response is a RpcConfigDomain and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeRpcConfigDomain(JSON.parse(text))
 */
export function decodeRpcConfigDomain(value: unknown): RpcConfigDomain {
  checkRpcConfigDomain(value, "");
  return value as RpcConfigDomain;
}

/**
 * Checks that a response is a ServerTime and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeServerTime(JSON.parse(text))
 */
export function decodeServerTime(value: unknown): ServerTime {
  checkServerTime(value, "");
  return value as ServerTime;
}

/**
 * Checks that a response is a Subaccount and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeSubaccount(JSON.parse(text))
 */
export function decodeSubaccount(value: unknown): Subaccount {
  checkSubaccount(value, "");
  return value as Subaccount;
}

/**
 * Checks that a response is a SubaccountBalance and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeSubaccountBalance(JSON.parse(text))
 */
export function decodeSubaccountBalance(value: unknown): SubaccountBalance {
  checkSubaccountBalance(value, "");
  return value as SubaccountBalance;
}

/**
 * Checks that a response is a SubaccountBalancePage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeSubaccountBalancePage(JSON.parse(text))
 */
export function decodeSubaccountBalancePage(value: unknown): SubaccountBalancePage {
  checkSubaccountBalancePage(value, "");
  return value as SubaccountBalancePage;
}

/**
 * Checks that a response is a SubaccountPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeSubaccountPage(JSON.parse(text))
 */
export function decodeSubaccountPage(value: unknown): SubaccountPage {
  checkSubaccountPage(value, "");
  return value as SubaccountPage;
}

/**
 * Checks that a response is a Token and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeToken(JSON.parse(text))
 */
export function decodeToken(value: unknown): Token {
  checkToken(value, "");
  return value as Token;
}

/**
 * Checks that a response is a TokenPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeTokenPage(JSON.parse(text))
 */
export function decodeTokenPage(value: unknown): TokenPage {
  checkTokenPage(value, "");
  return value as TokenPage;
}

/**
 * Checks that a response is a Trade and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeTrade(JSON.parse(text))
 */
export function decodeTrade(value: unknown): Trade {
  checkTrade(value, "");
  return value as Trade;
}

/**
 * Checks that a response is a TradePage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeTradePage(JSON.parse(text))
 */
export function decodeTradePage(value: unknown): TradePage {
  checkTradePage(value, "");
  return value as TradePage;
}

/**
 * Checks that a response is a Transfer and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeTransfer(JSON.parse(text))
 */
export function decodeTransfer(value: unknown): Transfer {
  checkTransfer(value, "");
  return value as Transfer;
}

/**
 * Checks that a response is a TransferPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeTransferPage(JSON.parse(text))
 */
export function decodeTransferPage(value: unknown): TransferPage {
  checkTransferPage(value, "");
  return value as TransferPage;
}

/**
 * Checks that a response is a Withdrawal and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeWithdrawal(JSON.parse(text))
 */
export function decodeWithdrawal(value: unknown): Withdrawal {
  checkWithdrawal(value, "");
  return value as Withdrawal;
}

/**
 * Checks that a response is a WithdrawalPage and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.
 *
 * @example
 * const value = decodeWithdrawalPage(JSON.parse(text))
 */
export function decodeWithdrawalPage(value: unknown): WithdrawalPage {
  checkWithdrawalPage(value, "");
  return value as WithdrawalPage;
}
