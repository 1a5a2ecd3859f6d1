// Generated from spec/rest/openapi.yaml (sha256 f2d0df798a5fe1c30c6f99c43c1db2d1d61fcc184e63bb120ec8b1d73ba08019). Do not edit; run pnpm generate.

/** The spec's component schemas as one JSON Schema (2020-12) document, for request validation. */
export const restSchemas = {
  $id: "rest",
  $defs: {
    Uuid: {
      type: "string",
      format: "uuid",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
    },
    Address: {
      type: "string",
      pattern: "^0x[0-9a-fA-F]{40}$",
    },
    Bytes32: {
      type: "string",
      pattern: "^0x[0-9a-fA-F]{64}$",
    },
    Hex: {
      type: "string",
      pattern: "^0x[0-9a-fA-F]*$",
    },
    Signature: {
      type: "string",
      pattern: "^0x[0-9a-fA-F]{130}$",
    },
    Decimal: {
      type: "string",
      pattern: "^-?[0-9]+(\\.[0-9]{1,9})?$",
    },
    UnsignedDecimal: {
      type: "string",
      pattern: "^[0-9]+(\\.[0-9]{1,9})?$",
    },
    Nonce: {
      type: "string",
      pattern: "^[0-9]{1,20}$",
    },
    UnixSeconds: {
      type: "integer",
      minimum: 0,
    },
    TimestampMs: {
      type: "integer",
      minimum: 0,
    },
    BlockNumber: {
      type: "string",
    },
    ClientOrderId: {
      type: "string",
      pattern: "^([A-Za-z0-9]{1,32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$",
    },
    SubaccountName: {
      $ref: "rest#/$defs/Bytes32",
    },
    SideInput: {
      type: "integer",
      enum: [0, 1],
    },
    EngineTypeInput: {
      type: "integer",
      enum: [0],
    },
    TimeInForceInput: {
      type: "string",
      enum: ["GTD", "IOC", "FOK"],
    },
    StopTypeInput: {
      type: "integer",
      enum: [0, 1],
    },
    GroupContingencyTypeInput: {
      type: "integer",
      enum: [0, 1],
    },
    OrderType: {
      type: "string",
    },
    TimeInForce: {
      type: "string",
    },
    OrderStatus: {
      type: "string",
    },
    OrderResult: {
      type: "string",
    },
    RejectionReason: {
      type: "string",
    },
    CancelResult: {
      type: "string",
    },
    BatchResultType: {
      type: "string",
    },
    TransferType: {
      type: "string",
    },
    TransferStatus: {
      type: "string",
    },
    LinkedSignerStatus: {
      type: "string",
    },
    RateLimitType: {
      type: "string",
    },
    ProductStatus: {
      type: "string",
    },
    Side: {
      type: "integer",
    },
    EngineType: {
      type: "integer",
    },
    ErrorBody: {
      type: "object",
      required: ["statusCode", "message"],
      properties: {
        statusCode: {
          type: "integer",
        },
        error: {
          type: "string",
          "for example `Bad Request`.": null,
        },
        message: {
          oneOf: [
            {
              type: "string",
            },
            {
              type: "array",
              items: {
                type: "string",
              },
            },
          ],
        },
      },
    },
    RateLimitErrorBody: {
      type: "object",
      required: ["statusCode", "message", "type"],
      properties: {
        statusCode: {
          type: "integer",
        },
        error: {
          type: "string",
        },
        message: {
          oneOf: [
            {
              type: "string",
            },
            {
              type: "array",
              items: {
                type: "string",
              },
            },
          ],
        },
        type: {
          $ref: "rest#/$defs/RateLimitType",
        },
      },
    },
    Token: {
      type: "object",
      required: [
        "id",
        "address",
        "name",
        "erc20Name",
        "erc20Symbol",
        "erc20Decimals",
        "depositEnabled",
        "withdrawEnabled",
        "depositFee",
        "withdrawFee",
        "minDeposit",
        "createdAt",
      ],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        address: {
          $ref: "rest#/$defs/Address",
        },
        name: {
          type: "string",
        },
        erc20Name: {
          type: "string",
        },
        erc20Symbol: {
          type: "string",
        },
        erc20Decimals: {
          type: "integer",
          minimum: 0,
        },
        depositEnabled: {
          type: "boolean",
        },
        withdrawEnabled: {
          type: "boolean",
        },
        depositFee: {
          $ref: "rest#/$defs/Decimal",
        },
        withdrawFee: {
          $ref: "rest#/$defs/Decimal",
        },
        minDeposit: {
          $ref: "rest#/$defs/Decimal",
        },
        lzOftAddress: {
          type: ["string", "null"],
        },
        addedBlockNumber: {
          type: ["string", "null"],
        },
        removedBlockNumber: {
          type: ["string", "null"],
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    TokenPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    Subaccount: {
      type: "object",
      required: ["id", "name", "account", "createdAt"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        name: {
          $ref: "rest#/$defs/Bytes32",
        },
        account: {
          $ref: "rest#/$defs/Address",
        },
        blockNumber: {
          type: ["string", "null"],
        },
        createdBlockNumber: {
          type: ["string", "null"],
        },
        registeredBlockNumber: {
          type: ["string", "null"],
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    SubaccountPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
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
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        tokenId: {
          $ref: "rest#/$defs/Uuid",
        },
        tokenAddress: {
          $ref: "rest#/$defs/Address",
        },
        tokenName: {
          type: "string",
        },
        amount: {
          $ref: "rest#/$defs/Decimal",
        },
        available: {
          $ref: "rest#/$defs/Decimal",
        },
        totalUsed: {
          $ref: "rest#/$defs/Decimal",
        },
        updatedAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    SubaccountBalancePage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    Withdrawal: {
      type: "object",
      required: ["id", "status", "subaccount", "token", "amount", "createdAt"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        initiatedBlockNumber: {
          type: ["string", "null"],
        },
        finalizedBlockNumber: {
          type: ["string", "null"],
        },
        status: {
          $ref: "rest#/$defs/TransferStatus",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        token: {
          $ref: "rest#/$defs/Address",
        },
        amount: {
          $ref: "rest#/$defs/Decimal",
        },
        digest: {
          type: ["string", "null"],
        },
        withdrawDigest: {
          type: ["string", "null"],
        },
        lzDestinationAddress: {
          type: ["string", "null"],
        },
        lzDestinationEid: {
          type: ["integer", "null"],
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    WithdrawalPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    Transfer: {
      type: "object",
      required: ["id", "type", "status", "subaccount", "token", "amount", "createdAt"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        type: {
          $ref: "rest#/$defs/TransferType",
        },
        initiatedBlockNumber: {
          type: ["string", "null"],
        },
        finalizedBlockNumber: {
          type: ["string", "null"],
        },
        initiatedTransactionHash: {
          type: ["string", "null"],
        },
        finalizedTransactionHash: {
          type: ["string", "null"],
        },
        status: {
          $ref: "rest#/$defs/TransferStatus",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        token: {
          $ref: "rest#/$defs/Address",
        },
        amount: {
          $ref: "rest#/$defs/Decimal",
        },
        lzDestinationAddress: {
          type: ["string", "null"],
        },
        lzDestinationEid: {
          type: ["integer", "null"],
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    TransferPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    LinkedSigner: {
      type: "object",
      required: ["id", "signer", "createdAt"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        signer: {
          $ref: "rest#/$defs/Address",
        },
        name: {
          type: ["string", "null"],
        },
        status: {
          $ref: "rest#/$defs/LinkedSignerStatus",
        },
        isActive: {
          type: "boolean",
        },
        blockNumber: {
          type: ["string", "null"],
        },
        revokedBlockNumber: {
          type: ["string", "null"],
        },
        linkedAt: {
          type: ["integer", "null"],
          minimum: 0,
        },
        revokedAt: {
          type: ["integer", "null"],
          minimum: 0,
        },
        expiresAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    LinkedSignerPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    LinkedSignerQuota: {
      type: "object",
      required: [
        "maxLinkedSignersPeriodDays",
        "maxLinkedSignersInPeriod",
        "linkedSignersUsedInPeriod",
      ],
      properties: {
        maxLinkedSignersPeriodDays: {
          type: "integer",
          minimum: 0,
        },
        maxLinkedSignersInPeriod: {
          type: "integer",
          minimum: 0,
        },
        linkedSignersUsedInPeriod: {
          type: "integer",
          minimum: 0,
        },
        linkedSignerRefreshHoursBeforeExpiry: {
          type: "integer",
          minimum: 0,
        },
      },
    },
    RpcConfigDomain: {
      type: "object",
      required: ["name", "version", "chainId", "verifyingContract"],
      properties: {
        name: {
          type: "string",
        },
        version: {
          type: "string",
        },
        chainId: {
          type: ["integer", "string"],
        },
        verifyingContract: {
          $ref: "rest#/$defs/Address",
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
          type: "object",
          additionalProperties: {
            type: "string",
          },
        },
      },
    },
    RateLimitConfig: {
      type: "object",
      additionalProperties: true,
    },
    ServerTime: {
      type: "object",
      required: ["time"],
      properties: {
        time: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    Product: {
      type: "object",
      required: [
        "id",
        "ticker",
        "onchainId",
        "engineType",
        "lotSize",
        "tickSize",
        "minPrice",
        "maxPrice",
        "maxQuantity",
      ],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        ticker: {
          type: "string",
        },
        displayTicker: {
          type: "string",
        },
        baseTokenName: {
          type: "string",
        },
        quoteTokenName: {
          type: "string",
        },
        onchainId: {
          type: "integer",
          minimum: 0,
        },
        engineType: {
          $ref: "rest#/$defs/EngineType",
        },
        status: {
          $ref: "rest#/$defs/ProductStatus",
        },
        lotSize: {
          $ref: "rest#/$defs/Decimal",
        },
        tickSize: {
          $ref: "rest#/$defs/Decimal",
        },
        minPrice: {
          $ref: "rest#/$defs/Decimal",
        },
        maxPrice: {
          $ref: "rest#/$defs/Decimal",
        },
        maxQuantity: {
          $ref: "rest#/$defs/Decimal",
        },
        makerFee: {
          $ref: "rest#/$defs/Decimal",
        },
        takerFee: {
          $ref: "rest#/$defs/Decimal",
        },
        maxLeverage: {
          type: "number",
        },
        fundingRate1h: {
          type: ["string", "null"],
        },
        openInterest: {
          type: ["string", "null"],
        },
        volume24h: {
          type: ["string", "null"],
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    ProductPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    MarketPrice: {
      type: "object",
      required: ["productId"],
      properties: {
        productId: {
          $ref: "rest#/$defs/Uuid",
        },
        bestBidPrice: {
          type: ["string", "null"],
        },
        bestAskPrice: {
          type: ["string", "null"],
        },
        oraclePrice: {
          type: ["string", "null"],
        },
        price24hAgo: {
          type: ["string", "null"],
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
    FundingRate: {
      type: "object",
      required: ["createdAt", "fundingRate1h"],
      properties: {
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
        fundingRate1h: {
          $ref: "rest#/$defs/Decimal",
        },
      },
    },
    FundingRatePage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    Order: {
      type: "object",
      required: [
        "id",
        "type",
        "side",
        "quantity",
        "status",
        "reduceOnly",
        "subaccountId",
        "createdAt",
      ],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        clientOrderId: {
          type: ["string", "null"],
        },
        type: {
          $ref: "rest#/$defs/OrderType",
        },
        side: {
          $ref: "rest#/$defs/Side",
        },
        quantity: {
          $ref: "rest#/$defs/Decimal",
        },
        availableQuantity: {
          $ref: "rest#/$defs/Decimal",
        },
        filled: {
          $ref: "rest#/$defs/Decimal",
        },
        price: {
          $ref: "rest#/$defs/Decimal",
        },
        stopPrice: {
          type: ["string", "null"],
        },
        stopType: {
          type: ["integer", "null"],
          "1 stop-loss.": null,
        },
        stopPriceType: {
          type: ["integer", "null"],
          "1 mark price.": null,
        },
        status: {
          $ref: "rest#/$defs/OrderStatus",
        },
        triggered: {},
        rejectedReason: {
          type: ["string", "null"],
        },
        timeInForce: {
          oneOf: [
            {
              $ref: "rest#/$defs/TimeInForce",
            },
            {
              type: "null",
            },
          ],
        },
        postOnly: {
          type: ["boolean", "null"],
        },
        reduceOnly: {
          type: "boolean",
        },
        close: {
          type: "boolean",
        },
        expiresAt: {
          type: ["integer", "null"],
          minimum: 0,
        },
        groupId: {
          type: ["string", "null"],
        },
        groupContingencyType: {
          type: ["integer", "null"],
          "1 OCO.": null,
        },
        productId: {
          $ref: "rest#/$defs/Uuid",
        },
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        sender: {
          $ref: "rest#/$defs/Address",
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
        updatedAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    OrderPage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    OrderList: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            $ref: "rest#/$defs/Order",
          },
        },
      },
    },
    Fill: {
      type: "object",
      required: [
        "id",
        "orderId",
        "productId",
        "subaccountId",
        "side",
        "price",
        "filled",
        "createdAt",
      ],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        orderId: {
          $ref: "rest#/$defs/Uuid",
        },
        clientOrderId: {
          type: ["string", "null"],
        },
        productId: {
          $ref: "rest#/$defs/Uuid",
        },
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        side: {
          $ref: "rest#/$defs/Side",
        },
        type: {
          $ref: "rest#/$defs/OrderType",
        },
        price: {
          $ref: "rest#/$defs/Decimal",
        },
        filled: {
          $ref: "rest#/$defs/Decimal",
        },
        feeUsd: {
          $ref: "rest#/$defs/Decimal",
        },
        isMaker: {
          type: "boolean",
        },
        reduceOnly: {
          type: "boolean",
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
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
          type: ["string", "null"],
        },
      },
    },
    Trade: {
      type: "object",
      required: ["id", "productId", "price", "filled", "createdAt"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        productId: {
          $ref: "rest#/$defs/Uuid",
        },
        takerOrderId: {
          $ref: "rest#/$defs/Uuid",
        },
        makerOrderId: {
          $ref: "rest#/$defs/Uuid",
        },
        takerClientOrderId: {
          type: ["string", "null"],
        },
        makerClientOrderId: {
          type: ["string", "null"],
        },
        price: {
          $ref: "rest#/$defs/Decimal",
        },
        filled: {
          $ref: "rest#/$defs/Decimal",
        },
        takerSide: {
          $ref: "rest#/$defs/Side",
        },
        makerSide: {
          $ref: "rest#/$defs/Side",
        },
        takerFeeUsd: {
          $ref: "rest#/$defs/Decimal",
        },
        makerFeeUsd: {
          $ref: "rest#/$defs/Decimal",
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
      },
    },
    TradePage: {
      type: "object",
      required: ["data"],
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
          type: ["string", "null"],
        },
      },
    },
    Position: {
      type: "object",
      required: ["id", "productId", "side", "size", "cost", "createdAt"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        productId: {
          $ref: "rest#/$defs/Uuid",
        },
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        side: {
          $ref: "rest#/$defs/Side",
        },
        size: {
          $ref: "rest#/$defs/Decimal",
        },
        cost: {
          $ref: "rest#/$defs/Decimal",
        },
        realizedPnl: {
          $ref: "rest#/$defs/Decimal",
        },
        unrealizedPnl: {
          type: ["string", "null"],
        },
        fundingUsd: {
          $ref: "rest#/$defs/Decimal",
        },
        fundingAccruedUsd: {
          $ref: "rest#/$defs/Decimal",
        },
        feesAccruedUsd: {
          $ref: "rest#/$defs/Decimal",
        },
        totalIncreaseNotional: {
          $ref: "rest#/$defs/Decimal",
        },
        totalIncreaseQuantity: {
          $ref: "rest#/$defs/Decimal",
        },
        totalDecreaseNotional: {
          $ref: "rest#/$defs/Decimal",
        },
        totalDecreaseQuantity: {
          $ref: "rest#/$defs/Decimal",
        },
        isLiquidated: {
          type: "boolean",
        },
        liquidationPrice: {
          type: ["string", "null"],
        },
        wasDeleveraged: {
          type: "boolean",
        },
        createdAt: {
          $ref: "rest#/$defs/TimestampMs",
        },
        updatedAt: {
          $ref: "rest#/$defs/TimestampMs",
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
          type: ["string", "null"],
        },
      },
    },
    PlacedOrder: {
      type: "object",
      required: ["id", "result"],
      properties: {
        id: {
          $ref: "rest#/$defs/Uuid",
        },
        clientOrderId: {
          type: ["string", "null"],
        },
        result: {
          $ref: "rest#/$defs/OrderResult",
        },
        filled: {
          type: "string",
        },
      },
    },
    CancelResultItem: {
      type: "object",
      required: ["result"],
      properties: {
        id: {
          type: ["string", "null"],
        },
        clientOrderId: {
          type: ["string", "null"],
        },
        result: {
          $ref: "rest#/$defs/CancelResult",
        },
      },
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
    DryRunResult: {
      type: "object",
      required: ["code"],
      properties: {
        code: {
          type: "string",
        },
        marginRequired: {
          $ref: "rest#/$defs/Decimal",
        },
        marginAvailable: {
          $ref: "rest#/$defs/Decimal",
        },
        totalUsedMargin: {
          $ref: "rest#/$defs/Decimal",
        },
        riskUsed: {
          $ref: "rest#/$defs/Decimal",
        },
        riskAvailable: {
          $ref: "rest#/$defs/Decimal",
        },
      },
    },
    LimitOrderData: {
      type: "object",
      additionalProperties: false,
      required: [
        "sender",
        "subaccount",
        "onchainId",
        "engineType",
        "side",
        "quantity",
        "price",
        "type",
        "timeInForce",
        "postOnly",
        "reduceOnly",
        "nonce",
        "signedAt",
      ],
      properties: {
        sender: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        onchainId: {
          type: "integer",
          minimum: 0,
          maximum: 4294967295,
        },
        engineType: {
          $ref: "rest#/$defs/EngineTypeInput",
        },
        side: {
          $ref: "rest#/$defs/SideInput",
        },
        quantity: {
          $ref: "rest#/$defs/UnsignedDecimal",
        },
        price: {
          $ref: "rest#/$defs/UnsignedDecimal",
        },
        type: {
          type: "string",
          const: "LIMIT",
        },
        timeInForce: {
          $ref: "rest#/$defs/TimeInForceInput",
        },
        postOnly: {
          type: "boolean",
        },
        reduceOnly: {
          type: "boolean",
        },
        close: {
          type: "boolean",
          const: false,
        },
        stopPrice: {
          $ref: "rest#/$defs/UnsignedDecimal",
        },
        stopType: {
          $ref: "rest#/$defs/StopTypeInput",
        },
        expiresAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
        clientOrderId: {
          $ref: "rest#/$defs/ClientOrderId",
        },
        groupId: {
          $ref: "rest#/$defs/Uuid",
        },
        groupContingencyType: {
          $ref: "rest#/$defs/GroupContingencyTypeInput",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
      },
    },
    MarketOrderData: {
      type: "object",
      additionalProperties: false,
      required: [
        "sender",
        "subaccount",
        "onchainId",
        "engineType",
        "side",
        "quantity",
        "type",
        "reduceOnly",
        "nonce",
        "signedAt",
      ],
      properties: {
        sender: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        onchainId: {
          type: "integer",
          minimum: 0,
          maximum: 4294967295,
        },
        engineType: {
          $ref: "rest#/$defs/EngineTypeInput",
        },
        side: {
          $ref: "rest#/$defs/SideInput",
        },
        quantity: {
          $ref: "rest#/$defs/UnsignedDecimal",
        },
        type: {
          type: "string",
          const: "MARKET",
        },
        reduceOnly: {
          type: "boolean",
        },
        close: {
          type: "boolean",
        },
        stopPrice: {
          $ref: "rest#/$defs/UnsignedDecimal",
        },
        stopType: {
          $ref: "rest#/$defs/StopTypeInput",
        },
        expiresAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
        clientOrderId: {
          $ref: "rest#/$defs/ClientOrderId",
        },
        groupId: {
          $ref: "rest#/$defs/Uuid",
        },
        groupContingencyType: {
          $ref: "rest#/$defs/GroupContingencyTypeInput",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
      },
    },
    OrderData: {
      oneOf: [
        {
          $ref: "rest#/$defs/LimitOrderData",
        },
        {
          $ref: "rest#/$defs/MarketOrderData",
        },
      ],
      discriminator: {
        propertyName: "type",
      },
    },
    PlaceOrderRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature"],
      properties: {
        data: {
          $ref: "rest#/$defs/OrderData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
        },
      },
    },
    DryRunOrderRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data"],
      properties: {
        data: {
          $ref: "rest#/$defs/OrderData",
        },
      },
    },
    CancelOrdersData: {
      type: "object",
      additionalProperties: false,
      required: ["sender", "subaccount", "nonce"],
      properties: {
        sender: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        orderIds: {
          type: "array",
          maxItems: 200,
          items: {
            $ref: "rest#/$defs/Uuid",
          },
        },
        clientOrderIds: {
          type: "array",
          maxItems: 200,
          items: {
            $ref: "rest#/$defs/ClientOrderId",
          },
        },
      },
    },
    CancelOrdersRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature"],
      properties: {
        data: {
          $ref: "rest#/$defs/CancelOrdersData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
        },
      },
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
          $ref: "rest#/$defs/Signature",
        },
      },
    },
    BatchCancelData: {
      type: "object",
      additionalProperties: false,
      required: ["sender", "subaccount", "nonce"],
      properties: {
        sender: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        orderId: {
          $ref: "rest#/$defs/Uuid",
        },
        clientOrderId: {
          $ref: "rest#/$defs/ClientOrderId",
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
          $ref: "rest#/$defs/Signature",
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
    WithdrawData: {
      type: "object",
      additionalProperties: false,
      required: ["account", "subaccount", "token", "amount", "nonce", "signedAt"],
      properties: {
        account: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        token: {
          $ref: "rest#/$defs/Address",
        },
        amount: {
          $ref: "rest#/$defs/UnsignedDecimal",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
        lzDestinationAddress: {
          $ref: "rest#/$defs/Bytes32",
        },
        lzDestinationEid: {
          type: "integer",
          minimum: 0,
          maximum: 4294967295,
        },
      },
    },
    WithdrawRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature"],
      properties: {
        data: {
          $ref: "rest#/$defs/WithdrawData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
        },
      },
    },
    LinkSignerData: {
      type: "object",
      additionalProperties: false,
      required: ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"],
      properties: {
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        sender: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        signer: {
          $ref: "rest#/$defs/Address",
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 32,
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
      },
    },
    LinkSignerRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature", "signerSignature"],
      properties: {
        data: {
          $ref: "rest#/$defs/LinkSignerData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
        },
        signerSignature: {
          $ref: "rest#/$defs/Signature",
        },
      },
    },
    RevokeSignerData: {
      type: "object",
      additionalProperties: false,
      required: ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"],
      properties: {
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        sender: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        signer: {
          $ref: "rest#/$defs/Address",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
      },
    },
    RevokeSignerRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature"],
      properties: {
        data: {
          $ref: "rest#/$defs/RevokeSignerData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
        },
      },
    },
    ExtendSignerData: {
      type: "object",
      additionalProperties: false,
      required: ["sender", "nonce", "signedAt"],
      properties: {
        sender: {
          $ref: "rest#/$defs/Address",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
      },
    },
    ExtendSignerRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature"],
      properties: {
        data: {
          $ref: "rest#/$defs/ExtendSignerData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
        },
      },
    },
    RefreshSignerData: {
      type: "object",
      additionalProperties: false,
      required: ["sender", "signer", "subaccount", "subaccountId", "nonce", "signedAt"],
      properties: {
        sender: {
          $ref: "rest#/$defs/Address",
        },
        signer: {
          $ref: "rest#/$defs/Address",
        },
        subaccount: {
          $ref: "rest#/$defs/Bytes32",
        },
        subaccountId: {
          $ref: "rest#/$defs/Uuid",
        },
        nonce: {
          $ref: "rest#/$defs/Nonce",
        },
        signedAt: {
          $ref: "rest#/$defs/UnixSeconds",
        },
      },
    },
    RefreshSignerRequest: {
      type: "object",
      additionalProperties: false,
      required: ["data", "signature"],
      properties: {
        data: {
          $ref: "rest#/$defs/RefreshSignerData",
        },
        signature: {
          $ref: "rest#/$defs/Signature",
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
      productId: {
        $ref: "rest#/$defs/Uuid",
      },
      range: {
        type: "string",
        enum: ["DAY", "WEEK", "MONTH"],
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["productId", "range"],
    additionalProperties: false,
  },
  listSigners: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      active: {
        type: "boolean",
      },
      statuses: {
        type: "array",
        items: {
          type: "string",
        },
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
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
        $ref: "rest#/$defs/Uuid",
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
  listOrders: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      clientOrderId: {
        $ref: "rest#/$defs/ClientOrderId",
      },
      productIds: {
        type: "array",
        items: {
          $ref: "rest#/$defs/Uuid",
        },
      },
      createdAfter: {
        $ref: "rest#/$defs/TimestampMs",
      },
      createdBefore: {
        $ref: "rest#/$defs/TimestampMs",
      },
      side: {
        $ref: "rest#/$defs/SideInput",
      },
      close: {
        type: "boolean",
      },
      isWorking: {
        type: "boolean",
      },
      isPending: {
        type: "boolean",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
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
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      productIds: {
        type: "array",
        items: {
          $ref: "rest#/$defs/Uuid",
        },
      },
      createdAfter: {
        $ref: "rest#/$defs/TimestampMs",
      },
      createdBefore: {
        $ref: "rest#/$defs/TimestampMs",
      },
      side: {
        $ref: "rest#/$defs/SideInput",
      },
      includeSelfTrades: {
        type: "boolean",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  listTrades: {
    type: "object",
    properties: {
      productId: {
        $ref: "rest#/$defs/Uuid",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["productId"],
    additionalProperties: false,
  },
  listPositions: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      productIds: {
        type: "array",
        items: {
          $ref: "rest#/$defs/Uuid",
        },
      },
      open: {
        type: "boolean",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getActivePosition: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      productId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["subaccountId", "productId"],
    additionalProperties: false,
  },
  listProducts: {
    type: "object",
    properties: {
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    additionalProperties: false,
  },
  getMarketPrices: {
    type: "object",
    properties: {
      productIds: {
        type: "array",
        minItems: 1,
        items: {
          $ref: "rest#/$defs/Uuid",
        },
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
  getRpcConfig: {
    type: "object",
    properties: {},
    additionalProperties: false,
  },
  listSubaccounts: {
    type: "object",
    properties: {
      sender: {
        $ref: "rest#/$defs/Address",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["sender"],
    additionalProperties: false,
  },
  listBalances: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
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
  listTokens: {
    type: "object",
    properties: {
      depositEnabled: {
        type: "boolean",
      },
      withdrawEnabled: {
        type: "boolean",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    additionalProperties: false,
  },
  listTransfers: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      statuses: {
        type: "array",
        items: {
          type: "string",
        },
      },
      types: {
        type: "array",
        items: {
          type: "string",
        },
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  listWithdrawals: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
      order: {
        type: "string",
        enum: ["asc", "desc"],
      },
      orderBy: {
        type: "string",
      },
      limit: {
        type: "integer",
        minimum: 1,
        maximum: 200,
      },
      cursor: {
        type: "string",
        minLength: 1,
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getSignerStatus: {
    type: "object",
    properties: {
      address: {
        $ref: "rest#/$defs/Address",
      },
    },
    required: ["address"],
    additionalProperties: false,
  },
  getOrder: {
    type: "object",
    properties: {
      orderId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["orderId"],
    additionalProperties: false,
  },
  getOrderGroup: {
    type: "object",
    properties: {
      orderId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["orderId"],
    additionalProperties: false,
  },
  getPosition: {
    type: "object",
    properties: {
      positionId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["positionId"],
    additionalProperties: false,
  },
  getProduct: {
    type: "object",
    properties: {
      productId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["productId"],
    additionalProperties: false,
  },
  getSubaccount: {
    type: "object",
    properties: {
      subaccountId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["subaccountId"],
    additionalProperties: false,
  },
  getToken: {
    type: "object",
    properties: {
      tokenId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["tokenId"],
    additionalProperties: false,
  },
  withdraw: {
    type: "object",
    properties: {
      tokenId: {
        $ref: "rest#/$defs/Uuid",
      },
    },
    required: ["tokenId"],
    additionalProperties: false,
  },
};
