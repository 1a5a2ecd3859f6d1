// Generated from:
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/rest/layer.yaml (sha256 8c258a12bb2d347aed29f23d05cc9913b551488cd193f04f4a4c40042dc576fe)
//   spec/rest/exclusions.yaml (sha256 39874247070041a9d4ad411c9b5e9be232598baa84db5eb658851373bf33698a)
//   spec/stream/layer.yaml (sha256 6cc346dcf9dcd125b885764ebf12c4aad632e42f6cf1c4443c14e18bb11084c4)
// Do not edit; run pnpm generate.

/**
 * The records of the REST reads a maintained account takes its snapshots from, and their queries, as openapi-typescript reads the REST spec.
 *
 * @example
 * type Order = AccountRestComponents["schemas"]["Order"]
 */
export interface AccountRestComponents {
    schemas: {
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
            side: AccountRestComponents["schemas"]["OrderSide"];
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
            type: AccountRestComponents["schemas"]["OrderType"];
        };
        GroupContingencyType: 0 | 1 | (number & {});
        ListBalancesQuery: {
            /**
             * @description Direction to paginate through objects
             * @enum {string}
             */
            order?: "asc" | "desc";
            /**
             * Format: int64
             * @description Limit the number of objects to return
             */
            limit?: number;
            /** @description Pointer to the current object in pagination dataset */
            cursor?: string;
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             */
            subaccountId: string;
            /**
             * @description Order by field
             * @example tokenName
             * @enum {string}
             */
            orderBy?: "tokenName" | "updatedAt" | "amount";
        };
        ListFillsQuery: {
            /**
             * @description Direction to paginate through objects
             * @enum {string}
             */
            order?: "asc" | "desc";
            /**
             * Format: int64
             * @description Limit the number of objects to return
             */
            limit?: number;
            /** @description Pointer to the current object in pagination dataset */
            cursor?: string;
            /**
             * Format: uuid
             * @description Id of the subaccount to filter fills by
             */
            subaccountId: string;
            /** @description Array of product ids to filter for */
            productIds?: string[];
            /**
             * Format: int64
             * @description Filter by order fills created before timestamp exclusive (ms since Unix epoch)
             */
            createdAfter?: number;
            /**
             * Format: int64
             * @description Filter by order fills created before timestamp inclusive (ms since Unix epoch)
             */
            createdBefore?: number;
            /** @description Side of the maker as either BUY (0) or SELL (1) */
            side?: AccountRestComponents["schemas"]["OrderSide"];
            /**
             * @description Order by field
             * @example productId
             * @enum {string}
             */
            orderBy?: "productId" | "filled" | "price" | "createdAt";
            /**
             * @description Explicitly include self trades (excluded by default)
             * @default false
             */
            includeSelfTrades: boolean;
            /**
             * @description When true and includeSelfTrades is also true, returns both maker and taker perspectives for self-trades as separate rows.
             * @default false
             */
            expandSelfTrades: boolean;
        };
        ListOrdersQuery: {
            /**
             * @description Direction to paginate through objects
             * @enum {string}
             */
            order?: "asc" | "desc";
            /**
             * Format: int64
             * @description Limit the number of objects to return
             */
            limit?: number;
            /** @description Pointer to the current object in pagination dataset */
            cursor?: string;
            /**
             * Format: uuid
             * @description Id of the subaccount to query for
             */
            subaccountId: string;
            /** @description Client-generated order id to query for (either a valid UUID or alphanumeric string up to 32 characters) */
            clientOrderId?: string;
            /** @description Array of product ids to filter for */
            productIds?: string[];
            /**
             * Format: int64
             * @description Filter by orders created after timestamp exclusive (ms since Unix epoch)
             */
            createdAfter?: number;
            /**
             * Format: int64
             * @description Filter by orders created before timestamp inclusive (ms since Unix epoch)
             */
            createdBefore?: number;
            /** @description Side of the order to filter for */
            side?: AccountRestComponents["schemas"]["OrderSide"];
            /** @description Whether the order is a position close order */
            close?: boolean;
            /** @description Array of StopTypes to filter by */
            stopTypes?: AccountRestComponents["schemas"]["StopType"][];
            /**
             * @description Filter by orders that are working: NEW, FILLED_PARTIAL
             * @example true
             * @enum {boolean}
             */
            isWorking?: true;
            /**
             * @description Filter by orders that are PENDING
             * @example true
             * @enum {boolean}
             */
            isPending?: true;
            /**
             * @description Order by field
             * @example createdAt
             * @enum {string}
             */
            orderBy?: "createdAt";
        };
        ListPositionsQuery: {
            /**
             * @description Direction to paginate through objects
             * @enum {string}
             */
            order?: "asc" | "desc";
            /**
             * Format: int64
             * @description Limit the number of objects to return
             */
            limit?: number;
            /** @description Pointer to the current object in pagination dataset */
            cursor?: string;
            /**
             * Format: uuid
             * @description Id representing the registered subaccount
             */
            subaccountId: string;
            /** @description Array of product ids to filter for */
            productIds?: string[];
            /**
             * @description Include or exclude open positions (i.e. non-zero size)
             * @example true
             */
            open?: boolean;
            /**
             * @description Order by field
             * @example size
             * @enum {string}
             */
            orderBy?: "size" | "createdAt" | "updatedAt" | "realizedPnl";
            /**
             * Format: int64
             * @description Filter by order fills created before timestamp exclusive (ms since Unix epoch)
             */
            createdAfter?: number;
            /**
             * Format: int64
             * @description Filter by order fills created before timestamp inclusive (ms since Unix epoch)
             */
            createdBefore?: number;
            /** @description Side as either BUY (0) or SELL (1) */
            side?: AccountRestComponents["schemas"]["OrderSide"];
            /**
             * @description Filter by liquidated positions
             * @example false
             */
            isLiquidated?: boolean;
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
            groupContingencyType?: AccountRestComponents["schemas"]["GroupContingencyType"];
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
            rejectedReason?: AccountRestComponents["schemas"]["RejectionReason"];
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
            side: AccountRestComponents["schemas"]["OrderSide"];
            status: AccountRestComponents["schemas"]["OrderStatus"];
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
            stopPriceType?: AccountRestComponents["schemas"]["StopPriceType"];
            /**
             * @description Stop type, either GAIN (0) for take-profit or LOSS (1) for stop-loss
             * @example 1
             */
            stopType?: AccountRestComponents["schemas"]["StopType"];
            /**
             * Format: uuid
             * @description Id of the subaccount associated to order
             * @example c25c39d9-ce2b-4753-960c-c5ad558aace8
             */
            subaccountId: string;
            timeInForce?: AccountRestComponents["schemas"]["TimeInForce"];
            triggered: AccountRestComponents["schemas"]["TriggeredState"];
            type: AccountRestComponents["schemas"]["OrderRecordType"];
            /**
             * Format: int64
             * @description Order last updated timestamp (ms since Unix Epoch)
             * @example 1712019600000
             */
            updatedAt: number;
        };
        /** @description Extracted enum for OrderDtoOrderType */
        OrderRecordType: "MARKET" | "LIMIT" | (string & {});
        OrderSide: 0 | 1 | (number & {});
        /** @description Extracted enum for OrderStatus */
        OrderStatus: "NEW" | "PENDING" | "FILLED_PARTIAL" | "FILLED" | "REJECTED" | "CANCELED" | "EXPIRED" | (string & {});
        /** @description Extracted enum for OrderType */
        OrderType: "MARKET" | "LIMIT" | (string & {});
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
            side: AccountRestComponents["schemas"]["OrderSide"];
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
        /** @description Extracted enum for RejectedReasonEnum */
        RejectionReason: "AccountSuspended" | "CausesImmediateLiquidation" | "DuplicateSameSideOco" | "ExchangeSuspended" | "ImmediateMatchPostOnly" | "InstrumentOpenValueCapExceeded" | "InsufficientBalance" | "Liquidation" | "MarketOrderReachedMaxSlippage" | "OcoFilled" | "OrderIncreasesPosition" | "RiskLimitExceeded" | "SignerRevoked" | "TriggerCanceled" | "QuantityAboveMaximum" | "UnfilledFillOrKill" | "UnfilledImmediateOrCancel" | "UnfilledMarketOrder" | "MakerCanceledByTaker" | "CloseOrder" | (string & {});
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
        /** @description Extracted enum for OrderTimeInForce */
        TimeInForce: "GTD" | "IOC" | "FOK" | (string & {});
        /** @description Extracted enum for TriggeredEnum */
        TriggeredState: "NOT_TRIGGERED" | "TRIGGERED" | "STOP_ORDER_TRIGGERED" | "OCO_ORDER_TRIGGERED" | "OTO_ORDER_TRIGGERED" | (string & {});
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}

/**
 * The REST reads a maintained account takes its snapshots from (`x-account-reads` of
 * spec/stream/layer.yaml): per operation, its query and the record one page of it lists.
 *
 * @example
 * type Item = AccountRestReads["listOrders"]["item"]
 */
export interface AccountRestReads {
  /** GET /v1/order: Lists the orders of a subaccount. */
  listOrders: {
    query: AccountRestComponents["schemas"]["ListOrdersQuery"];
    item: AccountRestComponents["schemas"]["Order"];
  };
  /** GET /v1/position: Lists the positions of a subaccount. */
  listPositions: {
    query: AccountRestComponents["schemas"]["ListPositionsQuery"];
    item: AccountRestComponents["schemas"]["Position"];
  };
  /** GET /v1/order/fill: Lists the fills of a subaccount. */
  listFills: {
    query: AccountRestComponents["schemas"]["ListFillsQuery"];
    item: AccountRestComponents["schemas"]["Fill"];
  };
  /** GET /v1/subaccount/balance: Lists a subaccount's balance of each token. */
  listBalances: {
    query: AccountRestComponents["schemas"]["ListBalancesQuery"];
    item: AccountRestComponents["schemas"]["SubaccountBalance"];
  };
}
