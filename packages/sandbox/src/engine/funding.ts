import { DECIMAL_SCALE } from "@perpkit/core";
import { type FundingRateSource, HOUR_MS } from "./funding-rates.js";
import { fundingShares } from "./funding-shares.js";
import type { Product } from "./products.js";
import type { FundingCharge } from "./records.js";
import { type FundingState, TradingPart, type TradingState } from "./trading-state.js";

/**
 * Funding times a market's history keeps, and the most that one tick charges one by one: 31
 * days of hours.
 *
 * @example
 * exchange.fundingHistory(productId).length <= FUNDING_HISTORY_HOURS // true
 */
export const FUNDING_HISTORY_HOURS = 31 * 24;

/**
 * The rate a market's next funding time charges, as things stand: the `fundingRates` option's,
 * else the one last set (a replay's recorded `fr1h`), else 0.
 *
 * @example
 * projectedRate(state) // 12500n
 */
export function projectedRate(state: FundingState): bigint {
  return state.optionRate ?? state.setRate ?? 0n;
}

/**
 * Funding: at every funding time (each hour, on the hour of the sandbox clock) each market's open
 * positions pay or receive their size times the mark price times the market's hourly rate, in
 * order, and the balance of each subaccount moves at once. A clock that jumps over several
 * funding times charges each of them; one that jumps over more than {@link FUNDING_HISTORY_HOURS}
 * charges those before the last 31 days in one charge per position, at the rate set for the
 * first of them, so a jump of any length costs at most a month of hours.
 *
 * @example
 * const funding = new Funding(state, rates, (productId) => liquidation.checkLiquidations(productId))
 */
export class Funding extends TradingPart {
  private next: number;

  constructor(
    state: TradingState,
    private readonly rates: FundingRateSource,
    private readonly afterCharge: (productId: string) => void,
  ) {
    super(state);
    this.next = (Math.floor(this.ctx.clock.now() / HOUR_MS) + 1) * HOUR_MS;
    this.askOption();
  }

  /** The next funding time (ms). */
  nextDue(): number {
    return this.next;
  }

  /** Charges every funding time due by `now`, oldest first. */
  tick(now: number): void {
    if (now < this.next) return;
    const due = Math.floor((now - this.next) / HOUR_MS) + 1;
    if (due > FUNDING_HISTORY_HOURS) {
      const hours = due - FUNDING_HISTORY_HOURS;
      const time = this.next + (hours - 1) * HOUR_MS;
      this.next = time + HOUR_MS;
      this.chargeAll(time, hours);
    }
    while (this.next <= now) {
      const time = this.next;
      // Moved first, so a rate function that throws cannot have a funding time charged twice.
      this.next += HOUR_MS;
      this.chargeAll(time, 1);
    }
  }

  /** Sets the rate a market's next funding times charge where the option sets none. */
  setRate(productId: string, rate: bigint | undefined): void {
    (this.fundingByProduct.get(productId) as FundingState).setRate = rate;
  }

  private chargeAll(time: number, hours: number): void {
    for (const product of this.ctx.products.values()) this.charge(product, time, hours);
    this.askOption();
  }

  /** Asks the option for each market's rate at the next funding time. */
  private askOption(): void {
    for (const product of this.ctx.products.values()) {
      (this.fundingByProduct.get(product.id) as FundingState).optionRate = this.rates(
        product,
        this.next,
      );
    }
  }

  private charge(product: Product, time: number, hours: number): void {
    const market = this.fundingByProduct.get(product.id) as FundingState;
    const rate = projectedRate(market);
    const price = this.markPrice(product.id);
    market.rate = rate;
    market.chargedAt = time;
    if (hours === 1) remember(market, { time, rate, price });
    if (rate === 0n || price === undefined) return;
    market.cumulative += ((price * rate) / DECIMAL_SCALE) * BigInt(hours);
    const positions = [...(this.openPositionsByProduct.get(product.id) ?? [])];
    if (positions.length === 0) return;
    const shares = fundingShares(
      positions.map((p) => p.size),
      price,
      rate,
    );
    const bus = this.ctx.bus;
    const announce = bus.wants("funding");
    for (const [i, position] of positions.entries()) {
      const amount = (shares[i] as bigint) * BigInt(hours);
      position.funding += amount;
      this.accounts.credit(position.subaccountId, this.ctx.collateral.id, amount);
      if (!announce) continue;
      bus.emit({
        type: "funding",
        time,
        subaccountId: position.subaccountId,
        productId: product.id,
        symbol: product.ticker,
        positionId: position.id,
        size: position.size,
        price,
        rate,
        hours,
        amount,
      });
    }
    this.afterCharge(product.id);
  }
}

/** Adds a charge to a market's history, which keeps the last 31 days. */
function remember(market: FundingState, charge: FundingCharge): void {
  const { history } = market;
  history.push(charge);
  const since = charge.time - FUNDING_HISTORY_HOURS * HOUR_MS;
  let old = 0;
  while (old < history.length && (history[old] as FundingCharge).time <= since) old++;
  if (old > 0) history.splice(0, old);
}
