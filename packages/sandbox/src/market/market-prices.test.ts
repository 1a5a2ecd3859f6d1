import { describe, expect, it } from "vitest";
import { createClock } from "../engine/index.js";
import { startSandbox } from "../sandbox.js";
import { MarketPriceWarning } from "../start/markets.js";

// `startSandbox({ market: {} })`, as the root README shows it, must give a market that quotes:
// the makers need a price to quote around, which the library now starts the oracle from, as the
// CLI does. A market that still has none says so when the sandbox starts.

describe("a simulated market's prices", () => {
  it("quotes every default market with nothing but market: {}", async () => {
    const errors: unknown[] = [];
    const sandbox = await startSandbox({
      market: {},
      clock: createClock({ frozen: true, start: Date.UTC(2026, 0, 1) }),
      onError: (error) => errors.push(error),
    });
    try {
      sandbox.clock.advance(1_000);
      const markets = sandbox.market?.stats().markets ?? [];
      expect(markets.map((m) => [m.symbol, m.quoting])).toEqual([
        ["BTCUSD", true],
        ["ETHUSD", true],
        ["SOLUSD", true],
      ]);
      const book = (await (
        await fetch(`${sandbox.baseUrl}/sandbox/book?symbol=BTCUSD`)
      ).json()) as {
        bids: unknown[];
        asks: unknown[];
      };
      expect(book.bids.length).toBeGreaterThan(0);
      expect(book.asks.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it("says at start which market cannot quote, and why, when it has no price", async () => {
    const errors: Error[] = [];
    const sandbox = await startSandbox({
      market: {},
      oracle: false,
      onError: (error) => errors.push(error as Error),
    });
    try {
      expect(errors.map((e) => e.message)).toEqual(
        ["BTCUSD", "ETHUSD", "SOLUSD"].map((symbol) =>
          expect.stringContaining(`cannot quote ${symbol} until it has a price`),
        ),
      );
      expect(errors[0]?.message).toContain("oracle.prices");
      expect(errors[0]).toBeInstanceOf(MarketPriceWarning);
    } finally {
      await sandbox.close();
    }
  });
});
