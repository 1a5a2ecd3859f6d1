// The "#keccak" module outside Node (browsers, workers, other runtimes): no native Keccak-256
// here, so bytes.ts hashes with its own JavaScript, and browser bundles carry nothing of this
// module; keccak.node.ts is Node's.

/**
 * Keccak-256 of `bytes` written into `out` at `offset` by the runtime's own library, where it has
 * one: none outside Node.
 *
 * @example
 * const digest = nativeKeccak?.(bytes, new Uint8Array(32), 0)
 */
export const nativeKeccak:
  | ((bytes: Uint8Array, out: Uint8Array, offset: number) => Uint8Array)
  | undefined = undefined;
