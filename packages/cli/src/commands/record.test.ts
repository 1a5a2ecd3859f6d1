import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { startReplay } from "@perpkit/backtest";
import { createRestClient } from "@perpkit/rest";
import { defaultOraclePrices, type Sandbox, startSandbox } from "@perpkit/sandbox";
import { decodeRecordingEntry, decodeRecordingHeader, type RecordingEntry } from "@perpkit/stream";
import {
  type MarketEntry,
  openRecording,
  openRecordings,
  type RecordingReader,
} from "@perpkit/stream/recording";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorLines, json, perpkit } from "../../test/helpers.js";
import { runCli } from "../run.js";

let market: Sandbox;
let folder: string;
let env: Record<string, string>;

beforeAll(async () => {
  market = await startSandbox({
    port: 0,
    oracle: { prices: defaultOraclePrices, intervalMs: 100 },
    market: { takerRate: 10, intervalMs: 50 },
    stream: { l2BookIntervalMs: 50, tickerIntervalMs: 200 },
    // Fees of their own, so a product line shows it carries the server's, not the defaults.
    fees: { maker: "0.0002", taker: "0.0007" },
  });
  folder = mkdtempSync(join(tmpdir(), "perpkit-record-"));
  env = { PERPKIT_BASE_URL: market.baseUrl };
});

afterAll(async () => {
  await market.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every line of a recording after its header, read by the format's documented reader. */
function allEntries(text: string): RecordingEntry[] {
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line, i) => decodeRecordingEntry(line, i + 2));
}

/** The market lines of a recording, after its header and its product lines. */
function entries(text: string): MarketEntry[] {
  return allEntries(text).filter((e): e is MarketEntry => e.kind !== "product");
}

/** Every market entry a reader reads; a line it refuses fails the test. */
async function readAll(reader: RecordingReader): Promise<MarketEntry[]> {
  const read: MarketEntry[] = [];
  for (let line = await reader.next(); line; line = await reader.next()) {
    if (line.error) throw line.error;
    read.push(line.entry);
  }
  return read;
}

describe("perpkit record", () => {
  test("shows its progress on a terminal, one line rewritten, and takes it away at the end", async () => {
    const out = join(folder, "progress.ndjson");
    let stderr = "";
    let stdout = "";
    const code = await runCli(["record", "BTCUSD", "--out", out, "--duration", "1"], {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text), isTTY: true },
      stdin: Readable.from([]),
      env,
      stop: new AbortController().signal,
    });
    expect(code).toBe(0);
    const erase = "\x1b[K";
    expect(stderr).toContain(erase);
    expect(stderr.split(erase)[0]).toMatch(
      /\r\d+ s: \d+ lines: \d+ snapshots, \d+ diffs, \d+ trades, \d+ tickers, 0 gaps$/,
    );
    expect(stderr.endsWith("\r\x1b[K")).toBe(true);
    expect(stdout).toMatch(/^Recorded \d+ lines/);
  });

  test("writes no progress where stderr is not a terminal", async () => {
    const out = join(folder, "quiet.ndjson");
    const run = await perpkit(["record", "BTCUSD", "--out", out, "--duration", "1"], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain("\r");
  });

  test("records the books, trades and tickers of the markets named, and the sandbox replays the file", async () => {
    const out = join(folder, "market.ndjson");
    const run = await perpkit(["record", "BTCUSD", "ETHUSD", "--out", out, "--duration", "2"], {
      env,
    });
    expect(run.stderr).toMatch(/Recording L2Book, TradeFill, Ticker of BTCUSD, ETHUSD to /);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Recorded \d+ lines: 2 snapshots, \d+ diffs, \d+ trades, \d+ tickers, 0 gaps to .*market\.ndjson\.\n$/,
    );
    const text = readFileSync(out, "utf8");
    const header = decodeRecordingHeader(text.split("\n")[0] as string);
    expect(header).toMatchObject({
      version: 2,
      symbols: ["BTCUSD", "ETHUSD"],
      source: market.wsUrl,
    });
    // The product lines follow the header: each market's fees, tick and lot as the server's
    // REST API lists them.
    const listed = await createRestClient({ baseUrl: market.baseUrl }).getProducts();
    const productLines = text
      .split("\n")
      .slice(1, 3)
      .map((line) => JSON.parse(line));
    expect(productLines).toEqual(
      ["BTCUSD", "ETHUSD"].map((symbol) => {
        const { makerFee, takerFee, tickSize, lotSize } = listed.find(
          (p) => p.ticker === symbol,
        ) as (typeof listed)[number];
        return ["P", symbol, { makerFee, takerFee, tickSize, lotSize }];
      }),
    );
    expect(productLines[0][2]).toMatchObject({ makerFee: "0.0002", takerFee: "0.0007" });
    // Every documented reader reads the version 2 file whole: the format's line decoder (its
    // product lines too), the file reader and the reader of several recordings as one.
    const all = allEntries(text);
    expect(all.slice(0, 2).map((e) => e.kind)).toEqual(["product", "product"]);
    const readers = [await openRecording(out), await openRecordings([out])];
    for (const reader of readers) {
      expect(reader.header.version).toBe(2);
      expect(reader.products.map((p) => [p.symbol, p.product.takerFee])).toEqual([
        ["BTCUSD", "0.0007"],
        ["ETHUSD", "0.0007"],
      ]);
      expect(await readAll(reader)).toEqual(all.slice(2));
    }
    const recorded = entries(text);
    for (const symbol of ["BTCUSD", "ETHUSD"]) {
      const books = recorded.filter((e) => e.kind === "book" && e.symbol === symbol);
      const [first] = books;
      expect(first?.kind === "book" && first.previousTime).toBeUndefined();
      expect(books.length).toBeGreaterThan(10);
    }
    expect(recorded.some((e) => e.kind === "trade")).toBe(true);
    expect(recorded.some((e) => e.kind === "ticker" && e.ticker.markPx !== undefined)).toBe(true);

    // Replayed up to its last BTCUSD book line, the sandbox's book is the recorded one.
    const lines = text.trim().split("\n");
    let cut = lines.length - 1;
    while (cut > 0 && !/^\["[SD]","BTCUSD"/.test(lines[cut] as string)) cut--;
    const upTo = join(folder, "cut.ndjson");
    writeFileSync(upTo, `${lines.slice(0, cut + 1).join("\n")}\n`);
    const bids = new Map<string, string>();
    const asks = new Map<string, string>();
    for (const e of entries(readFileSync(upTo, "utf8"))) {
      if (e.kind !== "book" || e.symbol !== "BTCUSD") continue;
      if (e.previousTime === undefined) {
        bids.clear();
        asks.clear();
      }
      for (const [side, levels] of [
        [bids, e.bids],
        [asks, e.asks],
      ] as const) {
        for (const [price, quantity] of levels) {
          if (quantity === "0") side.delete(price);
          else side.set(price, quantity);
        }
      }
    }
    const replay = await startReplay({ port: 0, replay: { file: upTo, speed: "step" } });
    try {
      const status = await replay.replay?.advance(60_000);
      expect(status).toMatchObject({ ended: true, errors: 0 });
      // The replay charges the recorded fees, and says where they came from.
      expect(replay.feeSources.BTCUSD).toEqual({ maker: "recording", taker: "recording" });
      expect(replay.exchange.productByTicker("BTCUSD")?.takerFee).toBe(700_000n);
      const book = (await (await fetch(`${replay.baseUrl}/sandbox/book?symbol=BTCUSD`)).json()) as {
        bids: [string, string][];
        asks: [string, string][];
      };
      expect(book.bids.length).toBeGreaterThan(0);
      expect(new Map(book.bids)).toEqual(bids);
      expect(new Map(book.asks)).toEqual(asks);
    } finally {
      await replay.close();
    }
  });

  test("a .gz name compresses the recording; --json prints the summary as one document", async () => {
    const out = join(folder, "btc.ndjson.gz");
    const run = await perpkit(
      ["record", "BTCUSD", "--out", out, "--duration", "0.5", "--channels", "L2Book", "--json"],
      { env },
    );
    expect(run.code).toBe(0);
    const summary = json<{ file: string; channels: string[]; snapshots: number; trades: number }>(
      run,
    );
    expect(summary).toMatchObject({ file: out, channels: ["L2Book"], snapshots: 1, trades: 0 });
    const text = gunzipSync(readFileSync(out)).toString("utf8");
    expect(decodeRecordingHeader(text.split("\n")[0] as string).symbols).toEqual(["BTCUSD"]);
    expect(entries(text).every((e) => e.kind === "book")).toBe(true);
  });

  test("refuses a product that does not exist, a file that does, and a channel it does not know (exit 3)", async () => {
    const unknown = await perpkit(
      ["record", "DOGEUSD", "--out", join(folder, "doge.ndjson"), "--duration", "1"],
      { env },
    );
    expect(unknown.code).toBe(3);
    expect(errorLines(unknown)[0]).toMatch(/^perpkit: <symbols> names no product: "DOGEUSD"/);
    const existing = join(folder, "existing.ndjson");
    writeFileSync(existing, "keep me");
    const taken = await perpkit(["record", "BTCUSD", "--out", existing, "--duration", "1"], {
      env,
    });
    expect(taken.code).toBe(3);
    expect(errorLines(taken)[0]).toMatch(/^perpkit: --out cannot be written: EEXIST/);
    expect(readFileSync(existing, "utf8")).toBe("keep me");
    const channel = await perpkit(
      ["record", "BTCUSD", "--out", join(folder, "x.ndjson"), "--channels", "OrderFill"],
      { env },
    );
    expect(channel.code).toBe(3);
    expect(errorLines(channel)[0]).toMatch(/--channels takes L2Book, TradeFill, Ticker/);
  });

  test("needs --out (exit 2)", async () => {
    const run = await perpkit(["record", "BTCUSD"], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--out <file>/);
  });
});
