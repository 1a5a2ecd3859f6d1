// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
// (content sha256 90e783c55efb7b72619057e31ceca62391c2d6bd40e542e7e5a3c18648a40db9) Do not edit; run pnpm generate.

import type { ReadOperationName } from "@perpkit/rest";

/**
 * What a value is beyond its JSON type: how the command line reads it and how a table shows it.
 *
 * @example
 * const kind: ValueKind = "decimal"
 */
export type ValueKind = "text" | "integer" | "number" | "boolean" | "decimal" | "uuid" | "address" | "bytes32" | "timestamp-ms" | "unix-seconds" | "side" | "json";

/**
 * One parameter of a read command: a positional argument (path parameters) or an option (query
 * parameters), with the rules the spec gives it.
 *
 * @example
 * const limit: ReadParameter = { name: "limit", option: "limit", in: "query", kind: "integer", list: false, required: false, minimum: 1, maximum: 200 }
 */
export interface ReadParameter {
  /** The parameter's name in the spec. */
  readonly name: string;
  /** The option's name on the command line, without the dashes. */
  readonly option: string;
  readonly in: "path" | "query";
  readonly kind: ValueKind;
  /** Takes several values, comma-separated or repeated. */
  readonly list: boolean;
  readonly required: boolean;
  readonly description?: string;
  /** The only values allowed. */
  readonly values?: readonly (string | number | boolean)[];
  readonly default?: string | number | boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  /** Filled by the command line when left out: from the subaccount, or the account. */
  readonly fill?: "subaccount" | "account";
  /** A product id, which may also be given as the product's symbol. */
  readonly product?: true;
  readonly deprecated?: true;
}

/**
 * One field of the records a read command prints: a column of its table.
 *
 * @example
 * const price: ReadColumn = { name: "price", kind: "decimal" }
 */
export interface ReadColumn {
  readonly name: string;
  readonly kind: ValueKind;
}

/**
 * One read command: the operation it calls and how its answer is shown.
 *
 * @example
 * const products = readCommands.find((c) => c.name === "products")
 */
export interface ReadCommand {
  /** The command's name: the operationId without its verb, in kebab case. */
  readonly name: string;
  readonly operation: ReadOperationName;
  readonly method: "GET";
  readonly path: string;
  /** The spec tag the command is listed under in the help. */
  readonly group: string;
  readonly summary: string;
  readonly description?: string;
  /** A page of records (with a cursor), a list of records, or one record. */
  readonly result: "page" | "list" | "record";
  /** The schema of one record. */
  readonly record: string;
  readonly parameters: readonly ReadParameter[];
  /**
   * Every field of the record, the spec's `x-columns` first; `symbol` too where the record
   * names its product by id (the readable records of @perpkit/rest add it).
   */
  readonly columns: readonly ReadColumn[];
  /** The columns a table shows unless `--columns` chooses: the spec's `x-columns`. */
  readonly table: readonly string[];
  /** Why the command is deprecated, when the spec marks its operation so; its help says it. */
  readonly deprecated?: string;
}

/**
 * The help's groups of read commands, in order: each spec tag and its description.
 *
 * @example
 * for (const { name, title } of readGroups) console.log(name, title)
 */
export const readGroups: readonly { readonly name: string; readonly title: string }[] = [
  {
    name: "Token",
    title: "Tokens, withdrawals and transfers.",
  },
  {
    name: "Subaccount",
    title: "Subaccounts and their balances.",
  },
  {
    name: "LinkedSigner",
    title: "Extra keys that may place and cancel orders for a subaccount but never withdraw.",
  },
  {
    name: "Rpc",
    title: "The signing configuration.",
  },
  {
    name: "RateLimit",
    title: "Rate-limit costs.",
  },
  {
    name: "Time",
    title: "Server time.",
  },
  {
    name: "Maintenance",
    title: "Maintenance status.",
  },
  {
    name: "Whitelist",
    title: "Whitelist status.",
  },
  {
    name: "Product",
    title: "Products, prices and liquidity.",
  },
  {
    name: "Funding",
    title: "Funding rates.",
  },
  {
    name: "Order",
    title: "Placing, cancelling and reading orders, fills and trades.",
  },
  {
    name: "Position",
    title: "Positions, their fills and liquidations.",
  },
  {
    name: "Referral",
    title: "The referral program.",
  },
  {
    name: "Points",
    title: "Points.",
  },
];

/**
 * One command per read operation of the REST API (37), by name.
 *
 * @example
 * readCommands.map((c) => c.name) // ["active-position","all-subaccounts","balances"], ...
 */
export const readCommands: readonly ReadCommand[] = [
  {
    name: "active-position",
    operation: "getActivePosition",
    method: "GET",
    path: "/v1/position/active",
    group: "Position",
    summary: "Returns the open position of a subaccount in one product.",
    result: "record",
    record: "Position",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id of product to filter position by",
        product: true,
      },
    ],
    columns: [
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "size",
        kind: "decimal",
      },
      {
        name: "cost",
        kind: "decimal",
      },
      {
        name: "unrealizedPnl",
        kind: "decimal",
      },
      {
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "liquidationPrice",
        kind: "decimal",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "feesAccruedUsd",
        kind: "decimal",
      },
      {
        name: "fundingAccruedUsd",
        kind: "decimal",
      },
      {
        name: "fundingUsd",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "isLiquidated",
        kind: "boolean",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "totalDecreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalDecreaseQuantity",
        kind: "decimal",
      },
      {
        name: "totalIncreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalIncreaseQuantity",
        kind: "decimal",
      },
      {
        name: "wasDeleveraged",
        kind: "boolean",
      },
    ],
    table: [
      "symbol",
      "side",
      "size",
      "cost",
      "unrealizedPnl",
      "realizedPnl",
      "liquidationPrice",
      "updatedAt",
    ],
  },
  {
    name: "all-subaccounts",
    operation: "listAllSubaccounts",
    method: "GET",
    path: "/v1/subaccount/all",
    group: "Subaccount",
    summary: "Returns all subaccounts",
    result: "page",
    record: "Subaccount",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "name",
        kind: "bytes32",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "account",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdBlockNumber",
        kind: "text",
      },
      {
        name: "registeredBlockNumber",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
    ],
    table: ["name", "id", "account", "createdAt"],
  },
  {
    name: "balances",
    operation: "listBalances",
    method: "GET",
    path: "/v1/subaccount/balance",
    group: "Subaccount",
    summary: "Lists a subaccount's balance of each token.",
    result: "page",
    record: "SubaccountBalance",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["tokenName", "updatedAt", "amount"],
      },
    ],
    columns: [
      {
        name: "tokenName",
        kind: "text",
      },
      {
        name: "amount",
        kind: "decimal",
      },
      {
        name: "available",
        kind: "decimal",
      },
      {
        name: "totalUsed",
        kind: "decimal",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "tokenAddress",
        kind: "address",
      },
      {
        name: "tokenId",
        kind: "uuid",
      },
    ],
    table: ["tokenName", "amount", "available", "totalUsed", "updatedAt"],
  },
  {
    name: "fills",
    operation: "listFills",
    method: "GET",
    path: "/v1/order/fill",
    group: "Order",
    summary: "Lists the fills of a subaccount.",
    result: "page",
    record: "Fill",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id of the subaccount to filter fills by",
        fill: "subaccount",
      },
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: false,
        description: "Array of product ids to filter for",
        minItems: 1,
        product: true,
      },
      {
        name: "createdAfter",
        option: "created-after",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by order fills created before timestamp exclusive (ms since Unix epoch)",
      },
      {
        name: "createdBefore",
        option: "created-before",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by order fills created before timestamp inclusive (ms since Unix epoch)",
      },
      {
        name: "side",
        option: "side",
        in: "query",
        kind: "side",
        list: false,
        required: false,
        description: "Side of the maker as either BUY (0) or SELL (1)",
        values: [0, 1],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["productId", "filled", "price", "createdAt"],
      },
      {
        name: "includeSelfTrades",
        option: "include-self-trades",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Explicitly include self trades (excluded by default)",
        default: false,
      },
      {
        name: "expandSelfTrades",
        option: "expand-self-trades",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "When true and includeSelfTrades is also true, returns both maker and taker perspectives for self-trades as separate rows.",
        default: false,
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "feeUsd",
        kind: "decimal",
      },
      {
        name: "isMaker",
        kind: "boolean",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "orderId",
        kind: "uuid",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
    ],
    table: [
      "createdAt",
      "symbol",
      "side",
      "price",
      "filled",
      "feeUsd",
      "isMaker",
      "type",
      "orderId",
    ],
  },
  {
    name: "funding",
    operation: "listFunding",
    method: "GET",
    path: "/v1/funding",
    group: "Funding",
    summary: "Lists the funding-rate history of a product.",
    result: "page",
    record: "FundingRate",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered product",
        product: true,
      },
      {
        name: "range",
        option: "range",
        in: "query",
        kind: "text",
        list: false,
        required: true,
        description: "The range of time of funding rates to retrieve",
        values: ["DAY", "WEEK", "MONTH"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "fundingRate1h",
        kind: "text",
      },
    ],
    table: ["createdAt", "fundingRate1h"],
  },
  {
    name: "linked-signer",
    operation: "getLinkedSigner",
    method: "GET",
    path: "/v1/linked-signer/{signerId}",
    group: "LinkedSigner",
    summary: "Returns a signer by its id",
    result: "record",
    record: "LinkedSigner",
    parameters: [
      {
        name: "signerId",
        option: "signer-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
      },
    ],
    columns: [
      {
        name: "signer",
        kind: "address",
      },
      {
        name: "name",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "linkedAt",
        kind: "timestamp-ms",
      },
      {
        name: "expiresAt",
        kind: "timestamp-ms",
      },
      {
        name: "id",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "category",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "revokedAt",
        kind: "timestamp-ms",
      },
      {
        name: "revokedBlockNumber",
        kind: "text",
      },
      {
        name: "isActive",
        kind: "boolean",
      },
    ],
    table: ["signer", "name", "status", "linkedAt", "expiresAt", "id"],
  },
  {
    name: "liquidations",
    operation: "listLiquidations",
    method: "GET",
    path: "/v1/position/liquidation",
    group: "Position",
    summary: "Returns a list of liquidations",
    result: "page",
    record: "Liquidation",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "positionSide",
        kind: "side",
      },
      {
        name: "liquidationPrice",
        kind: "decimal",
      },
      {
        name: "cost",
        kind: "decimal",
      },
      {
        name: "cause",
        kind: "text",
      },
      {
        name: "fundingChargeUsd",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "positionId",
        kind: "uuid",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
    ],
    table: ["createdAt", "symbol", "positionSide", "liquidationPrice", "cost", "cause"],
  },
  {
    name: "maintenance",
    operation: "getMaintenance",
    method: "GET",
    path: "/v1/maintenance",
    group: "Maintenance",
    summary: "Returns the current maintenance mode status",
    result: "record",
    record: "Maintenance",
    parameters: [],
    columns: [
      {
        name: "isEnabled",
        kind: "boolean",
      },
    ],
    table: ["isEnabled"],
  },
  {
    name: "market-liquidity",
    operation: "getMarketLiquidity",
    method: "GET",
    path: "/v1/product/market-liquidity",
    group: "Product",
    summary: "Returns the product market liquidity by id",
    result: "record",
    record: "MarketLiquidity",
    parameters: [
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered product",
        product: true,
      },
    ],
    columns: [
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "timestamp",
        kind: "timestamp-ms",
      },
      {
        name: "bids",
        kind: "json",
      },
      {
        name: "asks",
        kind: "json",
      },
      {
        name: "previousTimestamp",
        kind: "timestamp-ms",
      },
      {
        name: "productId",
        kind: "uuid",
      },
    ],
    table: ["symbol", "timestamp", "bids", "asks"],
  },
  {
    name: "market-prices",
    operation: "getMarketPrices",
    method: "GET",
    path: "/v1/product/market-price",
    group: "Product",
    summary: "Returns best bid and ask, oracle price and the price 24 hours ago of products.",
    result: "list",
    record: "MarketPrice",
    parameters: [
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: true,
        description: "Array of product ids",
        minItems: 1,
        maxItems: 50,
        product: true,
      },
    ],
    columns: [
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "bestBidPrice",
        kind: "decimal",
      },
      {
        name: "bestAskPrice",
        kind: "decimal",
      },
      {
        name: "oraclePrice",
        kind: "decimal",
      },
      {
        name: "price24hAgo",
        kind: "decimal",
      },
      {
        name: "productId",
        kind: "uuid",
      },
    ],
    table: ["symbol", "bestBidPrice", "bestAskPrice", "oraclePrice", "price24hAgo"],
  },
  {
    name: "order",
    operation: "getOrder",
    method: "GET",
    path: "/v1/order/{orderId}",
    group: "Order",
    summary: "Returns one order.",
    result: "record",
    record: "Order",
    parameters: [
      {
        name: "orderId",
        option: "order-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "quantity",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "availableQuantity",
        kind: "decimal",
      },
      {
        name: "close",
        kind: "boolean",
      },
      {
        name: "expiresAt",
        kind: "unix-seconds",
      },
      {
        name: "groupContingencyType",
        kind: "integer",
      },
      {
        name: "groupId",
        kind: "uuid",
      },
      {
        name: "postOnly",
        kind: "boolean",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "rejectedReason",
        kind: "text",
      },
      {
        name: "sender",
        kind: "address",
      },
      {
        name: "stopPrice",
        kind: "decimal",
      },
      {
        name: "stopPriceType",
        kind: "integer",
      },
      {
        name: "stopType",
        kind: "integer",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "timeInForce",
        kind: "text",
      },
      {
        name: "triggered",
        kind: "text",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
    table: [
      "id",
      "createdAt",
      "symbol",
      "side",
      "type",
      "price",
      "quantity",
      "filled",
      "status",
      "clientOrderId",
    ],
  },
  {
    name: "order-group",
    operation: "getOrderGroup",
    method: "GET",
    path: "/v1/order/{orderId}/group",
    group: "Order",
    summary: "Returns the orders of the OTO/OCO group an order belongs to.",
    result: "page",
    record: "Order",
    parameters: [
      {
        name: "orderId",
        option: "order-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "quantity",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "availableQuantity",
        kind: "decimal",
      },
      {
        name: "close",
        kind: "boolean",
      },
      {
        name: "expiresAt",
        kind: "unix-seconds",
      },
      {
        name: "groupContingencyType",
        kind: "integer",
      },
      {
        name: "groupId",
        kind: "uuid",
      },
      {
        name: "postOnly",
        kind: "boolean",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "rejectedReason",
        kind: "text",
      },
      {
        name: "sender",
        kind: "address",
      },
      {
        name: "stopPrice",
        kind: "decimal",
      },
      {
        name: "stopPriceType",
        kind: "integer",
      },
      {
        name: "stopType",
        kind: "integer",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "timeInForce",
        kind: "text",
      },
      {
        name: "triggered",
        kind: "text",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
    table: [
      "id",
      "createdAt",
      "symbol",
      "side",
      "type",
      "price",
      "quantity",
      "filled",
      "status",
      "clientOrderId",
    ],
  },
  {
    name: "orders",
    operation: "listOrders",
    method: "GET",
    path: "/v1/order",
    group: "Order",
    summary: "Lists the orders of a subaccount.",
    result: "page",
    record: "Order",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id of the subaccount to query for",
        fill: "subaccount",
      },
      {
        name: "clientOrderId",
        option: "client-order-id",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Client-generated order id to query for (either a valid UUID or alphanumeric string up to 32 characters)",
      },
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: false,
        description: "Array of product ids to filter for",
        minItems: 1,
        product: true,
      },
      {
        name: "createdAfter",
        option: "created-after",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by orders created after timestamp exclusive (ms since Unix epoch)",
      },
      {
        name: "createdBefore",
        option: "created-before",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by orders created before timestamp inclusive (ms since Unix epoch)",
      },
      {
        name: "side",
        option: "side",
        in: "query",
        kind: "side",
        list: false,
        required: false,
        description: "Side of the order to filter for",
        values: [0, 1],
      },
      {
        name: "close",
        option: "close",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Whether the order is a position close order",
      },
      {
        name: "stopTypes",
        option: "stop-types",
        in: "query",
        kind: "integer",
        list: true,
        required: false,
        description: "Array of StopTypes to filter by",
        values: [0, 1],
        deprecated: true,
      },
      {
        name: "isWorking",
        option: "is-working",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Filter by orders that are working: NEW, FILLED_PARTIAL",
        values: [true],
      },
      {
        name: "isPending",
        option: "is-pending",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Filter by orders that are PENDING",
        values: [true],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "quantity",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "availableQuantity",
        kind: "decimal",
      },
      {
        name: "close",
        kind: "boolean",
      },
      {
        name: "expiresAt",
        kind: "unix-seconds",
      },
      {
        name: "groupContingencyType",
        kind: "integer",
      },
      {
        name: "groupId",
        kind: "uuid",
      },
      {
        name: "postOnly",
        kind: "boolean",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "rejectedReason",
        kind: "text",
      },
      {
        name: "sender",
        kind: "address",
      },
      {
        name: "stopPrice",
        kind: "decimal",
      },
      {
        name: "stopPriceType",
        kind: "integer",
      },
      {
        name: "stopType",
        kind: "integer",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "timeInForce",
        kind: "text",
      },
      {
        name: "triggered",
        kind: "text",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
    table: [
      "id",
      "createdAt",
      "symbol",
      "side",
      "type",
      "price",
      "quantity",
      "filled",
      "status",
      "clientOrderId",
    ],
  },
  {
    name: "points-periods",
    operation: "listPointsPeriods",
    method: "GET",
    path: "/v1/points",
    group: "Points",
    summary: "Returns a list of points periods for a given address and season",
    result: "list",
    record: "PointsPeriod",
    parameters: [
      {
        name: "address",
        option: "address",
        in: "query",
        kind: "address",
        list: false,
        required: true,
        description: "Address of account",
      },
      {
        name: "season",
        option: "season",
        in: "query",
        kind: "integer",
        list: false,
        required: true,
        description: "Season number",
        minimum: 0,
        maximum: 10,
      },
      {
        name: "epoch",
        option: "epoch",
        in: "query",
        kind: "integer",
        list: false,
        required: true,
        description: "Epoch number within the season",
        minimum: 1,
        maximum: 256,
      },
    ],
    columns: [
      {
        name: "season",
        kind: "integer",
      },
      {
        name: "epoch",
        kind: "integer",
      },
      {
        name: "name",
        kind: "text",
      },
      {
        name: "points",
        kind: "decimal",
      },
      {
        name: "referralPoints",
        kind: "decimal",
      },
      {
        name: "startedAt",
        kind: "timestamp-ms",
      },
      {
        name: "endedAt",
        kind: "timestamp-ms",
      },
      {
        name: "address",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
    table: ["season", "epoch", "name", "points", "referralPoints", "startedAt", "endedAt"],
  },
  {
    name: "points-season-summaries",
    operation: "listPointsSeasonSummaries",
    method: "GET",
    path: "/v1/points/summary",
    group: "Points",
    summary: "Returns a list of points season summaries for a given address",
    result: "list",
    record: "PointsSeasonSummary",
    parameters: [
      {
        name: "address",
        option: "address",
        in: "query",
        kind: "address",
        list: false,
        required: true,
        description: "Address of account",
      },
    ],
    columns: [
      {
        name: "season",
        kind: "integer",
      },
      {
        name: "rank",
        kind: "integer",
      },
      {
        name: "tier",
        kind: "integer",
      },
      {
        name: "totalPoints",
        kind: "decimal",
      },
      {
        name: "referralPoints",
        kind: "decimal",
      },
      {
        name: "previousRank",
        kind: "integer",
      },
      {
        name: "address",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "previousReferralPoints",
        kind: "decimal",
      },
      {
        name: "previousTotalPoints",
        kind: "decimal",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
    table: ["season", "rank", "tier", "totalPoints", "referralPoints", "previousRank"],
  },
  {
    name: "position",
    operation: "getPosition",
    method: "GET",
    path: "/v1/position/{positionId}",
    group: "Position",
    summary: "Returns one position.",
    result: "record",
    record: "Position",
    parameters: [
      {
        name: "positionId",
        option: "position-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
      },
    ],
    columns: [
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "size",
        kind: "decimal",
      },
      {
        name: "cost",
        kind: "decimal",
      },
      {
        name: "unrealizedPnl",
        kind: "decimal",
      },
      {
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "liquidationPrice",
        kind: "decimal",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "feesAccruedUsd",
        kind: "decimal",
      },
      {
        name: "fundingAccruedUsd",
        kind: "decimal",
      },
      {
        name: "fundingUsd",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "isLiquidated",
        kind: "boolean",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "totalDecreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalDecreaseQuantity",
        kind: "decimal",
      },
      {
        name: "totalIncreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalIncreaseQuantity",
        kind: "decimal",
      },
      {
        name: "wasDeleveraged",
        kind: "boolean",
      },
    ],
    table: [
      "symbol",
      "side",
      "size",
      "cost",
      "unrealizedPnl",
      "realizedPnl",
      "liquidationPrice",
      "updatedAt",
    ],
  },
  {
    name: "position-fills",
    operation: "listPositionFills",
    method: "GET",
    path: "/v1/position/fill",
    group: "Position",
    summary: "Returns a filtered list of fills for a given position",
    result: "page",
    record: "PositionFill",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "positionId",
        option: "position-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id of the position to filter fills by",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["price", "filled", "createdAt"],
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "feeUsd",
        kind: "decimal",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
    ],
    table: ["createdAt", "side", "price", "filled", "realizedPnl", "feeUsd", "type"],
  },
  {
    name: "positions",
    operation: "listPositions",
    method: "GET",
    path: "/v1/position",
    group: "Position",
    summary: "Lists the positions of a subaccount.",
    result: "page",
    record: "Position",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: false,
        description: "Array of product ids to filter for",
        minItems: 1,
        product: true,
      },
      {
        name: "open",
        option: "open",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Include or exclude open positions (i.e. non-zero size)",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["size", "createdAt", "updatedAt", "realizedPnl"],
      },
      {
        name: "createdAfter",
        option: "created-after",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by order fills created before timestamp exclusive (ms since Unix epoch)",
      },
      {
        name: "createdBefore",
        option: "created-before",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by order fills created before timestamp inclusive (ms since Unix epoch)",
      },
      {
        name: "side",
        option: "side",
        in: "query",
        kind: "side",
        list: false,
        required: false,
        description: "Side as either BUY (0) or SELL (1)",
        values: [0, 1],
      },
      {
        name: "isLiquidated",
        option: "is-liquidated",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Filter by liquidated positions",
      },
    ],
    columns: [
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "size",
        kind: "decimal",
      },
      {
        name: "cost",
        kind: "decimal",
      },
      {
        name: "unrealizedPnl",
        kind: "decimal",
      },
      {
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "liquidationPrice",
        kind: "decimal",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "feesAccruedUsd",
        kind: "decimal",
      },
      {
        name: "fundingAccruedUsd",
        kind: "decimal",
      },
      {
        name: "fundingUsd",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "isLiquidated",
        kind: "boolean",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "totalDecreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalDecreaseQuantity",
        kind: "decimal",
      },
      {
        name: "totalIncreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalIncreaseQuantity",
        kind: "decimal",
      },
      {
        name: "wasDeleveraged",
        kind: "boolean",
      },
    ],
    table: [
      "symbol",
      "side",
      "size",
      "cost",
      "unrealizedPnl",
      "realizedPnl",
      "liquidationPrice",
      "updatedAt",
    ],
  },
  {
    name: "product",
    operation: "getProduct",
    method: "GET",
    path: "/v1/product/{productId}",
    group: "Product",
    summary: "Returns one product.",
    result: "record",
    record: "Product",
    parameters: [
      {
        name: "productId",
        option: "product-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
        product: true,
      },
    ],
    columns: [
      {
        name: "ticker",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "tickSize",
        kind: "decimal",
      },
      {
        name: "lotSize",
        kind: "decimal",
      },
      {
        name: "minPrice",
        kind: "decimal",
      },
      {
        name: "maxPrice",
        kind: "decimal",
      },
      {
        name: "maxQuantity",
        kind: "decimal",
      },
      {
        name: "maxLeverage",
        kind: "number",
      },
      {
        name: "makerFee",
        kind: "decimal",
      },
      {
        name: "takerFee",
        kind: "decimal",
      },
      {
        name: "openInterest",
        kind: "decimal",
      },
      {
        name: "baseTokenAddress",
        kind: "address",
      },
      {
        name: "baseTokenName",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "cumulativeFundingUsd",
        kind: "decimal",
      },
      {
        name: "displayTicker",
        kind: "text",
      },
      {
        name: "engineType",
        kind: "integer",
      },
      {
        name: "fundingBaselineApr",
        kind: "decimal",
      },
      {
        name: "fundingClampApr",
        kind: "decimal",
      },
      {
        name: "fundingMaxApr",
        kind: "decimal",
      },
      {
        name: "fundingRate1h",
        kind: "decimal",
      },
      {
        name: "fundingUpdatedAt",
        kind: "unix-seconds",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "maxOpenInterestUsd",
        kind: "decimal",
      },
      {
        name: "maxPositionNotionalUsd",
        kind: "decimal",
      },
      {
        name: "minQuantity",
        kind: "decimal",
      },
      {
        name: "onchainId",
        kind: "integer",
      },
      {
        name: "pythFeedId",
        kind: "integer",
      },
      {
        name: "quoteTokenAddress",
        kind: "address",
      },
      {
        name: "quoteTokenName",
        kind: "text",
      },
      {
        name: "volume24h",
        kind: "decimal",
      },
    ],
    table: [
      "ticker",
      "status",
      "tickSize",
      "lotSize",
      "minPrice",
      "maxPrice",
      "maxQuantity",
      "maxLeverage",
      "makerFee",
      "takerFee",
      "openInterest",
    ],
  },
  {
    name: "products",
    operation: "listProducts",
    method: "GET",
    path: "/v1/product",
    group: "Product",
    summary: "Lists products with the fields order building needs.",
    result: "page",
    record: "Product",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt", "openInterest", "baseTokenName", "quoteTokenName"],
      },
      {
        name: "ticker",
        option: "ticker",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Filter products by ticker (alphanumeric and case insensitive)",
        pattern: "^[a-zA-Z0-9]{1,16}$",
      },
    ],
    columns: [
      {
        name: "ticker",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "tickSize",
        kind: "decimal",
      },
      {
        name: "lotSize",
        kind: "decimal",
      },
      {
        name: "minPrice",
        kind: "decimal",
      },
      {
        name: "maxPrice",
        kind: "decimal",
      },
      {
        name: "maxQuantity",
        kind: "decimal",
      },
      {
        name: "maxLeverage",
        kind: "number",
      },
      {
        name: "makerFee",
        kind: "decimal",
      },
      {
        name: "takerFee",
        kind: "decimal",
      },
      {
        name: "openInterest",
        kind: "decimal",
      },
      {
        name: "baseTokenAddress",
        kind: "address",
      },
      {
        name: "baseTokenName",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "cumulativeFundingUsd",
        kind: "decimal",
      },
      {
        name: "displayTicker",
        kind: "text",
      },
      {
        name: "engineType",
        kind: "integer",
      },
      {
        name: "fundingBaselineApr",
        kind: "decimal",
      },
      {
        name: "fundingClampApr",
        kind: "decimal",
      },
      {
        name: "fundingMaxApr",
        kind: "decimal",
      },
      {
        name: "fundingRate1h",
        kind: "decimal",
      },
      {
        name: "fundingUpdatedAt",
        kind: "unix-seconds",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "maxOpenInterestUsd",
        kind: "decimal",
      },
      {
        name: "maxPositionNotionalUsd",
        kind: "decimal",
      },
      {
        name: "minQuantity",
        kind: "decimal",
      },
      {
        name: "onchainId",
        kind: "integer",
      },
      {
        name: "pythFeedId",
        kind: "integer",
      },
      {
        name: "quoteTokenAddress",
        kind: "address",
      },
      {
        name: "quoteTokenName",
        kind: "text",
      },
      {
        name: "volume24h",
        kind: "decimal",
      },
    ],
    table: [
      "ticker",
      "status",
      "tickSize",
      "lotSize",
      "minPrice",
      "maxPrice",
      "maxQuantity",
      "maxLeverage",
      "makerFee",
      "takerFee",
      "openInterest",
    ],
  },
  {
    name: "projected-funding-rates",
    operation: "listProjectedFundingRates",
    method: "GET",
    path: "/v1/funding/projected-rate",
    group: "Funding",
    summary: "Returns a list of projected funding rates for the given products",
    result: "page",
    record: "ProjectedFundingRate",
    parameters: [
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: true,
        description: "Array of product ids",
        minItems: 1,
        maxItems: 50,
        product: true,
      },
    ],
    columns: [
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "fundingRate1h",
        kind: "decimal",
      },
      {
        name: "fundingRateProjected1h",
        kind: "decimal",
      },
      {
        name: "productId",
        kind: "uuid",
      },
    ],
    table: ["symbol", "fundingRate1h", "fundingRateProjected1h"],
  },
  {
    name: "rate-limit-config",
    operation: "getRateLimitConfig",
    method: "GET",
    path: "/v1/rate-limit/config",
    group: "RateLimit",
    summary: "Returns the point cost of each endpoint.",
    result: "list",
    record: "RateLimitConfig",
    parameters: [],
    columns: [
      {
        name: "protocol",
        kind: "text",
      },
      {
        name: "method",
        kind: "text",
      },
      {
        name: "path",
        kind: "text",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "basePoints",
        kind: "number",
      },
      {
        name: "pointsPerRow",
        kind: "number",
      },
      {
        name: "fixedPoints",
        kind: "number",
      },
      {
        name: "namespace",
        kind: "text",
      },
    ],
    table: [
      "protocol",
      "method",
      "path",
      "type",
      "basePoints",
      "pointsPerRow",
      "fixedPoints",
    ],
  },
  {
    name: "referral-code-usage",
    operation: "getReferralCodeUsage",
    method: "GET",
    path: "/v1/referral/code/{code}",
    group: "Referral",
    summary: "Returns referral code usage details",
    result: "record",
    record: "ReferralCodeUsage",
    parameters: [
      {
        name: "code",
        option: "code",
        in: "path",
        kind: "text",
        list: false,
        required: true,
        description: "Referral code (3-12 alphanumeric uppercase characters)",
        minLength: 12,
        maxLength: 12,
        pattern: "^[A-Z0-9]+$",
      },
    ],
    columns: [
      {
        name: "code",
        kind: "text",
      },
      {
        name: "remainingUsage",
        kind: "integer",
      },
    ],
    table: ["code", "remainingUsage"],
  },
  {
    name: "rpc-config",
    operation: "getRpcConfig",
    method: "GET",
    path: "/v1/rpc/config",
    group: "Rpc",
    summary: "Returns the live signing configuration (EIP-712 domain and message types).",
    result: "record",
    record: "RpcConfig",
    parameters: [],
    columns: [
      {
        name: "domain",
        kind: "json",
      },
      {
        name: "signatureTypes",
        kind: "json",
      },
    ],
    table: ["domain", "signatureTypes"],
  },
  {
    name: "signer-quota",
    operation: "getSignerQuota",
    method: "GET",
    path: "/v1/linked-signer/quota",
    group: "LinkedSigner",
    summary: "Returns the linked-signer quota of a subaccount's owner.",
    result: "record",
    record: "LinkedSignerQuota",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
    ],
    columns: [
      {
        name: "maxLinkedSignersInPeriod",
        kind: "integer",
      },
      {
        name: "linkedSignersUsedInPeriod",
        kind: "integer",
      },
      {
        name: "maxLinkedSignersPeriodDays",
        kind: "integer",
      },
      {
        name: "linkedSignerRefreshHoursBeforeExpiry",
        kind: "integer",
      },
    ],
    table: [
      "maxLinkedSignersInPeriod",
      "linkedSignersUsedInPeriod",
      "maxLinkedSignersPeriodDays",
      "linkedSignerRefreshHoursBeforeExpiry",
    ],
  },
  {
    name: "signer-status",
    operation: "getSignerStatus",
    method: "GET",
    path: "/v1/linked-signer/address/{address}",
    group: "LinkedSigner",
    summary: "Returns the record, and so the status, of a linked signer by its address.",
    result: "record",
    record: "LinkedSigner",
    parameters: [
      {
        name: "address",
        option: "address",
        in: "path",
        kind: "address",
        list: false,
        required: true,
        description: "Address of linked signer",
      },
    ],
    columns: [
      {
        name: "signer",
        kind: "address",
      },
      {
        name: "name",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "linkedAt",
        kind: "timestamp-ms",
      },
      {
        name: "expiresAt",
        kind: "timestamp-ms",
      },
      {
        name: "id",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "category",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "revokedAt",
        kind: "timestamp-ms",
      },
      {
        name: "revokedBlockNumber",
        kind: "text",
      },
      {
        name: "isActive",
        kind: "boolean",
      },
    ],
    table: ["signer", "name", "status", "linkedAt", "expiresAt", "id"],
  },
  {
    name: "signers",
    operation: "listSigners",
    method: "GET",
    path: "/v1/linked-signer",
    group: "LinkedSigner",
    summary: "Lists the signers linked to a subaccount.",
    result: "page",
    record: "LinkedSigner",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
      {
        name: "statuses",
        option: "statuses",
        in: "query",
        kind: "text",
        list: true,
        required: false,
        description: "Filters signers by statuses",
        values: ["PENDING", "ACTIVE", "PENDING_REVOKE", "REVOKED", "REJECTED"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt", "expiresAt"],
      },
    ],
    columns: [
      {
        name: "signer",
        kind: "address",
      },
      {
        name: "name",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "linkedAt",
        kind: "timestamp-ms",
      },
      {
        name: "expiresAt",
        kind: "timestamp-ms",
      },
      {
        name: "id",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "category",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "revokedAt",
        kind: "timestamp-ms",
      },
      {
        name: "revokedBlockNumber",
        kind: "text",
      },
      {
        name: "isActive",
        kind: "boolean",
      },
    ],
    table: ["signer", "name", "status", "linkedAt", "expiresAt", "id"],
  },
  {
    name: "subaccount",
    operation: "getSubaccount",
    method: "GET",
    path: "/v1/subaccount/{subaccountId}",
    group: "Subaccount",
    summary: "Returns one subaccount.",
    result: "record",
    record: "Subaccount",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
        fill: "subaccount",
      },
    ],
    columns: [
      {
        name: "name",
        kind: "bytes32",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "account",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdBlockNumber",
        kind: "text",
      },
      {
        name: "registeredBlockNumber",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
    ],
    table: ["name", "id", "account", "createdAt"],
  },
  {
    name: "subaccounts",
    operation: "listSubaccounts",
    method: "GET",
    path: "/v1/subaccount",
    group: "Subaccount",
    summary: "Lists the subaccounts a wallet owns.",
    result: "page",
    record: "Subaccount",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "name",
        option: "name",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Bytes32 encoded subaccount name (0x prefix, zero padded)",
      },
      {
        name: "sender",
        option: "sender",
        in: "query",
        kind: "text",
        list: false,
        required: true,
        description: "Address of the subaccount wallet",
        fill: "account",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt", "name"],
      },
    ],
    columns: [
      {
        name: "name",
        kind: "bytes32",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "account",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdBlockNumber",
        kind: "text",
      },
      {
        name: "registeredBlockNumber",
        kind: "text",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
    ],
    table: ["name", "id", "account", "createdAt"],
  },
  {
    name: "time",
    operation: "getTime",
    method: "GET",
    path: "/v1/time",
    group: "Time",
    summary: "Returns the server time in milliseconds.",
    result: "record",
    record: "ServerTime",
    parameters: [],
    columns: [
      {
        name: "time",
        kind: "timestamp-ms",
      },
    ],
    table: ["time"],
  },
  {
    name: "token",
    operation: "getToken",
    method: "GET",
    path: "/v1/token/{tokenId}",
    group: "Token",
    summary: "Returns one token.",
    result: "record",
    record: "Token",
    parameters: [
      {
        name: "tokenId",
        option: "token-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        description: "A UUID; the upstream leaves the format unsaid.",
      },
    ],
    columns: [
      {
        name: "name",
        kind: "text",
      },
      {
        name: "erc20Symbol",
        kind: "text",
      },
      {
        name: "address",
        kind: "address",
      },
      {
        name: "depositEnabled",
        kind: "boolean",
      },
      {
        name: "withdrawEnabled",
        kind: "boolean",
      },
      {
        name: "depositFee",
        kind: "decimal",
      },
      {
        name: "withdrawFee",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "addedBlockNumber",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "erc20Decimals",
        kind: "number",
      },
      {
        name: "erc20Name",
        kind: "text",
      },
      {
        name: "lzOftAddress",
        kind: "address",
      },
      {
        name: "minDeposit",
        kind: "decimal",
      },
      {
        name: "removedBlockNumber",
        kind: "text",
      },
    ],
    table: [
      "name",
      "erc20Symbol",
      "address",
      "depositEnabled",
      "withdrawEnabled",
      "depositFee",
      "withdrawFee",
      "id",
    ],
  },
  {
    name: "tokens",
    operation: "listTokens",
    method: "GET",
    path: "/v1/token",
    group: "Token",
    summary: "Lists tokens.",
    result: "page",
    record: "Token",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "depositEnabled",
        option: "deposit-enabled",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Filters tokens by if its enabled for deposit",
      },
      {
        name: "withdrawEnabled",
        option: "withdraw-enabled",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Filters tokens by if its enabled for withdraw",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "name",
        kind: "text",
      },
      {
        name: "erc20Symbol",
        kind: "text",
      },
      {
        name: "address",
        kind: "address",
      },
      {
        name: "depositEnabled",
        kind: "boolean",
      },
      {
        name: "withdrawEnabled",
        kind: "boolean",
      },
      {
        name: "depositFee",
        kind: "decimal",
      },
      {
        name: "withdrawFee",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "addedBlockNumber",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "erc20Decimals",
        kind: "number",
      },
      {
        name: "erc20Name",
        kind: "text",
      },
      {
        name: "lzOftAddress",
        kind: "address",
      },
      {
        name: "minDeposit",
        kind: "decimal",
      },
      {
        name: "removedBlockNumber",
        kind: "text",
      },
    ],
    table: [
      "name",
      "erc20Symbol",
      "address",
      "depositEnabled",
      "withdrawEnabled",
      "depositFee",
      "withdrawFee",
      "id",
    ],
  },
  {
    name: "total-points",
    operation: "getTotalPoints",
    method: "GET",
    path: "/v1/points/total",
    group: "Points",
    summary: "Returns total exchange-wide points distributed",
    result: "record",
    record: "TotalPoints",
    parameters: [
      {
        name: "season",
        option: "season",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Season number",
        minimum: 0,
        maximum: 10,
      },
      {
        name: "epoch",
        option: "epoch",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Epoch number within season",
        minimum: 1,
        maximum: 256,
      },
    ],
    columns: [
      {
        name: "totalPoints",
        kind: "decimal",
      },
      {
        name: "referralPoints",
        kind: "decimal",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
    table: ["totalPoints", "referralPoints", "updatedAt"],
  },
  {
    name: "trades",
    operation: "listTrades",
    method: "GET",
    path: "/v1/order/trade",
    group: "Order",
    summary: "Lists the public trades of a product.",
    result: "page",
    record: "Trade",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id of the product to filter trades by",
        product: true,
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by fields",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "symbol",
        kind: "text",
      },
      {
        name: "takerSide",
        kind: "side",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "makerClientOrderId",
        kind: "text",
      },
      {
        name: "makerFeeUsd",
        kind: "decimal",
      },
      {
        name: "makerOrderId",
        kind: "uuid",
      },
      {
        name: "makerSide",
        kind: "side",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "takerClientOrderId",
        kind: "text",
      },
      {
        name: "takerFeeUsd",
        kind: "decimal",
      },
      {
        name: "takerOrderId",
        kind: "uuid",
      },
    ],
    table: ["createdAt", "symbol", "takerSide", "price", "filled", "id"],
  },
  {
    name: "transfers",
    operation: "listTransfers",
    method: "GET",
    path: "/v1/token/transfer",
    group: "Token",
    summary: "Lists the deposits and withdrawals of a subaccount.",
    result: "page",
    record: "Transfer",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
      {
        name: "statuses",
        option: "statuses",
        in: "query",
        kind: "text",
        list: true,
        required: false,
        description: "Array of transfer statuses to filter by",
        values: ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"],
      },
      {
        name: "types",
        option: "types",
        in: "query",
        kind: "text",
        list: true,
        required: false,
        description: "Array of transfer types to filter by",
        values: ["DEPOSIT", "WITHDRAW"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
      {
        name: "createdAfter",
        option: "created-after",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by transfers created after timestamp exclusive (ms since Unix epoch)",
      },
      {
        name: "createdBefore",
        option: "created-before",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Filter by transfers created before timestamp inclusive (ms since Unix epoch)",
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "tokenName",
        kind: "text",
      },
      {
        name: "amount",
        kind: "decimal",
      },
      {
        name: "fee",
        kind: "decimal",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "finalizedBlockNumber",
        kind: "text",
      },
      {
        name: "finalizedTransactionHash",
        kind: "bytes32",
      },
      {
        name: "initiatedBlockNumber",
        kind: "text",
      },
      {
        name: "initiatedTransactionHash",
        kind: "bytes32",
      },
      {
        name: "lzDestinationAddress",
        kind: "text",
      },
      {
        name: "lzDestinationEid",
        kind: "integer",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "tokenAddress",
        kind: "address",
      },
      {
        name: "subaccount",
        kind: "text",
      },
      {
        name: "token",
        kind: "text",
      },
    ],
    table: ["createdAt", "type", "tokenName", "amount", "fee", "status", "id"],
  },
  {
    name: "whitelist",
    operation: "getWhitelist",
    method: "GET",
    path: "/v1/whitelist",
    group: "Whitelist",
    summary: "Checks if an address is whitelisted",
    result: "record",
    record: "Whitelist",
    parameters: [
      {
        name: "address",
        option: "address",
        in: "query",
        kind: "address",
        list: false,
        required: true,
        description: "Address of account",
      },
    ],
    columns: [
      {
        name: "isWhitelisted",
        kind: "boolean",
      },
    ],
    table: ["isWhitelisted"],
  },
  {
    name: "withdrawals",
    operation: "listWithdrawals",
    method: "GET",
    path: "/v1/token/withdraw",
    group: "Token",
    summary: "Lists the withdrawals of a subaccount.",
    result: "page",
    record: "Withdrawal",
    parameters: [
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Direction to paginate through objects",
        values: ["asc", "desc"],
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Limit the number of objects to return",
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Pointer to the current object in pagination dataset",
      },
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "Id representing the registered subaccount",
        fill: "subaccount",
      },
      {
        name: "isActive",
        option: "is-active",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Filters active withdraws",
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Order by field",
        values: ["createdAt"],
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "token",
        kind: "address",
      },
      {
        name: "amount",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "finalizedBlockNumber",
        kind: "text",
      },
      {
        name: "initiatedBlockNumber",
        kind: "text",
      },
      {
        name: "lzDestinationAddress",
        kind: "text",
      },
      {
        name: "lzDestinationEid",
        kind: "integer",
      },
      {
        name: "subaccount",
        kind: "bytes32",
      },
      {
        name: "withdrawDigest",
        kind: "text",
      },
      {
        name: "digest",
        kind: "text",
      },
    ],
    table: ["createdAt", "token", "amount", "status", "id"],
  },
];
