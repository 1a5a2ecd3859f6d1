import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type RefreshSignerErrorType,
  type RefreshSignerParameters,
  type RefreshSignerReturnType,
  refreshSigner,
} from "./refresh-signer.js";

// refreshSigner's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("refreshSigner", () => {
  test("takes RefreshSignerParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(refreshSigner).parameters.toEqualTypeOf<
      [TradingContext, RefreshSignerParameters]
    >();
    expectTypeOf(client.refreshSigner).parameters.toEqualTypeOf<[RefreshSignerParameters]>();
  });

  test("resolves to RefreshSignerReturnType: the linked signer's record, its expiry renewed", () => {
    expectTypeOf(refreshSigner).returns.toEqualTypeOf<Promise<RefreshSignerReturnType>>();
    expectTypeOf(client.refreshSigner).returns.toEqualTypeOf<Promise<RefreshSignerReturnType>>();
    expectTypeOf<RefreshSignerReturnType>().toEqualTypeOf<LinkedSigner>();
  });

  test("throws RefreshSignerErrorType: what any signed operation can throw", () => {
    expectTypeOf<RefreshSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<RefreshSignerErrorType, { field: string }>>().not.toBeNever();
  });
});
