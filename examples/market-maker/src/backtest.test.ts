import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ReplayTransport } from "@perpkit/backtest";
import { writeSyntheticRecording } from "@perpkit/backtest";
import { formatDecimal, parseDecimal } from "@perpkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backtest } from "./backtest.js";

// The bot's own code over a recording, twice: the same report, figure for figure, and fills made
// by the recorded market (trades, and the book moving through its quotes), each labelled.

let folder: string;
let file: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "perpkit-backtest-"));
  file = join(folder, "market.ndjson");
  await writeSyntheticRecording(file, { seconds: 30, symbols: ["BTCUSD"], seed: 5 });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function once(transport: ReplayTransport = "socket") {
  const { stats, report, accountPnl, sandbox } = await backtest({
    transport,
    replay: { file, speed: "max", latency: { order: [5, 12, 30], cancel: 8, feed: 3 } },
    symbol: "BTCUSD",
    size: "0.01",
    spreadTicks: 1,
    requoteTicks: 1,
    fees: { maker: "0.0001", taker: "0.0004" },
  });
  await sandbox.close();
  return { stats, report, accountPnl };
}

describe("a backtest of the market maker", { timeout: 120_000 }, () => {
  it("reports the same twice, with its fills labelled by cause and its fees charged", async () => {
    const first = await once();
    const second = await once();
    expect(JSON.stringify(second.report)).toBe(JSON.stringify(first.report));
    expect(second.stats).toEqual(first.stats);
    const { fills, pnl } = first.report;
    expect(fills.count).toBeGreaterThan(5);
    expect(fills.byCause["recorded trade"] + fills.byCause["recorded book"]).toBe(fills.maker);
    expect(Number(pnl.fees)).toBeGreaterThan(0);
    // Maker fees are 1 bp of each maker fill's notional.
    const maker = fills.list.find((f) => f.maker);
    expect(maker && Number(maker.fee)).toBeCloseTo(
      Number(maker?.price) * Number(maker?.quantity) * 0.0001,
      9,
    );
    // The bot's maintained account keeps the same session PnL as the sandbox's report.
    expect(first.accountPnl).toMatchObject({
      realized: pnl.realized,
      fees: pnl.fees,
      unrealized: pnl.unrealized,
    });
    expect(first.report.models.latency).toEqual({ feed: [3], order: [5, 12, 30], cancel: [8] });
    // The PnL splits into what the quotes captured against the mid, what holding the position
    // made, the fees and funding, to the last decimal; the figures a market maker reads are there.
    const usd = (text: string) => parseDecimal(text, "usd", { signed: true });
    expect(usd(pnl.spreadCapture) + usd(pnl.inventory) - usd(pnl.fees) + usd(pnl.funding)).toBe(
      usd(pnl.net),
    );
    // A fill ratio of fills per order placed, to 9 places.
    const placed = BigInt(first.report.orders.placed);
    expect(first.report.fills.fillRatio).toBe(
      formatDecimal((BigInt(fills.count) * 1_000_000_000n) / placed),
    );
    expect(first.report.timeInMarket.bothSides.BTCUSD).toBeGreaterThan(0);
  });

  it("reports the same, byte for byte, over sockets, in process, and in process checking signatures", async () => {
    const socket = await once("socket");
    const inProcess = await once("in-process");
    const verified = await once("in-process-verify");
    expect(socket.report.fills.count).toBeGreaterThan(5);
    expect(JSON.stringify(inProcess.report)).toBe(JSON.stringify(socket.report));
    expect(JSON.stringify(verified.report)).toBe(JSON.stringify(socket.report));
    expect(inProcess.stats).toEqual(socket.stats);
    expect(verified.stats).toEqual(socket.stats);
    expect(inProcess.accountPnl).toEqual(socket.accountPnl);
  });
});
