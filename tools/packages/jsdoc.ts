import { relative } from "node:path";
import ts from "typescript";
import { seconds } from "./pack.js";
import { findPublicPackages, packageArguments, repoRoot } from "./workspace.js";

/** An export of an entry point whose JSDoc lacks its sentence or its example. */
export interface JsdocProblem {
  /** The entry point as consumers import it (or the file, for a bare file). */
  readonly entry: string;
  readonly name: string;
  /** Where the export is declared, relative to the repository root. */
  readonly declaredIn: string;
  readonly problem: string;
}

/** The workspace's compiler options (tsconfig.base.json): sources resolve through "@perpkit/source". */
export function workspaceCompilerOptions(): ts.CompilerOptions {
  const configPath = `${repoRoot}tsconfig.base.json`;
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(
    config.config,
    ts.sys,
    repoRoot,
    undefined,
    configPath,
  );
  return { ...parsed.options, noEmit: true };
}

/** The text of a JSDoc tag's comment. */
function tagText(tag: ts.JSDocTagInfo): string {
  return (tag.text ?? []).map((part) => part.text).join("");
}

/**
 * Checks that every export of each entry file (including those re-exported with `export *`) has
 * JSDoc with a summary sentence and an `@example` with some code in it.
 */
export function jsdocProblems(
  entries: readonly { readonly file: string; readonly entry: string }[],
  options: ts.CompilerOptions = workspaceCompilerOptions(),
): JsdocProblem[] {
  const program = ts.createProgram(
    entries.map((e) => e.file),
    options,
  );
  const checker = program.getTypeChecker();
  const problems: JsdocProblem[] = [];
  for (const { file, entry } of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) {
      problems.push({
        entry,
        name: "(module)",
        declaredIn: file,
        problem: "is not a module the compiler can read",
      });
      continue;
    }
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      const declaredIn = declaration
        ? relative(repoRoot, declaration.getSourceFile().fileName)
        : "(unknown)";
      const summary = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
      const examples = symbol.getJsDocTags(checker).filter((t) => t.name === "example");
      const name = exported.getName();
      if (summary.length === 0) {
        problems.push({ entry, name, declaredIn, problem: "has no JSDoc sentence" });
      }
      if (examples.length === 0) {
        problems.push({ entry, name, declaredIn, problem: "has no @example" });
      } else if (examples.every((t) => tagText(t).trim().length === 0)) {
        problems.push({ entry, name, declaredIn, problem: "has an empty @example" });
      }
    }
  }
  return problems;
}

/** The entry files of the public packages: each exports subpath's "@perpkit/source" file. */
export function publicEntryFiles(only: readonly string[] = []): { file: string; entry: string }[] {
  return findPublicPackages(repoRoot, only).flatMap((p) =>
    p.entries.map((e) => ({ file: e.source ?? `${p.dir}/src/index.ts`, entry: e.specifier })),
  );
}

/** Runs the JSDoc check over the public packages (or those named) and prints what it found. */
export function reportJsdoc(only: readonly string[] = []): boolean {
  const started = performance.now();
  const entries = publicEntryFiles(only);
  const problems = jsdocProblems(entries);
  for (const { entry } of entries) {
    const found = problems.filter((p) => p.entry === entry);
    console.log(
      `${found.length === 0 ? "ok  " : "FAIL"} ${entry}${found.length ? `: ${found.length} problems` : ""}`,
    );
    for (const p of found) console.log(`  - ${p.name} (${p.declaredIn}) ${p.problem}`);
  }
  console.log(`JSDoc check ${problems.length === 0 ? "passed" : "FAILED"} in ${seconds(started)}`);
  return problems.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!reportJsdoc(packageArguments())) process.exitCode = 1;
}
