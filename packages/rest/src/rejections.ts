import { PerpkitError } from "@perpkit/core";
import type { BatchResultType, CancelResult, OrderResult } from "./generated/types.js";
import type { OrderParameters } from "./order-rules.js";

/**
 * One thing the exchange did not do: an order it did not accept, or an order it did not cancel.
 *
 * @example
 * for (const r of error.rejections) console.log(r.index, r.result, r.orderId ?? r.clientOrderId)
 */
export interface Rejection {
  /** Its place in the call: 0 for `placeOrder`, the id's for `cancelOrders`, the instruction's for `batchOrders`. */
  readonly index: number;
  /**
   * The exchange's code: an order result (`ImmediateMatchPostOnly`, `InsufficientBalance`, ...), a
   * cancel result (`NotFound`, `AlreadyFilled`, ...), or, for a batch instruction the exchange did
   * not run, `NEW_FAILED` when it gave no code.
   */
  readonly result: OrderResult | CancelResult | BatchResultType;
  /** The order's id, when the exchange gave one or the call named one. */
  readonly orderId: string | undefined;
  readonly clientOrderId: string | undefined;
  /** The order as given, for a rejected order (`placeOrder`, a batch's NEW). */
  readonly order: OrderParameters | undefined;
  /** Why, when the exchange said more than the code (a batch's `rejectedReason`). */
  readonly reason: string | undefined;
}

/**
 * The exchange did not do all that was asked: an order was not accepted (a non-`Ok` result such as
 * `ImmediateMatchPostOnly`, or a 422 such as `InsufficientBalance`), or an order was not
 * cancelled (`NotFound`, `AlreadyFilled`, ...). `placeOrder`, `sendOrder`, `cancelOrders` and
 * `batchOrders` throw it, one way for every refusal, unless called with `throwOnReject: false`,
 * which answers the results instead. `result` is the code of the first refusal, `rejections`
 * has each, and `outcomes` everything the exchange answered (cancels and batches), so nothing the
 * exchange did is lost.
 *
 * @example
 * try {
 *   await client.placeOrder({ symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "60000", timeInForce: "GTD", postOnly: true })
 * } catch (error) {
 *   if (error instanceof OrderRejectedError) console.log(error.result) // "ImmediateMatchPostOnly"
 * }
 */
export class OrderRejectedError extends PerpkitError {
  override readonly name = "OrderRejectedError";
  /** The call that was refused. */
  readonly operation: "placeOrder" | "cancelOrders" | "batchOrders";
  /** The code of the first refusal; see {@link Rejection.result}. */
  readonly result: Rejection["result"];
  /** The order of the first refusal, as given (`placeOrder`, a batch's NEW). */
  readonly order: OrderParameters | undefined;
  /** The first refusal's order id, when there is one. */
  readonly orderId: string | undefined;
  readonly clientOrderId: string | undefined;
  /** Every refusal, in the order of the call. */
  readonly rejections: readonly Rejection[];
  /** Everything the exchange answered, refusals and successes (cancels and batches). */
  readonly outcomes: readonly unknown[] | undefined;

  constructor(
    operation: OrderRejectedError["operation"],
    rejections: readonly [Rejection, ...Rejection[]],
    options: { readonly outcomes?: readonly unknown[]; readonly cause?: unknown } = {},
  ) {
    const [first] = rejections;
    const what =
      operation === "cancelOrders"
        ? "did not cancel"
        : operation === "batchOrders"
          ? "refused a batch instruction:"
          : "did not accept the order:";
    const others = rejections.length > 1 ? ` (and ${rejections.length - 1} more)` : "";
    const id = first.orderId ?? first.clientOrderId;
    const subject = operation === "cancelOrders" ? ` ${id ?? "an order"}:` : "";
    super("ORDER_REJECTED", `The exchange ${what}${subject} ${first.result}${others}.`, {
      cause: options.cause,
      details: first.reason,
      metaMessages: ["Pass throwOnReject: false to receive the results instead of this error."],
    });
    this.operation = operation;
    this.result = first.result;
    this.order = first.order;
    this.orderId = first.orderId;
    this.clientOrderId = first.clientOrderId;
    this.rejections = rejections;
    this.outcomes = options.outcomes;
  }
}

/**
 * How a call answers refusals: `throwOnReject` (default true) throws an {@link OrderRejectedError};
 * false answers the results.
 *
 * @example
 * const outcomes = await client.cancelOrders({ orderIds, throwOnReject: false })
 */
export interface RejectOptions {
  /** Throw an OrderRejectedError when the exchange refuses anything. Default true. */
  readonly throwOnReject?: boolean | undefined;
}
