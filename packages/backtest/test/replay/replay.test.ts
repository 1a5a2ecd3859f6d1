import { parseDecimal } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { createClock } from "@perpkit/sandbox";
import { describe, expect, test } from "vitest";
import {
  type ReplaySandbox,
  type StartReplayOptions,
  startReplay,
} from "../../src/replay/start.js";
import { wallet } from "../helpers.js";
import { collect, streamClient, waitFor } from "../stream-helpers.js";
import { closedAfterTest, diff, levels, snapshot, trade, writeRecording } from "./recordings.js";

const T = Date.UTC(2026, 2, 1, 9);

async function replay(
  file: string,
  options: Omit<StartReplayOptions, "replay"> & { replay?: object } = {},
): Promise<ReplaySandbox> {
  const { replay: extra, ...rest } = options;
  const sandbox = await startReplay({
    seed: 3,
    rateLimits: false,
    ...rest,
    replay: { file, speed: "step", ...extra },
  });
  return closedAfterTest(sandbox);
}

function book(sandbox: ReplaySandbox, symbol: string) {
  const product = sandbox.exchange.productByTicker(symbol);
  const b = sandbox.exchange.book(product?.id as string);
  return { bids: levels(b?.bids.depth() ?? []), asks: levels(b?.asks.depth() ?? []) };
}

/** A funded bot on the replay, with a REST client whose clock follows the replay's. */
async function bot(sandbox: ReplaySandbox, n: number) {
  const w = wallet(n);
  const { subaccount } = await sandbox.fund(w.address, "1000000");
  const rest = createRestClient({
    baseUrl: sandbox.baseUrl,
    signer: w.signer,
    serverClockMaxAgeMs: 0,
  });
  return { wallet: w, subaccount, rest };
}

describe("a replay", () => {
  test("its book follows the recorded book, as orders of its makers, each line at its time", async () => {
    const file = writeRecording(
      ["BTCUSD"],
      [
        snapshot(
          "BTCUSD",
          T,
          [
            ["59990", "1.5"],
            ["59980", "2"],
          ],
          [["60010", "0.5"]],
        ),
        diff(
          "BTCUSD",
          T + 200,
          T,
          [
            ["59990", "0.7"],
            ["59985", "3"],
          ],
          [
            ["60010", "0"],
            ["60020", "4"],
          ],
        ),
      ],
    );
    const sandbox = await replay(file);
    expect(sandbox.clock.now()).toBe(T - 1);
    expect(book(sandbox, "BTCUSD")).toEqual({ bids: [], asks: [] });
    await sandbox.replay?.advanceTo(T);
    expect(book(sandbox, "BTCUSD")).toEqual({
      bids: [
        ["59990", "1.5"],
        ["59980", "2"],
      ],
      asks: [["60010", "0.5"]],
    });
    await sandbox.replay?.advance(200);
    expect(book(sandbox, "BTCUSD")).toEqual({
      bids: [
        ["59990", "0.7"],
        ["59985", "3"],
        ["59980", "2"],
      ],
      asks: [["60020", "4"]],
    });
    const makers = new Set(
      sandbox.replay
        ?.participants()
        .filter((p) => p.role === "maker")
        .map((p) => p.subaccountId),
    );
    const product = sandbox.exchange.productByTicker("BTCUSD");
    for (const level of sandbox.exchange.book(product?.id as string)?.bids.walk() ?? []) {
      for (const order of level.orders) expect(makers.has(order.subaccountId)).toBe(true);
    }
    expect(sandbox.replay?.status()).toMatchObject({ time: T + 200, ended: true, books: 2 });
  });

  test("recorded trades happen at their price, size, side and time; the oracle follows the recorded marks", async () => {
    const file = writeRecording(
      ["ETHUSD"],
      [
        snapshot("ETHUSD", T, [["2999.9", "10"]], [["3000.1", "10"]]),
        { kind: "ticker", symbol: "ETHUSD", time: T + 50, ticker: { markPx: "3000.05" } },
        trade("ETHUSD", T + 100, "3000.1", "2.5", 0),
        trade("ETHUSD", T + 150, "2999.9", "1", 1),
        diff("ETHUSD", T + 200, T, [["2999.9", "9"]], [["3000.1", "7.5"]]),
      ],
    );
    const sandbox = await replay(file);
    const client = streamClient(sandbox.wsUrl);
    const fills = client.subscribe({ type: "TradeFill", symbol: "ETHUSD" });
    const seen = collect(fills);
    await fills.ready;
    await sandbox.replay?.advanceTo(T + 50);
    expect(sandbox.oracle.price("ETHUSD")).toBe("3000.05");
    await sandbox.replay?.advanceTo(T + 300);
    const eth = sandbox.exchange.productByTicker("ETHUSD")?.id as string;
    const trades = sandbox.exchange
      .tradesOf(eth)
      .map((t) => [t.createdAt, t.takerSide, t.price, t.quantity]);
    expect(trades).toEqual([
      [T + 100, 0, parseDecimal("3000.1", "p"), parseDecimal("2.5", "q")],
      [T + 150, 1, parseDecimal("2999.9", "p"), parseDecimal("1", "q")],
    ]);
    await waitFor(() => seen.messages.length === 2, "both trades on the stream");
    expect(seen.messages.map((m) => [m.t, m.d[0]?.px, m.d[0]?.sz, m.d[0]?.sd])).toEqual([
      [T + 100, "3000.1", "2.5", 0],
      [T + 150, "2999.9", "1", 1],
    ]);
    expect(book(sandbox, "ETHUSD")).toEqual({ bids: [["2999.9", "9"]], asks: [["3000.1", "7.5"]] });
  });

  test("the queue model: a level that shrinks takes from the orders ahead of a bot's, one that grows joins behind it", async () => {
    const file = writeRecording(
      ["BTCUSD"],
      [
        snapshot("BTCUSD", T, [["59990", "5"]], [["60010", "5"]]),
        diff("BTCUSD", T + 200, T, [["59990", "3"]], []),
        diff("BTCUSD", T + 400, T + 200, [["59990", "10"]], []),
        trade("BTCUSD", T + 500, "59990", "3", 1),
        trade("BTCUSD", T + 600, "59990", "0.5", 1),
        diff("BTCUSD", T + 700, T + 400, [["59990", "6.5"]], []),
      ],
    );
    const sandbox = await replay(file);
    const { rest, subaccount } = await bot(sandbox, 51);
    await sandbox.replay?.advanceTo(T);
    const placed = await rest.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "1",
      price: "59990",
      timeInForce: "GTD",
    });
    const queue = () => {
      const btc = sandbox.exchange.productByTicker("BTCUSD")?.id as string;
      const level = sandbox.exchange.book(btc)?.bids.at(parseDecimal("59990", "p"));
      return (level?.orders ?? []).map((o) =>
        o.subaccountId === subaccount.id ? `bot ${o.remaining}` : `${o.remaining}`,
      );
    };
    const n = (v: string) => parseDecimal(v, "q").toString();
    expect(queue()).toEqual([n("5"), `bot ${n("1")}`]);
    await sandbox.replay?.advanceTo(T + 200);
    expect(queue()).toEqual([n("3"), `bot ${n("1")}`]);
    await sandbox.replay?.advanceTo(T + 400);
    expect(queue()).toEqual([n("3"), `bot ${n("1")}`, n("7")]);
    // 3 traded: all of what waited ahead. The bot is at the front now, and the next trade is its.
    await sandbox.replay?.advanceTo(T + 500);
    expect(queue()).toEqual([`bot ${n("1")}`, n("7")]);
    await sandbox.replay?.advanceTo(T + 600);
    expect(queue()).toEqual([`bot ${n("0.5")}`, n("7")]);
    const order = sandbox.exchange.order(placed.id);
    expect(order?.filled).toBe(parseDecimal("0.5", "q"));
    // The recorded level is 6.5 after the trades: 7 of the replay's, less the half the bot took.
    await sandbox.replay?.advanceTo(T + 700);
    expect(queue()).toEqual([`bot ${n("0.5")}`, n("6.5")]);
  });

  test("a level that shrinks with a bot at the front of its queue takes from behind the bot", async () => {
    const file = writeRecording(
      ["BTCUSD"],
      [
        snapshot("BTCUSD", T, [], [["60010", "1"]]),
        diff("BTCUSD", T + 200, T, [["59990", "4"]], []),
        diff("BTCUSD", T + 400, T + 200, [["59990", "1"]], []),
      ],
    );
    const sandbox = await replay(file);
    const { rest, subaccount } = await bot(sandbox, 52);
    await sandbox.replay?.advanceTo(T);
    await rest.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "2",
      price: "59990",
      timeInForce: "GTD",
    });
    await sandbox.replay?.advanceTo(T + 400);
    const btc = sandbox.exchange.productByTicker("BTCUSD")?.id as string;
    const level = sandbox.exchange.book(btc)?.bids.at(parseDecimal("59990", "p"));
    expect(level?.orders.map((o) => [o.subaccountId === subaccount.id, o.remaining])).toEqual([
      [true, parseDecimal("2", "q")],
      [false, parseDecimal("1", "q")],
    ]);
  });

  test("a gap in the recording: the book jumps to the snapshot after it", async () => {
    const file = writeRecording(
      ["SOLUSD"],
      [
        snapshot(
          "SOLUSD",
          T,
          [
            ["149.9", "10"],
            ["149.8", "5"],
          ],
          [["150.1", "3"]],
        ),
        { kind: "gap", symbol: "SOLUSD", time: T, reason: "reconnect" },
        snapshot("SOLUSD", T + 5_000, [["149.8", "1"]], [["150.2", "2"]]),
      ],
    );
    const sandbox = await replay(file);
    await sandbox.replay?.advanceTo(T + 5_000);
    expect(book(sandbox, "SOLUSD")).toEqual({ bids: [["149.8", "1"]], asks: [["150.2", "2"]] });
    expect(sandbox.replay?.status()).toMatchObject({ gaps: 1, books: 2 });
  });

  test("the feed delay holds the market channels back, on the replay's clock", async () => {
    const file = writeRecording(
      ["BTCUSD"],
      [
        snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
        trade("BTCUSD", T + 100, "60010", "0.5", 0),
      ],
    );
    const sandbox = await replay(file, { replay: { feedDelayMs: 300 } });
    const client = streamClient(sandbox.wsUrl);
    const fills = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" });
    const seen = collect(fills);
    await fills.ready;
    await sandbox.replay?.advanceTo(T + 399);
    await client.ping();
    expect(seen.messages).toEqual([]);
    await sandbox.replay?.advanceTo(T + 400);
    await waitFor(() => seen.messages.length === 1, "the delayed trade");
    expect(seen.messages[0]?.t).toBe(T + 100);
  });

  test("the order delay holds a bot's orders back: the market moves first", async () => {
    const file = writeRecording(
      ["BTCUSD"],
      [
        snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
        diff(
          "BTCUSD",
          T + 200,
          T,
          [],
          [
            ["60010", "0"],
            ["60020", "1"],
          ],
        ),
      ],
    );
    const sandbox = await replay(file, { replay: { orderDelayMs: 250 } });
    const { rest, subaccount } = await bot(sandbox, 53);
    await sandbox.replay?.advanceTo(T);
    // A buy that would take 60010 now, but reaches the exchange after that ask has gone. Its
    // refusal is caught at once: it may come before the test awaits it.
    const placing = rest
      .placeOrder({
        symbol: "BTCUSD",
        side: "buy",
        type: "LIMIT",
        quantity: "1",
        price: "60010",
        timeInForce: "IOC",
      })
      .catch((error: unknown) => error);
    await waitFor(() => sandbox.replay?.status().ordersWaiting === 1, "the order to wait");
    expect(sandbox.exchange.ordersOf(subaccount.id)).toHaveLength(0);
    await sandbox.replay?.advanceTo(T + 250);
    const placed = await placing;
    const [order] = sandbox.exchange.ordersOf(subaccount.id);
    expect(order?.createdAt).toBe(T + 250);
    expect(order?.filled).toBe(0n);
    expect(placed).toMatchObject({ result: "UnfilledImmediateOrCancel" });
  });

  test("plays at a speed on its own, and a gzip-compressed recording as the plain one", async () => {
    const entries = [
      snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
      trade("BTCUSD", T + 500, "60010", "0.25", 0),
      diff("BTCUSD", T + 1_000, T, [["59995", "2"]], [["60010", "0.75"]]),
    ];
    const file = writeRecording(["BTCUSD"], entries, { gzip: true });
    const sandbox = closedAfterTest(await startReplay({ seed: 3, replay: { file, speed: 50 } }));
    const status = await sandbox.replay?.finished;
    expect(status).toMatchObject({ ended: true, played: 3, trades: 1, errors: 0 });
    expect(sandbox.clock.now()).toBeGreaterThanOrEqual(T + 1_000);
    expect(book(sandbox, "BTCUSD")).toEqual({
      bids: [
        ["59995", "2"],
        ["59990", "1"],
      ],
      asks: [["60010", "0.75"]],
    });
    await expect(sandbox.replay?.advance(10)).rejects.toThrow(/replay\.speed must be "step"/);
  });

  test("shows where it is at GET /sandbox/replay, and steps on at POST /sandbox/replay/advance", async () => {
    const file = writeRecording(["BTCUSD"], [snapshot("BTCUSD", T + 1_000, [["1", "1"]], [])]);
    const sandbox = await replay(file);
    const advanced = await fetch(`${sandbox.baseUrl}/sandbox/replay/advance`, {
      method: "POST",
      body: JSON.stringify({ time: T + 2_000 }),
    });
    expect(advanced.status).toBe(200);
    // Past the end of the recording there is nothing to play: the clock stays where it ended.
    expect(await advanced.json()).toMatchObject({
      time: T + 1_000,
      books: 1,
      ended: true,
      endTime: T + 1_000,
    });
    const shown = (await (await fetch(`${sandbox.baseUrl}/sandbox/replay`)).json()) as {
      symbols: string[];
      participants: { role: string; subaccount: string }[];
    };
    expect(shown.symbols).toEqual(["BTCUSD"]);
    expect(shown.participants.map((p) => p.subaccount)).toEqual(["replay-maker-1", "replay-taker"]);
    const refused = await fetch(`${sandbox.baseUrl}/sandbox/replay/advance`, {
      method: "POST",
      body: JSON.stringify({ ms: -1 }),
    });
    expect(refused.status).toBe(400);
    // Past the latest time a nonce can carry, nothing could be signed any more: refused.
    for (const body of [{ time: Number.MAX_SAFE_INTEGER }, { ms: Number.MAX_SAFE_INTEGER - T }]) {
      const past = await fetch(`${sandbox.baseUrl}/sandbox/replay/advance`, {
        method: "POST",
        body: JSON.stringify(body),
      });
      expect(past.status).toBe(400);
      const field = Object.keys(body)[0] as string;
      expect(((await past.json()) as { message: string }).message).toMatch(
        new RegExp(`^${field} is past 18446744073708, the latest time`),
      );
    }
    expect(sandbox.replay?.status().time).toBe(T + 1_000);
  });

  test("refuses what it cannot replay, naming the option", async () => {
    const file = writeRecording(["BTCUSD"], [snapshot("BTCUSD", T, [], [])]);
    await expect(
      startReplay({ replay: file, clock: createClock({ frozen: true }) } as StartReplayOptions),
    ).rejects.toThrow(/clock cannot be given with replay/);
    await expect(startReplay({ replay: file, market: {} } as StartReplayOptions)).rejects.toThrow(
      /market cannot be given with replay/,
    );
    await expect(startReplay({ replay: { file, speed: 0 } })).rejects.toThrow(/replay\.speed/);
    await expect(startReplay({ replay: `${file}.missing` })).rejects.toThrow(
      /replay\.file cannot be read/,
    );
    const doge = writeRecording(["DOGEUSD"], [snapshot("DOGEUSD", T, [], [])]);
    await expect(startReplay({ replay: doge })).rejects.toThrow(
      /records DOGEUSD, which is no product/,
    );
  });
});
