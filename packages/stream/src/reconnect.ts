// The reconnect policy: how long to wait before the next attempt, which connections were
// healthy enough to start the backoff over, and the events that tell the user. A pure part: the
// connection asks, it decides.

/**
 * The connection events of a stream client.
 *
 * @example
 * client.on("disconnected", ({ code, willReconnect }) => console.log(code, willReconnect))
 */
export interface ConnectionEvents {
  /** A connection opened; `reconnected` is true after a drop. Subscriptions are being restored. */
  connected: { readonly url: string; readonly reconnected: boolean };
  /** The connection closed or failed. `willReconnect` says whether the client tries again. */
  disconnected: {
    readonly code: number;
    readonly reason: string;
    readonly willReconnect: boolean;
    readonly error: unknown;
  };
  /**
   * The next connection attempt starts in `delayMs`. The close (code 1000) of a connection that
   * stayed up `resetAfterMs` retries at once.
   */
  reconnecting: { readonly attempt: number; readonly delayMs: number; readonly code: number };
}

/**
 * How the client retries after the connection drops.
 *
 * @example
 * createStreamClient({ reconnect: { initialDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 20 } })
 */
export interface ReconnectOptions {
  /** Delay before the second attempt; later ones grow by `factor`. Default 500 ms. */
  readonly initialDelayMs?: number;
  /** Longest delay between attempts. Default 30 s. */
  readonly maxDelayMs?: number;
  /** Growth of the delay per attempt. Default 2. */
  readonly factor?: number;
  /** Fraction of each delay drawn at random, so many clients do not retry in step. Default 0.5. */
  readonly jitter?: number;
  /** Attempts in a row before giving up. Default: never give up. */
  readonly maxAttempts?: number;
  /**
   * A connection that stays open this long is healthy: the backoff starts over, and its close
   * with code 1000 (the gateway's lifetime close) reconnects at once. Default 60 s.
   */
  readonly resetAfterMs?: number;
  /**
   * A shorter connection is healthy too when it carried data correctly: a frame still arrived
   * this long after it opened, and every frame on it could be read. The backoff then starts
   * over (its close reconnects after the first delay, not at once), so a gateway that drops
   * connections as they become healthy sees at most one attempt per this long. Default 10 s.
   */
  readonly resetAfterDataMs?: number;
  /**
   * The most of the WebSocket pool (3,500 points per 5 minutes) that reconnects may spend: each
   * reconnect's connection (10 points) and the subscriptions it restores (5 each). When it is
   * spent the next reconnect waits. Default 0.5; applies while `budget` is on.
   */
  readonly budgetShare?: number;
}

/** The policy with every option given. */
export type ReconnectPolicy = Required<ReconnectOptions>;

/**
 * The defaults, with `options` over them.
 *
 * @example
 * const policy = reconnectPolicy({ maxAttempts: 20 })
 */
export function reconnectPolicy(options: ReconnectOptions = {}): ReconnectPolicy {
  return {
    initialDelayMs: 500,
    maxDelayMs: 30_000,
    factor: 2,
    jitter: 0.5,
    maxAttempts: Number.POSITIVE_INFINITY,
    resetAfterMs: 60_000,
    resetAfterDataMs: 10_000,
    budgetShare: 0.5,
    ...options,
  };
}

/** What a connection did before it went away, as far as the backoff cares. */
export interface ConnectionRecord {
  /** When it opened (epoch ms), or 0 when it never did. */
  readonly openedAt: number;
  /** A frame arrived `resetAfterDataMs` after it opened. */
  readonly carriedData: boolean;
  /** Every frame on it could be read. */
  readonly clean: boolean;
}

/** How a connection that went away is judged: `lasting` implies `healthy`. */
export interface Verdict {
  /** Stayed open `resetAfterMs`. */
  readonly lasting: boolean;
  /** Lasting, or carried data correctly for `resetAfterDataMs`: the backoff starts over. */
  readonly healthy: boolean;
}

/**
 * Judges a connection that went away at `now`.
 *
 * @example
 * if (judge(policy, link, Date.now()).healthy) attempt = 0
 */
export function judge(policy: ReconnectPolicy, record: ConnectionRecord, now: number): Verdict {
  const lasting = record.openedAt > 0 && now - record.openedAt >= policy.resetAfterMs;
  return { lasting, healthy: lasting || (record.carriedData && record.clean) };
}

/** The gateway's lifetime close. */
const NORMAL_CLOSE = 1000;

/**
 * The delay before attempt number `attempt` (1 is the first after a drop), before any budget
 * wait. The gateway closes every connection after a few hours with 1000: that close of a lasting
 * connection reconnects at once; a gateway that closes sooner cannot cause a storm that way.
 *
 * @example
 * setTimeout(open, backoffDelay(policy, 3, 1006, false, Math.random))
 */
export function backoffDelay(
  policy: ReconnectPolicy,
  attempt: number,
  code: number,
  lasting: boolean,
  random: () => number,
): number {
  if (code === NORMAL_CLOSE && lasting) return 0;
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (attempt - 1));
  return Math.round(base * (1 - policy.jitter * random()));
}
