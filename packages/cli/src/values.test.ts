import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import type { ReadParameter } from "./generated/read-commands.js";
import { formatValue, listItems, parseScalar, parseSide, parseTimeMs } from "./values.js";

const limit: ReadParameter = {
  name: "limit",
  option: "limit",
  in: "query",
  kind: "integer",
  list: false,
  required: false,
  minimum: 1,
  maximum: 200,
};

describe("values from the command line", () => {
  test("whole numbers within the spec's bounds", () => {
    expect(parseScalar(limit, "20", "--limit")).toBe(20);
    expect(() => parseScalar(limit, "0", "--limit")).toThrowError(
      new ValidationError("--limit", "must be at least 1, got 0"),
    );
    expect(() => parseScalar(limit, "2.5", "--limit")).toThrowError(
      new ValidationError("--limit", 'must be a whole number, got "2.5"'),
    );
  });

  test("sides in words or as the exchange's numbers", () => {
    expect(parseSide("buy", "side")).toBe(0);
    expect(parseSide("SELL", "side")).toBe(1);
    expect(parseSide("1", "side")).toBe(1);
    expect(() => parseSide("long", "side")).toThrowError(/must be buy or sell, got "long"/);
  });

  test("times as dates, Unix seconds or milliseconds", () => {
    expect(parseTimeMs("2026-01-02", "--from")).toBe(Date.UTC(2026, 0, 2));
    expect(parseTimeMs("1767225600", "--from")).toBe(1_767_225_600_000);
    expect(parseTimeMs("1767225600123", "--from")).toBe(1_767_225_600_123);
    expect(() => parseTimeMs("yesterday", "--from")).toThrowError(/--from must be a date/);
  });

  test("list values: comma-separated and repeated", () => {
    expect(listItems(["NEW,PENDING", "FILLED"])).toEqual(["NEW", "PENDING", "FILLED"]);
  });

  test("an enum value outside the spec's list names the values", () => {
    const order: ReadParameter = {
      ...limit,
      name: "order",
      option: "order",
      kind: "text",
      values: ["asc", "desc"],
    };
    expect(() => parseScalar(order, "up", "--order")).toThrowError(
      new ValidationError("--order", 'must be one of asc, desc, got "up"'),
    );
  });
});

describe("values in a table", () => {
  test("decimals stay the strings the service sent", () => {
    expect(formatValue("12345678.123456789", "decimal")).toBe("12345678.123456789");
    expect(formatValue("0.100", "decimal")).toBe("0.100");
  });

  test("times read as ISO 8601, sides in words, subaccount names decoded", () => {
    expect(formatValue(1_767_225_600_000, "timestamp-ms")).toBe("2026-01-01T00:00:00.000Z");
    expect(formatValue(1_767_225_600, "unix-seconds")).toBe("2026-01-01T00:00:00.000Z");
    expect(formatValue(1, "side")).toBe("sell");
    expect(
      formatValue("0x7072696d61727900000000000000000000000000000000000000000000000000", "bytes32"),
    ).toBe("primary");
    expect(formatValue(null, "text")).toBe("");
  });
});
