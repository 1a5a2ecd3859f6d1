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
  /**
   * Share the high-water mark with every other shared source in this process (default true), so
   * that two clients signing for one account never draw the same nonce.
   */
  readonly shared?: boolean;
}

/** The last nonce handed out by any shared source in this process. */
const processWide = { last: 0n };

/**
 * A nonce source whose values strictly increase, even when the clock stands still or steps back:
 * each nonce is the later of the clock in nanoseconds and the previous nonce plus one. JavaScript
 * runs callers one at a time and shared sources keep one high-water mark, so concurrent async
 * callers in one process never draw the same nonce.
 *
 * @example
 * const nonces = createNonceSource()
 * nonces.next() // "1764897077655000000"
 */
export function createNonceSource(options: NonceSourceOptions = {}): NonceSource {
  const now = options.now ?? Date.now;
  const state = options.shared === false ? { last: 0n } : processWide;
  const nextBigInt = (): bigint => {
    const clock = BigInt(Math.floor(now())) * NS_PER_MS;
    state.last = clock > state.last ? clock : state.last + 1n;
    return state.last;
  };
  return { nextBigInt, next: () => nextBigInt().toString() };
}

/** Milliseconds since the epoch of a nonce (nanoseconds), for window checks. */
export function nonceToMs(nonce: bigint): number {
  return Number(nonce / NS_PER_MS);
}
