import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { ReferralPage } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type ListReferralsErrorType,
  type ListReferralsParameters,
  type ListReferralsReturnType,
  listReferrals,
} from "./list-referrals.js";

// listReferrals's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("listReferrals", () => {
  test("takes ListReferralsParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(listReferrals).parameters.toEqualTypeOf<
      [TradingContext, ListReferralsParameters?]
    >();
    expectTypeOf(client.listReferrals).parameters.toEqualTypeOf<[ListReferralsParameters?]>();
  });

  test("resolves to ListReferralsReturnType: one page of referrals", () => {
    expectTypeOf(listReferrals).returns.toEqualTypeOf<Promise<ListReferralsReturnType>>();
    expectTypeOf(client.listReferrals).returns.toEqualTypeOf<Promise<ListReferralsReturnType>>();
    expectTypeOf<ListReferralsReturnType>().toEqualTypeOf<ReferralPage>();
  });

  test("throws ListReferralsErrorType: what any signed operation can throw", () => {
    expectTypeOf<ListReferralsErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<ListReferralsErrorType, { field: string }>>().not.toBeNever();
  });
});
