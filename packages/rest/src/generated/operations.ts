// Generated from spec/rest/openapi.yaml (sha256 f2d0df798a5fe1c30c6f99c43c1db2d1d61fcc184e63bb120ec8b1d73ba08019). Do not edit; run pnpm generate.

import { type AbortError, type BadRequestError, type DecodeError, type ForbiddenError, type HttpError, type HttpRequest, type HttpTransport, type NotFoundError, type RateLimitError, type RetryMode, type ServerError, type TimeoutError, type TransportError, type UnauthorizedError, type UnprocessableError, ValidationError, describeValue } from "@perpkit/core";
import { decodeBatchResultList, decodeCancelResultList, decodeDryRunResult, decodeFillPage, decodeFundingRatePage, decodeLinkedSigner, decodeLinkedSignerPage, decodeLinkedSignerQuota, decodeMarketPriceList, decodeOrder, decodeOrderList, decodeOrderPage, decodePlacedOrder, decodePosition, decodePositionPage, decodeProduct, decodeProductPage, decodeRateLimitConfig, decodeRpcConfig, decodeServerTime, decodeSubaccount, decodeSubaccountBalancePage, decodeSubaccountPage, decodeToken, decodeTokenPage, decodeTradePage, decodeTransferPage, decodeWithdrawal, decodeWithdrawalPage } from "./decoders.js";
import type { operations } from "./openapi.js";
import type { BatchOrdersRequest, BatchResultList, CancelOrdersRequest, CancelResultList, DryRunOrderRequest, DryRunResult, ExtendSignerRequest, Fill, FillPage, FundingRate, FundingRatePage, LinkSignerRequest, LinkedSigner, LinkedSignerPage, LinkedSignerQuota, MarketPriceList, Order, OrderList, OrderPage, PlaceOrderRequest, PlacedOrder, Position, PositionPage, Product, ProductPage, RateLimitConfig, RefreshSignerRequest, RevokeSignerRequest, RpcConfig, ServerTime, Subaccount, SubaccountBalance, SubaccountBalancePage, SubaccountPage, Token, TokenPage, Trade, TradePage, Transfer, TransferPage, WithdrawRequest, Withdrawal, WithdrawalPage } from "./types.js";

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const CLIENT_ORDER_ID_PATTERN = /^([A-Za-z0-9]{1,32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Refuses a parameter that is not a string, or that breaks its pattern, values or length. */
function checkString(value: unknown, field: string, rule: { pattern?: RegExp; what?: string; values?: readonly string[]; minLength?: number; } = {}): void {
  if (typeof value !== "string") throw new ValidationError(field, `must be a string, got ${describeValue(value)}`);
  if (rule.pattern && !rule.pattern.test(value)) throw new ValidationError(field, `must be ${rule.what}, got ${describeValue(value)}`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, `must be one of ${rule.values.join(", ")}, got ${describeValue(value)}`);
  if (rule.minLength !== undefined && value.length < rule.minLength) throw new ValidationError(field, `must not be shorter than ${rule.minLength}`);
}

/** Refuses a parameter that is not a whole number in range, or not one of its values. */
function checkInteger(value: unknown, field: string, rule: { values?: readonly number[]; minimum?: number; maximum?: number; } = {}): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new ValidationError(field, `must be a whole number, got ${describeValue(value)}`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, `must be one of ${rule.values.join(", ")}, got ${value}`);
  if (rule.minimum !== undefined && value < rule.minimum) throw new ValidationError(field, `must be at least ${rule.minimum}, got ${value}`);
  if (rule.maximum !== undefined && value > rule.maximum) throw new ValidationError(field, `must be at most ${rule.maximum}, got ${value}`);
}

/** Refuses a parameter that is not a finite number. */
function checkNumber(value: unknown, field: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new ValidationError(field, `must be a finite number, got ${describeValue(value)}`);
}

/** Refuses a parameter that is not true or false. */
function checkBoolean(value: unknown, field: string): void {
  if (typeof value !== "boolean") throw new ValidationError(field, `must be true or false, got ${describeValue(value)}`);
}

/** Refuses a parameter that is not an array of at least minItems good values. */
function checkArray(value: unknown, field: string, minItems: number, check: (item: unknown, itemField: string) => void): void {
  if (!Array.isArray(value)) throw new ValidationError(field, `must be an array, got ${describeValue(value)}`);
  if (value.length < minItems) throw new ValidationError(field, `must hold at least ${minItems} value${minItems === 1 ? "" : "s"}`);
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
  listTokens: {
    method: "GET",
    path: "/v1/token",
    pathParameters: [],
    queryParameters: ["depositEnabled", "withdrawEnabled", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "404", "429", "5XX"],
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
    errorStatuses: ["400", "401", "404", "429", "5XX"],
    signedMessages: ["InitiateWithdraw"],
    paginated: false,
  },
  listWithdrawals: {
    method: "GET",
    path: "/v1/token/withdraw",
    pathParameters: [],
    queryParameters: ["subaccountId", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: true,
  },
  listTransfers: {
    method: "GET",
    path: "/v1/token/transfer",
    pathParameters: [],
    queryParameters: ["subaccountId", "statuses", "types", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: true,
  },
  listSubaccounts: {
    method: "GET",
    path: "/v1/subaccount",
    pathParameters: [],
    queryParameters: ["sender", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: true,
  },
  listBalances: {
    method: "GET",
    path: "/v1/subaccount/balance",
    pathParameters: [],
    queryParameters: ["subaccountId", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  linkSigner: {
    method: "POST",
    path: "/v1/linked-signer/link",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "403", "429", "5XX"],
    signedMessages: ["LinkSigner"],
    paginated: false,
  },
  revokeSigner: {
    method: "DELETE",
    path: "/v1/linked-signer/revoke",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 200,
    errorStatuses: ["400", "401", "404", "429", "5XX"],
    signedMessages: ["RevokeLinkedSigner"],
    paginated: false,
  },
  extendSigner: {
    method: "POST",
    path: "/v1/linked-signer/extend",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "404", "429", "5XX"],
    signedMessages: ["ExtendLinkedSigner"],
    paginated: false,
  },
  refreshSigner: {
    method: "POST",
    path: "/v1/linked-signer/refresh",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 201,
    errorStatuses: ["400", "401", "404", "429", "5XX"],
    signedMessages: ["RefreshLinkedSigner"],
    paginated: false,
  },
  getSignerQuota: {
    method: "GET",
    path: "/v1/linked-signer/quota",
    pathParameters: [],
    queryParameters: ["subaccountId"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  listSigners: {
    method: "GET",
    path: "/v1/linked-signer",
    pathParameters: [],
    queryParameters: ["subaccountId", "active", "statuses", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  getRpcConfig: {
    method: "GET",
    path: "/v1/rpc/config",
    pathParameters: [],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["429", "5XX"],
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
    errorStatuses: ["429", "5XX"],
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
    errorStatuses: ["429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  listProducts: {
    method: "GET",
    path: "/v1/product",
    pathParameters: [],
    queryParameters: ["order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: true,
  },
  getMarketPrices: {
    method: "GET",
    path: "/v1/product/market-price",
    pathParameters: [],
    queryParameters: ["productIds"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  listFunding: {
    method: "GET",
    path: "/v1/funding",
    pathParameters: [],
    queryParameters: ["productId", "range", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: true,
  },
  listOrders: {
    method: "GET",
    path: "/v1/order",
    pathParameters: [],
    queryParameters: [
      "subaccountId",
      "clientOrderId",
      "productIds",
      "createdAfter",
      "createdBefore",
      "side",
      "close",
      "isWorking",
      "isPending",
      "order",
      "orderBy",
      "limit",
      "cursor",
    ],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "401", "422", "429", "5XX"],
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
    errorStatuses: ["400", "401", "429", "5XX"],
    signedMessages: ["CancelOrder"],
    paginated: false,
  },
  batchOrders: {
    method: "POST",
    path: "/v1/order/batch",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 200,
    errorStatuses: ["400", "401", "404", "429", "5XX"],
    signedMessages: ["TradeOrder", "CancelOrder"],
    feature: "batchOrders",
    paginated: false,
  },
  dryRunOrder: {
    method: "POST",
    path: "/v1/order/dry-run",
    pathParameters: [],
    queryParameters: [],
    body: true,
    successStatus: 200,
    errorStatuses: ["400", "422", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  listFills: {
    method: "GET",
    path: "/v1/order/fill",
    pathParameters: [],
    queryParameters: [
      "subaccountId",
      "productIds",
      "createdAfter",
      "createdBefore",
      "side",
      "includeSelfTrades",
      "order",
      "orderBy",
      "limit",
      "cursor",
    ],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
    signedMessages: [],
    paginated: true,
  },
  listTrades: {
    method: "GET",
    path: "/v1/order/trade",
    pathParameters: [],
    queryParameters: ["productId", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  getOrderGroup: {
    method: "GET",
    path: "/v1/order/{orderId}/group",
    pathParameters: ["orderId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  listPositions: {
    method: "GET",
    path: "/v1/position",
    pathParameters: [],
    queryParameters: ["subaccountId", "productIds", "open", "order", "orderBy", "limit", "cursor"],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "429", "5XX"],
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
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
    paginated: false,
  },
  getPosition: {
    method: "GET",
    path: "/v1/position/{positionId}",
    pathParameters: ["positionId"],
    queryParameters: [],
    body: false,
    successStatus: 200,
    errorStatuses: ["400", "404", "429", "5XX"],
    signedMessages: [],
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
export type ListTokensErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listTokens} (GET /v1/token) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListTokensRequest()
 */
export function buildListTokensRequest(parameters: ListTokensParameters = {}): HttpRequest {
  if (parameters.depositEnabled !== undefined) checkBoolean(parameters.depositEnabled, "depositEnabled");
  if (parameters.withdrawEnabled !== undefined) checkBoolean(parameters.withdrawEnabled, "withdrawEnabled");
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/token", query: { depositEnabled: parameters.depositEnabled, withdrawEnabled: parameters.withdrawEnabled, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
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
 * The parameters of {@link getToken}.
 *
 * @example
 * const parameters: GetTokenParameters = { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetTokenParameters = operations["getToken"]["parameters"]["path"];

/**
 * What {@link getToken} resolves to.
 *
 * @example
 * const result: GetTokenReturnType = await getToken(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetTokenReturnType = Token;

/**
 * The errors {@link getToken} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getToken(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetTokenErrorType }
 */
export type GetTokenErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getToken} (GET /v1/token/{tokenId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetTokenRequest({ tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getToken(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getToken(transport: HttpTransport, parameters: GetTokenParameters, options: OperationOptions = {}): Promise<GetTokenReturnType> {
  const response = await transport.request({ ...buildGetTokenRequest(parameters), ...options });
  return decodeToken(response.body);
}

/**
 * The parameters of {@link withdraw}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: WithdrawParameters = { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", body }
 */
export type WithdrawParameters = operations["withdraw"]["parameters"]["path"] & { body: WithdrawRequest; };

/**
 * What {@link withdraw} resolves to.
 *
 * @example
 * const result: WithdrawReturnType = await withdraw(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", body })
 */
export type WithdrawReturnType = Withdrawal;

/**
 * The errors {@link withdraw} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await withdraw(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", body }) } catch (e) { const error = e as WithdrawErrorType }
 */
export type WithdrawErrorType = BadRequestError | UnauthorizedError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link withdraw} (POST /v1/token/{tokenId}/withdraw) after checking every parameter against the spec.
 *
 * @example
 * const request = buildWithdrawRequest({ tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", body })
 */
export function buildWithdrawRequest(parameters: WithdrawParameters): HttpRequest {
  if (parameters.tokenId === undefined) throw new ValidationError("tokenId", "is required");
  checkString(parameters.tokenId, "tokenId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "POST", path: `/v1/token/${encodeURIComponent(parameters.tokenId)}/withdraw`, body: JSON.stringify(parameters.body) };
}

/**
 * Requests a withdrawal of a token from a subaccount.
 *
 * Signed by the subaccount's owner (`InitiateWithdraw`); a linked signer can never withdraw.
 * The amount is deducted at once, relayed onchain, and finalized after the lockout period.
 *
 * `POST /v1/token/{tokenId}/withdraw` (signed: InitiateWithdraw)
 *
 * @example
 * const result = await withdraw(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", body }) // body: a signed request body
 */
export async function withdraw(transport: HttpTransport, parameters: WithdrawParameters, options: OperationOptions = {}): Promise<WithdrawReturnType> {
  const response = await transport.request({ ...buildWithdrawRequest(parameters), ...options });
  return decodeWithdrawal(response.body);
}

/**
 * The parameters of {@link listWithdrawals}.
 *
 * @example
 * const parameters: ListWithdrawalsParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListWithdrawalsParameters = NonNullable<operations["listWithdrawals"]["parameters"]["query"]>;

/**
 * What {@link listWithdrawals} resolves to.
 *
 * @example
 * const result: ListWithdrawalsReturnType = await listWithdrawals(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListWithdrawalsReturnType = WithdrawalPage;

/**
 * The errors {@link listWithdrawals} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listWithdrawals(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListWithdrawalsErrorType }
 */
export type ListWithdrawalsErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listWithdrawals} (GET /v1/token/withdraw) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListWithdrawalsRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListWithdrawalsRequest(parameters: ListWithdrawalsParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/token/withdraw", query: { subaccountId: parameters.subaccountId, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the withdrawals of a subaccount.
 *
 * `GET /v1/token/withdraw`
 *
 * @example
 * const result = await listWithdrawals(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listWithdrawals(transport: HttpTransport, parameters: ListWithdrawalsParameters, options: OperationOptions = {}): Promise<ListWithdrawalsReturnType> {
  const response = await transport.request({ ...buildListWithdrawalsRequest(parameters), ...options });
  return decodeWithdrawalPage(response.body);
}

/**
 * The parameters of {@link listTransfers}.
 *
 * @example
 * const parameters: ListTransfersParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListTransfersParameters = NonNullable<operations["listTransfers"]["parameters"]["query"]>;

/**
 * What {@link listTransfers} resolves to.
 *
 * @example
 * const result: ListTransfersReturnType = await listTransfers(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListTransfersReturnType = TransferPage;

/**
 * The errors {@link listTransfers} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listTransfers(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListTransfersErrorType }
 */
export type ListTransfersErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listTransfers} (GET /v1/token/transfer) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListTransfersRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListTransfersRequest(parameters: ListTransfersParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.statuses !== undefined) checkArray(parameters.statuses, "statuses", 0, (item, itemField) => checkString(item, itemField));
  if (parameters.types !== undefined) checkArray(parameters.types, "types", 0, (item, itemField) => checkString(item, itemField));
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/token/transfer", query: { subaccountId: parameters.subaccountId, statuses: parameters.statuses, types: parameters.types, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the deposits and withdrawals of a subaccount.
 *
 * `GET /v1/token/transfer`
 *
 * @example
 * const result = await listTransfers(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listTransfers(transport: HttpTransport, parameters: ListTransfersParameters, options: OperationOptions = {}): Promise<ListTransfersReturnType> {
  const response = await transport.request({ ...buildListTransfersRequest(parameters), ...options });
  return decodeTransferPage(response.body);
}

/**
 * The parameters of {@link listSubaccounts}.
 *
 * @example
 * const parameters: ListSubaccountsParameters = { sender: "0xdeadbeef00000000000000000000000000000000" }
 */
export type ListSubaccountsParameters = NonNullable<operations["listSubaccounts"]["parameters"]["query"]>;

/**
 * What {@link listSubaccounts} resolves to.
 *
 * @example
 * const result: ListSubaccountsReturnType = await listSubaccounts(transport, { sender: "0xdeadbeef00000000000000000000000000000000" })
 */
export type ListSubaccountsReturnType = SubaccountPage;

/**
 * The errors {@link listSubaccounts} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listSubaccounts(transport, { sender: "0xdeadbeef00000000000000000000000000000000" }) } catch (e) { const error = e as ListSubaccountsErrorType }
 */
export type ListSubaccountsErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listSubaccounts} (GET /v1/subaccount) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListSubaccountsRequest({ sender: "0xdeadbeef00000000000000000000000000000000" })
 */
export function buildListSubaccountsRequest(parameters: ListSubaccountsParameters): HttpRequest {
  if (parameters.sender === undefined) throw new ValidationError("sender", "is required");
  checkString(parameters.sender, "sender", { pattern: ADDRESS_PATTERN, what: "an Address string" });
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/subaccount", query: { sender: parameters.sender, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the subaccounts a wallet owns.
 *
 * `GET /v1/subaccount`
 *
 * @example
 * const result = await listSubaccounts(transport, { sender: "0xdeadbeef00000000000000000000000000000000" })
 */
export async function listSubaccounts(transport: HttpTransport, parameters: ListSubaccountsParameters, options: OperationOptions = {}): Promise<ListSubaccountsReturnType> {
  const response = await transport.request({ ...buildListSubaccountsRequest(parameters), ...options });
  return decodeSubaccountPage(response.body);
}

/**
 * The parameters of {@link listBalances}.
 *
 * @example
 * const parameters: ListBalancesParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListBalancesParameters = NonNullable<operations["listBalances"]["parameters"]["query"]>;

/**
 * What {@link listBalances} resolves to.
 *
 * @example
 * const result: ListBalancesReturnType = await listBalances(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListBalancesReturnType = SubaccountBalancePage;

/**
 * The errors {@link listBalances} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listBalances(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListBalancesErrorType }
 */
export type ListBalancesErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listBalances} (GET /v1/subaccount/balance) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListBalancesRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListBalancesRequest(parameters: ListBalancesParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/subaccount/balance", query: { subaccountId: parameters.subaccountId, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists a subaccount's balance of each token.
 *
 * `GET /v1/subaccount/balance`
 *
 * @example
 * const result = await listBalances(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listBalances(transport: HttpTransport, parameters: ListBalancesParameters, options: OperationOptions = {}): Promise<ListBalancesReturnType> {
  const response = await transport.request({ ...buildListBalancesRequest(parameters), ...options });
  return decodeSubaccountBalancePage(response.body);
}

/**
 * The parameters of {@link getSubaccount}.
 *
 * @example
 * const parameters: GetSubaccountParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetSubaccountParameters = operations["getSubaccount"]["parameters"]["path"];

/**
 * What {@link getSubaccount} resolves to.
 *
 * @example
 * const result: GetSubaccountReturnType = await getSubaccount(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetSubaccountReturnType = Subaccount;

/**
 * The errors {@link getSubaccount} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getSubaccount(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetSubaccountErrorType }
 */
export type GetSubaccountErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getSubaccount} (GET /v1/subaccount/{subaccountId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetSubaccountRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getSubaccount(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getSubaccount(transport: HttpTransport, parameters: GetSubaccountParameters, options: OperationOptions = {}): Promise<GetSubaccountReturnType> {
  const response = await transport.request({ ...buildGetSubaccountRequest(parameters), ...options });
  return decodeSubaccount(response.body);
}

/**
 * The parameters of {@link linkSigner}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: LinkSignerParameters = { body }
 */
export type LinkSignerParameters = { body: LinkSignerRequest; };

/**
 * What {@link linkSigner} resolves to.
 *
 * @example
 * const result: LinkSignerReturnType = await linkSigner(transport, { body })
 */
export type LinkSignerReturnType = LinkedSigner;

/**
 * The errors {@link linkSigner} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await linkSigner(transport, { body }) } catch (e) { const error = e as LinkSignerErrorType }
 */
export type LinkSignerErrorType = BadRequestError | UnauthorizedError | ForbiddenError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link linkSigner} (POST /v1/linked-signer/link) after checking every parameter against the spec.
 *
 * @example
 * const request = buildLinkSignerRequest({ body })
 */
export function buildLinkSignerRequest(parameters: LinkSignerParameters): HttpRequest {
  return { method: "POST", path: "/v1/linked-signer/link", body: JSON.stringify(parameters.body) };
}

/**
 * Links a new signer to a subaccount.
 *
 * Two signatures over the same `LinkSigner` message: `signature` from the owner and
 * `signerSignature` from the new signer. Fails with 403 when the linked-signer quota is used up.
 *
 * `POST /v1/linked-signer/link` (signed: LinkSigner)
 *
 * @example
 * const result = await linkSigner(transport, { body }) // body: a signed request body
 */
export async function linkSigner(transport: HttpTransport, parameters: LinkSignerParameters, options: OperationOptions = {}): Promise<LinkSignerReturnType> {
  const response = await transport.request({ ...buildLinkSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link revokeSigner}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: RevokeSignerParameters = { body }
 */
export type RevokeSignerParameters = { body: RevokeSignerRequest; };

/**
 * What {@link revokeSigner} resolves to.
 *
 * @example
 * const result: RevokeSignerReturnType = await revokeSigner(transport, { body })
 */
export type RevokeSignerReturnType = LinkedSigner;

/**
 * The errors {@link revokeSigner} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await revokeSigner(transport, { body }) } catch (e) { const error = e as RevokeSignerErrorType }
 */
export type RevokeSignerErrorType = BadRequestError | UnauthorizedError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link revokeSigner} (DELETE /v1/linked-signer/revoke) after checking every parameter against the spec.
 *
 * @example
 * const request = buildRevokeSignerRequest({ body })
 */
export function buildRevokeSignerRequest(parameters: RevokeSignerParameters): HttpRequest {
  return { method: "DELETE", path: "/v1/linked-signer/revoke", body: JSON.stringify(parameters.body) };
}

/**
 * Revokes a linked signer. A revoked signer can never be linked again.
 *
 * A DELETE with a JSON body, signed by the owner (`RevokeLinkedSigner`). Every resting
 * order the signer placed must be cancelled first, otherwise the answer is 400.
 *
 * `DELETE /v1/linked-signer/revoke` (signed: RevokeLinkedSigner)
 *
 * @example
 * const result = await revokeSigner(transport, { body }) // body: a signed request body
 */
export async function revokeSigner(transport: HttpTransport, parameters: RevokeSignerParameters, options: OperationOptions = {}): Promise<RevokeSignerReturnType> {
  const response = await transport.request({ ...buildRevokeSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link extendSigner}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: ExtendSignerParameters = { body }
 */
export type ExtendSignerParameters = { body: ExtendSignerRequest; };

/**
 * What {@link extendSigner} resolves to.
 *
 * @example
 * const result: ExtendSignerReturnType = await extendSigner(transport, { body })
 */
export type ExtendSignerReturnType = LinkedSigner;

/**
 * The errors {@link extendSigner} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await extendSigner(transport, { body }) } catch (e) { const error = e as ExtendSignerErrorType }
 */
export type ExtendSignerErrorType = BadRequestError | UnauthorizedError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link extendSigner} (POST /v1/linked-signer/extend) after checking every parameter against the spec.
 *
 * @example
 * const request = buildExtendSignerRequest({ body })
 */
export function buildExtendSignerRequest(parameters: ExtendSignerParameters): HttpRequest {
  return { method: "POST", path: "/v1/linked-signer/extend", body: JSON.stringify(parameters.body) };
}

/**
 * Extends a linked signer's validity; signed by the linked signer itself.
 *
 * `POST /v1/linked-signer/extend` (signed: ExtendLinkedSigner)
 *
 * @example
 * const result = await extendSigner(transport, { body }) // body: a signed request body
 */
export async function extendSigner(transport: HttpTransport, parameters: ExtendSignerParameters, options: OperationOptions = {}): Promise<ExtendSignerReturnType> {
  const response = await transport.request({ ...buildExtendSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link refreshSigner}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: RefreshSignerParameters = { body }
 */
export type RefreshSignerParameters = { body: RefreshSignerRequest; };

/**
 * What {@link refreshSigner} resolves to.
 *
 * @example
 * const result: RefreshSignerReturnType = await refreshSigner(transport, { body })
 */
export type RefreshSignerReturnType = LinkedSigner;

/**
 * The errors {@link refreshSigner} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await refreshSigner(transport, { body }) } catch (e) { const error = e as RefreshSignerErrorType }
 */
export type RefreshSignerErrorType = BadRequestError | UnauthorizedError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link refreshSigner} (POST /v1/linked-signer/refresh) after checking every parameter against the spec.
 *
 * @example
 * const request = buildRefreshSignerRequest({ body })
 */
export function buildRefreshSignerRequest(parameters: RefreshSignerParameters): HttpRequest {
  return { method: "POST", path: "/v1/linked-signer/refresh", body: JSON.stringify(parameters.body) };
}

/**
 * Refreshes a linked signer's validity; signed by the subaccount's owner.
 *
 * `POST /v1/linked-signer/refresh` (signed: RefreshLinkedSigner)
 *
 * @example
 * const result = await refreshSigner(transport, { body }) // body: a signed request body
 */
export async function refreshSigner(transport: HttpTransport, parameters: RefreshSignerParameters, options: OperationOptions = {}): Promise<RefreshSignerReturnType> {
  const response = await transport.request({ ...buildRefreshSignerRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
}

/**
 * The parameters of {@link getSignerQuota}.
 *
 * @example
 * const parameters: GetSignerQuotaParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetSignerQuotaParameters = NonNullable<operations["getSignerQuota"]["parameters"]["query"]>;

/**
 * What {@link getSignerQuota} resolves to.
 *
 * @example
 * const result: GetSignerQuotaReturnType = await getSignerQuota(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetSignerQuotaReturnType = LinkedSignerQuota;

/**
 * The errors {@link getSignerQuota} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getSignerQuota(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetSignerQuotaErrorType }
 */
export type GetSignerQuotaErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getSignerQuota} (GET /v1/linked-signer/quota) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetSignerQuotaRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getSignerQuota(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getSignerQuota(transport: HttpTransport, parameters: GetSignerQuotaParameters, options: OperationOptions = {}): Promise<GetSignerQuotaReturnType> {
  const response = await transport.request({ ...buildGetSignerQuotaRequest(parameters), ...options });
  return decodeLinkedSignerQuota(response.body);
}

/**
 * The parameters of {@link listSigners}.
 *
 * @example
 * const parameters: ListSignersParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListSignersParameters = NonNullable<operations["listSigners"]["parameters"]["query"]>;

/**
 * What {@link listSigners} resolves to.
 *
 * @example
 * const result: ListSignersReturnType = await listSigners(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListSignersReturnType = LinkedSignerPage;

/**
 * The errors {@link listSigners} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listSigners(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListSignersErrorType }
 */
export type ListSignersErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listSigners} (GET /v1/linked-signer) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListSignersRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListSignersRequest(parameters: ListSignersParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.active !== undefined) checkBoolean(parameters.active, "active");
  if (parameters.statuses !== undefined) checkArray(parameters.statuses, "statuses", 0, (item, itemField) => checkString(item, itemField));
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/linked-signer", query: { subaccountId: parameters.subaccountId, active: parameters.active, statuses: parameters.statuses, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the signers linked to a subaccount.
 *
 * `GET /v1/linked-signer`
 *
 * @example
 * const result = await listSigners(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listSigners(transport: HttpTransport, parameters: ListSignersParameters, options: OperationOptions = {}): Promise<ListSignersReturnType> {
  const response = await transport.request({ ...buildListSignersRequest(parameters), ...options });
  return decodeLinkedSignerPage(response.body);
}

/**
 * The parameters of {@link getSignerStatus}.
 *
 * @example
 * const parameters: GetSignerStatusParameters = { address: "0xdeadbeef00000000000000000000000000000000" }
 */
export type GetSignerStatusParameters = operations["getSignerStatus"]["parameters"]["path"];

/**
 * What {@link getSignerStatus} resolves to.
 *
 * @example
 * const result: GetSignerStatusReturnType = await getSignerStatus(transport, { address: "0xdeadbeef00000000000000000000000000000000" })
 */
export type GetSignerStatusReturnType = LinkedSigner;

/**
 * The errors {@link getSignerStatus} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getSignerStatus(transport, { address: "0xdeadbeef00000000000000000000000000000000" }) } catch (e) { const error = e as GetSignerStatusErrorType }
 */
export type GetSignerStatusErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getSignerStatus} (GET /v1/linked-signer/address/{address}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetSignerStatusRequest({ address: "0xdeadbeef00000000000000000000000000000000" })
 */
export function buildGetSignerStatusRequest(parameters: GetSignerStatusParameters): HttpRequest {
  if (parameters.address === undefined) throw new ValidationError("address", "is required");
  checkString(parameters.address, "address", { pattern: ADDRESS_PATTERN, what: "an Address string" });
  return { method: "GET", path: `/v1/linked-signer/address/${encodeURIComponent(parameters.address)}` };
}

/**
 * Returns the record, and so the status, of a linked signer by its address.
 *
 * `GET /v1/linked-signer/address/{address}`
 *
 * @example
 * const result = await getSignerStatus(transport, { address: "0xdeadbeef00000000000000000000000000000000" })
 */
export async function getSignerStatus(transport: HttpTransport, parameters: GetSignerStatusParameters, options: OperationOptions = {}): Promise<GetSignerStatusReturnType> {
  const response = await transport.request({ ...buildGetSignerStatusRequest(parameters), ...options });
  return decodeLinkedSigner(response.body);
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
export type GetRpcConfigErrorType = RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

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
 * Fetch it live and reuse it; it changes only on a contract migration.
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
export type GetRateLimitConfigErrorType = RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

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
export type GetTimeErrorType = RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

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
export type ListProductsErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listProducts} (GET /v1/product) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListProductsRequest()
 */
export function buildListProductsRequest(parameters: ListProductsParameters = {}): HttpRequest {
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/product", query: { order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
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
 * The parameters of {@link getMarketPrices}.
 *
 * @example
 * const parameters: GetMarketPricesParameters = { productIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"] }
 */
export type GetMarketPricesParameters = NonNullable<operations["getMarketPrices"]["parameters"]["query"]>;

/**
 * What {@link getMarketPrices} resolves to.
 *
 * @example
 * const result: GetMarketPricesReturnType = await getMarketPrices(transport, { productIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"] })
 */
export type GetMarketPricesReturnType = MarketPriceList;

/**
 * The errors {@link getMarketPrices} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getMarketPrices(transport, { productIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"] }) } catch (e) { const error = e as GetMarketPricesErrorType }
 */
export type GetMarketPricesErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getMarketPrices} (GET /v1/product/market-price) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetMarketPricesRequest({ productIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"] })
 */
export function buildGetMarketPricesRequest(parameters: GetMarketPricesParameters): HttpRequest {
  if (parameters.productIds === undefined) throw new ValidationError("productIds", "is required");
  checkArray(parameters.productIds, "productIds", 1, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  return { method: "GET", path: "/v1/product/market-price", query: { productIds: parameters.productIds } };
}

/**
 * Returns best bid and ask, oracle price and the price 24 hours ago of products.
 *
 * `GET /v1/product/market-price`
 *
 * @example
 * const result = await getMarketPrices(transport, { productIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"] })
 */
export async function getMarketPrices(transport: HttpTransport, parameters: GetMarketPricesParameters, options: OperationOptions = {}): Promise<GetMarketPricesReturnType> {
  const response = await transport.request({ ...buildGetMarketPricesRequest(parameters), ...options });
  return decodeMarketPriceList(response.body);
}

/**
 * The parameters of {@link getProduct}.
 *
 * @example
 * const parameters: GetProductParameters = { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetProductParameters = operations["getProduct"]["parameters"]["path"];

/**
 * What {@link getProduct} resolves to.
 *
 * @example
 * const result: GetProductReturnType = await getProduct(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetProductReturnType = Product;

/**
 * The errors {@link getProduct} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getProduct(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetProductErrorType }
 */
export type GetProductErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getProduct} (GET /v1/product/{productId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetProductRequest({ productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getProduct(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getProduct(transport: HttpTransport, parameters: GetProductParameters, options: OperationOptions = {}): Promise<GetProductReturnType> {
  const response = await transport.request({ ...buildGetProductRequest(parameters), ...options });
  return decodeProduct(response.body);
}

/**
 * The parameters of {@link listFunding}.
 *
 * @example
 * const parameters: ListFundingParameters = { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" }
 */
export type ListFundingParameters = NonNullable<operations["listFunding"]["parameters"]["query"]>;

/**
 * What {@link listFunding} resolves to.
 *
 * @example
 * const result: ListFundingReturnType = await listFunding(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" })
 */
export type ListFundingReturnType = FundingRatePage;

/**
 * The errors {@link listFunding} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listFunding(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" }) } catch (e) { const error = e as ListFundingErrorType }
 */
export type ListFundingErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listFunding} (GET /v1/funding) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListFundingRequest({ productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" })
 */
export function buildListFundingRequest(parameters: ListFundingParameters): HttpRequest {
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.range === undefined) throw new ValidationError("range", "is required");
  checkString(parameters.range, "range", { values: ["DAY", "WEEK", "MONTH"] });
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/funding", query: { productId: parameters.productId, range: parameters.range, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the funding-rate history of a product.
 *
 * `GET /v1/funding`
 *
 * @example
 * const result = await listFunding(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" })
 */
export async function listFunding(transport: HttpTransport, parameters: ListFundingParameters, options: OperationOptions = {}): Promise<ListFundingReturnType> {
  const response = await transport.request({ ...buildListFundingRequest(parameters), ...options });
  return decodeFundingRatePage(response.body);
}

/**
 * The parameters of {@link listOrders}.
 *
 * @example
 * const parameters: ListOrdersParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListOrdersParameters = NonNullable<operations["listOrders"]["parameters"]["query"]>;

/**
 * What {@link listOrders} resolves to.
 *
 * @example
 * const result: ListOrdersReturnType = await listOrders(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListOrdersReturnType = OrderPage;

/**
 * The errors {@link listOrders} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listOrders(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListOrdersErrorType }
 */
export type ListOrdersErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listOrders} (GET /v1/order) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListOrdersRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListOrdersRequest(parameters: ListOrdersParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.clientOrderId !== undefined) checkString(parameters.clientOrderId, "clientOrderId", { pattern: CLIENT_ORDER_ID_PATTERN, what: "a ClientOrderId string" });
  if (parameters.productIds !== undefined) checkArray(parameters.productIds, "productIds", 0, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  if (parameters.createdAfter !== undefined) checkInteger(parameters.createdAfter, "createdAfter", { minimum: 0 });
  if (parameters.createdBefore !== undefined) checkInteger(parameters.createdBefore, "createdBefore", { minimum: 0 });
  if (parameters.side !== undefined) checkInteger(parameters.side, "side", { values: [0, 1] });
  if (parameters.close !== undefined) checkBoolean(parameters.close, "close");
  if (parameters.isWorking !== undefined) checkBoolean(parameters.isWorking, "isWorking");
  if (parameters.isPending !== undefined) checkBoolean(parameters.isPending, "isPending");
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/order", query: { subaccountId: parameters.subaccountId, clientOrderId: parameters.clientOrderId, productIds: parameters.productIds, createdAfter: parameters.createdAfter, createdBefore: parameters.createdBefore, side: parameters.side, close: parameters.close, isWorking: parameters.isWorking, isPending: parameters.isPending, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the orders of a subaccount.
 *
 * `GET /v1/order`
 *
 * @example
 * const result = await listOrders(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listOrders(transport: HttpTransport, parameters: ListOrdersParameters, options: OperationOptions = {}): Promise<ListOrdersReturnType> {
  const response = await transport.request({ ...buildListOrdersRequest(parameters), ...options });
  return decodeOrderPage(response.body);
}

/**
 * The parameters of {@link placeOrder}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: PlaceOrderParameters = { body }
 */
export type PlaceOrderParameters = { body: PlaceOrderRequest; };

/**
 * What {@link placeOrder} resolves to.
 *
 * @example
 * const result: PlaceOrderReturnType = await placeOrder(transport, { body })
 */
export type PlaceOrderReturnType = PlacedOrder;

/**
 * The errors {@link placeOrder} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await placeOrder(transport, { body }) } catch (e) { const error = e as PlaceOrderErrorType }
 */
export type PlaceOrderErrorType = BadRequestError | UnauthorizedError | UnprocessableError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link placeOrder} (POST /v1/order) after checking every parameter against the spec.
 *
 * @example
 * const request = buildPlaceOrderRequest({ body })
 */
export function buildPlaceOrderRequest(parameters: PlaceOrderParameters): HttpRequest {
  return { method: "POST", path: "/v1/order", body: JSON.stringify(parameters.body) };
}

/**
 * Places one order.
 *
 * Signed `TradeOrder`. Success is 201 with the order id, its client order id and a result
 * code; the response's `filled` is deprecated and must not be used for accounting. An order
 * that fails outright answers 422 with the failure code as the message.
 *
 * `POST /v1/order` (signed: TradeOrder)
 *
 * @example
 * const result = await placeOrder(transport, { body }) // body: a signed request body
 */
export async function placeOrder(transport: HttpTransport, parameters: PlaceOrderParameters, options: OperationOptions = {}): Promise<PlaceOrderReturnType> {
  const response = await transport.request({ ...buildPlaceOrderRequest(parameters), ...options });
  return decodePlacedOrder(response.body);
}

/**
 * The parameters of {@link cancelOrders}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: CancelOrdersParameters = { body }
 */
export type CancelOrdersParameters = { body: CancelOrdersRequest; };

/**
 * What {@link cancelOrders} resolves to.
 *
 * @example
 * const result: CancelOrdersReturnType = await cancelOrders(transport, { body })
 */
export type CancelOrdersReturnType = CancelResultList;

/**
 * The errors {@link cancelOrders} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await cancelOrders(transport, { body }) } catch (e) { const error = e as CancelOrdersErrorType }
 */
export type CancelOrdersErrorType = BadRequestError | UnauthorizedError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link cancelOrders} (POST /v1/order/cancel) after checking every parameter against the spec.
 *
 * @example
 * const request = buildCancelOrdersRequest({ body })
 */
export function buildCancelOrdersRequest(parameters: CancelOrdersParameters): HttpRequest {
  return { method: "POST", path: "/v1/order/cancel", body: JSON.stringify(parameters.body) };
}

/**
 * Cancels orders by id and by client order id.
 *
 * Signed `CancelOrder`; the ids are not part of the signed message. `orderIds` and
 * `clientOrderIds` together hold at most 200 ids. The answer holds one result per
 * cancellation attempt; only `Ok` means the order was cancelled.
 *
 * `POST /v1/order/cancel` (signed: CancelOrder)
 *
 * @example
 * const result = await cancelOrders(transport, { body }) // body: a signed request body
 */
export async function cancelOrders(transport: HttpTransport, parameters: CancelOrdersParameters, options: OperationOptions = {}): Promise<CancelOrdersReturnType> {
  const response = await transport.request({ ...buildCancelOrdersRequest(parameters), ...options });
  return decodeCancelResultList(response.body);
}

/**
 * The parameters of {@link batchOrders}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: BatchOrdersParameters = { body }
 */
export type BatchOrdersParameters = { body: BatchOrdersRequest; };

/**
 * What {@link batchOrders} resolves to.
 *
 * @example
 * const result: BatchOrdersReturnType = await batchOrders(transport, { body })
 */
export type BatchOrdersReturnType = BatchResultList;

/**
 * The errors {@link batchOrders} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await batchOrders(transport, { body }) } catch (e) { const error = e as BatchOrdersErrorType }
 */
export type BatchOrdersErrorType = BadRequestError | UnauthorizedError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link batchOrders} (POST /v1/order/batch) after checking every parameter against the spec.
 *
 * @example
 * const request = buildBatchOrdersRequest({ body })
 */
export function buildBatchOrdersRequest(parameters: BatchOrdersParameters): HttpRequest {
  return { method: "POST", path: "/v1/order/batch", body: JSON.stringify(parameters.body) };
}

/**
 * Places and cancels orders of one subaccount in one request (experimental).
 *
 * Available where the network's `batchOrders` feature is on (testnet, not mainnet). 1 to 20
 * instructions, each signed on its own, all for the same subaccount. Preflight rejects the
 * whole batch (HTTP error, no results) for: an empty batch, more than 20 instructions,
 * several subaccounts, an invalid signature, an invalid product, a malformed cancel, two
 * NEW with the same clientOrderId, two CANCEL with the same orderId or clientOrderId, two
 * NEW with the same nonce, two CANCEL with the same nonce. A NEW and a CANCEL may share a
 * nonce, and a NEW and a later CANCEL may share a clientOrderId. After preflight the
 * instructions run in order and continue on failure; `results[i]` answers `instructions[i]`.
 *
 * `POST /v1/order/batch` (signed: TradeOrder, CancelOrder)
 *
 * @example
 * const result = await batchOrders(transport, { body }) // body: a signed request body
 */
export async function batchOrders(transport: HttpTransport, parameters: BatchOrdersParameters, options: OperationOptions = {}): Promise<BatchOrdersReturnType> {
  const response = await transport.request({ ...buildBatchOrdersRequest(parameters), ...options });
  return decodeBatchResultList(response.body);
}

/**
 * The parameters of {@link dryRunOrder}: path and query parameters, and the JSON `body`.
 *
 * @example
 * const parameters: DryRunOrderParameters = { body }
 */
export type DryRunOrderParameters = { body: DryRunOrderRequest; };

/**
 * What {@link dryRunOrder} resolves to.
 *
 * @example
 * const result: DryRunOrderReturnType = await dryRunOrder(transport, { body })
 */
export type DryRunOrderReturnType = DryRunResult;

/**
 * The errors {@link dryRunOrder} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await dryRunOrder(transport, { body }) } catch (e) { const error = e as DryRunOrderErrorType }
 */
export type DryRunOrderErrorType = BadRequestError | UnprocessableError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link dryRunOrder} (POST /v1/order/dry-run) after checking every parameter against the spec.
 *
 * @example
 * const request = buildDryRunOrderRequest({ body })
 */
export function buildDryRunOrderRequest(parameters: DryRunOrderParameters): HttpRequest {
  return { method: "POST", path: "/v1/order/dry-run", body: JSON.stringify(parameters.body) };
}

/**
 * Simulates an order without signing or placing it.
 *
 * Answers the margin the order would need; an order that would fail answers 422.
 *
 * `POST /v1/order/dry-run`
 *
 * @example
 * const result = await dryRunOrder(transport, { body }) // body: a signed request body
 */
export async function dryRunOrder(transport: HttpTransport, parameters: DryRunOrderParameters, options: OperationOptions = {}): Promise<DryRunOrderReturnType> {
  const response = await transport.request({ ...buildDryRunOrderRequest(parameters), ...options });
  return decodeDryRunResult(response.body);
}

/**
 * The parameters of {@link listFills}.
 *
 * @example
 * const parameters: ListFillsParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListFillsParameters = NonNullable<operations["listFills"]["parameters"]["query"]>;

/**
 * What {@link listFills} resolves to.
 *
 * @example
 * const result: ListFillsReturnType = await listFills(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListFillsReturnType = FillPage;

/**
 * The errors {@link listFills} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listFills(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListFillsErrorType }
 */
export type ListFillsErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listFills} (GET /v1/order/fill) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListFillsRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListFillsRequest(parameters: ListFillsParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.productIds !== undefined) checkArray(parameters.productIds, "productIds", 0, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  if (parameters.createdAfter !== undefined) checkInteger(parameters.createdAfter, "createdAfter", { minimum: 0 });
  if (parameters.createdBefore !== undefined) checkInteger(parameters.createdBefore, "createdBefore", { minimum: 0 });
  if (parameters.side !== undefined) checkInteger(parameters.side, "side", { values: [0, 1] });
  if (parameters.includeSelfTrades !== undefined) checkBoolean(parameters.includeSelfTrades, "includeSelfTrades");
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/order/fill", query: { subaccountId: parameters.subaccountId, productIds: parameters.productIds, createdAfter: parameters.createdAfter, createdBefore: parameters.createdBefore, side: parameters.side, includeSelfTrades: parameters.includeSelfTrades, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the fills of a subaccount.
 *
 * `GET /v1/order/fill`
 *
 * @example
 * const result = await listFills(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listFills(transport: HttpTransport, parameters: ListFillsParameters, options: OperationOptions = {}): Promise<ListFillsReturnType> {
  const response = await transport.request({ ...buildListFillsRequest(parameters), ...options });
  return decodeFillPage(response.body);
}

/**
 * The parameters of {@link listTrades}.
 *
 * @example
 * const parameters: ListTradesParameters = { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListTradesParameters = NonNullable<operations["listTrades"]["parameters"]["query"]>;

/**
 * What {@link listTrades} resolves to.
 *
 * @example
 * const result: ListTradesReturnType = await listTrades(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListTradesReturnType = TradePage;

/**
 * The errors {@link listTrades} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listTrades(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListTradesErrorType }
 */
export type ListTradesErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listTrades} (GET /v1/order/trade) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListTradesRequest({ productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListTradesRequest(parameters: ListTradesParameters): HttpRequest {
  if (parameters.productId === undefined) throw new ValidationError("productId", "is required");
  checkString(parameters.productId, "productId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/order/trade", query: { productId: parameters.productId, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the public trades of a product.
 *
 * `GET /v1/order/trade`
 *
 * @example
 * const result = await listTrades(transport, { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listTrades(transport: HttpTransport, parameters: ListTradesParameters, options: OperationOptions = {}): Promise<ListTradesReturnType> {
  const response = await transport.request({ ...buildListTradesRequest(parameters), ...options });
  return decodeTradePage(response.body);
}

/**
 * The parameters of {@link getOrder}.
 *
 * @example
 * const parameters: GetOrderParameters = { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetOrderParameters = operations["getOrder"]["parameters"]["path"];

/**
 * What {@link getOrder} resolves to.
 *
 * @example
 * const result: GetOrderReturnType = await getOrder(transport, { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetOrderReturnType = Order;

/**
 * The errors {@link getOrder} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getOrder(transport, { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetOrderErrorType }
 */
export type GetOrderErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getOrder} (GET /v1/order/{orderId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetOrderRequest({ orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getOrder(transport, { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getOrder(transport: HttpTransport, parameters: GetOrderParameters, options: OperationOptions = {}): Promise<GetOrderReturnType> {
  const response = await transport.request({ ...buildGetOrderRequest(parameters), ...options });
  return decodeOrder(response.body);
}

/**
 * The parameters of {@link getOrderGroup}.
 *
 * @example
 * const parameters: GetOrderGroupParameters = { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetOrderGroupParameters = operations["getOrderGroup"]["parameters"]["path"];

/**
 * What {@link getOrderGroup} resolves to.
 *
 * @example
 * const result: GetOrderGroupReturnType = await getOrderGroup(transport, { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetOrderGroupReturnType = OrderList;

/**
 * The errors {@link getOrderGroup} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getOrderGroup(transport, { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetOrderGroupErrorType }
 */
export type GetOrderGroupErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getOrderGroup} (GET /v1/order/{orderId}/group) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetOrderGroupRequest({ orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildGetOrderGroupRequest(parameters: GetOrderGroupParameters): HttpRequest {
  if (parameters.orderId === undefined) throw new ValidationError("orderId", "is required");
  checkString(parameters.orderId, "orderId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  return { method: "GET", path: `/v1/order/${encodeURIComponent(parameters.orderId)}/group` };
}

/**
 * Returns the orders of the OTO/OCO group an order belongs to.
 *
 * `GET /v1/order/{orderId}/group`
 *
 * @example
 * const result = await getOrderGroup(transport, { orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getOrderGroup(transport: HttpTransport, parameters: GetOrderGroupParameters, options: OperationOptions = {}): Promise<GetOrderGroupReturnType> {
  const response = await transport.request({ ...buildGetOrderGroupRequest(parameters), ...options });
  return decodeOrderList(response.body);
}

/**
 * The parameters of {@link listPositions}.
 *
 * @example
 * const parameters: ListPositionsParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type ListPositionsParameters = NonNullable<operations["listPositions"]["parameters"]["query"]>;

/**
 * What {@link listPositions} resolves to.
 *
 * @example
 * const result: ListPositionsReturnType = await listPositions(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type ListPositionsReturnType = PositionPage;

/**
 * The errors {@link listPositions} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await listPositions(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as ListPositionsErrorType }
 */
export type ListPositionsErrorType = BadRequestError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link listPositions} (GET /v1/position) after checking every parameter against the spec.
 *
 * @example
 * const request = buildListPositionsRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export function buildListPositionsRequest(parameters: ListPositionsParameters): HttpRequest {
  if (parameters.subaccountId === undefined) throw new ValidationError("subaccountId", "is required");
  checkString(parameters.subaccountId, "subaccountId", { pattern: UUID_PATTERN, what: "a Uuid string" });
  if (parameters.productIds !== undefined) checkArray(parameters.productIds, "productIds", 0, (item, itemField) => checkString(item, itemField, { pattern: UUID_PATTERN, what: "a Uuid string" }));
  if (parameters.open !== undefined) checkBoolean(parameters.open, "open");
  if (parameters.order !== undefined) checkString(parameters.order, "order", { values: ["asc", "desc"] });
  if (parameters.orderBy !== undefined) checkString(parameters.orderBy, "orderBy");
  if (parameters.limit !== undefined) checkInteger(parameters.limit, "limit", { minimum: 1, maximum: 200 });
  if (parameters.cursor !== undefined) checkString(parameters.cursor, "cursor", { minLength: 1 });
  return { method: "GET", path: "/v1/position", query: { subaccountId: parameters.subaccountId, productIds: parameters.productIds, open: parameters.open, order: parameters.order, orderBy: parameters.orderBy, limit: parameters.limit, cursor: parameters.cursor } };
}

/**
 * Lists the positions of a subaccount.
 *
 * `GET /v1/position`
 *
 * @example
 * const result = await listPositions(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function listPositions(transport: HttpTransport, parameters: ListPositionsParameters, options: OperationOptions = {}): Promise<ListPositionsReturnType> {
  const response = await transport.request({ ...buildListPositionsRequest(parameters), ...options });
  return decodePositionPage(response.body);
}

/**
 * The parameters of {@link getActivePosition}.
 *
 * @example
 * const parameters: GetActivePositionParameters = { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetActivePositionParameters = NonNullable<operations["getActivePosition"]["parameters"]["query"]>;

/**
 * What {@link getActivePosition} resolves to.
 *
 * @example
 * const result: GetActivePositionReturnType = await getActivePosition(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetActivePositionReturnType = Position;

/**
 * The errors {@link getActivePosition} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getActivePosition(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetActivePositionErrorType }
 */
export type GetActivePositionErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getActivePosition} (GET /v1/position/active) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetActivePositionRequest({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getActivePosition(transport, { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getActivePosition(transport: HttpTransport, parameters: GetActivePositionParameters, options: OperationOptions = {}): Promise<GetActivePositionReturnType> {
  const response = await transport.request({ ...buildGetActivePositionRequest(parameters), ...options });
  return decodePosition(response.body);
}

/**
 * The parameters of {@link getPosition}.
 *
 * @example
 * const parameters: GetPositionParameters = { positionId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }
 */
export type GetPositionParameters = operations["getPosition"]["parameters"]["path"];

/**
 * What {@link getPosition} resolves to.
 *
 * @example
 * const result: GetPositionReturnType = await getPosition(transport, { positionId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type GetPositionReturnType = Position;

/**
 * The errors {@link getPosition} can throw: one per documented status, and the transport's own.
 *
 * @example
 * try { await getPosition(transport, { positionId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" }) } catch (e) { const error = e as GetPositionErrorType }
 */
export type GetPositionErrorType = BadRequestError | NotFoundError | RateLimitError | ServerError | HttpError | ValidationError | TimeoutError | TransportError | AbortError | DecodeError;

/**
 * Builds the HTTP request of {@link getPosition} (GET /v1/position/{positionId}) after checking every parameter against the spec.
 *
 * @example
 * const request = buildGetPositionRequest({ positionId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
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
 * const result = await getPosition(transport, { positionId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export async function getPosition(transport: HttpTransport, parameters: GetPositionParameters, options: OperationOptions = {}): Promise<GetPositionReturnType> {
  const response = await transport.request({ ...buildGetPositionRequest(parameters), ...options });
  return decodePosition(response.body);
}

/**
 * The parameters and result of every operation, by name.
 *
 * @example
 * type Orders = OperationTypes["listOrders"]["returnType"]
 */
export interface OperationTypes {
  listTokens: { parameters: ListTokensParameters; returnType: ListTokensReturnType; };
  getToken: { parameters: GetTokenParameters; returnType: GetTokenReturnType; };
  withdraw: { parameters: WithdrawParameters; returnType: WithdrawReturnType; };
  listWithdrawals: { parameters: ListWithdrawalsParameters; returnType: ListWithdrawalsReturnType; };
  listTransfers: { parameters: ListTransfersParameters; returnType: ListTransfersReturnType; };
  listSubaccounts: { parameters: ListSubaccountsParameters; returnType: ListSubaccountsReturnType; };
  listBalances: { parameters: ListBalancesParameters; returnType: ListBalancesReturnType; };
  getSubaccount: { parameters: GetSubaccountParameters; returnType: GetSubaccountReturnType; };
  linkSigner: { parameters: LinkSignerParameters; returnType: LinkSignerReturnType; };
  revokeSigner: { parameters: RevokeSignerParameters; returnType: RevokeSignerReturnType; };
  extendSigner: { parameters: ExtendSignerParameters; returnType: ExtendSignerReturnType; };
  refreshSigner: { parameters: RefreshSignerParameters; returnType: RefreshSignerReturnType; };
  getSignerQuota: { parameters: GetSignerQuotaParameters; returnType: GetSignerQuotaReturnType; };
  listSigners: { parameters: ListSignersParameters; returnType: ListSignersReturnType; };
  getSignerStatus: { parameters: GetSignerStatusParameters; returnType: GetSignerStatusReturnType; };
  getRpcConfig: { parameters: GetRpcConfigParameters; returnType: GetRpcConfigReturnType; };
  getRateLimitConfig: { parameters: GetRateLimitConfigParameters; returnType: GetRateLimitConfigReturnType; };
  getTime: { parameters: GetTimeParameters; returnType: GetTimeReturnType; };
  listProducts: { parameters: ListProductsParameters; returnType: ListProductsReturnType; };
  getMarketPrices: { parameters: GetMarketPricesParameters; returnType: GetMarketPricesReturnType; };
  getProduct: { parameters: GetProductParameters; returnType: GetProductReturnType; };
  listFunding: { parameters: ListFundingParameters; returnType: ListFundingReturnType; };
  listOrders: { parameters: ListOrdersParameters; returnType: ListOrdersReturnType; };
  placeOrder: { parameters: PlaceOrderParameters; returnType: PlaceOrderReturnType; };
  cancelOrders: { parameters: CancelOrdersParameters; returnType: CancelOrdersReturnType; };
  batchOrders: { parameters: BatchOrdersParameters; returnType: BatchOrdersReturnType; };
  dryRunOrder: { parameters: DryRunOrderParameters; returnType: DryRunOrderReturnType; };
  listFills: { parameters: ListFillsParameters; returnType: ListFillsReturnType; };
  listTrades: { parameters: ListTradesParameters; returnType: ListTradesReturnType; };
  getOrder: { parameters: GetOrderParameters; returnType: GetOrderReturnType; };
  getOrderGroup: { parameters: GetOrderGroupParameters; returnType: GetOrderGroupReturnType; };
  listPositions: { parameters: ListPositionsParameters; returnType: ListPositionsReturnType; };
  getActivePosition: { parameters: GetActivePositionParameters; returnType: GetActivePositionReturnType; };
  getPosition: { parameters: GetPositionParameters; returnType: GetPositionReturnType; };
}

/**
 * The free function of every operation, by name.
 *
 * @example
 * const time = await operationFunctions.getTime(transport, {})
 */
export const operationFunctions: { readonly [K in OperationName]: (transport: HttpTransport, parameters: OperationTypes[K]["parameters"], options?: OperationOptions) => Promise<OperationTypes[K]["returnType"]> } = { listTokens, getToken, withdraw, listWithdrawals, listTransfers, listSubaccounts, listBalances, getSubaccount, linkSigner, revokeSigner, extendSigner, refreshSigner, getSignerQuota, listSigners, getSignerStatus, getRpcConfig, getRateLimitConfig, getTime, listProducts, getMarketPrices, getProduct, listFunding, listOrders, placeOrder, cancelOrders, batchOrders, dryRunOrder, listFills, listTrades, getOrder, getOrderGroup, listPositions, getActivePosition, getPosition };

/**
 * Each operation that answers pages: its parameters and one record of its pages.
 *
 * @example
 * type OrderRecord = PaginatedOperations["listOrders"]["item"]
 */
export interface PaginatedOperations {
  listTokens: { parameters: ListTokensParameters; item: Token; };
  listWithdrawals: { parameters: ListWithdrawalsParameters; item: Withdrawal; };
  listTransfers: { parameters: ListTransfersParameters; item: Transfer; };
  listSubaccounts: { parameters: ListSubaccountsParameters; item: Subaccount; };
  listBalances: { parameters: ListBalancesParameters; item: SubaccountBalance; };
  listSigners: { parameters: ListSignersParameters; item: LinkedSigner; };
  listProducts: { parameters: ListProductsParameters; item: Product; };
  listFunding: { parameters: ListFundingParameters; item: FundingRate; };
  listOrders: { parameters: ListOrdersParameters; item: Order; };
  listFills: { parameters: ListFillsParameters; item: Fill; };
  listTrades: { parameters: ListTradesParameters; item: Trade; };
  listPositions: { parameters: ListPositionsParameters; item: Position; };
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
export const paginatedOperations: { readonly [K in PaginatedOperationName]: (transport: HttpTransport, parameters: PaginatedOperations[K]["parameters"], options?: OperationOptions) => Promise<Page<PaginatedOperations[K]["item"]>> } = { listTokens, listWithdrawals, listTransfers, listSubaccounts, listBalances, listSigners, listProducts, listFunding, listOrders, listFills, listTrades, listPositions };
