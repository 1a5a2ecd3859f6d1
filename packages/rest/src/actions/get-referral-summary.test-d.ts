import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { Referral } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type GetReferralSummaryErrorType,
  type GetReferralSummaryParameters,
  type GetReferralSummaryReturnType,
  getReferralSummary,
} from "./get-referral-summary.js";

// getReferralSummary's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("getReferralSummary", () => {
  test("takes GetReferralSummaryParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(getReferralSummary).parameters.toEqualTypeOf<
      [TradingContext, GetReferralSummaryParameters?]
    >();
    expectTypeOf(client.getReferralSummary).parameters.toEqualTypeOf<
      [GetReferralSummaryParameters?]
    >();
  });

  test("resolves to GetReferralSummaryReturnType: the account's referral record", () => {
    expectTypeOf(getReferralSummary).returns.toEqualTypeOf<Promise<GetReferralSummaryReturnType>>();
    expectTypeOf(client.getReferralSummary).returns.toEqualTypeOf<
      Promise<GetReferralSummaryReturnType>
    >();
    expectTypeOf<GetReferralSummaryReturnType>().toEqualTypeOf<Referral>();
  });

  test("throws GetReferralSummaryErrorType: what any signed operation can throw", () => {
    expectTypeOf<GetReferralSummaryErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<GetReferralSummaryErrorType, { field: string }>>().not.toBeNever();
  });
});
