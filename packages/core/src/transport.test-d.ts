import { describe, expectTypeOf, test } from "vitest";
import type {
  AbortError,
  DecodeError,
  TimeoutError,
  TransportError,
  ValidationError,
} from "./errors.js";
import type {
  HttpErrorStatus,
  HttpStatusErrorName,
  HttpStatusErrorType,
} from "./generated/errors.js";
import type {
  HttpError,
  HttpErrorName,
  HttpErrorType,
  NotFoundError,
  RateLimitError,
} from "./http-errors.js";
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

describe("error names", () => {
  test("each class's name is its own literal, so a union narrows on it", () => {
    expectTypeOf<ValidationError["name"]>().toEqualTypeOf<"ValidationError">();
    expectTypeOf<NotFoundError["name"]>().toEqualTypeOf<"NotFoundError">();
    const narrow = (error: TransportErrorType) => {
      if (error.name === "TimeoutError") expectTypeOf(error).toEqualTypeOf<TimeoutError>();
      if (error.name === "AbortError") expectTypeOf(error).toEqualTypeOf<AbortError>();
      if (error.name === "DecodeError") expectTypeOf(error).toEqualTypeOf<DecodeError>();
      if (error.name === "TransportError") expectTypeOf(error).toEqualTypeOf<TransportError>();
    };
    expectTypeOf(narrow).toBeFunction();
  });

  test("a status's class narrows to that class; HttpError stands for a status the table lacks", () => {
    const narrow = (error: TransportErrorType) => {
      if (error.name === "RateLimitError") expectTypeOf(error).toEqualTypeOf<RateLimitError>();
      if (error.name === "HttpError") {
        expectTypeOf(error).toEqualTypeOf<HttpErrorType>();
        expectTypeOf(error).toExtend<HttpError>();
      }
    };
    expectTypeOf(narrow).toBeFunction();
  });

  test("the generated table names the same classes as the HttpError hierarchy", () => {
    expectTypeOf<HttpStatusErrorName>().toEqualTypeOf<HttpErrorName>();
    expectTypeOf<HttpStatusErrorType["name"]>().toEqualTypeOf<HttpErrorName>();
    expectTypeOf<HttpErrorStatus>().toEqualTypeOf<400 | 401 | 403 | 404 | 422 | 429>();
  });
});
