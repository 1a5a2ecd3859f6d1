import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { verifyParts } from "./verify/parts.js";

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

  test("the verify script covers drift check, lint, typecheck, tests, build, package checks and the other Nodes", () => {
    const scripts = JSON.parse(readFileSync(`${root}package.json`, "utf8")).scripts as Record<
      string,
      string
    >;
    expect(scripts.verify).toBe("tsx tools/verify/main.ts");
    const commands = verifyParts().map((p) => p.argv.join(" "));
    for (const part of [
      "pnpm check:generated",
      "pnpm lint",
      "pnpm typecheck",
      "pnpm exec turbo run build",
      "pnpm exec turbo run test --only --filter=@perpkit/core",
      "pnpm check:packages",
      "pnpm smoke",
      "pnpm newcomer",
      "pnpm size",
      "pnpm check:docs",
    ]) {
      expect(commands.some((c) => c.startsWith(part))).toBe(true);
    }
    const groups = new Set(verifyParts().map((p) => p.group));
    expect([...groups]).toEqual(expect.arrayContaining(["slow", "node22", "node24"]));
  });
});

describe("a fresh machine", () => {
  const scripts = JSON.parse(readFileSync(`${root}package.json`, "utf8")).scripts as Record<
    string,
    string
  >;

  test("the test command prepares the machine (Chromium, tmux) before what needs it", () => {
    const parts = verifyParts();
    expect(parts[0]?.argv).toEqual(["pnpm", "setup:machine"]);
    for (const part of parts.filter((p) => p.name.startsWith("tests: ") || p.name === "smoke")) {
      expect(part.needs).toContain("setup");
    }
    expect(scripts["setup:machine"]).toBe("tsx tools/setup/main.ts");
  });

  test("the README says what the test command installs on the machine and why", () => {
    expect(readme).toMatch(/the test command installs two things on the machine/);
    expect(readme).toMatch(/Debian's `chromium` and `tmux` packages/);
    expect(readme).toMatch(/in one apt-get run/);
  });

  test("every workspace bin is a committed file, so a fresh install can link it before a build", () => {
    const manifests = execFileSync("git", ["ls-files", "*package.json"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((path) => path && !path.includes("/fixtures/"));
    const tracked = new Set(
      execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n"),
    );
    const bins: string[] = [];
    for (const path of manifests) {
      const manifest = JSON.parse(readFileSync(`${root}${path}`, "utf8")) as { bin?: unknown };
      const folder = path.slice(0, -"package.json".length);
      const targets =
        typeof manifest.bin === "string"
          ? [manifest.bin]
          : Object.values((manifest.bin ?? {}) as Record<string, string>);
      for (const target of targets) bins.push(`${folder}${target.replace(/^\.\//, "")}`);
    }
    expect(bins.length).toBeGreaterThan(0);
    expect(bins.filter((bin) => !tracked.has(bin))).toEqual([]);
  });
});
