import { createRestClient } from "@perpkit/rest";
import { encodeRecordingEntry } from "@perpkit/stream";
import { describe, expect, it } from "vitest";
import { recordSession } from "../../src/report/session.js";
import { wallet } from "../helpers.js";
import { snapshot, steppedReplay, trade, writeLines } from "./recordings.js";

// A negative maker fee in a recording's product line: the replay charges it, so the bot's
// resting order is paid the rebate when a recorded trade fills it.

describe("a maker rebate", () => {
  it("recorded in a product line is what a replay pays its makers", async () => {
    const t = Date.UTC(2026, 5, 1, 9);
    const file = writeLines(
      ["BTCUSD"],
      [
        encodeRecordingEntry({
          kind: "product",
          symbol: "BTCUSD",
          product: { makerFee: "-0.00025", takerFee: "0.0005", tickSize: "0.5", lotSize: "0.001" },
        }).trimEnd(),
        encodeRecordingEntry(snapshot("BTCUSD", t, [["59980", "1"]], [["60010.5", "2"]])).trimEnd(),
        encodeRecordingEntry(trade("BTCUSD", t + 1_000, "59990", "0.2", 1)).trimEnd(),
      ],
    );
    const { sandbox } = await steppedReplay(file, { seed: 5 });
    expect(sandbox.feeSources.BTCUSD).toEqual({ maker: "recording", taker: "recording" });
    const w = wallet(73);
    const { subaccount } = await sandbox.fund(w.address, "1000000");
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: w.signer,
      serverClockMaxAgeMs: 0,
    });
    const session = recordSession(sandbox, { subaccountId: subaccount.id });
    await sandbox.replay?.advanceTo(t);
    await rest.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.2",
      price: "59990",
      timeInForce: "GTD",
    });
    await sandbox.replay?.advanceTo(t + 1_000);
    // The recorded sell fills the bot's bid: 0.2 * 59990 = 11998, a rebate of 2.9995.
    expect(session.finish().fills.list).toMatchObject([{ maker: true, fee: "-2.9995" }]);
  });
});
