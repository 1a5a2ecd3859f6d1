import type { HttpRequest } from "@perpkit/core";
import { signOrder } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { buildPlaceOrderRequest } from "../generated/operations.js";
import type { PlaceOrderRequest, Product } from "../generated/types.js";
import {
  buildOrderData,
  checkOrder,
  checkProductRules,
  type OrderParameters,
  productRules,
} from "../order-rules.js";
import { requireSigner, type TradingContext } from "../trading-context.js";
import { productOf, signingDomainOf, subaccountOf, syncedClock, timingOf } from "./preamble.js";

/**
 * Parameters of `prepareOrder`: the order, an optional AbortSignal, and `throwOnReject`, which
 * `sendOrder` reads from the order's caller and `prepareOrder` leaves out of the prepared order.
 *
 * @example
 * const prepared = await client.prepareOrder({ symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.01" })
 */
export type PrepareOrderParameters = OrderParameters & {
  readonly signal?: AbortSignal | undefined;
  readonly throwOnReject?: boolean | undefined;
};

/**
 * A signed order, ready to send: the request object and the exact bytes that go on the wire.
 *
 * @example
 * const prepared: PreparedOrder = await client.prepareOrder(order)
 * await client.sendOrder(prepared)
 */
export interface PreparedOrder {
  /** The order as given. */
  readonly order: OrderParameters;
  readonly product: Product;
  readonly request: PlaceOrderRequest;
  /** The HTTP request; its JSON body is sent, and resent on a retry, as these exact bytes. */
  readonly http: HttpRequest;
}

/**
 * What `prepareOrder` resolves to: the signed order, not yet sent.
 *
 * @example
 * const prepared: PrepareOrderReturnType = await prepareOrder(context, order)
 */
export type PrepareOrderReturnType = PreparedOrder;

/**
 * What `prepareOrder` can throw: a rule the order breaks (named), a signing failure, or a failure
 * of the reads that fill the caches (products, server time, subaccount, signing domain).
 *
 * @example
 * try { await prepareOrder(context, order) } catch (e) { const error = e as PrepareOrderErrorType }
 */
export type PrepareOrderErrorType = SignedOperationErrorType;

/**
 * Checks, builds and signs an order without sending it: every rule of the order and its product
 * is checked first, nonce and signedAt come from the server clock. `sendOrder` sends it.
 *
 * @example
 * const prepared = await prepareOrder(context, { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.01" })
 * const { id } = await sendOrder(context, prepared)
 */
export async function prepareOrder(
  context: TradingContext,
  parameters: PrepareOrderParameters,
): Promise<PrepareOrderReturnType> {
  const { signal, throwOnReject: _throwOnReject, ...order } = parameters;
  const signer = requireSigner(context);
  const checked = checkOrder(order);
  const product = await productOf(context, order, signal);
  const rules = productRules(product, context.state.rules);
  checkProductRules(checked, rules);
  const subaccount =
    order.subaccount === undefined && context.subaccount !== undefined
      ? context.subaccount
      : await subaccountOf(context, order.subaccount, "subaccount", signal);
  // Warm caches need no waiting: the clock and domain are read directly on the hot path.
  const timing = timingOf(context.freshClock() ?? (await syncedClock(context)), order);
  const data = buildOrderData(checked, rules, { sender: signer.address, subaccount, ...timing });
  const domain = await signingDomainOf(context);
  const request = await signOrder({ domain, data, signer, now: timing.nowMs });
  return { order, product, request, http: buildPlaceOrderRequest({ body: request }) };
}
