import { PerpkitError } from "@perpkit/core";
import { startSandbox } from "@perpkit/sandbox";
import { describe, expect, it } from "vitest";
import { T0 } from "../helpers.js";
import { handWorkedSession } from "./hand-worked.js";
import { rebateAndFundingSession } from "./rebate-funding.js";

// A session small enough to work out by hand, played over REST on a frozen clock, with fees of
// 2 bp for makers and 5 bp for takers. The bot buys 1 at 99 (maker, first in the queue), 1 at 98
// (maker, behind 1 of another maker's), and sells 2 at 101 (taker); the mark falls from 100 to 96
// while it is long.

describe("the session report", () => {
  it("has the figures of a hand-worked session", async () => {
    const { report, t, behind } = await handWorkedSession();

    expect(report.from).toBe(T0);
    expect(report.to).toBe(T0 + 70_000);
    // Realized (101 - 98.5) x 2 = 5; fees 99 x 0.0002 + 98 x 0.0002 + 202 x 0.0005. The buys
    // filled against a mid of 100.5 (the book before the taker came: the bot's 99 and the other
    // maker's 102), capturing 1.5 + 2.5; the sell against 101.5 (the other maker's 101 and 102),
    // giving up 0.5 x 2: a spread capture of 3. Held, the 2 bought at a mid of 100.5 were sold at
    // a mid of 101.5: an inventory PnL of 2. 3 + 2 - 0.1404 = 4.8596, the net.
    expect(report.pnl).toEqual({
      realized: "5",
      unrealized: "0",
      fees: "0.1404",
      rebates: "0",
      funding: "0",
      net: "4.8596",
      spreadCapture: "3",
      inventory: "2",
    });
    // The high: long 2 from 197 at a mark of 100 (+3, less 0.0394 of fees); the low a second
    // later at a mark of 96 (-5): a fall of 8.
    // Equity at minutes 0 and 1 of the 70 s: one return, too few for a ratio.
    expect(report.equity).toMatchObject({
      start: "100000",
      end: "100004.8596",
      maxDrawdown: "8",
      sharpe: null,
      sortino: null,
      minuteReturns: 1,
    });
    expect(report.funding).toEqual([]);
    expect(report.equity.curve.slice(0, 3)).toEqual([
      [T0, "100000"],
      [T0 + 1_000, "100002.9606"],
      [T0 + 2_000, "99994.9606"],
    ]);
    expect(report.positions.BTCUSD?.slice(0, 4)).toEqual([
      [T0, "0"],
      [T0 + 1_000, "2"],
      [T0 + 2_000, "2"],
      [T0 + 3_000, "0"],
    ]);
    const fills = report.fills.list.map((f) => [f.side, f.price, f.fee, f.cause, f.queueAhead]);
    expect(fills).toEqual([
      ["buy", "99", "0.0198", "other account", "0"],
      ["buy", "98", "0.0196", "other account", "1"],
      ["sell", "101", "0.101", "taker", null],
    ]);
    // Markouts against the mid (the oracle's once a side of the book is empty): the buys at
    // 100 a second later, then 96; the sell at 96 throughout.
    expect(report.fills.list.map((f) => f.markouts)).toEqual([
      { "1000": "1", "10000": "-3", "60000": "-3" },
      { "1000": "2", "10000": "-2", "60000": "-2" },
      { "1000": "10", "10000": "10", "60000": "10" },
    ]);
    expect(report.fills).toMatchObject({
      count: 3,
      maker: 2,
      taker: 1,
      volume: "399",
      // 399 traded on 100000 of equity; 3 fills of 3 orders placed.
      turnover: "0.00399",
      fillRatio: "1",
      byCause: { taker: 1, "other account": 2, "recorded trade": 0, "recorded book": 0 },
      markouts: {
        "1000": { fills: 3, usd: "13" },
        "10000": { fills: 3, usd: "5" },
        "60000": { fills: 3, usd: "5" },
      },
    });
    expect((await t.get(`/sandbox/queue?orderId=${behind.body.id}`)).status).toBe(404);
    expect((await t.get("/sandbox/queue?orderId=nope")).status).toBe(400);
    expect(report.orders).toEqual({ placed: 3, cancelled: 0, filled: 3, refused: 0 });
    expect(report.timeInMarket).toEqual({
      withOrders: 0,
      withPosition: 2_000,
      bothSides: { BTCUSD: 0, ETHUSD: 0, SOLUSD: 0 },
    });
    expect(report.models.fees.find((f) => f.symbol === "BTCUSD")).toEqual({
      symbol: "BTCUSD",
      maker: "0.0002",
      taker: "0.0005",
      source: { maker: "option", taker: "option" },
    });
  });

  // A second session worked out by hand, sampled each minute, with a maker rebate of 1 bp (a
  // maker fee of -0.0001), a taker fee of 5 bp and funding of 1 bp an hour. The bot quotes 2 at
  // 99 and 2 at 101 around a mark of 100 (another maker at 97 and 103); at minute 1 a taker sells
  // it 2 at 99; the mark rises to 102 at minute 2; the 13:00 funding time passes while it is
  // long; at minute 61 a taker buys its 2 at 101.
  it("has the figures of a hand-worked session with a maker rebate, funding and the PnL split", async () => {
    const { report } = await rebateAndFundingSession();
    // Realized (101 - 99) x 2 = 4. Rebates 198 x 0.0001 + 202 x 0.0001 = 0.04: fees of -0.04.
    // Funding at 13:00: long 2 at a mark of 102, 1 bp: 0.0204 paid. Net 4 + 0.04 - 0.0204.
    // Spread capture: the buy at 99 against a mid of 100 (the bot's own 99 and 101), 1 x 2; the
    // sell at 101 against a mid of 99 (the other maker's 97, the bot's 101), 2 x 2: 6. Inventory:
    // 2 bought at a mid of 100 and sold at a mid of 99: -2. And 6 - 2 - (-0.04) + (-0.0204) is
    // the net, as realized + unrealized - fees + funding is.
    expect(report.pnl).toEqual({
      realized: "4",
      unrealized: "0",
      fees: "-0.04",
      rebates: "0.04",
      funding: "-0.0204",
      net: "4.0196",
      spreadCapture: "6",
      inventory: "-2",
    });
    expect(report.funding).toEqual([
      {
        time: T0 + 3_600_000,
        symbol: "BTCUSD",
        size: "2",
        price: "102",
        rate: "0.0001",
        amount: "-0.0204",
      },
    ]);
    expect(report.fills.list.map((f) => [f.side, f.price, f.fee, f.mid, f.maker])).toEqual([
      ["buy", "99", "-0.0198", "100", true],
      ["sell", "101", "-0.0202", "99", true],
    ]);
    // The equity each minute: 100000 twice (the sample at minute 1 comes before the fill), then
    // the rebate and the long 2 at a mark of 100 (100002.0198), at 102 (100006.0198) to minute 61
    // (the clock's jump to 13:01 charges the 13:00 funding as it ends), then flat: 100004.0196.
    const minute = (k: number) => report.equity.curve.find(([time]) => time === T0 + k * 60_000);
    expect([0, 1, 2, 3, 60, 61, 62].map((k) => minute(k)?.[1])).toEqual([
      "100000",
      "100000",
      "100002.0198",
      "100006.0198",
      "100006.0198",
      "100006.0198",
      "100004.0196",
    ]);
    // 62 one-minute returns: 0, 2.0198 / 100000, 4 / 100002.0198, 58 of 0, and -2.0002 /
    // 100006.0198. Their mean over their sample deviation, times the root of 525,600 (worked with
    // exact fractions apart from this code), is 75.219314; over the downside deviation (the root
    // of (2.0002 / 100006.0198)^2 / 62), 185.042578.
    expect(report.equity).toMatchObject({
      maxDrawdown: "2.0002",
      sharpe: "75.219314",
      sortino: "185.042578",
      minuteReturns: 62,
    });
    // 400 traded on 100000; 2 fills of 2 orders. Both quotes rested from the start to the first
    // fill, which the samples each minute see from minute 1 to 2; the ask alone after it.
    expect(report.fills).toMatchObject({ volume: "400", turnover: "0.004", fillRatio: "1" });
    expect(report.timeInMarket).toEqual({
      withOrders: 61 * 60_000,
      withPosition: 60 * 60_000,
      bothSides: { BTCUSD: 60_000, ETHUSD: 0, SOLUSD: 0 },
    });
  });

  it("refuses fees out of range, naming the field, before the sandbox starts", async () => {
    await expect(startSandbox({ fees: { maker: "0.5" } })).rejects.toThrow(/fees\.maker/);
    await expect(startSandbox({ fees: { taker: "-0.1" } })).rejects.toThrow(PerpkitError);
    await expect(startSandbox({ fees: { taker: "abc" } })).rejects.toThrow(/fees\.taker/);
  });
});
