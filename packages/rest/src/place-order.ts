import {
  type AbortError,
  assertAddress,
  type BadRequestError,
  type DecodeError,
  type HttpError,
  type HttpRequest,
  type KnownOrderResult,
  type RateLimitError,
  type ServerError,
  type SignatureError,
  type TimeoutError,
  type TransportError,
  type UnauthorizedError,
  UnprocessableError,
  type ValidationError,
} from "@perpkit/core";
import { type OrderData as SigningOrderData, signOrder } from "@perpkit/signing";
import { decodePlacedOrder } from "./generated/decoders.js";
import {
  buildPlaceOrderRequest,
  dryRunOrder as dryRunOrderOperation,
} from "./generated/operations.js";
import type {
  DryRunResult,
  OrderData,
  OrderResult,
  PlacedOrder,
  PlaceOrderRequest,
  Product,
} from "./generated/types.js";
import {
  buildOrderData,
  checkOrder,
  checkProductRules,
  type OrderParameters,
  productRules,
} from "./order-rules.js";
import { subaccountOf } from "./own-account.js";
import { OrderRejectedError } from "./rejections.js";
import {
  requireAccount,
  requireSigner,
  syncedClock,
  type TradingContext,
  timingOf,
} from "./trading-context.js";

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
 * throws an {@link OrderRejectedError}. The deprecated `filled` of the answer is left out on
 * purpose.
 *
 * @example
 * const { id, result }: PlaceOrderReturnType = await client.placeOrder(order) // result "Ok"
 */
export interface PlaceOrderReturnType {
  readonly accepted: true;
  /** The order's id. */
  readonly id: string;
  /** The client order id, when one was given. */
  readonly clientOrderId: string | undefined;
  readonly result: "Ok";
}

/**
 * An order the exchange refused, as `placeOrder` answers it with `throwOnReject: false`.
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
  /** The error `placeOrder` would have thrown. */
  readonly error: OrderRejectedError;
}

/**
 * What `placeOrder` answers with `throwOnReject: false`: accepted or refused, told apart by
 * `accepted`.
 *
 * @example
 * const placed: PlaceOrderResult = await client.placeOrder({ ...order, throwOnReject: false })
 * console.log(placed.accepted ? placed.id : placed.result)
 */
export type PlaceOrderResult = PlaceOrderReturnType | RejectedOrder;

/**
 * What `placeOrder` can throw.
 *
 * @example
 * try { await client.placeOrder(order) } catch (e) { const error = e as PlaceOrderErrorType }
 */
export type PlaceOrderErrorType =
  | OrderRejectedError
  | ValidationError
  | SignatureError
  | BadRequestError
  | UnauthorizedError
  | UnprocessableError
  | RateLimitError
  | ServerError
  | HttpError
  | TimeoutError
  | TransportError
  | AbortError
  | DecodeError;

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
 * Parameters of `dryRunOrder`: an order to simulate, unsigned.
 *
 * @example
 * await client.dryRunOrder({ symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.5" })
 */
export type DryRunOrderParameters = OrderParameters & {
  /** The address the simulation is for; default the client's signer or account. */
  readonly sender?: string | undefined;
  readonly signal?: AbortSignal | undefined;
};

/**
 * What `dryRunOrder` resolves to: the margin the order would use, and a result code.
 *
 * @example
 * const { marginRequired }: DryRunOrderReturnType = await client.dryRunOrder(order)
 */
export type DryRunOrderReturnType = DryRunResult;

/**
 * Options of {@link sendOrder}. With `throwOnReject: false` a refused order is answered (see
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

const OK = "Ok" satisfies KnownOrderResult;

/** The product an order names: from the cache without waiting when it is fresh. */
export async function productOf(
  context: TradingContext,
  order: OrderParameters,
  signal?: AbortSignal,
): Promise<Product> {
  return context.products.peek(order) ?? (await context.products.resolve(order, signal));
}

/**
 * Checks, builds and signs an order without sending it: every rule of the order and its product
 * is checked first, nonce and signedAt come from the server clock. {@link sendOrder} sends it.
 *
 * @example
 * const prepared = await prepareOrder(context, { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.01" })
 * const { id } = await sendOrder(context, prepared)
 */
export async function prepareOrder(
  context: TradingContext,
  parameters: PlaceOrderParameters | PlaceOrderResultParameters,
): Promise<PreparedOrder> {
  const signer = requireSigner(context);
  const order = checkOrder(parameters);
  const product = await productOf(context, parameters, parameters.signal);
  const rules = productRules(product);
  checkProductRules(order, rules);
  const subaccount =
    parameters.subaccount === undefined && context.subaccount !== undefined
      ? context.subaccount
      : await subaccountOf(context, parameters.subaccount, "subaccount", parameters.signal);
  // Warm caches need no waiting: the clock and domain are read directly on the hot path.
  const timing = timingOf(context.freshClock() ?? (await syncedClock(context)), parameters);
  const data = buildOrderData(order, rules, { sender: signer.address, subaccount, ...timing });
  const domain = context.signingDomain ?? (await context.getSigningDomain());
  const request = (await signOrder({
    domain,
    data: data as SigningOrderData,
    signer,
    now: timing.nowMs,
  })) as PlaceOrderRequest;
  const { signal: _signal, throwOnReject: _throwOnReject, ...given } = parameters;
  return {
    order: given as OrderParameters,
    product,
    request,
    http: buildPlaceOrderRequest({ body: request }),
  };
}

/** The exchange's answer to an order: accepted, or refused with a result code. */
function answerOf(prepared: PreparedOrder, placed: PlacedOrder): PlaceOrderResult {
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
 * Sends an order made by {@link prepareOrder}, as its exact bytes (a retry resends the same bytes),
 * and reads the answer. A refused order (a non-`Ok` result, or a 422 such as
 * `InsufficientBalance`) throws an {@link OrderRejectedError}, or with `throwOnReject: false` is
 * answered as a {@link RejectedOrder}.
 *
 * @example
 * const { id, result } = await sendOrder(context, await prepareOrder(context, order))
 */
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options?: SendOrderOptions & { readonly throwOnReject?: true | undefined },
): Promise<PlaceOrderReturnType>;
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options: SendOrderOptions & { readonly throwOnReject: boolean },
): Promise<PlaceOrderResult>;
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options: SendOrderOptions = {},
): Promise<PlaceOrderResult> {
  let answer: PlaceOrderResult;
  try {
    const response = await context.transport.request({
      ...prepared.http,
      signal: options.signal,
      retry: "safe",
    });
    answer = answerOf(prepared, decodePlacedOrder(response.body));
  } catch (error) {
    if (!(error instanceof UnprocessableError)) throw error;
    const clientOrderId = prepared.request.data.clientOrderId ?? undefined;
    answer = refused(prepared, undefined, clientOrderId, failureCode(error), error);
  }
  if (!answer.accepted && options.throwOnReject !== false) throw answer.error;
  return answer;
}

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

/**
 * Checks, prices and simulates an order without signing it: the margin it would use.
 *
 * `POST /v1/order/dry-run`
 *
 * @example
 * const { marginRequired } = await dryRunOrder(context, { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.5" })
 */
export async function dryRunOrder(
  context: TradingContext,
  parameters: DryRunOrderParameters,
): Promise<DryRunOrderReturnType> {
  const order = checkOrder(parameters);
  const sender = parameters.sender ?? context.signer?.address ?? requireAccount(context);
  assertAddress(sender, "sender");
  const rules = productRules(await productOf(context, parameters, parameters.signal));
  checkProductRules(order, rules);
  const subaccount = await subaccountOf(
    context,
    parameters.subaccount,
    "subaccount",
    parameters.signal,
  );
  const timing = timingOf(await syncedClock(context), parameters);
  const data: OrderData = buildOrderData(order, rules, { sender, subaccount, ...timing });
  return dryRunOrderOperation(
    context.transport,
    { body: { data } },
    { signal: parameters.signal, retry: "safe" },
  );
}
