import { describe, expectTypeOf, test } from "vitest";
import type { HttpStatusErrorType } from "./generated/errors.js";
import type { TransportErrorType } from "./transport.js";

// Error classes are compared by shape, so each member is found by what only it carries.

describe("TransportErrorType", () => {
  test("holds the errors of HTTP error statuses, the 429 with its retry delay among them", () => {
    expectTypeOf<HttpStatusErrorType>().toExtend<TransportErrorType>();
    expectTypeOf<Extract<TransportErrorType, { status: number }>>().not.toBeNever();
    expectTypeOf<Extract<TransportErrorType, { retryAfterMs: unknown }>>().not.toBeNever();
  });

  test("holds timeouts (with their limit) and undecodable answers (with the path)", () => {
    expectTypeOf<Extract<TransportErrorType, { timeoutMs: number }>>().not.toBeNever();
    expectTypeOf<Extract<TransportErrorType, { path: string }>>().not.toBeNever();
  });

  test("leaves out a refused input, which no request throws", () => {
    expectTypeOf<Extract<TransportErrorType, { field: string }>>().toBeNever();
  });
});
