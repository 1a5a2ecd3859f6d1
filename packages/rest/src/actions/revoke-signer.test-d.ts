import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type RevokeSignerErrorType,
  type RevokeSignerParameters,
  type RevokeSignerReturnType,
  revokeSigner,
} from "./revoke-signer.js";

// revokeSigner's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("revokeSigner", () => {
  test("takes RevokeSignerParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(revokeSigner).parameters.toEqualTypeOf<[TradingContext, RevokeSignerParameters]>();
    expectTypeOf(client.revokeSigner).parameters.toEqualTypeOf<[RevokeSignerParameters]>();
  });

  test("resolves to RevokeSignerReturnType: the linked signer's record, now revoked", () => {
    expectTypeOf(revokeSigner).returns.toEqualTypeOf<Promise<RevokeSignerReturnType>>();
    expectTypeOf(client.revokeSigner).returns.toEqualTypeOf<Promise<RevokeSignerReturnType>>();
    expectTypeOf<RevokeSignerReturnType>().toEqualTypeOf<LinkedSigner>();
  });

  test("throws RevokeSignerErrorType: what any signed operation can throw", () => {
    expectTypeOf<RevokeSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<RevokeSignerErrorType, { field: string }>>().not.toBeNever();
  });
});
