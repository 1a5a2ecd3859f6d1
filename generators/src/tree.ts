import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";
import type { GeneratedFile } from "./emit.js";
import type { Target } from "./target.js";

/**
 * Every file currently in the targets' folders, keyed by path relative to the root. A folder of
 * another target nested in one of theirs (`others`, or one of `targets`) is that target's own.
 */
export function readGeneratedTree(
  root: string,
  targets: readonly Target[],
  others: readonly Target[] = [],
): Map<string, string> {
  const found = new Map<string, string>();
  const owned = new Set([...targets, ...others].map((t) => t.outDir));
  const walk = (abs: string) => {
    if (!existsSync(abs)) return;
    for (const name of readdirSync(abs)) {
      const child = join(abs, name);
      const path = relative(root, child).split(sep).join(posix.sep);
      if (!statSync(child).isDirectory()) found.set(path, readFileSync(child, "utf8"));
      else if (!owned.has(path)) walk(child);
    }
  };
  for (const t of targets) walk(join(root, t.outDir));
  return found;
}

export interface TreeDifference {
  /** Files whose committed text differs from what the spec generates. */
  readonly changed: string[];
  /** Files the spec generates that are not on disk. */
  readonly missing: string[];
  /** Files on disk in a generated folder that the spec does not generate. */
  readonly extra: string[];
}

export function compareTree(
  expected: readonly GeneratedFile[],
  actual: ReadonlyMap<string, string>,
): TreeDifference {
  const changed: string[] = [];
  const missing: string[] = [];
  const wanted = new Set<string>();
  for (const file of expected) {
    wanted.add(file.path);
    const text = actual.get(file.path);
    if (text === undefined) missing.push(file.path);
    else if (text !== file.contents) changed.push(file.path);
  }
  const extra = [...actual.keys()].filter((p) => !wanted.has(p)).sort();
  return { changed, missing, extra };
}

/**
 * Writes the generated files and removes anything else from the targets' folders (a folder of
 * one of `others` nested in theirs aside).
 */
export function writeGeneratedTree(
  root: string,
  targets: readonly Target[],
  files: readonly GeneratedFile[],
  others: readonly Target[] = [],
): TreeDifference {
  const diff = compareTree(files, readGeneratedTree(root, targets, others));
  for (const path of diff.extra) rmSync(join(root, path));
  for (const file of files) {
    if (diff.changed.includes(file.path) || diff.missing.includes(file.path)) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.contents);
    }
  }
  for (const t of targets) mkdirSync(join(root, t.outDir), { recursive: true });
  return diff;
}
