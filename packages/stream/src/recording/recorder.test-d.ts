import type { ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { SubscriptionSource } from "../subscription.js";
import {
  type MarketRecorder,
  type RecordMarketErrorType,
  type RecordMarketOptions,
  type RecordMarketParameters,
  type RecordMarketReturnType,
  recordMarket,
} from "./recorder.js";

// recordMarket's three types. Only type-checked.

declare const client: SubscriptionSource;

describe("recordMarket", () => {
  test("takes the client, then RecordMarketParameters", () => {
    expectTypeOf(recordMarket).parameters.toEqualTypeOf<
      [SubscriptionSource, RecordMarketParameters]
    >();
    expectTypeOf<RecordMarketParameters>().toEqualTypeOf<RecordMarketOptions>();
  });

  test("the markets and where the lines go are required", () => {
    // @ts-expect-error write: (line) => ...
    void recordMarket(client, { symbols: ["BTCUSD"] });
  });

  test("returns RecordMarketReturnType: the recorder, recording at once", () => {
    expectTypeOf(recordMarket).returns.toEqualTypeOf<RecordMarketReturnType>();
    expectTypeOf<RecordMarketReturnType>().toEqualTypeOf<MarketRecorder>();
  });

  test("throws RecordMarketErrorType at once: what is wrong with the options, named", () => {
    expectTypeOf<RecordMarketErrorType>().toEqualTypeOf<ValidationError>();
  });
});
