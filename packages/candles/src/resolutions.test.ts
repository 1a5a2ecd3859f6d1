import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { barSeconds, resolutions } from "./generated/constants.js";
import { resolutionAlias, toResolution } from "./resolutions.js";

describe("resolutions in every form", () => {
  test("the candle API's own resolutions are themselves", () => {
    for (const resolution of resolutions) expect(toResolution(resolution)).toBe(resolution);
  });

  test("each resolution has a common spelling that reads back to it", () => {
    expect(resolutions.map(resolutionAlias)).toEqual([
      "1m",
      "3m",
      "5m",
      "15m",
      "30m",
      "1h",
      "2h",
      "4h",
      "8h",
      "12h",
      "1d",
      "3d",
      "1w",
      "1M",
    ]);
    for (const resolution of resolutions) {
      expect(toResolution(resolutionAlias(resolution))).toBe(resolution);
    }
  });

  test.each([
    ["60m", "60"],
    ["24h", "1D"],
    ["1D", "1D"],
    ["3D", "3D"],
    ["7d", "1W"],
    ["1W", "1W"],
    ["D", "1D"],
    ["W", "1W"],
    ["M", "1M"],
  ] as const)("%s is %s", (given, resolution) => {
    expect(toResolution(given)).toBe(resolution);
    expect(barSeconds[resolution]).toBeGreaterThan(0);
  });

  test("a month is 1M, never 30 days or 4 weeks", () => {
    expect(() => toResolution("30d")).toThrow(ValidationError);
    expect(() => toResolution("4w")).toThrow(ValidationError);
  });

  test("anything else is refused with every form there is", () => {
    expect(() => toResolution("7m", "<resolution>")).toThrow(
      '<resolution> must be one of 1, 3, 5, 15, 30, 60, 120, 240, 480, 720, 1D, 3D, 1W, 1M (the candle API\'s), or 1m, 3m, 5m, 15m, 30m, 1h, 2h, 4h, 8h, 12h, 1d, 3d, 1w, 1M, got "7m"',
    );
    expect(() => toResolution(60)).toThrow(ValidationError);
  });
});
