import { DECIMAL_SCALE } from "@perpkit/core";

/** Size times price times rate carries 27 decimal places; an amount carries 9. */
const PRODUCT_SCALE = DECIMAL_SCALE * DECIMAL_SCALE;

/**
 * Splits one side's total, rounded down to 9 places, over its positions: each gets its own exact
 * amount rounded down, and the units the rounding left over go one each to the positions with the
 * largest remainders (the earlier position first on a tie).
 */
function splitSide(exact: readonly bigint[], members: readonly number[], into: bigint[]): void {
  let total = 0n;
  let given = 0n;
  for (const i of members) {
    total += exact[i] as bigint;
    into[i] = (exact[i] as bigint) / PRODUCT_SCALE;
    given += into[i] as bigint;
  }
  const left = Number(total / PRODUCT_SCALE - given);
  if (left === 0) return;
  const byRemainder = [...members].sort((a, b) => {
    const ra = (exact[a] as bigint) % PRODUCT_SCALE;
    const rb = (exact[b] as bigint) % PRODUCT_SCALE;
    return ra === rb ? a - b : ra > rb ? -1 : 1;
  });
  for (const i of byRemainder.slice(0, left)) into[i] = (into[i] as bigint) + 1n;
}

/**
 * What each position's balance moves by at one funding time: `size` (signed, positive long) times
 * `price` times the hourly `rate`; positive rates make longs pay shorts, negative ones shorts pay
 * longs. Amounts are 9-decimal bigints, negative when paid. Each side's total is its exact total
 * rounded down to 9 places, shared so that no position is more than 0.000000001 from its exact
 * amount; when the longs' and the shorts' sizes are equal (every fill has a buyer and a seller),
 * what one side pays is exactly what the other receives.
 *
 * @example
 * fundingShares([2_000_000_000n, -2_000_000_000n], 100_000_000_000n, 100_000n)
 * // [-20000000n, 20000000n]: 2 long at 100 and 1 bp, 0.02 paid to the short
 */
export function fundingShares(sizes: readonly bigint[], price: bigint, rate: bigint): bigint[] {
  const amounts = sizes.map(() => 0n);
  if (rate === 0n || price <= 0n) return amounts;
  const exact = sizes.map(
    (size) => (size < 0n ? -size : size) * price * (rate < 0n ? -rate : rate),
  );
  const payers: number[] = [];
  const receivers: number[] = [];
  for (const [i, size] of sizes.entries()) {
    if (size === 0n) continue;
    if (size > 0n === rate > 0n) payers.push(i);
    else receivers.push(i);
  }
  splitSide(exact, payers, amounts);
  splitSide(exact, receivers, amounts);
  for (const i of payers) amounts[i] = -(amounts[i] as bigint);
  return amounts;
}
