import { formatDecimal } from "@perpkit/core";
import type { CandleStore } from "../candles/candle-store.js";
import {
  type Exchange,
  journalExchange,
  type PinnableClock,
  pinnableClock,
  replayJournal,
  type SandboxClock,
} from "../engine/index.js";
import type { OracleOptions, OracleUpdate } from "../oracle/feed.js";
import { type DurableStore, openDurableStore } from "./durable-store.js";

/**
 * The exchange settings a data directory must be reopened with: they decide what a replay of
 * its journal leads to.
 *
 * @example
 * const settings: DurableSettings = { products: undefined, tokens: undefined }
 */
export interface DurableSettings {
  readonly seed?: number | string | undefined;
  readonly products?: unknown;
  readonly tokens?: unknown;
  readonly depositConfirmationMs?: number | undefined;
  readonly withdrawalLockoutMs?: number | undefined;
  readonly marketSlippage?: string | undefined;
  readonly contractOwners?: unknown;
  readonly fundingRates?: unknown;
}

/**
 * A sandbox's durable state: the store, and the pinnable clock the exchange must run on so that
 * replayed changes carry the times they first had.
 *
 * @example
 * const durable = openDurableState("./data", settings, createClock())
 */
export interface DurableState {
  readonly store: DurableStore;
  readonly clock: PinnableClock;
  /** Journal entries replayed when the directory was opened. */
  readonly replayed: number;
  /**
   * Replays the journal onto a fresh exchange (candles included), moves the clock to the last
   * entry's time if it is behind, and journals every change from then on.
   */
  restore(exchange: Exchange, candles: CandleStore, oracleCandle: (u: OracleUpdate) => void): void;
  /** The oracle options with the restored oracle prices as starting prices. */
  oracleOptions(
    options: OracleOptions | false | undefined,
    exchange: Exchange,
  ): OracleOptions | false | undefined;
  /** An oracle listener that journals each oracle candle tick before passing it on. */
  recordOracle(next: (u: OracleUpdate) => void): (u: OracleUpdate) => void;
  close(): void;
}

/**
 * Opens a data directory for a sandbox about to start (see `startSandbox({ dataDir })`).
 *
 * @example
 * const durable = openDurableState(dir, { seed: 1 }, createClock())
 */
export function openDurableState(
  dir: string,
  settings: DurableSettings,
  base: SandboxClock,
): DurableState {
  const { seed, ...shape } = settings;
  const store = openDurableStore(dir, {
    seed,
    settings: JSON.stringify(shape),
    now: base.now(),
  });
  const clock = pinnableClock(base);
  let replayed = 0;
  /** Restored oracle prices the feed will announce once more as it starts: not a new tick. */
  const restarting = new Map<string, bigint>();
  let stopJournal: (() => void) | undefined;
  return {
    store,
    clock,
    get replayed() {
      return replayed;
    },
    restore(exchange, _candles, oracleCandle) {
      const entries = store.entries();
      const counted = {
        *[Symbol.iterator]() {
          for (const entry of entries) {
            replayed++;
            yield entry;
          }
        },
      };
      const last = replayJournal(exchange, clock, counted, {
        onOracleCandle: ([productId, symbol, price, time]) =>
          oracleCandle({
            productId: productId as string,
            symbol: symbol as string,
            price: BigInt(price as string),
            time: time as number,
          }),
      });
      stopJournal = journalExchange(exchange, clock, store);
      if (last !== undefined && clock.now() < last) clock.setTime(last);
    },
    oracleOptions(options, exchange) {
      if (options === false) return false;
      const restored: Record<string, string> = {};
      for (const product of exchange.products()) {
        const price = exchange.oraclePrice(product.id);
        if (price === undefined) continue;
        restored[product.ticker] = formatDecimal(price);
        restarting.set(product.id, price);
      }
      if (Object.keys(restored).length === 0) return options;
      return { ...options, prices: { ...options?.prices, ...restored } };
    },
    recordOracle(next) {
      return (u) => {
        const again = restarting.get(u.productId);
        restarting.delete(u.productId);
        if (again === u.price) return;
        store.append({
          at: u.time,
          op: "oracleCandle",
          args: [u.productId, u.symbol, u.price.toString(), u.time],
          outcome: "",
        });
        next(u);
      };
    },
    close() {
      stopJournal?.();
      store.close();
    },
  };
}
