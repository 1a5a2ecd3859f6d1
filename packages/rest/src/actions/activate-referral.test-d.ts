import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { Referral } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type ActivateReferralErrorType,
  type ActivateReferralParameters,
  type ActivateReferralReturnType,
  activateReferral,
} from "./activate-referral.js";

// activateReferral's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("activateReferral", () => {
  test("takes ActivateReferralParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(activateReferral).parameters.toEqualTypeOf<
      [TradingContext, ActivateReferralParameters?]
    >();
    expectTypeOf(client.activateReferral).parameters.toEqualTypeOf<[ActivateReferralParameters?]>();
  });

  test("resolves to ActivateReferralReturnType: the account's referral record", () => {
    expectTypeOf(activateReferral).returns.toEqualTypeOf<Promise<ActivateReferralReturnType>>();
    expectTypeOf(client.activateReferral).returns.toEqualTypeOf<
      Promise<ActivateReferralReturnType>
    >();
    expectTypeOf<ActivateReferralReturnType>().toEqualTypeOf<Referral>();
  });

  test("throws ActivateReferralErrorType: what any signed operation can throw", () => {
    expectTypeOf<ActivateReferralErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<ActivateReferralErrorType, { field: string }>>().not.toBeNever();
  });
});
