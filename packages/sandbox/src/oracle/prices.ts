import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import {
  createRandom,
  type Exchange,
  notFound,
  type Product,
  type RandomSource,
  type SandboxClock,
} from "../engine/index.js";
import type { OracleOptions, OraclePriceRequest, OracleUpdate } from "./oracle-types.js";
import { normal, walkStep } from "./walk.js";

/**
 * One market's oracle: its product, its price (none before the first) and whether it is frozen.
 *
 * @example
 * const market: OracleMarketState = { product, price: undefined, frozen: false }
 */
export interface OracleMarketState {
  readonly product: Product;
  price: bigint | undefined;
  frozen: boolean;
}

/**
 * The oracle's settings, checked, with their defaults filled in.
 *
 * @example
 * const settings = oracleSettings({ intervalMs: 100 }, undefined)
 */
export interface OracleSettings {
  /** Whether updates come by themselves (false with `oracle: false`). */
  readonly automatic: boolean;
  readonly intervalMs: number;
  readonly volatility: number;
  /** The most updates one clock jump replays. */
  readonly maxSteps: number;
  /** The walk's own random source, so the exchange's ids do not depend on the oracle. */
  readonly random: RandomSource;
  readonly feed: ((request: OraclePriceRequest) => string | undefined) | undefined;
}

/**
 * Everything the oracle holds: its settings, every market's state, the listeners, and the next
 * update due on the sandbox clock.
 *
 * @example
 * const state = oracleState(exchange, settings, extras.onUpdate, clock.now())
 */
export interface OracleState {
  readonly exchange: Exchange;
  readonly clock: SandboxClock;
  readonly settings: OracleSettings;
  /** By ticker. */
  readonly markets: Map<string, OracleMarketState>;
  readonly listeners: Set<(update: OracleUpdate) => void>;
  /** Sandbox-clock time of the next automatic update. */
  nextDue: number;
  stopped: boolean;
}

function wholeNumber(value: number, field: string, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(field, `must be a whole number of at least ${min}`);
  }
  return value;
}

/**
 * Checks the oracle's options (a ValidationError names the field) and fills in the defaults;
 * `false` is an oracle without automatic updates. `seed` is used when the options carry none.
 *
 * @example
 * const settings = oracleSettings({ volatility: 0.001 }, 1)
 */
export function oracleSettings(
  options: OracleOptions | false,
  seed: number | string | undefined,
): OracleSettings {
  const settings = options === false ? {} : options;
  const intervalMs = wholeNumber(settings.intervalMs ?? 1000, "oracle.intervalMs", 1);
  const volatility = settings.volatility ?? 0.0002;
  if (!Number.isFinite(volatility) || volatility < 0 || volatility > 1) {
    throw new ValidationError("oracle.volatility", "must be a number from 0 to 1");
  }
  const maxSteps = wholeNumber(settings.maxCatchUpSteps ?? 1000, "oracle.maxCatchUpSteps", 1);
  const walkSeed = settings.seed ?? seed;
  return {
    automatic: options !== false,
    intervalMs,
    volatility,
    maxSteps,
    random: createRandom(walkSeed === undefined ? undefined : `oracle:${walkSeed}`),
    feed: settings.feed,
  };
}

/**
 * The oracle's state for an exchange: every market without a price, the first update one
 * interval after `start`.
 *
 * @example
 * const state = oracleState(exchange, clock, oracleSettings({}, undefined), undefined, clock.now())
 */
export function oracleState(
  exchange: Exchange,
  clock: SandboxClock,
  settings: OracleSettings,
  onUpdate: ((update: OracleUpdate) => void) | undefined,
  start: number,
): OracleState {
  const markets = new Map<string, OracleMarketState>();
  for (const product of exchange.products()) {
    markets.set(product.ticker, { product, price: undefined, frozen: false });
  }
  const listeners = new Set<(update: OracleUpdate) => void>();
  if (onUpdate) listeners.add(onUpdate);
  return {
    exchange,
    clock,
    settings,
    markets,
    listeners,
    nextDue: start + settings.intervalMs,
    stopped: false,
  };
}

/**
 * A market by ticker; 404 when no product has it.
 *
 * @example
 * const market = marketOf(state, "BTCUSD")
 */
export function marketOf(state: OracleState, symbol: string): OracleMarketState {
  const market = state.markets.get(symbol);
  if (!market) throw notFound(`no product has the symbol ${symbol}`);
  return market;
}

/**
 * Sets a market's oracle price on the exchange and tells every listener; a listener that throws
 * is reported and the others still hear the update.
 *
 * @example
 * const update = applyPrice(state, marketOf(state, "BTCUSD"), 60_000n * 10n ** 9n, clock.now())
 */
export function applyPrice(
  state: OracleState,
  market: OracleMarketState,
  price: bigint,
  time: number,
): OracleUpdate {
  market.price = price;
  state.exchange.setOraclePrice(market.product.id, price);
  const update: OracleUpdate = {
    productId: market.product.id,
    symbol: market.product.ticker,
    price,
    time,
  };
  for (const listener of [...state.listeners]) {
    try {
      listener(update);
    } catch (error) {
      console.error("sandbox oracle listener failed:", error);
    }
  }
  return update;
}

/**
 * Sets the starting prices by ticker, each checked (a ValidationError names it).
 *
 * @example
 * seedPrices(state, { BTCUSD: "60000" }, clock.now())
 */
export function seedPrices(
  state: OracleState,
  prices: Readonly<Record<string, string>>,
  time: number,
): void {
  for (const [symbol, text] of Object.entries(prices)) {
    const market = state.markets.get(symbol);
    if (!market) throw new ValidationError(`oracle.prices.${symbol}`, "names no product");
    const price = parseDecimal(text, `oracle.prices.${symbol}`);
    if (price <= 0n) throw new ValidationError(`oracle.prices.${symbol}`, "must be greater than 0");
    applyPrice(state, market, price, time);
  }
}

/**
 * A market's next price: from a feed of your own when there is one, else a step of the random
 * walk from its oracle price (or its last trade price before it has one), `steps` intervals
 * long. `undefined` leaves the market alone.
 */
function nextPrice(
  state: OracleState,
  market: OracleMarketState,
  time: number,
  steps: number,
): bigint | undefined {
  const { product } = market;
  const { feed, volatility, random } = state.settings;
  const last = state.exchange.lastPrice(product.id);
  if (feed) {
    const value = feed({
      symbol: product.ticker,
      productId: product.id,
      time,
      previous: market.price === undefined ? undefined : formatDecimal(market.price),
      lastPrice: last === undefined ? undefined : formatDecimal(last),
    });
    if (value === undefined) return undefined;
    const price = parseDecimal(value, `oracle price of ${product.ticker}`);
    if (price <= 0n) throw new ValidationError(`oracle price of ${product.ticker}`, "must be > 0");
    return price;
  }
  const from = market.price ?? last;
  if (from === undefined) return undefined;
  return walkStep(from, product, volatility * Math.sqrt(steps), normal(random));
}

/**
 * Runs the automatic updates due by `now`. A long jump of the clock takes at most `maxSteps`
 * updates, each covering several intervals.
 *
 * @example
 * catchUp(state, clock.now())
 */
export function catchUp(state: OracleState, now: number): void {
  const { automatic, intervalMs, maxSteps } = state.settings;
  if (!automatic || state.stopped || now < state.nextDue) return;
  const due = Math.floor((now - state.nextDue) / intervalMs) + 1;
  const stride = Math.ceil(due / maxSteps);
  let time = state.nextDue - intervalMs;
  // Moved first, so a feed of your own that throws cannot make the same updates run again.
  state.nextDue += due * intervalMs;
  for (let left = due; left > 0; ) {
    const steps = Math.min(stride, left);
    left -= steps;
    time += steps * intervalMs;
    for (const market of state.markets.values()) {
      if (market.frozen) continue;
      const price = nextPrice(state, market, time, steps);
      if (price !== undefined) applyPrice(state, market, price, time);
    }
  }
}
