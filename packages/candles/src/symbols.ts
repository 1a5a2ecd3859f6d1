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

/**
 * Throws a ValidationError naming `field` unless `value` is a symbol the candle API serves.
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
 * Splits a candle symbol into its ticker and market type.
 *
 * @example
 * parseCandleSymbol("ETHUSD-Perp") // { ticker: "ETHUSD", type: "Perp" }
 */
export function parseCandleSymbol(symbol: string, field = "symbol"): CandleSymbolParts {
  assertCandleSymbol(symbol, field);
  const at = symbol.lastIndexOf(symbolSeparator);
  return { ticker: symbol.slice(0, at), type: symbol.slice(at + 1) as SymbolType };
}
