import { accountReads } from "./account-reads.js";
import { marketReads } from "./market-reads.js";
import { tradingReads } from "./trading-reads.js";
import type { SomeHandlers } from "./types.js";

/**
 * GET endpoints: tokens, subaccounts, signers, configuration, products, orders, positions.
 *
 * @example
 * readHandlers.getTime(ctx).body.time
 */
export const readHandlers: SomeHandlers<
  keyof typeof accountReads | keyof typeof marketReads | keyof typeof tradingReads
> = {
  ...accountReads,
  ...marketReads,
  ...tradingReads,
};
