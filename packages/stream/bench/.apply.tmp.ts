import { formatDecimal } from "@perpkit/core";
import {
  decodeServerMessage,
  encodeL2BookMessage,
  type L2Book,
  OrderBook,
  type PriceLevel,
} from "../src/index.js";

const FRAMES = 8192;
const TICK = 500_000_000n;
const MID = 65_000_000_000_000n;
let st = 1;
const next = () => {
  st = (st * 1103515245 + 12345) & 0x7fffffff;
  return st / 0x80000000;
};
const quantity = () => formatDecimal(BigInt(1 + Math.floor(next() * 50_000)) * 1_000_000n);
const bp = (d: number) => formatDecimal(MID - TICK * BigInt(d + 1));
const ap = (d: number) => formatDecimal(MID + TICK * BigInt(d + 1));
const side = (p: (d: number) => string): PriceLevel[] =>
  Array.from({ length: 100 }, (_, d) => [p(d), quantity()]);
const snapshot: L2Book = { s: "BTCUSD", t: 0, a: side(ap), b: side(bp) };
const diffs: string[] = [];
for (let k = 0; k < FRAMES; k++) {
  const ch = (p: (d: number) => string): PriceLevel => {
    const r = next();
    const d = r < 0.1 ? 100 + Math.floor(next() * 20) : Math.floor(next() * 20);
    return [p(d), r > 0.9 ? "0" : quantity()];
  };
  const data: L2Book = {
    s: "BTCUSD",
    t: k + 1,
    pt: k,
    a: Array.from({ length: 5 }, () => ch(ap)),
    b: Array.from({ length: 5 }, () => ch(bp)),
  };
  diffs.push(JSON.stringify(encodeL2BookMessage({ t: data.t, data })));
}
function time(name: string, fn: (i: number) => void) {
  for (let i = 0; i < 200000; i++) fn(i);
  const N = 1_000_000;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) fn(i);
  const dt = performance.now() - t0;
  console.log(name, ((dt * 1000) / N).toFixed(3), "us/op");
}
const parsed = diffs.map((d) => JSON.parse(d));
const book = new OrderBook("BTCUSD");
let sink = 0;
for (let r = 0; r < 3; r++) {
  time("parse", (i) => {
    sink += JSON.parse(diffs[i % FRAMES]!).t;
  });
  time("decode(pre-parsed)", (i) => {
    const m = decodeServerMessage(parsed[i % FRAMES]) as any;
    sink += m.t;
  });
  time("apply+bbo(pre-parsed)", (i) => {
    const k = i % FRAMES;
    if (k === 0) book.apply(snapshot);
    book.apply(parsed[k].data);
    sink += book.bestBid()!.price.length + book.bestAsk()!.price.length;
  });
}
console.log(sink > 0);
