import { limits } from "@perpkit/core";
import { type Exchange, notional, type Side, stableUuid } from "../engine/index.js";

/**
 * One position taken over at a liquidation, as GET /v1/position/liquidation lists it.
 *
 * @example
 * const [latest]: readonly Liquidation[] = liquidationsOf(exchange).all()
 */
export interface Liquidation {
  readonly id: string;
  readonly subaccountId: string;
  readonly productId: string;
  readonly positionId: string;
  /** The mark price the position was closed at. */
  readonly price: bigint;
  /** The position's value at that price (the sandbox keeps no entry cost once it closes). */
  readonly cost: bigint;
  readonly side: Side;
  readonly createdAt: number;
}

/**
 * Every liquidation of one exchange since it was watched, oldest first.
 *
 * @example
 * const log = new LiquidationLog(exchange)
 */
export class LiquidationLog {
  private readonly entries: Liquidation[] = [];

  constructor(exchange: Exchange) {
    exchange.events.on("liquidation", (event) => {
      for (const p of event.positions) {
        const position = exchange
          .positionsOf(event.subaccountId)
          .find((x) => x.productId === p.productId && x.isLiquidated && x.updatedAt === event.time);
        const positionId =
          position?.id ?? stableUuid(`position:${event.subaccountId}:${p.productId}`);
        this.entries.push({
          id: stableUuid(`liquidation:${positionId}:${event.time}`),
          subaccountId: event.subaccountId,
          productId: p.productId,
          positionId,
          price: p.price,
          cost: notional(p.size < 0n ? -p.size : p.size, p.price),
          side: p.size < 0n ? limits.order.sides.sell : limits.order.sides.buy,
          createdAt: event.time,
        });
      }
    });
  }

  /** Every liquidation, oldest first. */
  all(): readonly Liquidation[] {
    return this.entries;
  }
}

const logs = new WeakMap<Exchange, LiquidationLog>();

/**
 * The liquidation log of an exchange, watching it from the first call on.
 *
 * @example
 * liquidationsOf(exchange).all().length
 */
export function liquidationsOf(exchange: Exchange): LiquidationLog {
  let log = logs.get(exchange);
  if (!log) {
    log = new LiquidationLog(exchange);
    logs.set(exchange, log);
  }
  return log;
}
