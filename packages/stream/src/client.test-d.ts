import type { Clock, ServerClock } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import { createStreamClient, type StreamClient } from "./client.js";

// Mistakes a bot author should not be able to compile. Only type-checked, never run.

declare const serverClock: ServerClock;

describe("the stream client's clock", () => {
  test("is the clock its timers run on", () => {
    expectTypeOf<StreamClient["clock"]>().toEqualTypeOf<Clock>();
  });

  test("a server clock is not taken for it", () => {
    // @ts-expect-error a ServerClock has no timers: give the client a Clock (sandbox.clock)
    createStreamClient({ network: "testnet", clock: serverClock });
  });
});
