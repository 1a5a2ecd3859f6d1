import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** The shipped TypeScript files of a source folder: tests, benchmarks and type tests left out. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(m|c)?tsx?$/.test(entry.name) && !/\.(test|test-d|bench)\.(m|c)?tsx?$/.test(path)) {
      out.push(path);
    }
  }
  return out.sort();
}

/** Module specifiers a file imports or re-exports (static, dynamic and require), comments ignored. */
export function importedModules(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** Whether a specifier names the package or one of its subpaths. */
export function isPackageSpecifier(specifier: string, packageName: string): boolean {
  return specifier === packageName || specifier.startsWith(`${packageName}/`);
}

/** The files under `srcDir` that import `packageName`, relative to `srcDir`. */
export function filesImporting(srcDir: string, packageName: string): string[] {
  return sourceFiles(srcDir)
    .filter((file) =>
      importedModules(readFileSync(file, "utf8")).some((s) => isPackageSpecifier(s, packageName)),
    )
    .map((file) => relative(srcDir, file));
}
