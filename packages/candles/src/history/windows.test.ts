import { ValidationError } from "@perpkit/core";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { countHistoryWindows, planHistoryWindows } from "./windows.js";

describe("planHistoryWindows", () => {
  test("covers the range once, in order, each window within the limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc
          .integer({ min: 1, max: 100_000 })
          .chain((window) =>
            fc.tuple(fc.integer({ min: 0, max: window * 50 }), fc.constant(window)),
          ),
        (from, [length, window]) => {
          const to = from + length;
          const plan = planHistoryWindows(from, to, window);
          expect(plan.length).toBe(countHistoryWindows(from, to, window));
          expect(plan[0]?.from).toBe(from);
          expect(plan.at(-1)?.to).toBe(to);
          plan.forEach((w, i) => {
            expect(w.to - w.from).toBeLessThan(window);
            expect(w.to).toBeGreaterThanOrEqual(w.from);
            if (i > 0) expect(w.from).toBe((plan[i - 1]?.to as number) + 1);
          });
        },
      ),
    );
  });

  test("an empty range has no windows", () => {
    expect(planHistoryWindows(10, 9, 60)).toEqual([]);
    expect(countHistoryWindows(10, 9, 60)).toBe(0);
  });

  test("refuses a window that is not a positive whole number", () => {
    expect(() => planHistoryWindows(0, 10, 0)).toThrow(ValidationError);
    expect(() => planHistoryWindows(0, 10, 1.5)).toThrow(ValidationError);
  });
});
