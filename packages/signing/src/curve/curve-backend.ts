// The contract every secp256k1 implementation meets; its own module so that the backends and
// the checks that test them can name it without importing the chooser.

/**
 * A secp256k1 implementation that signs and recovers for the package. Every backend must give the
 * same bytes as every other: ECDSA over the 32-byte digest with the RFC 6979 nonce (no extra
 * entropy), s in the lower half of the group order and the recovery bit that goes with it.
 * {@link setCurveBackend} checks a backend against known answers before using it.
 *
 * @example
 * const backend: CurveBackend = getCurveBackend()
 * backend.name // "native" in Node when the secp256k1 package is installed, otherwise "js"
 */
export interface CurveBackend {
  /** "js" (@noble/curves), "native" (libsecp256k1), or a name of your own. */
  readonly name: string;
  /** What it runs on, for logs and benchmark reports. */
  readonly detail?: string | undefined;
  /** The uncompressed public key (65 bytes, 0x04 first) of a valid private key. */
  getPublicKey(privateKey: Uint8Array): Uint8Array;
  /** Signs a 32-byte digest: r || s (64 bytes, low s) and the recovery bit (0 or 1). */
  sign(
    digest: Uint8Array,
    privateKey: Uint8Array,
  ): { readonly signature: Uint8Array; readonly recovery: number };
  /**
   * The uncompressed public key that made `signature` (r || s, both already checked to lie in
   * [1, n)) over `digest`, or undefined when no point recovers. A high s is accepted, as
   * Ethereum's ecrecover accepts it.
   */
  recoverPublicKey(
    digest: Uint8Array,
    signature: Uint8Array,
    recovery: number,
  ): Uint8Array | undefined;
  /**
   * Optional: a check bound to one public key, true when `signature` recovers to exactly that key.
   * Offered when it is cheaper than recovering (the js backend builds a table for the key);
   * `verifyMessage` asks for one from an address's second check on, for a bounded number of keys.
   */
  keyVerifier?(
    publicKey: Uint8Array,
  ): (digest: Uint8Array, signature: Uint8Array, recovery: number) => boolean;
}
