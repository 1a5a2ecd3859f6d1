import { decodeServerMessage, type L2Book, OrderBook } from "../src/index.js";
import { bookFrames } from "./frames.js";
const shape = (process.argv[2] ?? "padded") as any;
const { snapshot, diffs } = bookFrames(10, 8192, shape);
let sink = 0;
const modes = (process.argv[3] ? [process.argv[3]] : ["parse", "decode", "apply", "full"]) as readonly ("parse"|"decode"|"apply"|"full")[];
const books = modes.map(() => new OrderBook("BTCUSD"));
const t: Record<string, number> = {};
for (let r = 0; r < 40; r++) modes.forEach((mode, mi) => {
  const book = books[mi]!;
  const t0 = performance.now();
  book.apply(snapshot);
  for (const d of diffs) {
    const j = JSON.parse(d);
    if (mode === "parse") { sink += j.t; continue; }
    const m = decodeServerMessage(j) as any;
    if (mode === "decode") { sink += m.t; continue; }
    book.apply(m.data as L2Book);
    if (mode === "apply") { sink += 1; continue; }
    sink += (book.bestBid()?.price.length ?? 0) + (book.bestAsk()?.quantity.length ?? 0);
  }
  if (r >= 10) t[mode] = (t[mode] ?? 0) + performance.now() - t0;
});
console.log(shape, modes.map((m) => `${m} ${(t[m]! / 30 / 8192 * 1000).toFixed(2)}`).join("  "), "µs/frame", sink > 0);
