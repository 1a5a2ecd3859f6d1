import { existsSync, readdirSync } from "node:fs";
import { join, matchesGlob, relative } from "node:path";
import { slowTests } from "../../vitest.shared.js";
import { type Manifest, readJson, repoRoot } from "../packages/workspace.js";

/** The folders of the workspace's projects (pnpm-workspace.yaml's globs, written out). */
const projectFolders = ["packages/*", "examples/*", "generators", "tools", "harness"] as const;

/**
 * Whether a test file (relative to its project) is a property or soak test, as vitest.shared.ts
 * tells them apart: they run in a part of their own.
 */
export function isSlowTest(file: string): boolean {
  return slowTests.some((pattern) => matchesGlob(file, pattern));
}

/** A workspace project. */
export interface TestProject {
  /** Its package name: `@perpkit/core`. */
  readonly name: string;
  /** Its folder, relative to the repository root: `packages/core`. */
  readonly folder: string;
  readonly dir: string;
  readonly manifest: Manifest;
  /** Its property and soak test files, relative to its folder. */
  readonly slowTests: readonly string[];
}

function testFiles(dir: string, under = dir): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path, under));
    else if (entry.name.endsWith(".test.ts")) found.push(relative(under, path));
  }
  return found;
}

/** Every workspace project (pnpm-workspace.yaml's folders), in folder order. */
export function workspaceProjects(root: string = repoRoot): TestProject[] {
  const projects: TestProject[] = [];
  for (const pattern of projectFolders) {
    const folders = pattern.endsWith("/*")
      ? readdirSync(join(root, pattern.slice(0, -2)))
          .sort()
          .map((f) => `${pattern.slice(0, -1)}${f}`)
      : [pattern];
    for (const folder of folders) {
      const dir = join(root, folder);
      const path = join(dir, "package.json");
      if (!existsSync(path)) continue;
      const manifest = readJson<Manifest>(path);
      const slow = testFiles(dir).filter(isSlowTest).sort();
      projects.push({ name: manifest.name, folder, dir, manifest, slowTests: slow });
    }
  }
  return projects;
}

/** Every workspace project with a `test` script, in folder order. */
export function testProjects(root: string = repoRoot): TestProject[] {
  return workspaceProjects(root).filter(
    (p) => (p.manifest as { scripts?: Record<string, string> }).scripts?.test !== undefined,
  );
}
