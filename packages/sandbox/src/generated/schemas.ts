// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
// (content sha256 51eafee427807806868f4a556edf9acb822a62a316b1f0895ee0f8c70fa3d6dc) Do not edit; run pnpm generate.

/** The spec's component schemas as one JSON Schema (2020-12) document, for request validation. */
export const restSchemas = {
  $id: "rest",
  $defs: {
    LinkedSignerQuota: {
      type: "object",
      required: [
        "maxLinkedSignersPeriodDays",
        "maxLinkedSignersInPeriod",
        "linkedSignersUsedInPeriod",
        "linkedSignerRefreshHoursBeforeExpiry",
      ],
      properties: {
        linkedSignerRefreshHoursBeforeExpiry: {
          type: "integer",
          format: "int64",
        },
        linkedSignersUsedInPeriod: {
          type: "integer",
          format: "int64",
        },
        maxLinkedSignersInPeriod: {
          type: "integer",
          format: "int64",
        },
        maxLinkedSignersPeriodDays: {
          type: "integer",
          format: "int64",
        },
      },
    },
    ActivateReferralRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/ActivateReferralData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
    },
    ActivateReferralData: {
      type: "object",
      required: ["sender", "intent", "signedAt", "subaccount"],
      properties: {
        intent: {
          $ref: "rest#/$defs/EIP712AuthIntent",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
      },
    },
    ErrorBody: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        error: {
          $ref: "rest#/$defs/ErrorEnum",
        },
        message: {
          type: "string",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [400],
        },
      },
    },
    CancelOrdersRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/CancelOrdersData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
      additionalProperties: false,
    },
    CancelOrdersData: {
      type: "object",
      required: ["sender", "subaccount", "nonce"],
      properties: {
        clientOrderIds: {
          type: "array",
          items: {
            type: "string",
          },
          maxItems: 200,
          uniqueItems: true,
        },
        nonce: {
          type: "string",
        },
        orderIds: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
          },
          maxItems: 200,
          uniqueItems: true,
        },
        sender: {
          type: "string",
          format: "hex",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
      },
      additionalProperties: false,
    },
    CancelResult: {
      type: "string",
      enum: [
        "Ok",
        "NotFound",
        "AlreadyCanceled",
        "AlreadyFilled",
        "AlreadyExpired",
        "NonceAlreadyUsed",
        "Unknown",
      ],
    },
    CancelResultItem: {
      type: "object",
      required: ["id", "result"],
      properties: {
        clientOrderId: {
          type: "string",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        result: {
          $ref: "rest#/$defs/CancelResult",
        },
      },
    },
    ClaimReferralCodeRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/ClaimReferralCodeData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
    },
    ClaimReferralCodeData: {
      type: "object",
      required: ["sender", "intent", "signedAt", "code"],
      properties: {
        code: {
          type: "string",
          maxLength: 12,
          minLength: 12,
          pattern: "^[A-Z0-9]+$",
        },
        intent: {
          $ref: "rest#/$defs/EIP712AuthIntent",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    RpcConfigDomain: {
      type: "object",
      required: ["name", "version", "chainId", "verifyingContract"],
      properties: {
        chainId: {
          type: "integer",
          format: "int64",
        },
        name: {
          type: "string",
        },
        verifyingContract: {
          type: "string",
          format: "hex",
        },
        version: {
          type: "string",
        },
      },
    },
    DryRunResult: {
      type: "object",
      required: [
        "marginRequired",
        "marginAvailable",
        "totalUsedMargin",
        "riskUsed",
        "riskAvailable",
        "code",
      ],
      properties: {
        code: {
          $ref: "rest#/$defs/SubmitOrderCreatedResultCode",
        },
        marginAvailable: {
          type: "string",
          format: "decimal",
        },
        marginRequired: {
          type: "string",
          format: "decimal",
        },
        riskAvailable: {
          type: "string",
          format: "decimal",
        },
        riskUsed: {
          type: "string",
          format: "decimal",
        },
        totalUsedMargin: {
          type: "string",
          format: "decimal",
        },
      },
    },
    DryRunOrderFailedDto: {
      type: "object",
      required: [
        "marginRequired",
        "marginAvailable",
        "totalUsedMargin",
        "riskUsed",
        "riskAvailable",
        "code",
      ],
      properties: {
        code: {
          $ref: "rest#/$defs/SubmitOrderFailedResultCode",
        },
        marginAvailable: {
          type: "string",
          format: "decimal",
        },
        marginRequired: {
          type: "string",
          format: "decimal",
        },
        riskAvailable: {
          type: "string",
          format: "decimal",
        },
        riskUsed: {
          type: "string",
          format: "decimal",
        },
        totalUsedMargin: {
          type: "string",
          format: "decimal",
        },
      },
    },
    DryRunOrderFailedUnprocessableEntityDto: {
      type: "object",
      required: ["statusCode", "message", "error", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/DryRunOrderFailedDto",
        },
        error: {
          $ref: "rest#/$defs/DryRunOrderFailedUnprocessableEntityDtoErrorEnum",
        },
        message: {
          $ref: "rest#/$defs/SubmitOrderFailedResultCode",
        },
        statusCode: {
          type: "number",
          default: 422,
          enum: [422],
        },
      },
    },
    EIP712AuthIntent: {
      type: "integer",
      enum: [0, 1, 2, 3],
      format: "int32",
    },
    EngineType: {
      type: "integer",
      enum: [0, 1],
    },
    ExtendSignerRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/ExtendSignerData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
    },
    ExtendSignerData: {
      type: "object",
      required: ["sender", "nonce", "signedAt"],
      properties: {
        nonce: {
          type: "string",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    ForbiddenDto: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        error: {
          $ref: "rest#/$defs/ForbiddenDtoErrorEnum",
        },
        message: {
          type: "string",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [403],
        },
      },
    },
    FundingRate: {
      type: "object",
      required: ["createdAt", "fundingRate1h"],
      properties: {
        createdAt: {
          type: "integer",
          format: "int64",
        },
        fundingRate1h: {
          type: "string",
        },
      },
    },
    GroupContingencyType: {
      type: "integer",
      enum: [0, 1],
    },
    HttpFixedRateLimitEndpointDto: {
      type: "object",
      required: ["method", "path", "protocol", "type", "fixedPoints"],
      properties: {
        fixedPoints: {
          type: "number",
        },
        method: {
          $ref: "rest#/$defs/MethodEnum",
        },
        path: {
          type: "string",
        },
        protocol: {
          $ref: "rest#/$defs/ProtocolEnum",
        },
        type: {
          $ref: "rest#/$defs/OrderType",
        },
      },
    },
    HttpPaginatedRateLimitEndpointDto: {
      type: "object",
      required: ["method", "path", "protocol", "type", "basePoints", "pointsPerRow"],
      properties: {
        basePoints: {
          type: "number",
        },
        method: {
          $ref: "rest#/$defs/MethodEnum",
        },
        path: {
          type: "string",
        },
        pointsPerRow: {
          type: "number",
        },
        protocol: {
          $ref: "rest#/$defs/ProtocolEnum",
        },
        type: {
          $ref: "rest#/$defs/HttpPaginatedRateLimitEndpointDtoOrderType",
        },
      },
    },
    WithdrawRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/WithdrawData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
    },
    WithdrawData: {
      type: "object",
      required: [
        "account",
        "subaccount",
        "token",
        "amount",
        "lzDestinationAddress",
        "lzDestinationEid",
        "nonce",
        "signedAt",
      ],
      properties: {
        account: {
          type: "string",
          format: "hex",
        },
        amount: {
          type: "string",
          format: "decimal",
        },
        lzDestinationAddress: {
          type: "string",
          format: "hex",
        },
        lzDestinationEid: {
          $ref: "rest#/$defs/LayerZeroEndpointId",
        },
        nonce: {
          type: "string",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        token: {
          type: "string",
          format: "hex",
        },
      },
    },
    LayerZeroEndpointId: {
      type: "integer",
      enum: [0, 40422, 40231, 40161, 30391, 30110, 30101],
      format: "int32",
    },
    LinkSignerRequest: {
      type: "object",
      required: ["signature", "signerSignature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/LinkSignerData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
        signerSignature: {
          type: "string",
          format: "hex",
        },
      },
    },
    LinkSignerData: {
      type: "object",
      required: ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"],
      properties: {
        category: {
          $ref: "rest#/$defs/LinkedSignerCategory",
        },
        name: {
          type: "string",
          maxLength: 32,
          minLength: 1,
        },
        nonce: {
          type: "string",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
        signer: {
          type: "string",
          format: "hex",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
      },
    },
    LinkedSignerStatus: {
      type: "string",
      enum: ["PENDING", "ACTIVE", "PENDING_REVOKE", "REVOKED", "REJECTED"],
    },
    CancelResultList: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/CancelResultItem",
          },
        },
      },
    },
    MarketPriceList: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/MarketPrice",
          },
        },
      },
    },
    PointsPeriodList: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/PointsPeriod",
          },
        },
      },
    },
    PointsSeasonSummaryList: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/PointsSeasonSummary",
          },
        },
      },
    },
    Maintenance: {
      type: "object",
      required: ["isEnabled"],
      properties: {
        isEnabled: {
          type: "boolean",
        },
      },
    },
    MarketLiquidity: {
      type: "object",
      required: ["timestamp", "productId", "asks", "bids"],
      properties: {
        asks: {
          type: "array",
          items: {
            type: "array",
            items: {
              type: "string",
              additionalProperties: false,
            },
            maxItems: 2,
            minItems: 2,
          },
        },
        bids: {
          type: "array",
          items: {
            type: "array",
            items: {
              type: "string",
              additionalProperties: false,
            },
            maxItems: 2,
            minItems: 2,
          },
        },
        previousTimestamp: {
          type: "integer",
          format: "int64",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
        timestamp: {
          type: "integer",
          format: "int64",
        },
      },
    },
    MarketPrice: {
      type: "object",
      required: ["productId"],
      properties: {
        bestAskPrice: {
          type: "string",
          format: "decimal",
        },
        bestBidPrice: {
          type: "string",
          format: "decimal",
        },
        oraclePrice: {
          type: "string",
          format: "decimal",
        },
        price24hAgo: {
          type: "string",
          format: "decimal",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
      },
    },
    NotFoundDto: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        error: {
          $ref: "rest#/$defs/NotFoundDtoErrorEnum",
        },
        message: {
          type: "string",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [404],
        },
      },
    },
    Order: {
      type: "object",
      required: [
        "id",
        "type",
        "availableQuantity",
        "quantity",
        "side",
        "productId",
        "subaccountId",
        "status",
        "reduceOnly",
        "close",
        "updatedAt",
        "createdAt",
        "sender",
        "price",
        "filled",
        "stopPrice",
        "expiresAt",
        "triggered",
      ],
      properties: {
        availableQuantity: {
          type: "string",
          format: "decimal",
        },
        clientOrderId: {
          type: "string",
        },
        close: {
          type: "boolean",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        expiresAt: {
          type: "integer",
          format: "int64",
        },
        filled: {
          type: "string",
          format: "decimal",
        },
        groupContingencyType: {
          $ref: "rest#/$defs/GroupContingencyType",
        },
        groupId: {
          type: "string",
          format: "uuid",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        postOnly: {
          type: "boolean",
        },
        price: {
          type: "string",
          format: "decimal",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
        quantity: {
          type: "string",
          format: "decimal",
        },
        reduceOnly: {
          type: "boolean",
        },
        rejectedReason: {
          $ref: "rest#/$defs/RejectionReason",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        side: {
          $ref: "rest#/$defs/OrderSide",
        },
        status: {
          $ref: "rest#/$defs/OrderStatus",
        },
        stopPrice: {
          type: "string",
          format: "decimal",
        },
        stopPriceType: {
          $ref: "rest#/$defs/StopPriceType",
        },
        stopType: {
          $ref: "rest#/$defs/StopType",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
        timeInForce: {
          $ref: "rest#/$defs/TimeInForce",
        },
        triggered: {
          $ref: "rest#/$defs/TriggeredState",
        },
        type: {
          $ref: "rest#/$defs/OrderRecordType",
        },
        updatedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    Fill: {
      type: "object",
      required: [
        "id",
        "orderId",
        "price",
        "filled",
        "type",
        "side",
        "reduceOnly",
        "feeUsd",
        "isMaker",
        "productId",
        "subaccountId",
        "createdAt",
      ],
      properties: {
        clientOrderId: {
          type: "string",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        feeUsd: {
          type: "string",
          format: "decimal",
        },
        filled: {
          type: "string",
          format: "decimal",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        isMaker: {
          type: "boolean",
        },
        orderId: {
          type: "string",
          format: "uuid",
        },
        price: {
          type: "string",
          format: "decimal",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
        reduceOnly: {
          type: "boolean",
        },
        side: {
          $ref: "rest#/$defs/OrderSide",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
        type: {
          $ref: "rest#/$defs/OrderType",
        },
      },
    },
    OrderSide: {
      type: "integer",
      enum: [0, 1],
    },
    TimeInForce: {
      type: "string",
      enum: ["GTD", "IOC", "FOK"],
    },
    OrderType: {
      type: "string",
      enum: ["MARKET", "LIMIT"],
    },
    FundingRatePage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/FundingRate",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    OrderPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Order",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    FillPage: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Fill",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    PositionPage: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Position",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    PositionFillPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/PositionFill",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    LiquidationPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Liquidation",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    ProductPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Product",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    ProjectedFundingRatePage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/ProjectedFundingRate",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    ReferralPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Referral",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    LinkedSignerPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/LinkedSigner",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    SubaccountBalancePage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/SubaccountBalance",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    SubaccountPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Subaccount",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    TokenPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Token",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    TradePage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Trade",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    TransferPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Transfer",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    WithdrawalPage: {
      type: "object",
      required: ["hasNext", "data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Withdrawal",
          },
        },
        hasNext: {
          type: "boolean",
        },
        nextCursor: {
          type: "string",
        },
      },
    },
    PointsPeriod: {
      type: "object",
      required: [
        "id",
        "address",
        "season",
        "epoch",
        "points",
        "referralPoints",
        "startedAt",
        "endedAt",
        "createdAt",
        "updatedAt",
      ],
      properties: {
        address: {
          type: "string",
          format: "hex",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        endedAt: {
          type: "integer",
          format: "int64",
        },
        epoch: {
          type: "integer",
          format: "int64",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        name: {
          type: "string",
        },
        points: {
          type: "string",
          format: "decimal",
        },
        referralPoints: {
          type: "string",
          format: "decimal",
        },
        season: {
          type: "integer",
          format: "int64",
        },
        startedAt: {
          type: "integer",
          format: "int64",
        },
        updatedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    PointsSeasonSummary: {
      type: "object",
      required: [
        "id",
        "address",
        "season",
        "totalPoints",
        "previousTotalPoints",
        "referralPoints",
        "previousReferralPoints",
        "rank",
        "previousRank",
        "tier",
        "createdAt",
        "updatedAt",
      ],
      properties: {
        address: {
          type: "string",
          format: "hex",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        previousRank: {
          type: "integer",
          format: "int64",
        },
        previousReferralPoints: {
          type: "string",
          format: "decimal",
        },
        previousTotalPoints: {
          type: "string",
          format: "decimal",
        },
        rank: {
          type: "integer",
          format: "int64",
        },
        referralPoints: {
          type: "string",
          format: "decimal",
        },
        season: {
          type: "integer",
          format: "int64",
        },
        tier: {
          $ref: "rest#/$defs/PointsTier",
        },
        totalPoints: {
          type: "string",
          format: "decimal",
        },
        updatedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    PointsTier: {
      type: "integer",
      enum: [0, 1, 2, 3, 4, 5],
      format: "int32",
    },
    Position: {
      type: "object",
      required: [
        "id",
        "cost",
        "size",
        "fundingUsd",
        "fundingAccruedUsd",
        "feesAccruedUsd",
        "realizedPnl",
        "totalIncreaseNotional",
        "totalIncreaseQuantity",
        "totalDecreaseNotional",
        "totalDecreaseQuantity",
        "side",
        "productId",
        "updatedAt",
        "createdAt",
        "isLiquidated",
        "wasDeleveraged",
      ],
      properties: {
        cost: {
          type: "string",
          format: "decimal",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        feesAccruedUsd: {
          type: "string",
          format: "decimal",
        },
        fundingAccruedUsd: {
          type: "string",
          format: "decimal",
        },
        fundingUsd: {
          type: "string",
          format: "decimal",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        isLiquidated: {
          type: "boolean",
        },
        liquidationPrice: {
          type: "string",
          format: "decimal",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
        realizedPnl: {
          type: "string",
          format: "decimal",
        },
        side: {
          $ref: "rest#/$defs/OrderSide",
        },
        size: {
          type: "string",
          format: "decimal",
        },
        totalDecreaseNotional: {
          type: "string",
          format: "decimal",
        },
        totalDecreaseQuantity: {
          type: "string",
          format: "decimal",
        },
        totalIncreaseNotional: {
          type: "string",
          format: "decimal",
        },
        totalIncreaseQuantity: {
          type: "string",
          format: "decimal",
        },
        unrealizedPnl: {
          type: "string",
          format: "decimal",
        },
        updatedAt: {
          type: "integer",
          format: "int64",
        },
        wasDeleveraged: {
          type: "boolean",
        },
      },
    },
    PositionFill: {
      type: "object",
      required: [
        "price",
        "filled",
        "realizedPnl",
        "type",
        "side",
        "reduceOnly",
        "feeUsd",
        "createdAt",
      ],
      properties: {
        createdAt: {
          type: "integer",
          format: "int64",
        },
        feeUsd: {
          type: "string",
          format: "decimal",
        },
        filled: {
          type: "string",
          format: "decimal",
        },
        price: {
          type: "string",
          format: "decimal",
        },
        realizedPnl: {
          type: "string",
          format: "decimal",
        },
        reduceOnly: {
          type: "boolean",
        },
        side: {
          $ref: "rest#/$defs/OrderSide",
        },
        type: {
          $ref: "rest#/$defs/PositionFillType",
        },
      },
    },
    Liquidation: {
      type: "object",
      required: [
        "id",
        "subaccountId",
        "productId",
        "positionId",
        "liquidationPrice",
        "cause",
        "cost",
        "positionSide",
        "createdAt",
      ],
      properties: {
        cause: {
          $ref: "rest#/$defs/LiquidationCause",
        },
        cost: {
          type: "string",
          format: "decimal",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        fundingChargeUsd: {
          type: "string",
          format: "decimal",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        liquidationPrice: {
          type: "string",
          format: "decimal",
        },
        positionId: {
          type: "string",
          format: "uuid",
        },
        positionSide: {
          $ref: "rest#/$defs/OrderSide",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
      },
    },
    Product: {
      type: "object",
      required: [
        "id",
        "ticker",
        "displayTicker",
        "baseTokenAddress",
        "quoteTokenAddress",
        "baseTokenName",
        "quoteTokenName",
        "engineType",
        "onchainId",
        "status",
        "blockNumber",
        "cumulativeFundingUsd",
        "createdAt",
        "minQuantity",
        "lotSize",
        "tickSize",
        "makerFee",
        "takerFee",
        "maxQuantity",
        "minPrice",
        "maxPrice",
        "volume24h",
        "maxLeverage",
        "pythFeedId",
        "fundingRate1h",
        "openInterest",
        "maxOpenInterestUsd",
        "maxPositionNotionalUsd",
        "fundingClampApr",
        "fundingBaselineApr",
        "fundingMaxApr",
      ],
      properties: {
        baseTokenAddress: {
          type: "string",
          format: "hex",
        },
        baseTokenName: {
          type: "string",
        },
        blockNumber: {
          type: "string",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        cumulativeFundingUsd: {
          type: "string",
          format: "decimal",
        },
        displayTicker: {
          type: "string",
        },
        engineType: {
          $ref: "rest#/$defs/EngineType",
        },
        fundingBaselineApr: {
          type: "string",
          format: "decimal",
        },
        fundingClampApr: {
          type: "string",
          format: "decimal",
        },
        fundingMaxApr: {
          type: "string",
          format: "decimal",
        },
        fundingRate1h: {
          type: "string",
          format: "decimal",
        },
        fundingUpdatedAt: {
          type: "integer",
          format: "int64",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        lotSize: {
          type: "string",
          format: "decimal",
        },
        makerFee: {
          type: "string",
          format: "decimal",
        },
        maxLeverage: {
          type: "number",
        },
        maxOpenInterestUsd: {
          type: "string",
          format: "decimal",
        },
        maxPositionNotionalUsd: {
          type: "string",
          format: "decimal",
        },
        maxPrice: {
          type: "string",
          format: "decimal",
        },
        maxQuantity: {
          type: "string",
          format: "decimal",
        },
        minPrice: {
          type: "string",
          format: "decimal",
        },
        minQuantity: {
          type: "string",
          format: "decimal",
        },
        onchainId: {
          type: "integer",
          format: "int64",
        },
        openInterest: {
          type: "string",
          format: "decimal",
        },
        pythFeedId: {
          type: "integer",
          format: "int64",
        },
        quoteTokenAddress: {
          type: "string",
          format: "hex",
        },
        quoteTokenName: {
          type: "string",
        },
        status: {
          $ref: "rest#/$defs/ProductStatus",
        },
        takerFee: {
          type: "string",
          format: "decimal",
        },
        tickSize: {
          type: "string",
          format: "decimal",
        },
        ticker: {
          type: "string",
        },
        volume24h: {
          type: "string",
          format: "decimal",
        },
      },
    },
    ProjectedFundingRate: {
      type: "object",
      required: ["productId", "fundingRateProjected1h", "fundingRate1h"],
      properties: {
        fundingRate1h: {
          type: "string",
          format: "decimal",
        },
        fundingRateProjected1h: {
          type: "string",
          format: "decimal",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
      },
    },
    RateLimitConfig: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            oneOf: [
              {
                $ref: "rest#/$defs/HttpPaginatedRateLimitEndpointDto",
              },
              {
                $ref: "rest#/$defs/HttpFixedRateLimitEndpointDto",
              },
              {
                $ref: "rest#/$defs/WsFixedRateLimitEndpointDto",
              },
              {
                $ref: "rest#/$defs/Ws2FixedRateLimitEndpointDto",
              },
            ],
          },
        },
      },
    },
    RateLimitType: {
      type: "string",
      enum: [
        "RATE_LIMIT_IP",
        "RATE_LIMIT_ACCOUNT",
        "RATE_LIMIT_WITHDRAW",
        "RATE_LIMIT_LINKED_SIGNER",
      ],
    },
    ReferralCodeUsage: {
      type: "object",
      required: ["code", "remainingUsage"],
      properties: {
        code: {
          type: "string",
        },
        remainingUsage: {
          type: "integer",
          format: "int64",
        },
      },
    },
    Referral: {
      type: "object",
      required: ["id", "referee", "codeUsageRemaining", "refereeTotalPoints", "createdAt"],
      properties: {
        code: {
          type: "string",
        },
        codeUsageRemaining: {
          type: "integer",
          format: "int64",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        referee: {
          type: "string",
          format: "hex",
        },
        refereeTotalPoints: {
          type: "string",
          format: "decimal",
        },
        referrer: {
          type: "string",
          format: "hex",
        },
      },
    },
    RefreshSignerRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/RefreshSignerData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
    },
    RefreshSignerData: {
      type: "object",
      required: ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"],
      properties: {
        nonce: {
          type: "string",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
        signer: {
          type: "string",
          format: "hex",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
      },
    },
    RevokeSignerRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/RevokeSignerData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
    },
    RevokeSignerData: {
      type: "object",
      required: ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"],
      properties: {
        nonce: {
          type: "string",
        },
        sender: {
          type: "string",
          format: "hex",
        },
        signedAt: {
          type: "integer",
          format: "int64",
        },
        signer: {
          type: "string",
          format: "hex",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
      },
    },
    RpcConfig: {
      type: "object",
      required: ["domain", "signatureTypes"],
      properties: {
        domain: {
          $ref: "rest#/$defs/RpcConfigDomain",
        },
        signatureTypes: {
          $ref: "rest#/$defs/RpcConfigSignatureTypes",
        },
      },
    },
    RpcConfigSignatureTypes: {
      type: "object",
      required: [
        "LinkSigner",
        "TradeOrder",
        "InitiateWithdraw",
        "RevokeLinkedSigner",
        "CancelOrder",
        "RefreshLinkedSigner",
        "ExtendLinkedSigner",
        "EIP712Auth",
      ],
      properties: {
        CancelOrder: {
          type: "string",
        },
        EIP712Auth: {
          type: "string",
        },
        ExtendLinkedSigner: {
          type: "string",
        },
        InitiateWithdraw: {
          type: "string",
        },
        LinkSigner: {
          type: "string",
        },
        RefreshLinkedSigner: {
          type: "string",
        },
        RevokeLinkedSigner: {
          type: "string",
        },
        TradeOrder: {
          type: "string",
        },
      },
    },
    LinkedSigner: {
      type: "object",
      required: ["id", "signer", "status", "expiresAt", "createdAt"],
      properties: {
        blockNumber: {
          type: "string",
        },
        category: {
          $ref: "rest#/$defs/LinkedSignerCategory",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        expiresAt: {
          type: "integer",
          format: "int64",
        },
        id: {
          type: "string",
        },
        linkedAt: {
          type: "integer",
          format: "int64",
        },
        name: {
          type: "string",
        },
        revokedAt: {
          type: "integer",
          format: "int64",
        },
        revokedBlockNumber: {
          type: "string",
        },
        signer: {
          type: "string",
          format: "hex",
        },
        status: {
          $ref: "rest#/$defs/LinkedSignerRecordStatus",
        },
        isActive: {
          type: "boolean",
        },
      },
    },
    StopPriceType: {
      type: "integer",
      enum: [0, 1],
      format: "int32",
    },
    StopType: {
      type: "integer",
      enum: [0, 1],
    },
    SubaccountBalance: {
      type: "object",
      required: [
        "subaccountId",
        "tokenId",
        "tokenAddress",
        "tokenName",
        "amount",
        "available",
        "totalUsed",
        "updatedAt",
      ],
      properties: {
        amount: {
          type: "string",
          format: "decimal",
        },
        available: {
          type: "string",
          format: "decimal",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
        tokenAddress: {
          type: "string",
          format: "hex",
        },
        tokenId: {
          type: "string",
          format: "uuid",
        },
        tokenName: {
          type: "string",
        },
        totalUsed: {
          type: "string",
          format: "decimal",
        },
        updatedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    Subaccount: {
      type: "object",
      required: ["id", "name", "account", "createdBlockNumber", "createdAt"],
      properties: {
        account: {
          type: "string",
          format: "hex",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        createdBlockNumber: {
          type: "string",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        name: {
          type: "string",
          format: "hex",
        },
        registeredBlockNumber: {
          type: "string",
        },
        blockNumber: {
          type: "string",
        },
      },
    },
    OrderResult: {
      type: "string",
      enum: [
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
      ],
    },
    DryRunOrderRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          oneOf: [
            {
              $ref: "rest#/$defs/MarketOrderData",
            },
            {
              $ref: "rest#/$defs/LimitOrderData",
            },
          ],
        },
      },
    },
    SubmitFailedCode: {
      type: "string",
      enum: [
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
      ],
    },
    PlacedOrder: {
      type: "object",
      required: ["id", "filled", "result"],
      properties: {
        clientOrderId: {
          type: "string",
        },
        filled: {
          type: "string",
          format: "decimal",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        result: {
          $ref: "rest#/$defs/OrderResult",
        },
      },
    },
    SubmitOrderCreatedResultCode: {
      type: "string",
      enum: [
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
        "Ok",
        "OpenValueCapExceeded",
        "OrderIncreasesPosition",
        "RiskLimitExceeded",
        "SignerRevoked",
        "TriggerCanceledError",
        "UnfilledFillOrKill",
        "UnfilledImmediateOrCancel",
        "UnfilledMarketOrder",
        "MakerCanceledByTaker",
        "CloseOrder",
      ],
    },
    OrderData: {
      oneOf: [
        {
          $ref: "rest#/$defs/MarketOrderData",
        },
        {
          $ref: "rest#/$defs/LimitOrderData",
        },
      ],
    },
    PlaceOrderRequest: {
      type: "object",
      required: ["signature", "data"],
      properties: {
        data: {
          $ref: "rest#/$defs/OrderData",
        },
        signature: {
          type: "string",
          format: "hex",
        },
      },
      additionalProperties: false,
    },
    SubmitOrderFailedDto: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        error: {
          $ref: "rest#/$defs/SubmitOrderFailedDtoErrorEnum",
        },
        message: {
          $ref: "rest#/$defs/SubmitFailedCode",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [422],
        },
      },
    },
    SubmitOrderFailedResultCode: {
      type: "string",
      enum: [
        "AccountSuspended",
        "DuplicateClientOrderId",
        "ExchangeSuspended",
        "InsufficientBalance",
        "InvalidBinaryData",
        "InvalidExpireTime",
        "InvalidGroupContingencyType",
        "InvalidNonceForSigner",
        "InvalidSigner",
        "InvalidSignerAddress",
        "InvalidTimeInForce",
        "LiquidationError",
        "MarginAccountBalanceZero",
        "NonceAlreadyUsed",
        "PriceAboveMaximum",
        "PriceBelowMinimum",
        "RiskLimitExceeded",
        "TooManyOpenOrders",
        "TooManyPositions",
        "TooManyStopOrders",
        "InsuranceFundCannotOpenPositions",
        "InstrumentOpenValueCapExceeded",
        "QuantityAboveMaximum",
        "QuantityNotMultipleOfLotSize",
        "OrderWithZeroQuantity",
        "OcoLatencyFloorMismatch",
      ],
    },
    LimitOrderData: {
      type: "object",
      required: [
        "sender",
        "engineType",
        "subaccount",
        "onchainId",
        "side",
        "quantity",
        "nonce",
        "signedAt",
        "price",
        "timeInForce",
        "postOnly",
        "type",
      ],
      properties: {
        clientOrderId: {
          type: "string",
          maxLength: 36,
        },
        close: {
          type: "boolean",
          default: false,
        },
        engineType: {
          $ref: "rest#/$defs/EngineType",
        },
        expiresAt: {
          type: "integer",
          format: "int64",
          minimum: 0,
        },
        groupContingencyType: {
          $ref: "rest#/$defs/GroupContingencyType",
        },
        groupId: {
          type: "string",
          format: "uuid",
        },
        nonce: {
          type: "string",
          format: "uint64",
        },
        onchainId: {
          type: "integer",
          format: "int64",
          minimum: 1,
        },
        postOnly: {
          type: "boolean",
          default: false,
        },
        price: {
          type: "string",
          format: "decimal",
        },
        quantity: {
          type: "string",
          format: "decimal",
        },
        reduceOnly: {
          type: "boolean",
          default: false,
        },
        sender: {
          type: "string",
          format: "hex",
        },
        side: {
          $ref: "rest#/$defs/OrderSide",
        },
        signedAt: {
          type: "integer",
          format: "uint64",
          minimum: 0,
        },
        stopPrice: {
          type: "string",
          format: "decimal",
          default: "0",
        },
        stopType: {
          $ref: "rest#/$defs/StopType",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        timeInForce: {
          $ref: "rest#/$defs/TimeInForce",
        },
        type: {
          $ref: "rest#/$defs/OrderType",
        },
      },
      additionalProperties: false,
    },
    MarketOrderData: {
      type: "object",
      required: [
        "sender",
        "engineType",
        "subaccount",
        "onchainId",
        "side",
        "quantity",
        "nonce",
        "signedAt",
        "type",
      ],
      properties: {
        clientOrderId: {
          type: "string",
          maxLength: 36,
        },
        close: {
          type: "boolean",
          default: false,
        },
        engineType: {
          $ref: "rest#/$defs/EngineType",
        },
        expiresAt: {
          type: "integer",
          format: "int64",
          minimum: 0,
        },
        groupContingencyType: {
          $ref: "rest#/$defs/GroupContingencyType",
        },
        groupId: {
          type: "string",
          format: "uuid",
        },
        nonce: {
          type: "string",
          format: "uint64",
        },
        onchainId: {
          type: "integer",
          format: "int64",
          minimum: 1,
        },
        quantity: {
          type: "string",
          format: "decimal",
        },
        reduceOnly: {
          type: "boolean",
          default: false,
        },
        sender: {
          type: "string",
          format: "hex",
        },
        side: {
          $ref: "rest#/$defs/OrderSide",
        },
        signedAt: {
          type: "integer",
          format: "uint64",
          minimum: 0,
        },
        stopPrice: {
          type: "string",
          format: "decimal",
          default: "0",
        },
        stopType: {
          $ref: "rest#/$defs/StopType",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        type: {
          $ref: "rest#/$defs/OrderType",
        },
      },
      additionalProperties: false,
    },
    ServerTime: {
      type: "object",
      required: ["time"],
      properties: {
        time: {
          type: "number",
        },
      },
    },
    Token: {
      type: "object",
      required: [
        "id",
        "address",
        "lzOftAddress",
        "name",
        "depositEnabled",
        "withdrawEnabled",
        "depositFee",
        "withdrawFee",
        "minDeposit",
        "addedBlockNumber",
        "createdAt",
      ],
      properties: {
        addedBlockNumber: {
          type: "string",
        },
        address: {
          type: "string",
          format: "hex",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        depositEnabled: {
          type: "boolean",
        },
        depositFee: {
          type: "string",
          format: "decimal",
        },
        erc20Decimals: {
          type: "number",
        },
        erc20Name: {
          type: "string",
        },
        erc20Symbol: {
          type: "string",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        lzOftAddress: {
          type: "string",
          format: "hex",
        },
        minDeposit: {
          type: "string",
          format: "decimal",
        },
        name: {
          type: "string",
        },
        removedBlockNumber: {
          type: "string",
        },
        withdrawEnabled: {
          type: "boolean",
        },
        withdrawFee: {
          type: "string",
          format: "decimal",
        },
      },
    },
    RateLimitErrorBody: {
      type: "object",
      required: ["statusCode", "error", "message", "type"],
      properties: {
        error: {
          $ref: "rest#/$defs/TooManyRequestsDtoErrorEnum",
        },
        message: {
          type: "string",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [429],
        },
        type: {
          $ref: "rest#/$defs/RateLimitType",
        },
      },
    },
    TotalPoints: {
      type: "object",
      required: ["totalPoints", "referralPoints"],
      properties: {
        referralPoints: {
          type: "string",
          format: "decimal",
        },
        totalPoints: {
          type: "string",
          format: "decimal",
        },
        updatedAt: {
          type: "integer",
          format: "int64",
        },
      },
    },
    Trade: {
      type: "object",
      required: [
        "id",
        "takerOrderId",
        "makerOrderId",
        "makerFeeUsd",
        "takerFeeUsd",
        "price",
        "filled",
        "makerSide",
        "takerSide",
        "productId",
        "createdAt",
      ],
      properties: {
        createdAt: {
          type: "integer",
          format: "int64",
        },
        filled: {
          type: "string",
          format: "decimal",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        makerClientOrderId: {
          type: "string",
        },
        makerFeeUsd: {
          type: "string",
          format: "decimal",
        },
        makerOrderId: {
          type: "string",
          format: "uuid",
        },
        makerSide: {
          $ref: "rest#/$defs/OrderSide",
        },
        price: {
          type: "string",
          format: "decimal",
        },
        productId: {
          type: "string",
          format: "uuid",
        },
        takerClientOrderId: {
          type: "string",
        },
        takerFeeUsd: {
          type: "string",
          format: "decimal",
        },
        takerOrderId: {
          type: "string",
          format: "uuid",
        },
        takerSide: {
          $ref: "rest#/$defs/OrderSide",
        },
      },
    },
    Transfer: {
      type: "object",
      required: [
        "id",
        "status",
        "subaccountId",
        "tokenName",
        "tokenAddress",
        "type",
        "amount",
        "fee",
        "createdAt",
      ],
      properties: {
        amount: {
          type: "string",
          format: "decimal",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        fee: {
          type: "string",
          format: "decimal",
        },
        finalizedBlockNumber: {
          type: "string",
        },
        finalizedTransactionHash: {
          type: "string",
          format: "hex",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        initiatedBlockNumber: {
          type: "string",
        },
        initiatedTransactionHash: {
          type: "string",
          format: "hex",
        },
        lzDestinationAddress: {
          type: "string",
          format: "hex",
        },
        lzDestinationEid: {
          type: "integer",
          format: "int64",
        },
        status: {
          $ref: "rest#/$defs/TransferRecordStatus",
        },
        subaccountId: {
          type: "string",
          format: "uuid",
        },
        tokenAddress: {
          type: "string",
          format: "hex",
        },
        tokenName: {
          type: "string",
        },
        type: {
          $ref: "rest#/$defs/TransferRecordType",
        },
        subaccount: {
          type: "string",
        },
        token: {
          type: "string",
        },
      },
    },
    TransferStatus: {
      type: "string",
      enum: ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"],
    },
    TransferType: {
      type: "string",
      enum: ["DEPOSIT", "WITHDRAW"],
    },
    UnauthorizedDto: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        error: {
          $ref: "rest#/$defs/UnauthorizedDtoErrorEnum",
        },
        message: {
          type: "string",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [401],
        },
      },
    },
    UnprocessableEntityDto: {
      type: "object",
      required: ["statusCode", "error", "message"],
      properties: {
        error: {
          $ref: "rest#/$defs/UnprocessableEntityDtoErrorEnum",
        },
        message: {
          type: "string",
        },
        statusCode: {
          type: "integer",
          format: "int64",
          enum: [422],
        },
      },
    },
    Whitelist: {
      type: "object",
      required: ["isWhitelisted"],
      properties: {
        isWhitelisted: {
          type: "boolean",
        },
      },
    },
    Withdrawal: {
      type: "object",
      required: ["id", "status", "subaccount", "token", "amount", "createdAt", "withdrawDigest"],
      properties: {
        amount: {
          type: "string",
        },
        createdAt: {
          type: "integer",
          format: "int64",
        },
        finalizedBlockNumber: {
          type: "string",
        },
        id: {
          type: "string",
          format: "uuid",
        },
        initiatedBlockNumber: {
          type: "string",
        },
        lzDestinationAddress: {
          type: "string",
          format: "hex",
        },
        lzDestinationEid: {
          type: "integer",
          format: "int64",
        },
        status: {
          $ref: "rest#/$defs/TransferStatus",
        },
        subaccount: {
          type: "string",
          format: "hex",
        },
        token: {
          type: "string",
          format: "hex",
        },
        withdrawDigest: {
          type: "string",
          format: "hex",
        },
        digest: {
          type: "string",
        },
      },
    },
    WithdrawErrorCode: {
      type: "string",
      enum: [
        "AccountSuspended",
        "EngineSuspended",
        "InsufficientBalance",
        "InsuranceFundCannotWithdraw",
      ],
    },
    WithdrawFailedDto: {
      type: "object",
      required: ["statusCode", "message", "error"],
      properties: {
        error: {
          $ref: "rest#/$defs/WithdrawFailedDtoErrorEnum",
        },
        message: {
          $ref: "rest#/$defs/WithdrawErrorCode",
        },
        statusCode: {
          type: "number",
          default: 422,
          enum: [422],
        },
      },
    },
    Ws2FixedRateLimitEndpointDto: {
      type: "object",
      required: ["path", "protocol", "type", "fixedPoints"],
      properties: {
        fixedPoints: {
          type: "number",
        },
        path: {
          type: "string",
        },
        protocol: {
          $ref: "rest#/$defs/Ws2FixedRateLimitEndpointDtoProtocolEnum",
        },
        type: {
          $ref: "rest#/$defs/Ws2FixedRateLimitEndpointDtoOrderType",
        },
      },
    },
    WsFixedRateLimitEndpointDto: {
      type: "object",
      required: ["namespace", "protocol", "type", "fixedPoints"],
      properties: {
        fixedPoints: {
          type: "number",
        },
        namespace: {
          type: "string",
        },
        protocol: {
          $ref: "rest#/$defs/WsFixedRateLimitEndpointDtoProtocolEnum",
        },
        type: {
          $ref: "rest#/$defs/WsFixedRateLimitEndpointDtoOrderType",
        },
      },
    },
    ErrorEnum: {
      type: "string",
      enum: ["Bad Request"],
    },
    DryRunOrderFailedUnprocessableEntityDtoErrorEnum: {
      type: "string",
      enum: ["Unprocessable Entity"],
    },
    ForbiddenDtoErrorEnum: {
      type: "string",
      enum: ["Forbidden"],
    },
    MethodEnum: {
      type: "string",
      enum: ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"],
    },
    ProtocolEnum: {
      type: "string",
      enum: ["HTTP"],
    },
    HttpPaginatedRateLimitEndpointDtoOrderType: {
      type: "string",
      enum: ["PAGINATED"],
    },
    LinkedSignerCategory: {
      type: "string",
      enum: ["TRADE_SESSION", "API"],
    },
    NotFoundDtoErrorEnum: {
      type: "string",
      enum: ["Not Found"],
    },
    RejectionReason: {
      type: "string",
      enum: [
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
      ],
    },
    OrderStatus: {
      type: "string",
      enum: [
        "NEW",
        "PENDING",
        "FILLED_PARTIAL",
        "FILLED",
        "REJECTED",
        "CANCELED",
        "EXPIRED",
      ],
    },
    TriggeredState: {
      type: "string",
      enum: [
        "NOT_TRIGGERED",
        "TRIGGERED",
        "STOP_ORDER_TRIGGERED",
        "OCO_ORDER_TRIGGERED",
        "OTO_ORDER_TRIGGERED",
      ],
    },
    OrderRecordType: {
      type: "string",
      enum: ["MARKET", "LIMIT"],
    },
    PositionFillType: {
      type: "string",
      enum: [
        "MARKET",
        "LIMIT",
        "REALIZED_PNL",
        "LIQUIDATION",
        "REALIZED_FUNDING",
        "DELEVERAGE",
      ],
    },
    LiquidationCause: {
      type: "string",
      enum: ["MarkChanged", "Funding"],
    },
    ProductStatus: {
      type: "string",
      enum: ["PENDING", "ACTIVE"],
    },
    LinkedSignerRecordStatus: {
      type: "string",
      enum: ["PENDING", "ACTIVE", "PENDING_REVOKE", "REVOKED", "REJECTED"],
    },
    SubmitOrderFailedDtoErrorEnum: {
      type: "string",
      enum: ["Unprocessable Entity"],
    },
    TooManyRequestsDtoErrorEnum: {
      type: "string",
      enum: ["Too Many Requests"],
    },
    TransferRecordStatus: {
      type: "string",
      enum: ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"],
    },
    TransferRecordType: {
      type: "string",
      enum: ["DEPOSIT", "WITHDRAW"],
    },
    UnauthorizedDtoErrorEnum: {
      type: "string",
      enum: ["Unauthorized"],
    },
    UnprocessableEntityDtoErrorEnum: {
      type: "string",
      enum: ["Unprocessable Entity"],
    },
    WithdrawFailedDtoErrorEnum: {
      type: "string",
      enum: ["Unprocessable Entity"],
    },
    Ws2FixedRateLimitEndpointDtoProtocolEnum: {
      type: "string",
      enum: ["WS2"],
    },
    Ws2FixedRateLimitEndpointDtoOrderType: {
      type: "string",
      enum: ["FIXED"],
    },
    WsFixedRateLimitEndpointDtoProtocolEnum: {
      type: "string",
      enum: ["WS"],
    },
    WsFixedRateLimitEndpointDtoOrderType: {
      type: "string",
      enum: ["FIXED"],
    },
    BatchResultType: {
      type: "string",
    },
    BatchNewInstruction: {
      type: "object",
      additionalProperties: false,
      required: ["type", "data", "signature"],
      properties: {
        type: {
          type: "string",
          const: "NEW",
        },
        data: {
          $ref: "rest#/$defs/OrderData",
        },
        signature: {
          type: "string",
        },
      },
    },
    BatchCancelData: {
      type: "object",
      additionalProperties: false,
      required: ["sender", "subaccount", "nonce"],
      properties: {
        sender: {
          type: "string",
        },
        subaccount: {
          type: "string",
        },
        nonce: {
          type: "string",
        },
        orderId: {
          type: "string",
          format: "uuid",
        },
        clientOrderId: {
          type: "string",
        },
      },
      oneOf: [
        {
          required: ["orderId"],
        },
        {
          required: ["clientOrderId"],
        },
      ],
    },
    BatchCancelInstruction: {
      type: "object",
      additionalProperties: false,
      required: ["type", "data", "signature"],
      properties: {
        type: {
          type: "string",
          const: "CANCEL",
        },
        data: {
          $ref: "rest#/$defs/BatchCancelData",
        },
        signature: {
          type: "string",
        },
      },
    },
    BatchInstruction: {
      oneOf: [
        {
          $ref: "rest#/$defs/BatchNewInstruction",
        },
        {
          $ref: "rest#/$defs/BatchCancelInstruction",
        },
      ],
      discriminator: {
        propertyName: "type",
      },
    },
    BatchOrdersRequest: {
      type: "object",
      additionalProperties: false,
      required: ["instructions"],
      properties: {
        instructions: {
          type: "array",
          minItems: 1,
          maxItems: 20,
          items: {
            $ref: "rest#/$defs/BatchInstruction",
          },
        },
      },
    },
    BatchResult: {
      type: "object",
      required: ["type"],
      properties: {
        type: {
          $ref: "rest#/$defs/BatchResultType",
        },
        id: {
          type: ["string", "null"],
          NEW_REJECTED: null,
          "CANCEL).": null,
        },
        clientOrderId: {
          type: ["string", "null"],
        },
        result: {
          type: ["string", "null"],
        },
        rejectedReason: {
          type: ["string", "null"],
        },
      },
    },
    BatchResultList: {
      type: "object",
      required: ["results"],
      properties: {
        results: {
          type: "array",
          items: {
            $ref: "rest#/$defs/BatchResult",
          },
        },
      },
    },
  },
};

/** Per operation, a JSON Schema of its path and query parameters; refs point into restSchemas. */
export const parameterSchemas: Readonly<Record<string, object>> = {
  listFunding: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      productId: {
        type: "string",
        format: "uuid",
      },
      range: {
        type: "string",
        enum: ["DAY", "WEEK", "MONTH"],
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    required: ["productId", "range"],
    additionalProperties: false,
  },
  listProjectedFundingRates: {
    type: "object",
    properties: {
      productIds: {
        type: "array",
        items: {
          type: "string",
          format: "uuid",
        },
        maxItems: 50,
        minItems: 1,
        uniqueItems: true,
      },
    },
    required: ["productIds"],
    additionalProperties: false,
  },
  listSigners: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      statuses: {
        type: "array",
        items: {
          $ref: "rest#/$defs/LinkedSignerStatus",
        },
      },
      orderBy: {
        type: "string",
        enum: ["createdAt", "expiresAt"],
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  extendSigner: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  linkSigner: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  getSignerQuota: {
    type: "object",
    properties: {
      subaccountId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  refreshSigner: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  revokeSigner: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  getMaintenance: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  listOrders: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      clientOrderId: {
        type: "string",
      },
      productIds: {
        type: "array",
        items: {
          type: "string",
          format: "uuid",
        },
        minItems: 1,
        uniqueItems: true,
      },
      createdAfter: {
        type: "integer",
        format: "int64",
      },
      createdBefore: {
        type: "integer",
        format: "int64",
      },
      side: {
        $ref: "rest#/$defs/OrderSide",
      },
      close: {
        type: "boolean",
      },
      stopTypes: {
        type: "array",
        items: {
          $ref: "rest#/$defs/StopType",
        },
      },
      isWorking: {
        type: "boolean",
        enum: [true],
      },
      isPending: {
        type: "boolean",
        enum: [true],
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  placeOrder: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  batchOrders: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  cancelOrders: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  dryRunOrder: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  listFills: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      productIds: {
        type: "array",
        items: {
          type: "string",
          format: "uuid",
        },
        minItems: 1,
        uniqueItems: true,
      },
      createdAfter: {
        type: "integer",
        format: "int64",
      },
      createdBefore: {
        type: "integer",
        format: "int64",
      },
      side: {
        $ref: "rest#/$defs/OrderSide",
      },
      orderBy: {
        type: "string",
        enum: ["productId", "filled", "price", "createdAt"],
      },
      includeSelfTrades: {
        type: "boolean",
        default: false,
      },
      expandSelfTrades: {
        type: "boolean",
        default: false,
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  listTrades: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      productId: {
        type: "string",
        format: "uuid",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    required: ["productId"],
    additionalProperties: false,
  },
  listPointsPeriods: {
    type: "object",
    properties: {
      address: {
        type: "string",
        format: "hex",
      },
      season: {
        type: "integer",
        maximum: 10,
        minimum: 0,
        format: "int64",
      },
      epoch: {
        type: "integer",
        maximum: 256,
        minimum: 1,
        format: "int64",
      },
    },
    required: ["address", "season", "epoch"],
    additionalProperties: false,
  },
  listPointsSeasonSummaries: {
    type: "object",
    properties: {
      address: {
        type: "string",
        format: "hex",
      },
    },
    required: ["address"],
    additionalProperties: false,
  },
  getTotalPoints: {
    type: "object",
    properties: {
      season: {
        type: "integer",
        maximum: 10,
        minimum: 0,
        format: "int64",
      },
      epoch: {
        type: "integer",
        maximum: 256,
        minimum: 1,
        format: "int64",
      },
    },
    additionalProperties: false,
  },
  listPositions: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      productIds: {
        type: "array",
        items: {
          type: "string",
          format: "uuid",
        },
        minItems: 1,
        uniqueItems: true,
      },
      open: {
        type: "boolean",
      },
      orderBy: {
        type: "string",
        enum: ["size", "createdAt", "updatedAt", "realizedPnl"],
      },
      createdAfter: {
        type: "integer",
        format: "int64",
      },
      createdBefore: {
        type: "integer",
        format: "int64",
      },
      side: {
        $ref: "rest#/$defs/OrderSide",
      },
      isLiquidated: {
        type: "boolean",
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getActivePosition: {
    type: "object",
    properties: {
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      productId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["subaccountId", "productId"],
    additionalProperties: false,
  },
  listPositionFills: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      positionId: {
        type: "string",
        format: "uuid",
      },
      orderBy: {
        type: "string",
        enum: ["price", "filled", "createdAt"],
      },
    },
    required: ["positionId"],
    additionalProperties: false,
  },
  listLiquidations: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    additionalProperties: false,
  },
  listProducts: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt", "openInterest", "baseTokenName", "quoteTokenName"],
      },
      ticker: {
        type: "string",
        pattern: "^[a-zA-Z0-9]{1,16}$",
      },
    },
    additionalProperties: false,
  },
  getMarketLiquidity: {
    type: "object",
    properties: {
      productId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["productId"],
    additionalProperties: false,
  },
  getMarketPrices: {
    type: "object",
    properties: {
      productIds: {
        type: "array",
        items: {
          type: "string",
          format: "uuid",
        },
        maxItems: 50,
        minItems: 1,
        uniqueItems: true,
      },
    },
    required: ["productIds"],
    additionalProperties: false,
  },
  getRateLimitConfig: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  listReferrals: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccount: {
        type: "string",
        format: "hex",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    additionalProperties: false,
  },
  activateReferral: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  claimReferralCode: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  getReferralSummary: {
    type: "object",
    properties: {
      subaccount: {
        type: "string",
        format: "hex",
      },
    },
    additionalProperties: false,
  },
  getRpcConfig: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  listSubaccounts: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      name: {
        type: "string",
        format: "hex",
      },
      sender: {
        type: "string",
        format: "hex",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt", "name"],
      },
    },
    required: ["sender"],
    additionalProperties: false,
  },
  listAllSubaccounts: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    additionalProperties: false,
  },
  listBalances: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      orderBy: {
        type: "string",
        enum: ["tokenName", "updatedAt", "amount"],
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getTime: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  postTime: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  listTokens: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      depositEnabled: {
        type: "boolean",
      },
      withdrawEnabled: {
        type: "boolean",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    additionalProperties: false,
  },
  listTransfers: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      statuses: {
        type: "array",
        items: {
          type: "string",
          enum: ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"],
        },
        uniqueItems: true,
      },
      types: {
        type: "array",
        items: {
          $ref: "rest#/$defs/TransferType",
        },
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
      createdAfter: {
        type: "integer",
        format: "int64",
      },
      createdBefore: {
        type: "integer",
        format: "int64",
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  listWithdrawals: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      subaccountId: {
        type: "string",
        format: "uuid",
      },
      isActive: {
        type: "boolean",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getWhitelist: {
    type: "object",
    properties: {
      address: {
        type: "string",
        format: "hex",
      },
    },
    required: ["address"],
    additionalProperties: false,
  },
  getSignerStatus: {
    type: "object",
    properties: {
      address: {
        type: "string",
        format: "hex",
      },
    },
    required: ["address"],
    additionalProperties: false,
  },
  getLinkedSigner: {
    type: "object",
    properties: {
      signerId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["signerId"],
    additionalProperties: false,
  },
  getOrder: {
    type: "object",
    properties: {
      orderId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["orderId"],
    additionalProperties: false,
  },
  getOrderGroup: {
    type: "object",
    properties: {
      orderId: {
        type: "string",
        format: "uuid",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      limit: {
        type: "integer",
        format: "int64",
      },
      cursor: {
        type: "string",
      },
      orderBy: {
        type: "string",
        enum: ["createdAt"],
      },
    },
    required: ["orderId"],
    additionalProperties: false,
  },
  getPosition: {
    type: "object",
    properties: {
      positionId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["positionId"],
    additionalProperties: false,
  },
  getProduct: {
    type: "object",
    properties: {
      productId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["productId"],
    additionalProperties: false,
  },
  getReferralCodeUsage: {
    type: "object",
    properties: {
      code: {
        type: "string",
        maxLength: 12,
        minLength: 12,
        pattern: "^[A-Z0-9]+$",
      },
    },
    required: ["code"],
    additionalProperties: false,
  },
  getSubaccount: {
    type: "object",
    properties: {
      subaccountId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getToken: {
    type: "object",
    properties: {
      tokenId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["tokenId"],
    additionalProperties: false,
  },
  withdraw: {
    type: "object",
    properties: {
      tokenId: {
        type: "string",
        format: "uuid",
      },
    },
    required: ["tokenId"],
    additionalProperties: false,
  },
};

/** Per operation that reads request headers, a JSON Schema of them (names in lower case). */
export const headerSchemas: Readonly<Record<string, object>> = {
  listReferrals: {
    type: "object",
    properties: {
      "x-ethereal-auth": {
        type: "string",
      },
      "x-ethereal-sender": {
        type: "string",
        format: "hex",
      },
      "x-ethereal-signature": {
        type: "string",
        format: "hex",
      },
      "x-ethereal-intent": {
        type: "number",
        enum: [0, 1, 2, 3],
      },
      "x-ethereal-signedat": {
        type: "string",
      },
    },
    required: [
      "x-ethereal-auth",
      "x-ethereal-sender",
      "x-ethereal-signature",
      "x-ethereal-intent",
      "x-ethereal-signedat",
    ],
  },
  getReferralSummary: {
    type: "object",
    properties: {
      "x-ethereal-auth": {
        type: "string",
      },
      "x-ethereal-sender": {
        type: "string",
        format: "hex",
      },
      "x-ethereal-signature": {
        type: "string",
        format: "hex",
      },
      "x-ethereal-intent": {
        type: "number",
        enum: [0, 1, 2, 3],
      },
      "x-ethereal-signedat": {
        type: "string",
      },
    },
    required: [
      "x-ethereal-auth",
      "x-ethereal-sender",
      "x-ethereal-signature",
      "x-ethereal-intent",
      "x-ethereal-signedat",
    ],
  },
};
