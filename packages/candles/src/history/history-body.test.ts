import { DecodeError } from "@perpkit/core";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseHistoryBody } from "./history-body.js";

const decodeError = (text: string) => {
  try {
    parseHistoryBody(text);
  } catch (error) {
    return error as DecodeError;
  }
  throw new Error("no error");
};

describe("parseHistoryBody", () => {
  test("reads bars with times in milliseconds and values as sent", () => {
    expect(
      parseHistoryBody(
        ' { "s" : "ok", "t" : [ 1700000000 , 1700000060 ], "o":[1.10,2], "h":[3, 4.000], "l":[-0.5,0], "c":[5e2,6E-3], "v":[0,12.25] } ',
      ),
    ).toEqual({
      status: "ok",
      bars: [
        { time: 1700000000000, open: "1.10", high: "3", low: "-0.5", close: "500", volume: "0" },
        {
          time: 1700000060000,
          open: "2",
          high: "4.000",
          low: "0",
          close: "0.006",
          volume: "12.25",
        },
      ],
    });
  });

  test("accepts keys in any order and skips unknown ones", () => {
    const answer = parseHistoryBody(
      '{"v":[1],"extra":{"a":[1,{"b":"x\\"y"}],"n":null,"f":false},"c":[1],"l":[1],"h":[1],"o":[1],"t":[60],"s":"ok","note":"\\u00e9"}',
    );
    expect(answer).toEqual({
      status: "ok",
      bars: [{ time: 60000, open: "1", high: "1", low: "1", close: "1", volume: "1" }],
    });
  });

  test("reads an empty ok answer as no bars", () => {
    expect(parseHistoryBody('{"s":"ok","t":[],"o":[],"h":[],"l":[],"c":[],"v":[]}')).toEqual({
      status: "ok",
      bars: [],
    });
  });

  test("reads no_data with and without nextTime", () => {
    expect(parseHistoryBody('{"s":"no_data","nextTime":1699990000}')).toEqual({
      status: "no_data",
      nextTime: 1699990000000,
    });
    expect(parseHistoryBody('{"s":"no_data","nextTime":null}')).toEqual({
      status: "no_data",
      nextTime: undefined,
    });
  });

  test("reads error with its message", () => {
    expect(parseHistoryBody('{"s":"error","errmsg":"bad \\"range\\""}')).toEqual({
      status: "error",
      message: 'bad "range"',
    });
  });

  test.each([
    ["", "response"],
    ["[]", "response"],
    ['{"t":[]}', "s"],
    ['{"s":"maybe"}', "s"],
    ['{"s":"ok","o":[],"h":[],"l":[],"c":[],"v":[]}', "t"],
    ['{"s":"ok","t":[1],"o":[1],"h":[1],"l":[1],"c":[1]}', "v"],
    ['{"s":"ok","t":[1,2],"o":[1],"h":[1,2],"l":[1,2],"c":[1,2],"v":[1,2]}', "o"],
    ['{"s":"ok","t":[1],"o":["1"],"h":[1],"l":[1],"c":[1],"v":[1]}', "o.0"],
    ['{"s":"ok","t":[1],"o":[1],"h":[1, null],"l":[1],"c":[1],"v":[1]}', "h.1"],
    ['{"s":"ok","t":[1.5],"o":[1],"h":[1],"l":[1],"c":[1],"v":[1]}', "t.0"],
    ['{"s":"ok","t":[1],"o":[01],"h":[1],"l":[1],"c":[1],"v":[1]}', "o.1"],
    ['{"s":"ok","t":[1],"o":[1.],"h":[1],"l":[1],"c":[1],"v":[1]}', "o.0"],
    ['{"s":"ok","t":[1],"o":[1],"h":[1],"l":[1],"c":[1],"v":[1]} x', "response"],
    ['{"s":"ok" "t":[1]}', "response"],
  ])("refuses %s at %s", (text, path) => {
    const error = decodeError(text);
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.path || "response").toBe(path);
  });

  test("every double JSON.stringify writes comes back as a decimal of the same value", () => {
    const price = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4_000_000_000 }), price, price), {
          maxLength: 20,
        }),
        (rows) => {
          const text = JSON.stringify({
            s: "ok",
            t: rows.map((r) => r[0]),
            o: rows.map((r) => r[1]),
            h: rows.map((r) => r[2]),
            l: rows.map((r) => r[1]),
            c: rows.map((r) => r[2]),
            v: rows.map((r) => r[1]),
          });
          const answer = parseHistoryBody(text);
          if (answer.status !== "ok") throw new Error("not ok");
          answer.bars.forEach((bar, i) => {
            const [t, a, b] = rows[i] as [number, number, number];
            expect(bar.time).toBe(t * 1000);
            expect(bar.open).toMatch(/^-?\d+(\.\d+)?$/);
            expect(Number(bar.open)).toBe(a === 0 ? 0 : a);
            expect(Number(bar.high)).toBe(b === 0 ? 0 : b);
          });
        },
      ),
    );
  });

  test("agrees with JSON.parse on which texts are valid", () => {
    const body = fc
      .array(
        fc.constantFrom(
          "1",
          "-0",
          "0.5",
          "1e5",
          "1E-2",
          "-1.25e+3",
          "01",
          "1.",
          ".5",
          "+1",
          "1e",
          "--1",
          "0x1",
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((values) => {
        const list = `[${values.join(",")}]`;
        return `{"s":"ok","t":[${values.map((_, i) => i).join(",")}],"o":${list},"h":${list},"l":${list},"c":${list},"v":${list}}`;
      });
    fc.assert(
      fc.property(body, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        let parsed = true;
        try {
          parseHistoryBody(text);
        } catch (error) {
          expect(error).toBeInstanceOf(DecodeError);
          parsed = false;
        }
        expect(parsed).toBe(valid);
      }),
    );
  });
});
