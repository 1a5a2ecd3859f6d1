// L2Book frames for the stream benchmarks: a snapshot of 100 levels a side and a chain of diffs
// (each diff's `pt` is the `t` before it). Each diff changes `levels` price levels, half bids,
// half asks: mostly new quantities for the top 20 levels; one change in ten removes a level
// (quantity 0) and one in ten adds a level deeper down. The same seed gives the same frames.
import { formatDecimal } from "@perpkit/core";
import { encodeL2BookMessage, type L2Book, type PriceLevel } from "../src/index.js";

const TICK = 500_000_000n; // 0.5
const MID = 65_000_000_000_000n; // 65,000
/** Book time of the snapshot; diff k (from 0) has t = T0 + (k + 1) * 200. */
export const T0 = 1_700_000_000_000;

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

/**
 * The snapshot payload and `count` diff frames (JSON text of whole L2Book messages) of `levels`
 * changes each.
 *
 * @example
 * const { snapshot, diffs } = bookFrames(10, 8192)
 */
export function bookFrames(levels: number, count: number): { snapshot: L2Book; diffs: string[] } {
  const next = random(levels);
  const quantity = () => formatDecimal(BigInt(1 + Math.floor(next() * 50_000)) * 1_000_000n);
  const bidPrice = (depth: number) => formatDecimal(MID - TICK * BigInt(depth + 1));
  const askPrice = (depth: number) => formatDecimal(MID + TICK * BigInt(depth + 1));
  const side = (price: (d: number) => string): PriceLevel[] =>
    Array.from({ length: 100 }, (_, d) => [price(d), quantity()]);
  const snapshot: L2Book = { s: "BTCUSD", t: T0, a: side(askPrice), b: side(bidPrice) };
  const diffs: string[] = [];
  for (let k = 0; k < count; k++) {
    const change = (price: (d: number) => string): PriceLevel => {
      const roll = next();
      const depth = roll < 0.1 ? 100 + Math.floor(next() * 20) : Math.floor(next() * 20);
      return [price(depth), roll > 0.9 ? "0" : quantity()];
    };
    const data: L2Book = {
      s: "BTCUSD",
      t: T0 + (k + 1) * 200,
      pt: T0 + k * 200,
      a: Array.from({ length: levels / 2 }, () => change(askPrice)),
      b: Array.from({ length: levels / 2 }, () => change(bidPrice)),
    };
    diffs.push(JSON.stringify(encodeL2BookMessage({ t: data.t, data })));
  }
  return { snapshot, diffs };
}
