import {
  createHttpTransport,
  describeValue,
  type HttpHooks,
  type HttpTransport,
  type NetworkOption,
  type RateLimitInfo,
  type RetryPolicy,
  resolveNetwork,
  ValidationError,
} from "@perpkit/core";
import { CandlesError } from "./errors.js";
import {
  type PriceSource,
  type Resolution,
  type SymbolType,
  maxWindowSeconds as specWindows,
} from "./generated/constants.js";
import {
  type CandlesRequest,
  configRequest,
  historyRequest,
  searchRequest,
  symbolsRequest,
  timeRequest,
} from "./generated/requests.js";
import { type CandleBar, type HistoryAnswer, parseHistoryBody } from "./history-body.js";
import {
  type CandleSearchResult,
  type CandleSymbolInfo,
  type CandlesConfig,
  errorStatusOf,
  readConfig,
  readSearchResults,
  readServerTime,
  readSymbolInfo,
} from "./records.js";
import { assertCandleSymbol } from "./symbols.js";
import { assertPriceSource, assertResolution, assertWholeNumber, toTimeMs } from "./validate.js";
import { countHistoryWindows, type HistoryWindow, planHistoryWindows } from "./windows.js";

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
 * Parameters of {@link CandlesClient.history}. `from` and `to` are milliseconds since the epoch
 * (or Dates), both included.
 *
 * @example
 * const params: HistoryParameters = { symbol: "BTCUSD-Perp", resolution: "60", from: Date.now() - 86_400_000, to: Date.now(), source: "last" }
 */
export interface HistoryParameters {
  /** `<TICKER>-Perp`. */
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly from: number | Date;
  readonly to: number | Date;
  /** Keep only the latest this many bars of the range. */
  readonly countback?: number | undefined;
  /** `last` for trade-price bars, `oracle` for oracle-price bars. */
  readonly source: PriceSource;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Bars in ascending time order, without duplicates. When there are none, `nextTime` is the
 * time (ms) of the closest earlier bar if the service named one.
 *
 * @example
 * const { bars, nextTime } = await candles.history(params)
 */
export interface CandleHistory {
  readonly bars: readonly CandleBar[];
  readonly nextTime: number | undefined;
}

/**
 * Parameters of {@link CandlesClient.resolveSymbol}.
 *
 * @example
 * await candles.resolveSymbol({ symbol: "BTCUSD-Perp" })
 */
export interface ResolveSymbolParameters extends CandlesCallOptions {
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
 * const { bars } = await candles.history({ symbol: "BTCUSD-Perp", resolution: "60", from, to, source: "last" })
 */
export interface CandlesClient {
  /** The candle API's base URL. */
  readonly url: string;
  /** Resolved window, in seconds, for each resolution. */
  readonly maxWindowSeconds: Readonly<Record<Resolution, number>>;
  /** The rate-limit headers of the latest response that carried any. */
  readonly lastRateLimit: RateLimitInfo | undefined;
  /**
   * Bars of one symbol between two times, split into as many requests as the resolution's
   * window needs and merged in order without duplicates.
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

function baseUrlOf(options: CandlesClientOptions): string {
  let url = options.url;
  if (url === undefined) {
    if (options.network === undefined) {
      throw new ValidationError("network", "or url is required to find the candle API");
    }
    url = resolveNetwork(options.network).candlesUrl;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new ValidationError("url", `must be an http or https URL, got ${describeValue(url)}`);
  }
  return url.replace(/\/+$/, "");
}

function windowsOf(
  overrides: CandlesClientOptions["maxWindowSeconds"],
): Record<Resolution, number> {
  const windows = { ...specWindows } as Record<Resolution, number>;
  for (const [resolution, seconds] of Object.entries(overrides ?? {})) {
    assertResolution(resolution, "maxWindowSeconds");
    assertWholeNumber(seconds, `maxWindowSeconds.${resolution}`, 1);
    windows[resolution] = seconds;
  }
  return windows;
}

/**
 * Runs `tasks` (indices into some list) at most `limit` at a time, in the order given, stopping
 * early once `enough()` says so. The first failure aborts the rest and is thrown.
 */
async function runPool(
  order: readonly number[],
  limit: number,
  task: (index: number, signal: AbortSignal) => Promise<void>,
  enough: () => boolean,
  outer: AbortSignal | undefined,
): Promise<void> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onAbort, { once: true });
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < order.length && !enough()) {
      const index = order[next++] as number;
      try {
        await task(index, controller.signal);
      } catch (error) {
        if (!failure) failure = { error };
        controller.abort(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, order.length) }, worker));
  } finally {
    outer?.removeEventListener("abort", onAbort);
  }
  if (failure) throw failure.error;
}

/**
 * Appends `bars` to `out`, keeping those inside `[from, to]` (ms) and after the last bar already
 * there, so the merged list stays strictly ascending.
 */
function mergeInto(out: CandleBar[], bars: readonly CandleBar[], from: number, to: number): void {
  let sorted = bars;
  for (let k = 1; k < bars.length; k++) {
    if ((bars[k] as CandleBar).time < (bars[k - 1] as CandleBar).time) {
      sorted = [...bars].sort((a, b) => a.time - b.time);
      break;
    }
  }
  for (const bar of sorted) {
    if (bar.time < from || bar.time > to) continue;
    const last = out[out.length - 1];
    if (last && bar.time <= last.time) continue;
    out.push(bar);
  }
}

/**
 * Creates a client of the candle API for one network or URL. History ranges longer than a
 * resolution's window are split into several requests and merged; OHLCV values stay decimal
 * strings.
 *
 * @example
 * const candles = createCandlesClient({ network: "mainnet" })
 * const { bars } = await candles.history({
 *   symbol: "BTCUSD-Perp", resolution: "60", source: "last",
 *   from: Date.now() - 7 * 86_400_000, to: Date.now(),
 * })
 * console.log(bars.at(-1)?.close) // "97012.5"
 */
export function createCandlesClient(options: CandlesClientOptions): CandlesClient {
  const url = baseUrlOf(options);
  const windows = windowsOf(options.maxWindowSeconds);
  const concurrency = options.concurrency ?? 4;
  assertWholeNumber(concurrency, "concurrency", 1);
  const maxRequests = options.maxRequests ?? 200;
  assertWholeNumber(maxRequests, "maxRequests", 1);
  if (options.timeoutMs !== undefined) assertWholeNumber(options.timeoutMs, "timeoutMs", 1);

  let lastRateLimit: RateLimitInfo | undefined;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const transport: HttpTransport = createHttpTransport({
    baseUrl: url,
    fetch: fetchFn,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    retry: options.retry,
    headers: options.headers,
    onRateLimit: (info) => {
      lastRateLimit = info;
      options.onRateLimit?.(info);
    },
    onRequest: options.onRequest,
    onResponse: options.onResponse,
    onRetry: options.onRetry,
    debugNamespace: "perpkit:candles",
  });

  async function getJson(route: string, request: CandlesRequest, signal: AbortSignal | undefined) {
    const { body } = await transport.request({ ...request, signal });
    const message = errorStatusOf(body);
    if (message !== null) throw new CandlesError(route, message);
    return body;
  }

  /** Sends one history request and returns its body as sent: prices must not pass through floats. */
  async function historyText(request: CandlesRequest, signal: AbortSignal): Promise<string> {
    const { body } = await transport.request({ ...request, signal, responseType: "text" });
    return body as string;
  }

  async function history(params: HistoryParameters): Promise<CandleHistory> {
    assertCandleSymbol(params.symbol);
    assertResolution(params.resolution);
    assertPriceSource(params.source);
    const fromMs = toTimeMs(params.from, "from");
    const toMs = toTimeMs(params.to, "to");
    if (toMs < fromMs) {
      throw new ValidationError("to", `must not be before from (${toMs} < ${fromMs})`);
    }
    if (params.countback !== undefined) assertWholeNumber(params.countback, "countback", 1);
    const { symbol, resolution, source, countback } = params;
    const fromS = Math.ceil(fromMs / 1000);
    const toS = Math.floor(toMs / 1000);
    const window = windows[resolution];
    const count = countHistoryWindows(fromS, toS, window);
    if (count > maxRequests) {
      throw new ValidationError(
        "from",
        `spans ${count} requests at resolution ${resolution} (${window} s each), more than maxRequests ${maxRequests}`,
      );
    }
    const plan: HistoryWindow[] = planHistoryWindows(fromS, toS, window);
    const answers: (HistoryAnswer | undefined)[] = new Array(plan.length);

    // With a countback, the latest windows are fetched first and the rest only while bars are
    // still wanted.
    const order = plan.map((_, i) => i);
    if (countback !== undefined) order.reverse();
    const collected = () => {
      if (countback === undefined) return false;
      let bars = 0;
      for (let i = plan.length - 1; i >= 0; i--) {
        const answer = answers[i];
        if (!answer) return false;
        if (answer.status === "ok") bars += answer.bars.length;
        if (bars >= countback) return true;
      }
      return false;
    };

    await runPool(
      order,
      concurrency,
      async (index, signal) => {
        const w = plan[index] as HistoryWindow;
        const request = historyRequest(source, {
          symbol,
          resolution,
          from: w.from,
          to: w.to,
          countback: plan.length === 1 ? countback : undefined,
        });
        const answer = parseHistoryBody(await historyText(request, signal));
        if (answer.status === "error") throw new CandlesError("history", answer.message);
        answers[index] = answer;
      },
      collected,
      params.signal,
    );

    const bars: CandleBar[] = [];
    let nextTime: number | undefined;
    // Only the run of answered windows that ends at `to` counts; with a countback, earlier ones
    // may not have been asked.
    let first = plan.length;
    while (first > 0 && answers[first - 1]) first--;
    for (let i = first; i < plan.length; i++) {
      const answer = answers[i] as HistoryAnswer;
      const w = plan[i] as HistoryWindow;
      if (answer.status === "ok") mergeInto(bars, answer.bars, w.from * 1000, w.to * 1000);
      else if (answer.status === "no_data" && nextTime === undefined) nextTime = answer.nextTime;
    }
    const kept = countback !== undefined && bars.length > countback ? bars.slice(-countback) : bars;
    return { bars: kept, nextTime: kept.length === 0 ? nextTime : undefined };
  }

  const sourceOf = (value: PriceSource | undefined) => {
    const source = value ?? "last";
    assertPriceSource(source);
    return source;
  };

  return {
    url,
    maxWindowSeconds: windows,
    get lastRateLimit() {
      return lastRateLimit;
    },
    history,
    async config(call = {}) {
      return readConfig(await getJson("config", configRequest(sourceOf(call.source)), call.signal));
    },
    async resolveSymbol(params) {
      assertCandleSymbol(params.symbol);
      const request = symbolsRequest(sourceOf(params.source), { symbol: params.symbol });
      return readSymbolInfo(await getJson("symbols", request, params.signal));
    },
    async searchSymbols(params) {
      if (typeof params.query !== "string") {
        throw new ValidationError("query", `must be a string, got ${describeValue(params.query)}`);
      }
      if (params.limit !== undefined) assertWholeNumber(params.limit, "limit", 1);
      const request = searchRequest(sourceOf(params.source), {
        query: params.query,
        type: params.type,
        exchange: params.exchange,
        limit: params.limit,
      });
      return readSearchResults(await getJson("search", request, params.signal));
    },
    async serverTime(call = {}) {
      return readServerTime(await getJson("time", timeRequest(sourceOf(call.source)), call.signal));
    },
  };
}
