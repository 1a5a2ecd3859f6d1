import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDecimal } from "@perpkit/core";
import { decodeRecordingEntry } from "@perpkit/stream";
import type { MarketEntry } from "@perpkit/stream/recording";
import { describe, expect, test } from "vitest";
import { startReplay } from "../../src/replay/start.js";
import { record, recordSimulated, STEP_MS, SYMBOLS, scratch, T0 } from "./recordings.js";

// The proof of the two halves together: a minute of a simulated market, recorded through the
// real stream client on a clock the test steps, repeats byte for byte with one seed; played into
// a fresh sandbox with no bot, its L2Book stream is the recorded book at every recorded time.

const STEPS = 300; // 60 s of the sandbox clock

function entriesOf(recording: string): MarketEntry[] {
  return recording
    .trim()
    .split("\n")
    .slice(1)
    .map((line, i) => decodeRecordingEntry(line, i + 2))
    .filter((entry) => entry.kind !== "product");
}

/** Each market's book after each of its L2Book entries, by book time, as sorted text. */
function booksByTime(entries: readonly MarketEntry[]): Map<string, Map<number, string>> {
  const out = new Map<string, Map<number, string>>();
  const state = new Map<string, { bids: Map<string, string>; asks: Map<string, string> }>();
  for (const entry of entries) {
    if (entry.kind !== "book") continue;
    let book = state.get(entry.symbol);
    if (!book || entry.previousTime === undefined) {
      book = { bids: new Map(), asks: new Map() };
      state.set(entry.symbol, book);
    }
    for (const [side, levels] of [
      [book.bids, entry.bids],
      [book.asks, entry.asks],
    ] as const) {
      for (const [price, quantity] of levels) {
        if (quantity === "0") side.delete(price);
        else side.set(price, quantity);
      }
    }
    const text = JSON.stringify([[...book.bids].sort(), [...book.asks].sort()]);
    let times = out.get(entry.symbol);
    if (!times) {
      times = new Map();
      out.set(entry.symbol, times);
    }
    times.set(entry.time, text);
  }
  return out;
}

/** The trades of a recording summed by market, time, price and side. */
function tradeTotals(entries: readonly MarketEntry[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const entry of entries) {
    if (entry.kind !== "trade") continue;
    const key = `${entry.symbol} ${entry.time} ${entry.price} ${entry.side}`;
    const size = parseDecimal(entry.size, "size");
    totals.set(key, (totals.get(key) ?? 0n) + size);
  }
  return totals;
}

describe("recording and replay, together", { timeout: 240_000 }, () => {
  test("a minute of a simulated market recorded twice with one seed is byte-identical, and its replay's L2Book stream is the recorded book at every recorded time", async () => {
    const first = await recordSimulated("proof", STEPS);
    const second = await recordSimulated("proof", STEPS);
    expect(second).toBe(first);
    const recorded = entriesOf(first);
    const counts = (kind: MarketEntry["kind"]) => recorded.filter((e) => e.kind === kind).length;
    // A snapshot and 300 diffs of each market, a ticker a second, and trades.
    expect(counts("book")).toBe(SYMBOLS.length * (STEPS + 1));
    expect(counts("ticker")).toBe(SYMBOLS.length * 60);
    expect(counts("trade")).toBeGreaterThan(100);
    expect(counts("gap")).toBe(0);

    const file = join(scratch(), "minute.ndjson");
    writeFileSync(file, first);
    const sandbox = await startReplay({
      seed: "replay",
      rateLimits: false,
      replay: { file, speed: "step" },
    });
    let replayed: string;
    try {
      const end = recorded[recorded.length - 1]?.time as number;
      let time = sandbox.clock.now();
      replayed = await record(
        sandbox,
        ["L2Book", "TradeFill"],
        async () => {
          time = time + 1 === T0 ? T0 : time + STEP_MS;
          await sandbox.replay?.advanceTo(time);
          return time;
        },
        STEPS + 1,
      );
      expect(time).toBe(end);
      expect(sandbox.replay?.status()).toMatchObject({ ended: true, errors: 0, refused: 0 });
    } finally {
      await sandbox.close();
    }

    const expected = booksByTime(recorded);
    const actual = booksByTime(entriesOf(replayed));
    for (const symbol of SYMBOLS) {
      const times = expected.get(symbol) as Map<number, string>;
      expect(times.size).toBe(STEPS + 1);
      for (const [time, book] of times) {
        expect(actual.get(symbol)?.get(time), `${symbol} at ${time}`).toBe(book);
      }
    }
    expect(tradeTotals(entriesOf(replayed))).toEqual(tradeTotals(recorded));
  });
});
