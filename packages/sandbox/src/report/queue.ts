import type { Exchange, Order } from "../engine/index.js";

/**
 * Where a resting order waits in its level's queue: what must trade or leave before it fills.
 *
 * @example
 * const { ahead, level }: QueuePosition = queuePosition(exchange, orderId) ?? fail()
 */
export interface QueuePosition {
  readonly orderId: string;
  readonly symbol: string;
  readonly price: bigint;
  /** Open quantity of the orders before it at its price. */
  readonly ahead: bigint;
  /** Orders before it at its price. */
  readonly ordersAhead: number;
  /** Its own open quantity. */
  readonly remaining: bigint;
  /** Open quantity of the whole level, its own included. */
  readonly level: bigint;
}

/**
 * The queue position of a resting order; undefined when it does not rest on the book (unknown,
 * finished, or a stop not yet triggered).
 *
 * @example
 * queuePosition(sandbox.exchange, order.id)?.ahead // 1500000000n: 1.5 to trade before it
 */
export function queuePosition(exchange: Exchange, orderId: string): QueuePosition | undefined {
  const order = exchange.order(orderId);
  if (!order) return undefined;
  const level = exchange.book(order.productId)?.side(order.side).at(order.price);
  const at = level ? level.orders.indexOf(order as Order) : -1;
  if (!level || at === -1) return undefined;
  let ahead = 0n;
  for (let i = 0; i < at; i++) ahead += (level.orders[i] as Order).remaining;
  return {
    orderId,
    symbol: order.symbol,
    price: order.price,
    ahead,
    ordersAhead: at,
    remaining: order.remaining,
    level: level.total,
  };
}
