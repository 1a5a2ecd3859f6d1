import { describe, expectTypeOf, test } from "vitest";
import type { SignatureErrorType, SignRequestErrorType } from "./errors.js";

// Error classes are compared by shape, so each member is found by what only it carries.

describe("error types", () => {
  test("a signing failure may be live message types that drifted, with each difference", () => {
    expectTypeOf<Extract<SignatureErrorType, { differences: unknown }>>().not.toBeNever();
  });

  test("a sign helper adds the ValidationError of a refused body, which names the field", () => {
    expectTypeOf<SignatureErrorType>().toExtend<SignRequestErrorType>();
    expectTypeOf<Extract<SignRequestErrorType, { field: string }>>().not.toBeNever();
    expectTypeOf<Extract<SignatureErrorType, { field: string }>>().toBeNever();
  });

  test("no transport error: signing sends nothing", () => {
    expectTypeOf<Extract<SignRequestErrorType, { status: number }>>().toBeNever();
  });
});
