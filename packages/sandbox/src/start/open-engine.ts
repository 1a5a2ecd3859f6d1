import { ValidationError } from "@perpkit/core";
import { CandleStore } from "../candles/candle-store.js";
import { recordOracle, recordTrades } from "../candles/recorder.js";
import type { DurableState } from "../durable/durable-state.js";
import { Exchange, type Pruned, type SandboxClock } from "../engine/index.js";
import type { OracleUpdate } from "../oracle/feed.js";
import type { StartSandboxOptions } from "../sandbox-options.js";
import { type FeeSources, withFees } from "./fees.js";

/**
 * The engine of a sandbox: the exchange on its clock, its candle store fed by its trades, and,
 * with a data directory, the durable state it was restored from.
 */
export interface SandboxEngine {
  readonly exchange: Exchange;
  /** The clock the exchange runs on (a data directory's pinnable one, when there is one). */
  readonly clock: SandboxClock;
  readonly seed: number | string | undefined;
  readonly candles: CandleStore;
  /** Records an oracle update as an oracle candle tick. */
  readonly oracleCandle: (update: OracleUpdate) => void;
  readonly durable: DurableState | undefined;
  /** Where each market's fee rates came from, by ticker. */
  readonly feeSources: Readonly<Record<string, FeeSources>>;
  /** Stops feeding trades to the candles and following the clock. */
  close(): void;
}

/**
 * Builds the exchange of a sandbox on `clock`: from its options, or from the journal of its data
 * directory (loaded only for a sandbox that keeps its state).
 *
 * @example
 * const engine = await openEngine(options, createClock())
 */
export async function openEngine(
  options: StartSandboxOptions,
  baseClock: SandboxClock,
): Promise<SandboxEngine> {
  const { products, sources: feeSources } = withFees(
    options.products,
    options.fees,
    options.productFeeSources,
  );
  const { fundingRates } = options;
  if (typeof fundingRates === "function" && options.dataDir !== undefined) {
    throw new ValidationError(
      "fundingRates",
      "must be a rate or rates by ticker with dataDir: its journal cannot keep a function",
    );
  }
  // The on-disk store (SQLite in WebAssembly) loads only for a sandbox that keeps its state.
  const durable =
    options.dataDir === undefined
      ? undefined
      : (await import("../durable/durable-state.js")).openDurableState(
          options.dataDir,
          {
            seed: options.seed,
            products,
            tokens: options.tokens,
            depositConfirmationMs: options.depositConfirmationMs,
            withdrawalLockoutMs: options.withdrawalLockoutMs,
            marketSlippage: options.marketSlippage,
            contractOwners: options.contractOwners,
            fundingRates,
          },
          baseClock,
        );
  const clock = durable?.clock ?? baseClock;
  const seed = durable?.store.seed ?? options.seed;
  // Records made at construction (products, tokens) carry the directory's first start time.
  durable?.clock.pin(durable.store.createdAt);
  const exchange = new Exchange({
    clock,
    ...(options.tickIntervalMs === undefined ? {} : { tickIntervalMs: options.tickIntervalMs }),
    ...(seed === undefined ? {} : { seed }),
    ...(products ? { products } : {}),
    ...(options.tokens ? { tokens: options.tokens } : {}),
    ...(options.depositConfirmationMs === undefined
      ? {}
      : { depositConfirmationMs: options.depositConfirmationMs }),
    ...(options.withdrawalLockoutMs === undefined
      ? {}
      : { withdrawalLockoutMs: options.withdrawalLockoutMs }),
    ...(options.marketSlippage === undefined ? {} : { marketSlippage: options.marketSlippage }),
    ...(options.contractOwners ? { contractOwners: options.contractOwners } : {}),
    ...(fundingRates === undefined ? {} : { fundingRates }),
    ...(options.retention ? { retention: options.retention } : {}),
    ...(durable
      ? {
          onPrune: (pruned: Pruned) => durable.store.archive(pruned),
          archive: { order: (id: string) => durable.store.archivedOrder(id) },
        }
      : {}),
  });
  durable?.clock.unpin();
  const candles = new CandleStore();
  const stopTrades = recordTrades(exchange.events, candles);
  const oracleCandle = recordOracle(candles);
  const close = () => {
    stopTrades();
    exchange.dispose();
  };
  try {
    durable?.restore(exchange, candles, oracleCandle);
  } catch (error) {
    close();
    durable?.close();
    throw error;
  }
  return { exchange, clock, seed, candles, oracleCandle, durable, feeSources, close };
}
