import { expect } from "vitest";
import type { SessionReport } from "../../src/report/report-types.js";
import { recordSession } from "../../src/report/session.js";
import { setup, wallet } from "../helpers.js";

/** The sandbox's helpers, and an answer of its REST API. */
type Helpers = Awaited<ReturnType<typeof setup>>;
type Answer = Awaited<ReturnType<Helpers["place"]>>;

/** Plays the hand-worked session and answers its report (and the sandbox's helpers). */
export async function handWorkedSession(): Promise<{
  report: SessionReport;
  t: Helpers;
  behind: Answer;
}> {
  const t = await setup({ oracle: false, fees: { maker: "0.0002", taker: "0.0005" } });
  const [bot, mm, tk] = [wallet(1), wallet(2), wallet(3)];
  const { id: botId } = await t.deposit(bot, "100000");
  await t.deposit(mm, "100000");
  await t.deposit(tk, "100000");
  const oracle = (price: string) => t.post("/sandbox/oracle-price", { symbol: "BTCUSD", price });
  const advance = (advanceMs: number) => t.post("/sandbox/time", { advanceMs });
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
  };
  await oracle("100");
  await ok(t.place(mm, { side: 0, quantity: "1", price: "98" }));
  await ok(t.place(mm, { side: 1, quantity: "1", price: "102" }));

  const recorder = recordSession(t.sandbox, { subaccountId: botId });
  await ok(t.place(bot, { side: 0, quantity: "1", price: "99" }));
  const behind = await t.place(bot, { side: 0, quantity: "1", price: "98" });
  // The bot sees where its order waits: behind the other maker's 1 at 98.
  expect((await t.get(`/sandbox/queue?orderId=${behind.body.id}`)).body).toEqual({
    orderId: behind.body.id,
    symbol: "BTCUSD",
    price: "98",
    ahead: "1",
    ordersAhead: 1,
    remaining: "1",
    level: "2",
  });
  await ok(t.place(tk, { side: 1, quantity: "3", price: "98", timeInForce: "IOC" }));
  await advance(1_000);
  await oracle("96");
  await ok(t.place(mm, { side: 0, quantity: "2", price: "101" }));
  await advance(1_000);
  await ok(t.place(bot, { side: 1, quantity: "2", price: "101", timeInForce: "IOC" }));
  await advance(68_000);
  const report = recorder.finish();
  return { report, t, behind };
}
