import type { SessionReport } from "../src/report/report-types.js";
import type { BotParameters } from "../src/sweep/bot.js";
import { hashOf } from "../src/sweep/canonical.js";
import type { RunResult, SweepResults } from "../src/sweep/results/types.js";
import type { TimeWindow } from "../src/sweep/windows.js";

// Sweep results made by hand, with figures a reader can work out: the walk-forward, ranking and
// store tests read them.

export const DAY1 = Date.UTC(2026, 0, 1);
export const DAY = 86_400_000;
export const windows: TimeWindow[] = [0, 1, 2].map((d) => ({
  from: DAY1 + d * DAY,
  to: DAY1 + (d + 1) * DAY,
}));

/** A report whose net PnL is `net`, with one fill and two equity samples. */
export function report(window: TimeWindow, net: string, fees = "1"): SessionReport {
  const end = (1_000_000n * 10n ** 9n + BigInt(Math.round(Number(net) * 1e9))).toString();
  const equityEnd = `${end.slice(0, -9)}.${end.slice(-9)}`.replace(/\.?0+$/, "");
  return {
    subaccountId: "0xabc",
    from: window.from,
    to: window.from + 60_000,
    pnl: { realized: net, unrealized: "0", fees, net },
    equity: {
      start: "1000000",
      end: equityEnd,
      maxDrawdown: "0.5",
      curve: [
        [window.from, "1000000"],
        [window.from + 60_000, equityEnd],
      ],
    },
    positions: { BTCUSD: [[window.from, "0"]] },
    fills: {
      count: 1,
      maker: 1,
      taker: 0,
      volume: "600",
      byCause: {
        taker: 0,
        "recorded trade": 1,
        "recorded book": 0,
        "simulated taker": 0,
        "other account": 0,
      },
      markouts: { "1000": { fills: 1, usd: "0.01" } },
      list: [
        {
          time: window.from + 1_000,
          symbol: "BTCUSD",
          side: "buy",
          price: "60000.5",
          quantity: "0.01",
          fee: "0.060000500",
          maker: true,
          cause: "recorded trade",
          queueAhead: "0.2",
          mid: "60000.75",
          markouts: { "1000": "0.01", "10000": null, "60000": null },
        },
      ],
    },
    orders: { placed: 2, cancelled: 1, filled: 1, refused: 0 },
    timeInMarket: { withOrders: 60_000, withPosition: 0 },
    models: { fees: [], latency: null, queue: "" },
  } as unknown as SessionReport;
}

/** Net PnL of spread 1, 2, 3 on each of three days: spread 3 wins day 1, spread 1 days 2 and 3. */
export const NET: Record<number, readonly [string, string, string]> = {
  1: ["1", "5", "4"],
  2: ["2", "-1", "0.5"],
  3: ["7", "-2", "-3"],
};

/** The hand-made sweep: spreadTicks 1..3, size 0.01 and 0.02 (the same figures), over 3 days. */
export function handMadeResults(walkForward = { train: 1, test: 1 }): SweepResults {
  const runs: RunResult[] = [];
  for (const spreadTicks of [1, 2, 3]) {
    for (const size of ["0.01", "0.02"]) {
      for (const [d, window] of windows.entries()) {
        const params: BotParameters = { spreadTicks, size, requoteTicks: 10 };
        const net = (NET[spreadTicks] as readonly string[])[d] as string;
        runs.push({
          id: hashOf({ params, window }, 12),
          params,
          symbols: ["BTCUSD"],
          window,
          status: "done",
          report: report(window, net),
          warnings: [],
          error: null,
        });
      }
    }
  }
  runs.sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    format: "perpkit-sweep-results",
    version: 1,
    sweepId: "0123456789abcdef",
    plan: {
      sweepId: "0123456789abcdef",
      bot: {
        name: "quoter",
        file: "bot.ts",
        params: { spreadTicks: 1, size: "0.01", requoteTicks: 10 },
      },
      parameters: ["spreadTicks", "size"],
      folder: "data",
      windows,
      seed: 1,
      replay: {},
      sampleEveryMs: 1000,
      walkForward,
      metric: "pnl.net",
      heatmap: ["spreadTicks", "size"],
      runCount: runs.length,
    },
    shard: null,
    runs,
  };
}
