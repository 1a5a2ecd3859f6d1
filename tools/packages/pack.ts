import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type PublicPackage, repoRoot } from "./workspace.js";

/** A failed build: the packages turbo named, and its output. */
export class BuildError extends Error {
  constructor(
    readonly failed: readonly string[],
    readonly output: string,
  ) {
    super(`build failed${failed.length > 0 ? ` for ${failed.join(", ")}` : ""}`);
  }
}

/**
 * Builds the packages (and what they depend on) with turbo; throws a BuildError naming failures.
 * Under `pnpm verify`, whose build part has built them (PERPKIT_BUILT=1), it leaves them as they
 * are: a build started beside the parts that read dist/ would empty it under them.
 */
export function buildPackages(packages: readonly PublicPackage[]): void {
  if (process.env.PERPKIT_BUILT === "1") return;
  const filters = packages.map((p) => `--filter=${p.name}`);
  const run = spawnSync(
    "pnpm",
    ["exec", "turbo", "run", "build", "--continue", "--output-logs=errors-only", ...filters],
    { cwd: repoRoot, encoding: "utf8", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (run.status === 0) return;
  const output = `${run.stdout}${run.stderr}`;
  const failed = [...output.matchAll(/(@perpkit\/[\w-]+)#build/g)].map((m) => m[1] as string);
  throw new BuildError([...new Set(failed)], output);
}

/** A fresh temporary folder under the system's temp directory. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `perpkit-${prefix}-`));
}

/** The tarball name pnpm pack gives a package: `@perpkit/rest` 0.1.0 is perpkit-rest-0.1.0.tgz. */
export function tarballName(pkg: Pick<PublicPackage, "name" | "manifest">): string {
  return `${pkg.name.replace(/^@/, "").replace("/", "-")}-${pkg.manifest.version}.tgz`;
}

/**
 * Packs a package with pnpm (which applies publishConfig and rewrites workspace: ranges). Under
 * `pnpm verify`, whose pack part has packed every package once into PERPKIT_PACKED, it copies
 * that tarball instead.
 */
export function packPackage(pkg: PublicPackage, destination: string): string {
  const packed = process.env.PERPKIT_PACKED;
  if (packed !== undefined && existsSync(join(packed, tarballName(pkg)))) {
    const copy = join(destination, tarballName(pkg));
    if (resolve(copy) !== resolve(packed, tarballName(pkg))) {
      cpSync(join(packed, tarballName(pkg)), copy);
    }
    return copy;
  }
  const before = new Set(readdirSync(destination));
  execFileSync("pnpm", ["pack", "--pack-destination", destination], {
    cwd: pkg.dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const created = readdirSync(destination).filter((f) => f.endsWith(".tgz") && !before.has(f));
  if (created.length !== 1) {
    throw new Error(`pnpm pack of ${pkg.name} wrote ${created.length} tarballs to ${destination}`);
  }
  return join(destination, created[0] as string);
}

/** The files in a tarball, without the leading "package/". */
export function tarballFiles(tarball: string): string[] {
  return execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => line.replace(/^package\//, ""));
}

/** The package.json inside a tarball. */
export function tarballManifest(tarball: string): Record<string, unknown> {
  const text = execFileSync("tar", ["-xzOf", tarball, "package/package.json"], {
    encoding: "utf8",
  });
  return JSON.parse(text) as Record<string, unknown>;
}

/** Milliseconds since `start`, as seconds with one decimal. */
export function seconds(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}
