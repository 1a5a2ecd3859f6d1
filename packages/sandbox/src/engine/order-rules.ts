// The sandbox's own implementation of the interface's order rules, kept apart from the client's
// (@perpkit/rest checks the same rules before anything is signed) on purpose: written again from
// the interface, it is the independent reference the client is tested against. Do not share code
// with the client's rules.
import {
  type Address,
  formatDecimal,
  type KnownOrderType,
  type KnownTimeInForce,
  limits,
} from "@perpkit/core";
import { OrderType } from "./enums.js";
import { invalid } from "./errors.js";
import type { Product } from "./products.js";
import type { OrderOrigin, Side, Subaccount } from "./records.js";

/**
 * An order the exchange has authorised, with its decimals already in fixed point.
 *
 * @example
 * exchange.placeOrder({ subaccount, sender: subaccount.account, product, side: 0, type: "LIMIT", quantity: 10n ** 9n, price: 100n * 10n ** 9n, timeInForce: "GTD", postOnly: false, reduceOnly: false, nonce, signedAt })
 */
export interface NewOrder {
  readonly subaccount: Subaccount;
  /** The address that signed it. */
  readonly sender: Address;
  readonly product: Product;
  readonly side: Side;
  readonly type: KnownOrderType;
  readonly quantity: bigint;
  /** Limit price; leave out for a market order. */
  readonly price?: bigint | undefined;
  readonly timeInForce?: KnownTimeInForce | undefined;
  readonly postOnly?: boolean | undefined;
  readonly reduceOnly: boolean;
  readonly close?: boolean | undefined;
  readonly stopPrice?: bigint | undefined;
  readonly stopType?: number | undefined;
  readonly stopPriceType?: number | undefined;
  /** Unix seconds; defaults to `signedAt` plus the expiry horizon. */
  readonly expiresAt?: number | undefined;
  readonly clientOrderId?: string | undefined;
  readonly nonce: bigint;
  readonly signedAt: number;
  readonly groupId?: string | undefined;
  readonly groupContingencyType?: number | undefined;
  /** Who placed it, when the sandbox's own participants did (see `OrderOrigin`). */
  readonly origin?: OrderOrigin | undefined;
}

/**
 * Checks an order against the interface's rules that need no state: prices, quantities, time in
 * force, post-only, close, stop price and expiry. Throws the 400 a submission would get;
 * returns the order's expiry in Unix seconds.
 *
 * @example
 * const expiresAt = orderRules(newOrder, clock.now())
 */
export function orderRules(input: NewOrder, nowMs: number): number {
  const { product, type } = input;
  const close = input.close === true;
  if (type === OrderType.LIMIT) {
    if (input.price === undefined) throw invalid("price is required for a LIMIT order");
    if (input.timeInForce === undefined) {
      throw invalid("timeInForce is required for a LIMIT order");
    }
    if (input.postOnly === undefined) throw invalid("postOnly is required for a LIMIT order");
    if (input.postOnly && input.timeInForce !== limits.order.postOnlyTimeInForce) {
      throw invalid(
        `postOnly may be true only with timeInForce ${limits.order.postOnlyTimeInForce}`,
      );
    }
    const price = input.price;
    if (price <= 0n) throw invalid("price must be greater than 0");
    if (price % product.tickSize !== 0n) {
      throw invalid(
        `price ${formatDecimal(price)} is not a multiple of tickSize ${formatDecimal(product.tickSize)}`,
      );
    }
    if (price < product.minPrice || price > product.maxPrice) {
      throw invalid(
        `price ${formatDecimal(price)} is outside ${formatDecimal(product.minPrice)} to ${formatDecimal(product.maxPrice)}`,
      );
    }
  } else {
    if (input.price !== undefined) throw invalid("a MARKET order has no price");
    if (input.timeInForce !== undefined) throw invalid("a MARKET order has no timeInForce");
    if (input.postOnly) throw invalid("postOnly is for LIMIT orders only");
  }
  if (close) {
    if (type !== OrderType.MARKET || !input.reduceOnly || input.quantity !== 0n) {
      throw invalid("close is only valid on a MARKET order with reduceOnly true and quantity 0");
    }
  } else {
    const q = input.quantity;
    if (q <= 0n) throw invalid("quantity must be greater than 0 unless close is true");
    if (q < product.lotSize) {
      throw invalid(
        `quantity ${formatDecimal(q)} is below lotSize ${formatDecimal(product.lotSize)}`,
      );
    }
    if (q % product.lotSize !== 0n) {
      throw invalid(
        `quantity ${formatDecimal(q)} is not a multiple of lotSize ${formatDecimal(product.lotSize)}`,
      );
    }
    if (q > product.maxQuantity) {
      throw invalid(
        `quantity ${formatDecimal(q)} is above maxQuantity ${formatDecimal(product.maxQuantity)}`,
      );
    }
  }
  const stopPrice = input.stopPrice ?? 0n;
  if (stopPrice < 0n || stopPrice % product.tickSize !== 0n) {
    throw invalid(`stopPrice ${formatDecimal(stopPrice)} is not a multiple of tickSize`);
  }
  const horizon = limits.order.expiresAtHorizonSeconds;
  let expiresAt = input.signedAt + horizon;
  if (input.expiresAt !== undefined) {
    expiresAt = input.expiresAt;
    if (expiresAt <= input.signedAt) throw invalid("expiresAt must be after signedAt");
    if (expiresAt * 1000 <= nowMs) throw invalid("expiresAt must be in the future");
    if (expiresAt > input.signedAt + horizon) {
      throw invalid(`expiresAt must be at most ${horizon} s after signedAt`);
    }
  }
  return expiresAt;
}
