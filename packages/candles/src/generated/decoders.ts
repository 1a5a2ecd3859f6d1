// Generated from spec/candles/openapi.yaml (content sha256 1a9cb110efc0adb2294635fec5039d77c09cf9fb377ad285406a0e038c7a2c35). Do not edit; run pnpm generate.

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

function str(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}

function int(value: unknown, path: string, key: string | number): void {
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}

function bool(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}

/** Checks an optional property with one of the helpers above; `null` counts as absent. */
function maybe(
  check: (value: unknown, path: string, key: string) => void,
  object: Record<string, unknown>,
  path: string,
  key: string,
): void {
  const value = optional(object, key);
  if (value !== undefined) check(value, path, key);
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
  bool(o["supports_group_request"], path, "supports_group_request");
  bool(o["supports_marks"], path, "supports_marks");
  bool(o["supports_search"], path, "supports_search");
  bool(o["supports_timescale_marks"], path, "supports_timescale_marks");
  maybe(bool, o, path, "supports_time");
  const v3 = optional(o, "exchanges");
  if (v3 !== undefined) {
    if (!Array.isArray(v3)) fail(at(path, "exchanges"), "an array", v3);
    for (let i4 = 0; i4 < v3.length; i4++) {
      const x5: unknown = v3[i4];
      decodeConfigExchange(x5, at(at(path, "exchanges"), i4));
    }
  }
  const v6 = optional(o, "symbols_types");
  if (v6 !== undefined) {
    if (!Array.isArray(v6)) fail(at(path, "symbols_types"), "an array", v6);
    for (let i7 = 0; i7 < v6.length; i7++) {
      const x8: unknown = v6[i7];
      decodeConfigSymbolType(x8, at(at(path, "symbols_types"), i7));
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
  str(o["value"], path, "value");
  str(o["name"], path, "name");
  str(o["desc"], path, "desc");
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
  str(o["name"], path, "name");
  str(o["value"], path, "value");
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
  maybe(str, o, path, "errmsg");
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
  maybe(int, o, path, "nextTime");
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
  maybe(int, o, path, "statusCode");
  maybe(str, o, path, "error");
  const v0 = optional(o, "message");
  if (v0 !== undefined) {
    const matches1 = (): boolean => {
      try { checkRateLimitBodyMessage0(v0, at(path, "message")); return true; } catch { /* the next shape */ }
      try { checkRateLimitBodyMessage1(v0, at(path, "message")); return true; } catch { /* the next shape */ }
      return false;
    };
    if (!matches1()) fail(at(path, "message"), "a string or an array", v0);
  }
  maybe(str, o, path, "type");
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
  str(o["symbol"], path, "symbol");
  str(o["full_name"], path, "full_name");
  str(o["description"], path, "description");
  str(o["exchange"], path, "exchange");
  maybe(str, o, path, "ticker");
  str(o["type"], path, "type");
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
  str(o["name"], path, "name");
  maybe(str, o, path, "ticker");
  maybe(str, o, path, "full_name");
  str(o["description"], path, "description");
  str(o["type"], path, "type");
  str(o["session"], path, "session");
  str(o["exchange"], path, "exchange");
  str(o["listed_exchange"], path, "listed_exchange");
  str(o["timezone"], path, "timezone");
  int(o["minmov"], path, "minmov");
  int(o["pricescale"], path, "pricescale");
  bool(o["has_intraday"], path, "has_intraday");
  maybe(bool, o, path, "has_daily");
  maybe(bool, o, path, "has_weekly_and_monthly");
  const v0: unknown = o["supported_resolutions"];
  if (!Array.isArray(v0)) fail(at(path, "supported_resolutions"), "an array", v0);
  for (let i1 = 0; i1 < v0.length; i1++) {
    const x2: unknown = v0[i1];
    if (!(typeof x2 === "string")) fail(at(at(path, "supported_resolutions"), i1), "a string", x2);
  }
  const v3 = optional(o, "intraday_multipliers");
  if (v3 !== undefined) {
    if (!Array.isArray(v3)) fail(at(path, "intraday_multipliers"), "an array", v3);
    for (let i4 = 0; i4 < v3.length; i4++) {
      const x5: unknown = v3[i4];
      if (!(typeof x5 === "string")) fail(at(at(path, "intraday_multipliers"), i4), "a string", x5);
    }
  }
  maybe(int, o, path, "volume_precision");
  maybe(str, o, path, "data_status");
  maybe(str, o, path, "currency_code");
  maybe(str, o, path, "format");
  return value as SymbolInfo;
}

function checkRateLimitBodyMessage0(value: unknown, path: string): void {
  const o = record(value, path);
}

function checkRateLimitBodyMessage1(value: unknown, path: string): void {
  const o = record(value, path);
}
