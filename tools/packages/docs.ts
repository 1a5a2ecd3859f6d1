import { join, relative } from "node:path";
import { Application, OptionDefaults } from "typedoc";
import { seconds } from "./pack.js";
import { findPublicPackages, packageArguments, repoRoot } from "./workspace.js";

/**
 * Block tags TypeDoc should accept besides its own: openapi-typescript writes @description and
 * @constant into the generated wire types.
 */
const extraBlockTags = ["@description", "@constant"] as const;

/** A file TypeDoc documents, and the module name readers know it by. */
export interface DocEntry {
  readonly file: string;
  readonly specifier: string;
}

/** Every entry point of the public packages (or of those named). */
export function publicDocEntries(only: readonly string[] = []): DocEntry[] {
  return findPublicPackages(repoRoot, only).flatMap((p) =>
    p.entries.map((e) => ({
      specifier: e.specifier,
      file: e.source ?? join(p.dir, "src", "index.ts"),
    })),
  );
}

/**
 * Runs TypeDoc over the entry points (typedoc.json holds the other options). Every warning is an
 * error, validation included: an exported API that names a type nobody exports, a broken link.
 * With `check`, nothing is written.
 */
export async function runTypedoc(options: {
  readonly check: boolean;
  readonly entries: readonly DocEntry[];
  /** The tsconfig that lists the sources: tsconfig.docs.json unless a test gives a fixture's. */
  readonly tsconfig?: string;
}): Promise<boolean> {
  const entryPoints = options.entries.map((e) => e.file);
  // TypeDoc names a module by its path below the entry points' common folder ("core/src");
  // readers look for what they import ("@perpkit/core").
  const packagesDir = join(repoRoot, "packages");
  const names = new Map(
    options.entries.map((e) => [
      relative(packagesDir, e.file)
        .replace(/\.ts$/, "")
        .replace(/\/index$/, ""),
      e.specifier,
    ]),
  );
  const app = await Application.bootstrapWithPlugins({
    options: join(repoRoot, "typedoc.json"),
    entryPoints,
    blockTags: [...OptionDefaults.blockTags, ...extraBlockTags],
    tsconfig: options.tsconfig ?? join(repoRoot, "tsconfig.docs.json"),
  });
  const project = await app.convert();
  if (!project) return false;
  for (const module of project.children ?? []) module.name = names.get(module.name) ?? module.name;
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) return false;
  if (!options.check) await app.generateOutputs(project);
  return !app.logger.hasErrors() && !app.logger.hasWarnings();
}

async function main(): Promise<void> {
  const started = performance.now();
  const check = process.argv.includes("--check");
  const ok = await runTypedoc({ check, entries: publicDocEntries(packageArguments()) });
  const what = check ? "TypeDoc validation" : "API reference (docs/api)";
  console.log(`${what} ${ok ? "passed" : "FAILED"} in ${seconds(started)}`);
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
