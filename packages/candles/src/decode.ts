import { DecodeError, describeValue } from "@perpkit/core";
import type {
  Config,
  ConfigExchange,
  ConfigSymbolType,
  ErrorStatus,
  SearchResult,
  SymbolInfo,
} from "./generated/requests.js";

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

type Kind = "string" | "boolean" | "integer" | "strings";
type KindValue<K extends Kind> = K extends "string"
  ? string
  : K extends "boolean"
    ? boolean
    : K extends "integer"
      ? number
      : readonly string[];

function matches(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "strings":
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    default:
      return typeof value === kind;
  }
}

/** Reads one field of a wire object; the key is checked against the spec's generated type. */
function required<T, K extends Kind>(
  body: unknown,
  key: keyof T & string,
  kind: K,
  path: string,
): KindValue<K> {
  const value = (body as Record<string, unknown>)[key];
  if (!matches(value, kind)) {
    throw new DecodeError(
      `${path}${key}`,
      `is ${describeValue(value)}, not ${kind === "strings" ? "a list of strings" : `a ${kind}`}`,
    );
  }
  return value as KindValue<K>;
}

function optional<T, K extends Kind>(
  body: unknown,
  key: keyof T & string,
  kind: K,
  path: string,
): KindValue<K> | undefined {
  const value = (body as Record<string, unknown>)[key];
  return value === undefined || value === null ? undefined : required<T, K>(body, key, kind, path);
}

function object(body: unknown, path: string): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new DecodeError(path.replace(/\.$/, ""), `is ${describeValue(body)}, not an object`);
  }
  return body as Record<string, unknown>;
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
  const key: keyof ErrorStatus = "s";
  if ((body as Record<string, unknown>)[key] !== status) return null;
  return optional<ErrorStatus, "string">(body, "errmsg", "string", "");
}

/**
 * Decodes the answer of GET {prefix}/config.
 *
 * @example
 * decodeConfig(body).supportedResolutions // ["1", "5", "60", "1D"]
 */
export function decodeConfig(body: unknown): CandlesConfig {
  object(body, "");
  const rawExchanges = (body as Record<string, unknown>)["exchanges" satisfies keyof Config];
  const rawTypes = (body as Record<string, unknown>)["symbols_types" satisfies keyof Config];
  return {
    supportedResolutions: required<Config, "strings">(body, "supported_resolutions", "strings", ""),
    supportsSearch: required<Config, "boolean">(body, "supports_search", "boolean", ""),
    supportsGroupRequest: required<Config, "boolean">(
      body,
      "supports_group_request",
      "boolean",
      "",
    ),
    supportsMarks: required<Config, "boolean">(body, "supports_marks", "boolean", ""),
    supportsTimescaleMarks: required<Config, "boolean">(
      body,
      "supports_timescale_marks",
      "boolean",
      "",
    ),
    supportsTime: optional<Config, "boolean">(body, "supports_time", "boolean", ""),
    exchanges: list(rawExchanges, "exchanges", (item, path) => ({
      value: required<ConfigExchange, "string">(object(item, path), "value", "string", path),
      name: required<ConfigExchange, "string">(item, "name", "string", path),
      description: required<ConfigExchange, "string">(item, "desc", "string", path),
    })),
    symbolTypes: list(rawTypes, "symbols_types", (item, path) => ({
      name: required<ConfigSymbolType, "string">(object(item, path), "name", "string", path),
      value: required<ConfigSymbolType, "string">(item, "value", "string", path),
    })),
  };
}

function list<T>(value: unknown, path: string, each: (item: unknown, path: string) => T): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new DecodeError(path, `is ${describeValue(value)}, not a list`);
  return value.map((item, i) => each(item, path ? `${path}.${i}.` : `${i}.`));
}

/**
 * Decodes the answer of GET {prefix}/symbols.
 *
 * @example
 * decodeSymbolInfo(body).pricescale // 100
 */
export function decodeSymbolInfo(body: unknown): CandleSymbolInfo {
  object(body, "");
  const r = <K extends Kind>(key: keyof SymbolInfo & string, kind: K) =>
    required<SymbolInfo, K>(body, key, kind, "");
  const o = <K extends Kind>(key: keyof SymbolInfo & string, kind: K) =>
    optional<SymbolInfo, K>(body, key, kind, "");
  return {
    name: r("name", "string"),
    ticker: o("ticker", "string"),
    fullName: o("full_name", "string"),
    description: r("description", "string"),
    type: r("type", "string"),
    session: r("session", "string"),
    exchange: r("exchange", "string"),
    listedExchange: r("listed_exchange", "string"),
    timezone: r("timezone", "string"),
    minmov: r("minmov", "integer"),
    pricescale: r("pricescale", "integer"),
    hasIntraday: r("has_intraday", "boolean"),
    hasDaily: o("has_daily", "boolean"),
    hasWeeklyAndMonthly: o("has_weekly_and_monthly", "boolean"),
    supportedResolutions: r("supported_resolutions", "strings"),
    intradayMultipliers: o("intraday_multipliers", "strings"),
    volumePrecision: o("volume_precision", "integer"),
    dataStatus: o("data_status", "string"),
    currencyCode: o("currency_code", "string"),
    format: o("format", "string"),
  };
}

/**
 * Decodes the answer of GET {prefix}/search.
 *
 * @example
 * decodeSearchResults(body).map((r) => r.symbol) // ["BTCUSD-Perp"]
 */
export function decodeSearchResults(body: unknown): CandleSearchResult[] {
  return list(body ?? [], "", (item, path) => {
    object(item, path);
    const r = (key: keyof SearchResult & string) =>
      required<SearchResult, "string">(item, key, "string", path);
    return {
      symbol: r("symbol"),
      fullName: r("full_name"),
      description: r("description"),
      exchange: r("exchange"),
      ticker: optional<SearchResult, "string">(item, "ticker", "string", path),
      type: r("type"),
    };
  });
}

/**
 * Decodes the answer of GET {prefix}/time (Unix seconds) into milliseconds.
 *
 * @example
 * decodeServerTime(1767225600) // 1767225600000
 */
export function decodeServerTime(body: unknown): number {
  const seconds = typeof body === "string" ? Number(body.trim()) : body;
  if (typeof seconds !== "number" || !Number.isSafeInteger(seconds) || seconds < 0) {
    throw new DecodeError("", `is ${describeValue(body)}, not whole Unix seconds`);
  }
  return seconds * 1000;
}
