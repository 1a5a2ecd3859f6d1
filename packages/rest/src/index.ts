export {
  type AccountErrorType,
  type ExtendSignerParameters,
  extendSigner,
  type LinkedSignerReturnType,
  type LinkSignerParameters,
  linkSigner,
  type RefreshSignerParameters,
  type RevokeSignerParameters,
  refreshSigner,
  revokeSigner,
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "./account.js";
export {
  type BatchCancelParameters,
  type BatchNewParameters,
  type BatchOrdersErrorType,
  type BatchOrdersParameters,
  type BatchOrdersReturnType,
  type BatchOutcome,
  batchOrders,
  UnsupportedFeatureError,
} from "./batch-orders.js";
export {
  type CancelOrdersErrorType,
  type CancelOrdersParameters,
  type CancelOrdersReturnType,
  type CancelOutcome,
  cancelOrders,
} from "./cancel-orders.js";
export { createRestClient, type RestClient, type RestClientOptions } from "./client.js";
export * from "./generated/decoders.js";
export type { components } from "./generated/openapi.js";
export {
  type OperationName,
  type OperationOptions,
  type OperationTypes,
  operationFunctions,
  operationTable,
  type Page,
  type PaginatedOperationName,
  type PaginatedOperations,
  paginatedOperations,
} from "./generated/operations.js";
export * from "./generated/types.js";
export {
  buildOrderData,
  type CheckedOrder,
  checkOrder,
  checkProductRules,
  type LimitOrderFields,
  type LimitOrderParameters,
  type MarketOrderFields,
  type MarketOrderParameters,
  type OrderContext,
  type OrderFields,
  type OrderParameters,
  type OrderSide,
  type ProductRules,
  productRules,
} from "./order-rules.js";
export {
  getOwnSubaccount,
  listOwnSubaccounts,
  type OwnSubaccount,
  type OwnSubaccountOptions,
} from "./own-account.js";
export { type PaginateOptions, type PaginateParameters, pages, paginate } from "./pagination.js";
export {
  type DryRunOrderParameters,
  type DryRunOrderReturnType,
  dryRunOrder,
  type PlaceOrderErrorType,
  type PlaceOrderParameters,
  type PlaceOrderResult,
  type PlaceOrderResultParameters,
  type PlaceOrderReturnType,
  type PreparedOrder,
  placeOrder,
  prepareOrder,
  type RejectedOrder,
  type SendOrderOptions,
  sendOrder,
} from "./place-order.js";
export {
  createProductCache,
  type ProductCache,
  type ProductCacheOptions,
  type ProductReference,
} from "./products.js";
export type {
  AccountReadName,
  ReadClient,
  ReadClientOptions,
  ReadMethod,
  ReadMethods,
  ReadOperationName,
  ReadPaginateParameters,
  ReadParameters,
  SubaccountReadName,
} from "./read-client.js";
export {
  type ProductLookup,
  type ReadableFill,
  type ReadableOrder,
  type ReadablePosition,
  type ReadableTrade,
  toReadableFill,
  toReadableOrder,
  toReadablePosition,
  toReadableTrade,
} from "./readable.js";
export {
  type ActivateReferralParameters,
  activateReferral,
  type ClaimReferralCodeParameters,
  claimReferralCode,
  type GetReferralSummaryParameters,
  getReferralSummary,
  type ListReferralsParameters,
  listReferrals,
  type ReferralErrorType,
  type ReferralOptions,
  type ReferralReturnType,
} from "./referrals.js";
export { OrderRejectedError, type Rejection, type RejectOptions } from "./rejections.js";
export {
  createTradingContext,
  type TradingContext,
  type TradingContextOptions,
} from "./trading-context.js";
