import { describe, expect, test } from "vitest";
import { applyPrice, barOpenTime } from "./live-bar.js";

const at = (h: number, m = 0, s = 0) => Date.UTC(2026, 0, 1, h, m, s);

describe("barOpenTime", () => {
  test("fixed bars count from the epoch without an anchor", () => {
    expect(barOpenTime(at(10, 42, 7), "1")).toBe(at(10, 42));
    expect(barOpenTime(at(10, 42), "60")).toBe(at(10));
    expect(barOpenTime(at(10, 42), "1D")).toBe(at(0));
  });

  test("fixed bars count from the anchor when there is one", () => {
    const anchor = at(0, 30);
    expect(barOpenTime(at(2, 10), "60", anchor)).toBe(at(1, 30));
  });

  test("monthly bars are calendar months in UTC", () => {
    expect(barOpenTime(Date.UTC(2026, 1, 27, 23), "1M")).toBe(Date.UTC(2026, 1, 1));
    expect(barOpenTime(Date.UTC(2024, 1, 29, 12), "1M", Date.UTC(2024, 0, 1))).toBe(
      Date.UTC(2024, 1, 1),
    );
  });
});

describe("applyPrice", () => {
  const bar = { time: at(10), open: "100", high: "101", low: "99", close: "100.5", volume: "3" };

  test("updates high, low, close and volume within the bar", () => {
    expect(applyPrice(bar, "60", at(10, 5), "101.25", "0.5")).toEqual({
      ...bar,
      high: "101.25",
      close: "101.25",
      volume: "3.5",
    });
    expect(applyPrice(bar, "60", at(10, 5), "98.999999999", "1")).toMatchObject({
      low: "98.999999999",
      high: "101",
    });
  });

  test("starts a new bar at the next open time", () => {
    expect(applyPrice(bar, "60", at(12, 1), "102", "1")).toEqual({
      time: at(12),
      open: "102",
      high: "102",
      low: "102",
      close: "102",
      volume: "1",
    });
  });

  test("keeps the volume when the price has no size", () => {
    expect(applyPrice(bar, "60", at(10, 1), "100.75", undefined)?.volume).toBe("3");
    expect(applyPrice(bar, "60", at(11), "100.75", undefined)?.volume).toBe("0");
  });

  test("ignores a price from before the bar", () => {
    expect(applyPrice(bar, "60", at(9, 59), "1", "1")).toBeUndefined();
  });
});
