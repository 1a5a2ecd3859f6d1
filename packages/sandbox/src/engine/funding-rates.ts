import { DECIMAL_SCALE, describeValue, parseDecimal, ValidationError } from "@perpkit/core";
import type { Product } from "./products.js";

/**
 * Milliseconds between funding times: funding is charged every hour, on the hour of the sandbox
 * clock.
 *
 * @example
 * const next = (Math.floor(clock.now() / HOUR_MS) + 1) * HOUR_MS
 */
export const HOUR_MS = 3_600_000;

/**
 * The size an hourly funding rate stays below: 1, a position's whole value in one hour.
 *
 * @example
 * if (rate >= MAX_FUNDING_RATE || rate <= -MAX_FUNDING_RATE) console.log("refused")
 */
export const MAX_FUNDING_RATE: bigint = DECIMAL_SCALE;

/**
 * The market and funding time a rate function is asked about.
 *
 * @example
 * const hour: FundingHour = { symbol: "BTCUSD", productId, time: Date.UTC(2026, 0, 1, 1) }
 */
export interface FundingHour {
  readonly symbol: string;
  readonly productId: string;
  /** The funding time (ms, on the hour) the rate will be charged at. */
  readonly time: number;
}

/**
 * The hourly funding rates a sandbox charges, as decimal strings (`"0.0000125"` is 1.25 bp an
 * hour; positive, longs pay shorts): one rate for every market; rates by ticker (the markets left
 * out take a replay's recorded rate, else 0); or a function asked once per market before each
 * funding time, whose `undefined` leaves the market as the option did not cover it. A function
 * must answer the same for the same hour: the journal of a data directory cannot keep one.
 *
 * @example
 * await startSandbox({ fundingRates: { BTCUSD: "0.0000125", ETHUSD: "-0.00001" } })
 * await startSandbox({ fundingRates: ({ time }) => (new Date(time).getUTCHours() < 8 ? "0.00002" : "0") })
 */
export type FundingRates =
  | string
  | Readonly<Record<string, string>>
  | ((hour: FundingHour) => string | undefined);

/**
 * What the engine makes of {@link FundingRates}: the option's rate of a market for a funding
 * time, or `undefined` where it sets none.
 *
 * @example
 * const rate = source(product, nextFundingTime)
 */
export type FundingRateSource = (product: Product, time: number) => bigint | undefined;

/**
 * An hourly funding rate read from a decimal string: signed, at most 9 places, of a size below
 * {@link MAX_FUNDING_RATE}. Throws a ValidationError naming `field`.
 *
 * @example
 * parseFundingRate("-0.0000125", "fundingRates") // -12500n
 */
export function parseFundingRate(value: string, field: string): bigint {
  const rate = parseDecimal(value, field, { signed: true });
  if (rate >= MAX_FUNDING_RATE || rate <= -MAX_FUNDING_RATE) {
    throw new ValidationError(field, `is ${value}: an hourly rate must be above -1 and below 1`);
  }
  return rate;
}

/** A function's answer, checked: a refusal names the option and says what it was asked. */
function answered(value: unknown, hour: FundingHour): bigint | undefined {
  if (value === undefined) return undefined;
  const asked = `${hour.symbol} at ${new Date(hour.time).toISOString()}`;
  if (typeof value !== "string") {
    throw new ValidationError(
      "fundingRates",
      `answered ${describeValue(value)} for ${asked}: it must answer a decimal string or undefined`,
    );
  }
  return parseFundingRate(value, `fundingRates (for ${asked})`);
}

/**
 * Reads the `fundingRates` option for the engine's products; a rate that is no decimal, out of
 * bounds, or given for a ticker that is no product is a ValidationError naming
 * `fundingRates` or `fundingRates.<ticker>`. Without the option, no market has a rate of its own.
 *
 * @example
 * const source = fundingRateSource({ BTCUSD: "0.00001" }, products)
 */
export function fundingRateSource(
  option: FundingRates | undefined,
  products: readonly Product[],
): FundingRateSource {
  if (option === undefined) return () => undefined;
  if (typeof option === "function") {
    return (product, time) => {
      const hour: FundingHour = { symbol: product.ticker, productId: product.id, time };
      return answered(option(hour), hour);
    };
  }
  if (typeof option === "string") {
    const rate = parseFundingRate(option, "fundingRates");
    return () => rate;
  }
  if (typeof option !== "object" || option === null || Array.isArray(option)) {
    throw new ValidationError(
      "fundingRates",
      `must be a decimal string, rates by ticker or a function, got ${describeValue(option)}`,
    );
  }
  const byTicker = new Map<string, bigint>();
  for (const [ticker, value] of Object.entries(option)) {
    const field = `fundingRates.${ticker}`;
    if (!products.some((p) => p.ticker === ticker)) {
      throw new ValidationError(field, "names no product");
    }
    if (typeof value !== "string") {
      throw new ValidationError(field, `must be a decimal string, got ${describeValue(value)}`);
    }
    byTicker.set(ticker, parseFundingRate(value, field));
  }
  return (product) => byTicker.get(product.ticker);
}
