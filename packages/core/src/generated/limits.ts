// Generated from:
//   spec/limits.yaml
//   spec/upstream/openapi.json
// (content sha256 6dc7c99f03bebe2d0e466deeacb558435d49e7b34fe68e892fe218fd48b24571) Do not edit; run pnpm generate.

/**
 * The `decimals` limits of the exchange interface: `limits.decimals`.
 * @example decimalsLimits.places // 9
 */
export const decimalsLimits = {
  places: 9,
} as const;

/**
 * The `subaccount` limits of the exchange interface: `limits.subaccount`.
 * @example subaccountLimits.defaultName // "primary"
 */
export const subaccountLimits = {
  defaultName: "primary",
  nameBytes: 32,
  maxOpenPositions: 50,
} as const;

/**
 * The `order.engineTypes` limits of the exchange interface: `limits.order.engineTypes`.
 * @example orderEngineTypes.perpetual // 0
 */
export const orderEngineTypes = {
  perpetual: 0,
} as const;

/**
 * The `order.sides` limits of the exchange interface: `limits.order.sides`.
 * @example orderSides.buy // 0
 */
export const orderSides = {
  buy: 0,
  sell: 1,
} as const;

/**
 * The `order.stopTypes` limits of the exchange interface: `limits.order.stopTypes`.
 * @example orderStopTypes.takeProfit // 0
 */
export const orderStopTypes = {
  takeProfit: 0,
  stopLoss: 1,
} as const;

/**
 * The `order.stopPriceTypes` limits of the exchange interface: `limits.order.stopPriceTypes`.
 * @example orderStopPriceTypes.lastPrice // 0
 */
export const orderStopPriceTypes = {
  lastPrice: 0,
  markPrice: 1,
} as const;

/**
 * The `order.groupContingencyTypes` limits of the exchange interface: `limits.order.groupContingencyTypes`.
 * @example orderGroupContingencyTypes.oneTriggersOther // 0
 */
export const orderGroupContingencyTypes = {
  oneTriggersOther: 0,
  oneCancelsOther: 1,
} as const;

/**
 * The `order` limits of the exchange interface: `limits.order`.
 * @example orderLimits.engineTypes.perpetual // 0
 */
export const orderLimits = {
  engineTypes: orderEngineTypes,
  supportedEngineTypes: [0],
  sides: orderSides,
  stopTypes: orderStopTypes,
  stopPriceTypes: orderStopPriceTypes,
  groupContingencyTypes: orderGroupContingencyTypes,
  postOnlyTimeInForce: "GTD",
  expiresAtHorizonSeconds: 6652800,
  maxOpenPerMarketPerSubaccount: 200,
} as const;

/**
 * The `clientOrderId` limits of the exchange interface: `limits.clientOrderId`.
 * @example clientOrderIdLimits.maxLength // 32
 */
export const clientOrderIdLimits = {
  maxLength: 32,
  alphanumericPattern: "^[A-Za-z0-9]{1,32}$",
} as const;

/**
 * The `timing.signedAt` limits of the exchange interface: `limits.timing.signedAt`.
 * @example timingSignedAt.maxPastSeconds // 3600
 */
export const timingSignedAt = {
  maxPastSeconds: 3600,
  maxFutureSeconds: 10,
} as const;

/**
 * The `timing.nonce` limits of the exchange interface: `limits.timing.nonce`.
 * @example timingNonce.maxSkewSeconds // 3600
 */
export const timingNonce = {
  maxSkewSeconds: 3600,
} as const;

/**
 * The `timing` limits of the exchange interface: `limits.timing`.
 * @example timingLimits.signedAt.maxPastSeconds // 3600
 */
export const timingLimits = {
  signedAt: timingSignedAt,
  nonce: timingNonce,
} as const;

/**
 * The `cancel` limits of the exchange interface: `limits.cancel`.
 * @example cancelLimits.maxIdsPerRequest // 200
 */
export const cancelLimits = {
  maxIdsPerRequest: 200,
} as const;

/**
 * The `batch` limits of the exchange interface: `limits.batch`.
 * @example batchLimits.minInstructions // 1
 */
export const batchLimits = {
  minInstructions: 1,
  maxInstructions: 20,
} as const;

/**
 * The `withdraw` limits of the exchange interface: `limits.withdraw`.
 * @example withdrawLimits.perDay // 10
 */
export const withdrawLimits = {
  perDay: 10,
} as const;

/**
 * The `linkedSigner` limits of the exchange interface: `limits.linkedSigner`.
 * @example linkedSignerLimits.perPeriod // 23
 */
export const linkedSignerLimits = {
  perPeriod: 23,
  periodDays: 7,
  maxTotal: 101,
  inactivityDays: 90,
  refreshHoursBeforeExpiry: 24,
} as const;

/**
 * The `rateLimit.pools` limits of the exchange interface: `limits.rateLimit.pools`.
 * @example rateLimitPools.http.points // 20000
 */
export const rateLimitPools = {
  http: {
    points: 20000,
    windowSeconds: 60,
    trackedBy: "ip",
  },
  websocket: {
    points: 3500,
    windowSeconds: 300,
    trackedBy: "ip",
  },
  account: {
    points: 220,
    windowSeconds: 60,
    trackedBy: "account",
  },
} as const;

/**
 * The `rateLimit.costs` limits of the exchange interface: `limits.rateLimit.costs`.
 * @example rateLimitCosts.simple // 1
 */
export const rateLimitCosts = {
  simple: 1,
  moderate: 5,
  pagination: 10,
  websocketConnection: 10,
  websocketSubscription: 5,
} as const;

/**
 * The `rateLimit.endpointCosts` limits of the exchange interface: `limits.rateLimit.endpointCosts`.
 * @example rateLimitEndpointCosts.default // "simple"
 */
export const rateLimitEndpointCosts = {
  default: "simple",
  paginated: "pagination",
  overrides: {
    "GET /v1/order": "pagination",
    "GET /v1/order/fill": "pagination",
    "GET /v1/order/trade": "pagination",
    "GET /v1/position": "pagination",
    "GET /v1/token/transfer": "pagination",
    "GET /v1/token/withdraw": "pagination",
    "GET /v1/funding": "moderate",
    "GET /v1/product/market-price": "moderate",
    "POST /v1/order/dry-run": "moderate",
  },
} as const;

/**
 * The `rateLimit.headers` limits of the exchange interface: `limits.rateLimit.headers`.
 * @example rateLimitHeaders.limit // "RateLimit-Limit"
 */
export const rateLimitHeaders = {
  limit: "RateLimit-Limit",
  remaining: "RateLimit-Remaining",
  reset: "RateLimit-Reset",
  retryAfter: "Retry-After",
} as const;

/**
 * The `rateLimit` limits of the exchange interface: `limits.rateLimit`.
 * @example rateLimits.pools.http.points // 20000
 */
export const rateLimits = {
  pools: rateLimitPools,
  costs: rateLimitCosts,
  endpointCosts: rateLimitEndpointCosts,
  headers: rateLimitHeaders,
} as const;

/**
 * The `websocket` limits of the exchange interface: `limits.websocket`.
 * @example websocketLimits.path // "/v1/stream"
 */
export const websocketLimits = {
  path: "/v1/stream",
  pingIntervalSeconds: 30,
  connectionLifetimeSeconds: 14400,
  l2BookSnapshotLevels: 100,
  l2BookIntervalMs: 200,
  tickerIntervalMs: 1000,
} as const;

/**
 * Every numeric limit and time window of the exchange interface, by section. Each section
 * (`orderLimits`) and each group in one (`rateLimitHeaders`) is also exported on its own: a
 * bundle keeps only what it reads.
 * @example limits.decimals.places // 9
 */
export const limits = {
  decimals: decimalsLimits,
  subaccount: subaccountLimits,
  order: orderLimits,
  clientOrderId: clientOrderIdLimits,
  timing: timingLimits,
  cancel: cancelLimits,
  batch: batchLimits,
  withdraw: withdrawLimits,
  linkedSigner: linkedSignerLimits,
  rateLimit: rateLimits,
  websocket: websocketLimits,
} as const;

/**
 * The OrderType values this version knows. The service may add others.
 * @example orderTypeValues[0] // "MARKET"
 */
export const orderTypeValues = ["MARKET", "LIMIT"] as const;

/**
 * One of the OrderType values this version knows.
 * @example const value: KnownOrderType = "MARKET"
 */
export type KnownOrderType = (typeof orderTypeValues)[number];

/**
 * OrderType as decoded: a known value, or one the service added since.
 * @example const value: OrderType = "MARKET"
 */
export type OrderType = KnownOrderType | (string & {});

/**
 * The ProductStatus values this version knows. The service may add others.
 * @example productStatusValues[0] // "PENDING"
 */
export const productStatusValues = ["PENDING", "ACTIVE"] as const;

/**
 * One of the ProductStatus values this version knows.
 * @example const value: KnownProductStatus = "PENDING"
 */
export type KnownProductStatus = (typeof productStatusValues)[number];

/**
 * ProductStatus as decoded: a known value, or one the service added since.
 * @example const value: ProductStatus = "PENDING"
 */
export type ProductStatus = KnownProductStatus | (string & {});

/**
 * The TimeInForce values this version knows. The service may add others.
 * @example timeInForceValues[0] // "GTD"
 */
export const timeInForceValues = ["GTD", "IOC", "FOK"] as const;

/**
 * One of the TimeInForce values this version knows.
 * @example const value: KnownTimeInForce = "GTD"
 */
export type KnownTimeInForce = (typeof timeInForceValues)[number];

/**
 * TimeInForce as decoded: a known value, or one the service added since.
 * @example const value: TimeInForce = "GTD"
 */
export type TimeInForce = KnownTimeInForce | (string & {});

/**
 * The OrderStatus values this version knows. The service may add others.
 * @example orderStatusValues[0] // "NEW"
 */
export const orderStatusValues = [
  "NEW",
  "PENDING",
  "FILLED_PARTIAL",
  "FILLED",
  "REJECTED",
  "CANCELED",
  "EXPIRED",
] as const;

/**
 * One of the OrderStatus values this version knows.
 * @example const value: KnownOrderStatus = "NEW"
 */
export type KnownOrderStatus = (typeof orderStatusValues)[number];

/**
 * OrderStatus as decoded: a known value, or one the service added since.
 * @example const value: OrderStatus = "NEW"
 */
export type OrderStatus = KnownOrderStatus | (string & {});

/**
 * The OrderResult values this version knows. The service may add others.
 * @example orderResultValues[0] // "Ok"
 */
export const orderResultValues = [
  "Ok",
  "AccountSuspended",
  "CausesImmediateLiquidation",
  "DuplicateSameSideOco",
  "ExchangeSuspended",
  "ImmediateMatchPostOnly",
  "InsufficientBalance",
  "LiquidationError",
  "MarketOrderReachedMaxSlippage",
  "MaxQuantityExceeded",
  "OcoFilled",
  "OpenValueCapExceeded",
  "OrderIncreasesPosition",
  "RiskLimitExceeded",
  "SignerRevoked",
  "TriggerCanceledError",
  "UnfilledFillOrKill",
  "UnfilledImmediateOrCancel",
  "UnfilledMarketOrder",
  "Unknown",
] as const;

/**
 * One of the OrderResult values this version knows.
 * @example const value: KnownOrderResult = "Ok"
 */
export type KnownOrderResult = (typeof orderResultValues)[number];

/**
 * OrderResult as decoded: a known value, or one the service added since.
 * @example const value: OrderResult = "Ok"
 */
export type OrderResult = KnownOrderResult | (string & {});

/**
 * The RejectionReason values this version knows. The service may add others.
 * @example rejectionReasonValues[0] // "AccountSuspended"
 */
export const rejectionReasonValues = [
  "AccountSuspended",
  "CausesImmediateLiquidation",
  "DuplicateSameSideOco",
  "ExchangeSuspended",
  "ImmediateMatchPostOnly",
  "InstrumentOpenValueCapExceeded",
  "InsufficientBalance",
  "Liquidation",
  "MarketOrderReachedMaxSlippage",
  "OcoFilled",
  "OrderIncreasesPosition",
  "RiskLimitExceeded",
  "SignerRevoked",
  "TriggerCanceled",
  "QuantityAboveMaximum",
  "UnfilledFillOrKill",
  "UnfilledImmediateOrCancel",
  "UnfilledMarketOrder",
  "MakerCanceledByTaker",
  "CloseOrder",
] as const;

/**
 * One of the RejectionReason values this version knows.
 * @example const value: KnownRejectionReason = "AccountSuspended"
 */
export type KnownRejectionReason = (typeof rejectionReasonValues)[number];

/**
 * RejectionReason as decoded: a known value, or one the service added since.
 * @example const value: RejectionReason = "AccountSuspended"
 */
export type RejectionReason = KnownRejectionReason | (string & {});

/**
 * The CancelResult values this version knows. The service may add others.
 * @example cancelResultValues[0] // "Ok"
 */
export const cancelResultValues = [
  "Ok",
  "NotFound",
  "AlreadyCanceled",
  "AlreadyFilled",
  "AlreadyExpired",
  "NonceAlreadyUsed",
  "Unknown",
] as const;

/**
 * One of the CancelResult values this version knows.
 * @example const value: KnownCancelResult = "Ok"
 */
export type KnownCancelResult = (typeof cancelResultValues)[number];

/**
 * CancelResult as decoded: a known value, or one the service added since.
 * @example const value: CancelResult = "Ok"
 */
export type CancelResult = KnownCancelResult | (string & {});

/**
 * The BatchInstructionType values this version knows. The service may add others.
 * @example batchInstructionTypeValues[0] // "NEW"
 */
export const batchInstructionTypeValues = ["NEW", "CANCEL"] as const;

/**
 * One of the BatchInstructionType values this version knows.
 * @example const value: KnownBatchInstructionType = "NEW"
 */
export type KnownBatchInstructionType = (typeof batchInstructionTypeValues)[number];

/**
 * BatchInstructionType as decoded: a known value, or one the service added since.
 * @example const value: BatchInstructionType = "NEW"
 */
export type BatchInstructionType = KnownBatchInstructionType | (string & {});

/**
 * The BatchResultType values this version knows. The service may add others.
 * @example batchResultTypeValues[0] // "NEW"
 */
export const batchResultTypeValues = ["NEW", "NEW_REJECTED", "NEW_FAILED", "CANCEL"] as const;

/**
 * One of the BatchResultType values this version knows.
 * @example const value: KnownBatchResultType = "NEW"
 */
export type KnownBatchResultType = (typeof batchResultTypeValues)[number];

/**
 * BatchResultType as decoded: a known value, or one the service added since.
 * @example const value: BatchResultType = "NEW"
 */
export type BatchResultType = KnownBatchResultType | (string & {});

/**
 * The TransferType values this version knows. The service may add others.
 * @example transferTypeValues[0] // "DEPOSIT"
 */
export const transferTypeValues = ["DEPOSIT", "WITHDRAW"] as const;

/**
 * One of the TransferType values this version knows.
 * @example const value: KnownTransferType = "DEPOSIT"
 */
export type KnownTransferType = (typeof transferTypeValues)[number];

/**
 * TransferType as decoded: a known value, or one the service added since.
 * @example const value: TransferType = "DEPOSIT"
 */
export type TransferType = KnownTransferType | (string & {});

/**
 * The TransferStatus values this version knows. The service may add others.
 * @example transferStatusValues[0] // "SUBMITTED"
 */
export const transferStatusValues = ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"] as const;

/**
 * One of the TransferStatus values this version knows.
 * @example const value: KnownTransferStatus = "SUBMITTED"
 */
export type KnownTransferStatus = (typeof transferStatusValues)[number];

/**
 * TransferStatus as decoded: a known value, or one the service added since.
 * @example const value: TransferStatus = "SUBMITTED"
 */
export type TransferStatus = KnownTransferStatus | (string & {});

/**
 * The LinkedSignerStatus values this version knows. The service may add others.
 * @example linkedSignerStatusValues[0] // "PENDING"
 */
export const linkedSignerStatusValues = ["PENDING", "ACTIVE", "PENDING_REVOKE", "REVOKED", "REJECTED"] as const;

/**
 * One of the LinkedSignerStatus values this version knows.
 * @example const value: KnownLinkedSignerStatus = "PENDING"
 */
export type KnownLinkedSignerStatus = (typeof linkedSignerStatusValues)[number];

/**
 * LinkedSignerStatus as decoded: a known value, or one the service added since.
 * @example const value: LinkedSignerStatus = "PENDING"
 */
export type LinkedSignerStatus = KnownLinkedSignerStatus | (string & {});

/**
 * The RateLimitType values this version knows. The service may add others.
 * @example rateLimitTypeValues[0] // "RATE_LIMIT_IP"
 */
export const rateLimitTypeValues = [
  "RATE_LIMIT_IP",
  "RATE_LIMIT_ACCOUNT",
  "RATE_LIMIT_WITHDRAW",
  "RATE_LIMIT_LINKED_SIGNER",
] as const;

/**
 * One of the RateLimitType values this version knows.
 * @example const value: KnownRateLimitType = "RATE_LIMIT_IP"
 */
export type KnownRateLimitType = (typeof rateLimitTypeValues)[number];

/**
 * RateLimitType as decoded: a known value, or one the service added since.
 * @example const value: RateLimitType = "RATE_LIMIT_IP"
 */
export type RateLimitType = KnownRateLimitType | (string & {});

/**
 * The TriggeredState values this version knows. The service may add others.
 * @example triggeredStateValues[0] // "NOT_TRIGGERED"
 */
export const triggeredStateValues = [
  "NOT_TRIGGERED",
  "TRIGGERED",
  "STOP_ORDER_TRIGGERED",
  "OCO_ORDER_TRIGGERED",
  "OTO_ORDER_TRIGGERED",
] as const;

/**
 * One of the TriggeredState values this version knows.
 * @example const value: KnownTriggeredState = "NOT_TRIGGERED"
 */
export type KnownTriggeredState = (typeof triggeredStateValues)[number];

/**
 * TriggeredState as decoded: a known value, or one the service added since.
 * @example const value: TriggeredState = "NOT_TRIGGERED"
 */
export type TriggeredState = KnownTriggeredState | (string & {});

/**
 * The OrderFailure values this version knows. The service may add others.
 * @example orderFailureValues[0] // "AccountSuspended"
 */
export const orderFailureValues = [
  "AccountSuspended",
  "DuplicateClientOrderId",
  "ExchangeSuspended",
  "InsufficientBalance",
  "InvalidExpireTime",
  "InvalidGroupContingencyType",
  "InvalidQuantity",
  "InvalidSigner",
  "LiquidationError",
  "MarginAccountBalanceZero",
  "NonceAlreadyUsed",
  "RiskLimitExceeded",
  "TooManyOpenOrders",
  "TooManyPositions",
  "TooManyStopOrders",
  "InsuranceFundCannotOpenPositions",
  "InstrumentOpenValueCapExceeded",
  "OcoLatencyFloorMismatch",
  "OrderWithZeroQuantity",
  "Unknown",
] as const;

/**
 * One of the OrderFailure values this version knows.
 * @example const value: KnownOrderFailure = "AccountSuspended"
 */
export type KnownOrderFailure = (typeof orderFailureValues)[number];

/**
 * OrderFailure as decoded: a known value, or one the service added since.
 * @example const value: OrderFailure = "AccountSuspended"
 */
export type OrderFailure = KnownOrderFailure | (string & {});

/**
 * The StreamErrorCode values this version knows. The service may add others.
 * @example streamErrorCodeValues[0] // "UNKNOWN_PRODUCT"
 */
export const streamErrorCodeValues = [
  "UNKNOWN_PRODUCT",
  "VALIDATION_ERROR",
  "SUBSCRIPTION_FAILED",
  "UNSUBSCRIBE_FAILED",
  "RATE_LIMIT",
  "INTERNAL_ERROR",
  "SUBSCRIPTION_LIMIT_EXCEEDED",
] as const;

/**
 * One of the StreamErrorCode values this version knows.
 * @example const value: KnownStreamErrorCode = "UNKNOWN_PRODUCT"
 */
export type KnownStreamErrorCode = (typeof streamErrorCodeValues)[number];

/**
 * StreamErrorCode as decoded: a known value, or one the service added since.
 * @example const value: StreamErrorCode = "UNKNOWN_PRODUCT"
 */
export type StreamErrorCode = KnownStreamErrorCode | (string & {});
