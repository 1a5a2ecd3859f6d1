import { existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import { BuildError, buildPackages, seconds } from "./pack.js";
import { findPublicPackages, type PublicPackage, readJson, repoRoot } from "./workspace.js";

/** One size budget: the named imports of an entry point, as a browser app bundles them. */
export interface SizeBudget {
  readonly name: string;
  /** The entry point: "@perpkit/signing" or "@perpkit/rest/operations". */
  readonly entry: string;
  readonly imports: readonly string[];
  readonly maxGzipKb: number;
  /** Skip (with a message) while the entry point lacks one of the imports. */
  readonly skipWhileMissing?: boolean;
}

/** The figures and verdict of one budget line. */
export interface SizeResult {
  readonly budget: SizeBudget;
  readonly status: "ok" | "over" | "skipped" | "error";
  readonly minifiedBytes?: number;
  readonly gzipBytes?: number;
  readonly message?: string;
  /** The largest modules in the bundle, for reading an over-budget line. */
  readonly largest?: readonly { readonly path: string; readonly bytes: number }[];
}

/** Modules a browser app already has and that do not count: viem and its subpaths. */
export const externalModules = ["viem", "viem/*"];

/** The default budgets file. */
export const budgetsFile = join(repoRoot, "tools", "packages", "size-budgets.json");

/** Reads a budgets file. */
export function readBudgets(path = budgetsFile): SizeBudget[] {
  return readJson<{ budgets: SizeBudget[] }>(path).budgets;
}

/** Resolves our packages' specifiers to their built ESM files, as the published exports do. */
function builtPackages(packages: readonly PublicPackage[]): Plugin {
  const bySpecifier = new Map(
    packages.flatMap((p) => p.entries.map((e) => [e.specifier, e.esm] as const)),
  );
  return {
    name: "perpkit-built-packages",
    setup(b) {
      b.onResolve({ filter: /^@perpkit\// }, (args) => {
        const file = bySpecifier.get(args.path);
        if (file === undefined)
          return { errors: [{ text: `${args.path} is no public entry point` }] };
        if (!existsSync(file)) {
          return {
            errors: [{ text: `${args.path} is not built: ${file} is missing (run the build)` }],
          };
        }
        return { path: file };
      });
    },
  };
}

const common = {
  bundle: true,
  write: false,
  format: "esm",
  platform: "browser",
  target: "es2022",
  external: externalModules,
  logLevel: "silent",
} as const;

/** The value exports of a built entry point. */
export async function exportsOf(
  entry: string,
  packages: readonly PublicPackage[],
): Promise<string[]> {
  const result = await build({
    ...common,
    stdin: { contents: `export * from ${JSON.stringify(entry)};`, resolveDir: repoRoot },
    metafile: true,
    outfile: "exports.js",
    plugins: [builtPackages(packages)],
  });
  return Object.values(result.metafile.outputs).flatMap((o) => o.exports);
}

/** Bundles the imports of one budget for the browser (minified, viem left out) and gzips it. */
export async function measureBudget(
  budget: SizeBudget,
  packages: readonly PublicPackage[],
): Promise<SizeResult> {
  try {
    if (budget.skipWhileMissing) {
      const available = new Set(await exportsOf(budget.entry, packages));
      const missing = budget.imports.filter((name) => !available.has(name));
      if (missing.length > 0) {
        return {
          budget,
          status: "skipped",
          message: `skipped: ${budget.entry} does not export ${missing.join(", ")} yet`,
        };
      }
    }
    // Each import is used, so nothing the app would call is shaken away.
    const names = budget.imports.join(", ");
    const result = await build({
      ...common,
      stdin: {
        contents: `import { ${names} } from ${JSON.stringify(budget.entry)};\nglobalThis.__used = [${names}];`,
        resolveDir: repoRoot,
      },
      minify: true,
      treeShaking: true,
      metafile: true,
      outfile: "bundle.js",
      plugins: [builtPackages(packages)],
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    const largest = Object.values(result.metafile.outputs)
      .flatMap((o) => Object.entries(o.inputs))
      .map(([path, input]) => ({
        path: path.replace(/^.*node_modules\//, ""),
        bytes: input.bytesInOutput,
      }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);
    return {
      budget,
      status: gzipBytes <= budget.maxGzipKb * 1024 ? "ok" : "over",
      minifiedBytes: code.length,
      gzipBytes,
      largest,
    };
  } catch (error) {
    const errors = (error as { errors?: { text: string }[] }).errors;
    const text = errors?.map((e) => e.text).join("; ") ?? (error as Error).message;
    return { budget, status: "error", message: text };
  }
}

/** Kilobytes (1,024 bytes) with two decimals. */
function kb(bytes: number | undefined): string {
  return bytes === undefined ? "-" : `${(bytes / 1024).toFixed(2)} KB`;
}

/** The results as a text table. */
export function formatTable(results: readonly SizeResult[]): string {
  const rows = [
    ["Budget", "Imports", "Minified", "Gzipped", "Limit", "Result"],
    ...results.map((r) => [
      r.budget.name,
      `{ ${r.budget.imports.join(", ")} } from ${r.budget.entry}`,
      kb(r.minifiedBytes),
      kb(r.gzipBytes),
      `${r.budget.maxGzipKb} KB`,
      r.status === "ok" ? "ok" : r.status === "over" ? "OVER BUDGET" : (r.message ?? r.status),
    ]),
  ];
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i >= 2 && i <= 4 ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join("\n");
}

/** Whether every budget line passed or was skipped. */
export function allWithinBudget(results: readonly SizeResult[]): boolean {
  return results.every((r) => r.status === "ok" || r.status === "skipped");
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const budgetsAt = args.indexOf("--budgets");
  const budgets = readBudgets(budgetsAt >= 0 ? args[budgetsAt + 1] : budgetsFile);
  const packages = findPublicPackages(repoRoot);
  const wanted = new Set(budgets.map((b) => b.entry.split("/").slice(0, 2).join("/")));
  if (!args.includes("--no-build")) {
    try {
      buildPackages(packages.filter((p) => wanted.has(p.name)));
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      console.error(error.output.trim().split("\n").slice(-30).join("\n"));
      console.error(`size: ${error.message}; lines that need those packages will fail below`);
    }
  }
  const results: SizeResult[] = [];
  for (const budget of budgets) results.push(await measureBudget(budget, packages));
  console.log(formatTable(results));
  for (const r of results.filter((x) => x.status === "over")) {
    console.log(`\n${r.budget.name}: largest modules (minified bytes)`);
    for (const m of r.largest ?? []) console.log(`  ${String(m.bytes).padStart(7)}  ${m.path}`);
  }
  const ok = allWithinBudget(results);
  console.log(`\nsize ${ok ? "passed" : "FAILED"} in ${seconds(started)}`);
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
