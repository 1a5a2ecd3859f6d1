// Generated from spec/rest/openapi.yaml (sha256 f2d0df798a5fe1c30c6f99c43c1db2d1d61fcc184e63bb120ec8b1d73ba08019). Do not edit; run pnpm generate.

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
  readonly columns: readonly ReadColumn[];
}

/**
 * The help's groups of read commands, in order: each spec tag and its description.
 *
 * @example
 * for (const { name, title } of readGroups) console.log(name, title)
 */
export const readGroups: readonly { readonly name: string; readonly title: string }[] = [
  {
    name: "tokens",
    title: "Tokens, withdrawals and transfers.",
  },
  {
    name: "subaccounts",
    title: "Subaccounts and their balances.",
  },
  {
    name: "linked-signers",
    title: "Extra keys that may place and cancel orders for a subaccount but never withdraw.",
  },
  {
    name: "config",
    title: "Signing configuration, rate-limit costs and server time.",
  },
  {
    name: "products",
    title: "Products, prices and funding.",
  },
  {
    name: "orders",
    title: "Placing, cancelling and reading orders, fills and trades.",
  },
  {
    name: "positions",
    title: "Positions.",
  },
];

/**
 * One command per read operation of the REST API (25), by name.
 *
 * @example
 * readCommands.map((c) => c.name) // ["active-position","balances","fills"], ...
 */
export const readCommands: readonly ReadCommand[] = [
  {
    name: "active-position",
    operation: "getActivePosition",
    method: "GET",
    path: "/v1/position/active",
    group: "positions",
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
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The product's id (UUID).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
    ],
    columns: [
      {
        name: "id",
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
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "unrealizedPnl",
        kind: "text",
      },
      {
        name: "fundingUsd",
        kind: "decimal",
      },
      {
        name: "fundingAccruedUsd",
        kind: "decimal",
      },
      {
        name: "feesAccruedUsd",
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
        name: "totalDecreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalDecreaseQuantity",
        kind: "decimal",
      },
      {
        name: "isLiquidated",
        kind: "boolean",
      },
      {
        name: "liquidationPrice",
        kind: "text",
      },
      {
        name: "wasDeleveraged",
        kind: "boolean",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "balances",
    operation: "listBalances",
    method: "GET",
    path: "/v1/subaccount/balance",
    group: "subaccounts",
    summary: "Lists a subaccount's balance of each token.",
    result: "page",
    record: "SubaccountBalance",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "tokenId",
        kind: "uuid",
      },
      {
        name: "tokenAddress",
        kind: "address",
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
    ],
  },
  {
    name: "fills",
    operation: "listFills",
    method: "GET",
    path: "/v1/order/fill",
    group: "orders",
    summary: "Lists the fills of a subaccount.",
    result: "page",
    record: "Fill",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: false,
        description: "Only records of these products (UUIDs).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
      {
        name: "createdAfter",
        option: "created-after",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Only records created after this time (milliseconds, exclusive).",
        minimum: 0,
      },
      {
        name: "createdBefore",
        option: "created-before",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Only records created at or before this time (milliseconds, inclusive).",
        minimum: 0,
      },
      {
        name: "side",
        option: "side",
        in: "query",
        kind: "side",
        list: false,
        required: false,
        description: "Only this side (0 buy, 1 sell).",
        values: [0, 1],
      },
      {
        name: "includeSelfTrades",
        option: "include-self-trades",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Include self trades, which are left out by default.",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
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
        name: "productId",
        kind: "uuid",
      },
      {
        name: "subaccountId",
        kind: "uuid",
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
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "funding",
    operation: "listFunding",
    method: "GET",
    path: "/v1/funding",
    group: "products",
    summary: "Lists the funding-rate history of a product.",
    result: "page",
    record: "FundingRate",
    parameters: [
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The product's id (UUID).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
      {
        name: "range",
        option: "range",
        in: "query",
        kind: "text",
        list: false,
        required: true,
        description: "How far back to look.",
        values: ["DAY", "WEEK", "MONTH"],
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "fundingRate1h",
        kind: "decimal",
      },
    ],
  },
  {
    name: "market-prices",
    operation: "getMarketPrices",
    method: "GET",
    path: "/v1/product/market-price",
    group: "products",
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
        description: "Product ids (UUIDs).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        minItems: 1,
        product: true,
      },
    ],
    columns: [
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "bestBidPrice",
        kind: "text",
      },
      {
        name: "bestAskPrice",
        kind: "text",
      },
      {
        name: "oraclePrice",
        kind: "text",
      },
      {
        name: "price24hAgo",
        kind: "text",
      },
    ],
  },
  {
    name: "order",
    operation: "getOrder",
    method: "GET",
    path: "/v1/order/{orderId}",
    group: "orders",
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
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "quantity",
        kind: "decimal",
      },
      {
        name: "availableQuantity",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "stopPrice",
        kind: "text",
      },
      {
        name: "stopType",
        kind: "integer",
      },
      {
        name: "stopPriceType",
        kind: "integer",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "triggered",
        kind: "json",
      },
      {
        name: "rejectedReason",
        kind: "text",
      },
      {
        name: "timeInForce",
        kind: "text",
      },
      {
        name: "postOnly",
        kind: "boolean",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "close",
        kind: "boolean",
      },
      {
        name: "expiresAt",
        kind: "integer",
      },
      {
        name: "groupId",
        kind: "text",
      },
      {
        name: "groupContingencyType",
        kind: "integer",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "sender",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "order-group",
    operation: "getOrderGroup",
    method: "GET",
    path: "/v1/order/{orderId}/group",
    group: "orders",
    summary: "Returns the orders of the OTO/OCO group an order belongs to.",
    result: "list",
    record: "Order",
    parameters: [
      {
        name: "orderId",
        option: "order-id",
        in: "path",
        kind: "uuid",
        list: false,
        required: true,
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "quantity",
        kind: "decimal",
      },
      {
        name: "availableQuantity",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "stopPrice",
        kind: "text",
      },
      {
        name: "stopType",
        kind: "integer",
      },
      {
        name: "stopPriceType",
        kind: "integer",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "triggered",
        kind: "json",
      },
      {
        name: "rejectedReason",
        kind: "text",
      },
      {
        name: "timeInForce",
        kind: "text",
      },
      {
        name: "postOnly",
        kind: "boolean",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "close",
        kind: "boolean",
      },
      {
        name: "expiresAt",
        kind: "integer",
      },
      {
        name: "groupId",
        kind: "text",
      },
      {
        name: "groupContingencyType",
        kind: "integer",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "sender",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "orders",
    operation: "listOrders",
    method: "GET",
    path: "/v1/order",
    group: "orders",
    summary: "Lists the orders of a subaccount.",
    result: "page",
    record: "Order",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "clientOrderId",
        option: "client-order-id",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Only the order with this client order id.",
        pattern: "^([A-Za-z0-9]{1,32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$",
      },
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: false,
        description: "Only records of these products (UUIDs).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
      {
        name: "createdAfter",
        option: "created-after",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Only records created after this time (milliseconds, exclusive).",
        minimum: 0,
      },
      {
        name: "createdBefore",
        option: "created-before",
        in: "query",
        kind: "timestamp-ms",
        list: false,
        required: false,
        description: "Only records created at or before this time (milliseconds, inclusive).",
        minimum: 0,
      },
      {
        name: "side",
        option: "side",
        in: "query",
        kind: "side",
        list: false,
        required: false,
        description: "Only this side (0 buy, 1 sell).",
        values: [0, 1],
      },
      {
        name: "close",
        option: "close",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only position-close orders (or only other orders).",
      },
      {
        name: "isWorking",
        option: "is-working",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only working orders (NEW, FILLED_PARTIAL), or only others.",
      },
      {
        name: "isPending",
        option: "is-pending",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only pending (untriggered) orders, or only others.",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "clientOrderId",
        kind: "text",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "side",
        kind: "side",
      },
      {
        name: "quantity",
        kind: "decimal",
      },
      {
        name: "availableQuantity",
        kind: "decimal",
      },
      {
        name: "filled",
        kind: "decimal",
      },
      {
        name: "price",
        kind: "decimal",
      },
      {
        name: "stopPrice",
        kind: "text",
      },
      {
        name: "stopType",
        kind: "integer",
      },
      {
        name: "stopPriceType",
        kind: "integer",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "triggered",
        kind: "json",
      },
      {
        name: "rejectedReason",
        kind: "text",
      },
      {
        name: "timeInForce",
        kind: "text",
      },
      {
        name: "postOnly",
        kind: "boolean",
      },
      {
        name: "reduceOnly",
        kind: "boolean",
      },
      {
        name: "close",
        kind: "boolean",
      },
      {
        name: "expiresAt",
        kind: "integer",
      },
      {
        name: "groupId",
        kind: "text",
      },
      {
        name: "groupContingencyType",
        kind: "integer",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "subaccountId",
        kind: "uuid",
      },
      {
        name: "sender",
        kind: "address",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "position",
    operation: "getPosition",
    method: "GET",
    path: "/v1/position/{positionId}",
    group: "positions",
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
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      },
    ],
    columns: [
      {
        name: "id",
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
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "unrealizedPnl",
        kind: "text",
      },
      {
        name: "fundingUsd",
        kind: "decimal",
      },
      {
        name: "fundingAccruedUsd",
        kind: "decimal",
      },
      {
        name: "feesAccruedUsd",
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
        name: "totalDecreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalDecreaseQuantity",
        kind: "decimal",
      },
      {
        name: "isLiquidated",
        kind: "boolean",
      },
      {
        name: "liquidationPrice",
        kind: "text",
      },
      {
        name: "wasDeleveraged",
        kind: "boolean",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "positions",
    operation: "listPositions",
    method: "GET",
    path: "/v1/position",
    group: "positions",
    summary: "Lists the positions of a subaccount.",
    result: "page",
    record: "Position",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "productIds",
        option: "product-ids",
        in: "query",
        kind: "uuid",
        list: true,
        required: false,
        description: "Only records of these products (UUIDs).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
      {
        name: "open",
        option: "open",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only open (or only closed) positions.",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
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
        name: "realizedPnl",
        kind: "decimal",
      },
      {
        name: "unrealizedPnl",
        kind: "text",
      },
      {
        name: "fundingUsd",
        kind: "decimal",
      },
      {
        name: "fundingAccruedUsd",
        kind: "decimal",
      },
      {
        name: "feesAccruedUsd",
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
        name: "totalDecreaseNotional",
        kind: "decimal",
      },
      {
        name: "totalDecreaseQuantity",
        kind: "decimal",
      },
      {
        name: "isLiquidated",
        kind: "boolean",
      },
      {
        name: "liquidationPrice",
        kind: "text",
      },
      {
        name: "wasDeleveraged",
        kind: "boolean",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
      {
        name: "updatedAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "product",
    operation: "getProduct",
    method: "GET",
    path: "/v1/product/{productId}",
    group: "products",
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
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "ticker",
        kind: "text",
      },
      {
        name: "displayTicker",
        kind: "text",
      },
      {
        name: "baseTokenName",
        kind: "text",
      },
      {
        name: "quoteTokenName",
        kind: "text",
      },
      {
        name: "onchainId",
        kind: "integer",
      },
      {
        name: "engineType",
        kind: "integer",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "lotSize",
        kind: "decimal",
      },
      {
        name: "tickSize",
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
        name: "makerFee",
        kind: "decimal",
      },
      {
        name: "takerFee",
        kind: "decimal",
      },
      {
        name: "maxLeverage",
        kind: "number",
      },
      {
        name: "fundingRate1h",
        kind: "text",
      },
      {
        name: "openInterest",
        kind: "text",
      },
      {
        name: "volume24h",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "products",
    operation: "listProducts",
    method: "GET",
    path: "/v1/product",
    group: "products",
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
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "ticker",
        kind: "text",
      },
      {
        name: "displayTicker",
        kind: "text",
      },
      {
        name: "baseTokenName",
        kind: "text",
      },
      {
        name: "quoteTokenName",
        kind: "text",
      },
      {
        name: "onchainId",
        kind: "integer",
      },
      {
        name: "engineType",
        kind: "integer",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "lotSize",
        kind: "decimal",
      },
      {
        name: "tickSize",
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
        name: "makerFee",
        kind: "decimal",
      },
      {
        name: "takerFee",
        kind: "decimal",
      },
      {
        name: "maxLeverage",
        kind: "number",
      },
      {
        name: "fundingRate1h",
        kind: "text",
      },
      {
        name: "openInterest",
        kind: "text",
      },
      {
        name: "volume24h",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "rate-limit-config",
    operation: "getRateLimitConfig",
    method: "GET",
    path: "/v1/rate-limit/config",
    group: "config",
    summary: "Returns the point cost of each endpoint.",
    result: "record",
    record: "RateLimitConfig",
    parameters: [],
    columns: [],
  },
  {
    name: "rpc-config",
    operation: "getRpcConfig",
    method: "GET",
    path: "/v1/rpc/config",
    group: "config",
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
    description: "Fetch it live and reuse it; it changes only on a contract migration.",
  },
  {
    name: "signer-quota",
    operation: "getSignerQuota",
    method: "GET",
    path: "/v1/linked-signer/quota",
    group: "linked-signers",
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
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
    ],
    columns: [
      {
        name: "maxLinkedSignersPeriodDays",
        kind: "integer",
      },
      {
        name: "maxLinkedSignersInPeriod",
        kind: "integer",
      },
      {
        name: "linkedSignersUsedInPeriod",
        kind: "integer",
      },
      {
        name: "linkedSignerRefreshHoursBeforeExpiry",
        kind: "integer",
      },
    ],
  },
  {
    name: "signer-status",
    operation: "getSignerStatus",
    method: "GET",
    path: "/v1/linked-signer/address/{address}",
    group: "linked-signers",
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
        description: "The linked signer's address.",
        pattern: "^0x[0-9a-fA-F]{40}$",
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
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
        name: "isActive",
        kind: "boolean",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "revokedBlockNumber",
        kind: "text",
      },
      {
        name: "linkedAt",
        kind: "integer",
      },
      {
        name: "revokedAt",
        kind: "integer",
      },
      {
        name: "expiresAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "signers",
    operation: "listSigners",
    method: "GET",
    path: "/v1/linked-signer",
    group: "linked-signers",
    summary: "Lists the signers linked to a subaccount.",
    result: "page",
    record: "LinkedSigner",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "active",
        option: "active",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only active (or only inactive) signers.",
      },
      {
        name: "statuses",
        option: "statuses",
        in: "query",
        kind: "text",
        list: true,
        required: false,
        description: "Only signers in these statuses, for example `ACTIVE`.",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
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
        name: "isActive",
        kind: "boolean",
      },
      {
        name: "blockNumber",
        kind: "text",
      },
      {
        name: "revokedBlockNumber",
        kind: "text",
      },
      {
        name: "linkedAt",
        kind: "integer",
      },
      {
        name: "revokedAt",
        kind: "integer",
      },
      {
        name: "expiresAt",
        kind: "timestamp-ms",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "subaccount",
    operation: "getSubaccount",
    method: "GET",
    path: "/v1/subaccount/{subaccountId}",
    group: "subaccounts",
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
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "name",
        kind: "bytes32",
      },
      {
        name: "account",
        kind: "address",
      },
      {
        name: "blockNumber",
        kind: "text",
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
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "subaccounts",
    operation: "listSubaccounts",
    method: "GET",
    path: "/v1/subaccount",
    group: "subaccounts",
    summary: "Lists the subaccounts a wallet owns.",
    result: "page",
    record: "Subaccount",
    parameters: [
      {
        name: "sender",
        option: "sender",
        in: "query",
        kind: "address",
        list: false,
        required: true,
        description: "The owner wallet address.",
        pattern: "^0x[0-9a-fA-F]{40}$",
        fill: "account",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "name",
        kind: "bytes32",
      },
      {
        name: "account",
        kind: "address",
      },
      {
        name: "blockNumber",
        kind: "text",
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
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "time",
    operation: "getTime",
    method: "GET",
    path: "/v1/time",
    group: "config",
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
  },
  {
    name: "token",
    operation: "getToken",
    method: "GET",
    path: "/v1/token/{tokenId}",
    group: "tokens",
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
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "address",
        kind: "address",
      },
      {
        name: "name",
        kind: "text",
      },
      {
        name: "erc20Name",
        kind: "text",
      },
      {
        name: "erc20Symbol",
        kind: "text",
      },
      {
        name: "erc20Decimals",
        kind: "integer",
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
        name: "minDeposit",
        kind: "decimal",
      },
      {
        name: "lzOftAddress",
        kind: "text",
      },
      {
        name: "addedBlockNumber",
        kind: "text",
      },
      {
        name: "removedBlockNumber",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "tokens",
    operation: "listTokens",
    method: "GET",
    path: "/v1/token",
    group: "tokens",
    summary: "Lists tokens.",
    result: "page",
    record: "Token",
    parameters: [
      {
        name: "depositEnabled",
        option: "deposit-enabled",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only tokens whose deposits are (or are not) enabled.",
      },
      {
        name: "withdrawEnabled",
        option: "withdraw-enabled",
        in: "query",
        kind: "boolean",
        list: false,
        required: false,
        description: "Only tokens whose withdrawals are (or are not) enabled.",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "address",
        kind: "address",
      },
      {
        name: "name",
        kind: "text",
      },
      {
        name: "erc20Name",
        kind: "text",
      },
      {
        name: "erc20Symbol",
        kind: "text",
      },
      {
        name: "erc20Decimals",
        kind: "integer",
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
        name: "minDeposit",
        kind: "decimal",
      },
      {
        name: "lzOftAddress",
        kind: "text",
      },
      {
        name: "addedBlockNumber",
        kind: "text",
      },
      {
        name: "removedBlockNumber",
        kind: "text",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "trades",
    operation: "listTrades",
    method: "GET",
    path: "/v1/order/trade",
    group: "orders",
    summary: "Lists the public trades of a product.",
    result: "page",
    record: "Trade",
    parameters: [
      {
        name: "productId",
        option: "product-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The product's id (UUID).",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        product: true,
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "productId",
        kind: "uuid",
      },
      {
        name: "takerOrderId",
        kind: "uuid",
      },
      {
        name: "makerOrderId",
        kind: "uuid",
      },
      {
        name: "takerClientOrderId",
        kind: "text",
      },
      {
        name: "makerClientOrderId",
        kind: "text",
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
        name: "takerSide",
        kind: "side",
      },
      {
        name: "makerSide",
        kind: "side",
      },
      {
        name: "takerFeeUsd",
        kind: "decimal",
      },
      {
        name: "makerFeeUsd",
        kind: "decimal",
      },
      {
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "transfers",
    operation: "listTransfers",
    method: "GET",
    path: "/v1/token/transfer",
    group: "tokens",
    summary: "Lists the deposits and withdrawals of a subaccount.",
    result: "page",
    record: "Transfer",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "statuses",
        option: "statuses",
        in: "query",
        kind: "text",
        list: true,
        required: false,
        description: "Only transfers in these statuses, for example `COMPLETED`.",
      },
      {
        name: "types",
        option: "types",
        in: "query",
        kind: "text",
        list: true,
        required: false,
        description: "Only transfers of these types (`DEPOSIT`, `WITHDRAW`).",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "type",
        kind: "text",
      },
      {
        name: "initiatedBlockNumber",
        kind: "text",
      },
      {
        name: "finalizedBlockNumber",
        kind: "text",
      },
      {
        name: "initiatedTransactionHash",
        kind: "text",
      },
      {
        name: "finalizedTransactionHash",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "subaccount",
        kind: "bytes32",
      },
      {
        name: "token",
        kind: "address",
      },
      {
        name: "amount",
        kind: "decimal",
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
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
  {
    name: "withdrawals",
    operation: "listWithdrawals",
    method: "GET",
    path: "/v1/token/withdraw",
    group: "tokens",
    summary: "Lists the withdrawals of a subaccount.",
    result: "page",
    record: "Withdrawal",
    parameters: [
      {
        name: "subaccountId",
        option: "subaccount-id",
        in: "query",
        kind: "uuid",
        list: false,
        required: true,
        description: "The subaccount's id.",
        pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
        fill: "subaccount",
      },
      {
        name: "order",
        option: "order",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "Sort direction.",
        values: ["asc", "desc"],
      },
      {
        name: "orderBy",
        option: "order-by",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The field records are sorted by; `createdAt` is accepted everywhere.",
      },
      {
        name: "limit",
        option: "limit",
        in: "query",
        kind: "integer",
        list: false,
        required: false,
        description: "Records per page.",
        minimum: 1,
        maximum: 200,
      },
      {
        name: "cursor",
        option: "cursor",
        in: "query",
        kind: "text",
        list: false,
        required: false,
        description: "The `nextCursor` of the previous page.",
        minLength: 1,
      },
    ],
    columns: [
      {
        name: "id",
        kind: "uuid",
      },
      {
        name: "initiatedBlockNumber",
        kind: "text",
      },
      {
        name: "finalizedBlockNumber",
        kind: "text",
      },
      {
        name: "status",
        kind: "text",
      },
      {
        name: "subaccount",
        kind: "bytes32",
      },
      {
        name: "token",
        kind: "address",
      },
      {
        name: "amount",
        kind: "decimal",
      },
      {
        name: "digest",
        kind: "text",
      },
      {
        name: "withdrawDigest",
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
        name: "createdAt",
        kind: "timestamp-ms",
      },
    ],
  },
];
