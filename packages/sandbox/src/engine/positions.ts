import { limits } from "@perpkit/core";
import { applyFill } from "./math.js";
import type { Product } from "./products.js";
import type { Order, Position } from "./records.js";
import { TradingPart } from "./trading-state.js";

const { sides } = limits.order;

/**
 * Positions: each fill applied to its position and collateral, positions opened and closed, and
 * their announcements.
 *
 * @example
 * const turned = positions.settle(order, quantity, price, fee, now)
 */
export class Positions extends TradingPart {
  /**
   * Applies one side of a fill to its position and collateral. True when the position was closed
   * or turned to the other side, which can leave reduce-only orders nothing to reduce.
   */
  settle(order: Order, quantity: bigint, price: bigint, fee: bigint, now: number): boolean {
    const position = this.positionFor(order.subaccountId, order.productId, now);
    const before = position.size;
    const effect = applyFill(position, order.side === sides.buy ? quantity : -quantity, price);
    position.fees += fee;
    position.updatedAt = now;
    if (position.size !== 0n) position.side = position.size > 0n ? sides.buy : sides.sell;
    this.accounts.credit(order.subaccountId, this.ctx.collateral.id, effect.realizedPnl - fee);
    if (position.size === 0n) this.closePosition(position);
    this.announcePosition(position);
    return before !== 0n && (position.size === 0n || position.size > 0n !== before > 0n);
  }

  private positionFor(subaccountId: string, productId: string, now: number): Position {
    let byProduct = this.positions.get(subaccountId);
    if (!byProduct) {
      byProduct = new Map();
      this.positions.set(subaccountId, byProduct);
    }
    let position = byProduct.get(productId);
    if (!position) {
      const product = this.ctx.products.get(productId) as Product;
      position = {
        id: this.ctx.random.uuid(),
        subaccountId,
        productId,
        symbol: product.ticker,
        side: sides.buy,
        size: 0n,
        cost: 0n,
        realizedPnl: 0n,
        fees: 0n,
        funding: 0n,
        totalIncreaseNotional: 0n,
        totalIncreaseQuantity: 0n,
        totalDecreaseNotional: 0n,
        totalDecreaseQuantity: 0n,
        isLiquidated: false,
        liquidationPrice: undefined,
        createdAt: now,
        updatedAt: now,
      };
      byProduct.set(productId, position);
      this.positionsById.set(position.id, position);
      const list = this.positionsBySubaccount.get(subaccountId);
      if (list) list.push(position);
      else this.positionsBySubaccount.set(subaccountId, [position]);
      this.openPositionsByProduct.get(productId)?.add(position);
    }
    return position;
  }

  /** Takes a position out of the open ones; it stays readable by id and in the history. */
  closePosition(position: Position): void {
    this.positions.get(position.subaccountId)?.delete(position.productId);
    this.openPositionsByProduct.get(position.productId)?.delete(position);
  }

  /** Announces a position's new state to the event bus. */
  announcePosition(position: Position): void {
    if (this.ctx.bus.wants("positionUpdate")) {
      this.ctx.bus.emit({
        type: "positionUpdate",
        time: this.ctx.clock.now(),
        subaccountId: position.subaccountId,
        position: { ...position },
      });
    }
  }
}
