import type { ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { StreamClient } from "../client.js";
import type { StaleOrderBookError, StreamClosedError, StreamError } from "../errors.js";
import type { SubscriptionSource } from "../subscription.js";
import {
  type WatchedOrderBook,
  type WatchOrderBookErrorType,
  type WatchOrderBookOptions,
  type WatchOrderBookParameters,
  type WatchOrderBookReturnType,
  watchOrderBook,
} from "./watch-order-book.js";

// watchOrderBook's three types, which the free function and the client's method share. Only
// type-checked.

declare const client: StreamClient;

describe("watchOrderBook", () => {
  test("takes the symbol, then WatchOrderBookParameters; the client's method the same", () => {
    expectTypeOf(watchOrderBook).parameters.toEqualTypeOf<
      [SubscriptionSource, string, WatchOrderBookParameters?]
    >();
    expectTypeOf(client.watchOrderBook).parameters.toEqualTypeOf<
      [string, WatchOrderBookParameters?]
    >();
    expectTypeOf<WatchOrderBookParameters>().toEqualTypeOf<WatchOrderBookOptions>();
  });

  test("returns WatchOrderBookReturnType: the live book, at once", () => {
    expectTypeOf(watchOrderBook).returns.toEqualTypeOf<WatchOrderBookReturnType>();
    expectTypeOf(client.watchOrderBook).returns.toEqualTypeOf<WatchOrderBookReturnType>();
    expectTypeOf<WatchOrderBookReturnType>().toEqualTypeOf<WatchedOrderBook>();
    expectTypeOf<WatchOrderBookReturnType["ready"]>().toEqualTypeOf<Promise<void>>();
  });

  test("fails with WatchOrderBookErrorType: a bad symbol, a refusal, a close, a stale read", () => {
    expectTypeOf<WatchOrderBookErrorType>().toEqualTypeOf<
      ValidationError | StreamError | StreamClosedError | StaleOrderBookError
    >();
  });

  test("a staleness bound is a number of milliseconds", () => {
    // @ts-expect-error staleAfterMs: 2_000
    void client.watchOrderBook("BTCUSD", { staleAfterMs: "2s" });
  });
});
