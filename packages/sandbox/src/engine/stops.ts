import { limits } from "@perpkit/core";
import { OrderStatus } from "./enums.js";
import type { Matching } from "./matching.js";
import type { Order } from "./records.js";
import { TradingPart, type TradingState } from "./trading-state.js";

const { sides } = limits.order;
const STOP_LOSS = limits.order.stopTypes.stopLoss;
const MARK_PRICE = limits.order.stopPriceTypes.markPrice;

/**
 * Stop orders: each waits on its product's stop list until the last or mark price reaches its
 * stop price, then runs as a new order.
 *
 * @example
 * stops.runStopChecks()
 */
export class StopOrders extends TradingPart {
  constructor(
    state: TradingState,
    private readonly matching: Matching,
  ) {
    super(state);
  }

  /** Puts a PENDING stop order on its product's stop list, with the way the price must move. */
  add(order: Order): void {
    const reference =
      order.stopPriceType === MARK_PRICE
        ? this.markPrice(order.productId)
        : this.lastPrice(order.productId);
    const rises =
      order.stopType === undefined
        ? reference === undefined
          ? order.side === sides.buy
          : order.stopPrice > reference
        : (order.stopType === STOP_LOSS) === (order.side === sides.buy);
    this.stops.get(order.productId)?.set(order, rises);
  }

  /** Fires the stops of every product whose prices moved since the last check. */
  runStopChecks(): void {
    while (this.stopChecks.size > 0) {
      const [productId] = this.stopChecks;
      this.stopChecks.delete(productId as string);
      this.checkStops(productId as string);
    }
  }

  private checkStops(productId: string): void {
    const stops = this.stops.get(productId);
    if (!stops || stops.size === 0) return;
    for (let round = 0; round < 1000; round++) {
      let fired: Order | undefined;
      for (const [order, rises] of stops) {
        const reference =
          order.stopPriceType === MARK_PRICE
            ? this.markPrice(productId)
            : this.lastPrice(productId);
        if (reference === undefined) continue;
        if (rises ? reference >= order.stopPrice : reference <= order.stopPrice) {
          fired = order;
          break;
        }
      }
      if (!fired) return;
      stops.delete(fired);
      this.forgetOpen(fired);
      fired.triggered = true;
      fired.status = OrderStatus.NEW;
      fired.updatedAt = this.ctx.clock.now();
      if (fired.clientOrderId !== undefined) {
        this.mapFor(this.activeClientIds, fired.subaccountId).set(fired.clientOrderId, fired);
      }
      this.matching.execute(fired);
    }
  }
}
