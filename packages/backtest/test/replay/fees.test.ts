import { createRestClient } from "@perpkit/rest";
import { encodeRecordingEntry, RecordingLineError } from "@perpkit/stream";
import { describe, expect, test } from "vitest";
import { ReplayFeeWarning, type ReplaySandbox } from "../../src/replay/start.js";
import { reportHtml } from "../../src/report/html.js";
import { recordSession } from "../../src/report/session.js";
import { wallet } from "../helpers.js";
import {
  type LiveProduct,
  productLine,
  type SteppedReplayOptions,
  snapshot,
  steppedReplay,
  trade,
  writeLines,
  writeRecording,
} from "./recordings.js";

// A recording's product lines carry the live products' fees, tick and lot; a replay charges
// them unless `fees` says otherwise, and a recording without them falls back to the sandbox's
// own fees, saying so once.

const T = Date.UTC(2026, 5, 1, 9);

/** BTCUSD as the live service might list it: 10 bp maker, 40 bp taker, a half-dollar tick. */
const LIVE: LiveProduct = {
  symbol: "BTCUSD",
  makerFee: "0.001",
  takerFee: "0.004",
  tickSize: "0.5",
  lotSize: "0.001",
};

/** The market the bot trades in: an ask it takes at 60010.5, then a recorded sell at 59990. */
const MARKET = [
  snapshot("BTCUSD", T, [["59980", "1"]], [["60010.5", "2"]]),
  trade("BTCUSD", T + 1_000, "59990", "0.2", 1),
];

/** A recording of MARKET after `products`, its product lines. */
function recording(products: readonly LiveProduct[]): string {
  return writeLines(
    ["BTCUSD"],
    [...products.map(productLine), ...MARKET.map((e) => encodeRecordingEntry(e).trimEnd())],
  );
}

const replay = (file: string, options: SteppedReplayOptions = {}) =>
  steppedReplay(file, { seed: 5, ...options });

/**
 * The bot takes 0.5 of the recorded ask at 60010.5, then rests a bid of 0.2 at 59990 that the
 * recorded sell fills: one taker fill and one maker fill, in the session's report.
 */
async function botTrades(sandbox: ReplaySandbox) {
  const w = wallet(71);
  const { subaccount } = await sandbox.fund(w.address, "1000000");
  const rest = createRestClient({
    baseUrl: sandbox.baseUrl,
    signer: w.signer,
    serverClockMaxAgeMs: 0,
  });
  const session = recordSession(sandbox, { subaccountId: subaccount.id });
  await sandbox.replay?.advanceTo(T);
  const order = { symbol: "BTCUSD", side: "buy", type: "LIMIT" } as const;
  await rest.placeOrder({ ...order, quantity: "0.5", price: "60010.5", timeInForce: "IOC" });
  await rest.placeOrder({ ...order, quantity: "0.2", price: "59990", timeInForce: "GTD" });
  await sandbox.replay?.advanceTo(T + 1_000);
  const report = session.finish();
  const fee = (maker: boolean) => report.fills.list.find((f) => f.maker === maker)?.fee;
  return { report, takerFee: fee(false), makerFee: fee(true) };
}

describe("a replay's fees", () => {
  test("default to the recording's: each fill pays its notional times the recorded rate", async () => {
    const { sandbox, reported } = await replay(recording([LIVE]));
    expect(sandbox.feeSources.BTCUSD).toEqual({ maker: "recording", taker: "recording" });
    const { report, takerFee, makerFee } = await botTrades(sandbox);
    // 0.5 * 60010.5 * 0.004 = 120.021; 0.2 * 59990 * 0.001 = 11.998.
    expect(takerFee).toBe("120.021");
    expect(makerFee).toBe("11.998");
    expect(report.fills.list.find((f) => f.maker)?.cause).toBe("recorded trade");
    expect(report.models.fees.find((f) => f.symbol === "BTCUSD")).toEqual({
      symbol: "BTCUSD",
      maker: "0.001",
      taker: "0.004",
      source: { maker: "recording", taker: "recording" },
    });
    expect(reportHtml(report)).toContain("maker 0.001 (recording), taker 0.004 (recording)");
    // The recorded grids too: the 60010.5 ask plays on the half-dollar tick.
    const product = sandbox.exchange.productByTicker("BTCUSD");
    expect([product?.tickSize, product?.lotSize]).toEqual([500_000_000n, 1_000_000n]);
    expect(reported).toEqual([]);
    expect(sandbox.replay?.status()).toMatchObject({ errors: 0 });
  });

  test("the fees option wins over the recording, rate by rate", async () => {
    const { sandbox } = await replay(recording([LIVE]), { fees: { taker: "0.0005" } });
    expect(sandbox.feeSources.BTCUSD).toEqual({ maker: "recording", taker: "option" });
    const { report, takerFee, makerFee } = await botTrades(sandbox);
    // 0.5 * 60010.5 * 0.0005 = 15.002625; the maker's stays the recorded 0.001.
    expect(takerFee).toBe("15.002625");
    expect(makerFee).toBe("11.998");
    expect(report.models.fees.find((f) => f.symbol === "BTCUSD")?.source).toEqual({
      maker: "recording",
      taker: "option",
    });
  });

  test("a recording without product lines charges the sandbox's fees, and says so once", async () => {
    const file = writeRecording(
      ["BTCUSD"],
      [
        snapshot("BTCUSD", T, [["59980", "1"]], [["60011", "2"]]),
        trade("BTCUSD", T + 1_000, "59990", "0.2", 1),
      ],
    );
    const { sandbox, reported } = await replay(file);
    expect(sandbox.feeSources.BTCUSD).toEqual({
      maker: "sandbox default",
      taker: "sandbox default",
    });
    const warnings = reported.filter((e) => e instanceof ReplayFeeWarning);
    expect(warnings).toHaveLength(1);
    expect((warnings[0] as Error).message).toMatch(
      /no product line .*BTCUSD maker 0 \(sandbox default\), taker 0\.0003 \(sandbox default\)/,
    );
    const w = wallet(72);
    const { subaccount } = await sandbox.fund(w.address, "1000000");
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: w.signer,
      serverClockMaxAgeMs: 0,
    });
    const session = recordSession(sandbox, { subaccountId: subaccount.id });
    await sandbox.replay?.advanceTo(T);
    await rest.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.5",
      price: "60011",
      timeInForce: "IOC",
    });
    await sandbox.replay?.advanceTo(T + 1_000);
    // 0.5 * 60011 * 0.0003 = 9.00165.
    expect(session.finish().fills.list.map((f) => f.fee)).toEqual(["9.00165"]);
    expect(reported.filter((e) => e instanceof ReplayFeeWarning)).toHaveLength(1);
  });

  test("fees given for both sides leave nothing to warn of", async () => {
    const file = writeRecording(["BTCUSD"], MARKET.slice(1));
    const { sandbox, reported } = await replay(file, { fees: { maker: "0", taker: "0.001" } });
    expect(sandbox.feeSources.BTCUSD).toEqual({ maker: "option", taker: "option" });
    expect(reported.filter((e) => e instanceof ReplayFeeWarning)).toEqual([]);
  });
});

const P = (symbol: unknown, fields: unknown, ...more: unknown[]) =>
  JSON.stringify(["P", symbol, fields, ...more]);
const { symbol: _, ...FIELDS } = LIVE;
const live = (change: Record<string, unknown>) => ({ ...FIELDS, ...change });

/** Each refused product line: the line, the field its refusal names, a part of what it says. */
const refusals: readonly [string, string, string, RegExp][] = [
  [
    "a negative taker fee",
    P("BTCUSD", live({ takerFee: "-0.001" })),
    "product.takerFee",
    /negative/,
  ],
  [
    "a maker rebate above the taker fee",
    P("BTCUSD", live({ makerFee: "-0.005" })),
    "product.makerFee",
    /is -0\.005, a rebate above the taker fee 0\.004/,
  ],
  [
    "a fee of 0.1 or more",
    P("BTCUSD", live({ takerFee: "0.1" })),
    "product.takerFee",
    /not below 0\.1/,
  ],
  [
    "a fee as a number",
    P("BTCUSD", live({ takerFee: 0.004 })),
    "product.takerFee",
    /decimal string/,
  ],
  ["a fee with an exponent", P("BTCUSD", live({ makerFee: "1e-3" })), "product.makerFee", /1e-3/],
  [
    "a fee left out",
    P("BTCUSD", live({ makerFee: undefined })),
    "product.makerFee",
    /decimal string/,
  ],
  [
    "ten decimal places",
    P("BTCUSD", live({ lotSize: "0.0000000001" })),
    "product.lotSize",
    /places/,
  ],
  ["a tick size of 0", P("BTCUSD", live({ tickSize: "0" })), "product.tickSize", /is 0/],
  ["a market not in the header", P("ETHUSD", live({})), "symbol", /not a market of the header/],
  ["a symbol that is no string", P(7, live({})), "symbol", /must be a string/],
  ["no fields", P("BTCUSD", ["0.001"]), "product", /must be an object/],
  ["an element too many", P("BTCUSD", live({}), 1), "line", /holds 4 elements/],
  [
    "a lot over the product's maxQuantity",
    P("BTCUSD", live({ lotSize: "1000.5" })),
    "product.lotSize",
    /is 1000\.5, over BTCUSD's maxQuantity 1000: no order could hold one lot/,
  ],
  [
    "a tick over the product's maxPrice",
    P("BTCUSD", live({ tickSize: "2000000" })),
    "product.tickSize",
    /over BTCUSD's maxPrice 1000000/,
  ],
];

describe("a product line", () => {
  test.each(refusals)("is refused, naming line and field: %s", async (_, text, field, problem) => {
    const file = writeLines(["BTCUSD"], [text, JSON.stringify(["S", "BTCUSD", T, [], []])]);
    const started = replay(file);
    await expect(started).rejects.toThrow(RecordingLineError);
    await expect(started).rejects.toMatchObject({ line: 2, field });
    await expect(started).rejects.toThrow(problem);
  });

  test("for a market twice is refused at the second", async () => {
    const line = productLine(LIVE);
    const file = writeLines(["BTCUSD"], [line, "", line]);
    await expect(replay(file)).rejects.toMatchObject({ line: 4, field: "symbol" });
  });

  test("after a market line is refused in the replay, which goes on", async () => {
    const file = writeLines(
      ["BTCUSD"],
      [
        JSON.stringify(["S", "BTCUSD", T, [["59990", "1"]], []]),
        productLine(LIVE),
        JSON.stringify(["T", "BTCUSD", T + 10, "59990", "0.5", 1]),
      ],
    );
    const { sandbox, reported } = await replay(file);
    const status = await sandbox.replay?.advanceTo(T + 10);
    const refused = reported.filter((e) => e instanceof RecordingLineError);
    expect(refused).toMatchObject([{ line: 3, field: "kind" }]);
    expect((refused[0] as Error).message).toMatch(/product lines come right after the header/);
    expect(status).toMatchObject({ errors: 1, trades: 1 });
  });
});
