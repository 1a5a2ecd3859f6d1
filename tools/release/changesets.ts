import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { repoRoot } from "../packages/workspace.js";
import { workspaceProjects } from "../verify/projects.js";
import { type Bump, largerBump } from "./bump.js";

export type { Bump } from "./bump.js";

/** One changeset of .changeset/: the packages it bumps, and its line for the changelog. */
export interface Changeset {
  readonly file: string;
  readonly releases: Readonly<Record<string, Bump>>;
  readonly summary: string;
}

/** The changesets waiting in a folder (`.changeset/` by default), by file name. */
export function readChangesets(dir: string = join(repoRoot, ".changeset")): Changeset[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`.changeset/${file} has no front matter`);
      const releases = (parse(match[1] as string) ?? {}) as Record<string, Bump>;
      return { file, releases, summary: (match[2] as string).trim() };
    });
}

/** A version after a bump: 0.1.0 after a minor bump of 0.0.0. */
export function bumped(version: string, bump: Bump): string {
  const [major, minor, patch] = version.split(".").map(Number) as [number, number, number];
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/**
 * The version each package the changesets name goes to: its own, bumped by the largest bump any
 * changeset gives it. (The packages depend on each other through `workspace:*`, which every
 * version satisfies, so none is bumped only for a dependency's sake.)
 */
export function plannedVersions(
  changesets: readonly Changeset[],
  current: ReadonlyMap<string, string>,
): Map<string, string> {
  const largest = new Map<string, Bump>();
  for (const changeset of changesets) {
    for (const [name, bump] of Object.entries(changeset.releases)) {
      const before = largest.get(name);
      largest.set(name, before === undefined ? bump : largerBump(before, bump));
    }
  }
  const planned = new Map<string, string>();
  for (const [name, bump] of largest) {
    const version = current.get(name);
    if (version === undefined) throw new Error(`a changeset names ${name}, which is no package`);
    planned.set(name, bumped(version, bump));
  }
  return planned;
}

/**
 * A scratch copy of what `changeset version` reads and writes: the workspace's manifests, its
 * package list and .changeset/, with the workspace's node_modules linked in for the changelog
 * writer. Answers its folder.
 */
export function scratchWorkspace(into: string): string {
  for (const file of ["package.json", "pnpm-workspace.yaml"]) {
    cpSync(join(repoRoot, file), join(into, file));
  }
  cpSync(join(repoRoot, ".changeset"), join(into, ".changeset"), { recursive: true });
  for (const project of workspaceProjects()) {
    mkdirSync(join(into, project.folder), { recursive: true });
    cpSync(join(project.dir, "package.json"), join(into, project.folder, "package.json"));
    const changelog = join(project.dir, "CHANGELOG.md");
    if (existsSync(changelog)) cpSync(changelog, join(into, project.folder, "CHANGELOG.md"));
  }
  symlinkSync(join(repoRoot, "node_modules"), join(into, "node_modules"));
  return into;
}
