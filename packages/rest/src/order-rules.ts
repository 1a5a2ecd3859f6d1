import {
  type Address,
  assertClientOrderId,
  assertInRange,
  assertMultipleOf,
  assertUuid,
  describeValue,
  formatDecimal,
  type Hex,
  type KnownTimeInForce,
  MAX_UINT128,
  orderLimits,
  orderTypeValues,
  parseDecimal,
  timeInForceValues,
  ValidationError,
} from "@perpkit/core";
import type { orderKinds } from "@perpkit/signing";
import type {
  GroupContingencyType,
  LimitOrderData,
  OrderData,
  Product,
  StopType,
} from "./generated/types.js";
import type { ProductReference } from "./products.js";

// The client's one home of the order rules, fed by the spec (core's generated limits and enums)
// and the product record; each order runs them once, before it is signed (@perpkit/signing checks
// only what its message needs). The sandbox keeps its own copy on purpose: the reference these
// are tested against. Requests take only the values the live document lists; records stay open
// to values it adds.

/** The stop types an order may carry (0 take-profit, 1 stop-loss), as the upstream states them. */
type StopTypeInput = (typeof StopType)[keyof typeof StopType];
/** The group contingency types (0 OTO, 1 OCO), as the upstream states them. */
type GroupContingencyTypeInput = (typeof GroupContingencyType)[keyof typeof GroupContingencyType];
/** The times in force of a limit order, as the upstream states them. */
type TimeInForceInput = KnownTimeInForce;

/**
 * A side in words (`buy`, `sell`) or as the exchange's number (0 buy, 1 sell).
 *
 * @example
 * const side: OrderSide = "sell" // or 1
 */
export type OrderSide =
  | keyof typeof orderLimits.sides
  | (typeof orderLimits.sides)[keyof typeof orderLimits.sides];

/**
 * What every order has besides its product, limit or market.
 *
 * @example
 * const fields: OrderFields = { side: "buy", quantity: "0.1", clientOrderId: "grid42" }
 */
export interface OrderFields {
  readonly side: OrderSide;
  /** A decimal string: at least the product's lotSize, a multiple of it, at most maxQuantity. */
  readonly quantity: string;
  /** Default false. Signed, and sent as signed. */
  readonly reduceOnly?: boolean | undefined;
  /** A stop (trigger) price: a decimal string, a multiple of tickSize; needs `stopType`. */
  readonly stopPrice?: string | undefined;
  /** 0 take-profit, 1 stop-loss; needs `stopPrice`. */
  readonly stopType?: StopTypeInput | undefined;
  /** Unix seconds: after signedAt, in the future, within the expiry horizon of signedAt. */
  readonly expiresAt?: number | undefined;
  /** A UUID or 1 to 32 letters and digits, unique among the subaccount's active orders. */
  readonly clientOrderId?: string | undefined;
  /** Links orders into an OTO/OCO group. */
  readonly groupId?: string | undefined;
  /** 0 OTO, 1 OCO. */
  readonly groupContingencyType?: GroupContingencyTypeInput | undefined;
  /** The subaccount's name or bytes32; defaults to the client's subaccount. */
  readonly subaccount?: string | undefined;
  /** A nonce of your own (Unix nanoseconds as a string); by default one from the server clock. */
  readonly nonce?: string | undefined;
  /** A signedAt of your own (Unix seconds); by default the server clock's. */
  readonly signedAt?: number | undefined;
}

/**
 * What a limit order has besides its product.
 *
 * @example
 * const fields: LimitOrderFields = { side: "buy", type: "LIMIT", quantity: "0.1", price: "60000", timeInForce: "GTD" }
 */
export interface LimitOrderFields extends OrderFields {
  readonly type: typeof orderKinds.limit;
  /** A decimal string: positive, a multiple of tickSize, between minPrice and maxPrice. */
  readonly price: string;
  readonly timeInForce: TimeInForceInput;
  /** Default false; true only with the post-only time in force (GTD). */
  readonly postOnly?: boolean | undefined;
  readonly close?: false | undefined;
}

/**
 * What a market order has besides its product.
 *
 * @example
 * const fields: MarketOrderFields = { side: "sell", type: "MARKET", quantity: "0", reduceOnly: true, close: true }
 */
export interface MarketOrderFields extends OrderFields {
  readonly type: typeof orderKinds.market;
  /** Closes the whole position: needs `reduceOnly: true` and quantity "0". */
  readonly close?: boolean | undefined;
  readonly price?: undefined;
  readonly timeInForce?: undefined;
  readonly postOnly?: undefined;
}

/**
 * A limit order: rests on the book at `price` until filled, cancelled or expired. It names its
 * product by exactly one of `symbol`, `productId` and `onchainId`.
 *
 * @example
 * const order: LimitOrderParameters = { symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.1", price: "60000", timeInForce: "GTD", postOnly: true }
 */
export type LimitOrderParameters = ProductReference & LimitOrderFields;

/**
 * A market order: fills against the book at once; `close` closes the whole position. It names its
 * product by exactly one of `symbol`, `productId` and `onchainId`.
 *
 * @example
 * const close: MarketOrderParameters = { symbol: "BTCUSD", side: "sell", type: "MARKET", quantity: "0", reduceOnly: true, close: true }
 */
export type MarketOrderParameters = ProductReference & MarketOrderFields;

/**
 * An order to build: limit or market, told apart by `type`.
 *
 * @example
 * const order: OrderParameters = { onchainId: 1, side: "buy", type: "MARKET", quantity: "0.5" }
 */
export type OrderParameters = LimitOrderParameters | MarketOrderParameters;

/**
 * An order whose shape has been checked; product rules and timing come next.
 *
 * @example
 * const checked: CheckedOrder = checkOrder(order)
 */
export interface CheckedOrder {
  readonly type: OrderData["type"];
  readonly side: LimitOrderData["side"];
  readonly quantity: bigint;
  /** The quantity as the body carries it: the shortest form of the same number. */
  readonly quantityText: string;
  readonly price: bigint | undefined;
  readonly priceText: string | undefined;
  readonly timeInForce: TimeInForceInput | undefined;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly close: boolean;
  readonly stopPrice: bigint | undefined;
  readonly stopPriceText: string | undefined;
  readonly stopType: StopTypeInput | undefined;
  readonly expiresAt: number | undefined;
  readonly clientOrderId: string | undefined;
  readonly groupId: string | undefined;
  readonly groupContingencyType: GroupContingencyTypeInput | undefined;
}

/**
 * Where an order is signed: who signs it, for which subaccount, with which nonce and time.
 *
 * @example
 * const context: OrderContext = { sender, subaccount, nonce: clock.nonce(), signedAt: clock.signedAt(), nowMs: clock.now() }
 */
export interface OrderContext {
  readonly sender: Address;
  readonly subaccount: Hex;
  readonly nonce: string;
  readonly signedAt: number;
  /** Server time in milliseconds, for the expiry checks. */
  readonly nowMs: number;
}

const LIMIT: LimitOrderData["type"] = "LIMIT";
const CANONICAL = /^(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$/;

/** Refuses a value that is neither left out nor 0 or 1 (stop type, group contingency type). */
function isBinary(value: unknown): boolean {
  return value === 0 || value === 1;
}

/**
 * Checks everything about an order that needs neither the product nor the clock: side, type,
 * decimal formats (at most 9 places), the rules of limit and market orders, postOnly, close,
 * stops, clientOrderId and group fields. `prefix` goes before every field name in errors.
 *
 * @example
 * checkOrder({ symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.1", price: "60000", timeInForce: "GTD" })
 */
export function checkOrder(params: OrderParameters, prefix = ""): CheckedOrder {
  const fail = (field: string, problem: string): never => {
    throw new ValidationError(prefix + field, problem);
  };
  if (typeof params !== "object" || params === null) {
    throw new ValidationError(prefix.replace(/\.$/, "") || "order", "must be an object");
  }
  const p = params as OrderParameters & Record<string, unknown>;
  const flag = (field: string): boolean => {
    const value = p[field];
    if (value !== undefined && typeof value !== "boolean") {
      fail(field, `must be true or false, got ${describeValue(value)}`);
    }
    return value === true;
  };
  /** A decimal string that fits the signed uint128, with its shortest text for the body. */
  const decimal = (field: string): [bigint, string] => {
    // Parameters may come from plain JavaScript; parseDecimal checks the type at run time.
    const value = parseDecimal(p[field] as string, prefix + field);
    if (value > MAX_UINT128) fail(field, "is too large for the signed uint128");
    return [
      value,
      CANONICAL.test(p[field] as string) ? (p[field] as string) : formatDecimal(value),
    ];
  };
  const positive = (field: string): [bigint, string] => {
    const parsed = decimal(field);
    if (parsed[0] === 0n) fail(field, "must be greater than 0");
    return parsed;
  };

  const type = p.type;
  if (!(orderTypeValues as readonly unknown[]).includes(type)) {
    fail("type", `must be one of ${orderTypeValues.join(", ")}, got ${describeValue(type)}`);
  }
  const sides = orderLimits.sides as Readonly<Record<string, number>>;
  const sideNumbers = Object.values(sides);
  const side =
    typeof p.side === "string" && Object.hasOwn(sides, p.side)
      ? sides[p.side]
      : sideNumbers.find((n) => n === p.side);
  if (side === undefined) {
    fail(
      "side",
      `must be ${Object.keys(sides).join(" or ")} (or ${sideNumbers.join(" or ")}), got ${describeValue(p.side)}`,
    );
  }
  const reduceOnly = flag("reduceOnly");
  const close = flag("close");
  const [quantity, quantityText] = decimal("quantity");

  let price: [bigint, string] | undefined;
  let postOnly = false;
  if (type === LIMIT) {
    if (p.price === undefined) fail("price", "is required for a LIMIT order");
    price = positive("price");
    if (!(timeInForceValues as readonly unknown[]).includes(p.timeInForce)) {
      fail(
        "timeInForce",
        `is required for a LIMIT order: one of ${timeInForceValues.join(", ")}, got ${describeValue(p.timeInForce)}`,
      );
    }
    postOnly = flag("postOnly");
    const postOnlyTimeInForce = orderLimits.postOnlyTimeInForce;
    if (postOnly && p.timeInForce !== postOnlyTimeInForce) {
      fail(
        "postOnly",
        `may be true only with timeInForce ${postOnlyTimeInForce}, not ${p.timeInForce}`,
      );
    }
    if (close) fail("close", "is only valid on a MARKET order");
  } else {
    for (const field of ["price", "timeInForce", "postOnly"]) {
      if (p[field] !== undefined) fail(field, "must be left out of a MARKET order");
    }
  }

  if (close) {
    if (!reduceOnly) fail("reduceOnly", "must be true when close is true");
    if (quantity !== 0n) fail("quantity", 'must be "0" when close is true');
  } else if (quantity === 0n) {
    fail("quantity", "must be greater than 0 unless close is true");
  }

  let stopPrice: [bigint, string] | undefined;
  if (p.stopPrice !== undefined || p.stopType !== undefined) {
    if (p.stopPrice === undefined) fail("stopPrice", "is required with stopType");
    stopPrice = positive("stopPrice");
    if (!isBinary(p.stopType)) {
      fail(
        "stopType",
        `is required with stopPrice: 0 take-profit or 1 stop-loss, got ${describeValue(p.stopType)}`,
      );
    }
  }

  if (
    p.expiresAt !== undefined &&
    (!Number.isSafeInteger(p.expiresAt) || (p.expiresAt as number) < 0)
  ) {
    fail("expiresAt", `must be whole Unix seconds, got ${describeValue(p.expiresAt)}`);
  }
  if (p.clientOrderId !== undefined) assertClientOrderId(p.clientOrderId, `${prefix}clientOrderId`);
  if (p.groupId !== undefined) assertUuid(p.groupId, `${prefix}groupId`);
  if (p.groupContingencyType !== undefined && !isBinary(p.groupContingencyType)) {
    fail(
      "groupContingencyType",
      `must be 0 (OTO) or 1 (OCO), got ${describeValue(p.groupContingencyType)}`,
    );
  }
  if ((p.groupId === undefined) !== (p.groupContingencyType === undefined)) {
    fail(
      p.groupId === undefined ? "groupId" : "groupContingencyType",
      "is required when the other group field is given",
    );
  }
  return {
    type: type as OrderData["type"],
    side: side as LimitOrderData["side"],
    quantity,
    quantityText,
    price: price?.[0],
    priceText: price?.[1],
    timeInForce: type === LIMIT ? (p.timeInForce as TimeInForceInput) : undefined,
    postOnly,
    reduceOnly,
    close,
    stopPrice: stopPrice?.[0],
    stopPriceText: stopPrice?.[1],
    stopType: p.stopType,
    expiresAt: p.expiresAt,
    clientOrderId: p.clientOrderId,
    groupId: p.groupId,
    groupContingencyType: p.groupContingencyType,
  };
}

/**
 * A product's trading rules as fixed-point numbers, parsed once per product.
 *
 * @example
 * const { tickSize, lotSize }: ProductRules = productRules(product)
 */
export interface ProductRules {
  readonly product: Product;
  readonly lotSize: bigint;
  readonly tickSize: bigint;
  readonly minPrice: bigint;
  readonly maxPrice: bigint;
  readonly maxQuantity: bigint;
}

/**
 * The trading rules of a product, parsed from its decimal strings; `cache` (a trading context's
 * `state.rules`) remembers them per product record.
 *
 * @example
 * productRules(product).tickSize // 500000000n for a tick of 0.5
 */
export function productRules(
  product: Product,
  cache?: WeakMap<Product, ProductRules>,
): ProductRules {
  let rules = cache?.get(product);
  if (!rules) {
    rules = {
      product,
      lotSize: parseDecimal(product.lotSize, "product.lotSize"),
      tickSize: parseDecimal(product.tickSize, "product.tickSize"),
      minPrice: parseDecimal(product.minPrice, "product.minPrice"),
      maxPrice: parseDecimal(product.maxPrice, "product.maxPrice"),
      maxQuantity: parseDecimal(product.maxQuantity, "product.maxQuantity"),
    };
    cache?.set(product, rules);
  }
  return rules;
}

/**
 * Checks a checked order against its product: engine type, lotSize, maxQuantity, tickSize,
 * minPrice and maxPrice (stop price on the tick grid too).
 *
 * @example
 * checkProductRules(checkOrder(params), productRules(product))
 */
export function checkProductRules(order: CheckedOrder, rules: ProductRules, prefix = ""): void {
  const { product } = rules;
  const engineTypes = orderLimits.supportedEngineTypes as readonly number[];
  if (!engineTypes.includes(product.engineType)) {
    throw new ValidationError(
      `${prefix}product`,
      `${product.ticker} has engineType ${product.engineType}; supported: ${engineTypes.join(", ")}`,
    );
  }
  if (!order.close) {
    const field = `${prefix}quantity`;
    if (order.quantity < rules.lotSize) {
      throw new ValidationError(
        field,
        `${formatDecimal(order.quantity)} is below lotSize ${product.lotSize}`,
      );
    }
    assertMultipleOf(order.quantity, rules.lotSize, field, "lotSize");
    assertInRange(order.quantity, { max: rules.maxQuantity, maxName: "maxQuantity" }, field);
  }
  if (order.price !== undefined) {
    const field = `${prefix}price`;
    assertMultipleOf(order.price, rules.tickSize, field, "tickSize");
    assertInRange(
      order.price,
      { min: rules.minPrice, max: rules.maxPrice, minName: "minPrice", maxName: "maxPrice" },
      field,
    );
  }
  if (order.stopPrice !== undefined) {
    assertMultipleOf(order.stopPrice, rules.tickSize, `${prefix}stopPrice`, "tickSize");
  }
}

/**
 * Checks the expiry against signedAt and server time, and builds the request's `data` from an
 * order that passed {@link checkProductRules}: the exact strings that are signed and sent. A field
 * the order leaves out is `undefined`, which the sign helpers and JSON leave out of the body.
 *
 * @example
 * const data = buildOrderData(order, productRules(product), { sender, subaccount, nonce, signedAt, nowMs })
 */
export function buildOrderData(
  order: CheckedOrder,
  rules: ProductRules,
  context: OrderContext,
  prefix = "",
): OrderData {
  const { expiresAt } = order;
  const { signedAt } = context;
  if (expiresAt !== undefined) {
    const horizon = orderLimits.expiresAtHorizonSeconds;
    // Times in the message are ISO 8601, as in every perpkit error; the fields are Unix seconds.
    const iso = (seconds: number) => {
      const date = new Date(seconds * 1000);
      return Number.isNaN(date.getTime()) ? `${seconds} s` : date.toISOString();
    };
    const problem =
      expiresAt <= signedAt
        ? `is not after signedAt ${iso(signedAt)}`
        : expiresAt * 1000 <= context.nowMs
          ? `is not in the future (now ${new Date(context.nowMs).toISOString()})`
          : expiresAt > signedAt + horizon
            ? `is more than ${horizon} s after signedAt ${iso(signedAt)}`
            : undefined;
    if (problem) throw new ValidationError(`${prefix}expiresAt`, `${iso(expiresAt)} ${problem}`);
  }

  // In the order the body is sent; a field left undefined is left out of the body.
  const limit = order.type === LIMIT;
  const stop = order.stopPriceText !== undefined;
  const grouped = order.groupId !== undefined;
  return {
    sender: context.sender,
    subaccount: context.subaccount,
    onchainId: rules.product.onchainId,
    engineType: rules.product.engineType,
    side: order.side,
    quantity: order.quantityText,
    price: order.priceText,
    type: order.type,
    timeInForce: order.timeInForce,
    postOnly: limit ? order.postOnly : undefined,
    reduceOnly: order.reduceOnly,
    close: order.close ? true : undefined,
    stopPrice: order.stopPriceText,
    stopType: stop ? order.stopType : undefined,
    expiresAt,
    clientOrderId: order.clientOrderId,
    groupId: order.groupId,
    groupContingencyType: grouped ? order.groupContingencyType : undefined,
    nonce: context.nonce,
    signedAt,
  };
}
