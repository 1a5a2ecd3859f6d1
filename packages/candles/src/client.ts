import {
  createHttpTransport,
  describeValue,
  type HttpTransport,
  type RateLimitInfo,
  resolveNetwork,
  ValidationError,
} from "@perpkit/core";
import type { CandlesClient, CandlesClientOptions } from "./client-types.js";
import { CandlesError } from "./errors.js";
import {
  type PriceSource,
  type Resolution,
  maxWindowSeconds as specWindows,
} from "./generated/constants.js";
import {
  type CandlesRequest,
  configRequest,
  searchRequest,
  symbolsRequest,
  timeRequest,
} from "./generated/requests.js";
import { createHistoryReader } from "./history/history.js";
import {
  errorStatusOf,
  readConfig,
  readSearchResults,
  readServerTime,
  readSymbolInfo,
} from "./records.js";
import { toCandleSymbol } from "./symbols.js";
import { assertPriceSource, assertResolution, assertWholeNumber } from "./validate.js";

export type {
  CandlesCallOptions,
  CandlesClient,
  CandlesClientOptions,
  ResolveSymbolParameters,
  SearchSymbolsParameters,
} from "./client-types.js";
export type { CandleHistory, HistoryParameters } from "./history/history-types.js";

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

function sourceOf(value: PriceSource | undefined): PriceSource {
  const source = value ?? "last";
  assertPriceSource(source);
  return source;
}

/**
 * Creates a client of the candle API for one network or URL. Products are named by their symbol
 * (`BTCUSD`; the API's `BTCUSD-Perp` is accepted too), bar sizes as `1m`, `1h`, `1D` or the API's
 * own `1`, `60`, `1D`, and ranges are `[from, to)`. History ranges longer than a resolution's
 * window are split into several requests and merged; OHLCV values stay decimal strings.
 *
 * @example
 * const candles = createCandlesClient({ network: "mainnet" })
 * const { bars } = await candles.history({
 *   symbol: "BTCUSD", resolution: "1h", source: "last",
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

  return {
    url,
    maxWindowSeconds: windows,
    get lastRateLimit() {
      return lastRateLimit;
    },
    history: createHistoryReader({ transport, windows, concurrency, maxRequests }),
    async config(call = {}) {
      return readConfig(await getJson("config", configRequest(sourceOf(call.source)), call.signal));
    },
    async resolveSymbol(params) {
      const symbol = toCandleSymbol(params.symbol);
      const request = symbolsRequest(sourceOf(params.source), { symbol });
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
