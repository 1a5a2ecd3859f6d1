import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../packages/workspace.js";
import { childrenSeconds } from "./cpu.js";
import { verifyParts } from "./parts.js";
import {
  budgetTable,
  duration,
  excerptLines,
  failureExcerpt,
  formatTimings,
  overBudget,
  type Timings,
  totalBudget,
} from "./report.js";

const here = dirname(fileURLToPath(import.meta.url));

const timings: Timings = {
  startedAt: "2026-11-27T20:00:00.000Z",
  wall: 125,
  node: "26.12.1",
  cores: 2,
  load: [0.5, 1.75],
  parts: [
    {
      name: "typecheck",
      group: "checks",
      outcome: "passed",
      start: 0,
      end: 30,
      budget: 45,
      cpu: 28,
    },
    { name: "build", group: "checks", outcome: "passed", start: 0, end: 80, budget: 75, cpu: 70 },
    {
      name: "tests: packages/core",
      group: "tests",
      outcome: "failed",
      start: 80,
      end: 100,
      budget: 25,
      cpu: 12.5,
    },
    {
      name: "smoke",
      group: "packages",
      outcome: "skipped",
      start: 80,
      end: 80,
      budget: 100,
      cpu: 0,
    },
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

  test("lists each part's time beside its budget and processor time, each group's sums, and the load", () => {
    const text = formatTimings(timings);
    expect(text).toMatch(/^build +0\.0 s +1 min 20 s +1 min 15 s +1 min 10 s {2}over budget$/m);
    expect(text).toMatch(
      /^tests: packages\/core +1 min 20 s +20\.0 s +25\.0 s +12\.5 s {2}failed$/m,
    );
    expect(text).toMatch(/^smoke .* skipped$/m);
    expect(text).toMatch(/^ {2}checks +1 min 50 s +2 min 00 s +1 min 38 s/m);
    expect(text).toMatch(/^ {2}tests +20\.0 s +25\.0 s +12\.5 s/m);
    expect(text).toContain(
      `wall 2 min 05 s of ${duration(totalBudget)} (the install aside), 1 min 51 s of processor time, Node 26.12.1, 2 cores, load average 0.50 at the start and 1.75 at the end`,
    );
  });

  test("ends with what failed in a part, in vitest's own words, without its colours", () => {
    // vitest's output, in colour, for a file with a test that passes, one whose assertion fails
    // and one that outlives its timeout.
    const output = readFileSync(join(here, "fixtures/vitest-failure.txt"), "utf8").split("\n");
    expect(failureExcerpt(output)).toEqual([
      "   × two numbers agree 17ms",
      "   × waits 113ms",
      " FAIL  a.test.ts > two numbers agree",
      "AssertionError: expected 2 to be 3 // Object.is equality",
      " FAIL  a.test.ts > waits",
      "TestTimeoutError: Test timed out in 100ms.",
    ]);
  });

  test("keeps the last dozen of those lines, each once", () => {
    const cases = Array.from({ length: 30 }, (_, i) => ` FAIL  t.test.ts > case ${i}`);
    const excerpt = failureExcerpt(["Error: early", ...cases, "Error: x", "  ✓ fine", "Error: x"]);
    expect(excerpt).toHaveLength(excerptLines);
    expect(excerpt).toEqual([...cases.slice(-(excerptLines - 1)), "Error: x"]);
  });

  test("leaves the processor time out where the system did not say it", () => {
    const unknown = { ...timings, parts: timings.parts.map((p) => ({ ...p, cpu: null })) };
    expect(formatTimings(unknown)).not.toContain("of processor time");
  });
});

describe("the processor-time meter", () => {
  test("reads the children's user and system ticks from /proc/<pid>/stat", () => {
    const stat = "4242 (node (x) y) S 1 4242 4242 0 -1 4194304 100 200 0 0 7 3 1234 567 20 0 1";
    expect(childrenSeconds(stat)).toBeCloseTo(18.01);
  });
});

describe("docs/ci.md's budgets", () => {
  test("are the parts' budgets, as pnpm verify:timings --budgets prints them", () => {
    const text = readFileSync(join(repoRoot, "docs/ci.md"), "utf8");
    const block = /<!-- budgets -->\n([\s\S]*?)\n<!-- \/budgets -->/.exec(text)?.[1];
    expect(block).toBe(budgetTable(verifyParts()));
  });
});
