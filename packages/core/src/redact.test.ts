import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { describeValue, mostlyHex, redactKeys } from "./errors.js";

const key = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString("hex"));

describe("redactKeys", () => {
  test("a key, with or without 0x, shows as its size", () => {
    expect(redactKeys(`bad value 0x${"ab".repeat(32)}`)).toBe("bad value <32-byte hex>");
    expect(redactKeys(`bad value ${"cd".repeat(32)}`)).toBe("bad value <32-byte hex>");
  });

  test("a key a digit short or long is hidden too, by its count of digits", () => {
    expect(redactKeys(`key 0x${"a".repeat(63)} end`)).toBe("key <63 hex digits> end");
    expect(redactKeys(`key ${"a".repeat(65)}`)).toBe("key <65 hex digits>");
  });

  test("anything longer than an address is hidden; an address and shorter hex stay", () => {
    const address = "0xdeadbeef00000000000000000000000000000000";
    expect(redactKeys(`to ${address}`)).toBe(`to ${address}`);
    expect(redactKeys(`hex ${"1".repeat(41)}`)).toBe("hex <41 hex digits>");
    expect(redactKeys("an id 6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50")).toBe(
      "an id 6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
    );
  });

  test("a key quoted keeps its quotes; a key with a stray letter is hidden as a word", () => {
    expect(redactKeys(`got "0x${"ef".repeat(32)}"`)).toBe('got "<32-byte hex>"');
    const typo = `0x${"ab".repeat(15)}g${"cd".repeat(16)}`;
    expect(redactKeys(`PRIVATE_KEY=${typo} was refused`)).toBe(
      `<${typo.length + 12} characters, mostly hex digits> was refused`,
    );
  });

  test("no eight digits in a row of any key survive, in any sentence", () => {
    const sentence = fc.tuple(fc.string(), key, fc.string(), fc.boolean());
    fc.assert(
      fc.property(sentence, ([before, hex, after, prefixed]) => {
        const shown = redactKeys(`${before} ${prefixed ? "0x" : ""}${hex} ${after}`);
        for (let i = 0; i + 8 <= hex.length; i++) {
          if (`${before} ${after}`.includes(hex.slice(i, i + 8))) continue;
          expect(shown).not.toContain(hex.slice(i, i + 8));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("mostlyHex", () => {
  test("holds for more hex digits than an address, three quarters of the text at least", () => {
    expect(mostlyHex(`${"ab".repeat(22)}g`)).toBe(true);
    expect(mostlyHex(`${"ab".repeat(21)}`)).toBe(false);
    expect(mostlyHex(`${"ab".repeat(22)} plus a sentence of plain words after it`)).toBe(false);
  });
});

describe("describeValue", () => {
  test("follows the same rule: a key shows as its size", () => {
    expect(describeValue(`0x${"ab".repeat(32)}`)).toBe('"<32-byte hex>"');
    expect(describeValue("cd".repeat(32))).toBe('"<32-byte hex>"');
    expect(describeValue(`0x${"ab".repeat(16)} ${"cd".repeat(16)}`)).toBe(
      "a string of 67 characters, mostly hex digits (not shown)",
    );
  });
});
