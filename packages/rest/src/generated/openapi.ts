// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
// (content sha256 41158b9902dcdb18c2ba75e153a0955cbc16e7ae42cfef8fd6d0468fd031c0b1) Do not edit; run pnpm generate.

export interface paths {
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
    "/v1/funding/projected-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a list of projected funding rates for the given products */
        get: operations["listProjectedFundingRates"];
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
    "/v1/linked-signer/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extends a linked signer's validity; signed by the linked signer itself.
         * @description Signed by the linked signer itself (`ExtendLinkedSigner`).
         */
        post: operations["extendSigner"];
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
         * @description Signed by the owner (`signature`) and by the new signer (`signerSignature`), both over the same `LinkSigner` message.
         */
        post: operations["linkSigner"];
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
    "/v1/linked-signer/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refreshes a linked signer's validity; signed by the subaccount's owner.
         * @description Signed by the owner (`RefreshLinkedSigner`); brings an expired signer back.
         */
        post: operations["refreshSigner"];
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
         * @description Signed by the owner (`RevokeLinkedSigner`); the signer's resting orders must be cancelled first.
         */
        delete: operations["revokeSigner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linked-signer/{signerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a signer by its id */
        get: operations["getLinkedSigner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the current maintenance mode status */
        get: operations["getMaintenance"];
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
         * @description Signed as `TradeOrder` by the sender (the owner or a linked signer). The `filled` field of the answer is deprecated and always 0.
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
         * @description One `CancelOrder` signature covers every id; each id gets its own result, which must be checked.
         */
        post: operations["cancelOrders"];
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
         * @description Simulates an order without a signature; a failing order answers 422.
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
    "/v1/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a list of points periods for a given address and season */
        get: operations["listPointsPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/points/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a list of points season summaries for a given address */
        get: operations["listPointsSeasonSummaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/points/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns total exchange-wide points distributed */
        get: operations["getTotalPoints"];
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
    "/v1/position/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a filtered list of fills for a given position */
        get: operations["listPositionFills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/position/liquidation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a list of liquidations */
        get: operations["listLiquidations"];
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
    "/v1/product/market-liquidity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns the product market liquidity by id */
        get: operations["getMarketLiquidity"];
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
    "/v1/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Returns paginated list of referrals for the sender
         * @description Authorised by an `EIP712Auth` signature (intent REFERRAL_READ) in the X-Ethereal-* headers.
         */
        get: operations["listReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/referral/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activates the sender to acquire a referral code
         * @description Signed as `EIP712Auth` with intent REFERRAL_ACTIVATION.
         */
        post: operations["activateReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/referral/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a referral code
         * @description Signed as `EIP712Auth` with intent REFERRAL_CLAIM.
         */
        post: operations["claimReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/referral/code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns referral code usage details */
        get: operations["getReferralCodeUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/referral/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Returns summary of your referral activity
         * @description Authorised by an `EIP712Auth` signature (intent REFERRAL_READ) in the X-Ethereal-* headers.
         */
        get: operations["getReferralSummary"];
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
        /** Returns the live signing configuration (EIP-712 domain and message types). */
        get: operations["getRpcConfig"];
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
    "/v1/subaccount/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns all subaccounts */
        get: operations["listAllSubaccounts"];
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
        /** Returns current system time in milliseconds via POST */
        post: operations["postTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
         * @description Signed by the subaccount's owner (`InitiateWithdraw`); a linked signer can never withdraw. The amount is deducted at once, relayed onchain, and finalized after the lockout period.
         */
        post: operations["withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/whitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks if an address is whitelisted */
        get: operations["getWhitelist"];
        put?: never;
        post?: never;
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
         * @description The interface promises this endpoint on testnet only; the live document does not list it.
         *     Available where the network's `batchOrders` feature is on. 1 to 20 instructions, each
         *     signed on its own, all for the same subaccount. Preflight rejects the whole batch (HTTP
         *     error, no results) for: an empty batch, more than 20 instructions, several subaccounts, an
         *     invalid signature, an invalid product, a malformed cancel, two NEW with the same
         *     clientOrderId, two CANCEL with the same orderId or clientOrderId, two NEW with the same
         *     nonce, two CANCEL with the same nonce. A NEW and a CANCEL may share a nonce, and a NEW and
         *     a later CANCEL may share a clientOrderId. After preflight the instructions run in order
         *     and continue on failure; `results[i]` answers `instructions[i]`.
         */
        post: operations["batchOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
/**
 * Every component schema of the REST API, as openapi-typescript reads the spec; the named types (`LinkedSignerQuota`, ...) are views of it.
 *
 * @example
 * type Schema = components["schemas"]["LinkedSignerQuota"]
 */
export interface components {
    schemas: {
        LinkedSignerQuota: {
            /**
             * Format: int64
             * @description Hours before expiry when a signer can be refreshed
             * @example 48
             */
            linkedSignerRefreshHoursBeforeExpiry: number;
            /**
             * Format: int64
             * @description Number of signers linked within current ratelimit period
             * @example 2
             */
            linkedSignersUsedInPeriod: number;
            /**
             * Format: int64
             * @description Max number of signers that can be linked within ratelimit period
             * @example 10
             */
            maxLinkedSignersInPeriod: number;
            /**
             * Format: int64
             * @description Ratelimit period in days for linking signers per account
             * @example 7
             */
            maxLinkedSignersPeriodDays: number;
        };
        ActivateReferralRequest: {
            data: components["schemas"]["ActivateReferralData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        ActivateReferralData: {
            /**
             * @description Intent of the message (action to be taken)
             * @example 0
             */
            intent: components["schemas"]["EIP712AuthIntent"];
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
        };
        ErrorBody: {
            error: components["schemas"]["ErrorEnum"];
            message: string;
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 400;
        };
        /** @description Cancel order request containing signature and cancel data */
        CancelOrdersRequest: {
            data: components["schemas"]["CancelOrdersData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        CancelOrdersData: {
            /** @description Client order IDs to cancel (UUIDs or alphanumeric up to 32 chars) */
            clientOrderIds?: string[];
            /**
             * @description Unique nonce for this request (nanoseconds since Unix epoch)
             * @example 1712019600000000000
             */
            nonce: string;
            /** @description Order IDs to cancel (UUIDs) */
            orderIds?: string[];
            /**
             * Format: hex
             * @description Address that signed this message
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
        };
        /** @example Ok */
        CancelResult: "Ok" | "NotFound" | "AlreadyCanceled" | "AlreadyFilled" | "AlreadyExpired" | "NonceAlreadyUsed" | "Unknown" | (string & {});
        /**
         * @description Individual cancel result for each order
         * @example {
         *       "id": "123e4567-e89b-12d3-a456-426614174000",
         *       "result": "Ok"
         *     }
         */
        CancelResultItem: {
            /** @description Client order ID (if order was found by clientOrderIds) */
            clientOrderId?: string;
            /**
             * Format: uuid
             * @description Order ID (if order was found by orderIds)
             */
            id: string;
            /** @description Result code for this cancelation */
            result: components["schemas"]["CancelResult"];
        };
        ClaimReferralCodeRequest: {
            data: components["schemas"]["ClaimReferralCodeData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        ClaimReferralCodeData: {
            /**
             * @description The referral code to claim
             * @example XYZ123456789
             */
            code: string;
            /**
             * @description Intent of the message (action to be taken)
             * @example 0
             */
            intent: components["schemas"]["EIP712AuthIntent"];
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
        };
        RpcConfigDomain: {
            /**
             * Format: int64
             * @description The EIP-155 chain id
             */
            chainId: number;
            /** @description Name of signing domain */
            name: string;
            /**
             * Format: hex
             * @description Address of the contract that will verify the signature
             */
            verifyingContract: string;
            /** @description Current major version of the signing domain */
            version: string;
        };
        DryRunResult: {
            /**
             * @description Code indicating a result of the dry run
             * @example Ok
             */
            code: components["schemas"]["SubmitOrderCreatedResultCode"];
            /**
             * Format: decimal
             * @description Margin available excluding this order in USD expressed as a decimal (precision: 9)
             * @example 5000.75
             */
            marginAvailable: string;
            /**
             * Format: decimal
             * @description Margin required for order in USD expressed as a decimal (precision: 9)
             * @example 1000.5
             */
            marginRequired: string;
            /**
             * Format: decimal
             * @description Risk available for the product in USD expressed as a decimal (precision: 9)
             * @example 100000000
             */
            riskAvailable: string;
            /**
             * Format: decimal
             * @description Risk used including position and open orders in USD expressed as a decimal (precision: 9)
             * @example 3000.25
             */
            riskUsed: string;
            /**
             * Format: decimal
             * @description Total used margin including this order in USD expressed as a decimal (precision: 9)
             * @example 3000.25
             */
            totalUsedMargin: string;
        };
        DryRunOrderFailedDto: {
            /**
             * @description Code indicating the reason for failure
             * @example TooManyOpenOrders
             */
            code: components["schemas"]["SubmitOrderFailedResultCode"];
            /**
             * Format: decimal
             * @description Margin available excluding this order in USD expressed as a decimal (precision: 9)
             * @example 5000.75
             */
            marginAvailable: string;
            /**
             * Format: decimal
             * @description Margin required for order in USD expressed as a decimal (precision: 9)
             * @example 1000.5
             */
            marginRequired: string;
            /**
             * Format: decimal
             * @description Risk available for the product in USD expressed as a decimal (precision: 9)
             * @example 100000000
             */
            riskAvailable: string;
            /**
             * Format: decimal
             * @description Risk used including position and open orders in USD expressed as a decimal (precision: 9)
             * @example 3000.25
             */
            riskUsed: string;
            /**
             * Format: decimal
             * @description Total used margin including this order in USD expressed as a decimal (precision: 9)
             * @example 3000.25
             */
            totalUsedMargin: string;
        };
        DryRunOrderFailedUnprocessableEntityDto: {
            /** @description Details of the failed dry run */
            data: components["schemas"]["DryRunOrderFailedDto"];
            error: components["schemas"]["DryRunOrderFailedUnprocessableEntityDtoErrorEnum"];
            /**
             * @description Code indicating the reason for failure
             * @example TooManyOpenOrders
             */
            message: components["schemas"]["SubmitOrderFailedResultCode"];
            /**
             * @default 422
             * @enum {number}
             */
            statusCode: 422;
        };
        /**
         * Format: int32
         * @description Intent of the message (action to be taken)
         * @enum {integer}
         */
        EIP712AuthIntent: 0 | 1 | 2 | 3;
        EngineType: 0 | 1 | (number & {});
        ExtendSignerRequest: {
            data: components["schemas"]["ExtendSignerData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        ExtendSignerData: {
            /**
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             * @example 2687929537462333
             */
            nonce: string;
            /**
             * Format: hex
             * @description Address of the linked signer extending itself
             * @example 0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6
             */
            sender: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
        };
        ForbiddenDto: {
            error: components["schemas"]["ForbiddenDtoErrorEnum"];
            message: string;
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 403;
        };
        FundingRate: {
            /**
             * Format: int64
             * @description Funding charge timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * @description Hourly funding rate
             * @example 0.013876480
             */
            fundingRate1h: string;
        };
        GroupContingencyType: 0 | 1 | (number & {});
        HttpFixedRateLimitEndpointDto: {
            /**
             * @description Fixed points consumed per request
             * @example 5
             */
            fixedPoints: number;
            method: components["schemas"]["MethodEnum"];
            /**
             * @description API endpoint path
             * @example /v1/order/
             */
            path: string;
            protocol: components["schemas"]["ProtocolEnum"];
            type: components["schemas"]["OrderType"];
        };
        HttpPaginatedRateLimitEndpointDto: {
            /**
             * @description Base points consumed per request
             * @example 1
             */
            basePoints: number;
            method: components["schemas"]["MethodEnum"];
            /**
             * @description API endpoint path
             * @example /v1/order/
             */
            path: string;
            /**
             * @description Points consumed per row in paginated response
             * @example 1
             */
            pointsPerRow: number;
            protocol: components["schemas"]["ProtocolEnum"];
            type: components["schemas"]["HttpPaginatedRateLimitEndpointDtoOrderType"];
        };
        WithdrawRequest: {
            data: components["schemas"]["WithdrawData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        WithdrawData: {
            /**
             * Format: hex
             * @description Account address to withdraw from
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            account: string;
            /**
             * Format: decimal
             * @description Amount to withdraw in native units expressed as a decimal (precision: 9)
             * @example 1337.42
             */
            amount: string;
            /**
             * Format: hex
             * @description Bytes32 encoded LayerZero destination address (with 0x prefix, left zero padded)
             * @example 0x000000000000000000000000d8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            lzDestinationAddress: string;
            /**
             * @description LayerZero destination endpoint ID for the transfer (zero if not bridging)
             * @example 40231
             */
            lzDestinationEid: components["schemas"]["LayerZeroEndpointId"];
            /**
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             * @example 2687929537462333
             */
            nonce: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            /**
             * Format: hex
             * @description Address of token to be withdrawn
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            token: string;
        };
        /**
         * Format: int32
         * @description LayerZero destination endpoint ID for the transfer (zero if not bridging)
         * @enum {integer}
         */
        LayerZeroEndpointId: 0 | 40422 | 40231 | 40161 | 30391 | 30110 | 30101;
        LinkSignerRequest: {
            data: components["schemas"]["LinkSignerData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signerSignature: string;
        };
        LinkSignerData: {
            category?: components["schemas"]["LinkedSignerCategory"];
            /**
             * @description Optional name for the linked signer
             * @example Delegated signer
             */
            name?: string;
            /**
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             * @example 2687929537462333
             */
            nonce: string;
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
            /**
             * Format: hex
             * @description Address of signer to allowed for delegated signing
             * @example 0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6
             */
            signer: string;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            subaccountId: string;
        };
        /** @enum {string} */
        LinkedSignerStatus: "PENDING" | "ACTIVE" | "PENDING_REVOKE" | "REVOKED" | "REJECTED";
        /** @description Response returned when cancel request is processed */
        CancelResultList: {
            /** @description Results for each order cancelation attempt */
            data: components["schemas"]["CancelResultItem"][];
        };
        MarketPriceList: {
            /** @description Array of market price objects */
            data: components["schemas"]["MarketPrice"][];
        };
        PointsPeriodList: {
            /** @description Array of points period objects */
            data: components["schemas"]["PointsPeriod"][];
        };
        PointsSeasonSummaryList: {
            /** @description Array of points season summary objects */
            data: components["schemas"]["PointsSeasonSummary"][];
        };
        Maintenance: {
            /**
             * @description Whether the maintenance mode is enabled
             * @example true
             */
            isEnabled: boolean;
        };
        MarketLiquidity: {
            /**
             * @description An array of ask tuple pairs (price, quantity) ordered in asc
             * @example [
             *       [
             *         "4200.69",
             *         "1337.420"
             *       ]
             *     ]
             */
            asks: string[][];
            /**
             * @description An array of bid tuple pairs (price, quantity) ordered in desc
             * @example [
             *       [
             *         "4199.42",
             *         "420.55"
             *       ]
             *     ]
             */
            bids: string[][];
            /**
             * Format: int64
             * @description Previous book update, undefined if never updated (ms since Unix Epoch)
             * @example 1731664105881
             */
            previousTimestamp?: number;
            /**
             * Format: uuid
             * @description Id representing the product
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            productId: string;
            /**
             * Format: int64
             * @description Most recent book update, created timestamp if never updated (ms since Unix Epoch)
             * @example 1731664105881
             */
            timestamp: number;
        };
        MarketPrice: {
            /**
             * Format: decimal
             * @description Best ask price in USD expressed as a decimal (precision: 9)
             * @example 104400.1
             */
            bestAskPrice?: string;
            /**
             * Format: decimal
             * @description Best bid price in USD expressed as a decimal (precision: 9)
             * @example 104399.65
             */
            bestBidPrice?: string;
            /**
             * Format: decimal
             * @description Oracle price in USD expressed as a decimal (precision: 9)
             * @example 104399.7
             */
            oraclePrice?: string;
            /**
             * Format: decimal
             * @description Price of product 24hrs ago in USD expressed as a decimal (precision: 9)
             * @example 101228.38
             */
            price24hAgo?: string;
            /**
             * Format: uuid
             * @description Id representing the registered product
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            productId: string;
        };
        NotFoundDto: {
            error: components["schemas"]["NotFoundDtoErrorEnum"];
            message: string;
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 404;
        };
        Order: {
            /**
             * Format: decimal
             * @description Remaining quantity (if modified or reduced) in native units expressed as a decimal (precision: 9)
             * @example 10.5
             */
            availableQuantity: string;
            /**
             * @description A subaccount scoped unique client-generated order id (either a UUID or alphanumeric string up to 32 characters)
             * @example 28850555-0968-44ca-bdee-b51e286656d9
             */
            clientOrderId?: string;
            /** @description Order closes the entire current position */
            close: boolean;
            /**
             * Format: int64
             * @description Order creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Order expiry timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            expiresAt: number;
            /**
             * Format: decimal
             * @description Filled amount in native units expressed as a decimal (precision: 9)
             * @example 0.5
             */
            filled: string;
            /**
             * @description Type of OTOCO relationship (OTO or OCO)
             * @example 0
             */
            groupContingencyType?: components["schemas"]["GroupContingencyType"];
            /**
             * Format: uuid
             * @description Id of the group this order belongs to
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            groupId?: string;
            /**
             * Format: uuid
             * @description Id representing the order
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * @description Only add order if it does not immediately fill (limit only)
             * @example true
             */
            postOnly?: boolean;
            /**
             * Format: decimal
             * @description Limit price in native units expressed as a decimal, zero if market order (precision: 9)
             * @example 4200.5
             */
            price: string;
            /**
             * Format: uuid
             * @description Id of product this order was placed against
             * @example 9c6bf870-a8ce-4de3-820b-542fd5c049ba
             */
            productId: string;
            /**
             * Format: decimal
             * @description Original quantity (as per order submission) in native units expressed as a decimal (precision: 9)
             * @example 10.5
             */
            quantity: string;
            /**
             * @description Indicates if the order is reduce only
             * @example true
             */
            reduceOnly: boolean;
            rejectedReason?: components["schemas"]["RejectionReason"];
            /**
             * Format: hex
             * @description Account or linked signer address that placed this order
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * @description Side as either BUY (0) or SELL (1)
             * @example 1
             */
            side: components["schemas"]["OrderSide"];
            status: components["schemas"]["OrderStatus"];
            /**
             * Format: decimal
             * @description Stop price expressed as a decimal (zero if not a stop order, precision: 9)
             * @example 4200.5
             */
            stopPrice: string;
            /**
             * @description Type of stop price (stop orders only)
             * @example 1
             */
            stopPriceType?: components["schemas"]["StopPriceType"];
            /**
             * @description Stop type, either GAIN (0) for take-profit or LOSS (1) for stop-loss
             * @example 1
             */
            stopType?: components["schemas"]["StopType"];
            /**
             * Format: uuid
             * @description Id of the subaccount associated to order
             * @example c25c39d9-ce2b-4753-960c-c5ad558aace8
             */
            subaccountId: string;
            timeInForce?: components["schemas"]["TimeInForce"];
            triggered: components["schemas"]["TriggeredState"];
            type: components["schemas"]["OrderRecordType"];
            /**
             * Format: int64
             * @description Order last updated timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt: number;
        };
        Fill: {
            /**
             * @description A subaccount scoped unique client-generated order id (either a UUID or alphanumeric string up to 32 characters)
             * @example b1234567-89ab-cdef-0123-456789abcdef
             */
            clientOrderId?: string;
            /**
             * Format: int64
             * @description Fill creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description The provided subaccount's charged fee in USD expressed as a decimal (precision: 9)
             * @example 3.049563
             */
            feeUsd: string;
            /**
             * Format: decimal
             * @description Quantity filled in native units expressed as a decimal (precision: 9)
             * @example 2.420
             */
            filled: string;
            /**
             * Format: uuid
             * @description Id of the fill
             * @example b1234567-89ab-cdef-0123-456789abcdef
             */
            id: string;
            /**
             * @description Indicates if the fill was a maker or taker
             * @example true
             */
            isMaker: boolean;
            /**
             * Format: uuid
             * @description Id of the order (from the context of the specified subaccount)
             * @example b1234567-89ab-cdef-0123-456789abcdef
             */
            orderId: string;
            /**
             * Format: decimal
             * @description Fill price in expressed as a decimal (precision: 9)
             * @example 4200.5
             */
            price: string;
            /**
             * Format: uuid
             * @description Id of product the order fill was made against
             * @example 9c6bf870-a8ce-4de3-820b-542fd5c049ba
             */
            productId: string;
            /**
             * @description Indicates if the fill is reduce only
             * @example true
             */
            reduceOnly: boolean;
            /**
             * @description Side as either BUY (0) or SELL (1)
             * @example 1
             */
            side: components["schemas"]["OrderSide"];
            /**
             * Format: uuid
             * @description Id of the subaccount associated to order fill
             * @example aa301f94-f5b7-4e54-8b16-01052fccb2f9
             */
            subaccountId: string;
            /**
             * @description The provided order's type e.g. MARKET or LIMIT
             * @example LIMIT
             */
            type: components["schemas"]["OrderType"];
        };
        OrderSide: 0 | 1 | (number & {});
        /** @description Extracted enum for OrderTimeInForce */
        TimeInForce: "GTD" | "IOC" | "FOK" | (string & {});
        /** @description Extracted enum for OrderType */
        OrderType: "MARKET" | "LIMIT" | (string & {});
        FundingRatePage: {
            /** @description Array of funding rate history objects */
            data: components["schemas"]["FundingRate"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        OrderPage: {
            /** @description Array of order objects */
            data: components["schemas"]["Order"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        FillPage: {
            /** @description Array of order fill objects */
            data: components["schemas"]["Fill"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext?: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        PositionPage: {
            /** @description Array of position objects */
            data: components["schemas"]["Position"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext?: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        PositionFillPage: {
            /** @description Array of position fill objects */
            data: components["schemas"]["PositionFill"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        LiquidationPage: {
            /** @description Array of position liquidation objects */
            data: components["schemas"]["Liquidation"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        ProductPage: {
            /** @description Array of product objects */
            data: components["schemas"]["Product"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        ProjectedFundingRatePage: {
            /** @description Array of projected funding rate objects */
            data: components["schemas"]["ProjectedFundingRate"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        ReferralPage: {
            /** @description Array of referral objects */
            data: components["schemas"]["Referral"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        LinkedSignerPage: {
            /** @description Array of signer objects */
            data: components["schemas"]["LinkedSigner"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        SubaccountBalancePage: {
            /** @description Array of order subaccount balances */
            data: components["schemas"]["SubaccountBalance"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        SubaccountPage: {
            /** @description Array of subaccount objects */
            data: components["schemas"]["Subaccount"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        TokenPage: {
            /** @description Array of token objects */
            data: components["schemas"]["Token"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        TradePage: {
            /** @description Array of trade objects */
            data: components["schemas"]["Trade"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        TransferPage: {
            /** @description Array of transfer objects */
            data: components["schemas"]["Transfer"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        WithdrawalPage: {
            /** @description Array of subaccount withdraw objects */
            data: components["schemas"]["Withdrawal"][];
            /**
             * @description Whether there are more objects to paginate through
             * @example true
             */
            hasNext: boolean;
            /** @description Pointer to the next page in pagination dataset */
            nextCursor?: string;
        };
        PointsPeriod: {
            /**
             * Format: hex
             * @description Address of the account (non-checksummed)
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            address: string;
            /**
             * Format: int64
             * @description Points period creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: int64
             * @description End of points period (ms since Unix Epoch)
             * @example 1712019600000
             */
            endedAt: number;
            /**
             * Format: int64
             * @description Epoch number within the season
             * @example 1
             */
            epoch: number;
            /**
             * Format: uuid
             * @description Id representing the points period entry
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /** @description Optional name for the points period */
            name?: string;
            /**
             * Format: decimal
             * @description Points earned in this period (excluding referral points) expressed as a decimal (precision: 9)
             * @example 13.256
             */
            points: string;
            /**
             * Format: decimal
             * @description Referral points earned in this period expressed as a decimal (precision: 9)
             * @example 1.95
             */
            referralPoints: string;
            /**
             * Format: int64
             * @description Season number
             * @example 1
             */
            season: number;
            /**
             * Format: int64
             * @description Beginning of points period (ms since Unix Epoch)
             * @example 1712019600000
             */
            startedAt: number;
            /**
             * Format: int64
             * @description Points period last update timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt: number;
        };
        PointsSeasonSummary: {
            /**
             * Format: hex
             * @description Address of the account (non-checksummed)
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            address: string;
            /**
             * Format: int64
             * @description Points season summary creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: uuid
             * @description Id representing the summary of points in this season
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: int64
             * @description Rank before most recent distribution
             * @example 2
             */
            previousRank: number;
            /**
             * Format: decimal
             * @description Referral points earned in this season before most recent distribution expressed as a decimal (precision: 9)
             * @example 1.95
             */
            previousReferralPoints: string;
            /**
             * Format: decimal
             * @description Total points earned (excluding referral points) before most recent distribution expressed as a decimal (precision: 9)
             * @example 13.256
             */
            previousTotalPoints: string;
            /**
             * Format: int64
             * @description Current rank in this season
             * @example 1
             */
            rank: number;
            /**
             * Format: decimal
             * @description Referral points earned in this season expressed as a decimal (precision: 9)
             * @example 1.95
             */
            referralPoints: string;
            /**
             * Format: int64
             * @description Season number
             * @example 1
             */
            season: number;
            /**
             * @description Account tier derived based on activity this season
             * @example 0
             */
            tier: components["schemas"]["PointsTier"];
            /**
             * Format: decimal
             * @description Total points earned (excluding referral points) in this season expressed as a decimal (precision: 9)
             * @example 13.256
             */
            totalPoints: string;
            /**
             * Format: int64
             * @description Points season summary last update timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt: number;
        };
        /**
         * Format: int32
         * @description Account tier derived based on activity this season
         */
        PointsTier: 0 | 1 | 2 | 3 | 4 | 5 | (number & {});
        Position: {
            /**
             * Format: decimal
             * @description Current cost of the position in USD expressed as a decimal (precision: 9)
             * @example 9.3
             */
            cost: string;
            /**
             * Format: int64
             * @description Position creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description Fees accrued in USD expressed as a decimal (precision: 9)
             * @example 0.5
             */
            feesAccruedUsd: string;
            /**
             * Format: decimal
             * @description Charged and applied funding on position, negative if paid, expressed as a decimal (precision: 9)
             * @example 10.5
             */
            fundingAccruedUsd: string;
            /**
             * Format: decimal
             * @description Charged but unapplied funding on position, negative if paid, expressed as a decimal (precision: 9)
             * @example 1.35
             */
            fundingUsd: string;
            /**
             * Format: uuid
             * @description Id representing the position
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * @description Whether the position was liquidated
             * @example true
             */
            isLiquidated: boolean;
            /**
             * Format: decimal
             * @description Product price at the time of liquidation (undefined if not liquidated, precision: 9)
             * @example 1200.5
             */
            liquidationPrice?: string;
            /**
             * Format: uuid
             * @description Id of product to this position belongs to
             * @example 9c6bf870-a8ce-4de3-820b-542fd5c049ba
             */
            productId: string;
            /**
             * Format: decimal
             * @description Realized PnL in USD expressed as a decimal (precision: 9)
             * @example -12.5
             */
            realizedPnl: string;
            /**
             * @description Side as either BUY (0) or SELL (1)
             * @example 0
             */
            side: components["schemas"]["OrderSide"];
            /**
             * Format: decimal
             * @description Position size in native units expressed as a decimal (precision: 9)
             * @example 1.5
             */
            size: string;
            /**
             * Format: decimal
             * @description Cumulative USD value of all position decreases expressed as a decimal (precision: 9)
             * @example 1050.0
             */
            totalDecreaseNotional: string;
            /**
             * Format: decimal
             * @description Cumulative quantity of all position decreases expressed as a decimal (precision: 9)
             * @example 2.5
             */
            totalDecreaseQuantity: string;
            /**
             * Format: decimal
             * @description Cumulative USD value of all position increases expressed as a decimal (precision: 9)
             * @example 1000.0
             */
            totalIncreaseNotional: string;
            /**
             * Format: decimal
             * @description Cumulative quantity of all position increases expressed as a decimal (precision: 9)
             * @example 2.5
             */
            totalIncreaseQuantity: string;
            /**
             * Format: decimal
             * @description Unrealized PnL in USD (negative if loss, positive if profit) approximated against the latest mark price, expressed as a decimal (precision: 9)
             * @example 4.2
             */
            unrealizedPnl?: string;
            /**
             * Format: int64
             * @description Position last updated timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt: number;
            /**
             * @description Whether the position has any associated deleverage records
             * @example true
             */
            wasDeleveraged: boolean;
        };
        PositionFill: {
            /**
             * Format: int64
             * @description Fill creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description The charged fee in USD expressed as a decimal (precision: 9)
             * @example 3.049563
             */
            feeUsd: string;
            /**
             * Format: decimal
             * @description Quantity filled in native units expressed as a decimal (precision: 9)
             * @example 2.420
             */
            filled: string;
            /**
             * Format: decimal
             * @description Fill price expressed as a decimal (precision: 9)
             * @example 4200.5
             */
            price: string;
            /**
             * Format: decimal
             * @description Realized PnL from the fill in USD expressed as a decimal (precision: 9)
             * @example 3.049563
             */
            realizedPnl: string;
            /**
             * @description Indicates if the fill is reduce only
             * @example false
             */
            reduceOnly: boolean;
            /**
             * @description Direction of the fill as either BUY (0) or SELL (1)
             * @example 1
             */
            side: components["schemas"]["OrderSide"];
            type: components["schemas"]["PositionFillType"];
        };
        Liquidation: {
            cause: components["schemas"]["LiquidationCause"];
            /**
             * Format: decimal
             * @description Position cost at the time of liquidation in USD expressed as a decimal (precision: 9)
             * @example 1000.5
             */
            cost: string;
            /**
             * Format: int64
             * @description Position liquidation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description Funding charged in USD expressed as a decimal (precision: 9), undefined if not liquidated due to funding
             * @example 1200.5
             */
            fundingChargeUsd?: string;
            /**
             * Format: uuid
             * @description Id representing the position liquidation
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: decimal
             * @description Liquidation mark price in USD expressed as a decimal (precision: 9)
             * @example 1200.5
             */
            liquidationPrice: string;
            /**
             * Format: uuid
             * @description Id representing the position that was liquidated
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            positionId: string;
            /**
             * @description Position side as either BUY (0) or SELL (1)
             * @example 0
             */
            positionSide: components["schemas"]["OrderSide"];
            /**
             * Format: uuid
             * @description Id representing the product that was liquidated
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            productId: string;
            /**
             * Format: uuid
             * @description Id representing the subaccount that was liquidated
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            subaccountId: string;
        };
        Product: {
            /**
             * Format: hex
             * @description Address of the base token (non-checksummed; zero address if virtual)
             * @example 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2
             */
            baseTokenAddress: string;
            /**
             * @description Name of the base token (e.g. BTC in BTCUSD)
             * @example ETH
             */
            baseTokenName: string;
            /**
             * @description Block number this product was registered on
             * @example 123062737
             */
            blockNumber: string;
            /**
             * Format: int64
             * @description Product creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description Cumulative funding in USD of the product (precision: 9)
             * @example 1.001
             */
            cumulativeFundingUsd: string;
            /**
             * @description Product display ticker based on the base quote token
             * @example ETH-USD
             */
            displayTicker: string;
            /**
             * @description The corresponding engine type this product was registered with
             * @example 0
             */
            engineType: components["schemas"]["EngineType"];
            /**
             * Format: decimal
             * @description Funding baseline APR expressed as a decimal (precision: 9)
             * @example 0.15
             */
            fundingBaselineApr: string;
            /**
             * Format: decimal
             * @description Funding clamp APR expressed as a decimal (precision: 9)
             * @example 0.01
             */
            fundingClampApr: string;
            /**
             * Format: decimal
             * @description Maximum funding APR expressed as a decimal, e.g. 2.0 = 200% (precision: 9)
             * @example 2.0
             */
            fundingMaxApr: string;
            /**
             * Format: decimal
             * @description Last computed hourly funding rate expressed as a decimal (precision: 9)
             * @example 0.01
             */
            fundingRate1h: string;
            /**
             * Format: int64
             * @description Unix timestamp when funding was last updated
             * @example 1721724269
             */
            fundingUpdatedAt?: number;
            /**
             * Format: uuid
             * @description Id representing the registered product
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: decimal
             * @description Quantity must be divisible by the lotSize in expressed as a decimal (precision: 9)
             * @example 0.01
             */
            lotSize: string;
            /**
             * Format: decimal
             * @description Fee charged to the maker on order trades expressed as a decimal (precision: 9)
             * @example 0.001
             */
            makerFee: string;
            /**
             * @description Maximum leverage allowed for the product
             * @example 20
             */
            maxLeverage: number;
            /**
             * Format: decimal
             * @description Max OI of one side in USD expressed as a decimal (precision: 9)
             * @example 200000000.0
             */
            maxOpenInterestUsd: string;
            /**
             * Format: decimal
             * @description Max position notional value, in USD expressed as a decimal (precision: 9)
             * @example 50000000.0
             */
            maxPositionNotionalUsd: string;
            /**
             * Format: decimal
             * @description Max price in USD expressed as a decimal (precision: 9)
             * @example 100000
             */
            maxPrice: string;
            /**
             * Format: decimal
             * @description Max quantity per order in native units expressed as a decimal (precision: 9)
             * @example 100000
             */
            maxQuantity: string;
            /**
             * Format: decimal
             * @description Min price in USD expressed as a decimal (precision: 9)
             * @example 0
             */
            minPrice: string;
            /**
             * Format: decimal
             * @deprecated
             * @description Deprecated by the service, always equal to `lotSize`; the order rules use `lotSize` as the minimum quantity.
             * @example 0.01
             */
            minQuantity: string;
            /**
             * Format: int64
             * @description The productId generated onchain after registering for the first time
             * @example 1
             */
            onchainId: number;
            /**
             * Format: decimal
             * @description OI of both sides in native units expressed as a decimal (precision: 9)
             * @example 3300.17
             */
            openInterest: string;
            /**
             * Format: int64
             * @description Pyth price feed id
             * @example 2
             */
            pythFeedId: number;
            /**
             * Format: hex
             * @description Address of quote token (non-checksummed)
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            quoteTokenAddress: string;
            /**
             * @description Name of the quote token (e.g. USD in BTCUSD)
             * @example USDe
             */
            quoteTokenName: string;
            status: components["schemas"]["ProductStatus"];
            /**
             * Format: decimal
             * @description Fee charged to the taker on order trades expressed as a decimal (precision: 9)
             * @example 0.004
             */
            takerFee: string;
            /**
             * Format: decimal
             * @description Minimum price increment (tickSize) expressed as a decimal (precision: 9)
             * @example 0.0001
             */
            tickSize: string;
            /**
             * @description Product ticker based on the base quote token
             * @example ETHUSD
             */
            ticker: string;
            /**
             * Format: decimal
             * @description 24h volume in base token native units expressed as a decimal (precision: 9)
             * @example 500000000.42
             */
            volume24h: string;
        };
        ProjectedFundingRate: {
            /**
             * Format: decimal
             * @description Funding rate expressed as a decimal (precision: 9)
             * @example 0.013876480
             */
            fundingRate1h: string;
            /**
             * Format: decimal
             * @description Projected funding rate expressed as a decimal (precision: 9)
             * @example 0.000078771
             */
            fundingRateProjected1h: string;
            /**
             * Format: uuid
             * @description Id representing the registered product
             */
            productId: string;
        };
        RateLimitConfig: {
            /** @description List of rate limit endpoint configurations */
            data: (components["schemas"]["HttpPaginatedRateLimitEndpointDto"] | components["schemas"]["HttpFixedRateLimitEndpointDto"] | components["schemas"]["WsFixedRateLimitEndpointDto"] | components["schemas"]["Ws2FixedRateLimitEndpointDto"])[];
        };
        /** @enum {string} */
        RateLimitType: "RATE_LIMIT_IP" | "RATE_LIMIT_ACCOUNT" | "RATE_LIMIT_WITHDRAW" | "RATE_LIMIT_LINKED_SIGNER";
        ReferralCodeUsage: {
            /**
             * @description The referral code
             * @example XYZ123456789
             */
            code: string;
            /**
             * Format: int64
             * @description Number of remaining times the code can be claimed
             * @example 5
             */
            remainingUsage: number;
        };
        Referral: {
            /**
             * @description The referee's referral code to be shared and claimed by others (undefined if not activated)
             * @example XYZ123456789
             */
            code?: string;
            /**
             * Format: int64
             * @description Number of remaining times the referral code can be claimed
             * @example 5
             */
            codeUsageRemaining: number;
            /**
             * Format: int64
             * @description Timestamp of when this referral was activated (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: uuid
             * @description Id representing the referral
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: hex
             * @description Address of the referee (non-checksummed)
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            referee: string;
            /**
             * Format: decimal
             * @description Total points (excl. referral points) earned by the referee since referee claimed the code (precision: 9)
             * @example 1234567.890000000
             */
            refereeTotalPoints: string;
            /**
             * Format: hex
             * @description Address of the referrer (non-checksummed; undefined if not set)
             * @example 0x41e038d9c9aF27369EcBCe72A69a96695A1fD0D3
             */
            referrer?: string;
        };
        RefreshSignerRequest: {
            data: components["schemas"]["RefreshSignerData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        RefreshSignerData: {
            /**
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             * @example 2687929537462333
             */
            nonce: string;
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
            /**
             * Format: hex
             * @description Address of signer to refresh
             * @example 0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6
             */
            signer: string;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            subaccountId: string;
        };
        RevokeSignerRequest: {
            data: components["schemas"]["RevokeSignerData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        RevokeSignerData: {
            /**
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             * @example 2687929537462333
             */
            nonce: string;
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /**
             * Format: int64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             * @example 1712019600
             */
            signedAt: number;
            /**
             * Format: hex
             * @description Address of signer to revoke
             * @example 0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6
             */
            signer: string;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            subaccountId: string;
        };
        RpcConfig: {
            /** @description Domain type */
            domain: components["schemas"]["RpcConfigDomain"];
            /** @description Signature types */
            signatureTypes: components["schemas"]["RpcConfigSignatureTypes"];
        };
        RpcConfigSignatureTypes: {
            /** @description CancelOrder signature type */
            CancelOrder: string;
            /** @description EIP712Auth signature type */
            EIP712Auth: string;
            /** @description ExtendLinkedSigner signature type */
            ExtendLinkedSigner: string;
            /** @description InitiateWithdraw signature type */
            InitiateWithdraw: string;
            /** @description LinkSigner signature type */
            LinkSigner: string;
            /** @description RefreshLinkedSigner signature type */
            RefreshLinkedSigner: string;
            /** @description RevokeLinkedSigner signature type */
            RevokeLinkedSigner: string;
            /** @description TradeOrder signature type */
            TradeOrder: string;
        };
        LinkedSigner: {
            /**
             * @description Block number the signer has been linked on. Undefined means it has not be processed
             * @example 123062737
             */
            blockNumber?: string;
            category?: components["schemas"]["LinkedSignerCategory"];
            /**
             * Format: int64
             * @description Link signer submission timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: int64
             * @description Signer expiry timestamp (ms since Unix Epoch)
             * @example 1713229200000
             */
            expiresAt: number;
            /**
             * @description Id representing the linked signer
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: int64
             * @description Onchain linkage timestamp (ms since Unix Epoch)
             * @example 1712019615000
             */
            linkedAt?: number;
            /**
             * @description Optional name for the linked signer
             * @example Delegated signer
             */
            name?: string;
            /**
             * Format: int64
             * @description Onchain revocation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            revokedAt?: number;
            /**
             * @description Block number the signer has been revoked on. Undefined means it has not be processed
             * @example 123062737
             */
            revokedBlockNumber?: string;
            /**
             * Format: hex
             * @description Address of the signer linked with the subaccount (non-checksummed)
             * @example 0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6
             */
            signer: string;
            status: components["schemas"]["LinkedSignerRecordStatus"];
            /** @description The interface's flag for an active signer; the live record carries `status`. */
            isActive?: boolean;
        };
        /**
         * Format: int32
         * @description Type of stop price (stop orders only)
         */
        StopPriceType: 0 | 1 | (number & {});
        StopType: 0 | 1 | (number & {});
        SubaccountBalance: {
            /**
             * Format: decimal
             * @description Token balance in native units expressed as a decimal (precision: 9)
             * @example 1.5
             */
            amount: string;
            /**
             * Format: decimal
             * @description Portion of balance transferrable in native units expressed as a decimal (precision: 9)
             * @example 0.1337
             */
            available: string;
            /**
             * Format: uuid
             * @description Id representing the subaccount
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            subaccountId: string;
            /**
             * Format: hex
             * @description ERC20 deposited token address (non-checksummed, zero address if virtual)
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            tokenAddress: string;
            /**
             * Format: uuid
             * @description Id representing the token
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            tokenId: string;
            /**
             * @description The unique exchange defined token name driven by addToken onchain
             * @example ETH
             */
            tokenName: string;
            /**
             * Format: decimal
             * @description Portion of balance non-transferrable in native units expressed as a decimal (precision: 9)
             * @example 1.3663
             */
            totalUsed: string;
            /**
             * Format: int64
             * @description Token balance last updated timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt: number;
        };
        Subaccount: {
            /**
             * Format: hex
             * @description Address of the account which registered the subaccount (non-checksummed)
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            account: string;
            /**
             * Format: int64
             * @description Subaccount creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * @description Block number this subaccount was created on
             * @example 123062737
             */
            createdBlockNumber: string;
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            name: string;
            /**
             * @description Block number this subaccount was registered on
             * @example 123062737
             */
            registeredBlockNumber?: string;
            /** @description The interface's name for the block the subaccount was created in; the live record carries `createdBlockNumber`. */
            blockNumber?: string;
        };
        /**
         * @description Result codes for orders that were created (may still have been rejected)
         * @example Ok
         */
        OrderResult: "Ok" | "AccountSuspended" | "CausesImmediateLiquidation" | "DuplicateSameSideOco" | "ExchangeSuspended" | "ImmediateMatchPostOnly" | "InsufficientBalance" | "LiquidationError" | "MarketOrderReachedMaxSlippage" | "MaxQuantityExceeded" | "OcoFilled" | "OpenValueCapExceeded" | "OrderIncreasesPosition" | "RiskLimitExceeded" | "SignerRevoked" | "TriggerCanceledError" | "UnfilledFillOrKill" | "UnfilledImmediateOrCancel" | "UnfilledMarketOrder" | "Unknown" | (string & {});
        DryRunOrderRequest: {
            data: components["schemas"]["MarketOrderData"] | components["schemas"]["LimitOrderData"];
        };
        /**
         * @description Result codes for orders that failed to be created (outright failure)
         * @enum {string}
         */
        SubmitFailedCode: "AccountSuspended" | "DuplicateClientOrderId" | "ExchangeSuspended" | "InsufficientBalance" | "InvalidExpireTime" | "InvalidGroupContingencyType" | "InvalidQuantity" | "InvalidSigner" | "LiquidationError" | "MarginAccountBalanceZero" | "NonceAlreadyUsed" | "RiskLimitExceeded" | "TooManyOpenOrders" | "TooManyPositions" | "TooManyStopOrders" | "InsuranceFundCannotOpenPositions" | "InstrumentOpenValueCapExceeded" | "OcoLatencyFloorMismatch" | "OrderWithZeroQuantity" | "Unknown";
        /**
         * @description Response returned when order is successfully submitted
         * @example {
         *       "filled": "0",
         *       "id": "9036443a-441a-4a66-87f2-bd5c44cdca7a",
         *       "result": "Ok"
         *     }
         */
        PlacedOrder: {
            /** @description Client-provided order id (if supplied in request) */
            clientOrderId?: string;
            /**
             * Format: decimal
             * @deprecated
             * @description Quantity filled expressed as a decimal string (precision: 9)
             *
             *     **Deprecated:** This value is always zero when block execution is enabled.
             */
            filled: string;
            /**
             * Format: uuid
             * @description Id representing the order
             */
            id: string;
            /** @description Result code indicating the outcome of the submission */
            result: components["schemas"]["OrderResult"];
        };
        /** @description Code indicating the result of the submission */
        SubmitOrderCreatedResultCode: "AccountSuspended" | "CausesImmediateLiquidation" | "DuplicateSameSideOco" | "ExchangeSuspended" | "ImmediateMatchPostOnly" | "InsufficientBalance" | "LiquidationError" | "MarketOrderReachedMaxSlippage" | "MaxQuantityExceeded" | "OcoFilled" | "Ok" | "OpenValueCapExceeded" | "OrderIncreasesPosition" | "RiskLimitExceeded" | "SignerRevoked" | "TriggerCanceledError" | "UnfilledFillOrKill" | "UnfilledImmediateOrCancel" | "UnfilledMarketOrder" | "MakerCanceledByTaker" | "CloseOrder" | (string & {});
        OrderData: components["schemas"]["MarketOrderData"] | components["schemas"]["LimitOrderData"];
        /** @description Submit order request containing signature and order data */
        PlaceOrderRequest: {
            /** @description Order data, either a market order or a limit order distinguished by the `type` field */
            data: components["schemas"]["OrderData"];
            /**
             * Format: hex
             * @description Hex-encoded EIP-712 signature authorizing this request
             */
            signature: string;
        };
        SubmitOrderFailedDto: {
            error: components["schemas"]["SubmitOrderFailedDtoErrorEnum"];
            message: components["schemas"]["SubmitFailedCode"];
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 422;
        };
        /**
         * @description Code indicating the reason for failure
         * @enum {string}
         */
        SubmitOrderFailedResultCode: "AccountSuspended" | "DuplicateClientOrderId" | "ExchangeSuspended" | "InsufficientBalance" | "InvalidBinaryData" | "InvalidExpireTime" | "InvalidGroupContingencyType" | "InvalidNonceForSigner" | "InvalidSigner" | "InvalidSignerAddress" | "InvalidTimeInForce" | "LiquidationError" | "MarginAccountBalanceZero" | "NonceAlreadyUsed" | "PriceAboveMaximum" | "PriceBelowMinimum" | "RiskLimitExceeded" | "TooManyOpenOrders" | "TooManyPositions" | "TooManyStopOrders" | "InsuranceFundCannotOpenPositions" | "InstrumentOpenValueCapExceeded" | "QuantityAboveMaximum" | "QuantityNotMultipleOfLotSize" | "OrderWithZeroQuantity" | "OcoLatencyFloorMismatch";
        LimitOrderData: {
            /**
             * @description A subaccount scoped unique client-generated order id (either a UUID or alphanumeric string up to 32 characters)
             * @example 16e2da4d-58ab-4453-bdb4-8e4a865c12c1
             */
            clientOrderId?: string;
            /**
             * @description Order closes the entire current position, requires zero quantity and reduceOnly
             * @default false
             */
            close: boolean;
            /** @description Product engine type e.g. PERP (0) */
            engineType: components["schemas"]["EngineType"];
            /**
             * Format: int64
             * @description Order expiry timestamp (seconds since Unix Epoch), defaults to the maximum allowed value: signedAt + 6652800
             * @example 1712623600
             */
            expiresAt?: number;
            /** @description Contingency type for order groups: OTO (Order-Triggers-Order) or OCO (One-Cancels-Other) */
            groupContingencyType?: components["schemas"]["GroupContingencyType"];
            /**
             * Format: uuid
             * @description Group Id (UUID) for linking orders together in OCO/OTO relationships
             */
            groupId?: string;
            /**
             * Format: uint64
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             */
            nonce: string;
            /**
             * Format: int64
             * @description Onchain product ID, available from the products endpoint
             * @example 1
             */
            onchainId: number;
            /**
             * @description Only add order if it does not immediately fill
             * @default false
             */
            postOnly: boolean;
            /**
             * Format: decimal
             * @description Limit price expressed as a decimal (precision: 9)
             * @example 4200.5
             */
            price: string;
            /**
             * Format: decimal
             * @description Non-directional quantity of product in native units expressed as a decimal (precision: 9)
             * @example 5.5
             */
            quantity: string;
            /**
             * @description Whether this should be a reduce-only order. Must be true when close is true
             * @default false
             */
            reduceOnly: boolean;
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /** @description Side as either BUY (0) or SELL (1) */
            side: components["schemas"]["OrderSide"];
            /**
             * Format: uint64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             */
            signedAt: number;
            /**
             * Format: decimal
             * @description Stop price expressed as a decimal (precision: 9), requires stopType
             * @default 0
             * @example 4200.5
             */
            stopPrice: string;
            /** @description Stop type, either 0 (take-profit) or 1 (stop-loss), requires non-zero stopPrice */
            stopType?: components["schemas"]["StopType"];
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            /** @description How long an order will remain until executed/expired */
            timeInForce: components["schemas"]["TimeInForce"];
            type: components["schemas"]["OrderType"];
        };
        MarketOrderData: {
            /**
             * @description A subaccount scoped unique client-generated order id (either a UUID or alphanumeric string up to 32 characters)
             * @example 16e2da4d-58ab-4453-bdb4-8e4a865c12c1
             */
            clientOrderId?: string;
            /**
             * @description Order closes the entire current position, requires zero quantity and reduceOnly
             * @default false
             */
            close: boolean;
            /** @description Product engine type e.g. PERP (0) */
            engineType: components["schemas"]["EngineType"];
            /**
             * Format: int64
             * @description Order expiry timestamp (seconds since Unix Epoch), defaults to the maximum allowed value: signedAt + 6652800
             * @example 1712623600
             */
            expiresAt?: number;
            /** @description Contingency type for order groups: OTO (Order-Triggers-Order) or OCO (One-Cancels-Other) */
            groupContingencyType?: components["schemas"]["GroupContingencyType"];
            /**
             * Format: uuid
             * @description Group Id (UUID) for linking orders together in OCO/OTO relationships
             */
            groupId?: string;
            /**
             * Format: uint64
             * @description Message nonce timestamp (nanoseconds since Unix Epoch)
             */
            nonce: string;
            /**
             * Format: int64
             * @description Onchain product ID, available from the products endpoint
             * @example 1
             */
            onchainId: number;
            /**
             * Format: decimal
             * @description Non-directional quantity of product in native units expressed as a decimal (precision: 9)
             * @example 5.5
             */
            quantity: string;
            /**
             * @description Whether this should be a reduce-only order. Must be true when close is true
             * @default false
             */
            reduceOnly: boolean;
            /**
             * Format: hex
             * @description Account address that produced the authorizing signature
             * @example 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
             */
            sender: string;
            /** @description Side as either BUY (0) or SELL (1) */
            side: components["schemas"]["OrderSide"];
            /**
             * Format: uint64
             * @description Message signedAt current timestamp (seconds since Unix Epoch)
             */
            signedAt: number;
            /**
             * Format: decimal
             * @description Stop price expressed as a decimal (precision: 9), requires stopType
             * @default 0
             * @example 4200.5
             */
            stopPrice: string;
            /** @description Stop type, either 0 (take-profit) or 1 (stop-loss), requires non-zero stopPrice */
            stopType?: components["schemas"]["StopType"];
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            type: components["schemas"]["OrderType"];
        };
        ServerTime: {
            /**
             * @description Current system timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            time: number;
        };
        Token: {
            /**
             * @description Block number when the token was added
             * @example 838808
             */
            addedBlockNumber: string;
            /**
             * Format: hex
             * @description Address of the token (non-checksummed; zero address if virtual)
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            address: string;
            /**
             * Format: int64
             * @description Token creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * @description Whether the token is enabled for deposit
             * @example true
             */
            depositEnabled: boolean;
            /**
             * Format: decimal
             * @description Amount of native units charged on deposit expressed as a decimal (precision: 9)
             * @example 0
             */
            depositFee: string;
            /**
             * @description ERC20 token decimals (available if not virtual)
             * @example 18
             */
            erc20Decimals?: number;
            /**
             * @description ERC20 token name (available if not virtual)
             * @example Wrapped USDe
             */
            erc20Name?: string;
            /**
             * @description ERC20 token symbol (available if not virtual)
             * @example WUSDe
             */
            erc20Symbol?: string;
            /**
             * Format: uuid
             * @description Id representing the token
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * Format: hex
             * @description LayerZero OFT address of the token (non-checksummed; if has LZ OFT or adapter, zero address if not)
             * @example 0x41e038d9c9aF27369EcBCe72A69a96695A1fD0D3
             */
            lzOftAddress: string;
            /**
             * Format: decimal
             * @description Min deposit amount as native units expressed as a decimal (precision: 9)
             * @example 10.123456
             */
            minDeposit: string;
            /**
             * @description The unique exchange defined token name driven by addToken onchain
             * @example USD
             */
            name: string;
            /** @description Block number when the token was removed (undefined if not removed) */
            removedBlockNumber?: string;
            /**
             * @description Whether the token is enabled for withdraw
             * @example true
             */
            withdrawEnabled: boolean;
            /**
             * Format: decimal
             * @description Amount of native units charged on withdraw expressed as a decimal (precision: 9)
             * @example 1
             */
            withdrawFee: string;
        };
        RateLimitErrorBody: {
            error: components["schemas"]["TooManyRequestsDtoErrorEnum"];
            message: string;
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 429;
            type: components["schemas"]["RateLimitType"];
        };
        TotalPoints: {
            /**
             * Format: decimal
             * @description Total referral points distributed (precision: 9)
             * @example 123456.78
             */
            referralPoints: string;
            /**
             * Format: decimal
             * @description Total points distributed (precision: 9)
             * @example 1234567.89
             */
            totalPoints: string;
            /**
             * Format: int64
             * @description Last update timestamp of the aggregated points periods (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt?: number;
        };
        Trade: {
            /**
             * Format: int64
             * @description Trade creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description Quantity filled in native units expressed as a decimal (precision: 9)
             * @example 2.420
             */
            filled: string;
            /**
             * Format: uuid
             * @description Id representing the trade
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * @description Client-generated order id of the maker order
             * @example e3f0a8b7-6daa-498a-bf53-c16dc5e779de
             */
            makerClientOrderId?: string;
            /**
             * Format: decimal
             * @description Maker fee in USD expressed as a decimal (precision: 9)
             * @example 3.049563
             */
            makerFeeUsd: string;
            /**
             * Format: uuid
             * @description Id of the maker order
             * @example e3f0a8b7-6daa-498a-bf53-c16dc5e779de
             */
            makerOrderId: string;
            /**
             * @description Maker side as either BUY (0) or SELL (1)
             * @example 1
             */
            makerSide: components["schemas"]["OrderSide"];
            /**
             * Format: decimal
             * @description Price expressed as a decimal (precision: 9)
             * @example 4200.5
             */
            price: string;
            /**
             * Format: uuid
             * @description Id of product the trade was made against
             * @example 9c6bf870-a8ce-4de3-820b-542fd5c049ba
             */
            productId: string;
            /**
             * @description Client-generated order id of the taker order
             * @example b1234567-89ab-cdef-0123-456789abcdef
             */
            takerClientOrderId?: string;
            /**
             * Format: decimal
             * @description Taker fee in USD expressed as a decimal (precision: 9)
             * @example 4.5743445
             */
            takerFeeUsd: string;
            /**
             * Format: uuid
             * @description Id of the taker order
             * @example b1234567-89ab-cdef-0123-456789abcdef
             */
            takerOrderId: string;
            /**
             * @description Taker side as either BUY (0) or SELL (1)
             * @example 0
             */
            takerSide: components["schemas"]["OrderSide"];
        };
        Transfer: {
            /**
             * Format: decimal
             * @description Amount of tokens transferred in native units expressed as a decimal (precision: 9)
             * @example 0.42
             */
            amount: string;
            /**
             * Format: int64
             * @description Transfer creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * Format: decimal
             * @description Fee paid for the transfer in native units expressed as a decimal (precision: 9)
             * @example 0.42
             */
            fee: string;
            /**
             * @description Block number the transfer was completed on
             * @example 123062992
             */
            finalizedBlockNumber?: string;
            /**
             * Format: hex
             * @description Transaction hash for the finalization of the transfer
             * @example 0x42aa378d58b92c639dda64d528a6123f14e59e071c4b56e058d3a54b819e2b79
             */
            finalizedTransactionHash?: string;
            /**
             * Format: uuid
             * @description Id representing the transfer
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * @description Block number the transfer was initiated on
             * @example 123062000
             */
            initiatedBlockNumber?: string;
            /**
             * Format: hex
             * @description Transaction hash for the initiation of the transfer
             * @example 0x8ffa427c4079a78a64811e80fe4dbefa8bd8e2f4cc572cda9717297d220d4f8e
             */
            initiatedTransactionHash?: string;
            /**
             * Format: hex
             * @description LayerZero destination address (leading 0x bytes32 encoded) for the transfer (if withdraw)
             */
            lzDestinationAddress?: string;
            /**
             * Format: int64
             * @description LayerZero destination endpoint ID for the transfer (if withdraw)
             * @example 40422
             */
            lzDestinationEid?: number;
            status: components["schemas"]["TransferRecordStatus"];
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            subaccountId: string;
            /**
             * Format: hex
             * @description Address of token transferred (non-checksummed)
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            tokenAddress: string;
            /**
             * @description The unique exchange defined token name driven by addToken onchain
             * @example ETH
             */
            tokenName: string;
            type: components["schemas"]["TransferRecordType"];
            /** @description The interface's name for the subaccount (bytes32); the live record carries `subaccountId`. */
            subaccount?: string;
            /** @description The interface's name for the token address; the live record carries `tokenAddress`. */
            token?: string;
        };
        /** @description Current status of the withdraw */
        TransferStatus: "SUBMITTED" | "PENDING" | "COMPLETED" | "REJECTED" | (string & {});
        /** @enum {string} */
        TransferType: "DEPOSIT" | "WITHDRAW";
        UnauthorizedDto: {
            error: components["schemas"]["UnauthorizedDtoErrorEnum"];
            message: string;
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 401;
        };
        UnprocessableEntityDto: {
            error: components["schemas"]["UnprocessableEntityDtoErrorEnum"];
            message: string;
            /**
             * Format: int64
             * @enum {integer}
             */
            statusCode: 422;
        };
        Whitelist: {
            /**
             * @description Whether the address is whitelisted
             * @example true
             */
            isWhitelisted: boolean;
        };
        Withdrawal: {
            /**
             * @description Amount of asset transferred expressed as a decimal
             * @example 1.5
             */
            amount: string;
            /**
             * Format: int64
             * @description Withdraw creation timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            createdAt: number;
            /**
             * @description Block number the withdraw was completed on
             * @example 123062992
             */
            finalizedBlockNumber?: string;
            /**
             * Format: uuid
             * @description Id representing the withdraw
             * @example 9036443a-441a-4a66-87f2-bd5c44cdca7a
             */
            id: string;
            /**
             * @description Block number the withdraw was initiated on
             * @example 123062000
             */
            initiatedBlockNumber?: string;
            /**
             * Format: hex
             * @description LayerZero destination address (leading 0x bytes32 encoded) for the transfer (if withdraw)
             */
            lzDestinationAddress?: string;
            /**
             * Format: int64
             * @description LayerZero destination endpoint ID for the transfer (if withdraw)
             * @example 30391
             */
            lzDestinationEid?: number;
            /**
             * @description Current status of the withdraw
             * @example PENDING
             */
            status: components["schemas"]["TransferStatus"];
            /**
             * Format: hex
             * @description Bytes32 encoded subaccount name (0x prefix, zero padded)
             * @example 0x7072696d61727900000000000000000000000000000000000000000000000000
             */
            subaccount: string;
            /**
             * Format: hex
             * @description Address of asset to withdraw (non-checksummed)
             * @example 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3
             */
            token: string;
            /**
             * Format: hex
             * @description Bytes32 hash of the withdraw data (with 0x prefix)
             */
            withdrawDigest: string;
            /** @description The interface's name for `withdrawDigest`, the EIP-712 digest to pass to `finalizeWithdraw`. */
            digest?: string;
        };
        /**
         * @description Error code indicating the reason for failure
         * @enum {string}
         */
        WithdrawErrorCode: "AccountSuspended" | "EngineSuspended" | "InsufficientBalance" | "InsuranceFundCannotWithdraw";
        WithdrawFailedDto: {
            error: components["schemas"]["WithdrawFailedDtoErrorEnum"];
            /**
             * @description Error code indicating the reason for failure
             * @example InsufficientBalance
             */
            message: components["schemas"]["WithdrawErrorCode"];
            /**
             * @default 422
             * @enum {number}
             */
            statusCode: 422;
        };
        Ws2FixedRateLimitEndpointDto: {
            /**
             * @description Fixed points consumed per request
             * @example 5
             */
            fixedPoints: number;
            /**
             * @description WebSocket path
             * @example /v1/stream
             */
            path: string;
            protocol: components["schemas"]["Ws2FixedRateLimitEndpointDtoProtocolEnum"];
            type: components["schemas"]["Ws2FixedRateLimitEndpointDtoOrderType"];
        };
        WsFixedRateLimitEndpointDto: {
            /**
             * @description Fixed points consumed per request
             * @example 5
             */
            fixedPoints: number;
            /**
             * @description WebSocket namespace
             * @example orders
             */
            namespace: string;
            protocol: components["schemas"]["WsFixedRateLimitEndpointDtoProtocolEnum"];
            type: components["schemas"]["WsFixedRateLimitEndpointDtoOrderType"];
        };
        /**
         * @description Extracted enum for ErrorEnum
         * @enum {string}
         */
        ErrorEnum: "Bad Request";
        /**
         * @description Extracted enum for DryRunOrderFailedUnprocessableEntityDtoErrorEnum
         * @enum {string}
         */
        DryRunOrderFailedUnprocessableEntityDtoErrorEnum: "Unprocessable Entity";
        /**
         * @description Extracted enum for ForbiddenDtoErrorEnum
         * @enum {string}
         */
        ForbiddenDtoErrorEnum: "Forbidden";
        /** @description Extracted enum for MethodEnum */
        MethodEnum: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "OPTIONS" | "HEAD" | (string & {});
        /** @description Extracted enum for ProtocolEnum */
        ProtocolEnum: "HTTP" | (string & {});
        /** @description Extracted enum for HttpPaginatedRateLimitEndpointDtoOrderType */
        HttpPaginatedRateLimitEndpointDtoOrderType: "PAGINATED" | (string & {});
        /** @description Extracted enum for CategoryEnum */
        LinkedSignerCategory: "TRADE_SESSION" | "API" | (string & {});
        /**
         * @description Extracted enum for NotFoundDtoErrorEnum
         * @enum {string}
         */
        NotFoundDtoErrorEnum: "Not Found";
        /** @description Extracted enum for RejectedReasonEnum */
        RejectionReason: "AccountSuspended" | "CausesImmediateLiquidation" | "DuplicateSameSideOco" | "ExchangeSuspended" | "ImmediateMatchPostOnly" | "InstrumentOpenValueCapExceeded" | "InsufficientBalance" | "Liquidation" | "MarketOrderReachedMaxSlippage" | "OcoFilled" | "OrderIncreasesPosition" | "RiskLimitExceeded" | "SignerRevoked" | "TriggerCanceled" | "QuantityAboveMaximum" | "UnfilledFillOrKill" | "UnfilledImmediateOrCancel" | "UnfilledMarketOrder" | "MakerCanceledByTaker" | "CloseOrder" | (string & {});
        /** @description Extracted enum for OrderStatus */
        OrderStatus: "NEW" | "PENDING" | "FILLED_PARTIAL" | "FILLED" | "REJECTED" | "CANCELED" | "EXPIRED" | (string & {});
        /** @description Extracted enum for TriggeredEnum */
        TriggeredState: "NOT_TRIGGERED" | "TRIGGERED" | "STOP_ORDER_TRIGGERED" | "OCO_ORDER_TRIGGERED" | "OTO_ORDER_TRIGGERED" | (string & {});
        /** @description Extracted enum for OrderDtoOrderType */
        OrderRecordType: "MARKET" | "LIMIT" | (string & {});
        /** @description Extracted enum for PositionFillDtoOrderType */
        PositionFillType: "MARKET" | "LIMIT" | "REALIZED_PNL" | "LIQUIDATION" | "REALIZED_FUNDING" | "DELEVERAGE" | (string & {});
        /** @description Extracted enum for CauseEnum */
        LiquidationCause: "MarkChanged" | "Funding" | (string & {});
        /** @description Extracted enum for ProductDtoOrderStatus */
        ProductStatus: "PENDING" | "ACTIVE" | (string & {});
        /** @description Extracted enum for SignerDtoOrderStatus */
        LinkedSignerRecordStatus: "PENDING" | "ACTIVE" | "PENDING_REVOKE" | "REVOKED" | "REJECTED" | (string & {});
        /**
         * @description Extracted enum for SubmitOrderFailedDtoErrorEnum
         * @enum {string}
         */
        SubmitOrderFailedDtoErrorEnum: "Unprocessable Entity";
        /**
         * @description Extracted enum for TooManyRequestsDtoErrorEnum
         * @enum {string}
         */
        TooManyRequestsDtoErrorEnum: "Too Many Requests";
        /** @description Extracted enum for TransferDtoOrderStatus */
        TransferRecordStatus: "SUBMITTED" | "PENDING" | "COMPLETED" | "REJECTED" | (string & {});
        /** @description Extracted enum for TransferDtoOrderType */
        TransferRecordType: "DEPOSIT" | "WITHDRAW" | (string & {});
        /**
         * @description Extracted enum for UnauthorizedDtoErrorEnum
         * @enum {string}
         */
        UnauthorizedDtoErrorEnum: "Unauthorized";
        /**
         * @description Extracted enum for UnprocessableEntityDtoErrorEnum
         * @enum {string}
         */
        UnprocessableEntityDtoErrorEnum: "Unprocessable Entity";
        /**
         * @description Extracted enum for WithdrawFailedDtoErrorEnum
         * @enum {string}
         */
        WithdrawFailedDtoErrorEnum: "Unprocessable Entity";
        /** @description Extracted enum for Ws2FixedRateLimitEndpointDtoProtocolEnum */
        Ws2FixedRateLimitEndpointDtoProtocolEnum: "WS2" | (string & {});
        /** @description Extracted enum for Ws2FixedRateLimitEndpointDtoOrderType */
        Ws2FixedRateLimitEndpointDtoOrderType: "FIXED" | (string & {});
        /** @description Extracted enum for WsFixedRateLimitEndpointDtoProtocolEnum */
        WsFixedRateLimitEndpointDtoProtocolEnum: "WS" | (string & {});
        /** @description Extracted enum for WsFixedRateLimitEndpointDtoOrderType */
        WsFixedRateLimitEndpointDtoOrderType: "FIXED" | (string & {});
        /** @description What happened to one batch instruction. */
        BatchResultType: "NEW" | "NEW_REJECTED" | "NEW_FAILED" | "CANCEL" | (string & {});
        /** @description Places one order, signed as `TradeOrder`. */
        BatchNewInstruction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NEW";
            data: components["schemas"]["OrderData"];
            /** @description The `TradeOrder` signature of `data`. */
            signature: string;
        };
        /** @description Cancels one order, by `orderId` or by `clientOrderId`. Signed as `CancelOrder`. */
        BatchCancelData: {
            /** @description The address that signs. */
            sender: string;
            /** @description The subaccount name as bytes32. */
            subaccount: string;
            /** @description Unix time in nanoseconds as a decimal string. */
            nonce: string;
            /** Format: uuid */
            orderId?: string;
            clientOrderId?: string;
        } & (unknown | unknown);
        /** @description Cancels one order, signed as `CancelOrder`. */
        BatchCancelInstruction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CANCEL";
            data: components["schemas"]["BatchCancelData"];
            /** @description The `CancelOrder` signature of `data`. */
            signature: string;
        };
        BatchInstruction: components["schemas"]["BatchNewInstruction"] | components["schemas"]["BatchCancelInstruction"];
        /** @description 1 to 20 instructions for one subaccount (spec/limits.yaml batch). */
        BatchOrdersRequest: {
            instructions: components["schemas"]["BatchInstruction"][];
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
/**
 * The parameters and responses of every operation, as openapi-typescript reads the spec.
 *
 * @example
 * type Parameters = operations["listFunding"]["parameters"]
 */
export interface operations {
    listFunding: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id representing the registered product */
                productId: string;
                /** @description The range of time of funding rates to retrieve */
                range: "DAY" | "WEEK" | "MONTH";
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundingRatePage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listProjectedFundingRates: {
        parameters: {
            query: {
                /** @description Array of product ids */
                productIds: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectedFundingRatePage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listSigners: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id representing the registered subaccount */
                subaccountId: string;
                /** @description Filters signers by statuses */
                statuses?: components["schemas"]["LinkedSignerStatus"][];
                /** @description Order by field */
                orderBy?: "createdAt" | "expiresAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSignerPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSignerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Address of linked signer */
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSignerQuota: {
        parameters: {
            query: {
                /** @description Id representing the registered subaccount */
                subaccountId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSignerQuota"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getLinkedSigner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                signerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSigner"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Maintenance"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id of the subaccount to query for */
                subaccountId: string;
                /** @description Client-generated order id to query for (either a valid UUID or alphanumeric string up to 32 characters) */
                clientOrderId?: string;
                /** @description Array of product ids to filter for */
                productIds?: string[];
                /** @description Filter by orders created after timestamp exclusive (ms since Unix epoch) */
                createdAfter?: number;
                /** @description Filter by orders created before timestamp inclusive (ms since Unix epoch) */
                createdBefore?: number;
                /** @description Side of the order to filter for */
                side?: components["schemas"]["OrderSide"];
                /** @description Whether the order is a position close order */
                close?: boolean;
                /**
                 * @deprecated
                 * @description Array of StopTypes to filter by
                 */
                stopTypes?: components["schemas"]["StopType"][];
                /** @description Filter by orders that are working: NEW, FILLED_PARTIAL */
                isWorking?: true;
                /** @description Filter by orders that are PENDING */
                isPending?: true;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Order was created but rejected */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitOrderFailedDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelResultList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunResult"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunOrderFailedUnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listFills: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id of the subaccount to filter fills by */
                subaccountId: string;
                /** @description Array of product ids to filter for */
                productIds?: string[];
                /** @description Filter by order fills created before timestamp exclusive (ms since Unix epoch) */
                createdAfter?: number;
                /** @description Filter by order fills created before timestamp inclusive (ms since Unix epoch) */
                createdBefore?: number;
                /** @description Side of the maker as either BUY (0) or SELL (1) */
                side?: components["schemas"]["OrderSide"];
                /** @description Order by field */
                orderBy?: "productId" | "filled" | "price" | "createdAt";
                /**
                 * @description Explicitly include self trades (excluded by default)
                 * @default false
                 */
                includeSelfTrades?: boolean;
                /**
                 * @description When true and includeSelfTrades is also true, returns both maker and taker perspectives for self-trades as separate rows.
                 * @default false
                 */
                expandSelfTrades?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FillPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listTrades: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id of the product to filter trades by */
                productId: string;
                /** @description Order by fields */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradePage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOrderGroup: {
        parameters: {
            query?: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listPointsPeriods: {
        parameters: {
            query: {
                /** @description Address of account */
                address: string;
                /** @description Season number */
                season: number;
                /** @description Epoch number within the season */
                epoch: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsPeriodList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listPointsSeasonSummaries: {
        parameters: {
            query: {
                /** @description Address of account */
                address: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsSeasonSummaryList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getTotalPoints: {
        parameters: {
            query?: {
                /** @description Season number */
                season?: number;
                /** @description Epoch number within season */
                epoch?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotalPoints"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listPositions: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id representing the registered subaccount */
                subaccountId: string;
                /** @description Array of product ids to filter for */
                productIds?: string[];
                /** @description Include or exclude open positions (i.e. non-zero size) */
                open?: boolean;
                /** @description Order by field */
                orderBy?: "size" | "createdAt" | "updatedAt" | "realizedPnl";
                /** @description Filter by order fills created before timestamp exclusive (ms since Unix epoch) */
                createdAfter?: number;
                /** @description Filter by order fills created before timestamp inclusive (ms since Unix epoch) */
                createdBefore?: number;
                /** @description Side as either BUY (0) or SELL (1) */
                side?: components["schemas"]["OrderSide"];
                /** @description Filter by liquidated positions */
                isLiquidated?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getActivePosition: {
        parameters: {
            query: {
                /** @description Id representing the registered subaccount */
                subaccountId: string;
                /** @description Id of product to filter position by */
                productId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listPositionFills: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id of the position to filter fills by */
                positionId: string;
                /** @description Order by field */
                orderBy?: "price" | "filled" | "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionFillPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listLiquidations: {
        parameters: {
            query?: {
                /** @description Direction to paginate through objects */
                order?: "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiquidationPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                positionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Order by field */
                orderBy?: "createdAt" | "openInterest" | "baseTokenName" | "quoteTokenName";
                /** @description Filter products by ticker (alphanumeric and case insensitive) */
                ticker?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getMarketLiquidity: {
        parameters: {
            query: {
                /** @description Id representing the registered product */
                productId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketLiquidity"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getMarketPrices: {
        parameters: {
            query: {
                /** @description Array of product ids */
                productIds: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketPriceList"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitConfig"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listReferrals: {
        parameters: {
            query?: {
                /** @description Direction to paginate through objects */
                order?: "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Bytes32 encoded subaccount name (0x prefix, zero padded, set when using linked signer) */
                subaccount?: string;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header: {
                /** @description Must be: EIP712Auth */
                "X-Ethereal-Auth": string;
                /** @description Address that signed this message */
                "X-Ethereal-Sender": string;
                /** @description Hex-encoded EIP-712 signature authorizing this request */
                "X-Ethereal-Signature": string;
                /** @description Intent of the message (action to be taken) */
                "X-Ethereal-Intent": 0 | 1 | 2 | 3;
                /** @description Message signedAt current timestamp (seconds since Unix Epoch) */
                "X-Ethereal-SignedAt": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    activateReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateReferralRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    claimReferralCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimReferralCodeRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getReferralCodeUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Referral code (3-12 alphanumeric uppercase characters) */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralCodeUsage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getReferralSummary: {
        parameters: {
            query?: {
                /** @description Bytes32 encoded subaccount name (0x prefix, zero padded, set when using linked signer) */
                subaccount?: string;
            };
            header: {
                /** @description Must be: EIP712Auth */
                "X-Ethereal-Auth": string;
                /** @description Address that signed this message */
                "X-Ethereal-Sender": string;
                /** @description Hex-encoded EIP-712 signature authorizing this request */
                "X-Ethereal-Signature": string;
                /** @description Intent of the message (action to be taken) */
                "X-Ethereal-Intent": 0 | 1 | 2 | 3;
                /** @description Message signedAt current timestamp (seconds since Unix Epoch) */
                "X-Ethereal-SignedAt": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Referral"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RpcConfig"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listSubaccounts: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Bytes32 encoded subaccount name (0x prefix, zero padded) */
                name?: string;
                /** @description Address of the subaccount wallet */
                sender: string;
                /** @description Order by field */
                orderBy?: "createdAt" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubaccountPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listAllSubaccounts: {
        parameters: {
            query?: {
                /** @description Direction to paginate through objects */
                order?: "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubaccountPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listBalances: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id representing the registered subaccount */
                subaccountId: string;
                /** @description Order by field */
                orderBy?: "tokenName" | "updatedAt" | "amount";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubaccountBalancePage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                subaccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subaccount"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTime"];
                };
            };
        };
    };
    postTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerTime"];
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Filters tokens by if its enabled for deposit */
                depositEnabled?: boolean;
                /** @description Filters tokens by if its enabled for withdraw */
                withdrawEnabled?: boolean;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listTransfers: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id representing the registered subaccount */
                subaccountId: string;
                /** @description Array of transfer statuses to filter by */
                statuses?: ("SUBMITTED" | "PENDING" | "COMPLETED" | "REJECTED")[];
                /** @description Array of transfer types to filter by */
                types?: components["schemas"]["TransferType"][];
                /** @description Order by field */
                orderBy?: "createdAt";
                /** @description Filter by transfers created after timestamp exclusive (ms since Unix epoch) */
                createdAfter?: number;
                /** @description Filter by transfers created before timestamp inclusive (ms since Unix epoch) */
                createdBefore?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listWithdrawals: {
        parameters: {
            query: {
                /** @description Direction to paginate through objects */
                order?: "asc" | "desc";
                /** @description Limit the number of objects to return */
                limit?: number;
                /** @description Pointer to the current object in pagination dataset */
                cursor?: string;
                /** @description Id representing the registered subaccount */
                subaccountId: string;
                /** @description Filters active withdraws */
                isActive?: boolean;
                /** @description Order by field */
                orderBy?: "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPage"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; the upstream leaves the format unsaid. */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawFailedDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getWhitelist: {
        parameters: {
            query: {
                /** @description Address of account */
                address: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Whitelist"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedDto"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenDto"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundDto"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityDto"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitErrorBody"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResultList"];
                };
            };
            /** @description Preflight failed; no instruction ran. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A signature does not recover to its sender. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not on this network. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A rate limit is exhausted. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
