export {
  type ActivateReferralErrorType,
  type ActivateReferralParameters,
  type ActivateReferralReturnType,
  activateReferral,
} from "./actions/activate-referral.js";
export {
  type BatchCancelParameters,
  type BatchNewParameters,
  type BatchOrdersErrorType,
  type BatchOrdersParameters,
  type BatchOrdersReturnType,
  type BatchOutcome,
  batchOrders,
} from "./actions/batch-orders.js";
export {
  type CancelAllErrorType,
  type CancelAllParameters,
  type CancelAllReturnType,
  cancelAll,
} from "./actions/cancel-all.js";
export {
  type CancelOrdersErrorType,
  type CancelOrdersParameters,
  type CancelOrdersReturnType,
  type CancelOutcome,
  cancelOrders,
} from "./actions/cancel-orders.js";
export {
  type ClaimReferralCodeErrorType,
  type ClaimReferralCodeParameters,
  type ClaimReferralCodeReturnType,
  claimReferralCode,
} from "./actions/claim-referral-code.js";
export {
  type DryRunOrderErrorType,
  type DryRunOrderParameters,
  type DryRunOrderReturnType,
  dryRunOrder,
} from "./actions/dry-run-order.js";
export {
  type ExtendSignerErrorType,
  type ExtendSignerParameters,
  type ExtendSignerReturnType,
  extendSigner,
} from "./actions/extend-signer.js";
export {
  type GetReferralSummaryErrorType,
  type GetReferralSummaryParameters,
  type GetReferralSummaryReturnType,
  getReferralSummary,
} from "./actions/get-referral-summary.js";
export {
  type LinkSignerErrorType,
  type LinkSignerParameters,
  type LinkSignerReturnType,
  linkSigner,
} from "./actions/link-signer.js";
export {
  type ListReferralsErrorType,
  type ListReferralsParameters,
  type ListReferralsReturnType,
  listReferrals,
} from "./actions/list-referrals.js";
export {
  type PlaceOrderErrorType,
  type PlaceOrderParameters,
  type PlaceOrderResult,
  type PlaceOrderResultParameters,
  type PlaceOrderReturnType,
  type PreparedOrder,
  type PrepareOrderErrorType,
  type PrepareOrderParameters,
  type PrepareOrderReturnType,
  placeOrder,
  prepareOrder,
  type RejectedOrder,
  type SendOrderErrorType,
  type SendOrderOptions,
  type SendOrderParameters,
  type SendOrderResult,
  type SendOrderReturnType,
  sendOrder,
} from "./actions/place-order.js";
export type { ReferralOptions } from "./actions/referral-auth.js";
export {
  type RefreshSignerErrorType,
  type RefreshSignerParameters,
  type RefreshSignerReturnType,
  refreshSigner,
} from "./actions/refresh-signer.js";
export {
  type RevokeSignerErrorType,
  type RevokeSignerParameters,
  type RevokeSignerReturnType,
  revokeSigner,
} from "./actions/revoke-signer.js";
export {
  performSignedAction,
  type SignedActionErrorType,
  type SignedActionName,
  type SignedActionParameters,
  type SignedActionReturnType,
  type SignedActionSpec,
  signedAction,
} from "./actions/signed-action.js";
export {
  type WithdrawErrorType,
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "./actions/withdraw.js";
export { createRestClient, type RestClient, type RestClientOptions } from "./client.js";
export { type SignedOperationErrorType, UnsupportedFeatureError } from "./errors.js";
export { signedActions } from "./generated/actions.js";
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
  createProductCache,
  type PaginateOptions,
  type PaginateParameters,
  type ProductCache,
  type ProductCacheOptions,
  type ProductReference,
  pages,
  paginate,
} from "./products.js";
export type {
  AccountReadName,
  ReadClient,
  ReadClientOptions,
  ReadErrorType,
  ReadMethod,
  ReadMethods,
  ReadOperationName,
  ReadPaginateParameters,
  ReadParameters,
  ReadReturnType,
  SubaccountReadName,
} from "./read-client.js";
export {
  type ProductLookup,
  type ReadableFill,
  type ReadableLiquidation,
  type ReadableOrder,
  type ReadablePosition,
  type ReadablePositionFill,
  type ReadableRecordName,
  type ReadableTrade,
  readableRecords,
  toReadableFill,
  toReadableLiquidation,
  toReadableOrder,
  toReadablePosition,
  toReadablePositionFill,
  toReadableTrade,
  type WithSymbol,
  withSymbol,
} from "./readable.js";
export { OrderRejectedError, type Rejection, type RejectOptions } from "./rejections.js";
export {
  createTradingContext,
  type GetOwnSubaccountErrorType,
  type GetOwnSubaccountParameters,
  type GetOwnSubaccountReturnType,
  getOwnSubaccount,
  type ListOwnSubaccountsErrorType,
  type ListOwnSubaccountsParameters,
  type ListOwnSubaccountsReturnType,
  listOwnSubaccounts,
  type OwnSubaccount,
  type OwnSubaccountOptions,
  type SubaccountLookup,
  type TradingContext,
  type TradingContextOptions,
  type TradingState,
} from "./trading-context.js";
