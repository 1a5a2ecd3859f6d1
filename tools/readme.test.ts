import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const readme = readFileSync(`${root}README.md`, "utf8");

/** The command in the first code block after an HTML comment marker. */
function commandAfter(marker: string): string {
  const match = readme.match(new RegExp(`<!-- ${marker} -->\\s*\`\`\`sh\\n([^\\n]+)\\n\`\`\``));
  if (!match?.[1]) throw new Error(`README has no command after <!-- ${marker} -->`);
  return match[1];
}

describe("README quick start", () => {
  test("CI runs exactly the README's test command", () => {
    const ci = readFileSync(`${root}.ci/run`, "utf8").trimEnd().split("\n");
    expect(ci.at(-1)).toBe(commandAfter("test-command"));
  });

  test("the test command verifies and the demo command runs the demo", () => {
    expect(commandAfter("test-command")).toMatch(/pnpm verify$/);
    expect(commandAfter("demo-command")).toMatch(/pnpm demo$/);
  });

  test("the verify script covers drift check, lint, typecheck, tests, build and package checks", () => {
    const scripts = JSON.parse(readFileSync(`${root}package.json`, "utf8")).scripts as Record<
      string,
      string
    >;
    for (const part of [
      "check:generated",
      "lint",
      "typecheck",
      "test",
      "build",
      "verify:packages",
    ]) {
      expect(scripts.verify).toContain(part);
    }
  });
});
