import { parseDecimal, ValidationError } from "@perpkit/core";
import type { Exchange, Product } from "../engine/index.js";

/**
 * Options of the simulated market (`startSandbox({ market })`, `perpkit-sandbox --market`):
 * background makers and takers on every product, seeded so a run repeats. Sizes are USD
 * notionals and spreads fractions of the oracle price, so one setting suits every market.
 *
 * @example
 * await startSandbox({ market: { depth: 20, spread: "0.001", takerRate: 2, seed: 7 } })
 */
export interface MarketOptions {
  /** The markets to trade on, by ticker. Default every product. */
  readonly symbols?: readonly string[];
  /** Seed of the participants' choices. Default the sandbox's `seed` (random when it has none). */
  readonly seed?: number | string;
  /** Sandbox-clock milliseconds between the participants' turns. Default 250. */
  readonly intervalMs?: number;
  /** Price levels the makers keep on each side. Default 10, at most 90. */
  readonly depth?: number;
  /** From the best bid to the best ask, as a fraction of the oracle price. Default `"0.0005"` (5 bp). */
  readonly spread?: string;
  /** Between one level and the next, as a fraction of the oracle price. Default `"0.0002"` (2 bp). */
  readonly levelSpacing?: string;
  /** USD notional of one maker level, on average (each level draws 0.5 to 1.5 times it). Default `"5000"`. */
  readonly makerSize?: string;
  /** Taker orders per second of the sandbox clock, per market, on average. Default 1. */
  readonly takerRate?: number;
  /** USD notional of one taker order, on average. Default `"2000"`. */
  readonly takerSize?: string;
  /** USD each participant's subaccount is funded with. Default `"1000000000"`. */
  readonly funding?: string;
  /**
   * The most turns one clock jump runs; a longer jump runs only its last turns (no trades happen
   * in the time before them), so moving the clock by a day stays quick. Default 100.
   */
  readonly maxCatchUpSteps?: number;
}

/** The market's settings, checked, in fixed point. */
export interface MarketSettings {
  readonly products: readonly Product[];
  readonly seed: number | string | undefined;
  readonly intervalMs: number;
  readonly depth: number;
  /** Half the spread, 9-decimal fixed point. */
  readonly halfSpread: bigint;
  readonly levelSpacing: bigint;
  readonly makerSize: bigint;
  readonly takerRate: number;
  readonly takerSize: bigint;
  readonly funding: bigint;
  readonly maxCatchUpSteps: number;
}

/** The most levels a side may keep: the interface allows 200 open orders per market and subaccount. */
export const MAX_MARKET_DEPTH = 90;

function wholeNumber(value: number, field: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ValidationError(`market.${field}`, `must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function positiveDecimal(value: string, field: string): bigint {
  const parsed = parseDecimal(value, `market.${field}`);
  if (parsed <= 0n) throw new ValidationError(`market.${field}`, "must be greater than 0");
  return parsed;
}

function productsOf(exchange: Exchange, symbols: readonly string[] | undefined): Product[] {
  if (symbols === undefined) return exchange.products();
  if (!Array.isArray(symbols) || symbols.length === 0) {
    throw new ValidationError("market.symbols", "must list at least one ticker");
  }
  return symbols.map((symbol, i) => {
    const product = typeof symbol === "string" ? exchange.productByTicker(symbol) : undefined;
    if (!product) throw new ValidationError(`market.symbols.${i}`, `names no product: ${symbol}`);
    return product;
  });
}

/**
 * Checks the market's options against the exchange's products and fills in the defaults. Throws
 * a ValidationError naming the option.
 *
 * @example
 * const settings = marketSettings(exchange, { depth: 5 }, 1)
 */
export function marketSettings(
  exchange: Exchange,
  options: MarketOptions,
  sandboxSeed: number | string | undefined,
): MarketSettings {
  const takerRate = options.takerRate ?? 1;
  if (!Number.isFinite(takerRate) || takerRate < 0 || takerRate > 1000) {
    throw new ValidationError("market.takerRate", "must be a number from 0 to 1000");
  }
  const spread = positiveDecimal(options.spread ?? "0.0005", "spread");
  const levelSpacing = positiveDecimal(options.levelSpacing ?? "0.0002", "levelSpacing");
  const depth = wholeNumber(options.depth ?? 10, "depth", 1, MAX_MARKET_DEPTH);
  // The deepest bid must stay above zero.
  if (spread / 2n + levelSpacing * BigInt(depth) >= 10n ** 9n) {
    throw new ValidationError("market.levelSpacing", "puts the deepest bid at or below 0");
  }
  return {
    products: productsOf(exchange, options.symbols),
    seed: options.seed ?? sandboxSeed,
    intervalMs: wholeNumber(options.intervalMs ?? 250, "intervalMs", 1, 3_600_000),
    depth,
    halfSpread: spread / 2n,
    levelSpacing,
    makerSize: positiveDecimal(options.makerSize ?? "5000", "makerSize"),
    takerRate,
    takerSize: positiveDecimal(options.takerSize ?? "2000", "takerSize"),
    funding: positiveDecimal(options.funding ?? "1000000000", "funding"),
    maxCatchUpSteps: wholeNumber(options.maxCatchUpSteps ?? 100, "maxCatchUpSteps", 1, 100_000),
  };
}
