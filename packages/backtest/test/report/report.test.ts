import { PerpkitError } from "@perpkit/core";
import { startSandbox } from "@perpkit/sandbox";
import { describe, expect, it } from "vitest";
import { T0 } from "../helpers.js";
import { handWorkedSession } from "./hand-worked.js";

// A session small enough to work out by hand, played over REST on a frozen clock, with fees of
// 2 bp for makers and 5 bp for takers. The bot buys 1 at 99 (maker, first in the queue), 1 at 98
// (maker, behind 1 of another maker's), and sells 2 at 101 (taker); the mark falls from 100 to 96
// while it is long.

describe("the session report", () => {
  it("has the figures of a hand-worked session", async () => {
    const { report, t, behind } = await handWorkedSession();

    expect(report.from).toBe(T0);
    expect(report.to).toBe(T0 + 70_000);
    // Realized (101 - 98.5) x 2 = 5; fees 99 x 0.0002 + 98 x 0.0002 + 202 x 0.0005.
    expect(report.pnl).toEqual({
      realized: "5",
      unrealized: "0",
      fees: "0.1404",
      net: "4.8596",
    });
    // The high: long 2 from 197 at a mark of 100 (+3, less 0.0394 of fees); the low a second
    // later at a mark of 96 (-5): a fall of 8.
    expect(report.equity).toMatchObject({
      start: "100000",
      end: "100004.8596",
      maxDrawdown: "8",
    });
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
    expect(report.timeInMarket).toEqual({ withOrders: 0, withPosition: 2_000 });
    expect(report.models.fees.find((f) => f.symbol === "BTCUSD")).toEqual({
      symbol: "BTCUSD",
      maker: "0.0002",
      taker: "0.0005",
      source: { maker: "option", taker: "option" },
    });
  });

  it("refuses fees out of range, naming the field, before the sandbox starts", async () => {
    await expect(startSandbox({ fees: { maker: "0.5" } })).rejects.toThrow(/fees\.maker/);
    await expect(startSandbox({ fees: { taker: "-0.1" } })).rejects.toThrow(PerpkitError);
    await expect(startSandbox({ fees: { taker: "abc" } })).rejects.toThrow(/fees\.taker/);
  });
});
