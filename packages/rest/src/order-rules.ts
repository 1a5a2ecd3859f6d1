import {
  type Address,
  assertClientOrderId,
  assertInRange,
  assertMultipleOf,
  assertUuid,
  describeValue,
  formatDecimal,
  type Hex,
  limits,
  MAX_UINT128,
  orderTypeValues,
  parseDecimal,
  timeInForceValues,
  ValidationError,
} from "@perpkit/core";
import type {
  GroupContingencyTypeInput,
  LimitOrderData,
  MarketOrderData,
  OrderData,
  Product,
  StopTypeInput,
  TimeInForceInput,
} from "./generated/types.js";
import type { ProductReference } from "./products.js";

/**
 * A side in words (`buy`, `sell`) or as the exchange's number (0 buy, 1 sell).
 *
 * @example
 * const side: OrderSide = "sell" // or 1
 */
export type OrderSide =
  | keyof typeof limits.order.sides
  | (typeof limits.order.sides)[keyof typeof limits.order.sides];

/** What every order has, limit or market. */
interface OrderBase extends ProductReference {
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
 * A limit order: rests on the book at `price` until filled, cancelled or expired.
 *
 * @example
 * const order: LimitOrderParameters = { symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.1", price: "60000", timeInForce: "GTD", postOnly: true }
 */
export interface LimitOrderParameters extends OrderBase {
  readonly type: LimitOrderData["type"];
  /** A decimal string: positive, a multiple of tickSize, between minPrice and maxPrice. */
  readonly price: string;
  readonly timeInForce: TimeInForceInput;
  /** Default false; true only with the post-only time in force (GTD). */
  readonly postOnly?: boolean | undefined;
  readonly close?: false | undefined;
}

/**
 * A market order: fills against the book at once; `close` closes the whole position.
 *
 * @example
 * const close: MarketOrderParameters = { symbol: "BTCUSD", side: "sell", type: "MARKET", quantity: "0", reduceOnly: true, close: true }
 */
export interface MarketOrderParameters extends OrderBase {
  readonly type: MarketOrderData["type"];
  /** Closes the whole position: needs `reduceOnly: true` and quantity "0". */
  readonly close?: boolean | undefined;
  readonly price?: undefined;
  readonly timeInForce?: undefined;
  readonly postOnly?: undefined;
}

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

const SIDES = limits.order.sides as Readonly<Record<string, number>>;
const SIDE_NUMBERS = Object.values(SIDES);
const HORIZON = limits.order.expiresAtHorizonSeconds;
const POST_ONLY_TIF = limits.order.postOnlyTimeInForce;
const ENGINE_TYPES = limits.order.supportedEngineTypes as readonly number[];
const LIMIT: LimitOrderData["type"] = "LIMIT";
const MARKET: MarketOrderData["type"] = "MARKET";
const BINARY = [0, 1] as const;

function name(prefix: string, field: string): string {
  return `${prefix}${field}`;
}

function optionalBoolean(value: unknown, field: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") {
    throw new ValidationError(field, `must be true or false, got ${describeValue(value)}`);
  }
  return value;
}

const CANONICAL = /^(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$/;

/** The shortest decimal string of a parsed value: the caller's text when it already is. */
function decimalText(value: bigint, text: string): string {
  return CANONICAL.test(text) ? text : formatDecimal(value);
}

function fitsUint128(value: bigint, field: string): void {
  if (value > MAX_UINT128) throw new ValidationError(field, "is too large for the signed uint128");
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
  if (typeof params !== "object" || params === null) {
    throw new ValidationError(prefix.replace(/\.$/, "") || "order", "must be an object");
  }
  const p = params as OrderParameters & Record<string, unknown>;
  const type = p.type;
  if (!(orderTypeValues as readonly unknown[]).includes(type)) {
    throw new ValidationError(
      name(prefix, "type"),
      `must be one of ${orderTypeValues.join(", ")}, got ${describeValue(type)}`,
    );
  }
  const sideValue = p.side;
  const side =
    typeof sideValue === "string" && Object.hasOwn(SIDES, sideValue)
      ? SIDES[sideValue]
      : typeof sideValue === "number" && SIDE_NUMBERS.includes(sideValue)
        ? sideValue
        : undefined;
  if (side === undefined) {
    throw new ValidationError(
      name(prefix, "side"),
      `must be ${Object.keys(SIDES).join(" or ")} (or ${SIDE_NUMBERS.join(" or ")}), got ${describeValue(sideValue)}`,
    );
  }
  const reduceOnly = optionalBoolean(p.reduceOnly, name(prefix, "reduceOnly"));
  const close = optionalBoolean(p.close, name(prefix, "close"));
  const quantity = parseDecimal(p.quantity, name(prefix, "quantity"));
  fitsUint128(quantity, name(prefix, "quantity"));

  let price: bigint | undefined;
  let timeInForce: TimeInForceInput | undefined;
  let postOnly = false;
  if (type === LIMIT) {
    if (p.price === undefined)
      throw new ValidationError(name(prefix, "price"), "is required for a LIMIT order");
    price = parseDecimal(p.price, name(prefix, "price"));
    if (price === 0n) throw new ValidationError(name(prefix, "price"), "must be greater than 0");
    fitsUint128(price, name(prefix, "price"));
    if (!(timeInForceValues as readonly unknown[]).includes(p.timeInForce)) {
      throw new ValidationError(
        name(prefix, "timeInForce"),
        `is required for a LIMIT order: one of ${timeInForceValues.join(", ")}, got ${describeValue(p.timeInForce)}`,
      );
    }
    timeInForce = p.timeInForce as TimeInForceInput;
    postOnly = optionalBoolean(p.postOnly, name(prefix, "postOnly"));
    if (postOnly && timeInForce !== POST_ONLY_TIF) {
      throw new ValidationError(
        name(prefix, "postOnly"),
        `may be true only with timeInForce ${POST_ONLY_TIF}, not ${timeInForce}`,
      );
    }
    if (close) {
      throw new ValidationError(name(prefix, "close"), "is only valid on a MARKET order");
    }
  } else {
    for (const field of ["price", "timeInForce", "postOnly"] as const) {
      if (p[field] !== undefined) {
        throw new ValidationError(name(prefix, field), "must be left out of a MARKET order");
      }
    }
  }

  if (close) {
    if (!reduceOnly) {
      throw new ValidationError(name(prefix, "reduceOnly"), "must be true when close is true");
    }
    if (quantity !== 0n) {
      throw new ValidationError(name(prefix, "quantity"), 'must be "0" when close is true');
    }
  } else if (quantity === 0n) {
    throw new ValidationError(
      name(prefix, "quantity"),
      "must be greater than 0 unless close is true",
    );
  }

  let stopPrice: bigint | undefined;
  let stopType: StopTypeInput | undefined;
  if (p.stopPrice !== undefined || p.stopType !== undefined) {
    if (p.stopPrice === undefined) {
      throw new ValidationError(name(prefix, "stopPrice"), "is required with stopType");
    }
    stopPrice = parseDecimal(p.stopPrice, name(prefix, "stopPrice"));
    if (stopPrice === 0n)
      throw new ValidationError(name(prefix, "stopPrice"), "must be greater than 0");
    if (!(BINARY as readonly unknown[]).includes(p.stopType)) {
      throw new ValidationError(
        name(prefix, "stopType"),
        `is required with stopPrice: 0 take-profit or 1 stop-loss, got ${describeValue(p.stopType)}`,
      );
    }
    stopType = p.stopType as StopTypeInput;
  }

  if (
    p.expiresAt !== undefined &&
    (!Number.isSafeInteger(p.expiresAt) || (p.expiresAt as number) < 0)
  ) {
    throw new ValidationError(
      name(prefix, "expiresAt"),
      `must be whole Unix seconds, got ${describeValue(p.expiresAt)}`,
    );
  }
  if (p.clientOrderId !== undefined)
    assertClientOrderId(p.clientOrderId, name(prefix, "clientOrderId"));
  if (p.groupId !== undefined) assertUuid(p.groupId, name(prefix, "groupId"));
  if (
    p.groupContingencyType !== undefined &&
    !(BINARY as readonly unknown[]).includes(p.groupContingencyType)
  ) {
    throw new ValidationError(
      name(prefix, "groupContingencyType"),
      `must be 0 (OTO) or 1 (OCO), got ${describeValue(p.groupContingencyType)}`,
    );
  }
  if ((p.groupId === undefined) !== (p.groupContingencyType === undefined)) {
    throw new ValidationError(
      name(prefix, p.groupId === undefined ? "groupId" : "groupContingencyType"),
      "is required when the other group field is given",
    );
  }
  return {
    type: type as OrderData["type"],
    side: side as LimitOrderData["side"],
    quantity,
    quantityText: decimalText(quantity, p.quantity),
    price,
    priceText: price === undefined ? undefined : decimalText(price, p.price as string),
    timeInForce,
    postOnly,
    reduceOnly,
    close,
    stopPrice,
    stopPriceText:
      stopPrice === undefined ? undefined : decimalText(stopPrice, p.stopPrice as string),
    stopType,
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

const rulesCache = new WeakMap<Product, ProductRules>();

/**
 * The trading rules of a product, parsed from its decimal strings (and remembered per record).
 *
 * @example
 * productRules(product).tickSize // 500000000n for a tick of 0.5
 */
export function productRules(product: Product): ProductRules {
  let rules = rulesCache.get(product);
  if (!rules) {
    rules = {
      product,
      lotSize: parseDecimal(product.lotSize, "product.lotSize"),
      tickSize: parseDecimal(product.tickSize, "product.tickSize"),
      minPrice: parseDecimal(product.minPrice, "product.minPrice"),
      maxPrice: parseDecimal(product.maxPrice, "product.maxPrice"),
      maxQuantity: parseDecimal(product.maxQuantity, "product.maxQuantity"),
    };
    rulesCache.set(product, rules);
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
  if (!ENGINE_TYPES.includes(product.engineType)) {
    throw new ValidationError(
      name(prefix, "product"),
      `${product.ticker} has engineType ${product.engineType}; supported: ${ENGINE_TYPES.join(", ")}`,
    );
  }
  const qField = name(prefix, "quantity");
  if (!order.close) {
    if (order.quantity < rules.lotSize) {
      throw new ValidationError(
        qField,
        `${formatDecimal(order.quantity)} is below lotSize ${product.lotSize}`,
      );
    }
    assertMultipleOf(order.quantity, rules.lotSize, qField, "lotSize");
    assertInRange(order.quantity, { max: rules.maxQuantity, maxName: "maxQuantity" }, qField);
  }
  if (order.price !== undefined) {
    const pField = name(prefix, "price");
    assertMultipleOf(order.price, rules.tickSize, pField, "tickSize");
    assertInRange(
      order.price,
      { min: rules.minPrice, max: rules.maxPrice, minName: "minPrice", maxName: "maxPrice" },
      pField,
    );
  }
  if (order.stopPrice !== undefined) {
    assertMultipleOf(order.stopPrice, rules.tickSize, name(prefix, "stopPrice"), "tickSize");
  }
}

/**
 * Checks the expiry against signedAt and server time, and builds the request's `data` from an
 * order that passed {@link checkProductRules}: the exact strings that are signed and sent.
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
  const { product } = rules;
  if (order.expiresAt !== undefined) {
    const eField = name(prefix, "expiresAt");
    if (order.expiresAt <= context.signedAt) {
      throw new ValidationError(
        eField,
        `${order.expiresAt} is not after signedAt ${context.signedAt}`,
      );
    }
    if (order.expiresAt * 1000 <= context.nowMs) {
      throw new ValidationError(eField, `${order.expiresAt} is not in the future`);
    }
    if (order.expiresAt > context.signedAt + HORIZON) {
      throw new ValidationError(
        eField,
        `${order.expiresAt} is more than ${HORIZON} s after signedAt ${context.signedAt}`,
      );
    }
  }

  // Built field by field in the order the body is sent; optional fields only when set.
  const data: Record<string, unknown> = {
    sender: context.sender,
    subaccount: context.subaccount,
    onchainId: product.onchainId,
    engineType: product.engineType,
    side: order.side,
    quantity: order.quantityText,
  };
  if (order.type === LIMIT) {
    data.price = order.priceText;
    data.type = LIMIT;
    data.timeInForce = order.timeInForce;
    data.postOnly = order.postOnly;
  } else {
    data.type = MARKET;
  }
  data.reduceOnly = order.reduceOnly;
  if (order.close) data.close = true;
  if (order.stopPriceText !== undefined) {
    data.stopPrice = order.stopPriceText;
    data.stopType = order.stopType;
  }
  if (order.expiresAt !== undefined) data.expiresAt = order.expiresAt;
  if (order.clientOrderId !== undefined) data.clientOrderId = order.clientOrderId;
  if (order.groupId !== undefined) {
    data.groupId = order.groupId;
    data.groupContingencyType = order.groupContingencyType;
  }
  data.nonce = context.nonce;
  data.signedAt = context.signedAt;
  return data as unknown as OrderData;
}
