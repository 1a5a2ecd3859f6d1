import type { SignedOperationErrorType } from "../errors.js";
import type { OrderParameters } from "../order-rules.js";
import type { OrderRejectedError } from "../rejections.js";
import type { TradingContext } from "../trading-context.js";
import { prepareOrder } from "./prepare-order.js";
import { type SendOrderResult, type SendOrderReturnType, sendOrder } from "./send-order.js";

/**
 * Parameters of `placeOrder`: the order and an optional AbortSignal. An order the exchange refuses
 * throws an OrderRejectedError; to receive refusals as results instead, see
 * {@link PlaceOrderResultParameters}.
 *
 * @example
 * await client.placeOrder({ symbol: "ETHUSD", side: "sell", type: "LIMIT", quantity: "2", price: "3500.5", timeInForce: "IOC", clientOrderId: "grid42" })
 */
export type PlaceOrderParameters = OrderParameters & {
  readonly signal?: AbortSignal | undefined;
  /** Default true: a refused order throws an OrderRejectedError. */
  readonly throwOnReject?: true | undefined;
};

/**
 * Parameters of `placeOrder` that ask for refusals as results: with `throwOnReject: false` a
 * refused order resolves with `accepted: false` and its result code instead of throwing.
 *
 * @example
 * const placed = await client.placeOrder({ symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "60000", timeInForce: "GTD", postOnly: true, throwOnReject: false })
 */
export type PlaceOrderResultParameters = OrderParameters & {
  readonly signal?: AbortSignal | undefined;
  /** False answers a refused order instead of throwing; true throws, as by default. */
  readonly throwOnReject: boolean;
};

/**
 * What `placeOrder` resolves to: an order the exchange accepted (result `Ok`). A refused order
 * throws an {@link OrderRejectedError}.
 *
 * @example
 * const { id, result }: PlaceOrderReturnType = await client.placeOrder(order) // result "Ok"
 */
export type PlaceOrderReturnType = SendOrderReturnType;

/**
 * What `placeOrder` answers with `throwOnReject: false`: accepted or refused, told apart by
 * `accepted`.
 *
 * @example
 * const placed: PlaceOrderResult = await client.placeOrder({ ...order, throwOnReject: false })
 * console.log(placed.accepted ? placed.id : placed.result)
 */
export type PlaceOrderResult = SendOrderResult;

/**
 * What `placeOrder` can throw: the exchange's refusal, or what any signed operation can throw (a
 * rule the order breaks, named; a signing failure; a failure of the request).
 *
 * @example
 * try { await client.placeOrder(order) } catch (e) { const error = e as PlaceOrderErrorType }
 */
export type PlaceOrderErrorType = OrderRejectedError | SignedOperationErrorType;

/**
 * Places one order: checks every rule of the order and its product (lot, tick, price range,
 * maxQuantity, postOnly, close, expiry, clientOrderId, 9 decimals) before signing, takes nonce and
 * signedAt from the server clock, signs, posts, and answers id, clientOrderId and result `Ok`.
 * An order the exchange refuses, whether it answers a result code (`ImmediateMatchPostOnly`,
 * `UnfilledImmediateOrCancel`, ...) or a 422 (`InsufficientBalance`), throws an
 * {@link OrderRejectedError} carrying the code and the order; with `throwOnReject: false` it is
 * answered instead (`accepted: false`).
 *
 * `POST /v1/order` (signed: TradeOrder)
 *
 * @example
 * import { createTradingContext, placeOrder } from "@perpkit/rest"
 * const context = createTradingContext({ network: "testnet", signer: walletClient })
 * const { id, result } = await placeOrder(context, {
 *   symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "60000", timeInForce: "GTD", postOnly: true,
 * })
 */
export async function placeOrder(
  context: TradingContext,
  parameters: PlaceOrderParameters,
): Promise<PlaceOrderReturnType>;
export async function placeOrder(
  context: TradingContext,
  parameters: PlaceOrderResultParameters,
): Promise<PlaceOrderResult>;
export async function placeOrder(
  context: TradingContext,
  parameters: PlaceOrderParameters | PlaceOrderResultParameters,
): Promise<PlaceOrderResult> {
  return sendOrder(context, await prepareOrder(context, parameters), {
    signal: parameters.signal,
    throwOnReject: parameters.throwOnReject ?? true,
  });
}
