import type { TransportErrorType, ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { StreamClientOptions } from "../client.js";
import {
  type LookupSubaccountIdErrorType,
  type LookupSubaccountIdParameters,
  type LookupSubaccountIdReturnType,
  lookupSubaccountId,
  type SubaccountLookupOptions,
} from "./subaccounts.js";

// lookupSubaccountId's three types. Only type-checked.

describe("lookupSubaccountId", () => {
  test("takes the owner and the name, then LookupSubaccountIdParameters", () => {
    expectTypeOf(lookupSubaccountId).parameters.toEqualTypeOf<
      [string, string, LookupSubaccountIdParameters?]
    >();
    expectTypeOf<LookupSubaccountIdParameters>().toEqualTypeOf<SubaccountLookupOptions>();
  });

  test("resolves to LookupSubaccountIdReturnType: the id; it is the client's lookup as it is", () => {
    expectTypeOf(lookupSubaccountId).returns.toEqualTypeOf<Promise<LookupSubaccountIdReturnType>>();
    expectTypeOf<LookupSubaccountIdReturnType>().toEqualTypeOf<string>();
    expectTypeOf(lookupSubaccountId).toExtend<NonNullable<StreamClientOptions["subaccounts"]>>();
  });

  test("throws LookupSubaccountIdErrorType: a bad address or name, named, or the request", () => {
    expectTypeOf<LookupSubaccountIdErrorType>().toEqualTypeOf<
      ValidationError | TransportErrorType
    >();
  });
});
