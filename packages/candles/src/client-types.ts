import type { HttpHooks, NetworkOption, RateLimitInfo, RetryPolicy } from "@perpkit/core";
import type { PriceSource, Resolution, SymbolType } from "./generated/constants.js";
import type { CandleHistory, HistoryParameters } from "./history/history-types.js";
import type { CandleSearchResult, CandleSymbolInfo, CandlesConfig } from "./records.js";

/**
 * Options of {@link createCandlesClient}: where the candle API is (a preset `network` or a `url`)
 * and how to reach it. The hooks (`onRequest`, `onResponse`, `onRetry`) observe every request;
 * `DEBUG=perpkit:candles` logs them.
 *
 * @example
 * const options: CandlesClientOptions = { network: "testnet", timeoutMs: 5_000, retry: true }
 */
export interface CandlesClientOptions extends HttpHooks {
  /** A preset network (`mainnet`, `testnet`, `local`) or network fields; its `candlesUrl` is used. */
  readonly network?: NetworkOption | undefined;
  /** The candle API's base URL; takes precedence over `network`. */
  readonly url?: string | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Per request attempt. Default 10 s. */
  readonly timeoutMs?: number | undefined;
  /** The largest answer read, in bytes; a longer one is a DecodeError. Default 32 MiB. */
  readonly maxResponseBytes?: number | undefined;
  /** Retries for failed reads: `true` for the default policy of @perpkit/core, or a policy. */
  readonly retry?: boolean | Partial<RetryPolicy> | undefined;
  /** Sent with every request. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Called with every response's rate-limit headers. */
  readonly onRateLimit?: ((info: RateLimitInfo) => void) | undefined;
  /**
   * The longest range, in seconds, one history request may span, per resolution. Defaults come
   * from the spec (`maxWindowSeconds`); the interface fixes only the 1-minute and monthly ones.
   */
  readonly maxWindowSeconds?: Partial<Record<Resolution, number>> | undefined;
  /** History requests sent at once when a range needs several. Default 4. */
  readonly concurrency?: number | undefined;
  /** The most requests one `history` call may send; a longer range is refused. Default 200. */
  readonly maxRequests?: number | undefined;
}

/**
 * What every candle call may carry besides its own parameters.
 *
 * @example
 * await candles.config({ source: "oracle", signal: AbortSignal.timeout(5_000) })
 */
export interface CandlesCallOptions {
  /** The price source; default `last`. */
  readonly source?: PriceSource | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Parameters of {@link CandlesClient.resolveSymbol}.
 *
 * @example
 * await candles.resolveSymbol({ symbol: "BTCUSD" })
 */
export interface ResolveSymbolParameters extends CandlesCallOptions {
  /** The product's symbol, `BTCUSD`, or the candle API's form of it, `BTCUSD-Perp`. */
  readonly symbol: string;
}

/**
 * Parameters of {@link CandlesClient.searchSymbols}.
 *
 * @example
 * await candles.searchSymbols({ query: "ETH", limit: 10 })
 */
export interface SearchSymbolsParameters extends CandlesCallOptions {
  readonly query: string;
  readonly type?: SymbolType | undefined;
  readonly exchange?: string | undefined;
  readonly limit?: number | undefined;
}

/**
 * A client of the candle API.
 *
 * @example
 * const candles = createCandlesClient({ network: "testnet" })
 * const { bars } = await candles.history({ symbol: "BTCUSD", resolution: "1h", from, to, source: "last" })
 */
export interface CandlesClient {
  /** The candle API's base URL. */
  readonly url: string;
  /** Resolved window, in seconds, for each resolution. */
  readonly maxWindowSeconds: Readonly<Record<Resolution, number>>;
  /** The rate-limit headers of the latest response that carried any. */
  readonly lastRateLimit: RateLimitInfo | undefined;
  /**
   * Bars of one symbol in `[from, to)`, split into as many requests as the resolution's window
   * needs and merged in order without duplicates.
   */
  history(params: HistoryParameters): Promise<CandleHistory>;
  /** The data feed configuration. */
  config(options?: CandlesCallOptions): Promise<CandlesConfig>;
  /** The metadata of one symbol. */
  resolveSymbol(params: ResolveSymbolParameters): Promise<CandleSymbolInfo>;
  /** Markets matching a text. */
  searchSymbols(params: SearchSymbolsParameters): Promise<CandleSearchResult[]>;
  /** The service's clock, in milliseconds. */
  serverTime(options?: CandlesCallOptions): Promise<number>;
}
