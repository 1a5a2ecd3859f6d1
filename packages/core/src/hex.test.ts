import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { bytesToHex, hexToBytes, isHex, writeHex } from "./names.js";

describe("hex", () => {
  test("bytes survive a round trip through hex in either case", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), fc.boolean(), (bytes, upper) => {
        const hex = bytesToHex(bytes);
        const text = upper ? `0x${hex.slice(2).toUpperCase()}` : hex;
        expect(isHex(text, bytes.length)).toBe(true);
        expect(hexToBytes(text as `0x${string}`)).toEqual(bytes);
        const out = new Uint8Array(bytes.length + 3);
        expect(writeHex(out, 3, text, bytes.length)).toBe(true);
        expect(out.subarray(3)).toEqual(bytes);
      }),
      { numRuns: 300 },
    );
  });

  test("writeHex refuses anything but 0x and exactly the size asked for", () => {
    const out = new Uint8Array(4);
    expect(writeHex(out, 0, "0x01ab", 2)).toBe(true);
    expect(out.subarray(0, 2)).toEqual(new Uint8Array([1, 171]));
    for (const bad of ["0x01a", "0x01abcd", "01ab", "0x01ag", "0x01é0", 0x01ab, undefined]) {
      expect(writeHex(out, 0, bad, 2)).toBe(false);
    }
  });

  test("isHex checks the prefix, the digits and, when given, the length", () => {
    expect(isHex("0x")).toBe(true);
    expect(isHex("0xAbCd", 2)).toBe(true);
    expect(isHex("0xabc")).toBe(false);
    expect(isHex("0X01")).toBe(false);
    expect(isHex("0x0g")).toBe(false);
    expect(isHex("0x01", 2)).toBe(false);
    expect(isHex(1)).toBe(false);
  });
});
