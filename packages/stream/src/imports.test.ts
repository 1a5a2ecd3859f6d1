import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// The modules of this package form a tree a reader can walk down: no two of them import each
// other, directly or around a loop (type-only imports count).

const src = dirname(fileURLToPath(import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.ts$/.test(entry.name) && !/\.(test|test-d|bench)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports and re-exports of a module, as paths of .ts files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)];
  return specifiers.map((m) => resolve(dirname(file), (m[1] as string).replace(/\.js$/, ".ts")));
}

/** Every cycle found by a depth-first walk, as a list of files relative to src/. */
function cycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const walk = (file: string, path: string[]): void => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      found.push([...path.slice(path.indexOf(file)), file].map((f) => relative(src, f)));
      return;
    }
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
    state.set(file, "done");
  };
  for (const file of files) walk(file, []);
  return found;
}

describe("the package's modules", () => {
  test("import one another without a cycle", () => {
    const files = modules(src);
    expect(files.length).toBeGreaterThan(10);
    expect(cycles(files)).toEqual([]);
  });

  test("a loop through a type-only import counts as a cycle", () => {
    const dir = mkdtempSync(join(tmpdir(), "perpkit-cycle-"));
    try {
      writeFileSync(join(dir, "a.ts"), 'import { b } from "./b.js";\nexport const a = b;\n');
      writeFileSync(join(dir, "b.ts"), 'import type { A } from "./a.js";\nexport const b = 1;\n');
      writeFileSync(join(dir, "c.ts"), 'export { a } from "./a.js";\n');
      expect(cycles(modules(dir)).map((c) => c.length)).toEqual([3]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
