import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../packages/workspace.js";
import { bumpFor, largestBump, refusedBumps } from "./bump.js";

// The one bump rule, and the two places the guides state it (CONTRIBUTING.md's Changesets section,
// and what spec:take writes, in docs/live-changes.md), which must say what the rule does.

const guide = readFileSync(join(repoRoot, "CONTRIBUTING.md"), "utf8");
const liveChanges = readFileSync(join(repoRoot, "docs/live-changes.md"), "utf8");

/** A section of CONTRIBUTING.md, from its heading to the next one of its level. */
function section(heading: string): string {
  const start = guide.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`CONTRIBUTING.md has no section ${heading}`);
  const end = guide.indexOf("\n## ", start + heading.length + 4);
  return guide.slice(start, end < 0 ? undefined : end);
}

describe("the bump rule", () => {
  test("while 0.x: breaking is minor, anything else patch, and minor is the most a changeset gives", () => {
    expect(bumpFor("0.0.0", true)).toBe("minor");
    expect(bumpFor("0.4.2", false)).toBe("patch");
    expect(largestBump("0.4.2")).toBe("minor");
  });

  test("from 1.0.0: breaking is major, anything else minor", () => {
    expect(bumpFor("1.2.0", true)).toBe("major");
    expect(bumpFor("1.2.0", false)).toBe("minor");
  });

  test("the release check refuses a bump past the rule, naming the file and the package", () => {
    const versions = new Map([
      ["@perpkit/rest", "0.1.0"],
      ["@perpkit/core", "1.0.0"],
    ]);
    expect(
      refusedBumps(
        [
          { file: "a.md", releases: { "@perpkit/rest": "major", "@perpkit/core": "major" } },
          { file: "b.md", releases: { "@perpkit/rest": "minor", "@perpkit/other": "patch" } },
        ],
        versions,
      ),
    ).toEqual([
      "a.md: @perpkit/rest major (at most minor while at 0.1.0)",
      "b.md: @perpkit/other is no public package",
    ]);
  });

  test("CONTRIBUTING.md's Changesets section states it", () => {
    const match =
      /while the packages are 0\.x, a change that breaks a user's code or setup is a `(\w+)` bump and anything else a `(\w+)`/i.exec(
        section("Changesets").replace(/\s+/g, " "),
      );
    expect(match?.slice(1)).toEqual([bumpFor("0.1.0", true), bumpFor("0.1.0", false)]);
  });

  test("docs/live-changes.md states the bumps spec:take writes by it", () => {
    const match =
      /\(`(\w+)` when a change is breaking, `(\w+)` otherwise, while the packages are 0\.x\)/.exec(
        liveChanges.replace(/\s+/g, " "),
      );
    expect(match?.slice(1)).toEqual([bumpFor("0.1.0", true), bumpFor("0.1.0", false)]);
  });
});
