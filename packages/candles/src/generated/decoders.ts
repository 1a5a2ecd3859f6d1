// Generated from spec/candles/openapi.yaml (sha256 9ceef66258242f686dee263c9b9518da77eb7d62559f4038aebe50dd910b4d53). Do not edit; run pnpm generate.

import { DecodeError, describeValue } from "@perpkit/core";
import type { Config, ConfigExchange, ConfigSymbolType, ErrorStatus, HistoryBars, HistoryNoData, RateLimitBody, SearchResult, SymbolInfo } from "./requests.js";
function fail(path: string, expected: string, value: unknown): never {
  throw new DecodeError(path, `must be ${expected}, got ${describeValue(value)}`);
}

/** A dotted path one level down: `data.3.price`. */
function at(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  return value as Record<string, unknown>;
}

/** An optional property: `null` counts as absent and is removed. */
function optional(object: Record<string, unknown>, key: string): unknown {
  const value = object[key];
  if (value === null) {
    delete object[key];
    return undefined;
  }
  return value;
}

/**
 * Checks that a parsed value fits the Config schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeConfig(JSON.parse(text))
 */
export function decodeConfig(value: unknown, path = ""): Config {
  const o = record(value, path);
  const v0: unknown = o["supported_resolutions"];
  if (!Array.isArray(v0)) fail(at(path, "supported_resolutions"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    if (!(typeof x2 === "string")) fail(at(at(path, "supported_resolutions"), i1), "a string", x2);
  }
  const v3: unknown = o["supports_group_request"];
  if (!(typeof v3 === "boolean")) fail(at(path, "supports_group_request"), "a boolean", v3);
  const v4: unknown = o["supports_marks"];
  if (!(typeof v4 === "boolean")) fail(at(path, "supports_marks"), "a boolean", v4);
  const v5: unknown = o["supports_search"];
  if (!(typeof v5 === "boolean")) fail(at(path, "supports_search"), "a boolean", v5);
  const v6: unknown = o["supports_timescale_marks"];
  if (!(typeof v6 === "boolean")) fail(at(path, "supports_timescale_marks"), "a boolean", v6);
  const v7 = optional(o, "supports_time");
  if (v7 !== undefined) {
    if (!(typeof v7 === "boolean")) fail(at(path, "supports_time"), "a boolean", v7);
  }
  const v8 = optional(o, "exchanges");
  if (v8 !== undefined) {
    if (!Array.isArray(v8)) fail(at(path, "exchanges"), "an array", v8);
    for (let i9 = 0; i9 < v8.length; i9++) {
      const x10: unknown = v8[i9];
      decodeConfigExchange(x10, at(at(path, "exchanges"), i9));
    }
  }
  const v11 = optional(o, "symbols_types");
  if (v11 !== undefined) {
    if (!Array.isArray(v11)) fail(at(path, "symbols_types"), "an array", v11);
    for (let i12 = 0; i12 < v11.length; i12++) {
      const x13: unknown = v11[i12];
      decodeConfigSymbolType(x13, at(at(path, "symbols_types"), i12));
    }
  }
  return value as Config;
}

/**
 * Checks that a parsed value fits the ConfigExchange schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeConfigExchange(JSON.parse(text))
 */
export function decodeConfigExchange(value: unknown, path = ""): ConfigExchange {
  const o = record(value, path);
  const v0: unknown = o["value"];
  if (!(typeof v0 === "string")) fail(at(path, "value"), "a string", v0);
  const v1: unknown = o["name"];
  if (!(typeof v1 === "string")) fail(at(path, "name"), "a string", v1);
  const v2: unknown = o["desc"];
  if (!(typeof v2 === "string")) fail(at(path, "desc"), "a string", v2);
  return value as ConfigExchange;
}

/**
 * Checks that a parsed value fits the ConfigSymbolType schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeConfigSymbolType(JSON.parse(text))
 */
export function decodeConfigSymbolType(value: unknown, path = ""): ConfigSymbolType {
  const o = record(value, path);
  const v0: unknown = o["name"];
  if (!(typeof v0 === "string")) fail(at(path, "name"), "a string", v0);
  const v1: unknown = o["value"];
  if (!(typeof v1 === "string")) fail(at(path, "value"), "a string", v1);
  return value as ConfigSymbolType;
}

/**
 * Checks that a parsed value fits the ErrorStatus schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeErrorStatus(JSON.parse(text))
 */
export function decodeErrorStatus(value: unknown, path = ""): ErrorStatus {
  const o = record(value, path);
  const v0: unknown = o["s"];
  if (v0 !== "error") fail(at(path, "s"), "\"error\"", v0);
  const v1 = optional(o, "errmsg");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "errmsg"), "a string", v1);
  }
  return value as ErrorStatus;
}

/**
 * Checks that a parsed value fits the HistoryBars schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeHistoryBars(JSON.parse(text))
 */
export function decodeHistoryBars(value: unknown, path = ""): HistoryBars {
  const o = record(value, path);
  const v0: unknown = o["s"];
  if (v0 !== "ok") fail(at(path, "s"), "\"ok\"", v0);
  const v1: unknown = o["t"];
  if (!Array.isArray(v1)) fail(at(path, "t"), "an array", v1);
  for (let i2 = 0; i2 < v1.length; i2++) {
    const x3: unknown = v1[i2];
    if (!(Number.isInteger(x3))) fail(at(at(path, "t"), i2), "an integer", x3);
  }
  const v4: unknown = o["o"];
  if (!Array.isArray(v4)) fail(at(path, "o"), "an array", v4);
  for (let i5 = 0; i5 < v4.length; i5++) {
    const x6: unknown = v4[i5];
    if (!((typeof x6 === "number" && Number.isFinite(x6)))) fail(at(at(path, "o"), i5), "a number", x6);
  }
  const v7: unknown = o["h"];
  if (!Array.isArray(v7)) fail(at(path, "h"), "an array", v7);
  for (let i8 = 0; i8 < v7.length; i8++) {
    const x9: unknown = v7[i8];
    if (!((typeof x9 === "number" && Number.isFinite(x9)))) fail(at(at(path, "h"), i8), "a number", x9);
  }
  const v10: unknown = o["l"];
  if (!Array.isArray(v10)) fail(at(path, "l"), "an array", v10);
  for (let i11 = 0; i11 < v10.length; i11++) {
    const x12: unknown = v10[i11];
    if (!((typeof x12 === "number" && Number.isFinite(x12)))) fail(at(at(path, "l"), i11), "a number", x12);
  }
  const v13: unknown = o["c"];
  if (!Array.isArray(v13)) fail(at(path, "c"), "an array", v13);
  for (let i14 = 0; i14 < v13.length; i14++) {
    const x15: unknown = v13[i14];
    if (!((typeof x15 === "number" && Number.isFinite(x15)))) fail(at(at(path, "c"), i14), "a number", x15);
  }
  const v16: unknown = o["v"];
  if (!Array.isArray(v16)) fail(at(path, "v"), "an array", v16);
  for (let i17 = 0; i17 < v16.length; i17++) {
    const x18: unknown = v16[i17];
    if (!((typeof x18 === "number" && Number.isFinite(x18)))) fail(at(at(path, "v"), i17), "a number", x18);
  }
  return value as HistoryBars;
}

/**
 * Checks that a parsed value fits the HistoryNoData schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeHistoryNoData(JSON.parse(text))
 */
export function decodeHistoryNoData(value: unknown, path = ""): HistoryNoData {
  const o = record(value, path);
  const v0: unknown = o["s"];
  if (v0 !== "no_data") fail(at(path, "s"), "\"no_data\"", v0);
  const v1 = optional(o, "nextTime");
  if (v1 !== undefined) {
    if (!(Number.isInteger(v1))) fail(at(path, "nextTime"), "an integer", v1);
  }
  return value as HistoryNoData;
}

/**
 * Checks that a parsed value fits the RateLimitBody schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeRateLimitBody(JSON.parse(text))
 */
export function decodeRateLimitBody(value: unknown, path = ""): RateLimitBody {
  const o = record(value, path);
  const v0 = optional(o, "statusCode");
  if (v0 !== undefined) {
    if (!(Number.isInteger(v0))) fail(at(path, "statusCode"), "an integer", v0);
  }
  const v1 = optional(o, "error");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "error"), "a string", v1);
  }
  const v2 = optional(o, "message");
  if (v2 !== undefined) {
    const matches3 = (): boolean => {
      try { checkRateLimitBodyMessage0(v2, at(path, "message")); return true; } catch { /* the next shape */ }
      try { checkRateLimitBodyMessage1(v2, at(path, "message")); return true; } catch { /* the next shape */ }
      return false;
    };
    if (!matches3()) fail(at(path, "message"), "a string or an array", v2);
  }
  const v4 = optional(o, "type");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "type"), "a string", v4);
  }
  return value as RateLimitBody;
}

/**
 * Checks that a parsed value fits the SearchResult schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSearchResult(JSON.parse(text))
 */
export function decodeSearchResult(value: unknown, path = ""): SearchResult {
  const o = record(value, path);
  const v0: unknown = o["symbol"];
  if (!(typeof v0 === "string")) fail(at(path, "symbol"), "a string", v0);
  const v1: unknown = o["full_name"];
  if (!(typeof v1 === "string")) fail(at(path, "full_name"), "a string", v1);
  const v2: unknown = o["description"];
  if (!(typeof v2 === "string")) fail(at(path, "description"), "a string", v2);
  const v3: unknown = o["exchange"];
  if (!(typeof v3 === "string")) fail(at(path, "exchange"), "a string", v3);
  const v4 = optional(o, "ticker");
  if (v4 !== undefined) {
    if (!(typeof v4 === "string")) fail(at(path, "ticker"), "a string", v4);
  }
  const v5: unknown = o["type"];
  if (!(typeof v5 === "string")) fail(at(path, "type"), "a string", v5);
  return value as SearchResult;
}

/**
 * Checks that a parsed value fits the SymbolInfo schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a `null` optional property is removed.
 *
 * @throws DecodeError naming the path of the first property that does not fit.
 * @example
 * const value = decodeSymbolInfo(JSON.parse(text))
 */
export function decodeSymbolInfo(value: unknown, path = ""): SymbolInfo {
  const o = record(value, path);
  const v0: unknown = o["name"];
  if (!(typeof v0 === "string")) fail(at(path, "name"), "a string", v0);
  const v1 = optional(o, "ticker");
  if (v1 !== undefined) {
    if (!(typeof v1 === "string")) fail(at(path, "ticker"), "a string", v1);
  }
  const v2 = optional(o, "full_name");
  if (v2 !== undefined) {
    if (!(typeof v2 === "string")) fail(at(path, "full_name"), "a string", v2);
  }
  const v3: unknown = o["description"];
  if (!(typeof v3 === "string")) fail(at(path, "description"), "a string", v3);
  const v4: unknown = o["type"];
  if (!(typeof v4 === "string")) fail(at(path, "type"), "a string", v4);
  const v5: unknown = o["session"];
  if (!(typeof v5 === "string")) fail(at(path, "session"), "a string", v5);
  const v6: unknown = o["exchange"];
  if (!(typeof v6 === "string")) fail(at(path, "exchange"), "a string", v6);
  const v7: unknown = o["listed_exchange"];
  if (!(typeof v7 === "string")) fail(at(path, "listed_exchange"), "a string", v7);
  const v8: unknown = o["timezone"];
  if (!(typeof v8 === "string")) fail(at(path, "timezone"), "a string", v8);
  const v9: unknown = o["minmov"];
  if (!(Number.isInteger(v9))) fail(at(path, "minmov"), "an integer", v9);
  const v10: unknown = o["pricescale"];
  if (!(Number.isInteger(v10))) fail(at(path, "pricescale"), "an integer", v10);
  const v11: unknown = o["has_intraday"];
  if (!(typeof v11 === "boolean")) fail(at(path, "has_intraday"), "a boolean", v11);
  const v12 = optional(o, "has_daily");
  if (v12 !== undefined) {
    if (!(typeof v12 === "boolean")) fail(at(path, "has_daily"), "a boolean", v12);
  }
  const v13 = optional(o, "has_weekly_and_monthly");
  if (v13 !== undefined) {
    if (!(typeof v13 === "boolean")) fail(at(path, "has_weekly_and_monthly"), "a boolean", v13);
  }
  const v14: unknown = o["supported_resolutions"];
  if (!Array.isArray(v14)) fail(at(path, "supported_resolutions"), "an array", v14);
  for (let i15 = 0; i15 < v14.length; i15++) {
    const x16: unknown = v14[i15];
    if (!(typeof x16 === "string")) fail(at(at(path, "supported_resolutions"), i15), "a string", x16);
  }
  const v17 = optional(o, "intraday_multipliers");
  if (v17 !== undefined) {
    if (!Array.isArray(v17)) fail(at(path, "intraday_multipliers"), "an array", v17);
    for (let i18 = 0; i18 < v17.length; i18++) {
      const x19: unknown = v17[i18];
      if (!(typeof x19 === "string")) fail(at(at(path, "intraday_multipliers"), i18), "a string", x19);
    }
  }
  const v20 = optional(o, "volume_precision");
  if (v20 !== undefined) {
    if (!(Number.isInteger(v20))) fail(at(path, "volume_precision"), "an integer", v20);
  }
  const v21 = optional(o, "data_status");
  if (v21 !== undefined) {
    if (!(typeof v21 === "string")) fail(at(path, "data_status"), "a string", v21);
  }
  const v22 = optional(o, "currency_code");
  if (v22 !== undefined) {
    if (!(typeof v22 === "string")) fail(at(path, "currency_code"), "a string", v22);
  }
  const v23 = optional(o, "format");
  if (v23 !== undefined) {
    if (!(typeof v23 === "string")) fail(at(path, "format"), "a string", v23);
  }
  return value as SymbolInfo;
}

function checkRateLimitBodyMessage0(value: unknown, path: string): void {
  const o = record(value, path);
}

function checkRateLimitBodyMessage1(value: unknown, path: string): void {
  const o = record(value, path);
}
