import { DECIMAL_SCALE, roundToIncrement } from "@perpkit/core";
import type { Product, RandomSource } from "../engine/index.js";

const SCALE = Number(DECIMAL_SCALE);

/**
 * A standard normal draw (Box-Muller) from a uniform source.
 *
 * @example
 * const z = normal(createRandom(1))
 */
export function normal(random: RandomSource): number {
  const u = 1 - random.float(); // (0, 1], so the logarithm is finite
  const v = random.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * One step of a log-normal random walk: `price` times `exp(volatility * z)`, on the product's
 * tick grid and inside its price range. Only the ratio is a float; the price stays a 9-decimal
 * bigint, so no price ever passes through a binary float.
 *
 * @example
 * const next = walkStep(60_000_000_000_000n, btc, 0.0002, normal(random))
 */
export function walkStep(price: bigint, product: Product, volatility: number, z: number): bigint {
  const ratio = BigInt(Math.round(Math.exp(volatility * z) * SCALE));
  const moved = roundToIncrement((price * ratio) / DECIMAL_SCALE, product.tickSize, "nearest");
  let floor = product.tickSize;
  if (product.minPrice > floor) floor = product.minPrice;
  if (moved < floor) return floor;
  if (moved > product.maxPrice) return product.maxPrice;
  return moved;
}
