import { type Address, parseDecimal } from "@perpkit/core";
import { createSimulatedChain } from "./chain.js";
import { createClock, type SandboxClock } from "./clock.js";
import type { EngineContext } from "./engine-context.js";
import { invalid } from "./errors.js";
import { createEventBus, type SandboxEventBus } from "./events.js";
import { type FundingRates, fundingRateSource } from "./funding-rates.js";
import {
  defaultProducts,
  defaultTokens,
  type Product,
  type ProductSettings,
  type Token,
  type TokenSettings,
  toProduct,
  toToken,
} from "./products.js";
import { createRandom, type RandomSource } from "./random.js";
import type { Order } from "./records.js";
import type { Pruned, RetentionOptions } from "./retention.js";

/**
 * Where finished history that left memory can still be read (the durable store's archive).
 *
 * @example
 * const archive: OrderArchive = { order: (id) => store.archivedOrder(id) }
 */
export interface OrderArchive {
  order(id: string): Order | undefined;
}

/**
 * Options of {@link createExchange}.
 *
 * @example
 * const options: ExchangeOptions = { seed: 1, withdrawalLockoutMs: 0, contractOwners: { [safe]: [ownerKey] } }
 */
export interface ExchangeOptions {
  /** The clock; default a real-time clock. */
  readonly clock?: SandboxClock;
  /**
   * How often, in real milliseconds, a running clock's due work (expiries, deposits, withdrawal
   * finalisations, funding) is looked for between its jumps. Default 50.
   */
  readonly tickIntervalMs?: number;
  /** Seed for ids and hashes, so runs repeat. Default: random. */
  readonly seed?: number | string;
  /** Markets; default {@link defaultProducts}. */
  readonly products?: readonly ProductSettings[];
  /** Deposit tokens; the first is the margin collateral. Default {@link defaultTokens}. */
  readonly tokens?: readonly TokenSettings[];
  /** Event bus to announce on; default a new one (see `exchange.events`). */
  readonly events?: SandboxEventBus;
  /** Milliseconds from a deposit's submission to available funds. Default 0. */
  readonly depositConfirmationMs?: number;
  /** Milliseconds from a withdrawal request to its finalisation. Default 60,000. */
  readonly withdrawalLockoutMs?: number;
  /**
   * How far from the best opposite price a market order may fill, as a decimal ratio.
   * Default `"0.05"` (5%).
   */
  readonly marketSlippage?: string;
  /**
   * The hourly funding rates charged at each funding time (see {@link FundingRates}). Default:
   * none of the option's, so each market charges the rate last set with `setFundingRate` (a
   * replay's recorded `fr1h`), else 0.
   */
  readonly fundingRates?: FundingRates;
  /**
   * Contract wallets (EIP-1271 owners): each contract address maps to the key addresses whose
   * signatures it accepts.
   */
  readonly contractOwners?: Readonly<Record<string, readonly string[]>>;
  /** How much finished history stays in memory (see {@link RetentionOptions}). */
  readonly retention?: RetentionOptions;
  /** Receives what retention lets go of (the durable store archives it). */
  readonly onPrune?: (pruned: Pruned) => void;
  /** Where finished orders that left memory can still be read (set with a data directory). */
  readonly archive?: OrderArchive;
}

/** Products by the integer id orders carry; two products with one id would make orders ambiguous. */
function byOnchainId(products: readonly Product[]): Map<number, Product> {
  const byId = new Map<number, Product>();
  for (const p of products) {
    if (byId.has(p.onchainId)) throw invalid(`two products use onchainId ${p.onchainId}`);
    byId.set(p.onchainId, p);
  }
  return byId;
}

/** Contract wallets and their keys, lower case so a signature's recovered address finds them. */
function contractOwnersOf(
  owners: Readonly<Record<string, readonly string[]>>,
): Map<Address, ReadonlySet<Address>> {
  const byContract = new Map<Address, ReadonlySet<Address>>();
  for (const [contract, keys] of Object.entries(owners)) {
    byContract.set(
      contract.toLowerCase() as Address,
      new Set(keys.map((k) => k.toLowerCase() as Address)),
    );
  }
  return byContract;
}

/**
 * What the options become: the context every part of the engine shares, with the defaults filled
 * in. A catalogue the engine could not serve (no collateral, a repeated onchain id) is refused
 * here, before any part exists.
 *
 * @example
 * const ctx = engineContext({ seed: 1 })
 */
export function engineContext(options: ExchangeOptions): EngineContext {
  const clock = options.clock ?? createClock();
  const now = clock.now();
  const random: RandomSource = createRandom(options.seed);
  const products = (options.products ?? defaultProducts).map((p) => toProduct(p, now));
  const tokens = (options.tokens ?? defaultTokens).map((t) => toToken(t, now));
  if (tokens.length === 0) throw invalid("at least one token is needed as collateral");
  const productsByOnchainId = byOnchainId(products);
  const contractOwners = contractOwnersOf(options.contractOwners ?? {});
  return {
    clock,
    random,
    bus: options.events ?? createEventBus(),
    chain: createSimulatedChain(random),
    products: new Map(products.map((p) => [p.id, p])),
    productsByOnchainId,
    tokens: new Map(tokens.map((t) => [t.id, t])),
    tokensByAddress: new Map(tokens.map((t) => [t.address, t])),
    collateral: tokens[0] as Token,
    depositConfirmationMs: options.depositConfirmationMs ?? 0,
    withdrawalLockoutMs: options.withdrawalLockoutMs ?? 60_000,
    marketSlippage: parseDecimal(options.marketSlippage ?? "0.05", "marketSlippage"),
    fundingRates: fundingRateSource(options.fundingRates, products),
    contractOwners,
  };
}
