import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType, UnsupportedFeatureError } from "../errors.js";
import type { OrderRejectedError } from "../rejections.js";
import type { TradingContext } from "../trading-context.js";
import {
  type BatchOrdersErrorType,
  type BatchOrdersParameters,
  type BatchOrdersReturnType,
  batchOrders,
} from "./batch-orders.js";
import type { BatchOutcome } from "./batch-types.js";

// batchOrders's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("batchOrders", () => {
  test("takes BatchOrdersParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(batchOrders).parameters.toEqualTypeOf<[TradingContext, BatchOrdersParameters]>();
    expectTypeOf(client.batchOrders).parameters.toEqualTypeOf<[BatchOrdersParameters]>();
  });

  test("resolves to BatchOrdersReturnType: one outcome per instruction", () => {
    expectTypeOf(batchOrders).returns.toEqualTypeOf<Promise<BatchOrdersReturnType>>();
    expectTypeOf(client.batchOrders).returns.toEqualTypeOf<Promise<BatchOrdersReturnType>>();
    expectTypeOf<BatchOrdersReturnType>().toEqualTypeOf<readonly BatchOutcome[]>();
  });

  test("throws BatchOrdersErrorType: the exchange's refusal, a network without batches, or what any signed operation can throw", () => {
    expectTypeOf<BatchOrdersErrorType>().toEqualTypeOf<
      OrderRejectedError | UnsupportedFeatureError | SignedOperationErrorType
    >();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<BatchOrdersErrorType, { field: string }>>().not.toBeNever();
  });
});
