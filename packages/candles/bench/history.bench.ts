import { measure, printResults } from "@perpkit/harness/bench";
import { parseHistoryBody } from "../src/history/history-body.js";

/** A history body of `count` one-minute bars with prices of up to 9 places, as a service writes it. */
function body(count: number): string {
  const t: number[] = [];
  const o: number[] = [];
  const h: number[] = [];
  const l: number[] = [];
  const c: number[] = [];
  const v: number[] = [];
  let price = 97_000;
  for (let i = 0; i < count; i++) {
    const open = price;
    price = Math.round((price + Math.sin(i) * 25) * 1e9) / 1e9;
    t.push(1_767_225_600 + i * 60);
    o.push(open);
    h.push(Math.max(open, price) + 1.5);
    l.push(Math.min(open, price) - 1.25);
    c.push(price);
    v.push(Math.round(Math.abs(Math.cos(i)) * 1e6) / 1e3);
  }
  return JSON.stringify({ s: "ok", t, o, h, l, c, v });
}

const sizes = [300, 5_000];
for (const size of sizes) {
  const text = body(size);
  const results = [
    await measure(`JSON.parse (${size} bars, numbers only)`, () => JSON.parse(text)),
    await measure(`parseHistoryBody (${size} bars, decimal strings)`, () => parseHistoryBody(text)),
    await measure(`JSON.parse + String() per value (${size} bars)`, () => {
      const raw = JSON.parse(text) as Record<"t" | "o" | "h" | "l" | "c" | "v", number[]>;
      return raw.t.map((time, i) => ({
        time: time * 1000,
        open: String(raw.o[i]),
        high: String(raw.h[i]),
        low: String(raw.l[i]),
        close: String(raw.c[i]),
        volume: String(raw.v[i]),
      }));
    }),
  ];
  printResults(`History body of ${size} bars (${(text.length / 1024).toFixed(0)} KiB)`, results);
}
