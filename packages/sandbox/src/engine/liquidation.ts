import { DECIMAL_SCALE } from "@perpkit/core";
import { OrderStatus } from "./enums.js";
import type { LiquidatedPosition } from "./events.js";
import type { ExchangeReads } from "./exchange-reads.js";
import { abs, applyFill } from "./math.js";
import type { Positions } from "./positions.js";
import type { StopOrders } from "./stops.js";
import { TradingPart, type TradingState } from "./trading-state.js";

/**
 * Prices and liquidation: oracle updates, the stops they fire, and subaccounts closed out at the
 * mark when their margin falls below maintenance.
 *
 * @example
 * liquidation.setOraclePrice(productId, price)
 */
export class Liquidation extends TradingPart {
  constructor(
    state: TradingState,
    private readonly queries: ExchangeReads,
    private readonly settlement: Positions,
    private readonly triggers: StopOrders,
  ) {
    super(state);
  }

  /**
   * Sets (or clears, with `undefined`) a product's oracle price. Mark-price stops fire and
   * subaccounts whose margin falls below maintenance are liquidated.
   */
  setOraclePrice(productId: string, price: bigint | undefined): void {
    if (price === undefined) this.oraclePrices.delete(productId);
    else this.oraclePrices.set(productId, price);
    this.stopChecks.add(productId);
    this.triggers.runStopChecks();
    this.checkLiquidations(productId);
  }

  /**
   * Liquidates the subaccounts with a position in the product whose margin is below maintenance
   * (after a price move, or a funding charge).
   */
  checkLiquidations(productId: string): void {
    const subaccounts = new Set<string>();
    for (const p of this.openPositionsByProduct.get(productId) ?? [])
      subaccounts.add(p.subaccountId);
    for (const id of subaccounts) {
      if (this.house.has(id)) continue;
      const m = this.queries.margin(id);
      if (m.amount + m.unrealizedPnl < m.maintenance) this.liquidate(id);
    }
  }

  /**
   * Liquidates a subaccount: cancels its open orders and closes every position at the mark
   * price into the insurance fund. A negative balance left over is absorbed by the fund.
   */
  liquidate(subaccountId: string): LiquidatedPosition[] {
    const now = this.ctx.clock.now();
    for (const order of this.queries.openOrdersOf(subaccountId)) {
      this.unrest(order);
      this.finish(order, OrderStatus.CANCELED);
    }
    const closed: LiquidatedPosition[] = [];
    for (const position of [...(this.positions.get(subaccountId)?.values() ?? [])]) {
      const mark =
        this.markPrice(position.productId) ?? abs((position.cost * DECIMAL_SCALE) / position.size);
      const size = position.size;
      const effect = applyFill(position, -size, mark);
      this.accounts.credit(subaccountId, this.ctx.collateral.id, effect.realizedPnl);
      position.isLiquidated = true;
      position.liquidationPrice = mark;
      position.updatedAt = now;
      this.settlement.closePosition(position);
      this.settlement.announcePosition(position);
      closed.push({ productId: position.productId, symbol: position.symbol, price: mark, size });
    }
    const left = this.accounts.amount(subaccountId, this.ctx.collateral.id);
    if (left < 0n) this.accounts.credit(subaccountId, this.ctx.collateral.id, -left);
    if (closed.length > 0 && this.ctx.bus.wants("liquidation")) {
      this.ctx.bus.emit({ type: "liquidation", time: now, subaccountId, positions: closed });
    }
    return closed;
  }
}
