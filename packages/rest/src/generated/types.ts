// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
//   spec/signing/bindings.yaml
// (content sha256 0412397c354cf95048882dbae10f1c3f01a518f3f76abf397dc1b050a03418cf) Do not edit; run pnpm generate.

import type * as signing from "@perpkit/signing";
import type { components } from "./openapi.js";

/**
 * The LinkedSignerQuota schema of the REST API.
 *
 * @example
 * const result: LinkedSignerQuota = await client.getSignerQuota({ subaccountId: "text" })
 */
export type LinkedSignerQuota = components["schemas"]["LinkedSignerQuota"];

/**
 * The ActivateReferralRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`AuthData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: ActivateReferralRequest
 */
export type ActivateReferralRequest = signing.SignedRequest<ActivateReferralData, "EIP712Auth">;

/**
 * The ActivateReferralData schema of the REST API. Typed as `@perpkit/signing` builds it (`AuthData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: ActivateReferralData
 */
export type ActivateReferralData = Omit<signing.AuthData, "code"> & { readonly subaccount: NonNullable<signing.AuthData["subaccount"]>; };

/**
 * The ErrorBody schema of the REST API.
 *
 * @example
 * let value: ErrorBody
 */
export type ErrorBody = components["schemas"]["ErrorBody"];

/**
 * Cancel order request containing signature and cancel data. Typed as `@perpkit/signing` builds it (`CancelOrderData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: CancelOrdersRequest
 */
export type CancelOrdersRequest = signing.SignedRequest<CancelOrdersData, "CancelOrder">;

/**
 * The CancelOrdersData schema of the REST API. Typed as `@perpkit/signing` builds it (`CancelOrderData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: CancelOrdersData
 */
export type CancelOrdersData = signing.CancelOrderData;

/**
 * The CancelResult schema of the REST API.
 *
 * @example
 * const value: CancelResult = "Ok"
 */
export type CancelResult = components["schemas"]["CancelResult"];

/**
 * Individual cancel result for each order
 *
 * @example
 * const value: CancelResultItem = {
 *   id: "123e4567-e89b-12d3-a456-426614174000",
 *   result: "Ok",
 * }
 */
export type CancelResultItem = components["schemas"]["CancelResultItem"];

/**
 * The ClaimReferralCodeRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`AuthData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: ClaimReferralCodeRequest
 */
export type ClaimReferralCodeRequest = signing.SignedRequest<ClaimReferralCodeData, "EIP712Auth">;

/**
 * The ClaimReferralCodeData schema of the REST API. Typed as `@perpkit/signing` builds it (`AuthData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: ClaimReferralCodeData
 */
export type ClaimReferralCodeData = Omit<signing.AuthData, "subaccount"> & { readonly code: NonNullable<signing.AuthData["code"]>; };

/**
 * The RpcConfigDomain schema of the REST API.
 *
 * @example
 * let value: RpcConfigDomain
 */
export type RpcConfigDomain = components["schemas"]["RpcConfigDomain"];

/**
 * The DryRunResult schema of the REST API.
 *
 * @example
 * const result: DryRunResult = await dryRunOrderOperation(transport, { body })
 */
export type DryRunResult = components["schemas"]["DryRunResult"];

/**
 * The DryRunOrderFailedDto schema of the REST API.
 *
 * @example
 * let value: DryRunOrderFailedDto
 */
export type DryRunOrderFailedDto = components["schemas"]["DryRunOrderFailedDto"];

/**
 * The DryRunOrderFailedUnprocessableEntityDto schema of the REST API.
 *
 * @example
 * let value: DryRunOrderFailedUnprocessableEntityDto
 */
export type DryRunOrderFailedUnprocessableEntityDto = components["schemas"]["DryRunOrderFailedUnprocessableEntityDto"];

/**
 * Intent of the message (action to be taken)
 *
 * @example
 * const value: EIP712AuthIntent = 0
 */
export type EIP712AuthIntent = components["schemas"]["EIP712AuthIntent"];

/**
 * The EIP712AuthIntent values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * EIP712AuthIntent.REFERRAL_ACTIVATION // 0
 */
export const EIP712AuthIntent = {
  REFERRAL_ACTIVATION: 0,
  REFERRAL_CLAIM: 1,
  REFERRAL_READ: 2,
  POINTS_READ: 3,
} as const;

/**
 * The EngineType schema of the REST API.
 *
 * @example
 * const value: EngineType = 0
 */
export type EngineType = components["schemas"]["EngineType"];

/**
 * The EngineType values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * EngineType.PERP // 0
 */
export const EngineType = {
  PERP: 0,
  SPOT: 1,
} as const;

/**
 * The ExtendSignerRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`ExtendLinkedSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: ExtendSignerRequest
 */
export type ExtendSignerRequest = signing.SignedRequest<ExtendSignerData, "ExtendLinkedSigner">;

/**
 * The ExtendSignerData schema of the REST API. Typed as `@perpkit/signing` builds it (`ExtendLinkedSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: ExtendSignerData
 */
export type ExtendSignerData = signing.ExtendLinkedSignerData;

/**
 * The ForbiddenDto schema of the REST API.
 *
 * @example
 * let value: ForbiddenDto
 */
export type ForbiddenDto = components["schemas"]["ForbiddenDto"];

/**
 * The FundingRate schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listFunding", { productId: "text", range: "DAY" })) item satisfies FundingRate
 */
export type FundingRate = components["schemas"]["FundingRate"];

/**
 * The GroupContingencyType schema of the REST API.
 *
 * @example
 * const value: GroupContingencyType = 0
 */
export type GroupContingencyType = components["schemas"]["GroupContingencyType"];

/**
 * The GroupContingencyType values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * GroupContingencyType.OTO // 0
 */
export const GroupContingencyType = {
  OTO: 0,
  OCO: 1,
} as const;

/**
 * The HttpFixedRateLimitEndpointDto schema of the REST API.
 *
 * @example
 * let value: HttpFixedRateLimitEndpointDto
 */
export type HttpFixedRateLimitEndpointDto = components["schemas"]["HttpFixedRateLimitEndpointDto"];

/**
 * The HttpPaginatedRateLimitEndpointDto schema of the REST API.
 *
 * @example
 * let value: HttpPaginatedRateLimitEndpointDto
 */
export type HttpPaginatedRateLimitEndpointDto = components["schemas"]["HttpPaginatedRateLimitEndpointDto"];

/**
 * The WithdrawRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`WithdrawData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: WithdrawRequest
 */
export type WithdrawRequest = signing.SignedRequest<WithdrawData, "InitiateWithdraw">;

/**
 * The WithdrawData schema of the REST API. Typed as `@perpkit/signing` builds it (`WithdrawData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: WithdrawData
 */
export type WithdrawData = signing.WithdrawData & { readonly lzDestinationAddress: NonNullable<signing.WithdrawData["lzDestinationAddress"]>; readonly lzDestinationEid: NonNullable<signing.WithdrawData["lzDestinationEid"]>; };

/**
 * LayerZero destination endpoint ID for the transfer (zero if not bridging)
 *
 * @example
 * const value: LayerZeroEndpointId = 0
 */
export type LayerZeroEndpointId = components["schemas"]["LayerZeroEndpointId"];

/**
 * The LayerZeroEndpointId values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * LayerZeroEndpointId.NONE // 0
 */
export const LayerZeroEndpointId = {
  NONE: 0,
  ETHEREAL_TESTNET: 40422,
  ARBITRUM_SEPOLIA: 40231,
  ETHEREUM_SEPOLIA: 40161,
  ETHEREAL_MAINNET: 30391,
  ARBITRUM_MAINNET: 30110,
  ETHEREUM_MAINNET: 30101,
} as const;

/**
 * The LinkSignerRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`LinkSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: LinkSignerRequest
 */
export type LinkSignerRequest = signing.SignedRequest<LinkSignerData, "LinkSigner">;

/**
 * The LinkSignerData schema of the REST API. Typed as `@perpkit/signing` builds it (`LinkSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: LinkSignerData
 */
export type LinkSignerData = signing.LinkSignerData;

/**
 * The LinkedSignerStatus schema of the REST API.
 *
 * @example
 * const value: LinkedSignerStatus = "PENDING"
 */
export type LinkedSignerStatus = components["schemas"]["LinkedSignerStatus"];

/**
 * Response returned when cancel request is processed
 *
 * @example
 * const result: CancelResultList = await cancelOrdersOperation(transport, { body })
 */
export type CancelResultList = components["schemas"]["CancelResultList"];

/**
 * The MarketPriceList schema of the REST API.
 *
 * @example
 * const result: MarketPriceList = await client.getMarketPrices({ productIds: ["text"] })
 */
export type MarketPriceList = components["schemas"]["MarketPriceList"];

/**
 * The PointsPeriodList schema of the REST API.
 *
 * @example
 * const result: PointsPeriodList = await client.listPointsPeriods({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045", season: 1, epoch: 1 })
 */
export type PointsPeriodList = components["schemas"]["PointsPeriodList"];

/**
 * The PointsSeasonSummaryList schema of the REST API.
 *
 * @example
 * const result: PointsSeasonSummaryList = await client.listPointsSeasonSummaries({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export type PointsSeasonSummaryList = components["schemas"]["PointsSeasonSummaryList"];

/**
 * The Maintenance schema of the REST API.
 *
 * @example
 * const result: Maintenance = await client.getMaintenance()
 */
export type Maintenance = components["schemas"]["Maintenance"];

/**
 * The MarketLiquidity schema of the REST API.
 *
 * @example
 * const result: MarketLiquidity = await client.getMarketLiquidity({ productId: "9036443a-441a-4a66-87f2-bd5c44cdca7a" })
 */
export type MarketLiquidity = components["schemas"]["MarketLiquidity"];

/**
 * The MarketPrice schema of the REST API.
 *
 * @example
 * let value: MarketPrice
 */
export type MarketPrice = components["schemas"]["MarketPrice"];

/**
 * The NotFoundDto schema of the REST API.
 *
 * @example
 * let value: NotFoundDto
 */
export type NotFoundDto = components["schemas"]["NotFoundDto"];

/**
 * The Order schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listOrders", { subaccountId: "text" })) item satisfies Order
 */
export type Order = components["schemas"]["Order"];

/**
 * The Fill schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listFills", { subaccountId: "text" })) item satisfies Fill
 */
export type Fill = components["schemas"]["Fill"];

/**
 * The OrderSide schema of the REST API.
 *
 * @example
 * const value: OrderSide = 0
 */
export type OrderSide = components["schemas"]["OrderSide"];

/**
 * The OrderSide values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * OrderSide.BUY // 0
 */
export const OrderSide = {
  BUY: 0,
  SELL: 1,
} as const;

/**
 * Extracted enum for OrderTimeInForce
 *
 * @example
 * const value: TimeInForce = "GTD"
 */
export type TimeInForce = components["schemas"]["TimeInForce"];

/**
 * Extracted enum for OrderType
 *
 * @example
 * const value: OrderType = "MARKET"
 */
export type OrderType = components["schemas"]["OrderType"];

/**
 * The FundingRatePage schema of the REST API.
 *
 * @example
 * const result: FundingRatePage = await client.listFunding({ productId: "text", range: "DAY" })
 */
export type FundingRatePage = components["schemas"]["FundingRatePage"];

/**
 * The OrderPage schema of the REST API.
 *
 * @example
 * const result: OrderPage = await client.listOrders({ subaccountId: "text" })
 */
export type OrderPage = components["schemas"]["OrderPage"];

/**
 * The FillPage schema of the REST API.
 *
 * @example
 * const result: FillPage = await client.listFills({ subaccountId: "text" })
 */
export type FillPage = components["schemas"]["FillPage"];

/**
 * The PositionPage schema of the REST API.
 *
 * @example
 * const result: PositionPage = await client.listPositions({ subaccountId: "text" })
 */
export type PositionPage = components["schemas"]["PositionPage"];

/**
 * The PositionFillPage schema of the REST API.
 *
 * @example
 * const result: PositionFillPage = await client.listPositionFills({ positionId: "81215694-2d9f-4a87-af57-a710118938c0" })
 */
export type PositionFillPage = components["schemas"]["PositionFillPage"];

/**
 * The LiquidationPage schema of the REST API.
 *
 * @example
 * const result: LiquidationPage = await client.listLiquidations()
 */
export type LiquidationPage = components["schemas"]["LiquidationPage"];

/**
 * The ProductPage schema of the REST API.
 *
 * @example
 * const result: ProductPage = await client.listProducts()
 */
export type ProductPage = components["schemas"]["ProductPage"];

/**
 * The ProjectedFundingRatePage schema of the REST API.
 *
 * @example
 * const result: ProjectedFundingRatePage = await client.listProjectedFundingRates({ productIds: ["text"] })
 */
export type ProjectedFundingRatePage = components["schemas"]["ProjectedFundingRatePage"];

/**
 * The ReferralPage schema of the REST API.
 *
 * @example
 * const result: ReferralPage = await client.listReferrals({ headers })
 */
export type ReferralPage = components["schemas"]["ReferralPage"];

/**
 * The LinkedSignerPage schema of the REST API.
 *
 * @example
 * const result: LinkedSignerPage = await client.listSigners({ subaccountId: "text" })
 */
export type LinkedSignerPage = components["schemas"]["LinkedSignerPage"];

/**
 * The SubaccountBalancePage schema of the REST API.
 *
 * @example
 * const result: SubaccountBalancePage = await client.listBalances({ subaccountId: "text" })
 */
export type SubaccountBalancePage = components["schemas"]["SubaccountBalancePage"];

/**
 * The SubaccountPage schema of the REST API.
 *
 * @example
 * const result: SubaccountPage = await client.listSubaccounts({ sender: "text" })
 */
export type SubaccountPage = components["schemas"]["SubaccountPage"];

/**
 * The TokenPage schema of the REST API.
 *
 * @example
 * const result: TokenPage = await client.listTokens()
 */
export type TokenPage = components["schemas"]["TokenPage"];

/**
 * The TradePage schema of the REST API.
 *
 * @example
 * const result: TradePage = await client.listTrades({ productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" })
 */
export type TradePage = components["schemas"]["TradePage"];

/**
 * The TransferPage schema of the REST API.
 *
 * @example
 * const result: TransferPage = await client.listTransfers({ subaccountId: "text" })
 */
export type TransferPage = components["schemas"]["TransferPage"];

/**
 * The WithdrawalPage schema of the REST API.
 *
 * @example
 * const result: WithdrawalPage = await client.listWithdrawals({ subaccountId: "text" })
 */
export type WithdrawalPage = components["schemas"]["WithdrawalPage"];

/**
 * The PointsPeriod schema of the REST API.
 *
 * @example
 * let value: PointsPeriod
 */
export type PointsPeriod = components["schemas"]["PointsPeriod"];

/**
 * The PointsSeasonSummary schema of the REST API.
 *
 * @example
 * let value: PointsSeasonSummary
 */
export type PointsSeasonSummary = components["schemas"]["PointsSeasonSummary"];

/**
 * Account tier derived based on activity this season
 *
 * @example
 * const value: PointsTier = 0
 */
export type PointsTier = components["schemas"]["PointsTier"];

/**
 * The PointsTier values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * PointsTier.TIER_0 // 0
 */
export const PointsTier = {
  TIER_0: 0,
  TIER_1: 1,
  TIER_2: 2,
  TIER_3: 3,
  TIER_4: 4,
  TIER_5: 5,
} as const;

/**
 * The Position schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listPositions", { subaccountId: "text" })) item satisfies Position
 */
export type Position = components["schemas"]["Position"];

/**
 * The PositionFill schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listPositionFills", { positionId: "81215694-2d9f-4a87-af57-a710118938c0" })) item satisfies PositionFill
 */
export type PositionFill = components["schemas"]["PositionFill"];

/**
 * The Liquidation schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listLiquidations", {})) item satisfies Liquidation
 */
export type Liquidation = components["schemas"]["Liquidation"];

/**
 * The Product schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listProducts", {})) item satisfies Product
 */
export type Product = components["schemas"]["Product"];

/**
 * The ProjectedFundingRate schema of the REST API.
 *
 * @example
 * let value: ProjectedFundingRate
 */
export type ProjectedFundingRate = components["schemas"]["ProjectedFundingRate"];

/**
 * The RateLimitConfig schema of the REST API.
 *
 * @example
 * const result: RateLimitConfig = await client.getRateLimitConfig()
 */
export type RateLimitConfig = components["schemas"]["RateLimitConfig"];

/**
 * The RateLimitType schema of the REST API.
 *
 * @example
 * const value: RateLimitType = "RATE_LIMIT_IP"
 */
export type RateLimitType = components["schemas"]["RateLimitType"];

/**
 * The ReferralCodeUsage schema of the REST API.
 *
 * @example
 * const result: ReferralCodeUsage = await client.getReferralCodeUsage({ code: "XYZ123456789" })
 */
export type ReferralCodeUsage = components["schemas"]["ReferralCodeUsage"];

/**
 * The Referral schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listReferrals", { headers })) item satisfies Referral
 */
export type Referral = components["schemas"]["Referral"];

/**
 * The RefreshSignerRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`RefreshLinkedSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: RefreshSignerRequest
 */
export type RefreshSignerRequest = signing.SignedRequest<RefreshSignerData, "RefreshLinkedSigner">;

/**
 * The RefreshSignerData schema of the REST API. Typed as `@perpkit/signing` builds it (`RefreshLinkedSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: RefreshSignerData
 */
export type RefreshSignerData = signing.RefreshLinkedSignerData;

/**
 * The RevokeSignerRequest schema of the REST API. Typed as `@perpkit/signing` builds it (`RevokeLinkedSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: RevokeSignerRequest
 */
export type RevokeSignerRequest = signing.SignedRequest<RevokeSignerData, "RevokeLinkedSigner">;

/**
 * The RevokeSignerData schema of the REST API. Typed as `@perpkit/signing` builds it (`RevokeLinkedSignerData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: RevokeSignerData
 */
export type RevokeSignerData = signing.RevokeLinkedSignerData;

/**
 * The RpcConfig schema of the REST API.
 *
 * @example
 * const result: RpcConfig = await client.getRpcConfig()
 */
export type RpcConfig = components["schemas"]["RpcConfig"];

/**
 * The RpcConfigSignatureTypes schema of the REST API.
 *
 * @example
 * let value: RpcConfigSignatureTypes
 */
export type RpcConfigSignatureTypes = components["schemas"]["RpcConfigSignatureTypes"];

/**
 * The LinkedSigner schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listSigners", { subaccountId: "text" })) item satisfies LinkedSigner
 */
export type LinkedSigner = components["schemas"]["LinkedSigner"];

/**
 * Type of stop price (stop orders only)
 *
 * @example
 * const value: StopPriceType = 0
 */
export type StopPriceType = components["schemas"]["StopPriceType"];

/**
 * The StopPriceType values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * StopPriceType.LAST_PRICE // 0
 */
export const StopPriceType = {
  LAST_PRICE: 0,
  MARK_PRICE: 1,
} as const;

/**
 * The StopType schema of the REST API.
 *
 * @example
 * const value: StopType = 0
 */
export type StopType = components["schemas"]["StopType"];

/**
 * The StopType values by the names the spec gives them (`x-enum-varnames`).
 *
 * @example
 * StopType.GAIN // 0
 */
export const StopType = {
  GAIN: 0,
  LOSS: 1,
} as const;

/**
 * The SubaccountBalance schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listBalances", { subaccountId: "text" })) item satisfies SubaccountBalance
 */
export type SubaccountBalance = components["schemas"]["SubaccountBalance"];

/**
 * The Subaccount schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listSubaccounts", { sender: "text" })) item satisfies Subaccount
 */
export type Subaccount = components["schemas"]["Subaccount"];

/**
 * Result codes for orders that were created (may still have been rejected)
 *
 * @example
 * const value: OrderResult = "Ok"
 */
export type OrderResult = components["schemas"]["OrderResult"];

/**
 * The DryRunOrderRequest schema of the REST API. The signing bodies it holds are typed as `@perpkit/signing` builds them.
 *
 * @example
 * let value: DryRunOrderRequest
 */
export type DryRunOrderRequest = Omit<components["schemas"]["DryRunOrderRequest"], "data"> & { data: OrderData; };

/**
 * Result codes for orders that failed to be created (outright failure)
 *
 * @example
 * const value: SubmitFailedCode = "AccountSuspended"
 */
export type SubmitFailedCode = components["schemas"]["SubmitFailedCode"];

/**
 * Response returned when order is successfully submitted
 *
 * @example
 * const result: PlacedOrder = await placeOrderOperation(transport, { body })
 */
export type PlacedOrder = components["schemas"]["PlacedOrder"];

/**
 * Code indicating the result of the submission
 *
 * @example
 * const value: SubmitOrderCreatedResultCode = "AccountSuspended"
 */
export type SubmitOrderCreatedResultCode = components["schemas"]["SubmitOrderCreatedResultCode"];

/**
 * The OrderData schema of the REST API. Typed as `@perpkit/signing` builds it (`OrderData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: OrderData
 */
export type OrderData = signing.OrderData;

/**
 * Submit order request containing signature and order data. Typed as `@perpkit/signing` builds it (`OrderData` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.
 *
 * @example
 * let value: PlaceOrderRequest
 */
export type PlaceOrderRequest = signing.SignedRequest<OrderData, "TradeOrder">;

/**
 * The SubmitOrderFailedDto schema of the REST API.
 *
 * @example
 * let value: SubmitOrderFailedDto
 */
export type SubmitOrderFailedDto = components["schemas"]["SubmitOrderFailedDto"];

/**
 * Code indicating the reason for failure
 *
 * @example
 * const value: SubmitOrderFailedResultCode = "AccountSuspended"
 */
export type SubmitOrderFailedResultCode = components["schemas"]["SubmitOrderFailedResultCode"];

/**
 * The LimitOrderData schema of the REST API.
 *
 * @example
 * let value: LimitOrderData
 */
export type LimitOrderData = components["schemas"]["LimitOrderData"];

/**
 * The MarketOrderData schema of the REST API.
 *
 * @example
 * let value: MarketOrderData
 */
export type MarketOrderData = components["schemas"]["MarketOrderData"];

/**
 * The ServerTime schema of the REST API.
 *
 * @example
 * const result: ServerTime = await client.getTime()
 */
export type ServerTime = components["schemas"]["ServerTime"];

/**
 * The Token schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listTokens", {})) item satisfies Token
 */
export type Token = components["schemas"]["Token"];

/**
 * The RateLimitErrorBody schema of the REST API.
 *
 * @example
 * let value: RateLimitErrorBody
 */
export type RateLimitErrorBody = components["schemas"]["RateLimitErrorBody"];

/**
 * The TotalPoints schema of the REST API.
 *
 * @example
 * const result: TotalPoints = await client.getTotalPoints()
 */
export type TotalPoints = components["schemas"]["TotalPoints"];

/**
 * The Trade schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listTrades", { productId: "1b67d5b3-9dc7-4410-bc9c-7fd23ebd32ee" })) item satisfies Trade
 */
export type Trade = components["schemas"]["Trade"];

/**
 * The Transfer schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listTransfers", { subaccountId: "text" })) item satisfies Transfer
 */
export type Transfer = components["schemas"]["Transfer"];

/**
 * Current status of the withdraw
 *
 * @example
 * const value: TransferStatus = "SUBMITTED"
 */
export type TransferStatus = components["schemas"]["TransferStatus"];

/**
 * The TransferType schema of the REST API.
 *
 * @example
 * const value: TransferType = "DEPOSIT"
 */
export type TransferType = components["schemas"]["TransferType"];

/**
 * The UnauthorizedDto schema of the REST API.
 *
 * @example
 * let value: UnauthorizedDto
 */
export type UnauthorizedDto = components["schemas"]["UnauthorizedDto"];

/**
 * The UnprocessableEntityDto schema of the REST API.
 *
 * @example
 * let value: UnprocessableEntityDto
 */
export type UnprocessableEntityDto = components["schemas"]["UnprocessableEntityDto"];

/**
 * The Whitelist schema of the REST API.
 *
 * @example
 * const result: Whitelist = await client.getWhitelist({ address: "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045" })
 */
export type Whitelist = components["schemas"]["Whitelist"];

/**
 * The Withdrawal schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listWithdrawals", { subaccountId: "text" })) item satisfies Withdrawal
 */
export type Withdrawal = components["schemas"]["Withdrawal"];

/**
 * Error code indicating the reason for failure
 *
 * @example
 * const value: WithdrawErrorCode = "AccountSuspended"
 */
export type WithdrawErrorCode = components["schemas"]["WithdrawErrorCode"];

/**
 * The WithdrawFailedDto schema of the REST API.
 *
 * @example
 * let value: WithdrawFailedDto
 */
export type WithdrawFailedDto = components["schemas"]["WithdrawFailedDto"];

/**
 * The Ws2FixedRateLimitEndpointDto schema of the REST API.
 *
 * @example
 * let value: Ws2FixedRateLimitEndpointDto
 */
export type Ws2FixedRateLimitEndpointDto = components["schemas"]["Ws2FixedRateLimitEndpointDto"];

/**
 * The WsFixedRateLimitEndpointDto schema of the REST API.
 *
 * @example
 * let value: WsFixedRateLimitEndpointDto
 */
export type WsFixedRateLimitEndpointDto = components["schemas"]["WsFixedRateLimitEndpointDto"];

/**
 * Extracted enum for ErrorEnum
 *
 * @example
 * const value: ErrorEnum = "Bad Request"
 */
export type ErrorEnum = components["schemas"]["ErrorEnum"];

/**
 * Extracted enum for DryRunOrderFailedUnprocessableEntityDtoErrorEnum
 *
 * @example
 * const value: DryRunOrderFailedUnprocessableEntityDtoErrorEnum = "Unprocessable Entity"
 */
export type DryRunOrderFailedUnprocessableEntityDtoErrorEnum = components["schemas"]["DryRunOrderFailedUnprocessableEntityDtoErrorEnum"];

/**
 * Extracted enum for ForbiddenDtoErrorEnum
 *
 * @example
 * const value: ForbiddenDtoErrorEnum = "Forbidden"
 */
export type ForbiddenDtoErrorEnum = components["schemas"]["ForbiddenDtoErrorEnum"];

/**
 * Extracted enum for MethodEnum
 *
 * @example
 * const value: MethodEnum = "GET"
 */
export type MethodEnum = components["schemas"]["MethodEnum"];

/**
 * Extracted enum for ProtocolEnum
 *
 * @example
 * const value: ProtocolEnum = "HTTP"
 */
export type ProtocolEnum = components["schemas"]["ProtocolEnum"];

/**
 * Extracted enum for HttpPaginatedRateLimitEndpointDtoOrderType
 *
 * @example
 * const value: HttpPaginatedRateLimitEndpointDtoOrderType = "PAGINATED"
 */
export type HttpPaginatedRateLimitEndpointDtoOrderType = components["schemas"]["HttpPaginatedRateLimitEndpointDtoOrderType"];

/**
 * Extracted enum for CategoryEnum
 *
 * @example
 * const value: LinkedSignerCategory = "TRADE_SESSION"
 */
export type LinkedSignerCategory = components["schemas"]["LinkedSignerCategory"];

/**
 * Extracted enum for NotFoundDtoErrorEnum
 *
 * @example
 * const value: NotFoundDtoErrorEnum = "Not Found"
 */
export type NotFoundDtoErrorEnum = components["schemas"]["NotFoundDtoErrorEnum"];

/**
 * Extracted enum for RejectedReasonEnum
 *
 * @example
 * const value: RejectionReason = "AccountSuspended"
 */
export type RejectionReason = components["schemas"]["RejectionReason"];

/**
 * Extracted enum for OrderStatus
 *
 * @example
 * const value: OrderStatus = "NEW"
 */
export type OrderStatus = components["schemas"]["OrderStatus"];

/**
 * Extracted enum for TriggeredEnum
 *
 * @example
 * const value: TriggeredState = "NOT_TRIGGERED"
 */
export type TriggeredState = components["schemas"]["TriggeredState"];

/**
 * Extracted enum for OrderDtoOrderType
 *
 * @example
 * const value: OrderRecordType = "MARKET"
 */
export type OrderRecordType = components["schemas"]["OrderRecordType"];

/**
 * Extracted enum for PositionFillDtoOrderType
 *
 * @example
 * const value: PositionFillType = "MARKET"
 */
export type PositionFillType = components["schemas"]["PositionFillType"];

/**
 * Extracted enum for CauseEnum
 *
 * @example
 * const value: LiquidationCause = "MarkChanged"
 */
export type LiquidationCause = components["schemas"]["LiquidationCause"];

/**
 * Extracted enum for ProductDtoOrderStatus
 *
 * @example
 * const value: ProductStatus = "PENDING"
 */
export type ProductStatus = components["schemas"]["ProductStatus"];

/**
 * Extracted enum for SignerDtoOrderStatus
 *
 * @example
 * const value: LinkedSignerRecordStatus = "PENDING"
 */
export type LinkedSignerRecordStatus = components["schemas"]["LinkedSignerRecordStatus"];

/**
 * Extracted enum for SubmitOrderFailedDtoErrorEnum
 *
 * @example
 * const value: SubmitOrderFailedDtoErrorEnum = "Unprocessable Entity"
 */
export type SubmitOrderFailedDtoErrorEnum = components["schemas"]["SubmitOrderFailedDtoErrorEnum"];

/**
 * Extracted enum for TooManyRequestsDtoErrorEnum
 *
 * @example
 * const value: TooManyRequestsDtoErrorEnum = "Too Many Requests"
 */
export type TooManyRequestsDtoErrorEnum = components["schemas"]["TooManyRequestsDtoErrorEnum"];

/**
 * Extracted enum for TransferDtoOrderStatus
 *
 * @example
 * const value: TransferRecordStatus = "SUBMITTED"
 */
export type TransferRecordStatus = components["schemas"]["TransferRecordStatus"];

/**
 * Extracted enum for TransferDtoOrderType
 *
 * @example
 * const value: TransferRecordType = "DEPOSIT"
 */
export type TransferRecordType = components["schemas"]["TransferRecordType"];

/**
 * Extracted enum for UnauthorizedDtoErrorEnum
 *
 * @example
 * const value: UnauthorizedDtoErrorEnum = "Unauthorized"
 */
export type UnauthorizedDtoErrorEnum = components["schemas"]["UnauthorizedDtoErrorEnum"];

/**
 * Extracted enum for UnprocessableEntityDtoErrorEnum
 *
 * @example
 * const value: UnprocessableEntityDtoErrorEnum = "Unprocessable Entity"
 */
export type UnprocessableEntityDtoErrorEnum = components["schemas"]["UnprocessableEntityDtoErrorEnum"];

/**
 * Extracted enum for WithdrawFailedDtoErrorEnum
 *
 * @example
 * const value: WithdrawFailedDtoErrorEnum = "Unprocessable Entity"
 */
export type WithdrawFailedDtoErrorEnum = components["schemas"]["WithdrawFailedDtoErrorEnum"];

/**
 * Extracted enum for Ws2FixedRateLimitEndpointDtoProtocolEnum
 *
 * @example
 * const value: Ws2FixedRateLimitEndpointDtoProtocolEnum = "WS2"
 */
export type Ws2FixedRateLimitEndpointDtoProtocolEnum = components["schemas"]["Ws2FixedRateLimitEndpointDtoProtocolEnum"];

/**
 * Extracted enum for Ws2FixedRateLimitEndpointDtoOrderType
 *
 * @example
 * const value: Ws2FixedRateLimitEndpointDtoOrderType = "FIXED"
 */
export type Ws2FixedRateLimitEndpointDtoOrderType = components["schemas"]["Ws2FixedRateLimitEndpointDtoOrderType"];

/**
 * Extracted enum for WsFixedRateLimitEndpointDtoProtocolEnum
 *
 * @example
 * const value: WsFixedRateLimitEndpointDtoProtocolEnum = "WS"
 */
export type WsFixedRateLimitEndpointDtoProtocolEnum = components["schemas"]["WsFixedRateLimitEndpointDtoProtocolEnum"];

/**
 * Extracted enum for WsFixedRateLimitEndpointDtoOrderType
 *
 * @example
 * const value: WsFixedRateLimitEndpointDtoOrderType = "FIXED"
 */
export type WsFixedRateLimitEndpointDtoOrderType = components["schemas"]["WsFixedRateLimitEndpointDtoOrderType"];

/**
 * What happened to one batch instruction.
 *
 * @example
 * const value: BatchResultType = "NEW"
 */
export type BatchResultType = components["schemas"]["BatchResultType"];

/**
 * Places one order, signed as `TradeOrder`. The signing bodies it holds are typed as `@perpkit/signing` builds them.
 *
 * @example
 * let value: BatchNewInstruction
 */
export type BatchNewInstruction = Omit<components["schemas"]["BatchNewInstruction"], "data"> & { data: OrderData; };

/**
 * Cancels one order, by `orderId` or by `clientOrderId`. Signed as `CancelOrder`.
 *
 * @example
 * let value: BatchCancelData
 */
export type BatchCancelData = components["schemas"]["BatchCancelData"];

/**
 * Cancels one order, signed as `CancelOrder`.
 *
 * @example
 * let value: BatchCancelInstruction
 */
export type BatchCancelInstruction = components["schemas"]["BatchCancelInstruction"];

/**
 * The BatchInstruction schema of the REST API. The signing bodies it holds are typed as `@perpkit/signing` builds them.
 *
 * @example
 * let value: BatchInstruction
 */
export type BatchInstruction = BatchNewInstruction | BatchCancelInstruction;

/**
 * 1 to 20 instructions for one subaccount (spec/limits.yaml batch). The signing bodies it holds are typed as `@perpkit/signing` builds them.
 *
 * @example
 * let value: BatchOrdersRequest
 */
export type BatchOrdersRequest = Omit<components["schemas"]["BatchOrdersRequest"], "instructions"> & { instructions: BatchInstruction[]; };

/**
 * The result of one batch instruction; `results[i]` answers `instructions[i]`.
 *
 * @example
 * let value: BatchResult
 */
export type BatchResult = components["schemas"]["BatchResult"];

/**
 * The BatchResultList schema of the REST API.
 *
 * @example
 * const result: BatchResultList = await batchOrdersOperation(transport, { body })
 */
export type BatchResultList = components["schemas"]["BatchResultList"];
