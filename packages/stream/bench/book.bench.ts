import { formatDecimal } from "@perpkit/core";
import { measure, printResults } from "@perpkit/tools/bench";
import {
  decodeServerMessage,
  encodeL2BookMessage,
  type L2Book,
  OrderBook,
  type PriceLevel,
} from "../src/index.js";

/**
 * Decode + apply + best bid/ask of L2Book diff frames, beside bare JSON.parse of the same frames.
 * Each diff changes `levels` price levels (half bids, half asks): mostly new quantities for
 * resting levels, some removals (quantity 0) and some new levels, on a book of 100 levels a side.
 */

const FRAMES = 8192;
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
      // Mostly the top 20 levels move; one change in ten removes a level, one in ten adds deep.
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

async function run(levels: number): Promise<{ parse: number; decode: number; full: number }> {
  const { snapshot, diffs } = frames(levels);
  const book = new OrderBook("BTCUSD");
  let sink = 0;
  const parse = await measure(`JSON.parse`, (i) => {
    sink += (JSON.parse(diffs[i % FRAMES] as string) as { t: number }).t;
  });
  const decode = await measure(`JSON.parse + decode`, (i) => {
    const message = decodeServerMessage(JSON.parse(diffs[i % FRAMES] as string));
    sink += message && "t" in message ? message.t : 0;
  });
  const full = await measure(`JSON.parse + decode + apply + best bid/ask`, (i) => {
    const k = i % FRAMES;
    // The frames form one chain of diffs; each pass over them starts from the snapshot.
    if (k === 0) book.apply(snapshot);
    const message = decodeServerMessage(JSON.parse(diffs[k] as string)) as { data: L2Book };
    if (book.apply(message.data) !== "diff") throw new Error("the diff chain broke");
    sink += (book.bestBid()?.price.length ?? 0) + (book.bestAsk()?.price.length ?? 0);
  });
  printResults(
    `L2Book diff frames of ${levels} levels (${Math.round(diffs.reduce((n, d) => n + d.length, 0) / FRAMES)} bytes on average)`,
    [parse, decode, full],
  );
  if (sink === 0) console.log("(unused)");
  return { parse: parse.hz, decode: decode.hz, full: full.hz };
}

function verdict(levels: number, r: { parse: number; decode: number; full: number }): void {
  const overhead = (r.parse / r.decode - 1) * 100;
  console.log(
    `  ${levels} levels: ${Math.round(r.full).toLocaleString("en-US")} diffs/s end to end (goal 300,000: ${r.full >= 300_000 ? "met" : "missed"}); ` +
      `decoding adds ${overhead.toFixed(1)}% to JSON.parse (goal at most 25%: ${overhead <= 25 ? "met" : "missed"})`,
  );
}

const ten = await run(10);
const twenty = await run(20);
console.log("\nGoals");
verdict(10, ten);
verdict(20, twenty);
