import { describe, expect, it } from "vitest";
import { equityRatios, minuteEquity, ratioOf } from "../../src/report/ratios.js";

// The report's ratios on curves small enough to work out by hand (with exact fractions, apart
// from this code): the Sharpe and Sortino ratios of one-minute returns, annualised by the root
// of 525,600, and where there are none.

const usd = (n: number): bigint => BigInt(n) * 1_000_000_000n;

describe("the equity's ratios", () => {
  it("are the mean return over its deviations, annualised", () => {
    // Returns 1/100, -1/101, 1/50: mean 0.0066996700, sample deviation 0.0149888...; the
    // downside deviation is the root of (1/101)^2 / 3.
    expect(equityRatios([usd(100), usd(101), usd(100), usd(102)])).toEqual({
      sharpe: "319.102924",
      sortino: "849.695051",
      returns: 3,
    });
  });

  it("leave out a Sortino ratio with no losing minute, and both with no deviation or too few", () => {
    expect(equityRatios([usd(100), usd(101), usd(102)])).toEqual({
      sharpe: "103040.685169",
      sortino: null,
      returns: 2,
    });
    expect(equityRatios([usd(100), usd(100), usd(100)])).toEqual({
      sharpe: null,
      sortino: null,
      returns: 2,
    });
    expect(equityRatios([usd(100), usd(90)])).toEqual({ sharpe: null, sortino: null, returns: 1 });
    expect(equityRatios([])).toEqual({ sharpe: null, sortino: null, returns: 0 });
    // No return on an equity of nothing.
    expect(equityRatios([usd(100), 0n, usd(5)])).toEqual({
      sharpe: null,
      sortino: null,
      returns: 2,
    });
  });

  it("are of the equity at each whole minute: the last sample at or before it", () => {
    const samples = [0, 20_000, 61_000, 119_000, 125_000, 170_000].map((time, i) => ({
      time,
      equity: usd(100 + i),
    }));
    // Minutes 0, 1 (the sample at 20 s) and 2 (119 s); the partial minute after 120 s is left out.
    expect(minuteEquity(samples, 0)).toEqual([usd(100), usd(101), usd(103)]);
    expect(minuteEquity([], 0)).toEqual([]);
  });
});

describe("a plain ratio", () => {
  it("is the part over the whole to 9 places, or null over nothing", () => {
    expect(ratioOf(462n, 1312n)).toBe("0.352134146");
    expect(ratioOf(usd(399), usd(100_000))).toBe("0.00399");
    expect(ratioOf(3n, 0n)).toBeNull();
  });
});
