import { describeValue, ValidationError } from "@perpkit/core";
import {
  type SymbolType,
  symbolPattern,
  symbolSeparator,
  symbolTypes,
  tickerPattern,
} from "./generated/constants.js";

/**
 * A symbol taken apart: `BTCUSD-Perp` is ticker `BTCUSD` and type `Perp`.
 *
 * @example
 * const { ticker }: CandleSymbolParts = parseCandleSymbol("BTCUSD-Perp")
 */
export interface CandleSymbolParts {
  readonly ticker: string;
  readonly type: SymbolType;
}

/** The forms a symbol may take, for error messages: `BTCUSD` or `<TICKER>-Perp`. */
function forms(): string {
  return [
    "a symbol such as BTCUSD",
    ...symbolTypes.map((t) => `<TICKER>${symbolSeparator}${t}`),
  ].join(" or ");
}

/**
 * Throws a ValidationError naming `field` unless `value` is a symbol in the candle API's own
 * form, `<TICKER>-Perp`. The client's calls take a product's symbol (`BTCUSD`) as well; see
 * {@link toCandleSymbol}.
 *
 * @example
 * assertCandleSymbol("BTCUSD-Perp") // passes
 * assertCandleSymbol("BTCUSD") // ValidationError: symbol must have the form <TICKER>-Perp
 */
export function assertCandleSymbol(value: unknown, field = "symbol"): asserts value is string {
  if (typeof value !== "string" || !symbolPattern.test(value)) {
    const form = symbolTypes.map((t) => `<TICKER>${symbolSeparator}${t}`).join(" or ");
    throw new ValidationError(field, `must have the form ${form}, got ${describeValue(value)}`);
  }
}

/**
 * The candle symbol of a market ticker.
 *
 * @example
 * candleSymbol("BTCUSD") // "BTCUSD-Perp"
 */
export function candleSymbol(ticker: string, type: SymbolType = symbolTypes[0]): string {
  if (!tickerPattern.test(ticker)) {
    throw new ValidationError(
      "ticker",
      `must match ${tickerPattern.source}, got ${describeValue(ticker)}`,
    );
  }
  const symbol = `${ticker}${symbolSeparator}${type}`;
  assertCandleSymbol(symbol, "type");
  return symbol;
}

/**
 * Splits a symbol into its ticker and market type. A product's symbol (`BTCUSD`, as the REST and
 * stream packages name it) is the ticker of the first market type, `Perp`.
 *
 * @example
 * parseCandleSymbol("ETHUSD-Perp") // { ticker: "ETHUSD", type: "Perp" }
 * parseCandleSymbol("ETHUSD") // { ticker: "ETHUSD", type: "Perp" }
 */
export function parseCandleSymbol(symbol: string, field = "symbol"): CandleSymbolParts {
  if (typeof symbol === "string" && tickerPattern.test(symbol)) {
    return { ticker: symbol, type: symbolTypes[0] };
  }
  if (typeof symbol !== "string" || !symbolPattern.test(symbol)) {
    throw new ValidationError(field, `must be ${forms()}, got ${describeValue(symbol)}`);
  }
  const at = symbol.lastIndexOf(symbolSeparator);
  return { ticker: symbol.slice(0, at), type: symbol.slice(at + 1) as SymbolType };
}

/**
 * The candle API's symbol (`BTCUSD-Perp`) of a product named by its symbol (`BTCUSD`, the name
 * the REST and stream packages and the command line use) or already in the candle API's form.
 * Throws a ValidationError naming `field` for anything else.
 *
 * @example
 * toCandleSymbol("BTCUSD") // "BTCUSD-Perp"
 * toCandleSymbol("BTCUSD-Perp") // "BTCUSD-Perp"
 */
export function toCandleSymbol(value: unknown, field = "symbol"): string {
  const { ticker, type } = parseCandleSymbol(value as string, field);
  return `${ticker}${symbolSeparator}${type}`;
}
