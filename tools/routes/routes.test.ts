import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../packages/workspace.js";
import { closureOf, compareRuns, listedRoute, routes, traceOf } from "./routes.js";

const contributing = () => readFileSync(join(repoRoot, "CONTRIBUTING.md"), "utf8");

describe.each(routes)("the $name route", (route) => {
  test("reaches at most its limit of hand-written modules, all listed in CONTRIBUTING.md", async () => {
    const { handWritten, generated } = await closureOf(route);
    expect(handWritten.length).toBeGreaterThan(0);
    expect(generated.length).toBeGreaterThan(0);
    expect(handWritten.length).toBeLessThanOrEqual(route.limits.files);
    // The route's block lists each module once, and no other: run `pnpm routes` to see both.
    expect(listedRoute(contributing(), route.name).files).toEqual(handWritten);
  });

  test.skipIf(route.trace === undefined)(
    "has at most its limit of modules that decide, the ones CONTRIBUTING.md marks",
    async () => {
      const { ran, deciding } = await traceOf(route);
      expect(ran.length).toBeGreaterThan(deciding.length);
      expect(deciding.length).toBeGreaterThan(0);
      expect(deciding.length).toBeLessThanOrEqual(route.limits.deciding);
      expect(listedRoute(contributing(), route.name).deciding).toEqual(deciding);
    },
    120_000,
  );
});

describe("counting", () => {
  test("a module that runs differently for different inputs decides; one that differs for the same input is unsteady", () => {
    const run = (input: string, files: Record<string, string[]>) => ({ input, files });
    const runs = [
      run("a", { "packages/x/src/rules.ts": ["0-9", "2-4:1"], "packages/x/src/carry.ts": ["0-5"] }),
      run("b", { "packages/x/src/rules.ts": ["0-9", "2-4:0"], "packages/x/src/carry.ts": ["0-5"] }),
      run("a", { "packages/x/src/rules.ts": ["0-9", "2-4:1"], "packages/x/src/carry.ts": ["0-5"] }),
      run("b", { "packages/x/src/rules.ts": ["0-9", "2-4:0"], "packages/x/src/carry.ts": ["0-6"] }),
    ];
    expect(compareRuns(runs)).toEqual({
      ran: ["packages/x/src/carry.ts", "packages/x/src/rules.ts"],
      deciding: ["packages/x/src/rules.ts"],
      unsteady: ["packages/x/src/carry.ts"],
    });
  });

  test("a route's block in CONTRIBUTING.md lists its modules and marks those that decide", () => {
    const markdown = [
      "<!-- route:demo -->",
      "1. `packages/a/src/one.ts` (decides): does one thing.",
      "2. `packages/a/src/two.ts`: carries it on.",
      "<!-- /route:demo -->",
    ].join("\n");
    expect(listedRoute(markdown, "demo")).toEqual({
      files: ["packages/a/src/one.ts", "packages/a/src/two.ts"],
      deciding: ["packages/a/src/one.ts"],
    });
    expect(listedRoute(markdown, "other")).toEqual({ files: [], deciding: [] });
  });
});
