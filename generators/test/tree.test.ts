import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import type { Target } from "../src/index.js";
import { readGeneratedTree, writeGeneratedTree } from "../src/index.js";

// A target's folder may lie inside another's (the recording target's inside the stream
// target's): it stays that target's own.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const target = (name: string, outDir: string): Target => ({
  name,
  outDir,
  inputs: [],
  generate: async () => [],
});

const outer = target("outer", "pkg/src/generated");
const inner = target("inner", "pkg/src/generated/inner");

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), "perpkit-tree-"));
  roots.push(root);
  mkdirSync(join(root, inner.outDir), { recursive: true });
  writeFileSync(join(root, outer.outDir, "a.ts"), "a\n");
  writeFileSync(join(root, inner.outDir, "b.ts"), "b\n");
  return root;
}

describe("generated folders", () => {
  test("writing one target leaves the folder of another nested in it as it is", () => {
    const root = tree();
    const diff = writeGeneratedTree(
      root,
      [outer],
      [{ path: "pkg/src/generated/a.ts", contents: "a2\n" }],
      [inner],
    );
    expect(diff).toEqual({ changed: ["pkg/src/generated/a.ts"], missing: [], extra: [] });
    expect(readFileSync(join(root, inner.outDir, "b.ts"), "utf8")).toBe("b\n");
  });

  test("each file is read once, as the file of the target whose folder holds it", () => {
    const root = tree();
    expect([...readGeneratedTree(root, [outer], [inner]).keys()]).toEqual([
      "pkg/src/generated/a.ts",
    ]);
    expect([...readGeneratedTree(root, [outer, inner]).keys()].sort()).toEqual([
      "pkg/src/generated/a.ts",
      "pkg/src/generated/inner/b.ts",
    ]);
  });

  test("a file of no target's in a folder is removed", () => {
    const root = tree();
    writeGeneratedTree(root, [inner], [], [outer]);
    expect(existsSync(join(root, inner.outDir, "b.ts"))).toBe(false);
    expect(existsSync(join(root, outer.outDir, "a.ts"))).toBe(true);
  });
});
