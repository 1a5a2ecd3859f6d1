import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parse } from "yaml";
import { importedModules } from "./imports.js";
import type { Manifest } from "./workspace.js";

/** The file a relative specifier names (`./a.js` is `a.ts`), if it is one of `files`. */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = join(dirname(from), specifier);
  const stem = base.replace(/\.(m|c)?js$/, "");
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.cts`,
    join(base, "index.ts"),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The import graph of `files`: for each file, the files among them it imports (type-only and
 * re-exports included, since a cycle of types still ties modules together).
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedModules(readFileSync(file, "utf8"))
      .map((s) => resolveSpecifier(file, s, known))
      .filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/**
 * The import cycles of a graph: each strongly connected group of files that import one another,
 * directly or through others (a file that imports itself included), as its files sorted.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(
          parent.node,
          Math.min(low.get(parent.node) as number, low.get(frame.node) as number),
        );
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) {
        groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** A member of the workspace: its package name, and its folder relative to the root ("" for it). */
export interface Member {
  readonly name: string;
  readonly folder: string;
}

/** The workspace's members: the root, then each folder pnpm-workspace.yaml's globs name. */
export function workspaceMembers(root: string): Member[] {
  const globs =
    (parse(readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")) as { packages?: string[] })
      .packages ?? [];
  const folders = globs.flatMap((glob) => {
    if (!glob.endsWith("/*")) return [glob];
    const parent = glob.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent))
      .sort()
      .map((name) => `${parent}/${name}`);
  });
  return ["", ...folders]
    .filter((folder) => existsSync(join(root, folder, "package.json")))
    .map((folder) => ({
      name: (JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as Manifest).name,
      folder,
    }));
}

/** Folders that hold no code of the member's own: installs, builds and snapshots. */
const notCode = new Set(["node_modules", "dist", "__snapshots__", ".tmp", ".turbo"]);

/**
 * Every TypeScript file of a member, tests, benchmarks and scripts included, absolute. The root's
 * are its own top-level files: its folders are other members, the spec and the docs.
 */
export function memberFiles(root: string, member: Member): string[] {
  const walk = (dir: string, deep: boolean): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return deep && !notCode.has(entry.name) ? walk(path, deep) : [];
      return /\.(m|c)?tsx?$/.test(entry.name) ? [path] : [];
    });
  return walk(join(root, member.folder), member.folder !== "").sort();
}

/**
 * The import cycles among every TypeScript file of the workspace's members (shipped sources,
 * tests, benchmarks, generators and tools alike), each as its files relative to `root`.
 */
export function houseImportCycles(root: string): string[][] {
  const files = workspaceMembers(root).flatMap((member) => memberFiles(root, member));
  return importCycles(importGraph(files)).map((group) => group.map((file) => relative(root, file)));
}
