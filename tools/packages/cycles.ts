import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { importedModules, sourceFiles } from "./imports.js";

/** The file a relative specifier names (`./a.js` is `a.ts`), if it is one of `files`. */
function resolveSpecifier(
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

/**
 * The import cycles among the shipped source files of each `packages/<name>/src` under `root`,
 * each as its files relative to `root`.
 */
export function packageImportCycles(root: string, packageNames: readonly string[]): string[][] {
  return packageNames.flatMap((name) => {
    const src = join(root, "packages", name, "src");
    if (!existsSync(src)) return [];
    return importCycles(importGraph(sourceFiles(src))).map((group) =>
      group.map((file) => relative(root, file)),
    );
  });
}
