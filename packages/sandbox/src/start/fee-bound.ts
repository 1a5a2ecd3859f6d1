/**
 * The bound a fee rate stays below, option or recorded: 0.1 (10% of a fill's notional), far above
 * any exchange's fees, far below what would swallow a fill.
 *
 * @example
 * if (parseDecimal(rate, "fee") >= MAX_FEE) console.log("refused")
 */
export const MAX_FEE = 100_000_000n;
