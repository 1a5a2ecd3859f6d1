import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type LinkSignerErrorType,
  type LinkSignerParameters,
  type LinkSignerReturnType,
  linkSigner,
} from "./link-signer.js";

// linkSigner's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("linkSigner", () => {
  test("takes LinkSignerParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(linkSigner).parameters.toEqualTypeOf<[TradingContext, LinkSignerParameters]>();
    expectTypeOf(client.linkSigner).parameters.toEqualTypeOf<[LinkSignerParameters]>();
  });

  test("resolves to LinkSignerReturnType: the linked signer's record", () => {
    expectTypeOf(linkSigner).returns.toEqualTypeOf<Promise<LinkSignerReturnType>>();
    expectTypeOf(client.linkSigner).returns.toEqualTypeOf<Promise<LinkSignerReturnType>>();
    expectTypeOf<LinkSignerReturnType>().toEqualTypeOf<LinkedSigner>();
  });

  test("throws LinkSignerErrorType: what any signed operation can throw", () => {
    expectTypeOf<LinkSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<LinkSignerErrorType, { field: string }>>().not.toBeNever();
  });

  test("the signer to link is required", () => {
    // @ts-expect-error signer: the key or address to link
    void client.linkSigner({});
  });
});
