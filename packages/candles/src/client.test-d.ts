import type { ServerClock } from "@perpkit/core";
import { describe, test } from "vitest";
import { type CandlesClient, createCandlesClient } from "./client.js";
import { createDatafeed } from "./datafeed/datafeed.js";

declare const candles: CandlesClient;
declare const serverClock: ServerClock;
const range = { symbol: "BTCUSD-Perp", from: 0, to: 60_000 } as const;

describe("candle history parameters", () => {
  test("a resolution in no form the client reads does not compile", () => {
    // @ts-expect-error resolution: "1m", "1h", "1D", or the API's "1", "60", "1D", ...
    void candles.history({ ...range, resolution: "1x", source: "last" });
  });

  test("the common forms and the API's own compile", () => {
    for (const resolution of ["1m", "4h", "1D", "1d", "1w", "60", "1M", "D"] as const) {
      void candles.history({ ...range, resolution, source: "last" });
    }
  });

  test("the price source is required", () => {
    // @ts-expect-error source: "last" or "oracle"
    void candles.history({ ...range, resolution: "1" });
  });

  test("times are milliseconds or Dates, not strings", () => {
    // @ts-expect-error from: Date.parse("2026-01-01")
    void candles.history({ ...range, from: "2026-01-01", resolution: "1", source: "last" });
  });
});

describe("the clock", () => {
  test("a server clock is not taken for the clock timers run on", () => {
    // @ts-expect-error a ServerClock has no timers: give a Clock (sandbox.clock)
    createCandlesClient({ network: "testnet", clock: serverClock });
    // @ts-expect-error a ServerClock has no timers: give a Clock (sandbox.clock)
    createDatafeed(candles, { clock: serverClock });
  });
});
