import type { Address } from "@perpkit/core";
import type { SimulatedChain } from "./chain.js";
import type { SandboxClock } from "./clock.js";
import type { SandboxEventBus } from "./events.js";
import type { FundingRateSource } from "./funding-rates.js";
import type { Product, Token } from "./products.js";
import type { RandomSource } from "./random.js";

/**
 * What every part of the engine shares.
 *
 * @example
 * const accounts = new Accounts(ctx)
 */
export interface EngineContext {
  readonly clock: SandboxClock;
  readonly random: RandomSource;
  readonly bus: SandboxEventBus;
  readonly chain: SimulatedChain;
  readonly products: ReadonlyMap<string, Product>;
  readonly productsByOnchainId: ReadonlyMap<number, Product>;
  readonly tokens: ReadonlyMap<string, Token>;
  readonly tokensByAddress: ReadonlyMap<Address, Token>;
  /** The token margin is counted in; fills settle in it. */
  readonly collateral: Token;
  /** Milliseconds a deposit takes from submission to available funds. */
  readonly depositConfirmationMs: number;
  /** Milliseconds from a withdrawal request to its onchain finalisation. */
  readonly withdrawalLockoutMs: number;
  /** Largest move from the best opposite price a market order may fill at, 9-decimal ratio. */
  readonly marketSlippage: bigint;
  /** The `fundingRates` option's rate of a market for a funding time, where it sets one. */
  readonly fundingRates: FundingRateSource;
  /** Contract (EIP-1271) owners and the keys that may sign for them, lower case. */
  readonly contractOwners: ReadonlyMap<Address, ReadonlySet<Address>>;
}
