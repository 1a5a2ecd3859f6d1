import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import type { SandboxClock } from "../clock.js";
import { notFound } from "../engine/errors.js";
import type { Exchange } from "../engine/exchange.js";
import type { Product } from "../products.js";
import { createRandom } from "../random.js";
import { normal, walkStep } from "./walk.js";

/**
 * Starting oracle prices for the default markets (`defaultProducts`); the CLI and `pnpm demo`
 * start the random walk from them.
 *
 * @example
 * await startSandbox({ oracle: { prices: defaultOraclePrices } })
 */
export const defaultOraclePrices: Readonly<Record<string, string>> = Object.freeze({
  BTCUSD: "60000",
  ETHUSD: "3000",
  SOLUSD: "150",
});

/**
 * What a price source of your own is asked for at every oracle interval.
 *
 * @example
 * const feed = ({ symbol, previous }: OraclePriceRequest) => (symbol === "BTCUSD" ? "60000" : previous)
 */
export interface OraclePriceRequest {
  /** The market's ticker, `BTCUSD`. */
  readonly symbol: string;
  readonly productId: string;
  /** The update's time, milliseconds on the sandbox clock. */
  readonly time: number;
  /** The current oracle price, if the market has one. */
  readonly previous: string | undefined;
  /** The market's last trade price (self-trades excluded), if it traded. */
  readonly lastPrice: string | undefined;
}

/**
 * Options of the oracle feed (`startSandbox({ oracle })`).
 *
 * @example
 * const oracle: OracleOptions = { prices: { BTCUSD: "60000" }, intervalMs: 100, volatility: 0.001, seed: 1 }
 */
export interface OracleOptions {
  /** Sandbox-clock milliseconds between updates. Default 1,000. */
  readonly intervalMs?: number;
  /** Standard deviation of the log price change per update. Default 0.0002 (about 1.2% an hour). */
  readonly volatility?: number;
  /** Seed of the walk, so runs repeat. Default the sandbox's `seed` (random when it has none). */
  readonly seed?: number | string;
  /**
   * Starting prices by ticker. A market without one starts from its first trade price, and has no
   * oracle price until then.
   */
  readonly prices?: Readonly<Record<string, string>>;
  /**
   * Your own prices instead of the random walk: called for every market at every interval;
   * return a decimal string, or `undefined` to leave the market alone this time.
   */
  readonly feed?: (request: OraclePriceRequest) => string | undefined;
  /**
   * The most updates one clock jump replays. A longer jump takes fewer, larger steps (the
   * volatility scaled to match), so moving the clock by months stays quick. Default 1,000.
   */
  readonly maxCatchUpSteps?: number;
}

/**
 * One oracle price update.
 *
 * @example
 * sandbox.oracle.onUpdate((u: OracleUpdate) => console.log(u.symbol, formatDecimal(u.price)))
 */
export interface OracleUpdate {
  readonly productId: string;
  readonly symbol: string;
  /** 9-decimal fixed point. */
  readonly price: bigint;
  /** Milliseconds on the sandbox clock. */
  readonly time: number;
}

/**
 * One market's oracle, as `GET /sandbox/oracle` shows it.
 *
 * @example
 * const { symbol, price, frozen }: OracleMarket = sandbox.oracle.markets()[0]
 */
export interface OracleMarket {
  readonly symbol: string;
  readonly productId: string;
  /** The oracle price, or `null` before the market has one. */
  readonly price: string | null;
  readonly frozen: boolean;
}

/**
 * The sandbox's oracle: a feed (a seeded random walk, or prices of your own) that sets every
 * market's oracle price at a fixed interval of the sandbox clock. The oracle price is the mark
 * price, so it moves unrealised PnL, fires mark-price stops and liquidates; every update is an
 * oracle candle tick.
 *
 * @example
 * sandbox.oracle.set("BTCUSD", "59000") // liquidations follow at once
 * sandbox.oracle.freeze() // a stale oracle: no updates until unfreeze()
 */
export interface SandboxOracle {
  /** Milliseconds between automatic updates. */
  readonly intervalMs: number;
  /** Whether updates come by themselves (false with `oracle: false`). */
  readonly automatic: boolean;
  /** The oracle price of a market (`BTCUSD`), or `undefined` before it has one. */
  price(symbol: string): string | undefined;
  /** Every market's oracle price and whether it is frozen. */
  markets(): OracleMarket[];
  /** Sets a market's oracle price now, as an update of the feed (a frozen market too). */
  set(symbol: string, price: string): OracleUpdate;
  /** Removes a market's oracle price; its mark price falls back to the last trade price. */
  clear(symbol: string): void;
  /** Stops automatic updates for one market, or all; the mark price stays where it is. */
  freeze(symbol?: string): void;
  /** Resumes automatic updates from the next interval; the frozen time stays a gap. */
  unfreeze(symbol?: string): void;
  /** Whether a market (or, without a symbol, every market) is frozen. */
  isFrozen(symbol?: string): boolean;
  /** Calls `listener` after every update; returns a function that stops listening. */
  onUpdate(listener: (update: OracleUpdate) => void): () => void;
}

/**
 * The oracle feed with its lifecycle, as `startSandbox` holds it.
 *
 * @example
 * const oracle = createOracleFeed(exchange, { prices: defaultOraclePrices })
 * oracle.stop()
 */
export interface OracleFeed extends SandboxOracle {
  /** Runs the updates due by `now` (the sandbox does this on every clock move and timer tick). */
  catchUp(now?: number): void;
  /** Stops the timer and stops following the clock. */
  stop(): void;
}

interface MarketState {
  readonly product: Product;
  price: bigint | undefined;
  frozen: boolean;
}

function wholeNumber(value: number, field: string, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(field, `must be a whole number of at least ${min}`);
  }
  return value;
}

/**
 * Creates the oracle feed of an exchange. `false` gives an oracle without automatic updates:
 * prices change only through `set` (or POST /sandbox/oracle-price).
 *
 * @example
 * const oracle = createOracleFeed(exchange, { prices: { BTCUSD: "60000" }, seed: 1 })
 * exchange.clock.advance(60_000) // sixty updates happen
 */
export function createOracleFeed(
  exchange: Exchange,
  options: OracleOptions | false = {},
  extras: {
    /** Used when the options carry no seed (the sandbox's own seed). */
    readonly seed?: number | string | undefined;
    /** A listener that also hears the starting prices. */
    readonly onUpdate?: (update: OracleUpdate) => void;
  } = {},
): OracleFeed {
  const clock: SandboxClock = exchange.clock;
  const settings = options === false ? {} : options;
  const automatic = options !== false;
  const intervalMs = wholeNumber(settings.intervalMs ?? 1000, "oracle.intervalMs", 1);
  const volatility = settings.volatility ?? 0.0002;
  if (!Number.isFinite(volatility) || volatility < 0 || volatility > 1) {
    throw new ValidationError("oracle.volatility", "must be a number from 0 to 1");
  }
  const maxSteps = wholeNumber(settings.maxCatchUpSteps ?? 1000, "oracle.maxCatchUpSteps", 1);
  const seed = settings.seed ?? extras.seed;
  const random = createRandom(seed === undefined ? undefined : `oracle:${seed}`);
  const feed = settings.feed;

  const markets = new Map<string, MarketState>();
  for (const product of exchange.products()) {
    markets.set(product.ticker, { product, price: undefined, frozen: false });
  }
  const listeners = new Set<(update: OracleUpdate) => void>();
  if (extras.onUpdate) listeners.add(extras.onUpdate);

  const market = (symbol: string): MarketState => {
    const state = markets.get(symbol);
    if (!state) throw notFound(`no product has the symbol ${symbol}`);
    return state;
  };

  const apply = (state: MarketState, price: bigint, time: number): OracleUpdate => {
    state.price = price;
    exchange.setOraclePrice(state.product.id, price);
    const update: OracleUpdate = {
      productId: state.product.id,
      symbol: state.product.ticker,
      price,
      time,
    };
    for (const listener of [...listeners]) {
      try {
        listener(update);
      } catch (error) {
        console.error("sandbox oracle listener failed:", error);
      }
    }
    return update;
  };

  const nextPrice = (state: MarketState, time: number, steps: number): bigint | undefined => {
    const { product } = state;
    const last = exchange.trading.lastPrice(product.id);
    if (feed) {
      const value = feed({
        symbol: product.ticker,
        productId: product.id,
        time,
        previous: state.price === undefined ? undefined : formatDecimal(state.price),
        lastPrice: last === undefined ? undefined : formatDecimal(last),
      });
      if (value === undefined) return undefined;
      const price = parseDecimal(value, `oracle price of ${product.ticker}`);
      if (price <= 0n)
        throw new ValidationError(`oracle price of ${product.ticker}`, "must be > 0");
      return price;
    }
    const from = state.price ?? last;
    if (from === undefined) return undefined;
    return walkStep(from, product, volatility * Math.sqrt(steps), normal(random));
  };

  const start = clock.now();
  for (const [symbol, text] of Object.entries(settings.prices ?? {})) {
    const state = markets.get(symbol);
    if (!state) throw new ValidationError(`oracle.prices.${symbol}`, "names no product");
    const price = parseDecimal(text, `oracle.prices.${symbol}`);
    if (price <= 0n) throw new ValidationError(`oracle.prices.${symbol}`, "must be greater than 0");
    apply(state, price, start);
  }

  let nextDue = start + intervalMs;
  let stopped = false;

  const catchUp = (now: number = clock.now()) => {
    if (!automatic || stopped || now < nextDue) return;
    const due = Math.floor((now - nextDue) / intervalMs) + 1;
    const stride = Math.ceil(due / maxSteps);
    let time = nextDue - intervalMs;
    // Moved first, so a feed of your own that throws cannot make the same updates run again.
    nextDue += due * intervalMs;
    for (let left = due; left > 0; ) {
      const steps = Math.min(stride, left);
      left -= steps;
      time += steps * intervalMs;
      for (const state of markets.values()) {
        if (state.frozen) continue;
        const price = nextPrice(state, time, steps);
        if (price !== undefined) apply(state, price, time);
      }
    }
  };

  const stopJump = clock.onJump((now) => catchUp(now));
  const timer =
    automatic && !clock.frozen
      ? setInterval(
          () => {
            try {
              catchUp();
            } catch (error) {
              console.error("sandbox oracle feed failed:", error);
            }
          },
          Math.max(5, Math.min(intervalMs, 100)),
        )
      : undefined;
  timer?.unref();

  return {
    intervalMs,
    automatic,
    catchUp,
    price(symbol) {
      const { price } = market(symbol);
      return price === undefined ? undefined : formatDecimal(price);
    },
    markets() {
      return [...markets.values()].map((s) => ({
        symbol: s.product.ticker,
        productId: s.product.id,
        price: s.price === undefined ? null : formatDecimal(s.price),
        frozen: s.frozen,
      }));
    },
    set(symbol, text) {
      const state = market(symbol);
      const price = parseDecimal(text, "price");
      if (price <= 0n) throw new ValidationError("price", "must be greater than 0");
      const now = clock.now();
      catchUp(now);
      return apply(state, price, now);
    },
    clear(symbol) {
      const state = market(symbol);
      state.price = undefined;
      exchange.setOraclePrice(state.product.id, undefined);
    },
    freeze(symbol) {
      catchUp();
      for (const state of symbol === undefined ? markets.values() : [market(symbol)]) {
        state.frozen = true;
      }
    },
    unfreeze(symbol) {
      catchUp();
      for (const state of symbol === undefined ? markets.values() : [market(symbol)]) {
        state.frozen = false;
      }
    },
    isFrozen(symbol) {
      if (symbol !== undefined) return market(symbol).frozen;
      return [...markets.values()].every((s) => s.frozen);
    },
    onUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      stopJump();
      if (timer) clearInterval(timer);
    },
  };
}
