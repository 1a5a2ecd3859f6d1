import { parseDecimal } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { CandleStore } from "./candle-store.js";

const d = (text: string) => parseDecimal(text, "value");
const at = (iso: string) => Date.parse(iso);
const s = (iso: string) => at(iso) / 1000;

describe("CandleStore", () => {
  it("rolls minutes up into calendar months", () => {
    const store = new CandleStore();
    store.add("last", "p", at("2026-01-31T23:59:30Z"), d("10"), d("1"));
    store.add("last", "p", at("2026-02-01T00:00:10Z"), d("12"), d("2"));
    store.add("last", "p", at("2026-02-28T12:00:00Z"), d("9"), d("0.5"));
    const { bars } = store.history(
      "last",
      "p",
      "1M",
      s("2026-01-01T00:00:00Z"),
      s("2026-03-01T00:00:00Z"),
    );
    expect(bars).toEqual([
      {
        time: s("2026-01-01T00:00:00Z"),
        open: d("10"),
        high: d("10"),
        low: d("10"),
        close: d("10"),
        volume: d("1"),
      },
      {
        time: s("2026-02-01T00:00:00Z"),
        open: d("12"),
        high: d("12"),
        low: d("9"),
        close: d("9"),
        volume: d("2.5"),
      },
    ]);
  });

  it("keeps a tick that arrives late in its own minute", () => {
    const store = new CandleStore();
    store.add("oracle", "p", at("2026-01-01T00:05:00Z"), d("5"), 1n);
    store.add("oracle", "p", at("2026-01-01T00:01:00Z"), d("1"), 1n);
    store.add("oracle", "p", at("2026-01-01T00:05:30Z"), d("6"), 1n);
    const { bars } = store.history(
      "oracle",
      "p",
      "1",
      s("2026-01-01T00:00:00Z"),
      s("2026-01-01T01:00:00Z"),
    );
    expect(bars.map((b) => [b.time - s("2026-01-01T00:00:00Z"), b.volume])).toEqual([
      [60, 1n],
      [300, 2n],
    ]);
  });

  it("keeps sources and markets apart", () => {
    const store = new CandleStore();
    store.add("last", "a", 0, d("1"), d("1"));
    const range = [0, 3600] as const;
    expect(store.history("oracle", "a", "1", ...range).bars).toEqual([]);
    expect(store.history("last", "b", "1", ...range).bars).toEqual([]);
    expect(store.history("last", "a", "1", ...range).bars).toHaveLength(1);
  });
});
