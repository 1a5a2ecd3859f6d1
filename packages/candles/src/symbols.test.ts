import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { assertCandleSymbol, candleSymbol, parseCandleSymbol, toCandleSymbol } from "./symbols.js";

describe("candle symbols", () => {
  test("a ticker becomes a Perp symbol and back", () => {
    expect(candleSymbol("BTCUSD")).toBe("BTCUSD-Perp");
    expect(parseCandleSymbol("1000PEPEUSD-Perp")).toEqual({ ticker: "1000PEPEUSD", type: "Perp" });
  });

  test.each(["BTCUSD", "BTC-USD-Perp", "btcusd-Perp", "BTCUSD-Spot", "BTCUSD-perp", "", 42])(
    "%s is refused",
    (value) => {
      expect(() => assertCandleSymbol(value)).toThrow(ValidationError);
    },
  );

  test("a malformed ticker names the ticker", () => {
    expect(() => candleSymbol("BTC-USD")).toThrow("ticker must match");
  });
});

describe("a product's symbol or the candle API's", () => {
  test("both name the same candle symbol", () => {
    expect(toCandleSymbol("BTCUSD")).toBe("BTCUSD-Perp");
    expect(toCandleSymbol("BTCUSD-Perp")).toBe("BTCUSD-Perp");
    expect(parseCandleSymbol("ETHUSD")).toEqual({ ticker: "ETHUSD", type: "Perp" });
  });

  test.each(["btcusd", "BTC-USD", "BTCUSD-Spot", "", 42])(
    "%s is refused, naming both forms",
    (value) => {
      expect(() => toCandleSymbol(value, "<symbol>")).toThrow(
        "<symbol> must be a symbol such as BTCUSD or <TICKER>-Perp",
      );
    },
  );
});
