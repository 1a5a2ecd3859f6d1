import semver, { subset } from "semver";
import type { ExportTarget, Manifest } from "./workspace.js";

/** What the manifest checks need besides the manifest itself. */
export interface ManifestContext {
  /** The root's engines.node: the Node versions the workspace supports. */
  readonly nodeRange: string;
  /** engines.node of each runtime dependency that declares one, by name. */
  readonly dependencyEngines?: Readonly<Record<string, string>>;
  /** Source files of the package that import viem (empty when none does). */
  readonly viemImporters: readonly string[];
}

/** Where a runtime condition block lacks types, or has them somewhere other than first. */
function typesFirstProblems(target: ExportTarget, path: string): string[] {
  if (target === null) return [];
  if (typeof target === "string") {
    return target.endsWith(".json")
      ? []
      : [`${path} points straight at ${target}: give it a "types" condition before the code`];
  }
  const keys = Object.keys(target);
  const nested = keys.filter((k) => typeof target[k] === "object" && target[k] !== null);
  if (nested.length > 0) {
    const problems = nested.flatMap((k) =>
      typesFirstProblems(target[k] as ExportTarget, `${path}.${k}`),
    );
    if (keys.includes("types") && keys[0] !== "types") {
      problems.push(
        `${path}: "types" must be the first condition (it is at position ${keys.indexOf("types") + 1})`,
      );
    }
    return problems;
  }
  const code = keys.filter((k) => k !== "types" && /\.(m|c)?js$/.test(String(target[k])));
  if (code.length === 0) return [];
  if (!keys.includes("types"))
    return [`${path} has no "types" condition beside ${code.join(", ")}`];
  if (keys[0] !== "types") {
    return [
      `${path}: "types" must be the first condition (it is at position ${keys.indexOf("types") + 1})`,
    ];
  }
  return [];
}

/** Every condition name used anywhere in a target. */
function conditionsOf(target: ExportTarget): string[] {
  if (target === null || typeof target === "string") return [];
  return Object.entries(target).flatMap(([k, v]) => [k, ...conditionsOf(v)]);
}

/** The problems of viem's declaration: a peer with a real range that takes the pinned dev version. */
function viemProblems(manifest: Manifest, importers: readonly string[]): string[] {
  const problems: string[] = [];
  const peer = manifest.peerDependencies?.viem;
  const dev = manifest.devDependencies?.viem;
  if (importers.length > 0) {
    if (manifest.dependencies?.viem !== undefined) {
      problems.push(
        `viem is a dependency, but it must be a peer dependency (the app brings its own viem); imported by ${importers.join(", ")}`,
      );
    }
    if (peer === undefined) {
      problems.push(
        `imports viem (${importers.join(", ")}) but has no peerDependencies.viem: add a range such as "^2.30.0"`,
      );
    }
    if (manifest.peerDependenciesMeta?.viem?.optional === true) {
      problems.push(
        `imports viem (${importers.join(", ")}), so viem cannot be an optional peer dependency`,
      );
    }
  }
  if (peer === undefined) return problems;
  const range = semver.validRange(peer);
  const lowest = range === null ? null : semver.minVersion(range);
  if (range === null || /^(\*|x|latest)$/i.test(peer.trim()) || peer.includes(":")) {
    problems.push(`peerDependencies.viem is "${peer}", which is not a real version range`);
  } else if (lowest === null || semver.lt(lowest, "1.0.0") || semver.satisfies("99.0.0", range)) {
    problems.push(
      `peerDependencies.viem is "${peer}": give it a lower and an upper bound such as "^2.30.0"`,
    );
  }
  if (dev === undefined) {
    problems.push(
      `peerDependencies.viem is "${peer}" but no devDependencies.viem pins the version tested against`,
    );
  } else if (semver.valid(dev) === null) {
    problems.push(`devDependencies.viem is "${dev}": pin an exact version`);
  } else if (range !== null && !semver.satisfies(dev, range)) {
    problems.push(`peerDependencies.viem "${peer}" does not include the pinned dev version ${dev}`);
  }
  return problems;
}

/**
 * Where the platform switches of `imports` (`#read-json`, ...) would be published wrong: a
 * specifier the source map has and the published map lacks cannot be resolved by the package's
 * own built code, and the in-repo source condition must not be published.
 */
function importsProblems(manifest: Manifest): string[] {
  const source = (manifest.imports ?? {}) as Record<string, ExportTarget>;
  const published = manifest.publishConfig?.imports as Record<string, ExportTarget> | undefined;
  if (Object.keys(source).length === 0 && published === undefined) return [];
  const problems: string[] = [];
  const a = Object.keys(source).sort().join(", ");
  const b = Object.keys(published ?? {})
    .sort()
    .join(", ");
  if (a !== b) problems.push(`imports has [${a}] but publishConfig.imports has [${b}]`);
  for (const [specifier, target] of Object.entries(published ?? {})) {
    if (conditionsOf(target).includes("@perpkit/source")) {
      problems.push(
        `publishConfig.imports["${specifier}"] keeps the in-repo "@perpkit/source" condition`,
      );
    }
  }
  return problems;
}

/**
 * engines.node promises no Node the workspace does not support (the root's range) nor one a
 * runtime dependency refuses: commander 15, which needs 22.12, makes the CLI say so.
 */
function engineProblems(range: string | undefined, context: ManifestContext): string[] {
  if (range === undefined) {
    return [`engines.node is missing; it must be within "${context.nodeRange}" like the root's`];
  }
  if (!subset(range, context.nodeRange)) {
    return [`engines.node is "${range}"; it must be within "${context.nodeRange}", the root's`];
  }
  return Object.entries(context.dependencyEngines ?? {})
    .filter(([, needs]) => !subset(range, needs))
    .map(([name, needs]) => `engines.node is "${range}", but ${name} needs Node "${needs}"`);
}

/**
 * The publishing problems of a package.json: sideEffects, files, engines, publishConfig (access,
 * and exports and imports without the in-repo source condition), types-first exports, and viem as
 * a peer.
 */
export function manifestProblems(manifest: Manifest, context: ManifestContext): string[] {
  const problems: string[] = [];
  if (manifest.sideEffects !== false) {
    problems.push(
      `sideEffects is ${JSON.stringify(manifest.sideEffects)}; it must be false so bundlers can drop unused modules`,
    );
  }
  const files = manifest.files;
  if (!Array.isArray(files) || files.length === 0) {
    problems.push(`files is missing: list what the tarball ships ("dist", ...)`);
  } else if (!files.includes("dist")) {
    problems.push(`files does not include "dist", where the build goes`);
  }
  // TypeScript's node10 resolution ignores exports: it finds a subpath only as a folder of that
  // name holding a package.json that points at the build.
  if (Array.isArray(files)) {
    for (const subpath of Object.keys(manifest.publishConfig?.exports ?? manifest.exports ?? {})) {
      if (subpath === "." || subpath.endsWith(".json")) continue;
      const folder = subpath.slice(2);
      if (!files.includes(folder)) {
        problems.push(
          `files does not include "${folder}", the stub folder (${folder}/package.json) that lets node10 resolution find "${subpath}"`,
        );
      }
    }
  }
  problems.push(...engineProblems(manifest.engines?.node, context));
  if (manifest.publishConfig?.access !== "public") {
    problems.push(`publishConfig.access must be "public" (a scoped package is private by default)`);
  }
  const source = manifest.exports ?? {};
  const published = manifest.publishConfig?.exports;
  if (manifest.exports === undefined) problems.push("exports is missing");
  if (published === undefined) {
    if (conditionsOf(source).includes("@perpkit/source")) {
      problems.push(
        `publishConfig.exports is missing, so the "@perpkit/source" condition would be published`,
      );
    }
  } else {
    const leaked = Object.entries(published).filter(([, t]) =>
      conditionsOf(t).includes("@perpkit/source"),
    );
    for (const [subpath] of leaked) {
      problems.push(
        `publishConfig.exports["${subpath}"] keeps the in-repo "@perpkit/source" condition`,
      );
    }
    const a = Object.keys(source).sort().join(", ");
    const b = Object.keys(published).sort().join(", ");
    if (a !== b) problems.push(`exports has subpaths [${a}] but publishConfig.exports has [${b}]`);
  }
  for (const [label, map] of [
    ["exports", source],
    ["publishConfig.exports", published ?? {}],
  ] as const) {
    for (const [subpath, target] of Object.entries(map)) {
      const withoutSource =
        target !== null && typeof target === "object"
          ? Object.fromEntries(Object.entries(target).filter(([k]) => k !== "@perpkit/source"))
          : target;
      problems.push(...typesFirstProblems(withoutSource, `${label}["${subpath}"]`));
    }
  }
  problems.push(...importsProblems(manifest));
  problems.push(...viemProblems(manifest, context.viemImporters));
  return problems;
}
