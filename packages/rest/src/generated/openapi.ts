// Generated from spec/rest/openapi.yaml (sha256 f2d0df798a5fe1c30c6f99c43c1db2d1d61fcc184e63bb120ec8b1d73ba08019). Do not edit; run pnpm generate.

export interface paths {
    "/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists tokens. */
        get: operations["listTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/token/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one token. */
        get: operations["getToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/token/{tokenId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests a withdrawal of a token from a subaccount.
         * @description Signed by the subaccount's owner (`InitiateWithdraw`); a linked signer can never withdraw.
         *     The amount is deducted at once, relayed onchain, and finalized after the lockout period.
         */
        post: operations["withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/token/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the withdrawals of a subaccount. */
        get: operations["listWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/token/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the deposits and withdrawals of a subaccount. */
        get: operations["listTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subaccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the subaccounts a wallet owns. */
        get: operations["listSubaccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subaccount/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists a subaccount's balance of each token. */
        get: operations["listBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subaccount/{subaccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one subaccount. */
        get: operations["getSubaccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Links a new signer to a subaccount.
         * @description Two signatures over the same `LinkSigner` message: `signature` from the owner and
         *     `signerSignature` from the new signer. Fails with 403 when the linked-signer quota is used up.
         */
        post: operations["linkSigner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes a linked signer. A revoked signer can never be linked again.
         * @description A DELETE with a JSON body, signed by the owner (`RevokeLinkedSigner`). Every resting
         *     order the signer placed must be cancelled first, otherwise the answer is 400.
         */
        delete: operations["revokeSigner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extends a linked signer's validity; signed by the linked signer itself. */
        post: operations["extendSigner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refreshes a linked signer's validity; signed by the subaccount's owner. */
        post: operations["refreshSigner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the linked-signer quota of a subaccount's owner. */
        get: operations["getSignerQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the signers linked to a subaccount. */
        get: operations["listSigners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/address/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the record, and so the status, of a linked signer by its address. */
        get: operations["getSignerStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rpc/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Returns the live signing configuration (EIP-712 domain and message types).
         * @description Fetch it live and reuse it; it changes only on a contract migration.
         */
        get: operations["getRpcConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rate-limit/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the point cost of each endpoint. */
        get: operations["getRateLimitConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the server time in milliseconds. */
        get: operations["getTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists products with the fields order building needs. */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/market-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns best bid and ask, oracle price and the price 24 hours ago of products. */
        get: operations["getMarketPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one product. */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/funding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the funding-rate history of a product. */
        get: operations["listFunding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the orders of a subaccount. */
        get: operations["listOrders"];
        put?: never;
        /**
         * Places one order.
         * @description Signed `TradeOrder`. Success is 201 with the order id, its client order id and a result
         *     code; the response's `filled` is deprecated and must not be used for accounting. An order
         *     that fails outright answers 422 with the failure code as the message.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels orders by id and by client order id.
         * @description Signed `CancelOrder`; the ids are not part of the signed message. `orderIds` and
         *     `clientOrderIds` together hold at most 200 ids. The answer holds one result per
         *     cancellation attempt; only `Ok` means the order was cancelled.
         */
        post: operations["cancelOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places and cancels orders of one subaccount in one request (experimental).
         * @description Available where the network's `batchOrders` feature is on (testnet, not mainnet). 1 to 20
         *     instructions, each signed on its own, all for the same subaccount. Preflight rejects the
         *     whole batch (HTTP error, no results) for: an empty batch, more than 20 instructions,
         *     several subaccounts, an invalid signature, an invalid product, a malformed cancel, two
         *     NEW with the same clientOrderId, two CANCEL with the same orderId or clientOrderId, two
         *     NEW with the same nonce, two CANCEL with the same nonce. A NEW and a CANCEL may share a
         *     nonce, and a NEW and a later CANCEL may share a clientOrderId. After preflight the
         *     instructions run in order and continue on failure; `results[i]` answers `instructions[i]`.
         */
        post: operations["batchOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulates an order without signing or placing it.
         * @description Answers the margin the order would need; an order that would fail answers 422.
         */
        post: operations["dryRunOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the fills of a subaccount. */
        get: operations["listFills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/trade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the public trades of a product. */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one order. */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order/{orderId}/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the orders of the OTO/OCO group an order belongs to. */
        get: operations["getOrderGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the positions of a subaccount. */
        get: operations["listPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/position/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the open position of a subaccount in one product. */
        get: operations["getActivePosition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/position/{positionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns one position. */
        get: operations["getPosition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
/**
 * Every component schema of the REST API, as openapi-typescript reads the spec; the named types (`Uuid`, ...) are views of it.
 *
 * @example
 * type Schema = components["schemas"]["Uuid"]
 */
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @example 6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50
         */
        Uuid: string;
        /**
         * @description A 20-byte address, 0x-prefixed hex.
         * @example 0xdeadbeef00000000000000000000000000000000
         */
        Address: string;
        /**
         * @description Exactly 32 bytes, 0x-prefixed hex (66 characters).
         * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
         */
        Bytes32: string;
        /**
         * @description 0x-prefixed hex.
         * @example 0x8400482e
         */
        Hex: string;
        /**
         * @description A 65-byte signature, 0x-prefixed hex, with v equal to 27 or 28 and s in the lower half of the secp256k1 curve order (EIP-2, as exchange contracts require).
         * @example 0xabababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababababab1b
         */
        Signature: string;
        /**
         * @description A decimal string with at most 9 decimal places; may be negative.
         * @example -12.5
         */
        Decimal: string;
        /**
         * @description A non-negative decimal string with at most 9 decimal places.
         * @example 3000.25
         */
        UnsignedDecimal: string;
        /**
         * @description Unix time in nanoseconds as a decimal string (a uint64).
         * @example 1764897077655477722
         */
        Nonce: string;
        /**
         * @description Unix time in whole seconds.
         * @example 1764897077
         */
        UnixSeconds: number;
        /**
         * @description Milliseconds since the Unix epoch.
         * @example 1764897077655
         */
        TimestampMs: number;
        /**
         * @description A block number as a decimal string.
         * @example 18000000
         */
        BlockNumber: string;
        /**
         * @description A UUID, or 1 to 32 letters and digits.
         * @example grid42
         */
        ClientOrderId: string;
        /** @description A subaccount's name as bytes32 (UTF-8, right-padded with zero bytes). */
        SubaccountName: components["schemas"]["Bytes32"];
        /**
         * @description 0 buy, 1 sell.
         * @enum {integer}
         */
        SideInput: 0 | 1;
        /**
         * @description 0 perpetual. 1 (spot) is announced but unsupported.
         * @enum {integer}
         */
        EngineTypeInput: 0;
        /** @enum {string} */
        TimeInForceInput: "GTD" | "IOC" | "FOK";
        /**
         * @description 0 take-profit, 1 stop-loss.
         * @enum {integer}
         */
        StopTypeInput: 0 | 1;
        /**
         * @description 0 OTO, 1 OCO.
         * @enum {integer}
         */
        GroupContingencyTypeInput: 0 | 1;
        OrderType: "MARKET" | "LIMIT" | (string & {});
        TimeInForce: "GTD" | "IOC" | "FOK" | (string & {});
        OrderStatus: "NEW" | "PENDING" | "FILLED_PARTIAL" | "FILLED" | "CANCELED" | "EXPIRED" | "REJECTED" | (string & {});
        /** @description The result code of an order submission. */
        OrderResult: "Ok" | "ImmediateMatchPostOnly" | "UnfilledImmediateOrCancel" | "UnfilledFillOrKill" | "InsufficientBalance" | "MarketOrderReachedMaxSlippage" | "OrderIncreasesPosition" | "CausesImmediateLiquidation" | "SignerRevoked" | "MaxQuantityExceeded" | (string & {});
        RejectionReason: "CausesImmediateLiquidation" | "OrderIncreasesPosition" | "MarketOrderReachedMaxSlippage" | (string & {});
        /** @description The outcome of one cancellation attempt; only `Ok` means cancelled. */
        CancelResult: "Ok" | "NotFound" | "AlreadyCanceled" | "AlreadyFilled" | "AlreadyExpired" | "NonceAlreadyUsed" | "Unknown" | (string & {});
        BatchResultType: "NEW" | "NEW_REJECTED" | "NEW_FAILED" | "CANCEL" | (string & {});
        TransferType: "DEPOSIT" | "WITHDRAW" | (string & {});
        TransferStatus: "SUBMITTED" | "PENDING" | "COMPLETED" | "REJECTED" | (string & {});
        LinkedSignerStatus: "PENDING" | "ACTIVE" | "PENDING_REVOKE" | "REVOKED" | "REJECTED" | (string & {});
        RateLimitType: "RATE_LIMIT_IP" | "RATE_LIMIT_ACCOUNT" | "RATE_LIMIT_WITHDRAW" | "RATE_LIMIT_LINKED_SIGNER" | (string & {});
        ProductStatus: "PENDING" | "ACTIVE" | (string & {});
        /** @description 0 buy, 1 sell. */
        Side: number;
        /** @description 0 perpetual. */
        EngineType: number;
        ErrorBody: {
            statusCode: number;
            /** @description The status text */
            error?: string;
            /** @description What went wrong; one string or several. */
            message: string | string[];
        };
        RateLimitErrorBody: {
            statusCode: number;
            error?: string;
            message: string | string[];
            type: components["schemas"]["RateLimitType"];
        };
        Token: {
            id: components["schemas"]["Uuid"];
            /** @description The token contract; the depositable token is the wrapped native token. */
            address: components["schemas"]["Address"];
            name: string;
            erc20Name: string;
            erc20Symbol: string;
            erc20Decimals: number;
            depositEnabled: boolean;
            withdrawEnabled: boolean;
            /** @description In native token units. */
            depositFee: components["schemas"]["Decimal"];
            /** @description In native token units. */
            withdrawFee: components["schemas"]["Decimal"];
            minDeposit: components["schemas"]["Decimal"];
            /** @description The cross-chain bridge (OFT) contract. */
            lzOftAddress?: string | null;
            addedBlockNumber?: string | null;
            removedBlockNumber?: string | null;
            createdAt: components["schemas"]["TimestampMs"];
        };
        TokenPage: {
            data: components["schemas"]["Token"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        Subaccount: {
            id: components["schemas"]["Uuid"];
            name: components["schemas"]["Bytes32"];
            /** @description The owner wallet. */
            account: components["schemas"]["Address"];
            /** @description The interface's name for the creation block. */
            blockNumber?: string | null;
            /** @description The live service's name for the creation block. */
            createdBlockNumber?: string | null;
            registeredBlockNumber?: string | null;
            createdAt: components["schemas"]["TimestampMs"];
        };
        SubaccountPage: {
            data: components["schemas"]["Subaccount"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        SubaccountBalance: {
            subaccountId: components["schemas"]["Uuid"];
            tokenId: components["schemas"]["Uuid"];
            tokenAddress: components["schemas"]["Address"];
            tokenName: string;
            amount: components["schemas"]["Decimal"];
            /** @description Free tokens, usable for new positions or withdrawal. */
            available: components["schemas"]["Decimal"];
            /** @description Tokens locked as margin for open positions and resting orders. */
            totalUsed: components["schemas"]["Decimal"];
            updatedAt: components["schemas"]["TimestampMs"];
        };
        SubaccountBalancePage: {
            data: components["schemas"]["SubaccountBalance"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        Withdrawal: {
            id: components["schemas"]["Uuid"];
            initiatedBlockNumber?: string | null;
            finalizedBlockNumber?: string | null;
            status: components["schemas"]["TransferStatus"];
            subaccount: components["schemas"]["Bytes32"];
            token: components["schemas"]["Address"];
            amount: components["schemas"]["Decimal"];
            /** @description The EIP-712 digest of the withdraw data (the interface's name); pass it to finalizeWithdraw. */
            digest?: string | null;
            /** @description The same digest under the live service's name. */
            withdrawDigest?: string | null;
            lzDestinationAddress?: string | null;
            lzDestinationEid?: number | null;
            createdAt: components["schemas"]["TimestampMs"];
        };
        WithdrawalPage: {
            data: components["schemas"]["Withdrawal"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        Transfer: {
            id: components["schemas"]["Uuid"];
            type: components["schemas"]["TransferType"];
            initiatedBlockNumber?: string | null;
            finalizedBlockNumber?: string | null;
            initiatedTransactionHash?: string | null;
            finalizedTransactionHash?: string | null;
            status: components["schemas"]["TransferStatus"];
            subaccount: components["schemas"]["Bytes32"];
            token: components["schemas"]["Address"];
            amount: components["schemas"]["Decimal"];
            lzDestinationAddress?: string | null;
            lzDestinationEid?: number | null;
            createdAt: components["schemas"]["TimestampMs"];
        };
        TransferPage: {
            data: components["schemas"]["Transfer"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        LinkedSigner: {
            id: components["schemas"]["Uuid"];
            signer: components["schemas"]["Address"];
            name?: string | null;
            status?: components["schemas"]["LinkedSignerStatus"];
            isActive?: boolean;
            blockNumber?: string | null;
            revokedBlockNumber?: string | null;
            /** @description Milliseconds. */
            linkedAt?: number | null;
            /** @description Milliseconds. */
            revokedAt?: number | null;
            /** @description Milliseconds; a signer unused for 90 days expires. */
            expiresAt?: components["schemas"]["TimestampMs"];
            createdAt: components["schemas"]["TimestampMs"];
        };
        LinkedSignerPage: {
            data: components["schemas"]["LinkedSigner"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        LinkedSignerQuota: {
            maxLinkedSignersPeriodDays: number;
            maxLinkedSignersInPeriod: number;
            linkedSignersUsedInPeriod: number;
            linkedSignerRefreshHoursBeforeExpiry?: number;
        };
        RpcConfigDomain: {
            name: string;
            version: string;
            /** @description An integer; some deployments send it as a decimal string. */
            chainId: number | string;
            verifyingContract: components["schemas"]["Address"];
        };
        RpcConfig: {
            domain: components["schemas"]["RpcConfigDomain"];
            /** @description Each message type name mapped to comma-separated `<solidity type> <field name>` entries. */
            signatureTypes: {
                [key: string]: string;
            };
        };
        /** @description The point cost of each endpoint. Its layout is the service's; decoders keep it as sent. */
        RateLimitConfig: {
            [key: string]: unknown;
        };
        ServerTime: {
            time: components["schemas"]["TimestampMs"];
        };
        Product: {
            id: components["schemas"]["Uuid"];
            /** @example BTCUSD */
            ticker: string;
            /** @example BTC-USD */
            displayTicker?: string;
            baseTokenName?: string;
            quoteTokenName?: string;
            /** @description Sent as `onchainId` in order bodies and signed as `productId`. */
            onchainId: number;
            engineType: components["schemas"]["EngineType"];
            status?: components["schemas"]["ProductStatus"];
            /** @description Quantity increment and minimum. */
            lotSize: components["schemas"]["Decimal"];
            /** @description Price increment. */
            tickSize: components["schemas"]["Decimal"];
            minPrice: components["schemas"]["Decimal"];
            maxPrice: components["schemas"]["Decimal"];
            maxQuantity: components["schemas"]["Decimal"];
            makerFee?: components["schemas"]["Decimal"];
            takerFee?: components["schemas"]["Decimal"];
            maxLeverage?: number;
            fundingRate1h?: string | null;
            openInterest?: string | null;
            volume24h?: string | null;
            createdAt?: components["schemas"]["TimestampMs"];
        };
        ProductPage: {
            data: components["schemas"]["Product"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        MarketPrice: {
            productId: components["schemas"]["Uuid"];
            bestBidPrice?: string | null;
            bestAskPrice?: string | null;
            oraclePrice?: string | null;
            price24hAgo?: string | null;
        };
        MarketPriceList: {
            data: components["schemas"]["MarketPrice"][];
        };
        FundingRate: {
            createdAt: components["schemas"]["TimestampMs"];
            fundingRate1h: components["schemas"]["Decimal"];
        };
        FundingRatePage: {
            data: components["schemas"]["FundingRate"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        Order: {
            id: components["schemas"]["Uuid"];
            clientOrderId?: string | null;
            type: components["schemas"]["OrderType"];
            side: components["schemas"]["Side"];
            /** @description The original quantity. */
            quantity: components["schemas"]["Decimal"];
            /** @description The remaining quantity. */
            availableQuantity?: components["schemas"]["Decimal"];
            filled?: components["schemas"]["Decimal"];
            /** @description The limit price; 0 for market orders. */
            price?: components["schemas"]["Decimal"];
            /** @description 0 when not a stop order. */
            stopPrice?: string | null;
            /** @description 0 take-profit */
            stopType?: number | null;
            /** @description 0 last price */
            stopPriceType?: number | null;
            status: components["schemas"]["OrderStatus"];
            /** @description The stop order's triggered state, as the service sends it. */
            triggered?: unknown;
            /** @example OrderIncreasesPosition */
            rejectedReason?: string | null;
            timeInForce?: components["schemas"]["TimeInForce"] | null;
            postOnly?: boolean | null;
            reduceOnly: boolean;
            close?: boolean;
            /** @description Seconds. */
            expiresAt?: number | null;
            groupId?: string | null;
            /** @description 0 OTO */
            groupContingencyType?: number | null;
            productId?: components["schemas"]["Uuid"];
            subaccountId: components["schemas"]["Uuid"];
            /** @description The wallet or linked signer that placed the order. */
            sender?: components["schemas"]["Address"];
            createdAt: components["schemas"]["TimestampMs"];
            updatedAt?: components["schemas"]["TimestampMs"];
        };
        OrderPage: {
            data: components["schemas"]["Order"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        OrderList: {
            data: components["schemas"]["Order"][];
        };
        Fill: {
            id: components["schemas"]["Uuid"];
            orderId: components["schemas"]["Uuid"];
            clientOrderId?: string | null;
            productId: components["schemas"]["Uuid"];
            subaccountId: components["schemas"]["Uuid"];
            side: components["schemas"]["Side"];
            type?: components["schemas"]["OrderType"];
            price: components["schemas"]["Decimal"];
            filled: components["schemas"]["Decimal"];
            feeUsd?: components["schemas"]["Decimal"];
            isMaker?: boolean;
            reduceOnly?: boolean;
            createdAt: components["schemas"]["TimestampMs"];
        };
        FillPage: {
            data: components["schemas"]["Fill"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        Trade: {
            id: components["schemas"]["Uuid"];
            productId: components["schemas"]["Uuid"];
            takerOrderId?: components["schemas"]["Uuid"];
            makerOrderId?: components["schemas"]["Uuid"];
            takerClientOrderId?: string | null;
            makerClientOrderId?: string | null;
            price: components["schemas"]["Decimal"];
            filled: components["schemas"]["Decimal"];
            takerSide?: components["schemas"]["Side"];
            makerSide?: components["schemas"]["Side"];
            takerFeeUsd?: components["schemas"]["Decimal"];
            makerFeeUsd?: components["schemas"]["Decimal"];
            createdAt: components["schemas"]["TimestampMs"];
        };
        TradePage: {
            data: components["schemas"]["Trade"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        Position: {
            id: components["schemas"]["Uuid"];
            productId: components["schemas"]["Uuid"];
            subaccountId?: components["schemas"]["Uuid"];
            side: components["schemas"]["Side"];
            size: components["schemas"]["Decimal"];
            cost: components["schemas"]["Decimal"];
            realizedPnl?: components["schemas"]["Decimal"];
            unrealizedPnl?: string | null;
            fundingUsd?: components["schemas"]["Decimal"];
            fundingAccruedUsd?: components["schemas"]["Decimal"];
            feesAccruedUsd?: components["schemas"]["Decimal"];
            totalIncreaseNotional?: components["schemas"]["Decimal"];
            totalIncreaseQuantity?: components["schemas"]["Decimal"];
            totalDecreaseNotional?: components["schemas"]["Decimal"];
            totalDecreaseQuantity?: components["schemas"]["Decimal"];
            isLiquidated?: boolean;
            liquidationPrice?: string | null;
            wasDeleveraged?: boolean;
            createdAt: components["schemas"]["TimestampMs"];
            updatedAt?: components["schemas"]["TimestampMs"];
        };
        PositionPage: {
            data: components["schemas"]["Position"][];
            hasNext?: boolean;
            nextCursor?: string | null;
        };
        /** @description The answer to POST /v1/order, and the order's first state update. */
        PlacedOrder: {
            id: components["schemas"]["Uuid"];
            clientOrderId?: string | null;
            result: components["schemas"]["OrderResult"];
            /**
             * @deprecated
             * @description Deprecated and always 0; never use it for accounting.
             */
            filled?: string;
        };
        CancelResultItem: {
            id?: string | null;
            clientOrderId?: string | null;
            result: components["schemas"]["CancelResult"];
        };
        CancelResultList: {
            data: components["schemas"]["CancelResultItem"][];
        };
        /** @description The result of one batch instruction; `results[i]` answers `instructions[i]`. */
        BatchResult: {
            type: components["schemas"]["BatchResultType"];
            /** @description The order id (NEW */
            id?: string | null;
            clientOrderId?: string | null;
            /** @description For NEW and NEW_FAILED an order result code, for CANCEL a cancel result. */
            result?: string | null;
            rejectedReason?: string | null;
        };
        BatchResultList: {
            results: components["schemas"]["BatchResult"][];
        };
        DryRunResult: {
            /** @description The result code of the simulation. */
            code: string;
            marginRequired?: components["schemas"]["Decimal"];
            marginAvailable?: components["schemas"]["Decimal"];
            totalUsedMargin?: components["schemas"]["Decimal"];
            riskUsed?: components["schemas"]["Decimal"];
            riskAvailable?: components["schemas"]["Decimal"];
        };
        /** @description A limit order; signed as `TradeOrder` with `onchainId` as `productId`. */
        LimitOrderData: {
            /** @description The address producing the signature (the owner or a linked signer). */
            sender: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            onchainId: number;
            engineType: components["schemas"]["EngineTypeInput"];
            side: components["schemas"]["SideInput"];
            /** @description At least lotSize, a multiple of it, at most maxQuantity. */
            quantity: components["schemas"]["UnsignedDecimal"];
            /** @description Positive, a multiple of tickSize, between minPrice and maxPrice. */
            price: components["schemas"]["UnsignedDecimal"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LIMIT";
            timeInForce: components["schemas"]["TimeInForceInput"];
            /** @description true only with GTD. */
            postOnly: boolean;
            reduceOnly: boolean;
            /**
             * @description Only market orders may close.
             * @constant
             */
            close?: false;
            stopPrice?: components["schemas"]["UnsignedDecimal"];
            stopType?: components["schemas"]["StopTypeInput"];
            /** @description After signedAt, in the future, at most 6,652,800 s after signedAt; defaults to signedAt + 6,652,800. */
            expiresAt?: components["schemas"]["UnixSeconds"];
            clientOrderId?: components["schemas"]["ClientOrderId"];
            groupId?: components["schemas"]["Uuid"];
            groupContingencyType?: components["schemas"]["GroupContingencyTypeInput"];
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
        };
        /** @description A market order; signed as `TradeOrder` with price 0, and sent without a price. */
        MarketOrderData: {
            sender: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            onchainId: number;
            engineType: components["schemas"]["EngineTypeInput"];
            side: components["schemas"]["SideInput"];
            /** @description Greater than 0 unless close is true, then exactly 0. */
            quantity: components["schemas"]["UnsignedDecimal"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MARKET";
            reduceOnly: boolean;
            /** @description Closes the whole position; needs reduceOnly true and quantity 0. */
            close?: boolean;
            stopPrice?: components["schemas"]["UnsignedDecimal"];
            stopType?: components["schemas"]["StopTypeInput"];
            expiresAt?: components["schemas"]["UnixSeconds"];
            clientOrderId?: components["schemas"]["ClientOrderId"];
            groupId?: components["schemas"]["Uuid"];
            groupContingencyType?: components["schemas"]["GroupContingencyTypeInput"];
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
        };
        /** @description A limit or a market order, told apart by `type`. */
        OrderData: components["schemas"]["LimitOrderData"] | components["schemas"]["MarketOrderData"];
        PlaceOrderRequest: {
            data: components["schemas"]["OrderData"];
            signature: components["schemas"]["Signature"];
        };
        DryRunOrderRequest: {
            data: components["schemas"]["OrderData"];
        };
        CancelOrdersData: {
            sender: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            nonce: components["schemas"]["Nonce"];
            orderIds?: components["schemas"]["Uuid"][];
            clientOrderIds?: components["schemas"]["ClientOrderId"][];
        };
        CancelOrdersRequest: {
            data: components["schemas"]["CancelOrdersData"];
            signature: components["schemas"]["Signature"];
        };
        BatchNewInstruction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NEW";
            data: components["schemas"]["OrderData"];
            signature: components["schemas"]["Signature"];
        };
        /** @description Cancels one order, by `orderId` or by `clientOrderId`. Signed as `CancelOrder`. */
        BatchCancelData: {
            sender: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            nonce: components["schemas"]["Nonce"];
            orderId?: components["schemas"]["Uuid"];
            clientOrderId?: components["schemas"]["ClientOrderId"];
        } & (unknown | unknown);
        BatchCancelInstruction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CANCEL";
            data: components["schemas"]["BatchCancelData"];
            signature: components["schemas"]["Signature"];
        };
        BatchInstruction: components["schemas"]["BatchNewInstruction"] | components["schemas"]["BatchCancelInstruction"];
        BatchOrdersRequest: {
            instructions: components["schemas"]["BatchInstruction"][];
        };
        /** @description Signed as `InitiateWithdraw`; lzDestinationAddress and lzDestinationEid are signed as destinationAddress and destinationEndpointId. */
        WithdrawData: {
            /** @description The subaccount's owner; a linked signer cannot withdraw. */
            account: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            token: components["schemas"]["Address"];
            amount: components["schemas"]["UnsignedDecimal"];
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
            /** @description The bridge destination, left zero-padded to bytes32; zero bytes32 when not bridging. */
            lzDestinationAddress?: components["schemas"]["Bytes32"];
            /** @description The bridge destination endpoint id; 0 when not bridging. */
            lzDestinationEid?: number;
        };
        WithdrawRequest: {
            data: components["schemas"]["WithdrawData"];
            signature: components["schemas"]["Signature"];
        };
        LinkSignerData: {
            subaccountId: components["schemas"]["Uuid"];
            /** @description The subaccount's owner. */
            sender: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            /** @description The new signer; a plain key account, never a contract wallet. */
            signer: components["schemas"]["Address"];
            /** @description Not signed. */
            name?: string;
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
        };
        LinkSignerRequest: {
            data: components["schemas"]["LinkSignerData"];
            /** @description The owner's signature of the LinkSigner message. */
            signature: components["schemas"]["Signature"];
            /** @description The new signer's signature of the same message. */
            signerSignature: components["schemas"]["Signature"];
        };
        RevokeSignerData: {
            subaccountId: components["schemas"]["Uuid"];
            sender: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            /** @description The signer to revoke. */
            signer: components["schemas"]["Address"];
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
        };
        RevokeSignerRequest: {
            data: components["schemas"]["RevokeSignerData"];
            signature: components["schemas"]["Signature"];
        };
        ExtendSignerData: {
            /** @description The linked signer, which signs this request itself. */
            sender: components["schemas"]["Address"];
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
        };
        ExtendSignerRequest: {
            data: components["schemas"]["ExtendSignerData"];
            signature: components["schemas"]["Signature"];
        };
        RefreshSignerData: {
            /** @description The subaccount's owner, which signs this request. */
            sender: components["schemas"]["Address"];
            signer: components["schemas"]["Address"];
            subaccount: components["schemas"]["Bytes32"];
            subaccountId: components["schemas"]["Uuid"];
            nonce: components["schemas"]["Nonce"];
            signedAt: components["schemas"]["UnixSeconds"];
        };
        RefreshSignerRequest: {
            data: components["schemas"]["RefreshSignerData"];
            signature: components["schemas"]["Signature"];
        };
    };
    responses: {
        /**
         * @description Validation failure: nonce or signedAt outside its window, a malformed subaccount, more
         *     than 200 ids in a cancel, an expiresAt out of range, postOnly without GTD, a misused
         *     close, quantity or price breaking product rules, a reused nonce, a duplicate active
         *     clientOrderId, a batch preflight failure, revoking a signer with resting orders, a signer
         *     not linked to the subaccount, an expired signer.
         */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The address recovered from the signature differs from `sender`: a market order signed
         *     with a non-zero price, the wrong decimal scale, body strings that differ from the signed
         *     integers, the owner as sender while a linked signer signed, a stale domain, a `v`
         *     other than 27 or 28, or an `s` in the upper half of the curve order (EIP-2).
         */
        Unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The maximum number of linked signers is reached; revoke one first. */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The id or address names nothing. */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The order failed outright (the message is its failure code), or a dry run found it would. */
        Unprocessable: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description A rate-limit pool is exhausted; `type` names it. */
        TooManyRequests: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitErrorBody"];
            };
        };
        /** @description The exchange failed. */
        ServerError: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /** @description Records per page. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. */
        Cursor: string;
        /** @description Sort direction. */
        Order: "asc" | "desc";
        /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
        OrderBy: string;
        /** @description The subaccount's id. */
        SubaccountIdQuery: components["schemas"]["Uuid"];
        /** @description The product's id (UUID). */
        ProductIdQuery: components["schemas"]["Uuid"];
        /** @description Only records of these products (UUIDs). */
        ProductIdsQuery: components["schemas"]["Uuid"][];
        /** @description Only records created after this time (milliseconds, exclusive). */
        CreatedAfter: components["schemas"]["TimestampMs"];
        /** @description Only records created at or before this time (milliseconds, inclusive). */
        CreatedBefore: components["schemas"]["TimestampMs"];
        /** @description Only this side (0 buy, 1 sell). */
        SideQuery: components["schemas"]["SideInput"];
        TokenIdPath: components["schemas"]["Uuid"];
        OrderIdPath: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: {
        /** @description Points allowed in the current window. */
        RateLimitLimit: number;
        /** @description Points left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the window resets. */
        RateLimitReset: number;
        /** @description Seconds to wait before retrying; sent only with 429. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
/**
 * The parameters and responses of every operation, as openapi-typescript reads the spec.
 *
 * @example
 * type Parameters = operations["listTokens"]["parameters"]
 */
export interface operations {
    listTokens: {
        parameters: {
            query?: {
                /** @description Only tokens whose deposits are (or are not) enabled. */
                depositEnabled?: boolean;
                /** @description Only tokens whose withdrawals are (or are not) enabled. */
                withdrawEnabled?: boolean;
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tokens. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: components["parameters"]["TokenIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenId: components["parameters"]["TokenIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            /** @description The withdrawal was accepted. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWithdrawals: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of withdrawals. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTransfers: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Only transfers in these statuses, for example `COMPLETED`. */
                statuses?: string[];
                /** @description Only transfers of these types (`DEPOSIT`, `WITHDRAW`). */
                types?: string[];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transfers. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSubaccounts: {
        parameters: {
            query: {
                /** @description The owner wallet address. */
                sender: components["schemas"]["Address"];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subaccounts. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubaccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listBalances: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of balances, one per token. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubaccountBalancePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subaccountId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subaccount. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subaccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    linkSigner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkSignerRequest"];
            };
        };
        responses: {
            /** @description The signer record. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    revokeSigner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeSignerRequest"];
            };
        };
        responses: {
            /** @description The signer record. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    extendSigner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendSignerRequest"];
            };
        };
        responses: {
            /** @description The signer record. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    refreshSigner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshSignerRequest"];
            };
        };
        responses: {
            /** @description The signer record. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSignerQuota: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quota. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSignerQuota"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSigners: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Only active (or only inactive) signers. */
                active?: boolean;
                /** @description Only signers in these statuses, for example `ACTIVE`. */
                statuses?: string[];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of signer records. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSignerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSignerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The linked signer's address. */
                address: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signer record. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRpcConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signing configuration. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RpcConfig"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRateLimitConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rate-limit configuration. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitConfig"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server time. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTime"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMarketPrices: {
        parameters: {
            query: {
                /** @description Product ids (UUIDs). */
                productIds: components["schemas"]["Uuid"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One market price per product. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketPriceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFunding: {
        parameters: {
            query: {
                /** @description The product's id (UUID). */
                productId: components["parameters"]["ProductIdQuery"];
                /** @description How far back to look. */
                range: "DAY" | "WEEK" | "MONTH";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of funding rates. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundingRatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOrders: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Only the order with this client order id. */
                clientOrderId?: components["schemas"]["ClientOrderId"];
                /** @description Only records of these products (UUIDs). */
                productIds?: components["parameters"]["ProductIdsQuery"];
                /** @description Only records created after this time (milliseconds, exclusive). */
                createdAfter?: components["parameters"]["CreatedAfter"];
                /** @description Only records created at or before this time (milliseconds, inclusive). */
                createdBefore?: components["parameters"]["CreatedBefore"];
                /** @description Only this side (0 buy, 1 sell). */
                side?: components["parameters"]["SideQuery"];
                /** @description Only position-close orders (or only other orders). */
                close?: boolean;
                /** @description Only working orders (NEW, FILLED_PARTIAL), or only others. */
                isWorking?: boolean;
                /** @description Only pending (untriggered) orders, or only others. */
                isPending?: boolean;
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderRequest"];
            };
        };
        responses: {
            /** @description The order was accepted; this is its first state update. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelOrdersRequest"];
            };
        };
        responses: {
            /** @description One result per cancellation attempt. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelResultList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    batchOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchOrdersRequest"];
            };
        };
        responses: {
            /** @description The envelope was accepted; each instruction has its own result. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResultList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    dryRunOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DryRunOrderRequest"];
            };
        };
        responses: {
            /** @description What the order would use. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFills: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Only records of these products (UUIDs). */
                productIds?: components["parameters"]["ProductIdsQuery"];
                /** @description Only records created after this time (milliseconds, exclusive). */
                createdAfter?: components["parameters"]["CreatedAfter"];
                /** @description Only records created at or before this time (milliseconds, inclusive). */
                createdBefore?: components["parameters"]["CreatedBefore"];
                /** @description Only this side (0 buy, 1 sell). */
                side?: components["parameters"]["SideQuery"];
                /** @description Include self trades, which are left out by default. */
                includeSelfTrades?: boolean;
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of fills. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FillPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTrades: {
        parameters: {
            query: {
                /** @description The product's id (UUID). */
                productId: components["parameters"]["ProductIdQuery"];
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of trades. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrderGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: components["parameters"]["OrderIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders of the group. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPositions: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description Only records of these products (UUIDs). */
                productIds?: components["parameters"]["ProductIdsQuery"];
                /** @description Only open (or only closed) positions. */
                open?: boolean;
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description The field records are sorted by; `createdAt` is accepted everywhere. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description Records per page. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of positions. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getActivePosition: {
        parameters: {
            query: {
                /** @description The subaccount's id. */
                subaccountId: components["parameters"]["SubaccountIdQuery"];
                /** @description The product's id (UUID). */
                productId: components["parameters"]["ProductIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open position. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                positionId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The position. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
