import { formatDecimal } from "@perpkit/core";
import type { Exchange, Product } from "../engine/index.js";
import { CONTROL_PREFIX } from "../http/control-endpoints.js";
import { quoteLadder } from "./makers-and-takers.js";
import type { MarketSettings } from "./market-settings.js";
import type { Participant } from "./participant.js";

/**
 * One market of the simulated market: the turns it took, whether its maker has quotes on the
 * book, and, when it has none, why.
 *
 * @example
 * const { symbol, quoting, reason }: MarketQuoting = sandbox.market.stats().markets[0]
 */
export interface MarketQuoting {
  readonly symbol: string;
  /** Turns taken in this market: those with a price to quote around. */
  readonly turns: number;
  /** True while the maker has orders resting in this market. */
  readonly quoting: boolean;
  /** Why the maker has none: no price yet, a price outside the product's range, refusals. */
  readonly reason: string | undefined;
}

/** The price a market's participants trade around: the oracle's, else the last trade's. */
export function referencePrice(exchange: Exchange, product: Product): bigint | undefined {
  return exchange.oraclePrice(product.id) ?? exchange.lastPrice(product.id);
}

/**
 * How one market stands: whether its maker quotes, and the reason it does not, in the order a
 * user would look for it.
 *
 * @example
 * const standing = quoting(exchange, settings, maker.participant, btc, 12)
 */
export function quoting(
  exchange: Exchange,
  settings: MarketSettings,
  maker: Participant,
  product: Product,
  turns: number,
): MarketQuoting {
  const resting = maker.openCount(product) > 0;
  const answer = (reason: string | undefined) => ({
    symbol: product.ticker,
    turns,
    quoting: resting,
    reason: resting ? undefined : reason,
  });
  const reference = referencePrice(exchange, product);
  if (reference === undefined) {
    return answer(
      `no price: no oracle price and no trade yet (POST ${CONTROL_PREFIX}/oracle-price sets one)`,
    );
  }
  const { bids, asks } = quoteLadder(product, reference, settings);
  const { minPrice, maxPrice } = product;
  const inside = [...bids, ...asks].some((price) => price >= minPrice && price <= maxPrice);
  if (!inside) {
    return answer(
      `the price ${formatDecimal(reference)} leaves no level inside ${product.ticker}'s prices ${formatDecimal(minPrice)} to ${formatDecimal(maxPrice)}`,
    );
  }
  if (turns === 0) return answer("no turn yet: the first comes when the clock moves");
  return answer(
    `none of its quotes rest: the engine refused them (${maker.lastRefusal ?? "no reason given"})`,
  );
}
