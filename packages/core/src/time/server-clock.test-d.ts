import { describe, expectTypeOf, test } from "vitest";
import { createPointBudget } from "../rate-limit.js";
import { createRequestBudget } from "../request-budget.js";
import { createHttpTransport } from "../transport.js";
import { type Clock, sleepOn, systemClock } from "./clock.js";
import { createManualClock } from "./manual-clock.js";
import { createNonceSource } from "./nonces.js";
import { createServerClock, type ServerClock, signingTime } from "./server-clock.js";

// Timers run on a Clock; the exchange's time is a ServerClock. Each lacks what the other must
// have (timers; a measurement, nonces and signedAt), so neither stands where the other is asked.

declare const serverClock: ServerClock;

describe("ServerClock and Clock", () => {
  test("a ServerClock is not a Clock, nor a Clock a ServerClock", () => {
    expectTypeOf<ServerClock>().not.toExtend<Clock>();
    expectTypeOf<Clock>().not.toExtend<ServerClock>();
    expectTypeOf(createManualClock()).not.toExtend<ServerClock>();
  });

  test("a ServerClock cannot be passed where timers run", () => {
    // @ts-expect-error a server clock has no timers
    sleepOn(serverClock, 1_000);
    // @ts-expect-error a server clock has no timers
    createPointBudget({ points: 10, windowMs: 1_000, clock: serverClock });
    // @ts-expect-error a server clock has no timers
    createRequestBudget({ clock: serverClock });
    // @ts-expect-error a server clock has no timers
    createHttpTransport({ baseUrl: "http://127.0.0.1:1", clock: serverClock });
    // @ts-expect-error a server clock has no timers
    createNonceSource({ clock: serverClock });
    // @ts-expect-error the local clock a server clock measures from is a Clock
    createServerClock({ clock: serverClock });
  });

  test("a Clock cannot be passed where the exchange's time is asked for", () => {
    // @ts-expect-error a clock has no nonces nor signedAt
    signingTime(systemClock, {});
  });
});
