import type { TransportErrorType, ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "./client.js";
import {
  type GetOwnSubaccountErrorType,
  type GetOwnSubaccountParameters,
  type GetOwnSubaccountReturnType,
  getOwnSubaccount,
  type ListOwnSubaccountsErrorType,
  type ListOwnSubaccountsParameters,
  type ListOwnSubaccountsReturnType,
  listOwnSubaccounts,
  type OwnSubaccountOptions,
  type TradingContext,
} from "./trading-context.js";
import type { OwnSubaccount } from "./trading-types.js";

// The three types of the own-subaccount reads, which the free functions and the client's methods
// share. Only type-checked.

declare const client: RestClient;

describe("getOwnSubaccount", () => {
  test("takes GetOwnSubaccountParameters, after the context; the client's method alone", () => {
    expectTypeOf(getOwnSubaccount).parameters.toEqualTypeOf<
      [TradingContext, GetOwnSubaccountParameters?]
    >();
    expectTypeOf(client.getOwnSubaccount).parameters.toEqualTypeOf<[GetOwnSubaccountParameters?]>();
    expectTypeOf<GetOwnSubaccountParameters>().toEqualTypeOf<OwnSubaccountOptions>();
  });

  test("resolves to GetOwnSubaccountReturnType: the subaccount, its name as text", () => {
    expectTypeOf(getOwnSubaccount).returns.toEqualTypeOf<Promise<GetOwnSubaccountReturnType>>();
    expectTypeOf(client.getOwnSubaccount).returns.toEqualTypeOf<
      Promise<GetOwnSubaccountReturnType>
    >();
    expectTypeOf<GetOwnSubaccountReturnType["subaccountName"]>().toBeString();
  });

  test("throws GetOwnSubaccountErrorType: no account or no such subaccount, or the request", () => {
    expectTypeOf<GetOwnSubaccountErrorType>().toEqualTypeOf<ValidationError | TransportErrorType>();
  });
});

describe("listOwnSubaccounts", () => {
  test("takes ListOwnSubaccountsParameters, after the context; the client's method alone", () => {
    expectTypeOf(listOwnSubaccounts).parameters.toEqualTypeOf<
      [TradingContext, ListOwnSubaccountsParameters?]
    >();
    expectTypeOf(client.listOwnSubaccounts).parameters.toEqualTypeOf<
      [ListOwnSubaccountsParameters?]
    >();
  });

  test("resolves to ListOwnSubaccountsReturnType: every subaccount of the account", () => {
    expectTypeOf(listOwnSubaccounts).returns.toEqualTypeOf<Promise<ListOwnSubaccountsReturnType>>();
    expectTypeOf(client.listOwnSubaccounts).returns.toEqualTypeOf<
      Promise<ListOwnSubaccountsReturnType>
    >();
    expectTypeOf<ListOwnSubaccountsReturnType>().toEqualTypeOf<readonly OwnSubaccount[]>();
  });

  test("throws ListOwnSubaccountsErrorType: no account to list, or a failure of a request", () => {
    expectTypeOf<ListOwnSubaccountsErrorType>().toEqualTypeOf<
      ValidationError | TransportErrorType
    >();
  });
});
