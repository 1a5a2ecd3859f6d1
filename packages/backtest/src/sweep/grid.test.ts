import { ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { expandGrid, gridValues } from "./grid.js";

const defaults = { spreadTicks: 1, requoteTicks: 10, size: "0.01", postOnly: true };

describe("a sweep's grid", () => {
  it("takes lists, whole-number ranges and decimal ranges counted exactly", () => {
    expect(gridValues([1, 2, 5], 1, "g")).toEqual([1, 2, 5]);
    expect(gridValues({ from: 1, to: 7, step: 3 }, 1, "g")).toEqual([1, 4, 7]);
    expect(gridValues({ from: 2, to: 4 }, 1, "g")).toEqual([2, 3, 4]);
    // 0.1 + 0.2 is not 0.3 in JS numbers; in fixed point it is.
    expect(gridValues({ from: "0.1", to: "0.3", step: "0.1" }, "0.01", "g")).toEqual([
      "0.1",
      "0.2",
      "0.3",
    ]);
    expect(
      gridValues({ from: "-0.000000002", to: "0.000000001", step: "0.000000001" }, "0", "g"),
    ).toEqual(["-0.000000002", "-0.000000001", "0", "0.000000001"]);
  });

  it("expands every combination over the bot's defaults, the first parameter slowest", () => {
    const sets = expandGrid({ spreadTicks: [1, 2], size: ["0.01", "0.02"] }, defaults);
    expect(sets).toEqual([
      { ...defaults, spreadTicks: 1, size: "0.01" },
      { ...defaults, spreadTicks: 1, size: "0.02" },
      { ...defaults, spreadTicks: 2, size: "0.01" },
      { ...defaults, spreadTicks: 2, size: "0.02" },
    ]);
  });

  it("refuses a parameter the bot does not have, naming it and the bot's parameters", () => {
    const error = (() => {
      try {
        expandGrid({ spredTicks: [1] }, defaults);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: "grid.spredTicks" });
    expect((error as Error).message).toContain("spreadTicks, requoteTicks, size, postOnly");
  });

  it("refuses an empty grid, an empty list and an empty range", () => {
    expect(() => expandGrid({}, defaults)).toThrow(/grid is empty/);
    expect(() => expandGrid({ spreadTicks: [] }, defaults)).toThrow(/grid.spreadTicks is empty/);
    expect(() => expandGrid({ spreadTicks: { from: 5, to: 1 } }, defaults)).toThrow(
      /grid.spreadTicks.to is 5|below from/,
    );
    expect(() => expandGrid({ size: { from: "0.3", to: "0.1", step: "0.1" } }, defaults)).toThrow(
      ValidationError,
    );
  });

  it("refuses values of another kind than the default, fractions as numbers, and repeats", () => {
    expect(() => expandGrid({ size: [0.01] }, defaults)).toThrow(/grid.size.0 must be a string/);
    expect(() => expandGrid({ spreadTicks: [1.5] }, defaults)).toThrow(
      /grid.spreadTicks.0 must be a whole number/,
    );
    expect(() => expandGrid({ spreadTicks: [1, 1] }, defaults)).toThrow(
      /grid.spreadTicks.1 repeats 1/,
    );
    expect(() => expandGrid({ spreadTicks: { from: 1, to: 3, step: 0 } }, defaults)).toThrow(
      /step must be above 0/,
    );
    expect(() =>
      expandGrid({ size: { from: "0.1", to: "0.3", step: "0.0000000001" } }, defaults),
    ).toThrow(/more than 9 decimal places/);
  });
});
