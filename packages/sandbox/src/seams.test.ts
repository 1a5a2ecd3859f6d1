import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The sandbox's folders are its seams: the engine behind one port, the HTTP server kit that the
// features plug into, the records they share. These tests read every import of the package's
// sources, tests and benchmarks, so a shortcut through a seam fails here, naming the file. The
// backtest builds on the sandbox through its extension seam and the simulation port; the sandbox
// knows nothing of it, and the last tests hold that.

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

/** Every specifier a file imports, relative or not. */
function specifiersOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].flatMap((m) => {
    const specifier = m[1] ?? m[2] ?? m[3];
    return specifier === undefined ? [] : [specifier];
  });
}

const BACKTEST = join(root, "..", "backtest");

/** `file -> specifier` for each import of the backtest: its package name, or a path into it. */
function backtestImports(file: string, text = readFileSync(file, "utf8")): string[] {
  return specifiersOf(text)
    .filter(
      (s) =>
        s === "@perpkit/backtest" ||
        s.startsWith("@perpkit/backtest/") ||
        (s.startsWith(".") && resolve(dirname(file), s).startsWith(`${BACKTEST}/`)),
    )
    .map((s) => `${relative(root, file)} -> ${s}`);
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
/** A test beside the code: it may reach the helpers in test/, which the code itself may not. */
const isTest = (path: string) => /\.test(-d)?\.ts$/.test(path);
const code = (files: readonly string[]) => files.filter((f) => !isTest(f));
const engineHelpers = join(root, "test", "engine");

describe("the sandbox's seams", () => {
  it("nothing outside the engine imports the engine but its port, engine/index.ts", () => {
    const outside = allFiles.filter((f) => !inside(engine)(f) && !inside(engineHelpers)(f));
    expect(crossings(outside, (t) => !inside(engine)(t) || t === port)).toEqual([]);
    // The check reads real imports: most of the sandbox reaches the engine through its port.
    const throughPort = outside.filter((f) => importsOf(f).includes(port));
    expect(throughPort.length).toBeGreaterThan(40);
  });

  it("the engine imports nothing of the sandbox outside its own folder", () => {
    const files = sources(engine);
    expect(code(files).length).toBeGreaterThan(20);
    expect(crossings(code(files), inside(engine))).toEqual([]);
    // Its tests beside it may use the engine's test helpers too, and nothing else outside it.
    const tests = files.filter(isTest);
    expect(tests.length).toBeGreaterThan(10);
    expect(crossings(tests, (t) => inside(engine)(t) || inside(engineHelpers)(t))).toEqual([]);
  });

  it("the HTTP server kit imports only itself and the engine's port", () => {
    const http = join(src, "http");
    expect(crossings(code(sources(http)), (t) => inside(http)(t) || t === port)).toEqual([]);
  });

  it("the records REST and the gateway share import only the engine's port", () => {
    const wire = join(src, "wire");
    expect(crossings(code(sources(wire)), (t) => inside(wire)(t) || t === port)).toEqual([]);
  });

  it("a shortcut is caught: an import of an engine file other than the port is a crossing", () => {
    const rest = join(src, "rest", "handlers", "order-writes.ts");
    expect(importsOf(rest)).toContain(port);
    expect(crossings([rest], (t) => !inside(engine)(t))).toEqual([
      "src/rest/handlers/order-writes.ts -> src/engine/index.ts",
    ]);
  });

  it("no file of the sandbox imports the backtest, nor does its manifest name it", () => {
    expect(allFiles.length).toBeGreaterThan(150);
    expect(allFiles.flatMap((file) => backtestImports(file))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<
      string,
      Record<string, string> | undefined
    >;
    const named = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]
      .flatMap((field) => Object.keys(manifest[field] ?? {}))
      .filter((name) => name === "@perpkit/backtest");
    expect(named).toEqual([]);
  });

  it("an import of the backtest is caught, by its name or by a path into it", () => {
    const file = join(src, "sandbox.ts");
    // Written so that this file's own imports, which the first test reads, hold none of them.
    const backtest = ["@perpkit", "backtest"].join("/");
    const text = [
      `import { startReplay } from "${backtest}";`,
      'export type { ReplayOptions } from "../../backtest/src/replay/replay-settings.js";',
      `const report = await import${"("}"${backtest}/report");`,
      'import { startSandbox } from "./sandbox.js";',
    ].join("\n");
    expect(backtestImports(file, text)).toEqual([
      "src/sandbox.ts -> @perpkit/backtest",
      "src/sandbox.ts -> ../../backtest/src/replay/replay-settings.js",
      "src/sandbox.ts -> @perpkit/backtest/report",
    ]);
  });
});
