// Generated from spec/rest/openapi.yaml (sha256 f2d0df798a5fe1c30c6f99c43c1db2d1d61fcc184e63bb120ec8b1d73ba08019). Do not edit; run pnpm generate.

import type { components } from "./openapi.js";

/**
 * The Uuid schema of the REST API.
 *
 * @example
 * const value: Uuid = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"
 */
export type Uuid = components["schemas"]["Uuid"];

/**
 * A 20-byte address, 0x-prefixed hex.
 *
 * @example
 * const value: Address = "0xdeadbeef00000000000000000000000000000000"
 */
export type Address = components["schemas"]["Address"];

/**
 * Exactly 32 bytes, 0x-prefixed hex (66 characters).
 *
 * @example
 * const value: Bytes32 = "0x7072696d61727900000000000000000000000000000000000000000000000000"
 */
export type Bytes32 = components["schemas"]["Bytes32"];

/**
 * 0x-prefixed hex.
 *
 * @example
 * const value: Hex = "0x8400482e"
 */
export type Hex = components["schemas"]["Hex"];

/**
 * A 65-byte signature, 0x-prefixed hex, with v equal to 27 or 28 and s in the lower half of the secp256k1 curve order (EIP-2, as exchange contracts require).
 *
 * @example
 * const value: Signature = "0xabababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababab1b"
 */
export type Signature = components["schemas"]["Signature"];

/**
 * A decimal string with at most 9 decimal places; may be negative.
 *
 * @example
 * const value: Decimal = "-12.5"
 */
export type Decimal = components["schemas"]["Decimal"];

/**
 * A non-negative decimal string with at most 9 decimal places.
 *
 * @example
 * const value: UnsignedDecimal = "3000.25"
 */
export type UnsignedDecimal = components["schemas"]["UnsignedDecimal"];

/**
 * Unix time in nanoseconds as a decimal string (a uint64).
 *
 * @example
 * const value: Nonce = "1764897077655477722"
 */
export type Nonce = components["schemas"]["Nonce"];

/**
 * Unix time in whole seconds.
 *
 * @example
 * const value: UnixSeconds = 1764897077
 */
export type UnixSeconds = components["schemas"]["UnixSeconds"];

/**
 * Milliseconds since the Unix epoch.
 *
 * @example
 * const value: TimestampMs = 1764897077655
 */
export type TimestampMs = components["schemas"]["TimestampMs"];

/**
 * A block number as a decimal string.
 *
 * @example
 * const value: BlockNumber = "18000000"
 */
export type BlockNumber = components["schemas"]["BlockNumber"];

/**
 * A UUID, or 1 to 32 letters and digits.
 *
 * @example
 * const value: ClientOrderId = "grid42"
 */
export type ClientOrderId = components["schemas"]["ClientOrderId"];

/**
 * A subaccount's name as bytes32 (UTF-8, right-padded with zero bytes).
 *
 * @example
 * const value: SubaccountName = "0x7072696d61727900000000000000000000000000000000000000000000000000"
 */
export type SubaccountName = components["schemas"]["SubaccountName"];

/**
 * 0 buy, 1 sell.
 *
 * @example
 * const value: SideInput = 0
 */
export type SideInput = components["schemas"]["SideInput"];

/**
 * 0 perpetual. 1 (spot) is announced but unsupported.
 *
 * @example
 * const value: EngineTypeInput = 0
 */
export type EngineTypeInput = components["schemas"]["EngineTypeInput"];

/**
 * The TimeInForceInput schema of the REST API.
 *
 * @example
 * const value: TimeInForceInput = "GTD"
 */
export type TimeInForceInput = components["schemas"]["TimeInForceInput"];

/**
 * 0 take-profit, 1 stop-loss.
 *
 * @example
 * const value: StopTypeInput = 0
 */
export type StopTypeInput = components["schemas"]["StopTypeInput"];

/**
 * 0 OTO, 1 OCO.
 *
 * @example
 * const value: GroupContingencyTypeInput = 0
 */
export type GroupContingencyTypeInput = components["schemas"]["GroupContingencyTypeInput"];

/**
 * The OrderType schema of the REST API.
 *
 * @example
 * const value: OrderType = "MARKET"
 */
export type OrderType = components["schemas"]["OrderType"];

/**
 * The TimeInForce schema of the REST API.
 *
 * @example
 * const value: TimeInForce = "GTD"
 */
export type TimeInForce = components["schemas"]["TimeInForce"];

/**
 * The OrderStatus schema of the REST API.
 *
 * @example
 * const value: OrderStatus = "NEW"
 */
export type OrderStatus = components["schemas"]["OrderStatus"];

/**
 * The result code of an order submission.
 *
 * @example
 * const value: OrderResult = "Ok"
 */
export type OrderResult = components["schemas"]["OrderResult"];

/**
 * The RejectionReason schema of the REST API.
 *
 * @example
 * const value: RejectionReason = "CausesImmediateLiquidation"
 */
export type RejectionReason = components["schemas"]["RejectionReason"];

/**
 * The outcome of one cancellation attempt; only `Ok` means cancelled.
 *
 * @example
 * const value: CancelResult = "Ok"
 */
export type CancelResult = components["schemas"]["CancelResult"];

/**
 * The BatchResultType schema of the REST API.
 *
 * @example
 * const value: BatchResultType = "NEW"
 */
export type BatchResultType = components["schemas"]["BatchResultType"];

/**
 * The TransferType schema of the REST API.
 *
 * @example
 * const value: TransferType = "DEPOSIT"
 */
export type TransferType = components["schemas"]["TransferType"];

/**
 * The TransferStatus schema of the REST API.
 *
 * @example
 * const value: TransferStatus = "SUBMITTED"
 */
export type TransferStatus = components["schemas"]["TransferStatus"];

/**
 * The LinkedSignerStatus schema of the REST API.
 *
 * @example
 * const value: LinkedSignerStatus = "PENDING"
 */
export type LinkedSignerStatus = components["schemas"]["LinkedSignerStatus"];

/**
 * The RateLimitType schema of the REST API.
 *
 * @example
 * const value: RateLimitType = "RATE_LIMIT_IP"
 */
export type RateLimitType = components["schemas"]["RateLimitType"];

/**
 * The ProductStatus schema of the REST API.
 *
 * @example
 * const value: ProductStatus = "PENDING"
 */
export type ProductStatus = components["schemas"]["ProductStatus"];

/**
 * 0 buy, 1 sell.
 *
 * @example
 * const value: Side = 1
 */
export type Side = components["schemas"]["Side"];

/**
 * 0 perpetual.
 *
 * @example
 * const value: EngineType = 1
 */
export type EngineType = components["schemas"]["EngineType"];

/**
 * The ErrorBody schema of the REST API.
 *
 * @example
 * let value: ErrorBody
 */
export type ErrorBody = components["schemas"]["ErrorBody"];

/**
 * The RateLimitErrorBody schema of the REST API.
 *
 * @example
 * let value: RateLimitErrorBody
 */
export type RateLimitErrorBody = components["schemas"]["RateLimitErrorBody"];

/**
 * The Token schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listTokens", {})) item satisfies Token
 */
export type Token = components["schemas"]["Token"];

/**
 * The TokenPage schema of the REST API.
 *
 * @example
 * const result: TokenPage = await client.listTokens()
 */
export type TokenPage = components["schemas"]["TokenPage"];

/**
 * The Subaccount schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listSubaccounts", { sender: "0xdeadbeef00000000000000000000000000000000" })) item satisfies Subaccount
 */
export type Subaccount = components["schemas"]["Subaccount"];

/**
 * The SubaccountPage schema of the REST API.
 *
 * @example
 * const result: SubaccountPage = await client.listSubaccounts({ sender: "0xdeadbeef00000000000000000000000000000000" })
 */
export type SubaccountPage = components["schemas"]["SubaccountPage"];

/**
 * The SubaccountBalance schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listBalances", { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })) item satisfies SubaccountBalance
 */
export type SubaccountBalance = components["schemas"]["SubaccountBalance"];

/**
 * The SubaccountBalancePage schema of the REST API.
 *
 * @example
 * const result: SubaccountBalancePage = await client.listBalances({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type SubaccountBalancePage = components["schemas"]["SubaccountBalancePage"];

/**
 * The Withdrawal schema of the REST API.
 *
 * @example
 * const result: Withdrawal = await withdraw(transport, { tokenId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", body })
 */
export type Withdrawal = components["schemas"]["Withdrawal"];

/**
 * The WithdrawalPage schema of the REST API.
 *
 * @example
 * const result: WithdrawalPage = await client.listWithdrawals({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type WithdrawalPage = components["schemas"]["WithdrawalPage"];

/**
 * The Transfer schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listTransfers", { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })) item satisfies Transfer
 */
export type Transfer = components["schemas"]["Transfer"];

/**
 * The TransferPage schema of the REST API.
 *
 * @example
 * const result: TransferPage = await client.listTransfers({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type TransferPage = components["schemas"]["TransferPage"];

/**
 * The LinkedSigner schema of the REST API.
 *
 * @example
 * const result: LinkedSigner = await linkSigner(transport, { body })
 */
export type LinkedSigner = components["schemas"]["LinkedSigner"];

/**
 * The LinkedSignerPage schema of the REST API.
 *
 * @example
 * const result: LinkedSignerPage = await client.listSigners({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type LinkedSignerPage = components["schemas"]["LinkedSignerPage"];

/**
 * The LinkedSignerQuota schema of the REST API.
 *
 * @example
 * const result: LinkedSignerQuota = await client.getSignerQuota({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type LinkedSignerQuota = components["schemas"]["LinkedSignerQuota"];

/**
 * The RpcConfigDomain schema of the REST API.
 *
 * @example
 * let value: RpcConfigDomain
 */
export type RpcConfigDomain = components["schemas"]["RpcConfigDomain"];

/**
 * The RpcConfig schema of the REST API.
 *
 * @example
 * const result: RpcConfig = await client.getRpcConfig()
 */
export type RpcConfig = components["schemas"]["RpcConfig"];

/**
 * The point cost of each endpoint. Its layout is the service's; decoders keep it as sent.
 *
 * @example
 * const result: RateLimitConfig = await client.getRateLimitConfig()
 */
export type RateLimitConfig = components["schemas"]["RateLimitConfig"];

/**
 * The ServerTime schema of the REST API.
 *
 * @example
 * const result: ServerTime = await client.getTime()
 */
export type ServerTime = components["schemas"]["ServerTime"];

/**
 * The Product schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listProducts", {})) item satisfies Product
 */
export type Product = components["schemas"]["Product"];

/**
 * The ProductPage schema of the REST API.
 *
 * @example
 * const result: ProductPage = await client.listProducts()
 */
export type ProductPage = components["schemas"]["ProductPage"];

/**
 * The MarketPrice schema of the REST API.
 *
 * @example
 * let value: MarketPrice
 */
export type MarketPrice = components["schemas"]["MarketPrice"];

/**
 * The MarketPriceList schema of the REST API.
 *
 * @example
 * const result: MarketPriceList = await client.getMarketPrices({ productIds: ["6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"] })
 */
export type MarketPriceList = components["schemas"]["MarketPriceList"];

/**
 * The FundingRate schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listFunding", { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" })) item satisfies FundingRate
 */
export type FundingRate = components["schemas"]["FundingRate"];

/**
 * The FundingRatePage schema of the REST API.
 *
 * @example
 * const result: FundingRatePage = await client.listFunding({ productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", range: "DAY" })
 */
export type FundingRatePage = components["schemas"]["FundingRatePage"];

/**
 * The Order schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listOrders", { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })) item satisfies Order
 */
export type Order = components["schemas"]["Order"];

/**
 * The OrderPage schema of the REST API.
 *
 * @example
 * const result: OrderPage = await client.listOrders({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type OrderPage = components["schemas"]["OrderPage"];

/**
 * The OrderList schema of the REST API.
 *
 * @example
 * const result: OrderList = await client.getOrderGroup({ orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type OrderList = components["schemas"]["OrderList"];

/**
 * The Fill schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listFills", { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })) item satisfies Fill
 */
export type Fill = components["schemas"]["Fill"];

/**
 * The FillPage schema of the REST API.
 *
 * @example
 * const result: FillPage = await client.listFills({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type FillPage = components["schemas"]["FillPage"];

/**
 * The Trade schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listTrades", { productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })) item satisfies Trade
 */
export type Trade = components["schemas"]["Trade"];

/**
 * The TradePage schema of the REST API.
 *
 * @example
 * const result: TradePage = await client.listTrades({ productId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type TradePage = components["schemas"]["TradePage"];

/**
 * The Position schema of the REST API.
 *
 * @example
 * for await (const item of client.paginate("listPositions", { subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })) item satisfies Position
 */
export type Position = components["schemas"]["Position"];

/**
 * The PositionPage schema of the REST API.
 *
 * @example
 * const result: PositionPage = await client.listPositions({ subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50" })
 */
export type PositionPage = components["schemas"]["PositionPage"];

/**
 * The answer to POST /v1/order, and the order's first state update.
 *
 * @example
 * const result: PlacedOrder = await placeOrder(transport, { body })
 */
export type PlacedOrder = components["schemas"]["PlacedOrder"];

/**
 * The CancelResultItem schema of the REST API.
 *
 * @example
 * let value: CancelResultItem
 */
export type CancelResultItem = components["schemas"]["CancelResultItem"];

/**
 * The CancelResultList schema of the REST API.
 *
 * @example
 * const result: CancelResultList = await cancelOrders(transport, { body })
 */
export type CancelResultList = components["schemas"]["CancelResultList"];

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
 * const result: BatchResultList = await batchOrders(transport, { body })
 */
export type BatchResultList = components["schemas"]["BatchResultList"];

/**
 * The DryRunResult schema of the REST API.
 *
 * @example
 * const result: DryRunResult = await dryRunOrder(transport, { body })
 */
export type DryRunResult = components["schemas"]["DryRunResult"];

/**
 * A limit order; signed as `TradeOrder` with `onchainId` as `productId`.
 *
 * @example
 * let value: LimitOrderData
 */
export type LimitOrderData = components["schemas"]["LimitOrderData"];

/**
 * A market order; signed as `TradeOrder` with price 0, and sent without a price.
 *
 * @example
 * let value: MarketOrderData
 */
export type MarketOrderData = components["schemas"]["MarketOrderData"];

/**
 * A limit or a market order, told apart by `type`.
 *
 * @example
 * let value: OrderData
 */
export type OrderData = components["schemas"]["OrderData"];

/**
 * The PlaceOrderRequest schema of the REST API.
 *
 * @example
 * let value: PlaceOrderRequest
 */
export type PlaceOrderRequest = components["schemas"]["PlaceOrderRequest"];

/**
 * The DryRunOrderRequest schema of the REST API.
 *
 * @example
 * let value: DryRunOrderRequest
 */
export type DryRunOrderRequest = components["schemas"]["DryRunOrderRequest"];

/**
 * The CancelOrdersData schema of the REST API.
 *
 * @example
 * let value: CancelOrdersData
 */
export type CancelOrdersData = components["schemas"]["CancelOrdersData"];

/**
 * The CancelOrdersRequest schema of the REST API.
 *
 * @example
 * let value: CancelOrdersRequest
 */
export type CancelOrdersRequest = components["schemas"]["CancelOrdersRequest"];

/**
 * The BatchNewInstruction schema of the REST API.
 *
 * @example
 * let value: BatchNewInstruction
 */
export type BatchNewInstruction = components["schemas"]["BatchNewInstruction"];

/**
 * Cancels one order, by `orderId` or by `clientOrderId`. Signed as `CancelOrder`.
 *
 * @example
 * let value: BatchCancelData
 */
export type BatchCancelData = components["schemas"]["BatchCancelData"];

/**
 * The BatchCancelInstruction schema of the REST API.
 *
 * @example
 * let value: BatchCancelInstruction
 */
export type BatchCancelInstruction = components["schemas"]["BatchCancelInstruction"];

/**
 * The BatchInstruction schema of the REST API.
 *
 * @example
 * let value: BatchInstruction
 */
export type BatchInstruction = components["schemas"]["BatchInstruction"];

/**
 * The BatchOrdersRequest schema of the REST API.
 *
 * @example
 * let value: BatchOrdersRequest
 */
export type BatchOrdersRequest = components["schemas"]["BatchOrdersRequest"];

/**
 * Signed as `InitiateWithdraw`; lzDestinationAddress and lzDestinationEid are signed as destinationAddress and destinationEndpointId.
 *
 * @example
 * let value: WithdrawData
 */
export type WithdrawData = components["schemas"]["WithdrawData"];

/**
 * The WithdrawRequest schema of the REST API.
 *
 * @example
 * let value: WithdrawRequest
 */
export type WithdrawRequest = components["schemas"]["WithdrawRequest"];

/**
 * The LinkSignerData schema of the REST API.
 *
 * @example
 * let value: LinkSignerData
 */
export type LinkSignerData = components["schemas"]["LinkSignerData"];

/**
 * The LinkSignerRequest schema of the REST API.
 *
 * @example
 * let value: LinkSignerRequest
 */
export type LinkSignerRequest = components["schemas"]["LinkSignerRequest"];

/**
 * The RevokeSignerData schema of the REST API.
 *
 * @example
 * let value: RevokeSignerData
 */
export type RevokeSignerData = components["schemas"]["RevokeSignerData"];

/**
 * The RevokeSignerRequest schema of the REST API.
 *
 * @example
 * let value: RevokeSignerRequest
 */
export type RevokeSignerRequest = components["schemas"]["RevokeSignerRequest"];

/**
 * The ExtendSignerData schema of the REST API.
 *
 * @example
 * let value: ExtendSignerData
 */
export type ExtendSignerData = components["schemas"]["ExtendSignerData"];

/**
 * The ExtendSignerRequest schema of the REST API.
 *
 * @example
 * let value: ExtendSignerRequest
 */
export type ExtendSignerRequest = components["schemas"]["ExtendSignerRequest"];

/**
 * The RefreshSignerData schema of the REST API.
 *
 * @example
 * let value: RefreshSignerData
 */
export type RefreshSignerData = components["schemas"]["RefreshSignerData"];

/**
 * The RefreshSignerRequest schema of the REST API.
 *
 * @example
 * let value: RefreshSignerRequest
 */
export type RefreshSignerRequest = components["schemas"]["RefreshSignerRequest"];
