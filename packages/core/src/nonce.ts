const NS_PER_MS = 1_000_000n;

/**
 * Hands out nonces: Unix time in nanoseconds, as decimal strings, never the same one twice.
 *
 * @example
 * const nonces: NonceSource = createNonceSource()
 * const nonce = nonces.next() // "1767225600000000000"
 */
export interface NonceSource {
  /** The next nonce, as the decimal string a request body carries. */
  next(): string;
  /** The next nonce as a bigint, for the signed message. */
  nextBigInt(): bigint;
}

/**
 * Options of {@link createNonceSource}.
 *
 * @example
 * const nonces = createNonceSource({ now: () => clock.now(), scope: "https://api.example" })
 */
export interface NonceSourceOptions {
  /** Current time in milliseconds since the epoch; a server clock passes its estimate here. */
  readonly now?: () => number;
  /**
   * Sources with the same scope share one high-water mark in this process, so that two clients
   * signing for one account never draw the same nonce. Clients of one exchange pass its base URL;
   * clients of exchanges with different clocks (a sandbox whose clock was moved, and a live
   * network) then keep apart. Default `"default"`; `false` gives the source a mark of its own.
   */
  readonly scope?: string | false;
}

/** The last nonce handed out in each scope of this process. */
const scopes = new Map<string, { last: bigint }>();

function sharedState(scope: string): { last: bigint } {
  let state = scopes.get(scope);
  if (!state) {
    state = { last: 0n };
    scopes.set(scope, state);
  }
  return state;
}

/**
 * A nonce source whose values strictly increase, even when the clock stands still or steps back:
 * each nonce is the later of the clock in nanoseconds and the previous nonce plus one. JavaScript
 * runs callers one at a time and sources of one scope keep one high-water mark, so concurrent
 * async callers in one process never draw the same nonce.
 *
 * @example
 * const nonces = createNonceSource()
 * nonces.next() // "1764897077655000000"
 */
export function createNonceSource(options: NonceSourceOptions = {}): NonceSource {
  const now = options.now ?? Date.now;
  const state = options.scope === false ? { last: 0n } : sharedState(options.scope ?? "default");
  const nextBigInt = (): bigint => {
    const clock = BigInt(Math.floor(now())) * NS_PER_MS;
    state.last = clock > state.last ? clock : state.last + 1n;
    return state.last;
  };
  return { nextBigInt, next: () => nextBigInt().toString() };
}

/**
 * Milliseconds since the epoch of a nonce (nanoseconds), for window checks.
 *
 * @example
 * nonceToMs(1767225600000000000n) // 1767225600000
 */
export function nonceToMs(nonce: bigint): number {
  return Number(nonce / NS_PER_MS);
}
