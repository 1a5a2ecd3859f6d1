import { describe, expect, test } from "vitest";
import { createPointBudget } from "./rate-limit.js";
import { createManualClock } from "./time/manual-clock.js";

describe("point budget", () => {
  test("spends points and gets them back when they leave the window", () => {
    const clock = createManualClock({ start: 0 });
    const budget = createPointBudget({ points: 20, windowMs: 1_000, clock });
    expect(budget.tryTake(10)).toBe(true);
    clock.setTime(400);
    expect(budget.tryTake(5)).toBe(true);
    expect(budget.tryTake(10)).toBe(false);
    expect(budget.available()).toBe(5);
    // The first 10 points return at t = 1000.
    expect(budget.waitTime(10)).toBe(600);
    clock.setTime(1_000);
    expect(budget.tryTake(10)).toBe(true);
    expect(budget.available()).toBe(5);
  });

  test("refuses a cost larger than the pool", async () => {
    const budget = createPointBudget({ points: 5, windowMs: 1_000 });
    expect(budget.waitTime(6)).toBe(Number.POSITIVE_INFINITY);
    await expect(budget.take(6)).rejects.toThrow(RangeError);
  });

  test("take waits for room and then spends", async () => {
    const clock = createManualClock({ start: 0 });
    const budget = createPointBudget({ points: 10, windowMs: 20, clock });
    budget.tryTake(10);
    const pending = budget.take(5);
    // The wait is a timer of the budget's clock: it ends when that clock reaches it.
    clock.advance(20);
    await pending;
    expect(budget.available()).toBe(5);
  });

  test("take stops when its signal aborts", async () => {
    const budget = createPointBudget({ points: 10, windowMs: 60_000 });
    budget.tryTake(10);
    const controller = new AbortController();
    const pending = budget.take(1, controller.signal);
    controller.abort(new Error("stopped"));
    await expect(pending).rejects.toThrow("stopped");
  });
});
