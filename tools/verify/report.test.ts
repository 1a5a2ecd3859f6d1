import { describe, expect, test } from "vitest";
import { duration, formatTimings, overBudget, type Timings } from "./report.js";

const timings: Timings = {
  startedAt: "2026-11-27T20:00:00.000Z",
  wall: 125,
  node: "26.12.1",
  cores: 2,
  load: [0.5, 1.75],
  parts: [
    { name: "typecheck", group: "checks", outcome: "passed", start: 0, end: 30, budget: 45 },
    { name: "build", group: "checks", outcome: "passed", start: 0, end: 80, budget: 75 },
    {
      name: "tests: packages/core",
      group: "tests",
      outcome: "failed",
      start: 80,
      end: 100,
      budget: 25,
    },
    { name: "smoke", group: "packages", outcome: "skipped", start: 80, end: 80, budget: 100 },
  ],
};

describe("the verify report", () => {
  test("reads seconds as people do", () => {
    expect(duration(4.25)).toBe("4.3 s");
    expect(duration(65)).toBe("1 min 05 s");
    expect(duration(600)).toBe("10 min 00 s");
  });

  test("names the parts over their budget; a skipped part is over nothing", () => {
    expect(overBudget(timings).map((p) => p.name)).toEqual(["build"]);
  });

  test("lists each part's time beside its budget, each group's sum, and the load", () => {
    const text = formatTimings(timings);
    expect(text).toMatch(/^build +0\.0 s +1 min 20 s +1 min 15 s {2}over budget$/m);
    expect(text).toMatch(/^tests: packages\/core +1 min 20 s +20\.0 s +25\.0 s {2}failed$/m);
    expect(text).toMatch(/^smoke .* skipped$/m);
    expect(text).toMatch(/^ {2}checks +1 min 50 s of +2 min 00 s/m);
    expect(text).toMatch(/^ {2}tests +20\.0 s of +25\.0 s/m);
    expect(text).toContain(
      "wall 2 min 05 s of 11 min 00 s (the install aside), Node 26.12.1, 2 cores, load average 0.50 at the start and 1.75 at the end",
    );
  });
});
