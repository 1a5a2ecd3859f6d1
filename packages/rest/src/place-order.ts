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
import type { ProductCache } from "./products.js";
import type { SigningContext } from "./signing-context.js";

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

/** The product an order names: from the cache without waiting when it is fresh. */
export async function productOf(
  products: ProductCache,
  order: OrderParameters,
  signal?: AbortSignal,
): Promise<Product> {
  return products.peek(order) ?? (await products.resolve(order, signal));
}

/** Checks, builds and signs an order; nothing is sent. */
export async function prepareOrder(
  context: SigningContext,
  products: ProductCache,
  parameters: PlaceOrderParameters,
): Promise<PreparedOrder> {
  const signer = context.requireSigner();
  const order = checkOrder(parameters);
  const subaccount = context.subaccount(parameters.subaccount);
  const product =
    products.peek(parameters) ?? (await products.resolve(parameters, parameters.signal));
  const rules = productRules(product);
  checkProductRules(order, rules);
  // Warm caches need no waiting: the clock and domain are read directly on the hot path.
  const ready = context.ready();
  const clock = ready?.clock ?? (await context.clock());
  const timing = context.timing(clock, parameters);
  const data = buildOrderData(order, rules, { sender: signer.address, subaccount, ...timing });
  const domain = ready?.domain ?? (await context.domain());
  const request = (await signOrder({
    domain,
    data: data as SigningOrderData,
    signer,
    now: timing.nowMs,
  })) as PlaceOrderRequest;
  return { product, request, http: buildPlaceOrderRequest({ body: request }) };
}

/** Sends a prepared order and reads the answer. */
export async function sendOrder(
  context: SigningContext,
  prepared: PreparedOrder,
  signal?: AbortSignal,
): Promise<PlaceOrderReturnType> {
  const response = await context.transport.request({ ...prepared.http, signal, retry: "safe" });
  const placed = decodePlacedOrder(response.body);
  return {
    id: placed.id,
    clientOrderId: placed.clientOrderId ?? prepared.request.data.clientOrderId ?? undefined,
    result: placed.result,
  };
}

/** Checks, prices and simulates an order without signing it. */
export async function dryRunOrder(
  context: SigningContext,
  products: ProductCache,
  parameters: DryRunOrderParameters,
): Promise<DryRunOrderReturnType> {
  const order = checkOrder(parameters);
  const sender = parameters.sender ?? context.signer?.address ?? context.requireAccount();
  assertAddress(sender, "sender");
  const subaccount = context.subaccount(parameters.subaccount);
  const product = await productOf(products, parameters, parameters.signal);
  const rules = productRules(product);
  checkProductRules(order, rules);
  const clock = await context.clock();
  const timing = context.timing(clock, parameters);
  const data: OrderData = buildOrderData(order, rules, { sender, subaccount, ...timing });
  return dryRunOrderOperation(
    context.transport,
    { body: { data } },
    { signal: parameters.signal, retry: "safe" },
  );
}
