import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { Withdrawal } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type WithdrawErrorType,
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "./withdraw.js";

// withdraw's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("withdraw", () => {
  test("takes WithdrawParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(withdraw).parameters.toEqualTypeOf<[TradingContext, WithdrawParameters]>();
    expectTypeOf(client.withdraw).parameters.toEqualTypeOf<[WithdrawParameters]>();
  });

  test("resolves to WithdrawReturnType: the withdrawal as the exchange recorded it", () => {
    expectTypeOf(withdraw).returns.toEqualTypeOf<Promise<WithdrawReturnType>>();
    expectTypeOf(client.withdraw).returns.toEqualTypeOf<Promise<WithdrawReturnType>>();
    expectTypeOf<WithdrawReturnType>().toEqualTypeOf<Withdrawal>();
  });

  test("throws WithdrawErrorType: what any signed operation can throw", () => {
    expectTypeOf<WithdrawErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<WithdrawErrorType, { field: string }>>().not.toBeNever();
  });

  test("an amount is a decimal string, never a JS number", () => {
    // @ts-expect-error amount: "25"
    void client.withdraw({ token: "USDC", amount: 25 });
  });
});
