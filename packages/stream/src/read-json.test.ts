import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { readJson } from "./read-json.node.js";

/** What JSON.parse gives for `text`, or the message it throws. */
function parsed(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function read(text: string): { value: unknown } | { error: string } {
  try {
    return { value: readJson(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The same result, down to key order, -0 and prototypes. */
function expectSame(text: string): void {
  const expected = parsed(text);
  const actual = read(text);
  expect(actual).toStrictEqual(expected);
  if ("value" in expected && "value" in actual) {
    expect(JSON.stringify(actual.value)).toBe(JSON.stringify(expected.value));
    expect(Object.is(actual.value, expected.value) || typeof expected.value === "object").toBe(
      true,
    );
  }
}

describe("readJson in Node", () => {
  test("reads a gateway's frames as JSON.parse does", () => {
    for (const text of [
      '{"e":"L2Book","t":1700000000200,"data":{"s":"BTCUSD","t":1700000000200,"pt":1700000000000,"a":[["65004","7.651"]],"b":[]}}',
      '{"ok":true,"event":"subscribe","data":{"type":"L2Book","symbol":"BTCUSD"}}',
      '{"e":"OrderUpdate","t":1,"data":{"d":[{"id":"x","postOnly":false,"clientOrderId":null}]}}',
      ' { "a" : [ 1 , -2 , 0 , -0 , true , false , null ] , "b" : { } , "c" : [ ] } \n',
    ]) {
      expectSame(text);
    }
  });

  test("gives what JSON.parse gives for any JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 3 }), (value, indent) => {
        expectSame(JSON.stringify(value, null, indent));
      }),
      { numRuns: 2000 },
    );
  });

  test("throws what JSON.parse throws for text that is not JSON, and reads the rest alike", () => {
    const token = fc.constantFrom(
      ...'{}[],:"\\ \t\n-0123456789.eEtrufalsn_x'.split(""),
      '"a"',
      "true",
      "null",
      "__proto__",
      '"__proto__"',
      "\u0001",
      "12345678901234567",
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 24 }), (tokens) => expectSame(tokens.join(""))),
      { numRuns: 5000 },
    );
  });

  test("keeps what it cannot read to JSON.parse: escapes, fractions, big integers, __proto__, depth", () => {
    for (const text of [
      '{"s":"6500\\u0030.5"}',
      '["a\\"b"]',
      "[1.5]",
      "[1e3]",
      "[12345678901234567890]",
      "[-9007199254740993]",
      '{"__proto__":{"polluted":true}}',
      '{"a":1,"a":2,"b":3}',
      "[01]",
      "[1,]",
      '{"a" 1}',
      "",
      "  ",
      '"\u2028\ud800"',
    ]) {
      expectSame(text);
    }
    // Deeper than the reader's stack: JSON.parse reads it.
    let deep = readJson(`${"[".repeat(20_000)}1${"]".repeat(20_000)}`);
    let depth = 0;
    while (Array.isArray(deep)) {
      deep = deep[0];
      depth++;
    }
    expect([depth, deep]).toEqual([20_000, 1]);
    const proto = readJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(["__proto__"]);
  });
});

describe("what readJson reads itself", () => {
  const frame = '{"e":"L2Book","t":1,"data":{"s":"BTCUSD","t":1,"a":[["65000.5","1.25"]],"b":[]}}';
  const padded =
    '{"e":"L2Book","t":1,"data":{"s":"BTCUSD","t":1,"a":[["65000.500000000","1.250000000"]],"b":[]}}';

  /** Reads `text` until readJson reads it without JSON.parse; how many reads that took. */
  function readsUntilItself(text: string, parse: { mock: { calls: unknown[] } }): number {
    for (let reads = 1; reads <= 1000; reads++) {
      const before = parse.mock.calls.length;
      readJson(text);
      if (parse.mock.calls.length === before) return reads;
    }
    throw new Error("readJson never read the text itself");
  }

  test("is a frame of short strings and integers; a long string value goes to JSON.parse", () => {
    const parse = vi.spyOn(JSON, "parse");
    try {
      readsUntilItself(frame, parse);
      const id = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
      const calls = parse.mock.calls.length;
      expect(readJson(`{"clientOrderIdKeyIsLong":1,"id":"${id}"}`)).toEqual({
        clientOrderIdKeyIsLong: 1,
        id,
      });
      expect(parse.mock.calls.length).toBe(calls + 1);
    } finally {
      parse.mockRestore();
    }
  });

  test("after a frame it leaves to JSON.parse, the next 64 go to JSON.parse untried, then it reads again", () => {
    const parse = vi.spyOn(JSON, "parse");
    try {
      readsUntilItself(frame, parse);
      expect(readJson(padded)).toEqual(JSON.parse(padded));
      // The padded frame, then 64 frames straight to JSON.parse; the 65th is read again.
      expect(readsUntilItself(frame, parse)).toBe(65);
    } finally {
      parse.mockRestore();
    }
  });
});

describe("the fast reader", () => {
  const here = fileURLToPath(new URL(".", import.meta.url));
  const bundle = async (platform: "browser" | "node") =>
    (
      await build({
        stdin: {
          contents: `export { createStreamClient } from "./index.ts";`,
          resolveDir: here,
          loader: "ts",
        },
        bundle: true,
        write: false,
        format: "esm",
        platform,
        target: "es2022",
        conditions: ["@perpkit/source"],
        external: ["@perpkit/*", "ws"],
        logLevel: "silent",
      })
    ).outputFiles[0]?.text ?? "";

  test("never enters a browser bundle, and is what a Node bundle reads frames with", async () => {
    expect(await bundle("browser")).not.toContain("__proto__");
    expect(await bundle("node")).toContain("__proto__");
  }, 20_000);
});
