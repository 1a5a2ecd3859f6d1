import { formatDecimal, parseDecimal } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import type { Side } from "@perpkit/sandbox";
import { encodeRecordingEntry, RecordingLineError } from "@perpkit/stream";
import { describe, expect, test } from "vitest";
import { MAX_LINE_ORDERS } from "../../src/replay/line-check.js";
import { MAX_BOOK_ORDERS } from "../../src/replay/recorded-book.js";
import type { ReplaySandbox } from "../../src/replay/start.js";
import { recordSession } from "../../src/report/session.js";
import { wallet } from "../helpers.js";
import {
  diff,
  type LiveProduct,
  levels,
  productLine,
  snapshot,
  steppedReplay,
  writeLines,
} from "./recordings.js";

// A live lot need not divide the sandbox product's maxQuantity: BTCUSD's 0.003 under 1000 plays
// in orders of at most 999.999, the most whole lots one order holds, so every order of the
// replay stays on the recorded lot grid and every level holds exactly its recorded quantity.

const T = Date.UTC(2026, 6, 1, 9);
const LOT = 3_000_000n;
const PIECE = "999.999";

const LIVE: LiveProduct = {
  symbol: "BTCUSD",
  makerFee: "0.001",
  takerFee: "0.004",
  tickSize: "0.5",
  lotSize: "0.003",
};

/** A recording of BTCUSD on the live lot: its product line, then `lines` as they are. */
function recording(lines: readonly string[]): string {
  return writeLines(["BTCUSD"], [productLine(LIVE), ...lines]);
}

const book = (...args: Parameters<typeof snapshot>) =>
  encodeRecordingEntry(snapshot(...args)).trimEnd();
const change = (...args: Parameters<typeof diff>) => encodeRecordingEntry(diff(...args)).trimEnd();

const replay = (file: string) => steppedReplay(file, { seed: 9 });

function bookOf(sandbox: ReplaySandbox) {
  const b = sandbox.exchange.book(sandbox.exchange.productByTicker("BTCUSD")?.id as string);
  return { bids: levels(b?.bids.depth() ?? []), asks: levels(b?.asks.depth() ?? []) };
}

/** The replay's orders at a level, oldest first, as decimal strings of what each holds. */
function ordersAt(sandbox: ReplaySandbox, side: Side, price: string): string[] {
  const product = sandbox.exchange.productByTicker("BTCUSD");
  const level = sandbox.exchange
    .book(product?.id as string)
    ?.side(side)
    .at(parseDecimal(price, "price"));
  return (level?.orders ?? []).map((o) => formatDecimal(o.remaining));
}

/** Every order of the replay's makers: on the recorded lot grid, none over one piece. */
function expectOnTheLotGrid(sandbox: ReplaySandbox): void {
  const makers = sandbox.replay?.participants().filter((p) => p.role === "maker") ?? [];
  let count = 0;
  for (const maker of makers) {
    for (const order of sandbox.exchange.openOrdersOf(maker.subaccountId)) {
      count++;
      expect(order.remaining % LOT, formatDecimal(order.remaining)).toBe(0n);
      expect(order.remaining <= 999_999_000_000n, formatDecimal(order.remaining)).toBe(true);
    }
  }
  expect(count).toBeGreaterThan(0);
}

describe("a recording whose lot does not divide the product's maxQuantity", () => {
  test("replays: each level holds exactly its recorded quantity, in orders of at most 999.999", async () => {
    const file = recording([
      book("BTCUSD", T, [["59990", "2500.002"]], [["60010.5", "1.5"]]),
      // Grows past the room left in its last order, shrinks across orders, grows again.
      change("BTCUSD", T + 200, T, [["59990", "3000"]], []),
      change("BTCUSD", T + 400, T + 200, [["59990", "1200.003"]], []),
      change("BTCUSD", T + 600, T + 400, [["59990", "2000.001"]], [["60010.5", "0"]]),
    ]);
    const { sandbox, reported } = await replay(file);
    expect(sandbox.exchange.productByTicker("BTCUSD")).toMatchObject({
      lotSize: LOT,
      maxQuantity: 1_000_000_000_000n,
    });

    await sandbox.replay?.advanceTo(T);
    expect(bookOf(sandbox)).toEqual({ bids: [["59990", "2500.002"]], asks: [["60010.5", "1.5"]] });
    expect(ordersAt(sandbox, 0, "59990")).toEqual([PIECE, PIECE, "500.004"]);
    expectOnTheLotGrid(sandbox);

    await sandbox.replay?.advanceTo(T + 200);
    expect(bookOf(sandbox).bids).toEqual([["59990", "3000"]]);
    // The last order fills to 999.999 (499.995 of room), the last lot of the growth behind it.
    expect(ordersAt(sandbox, 0, "59990")).toEqual([PIECE, PIECE, PIECE, "0.003"]);
    expectOnTheLotGrid(sandbox);

    await sandbox.replay?.advanceTo(T + 400);
    expect(bookOf(sandbox).bids).toEqual([["59990", "1200.003"]]);
    expect(ordersAt(sandbox, 0, "59990")).toEqual([PIECE, "200.004"]);
    expectOnTheLotGrid(sandbox);

    await sandbox.replay?.advanceTo(T + 600);
    expect(bookOf(sandbox)).toEqual({ bids: [["59990", "2000.001"]], asks: [] });
    expect(ordersAt(sandbox, 0, "59990")).toEqual([PIECE, PIECE, "0.003"]);
    expectOnTheLotGrid(sandbox);

    expect(reported).toEqual([]);
    expect(sandbox.replay?.status()).toMatchObject({ errors: 0, books: 4, refused: 0 });
  });

  test("a bot's order fills across the level's orders for exactly what it asked", async () => {
    const file = recording([
      book("BTCUSD", T, [["59990", "0.999"]], [["60010.5", "1500"]]),
      // The recorded level comes back to its size after the bot took from it.
      change("BTCUSD", T + 200, T, [], [["60010.5", "1500"]]),
    ]);
    const { sandbox, reported } = await replay(file);
    const w = wallet(81);
    const { subaccount } = await sandbox.fund(w.address, "10000000");
    const rest = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: w.signer,
      serverClockMaxAgeMs: 0,
    });
    const session = recordSession(sandbox, { subaccountId: subaccount.id });
    await sandbox.replay?.advanceTo(T);
    expect(ordersAt(sandbox, 1, "60010.5")).toEqual([PIECE, "500.001"]);

    // Two buys of 600 (an order is at most 1000): the second takes the first order's last
    // 399.999 and 200.001 of the next.
    const buy = { symbol: "BTCUSD", side: "buy", type: "LIMIT", price: "60010.5" } as const;
    await rest.placeOrder({ ...buy, quantity: "600", timeInForce: "IOC" });
    await rest.placeOrder({ ...buy, quantity: "600", timeInForce: "IOC" });
    const fills = session.finish().fills.list.map((f) => [f.side, f.price, f.quantity, f.maker]);
    expect(fills).toEqual([
      ["buy", "60010.5", "600", false],
      ["buy", "60010.5", "399.999", false],
      ["buy", "60010.5", "200.001", false],
    ]);
    expect(bookOf(sandbox).asks).toEqual([["60010.5", "300"]]);
    expect(ordersAt(sandbox, 1, "60010.5")).toEqual(["300"]);
    expectOnTheLotGrid(sandbox);

    await sandbox.replay?.advanceTo(T + 200);
    expect(bookOf(sandbox).asks).toEqual([["60010.5", "1500"]]);
    expect(ordersAt(sandbox, 1, "60010.5")).toEqual([PIECE, "500.001"]);
    expectOnTheLotGrid(sandbox);
    expect(reported).toEqual([]);
  });

  test("a line that would take more orders of 999.999 than a line may place is refused, naming the level", async () => {
    // 1,000 orders of 999.999 hold 999999; three more lots take one order more.
    const file = recording([
      book("BTCUSD", T, [["1", "999999"]], []),
      book("BTCUSD", T + 200, [["1", "999999.003"]], []),
    ]);
    const { sandbox, reported } = await replay(file);
    const status = await sandbox.replay?.advanceTo(T + 200);
    expect(status).toMatchObject({ errors: 1, books: 1 });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(RecordingLineError);
    expect(reported[0]).toMatchObject({ line: 4, field: "bids.0.quantity" });
    expect((reported[0] as Error).message).toBe(
      `line 4: bids.0.quantity is 999999.003: the line would take more than ${MAX_LINE_ORDERS} orders of 999.999 (BTCUSD's maxQuantity 1000 in whole lots of 0.003)`,
    );
    // The snapshot that played is held whole, in its 1,000 orders.
    expect(bookOf(sandbox).bids).toEqual([["1", "999999"]]);
    expect(ordersAt(sandbox, 0, "1")).toHaveLength(MAX_LINE_ORDERS);
  });

  test("a book that would be held in more orders of 999.999 than a replay keeps is refused, naming the side", async () => {
    // Each diff adds a level of 1,000 orders; the eleventh would take the book past its cap.
    const lines = [book("BTCUSD", T, [["1", "999999"]], [])];
    for (let i = 1; i <= MAX_BOOK_ORDERS / MAX_LINE_ORDERS; i++) {
      lines.push(change("BTCUSD", T + i, T + i - 1, [[`${i + 1}`, "999999"]], []));
    }
    const { sandbox, reported } = await replay(recording(lines));
    const status = await sandbox.replay?.advanceTo(T + 1_000);
    expect(status).toMatchObject({ errors: 1, books: MAX_BOOK_ORDERS / MAX_LINE_ORDERS });
    expect(reported).toMatchObject([{ line: lines.length + 2, field: "bids" }]);
    expect((reported[0] as Error).message).toMatch(
      /would leave BTCUSD's book held in 11000 orders of 999\.999 \(BTCUSD's maxQuantity 1000 in whole lots of 0\.003\); a replay holds a book in at most 10000/,
    );
  });
});
