import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The sandbox's folders are its seams: the engine behind one port, the HTTP server kit that the
// features plug into, the records they share. These tests read every import of the package's
// sources, tests and benchmarks, so a shortcut through a seam fails here, naming the file.

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const engine = join(src, "engine");
const port = join(engine, "index.ts");

/** Every TypeScript file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

/** The files of this package a file imports, by relative specifier (`./x.js` is `x.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier === undefined || !specifier.startsWith(".")) continue;
    out.push(resolve(dirname(file), specifier).replace(/\.js$/, ".ts"));
  }
  return out;
}

/** `file -> import` for each import of `files` that `allowed` refuses, as paths from the package. */
function crossings(files: readonly string[], allowed: (target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => !allowed(target))
      .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
  );
}

const inside = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const allFiles = [...sources(src), ...sources(join(root, "test")), ...sources(join(root, "bench"))];

describe("the sandbox's seams", () => {
  it("nothing outside the engine imports the engine but its port, engine/index.ts", () => {
    const outside = allFiles.filter(
      (f) => !inside(engine)(f) && !inside(join(root, "test", "engine"))(f),
    );
    expect(crossings(outside, (t) => !inside(engine)(t) || t === port)).toEqual([]);
    // The check reads real imports: most of the sandbox reaches the engine through its port.
    const throughPort = outside.filter((f) => importsOf(f).includes(port));
    expect(throughPort.length).toBeGreaterThan(40);
  });

  it("the engine imports nothing of the sandbox outside its own folder", () => {
    const files = sources(engine);
    expect(files.length).toBeGreaterThan(20);
    expect(crossings(files, inside(engine))).toEqual([]);
  });

  it("the HTTP server kit imports only itself and the engine's port", () => {
    const http = join(src, "http");
    expect(crossings(sources(http), (t) => inside(http)(t) || t === port)).toEqual([]);
  });

  it("the records REST and the gateway share import only the engine's port", () => {
    const wire = join(src, "wire");
    expect(crossings(sources(wire), (t) => inside(wire)(t) || t === port)).toEqual([]);
  });

  it("a shortcut is caught: an import of an engine file other than the port is a crossing", () => {
    const rest = join(src, "rest", "handlers", "order-writes.ts");
    expect(importsOf(rest)).toContain(port);
    expect(crossings([rest], (t) => !inside(engine)(t))).toEqual([
      "src/rest/handlers/order-writes.ts -> src/engine/index.ts",
    ]);
  });
});
