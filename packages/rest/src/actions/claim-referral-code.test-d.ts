import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { Referral } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type ClaimReferralCodeErrorType,
  type ClaimReferralCodeParameters,
  type ClaimReferralCodeReturnType,
  claimReferralCode,
} from "./claim-referral-code.js";

// claimReferralCode's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("claimReferralCode", () => {
  test("takes ClaimReferralCodeParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(claimReferralCode).parameters.toEqualTypeOf<
      [TradingContext, ClaimReferralCodeParameters]
    >();
    expectTypeOf(client.claimReferralCode).parameters.toEqualTypeOf<
      [ClaimReferralCodeParameters]
    >();
  });

  test("resolves to ClaimReferralCodeReturnType: the account's referral record", () => {
    expectTypeOf(claimReferralCode).returns.toEqualTypeOf<Promise<ClaimReferralCodeReturnType>>();
    expectTypeOf(client.claimReferralCode).returns.toEqualTypeOf<
      Promise<ClaimReferralCodeReturnType>
    >();
    expectTypeOf<ClaimReferralCodeReturnType>().toEqualTypeOf<Referral>();
  });

  test("throws ClaimReferralCodeErrorType: what any signed operation can throw", () => {
    expectTypeOf<ClaimReferralCodeErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<ClaimReferralCodeErrorType, { field: string }>>().not.toBeNever();
  });

  test("the code is required", () => {
    // @ts-expect-error code: the referral code to claim
    void client.claimReferralCode({});
  });
});
