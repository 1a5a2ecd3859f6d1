// The "#keccak" module outside Node (browsers, workers, other runtimes): no Keccak-256 of the
// runtime's own here, so bytes.ts hashes with its own small JavaScript, and browser bundles carry
// nothing of this module; keccak.node.ts is Node's.

/**
 * Keccak-256 of `bytes` written into `out` at `offset`, where the runtime offers one faster than
 * bytes.ts's: none outside Node.
 *
 * @example
 * const digest = runtimeKeccak?.(bytes, new Uint8Array(32), 0)
 */
export const runtimeKeccak:
  | ((bytes: Uint8Array, out: Uint8Array, offset: number) => Uint8Array)
  | undefined = undefined;
