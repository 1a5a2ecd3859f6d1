import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** A conditional export target: a path, or conditions mapping to more targets. */
export type ExportTarget = string | null | { readonly [condition: string]: ExportTarget };

/** The package.json fields the package checks read. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly sideEffects?: unknown;
  readonly files?: unknown;
  readonly engines?: { readonly node?: string };
  readonly exports?: Record<string, ExportTarget>;
  readonly publishConfig?: {
    readonly access?: string;
    readonly exports?: Record<string, ExportTarget>;
    readonly [key: string]: unknown;
  };
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>;
  readonly [key: string]: unknown;
}

/** One entry point of a package, as a consumer imports it. */
export interface EntryPoint {
  /** The subpath in the exports map: "." or "./operations". */
  readonly subpath: string;
  /** What a consumer writes: "@perpkit/rest" or "@perpkit/rest/operations". */
  readonly specifier: string;
  /** The TypeScript source behind it (its "@perpkit/source" target), absolute. */
  readonly source: string | undefined;
  /** The ESM file the published package resolves `import` to, absolute. */
  readonly esm: string | undefined;
}

/** A workspace package that is published. */
export interface PublicPackage {
  readonly name: string;
  /** Absolute path of the package folder. */
  readonly dir: string;
  /** The folder name under packages/ ("core"). */
  readonly folder: string;
  readonly manifest: Manifest;
  readonly entries: readonly EntryPoint[];
}

/** Reads a JSON file. */
export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** Follows the first of `conditions` that a target offers, down to a path. */
export function resolveTarget(
  target: ExportTarget | undefined,
  conditions: readonly string[],
): string | undefined {
  if (target === undefined || target === null) return undefined;
  if (typeof target === "string") return target;
  for (const [condition, next] of Object.entries(target)) {
    if (conditions.includes(condition)) {
      const found = resolveTarget(next, conditions);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The exports map consumers see: publishConfig.exports when present (pnpm pack applies it). */
export function publishedExports(manifest: Manifest): Record<string, ExportTarget> {
  return manifest.publishConfig?.exports ?? manifest.exports ?? {};
}

/** The entry points of a package: every subpath of its published exports but package.json. */
export function entryPoints(dir: string, manifest: Manifest): EntryPoint[] {
  const published = publishedExports(manifest);
  return Object.keys(published)
    .filter((subpath) => !subpath.endsWith(".json"))
    .map((subpath) => {
      const source = resolveTarget(manifest.exports?.[subpath], ["@perpkit/source"]);
      const esm = resolveTarget(published[subpath], ["import", "default"]);
      return {
        subpath,
        specifier: subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        source: source?.endsWith(".ts") ? resolve(dir, source) : undefined,
        esm: esm === undefined ? undefined : resolve(dir, esm),
      };
    });
}

/**
 * Every public package under packages/ (private ones skipped), in folder order. `only` keeps the
 * packages named (by package name or folder) and throws on a name that matches none.
 */
export function findPublicPackages(root = repoRoot, only: readonly string[] = []): PublicPackage[] {
  const packagesDir = join(root, "packages");
  const all: PublicPackage[] = [];
  for (const folder of readdirSync(packagesDir).sort()) {
    const manifestPath = join(packagesDir, folder, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = readJson<Manifest>(manifestPath);
    if (manifest.private === true) continue;
    const dir = join(packagesDir, folder);
    all.push({ name: manifest.name, dir, folder, manifest, entries: entryPoints(dir, manifest) });
  }
  if (only.length === 0) return all;
  const picked = all.filter((p) => only.includes(p.name) || only.includes(p.folder));
  const unknown = only.filter((n) => !all.some((p) => p.name === n || p.folder === n));
  if (unknown.length > 0) {
    throw new Error(
      `No public package named ${unknown.join(", ")} (known: ${all.map((p) => p.folder).join(", ")})`,
    );
  }
  return picked;
}

/** Package names or folders given on the command line (arguments that are not flags). */
export function packageArguments(argv = process.argv.slice(2)): string[] {
  return argv.filter((a) => !a.startsWith("-"));
}
