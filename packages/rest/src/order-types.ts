import type { Address, Hex, KnownTimeInForce, orderLimits } from "@perpkit/core";
import type { orderKinds } from "@perpkit/signing";
import type {
  GroupContingencyType,
  LimitOrderData,
  OrderData,
  StopType,
} from "./generated/types.js";
import type { ProductReference } from "./products.js";

// What an order is made of, as the caller writes it and as the rules hand it on (types only:
// order-rules.ts checks them).

/** The stop types an order may carry (0 take-profit, 1 stop-loss), as the upstream states them. */
export type StopTypeInput = (typeof StopType)[keyof typeof StopType];
/** The group contingency types (0 OTO, 1 OCO), as the upstream states them. */
export type GroupContingencyTypeInput =
  (typeof GroupContingencyType)[keyof typeof GroupContingencyType];
/** The times in force of a limit order, as the upstream states them. */
export type TimeInForceInput = KnownTimeInForce;

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
