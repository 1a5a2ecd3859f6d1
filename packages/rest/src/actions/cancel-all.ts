import { assertUuid } from "@perpkit/core";
import { listOrders } from "../generated/operations.js";
import { type ProductReference, walkRecords } from "../products.js";
import type { RejectOptions } from "../rejections.js";
import { ownSubaccountId, type TradingContext } from "../trading-context.js";
import {
  type CancelOrdersErrorType,
  type CancelOrdersReturnType,
  cancelOrders,
} from "./cancel-orders.js";
import { subaccountIdOf, subaccountOf } from "./preamble.js";

/**
 * Parameters of `cancelAll`: every open order of the subaccount, or only one market's (named by
 * `symbol`, `productId` or `onchainId`).
 *
 * @example
 * await client.cancelAll({ symbol: "BTCUSD", throwOnReject: false })
 */
export type CancelAllParameters = RejectOptions &
  (Partial<ProductReference> & {
    /** The subaccount's name or bytes32; defaults to the client's subaccount. */
    readonly subaccount?: string | undefined;
    /** Its id, when known; looked up from the owner's subaccounts otherwise. */
    readonly subaccountId?: string | undefined;
    readonly signal?: AbortSignal | undefined;
  });

/**
 * One outcome per order that was open, in the order the exchange listed them; only `cancelled:
 * true` (result `Ok`) means the order was cancelled. Empty when nothing was open.
 *
 * @example
 * const outcomes: CancelAllReturnType = await client.cancelAll()
 */
export type CancelAllReturnType = CancelOrdersReturnType;

/**
 * What `cancelAll` can throw: what `cancelOrders` can throw, and the failures of the reads that
 * list the open orders.
 *
 * @example
 * try { await client.cancelAll() } catch (e) { const error = e as CancelAllErrorType }
 */
export type CancelAllErrorType = CancelOrdersErrorType;

/** Whether the parameters name a market. */
function namesProduct(parameters: Partial<ProductReference>): boolean {
  return (
    parameters.symbol !== undefined ||
    parameters.productId !== undefined ||
    parameters.onchainId !== undefined
  );
}

/**
 * The ids of every open order of a subaccount, optionally of one product: working (`NEW`,
 * `FILLED_PARTIAL`) and pending (untriggered stops), each once.
 */
async function openOrderIds(
  context: TradingContext,
  subaccountId: string,
  productId: string | undefined,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  const ids = new Set<string>();
  for (const filter of [{ isWorking: true }, { isPending: true }] as const) {
    // Listed through the cancels' transport: a shutdown's reads may spend the cancel reserve too.
    for await (const order of walkRecords(
      listOrders,
      "listOrders",
      context.cancelTransport,
      { subaccountId, ...filter, ...(productId ? { productIds: [productId] } : {}) },
      { signal },
    )) {
      ids.add(order.id);
    }
  }
  return [...ids];
}

/**
 * Cancels every open order of the subaccount (working and pending), or only one market's: lists
 * them (GET /v1/order, every page), then cancels them with `cancelOrders`, 200 ids per signed
 * request, one outcome per order. Its reads and cancels may spend the rate budget's cancel
 * reserve, so a shutdown's cancel-all is never starved. An order placed after the listing is not
 * cancelled: stop placing first, or call again. Like `cancelOrders`, an order the exchange does
 * not cancel (`AlreadyFilled`, `NotFound`, ...) throws an OrderRejectedError unless
 * `throwOnReject` is false.
 *
 * `GET /v1/order`, then `POST /v1/order/cancel` (signed: CancelOrder)
 *
 * @example
 * const outcomes = await cancelAll(context, { symbol: "BTCUSD", throwOnReject: false })
 * console.log(outcomes.filter((o) => o.cancelled).length, "cancelled")
 */
export async function cancelAll(
  context: TradingContext,
  parameters: CancelAllParameters = {},
): Promise<CancelAllReturnType> {
  const { signal } = parameters;
  if (parameters.subaccountId !== undefined) assertUuid(parameters.subaccountId, "subaccountId");
  const product = namesProduct(parameters)
    ? await context.products.get(parameters as ProductReference, signal)
    : undefined;
  const subaccount = await subaccountOf(context, parameters.subaccount, "subaccount", signal);
  const subaccountId =
    parameters.subaccount === undefined && parameters.subaccountId === undefined
      ? await ownSubaccountId(context, signal)
      : await subaccountIdOf(context, subaccount, parameters.subaccountId, signal);
  const orderIds = await openOrderIds(context, subaccountId, product?.id, signal);
  if (orderIds.length === 0) return [];
  return cancelOrders(context, {
    orderIds,
    subaccount,
    signal,
    throwOnReject: parameters.throwOnReject,
  });
}
