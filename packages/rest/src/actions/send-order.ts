import {
  type KnownOrderResult,
  orderLimits,
  type TransportErrorType,
  UnprocessableError,
} from "@perpkit/core";
import { decodePlacedOrder } from "../generated/decoders.js";
import type { OrderResult, PlacedOrder } from "../generated/types.js";
import { OrderRejectedError } from "../rejections.js";
import type { TradingContext } from "../trading-context.js";
import type { PreparedOrder } from "./prepare-order.js";

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

/** One debug line for an order: its result, ids, market, side, type, quantity and price. */
function logOrder(context: TradingContext, prepared: PreparedOrder, outcome: string): void {
  if (!context.log.enabled) return;
  const { data } = prepared.request;
  const side = data.side === orderLimits.sides.buy ? "buy" : "sell";
  context.log(
    `order ${outcome} clientOrderId=${data.clientOrderId ?? "-"} ${prepared.product.ticker} ${side} ${data.type} quantity=${data.quantity} price=${data.price ?? "market"}`,
  );
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
      logOrder(context, prepared, `failed (${(error as Error).name})`);
      throw error;
    }
    const clientOrderId = prepared.request.data.clientOrderId ?? undefined;
    answer = refused(prepared, undefined, clientOrderId, failureCode(error), error);
  }
  logOrder(context, prepared, `${answer.result} id=${answer.id ?? "-"}`);
  if (!answer.accepted && options.throwOnReject !== false) throw answer.error;
  return answer;
}
