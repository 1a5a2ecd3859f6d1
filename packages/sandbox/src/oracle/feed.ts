import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import { type Exchange, followClock, type SandboxClock } from "../engine/index.js";
import type { OracleFeed, OracleOptions, OracleUpdate, SandboxOracle } from "./oracle-types.js";
import {
  applyPrice,
  catchUp,
  marketOf,
  type OracleState,
  oracleSettings,
  oracleState,
  seedPrices,
} from "./prices.js";

export type {
  OracleFeed,
  OracleMarket,
  OracleOptions,
  OraclePriceRequest,
  OracleUpdate,
  SandboxOracle,
} from "./oracle-types.js";

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
 * Follows the clock while the feed is automatic: every jump runs the updates it made due, and
 * with a running clock a poll looks for due updates often enough that none is late by more than
 * its interval. A feed that fails is reported and the clock goes on. Returns what stops it.
 */
function followFeed(state: OracleState): () => void {
  const { clock, settings } = state;
  if (!settings.automatic) return () => {};
  return followClock(clock, Math.max(5, Math.min(settings.intervalMs, 100)), (now) => {
    try {
      catchUp(state, now);
    } catch (error) {
      console.error("sandbox oracle feed failed:", error);
    }
  });
}

/** What a user reads and sets of the oracle, over its state. */
function oracleControls(state: OracleState): Omit<SandboxOracle, "intervalMs" | "automatic"> {
  const { clock, markets } = state;
  return {
    price(symbol) {
      const { price } = marketOf(state, symbol);
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
      const market = marketOf(state, symbol);
      const price = parseDecimal(text, "price");
      if (price <= 0n) throw new ValidationError("price", "must be greater than 0");
      const now = clock.now();
      catchUp(state, now);
      return applyPrice(state, market, price, now);
    },
    clear(symbol) {
      const market = marketOf(state, symbol);
      market.price = undefined;
      state.exchange.setOraclePrice(market.product.id, undefined);
    },
    freeze(symbol) {
      catchUp(state, clock.now());
      for (const market of symbol === undefined ? markets.values() : [marketOf(state, symbol)]) {
        market.frozen = true;
      }
    },
    unfreeze(symbol) {
      catchUp(state, clock.now());
      for (const market of symbol === undefined ? markets.values() : [marketOf(state, symbol)]) {
        market.frozen = false;
      }
    },
    isFrozen(symbol) {
      if (symbol !== undefined) return marketOf(state, symbol).frozen;
      return [...markets.values()].every((s) => s.frozen);
    },
    onUpdate(listener) {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
  };
}

/**
 * Creates the oracle feed of an exchange, following the sandbox clock the exchange runs on.
 * `false` gives an oracle without automatic updates: prices change only through `set` (or POST
 * /sandbox/oracle-price).
 *
 * @example
 * const oracle = createOracleFeed(exchange, clock, { prices: { BTCUSD: "60000" }, seed: 1 })
 * clock.advance(60_000) // sixty updates happen
 */
export function createOracleFeed(
  exchange: Exchange,
  clock: SandboxClock,
  options: OracleOptions | false = {},
  extras: {
    /** Used when the options carry no seed (the sandbox's own seed). */
    readonly seed?: number | string | undefined;
    /** A listener that also hears the starting prices. */
    readonly onUpdate?: (update: OracleUpdate) => void;
  } = {},
): OracleFeed {
  const settings = oracleSettings(options, extras.seed);
  const start = clock.now();
  const state = oracleState(exchange, clock, settings, extras.onUpdate, start);
  seedPrices(state, (options === false ? {} : options).prices ?? {}, start);
  const stopFollowing = followFeed(state);
  return {
    intervalMs: settings.intervalMs,
    automatic: settings.automatic,
    catchUp: (now: number = clock.now()) => catchUp(state, now),
    ...oracleControls(state),
    stop() {
      state.stopped = true;
      stopFollowing();
    },
  };
}
