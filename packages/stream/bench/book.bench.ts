import { formatDecimal } from "@perpkit/core";
import { type BenchResult, measure, printResults } from "@perpkit/tools/bench";
import {
  decodeServerMessage,
  encodeL2BookMessage,
  type L2Book,
  OrderBook,
  type PriceLevel,
} from "../src/index.js";

/**
 * Decode + apply + best bid/ask of L2Book diff frames, beside bare JSON.parse of the same frames,
 * in one run. Each diff changes `levels` price levels (half bids, half asks) of a book of 100
 * levels a side: mostly new quantities for the top 20 levels, one change in ten removes a level
 * (quantity 0) and one in ten adds a level deeper down. Every case runs ROUNDS times, in turn,
 * and the median rate is kept, so a busy machine disturbs the comparison less.
 */

const FRAMES = 8192;
const ROUNDS = 3;
const TICK = 500_000_000n; // 0.5
const MID = 65_000_000_000_000n; // 65,000

/** A small deterministic generator, so every run sees the same frames. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function frames(levels: number): { snapshot: L2Book; diffs: string[] } {
  const next = random(levels);
  const quantity = () => formatDecimal(BigInt(1 + Math.floor(next() * 50_000)) * 1_000_000n);
  const bidPrice = (depth: number) => formatDecimal(MID - TICK * BigInt(depth + 1));
  const askPrice = (depth: number) => formatDecimal(MID + TICK * BigInt(depth + 1));
  const side = (price: (d: number) => string): PriceLevel[] =>
    Array.from({ length: 100 }, (_, d) => [price(d), quantity()]);
  const t0 = 1_700_000_000_000;
  const snapshot: L2Book = { s: "BTCUSD", t: t0, a: side(askPrice), b: side(bidPrice) };
  const diffs: string[] = [];
  for (let k = 0; k < FRAMES; k++) {
    const change = (price: (d: number) => string): PriceLevel => {
      const roll = next();
      const depth = roll < 0.1 ? 100 + Math.floor(next() * 20) : Math.floor(next() * 20);
      return [price(depth), roll > 0.9 ? "0" : quantity()];
    };
    const data: L2Book = {
      s: "BTCUSD",
      t: t0 + (k + 1) * 200,
      pt: t0 + k * 200,
      a: Array.from({ length: levels / 2 }, () => change(askPrice)),
      b: Array.from({ length: levels / 2 }, () => change(bidPrice)),
    };
    diffs.push(JSON.stringify(encodeL2BookMessage({ t: data.t, data })));
  }
  return { snapshot, diffs };
}

type CaseName = "parse" | "decode" | "full" | "decodeOnly" | "own";

async function run(levels: number): Promise<Record<CaseName, number>> {
  const { snapshot, diffs } = frames(levels);
  const parsed = diffs.map((d) => JSON.parse(d) as unknown);
  const book = new OrderBook("BTCUSD");
  let sink = 0;
  // The frames form one chain of diffs; each pass over them starts again from the snapshot.
  const applyAndRead = (k: number, message: unknown) => {
    if (k === 0) book.apply(snapshot);
    if (book.apply((message as { data: L2Book }).data) !== "diff") {
      throw new Error("the diff chain broke");
    }
    sink += (book.bestBid()?.price.length ?? 0) + (book.bestAsk()?.price.length ?? 0);
  };
  const cases: Record<CaseName, [string, (i: number) => void]> = {
    parse: [
      "JSON.parse",
      (i) => {
        sink += (JSON.parse(diffs[i % FRAMES] as string) as { t: number }).t;
      },
    ],
    decode: [
      "JSON.parse + decode",
      (i) => {
        const message = decodeServerMessage(JSON.parse(diffs[i % FRAMES] as string));
        sink += message && "t" in message ? message.t : 0;
      },
    ],
    full: [
      "JSON.parse + decode + apply + best bid/ask",
      (i) => {
        const k = i % FRAMES;
        applyAndRead(k, decodeServerMessage(JSON.parse(diffs[k] as string)));
      },
    ],
    decodeOnly: [
      "decode alone (frames parsed beforehand)",
      (i) => {
        const message = decodeServerMessage(parsed[i % FRAMES]);
        sink += message && "t" in message ? message.t : 0;
      },
    ],
    own: [
      "decode + apply + best bid/ask (frames parsed beforehand)",
      (i) => {
        const k = i % FRAMES;
        applyAndRead(k, decodeServerMessage(parsed[k]));
      },
    ],
  };
  const rounds = new Map<CaseName, BenchResult[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [key, [name, fn]] of Object.entries(cases) as [
      CaseName,
      [string, (i: number) => void],
    ][]) {
      const results = rounds.get(key) ?? [];
      results.push(await measure(name, fn, { timeMs: 1000 }));
      rounds.set(key, results);
    }
  }
  const median = (key: CaseName): BenchResult => {
    const sorted = [...(rounds.get(key) ?? [])].sort((a, b) => a.hz - b.hz);
    return sorted[Math.floor(sorted.length / 2)] as BenchResult;
  };
  const bytes = Math.round(diffs.reduce((n, d) => n + d.length, 0) / FRAMES);
  printResults(
    `L2Book diff frames of ${levels} levels (${bytes} bytes on average), median of ${ROUNDS} rounds`,
    (Object.keys(cases) as CaseName[]).map(median),
  );
  if (sink === 0) console.log("(unused)");
  return Object.fromEntries(
    (Object.keys(cases) as CaseName[]).map((key) => [key, median(key).hz]),
  ) as Record<CaseName, number>;
}

function verdict(levels: number, r: Record<CaseName, number>): void {
  const us = (hz: number) => `${(1e6 / hz).toFixed(2)} us`;
  const added = (r.parse / r.decodeOnly) * 100;
  const measured = (r.parse / r.decode - 1) * 100;
  console.log(`  ${levels} levels a diff:`);
  console.log(
    `    end to end ${Math.round(r.full).toLocaleString("en-US")} diffs/s (goal 300,000: ${r.full >= 300_000 ? "met" : "missed"})`,
  );
  console.log(
    `    decoding adds ${added.toFixed(1)}% to JSON.parse (decode alone / JSON.parse; ${measured.toFixed(1)}% from the two end-to-end cases) (goal at most 25%: ${added <= 25 ? "met" : "missed"})`,
  );
  console.log(
    `    per diff: JSON.parse ${us(r.parse)}, decode ${us(r.decodeOnly)}, decode + apply + best bid/ask ${us(r.own)}`,
  );
}

const ten = await run(10);
const twenty = await run(20);
console.log("\nGoals");
verdict(10, ten);
verdict(20, twenty);
