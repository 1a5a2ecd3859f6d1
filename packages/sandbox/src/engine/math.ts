import { DECIMAL_SCALE } from "@perpkit/core";
import type { Position } from "./records.js";

/**
 * `quantity * price` in fixed point, rounded toward zero.
 *
 * @example
 * notional(500_000_000n, 3_000_000_000_000n) // 1500000000000n (0.5 at 3000 is 1500)
 */
export function notional(quantity: bigint, price: bigint): bigint {
  return (quantity * price) / DECIMAL_SCALE;
}

/**
 * `amount * rate` in fixed point (a fee), rounded toward zero.
 *
 * @example
 * applyRate(1_500_000_000_000n, 300_000n) // 450000000n (3 bp of 1500 is 0.45)
 */
export function applyRate(amount: bigint, rate: bigint): bigint {
  return (amount * rate) / DECIMAL_SCALE;
}

/**
 * Absolute value of a bigint.
 *
 * @example
 * abs(-5n) // 5n
 */
export function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/**
 * Initial margin of a notional at a leverage: notional / maxLeverage, rounded up.
 *
 * @example
 * initialMargin(1_500_000_000_000n, 20) // 75000000000n
 */
export function initialMargin(notionalValue: bigint, maxLeverage: number): bigint {
  // Leverage may be fractional (12.5x); scale it so the division stays in integers.
  const lev = BigInt(Math.round(maxLeverage * 1000));
  const n = abs(notionalValue) * 1000n;
  return (n + lev - 1n) / lev;
}

/**
 * What a fill did to a position.
 *
 * @example
 * const { realizedPnl }: FillEffect = applyFill(position, -10n ** 9n, price)
 */
export interface FillEffect {
  /** Profit or loss realised by the part of the fill that reduced the position. */
  readonly realizedPnl: bigint;
  /** Quantity that increased the position (opened or added). */
  readonly increased: bigint;
  /** Quantity that reduced the position. */
  readonly decreased: bigint;
}

/**
 * Applies a fill of `delta` (signed: positive buys) at `price` to a position: a reducing fill
 * realises `(price - average entry) * closed size`, the rest opens or adds at `price`.
 *
 * @example
 * applyFill(position, -500000000n, 110000000000n) // sell 0.5 at 110
 */
export function applyFill(position: Position, delta: bigint, price: bigint): FillEffect {
  const size = position.size;
  let realizedPnl = 0n;
  let decreased = 0n;
  let rest = delta;
  if (size !== 0n && size > 0n !== delta > 0n) {
    decreased = minBig(abs(delta), abs(size));
    const closedCost = (position.cost * decreased) / abs(size);
    const closedValue = notional(size > 0n ? decreased : -decreased, price);
    realizedPnl = closedValue - closedCost;
    position.cost -= closedCost;
    position.size += size > 0n ? -decreased : decreased;
    rest = delta > 0n ? delta - decreased : delta + decreased;
    if (position.size === 0n) position.cost = 0n;
    position.totalDecreaseQuantity += decreased;
    position.totalDecreaseNotional += notional(decreased, price);
  }
  const increased = abs(rest);
  if (increased > 0n) {
    position.size += rest;
    position.cost += notional(rest, price);
    position.totalIncreaseQuantity += increased;
    position.totalIncreaseNotional += notional(increased, price);
  }
  position.realizedPnl += realizedPnl;
  return { realizedPnl, increased, decreased };
}

/**
 * Unrealised profit or loss of a position at a mark price.
 *
 * @example
 * unrealizedPnl(position, 110_000_000_000n)
 */
export function unrealizedPnl(position: Position, mark: bigint): bigint {
  return position.size === 0n ? 0n : notional(position.size, mark) - position.cost;
}

/**
 * The smaller of two bigints.
 *
 * @example
 * minBig(3n, 2n) // 2n
 */
export function minBig(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}
