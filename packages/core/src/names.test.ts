import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ValidationError } from "./errors.js";
import {
  assertAddress,
  assertBytes32,
  assertClientOrderId,
  assertUuid,
  decodeSubaccountName,
  encodeSubaccountName,
  isClientOrderId,
  toSubaccount,
  ZERO_BYTES32,
} from "./names.js";

const PRIMARY = "0x7072696d61727900000000000000000000000000000000000000000000000000";

describe("subaccount names", () => {
  test("encodes the default name primary as UTF-8 padded to 32 bytes", () => {
    expect(encodeSubaccountName()).toBe(PRIMARY);
    expect(encodeSubaccountName("primary")).toHaveLength(66);
  });

  test("decodes a bytes32 back into its name", () => {
    expect(decodeSubaccountName(PRIMARY)).toBe("primary");
  });

  test("round-trips any name of 1 to 32 UTF-8 bytes without NUL", () => {
    const name = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 12 })
      .filter((s) => !s.includes("\0") && new TextEncoder().encode(s).length <= 32);
    fc.assert(
      fc.property(name, (n) => {
        const encoded = encodeSubaccountName(n);
        expect(encoded).toMatch(/^0x[0-9a-f]{64}$/);
        expect(decodeSubaccountName(encoded)).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  test("accepts exactly 32 bytes and refuses 33, counting UTF-8 bytes not characters", () => {
    expect(encodeSubaccountName("a".repeat(32))).toBe(`0x${"61".repeat(32)}`);
    expect(() => encodeSubaccountName("a".repeat(33))).toThrow(
      "is 33 bytes of UTF-8; at most 32 fit in bytes32",
    );
    // Eight 4-byte characters are 32 bytes; a ninth is too many.
    expect(decodeSubaccountName(encodeSubaccountName("😀".repeat(8)))).toBe("😀".repeat(8));
    expect(() => encodeSubaccountName("😀".repeat(9))).toThrow(ValidationError);
  });

  test("refuses empty names and names with NUL characters", () => {
    expect(() => encodeSubaccountName("")).toThrow("subaccountName must not be empty");
    expect(() => encodeSubaccountName("a\0b")).toThrow("must not contain NUL characters");
  });

  test("does not invent a name for bytes that are not a padded UTF-8 name", () => {
    expect(decodeSubaccountName(ZERO_BYTES32)).toBeUndefined();
    expect(decodeSubaccountName(`0xff${"00".repeat(31)}`)).toBeUndefined();
    expect(decodeSubaccountName(`0x6100${"62".repeat(30)}`)).toBeUndefined();
    expect(decodeSubaccountName("0x1234")).toBeUndefined();
  });

  test("toSubaccount keeps a bytes32 and encodes anything else as a name", () => {
    const raw = `0x${"ab".repeat(32)}` as const;
    expect(toSubaccount(raw)).toBe(raw);
    expect(toSubaccount("primary")).toBe(PRIMARY);
  });
});

describe("format checks name the field", () => {
  test("addresses", () => {
    expect(() =>
      assertAddress("0xdeadbeef00000000000000000000000000000000", "sender"),
    ).not.toThrow();
    expect(() =>
      assertAddress("0xDEADBEEF00000000000000000000000000000000", "sender"),
    ).not.toThrow();
    for (const bad of [
      "0xdeadbeef",
      "deadbeef00000000000000000000000000000000",
      "0xzz00000000000000000000000000000000000000",
      42,
    ]) {
      expect(() => assertAddress(bad, "sender")).toThrow(
        /^sender must be a 0x-prefixed 20-byte address/,
      );
    }
  });

  test("bytes32 must be 66 characters", () => {
    expect(() => assertBytes32(PRIMARY, "subaccount")).not.toThrow();
    expect(() => assertBytes32("0x7072696d617279", "subaccount")).toThrow(
      "subaccount must be a bytes32: 0x and 64 hex digits (66 characters), got 16 characters",
    );
  });

  test("uuids", () => {
    expect(() => assertUuid("6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50", "subaccountId")).not.toThrow();
    expect(() => assertUuid("6f1c2a44", "subaccountId")).toThrow("subaccountId must be a UUID");
  });

  test("client order ids are a UUID or 1 to 32 letters and digits", () => {
    expect(isClientOrderId("grid42")).toBe(true);
    expect(isClientOrderId("a".repeat(32))).toBe(true);
    expect(isClientOrderId("6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50")).toBe(true);
    expect(isClientOrderId("a".repeat(33))).toBe(false);
    expect(isClientOrderId("grid-42")).toBe(false);
    expect(isClientOrderId("")).toBe(false);
    expect(() => assertClientOrderId("no spaces", "clientOrderId")).toThrow(
      "clientOrderId must be a UUID or 1 to 32 letters and digits",
    );
  });
});
