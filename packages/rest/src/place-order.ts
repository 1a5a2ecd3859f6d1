import {
  type AbortError,
  assertAddress,
  type BadRequestError,
  type DecodeError,
  type HttpError,
  type HttpRequest,
  type RateLimitError,
  type ServerError,
  type SignatureError,
  type TimeoutError,
  type TransportError,
  type UnauthorizedError,
  type UnprocessableError,
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
import {
  requireAccount,
  requireSigner,
  subaccountOf,
  syncedClock,
  type TradingContext,
  timingOf,
} from "./trading-context.js";

/**
 * Parameters of `placeOrder`: the order, and an optional AbortSignal.
 *
 * @example
 * await client.placeOrder({ symbol: "ETHUSD", side: "sell", type: "LIMIT", quantity: "2", price: "3500.5", timeInForce: "IOC", clientOrderId: "grid42" })
 */
export type PlaceOrderParameters = OrderParameters & { readonly signal?: AbortSignal | undefined };

/**
 * What `placeOrder` resolves to. The deprecated `filled` of the answer is left out on purpose.
 *
 * @example
 * const { id, result }: PlaceOrderReturnType = await client.placeOrder(order)
 */
export interface PlaceOrderReturnType {
  /** The order's id. */
  readonly id: string;
  /** The client order id, when one was given. */
  readonly clientOrderId: string | undefined;
  /** `Ok`, or the code the order failed with (the list grows over time). */
  readonly result: OrderResult;
}

/**
 * What `placeOrder` can throw.
 *
 * @example
 * try { await client.placeOrder(order) } catch (e) { const error = e as PlaceOrderErrorType }
 */
export type PlaceOrderErrorType =
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
 * Options of {@link sendOrder}.
 *
 * @example
 * await sendOrder(context, prepared, { signal: AbortSignal.timeout(5_000) })
 */
export interface SendOrderOptions {
  readonly signal?: AbortSignal | undefined;
}

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
  parameters: PlaceOrderParameters,
): Promise<PreparedOrder> {
  const signer = requireSigner(context);
  const order = checkOrder(parameters);
  const subaccount = subaccountOf(context, parameters.subaccount);
  const product = await productOf(context, parameters, parameters.signal);
  const rules = productRules(product);
  checkProductRules(order, rules);
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
  return { product, request, http: buildPlaceOrderRequest({ body: request }) };
}

/**
 * Sends an order made by {@link prepareOrder}, as its exact bytes (a retry resends the same bytes),
 * and reads the answer.
 *
 * @example
 * const { id, result } = await sendOrder(context, await prepareOrder(context, order))
 */
export async function sendOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  options: SendOrderOptions = {},
): Promise<PlaceOrderReturnType> {
  const response = await context.transport.request({
    ...prepared.http,
    signal: options.signal,
    retry: "safe",
  });
  const placed = decodePlacedOrder(response.body);
  return {
    id: placed.id,
    clientOrderId: placed.clientOrderId ?? prepared.request.data.clientOrderId ?? undefined,
    result: placed.result,
  };
}

/**
 * Places one order: checks every rule of the order and its product (lot, tick, price range,
 * maxQuantity, postOnly, close, expiry, clientOrderId, 9 decimals) before signing, takes nonce and
 * signedAt from the server clock, signs, posts, and answers id, clientOrderId and result.
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
): Promise<PlaceOrderReturnType> {
  return sendOrder(context, await prepareOrder(context, parameters), parameters);
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
  const subaccount = subaccountOf(context, parameters.subaccount);
  const rules = productRules(await productOf(context, parameters, parameters.signal));
  checkProductRules(order, rules);
  const timing = timingOf(await syncedClock(context), parameters);
  const data: OrderData = buildOrderData(order, rules, { sender, subaccount, ...timing });
  return dryRunOrderOperation(
    context.transport,
    { body: { data } },
    { signal: parameters.signal, retry: "safe" },
  );
}
