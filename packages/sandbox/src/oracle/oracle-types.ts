/**
 * What a price source of your own is asked for at every oracle interval.
 *
 * @example
 * const feed = ({ symbol, previous }: OraclePriceRequest) => (symbol === "BTCUSD" ? "60000" : previous)
 */
export interface OraclePriceRequest {
  /** The market's ticker, `BTCUSD`. */
  readonly symbol: string;
  readonly productId: string;
  /** The update's time, milliseconds on the sandbox clock. */
  readonly time: number;
  /** The current oracle price, if the market has one. */
  readonly previous: string | undefined;
  /** The market's last trade price (self-trades excluded), if it traded. */
  readonly lastPrice: string | undefined;
}

/**
 * Options of the oracle feed (`startSandbox({ oracle })`).
 *
 * @example
 * const oracle: OracleOptions = { prices: { BTCUSD: "60000" }, intervalMs: 100, volatility: 0.001, seed: 1 }
 */
export interface OracleOptions {
  /** Sandbox-clock milliseconds between updates. Default 1,000. */
  readonly intervalMs?: number;
  /** Standard deviation of the log price change per update. Default 0.0002 (about 1.2% an hour). */
  readonly volatility?: number;
  /** Seed of the walk, so runs repeat. Default the sandbox's `seed` (random when it has none). */
  readonly seed?: number | string;
  /**
   * Starting prices by ticker. A market without one starts from its first trade price, and has no
   * oracle price until then.
   */
  readonly prices?: Readonly<Record<string, string>>;
  /**
   * Your own prices instead of the random walk: called for every market at every interval;
   * return a decimal string, or `undefined` to leave the market alone this time.
   */
  readonly feed?: (request: OraclePriceRequest) => string | undefined;
  /**
   * The most updates one clock jump replays. A longer jump takes fewer, larger steps (the
   * volatility scaled to match), so moving the clock by months stays quick. Default 1,000.
   */
  readonly maxCatchUpSteps?: number;
}

/**
 * One oracle price update.
 *
 * @example
 * sandbox.oracle.onUpdate((u: OracleUpdate) => console.log(u.symbol, formatDecimal(u.price)))
 */
export interface OracleUpdate {
  readonly productId: string;
  readonly symbol: string;
  /** 9-decimal fixed point. */
  readonly price: bigint;
  /** Milliseconds on the sandbox clock. */
  readonly time: number;
}

/**
 * One market's oracle, as `GET /sandbox/oracle` shows it.
 *
 * @example
 * const { symbol, price, frozen }: OracleMarket = sandbox.oracle.markets()[0]
 */
export interface OracleMarket {
  readonly symbol: string;
  readonly productId: string;
  /** The oracle price, or `null` before the market has one. */
  readonly price: string | null;
  readonly frozen: boolean;
}

/**
 * The sandbox's oracle: a feed (a seeded random walk, or prices of your own) that sets every
 * market's oracle price at a fixed interval of the sandbox clock. The oracle price is the mark
 * price, so it moves unrealised PnL, fires mark-price stops and liquidates; every update is an
 * oracle candle tick.
 *
 * @example
 * sandbox.oracle.set("BTCUSD", "59000") // liquidations follow at once
 * sandbox.oracle.freeze() // a stale oracle: no updates until unfreeze()
 */
export interface SandboxOracle {
  /** Milliseconds between automatic updates. */
  readonly intervalMs: number;
  /** Whether updates come by themselves (false with `oracle: false`). */
  readonly automatic: boolean;
  /** The oracle price of a market (`BTCUSD`), or `undefined` before it has one. */
  price(symbol: string): string | undefined;
  /** Every market's oracle price and whether it is frozen. */
  markets(): OracleMarket[];
  /** Sets a market's oracle price now, as an update of the feed (a frozen market too). */
  set(symbol: string, price: string): OracleUpdate;
  /** Removes a market's oracle price; its mark price falls back to the last trade price. */
  clear(symbol: string): void;
  /** Stops automatic updates for one market, or all; the mark price stays where it is. */
  freeze(symbol?: string): void;
  /** Resumes automatic updates from the next interval; the frozen time stays a gap. */
  unfreeze(symbol?: string): void;
  /** Whether a market (or, without a symbol, every market) is frozen. */
  isFrozen(symbol?: string): boolean;
  /** Calls `listener` after every update; returns a function that stops listening. */
  onUpdate(listener: (update: OracleUpdate) => void): () => void;
}

/**
 * The oracle feed with its lifecycle, as `startSandbox` holds it.
 *
 * @example
 * const oracle = createOracleFeed(exchange, { prices: defaultOraclePrices })
 * oracle.stop()
 */
export interface OracleFeed extends SandboxOracle {
  /** Runs the updates due by `now` (the sandbox does this on every clock move and timer tick). */
  catchUp(now?: number): void;
  /** Stops the timer and stops following the clock. */
  stop(): void;
}
