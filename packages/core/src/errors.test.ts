import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseDecimal } from "./decimal/decimal.js";
import { describeValue, PerpkitError, TransportError, ValidationError } from "./errors.js";
import { HttpError } from "./http-errors.js";
import { assertAddress } from "./names.js";

describe("errors", () => {
  test("carry a code, a short message, details and extra lines", () => {
    const error = new PerpkitError("SOMETHING", "It broke.", {
      details: "socket hang up",
      metaMessages: ["Try again."],
    });
    expect(error.code).toBe("SOMETHING");
    expect(error.shortMessage).toBe("It broke.");
    expect(error.message).toBe("It broke.\nTry again.\nDetails: socket hang up");
    expect(error).toBeInstanceOf(Error);
  });

  test("walk the cause chain to the deepest error or the first match", () => {
    const root = new Error("ECONNRESET");
    const transport = new TransportError("GET /v1/time failed.", { cause: root });
    const outer = new PerpkitError("SYNC", "Clock sync failed.", { cause: transport });
    expect(outer.walk()).toBe(root);
    expect(outer.walk((e) => e instanceof TransportError)).toBe(transport);
    expect(outer.walk((e) => e instanceof HttpError)).toBeUndefined();
  });

  test("validation errors name the field", () => {
    const error = new ValidationError("quantity", "must be positive");
    expect(error.field).toBe("quantity");
    expect(error.code).toBe("VALIDATION");
    expect(error.name).toBe("ValidationError");
    expect(error.message).toBe("quantity must be positive");
  });

  test("never echo a private key, whichever field it was passed in", () => {
    const key = fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((b) => `0x${Buffer.from(b).toString("hex")}`);
    fc.assert(
      fc.property(key, (pk) => {
        for (const attempt of [
          () => assertAddress(pk, "sender"),
          () => parseDecimal(pk, "quantity"),
        ]) {
          try {
            attempt();
          } catch (error) {
            expect((error as Error).message).not.toContain(pk.slice(2));
            expect((error as Error).message).toContain("<32-byte hex>");
            continue;
          }
          throw new Error("a private key was accepted");
        }
      }),
      { numRuns: 200 },
    );
  });

  test("describe values briefly", () => {
    expect(describeValue("x".repeat(100))).toHaveLength(50);
    expect(describeValue(12n)).toBe("12n");
    expect(describeValue(1.5)).toBe("the number 1.5");
    expect(describeValue([1, 2])).toBe("an array of 2");
  });
});

describe("a mistyped private key", () => {
  const key = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((b) => Buffer.from(b).toString("hex"));
  /** Ways a key gets mistyped: a digit lost or doubled, no 0x, a stray letter, a space, a quote. */
  const typo = fc.tuple(key, fc.nat(63), fc.integer({ min: 0, max: 7 })).map(([hex, at, kind]) => {
    const cut = (s: string, i: number, insert: string, drop: number) =>
      `${s.slice(0, i)}${insert}${s.slice(i + drop)}`;
    const variants = [
      `0x${cut(hex, at, "", 1)}`,
      cut(hex, at, "", 1),
      hex,
      `0x${cut(hex, at, "g", 1)}`,
      `0x${cut(hex, at, " ", 0)}`,
      `0x${hex}0`,
      `"0x${hex}"`,
      `PRIVATE_KEY=0x${cut(hex, at, "z", 1)}`,
    ];
    return { hex, typed: variants[kind] as string };
  });

  test("is never echoed by describeValue, however malformed", () => {
    fc.assert(
      fc.property(typo, ({ hex, typed }) => {
        const shown = describeValue(typed);
        // No eight consecutive digits of the key survive.
        for (let i = 0; i + 8 <= hex.length; i++) {
          expect(shown).not.toContain(hex.slice(i, i + 8));
        }
      }),
      { numRuns: 500 },
    );
  });

  test("leaves short values and addresses readable", () => {
    expect(describeValue("0x12")).toBe('"0x12"');
    expect(describeValue("BTC-USD")).toBe('"BTC-USD"');
    const address = "0xdeadbeef00000000000000000000000000000000";
    expect(describeValue(address)).toBe(JSON.stringify(address));
  });
});
