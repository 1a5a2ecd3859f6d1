import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../packages/workspace.js";
import { checkRoute, listedRoute, problemsOf } from "./check.js";
import { compareRuns } from "./measure.js";
import { type Route, routes } from "./routes.js";

const contributing = () => readFileSync(join(repoRoot, "docs/routes.md"), "utf8");

describe.each(routes)("the $name route", (route) => {
  test("is what docs/routes.md lists, its deciding modules marked, within its limits", async () => {
    const { files, bundle, trace, listed, problems } = await checkRoute(route, contributing());
    expect(bundle.handWritten.length).toBeGreaterThan(0);
    expect(bundle.generated.length).toBeGreaterThan(0);
    // Every module that decides ran, and some ran that decide nothing: the trace measured.
    expect(trace.deciding.length).toBeGreaterThan(0);
    expect(trace.ran.length).toBeGreaterThan(trace.deciding.length);
    expect(files.length).toBeLessThanOrEqual(route.limits.files);
    expect(trace.deciding.length).toBeLessThanOrEqual(route.limits.deciding);
    // Run `pnpm routes` to see the route and its block side by side.
    expect(listed).toEqual({ files, deciding: trace.deciding });
    expect(problems).toEqual([]);
  }, 240_000);
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

  test("a block that runs for one repeat of an input and not another is left out of the comparison", () => {
    const run = (input: string, files: Record<string, string[]>) => ({ input, files });
    const verify = "packages/x/src/verify.ts";
    const timer = "packages/x/src/timer.ts";
    // verify.ts: 5-6 follows the signature's bytes (27 or 28), 7-8 runs only for a bad signature.
    const runs = [
      run("good", { [verify]: ["0-9", "5-6:1", "7-8:0"] }),
      run("bad", { [verify]: ["0-9", "5-6:0", "7-8:1"], [timer]: ["0-3"] }),
      run("good", { [verify]: ["0-9", "5-6:0", "7-8:0"] }),
      run("bad", { [verify]: ["0-9", "5-6:1", "7-8:1"] }),
    ];
    expect(compareRuns(runs)).toEqual({
      ran: [verify],
      deciding: [verify],
      unsteady: [timer, verify],
    });
    // Without the bad signature, what is left of verify.ts is the same for both inputs.
    const same = runs.map((r) => ({ ...r, files: { [verify]: ["0-9", "7-8:0"] } }));
    expect(compareRuns(same).deciding).toEqual([]);
  });

  test("a route's block in docs/routes.md lists its modules and marks those that decide", () => {
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

  test("a block that lists another route, marks otherwise, or a route past its limits is a problem", () => {
    const route: Route = {
      name: "demo",
      title: "A demo",
      entry: "@perpkit/core",
      imports: ["parseDecimal"],
      limits: { files: 2, deciding: 1 },
    };
    const one = "packages/a/src/one.ts";
    const two = "packages/a/src/two.ts";
    const three = "packages/a/src/three.ts";
    const trace = { ran: [one, two], deciding: [one], unsteady: [] };
    expect(problemsOf(route, [one, two], trace, { files: [one, two], deciding: [one] })).toEqual(
      [],
    );
    expect(problemsOf(route, [one, two], trace, { files: [], deciding: [] })).toEqual([
      "docs/routes.md has no <!-- route:demo --> block",
      `docs/routes.md does not list ${one}, ${two}`,
      `docs/routes.md marks as deciding none; ${one} do`,
    ]);
    expect(
      problemsOf(
        route,
        [one, two, three],
        { ...trace, deciding: [one, three] },
        { files: [one, two], deciding: [one] },
      ),
    ).toEqual([
      "3 hand-written modules, over the limit of 2",
      "2 modules decide, over the limit of 1",
      `docs/routes.md does not list ${three}`,
      `docs/routes.md marks as deciding ${one}; ${one}, ${three} do`,
    ]);
    expect(
      problemsOf(route, [one], trace, { files: [one, two], deciding: [one] }).slice(-1),
    ).toEqual([`docs/routes.md lists what the route no longer holds: ${two}`]);
    expect(problemsOf(route, [two], trace, { files: [two], deciding: [one] }).slice(-1)).toEqual([
      `decides outside the route: ${one}`,
    ]);
  });
});
