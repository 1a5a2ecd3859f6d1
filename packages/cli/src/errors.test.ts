import {
  BadRequestError,
  HttpError,
  httpErrorClasses,
  httpErrorFor,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  TransportError,
  UnauthorizedError,
  ValidationError,
} from "@perpkit/core";
import { StreamClosedError, StreamError } from "@perpkit/stream";
import { describe, expect, test } from "vitest";
import {
  errorLine,
  exitCodes,
  exitKindOf,
  KeyError,
  RejectedError,
  redact,
  UsageError,
} from "./errors.js";

const http = { method: "GET", url: "http://127.0.0.1:7420/v1/order", body: { message: "no" } };

describe("exit codes", () => {
  test("each kind of failure has its own code, and the codes are distinct", () => {
    const codes = Object.values(exitCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test("errors map to their kind", () => {
    expect(exitKindOf(new UsageError("x"))).toBe("usage");
    expect(exitKindOf(new ValidationError("price", "bad"))).toBe("validation");
    expect(exitKindOf(new BadRequestError({ status: 400, ...http }))).toBe("validation");
    expect(exitKindOf(new NotFoundError({ status: 404, ...http }))).toBe("validation");
    expect(exitKindOf(new KeyError("x"))).toBe("auth");
    expect(exitKindOf(new UnauthorizedError({ status: 401, ...http }))).toBe("auth");
    expect(exitKindOf(new RateLimitError({ status: 429, ...http }))).toBe("rateLimit");
    expect(exitKindOf(new TransportError("down"))).toBe("network");
    expect(exitKindOf(new TimeoutError(10, "GET /v1/time"))).toBe("network");
    expect(exitKindOf(new ServerError({ status: 503, ...http }))).toBe("server");
    expect(exitKindOf(new RejectedError("x"))).toBe("rejected");
    expect(exitKindOf(new TypeError("bug"))).toBe("internal");
  });

  test("every status of the generated table has a kind; any other status is read by its class", () => {
    for (const [status, ErrorClass] of Object.entries(httpErrorClasses)) {
      expect(exitKindOf(new ErrorClass({ status: Number(status), ...http }))).not.toBe("internal");
    }
    expect(exitKindOf(httpErrorFor({ status: 502, ...http }))).toBe("server");
    expect(exitKindOf(httpErrorFor({ status: 409, ...http }))).toBe("validation");
    expect(exitKindOf(new HttpError("teapot", { status: 599, ...http }))).toBe("server");
  });

  test("the stream gateway's refusals map to their kind, a closed stream is a network failure", () => {
    const topic = { type: "L2Book", symbol: "DOGEUSD" } as const;
    expect(exitKindOf(new StreamError("UNKNOWN_PRODUCT", topic, "subscribe"))).toBe("validation");
    expect(exitKindOf(new StreamError("RATE_LIMIT", topic, "subscribe"))).toBe("rateLimit");
    expect(exitKindOf(new StreamError("INTERNAL_ERROR", topic, "subscribe"))).toBe("server");
    expect(exitKindOf(new StreamClosedError("closed"))).toBe("network");
  });
});

describe("error lines", () => {
  test("a validation error names the option the person typed", () => {
    const line = errorLine(new ValidationError("limit", "must be at most 200, got 500"), (f) =>
      f === "limit" ? "--limit" : f,
    );
    expect(line).toBe("--limit must be at most 200, got 500");
  });

  test("anything that could be a key is never printed", () => {
    const key = `0x${"ab".repeat(32)}`;
    expect(redact(`bad value ${key}`)).toBe("bad value <32-byte hex>");
    expect(redact(`bad value ${"cd".repeat(32)}`)).toBe("bad value <32-byte hex>");
    expect(redact("an id 6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50")).toBe(
      "an id 6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
    );
  });
});
