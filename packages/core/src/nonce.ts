const NS_PER_MS = 1_000_000n;

/** Hands out nonces: Unix time in nanoseconds, as decimal strings, never the same one twice. */
export interface NonceSource {
  /** The next nonce, as the decimal string a request body carries. */
  next(): string;
  /** The next nonce as a bigint, for the signed message. */
  nextBigInt(): bigint;
}

/** Options of {@link createNonceSource}. */
export interface NonceSourceOptions {
  /** Current time in milliseconds since the epoch; a server clock passes its estimate here. */
  readonly now?: () => number;
}

/**
 * A nonce source whose values strictly increase, even when the clock stands still or steps back:
 * each nonce is the later of the clock in nanoseconds and the previous nonce plus one. JavaScript
 * runs callers one at a time, so concurrent async callers in one process never share a nonce.
 *
 * @example
 * const nonces = createNonceSource()
 * nonces.next() // "1764897077655000000"
 */
export function createNonceSource(options: NonceSourceOptions = {}): NonceSource {
  const now = options.now ?? Date.now;
  let last = 0n;
  const nextBigInt = (): bigint => {
    const clock = BigInt(Math.floor(now())) * NS_PER_MS;
    last = clock > last ? clock : last + 1n;
    return last;
  };
  return { nextBigInt, next: () => nextBigInt().toString() };
}

/** Milliseconds since the epoch of a nonce (nanoseconds), for window checks. */
export function nonceToMs(nonce: bigint): number {
  return Number(nonce / NS_PER_MS);
}
