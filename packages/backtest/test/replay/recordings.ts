import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { formatDecimal } from "@perpkit/core";
import { createClock, defaultOraclePrices, type Sandbox, startSandbox } from "@perpkit/sandbox";
import {
  createStreamClient,
  encodeRecordingEntry,
  encodeRecordingHeader,
  type PriceLevel,
  type RecordedChannel,
  type RecordedProduct,
  type RecordingEntry,
  recordMarket,
} from "@perpkit/stream";
import { afterEach } from "vitest";
import {
  type ReplaySandbox,
  type StartReplayOptions,
  startReplay,
} from "../../src/replay/start.js";
import { waitFor } from "../stream-helpers.js";

/** A market's product as a recording's product line holds it, with its market. */
export type LiveProduct = { readonly symbol: string } & RecordedProduct;

/** A product line of a recording, without its line break. */
export function productLine({ symbol, ...product }: LiveProduct): string {
  return encodeRecordingEntry({ kind: "product", symbol, product }).trimEnd();
}

/** The start of every recorded simulated market. */
export const T0 = Date.UTC(2026, 3, 1, 8);
/** The markets recorded unless told otherwise. */
export const SYMBOLS = ["BTCUSD", "ETHUSD", "SOLUSD"];
/** The sandbox-clock time between the turns of a recorded simulated market, and its diffs. */
export const STEP_MS = 200;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// Registered after the folders' hook, so it runs first: a sandbox closes before its recording goes.
const started: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

/** `sandbox`, closed after the test. */
export function closedAfterTest<S extends Sandbox>(sandbox: S): S {
  started.push(sandbox);
  return sandbox;
}

/** Options of {@link steppedReplay}: the sandbox's own, and which reported errors to pass over. */
export type SteppedReplayOptions = Omit<StartReplayOptions, "replay" | "onError"> & {
  /** An error this answers true for is not kept in `reported`. */
  readonly ignore?: (error: unknown) => boolean;
};

/**
 * A sandbox replaying `file` a step at a time, with no rate limits, closed after the test; what it
 * reports to onError is kept in `reported`.
 */
export async function steppedReplay(
  file: string | readonly string[],
  options: SteppedReplayOptions = {},
): Promise<{ sandbox: ReplaySandbox; reported: unknown[] }> {
  const { ignore, ...rest } = options;
  const reported: unknown[] = [];
  const sandbox = await startReplay({
    rateLimits: false,
    ...rest,
    replay: { file, speed: "step" },
    onError: (error) => {
      if (!ignore?.(error)) reported.push(error);
    },
  });
  return { sandbox: closedAfterTest(sandbox), reported };
}

/** A folder of its own for one test, removed after it. */
export function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), "perpkit-replay-"));
  folders.push(folder);
  return folder;
}

/** Writes a recording of `entries` (optionally gzip-compressed) and answers its path. */
export function writeRecording(
  symbols: readonly string[],
  entries: readonly RecordingEntry[],
  options: { readonly gzip?: boolean; readonly name?: string } = {},
): string {
  const text = encodeRecordingHeader(symbols) + entries.map(encodeRecordingEntry).join("");
  const path = join(
    scratch(),
    options.name ?? (options.gzip ? "market.ndjson.gz" : "market.ndjson"),
  );
  writeFileSync(path, options.gzip ? gzipSync(text) : text);
  return path;
}

/**
 * Writes a recording of the header and `lines` as they are, one a line (a line may be anything,
 * blank included), and answers its path; `gzip` compresses it, `end` follows the last line.
 */
export function writeLines(
  symbols: readonly string[],
  lines: readonly string[],
  options: { readonly gzip?: boolean; readonly end?: string } = {},
): string {
  const text = `${encodeRecordingHeader(symbols)}${lines.join("\n")}${options.end ?? "\n"}`;
  const path = join(scratch(), options.gzip ? "market.ndjson.gz" : "market.ndjson");
  writeFileSync(path, options.gzip ? gzipSync(text) : text);
  return path;
}

/** An L2Book snapshot entry. */
export function snapshot(
  symbol: string,
  time: number,
  bids: PriceLevel[],
  asks: PriceLevel[],
): RecordingEntry {
  return { kind: "book", symbol, time, bids, asks };
}

/** An L2Book diff entry. */
export function diff(
  symbol: string,
  time: number,
  previousTime: number,
  bids: PriceLevel[],
  asks: PriceLevel[],
): RecordingEntry {
  return { kind: "book", symbol, time, previousTime, bids, asks };
}

/** A trade entry; `side` is the taker's. */
export function trade(
  symbol: string,
  time: number,
  price: string,
  size: string,
  side: 0 | 1,
): RecordingEntry {
  return { kind: "trade", symbol, time, price, size, side };
}

/** A book as `[price, quantity]` decimal strings, best first, from the engine's levels. */
export function levels(depth: readonly (readonly [bigint, bigint])[]): PriceLevel[] {
  return depth.map(([p, q]) => [formatDecimal(p), formatDecimal(q)]);
}

/** Records a sandbox's markets through @perpkit/stream while `step` moves its clock. */
export async function record(
  sandbox: Sandbox,
  channels: readonly RecordedChannel[],
  step: () => Promise<number>,
  steps: number,
  symbols: readonly string[] = SYMBOLS,
): Promise<string> {
  const client = createStreamClient({ url: sandbox.wsUrl, budget: false });
  const lines: string[] = [];
  const recorder = recordMarket(client, {
    symbols: SYMBOLS,
    channels,
    write: (l) => lines.push(l),
  });
  try {
    await recorder.ready;
    for (let i = 0; i < steps; i++) {
      const time = await step();
      await waitFor(
        () => symbols.every((s) => (recorder.bookTime(s) ?? 0) >= time),
        `the books at ${time}`,
        20_000,
      );
    }
    // One round trip more: whatever the last step sent has arrived.
    await client.ping();
    await recorder.stop();
  } finally {
    await client.close();
  }
  return lines.join("");
}

/** `steps` turns of 200 ms of a simulated market on a clock the caller steps, recorded. */
export async function recordSimulated(
  seed: string,
  steps: number,
  symbols = SYMBOLS,
): Promise<string> {
  const sandbox = await startSandbox({
    clock: createClock({ frozen: true, start: T0 }),
    seed,
    rateLimits: false,
    oracle: { prices: defaultOraclePrices, volatility: 0.001 },
    market: { intervalMs: STEP_MS, takerRate: 3, symbols },
    stream: { pace: "clock", l2BookIntervalMs: STEP_MS, tickerIntervalMs: 1_000 },
  });
  try {
    return await record(
      sandbox,
      ["L2Book", "TradeFill", "Ticker"],
      async () => sandbox.clock.advance(STEP_MS),
      steps,
      symbols,
    );
  } finally {
    await sandbox.close();
  }
}
