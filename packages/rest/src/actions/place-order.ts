import {
  type HttpRequest,
  type KnownOrderResult,
  signingTime,
  type TransportErrorType,
  UnprocessableError,
} from "@perpkit/core";
import { checkedOrderRequest, signRequest } from "@perpkit/signing";
// Resolved by the package's "imports" map: the order's DEBUG line in Node, nothing elsewhere.
import { logOrder } from "#runtime";
import type { SignedOperationErrorType } from "../errors.js";
import { decodePlacedOrder } from "../generated/decoders.js";
import { buildPlaceOrderRequest } from "../generated/operations.js";
import type { OrderResult, PlacedOrder, PlaceOrderRequest, Product } from "../generated/types.js";
import {
  buildOrderData,
  checkOrder,
  checkProductRules,
  type OrderParameters,
  productRules,
} from "../order-rules.js";
import { OrderRejectedError } from "../rejections.js";
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
  // Warm caches need no waiting: the product, subaccount, server clock and domain are peeked.
  const { products, defaultSubaccount, serverTime, signingDomain } = context;
  const product = products.peek(order) ?? (await products.get(order, signal));
  const rules = productRules(product, context.state.rules);
  checkProductRules(checked, rules);
  const subaccount =
    order.subaccount !== undefined
      ? toSubaccountBytes(order.subaccount, "subaccount")
      : (defaultSubaccount.peek() ?? (await defaultSubaccount.get(signal)));
  const timing = signingTime(serverTime.peek() ?? (await serverTime.get()), order);
  const data = buildOrderData(checked, rules, { sender: signer.address, subaccount, ...timing });
  const domain = signingDomain.peek() ?? (await signingDomain.get());
  // Every field of `data` is checked above: the message is built without checking it again.
  const request = await signRequest(checkedOrderRequest, { domain, data, now: timing.nowMs }, [
    signer,
  ]);
  return { order, product, request, http: buildPlaceOrderRequest({ body: request }) };
}

/**
 * Options of `sendOrder`. With `throwOnReject: false` a refused order is answered (see
 * {@link RejectedOrder}) instead of thrown.
 *
 * @example
 * await sendOrder(context, prepared, { signal: AbortSignal.timeout(5_000), throwOnReject: false })
 */
export interface SendOrderOptions {
  readonly signal?: AbortSignal | undefined;
  /** Default true: a refused order throws an OrderRejectedError. */
  readonly throwOnReject?: boolean | undefined;
}

/**
 * Parameters of `sendOrder`: what it takes after the prepared order, its options.
 *
 * @example
 * const options: SendOrderParameters = { signal: AbortSignal.timeout(5_000) }
 * await sendOrder(context, prepared, options)
 */
export type SendOrderParameters = SendOrderOptions;

/**
 * What `sendOrder` (and `placeOrder`) resolves to: an order the exchange accepted (result `Ok`).
 * A refused order throws an {@link OrderRejectedError}. The deprecated `filled` of the answer is
 * left out on purpose.
 *
 * @example
 * const { id, result }: SendOrderReturnType = await sendOrder(context, prepared) // result "Ok"
 */
export interface SendOrderReturnType {
  readonly accepted: true;
  /** The order's id. */
  readonly id: string;
  /** The client order id, when one was given. */
  readonly clientOrderId: string | undefined;
  readonly result: "Ok";
}

/**
 * An order the exchange refused, as `sendOrder` and `placeOrder` answer it with
 * `throwOnReject: false`.
 *
 * @example
 * const placed = await client.placeOrder({ ...order, throwOnReject: false })
 * if (!placed.accepted) console.log(placed.result) // "ImmediateMatchPostOnly", "InsufficientBalance", ...
 */
export interface RejectedOrder {
  readonly accepted: false;
  /** The order's id when the exchange recorded it (a 201 with a non-Ok result); not after a 422. */
  readonly id: string | undefined;
  readonly clientOrderId: string | undefined;
  /** Why: the exchange's result code (the list grows over time). */
  readonly result: OrderResult;
  /** The error the call would have thrown. */
  readonly error: OrderRejectedError;
}

/**
 * What `sendOrder` answers with `throwOnReject: false`: accepted or refused, told apart by
 * `accepted`.
 *
 * @example
 * const sent: SendOrderResult = await sendOrder(context, prepared, { throwOnReject: false })
 * console.log(sent.accepted ? sent.id : sent.result)
 */
export type SendOrderResult = SendOrderReturnType | RejectedOrder;

/**
 * What `sendOrder` can throw: the exchange's refusal, or a failure of the request.
 *
 * @example
 * try { await sendOrder(context, prepared) } catch (e) { const error = e as SendOrderErrorType }
 */
export type SendOrderErrorType = OrderRejectedError | TransportErrorType;

const OK = "Ok" satisfies KnownOrderResult;

/** The exchange's answer to an order: accepted, or refused with a result code. */
function answerOf(prepared: PreparedOrder, placed: PlacedOrder): SendOrderResult {
  const clientOrderId = placed.clientOrderId ?? prepared.request.data.clientOrderId ?? undefined;
  if (placed.result === OK) return { accepted: true, id: placed.id, clientOrderId, result: OK };
  return refused(prepared, placed.id, clientOrderId, placed.result);
}

function refused(
  prepared: PreparedOrder,
  id: string | undefined,
  clientOrderId: string | undefined,
  result: OrderResult,
  cause?: unknown,
): RejectedOrder {
  const error = new OrderRejectedError(
    "placeOrder",
    [{ index: 0, result, orderId: id, clientOrderId, order: prepared.order, reason: undefined }],
    { cause },
  );
  return { accepted: false, id, clientOrderId, result, error };
}

/** The failure code of an order refused with 422: the message, when it is one word. */
function failureCode(error: UnprocessableError): OrderResult {
  const message = error.serverMessage?.trim();
  return message && /^\w+$/.test(message) ? message : "Unprocessable";
}

/**
 * Sends an order made by `prepareOrder`, as its exact bytes (a retry resends the same bytes), and
 * reads the answer. A refused order (a non-`Ok` result, or a 422 such as `InsufficientBalance`)
 * throws an {@link OrderRejectedError}, or with `throwOnReject: false` is answered as a
 * {@link RejectedOrder}.
 *
 * `POST /v1/order`
 *
 * @example
 * const { id, result } = await sendOrder(context, await prepareOrder(context, order))
 */
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options?: SendOrderOptions & { readonly throwOnReject?: true | undefined },
): Promise<SendOrderReturnType>;
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options: SendOrderOptions & { readonly throwOnReject: boolean },
): Promise<SendOrderResult>;
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options: SendOrderOptions = {},
): Promise<SendOrderResult> {
  let answer: SendOrderResult;
  try {
    const response = await context.transport.request({
      ...prepared.http,
      signal: options.signal,
      retry: "safe",
    });
    answer = answerOf(prepared, decodePlacedOrder(response.body));
  } catch (error) {
    if (!(error instanceof UnprocessableError)) {
      logOrder?.(context, prepared, error as Error);
      throw error;
    }
    const clientOrderId = prepared.request.data.clientOrderId ?? undefined;
    answer = refused(prepared, undefined, clientOrderId, failureCode(error), error);
  }
  logOrder?.(context, prepared, answer);
  if (!answer.accepted && options.throwOnReject !== false) throw answer.error;
  return answer;
}

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
