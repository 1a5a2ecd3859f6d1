import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../packages/workspace.js";
import { missingPaths, namedPaths, resolves } from "./paths.js";

const files = [
  "spec/limits.yaml",
  "packages/core/src/decimal.ts",
  "packages/stream/src/book/order-book.ts",
  "packages/sandbox/src/engine/index.ts",
  "tools/routes/traces/order.ts",
];

describe("the paths a document names", () => {
  test("are read from its inline code and code blocks, with the line each is on", () => {
    const markdown = [
      "Edit `spec/limits.yaml`, then run `pnpm generate --target core` (see `decimal.ts`).",
      "```text",
      "packages/<package>/src/generated/   what the generators write",
      "```",
      "Not paths: `@perpkit/rest/operations`, `GET /v1/time`, `node:http`, `exchange.tick`, `a=b/c`.",
    ].join("\n");
    expect(namedPaths(markdown)).toEqual([
      { path: "spec/limits.yaml", line: 1 },
      { path: "decimal.ts", line: 1 },
      { path: "packages/<package>/src/generated/", line: 3 },
    ]);
  });

  test("a placeholder with spaces is one segment", () => {
    expect(namedPaths("`packages/<package folder>/bench/`").map((p) => p.path)).toEqual([
      "packages/<package-folder>/bench/",
    ]);
  });

  test("resolve from the root, as the end of a path, or as a module's file name", () => {
    expect(resolves("spec/limits.yaml", files)).toBe(true);
    expect(resolves("packages/<package>/src/", files)).toBe(true);
    expect(resolves("packages/*/src/book/", files)).toBe(true);
    expect(resolves("src/engine/", files)).toBe(true);
    expect(resolves("traces/order.ts", files)).toBe(true);
    expect(resolves("order-book.ts", files)).toBe(true);
    expect(resolves("<module>.ts", files)).toBe(true);
  });

  test("a path that names nothing does not resolve", () => {
    expect(resolves("tools/coverage", files)).toBe(false);
    expect(resolves("spec/limits.yml", files)).toBe(false);
    expect(resolves("packages/<package>/src/debug-logger.ts", files)).toBe(false);
    expect(resolves("debug-logger.ts", files)).toBe(false);
    // From the root, a top-level folder is not searched for deeper: tools/x is tools/x.
    expect(resolves("tools/traces/order.ts", files)).toBe(false);
  });

  test("a missing path in a document is reported with its line", () => {
    const markdown = "Run `tools/coverage` and read\n`packages/core/src/debug-logger.ts`.";
    expect(missingPaths(markdown, repoRoot)).toEqual([
      "line 1: tools/coverage",
      "line 2: packages/core/src/debug-logger.ts",
    ]);
  });

  test("an output the tools write, which git ignores, counts as named; other globs must match", () => {
    expect(missingPaths("`npm install packed/*.tgz`, `spec/*.yml`", repoRoot)).toEqual([
      "line 1: spec/*.yml",
    ]);
    expect(
      missingPaths("`pnpm pack:all` writes to `packed/`; TypeDoc to `docs/api/`.", repoRoot),
    ).toEqual([]);
  });
});

describe("CONTRIBUTING.md and docs/", () => {
  const guides = [
    "CONTRIBUTING.md",
    ...readdirSync(join(repoRoot, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];
  const read = (file: string) => readFileSync(join(repoRoot, file), "utf8");

  test.each(guides)("%s names only paths that exist", (file) => {
    expect(missingPaths(read(file), repoRoot)).toEqual([]);
  });

  test("name paths all through, the map and the routes included", () => {
    const named = guides.flatMap((file) => namedPaths(read(file)).map((p) => p.path));
    expect(named.length).toBeGreaterThan(150);
    expect(named).toContain("packages/*/src/generated/");
    expect(named).toContain("packages/sandbox/src/engine/index.ts");
  });

  test("CONTRIBUTING.md reads in ten minutes: at most 250 lines", () => {
    expect(read("CONTRIBUTING.md").split("\n").length).toBeLessThanOrEqual(250);
  });
});
