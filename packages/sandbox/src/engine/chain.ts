import type { Hex } from "@perpkit/core";
import type { RandomSource } from "./random.js";

/**
 * The sandbox's stand-in for the chain: block numbers and transaction hashes.
 *
 * @example
 * const chain: SimulatedChain = createSimulatedChain(createRandom(1))
 * chain.nextBlock() // 1000001n
 */
export interface SimulatedChain {
  /** Mines a block and returns its number. */
  nextBlock(): bigint;
  /** The latest block number. */
  readonly blockNumber: bigint;
  /** A fresh transaction hash. */
  txHash(): Hex;
}

/**
 * A chain that mines one block per onchain action.
 *
 * @example
 * createSimulatedChain(createRandom(1)).txHash() // "0x…" (32 bytes)
 */
export function createSimulatedChain(
  random: RandomSource,
  startBlock = 1_000_000n,
): SimulatedChain {
  let block = startBlock;
  return {
    nextBlock: () => ++block,
    get blockNumber() {
      return block;
    },
    txHash: () => random.hex(32),
  };
}
