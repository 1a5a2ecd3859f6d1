import { ValidationError } from "@perpkit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d, testExchange } from "../../test/engine/testing.js";
import { ExchangeError } from "./errors.js";
import type { SandboxEventOf } from "./events.js";
import { FUNDING_HISTORY_HOURS } from "./funding.js";
import { HOUR_MS } from "./funding-rates.js";
import { fundingShares } from "./funding-shares.js";
import type { Subaccount } from "./records.js";

// Funding, hour by hour on the engine's clock: who pays whom, how much, when, and that what one
// side pays the other receives.

/** The testing clock starts on the hour: the first funding time is an hour later. */
const START = Date.UTC(2026, 0, 1);

/**
 * Bob rests an ask of 3 BTCUSD at 60000; alice buys 2 of it and carol 1: alice long 2, carol
 * long 1, bob short 3. The oracle then marks BTCUSD at 60500.
 */
function market(options: Parameters<typeof testExchange>[0] = {}) {
  const test = testExchange(options);
  const [alice, bob, carol] = [test.fund(1), test.fund(2), test.fund(3)];
  test.place(bob, { side: 1, price: d("60000"), quantity: d("3") });
  test.place(alice, { side: 0, price: d("60000"), quantity: d("2") });
  test.place(carol, { side: 0, price: d("60000"), quantity: d("1") });
  test.exchange.setOraclePrice(test.btc.id, d("60500"));
  const balance = (s: Subaccount) => test.exchange.balance(s.id, test.exchange.collateral.id);
  const funding = () =>
    test.events.filter((e): e is SandboxEventOf<"funding"> => e.type === "funding");
  return { ...test, alice, bob, carol, balance, funding };
}

describe("funding", () => {
  it("makes longs pay shorts size times mark times rate at each hour, and moves the balances at once", () => {
    const { exchange, clock, btc, alice, bob, carol, balance, funding, events } = market({
      fundingRates: { BTCUSD: "0.0001" },
    });
    const before = [alice, bob, carol].map(balance);
    const updatesBefore = events.filter((e) => e.type === "positionUpdate").length;
    clock.advance(HOUR_MS - 1);
    expect(funding()).toEqual([]);
    clock.advance(1);
    // 2 * 60500 * 0.0001 = 12.1 and 1 * 60500 * 0.0001 = 6.05, paid to bob: 18.15.
    expect(funding().map((e) => [e.subaccountId, e.amount])).toEqual([
      [bob.id, d("18.15")],
      [alice.id, d("-12.1")],
      [carol.id, d("-6.05")],
    ]);
    expect(funding()[1]).toMatchObject({
      time: START + HOUR_MS,
      productId: btc.id,
      symbol: "BTCUSD",
      size: d("2"),
      price: d("60500"),
      rate: d("0.0001"),
      hours: 1,
    });
    expect([alice, bob, carol].map(balance)).toEqual([
      (before[0] as bigint) - d("12.1"),
      (before[1] as bigint) + d("18.15"),
      (before[2] as bigint) - d("6.05"),
    ]);
    expect(exchange.openPosition(alice.id, btc.id)?.funding).toBe(d("-12.1"));
    expect(exchange.openPosition(bob.id, btc.id)?.funding).toBe(d("18.15"));
    // Funding charges announce no position update (as the interface says).
    expect(events.filter((e) => e.type === "positionUpdate")).toHaveLength(updatesBefore);
    expect(exchange.marketFunding(btc.id)).toEqual({
      rate: d("0.0001"),
      projected: d("0.0001"),
      chargedAt: START + HOUR_MS,
      cumulative: d("6.05"),
    });
    expect(exchange.fundingHistory(btc.id)).toEqual([
      { time: START + HOUR_MS, rate: d("0.0001"), price: d("60500") },
    ]);
  });

  it("makes shorts pay longs when the rate is negative", () => {
    const { clock, alice, bob, carol, funding } = market({ fundingRates: "-0.00002" });
    clock.advance(HOUR_MS);
    // 3 * 60500 * 0.00002 = 3.63 from bob; 2.42 to alice, 1.21 to carol.
    expect(funding().map((e) => [e.subaccountId, e.amount])).toEqual([
      [bob.id, d("-3.63")],
      [alice.id, d("2.42")],
      [carol.id, d("1.21")],
    ]);
  });

  it("charges each funding time a jump of the clock passes, in order, at its own hour", () => {
    const { clock, bob, funding } = market({ fundingRates: { BTCUSD: "0.0001" } });
    clock.advance(3 * HOUR_MS + HOUR_MS / 2);
    const bobs = funding().filter((e) => e.subaccountId === bob.id);
    expect(bobs.map((e) => e.time)).toEqual([1, 2, 3].map((h) => START + h * HOUR_MS));
    expect(bobs.map((e) => e.amount)).toEqual([d("18.15"), d("18.15"), d("18.15")]);
  });

  it("charges a jump of more than 31 days in one charge for the hours before its last 31 days", () => {
    const { exchange, clock, btc, alice, bob, funding } = market({ fundingRates: "0.000001" });
    const hours = FUNDING_HISTORY_HOURS + 100;
    clock.advance(hours * HOUR_MS);
    const alices = funding().filter((e) => e.subaccountId === alice.id);
    expect(alices).toHaveLength(FUNDING_HISTORY_HOURS + 1);
    expect(alices[0]).toMatchObject({ hours: 100, time: START + 100 * HOUR_MS });
    // 2 * 60500 * 0.000001 = 0.121 an hour.
    expect(alices[0]?.amount).toBe(d("-12.1"));
    expect(alices.slice(1).every((e) => e.hours === 1 && e.amount === d("-0.121"))).toBe(true);
    expect(exchange.openPosition(alice.id, btc.id)?.funding).toBe(d("-0.121") * BigInt(hours));
    expect(exchange.openPosition(bob.id, btc.id)?.funding).toBe(d("0.1815") * BigInt(hours));
    const history = exchange.fundingHistory(btc.id);
    expect(history).toHaveLength(FUNDING_HISTORY_HOURS);
    expect(history.at(-1)?.time).toBe(START + hours * HOUR_MS);
  });

  it("conserves money: every balance together is unchanged by funding", () => {
    const { exchange, clock } = market({ fundingRates: "0.000123457" });
    const total = () =>
      [...exchange.subaccounts()].reduce(
        (sum, s) => sum + exchange.balance(s.id, exchange.collateral.id),
        0n,
      );
    const before = total();
    clock.advance(5 * HOUR_MS);
    expect(total()).toBe(before);
  });

  it("charges nothing at a rate of 0, and records the hour", () => {
    const { exchange, clock, btc, funding } = market();
    clock.advance(2 * HOUR_MS);
    expect(funding()).toEqual([]);
    expect(exchange.fundingHistory(btc.id).map((c) => c.rate)).toEqual([0n, 0n]);
  });

  it("liquidates a subaccount that funding takes below maintenance", () => {
    const test = testExchange({ fundingRates: { BTCUSD: "0.05" } });
    const maker = test.fund(1);
    const thin = test.fund(2, "400");
    test.place(maker, { side: 1, price: d("100"), quantity: d("30") });
    test.place(thin, { side: 0, price: d("100"), quantity: d("30") });
    test.exchange.setOraclePrice(test.btc.id, d("100"));
    expect(test.exchange.openPosition(thin.id, test.btc.id)?.size).toBe(d("30"));
    // 30 * 100 * 0.05 = 150 an hour: 399.1 (after the 0.9 taker fee) falls to 249.1, then 99.1,
    // then -50.9, under the maintenance margin of 75 (half of 3000 / 20).
    const liquidations = () => test.events.filter((e) => e.type === "liquidation");
    test.clock.advance(2 * HOUR_MS);
    expect(liquidations()).toEqual([]);
    expect(test.exchange.balance(thin.id, test.exchange.collateral.id)).toBe(d("99.1"));
    test.clock.advance(HOUR_MS);
    expect(liquidations().map((e) => [e.subaccountId, e.time])).toEqual([
      [thin.id, START + 3 * HOUR_MS],
    ]);
    expect(test.exchange.openPosition(thin.id, test.btc.id)).toBeUndefined();
  });
});

describe("funding rates", () => {
  it("come from the option over a rate set by setFundingRate, which holds where the option is silent", () => {
    const { exchange, clock, btc, funding } = market({
      fundingRates: ({ time }) => (time === START + 2 * HOUR_MS ? "0.0002" : undefined),
    });
    exchange.setFundingRate(btc.id, d("0.00001"));
    expect(exchange.marketSummary(btc).fundingRate).toBe(d("0.00001"));
    clock.advance(HOUR_MS);
    expect(exchange.marketFunding(btc.id)?.projected).toBe(d("0.0002"));
    clock.advance(2 * HOUR_MS);
    const rates = funding()
      .filter((e) => e.size === d("2"))
      .map((e) => e.rate);
    expect(rates).toEqual([d("0.00001"), d("0.0002"), d("0.00001")]);
  });

  it("ask a function about each market and funding time in order", () => {
    const asked: string[] = [];
    const { clock } = market({
      fundingRates: ({ symbol, time }) => {
        asked.push(`${symbol} ${(time - START) / HOUR_MS}`);
        return "0";
      },
    });
    clock.advance(HOUR_MS);
    expect(asked).toEqual(["BTCUSD 1", "ETHUSD 1", "SOLUSD 1", "BTCUSD 2", "ETHUSD 2", "SOLUSD 2"]);
  });

  it("refuse a rate that is no decimal, of size 1 or more, or for a market that is not listed", () => {
    const field = (fundingRates: unknown) => {
      try {
        testExchange({ fundingRates: fundingRates as string });
      } catch (error) {
        if (error instanceof ValidationError) return `${error.field}: ${error.message}`;
        throw error;
      }
      throw new Error("accepted");
    };
    expect(field("1")).toMatch(/^fundingRates: .*must be above -1 and below 1/);
    expect(field("-1.5")).toMatch(/^fundingRates: /);
    expect(field("0.0000000001")).toMatch(/^fundingRates: .*more than 9 decimal places/);
    expect(field({ BTCUSD: 0.0001 })).toMatch(/^fundingRates\.BTCUSD: .*decimal string/);
    expect(field({ DOGEUSD: "0.0001" })).toMatch(/^fundingRates\.DOGEUSD: .*names no product/);
    expect(field(() => 0.0001)).toMatch(/^fundingRates: .*answered the number 0\.0001 for BTCUSD/);
    expect(field(() => "2")).toMatch(/^fundingRates \(for BTCUSD at 2026-01-01T01:00:00\.000Z\)/);
  });

  it("refuse a set rate of size 1 or more, and an unknown market, with a 400 and a 404", () => {
    const { exchange, btc } = testExchange();
    const status = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        if (error instanceof ExchangeError) return error.status;
        throw error;
      }
      return 200;
    };
    expect(status(() => exchange.setFundingRate(btc.id, d("1")))).toBe(400);
    expect(status(() => exchange.setFundingRate(btc.id, d("-0.999999999")))).toBe(200);
    expect(status(() => exchange.setFundingRate("no-such-product", 0n))).toBe(404);
  });
});

describe("fundingShares", () => {
  it("gives the unit rounding left over to the largest remainder, the earliest on a tie", () => {
    // Three longs of 0.0001 at 50000.5 and 0.001%: each owes 0.0000500005, 50000.5 units of
    // 10^-9; together 150001.5, rounded down to 150001, which the short receives.
    const lot = d("0.0001");
    expect(fundingShares([lot, lot, lot, -3n * lot], d("50000.5"), d("0.00001"))).toEqual([
      -50001n,
      -50000n,
      -50000n,
      150001n,
    ]);
  });

  it("pays out exactly what it takes in, each share within a unit of its exact amount", () => {
    const size = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    fc.assert(
      fc.property(
        fc.array(size, { minLength: 1, maxLength: 12 }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: -(10n ** 9n) + 1n, max: 10n ** 9n - 1n }),
        (longsAndShorts, price, rate) => {
          // Every fill has two sides: the sizes of a market add up to 0.
          const sizes = [...longsAndShorts, -longsAndShorts.reduce((a, b) => a + b, 0n)];
          const shares = fundingShares(sizes, price, rate);
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(0n);
          for (const [i, s] of sizes.entries()) {
            const exact = -s * price * rate;
            const share = (shares[i] as bigint) * 10n ** 18n;
            expect(share - exact < 10n ** 18n && exact - share < 10n ** 18n).toBe(true);
          }
        },
      ),
    );
  });
});
