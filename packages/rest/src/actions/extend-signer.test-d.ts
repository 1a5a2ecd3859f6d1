import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type ExtendSignerErrorType,
  type ExtendSignerParameters,
  type ExtendSignerReturnType,
  extendSigner,
} from "./extend-signer.js";

// extendSigner's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("extendSigner", () => {
  test("takes ExtendSignerParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(extendSigner).parameters.toEqualTypeOf<
      [TradingContext, ExtendSignerParameters?]
    >();
    expectTypeOf(client.extendSigner).parameters.toEqualTypeOf<[ExtendSignerParameters?]>();
  });

  test("resolves to ExtendSignerReturnType: the linked signer's record, its expiry extended", () => {
    expectTypeOf(extendSigner).returns.toEqualTypeOf<Promise<ExtendSignerReturnType>>();
    expectTypeOf(client.extendSigner).returns.toEqualTypeOf<Promise<ExtendSignerReturnType>>();
    expectTypeOf<ExtendSignerReturnType>().toEqualTypeOf<LinkedSigner>();
  });

  test("throws ExtendSignerErrorType: what any signed operation can throw", () => {
    expectTypeOf<ExtendSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<ExtendSignerErrorType, { field: string }>>().not.toBeNever();
  });
});
