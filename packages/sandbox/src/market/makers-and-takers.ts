import { DECIMAL_SCALE, limits, roundToIncrement } from "@perpkit/core";
import { minBig, type Order, type Product, type RandomSource, type Side } from "../engine/index.js";
import type { MarketSettings } from "./market-settings.js";
import type { Participant } from "./participant.js";

const { buy, sell } = limits.order.sides;
/** Random factors are applied in millionths, so no price or quantity passes through a float. */
const MICRO = 1_000_000n;

function factor(value: number): bigint {
  return BigInt(Math.round(value * 1e6));
}

/**
 * A quantity worth about `notional` USD at `price`, times `scale` (a float ratio, in
 * millionths): on the lot grid, at least one lot, at most the product's largest order.
 *
 * @example
 * quantityFor(btc, 5_000n * 10n ** 9n, 60_000n * 10n ** 9n, 1) // 0.0833 BTC
 */
export function quantityFor(
  product: Product,
  notional: bigint,
  price: bigint,
  scale: number,
): bigint {
  const raw = (notional * DECIMAL_SCALE * factor(scale)) / (price * MICRO);
  const lots = roundToIncrement(raw, product.lotSize, "down");
  if (lots < product.lotSize) return product.lotSize;
  // The largest order in whole lots: a lot need not divide maxQuantity.
  return minBig(lots, product.maxQuantity - (product.maxQuantity % product.lotSize));
}

/**
 * The prices a maker quotes around `reference`: `depth` bids below and asks above, the best of
 * each half the spread away, then a level every `levelSpacing`; on the tick grid, at least a
 * tick apart, inside the product's price range, best first.
 *
 * @example
 * const { bids, asks } = quoteLadder(btc, 60_000n * 10n ** 9n, settings)
 */
export function quoteLadder(
  product: Product,
  reference: bigint,
  settings: MarketSettings,
): { readonly bids: bigint[]; readonly asks: bigint[] } {
  const { tickSize, minPrice, maxPrice } = product;
  const bids: bigint[] = [];
  const asks: bigint[] = [];
  for (let i = 0; i < settings.depth; i++) {
    const away = settings.halfSpread + settings.levelSpacing * BigInt(i);
    let bid = roundToIncrement(
      (reference * (DECIMAL_SCALE - away)) / DECIMAL_SCALE,
      tickSize,
      "down",
    );
    let ask = roundToIncrement(
      (reference * (DECIMAL_SCALE + away)) / DECIMAL_SCALE,
      tickSize,
      "up",
    );
    const lastBid = bids[i - 1];
    const lastAsk = asks[i - 1];
    if (lastBid !== undefined && bid > lastBid - tickSize) bid = lastBid - tickSize;
    if (lastAsk !== undefined && ask < lastAsk + tickSize) ask = lastAsk + tickSize;
    if (i === 0 && ask <= bid) ask = bid + tickSize;
    if (bid >= minPrice && bid >= tickSize) bids.push(bid);
    if (ask <= maxPrice) asks.push(ask);
  }
  return { bids, asks };
}

/**
 * A maker: keeps a ladder of post-only orders on both sides around the reference price. Each
 * turn it cancels the orders the ladder no longer has, requotes one random level a side with a
 * new size (so the book moves even when the price does not), and fills the levels it lacks,
 * best first. Post-only orders never take: a user's order in the way makes one refused, never
 * filled.
 *
 * @example
 * new Maker(participant, settings, random).turn(btc, oraclePrice)
 */
export class Maker {
  constructor(
    readonly participant: Participant,
    private readonly settings: MarketSettings,
    private readonly random: RandomSource,
  ) {}

  /** One turn in one market. */
  turn(product: Product, reference: bigint): void {
    const ladder = quoteLadder(product, reference, this.settings);
    const open = this.participant.openOrders(product);
    const resting = new Map<string, Order>();
    const stale: Order[] = [];
    const wanted = new Set([
      ...ladder.bids.map((p) => `${buy}:${p}`),
      ...ladder.asks.map((p) => `${sell}:${p}`),
    ]);
    for (const order of open) {
      const key = `${order.side}:${order.price}`;
      if (wanted.has(key) && !resting.has(key)) resting.set(key, order);
      else stale.push(order);
    }
    for (const [side, prices] of [
      [buy, ladder.bids],
      [sell, ladder.asks],
    ] as const) {
      const pick = prices[Math.floor(this.random.float() * prices.length)];
      const requote = pick === undefined ? undefined : resting.get(`${side}:${pick}`);
      if (requote) {
        stale.push(requote);
        resting.delete(`${side}:${pick}`);
      }
    }
    this.participant.cancel(stale);
    for (const [side, prices] of [
      [buy, ladder.bids],
      [sell, ladder.asks],
    ] as const) {
      for (const price of prices) {
        if (resting.has(`${side}:${price}`)) continue;
        const scale = 0.5 + this.random.float();
        const quantity = quantityFor(product, this.settings.makerSize, price, scale);
        this.participant.limit(product, side, price, quantity, { postOnly: true });
      }
    }
  }
}

/** A Poisson draw with mean `mean` (Knuth's method; means here are small). */
function poisson(random: RandomSource, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-Math.min(mean, 500));
  let k = 0;
  let p = random.float();
  while (p > limit) {
    k++;
    p *= random.float();
  }
  return k;
}

/**
 * A taker: orders arrive at random (a Poisson process at `takerRate` a second), each an
 * immediate-or-cancel order of a random size (exponential around `takerSize`, 0.2 to 4 times it)
 * bounded by the makers' deepest level, so it never trades far from the reference price. It
 * leans against its own position, so its inventory stays near flat.
 *
 * @example
 * new Taker(participant, settings, random).turn(btc, oraclePrice, 250)
 */
export class Taker {
  constructor(
    readonly participant: Participant,
    private readonly settings: MarketSettings,
    private readonly random: RandomSource,
  ) {}

  /** The orders that arrive in `ms` of one market. */
  turn(product: Product, reference: bigint, ms: number): void {
    const { settings, random } = this;
    const arrivals = poisson(random, (settings.takerRate * ms) / 1000);
    const reach = settings.halfSpread + settings.levelSpacing * BigInt(settings.depth);
    for (let i = 0; i < arrivals; i++) {
      const exposure = (this.participant.position(product) * reference) / DECIMAL_SCALE;
      const lean = Math.tanh(Number(exposure) / Number(settings.takerSize * 10n));
      const side: Side = random.float() < 0.5 - 0.4 * lean ? buy : sell;
      const scale = Math.min(4, Math.max(0.2, -Math.log(1 - random.float())));
      const quantity = quantityFor(product, settings.takerSize, reference, scale);
      const bound =
        side === buy
          ? roundToIncrement(
              (reference * (DECIMAL_SCALE + reach)) / DECIMAL_SCALE,
              product.tickSize,
              "up",
            )
          : roundToIncrement(
              (reference * (DECIMAL_SCALE - reach)) / DECIMAL_SCALE,
              product.tickSize,
              "down",
            );
      if (bound < product.minPrice || bound > product.maxPrice) continue;
      this.participant.limit(product, side, bound, quantity, { timeInForce: "IOC" });
    }
  }
}
