import {
  addDecimalText,
  compareDecimalText,
  isDecimalText,
  numberLexemeToDecimal,
} from "@perpkit/core";
import { expect, test } from "vitest";
import { parseHistoryBody } from "./history/history-body.js";
import * as candles from "./index.js";

// Candle values are read by @perpkit/core's decimal text helpers, the one home of perpkit's
// decimals; this package exports the same functions under the names it always had.

test("the decimal text helpers of @perpkit/candles are @perpkit/core's", () => {
  expect(candles.addDecimalText).toBe(addDecimalText);
  expect(candles.compareDecimalText).toBe(compareDecimalText);
  expect(candles.isDecimalText).toBe(isDecimalText);
  expect(candles.numberLexemeToDecimal).toBe(numberLexemeToDecimal);
});

test("history values keep every digit the service wrote, exponents written out", () => {
  const answer = parseHistoryBody(
    '{"s":"ok","t":[1767225600],"o":[1234567.890000000],"h":[2.420],"l":[1.5e-3],"c":[0.30000000000000004],"v":[1000.0]}',
  );
  expect(answer.status).toBe("ok");
  const [bar] = answer.status === "ok" ? answer.bars : [];
  expect(bar).toEqual({
    time: 1_767_225_600_000,
    open: "1234567.890000000",
    high: "2.420",
    low: "0.0015",
    close: "0.30000000000000004",
    volume: "1000.0",
  });
});

test("a live bar adds and compares decimals of any scale exactly", () => {
  const opened = candles.applyPrice(
    undefined,
    "1",
    1_767_225_600_000,
    "0.30000000000000004",
    "0.1",
  );
  const next = candles.applyPrice(opened, "1", 1_767_225_601_000, "0.3", "0.2");
  expect(next).toMatchObject({ high: "0.30000000000000004", low: "0.3", volume: "0.3" });
});
