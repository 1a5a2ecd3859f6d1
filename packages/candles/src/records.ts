import { DecodeError, describeValue } from "@perpkit/core";
import {
  decodeConfig,
  decodeErrorStatus,
  decodeSearchResult,
  decodeSymbolInfo,
} from "./generated/decoders.js";
import type { ErrorStatus } from "./generated/requests.js";

// The candle API's wire records are checked by the generated decoders (their shapes come from
// spec/candles/openapi.yaml); this module only gives them readable names.

/**
 * The candle API's data feed configuration, with readable names.
 *
 * @example
 * const { supportedResolutions } = await candles.config()
 */
export interface CandlesConfig {
  readonly supportedResolutions: readonly string[];
  readonly supportsSearch: boolean;
  readonly supportsGroupRequest: boolean;
  readonly supportsMarks: boolean;
  readonly supportsTimescaleMarks: boolean;
  /** Whether the service serves its time; `undefined` when it did not say. */
  readonly supportsTime: boolean | undefined;
  readonly exchanges: readonly {
    readonly value: string;
    readonly name: string;
    readonly description: string;
  }[];
  readonly symbolTypes: readonly { readonly name: string; readonly value: string }[];
}

/**
 * The metadata of one symbol, with readable names. The price increment is
 * `minmov / pricescale`; both are integers, not prices.
 *
 * @example
 * const info = await candles.resolveSymbol({ symbol: "BTCUSD-Perp" })
 * info.pricescale // 100
 */
export interface CandleSymbolInfo {
  /** The symbol, `<TICKER>-Perp`. */
  readonly name: string;
  readonly ticker: string | undefined;
  readonly fullName: string | undefined;
  readonly description: string;
  readonly type: string;
  readonly session: string;
  readonly exchange: string;
  readonly listedExchange: string;
  readonly timezone: string;
  readonly minmov: number;
  readonly pricescale: number;
  readonly hasIntraday: boolean;
  readonly hasDaily: boolean | undefined;
  readonly hasWeeklyAndMonthly: boolean | undefined;
  readonly supportedResolutions: readonly string[];
  readonly intradayMultipliers: readonly string[] | undefined;
  readonly volumePrecision: number | undefined;
  readonly dataStatus: string | undefined;
  readonly currencyCode: string | undefined;
  readonly format: string | undefined;
}

/**
 * One market found by a search.
 *
 * @example
 * const [first] = await candles.searchSymbols({ query: "BTC" })
 * first?.symbol // "BTCUSD-Perp"
 */
export interface CandleSearchResult {
  readonly symbol: string;
  readonly fullName: string;
  readonly description: string;
  readonly exchange: string;
  readonly ticker: string | undefined;
  readonly type: string;
}

/**
 * The `errmsg` of an answer whose status is `error`, or `null` when the answer is no error.
 *
 * @example
 * errorStatusOf({ s: "error", errmsg: "unknown_symbol" }) // "unknown_symbol"
 */
export function errorStatusOf(body: unknown): string | undefined | null {
  if (typeof body !== "object" || body === null) return null;
  const status: ErrorStatus["s"] = "error";
  if ((body as Partial<ErrorStatus>).s !== status) return null;
  return decodeErrorStatus(body).errmsg;
}

/**
 * Reads the answer of GET {prefix}/config, with readable names.
 *
 * @example
 * readConfig(body).supportedResolutions // ["1", "5", "60", "1D"]
 */
export function readConfig(body: unknown): CandlesConfig {
  const c = decodeConfig(body);
  return {
    supportedResolutions: c.supported_resolutions,
    supportsSearch: c.supports_search,
    supportsGroupRequest: c.supports_group_request,
    supportsMarks: c.supports_marks,
    supportsTimescaleMarks: c.supports_timescale_marks,
    supportsTime: c.supports_time,
    exchanges: (c.exchanges ?? []).map((e) => ({
      value: e.value,
      name: e.name,
      description: e.desc,
    })),
    symbolTypes: (c.symbols_types ?? []).map((t) => ({ name: t.name, value: t.value })),
  };
}

/**
 * Reads the answer of GET {prefix}/symbols, with readable names.
 *
 * @example
 * readSymbolInfo(body).pricescale // 100
 */
export function readSymbolInfo(body: unknown): CandleSymbolInfo {
  const s = decodeSymbolInfo(body);
  return {
    name: s.name,
    ticker: s.ticker,
    fullName: s.full_name,
    description: s.description,
    type: s.type,
    session: s.session,
    exchange: s.exchange,
    listedExchange: s.listed_exchange,
    timezone: s.timezone,
    minmov: s.minmov,
    pricescale: s.pricescale,
    hasIntraday: s.has_intraday,
    hasDaily: s.has_daily,
    hasWeeklyAndMonthly: s.has_weekly_and_monthly,
    supportedResolutions: s.supported_resolutions,
    intradayMultipliers: s.intraday_multipliers,
    volumePrecision: s.volume_precision,
    dataStatus: s.data_status,
    currencyCode: s.currency_code,
    format: s.format,
  };
}

/**
 * Reads the answer of GET {prefix}/search (no answer is no result), with readable names.
 *
 * @example
 * readSearchResults(body).map((r) => r.symbol) // ["BTCUSD-Perp"]
 */
export function readSearchResults(body: unknown): CandleSearchResult[] {
  if (body === null || body === undefined) return [];
  if (!Array.isArray(body))
    throw new DecodeError("", `must be an array, got ${describeValue(body)}`);
  return body.map((item, i) => {
    const r = decodeSearchResult(item, String(i));
    return {
      symbol: r.symbol,
      fullName: r.full_name,
      description: r.description,
      exchange: r.exchange,
      ticker: r.ticker,
      type: r.type,
    };
  });
}

/**
 * Reads the answer of GET {prefix}/time (Unix seconds, as a number or its text) into
 * milliseconds.
 *
 * @example
 * readServerTime(1767225600) // 1767225600000
 */
export function readServerTime(body: unknown): number {
  const seconds = typeof body === "string" ? Number(body.trim()) : body;
  if (typeof seconds !== "number" || !Number.isSafeInteger(seconds) || seconds < 0) {
    throw new DecodeError("", `must be whole Unix seconds, got ${describeValue(body)}`);
  }
  return seconds * 1000;
}
