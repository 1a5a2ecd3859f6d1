// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
//   spec/errors.yaml
// (content sha256 55d65433fd063e2f76191bed3102b55585597f9a415a51e216cd8a80e2d2f8f1) Do not edit; run pnpm generate.

import { type AbortError, type BadRequestError, type DecodeError, type ForbiddenError, type HttpErrorType, type HttpRequest, type HttpTransport, type NotFoundError, type RateLimitError, type RetryMode, type ServerError, type TimeoutError, type TransportError, type UnauthorizedError, type UnprocessableError, ValidationError, describeValue } from "@perpkit/core";
import { decodeBatchResultList, decodeCancelResultList, decodeDryRunResult, decodeFillPage, decodeFundingRatePage, decodeLinkedSigner, decodeLinkedSignerPage, decodeLinkedSignerQuota, decodeLiquidationPage, decodeMaintenance, decodeMarketLiquidity, decodeMarketPriceList, decodeOrder, decodeOrderPage, decodePlacedOrder, decodePointsPeriodList, decodePointsSeasonSummaryList, decodePosition, decodePositionFillPage, decodePositionPage, decodeProduct, decodeProductPage, decodeProjectedFundingRatePage, decodeRateLimitConfig, decodeReferral, decodeReferralCodeUsage, decodeReferralPage, decodeRpcConfig, decodeServerTime, decodeSubaccount, decodeSubaccountBalancePage, decodeSubaccountPage, decodeToken, decodeTokenPage, decodeTotalPoints, decodeTradePage, decodeTransferPage, decodeWhitelist, decodeWithdrawal, decodeWithdrawalPage } from "./decoders.js";
import type { operations } from "./openapi.js";
import type { ActivateReferralRequest, BatchOrdersRequest, BatchResultList, CancelOrdersRequest, CancelResultList, ClaimReferralCodeRequest, DryRunOrderRequest, DryRunResult, ExtendSignerRequest, Fill, FillPage, FundingRate, FundingRatePage, LinkSignerRequest, LinkedSigner, LinkedSignerPage, LinkedSignerQuota, Liquidation, LiquidationPage, Maintenance, MarketLiquidity, MarketPriceList, Order, OrderPage, PlaceOrderRequest, PlacedOrder, PointsPeriodList, PointsSeasonSummaryList, Position, PositionFill, PositionFillPage, PositionPage, Product, ProductPage, ProjectedFundingRatePage, RateLimitConfig, Referral, ReferralCodeUsage, ReferralPage, RefreshSignerRequest, RevokeSignerRequest, RpcConfig, ServerTime, Subaccount, SubaccountBalance, SubaccountBalancePage, SubaccountPage, Token, TokenPage, TotalPoints, Trade, TradePage, Transfer, TransferPage, Whitelist, WithdrawRequest, Withdrawal, WithdrawalPage } from "./types.js";
const GET_REFERRAL_CODE_USAGE_CODE_PATTERN = /^[A-Z0-9]+$/;
const HEX_PATTERN = /^0x[0-9a-fA-F]*$/;
const LIST_PRODUCTS_TICKER_PATTERN = /^[a-zA-Z0-9]{1,16}$/;
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Refuses a parameter that is not a string, or that breaks its pattern, values or length. */
function checkString(value: unknown, field: string, rule: { pattern?: RegExp; what?: string; values?: readonly string[]; minLength?: number; maxLength?: number; } = {}): void {
  if (typeof value !== "string") throw new ValidationError(field, `must be a string, got ${describeValue(value)}`);
  if (rule.pattern && !rule.pattern.test(value)) throw new ValidationError(field, `must be ${rule.what}, got ${describeValue(value)}`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, `must be one of ${rule.values.join(", ")}, got ${describeValue(value)}`);
  if (rule.minLength !== undefined && value.length < rule.minLength) throw new ValidationError(field, `must not be shorter than ${rule.minLength}`);
  if (rule.maxLength !== undefined && value.length > rule.maxLength) throw new ValidationError(field, `must not be longer than ${rule.maxLength}`);
}

/** Refuses a parameter that is not a whole number in range, or not one of its values. */
function checkInteger(value: unknown, field: string, rule: { values?: readonly number[]; minimum?: number; maximum?: number; } = {}): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new ValidationError(field, `must be a whole number, got ${describeValue(value)}`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, `must be one of ${rule.values.join(", ")}, got ${value}`);
  if (rule.minimum !== undefined && value < rule.minimum) throw new ValidationError(field, `must be at least ${rule.minimum}, got ${value}`);
  if (rule.maximum !== undefined && value > rule.maximum) throw new ValidationError(field, `must be at most ${rule.maximum}, got ${value}`);
}

/** Refuses a parameter that is not a finite number, or not one of its values, or out of range. */
function checkNumber(value: unknown, field: string, rule: { values?: readonly number[]; minimum?: number; maximum?: number; } = {}): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new ValidationError(field, `must be a finite number, got ${describeValue(value)}`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, `must be one of ${rule.values.join(", ")}, got ${value}`);
  if (rule.minimum !== undefined && value < rule.minimum) throw new ValidationError(field, `must be at least ${rule.minimum}, got ${value}`);
  if (rule.maximum !== undefined && value > rule.maximum) throw new ValidationError(field, `must be at most ${rule.maximum}, got ${value}`);
}

/** Refuses a parameter that is not true or false, or not one of its values. */
function checkBoolean(value: unknown, field: string, rule: { values?: readonly boolean[]; } = {}): void {
  if (typeof value !== "boolean") throw new ValidationError(field, `must be true or false, got ${describeValue(value)}`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, `must be ${rule.values.join(" or ")}, got ${value}`);
}

/** Refuses a parameter that is not an array of good values, of an allowed count, without repeats where they are refused. */
function checkArray(value: unknown, field: string, rule: { minItems: number; maxItems?: number; unique?: boolean; }, check: (item: unknown, itemField: string) => void): void {
  if (!Array.isArray(value)) throw new ValidationError(field, `must be an array, got ${describeValue(value)}`);
  if (value.length < rule.minItems) throw new ValidationError(field, `must hold at least ${rule.minItems} value${rule.minItems === 1 ? "" : "s"}`);
  if (rule.maxItems !== undefined && value.length > rule.maxItems) throw new ValidationError(field, `must hold at most ${rule.maxItems} values, got ${value.length}`);
  if (rule.unique && new Set(value).size !== value.length) throw new ValidationError(field, "must not repeat a value");
  for (let i = 0; i < value.length; i++) check(value[i], `${field}.${i}`);
}

/**
 * Per-call options of every operation.
 *
 * @example
 * await getTime(transport, {}, { timeoutMs: 2_000, signal: AbortSignal.timeout(5_000) })
 */
export interface OperationOptions {
  /** Aborts the request. */
  signal?: AbortSignal | undefined;
  /** Overrides the transport's timeout for this call. */
  timeoutMs?: number | undefined;
  /** `safe` lets the transport resend the identical request; default: `safe` for GET, `never` otherwise. */
  retry?: RetryMode | undefined;
}

/**
 * What the spec says about each operation: method, path, parameters, statuses, the messages its signatures cover, the network feature it needs, and whether it answers pages.
 *
 * @example
 * operationTable.placeOrder.signedMessages // ["TradeOrder"]
 */
export const operationTable = {
  listFunding: {
    method: "GET",
    path: "/v1/funding",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "productId", "range", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listProjectedFundingRates: {
    method: "GET",
    path: "/v1/funding/projected-rate",
    pathParameters: [],
    queryParameters: ["productIds"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listSigners: {
    method: "GET",
    path: "/v1/linked-signer",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "subaccountId", "statuses", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getSignerStatus: {
    method: "GET",
    path: "/v1/linked-signer/address/{address}",
    pathParameters: ["address"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  extendSigner: {
    method: "POST",
    path: "/v1/linked-signer/extend",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["ExtendLinkedSigner"],
    paginated: false,
  },
  linkSigner: {
    method: "POST",
    path: "/v1/linked-signer/link",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["LinkSigner"],
    paginated: false,
  },
  getSignerQuota: {
    method: "GET",
    path: "/v1/linked-signer/quota",
    pathParameters: [],
    queryParameters: ["subaccountId"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  refreshSigner: {
    method: "POST",
    path: "/v1/linked-signer/refresh",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["RefreshLinkedSigner"],
    paginated: false,
  },
  revokeSigner: {
    method: "DELETE",
    path: "/v1/linked-signer/revoke",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["RevokeLinkedSigner"],
    paginated: false,
  },
  getLinkedSigner: {
    method: "GET",
    path: "/v1/linked-signer/{signerId}",
    pathParameters: ["signerId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getMaintenance: {
    method: "GET",
    path: "/v1/maintenance",
    pathParameters: [],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: [],
    signedMessages: [],
    paginated: false,
  },
  listOrders: {
    method: "GET",
    path: "/v1/order",
    pathParameters: [],
    queryParameters: [
      "order",
      "limit",
      "cursor",
      "subaccountId",
      "clientOrderId",
      "productIds",
      "createdAfter",
      "createdBefore",
      "side",
      "close",
      "stopTypes",
      "isWorking",
      "isPending",
      "orderBy",
    ],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  placeOrder: {
    method: "POST",
    path: "/v1/order",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["TradeOrder"],
    paginated: false,
  },
  cancelOrders: {
    method: "POST",
    path: "/v1/order/cancel",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 202,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["CancelOrder"],
    paginated: false,
  },
  dryRunOrder: {
    method: "POST",
    path: "/v1/order/dry-run",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listFills: {
    method: "GET",
    path: "/v1/order/fill",
    pathParameters: [],
    queryParameters: [
      "order",
      "limit",
      "cursor",
      "subaccountId",
      "productIds",
      "createdAfter",
      "createdBefore",
      "side",
      "orderBy",
      "includeSelfTrades",
      "expandSelfTrades",
    ],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listTrades: {
    method: "GET",
    path: "/v1/order/trade",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "productId", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getOrder: {
    method: "GET",
    path: "/v1/order/{orderId}",
    pathParameters: ["orderId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getOrderGroup: {
    method: "GET",
    path: "/v1/order/{orderId}/group",
    pathParameters: ["orderId"],
    queryParameters: ["order", "limit", "cursor", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listPointsPeriods: {
    method: "GET",
    path: "/v1/points",
    pathParameters: [],
    queryParameters: ["address", "season", "epoch"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listPointsSeasonSummaries: {
    method: "GET",
    path: "/v1/points/summary",
    pathParameters: [],
    queryParameters: ["address"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getTotalPoints: {
    method: "GET",
    path: "/v1/points/total",
    pathParameters: [],
    queryParameters: ["season", "epoch"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listPositions: {
    method: "GET",
    path: "/v1/position",
    pathParameters: [],
    queryParameters: [
      "order",
      "limit",
      "cursor",
      "subaccountId",
      "productIds",
      "open",
      "orderBy",
      "createdAfter",
      "createdBefore",
      "side",
      "isLiquidated",
    ],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getActivePosition: {
    method: "GET",
    path: "/v1/position/active",
    pathParameters: [],
    queryParameters: ["subaccountId", "productId"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listPositionFills: {
    method: "GET",
    path: "/v1/position/fill",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "positionId", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listLiquidations: {
    method: "GET",
    path: "/v1/position/liquidation",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getPosition: {
    method: "GET",
    path: "/v1/position/{positionId}",
    pathParameters: ["positionId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listProducts: {
    method: "GET",
    path: "/v1/product",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "orderBy", "ticker"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getMarketLiquidity: {
    method: "GET",
    path: "/v1/product/market-liquidity",
    pathParameters: [],
    queryParameters: ["productId"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getMarketPrices: {
    method: "GET",
    path: "/v1/product/market-price",
    pathParameters: [],
    queryParameters: ["productIds"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getProduct: {
    method: "GET",
    path: "/v1/product/{productId}",
    pathParameters: ["productId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getRateLimitConfig: {
    method: "GET",
    path: "/v1/rate-limit/config",
    pathParameters: [],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listReferrals: {
    method: "GET",
    path: "/v1/referral",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "subaccount", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["EIP712Auth"],
    paginated: true,
  },
  activateReferral: {
    method: "POST",
    path: "/v1/referral/activate",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["EIP712Auth"],
    paginated: false,
  },
  claimReferralCode: {
    method: "POST",
    path: "/v1/referral/claim",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["EIP712Auth"],
    paginated: false,
  },
  getReferralCodeUsage: {
    method: "GET",
    path: "/v1/referral/code/{code}",
    pathParameters: ["code"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getReferralSummary: {
    method: "GET",
    path: "/v1/referral/summary",
    pathParameters: [],
    queryParameters: ["subaccount"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["EIP712Auth"],
    paginated: false,
  },
  getRpcConfig: {
    method: "GET",
    path: "/v1/rpc/config",
    pathParameters: [],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  listSubaccounts: {
    method: "GET",
    path: "/v1/subaccount",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "name", "sender", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listAllSubaccounts: {
    method: "GET",
    path: "/v1/subaccount/all",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listBalances: {
    method: "GET",
    path: "/v1/subaccount/balance",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "subaccountId", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getSubaccount: {
    method: "GET",
    path: "/v1/subaccount/{subaccountId}",
    pathParameters: ["subaccountId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  getTime: {
    method: "GET",
    path: "/v1/time",
    pathParameters: [],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: [],
    signedMessages: [],
    paginated: false,
  },
  postTime: {
    method: "POST",
    path: "/v1/time",
    pathParameters: [],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: [],
    signedMessages: [],
    paginated: false,
  },
  listTokens: {
    method: "GET",
    path: "/v1/token",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "depositEnabled", "withdrawEnabled", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listTransfers: {
    method: "GET",
    path: "/v1/token/transfer",
    pathParameters: [],
    queryParameters: [
      "order",
      "limit",
      "cursor",
      "subaccountId",
      "statuses",
      "types",
      "orderBy",
      "createdAfter",
      "createdBefore",
    ],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  listWithdrawals: {
    method: "GET",
    path: "/v1/token/withdraw",
    pathParameters: [],
    queryParameters: ["order", "limit", "cursor", "subaccountId", "isActive", "orderBy"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: true,
  },
  getToken: {
    method: "GET",
    path: "/v1/token/{tokenId}",
    pathParameters: ["tokenId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  withdraw: {
    method: "POST",
    path: "/v1/token/{tokenId}/withdraw",
    pathParameters: ["tokenId"],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: ["InitiateWithdraw"],
    paginated: false,
  },
  getWhitelist: {
    method: "GET",
    path: "/v1/whitelist",
    pathParameters: [],
    queryParameters: ["address"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "401", "403", "404", "422", "429", "500"],
    signedMessages: [],
    paginated: false,
  },
  batchOrders: {
    method: "POST",
    path: "/v1/order/batch",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 200,
    errorStatuses: ["400", "401", "404", "429", "500"],
    signedMessages: ["TradeOrder", "CancelOrder"],
    feature: "batchOrders",
    paginated: false,
  },
} as const;

/**
 * The name of an operation, as in the spec's operationId.
 *
 * @example
 * const name: OperationName = "listOrders"
 */
export type OperationName = keyof typeof operationTable;

/**
 * The unsigned reads (no JSON body, no signature), which a client offers as they are, each with the query parameter that names the caller's own account: `subaccountId`, else `sender`, or `null` when it names none. The same facts as `operationTable`, without the rest of it.
 *
 * @example
 * readOperations.listPositions // "subaccountId"
 */
export const readOperations = {
  listFunding: null,
  listProjectedFundingRates: null,
  listSigners: "subaccountId",
  getSignerStatus: null,
  getSignerQuota: "subaccountId",
  getLinkedSigner: null,
  getMaintenance: null,
  listOrders: "subaccountId",
  listFills: "subaccountId",
  listTrades: null,
  getOrder: null,
  getOrderGroup: null,
  listPointsPeriods: null,
  listPointsSeasonSummaries: null,
  getTotalPoints: null,
  listPositions: "subaccountId",
  getActivePosition: "subaccountId",
  listPositionFills: null,
  listLiquidations: null,
  getPosition: null,
  listProducts: null,
  getMarketLiquidity: null,
  getMarketPrices: null,
  getProduct: null,
  getRateLimitConfig: null,
  getReferralCodeUsage: null,
  getRpcConfig: null,
  listSubaccounts: "sender",
  listAllSubaccounts: null,
  listBalances: "subaccountId",
  getSubaccount: null,
  getTime: null,
  postTime: null,
  listTokens: null,
  listTransfers: "subaccountId",
  listWithdrawals: "subaccountId",
  getToken: null,
  getWhitelist: null,
} as const;

/**
 * The network feature each operation that needs one is available under (`operationTable`'s `feature`).
 *
 * @example
 * operationFeatures.batchOrders // "batchOrders"
 */
export const operationFeatures = {
  batchOrders: "batchOrders",
} as const;

/**
 * The parameters of {@link listFunding}.
 *
 * @example
 * const parameters: ListFundingParameters = { productId: "text", range: "DAY" }
 */
export type ListFundingParameters = NonNullable<operations["listFunding"]["parameters"]["query"]>;

/**
 * What {@link listFunding} resolves to.
 *
 * @example
 * const result: ListFundingReturnType = await listFunding(transport, { productId: "text", range: "DAY" })
 */
export type ListFundingReturnType = FundingRatePage;

/**
 * The errors {@link listFunding} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listFunding(transport, { productId: "text", range: "DAY" }) } catch (e) { const error = e as ListFundingErrorType }
 */
export type ListFundingErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listFunding} (GET /v1/funding) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListFundingRequest({ productId: "text", range: "DAY" })
 */
export function buildListFundingRequest(parameters: ListFundingParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.range === undefined) throw new ValidationError("range", "is required");
  checkString(parameters.range, "range", { values: ["DAY", "WEEK", "MONTH"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/funding", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, productId: parameters.productId, range: parameters.range, orderBy: parameters.orderBy } };
}

/**
 * Lists the funding-rate history of a product.
 *
 * `GET /v1/funding`
 *
 * @example
 * const result = await listFunding(transport, { productId: "text", range: "DAY" })
 */
export async function listFunding(transport: HttpTransport, parameters: ListFundingParameters, options: OperationOptions = {}): Promise<ListFundingReturnType> {
  const response = await transport.request({ ...buildListFundingRequest(parameters), ...options });
  return decodeFundingRatePage(response.body);
}

/**
 * The parameters of {@link listProjectedFundingRates}.
 *
 * @example
 * const parameters: ListProjectedFundingRatesParameters = { productIds: ["text"] }
 */
export type ListProjectedFundingRatesParameters = NonNullable<operations["listProjectedFundingRates"]["parameters"]["query"]>;

/**
 * What {@link listProjectedFundingRates} resolves to.
 *
 * @example
 * const result: ListProjectedFundingRatesReturnType = await listProjectedFundingRates(transport, { productIds: ["text"] })
 */
export type ListProjectedFundingRatesReturnType = ProjectedFundingRatePage;

/**
 * The errors {@link listProjectedFundingRates} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listProjectedFundingRates(transport, { productIds: ["text"] }) } catch (e) { const error = e as ListProjectedFundingRatesErrorType }
 */
export type ListProjectedFundingRatesErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listProjectedFundingRates} (GET /v1/funding/projected-rate) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListProjectedFundingRatesRequest({ productIds: ["text"] })
 */
export function buildListProjectedFundingRatesRequest(parameters: ListProjectedFundingRatesParameters): HttpRequest {
  if (parameters.productIds === undefined) throw new ValidationError("productIds", "is required");
  checkArray(parameters.productIds, "productIds", { minItems: 1, maxItems: 50, unique: true }, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  return { method: "GET", path: "/v1/funding/projected-rate", query: { productIds: parameters.productIds } };
}

/**
 * Returns a list of projected funding rates for the given products
 *
 * `GET /v1/funding/projected-rate`
 *
 * @example
 * const result = await listProjectedFundingRates(transport, { productIds: ["text"] })
 */
export async function listProjectedFundingRates(transport: HttpTransport, parameters: ListProjectedFundingRatesParameters, options: OperationOptions = {}): Promise<ListProjectedFundingRatesReturnType> {
  const response = await transport.request({ ...buildListProjectedFundingRatesRequest(parameters), ...options });
  return decodeProjectedFundingRatePage(response.body);
}

/**
 * The parameters of {@link listSigners}.
 *
 * @example
 * const parameters: ListSignersParameters = { subaccountId: "text" }
 */
export type ListSignersParameters = NonNullable<operations["listSigners"]["parameters"]["query"]>;

/**
 * What {@link listSigners} resolves to.
 *
 * @example
 * const result: ListSignersReturnType = await listSigners(transport, { subaccountId: "text" })
 */
export type ListSignersReturnType = LinkedSignerPage;

/**
 * The errors {@link listSigners} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listSigners(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListSignersErrorType }
 */
export type ListSignersErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listSigners} (GET /v1/linked-signer) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListSignersRequest({ subaccountId: "text" })
 */
export function buildListSignersRequest(parameters: ListSignersParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.statuses !== undefined) checkArray(parameters.statuses, "statuses", { minItems: 0 }, (item, itemField) => checkString(item, itemField, { values: ["PENDING", "ACTIVE", "PENDING_REVOKE", "REVOKED", "REJECTED"] }));
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt", "expiresAt"] });
  return { method: "GET", path: "/v1/linked-signer", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, statuses: parameters.statuses, orderBy: parameters.orderBy } };
}

/**
 * Lists the signers linked to a subaccount.
 *
 * `GET /v1/linked-signer`
 *
 * @example
 * const result = await listSigners(transport, { subaccountId: "text" })
 */
export async function listSigners(transport: HttpTransport, parameters: ListSignersParameters, options: OperationOptions = {}): Promise<ListSignersReturnType> {
  const response = await transport.request({ ...buildListSignersRequest(parameters), ...options });
  return decodeLinkedSignerPage(response.body);
}

/**
 * The parameters of {@link getSignerStatus}.
 *
 * @example
 * const parameters: GetSignerStatusParameters = { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" }
 */
export type GetSignerStatusParameters = operations["getSignerStatus"]["parameters"]["path"];

/**
 * What {@link getSignerStatus} resolves to.
 *
 * @example
 * const result: GetSignerStatusReturnType = await getSignerStatus(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export type GetSignerStatusReturnType = LinkedSigner;

/**
 * The errors {@link getSignerStatus} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getSignerStatus(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" }) } catch (e) { const error = e as GetSignerStatusErrorType }
 */
export type GetSignerStatusErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getSignerStatus} (GET /v1/linked-signer/address/{address}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetSignerStatusRequest({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export function buildGetSignerStatusRequest(parameters: GetSignerStatusParameters): HttpRequest {
  if (parameters.address === undefined) throw new ValidationError("address", "is required");
  checkString(parameters.address, "address", { pattern: HEX_PATTERN, what: "a Hex string" });
  return { method: "GET", path: `/v1/linked-signer/address/${encodeURIComponent(parameters.address)}` };
}

/**
 * Returns the record, and so the status, of a linked signer by its address.
 *
 * `GET /v1/linked-signer/address/{address}`
 *
 * @example
 * const result = await getSignerStatus(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export async function getSignerStatus(transport: HttpTransport, parameters: GetSignerStatusParameters, options: OperationOptions = {}): Promise<GetSignerStatusReturnType> {
  const response = await transport.request({ ...buildGetSignerStatusRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link extendSignerOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: ExtendSignerOperationParameters = { body }
 */
export type ExtendSignerOperationParameters = { body: ExtendSignerRequest; };

/**
 * What {@link extendSignerOperation} resolves to.
 *
 * @example
 * const result: ExtendSignerOperationReturnType = await extendSignerOperation(transport, { body })
 */
export type ExtendSignerOperationReturnType = LinkedSigner;

/**
 * The errors {@link extendSignerOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await extendSignerOperation(transport, { body }) } catch (e) { const error = e as ExtendSignerOperationErrorType }
 */
export type ExtendSignerOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link extendSignerOperation} (POST /v1/linked-signer/extend) after checking every parameter against the spec.
 *
 * @example
 * const request = buildExtendSignerRequest({ body })
 */
export function buildExtendSignerRequest(parameters: ExtendSignerOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/linked-signer/extend", body: JSON.stringify(parameters.body) };
}

/**
 * Extends a linked signer's validity; signed by the linked signer itself.
 *
 * Signed by the linked signer itself (`ExtendLinkedSigner`).
 *
 * `POST /v1/linked-signer/extend` (signed: ExtendLinkedSigner)
 *
 * @example
 * const result = await extendSignerOperation(transport, { body }) // body: a signed request body
 */
export async function extendSignerOperation(transport: HttpTransport, parameters: ExtendSignerOperationParameters, options: OperationOptions = {}): Promise<ExtendSignerOperationReturnType> {
  const response = await transport.request({ ...buildExtendSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link linkSignerOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: LinkSignerOperationParameters = { body }
 */
export type LinkSignerOperationParameters = { body: LinkSignerRequest; };

/**
 * What {@link linkSignerOperation} resolves to.
 *
 * @example
 * const result: LinkSignerOperationReturnType = await linkSignerOperation(transport, { body })
 */
export type LinkSignerOperationReturnType = LinkedSigner;

/**
 * The errors {@link linkSignerOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await linkSignerOperation(transport, { body }) } catch (e) { const error = e as LinkSignerOperationErrorType }
 */
export type LinkSignerOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link linkSignerOperation} (POST /v1/linked-signer/link) after checking every parameter against the spec.
 *
 * @example
 * const request = buildLinkSignerRequest({ body })
 */
export function buildLinkSignerRequest(parameters: LinkSignerOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/linked-signer/link", body: JSON.stringify(parameters.body) };
}

/**
 * Links a new signer to a subaccount.
 *
 * Signed by the owner (`signature`) and by the new signer (`signerSignature`), both over the same `LinkSigner` message.
 *
 * `POST /v1/linked-signer/link` (signed: LinkSigner)
 *
 * @example
 * const result = await linkSignerOperation(transport, { body }) // body: a signed request body
 */
export async function linkSignerOperation(transport: HttpTransport, parameters: LinkSignerOperationParameters, options: OperationOptions = {}): Promise<LinkSignerOperationReturnType> {
  const response = await transport.request({ ...buildLinkSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link getSignerQuota}.
 *
 * @example
 * const parameters: GetSignerQuotaParameters = { subaccountId: "text" }
 */
export type GetSignerQuotaParameters = NonNullable<operations["getSignerQuota"]["parameters"]["query"]>;

/**
 * What {@link getSignerQuota} resolves to.
 *
 * @example
 * const result: GetSignerQuotaReturnType = await getSignerQuota(transport, { subaccountId: "text" })
 */
export type GetSignerQuotaReturnType = LinkedSignerQuota;

/**
 * The errors {@link getSignerQuota} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getSignerQuota(transport, { subaccountId: "text" }) } catch (e) { const error = e as GetSignerQuotaErrorType }
 */
export type GetSignerQuotaErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getSignerQuota} (GET /v1/linked-signer/quota) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetSignerQuotaRequest({ subaccountId: "text" })
 */
export function buildGetSignerQuotaRequest(parameters: GetSignerQuotaParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: "/v1/linked-signer/quota", query: { subaccountId: parameters.subaccountId } };
}

/**
 * Returns the linked-signer quota of a subaccount's owner.
 *
 * `GET /v1/linked-signer/quota`
 *
 * @example
 * const result = await getSignerQuota(transport, { subaccountId: "text" })
 */
export async function getSignerQuota(transport: HttpTransport, parameters: GetSignerQuotaParameters, options: OperationOptions = {}): Promise<GetSignerQuotaReturnType> {
  const response = await transport.request({ ...buildGetSignerQuotaRequest(parameters), ...options });
  return decodeLinkedSignerQuota(response.body);
}

/**
 * The parameters of {@link refreshSignerOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: RefreshSignerOperationParameters = { body }
 */
export type RefreshSignerOperationParameters = { body: RefreshSignerRequest; };

/**
 * What {@link refreshSignerOperation} resolves to.
 *
 * @example
 * const result: RefreshSignerOperationReturnType = await refreshSignerOperation(transport, { body })
 */
export type RefreshSignerOperationReturnType = LinkedSigner;

/**
 * The errors {@link refreshSignerOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await refreshSignerOperation(transport, { body }) } catch (e) { const error = e as RefreshSignerOperationErrorType }
 */
export type RefreshSignerOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link refreshSignerOperation} (POST /v1/linked-signer/refresh) after checking every parameter against the spec.
 *
 * @example
 * const request = buildRefreshSignerRequest({ body })
 */
export function buildRefreshSignerRequest(parameters: RefreshSignerOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/linked-signer/refresh", body: JSON.stringify(parameters.body) };
}

/**
 * Refreshes a linked signer's validity; signed by the subaccount's owner.
 *
 * Signed by the owner (`RefreshLinkedSigner`); brings an expired signer back.
 *
 * `POST /v1/linked-signer/refresh` (signed: RefreshLinkedSigner)
 *
 * @example
 * const result = await refreshSignerOperation(transport, { body }) // body: a signed request body
 */
export async function refreshSignerOperation(transport: HttpTransport, parameters: RefreshSignerOperationParameters, options: OperationOptions = {}): Promise<RefreshSignerOperationReturnType> {
  const response = await transport.request({ ...buildRefreshSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link revokeSignerOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: RevokeSignerOperationParameters = { body }
 */
export type RevokeSignerOperationParameters = { body: RevokeSignerRequest; };

/**
 * What {@link revokeSignerOperation} resolves to.
 *
 * @example
 * const result: RevokeSignerOperationReturnType = await revokeSignerOperation(transport, { body })
 */
export type RevokeSignerOperationReturnType = LinkedSigner;

/**
 * The errors {@link revokeSignerOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await revokeSignerOperation(transport, { body }) } catch (e) { const error = e as RevokeSignerOperationErrorType }
 */
export type RevokeSignerOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link revokeSignerOperation} (DELETE /v1/linked-signer/revoke) after checking every parameter against the spec.
 *
 * @example
 * const request = buildRevokeSignerRequest({ body })
 */
export function buildRevokeSignerRequest(parameters: RevokeSignerOperationParameters): HttpRequest {
  return { method: "DELETE", path: "/v1/linked-signer/revoke", body: JSON.stringify(parameters.body) };
}

/**
 * Revokes a linked signer. A revoked signer can never be linked again.
 *
 * Signed by the owner (`RevokeLinkedSigner`); the signer's resting orders must be cancelled first.
 *
 * `DELETE /v1/linked-signer/revoke` (signed: RevokeLinkedSigner)
 *
 * @example
 * const result = await revokeSignerOperation(transport, { body }) // body: a signed request body
 */
export async function revokeSignerOperation(transport: HttpTransport, parameters: RevokeSignerOperationParameters, options: OperationOptions = {}): Promise<RevokeSignerOperationReturnType> {
  const response = await transport.request({ ...buildRevokeSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link getLinkedSigner}.
 *
 * @example
 * const parameters: GetLinkedSignerParameters = { signerId: "text" }
 */
export type GetLinkedSignerParameters = operations["getLinkedSigner"]["parameters"]["path"];

/**
 * What {@link getLinkedSigner} resolves to.
 *
 * @example
 * const result: GetLinkedSignerReturnType = await getLinkedSigner(transport, { signerId: "text" })
 */
export type GetLinkedSignerReturnType = LinkedSigner;

/**
 * The errors {@link getLinkedSigner} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getLinkedSigner(transport, { signerId: "text" }) } catch (e) { const error = e as GetLinkedSignerErrorType }
 */
export type GetLinkedSignerErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getLinkedSigner} (GET /v1/linked-signer/{signerId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetLinkedSignerRequest({ signerId: "text" })
 */
export function buildGetLinkedSignerRequest(parameters: GetLinkedSignerParameters): HttpRequest {
  if (parameters.signerId === undefined) throw new ValidationError("signerId", "is required");
  checkString(parameters.signerId, "signerId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/linked-signer/${encodeURIComponent(parameters.signerId)}` };
}

/**
 * Returns a signer by its id
 *
 * `GET /v1/linked-signer/{signerId}`
 *
 * @example
 * const result = await getLinkedSigner(transport, { signerId: "text" })
 */
export async function getLinkedSigner(transport: HttpTransport, parameters: GetLinkedSignerParameters, options: OperationOptions = {}): Promise<GetLinkedSignerReturnType> {
  const response = await transport.request({ ...buildGetLinkedSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link getMaintenance}.
 *
 * @example
 * const parameters: GetMaintenanceParameters = {}
 */
export type GetMaintenanceParameters = Record<string, never>;

/**
 * What {@link getMaintenance} resolves to.
 *
 * @example
 * const result: GetMaintenanceReturnType = await getMaintenance(transport)
 */
export type GetMaintenanceReturnType = Maintenance;

/**
 * The errors {@link getMaintenance} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getMaintenance(transport) } catch (e) { const error = e as GetMaintenanceErrorType }
 */
export type GetMaintenanceErrorType = HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getMaintenance} (GET /v1/maintenance) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetMaintenanceRequest()
 */
export function buildGetMaintenanceRequest(parameters: GetMaintenanceParameters = {}): HttpRequest {
  return { method: "GET", path: "/v1/maintenance" };
}

/**
 * Returns the current maintenance mode status
 *
 * `GET /v1/maintenance`
 *
 * @example
 * const result = await getMaintenance(transport)
 */
export async function getMaintenance(transport: HttpTransport, parameters: GetMaintenanceParameters = {}, options: OperationOptions = {}): Promise<GetMaintenanceReturnType> {
  const response = await transport.request({ ...buildGetMaintenanceRequest(parameters), ...options });
  return decodeMaintenance(response.body);
}

/**
 * The parameters of {@link listOrders}.
 *
 * @example
 * const parameters: ListOrdersParameters = { subaccountId: "text" }
 */
export type ListOrdersParameters = NonNullable<operations["listOrders"]["parameters"]["query"]>;

/**
 * What {@link listOrders} resolves to.
 *
 * @example
 * const result: ListOrdersReturnType = await listOrders(transport, { subaccountId: "text" })
 */
export type ListOrdersReturnType = OrderPage;

/**
 * The errors {@link listOrders} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listOrders(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListOrdersErrorType }
 */
export type ListOrdersErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listOrders} (GET /v1/order) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListOrdersRequest({ subaccountId: "text" })
 */
export function buildListOrdersRequest(parameters: ListOrdersParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.clientOrderId !== undefined) checkString(parameters.clientOrderId, "clientOrderId");
  if (parameters.productIds !== undefined) checkArray(parameters.productIds, "productIds", { minItems: 1, unique: true }, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  if (parameters.createdAfter !== undefined) checkInteger(parameters.createdAfter, "createdAfter");
  if (parameters.createdBefore !== undefined) checkInteger(parameters.createdBefore, "createdBefore");
  if (parameters.side !== undefined) checkInteger(parameters.side, "side", { values: [0, 1] });
  if (parameters.close !== undefined) checkBoolean(parameters.close, "close");
  if (parameters.stopTypes !== undefined) checkArray(parameters.stopTypes, "stopTypes", { minItems: 0 }, (item, itemField) => checkInteger(item, itemField, { values: [0, 1] }));
  if (parameters.isWorking !== undefined) checkBoolean(parameters.isWorking, "isWorking", { values: [true] });
  if (parameters.isPending !== undefined) checkBoolean(parameters.isPending, "isPending", { values: [true] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/order", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, clientOrderId: parameters.clientOrderId, productIds: parameters.productIds, createdAfter: parameters.createdAfter, createdBefore: parameters.createdBefore, side: parameters.side, close: parameters.close, stopTypes: parameters.stopTypes, isWorking: parameters.isWorking, isPending: parameters.isPending, orderBy: parameters.orderBy } };
}

/**
 * Lists the orders of a subaccount.
 *
 * `GET /v1/order`
 *
 * @example
 * const result = await listOrders(transport, { subaccountId: "text" })
 */
export async function listOrders(transport: HttpTransport, parameters: ListOrdersParameters, options: OperationOptions = {}): Promise<ListOrdersReturnType> {
  const response = await transport.request({ ...buildListOrdersRequest(parameters), ...options });
  return decodeOrderPage(response.body);
}

/**
 * The parameters of {@link placeOrderOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: PlaceOrderOperationParameters = { body }
 */
export type PlaceOrderOperationParameters = { body: PlaceOrderRequest; };

/**
 * What {@link placeOrderOperation} resolves to.
 *
 * @example
 * const result: PlaceOrderOperationReturnType = await placeOrderOperation(transport, { body })
 */
export type PlaceOrderOperationReturnType = PlacedOrder;

/**
 * The errors {@link placeOrderOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await placeOrderOperation(transport, { body }) } catch (e) { const error = e as PlaceOrderOperationErrorType }
 */
export type PlaceOrderOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link placeOrderOperation} (POST /v1/order) after checking every parameter against the spec.
 *
 * @example
 * const request = buildPlaceOrderRequest({ body })
 */
export function buildPlaceOrderRequest(parameters: PlaceOrderOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/order", body: JSON.stringify(parameters.body) };
}

/**
 * Places one order.
 *
 * Signed as `TradeOrder` by the sender (the owner or a linked signer). The `filled` field of the answer is deprecated and always 0.
 *
 * `POST /v1/order` (signed: TradeOrder)
 *
 * @example
 * const result = await placeOrderOperation(transport, { body }) // body: a signed request body
 */
export async function placeOrderOperation(transport: HttpTransport, parameters: PlaceOrderOperationParameters, options: OperationOptions = {}): Promise<PlaceOrderOperationReturnType> {
  const response = await transport.request({ ...buildPlaceOrderRequest(parameters), ...options });
  return decodePlacedOrder(response.body);
}

/**
 * The parameters of {@link cancelOrdersOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: CancelOrdersOperationParameters = { body }
 */
export type CancelOrdersOperationParameters = { body: CancelOrdersRequest; };

/**
 * What {@link cancelOrdersOperation} resolves to.
 *
 * @example
 * const result: CancelOrdersOperationReturnType = await cancelOrdersOperation(transport, { body })
 */
export type CancelOrdersOperationReturnType = CancelResultList;

/**
 * The errors {@link cancelOrdersOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await cancelOrdersOperation(transport, { body }) } catch (e) { const error = e as CancelOrdersOperationErrorType }
 */
export type CancelOrdersOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link cancelOrdersOperation} (POST /v1/order/cancel) after checking every parameter against the spec.
 *
 * @example
 * const request = buildCancelOrdersRequest({ body })
 */
export function buildCancelOrdersRequest(parameters: CancelOrdersOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/order/cancel", body: JSON.stringify(parameters.body) };
}

/**
 * Cancels orders by id and by client order id.
 *
 * One `CancelOrder` signature covers every id; each id gets its own result, which must be checked.
 *
 * `POST /v1/order/cancel` (signed: CancelOrder)
 *
 * @example
 * const result = await cancelOrdersOperation(transport, { body }) // body: a signed request body
 */
export async function cancelOrdersOperation(transport: HttpTransport, parameters: CancelOrdersOperationParameters, options: OperationOptions = {}): Promise<CancelOrdersOperationReturnType> {
  const response = await transport.request({ ...buildCancelOrdersRequest(parameters), ...options });
  return decodeCancelResultList(response.body);
}

/**
 * The parameters of {@link dryRunOrderOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: DryRunOrderOperationParameters = { body }
 */
export type DryRunOrderOperationParameters = { body: DryRunOrderRequest; };

/**
 * What {@link dryRunOrderOperation} resolves to.
 *
 * @example
 * const result: DryRunOrderOperationReturnType = await dryRunOrderOperation(transport, { body })
 */
export type DryRunOrderOperationReturnType = DryRunResult;

/**
 * The errors {@link dryRunOrderOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await dryRunOrderOperation(transport, { body }) } catch (e) { const error = e as DryRunOrderOperationErrorType }
 */
export type DryRunOrderOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link dryRunOrderOperation} (POST /v1/order/dry-run) after checking every parameter against the spec.
 *
 * @example
 * const request = buildDryRunOrderRequest({ body })
 */
export function buildDryRunOrderRequest(parameters: DryRunOrderOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/order/dry-run", body: JSON.stringify(parameters.body) };
}

/**
 * Simulates an order without signing or placing it.
 *
 * Simulates an order without a signature; a failing order answers 422.
 *
 * `POST /v1/order/dry-run`
 *
 * @example
 * const result = await dryRunOrderOperation(transport, { body }) // body: a signed request body
 */
export async function dryRunOrderOperation(transport: HttpTransport, parameters: DryRunOrderOperationParameters, options: OperationOptions = {}): Promise<DryRunOrderOperationReturnType> {
  const response = await transport.request({ ...buildDryRunOrderRequest(parameters), ...options });
  return decodeDryRunResult(response.body);
}

/**
 * The parameters of {@link listFills}.
 *
 * @example
 * const parameters: ListFillsParameters = { subaccountId: "text" }
 */
export type ListFillsParameters = NonNullable<operations["listFills"]["parameters"]["query"]>;

/**
 * What {@link listFills} resolves to.
 *
 * @example
 * const result: ListFillsReturnType = await listFills(transport, { subaccountId: "text" })
 */
export type ListFillsReturnType = FillPage;

/**
 * The errors {@link listFills} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listFills(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListFillsErrorType }
 */
export type ListFillsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listFills} (GET /v1/order/fill) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListFillsRequest({ subaccountId: "text" })
 */
export function buildListFillsRequest(parameters: ListFillsParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.productIds !== undefined) checkArray(parameters.productIds, "productIds", { minItems: 1, unique: true }, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  if (parameters.createdAfter !== undefined) checkInteger(parameters.createdAfter, "createdAfter");
  if (parameters.createdBefore !== undefined) checkInteger(parameters.createdBefore, "createdBefore");
  if (parameters.side !== undefined) checkInteger(parameters.side, "side", { values: [0, 1] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["productId", "filled", "price", "createdAt"] });
  if (parameters.includeSelfTrades !== undefined) checkBoolean(parameters.includeSelfTrades, "includeSelfTrades");
  if (parameters.expandSelfTrades !== undefined) checkBoolean(parameters.expandSelfTrades, "expandSelfTrades");
  return { method: "GET", path: "/v1/order/fill", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, productIds: parameters.productIds, createdAfter: parameters.createdAfter, createdBefore: parameters.createdBefore, side: parameters.side, orderBy: parameters.orderBy, includeSelfTrades: parameters.includeSelfTrades, expandSelfTrades: parameters.expandSelfTrades } };
}

/**
 * Lists the fills of a subaccount.
 *
 * `GET /v1/order/fill`
 *
 * @example
 * const result = await listFills(transport, { subaccountId: "text" })
 */
export async function listFills(transport: HttpTransport, parameters: ListFillsParameters, options: OperationOptions = {}): Promise<ListFillsReturnType> {
  const response = await transport.request({ ...buildListFillsRequest(parameters), ...options });
  return decodeFillPage(response.body);
}

/**
 * The parameters of {@link listTrades}.
 *
 * @example
 * const parameters: ListTradesParameters = { productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" }
 */
export type ListTradesParameters = NonNullable<operations["listTrades"]["parameters"]["query"]>;

/**
 * What {@link listTrades} resolves to.
 *
 * @example
 * const result: ListTradesReturnType = await listTrades(transport, { productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" })
 */
export type ListTradesReturnType = TradePage;

/**
 * The errors {@link listTrades} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listTrades(transport, { productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" }) } catch (e) { const error = e as ListTradesErrorType }
 */
export type ListTradesErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listTrades} (GET /v1/order/trade) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListTradesRequest({ productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" })
 */
export function buildListTradesRequest(parameters: ListTradesParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/order/trade", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, productId: parameters.productId, orderBy: parameters.orderBy } };
}

/**
 * Lists the public trades of a product.
 *
 * `GET /v1/order/trade`
 *
 * @example
 * const result = await listTrades(transport, { productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" })
 */
export async function listTrades(transport: HttpTransport, parameters: ListTradesParameters, options: OperationOptions = {}): Promise<ListTradesReturnType> {
  const response = await transport.request({ ...buildListTradesRequest(parameters), ...options });
  return decodeTradePage(response.body);
}

/**
 * The parameters of {@link getOrder}.
 *
 * @example
 * const parameters: GetOrderParameters = { orderId: "text" }
 */
export type GetOrderParameters = operations["getOrder"]["parameters"]["path"];

/**
 * What {@link getOrder} resolves to.
 *
 * @example
 * const result: GetOrderReturnType = await getOrder(transport, { orderId: "text" })
 */
export type GetOrderReturnType = Order;

/**
 * The errors {@link getOrder} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getOrder(transport, { orderId: "text" }) } catch (e) { const error = e as GetOrderErrorType }
 */
export type GetOrderErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getOrder} (GET /v1/order/{orderId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetOrderRequest({ orderId: "text" })
 */
export function buildGetOrderRequest(parameters: GetOrderParameters): HttpRequest {
  if (parameters.orderId === undefined) throw new ValidationError("orderId", "is required");
  checkString(parameters.orderId, "orderId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/order/${encodeURIComponent(parameters.orderId)}` };
}

/**
 * Returns one order.
 *
 * `GET /v1/order/{orderId}`
 *
 * @example
 * const result = await getOrder(transport, { orderId: "text" })
 */
export async function getOrder(transport: HttpTransport, parameters: GetOrderParameters, options: OperationOptions = {}): Promise<GetOrderReturnType> {
  const response = await transport.request({ ...buildGetOrderRequest(parameters), ...options });
  return decodeOrder(response.body);
}

/**
 * The parameters of {@link getOrderGroup}.
 *
 * @example
 * const parameters: GetOrderGroupParameters = { orderId: "text" }
 */
export type GetOrderGroupParameters = operations["getOrderGroup"]["parameters"]["path"] & NonNullable<operations["getOrderGroup"]["parameters"]["query"]>;

/**
 * What {@link getOrderGroup} resolves to.
 *
 * @example
 * const result: GetOrderGroupReturnType = await getOrderGroup(transport, { orderId: "text" })
 */
export type GetOrderGroupReturnType = OrderPage;

/**
 * The errors {@link getOrderGroup} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getOrderGroup(transport, { orderId: "text" }) } catch (e) { const error = e as GetOrderGroupErrorType }
 */
export type GetOrderGroupErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getOrderGroup} (GET /v1/order/{orderId}/group) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetOrderGroupRequest({ orderId: "text" })
 */
export function buildGetOrderGroupRequest(parameters: GetOrderGroupParameters): HttpRequest {
  if (parameters.orderId === undefined) throw new ValidationError("orderId", "is required");
  checkString(parameters.orderId, "orderId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: `/v1/order/${encodeURIComponent(parameters.orderId)}/group`, query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, orderBy: parameters.orderBy } };
}

/**
 * Returns the orders of the OTO/OCO group an order belongs to.
 *
 * `GET /v1/order/{orderId}/group`
 *
 * @example
 * const result = await getOrderGroup(transport, { orderId: "text" })
 */
export async function getOrderGroup(transport: HttpTransport, parameters: GetOrderGroupParameters, options: OperationOptions = {}): Promise<GetOrderGroupReturnType> {
  const response = await transport.request({ ...buildGetOrderGroupRequest(parameters), ...options });
  return decodeOrderPage(response.body);
}

/**
 * The parameters of {@link listPointsPeriods}.
 *
 * @example
 * const parameters: ListPointsPeriodsParameters = { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", season: 1, epoch: 1 }
 */
export type ListPointsPeriodsParameters = NonNullable<operations["listPointsPeriods"]["parameters"]["query"]>;

/**
 * What {@link listPointsPeriods} resolves to.
 *
 * @example
 * const result: ListPointsPeriodsReturnType = await listPointsPeriods(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", season: 1, epoch: 1 })
 */
export type ListPointsPeriodsReturnType = PointsPeriodList;

/**
 * The errors {@link listPointsPeriods} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listPointsPeriods(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", season: 1, epoch: 1 }) } catch (e) { const error = e as ListPointsPeriodsErrorType }
 */
export type ListPointsPeriodsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listPointsPeriods} (GET /v1/points) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListPointsPeriodsRequest({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", season: 1, epoch: 1 })
 */
export function buildListPointsPeriodsRequest(parameters: ListPointsPeriodsParameters): HttpRequest {
  if (parameters.address === undefined) throw new ValidationError("address", "is required");
  checkString(parameters.address, "address", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.season === undefined) throw new ValidationError("season", "is required");
  checkInteger(parameters.season, "season", { minimum: 0, maximum: 10 });
  if (parameters.epoch === undefined) throw new ValidationError("epoch", "is required");
  checkInteger(parameters.epoch, "epoch", { minimum: 1, maximum: 256 });
  return { method: "GET", path: "/v1/points", query: { address: parameters.address, season: parameters.season, epoch: parameters.epoch } };
}

/**
 * Returns a list of points periods for a given address and season
 *
 * `GET /v1/points`
 *
 * @example
 * const result = await listPointsPeriods(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", season: 1, epoch: 1 })
 */
export async function listPointsPeriods(transport: HttpTransport, parameters: ListPointsPeriodsParameters, options: OperationOptions = {}): Promise<ListPointsPeriodsReturnType> {
  const response = await transport.request({ ...buildListPointsPeriodsRequest(parameters), ...options });
  return decodePointsPeriodList(response.body);
}

/**
 * The parameters of {@link listPointsSeasonSummaries}.
 *
 * @example
 * const parameters: ListPointsSeasonSummariesParameters = { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" }
 */
export type ListPointsSeasonSummariesParameters = NonNullable<operations["listPointsSeasonSummaries"]["parameters"]["query"]>;

/**
 * What {@link listPointsSeasonSummaries} resolves to.
 *
 * @example
 * const result: ListPointsSeasonSummariesReturnType = await listPointsSeasonSummaries(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export type ListPointsSeasonSummariesReturnType = PointsSeasonSummaryList;

/**
 * The errors {@link listPointsSeasonSummaries} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listPointsSeasonSummaries(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" }) } catch (e) { const error = e as ListPointsSeasonSummariesErrorType }
 */
export type ListPointsSeasonSummariesErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listPointsSeasonSummaries} (GET /v1/points/summary) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListPointsSeasonSummariesRequest({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export function buildListPointsSeasonSummariesRequest(parameters: ListPointsSeasonSummariesParameters): HttpRequest {
  if (parameters.address === undefined) throw new ValidationError("address", "is required");
  checkString(parameters.address, "address", { pattern: HEX_PATTERN, what: "a Hex string" });
  return { method: "GET", path: "/v1/points/summary", query: { address: parameters.address } };
}

/**
 * Returns a list of points season summaries for a given address
 *
 * `GET /v1/points/summary`
 *
 * @example
 * const result = await listPointsSeasonSummaries(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export async function listPointsSeasonSummaries(transport: HttpTransport, parameters: ListPointsSeasonSummariesParameters, options: OperationOptions = {}): Promise<ListPointsSeasonSummariesReturnType> {
  const response = await transport.request({ ...buildListPointsSeasonSummariesRequest(parameters), ...options });
  return decodePointsSeasonSummaryList(response.body);
}

/**
 * The parameters of {@link getTotalPoints}.
 *
 * @example
 * const parameters: GetTotalPointsParameters = {}
 */
export type GetTotalPointsParameters = NonNullable<operations["getTotalPoints"]["parameters"]["query"]>;

/**
 * What {@link getTotalPoints} resolves to.
 *
 * @example
 * const result: GetTotalPointsReturnType = await getTotalPoints(transport)
 */
export type GetTotalPointsReturnType = TotalPoints;

/**
 * The errors {@link getTotalPoints} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getTotalPoints(transport) } catch (e) { const error = e as GetTotalPointsErrorType }
 */
export type GetTotalPointsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getTotalPoints} (GET /v1/points/total) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetTotalPointsRequest()
 */
export function buildGetTotalPointsRequest(parameters: GetTotalPointsParameters = {}): HttpRequest {
  if (parameters.season !== undefined) checkInteger(parameters.season, "season", { minimum: 0, maximum: 10 });
  if (parameters.epoch !== undefined) checkInteger(parameters.epoch, "epoch", { minimum: 1, maximum: 256 });
  return { method: "GET", path: "/v1/points/total", query: { season: parameters.season, epoch: parameters.epoch } };
}

/**
 * Returns total exchange-wide points distributed
 *
 * `GET /v1/points/total`
 *
 * @example
 * const result = await getTotalPoints(transport)
 */
export async function getTotalPoints(transport: HttpTransport, parameters: GetTotalPointsParameters = {}, options: OperationOptions = {}): Promise<GetTotalPointsReturnType> {
  const response = await transport.request({ ...buildGetTotalPointsRequest(parameters), ...options });
  return decodeTotalPoints(response.body);
}

/**
 * The parameters of {@link listPositions}.
 *
 * @example
 * const parameters: ListPositionsParameters = { subaccountId: "text" }
 */
export type ListPositionsParameters = NonNullable<operations["listPositions"]["parameters"]["query"]>;

/**
 * What {@link listPositions} resolves to.
 *
 * @example
 * const result: ListPositionsReturnType = await listPositions(transport, { subaccountId: "text" })
 */
export type ListPositionsReturnType = PositionPage;

/**
 * The errors {@link listPositions} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listPositions(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListPositionsErrorType }
 */
export type ListPositionsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listPositions} (GET /v1/position) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListPositionsRequest({ subaccountId: "text" })
 */
export function buildListPositionsRequest(parameters: ListPositionsParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.productIds !== undefined) checkArray(parameters.productIds, "productIds", { minItems: 1, unique: true }, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  if (parameters.open !== undefined) checkBoolean(parameters.open, "open");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["size", "createdAt", "updatedAt", "realizedPnl"] });
  if (parameters.createdAfter !== undefined) checkInteger(parameters.createdAfter, "createdAfter");
  if (parameters.createdBefore !== undefined) checkInteger(parameters.createdBefore, "createdBefore");
  if (parameters.side !== undefined) checkInteger(parameters.side, "side", { values: [0, 1] });
  if (parameters.isLiquidated !== undefined) checkBoolean(parameters.isLiquidated, "isLiquidated");
  return { method: "GET", path: "/v1/position", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, productIds: parameters.productIds, open: parameters.open, orderBy: parameters.orderBy, createdAfter: parameters.createdAfter, createdBefore: parameters.createdBefore, side: parameters.side, isLiquidated: parameters.isLiquidated } };
}

/**
 * Lists the positions of a subaccount.
 *
 * `GET /v1/position`
 *
 * @example
 * const result = await listPositions(transport, { subaccountId: "text" })
 */
export async function listPositions(transport: HttpTransport, parameters: ListPositionsParameters, options: OperationOptions = {}): Promise<ListPositionsReturnType> {
  const response = await transport.request({ ...buildListPositionsRequest(parameters), ...options });
  return decodePositionPage(response.body);
}

/**
 * The parameters of {@link getActivePosition}.
 *
 * @example
 * const parameters: GetActivePositionParameters = { subaccountId: "text", productId: "text" }
 */
export type GetActivePositionParameters = NonNullable<operations["getActivePosition"]["parameters"]["query"]>;

/**
 * What {@link getActivePosition} resolves to.
 *
 * @example
 * const result: GetActivePositionReturnType = await getActivePosition(transport, { subaccountId: "text", productId: "text" })
 */
export type GetActivePositionReturnType = Position;

/**
 * The errors {@link getActivePosition} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getActivePosition(transport, { subaccountId: "text", productId: "text" }) } catch (e) { const error = e as GetActivePositionErrorType }
 */
export type GetActivePositionErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getActivePosition} (GET /v1/position/active) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetActivePositionRequest({ subaccountId: "text", productId: "text" })
 */
export function buildGetActivePositionRequest(parameters: GetActivePositionParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: "/v1/position/active", query: { subaccountId: parameters.subaccountId, productId: parameters.productId } };
}

/**
 * Returns the open position of a subaccount in one product.
 *
 * `GET /v1/position/active`
 *
 * @example
 * const result = await getActivePosition(transport, { subaccountId: "text", productId: "text" })
 */
export async function getActivePosition(transport: HttpTransport, parameters: GetActivePositionParameters, options: OperationOptions = {}): Promise<GetActivePositionReturnType> {
  const response = await transport.request({ ...buildGetActivePositionRequest(parameters), ...options });
  return decodePosition(response.body);
}

/**
 * The parameters of {@link listPositionFills}.
 *
 * @example
 * const parameters: ListPositionFillsParameters = { positionId: "81215694-2d9f-4a87-af57-a710118938c0" }
 */
export type ListPositionFillsParameters = NonNullable<operations["listPositionFills"]["parameters"]["query"]>;

/**
 * What {@link listPositionFills} resolves to.
 *
 * @example
 * const result: ListPositionFillsReturnType = await listPositionFills(transport, { positionId: "81215694-2d9f-4a87-af57-a710118938c0" })
 */
export type ListPositionFillsReturnType = PositionFillPage;

/**
 * The errors {@link listPositionFills} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listPositionFills(transport, { positionId: "81215694-2d9f-4a87-af57-a710118938c0" }) } catch (e) { const error = e as ListPositionFillsErrorType }
 */
export type ListPositionFillsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listPositionFills} (GET /v1/position/fill) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListPositionFillsRequest({ positionId: "81215694-2d9f-4a87-af57-a710118938c0" })
 */
export function buildListPositionFillsRequest(parameters: ListPositionFillsParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.positionId === undefined) throw new ValidationError("positionId", "is required");
  checkString(parameters.positionId, "positionId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["price", "filled", "createdAt"] });
  return { method: "GET", path: "/v1/position/fill", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, positionId: parameters.positionId, orderBy: parameters.orderBy } };
}

/**
 * Returns a filtered list of fills for a given position
 *
 * `GET /v1/position/fill`
 *
 * @example
 * const result = await listPositionFills(transport, { positionId: "81215694-2d9f-4a87-af57-a710118938c0" })
 */
export async function listPositionFills(transport: HttpTransport, parameters: ListPositionFillsParameters, options: OperationOptions = {}): Promise<ListPositionFillsReturnType> {
  const response = await transport.request({ ...buildListPositionFillsRequest(parameters), ...options });
  return decodePositionFillPage(response.body);
}

/**
 * The parameters of {@link listLiquidations}.
 *
 * @example
 * const parameters: ListLiquidationsParameters = {}
 */
export type ListLiquidationsParameters = NonNullable<operations["listLiquidations"]["parameters"]["query"]>;

/**
 * What {@link listLiquidations} resolves to.
 *
 * @example
 * const result: ListLiquidationsReturnType = await listLiquidations(transport)
 */
export type ListLiquidationsReturnType = LiquidationPage;

/**
 * The errors {@link listLiquidations} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listLiquidations(transport) } catch (e) { const error = e as ListLiquidationsErrorType }
 */
export type ListLiquidationsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listLiquidations} (GET /v1/position/liquidation) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListLiquidationsRequest()
 */
export function buildListLiquidationsRequest(parameters: ListLiquidationsParameters = {}): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/position/liquidation", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, orderBy: parameters.orderBy } };
}

/**
 * Returns a list of liquidations
 *
 * `GET /v1/position/liquidation`
 *
 * @example
 * const result = await listLiquidations(transport)
 */
export async function listLiquidations(transport: HttpTransport, parameters: ListLiquidationsParameters = {}, options: OperationOptions = {}): Promise<ListLiquidationsReturnType> {
  const response = await transport.request({ ...buildListLiquidationsRequest(parameters), ...options });
  return decodeLiquidationPage(response.body);
}

/**
 * The parameters of {@link getPosition}.
 *
 * @example
 * const parameters: GetPositionParameters = { positionId: "text" }
 */
export type GetPositionParameters = operations["getPosition"]["parameters"]["path"];

/**
 * What {@link getPosition} resolves to.
 *
 * @example
 * const result: GetPositionReturnType = await getPosition(transport, { positionId: "text" })
 */
export type GetPositionReturnType = Position;

/**
 * The errors {@link getPosition} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getPosition(transport, { positionId: "text" }) } catch (e) { const error = e as GetPositionErrorType }
 */
export type GetPositionErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getPosition} (GET /v1/position/{positionId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetPositionRequest({ positionId: "text" })
 */
export function buildGetPositionRequest(parameters: GetPositionParameters): HttpRequest {
  if (parameters.positionId === undefined) throw new ValidationError("positionId", "is required");
  checkString(parameters.positionId, "positionId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/position/${encodeURIComponent(parameters.positionId)}` };
}

/**
 * Returns one position.
 *
 * `GET /v1/position/{positionId}`
 *
 * @example
 * const result = await getPosition(transport, { positionId: "text" })
 */
export async function getPosition(transport: HttpTransport, parameters: GetPositionParameters, options: OperationOptions = {}): Promise<GetPositionReturnType> {
  const response = await transport.request({ ...buildGetPositionRequest(parameters), ...options });
  return decodePosition(response.body);
}

/**
 * The parameters of {@link listProducts}.
 *
 * @example
 * const parameters: ListProductsParameters = {}
 */
export type ListProductsParameters = NonNullable<operations["listProducts"]["parameters"]["query"]>;

/**
 * What {@link listProducts} resolves to.
 *
 * @example
 * const result: ListProductsReturnType = await listProducts(transport)
 */
export type ListProductsReturnType = ProductPage;

/**
 * The errors {@link listProducts} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listProducts(transport) } catch (e) { const error = e as ListProductsErrorType }
 */
export type ListProductsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listProducts} (GET /v1/product) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListProductsRequest()
 */
export function buildListProductsRequest(parameters: ListProductsParameters = {}): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt", "openInterest", "baseTokenName", "quoteTokenName"] });
  if (parameters.ticker !== undefined) checkString(parameters.ticker, "ticker", { pattern: LIST_PRODUCTS_TICKER_PATTERN, what: "a matching string" });
  return { method: "GET", path: "/v1/product", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, orderBy: parameters.orderBy, ticker: parameters.ticker } };
}

/**
 * Lists products with the fields order building needs.
 *
 * `GET /v1/product`
 *
 * @example
 * const result = await listProducts(transport)
 */
export async function listProducts(transport: HttpTransport, parameters: ListProductsParameters = {}, options: OperationOptions = {}): Promise<ListProductsReturnType> {
  const response = await transport.request({ ...buildListProductsRequest(parameters), ...options });
  return decodeProductPage(response.body);
}

/**
 * The parameters of {@link getMarketLiquidity}.
 *
 * @example
 * const parameters: GetMarketLiquidityParameters = { productId: "9036443a-441a-4a66-87f2-bd5c44cdca7a" }
 */
export type GetMarketLiquidityParameters = NonNullable<operations["getMarketLiquidity"]["parameters"]["query"]>;

/**
 * What {@link getMarketLiquidity} resolves to.
 *
 * @example
 * const result: GetMarketLiquidityReturnType = await getMarketLiquidity(transport, { productId: "9036443a-441a-4a66-87f2-bd5c44cdca7a" })
 */
export type GetMarketLiquidityReturnType = MarketLiquidity;

/**
 * The errors {@link getMarketLiquidity} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getMarketLiquidity(transport, { productId: "9036443a-441a-4a66-87f2-bd5c44cdca7a" }) } catch (e) { const error = e as GetMarketLiquidityErrorType }
 */
export type GetMarketLiquidityErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getMarketLiquidity} (GET /v1/product/market-liquidity) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetMarketLiquidityRequest({ productId: "9036443a-441a-4a66-87f2-bd5c44cdca7a" })
 */
export function buildGetMarketLiquidityRequest(parameters: GetMarketLiquidityParameters): HttpRequest {
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: "/v1/product/market-liquidity", query: { productId: parameters.productId } };
}

/**
 * Returns the product market liquidity by id
 *
 * `GET /v1/product/market-liquidity`
 *
 * @example
 * const result = await getMarketLiquidity(transport, { productId: "9036443a-441a-4a66-87f2-bd5c44cdca7a" })
 */
export async function getMarketLiquidity(transport: HttpTransport, parameters: GetMarketLiquidityParameters, options: OperationOptions = {}): Promise<GetMarketLiquidityReturnType> {
  const response = await transport.request({ ...buildGetMarketLiquidityRequest(parameters), ...options });
  return decodeMarketLiquidity(response.body);
}

/**
 * The parameters of {@link getMarketPrices}.
 *
 * @example
 * const parameters: GetMarketPricesParameters = { productIds: ["text"] }
 */
export type GetMarketPricesParameters = NonNullable<operations["getMarketPrices"]["parameters"]["query"]>;

/**
 * What {@link getMarketPrices} resolves to.
 *
 * @example
 * const result: GetMarketPricesReturnType = await getMarketPrices(transport, { productIds: ["text"] })
 */
export type GetMarketPricesReturnType = MarketPriceList;

/**
 * The errors {@link getMarketPrices} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getMarketPrices(transport, { productIds: ["text"] }) } catch (e) { const error = e as GetMarketPricesErrorType }
 */
export type GetMarketPricesErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getMarketPrices} (GET /v1/product/market-price) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetMarketPricesRequest({ productIds: ["text"] })
 */
export function buildGetMarketPricesRequest(parameters: GetMarketPricesParameters): HttpRequest {
  if (parameters.productIds === undefined) throw new ValidationError("productIds", "is required");
  checkArray(parameters.productIds, "productIds", { minItems: 1, maxItems: 50, unique: true }, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  return { method: "GET", path: "/v1/product/market-price", query: { productIds: parameters.productIds } };
}

/**
 * Returns best bid and ask, oracle price and the price 24 hours ago of products.
 *
 * `GET /v1/product/market-price`
 *
 * @example
 * const result = await getMarketPrices(transport, { productIds: ["text"] })
 */
export async function getMarketPrices(transport: HttpTransport, parameters: GetMarketPricesParameters, options: OperationOptions = {}): Promise<GetMarketPricesReturnType> {
  const response = await transport.request({ ...buildGetMarketPricesRequest(parameters), ...options });
  return decodeMarketPriceList(response.body);
}

/**
 * The parameters of {@link getProduct}.
 *
 * @example
 * const parameters: GetProductParameters = { productId: "text" }
 */
export type GetProductParameters = operations["getProduct"]["parameters"]["path"];

/**
 * What {@link getProduct} resolves to.
 *
 * @example
 * const result: GetProductReturnType = await getProduct(transport, { productId: "text" })
 */
export type GetProductReturnType = Product;

/**
 * The errors {@link getProduct} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getProduct(transport, { productId: "text" }) } catch (e) { const error = e as GetProductErrorType }
 */
export type GetProductErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getProduct} (GET /v1/product/{productId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetProductRequest({ productId: "text" })
 */
export function buildGetProductRequest(parameters: GetProductParameters): HttpRequest {
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/product/${encodeURIComponent(parameters.productId)}` };
}

/**
 * Returns one product.
 *
 * `GET /v1/product/{productId}`
 *
 * @example
 * const result = await getProduct(transport, { productId: "text" })
 */
export async function getProduct(transport: HttpTransport, parameters: GetProductParameters, options: OperationOptions = {}): Promise<GetProductReturnType> {
  const response = await transport.request({ ...buildGetProductRequest(parameters), ...options });
  return decodeProduct(response.body);
}

/**
 * The parameters of {@link getRateLimitConfig}.
 *
 * @example
 * const parameters: GetRateLimitConfigParameters = {}
 */
export type GetRateLimitConfigParameters = Record<string, never>;

/**
 * What {@link getRateLimitConfig} resolves to.
 *
 * @example
 * const result: GetRateLimitConfigReturnType = await getRateLimitConfig(transport)
 */
export type GetRateLimitConfigReturnType = RateLimitConfig;

/**
 * The errors {@link getRateLimitConfig} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getRateLimitConfig(transport) } catch (e) { const error = e as GetRateLimitConfigErrorType }
 */
export type GetRateLimitConfigErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getRateLimitConfig} (GET /v1/rate-limit/config) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetRateLimitConfigRequest()
 */
export function buildGetRateLimitConfigRequest(parameters: GetRateLimitConfigParameters = {}): HttpRequest {
  return { method: "GET", path: "/v1/rate-limit/config" };
}

/**
 * Returns the point cost of each endpoint.
 *
 * `GET /v1/rate-limit/config`
 *
 * @example
 * const result = await getRateLimitConfig(transport)
 */
export async function getRateLimitConfig(transport: HttpTransport, parameters: GetRateLimitConfigParameters = {}, options: OperationOptions = {}): Promise<GetRateLimitConfigReturnType> {
  const response = await transport.request({ ...buildGetRateLimitConfigRequest(parameters), ...options });
  return decodeRateLimitConfig(response.body);
}

/**
 * The parameters of {@link listReferralsOperation}.
 *
 * @example
 * const parameters: ListReferralsOperationParameters = { headers }
 */
export type ListReferralsOperationParameters = NonNullable<operations["listReferrals"]["parameters"]["query"]> & { headers: operations["listReferrals"]["parameters"]["header"]; };

/**
 * What {@link listReferralsOperation} resolves to.
 *
 * @example
 * const result: ListReferralsOperationReturnType = await listReferralsOperation(transport, { headers })
 */
export type ListReferralsOperationReturnType = ReferralPage;

/**
 * The errors {@link listReferralsOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listReferralsOperation(transport, { headers }) } catch (e) { const error = e as ListReferralsOperationErrorType }
 */
export type ListReferralsOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listReferralsOperation} (GET /v1/referral) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListReferralsRequest({ headers })
 */
export function buildListReferralsRequest(parameters: ListReferralsOperationParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccount !== undefined) checkString(parameters.subaccount, "subaccount", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  if (typeof parameters.headers !== "object" || parameters.headers === null) throw new ValidationError("headers", "are required");
  if (parameters.headers["X-Ethereal-Auth"] === undefined) throw new ValidationError("headers.X-Ethereal-Auth", "is required");
  checkString(parameters.headers["X-Ethereal-Auth"], "headers.X-Ethereal-Auth");
  if (parameters.headers["X-Ethereal-Sender"] === undefined) throw new ValidationError("headers.X-Ethereal-Sender", "is required");
  checkString(parameters.headers["X-Ethereal-Sender"], "headers.X-Ethereal-Sender", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.headers["X-Ethereal-Signature"] === undefined) throw new ValidationError("headers.X-Ethereal-Signature", "is required");
  checkString(parameters.headers["X-Ethereal-Signature"], "headers.X-Ethereal-Signature", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.headers["X-Ethereal-Intent"] === undefined) throw new ValidationError("headers.X-Ethereal-Intent", "is required");
  checkNumber(parameters.headers["X-Ethereal-Intent"], "headers.X-Ethereal-Intent", { values: [0, 1, 2, 3] });
  if (parameters.headers["X-Ethereal-SignedAt"] === undefined) throw new ValidationError("headers.X-Ethereal-SignedAt", "is required");
  checkString(parameters.headers["X-Ethereal-SignedAt"], "headers.X-Ethereal-SignedAt");
  return { method: "GET", path: "/v1/referral", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccount: parameters.subaccount, orderBy: parameters.orderBy }, headers: { "X-Ethereal-Auth": String(parameters.headers["X-Ethereal-Auth"]), "X-Ethereal-Sender": String(parameters.headers["X-Ethereal-Sender"]), "X-Ethereal-Signature": String(parameters.headers["X-Ethereal-Signature"]), "X-Ethereal-Intent": String(parameters.headers["X-Ethereal-Intent"]), "X-Ethereal-SignedAt": String(parameters.headers["X-Ethereal-SignedAt"]) } };
}

/**
 * Returns paginated list of referrals for the sender
 *
 * Authorised by an `EIP712Auth` signature (intent REFERRAL_READ) in the X-Ethereal-* headers.
 *
 * `GET /v1/referral` (signed: EIP712Auth)
 *
 * @example
 * const result = await listReferralsOperation(transport, { headers })
 */
export async function listReferralsOperation(transport: HttpTransport, parameters: ListReferralsOperationParameters, options: OperationOptions = {}): Promise<ListReferralsOperationReturnType> {
  const response = await transport.request({ ...buildListReferralsRequest(parameters), ...options });
  return decodeReferralPage(response.body);
}

/**
 * The parameters of {@link activateReferralOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: ActivateReferralOperationParameters = { body }
 */
export type ActivateReferralOperationParameters = { body: ActivateReferralRequest; };

/**
 * What {@link activateReferralOperation} resolves to.
 *
 * @example
 * const result: ActivateReferralOperationReturnType = await activateReferralOperation(transport, { body })
 */
export type ActivateReferralOperationReturnType = Referral;

/**
 * The errors {@link activateReferralOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await activateReferralOperation(transport, { body }) } catch (e) { const error = e as ActivateReferralOperationErrorType }
 */
export type ActivateReferralOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link activateReferralOperation} (POST /v1/referral/activate) after checking every parameter against the spec.
 *
 * @example
 * const request = buildActivateReferralRequest({ body })
 */
export function buildActivateReferralRequest(parameters: ActivateReferralOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/referral/activate", body: JSON.stringify(parameters.body) };
}

/**
 * Activates the sender to acquire a referral code
 *
 * Signed as `EIP712Auth` with intent REFERRAL_ACTIVATION.
 *
 * `POST /v1/referral/activate` (signed: EIP712Auth)
 *
 * @example
 * const result = await activateReferralOperation(transport, { body }) // body: a signed request body
 */
export async function activateReferralOperation(transport: HttpTransport, parameters: ActivateReferralOperationParameters, options: OperationOptions = {}): Promise<ActivateReferralOperationReturnType> {
  const response = await transport.request({ ...buildActivateReferralRequest(parameters), ...options });
  return decodeReferral(response.body);
}

/**
 * The parameters of {@link claimReferralCodeOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: ClaimReferralCodeOperationParameters = { body }
 */
export type ClaimReferralCodeOperationParameters = { body: ClaimReferralCodeRequest; };

/**
 * What {@link claimReferralCodeOperation} resolves to.
 *
 * @example
 * const result: ClaimReferralCodeOperationReturnType = await claimReferralCodeOperation(transport, { body })
 */
export type ClaimReferralCodeOperationReturnType = Referral;

/**
 * The errors {@link claimReferralCodeOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await claimReferralCodeOperation(transport, { body }) } catch (e) { const error = e as ClaimReferralCodeOperationErrorType }
 */
export type ClaimReferralCodeOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link claimReferralCodeOperation} (POST /v1/referral/claim) after checking every parameter against the spec.
 *
 * @example
 * const request = buildClaimReferralCodeRequest({ body })
 */
export function buildClaimReferralCodeRequest(parameters: ClaimReferralCodeOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/referral/claim", body: JSON.stringify(parameters.body) };
}

/**
 * Claim a referral code
 *
 * Signed as `EIP712Auth` with intent REFERRAL_CLAIM.
 *
 * `POST /v1/referral/claim` (signed: EIP712Auth)
 *
 * @example
 * const result = await claimReferralCodeOperation(transport, { body }) // body: a signed request body
 */
export async function claimReferralCodeOperation(transport: HttpTransport, parameters: ClaimReferralCodeOperationParameters, options: OperationOptions = {}): Promise<ClaimReferralCodeOperationReturnType> {
  const response = await transport.request({ ...buildClaimReferralCodeRequest(parameters), ...options });
  return decodeReferral(response.body);
}

/**
 * The parameters of {@link getReferralCodeUsage}.
 *
 * @example
 * const parameters: GetReferralCodeUsageParameters = { code: "XYZ123456789" }
 */
export type GetReferralCodeUsageParameters = operations["getReferralCodeUsage"]["parameters"]["path"];

/**
 * What {@link getReferralCodeUsage} resolves to.
 *
 * @example
 * const result: GetReferralCodeUsageReturnType = await getReferralCodeUsage(transport, { code: "XYZ123456789" })
 */
export type GetReferralCodeUsageReturnType = ReferralCodeUsage;

/**
 * The errors {@link getReferralCodeUsage} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getReferralCodeUsage(transport, { code: "XYZ123456789" }) } catch (e) { const error = e as GetReferralCodeUsageErrorType }
 */
export type GetReferralCodeUsageErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getReferralCodeUsage} (GET /v1/referral/code/{code}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetReferralCodeUsageRequest({ code: "XYZ123456789" })
 */
export function buildGetReferralCodeUsageRequest(parameters: GetReferralCodeUsageParameters): HttpRequest {
  if (parameters.code === undefined) throw new ValidationError("code", "is required");
  checkString(parameters.code, "code", { pattern: GET_REFERRAL_CODE_USAGE_CODE_PATTERN, what: "a matching string", minLength: 12, maxLength: 12 });
  return { method: "GET", path: `/v1/referral/code/${encodeURIComponent(parameters.code)}` };
}

/**
 * Returns referral code usage details
 *
 * `GET /v1/referral/code/{code}`
 *
 * @example
 * const result = await getReferralCodeUsage(transport, { code: "XYZ123456789" })
 */
export async function getReferralCodeUsage(transport: HttpTransport, parameters: GetReferralCodeUsageParameters, options: OperationOptions = {}): Promise<GetReferralCodeUsageReturnType> {
  const response = await transport.request({ ...buildGetReferralCodeUsageRequest(parameters), ...options });
  return decodeReferralCodeUsage(response.body);
}

/**
 * The parameters of {@link getReferralSummaryOperation}.
 *
 * @example
 * const parameters: GetReferralSummaryOperationParameters = { headers }
 */
export type GetReferralSummaryOperationParameters = NonNullable<operations["getReferralSummary"]["parameters"]["query"]> & { headers: operations["getReferralSummary"]["parameters"]["header"]; };

/**
 * What {@link getReferralSummaryOperation} resolves to.
 *
 * @example
 * const result: GetReferralSummaryOperationReturnType = await getReferralSummaryOperation(transport, { headers })
 */
export type GetReferralSummaryOperationReturnType = Referral;

/**
 * The errors {@link getReferralSummaryOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getReferralSummaryOperation(transport, { headers }) } catch (e) { const error = e as GetReferralSummaryOperationErrorType }
 */
export type GetReferralSummaryOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getReferralSummaryOperation} (GET /v1/referral/summary) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetReferralSummaryRequest({ headers })
 */
export function buildGetReferralSummaryRequest(parameters: GetReferralSummaryOperationParameters): HttpRequest {
  if (parameters.subaccount !== undefined) checkString(parameters.subaccount, "subaccount", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (typeof parameters.headers !== "object" || parameters.headers === null) throw new ValidationError("headers", "are required");
  if (parameters.headers["X-Ethereal-Auth"] === undefined) throw new ValidationError("headers.X-Ethereal-Auth", "is required");
  checkString(parameters.headers["X-Ethereal-Auth"], "headers.X-Ethereal-Auth");
  if (parameters.headers["X-Ethereal-Sender"] === undefined) throw new ValidationError("headers.X-Ethereal-Sender", "is required");
  checkString(parameters.headers["X-Ethereal-Sender"], "headers.X-Ethereal-Sender", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.headers["X-Ethereal-Signature"] === undefined) throw new ValidationError("headers.X-Ethereal-Signature", "is required");
  checkString(parameters.headers["X-Ethereal-Signature"], "headers.X-Ethereal-Signature", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.headers["X-Ethereal-Intent"] === undefined) throw new ValidationError("headers.X-Ethereal-Intent", "is required");
  checkNumber(parameters.headers["X-Ethereal-Intent"], "headers.X-Ethereal-Intent", { values: [0, 1, 2, 3] });
  if (parameters.headers["X-Ethereal-SignedAt"] === undefined) throw new ValidationError("headers.X-Ethereal-SignedAt", "is required");
  checkString(parameters.headers["X-Ethereal-SignedAt"], "headers.X-Ethereal-SignedAt");
  return { method: "GET", path: "/v1/referral/summary", query: { subaccount: parameters.subaccount }, headers: { "X-Ethereal-Auth": String(parameters.headers["X-Ethereal-Auth"]), "X-Ethereal-Sender": String(parameters.headers["X-Ethereal-Sender"]), "X-Ethereal-Signature": String(parameters.headers["X-Ethereal-Signature"]), "X-Ethereal-Intent": String(parameters.headers["X-Ethereal-Intent"]), "X-Ethereal-SignedAt": String(parameters.headers["X-Ethereal-SignedAt"]) } };
}

/**
 * Returns summary of your referral activity
 *
 * Authorised by an `EIP712Auth` signature (intent REFERRAL_READ) in the X-Ethereal-* headers.
 *
 * `GET /v1/referral/summary` (signed: EIP712Auth)
 *
 * @example
 * const result = await getReferralSummaryOperation(transport, { headers })
 */
export async function getReferralSummaryOperation(transport: HttpTransport, parameters: GetReferralSummaryOperationParameters, options: OperationOptions = {}): Promise<GetReferralSummaryOperationReturnType> {
  const response = await transport.request({ ...buildGetReferralSummaryRequest(parameters), ...options });
  return decodeReferral(response.body);
}

/**
 * The parameters of {@link getRpcConfig}.
 *
 * @example
 * const parameters: GetRpcConfigParameters = {}
 */
export type GetRpcConfigParameters = Record<string, never>;

/**
 * What {@link getRpcConfig} resolves to.
 *
 * @example
 * const result: GetRpcConfigReturnType = await getRpcConfig(transport)
 */
export type GetRpcConfigReturnType = RpcConfig;

/**
 * The errors {@link getRpcConfig} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getRpcConfig(transport) } catch (e) { const error = e as GetRpcConfigErrorType }
 */
export type GetRpcConfigErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getRpcConfig} (GET /v1/rpc/config) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetRpcConfigRequest()
 */
export function buildGetRpcConfigRequest(parameters: GetRpcConfigParameters = {}): HttpRequest {
  return { method: "GET", path: "/v1/rpc/config" };
}

/**
 * Returns the live signing configuration (EIP-712 domain and message types).
 *
 * `GET /v1/rpc/config`
 *
 * @example
 * const result = await getRpcConfig(transport)
 */
export async function getRpcConfig(transport: HttpTransport, parameters: GetRpcConfigParameters = {}, options: OperationOptions = {}): Promise<GetRpcConfigReturnType> {
  const response = await transport.request({ ...buildGetRpcConfigRequest(parameters), ...options });
  return decodeRpcConfig(response.body);
}

/**
 * The parameters of {@link listSubaccounts}.
 *
 * @example
 * const parameters: ListSubaccountsParameters = { sender: "text" }
 */
export type ListSubaccountsParameters = NonNullable<operations["listSubaccounts"]["parameters"]["query"]>;

/**
 * What {@link listSubaccounts} resolves to.
 *
 * @example
 * const result: ListSubaccountsReturnType = await listSubaccounts(transport, { sender: "text" })
 */
export type ListSubaccountsReturnType = SubaccountPage;

/**
 * The errors {@link listSubaccounts} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listSubaccounts(transport, { sender: "text" }) } catch (e) { const error = e as ListSubaccountsErrorType }
 */
export type ListSubaccountsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listSubaccounts} (GET /v1/subaccount) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListSubaccountsRequest({ sender: "text" })
 */
export function buildListSubaccountsRequest(parameters: ListSubaccountsParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.name !== undefined) checkString(parameters.name, "name", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.sender === undefined) throw new ValidationError("sender", "is required");
  checkString(parameters.sender, "sender", { pattern: HEX_PATTERN, what: "a Hex string" });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt", "name"] });
  return { method: "GET", path: "/v1/subaccount", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, name: parameters.name, sender: parameters.sender, orderBy: parameters.orderBy } };
}

/**
 * Lists the subaccounts a wallet owns.
 *
 * `GET /v1/subaccount`
 *
 * @example
 * const result = await listSubaccounts(transport, { sender: "text" })
 */
export async function listSubaccounts(transport: HttpTransport, parameters: ListSubaccountsParameters, options: OperationOptions = {}): Promise<ListSubaccountsReturnType> {
  const response = await transport.request({ ...buildListSubaccountsRequest(parameters), ...options });
  return decodeSubaccountPage(response.body);
}

/**
 * The parameters of {@link listAllSubaccounts}.
 *
 * @example
 * const parameters: ListAllSubaccountsParameters = {}
 */
export type ListAllSubaccountsParameters = NonNullable<operations["listAllSubaccounts"]["parameters"]["query"]>;

/**
 * What {@link listAllSubaccounts} resolves to.
 *
 * @example
 * const result: ListAllSubaccountsReturnType = await listAllSubaccounts(transport)
 */
export type ListAllSubaccountsReturnType = SubaccountPage;

/**
 * The errors {@link listAllSubaccounts} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listAllSubaccounts(transport) } catch (e) { const error = e as ListAllSubaccountsErrorType }
 */
export type ListAllSubaccountsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listAllSubaccounts} (GET /v1/subaccount/all) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListAllSubaccountsRequest()
 */
export function buildListAllSubaccountsRequest(parameters: ListAllSubaccountsParameters = {}): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/subaccount/all", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, orderBy: parameters.orderBy } };
}

/**
 * Returns all subaccounts
 *
 * `GET /v1/subaccount/all`
 *
 * @example
 * const result = await listAllSubaccounts(transport)
 */
export async function listAllSubaccounts(transport: HttpTransport, parameters: ListAllSubaccountsParameters = {}, options: OperationOptions = {}): Promise<ListAllSubaccountsReturnType> {
  const response = await transport.request({ ...buildListAllSubaccountsRequest(parameters), ...options });
  return decodeSubaccountPage(response.body);
}

/**
 * The parameters of {@link listBalances}.
 *
 * @example
 * const parameters: ListBalancesParameters = { subaccountId: "text" }
 */
export type ListBalancesParameters = NonNullable<operations["listBalances"]["parameters"]["query"]>;

/**
 * What {@link listBalances} resolves to.
 *
 * @example
 * const result: ListBalancesReturnType = await listBalances(transport, { subaccountId: "text" })
 */
export type ListBalancesReturnType = SubaccountBalancePage;

/**
 * The errors {@link listBalances} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listBalances(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListBalancesErrorType }
 */
export type ListBalancesErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listBalances} (GET /v1/subaccount/balance) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListBalancesRequest({ subaccountId: "text" })
 */
export function buildListBalancesRequest(parameters: ListBalancesParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["tokenName", "updatedAt", "amount"] });
  return { method: "GET", path: "/v1/subaccount/balance", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, orderBy: parameters.orderBy } };
}

/**
 * Lists a subaccount's balance of each token.
 *
 * `GET /v1/subaccount/balance`
 *
 * @example
 * const result = await listBalances(transport, { subaccountId: "text" })
 */
export async function listBalances(transport: HttpTransport, parameters: ListBalancesParameters, options: OperationOptions = {}): Promise<ListBalancesReturnType> {
  const response = await transport.request({ ...buildListBalancesRequest(parameters), ...options });
  return decodeSubaccountBalancePage(response.body);
}

/**
 * The parameters of {@link getSubaccount}.
 *
 * @example
 * const parameters: GetSubaccountParameters = { subaccountId: "text" }
 */
export type GetSubaccountParameters = operations["getSubaccount"]["parameters"]["path"];

/**
 * What {@link getSubaccount} resolves to.
 *
 * @example
 * const result: GetSubaccountReturnType = await getSubaccount(transport, { subaccountId: "text" })
 */
export type GetSubaccountReturnType = Subaccount;

/**
 * The errors {@link getSubaccount} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getSubaccount(transport, { subaccountId: "text" }) } catch (e) { const error = e as GetSubaccountErrorType }
 */
export type GetSubaccountErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getSubaccount} (GET /v1/subaccount/{subaccountId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetSubaccountRequest({ subaccountId: "text" })
 */
export function buildGetSubaccountRequest(parameters: GetSubaccountParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/subaccount/${encodeURIComponent(parameters.subaccountId)}` };
}

/**
 * Returns one subaccount.
 *
 * `GET /v1/subaccount/{subaccountId}`
 *
 * @example
 * const result = await getSubaccount(transport, { subaccountId: "text" })
 */
export async function getSubaccount(transport: HttpTransport, parameters: GetSubaccountParameters, options: OperationOptions = {}): Promise<GetSubaccountReturnType> {
  const response = await transport.request({ ...buildGetSubaccountRequest(parameters), ...options });
  return decodeSubaccount(response.body);
}

/**
 * The parameters of {@link getTime}.
 *
 * @example
 * const parameters: GetTimeParameters = {}
 */
export type GetTimeParameters = Record<string, never>;

/**
 * What {@link getTime} resolves to.
 *
 * @example
 * const result: GetTimeReturnType = await getTime(transport)
 */
export type GetTimeReturnType = ServerTime;

/**
 * The errors {@link getTime} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getTime(transport) } catch (e) { const error = e as GetTimeErrorType }
 */
export type GetTimeErrorType = HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getTime} (GET /v1/time) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetTimeRequest()
 */
export function buildGetTimeRequest(parameters: GetTimeParameters = {}): HttpRequest {
  return { method: "GET", path: "/v1/time" };
}

/**
 * Returns the server time in milliseconds.
 *
 * `GET /v1/time`
 *
 * @example
 * const result = await getTime(transport)
 */
export async function getTime(transport: HttpTransport, parameters: GetTimeParameters = {}, options: OperationOptions = {}): Promise<GetTimeReturnType> {
  const response = await transport.request({ ...buildGetTimeRequest(parameters), ...options });
  return decodeServerTime(response.body);
}

/**
 * The parameters of {@link postTime}.
 *
 * @example
 * const parameters: PostTimeParameters = {}
 */
export type PostTimeParameters = Record<string, never>;

/**
 * What {@link postTime} resolves to.
 *
 * @example
 * const result: PostTimeReturnType = await postTime(transport)
 */
export type PostTimeReturnType = ServerTime;

/**
 * The errors {@link postTime} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await postTime(transport) } catch (e) { const error = e as PostTimeErrorType }
 */
export type PostTimeErrorType = HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link postTime} (POST /v1/time) after checking every parameter against the spec.
 *
 * @example
 * const request = buildPostTimeRequest()
 */
export function buildPostTimeRequest(parameters: PostTimeParameters = {}): HttpRequest {
  return { method: "POST", path: "/v1/time" };
}

/**
 * Returns current system time in milliseconds via POST
 *
 * `POST /v1/time`
 *
 * @example
 * const result = await postTime(transport)
 */
export async function postTime(transport: HttpTransport, parameters: PostTimeParameters = {}, options: OperationOptions = {}): Promise<PostTimeReturnType> {
  const response = await transport.request({ ...buildPostTimeRequest(parameters), ...options });
  return decodeServerTime(response.body);
}

/**
 * The parameters of {@link listTokens}.
 *
 * @example
 * const parameters: ListTokensParameters = {}
 */
export type ListTokensParameters = NonNullable<operations["listTokens"]["parameters"]["query"]>;

/**
 * What {@link listTokens} resolves to.
 *
 * @example
 * const result: ListTokensReturnType = await listTokens(transport)
 */
export type ListTokensReturnType = TokenPage;

/**
 * The errors {@link listTokens} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listTokens(transport) } catch (e) { const error = e as ListTokensErrorType }
 */
export type ListTokensErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listTokens} (GET /v1/token) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListTokensRequest()
 */
export function buildListTokensRequest(parameters: ListTokensParameters = {}): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.depositEnabled !== undefined) checkBoolean(parameters.depositEnabled, "depositEnabled");
  if (parameters.withdrawEnabled !== undefined) checkBoolean(parameters.withdrawEnabled, "withdrawEnabled");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/token", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, depositEnabled: parameters.depositEnabled, withdrawEnabled: parameters.withdrawEnabled, orderBy: parameters.orderBy } };
}

/**
 * Lists tokens.
 *
 * `GET /v1/token`
 *
 * @example
 * const result = await listTokens(transport)
 */
export async function listTokens(transport: HttpTransport, parameters: ListTokensParameters = {}, options: OperationOptions = {}): Promise<ListTokensReturnType> {
  const response = await transport.request({ ...buildListTokensRequest(parameters), ...options });
  return decodeTokenPage(response.body);
}

/**
 * The parameters of {@link listTransfers}.
 *
 * @example
 * const parameters: ListTransfersParameters = { subaccountId: "text" }
 */
export type ListTransfersParameters = NonNullable<operations["listTransfers"]["parameters"]["query"]>;

/**
 * What {@link listTransfers} resolves to.
 *
 * @example
 * const result: ListTransfersReturnType = await listTransfers(transport, { subaccountId: "text" })
 */
export type ListTransfersReturnType = TransferPage;

/**
 * The errors {@link listTransfers} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listTransfers(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListTransfersErrorType }
 */
export type ListTransfersErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listTransfers} (GET /v1/token/transfer) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListTransfersRequest({ subaccountId: "text" })
 */
export function buildListTransfersRequest(parameters: ListTransfersParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.statuses !== undefined) checkArray(parameters.statuses, "statuses", { minItems: 0, unique: true }, (item, itemField) => checkString(item, itemField, { values: ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"] }));
  if (parameters.types !== undefined) checkArray(parameters.types, "types", { minItems: 0 }, (item, itemField) => checkString(item, itemField, { values: ["DEPOSIT", "WITHDRAW"] }));
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  if (parameters.createdAfter !== undefined) checkInteger(parameters.createdAfter, "createdAfter");
  if (parameters.createdBefore !== undefined) checkInteger(parameters.createdBefore, "createdBefore");
  return { method: "GET", path: "/v1/token/transfer", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, statuses: parameters.statuses, types: parameters.types, orderBy: parameters.orderBy, createdAfter: parameters.createdAfter, createdBefore: parameters.createdBefore } };
}

/**
 * Lists the deposits and withdrawals of a subaccount.
 *
 * `GET /v1/token/transfer`
 *
 * @example
 * const result = await listTransfers(transport, { subaccountId: "text" })
 */
export async function listTransfers(transport: HttpTransport, parameters: ListTransfersParameters, options: OperationOptions = {}): Promise<ListTransfersReturnType> {
  const response = await transport.request({ ...buildListTransfersRequest(parameters), ...options });
  return decodeTransferPage(response.body);
}

/**
 * The parameters of {@link listWithdrawals}.
 *
 * @example
 * const parameters: ListWithdrawalsParameters = { subaccountId: "text" }
 */
export type ListWithdrawalsParameters = NonNullable<operations["listWithdrawals"]["parameters"]["query"]>;

/**
 * What {@link listWithdrawals} resolves to.
 *
 * @example
 * const result: ListWithdrawalsReturnType = await listWithdrawals(transport, { subaccountId: "text" })
 */
export type ListWithdrawalsReturnType = WithdrawalPage;

/**
 * The errors {@link listWithdrawals} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listWithdrawals(transport, { subaccountId: "text" }) } catch (e) { const error = e as ListWithdrawalsErrorType }
 */
export type ListWithdrawalsErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listWithdrawals} (GET /v1/token/withdraw) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListWithdrawalsRequest({ subaccountId: "text" })
 */
export function buildListWithdrawalsRequest(parameters: ListWithdrawalsParameters): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit");
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor");
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.isActive !== undefined) checkBoolean(parameters.isActive, "isActive");
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy", { values: ["createdAt"] });
  return { method: "GET", path: "/v1/token/withdraw", query: { order: parameters.order, limit: parameters.limit, cursor: parameters.cursor, subaccountId: parameters.subaccountId, isActive: parameters.isActive, orderBy: parameters.orderBy } };
}

/**
 * Lists the withdrawals of a subaccount.
 *
 * `GET /v1/token/withdraw`
 *
 * @example
 * const result = await listWithdrawals(transport, { subaccountId: "text" })
 */
export async function listWithdrawals(transport: HttpTransport, parameters: ListWithdrawalsParameters, options: OperationOptions = {}): Promise<ListWithdrawalsReturnType> {
  const response = await transport.request({ ...buildListWithdrawalsRequest(parameters), ...options });
  return decodeWithdrawalPage(response.body);
}

/**
 * The parameters of {@link getToken}.
 *
 * @example
 * const parameters: GetTokenParameters = { tokenId: "text" }
 */
export type GetTokenParameters = operations["getToken"]["parameters"]["path"];

/**
 * What {@link getToken} resolves to.
 *
 * @example
 * const result: GetTokenReturnType = await getToken(transport, { tokenId: "text" })
 */
export type GetTokenReturnType = Token;

/**
 * The errors {@link getToken} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getToken(transport, { tokenId: "text" }) } catch (e) { const error = e as GetTokenErrorType }
 */
export type GetTokenErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getToken} (GET /v1/token/{tokenId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetTokenRequest({ tokenId: "text" })
 */
export function buildGetTokenRequest(parameters: GetTokenParameters): HttpRequest {
  if (parameters.tokenId === undefined) throw new ValidationError("tokenId", "is required");
  checkString(parameters.tokenId, "tokenId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/token/${encodeURIComponent(parameters.tokenId)}` };
}

/**
 * Returns one token.
 *
 * `GET /v1/token/{tokenId}`
 *
 * @example
 * const result = await getToken(transport, { tokenId: "text" })
 */
export async function getToken(transport: HttpTransport, parameters: GetTokenParameters, options: OperationOptions = {}): Promise<GetTokenReturnType> {
  const response = await transport.request({ ...buildGetTokenRequest(parameters), ...options });
  return decodeToken(response.body);
}

/**
 * The parameters of {@link withdrawOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: WithdrawOperationParameters = { tokenId: "text", body }
 */
export type WithdrawOperationParameters = operations["withdraw"]["parameters"]["path"] & { body: WithdrawRequest; };

/**
 * What {@link withdrawOperation} resolves to.
 *
 * @example
 * const result: WithdrawOperationReturnType = await withdrawOperation(transport, { tokenId: "text", body })
 */
export type WithdrawOperationReturnType = Withdrawal;

/**
 * The errors {@link withdrawOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await withdrawOperation(transport, { tokenId: "text", body }) } catch (e) { const error = e as WithdrawOperationErrorType }
 */
export type WithdrawOperationErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link withdrawOperation} (POST /v1/token/{tokenId}/withdraw) after checking every parameter against the spec.
 *
 * @example
 * const request = buildWithdrawRequest({ tokenId: "text", body })
 */
export function buildWithdrawRequest(parameters: WithdrawOperationParameters): HttpRequest {
  if (parameters.tokenId === undefined) throw new ValidationError("tokenId", "is required");
  checkString(parameters.tokenId, "tokenId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "POST", path: `/v1/token/${encodeURIComponent(parameters.tokenId)}/withdraw`, body: JSON.stringify(parameters.body) };
}

/**
 * Requests a withdrawal of a token from a subaccount.
 *
 * Signed by the subaccount's owner (`InitiateWithdraw`); a linked signer can never withdraw. The amount is deducted at once, relayed onchain, and finalized after the lockout period.
 *
 * `POST /v1/token/{tokenId}/withdraw` (signed: InitiateWithdraw)
 *
 * @example
 * const result = await withdrawOperation(transport, { tokenId: "text", body }) // body: a signed request body
 */
export async function withdrawOperation(transport: HttpTransport, parameters: WithdrawOperationParameters, options: OperationOptions = {}): Promise<WithdrawOperationReturnType> {
  const response = await transport.request({ ...buildWithdrawRequest(parameters), ...options });
  return decodeWithdrawal(response.body);
}

/**
 * The parameters of {@link getWhitelist}.
 *
 * @example
 * const parameters: GetWhitelistParameters = { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" }
 */
export type GetWhitelistParameters = NonNullable<operations["getWhitelist"]["parameters"]["query"]>;

/**
 * What {@link getWhitelist} resolves to.
 *
 * @example
 * const result: GetWhitelistReturnType = await getWhitelist(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export type GetWhitelistReturnType = Whitelist;

/**
 * The errors {@link getWhitelist} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getWhitelist(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" }) } catch (e) { const error = e as GetWhitelistErrorType }
 */
export type GetWhitelistErrorType = BadRequestError | UnauthorizedError | ForbiddenError | NotFoundError | UnprocessableError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getWhitelist} (GET /v1/whitelist) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetWhitelistRequest({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export function buildGetWhitelistRequest(parameters: GetWhitelistParameters): HttpRequest {
  if (parameters.address === undefined) throw new ValidationError("address", "is required");
  checkString(parameters.address, "address", { pattern: HEX_PATTERN, what: "a Hex string" });
  return { method: "GET", path: "/v1/whitelist", query: { address: parameters.address } };
}

/**
 * Checks if an address is whitelisted
 *
 * `GET /v1/whitelist`
 *
 * @example
 * const result = await getWhitelist(transport, { address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export async function getWhitelist(transport: HttpTransport, parameters: GetWhitelistParameters, options: OperationOptions = {}): Promise<GetWhitelistReturnType> {
  const response = await transport.request({ ...buildGetWhitelistRequest(parameters), ...options });
  return decodeWhitelist(response.body);
}

/**
 * The parameters of {@link batchOrdersOperation}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: BatchOrdersOperationParameters = { body }
 */
export type BatchOrdersOperationParameters = { body: BatchOrdersRequest; };

/**
 * What {@link batchOrdersOperation} resolves to.
 *
 * @example
 * const result: BatchOrdersOperationReturnType = await batchOrdersOperation(transport, { body })
 */
export type BatchOrdersOperationReturnType = BatchResultList;

/**
 * The errors {@link batchOrdersOperation} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await batchOrdersOperation(transport, { body }) } catch (e) { const error = e as BatchOrdersOperationErrorType }
 */
export type BatchOrdersOperationErrorType = BadRequestError | UnauthorizedError | NotFoundError | RateLimitError | ServerError | HttpErrorType | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link batchOrdersOperation} (POST /v1/order/batch) after checking every parameter against the spec.
 *
 * @example
 * const request = buildBatchOrdersRequest({ body })
 */
export function buildBatchOrdersRequest(parameters: BatchOrdersOperationParameters): HttpRequest {
  return { method: "POST", path: "/v1/order/batch", body: JSON.stringify(parameters.body) };
}

/**
 * Places and cancels orders of one subaccount in one request (experimental).
 *
 * The interface promises this endpoint on testnet only; the live document does not list it.
 * Available where the network's `batchOrders` feature is on. 1 to 20 instructions, each
 * signed on its own, all for the same subaccount. Preflight rejects the whole batch (HTTP
 * error, no results) for: an empty batch, more than 20 instructions, several subaccounts, an
 * invalid signature, an invalid product, a malformed cancel, two NEW with the same
 * clientOrderId, two CANCEL with the same orderId or clientOrderId, two NEW with the same
 * nonce, two CANCEL with the same nonce. A NEW and a CANCEL may share a nonce, and a NEW and
 * a later CANCEL may share a clientOrderId. After preflight the instructions run in order
 * and continue on failure; `results[i]` answers `instructions[i]`.
 *
 * `POST /v1/order/batch` (signed: TradeOrder, CancelOrder)
 *
 * @example
 * const result = await batchOrdersOperation(transport, { body }) // body: a signed request body
 */
export async function batchOrdersOperation(transport: HttpTransport, parameters: BatchOrdersOperationParameters, options: OperationOptions = {}): Promise<BatchOrdersOperationReturnType> {
  const response = await transport.request({ ...buildBatchOrdersRequest(parameters), ...options });
  return decodeBatchResultList(response.body);
}

/**
 * The parameters and result of every operation, by name.
 *
 * @example
 * type Orders = OperationTypes["listOrders"]["returnType"]
 */
export interface OperationTypes {
  /** Lists the funding-rate history of a product. */
  listFunding: { parameters: ListFundingParameters; returnType: ListFundingReturnType; };
  /** Returns a list of projected funding rates for the given products */
  listProjectedFundingRates: { parameters: ListProjectedFundingRatesParameters; returnType: ListProjectedFundingRatesReturnType; };
  /** Lists the signers linked to a subaccount. */
  listSigners: { parameters: ListSignersParameters; returnType: ListSignersReturnType; };
  /** Returns the record, and so the status, of a linked signer by its address. */
  getSignerStatus: { parameters: GetSignerStatusParameters; returnType: GetSignerStatusReturnType; };
  /** Extends a linked signer's validity; signed by the linked signer itself. */
  extendSigner: { parameters: ExtendSignerOperationParameters; returnType: ExtendSignerOperationReturnType; };
  /** Links a new signer to a subaccount. */
  linkSigner: { parameters: LinkSignerOperationParameters; returnType: LinkSignerOperationReturnType; };
  /** Returns the linked-signer quota of a subaccount's owner. */
  getSignerQuota: { parameters: GetSignerQuotaParameters; returnType: GetSignerQuotaReturnType; };
  /** Refreshes a linked signer's validity; signed by the subaccount's owner. */
  refreshSigner: { parameters: RefreshSignerOperationParameters; returnType: RefreshSignerOperationReturnType; };
  /** Revokes a linked signer. A revoked signer can never be linked again. */
  revokeSigner: { parameters: RevokeSignerOperationParameters; returnType: RevokeSignerOperationReturnType; };
  /** Returns a signer by its id */
  getLinkedSigner: { parameters: GetLinkedSignerParameters; returnType: GetLinkedSignerReturnType; };
  /** Returns the current maintenance mode status */
  getMaintenance: { parameters: GetMaintenanceParameters; returnType: GetMaintenanceReturnType; };
  /** Lists the orders of a subaccount. */
  listOrders: { parameters: ListOrdersParameters; returnType: ListOrdersReturnType; };
  /** Places one order. */
  placeOrder: { parameters: PlaceOrderOperationParameters; returnType: PlaceOrderOperationReturnType; };
  /** Cancels orders by id and by client order id. */
  cancelOrders: { parameters: CancelOrdersOperationParameters; returnType: CancelOrdersOperationReturnType; };
  /** Simulates an order without signing or placing it. */
  dryRunOrder: { parameters: DryRunOrderOperationParameters; returnType: DryRunOrderOperationReturnType; };
  /** Lists the fills of a subaccount. */
  listFills: { parameters: ListFillsParameters; returnType: ListFillsReturnType; };
  /** Lists the public trades of a product. */
  listTrades: { parameters: ListTradesParameters; returnType: ListTradesReturnType; };
  /** Returns one order. */
  getOrder: { parameters: GetOrderParameters; returnType: GetOrderReturnType; };
  /** Returns the orders of the OTO/OCO group an order belongs to. */
  getOrderGroup: { parameters: GetOrderGroupParameters; returnType: GetOrderGroupReturnType; };
  /** Returns a list of points periods for a given address and season */
  listPointsPeriods: { parameters: ListPointsPeriodsParameters; returnType: ListPointsPeriodsReturnType; };
  /** Returns a list of points season summaries for a given address */
  listPointsSeasonSummaries: { parameters: ListPointsSeasonSummariesParameters; returnType: ListPointsSeasonSummariesReturnType; };
  /** Returns total exchange-wide points distributed */
  getTotalPoints: { parameters: GetTotalPointsParameters; returnType: GetTotalPointsReturnType; };
  /** Lists the positions of a subaccount. */
  listPositions: { parameters: ListPositionsParameters; returnType: ListPositionsReturnType; };
  /** Returns the open position of a subaccount in one product. */
  getActivePosition: { parameters: GetActivePositionParameters; returnType: GetActivePositionReturnType; };
  /** Returns a filtered list of fills for a given position */
  listPositionFills: { parameters: ListPositionFillsParameters; returnType: ListPositionFillsReturnType; };
  /** Returns a list of liquidations */
  listLiquidations: { parameters: ListLiquidationsParameters; returnType: ListLiquidationsReturnType; };
  /** Returns one position. */
  getPosition: { parameters: GetPositionParameters; returnType: GetPositionReturnType; };
  /** Lists products with the fields order building needs. */
  listProducts: { parameters: ListProductsParameters; returnType: ListProductsReturnType; };
  /** Returns the product market liquidity by id */
  getMarketLiquidity: { parameters: GetMarketLiquidityParameters; returnType: GetMarketLiquidityReturnType; };
  /** Returns best bid and ask, oracle price and the price 24 hours ago of products. */
  getMarketPrices: { parameters: GetMarketPricesParameters; returnType: GetMarketPricesReturnType; };
  /** Returns one product. */
  getProduct: { parameters: GetProductParameters; returnType: GetProductReturnType; };
  /** Returns the point cost of each endpoint. */
  getRateLimitConfig: { parameters: GetRateLimitConfigParameters; returnType: GetRateLimitConfigReturnType; };
  /** Returns paginated list of referrals for the sender */
  listReferrals: { parameters: ListReferralsOperationParameters; returnType: ListReferralsOperationReturnType; };
  /** Activates the sender to acquire a referral code */
  activateReferral: { parameters: ActivateReferralOperationParameters; returnType: ActivateReferralOperationReturnType; };
  /** Claim a referral code */
  claimReferralCode: { parameters: ClaimReferralCodeOperationParameters; returnType: ClaimReferralCodeOperationReturnType; };
  /** Returns referral code usage details */
  getReferralCodeUsage: { parameters: GetReferralCodeUsageParameters; returnType: GetReferralCodeUsageReturnType; };
  /** Returns summary of your referral activity */
  getReferralSummary: { parameters: GetReferralSummaryOperationParameters; returnType: GetReferralSummaryOperationReturnType; };
  /** Returns the live signing configuration (EIP-712 domain and message types). */
  getRpcConfig: { parameters: GetRpcConfigParameters; returnType: GetRpcConfigReturnType; };
  /** Lists the subaccounts a wallet owns. */
  listSubaccounts: { parameters: ListSubaccountsParameters; returnType: ListSubaccountsReturnType; };
  /** Returns all subaccounts */
  listAllSubaccounts: { parameters: ListAllSubaccountsParameters; returnType: ListAllSubaccountsReturnType; };
  /** Lists a subaccount's balance of each token. */
  listBalances: { parameters: ListBalancesParameters; returnType: ListBalancesReturnType; };
  /** Returns one subaccount. */
  getSubaccount: { parameters: GetSubaccountParameters; returnType: GetSubaccountReturnType; };
  /** Returns the server time in milliseconds. */
  getTime: { parameters: GetTimeParameters; returnType: GetTimeReturnType; };
  /** Returns current system time in milliseconds via POST */
  postTime: { parameters: PostTimeParameters; returnType: PostTimeReturnType; };
  /** Lists tokens. */
  listTokens: { parameters: ListTokensParameters; returnType: ListTokensReturnType; };
  /** Lists the deposits and withdrawals of a subaccount. */
  listTransfers: { parameters: ListTransfersParameters; returnType: ListTransfersReturnType; };
  /** Lists the withdrawals of a subaccount. */
  listWithdrawals: { parameters: ListWithdrawalsParameters; returnType: ListWithdrawalsReturnType; };
  /** Returns one token. */
  getToken: { parameters: GetTokenParameters; returnType: GetTokenReturnType; };
  /** Requests a withdrawal of a token from a subaccount. */
  withdraw: { parameters: WithdrawOperationParameters; returnType: WithdrawOperationReturnType; };
  /** Checks if an address is whitelisted */
  getWhitelist: { parameters: GetWhitelistParameters; returnType: GetWhitelistReturnType; };
  /** Places and cancels orders of one subaccount in one request (experimental). */
  batchOrders: { parameters: BatchOrdersOperationParameters; returnType: BatchOrdersOperationReturnType; };
}

/**
 * The free function of every operation, by name.
 *
 * @example
 * const time = await operationFunctions.getTime(transport, {})
 */
export const operationFunctions: { readonly [K in OperationName]: (transport: HttpTransport, parameters: OperationTypes[K]["parameters"], options?: OperationOptions) => Promise<OperationTypes[K]["returnType"]> } = { listFunding, listProjectedFundingRates, listSigners, getSignerStatus, extendSigner: extendSignerOperation, linkSigner: linkSignerOperation, getSignerQuota, refreshSigner: refreshSignerOperation, revokeSigner: revokeSignerOperation, getLinkedSigner, getMaintenance, listOrders, placeOrder: placeOrderOperation, cancelOrders: cancelOrdersOperation, dryRunOrder: dryRunOrderOperation, listFills, listTrades, getOrder, getOrderGroup, listPointsPeriods, listPointsSeasonSummaries, getTotalPoints, listPositions, getActivePosition, listPositionFills, listLiquidations, getPosition, listProducts, getMarketLiquidity, getMarketPrices, getProduct, getRateLimitConfig, listReferrals: listReferralsOperation, activateReferral: activateReferralOperation, claimReferralCode: claimReferralCodeOperation, getReferralCodeUsage, getReferralSummary: getReferralSummaryOperation, getRpcConfig, listSubaccounts, listAllSubaccounts, listBalances, getSubaccount, getTime, postTime, listTokens, listTransfers, listWithdrawals, getToken, withdraw: withdrawOperation, getWhitelist, batchOrders: batchOrdersOperation };

/**
 * Each operation that answers pages: its parameters and one record of its pages.
 *
 * @example
 * type OrderRecord = PaginatedOperations["listOrders"]["item"]
 */
export interface PaginatedOperations {
  listFunding: { parameters: ListFundingParameters; item: FundingRate; };
  listSigners: { parameters: ListSignersParameters; item: LinkedSigner; };
  listOrders: { parameters: ListOrdersParameters; item: Order; };
  listFills: { parameters: ListFillsParameters; item: Fill; };
  listTrades: { parameters: ListTradesParameters; item: Trade; };
  getOrderGroup: { parameters: GetOrderGroupParameters; item: Order; };
  listPositions: { parameters: ListPositionsParameters; item: Position; };
  listPositionFills: { parameters: ListPositionFillsParameters; item: PositionFill; };
  listLiquidations: { parameters: ListLiquidationsParameters; item: Liquidation; };
  listProducts: { parameters: ListProductsParameters; item: Product; };
  listReferrals: { parameters: ListReferralsOperationParameters; item: Referral; };
  listSubaccounts: { parameters: ListSubaccountsParameters; item: Subaccount; };
  listAllSubaccounts: { parameters: ListAllSubaccountsParameters; item: Subaccount; };
  listBalances: { parameters: ListBalancesParameters; item: SubaccountBalance; };
  listTokens: { parameters: ListTokensParameters; item: Token; };
  listTransfers: { parameters: ListTransfersParameters; item: Transfer; };
  listWithdrawals: { parameters: ListWithdrawalsParameters; item: Withdrawal; };
}

/**
 * The name of an operation that answers pages.
 *
 * @example
 * const name: PaginatedOperationName = "listFills"
 */
export type PaginatedOperationName = keyof PaginatedOperations;

/**
 * One page of records: `data`, and `hasNext` / `nextCursor` when there is more.
 *
 * @example
 * const page: Page<Order> = await listOrders(transport, { subaccountId })
 */
export type Page<T> = { data: T[]; hasNext?: boolean; nextCursor?: string | null; };

/**
 * The free function of each operation that answers pages, by name.
 *
 * @example
 * const page = await paginatedOperations.listOrders(transport, { subaccountId })
 */
export const paginatedOperations: { readonly [K in PaginatedOperationName]: (transport: HttpTransport, parameters: PaginatedOperations[K]["parameters"], options?: OperationOptions) => Promise<Page<PaginatedOperations[K]["item"]>> } = { listFunding, listSigners, listOrders, listFills, listTrades, getOrderGroup, listPositions, listPositionFills, listLiquidations, listProducts, listReferrals: listReferralsOperation, listSubaccounts, listAllSubaccounts, listBalances, listTokens, listTransfers, listWithdrawals };
