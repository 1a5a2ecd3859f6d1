import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { OrderRejectedError } from "../rejections.js";
import type { TradingContext } from "../trading-context.js";
import {
  type CancelOrdersErrorType,
  type CancelOrdersParameters,
  type CancelOrdersReturnType,
  type CancelOutcome,
  cancelOrders,
} from "./cancel-orders.js";

// cancelOrders's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("cancelOrders", () => {
  test("takes CancelOrdersParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(cancelOrders).parameters.toEqualTypeOf<[TradingContext, CancelOrdersParameters]>();
    expectTypeOf(client.cancelOrders).parameters.toEqualTypeOf<[CancelOrdersParameters]>();
  });

  test("resolves to CancelOrdersReturnType: one outcome per order", () => {
    expectTypeOf(cancelOrders).returns.toEqualTypeOf<Promise<CancelOrdersReturnType>>();
    expectTypeOf(client.cancelOrders).returns.toEqualTypeOf<Promise<CancelOrdersReturnType>>();
    expectTypeOf<CancelOrdersReturnType>().toEqualTypeOf<readonly CancelOutcome[]>();
  });

  test("throws CancelOrdersErrorType: the exchange's refusal, or what any signed operation can throw", () => {
    expectTypeOf<CancelOrdersErrorType>().toEqualTypeOf<
      OrderRejectedError | SignedOperationErrorType
    >();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<CancelOrdersErrorType, { field: string }>>().not.toBeNever();
  });
});
