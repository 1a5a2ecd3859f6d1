// The reconnect policy's options, the verdict on a connection that went away and the events
// that tell the user: types only. The connection (connection.ts) waits and judges by them; the
// client (client.ts) fills in the defaults.

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

/** How a connection that went away is judged: `lasting` implies `healthy`. */
export interface Verdict {
  /** Stayed open `resetAfterMs`. */
  readonly lasting: boolean;
  /** Lasting, or carried data correctly for `resetAfterDataMs`: the backoff starts over. */
  readonly healthy: boolean;
}
