import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { BuildError, buildPackages, packPackage, seconds, tarballName } from "./pack.js";

export { tarballName };

import { findPublicPackages, type PublicPackage, repoRoot } from "./workspace.js";

/** Where `pnpm pack:all` writes the tarballs unless told: `packed/` at the repository root. */
export const defaultPackFolder = join(repoRoot, "packed");

/** The folder named on the command line (`--out <folder>`), relative to the repository root. */
export function packFolder(argv: readonly string[]): string {
  const at = argv.indexOf("--out");
  const given = at >= 0 ? argv[at + 1] : undefined;
  if (given === undefined) return defaultPackFolder;
  return isAbsolute(given) ? given : resolve(repoRoot, given);
}

/**
 * Builds every public package and packs each into one folder, replacing the tarballs an earlier
 * run left there. Answers the tarballs by package name.
 */
export function packAll(
  folder: string,
  packages: readonly PublicPackage[] = findPublicPackages(),
): Map<string, string> {
  buildPackages(packages);
  mkdirSync(folder, { recursive: true });
  for (const pkg of packages) rmSync(join(folder, tarballName(pkg)), { force: true });
  return new Map(packages.map((p) => [p.name, packPackage(p, folder)]));
}

function main(): void {
  const started = performance.now();
  const folder = packFolder(process.argv.slice(2));
  let tarballs: Map<string, string>;
  try {
    tarballs = packAll(folder);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(error.output.trim().split("\n").slice(-40).join("\n"));
    console.error(`pack:all: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  for (const [name, file] of tarballs) {
    const kb = (statSync(file).size / 1024).toFixed(1);
    console.log(`${name.padEnd(18)} ${basename(file)} (${kb} KB)`);
  }
  const shown = relative(process.cwd(), folder) || ".";
  const all = readdirSync(folder).filter((f) => f.endsWith(".tgz")).length;
  console.log(`\n${tarballs.size} tarballs in ${shown} (${all} there in all), ${seconds(started)}`);
  // Absolute: the install runs in the user's own project, not in this checkout.
  console.log(`Install them with: npm install ${folder}/*.tgz`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
