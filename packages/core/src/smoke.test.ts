import { expect, test } from "vitest";
import { formatDecimal, parseDecimal } from "./index.js";

test("x", () => {
  expect(formatDecimal(parseDecimal("1.5", "q"))).toBe("1.5");
});
