import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { MAX_LINE_BYTES, openRecording } from "@perpkit/stream/recording";
import { describe, expect, test } from "vitest";
import { LineCheck } from "../../src/replay/line-check.js";
import { ReplayFeeWarning, startReplay } from "../../src/replay/start.js";
import { writeBookFile, writeLongLineFile } from "./book-file.js";
import { scratch } from "./recordings.js";

// Slow: reads recordings of hundreds of megabytes (written into a temporary folder and removed
// after each test). Reading a recording is linear in its size and bounded in memory: what it
// keeps does not grow with the file, nor with its longest line. Timings are in
// bench/recordings.bench.ts; the test timeouts here are hang guards only.

const T = Date.UTC(2026, 5, 1);
const MB = 1024 * 1024;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** The live heap after a full collection. */
function liveHeap(): number {
  gc();
  return process.memoryUsage().heapUsed;
}

/** Writes a recording of about `bytes` of L2Book lines that pass every check. */
function writeBook(bytes: number, name: string): { path: string; lines: number } {
  const path = join(scratch(), name);
  return { path, lines: writeBookFile(path, bytes, T) };
}

/** Reads and checks every line of a recording, as a replay does before its engine; answers the peak live heap seen. */
async function readAndCheck(path: string): Promise<{ lines: number; peak: number }> {
  const reader = await openRecording(path);
  const check = new LineCheck(reader.header, () => ({
    id: "btc",
    ticker: "BTCUSD",
    displayTicker: "BTC-USD",
    baseTokenName: "BTC",
    quoteTokenName: "USD",
    onchainId: 1,
    tickSize: 1_000_000_000n,
    lotSize: 100_000n,
    minPrice: 1_000_000_000n,
    maxPrice: 1_000_000n * 1_000_000_000n,
    maxQuantity: 1_000n * 1_000_000_000n,
    makerFee: 0n,
    takerFee: 0n,
    maxLeverage: 20,
    maxPositionNotionalUsd: 10n ** 18n,
    maxOpenInterestUsd: 10n ** 18n,
    createdAt: T,
  }));
  let lines = 1;
  let peak = 0;
  for (let line = await reader.next(); line; line = await reader.next()) {
    const verdict = check.line(line);
    if (verdict.kind !== "play") throw new Error(`line ${line.number} was not played`);
    if (++lines % 200_000 === 0) peak = Math.max(peak, liveHeap());
  }
  return { lines, peak: Math.max(peak, liveHeap()) };
}

describe("large recordings", { timeout: 300_000 }, () => {
  test("reading and checking keeps the heap flat from 1 MB to 200 MB of lines", async () => {
    const small = writeBook(MB, "small.ndjson");
    const large = writeBook(200 * MB, "large.ndjson");
    const base = liveHeap();
    const a = await readAndCheck(small.path);
    const b = await readAndCheck(large.path);
    expect(a.lines).toBe(small.lines);
    expect(b.lines).toBe(large.lines);
    expect(b.lines).toBeGreaterThan(100 * a.lines);
    // The file is 200 times larger; what stays in memory is the same, give or take a few MB.
    expect(b.peak - base).toBeLessThan(8 * MB);
    expect(b.peak - a.peak).toBeLessThan(4 * MB);
  });

  test("a 200 MB line is refused unread, the lines after it play, and the heap stays flat", async () => {
    const path = join(scratch(), "long-line.ndjson");
    const length = writeLongLineFile(path, 200 * MB, T);
    const reported: unknown[] = [];
    const base = liveHeap();
    const sandbox = await startReplay({
      seed: 1,
      rateLimits: false,
      replay: { file: path, speed: "step" },
      // The fixtures hold no product lines: the one fee warning is not a refusal.
      onError: (error) => {
        if (!(error instanceof ReplayFeeWarning)) reported.push(error);
      },
    });
    try {
      const status = await sandbox.replay?.advanceTo(T + 1_000);
      expect(status).toMatchObject({ ended: true, errors: 1, books: 1, stopped: undefined });
      expect(reported).toHaveLength(1);
      expect(reported[0]).toMatchObject({ line: 2, field: "line" });
      expect((reported[0] as Error).message).toMatch(
        new RegExp(`^line 2: line is ${length} bytes long, over the ${MAX_LINE_BYTES}`),
      );
      // A sandbox takes some memory of its own; the line took none of it.
      expect(liveHeap() - base).toBeLessThan(32 * MB);
    } finally {
      await sandbox.close();
    }
  });
});
