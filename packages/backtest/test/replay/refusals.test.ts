import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { LATEST_TIME_MS } from "@perpkit/sandbox";
import { RecordingLineError } from "@perpkit/stream";
import { MAX_LINE_BYTES } from "@perpkit/stream/recording";
import { describe, expect, test } from "vitest";
import { MAX_LINE_ORDERS } from "../../src/replay/line-check.js";
import { MAX_BOOK_ORDERS } from "../../src/replay/recorded-book.js";
import { ReplayFeeWarning, type ReplaySandbox } from "../../src/replay/start.js";
import { levels, steppedReplay, writeLines } from "./recordings.js";

// Every refusal of the README's table "What a replay refuses", each from a recording that holds
// it between lines that play: the refusal is counted, reported to onError as a
// RecordingLineError naming the line (as the file numbers it, blank lines counted) and the
// field, and the replay goes on.

const T = Date.UTC(2026, 4, 1, 9);

const line = (...row: unknown[]) => JSON.stringify(row);
const S = (t: number, bids: unknown[], asks: unknown[]) => line("S", "BTCUSD", t, bids, asks);
const D = (t: number, pt: number, bids: unknown[], asks: unknown[]) =>
  line("D", "BTCUSD", t, pt, bids, asks);
const trade = (t: unknown, price: unknown, size: unknown) => line("T", "BTCUSD", t, price, size, 0);

/** A stepped replay of `file` that keeps what it reports. */
const replay = (file: string) =>
  steppedReplay(file, {
    seed: 1,
    // The fixtures hold no product lines: the one fee warning is not a refusal.
    ignore: (error) => error instanceof ReplayFeeWarning,
  });

function bookOf(sandbox: ReplaySandbox) {
  const product = sandbox.exchange.productByTicker("BTCUSD");
  const book = sandbox.exchange.book(product?.id as string);
  return { bids: levels(book?.bids.depth() ?? []), asks: levels(book?.asks.depth() ?? []) };
}

/** Each refused line, with the field its refusal names and a part of what it says. */
const refused: readonly [string, string, string, RegExp][] = [
  ["not JSON", "{nope", "line", /is not JSON/],
  ["an unknown kind", line("X", "BTCUSD", T), "kind", /is "X", not P, S, D, T, K or G/],
  ["a time that is no number", trade("soon", "60000", "1"), "time", /whole milliseconds/],
  ["a price that is no string", trade(T + 1, 60000, "1"), "price", /must be a decimal string/],
  [
    "a market not in the header",
    line("T", "ETHUSD", T, "3000", "1", 0),
    "symbol",
    /not a market of the header \(BTCUSD\)/,
  ],
  [
    "a time past what a nonce carries",
    trade(LATEST_TIME_MS + 1, "60000", "1"),
    "time",
    /the latest time a nonce can carry/,
  ],
  [
    "a trade before the market's last trade",
    trade(T + 5, "60000", "0.5"),
    "time",
    /before .*last trade line/,
  ],
  ["a price off the tick grid", trade(T + 20, "60000.5", "1"), "price", /off BTCUSD's tick size 1/],
  [
    "a price below the product's range",
    trade(T + 20, "0", "1"),
    "price",
    /outside BTCUSD's prices 1 to 1000000/,
  ],
  ["a price above the product's range", trade(T + 20, "1000001", "1"), "price", /outside/],
  [
    "a size off the lot grid",
    trade(T + 20, "60000", "0.00001"),
    "size",
    /off BTCUSD's lot size 0.0001/,
  ],
  ["a negative size", trade(T + 20, "60000", "-1"), "size", /must not be negative/],
  ["a trade of nothing", trade(T + 20, "60000", "0"), "size", /is 0/],
  [
    "a trade bigger than one order",
    trade(T + 20, "60000", "1001"),
    "size",
    /over BTCUSD's maxQuantity 1000/,
  ],
  [
    "a trade of 1e12",
    trade(T + 20, "50000", "1000000000000"),
    "size",
    /over BTCUSD.s maxOpenInterestUsd/,
  ],
  [
    "a level of 1e12",
    S(T + 30, [["50000", "1000000000000"]], []),
    "bids.0.quantity",
    /over BTCUSD's maxOpenInterestUsd/,
  ],
  [
    "a level more orders than a line may place",
    S(T + 30, [["1", "1000001"]], []),
    "bids.0.quantity",
    new RegExp(
      `more than ${MAX_LINE_ORDERS} orders of 1000 \\(BTCUSD's maxQuantity 1000 in whole lots of 0\\.0001\\)`,
    ),
  ],
  [
    "a price twice on a side",
    S(
      T + 30,
      [
        ["100", "1"],
        ["100", "2"],
      ],
      [],
    ),
    "bids.1.price",
    /named twice/,
  ],
  [
    "a price read before, written two ways on a side",
    S(
      T + 30,
      [
        ["59990", "1"],
        ["59990.0", "2"],
      ],
      [],
    ),
    "bids.1.price",
    /named twice/,
  ],
  [
    "a level's price off the tick grid",
    S(T + 30, [], [["60010.5", "1"]]),
    "asks.0.price",
    /off BTCUSD's tick size 1/,
  ],
  [
    "a snapshot deeper than the interface's",
    S(
      T + 30,
      [],
      Array.from({ length: 101 }, (_, i) => [`${70_000 + i}`, "1"]),
    ),
    "asks",
    /at most 100 a side/,
  ],
  [
    "a mark outside the product's range",
    line("K", "BTCUSD", T + 30, { markPx: "0.5" }),
    "ticker.markPx",
    /outside/,
  ],
  [
    "a funding rate of size 1 or more",
    line("K", "BTCUSD", T + 30, { markPx: "60000", fr1h: "-1" }),
    "ticker.fr1h",
    /above -1 and below 1/,
  ],
  [
    "a gap of an unknown channel",
    line("G", "BTCUSD", T + 30, "x", "OrderFill"),
    "channel",
    /must be one of/,
  ],
  ["a diff that goes back in time", D(T + 30, T + 40, [], []), "time", /before the diff's own pt/],
  [
    "a line longer than the cap",
    `["K","BTCUSD",${T + 30},{"note":"${"x".repeat(MAX_LINE_BYTES)}"}]`,
    "line",
    /over the 1048576 a line may be/,
  ],
];

describe("what a replay refuses", () => {
  test("each refused line is counted, reported with its line and field, and the replay goes on", async () => {
    const lines = [S(T, [["59990", "1"]], [["60010", "1"]]), trade(T + 10, "60010", "0.5")];
    const expected: { line: number; field: string; message: RegExp }[] = [];
    for (const [, text, field, message] of refused) {
      // A blank line before each: the numbers are the file's own.
      lines.push("", text);
      expected.push({ line: lines.length + 1, field, message });
    }
    lines.push(S(T + 100, [["59980", "2"]], [["60020", "3"]]));
    // The last line was cut short as it was written.
    const file = writeLines(["BTCUSD"], lines, {
      end: `\n${trade(T + 200, "60000", "1").slice(0, 20)}`,
    });
    expected.push({ line: lines.length + 2, field: "line", message: /is not JSON/ });

    const { sandbox, reported } = await replay(file);
    const status = await sandbox.replay?.advanceTo(T + 1_000);
    expect(status).toMatchObject({
      ended: true,
      stopped: undefined,
      errors: expected.length,
      played: 3,
      books: 2,
      trades: 1,
    });
    expect(reported).toHaveLength(expected.length);
    for (const [i, error] of reported.entries()) {
      const want = expected[i] as (typeof expected)[number];
      expect(error, refused[i]?.[0] ?? "the cut line").toBeInstanceOf(RecordingLineError);
      expect(error).toMatchObject({ line: want.line, field: want.field });
      expect((error as Error).message).toMatch(want.message);
      expect((error as Error).message.startsWith(`line ${want.line}: ${want.field} `)).toBe(true);
    }
    expect(status?.lastError).toMatch(new RegExp(`^line ${lines.length + 2}: line is not JSON`));
    // The refused lines reached nothing: the book is the last snapshot's.
    expect(bookOf(sandbox)).toEqual({ bids: [["59980", "2"]], asks: [["60020", "3"]] });
  });

  test("a recording cannot make the replay hold a book in more orders than its cap, however it adds levels", async () => {
    // Each level takes 1,000 orders of 1000, BTCUSD's maxQuantity: the line's own cap.
    const big = (price: number) => [`${price}`, "1000000"];
    const lines = [S(T, [big(1)], [])];
    for (let i = 1; i <= MAX_BOOK_ORDERS / MAX_LINE_ORDERS; i++) {
      lines.push(D(T + i, T + i - 1, [big(i + 1)], []));
    }
    const file = writeLines(["BTCUSD"], lines);
    const { sandbox, reported } = await replay(file);
    const status = await sandbox.replay?.advanceTo(T + 1_000);
    expect(status).toMatchObject({ errors: 1, books: MAX_BOOK_ORDERS / MAX_LINE_ORDERS });
    expect(reported[0]).toMatchObject({ line: lines.length + 1, field: "bids" });
    expect((reported[0] as Error).message).toMatch(
      /would leave BTCUSD's book held in 11000 orders of 1000 \(BTCUSD's maxQuantity 1000 in whole lots of 0\.0001\); a replay holds a book in at most 10000/,
    );
    const held = sandbox.replay?.participants().filter((p) => p.role === "maker") ?? [];
    let orders = 0;
    for (const maker of held) orders += sandbox.exchange.openOrdersOf(maker.subaccountId).length;
    expect(orders).toBe(MAX_BOOK_ORDERS);
  });

  test("a diff whose pt breaks its book's chain is a gap: the book waits for the next snapshot", async () => {
    const file = writeLines(
      ["BTCUSD"],
      [
        D(T - 10, T - 20, [["1", "1"]], []),
        S(T, [["59990", "1"]], [["60010", "1"]]),
        D(T + 200, T, [["59995", "1"]], []),
        // The diff of T + 400 is missing: this one names it.
        D(T + 600, T + 400, [["59999", "9"]], []),
        D(T + 800, T + 600, [["59998", "9"]], []),
        S(T + 1_000, [["59900", "1"]], [["60100", "1"]]),
        D(T + 1_200, T + 1_000, [["59901", "1"]], []),
      ],
    );
    const { sandbox, reported } = await replay(file);
    await sandbox.replay?.advanceTo(T + 800);
    // The diffs after the break were not played: the book is as it was before it.
    expect(bookOf(sandbox).bids).toEqual([
      ["59995", "1"],
      ["59990", "1"],
    ]);
    const status = await sandbox.replay?.advanceTo(T + 1_200);
    expect(status).toMatchObject({ gaps: 2, skipped: 1, errors: 0, books: 4, ended: true });
    expect(bookOf(sandbox).bids).toEqual([
      ["59901", "1"],
      ["59900", "1"],
    ]);
    expect(reported).toHaveLength(2);
    expect(reported[0]).toMatchObject({ line: 2, field: "pt" });
    expect((reported[0] as Error).message).toMatch(/BTCUSD's book has no snapshot yet/);
    expect(reported[1]).toMatchObject({ line: 5, field: "pt" });
    expect((reported[1] as Error).message).toMatch(
      new RegExp(`pt is ${T + 400}, not ${T + 200}, .*the book waits for the next snapshot`),
    );
    expect(status?.lastGap).toBe((reported[1] as Error).message);
  });

  test("a replay that cannot read its file on stops, and says where in status() and GET /sandbox/replay", async () => {
    const lines = [S(T, [["59990", "1"]], [["60010", "1"]])];
    for (let i = 1; i <= 200; i++) lines.push(trade(T + i, "60010", "0.0001"));
    const whole = writeLines(["BTCUSD"], lines, { gzip: true });
    const bytes = readFileSync(whole);
    // The file was cut: its gzip data ends early.
    writeFileSync(whole, bytes.subarray(0, bytes.length - 40));
    const { sandbox, reported } = await replay(whole);
    const status = await sandbox.replay?.advanceTo(T + 1_000);
    expect(status?.ended).toBe(true);
    expect(status?.stopped).toEqual({
      line: expect.any(Number),
      error: expect.stringMatching(/^line \d+: file cannot be read on: unexpected end of file/),
    });
    const line = status?.stopped?.line as number;
    expect(line).toBeGreaterThan(2);
    expect(status?.played).toBe(line - 2);
    expect(reported.at(-1)).toMatchObject({ line, field: "file" });
    const shown = (await (await fetch(`${sandbox.baseUrl}/sandbox/replay`)).json()) as {
      status: { stopped?: unknown };
    };
    expect(shown.status.stopped).toEqual(status?.stopped);
  });

  test("a gzip bomb stops the replay at the line it is in, long before it is unpacked", async () => {
    // 1 GiB of zeros as 1024 gzip members of 1 MiB each, behind a header and a snapshot.
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const head = gzipSync(
      `{"format":"perpkit-market-recording","version":1,"symbols":["BTCUSD"]}\n${S(T, [], [])}\n`,
    );
    const file = writeLines(["BTCUSD"], []);
    writeFileSync(file, Buffer.concat([head, ...Array.from({ length: 1024 }, () => member)]));
    const { sandbox } = await replay(file);
    const status = await sandbox.replay?.advanceTo(T + 1_000);
    expect(status?.stopped).toEqual({
      line: 3,
      error: expect.stringMatching(
        /^line 3: file decompresses to more than 250 times its compressed size/,
      ),
    });
    expect(status?.books).toBe(1);
  });
});
