import { execFileSync } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  encodeRecordingEntry,
  encodeRecordingHeader,
  type RecordingEntry,
  RecordingLineError,
} from "@perpkit/stream";
import { describe, expect, test } from "vitest";
import { ReplayFeeWarning, startReplay } from "../../src/replay/start.js";
import {
  closedAfterTest,
  diff,
  levels,
  scratch,
  snapshot,
  steppedReplay,
  trade,
} from "./recordings.js";

// What a replay reads: a recording opened once (a pipe plays), a folder of recordings by market
// and day, a list of recordings, the markets and the window asked for.

const DAY1 = Date.UTC(2026, 4, 1);
const DAY2 = Date.UTC(2026, 4, 2);

const text = (symbols: readonly string[], entries: readonly RecordingEntry[]) =>
  encodeRecordingHeader(symbols) + entries.map(encodeRecordingEntry).join("");

/** Writes a recording at `path`, making its folder. */
function write(path: string, symbols: readonly string[], entries: readonly RecordingEntry[]) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(
    path,
    path.endsWith(".gz") ? gzipSync(text(symbols, entries)) : text(symbols, entries),
  );
  return path;
}

/** A folder of BTCUSD over two days and ETHUSD over the first. */
function folder(): string {
  const root = scratch();
  write(
    join(root, "BTCUSD", "2026-05-01.ndjson.gz"),
    ["BTCUSD"],
    [
      snapshot("BTCUSD", DAY1 + 10, [["60000", "1"]], [["60010", "1"]]),
      diff("BTCUSD", DAY1 + 30, DAY1 + 10, [["60000", "2"]], []),
    ],
  );
  write(
    join(root, "BTCUSD", "2026-05-02.ndjson.gz"),
    ["BTCUSD"],
    [
      snapshot("BTCUSD", DAY2 + 10, [["61000", "1"]], [["61010", "1"]]),
      trade("BTCUSD", DAY2 + 20, "61000", "0.5", 1),
    ],
  );
  write(
    join(root, "ETHUSD", "2026-05-01.ndjson"),
    ["ETHUSD"],
    [snapshot("ETHUSD", DAY1 + 20, [["3000", "1"]], [["3001", "1"]])],
  );
  return root;
}

const noFees = (error: unknown) => error instanceof ReplayFeeWarning;

function bookOf(sandbox: Awaited<ReturnType<typeof steppedReplay>>["sandbox"], symbol: string) {
  const product = sandbox.exchange.productByTicker(symbol);
  const book = sandbox.exchange.book(product?.id as string);
  return { bids: levels(book?.bids.depth() ?? []), asks: levels(book?.asks.depth() ?? []) };
}

describe("a replay's input", () => {
  test("is opened once and read once: a recording in a pipe plays", {
    timeout: 60_000,
  }, async () => {
    const fifo = join(scratch(), "market.pipe");
    execFileSync("mkfifo", [fifo]);
    createWriteStream(fifo).end(
      text(
        ["BTCUSD"],
        [
          snapshot("BTCUSD", DAY1, [["60000", "1"]], []),
          trade("BTCUSD", DAY1 + 5, "60000", "0.5", 1),
        ],
      ),
    );
    const { sandbox, reported } = await steppedReplay(fifo, { ignore: noFees });
    expect(sandbox.replay?.startTime).toBe(DAY1 - 1);
    const status = await sandbox.replay?.advanceTo(DAY1 + 5);
    expect(status).toMatchObject({ ended: true, errors: 0, books: 1, trades: 1 });
    expect(reported).toEqual([]);
  });

  test("a folder by market and day plays as one, in time order, each market's days one after another", async () => {
    const { sandbox, reported } = await steppedReplay(folder(), { ignore: noFees });
    expect(sandbox.replay?.symbols).toEqual(["BTCUSD", "ETHUSD"]);
    expect(sandbox.replay?.startTime).toBe(DAY1 + 9);
    await sandbox.replay?.advanceTo(DAY1 + 30);
    expect(bookOf(sandbox, "BTCUSD").bids).toEqual([["60000", "2"]]);
    expect(bookOf(sandbox, "ETHUSD").asks).toEqual([["3001", "1"]]);
    const status = await sandbox.replay?.advanceTo(DAY2 + 20);
    expect(status).toMatchObject({ ended: true, errors: 0, gaps: 0, books: 4, trades: 1 });
    expect(bookOf(sandbox, "BTCUSD").asks).toEqual([["61010", "1"]]);
    expect(reported).toEqual([]);
  });

  test("plays the markets and the window asked for, from each market's book as it stood", async () => {
    const sandbox = closedAfterTest(
      await startReplay({
        rateLimits: false,
        replay: { file: folder(), speed: "step", symbols: ["BTCUSD"], from: DAY1 + 20, to: DAY2 },
        onError: () => undefined,
      }),
    );
    expect(sandbox.replay?.symbols).toEqual(["BTCUSD"]);
    // The book as it stood at the window's start comes first, at its own time.
    expect(sandbox.replay?.startTime).toBe(DAY1 + 9);
    const status = await sandbox.replay?.advanceTo(DAY2 + 100);
    expect(status).toMatchObject({ ended: true, errors: 0, books: 2, trades: 0 });
    expect(bookOf(sandbox, "BTCUSD").bids).toEqual([["60000", "2"]]);
  });

  test("a list of recordings plays as one, and a refusal names the file of its line", async () => {
    const root = scratch();
    const btc = write(
      join(root, "btc.ndjson"),
      ["BTCUSD"],
      [snapshot("BTCUSD", DAY1 + 2, [["60000", "1"]], [])],
    );
    const eth = join(root, "eth.ndjson");
    writeFileSync(
      eth,
      `${text(["ETHUSD"], [snapshot("ETHUSD", DAY1 + 1, [["3000", "1"]], [])])}["T","ETHUSD",${DAY1 + 3},"3000.0001","1",0]\n`,
    );
    const { sandbox, reported } = await steppedReplay([btc, eth], { ignore: noFees });
    const status = await sandbox.replay?.advanceTo(DAY1 + 3);
    expect(status).toMatchObject({ ended: true, errors: 1, books: 2 });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(RecordingLineError);
    expect((reported[0] as Error).message).toBe(
      `${eth}: line 3: price is 3000.0001, off ETHUSD's tick size 0.1`,
    );
  });

  test("refuses markets it does not hold and a window that is not one, naming the option", async () => {
    await expect(startReplay({ replay: { file: folder(), symbols: ["SOLUSD"] } })).rejects.toThrow(
      /^replay\.symbols\.0 is "SOLUSD", not a market of /,
    );
    await expect(startReplay({ replay: { file: folder(), from: DAY2, to: DAY1 } })).rejects.toThrow(
      /^replay\.to is .*, not after from/,
    );
    await expect(startReplay({ replay: { file: [] } })).rejects.toThrow(/^replay\.file must be/);
  });
});
