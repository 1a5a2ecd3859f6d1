import { type BenchResult, measure, printResults } from "@perpkit/tools/bench";
import { decodeServerMessage, type L2Book, OrderBook } from "../src/index.js";
import { bookFrames } from "./frames.js";

/**
 * Decode + apply + best bid/ask of L2Book diff frames, beside bare JSON.parse of the same frames,
 * in one run. Each diff changes `levels` price levels (half bids, half asks) of a book of 100
 * levels a side: mostly new quantities for the top 20 levels, one change in ten removes a level
 * (quantity 0) and one in ten adds a level deeper down. Every case runs ROUNDS times, in turn,
 * and the median rate is kept, so a busy machine disturbs the comparison less.
 */

const FRAMES = 8192;
const ROUNDS = 3;

type CaseName = "parse" | "decode" | "full" | "decodeOnly" | "own";

async function run(levels: number): Promise<Record<CaseName, number>> {
  const { snapshot, diffs } = bookFrames(levels, FRAMES);
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
