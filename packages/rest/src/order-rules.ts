import {
  assertClientOrderId,
  assertInRange,
  assertMultipleOf,
  assertUuid,
  describeValue,
  formatDecimal,
  MAX_UINT128,
  orderTypeValues,
  parseDecimal,
  timeInForceValues,
  ValidationError,
} from "@perpkit/core";
import {
  expiresAtHorizonSeconds,
  orderSides,
  postOnlyTimeInForce,
  supportedEngineTypes,
} from "./generated/limits.js";
import type { LimitOrderData, OrderData, Product } from "./generated/types.js";
import type {
  CheckedOrder,
  OrderContext,
  OrderParameters,
  TimeInForceInput,
} from "./order-types.js";

export type * from "./order-types.js";

// The client's one home of the order rules, fed by the spec (the order figures of limits.yaml,
// generated into this package as constants a bundle inlines; core's generated enums) and the
// product record; each order runs them once, before it is signed (@perpkit/signing checks only
// what its message needs). The sandbox keeps its own copy on purpose: the reference these
// are tested against. Requests take only the values the live document lists; records stay open
// to values it adds.

const LIMIT: LimitOrderData["type"] = "LIMIT";

/** Refuses a value that is neither left out nor 0 or 1 (stop type, group contingency type). */
function isBinary(value: unknown): boolean {
  return value === 0 || value === 1;
}

/** A decimal as the rules read it, and as the body carries it: the shortest form. */
type Amount = readonly [value: bigint, text: string];

// The parts of checkOrder, each over the order as given (`p`, which may come from plain
// JavaScript, so every value is checked at run time) and the prefix of its fields in errors
// (`orders.2.` in a batch).
type Input = OrderParameters & Record<string, unknown>;

function fail(prefix: string, field: string, problem: string): never {
  throw new ValidationError(prefix + field, problem);
}

function readFlag(p: Input, prefix: string, field: string): boolean {
  const value = p[field];
  if (value !== undefined && typeof value !== "boolean") {
    fail(prefix, field, `must be true or false, got ${describeValue(value)}`);
  }
  return value === true;
}

/** A decimal string that fits the signed uint128. */
function readDecimal(p: Input, prefix: string, field: string): Amount {
  const value = parseDecimal(p[field] as string, prefix + field);
  if (value > MAX_UINT128) fail(prefix, field, "is too large for the signed uint128");
  return [value, formatDecimal(value)];
}

function readPositive(p: Input, prefix: string, field: string): Amount {
  const parsed = readDecimal(p, prefix, field);
  if (parsed[0] === 0n) fail(prefix, field, "must be greater than 0");
  return parsed;
}

function readSide(p: Input, prefix: string): LimitOrderData["side"] {
  const sides = orderSides as Readonly<Record<string, number>>;
  const numbers = Object.values(sides);
  const found =
    typeof p.side === "string" && Object.hasOwn(sides, p.side)
      ? sides[p.side]
      : numbers.find((n) => n === p.side);
  if (found === undefined) {
    fail(
      prefix,
      "side",
      `must be ${Object.keys(sides).join(" or ")} (or ${numbers.join(" or ")}), got ${describeValue(p.side)}`,
    );
  }
  return found as LimitOrderData["side"];
}

/** A limit order's price and postOnly; a market order must leave them out. */
function readLimit(
  p: Input,
  prefix: string,
  close: boolean,
): { price?: Amount; postOnly: boolean } {
  if (p.type !== LIMIT) {
    for (const field of ["price", "timeInForce", "postOnly"]) {
      if (p[field] !== undefined) fail(prefix, field, "must be left out of a MARKET order");
    }
    return { postOnly: false };
  }
  if (p.price === undefined) fail(prefix, "price", "is required for a LIMIT order");
  const price = readPositive(p, prefix, "price");
  if (!(timeInForceValues as readonly unknown[]).includes(p.timeInForce)) {
    fail(
      prefix,
      "timeInForce",
      `is required for a LIMIT order: one of ${timeInForceValues.join(", ")}, got ${describeValue(p.timeInForce)}`,
    );
  }
  const postOnly = readFlag(p, prefix, "postOnly");
  if (postOnly && p.timeInForce !== postOnlyTimeInForce) {
    fail(
      prefix,
      "postOnly",
      `may be true only with timeInForce ${postOnlyTimeInForce}, not ${p.timeInForce}`,
    );
  }
  if (close) fail(prefix, "close", "is only valid on a MARKET order");
  return { price, postOnly };
}

/** The quantity is above 0, or "0" with close (which needs reduceOnly). */
function checkClose(prefix: string, close: boolean, reduceOnly: boolean, quantity: bigint): void {
  if (close) {
    if (!reduceOnly) fail(prefix, "reduceOnly", "must be true when close is true");
    if (quantity !== 0n) fail(prefix, "quantity", 'must be "0" when close is true');
  } else if (quantity === 0n) {
    fail(prefix, "quantity", "must be greater than 0 unless close is true");
  }
}

/** The stop price and type, given together or not at all. */
function readStop(p: Input, prefix: string): Amount | undefined {
  if (p.stopPrice === undefined && p.stopType === undefined) return undefined;
  if (p.stopPrice === undefined) fail(prefix, "stopPrice", "is required with stopType");
  const stopPrice = readPositive(p, prefix, "stopPrice");
  if (!isBinary(p.stopType)) {
    fail(
      prefix,
      "stopType",
      `is required with stopPrice: 0 take-profit or 1 stop-loss, got ${describeValue(p.stopType)}`,
    );
  }
  return stopPrice;
}

/** expiresAt's form, the client order id, and the group fields, given together or not at all. */
function checkExtras(p: Input, prefix: string): void {
  if (
    p.expiresAt !== undefined &&
    (!Number.isSafeInteger(p.expiresAt) || (p.expiresAt as number) < 0)
  ) {
    fail(prefix, "expiresAt", `must be whole Unix seconds, got ${describeValue(p.expiresAt)}`);
  }
  if (p.clientOrderId !== undefined) assertClientOrderId(p.clientOrderId, `${prefix}clientOrderId`);
  if (p.groupId !== undefined) assertUuid(p.groupId, `${prefix}groupId`);
  if (p.groupContingencyType !== undefined && !isBinary(p.groupContingencyType)) {
    fail(
      prefix,
      "groupContingencyType",
      `must be 0 (OTO) or 1 (OCO), got ${describeValue(p.groupContingencyType)}`,
    );
  }
  if ((p.groupId === undefined) !== (p.groupContingencyType === undefined)) {
    fail(
      prefix,
      p.groupId === undefined ? "groupId" : "groupContingencyType",
      "is required when the other group field is given",
    );
  }
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
  const p = params as Input;
  const { type } = p;
  if (!(orderTypeValues as readonly unknown[]).includes(type)) {
    fail(
      prefix,
      "type",
      `must be one of ${orderTypeValues.join(", ")}, got ${describeValue(type)}`,
    );
  }
  const side = readSide(p, prefix);
  const reduceOnly = readFlag(p, prefix, "reduceOnly");
  const close = readFlag(p, prefix, "close");
  const [quantity, quantityText] = readDecimal(p, prefix, "quantity");
  const { price, postOnly } = readLimit(p, prefix, close);
  checkClose(prefix, close, reduceOnly, quantity);
  const stopPrice = readStop(p, prefix);
  checkExtras(p, prefix);
  return {
    type: type as OrderData["type"],
    side,
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
  const engineTypes = supportedEngineTypes as readonly number[];
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
    const horizon = expiresAtHorizonSeconds;
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
