import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { TradingContext } from "../trading-context.js";
import {
  type CancelAllErrorType,
  type CancelAllParameters,
  type CancelAllReturnType,
  cancelAll,
} from "./cancel-all.js";
import type { CancelOrdersErrorType, CancelOrdersReturnType } from "./cancel-orders.js";

// cancelAll's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("cancelAll", () => {
  test("takes CancelAllParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(cancelAll).parameters.toEqualTypeOf<[TradingContext, CancelAllParameters?]>();
    expectTypeOf(client.cancelAll).parameters.toEqualTypeOf<[CancelAllParameters?]>();
  });

  test("resolves to CancelAllReturnType: one outcome per order, as cancelOrders answers", () => {
    expectTypeOf(cancelAll).returns.toEqualTypeOf<Promise<CancelAllReturnType>>();
    expectTypeOf(client.cancelAll).returns.toEqualTypeOf<Promise<CancelAllReturnType>>();
    expectTypeOf<CancelAllReturnType>().toEqualTypeOf<CancelOrdersReturnType>();
  });

  test("throws CancelAllErrorType: what cancelOrders throws", () => {
    expectTypeOf<CancelAllErrorType>().toEqualTypeOf<CancelOrdersErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<CancelAllErrorType, { field: string }>>().not.toBeNever();
  });
});
