import { createRestClient } from "@perpkit/rest";
import type { SandboxEventOf } from "@perpkit/sandbox";
import { type RecordingEntry, RecordingLineError } from "@perpkit/stream";
import { describe, expect, test } from "vitest";
import { wallet } from "../helpers.js";
import {
  type SteppedReplayOptions,
  snapshot,
  steppedReplay,
  writeRecording,
} from "./recordings.js";

// A replay charges funding at the recording's hours, at the rate its tickers carry (`fr1h`,
// projected for the end of the hour) and the mark they carry, unless `fundingRates` says
// otherwise.

/** A minute before ten o'clock: the replay's first funding time is at ten. */
const T = Date.UTC(2026, 5, 1, 9, 59);
const TEN = Date.UTC(2026, 5, 1, 10);

const ticker = (time: number, markPx: string, fr1h: string): RecordingEntry => ({
  kind: "ticker",
  symbol: "BTCUSD",
  time,
  ticker: { markPx, fr1h, bidPx: "59980", askPx: "60011" },
});

/** BTCUSD's book, then tickers before and after ten, and a last ticker at 10:01. */
const MARKET = [
  snapshot("BTCUSD", T, [["59980", "1"]], [["60011", "2"]]),
  ticker(T + 1_000, "60000", "0.00002"),
  ticker(T + 30_000, "60005", "0.00004"),
  ticker(TEN + 1_000, "60100", "0.00003"),
  ticker(TEN + 60_000, "60100", "0.00003"),
];

/** The bot buys 0.5 of the recorded ask at 60011 and holds it past ten. */
async function holdPastTen(entries: readonly RecordingEntry[], options: SteppedReplayOptions = {}) {
  const file = writeRecording(["BTCUSD"], entries);
  const { sandbox, reported } = await steppedReplay(file, { seed: 3, ...options });
  const charges: SandboxEventOf<"funding">[] = [];
  sandbox.events.on("funding", (e) => charges.push(e));
  const w = wallet(81);
  const { subaccount } = await sandbox.fund(w.address, "1000000");
  const rest = createRestClient({
    baseUrl: sandbox.baseUrl,
    signer: w.signer,
    serverClockMaxAgeMs: 0,
  });
  await sandbox.replay?.advanceTo(T);
  await rest.placeOrder({
    symbol: "BTCUSD",
    side: "buy",
    type: "LIMIT",
    quantity: "0.5",
    price: "60011",
    timeInForce: "IOC",
  });
  await sandbox.replay?.advanceTo(TEN + 60_000);
  return { sandbox, reported, charges, bot: subaccount.id };
}

describe("a replay's funding", () => {
  test("charges the last rate and mark recorded before the hour, at the hour", async () => {
    const { sandbox, charges, bot } = await holdPastTen(MARKET);
    const mine = charges.filter((e) => e.subaccountId === bot);
    // 0.5 * 60005 * 0.00004 = 1.2001, paid by the bot's long to the replay's short.
    expect(mine).toMatchObject([
      { time: TEN, size: 500_000_000n, price: 60_005_000_000_000n, rate: 40_000n },
    ]);
    expect(mine[0]?.amount).toBe(-1_200_100_000n);
    expect(charges.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
    const btc = sandbox.exchange.productByTicker("BTCUSD");
    expect(sandbox.exchange.marketFunding(btc?.id ?? "")).toMatchObject({
      rate: 40_000n,
      projected: 30_000n,
      chargedAt: TEN,
    });
  });

  test("charges the fundingRates option's rate over the recorded one", async () => {
    const { charges, bot } = await holdPastTen(MARKET, { fundingRates: { BTCUSD: "-0.0001" } });
    // 0.5 * 60005 * 0.0001 = 3.00025, received by the bot's long.
    expect(charges.filter((e) => e.subaccountId === bot).map((e) => e.amount)).toEqual([
      3_000_250_000n,
    ]);
  });

  test("refuses a ticker whose fr1h is no rate, naming the field", async () => {
    const entries = [...MARKET];
    entries[2] = ticker(T + 30_000, "60005", "1.5");
    const { charges, bot, reported } = await holdPastTen(entries);
    const refused = reported.filter((e) => e instanceof RecordingLineError);
    expect(refused).toMatchObject([{ line: 4, field: "ticker.fr1h" }]);
    expect((refused[0] as Error).message).toMatch(/an hourly rate must be above -1 and below 1/);
    // The line is refused whole: the hour charges the rate and mark of the line before it.
    expect(charges.filter((e) => e.subaccountId === bot)).toMatchObject([
      { price: 60_000_000_000_000n, rate: 20_000n, amount: -600_000_000n },
    ]);
  });
});
