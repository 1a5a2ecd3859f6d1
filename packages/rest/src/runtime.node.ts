// The "#runtime" module of @perpkit/rest in Node: the order's line in the DEBUG log, which only
// Node has (core's #runtime); runtime.ts is every other runtime's, and writes nothing.
import type { PreparedOrder, SendOrderResult } from "./actions/place-order.js";
import { orderSides } from "./generated/limits.js";
import type { TradingContext } from "./trading-types.js";

/**
 * Writes one debug line for an order while `DEBUG` names the context's namespace: its result and
 * id (or the error it failed with), its client order id, market, side, type, quantity and price.
 *
 * @example
 * logOrder?.(context, prepared, answer) // perpkit:rest order Ok id=… clientOrderId=grid42 BTCUSD buy LIMIT quantity=0.25 price=60000.5
 */
export function logOrder(
  context: TradingContext,
  prepared: PreparedOrder,
  outcome: SendOrderResult | Error,
): void {
  if (!context.log.enabled) return;
  const { data } = prepared.request;
  const side = data.side === orderSides.buy ? "buy" : "sell";
  const how =
    outcome instanceof Error
      ? `failed (${outcome.name})`
      : `${outcome.result} id=${outcome.id ?? "-"}`;
  context.log(
    `order ${how} clientOrderId=${data.clientOrderId ?? "-"} ${prepared.product.ticker} ${side} ${data.type} quantity=${data.quantity} price=${data.price ?? "market"}`,
  );
}
