import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { parse as parseYaml } from "yaml";

/** One file of spec/, as read from disk or from a fixture. */
export interface SpecFile {
  /** Path relative to the repository root, with forward slashes: `spec/limits.yaml`. */
  readonly path: string;
  readonly text: string;
  readonly sha256: string;
}

/** Where generators read spec files from. Generators see nothing else of the file system. */
export interface SpecSource {
  read(path: string): SpecFile;
  /** Paths of every file under `dir` (relative to the repository root), sorted. */
  list(dir: string): string[];
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function specFile(path: string, text: string): SpecFile {
  return { path, text, sha256: sha256(text) };
}

/** Reads spec files below a repository root. */
export function specFromDirectory(root: string): SpecSource {
  const cache = new Map<string, SpecFile>();
  return {
    read(path) {
      let file = cache.get(path);
      if (!file) {
        file = specFile(path, readFileSync(join(root, path), "utf8"));
        cache.set(path, file);
      }
      return file;
    },
    list(dir) {
      const out: string[] = [];
      const walk = (abs: string) => {
        for (const name of readdirSync(abs)) {
          const child = join(abs, name);
          if (statSync(child).isDirectory()) walk(child);
          else out.push(relative(root, child).split(sep).join(posix.sep));
        }
      };
      walk(join(root, dir));
      return out.sort();
    },
  };
}

/** An in-memory spec, for generator tests on small fixtures. */
export function specFromFiles(files: Readonly<Record<string, string>>): SpecSource {
  return {
    read(path) {
      const text = files[path];
      if (text === undefined) throw new Error(`fixture has no ${path}`);
      return specFile(path, text);
    },
    list(dir) {
      const prefix = dir.endsWith("/") ? dir : `${dir}/`;
      return Object.keys(files)
        .filter((p) => p.startsWith(prefix))
        .sort();
    },
  };
}

export function readYaml<T = unknown>(file: SpecFile): T {
  return parseYaml(file.text, { intAsBigInt: false }) as T;
}

export function readJson<T = unknown>(file: SpecFile): T {
  return JSON.parse(file.text) as T;
}

/**
 * A function of a spec, computed once per spec: the targets of one generation share what they
 * read through it (the derived REST spec, the bindings), instead of each deriving it again. What
 * it returns is shared, so no caller may change it.
 */
export function perSpec<T>(compute: (spec: SpecSource) => T): (spec: SpecSource) => T {
  const cache = new WeakMap<SpecSource, T>();
  return (spec) => {
    if (cache.has(spec)) return cache.get(spec) as T;
    const value = compute(spec);
    cache.set(spec, value);
    return value;
  };
}
