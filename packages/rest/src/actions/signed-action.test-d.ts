import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { TradingContext } from "../trading-context.js";
import {
  type SignedActionErrorType,
  type SignedActionName,
  type SignedActionParameters,
  type SignedActionReturnType,
  signedAction,
} from "./signed-action.js";

// signedAction's three types, generic over the signed operation named, which the free function
// and the client's method share. Only type-checked.

declare const client: RestClient;

describe("signedAction", () => {
  test("takes a signed action's name, then its SignedActionParameters", () => {
    expectTypeOf(signedAction).toEqualTypeOf<
      <K extends SignedActionName>(
        context: TradingContext,
        name: K,
        parameters: SignedActionParameters<K>,
      ) => Promise<SignedActionReturnType<K>>
    >();
    expectTypeOf(client.signedAction).toEqualTypeOf<
      <K extends SignedActionName>(
        name: K,
        parameters: SignedActionParameters<K>,
      ) => Promise<SignedActionReturnType<K>>
    >();
  });

  test("an operation with an action of its own is not a signed action by name", () => {
    // @ts-expect-error placeOrder has its own action: client.placeOrder
    void client.signedAction("placeOrder", {});
  });

  test("throws SignedActionErrorType: what any signed operation can throw", () => {
    expectTypeOf<SignedActionErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<Extract<SignedActionErrorType, { field: string }>>().not.toBeNever();
  });
});
