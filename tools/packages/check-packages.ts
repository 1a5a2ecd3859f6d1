import { rmSync } from "node:fs";
import { join } from "node:path";
import { filesImporting } from "./imports.js";
import { attwProblems, publintProblems } from "./lint.js";
import { manifestProblems } from "./manifest.js";
import { declarationFiles, nodeTypesProblems } from "./node-types.js";
import {
  BuildError,
  buildPackages,
  packPackage,
  seconds,
  tarballFiles,
  tarballManifest,
  tempDir,
} from "./pack.js";
import {
  findPublicPackages,
  type Manifest,
  type PublicPackage,
  packageArguments,
  readJson,
  repoRoot,
} from "./workspace.js";

/** Problems of a packed tarball that publint and attw do not look for. */
export function tarballProblems(
  files: readonly string[],
  manifest: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const stray = files.filter(
    (f) =>
      /\.(test|test-d|bench)\.[cm]?[jt]sx?$/.test(f) ||
      f.startsWith("test/") ||
      f.includes("__snapshots__/"),
  );
  if (stray.length > 0) problems.push(`the tarball ships tests or benchmarks: ${stray.join(", ")}`);
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    const deps = (manifest[field] ?? {}) as Record<string, string>;
    for (const [name, range] of Object.entries(deps)) {
      if (
        range.startsWith("workspace:") ||
        range.startsWith("link:") ||
        range.startsWith("file:")
      ) {
        problems.push(`the packed ${field}.${name} is "${range}", which no registry can resolve`);
      }
    }
  }
  if (JSON.stringify(manifest.exports ?? {}).includes("@perpkit/source")) {
    problems.push(`the packed exports keep the in-repo "@perpkit/source" condition`);
  }
  return problems;
}

/** engines.node of each runtime dependency of a package that declares one, as installed. */
function dependencyEngines(pkg: PublicPackage): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of Object.keys(pkg.manifest.dependencies ?? {})) {
    if (name.startsWith("@perpkit/")) continue;
    const manifest = readJson<Manifest>(join(pkg.dir, "node_modules", name, "package.json"));
    if (manifest.engines?.node !== undefined) found[name] = manifest.engines.node;
  }
  return found;
}

/** Checks one built package: its package.json, then its tarball with publint and attw. */
export async function checkPackage(
  pkg: PublicPackage,
  destination: string,
  nodeRange: string,
): Promise<string[]> {
  const viemImporters = filesImporting(join(pkg.dir, "src"), "viem");
  const problems = manifestProblems(pkg.manifest, {
    nodeRange,
    viemImporters,
    dependencyEngines: dependencyEngines(pkg),
  });
  problems.push(...nodeTypesProblems(declarationFiles(join(pkg.dir, "dist")), pkg.manifest));
  let tarball: string;
  try {
    tarball = packPackage(pkg, destination);
  } catch (error) {
    return [...problems, `pnpm pack failed: ${(error as Error).message}`];
  }
  problems.push(...tarballProblems(tarballFiles(tarball), tarballManifest(tarball)));
  const suggestions: string[] = [];
  problems.push(...(await publintProblems(tarball, suggestions)));
  for (const suggestion of suggestions) console.log(`  ${pkg.name} (not failing): ${suggestion}`);
  problems.push(...attwProblems(tarball));
  return problems;
}

async function main(): Promise<void> {
  const started = performance.now();
  const packages = findPublicPackages(repoRoot, packageArguments());
  const nodeRange = readJson<Manifest>(join(repoRoot, "package.json")).engines?.node ?? ">=22";
  console.log(`Checking ${packages.map((p) => p.name).join(", ")}`);

  const failures = new Map<string, string[]>();
  let buildStart = performance.now();
  try {
    buildPackages(packages);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(error.output.trim().split("\n").slice(-40).join("\n"));
    for (const name of error.failed) failures.set(name, ["turbo build failed (output above)"]);
    if (error.failed.length === 0) failures.set("(build)", ["turbo build failed (output above)"]);
  }
  console.log(`build: ${seconds(buildStart)}`);

  const destination = tempDir("check");
  try {
    for (const pkg of packages) {
      if (failures.has(pkg.name)) continue;
      buildStart = performance.now();
      const problems = await checkPackage(pkg, destination, nodeRange);
      if (problems.length > 0) failures.set(pkg.name, problems);
      console.log(
        `${problems.length === 0 ? "ok  " : "FAIL"} ${pkg.name} (${seconds(buildStart)})`,
      );
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }

  for (const [name, problems] of failures) {
    console.error(`\n${name}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
  console.log(
    `\ncheck:packages ${failures.size === 0 ? "passed" : "FAILED"} in ${seconds(started)}`,
  );
  if (failures.size > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
