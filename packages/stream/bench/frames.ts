// L2Book frames for the stream benchmarks: a snapshot of 100 levels a side and a chain of diffs
// (each diff's `pt` is the `t` before it). Each diff changes `levels` price levels, half bids,
// half asks: mostly new quantities for the top 20 levels; one change in ten removes a level
// (quantity 0) and one in ten adds a level deeper down. The same seed gives the same frames.
//
// The decimals come in one of the shapes the live service writes (its contract's own examples):
// canonical (`"65000.5"`), padded to 9 places (`"65000.500000000"`, `"0.013876480"`), with a
// trailing zero (`"2.420"`, `"1000.0"`), integers (a book whose tick and lot are whole), or a
// mix of all of them, drawn per value.
import { formatDecimal } from "@perpkit/core";
import { encodeL2BookMessage, type L2Book, type PriceLevel } from "../src/index.js";

/**
 * How the frames write their decimals.
 *
 * @example
 * const shape: DecimalShape = "padded" // "65000.500000000"
 */
export type DecimalShape = "canonical" | "padded" | "trailing" | "integer" | "mixed";

/** Every shape, in the order the tables show them. */
export const DECIMAL_SHAPES: readonly DecimalShape[] = [
  "canonical",
  "padded",
  "trailing",
  "integer",
  "mixed",
];

/** What each shape looks like, for the tables. */
export const SHAPE_EXAMPLES: Readonly<Record<DecimalShape, string>> = {
  canonical: 'canonical ("65000.5", "1.25")',
  padded: 'padded to 9 places ("65000.500000000", "0.013876480")',
  trailing: 'with a trailing zero ("65000.50", "1000.0")',
  integer: 'integers ("65001", "3")',
  mixed: "a mix of the four, drawn per value",
};

const MID = 65_000_000_000_000n; // 65,000
/** Book time of the snapshot; diff k (from 0) has t = T0 + (k + 1) * 200. */
export const T0 = 1_700_000_000_000;
const PLACES = 9;

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
 * A 9-decimal fixed-point value written in one shape (`integer` and `mixed` aside).
 *
 * @example
 * writeDecimal(65_000_500_000_000n, "padded") // "65000.500000000"
 */
export function writeDecimal(value: bigint, shape: "canonical" | "padded" | "trailing"): string {
  const text = formatDecimal(value);
  if (shape === "canonical") return text;
  const dot = text.indexOf(".");
  const places = dot === -1 ? 0 : text.length - dot - 1;
  if (shape === "padded") return `${dot === -1 ? `${text}.` : text}${"0".repeat(PLACES - places)}`;
  if (places === PLACES) return text;
  return dot === -1 ? `${text}.0` : `${text}0`;
}

/**
 * The snapshot payload and `count` diff frames (JSON text of whole L2Book messages) of `levels`
 * changes each, their decimals in `shape`.
 *
 * @example
 * const { snapshot, diffs } = bookFrames(10, 8192, "padded")
 */
export function bookFrames(
  levels: number,
  count: number,
  shape: DecimalShape = "canonical",
): { snapshot: L2Book; diffs: string[] } {
  const next = random(levels);
  const whole = shape === "integer";
  const tick = whole ? 1_000_000_000n : 500_000_000n; // 1 or 0.5
  const lot = whole ? 1_000_000_000n : 1_000_000n; // 1 or 0.001
  const shapes = ["canonical", "padded", "trailing"] as const;
  const text = (value: bigint) => {
    if (shape === "integer") return formatDecimal(value);
    if (shape !== "mixed") return writeDecimal(value, shape);
    // Each value in one of the three shapes at random; a whole value drawn canonical is an
    // integer ("65001"), so the mix holds integers too.
    return writeDecimal(value, shapes[Math.floor(next() * 3)] as (typeof shapes)[number]);
  };
  const quantity = () => text(BigInt(1 + Math.floor(next() * 50_000)) * lot);
  const bidPrice = (depth: number) => text(MID - tick * BigInt(depth + 1));
  const askPrice = (depth: number) => text(MID + tick * BigInt(depth + 1));
  const side = (price: (d: number) => string): PriceLevel[] =>
    Array.from({ length: 100 }, (_, d) => [price(d), quantity()]);
  const snapshot: L2Book = { s: "BTCUSD", t: T0, a: side(askPrice), b: side(bidPrice) };
  const diffs: string[] = [];
  for (let k = 0; k < count; k++) {
    const change = (price: (d: number) => string): PriceLevel => {
      const roll = next();
      const depth = roll < 0.1 ? 100 + Math.floor(next() * 20) : Math.floor(next() * 20);
      return [price(depth), roll > 0.9 ? text(0n) : quantity()];
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
