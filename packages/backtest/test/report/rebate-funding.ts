import { expect } from "vitest";
import type { SessionReport } from "../../src/report/report-types.js";
import { recordSession } from "../../src/report/session.js";
import { setup, wallet } from "../helpers.js";

/** The sandbox's helpers. */
type Helpers = Awaited<ReturnType<typeof setup>>;

/**
 * Plays a session worked out by hand with a maker rebate and funding, sampled each minute: the
 * bot quotes both sides, a taker hits its bid, the mark rises while it is long over a funding
 * time, and a taker lifts its ask. Answers the report and the sandbox's helpers.
 */
export async function rebateAndFundingSession(): Promise<{ report: SessionReport; t: Helpers }> {
  const t = await setup({
    oracle: false,
    fees: { maker: "-0.0001", taker: "0.0005" },
    fundingRates: "0.0001",
  });
  const [bot, mm, tk] = [wallet(11), wallet(12), wallet(13)];
  const { id: botId } = await t.deposit(bot, "100000");
  await t.deposit(mm, "100000");
  await t.deposit(tk, "100000");
  const oracle = (price: string) => t.post("/sandbox/oracle-price", { symbol: "BTCUSD", price });
  const minutes = (n: number) => t.post("/sandbox/time", { advanceMs: n * 60_000 });
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
  };
  await oracle("100");
  await ok(t.place(mm, { side: 0, quantity: "5", price: "97" }));
  await ok(t.place(mm, { side: 1, quantity: "5", price: "103" }));

  const recorder = recordSession(t.sandbox, { subaccountId: botId, sampleEveryMs: 60_000 });
  await ok(t.place(bot, { side: 0, quantity: "2", price: "99" }));
  await ok(t.place(bot, { side: 1, quantity: "2", price: "101" }));
  await minutes(1);
  await ok(t.place(tk, { side: 1, quantity: "2", price: "99", timeInForce: "IOC" }));
  await minutes(1);
  await oracle("102");
  await minutes(59);
  await ok(t.place(tk, { side: 0, quantity: "2", price: "101", timeInForce: "IOC" }));
  await minutes(1);
  return { report: recorder.finish(), t };
}
