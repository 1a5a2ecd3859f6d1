import { type HttpRequest, signingTime } from "@perpkit/core";
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
import { ownSubaccountName } from "../own-account.js";
import { requireSigner, type TradingContext, toSubaccountBytes } from "../trading-context.js";

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
  // Warm caches need no waiting: the product, subaccount, clock and domain are read directly.
  const product = context.products.peek(order) ?? (await context.products.resolve(order, signal));
  const rules = productRules(product, context.state.rules);
  checkProductRules(checked, rules);
  const subaccount =
    order.subaccount !== undefined
      ? toSubaccountBytes(order.subaccount, "subaccount")
      : (context.subaccount ?? (await ownSubaccountName(context, signal)));
  let clock = context.freshClock();
  if (!clock) {
    await context.syncClock();
    clock = context.clock;
  }
  const timing = signingTime(clock, order);
  const data = buildOrderData(checked, rules, { sender: signer.address, subaccount, ...timing });
  const domain = context.signingDomain ?? (await context.getSigningDomain());
  const request = await signOrder({ domain, data, signer, now: timing.nowMs });
  return { order, product, request, http: buildPlaceOrderRequest({ body: request }) };
}
