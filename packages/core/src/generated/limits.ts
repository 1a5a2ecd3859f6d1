// Generated from spec/limits.yaml (sha256 a8dfaacffe1c1f82c86fb13f1f58d74dc2e6c6c1894d6d035b10307f843a737b). Do not edit; run pnpm generate.

/**
 * Every numeric limit and time window of the exchange interface.
 * @example limits.decimals.places // 9
 */
export const limits = {
  decimals: {
    places: 9,
  },
  subaccount: {
    defaultName: "primary",
    nameBytes: 32,
    maxOpenPositions: 50,
  },
  order: {
    engineTypes: {
      perpetual: 0,
    },
    supportedEngineTypes: [0],
    sides: {
      buy: 0,
      sell: 1,
    },
    stopTypes: {
      takeProfit: 0,
      stopLoss: 1,
    },
    stopPriceTypes: {
      lastPrice: 0,
      markPrice: 1,
    },
    groupContingencyTypes: {
      oneTriggersOther: 0,
      oneCancelsOther: 1,
    },
    postOnlyTimeInForce: "GTD",
    expiresAtHorizonSeconds: 6652800,
    maxOpenPerMarketPerSubaccount: 200,
  },
  clientOrderId: {
    maxLength: 32,
    alphanumericPattern: "^[A-Za-z0-9]{1,32}$",
  },
  timing: {
    signedAt: {
      maxPastSeconds: 3600,
      maxFutureSeconds: 10,
    },
    nonce: {
      maxSkewSeconds: 3600,
    },
  },
  cancel: {
    maxIdsPerRequest: 200,
  },
  batch: {
    minInstructions: 1,
    maxInstructions: 20,
  },
  withdraw: {
    perDay: 10,
  },
  linkedSigner: {
    perPeriod: 23,
    periodDays: 7,
    maxTotal: 101,
    inactivityDays: 90,
  },
  rateLimit: {
    pools: {
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
    },
    costs: {
      simple: 1,
      moderate: 5,
      pagination: 10,
      websocketConnection: 10,
      websocketSubscription: 5,
    },
    endpointCosts: {
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
    },
    headers: {
      limit: "RateLimit-Limit",
      remaining: "RateLimit-Remaining",
      reset: "RateLimit-Reset",
      retryAfter: "Retry-After",
    },
  },
  websocket: {
    path: "/v1/stream",
    pingIntervalSeconds: 30,
    connectionLifetimeSeconds: 14400,
    l2BookSnapshotLevels: 100,
    l2BookIntervalMs: 200,
    tickerIntervalMs: 1000,
  },
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
  "CANCELED",
  "EXPIRED",
  "REJECTED",
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
  "ImmediateMatchPostOnly",
  "UnfilledImmediateOrCancel",
  "UnfilledFillOrKill",
  "InsufficientBalance",
  "MarketOrderReachedMaxSlippage",
  "OrderIncreasesPosition",
  "CausesImmediateLiquidation",
  "SignerRevoked",
  "MaxQuantityExceeded",
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
 * @example rejectionReasonValues[0] // "CausesImmediateLiquidation"
 */
export const rejectionReasonValues = [
  "CausesImmediateLiquidation",
  "OrderIncreasesPosition",
  "MarketOrderReachedMaxSlippage",
] as const;

/**
 * One of the RejectionReason values this version knows.
 * @example const value: KnownRejectionReason = "CausesImmediateLiquidation"
 */
export type KnownRejectionReason = (typeof rejectionReasonValues)[number];

/**
 * RejectionReason as decoded: a known value, or one the service added since.
 * @example const value: RejectionReason = "CausesImmediateLiquidation"
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
