import { describe, expect, test } from "vitest";
import { chosenGroups, partsAtOnce, partsOf } from "./main.js";
import type { Part } from "./parts.js";

const part = (name: string, group: Part["group"], needs: string[] = []): Part => ({
  name,
  group,
  needs,
  budget: 10,
  argv: ["true"],
  cwd: "/",
  env: {},
});

describe("pnpm verify's command line", () => {
  test("runs every group, or the ones --group names", () => {
    expect(chosenGroups([])).toEqual(["checks", "tests", "slow", "packages", "node22", "node24"]);
    expect(chosenGroups(["--group", "packages", "--group", "node22"])).toEqual([
      "packages",
      "node22",
    ]);
    expect(() => chosenGroups(["--group", "nodes"])).toThrow("no group nodes");
  });

  test("takes for done what a chosen part needs from outside its groups", () => {
    const parts = [part("build", "checks"), part("smoke", "packages", ["build", "setup"])];
    expect(partsOf(parts, ["packages"])).toEqual([part("smoke", "packages", [])]);
    expect(partsOf(parts, ["checks", "packages"])[1]?.needs).toEqual(["build"]);
  });

  test("runs three parts at once unless told another count", () => {
    expect(partsAtOnce([])).toBe(3);
    expect(partsAtOnce(["--parts-at-once", "2"])).toBe(2);
    expect(() => partsAtOnce(["--parts-at-once", "two"])).toThrow("takes a count");
  });
});
