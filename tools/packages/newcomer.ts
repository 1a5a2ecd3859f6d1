import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ConsumerTypeScript, consumerTypeScripts } from "../toolchains/toolchains.js";
import { BuildError, seconds, tempDir } from "./pack.js";
import { packAll } from "./pack-all.js";
import { type InstallCaches, indent, install, run } from "./smoke.js";
import { findPublicPackages, type Manifest, readJson, repoRoot } from "./workspace.js";

/**
 * The root README's "Use it in your project", as a project to build: what it installs, the files
 * it shows, the commands it runs and the output it promises. Each piece is the code block right
 * after a `<!-- newcomer: <name> -->` marker.
 */
export interface NewcomerProject {
  /** `npm pkg set type=module` and the like: package.json fields to set. */
  readonly fields: Readonly<Record<string, string>>;
  readonly dependencies: readonly string[];
  readonly devDependencies: readonly string[];
  /** File name to text: tsconfig.json and the sources. */
  readonly files: Readonly<Record<string, string>>;
  /** The commands of the run block, one per entry (`npx tsc`, `node dist/sandbox.js`). */
  readonly commands: readonly string[];
  /** The lines the README says the run prints. */
  readonly output: readonly string[];
}

/** The code blocks after `<!-- newcomer: name -->` markers, by name. */
export function newcomerBlocks(readme: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const m of readme.matchAll(/<!-- newcomer: ([\w.-]+) -->\s*```\w*\n([\s\S]*?)\n```/g)) {
    const [, name, code] = m as unknown as [string, string, string];
    if (blocks.has(name)) throw new Error(`the README has two newcomer blocks named ${name}`);
    blocks.set(name, code);
  }
  return blocks;
}

/** Reads the project out of the README; throws naming what is missing. */
export function newcomerProject(readme: string): NewcomerProject {
  const blocks = newcomerBlocks(readme);
  const take = (name: string): string => {
    const block = blocks.get(name);
    if (block === undefined) throw new Error(`the README has no <!-- newcomer: ${name} --> block`);
    blocks.delete(name);
    return block;
  };
  const fields: Record<string, string> = {};
  const dependencies: string[] = [];
  const devDependencies: string[] = [];
  for (const command of take("install")
    .split(/\n|&&/)
    .map((c) => c.trim())) {
    const words = command.split(/\s+/).filter((w) => w.length > 0);
    if (words[0] !== "npm") continue;
    if (words[1] === "pkg" && words[2] === "set") {
      for (const pair of words.slice(3)) {
        const [key, value] = pair.split("=");
        if (key && value) fields[key] = value;
      }
    } else if (words[1] === "install" || words[1] === "i") {
      const dev = words.includes("--save-dev") || words.includes("-D");
      const names = words.slice(2).filter((w) => !w.startsWith("-"));
      (dev ? devDependencies : dependencies).push(...names);
    }
  }
  const commands = take("run")
    .split(/\n|&&/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const output = take("output").split("\n");
  const files = Object.fromEntries(blocks);
  if (!files["tsconfig.json"]) throw new Error("the README shows no tsconfig.json");
  return { fields, dependencies, devDependencies, files, commands, output };
}

/** The output with every number masked: prices follow the sandbox's oracle. */
export function outputShape(lines: readonly string[]): string[] {
  return lines
    .map((line) => line.trim().replace(/\d+(\.\d+)?/g, "<n>"))
    .filter((line) => line.length > 0);
}

/**
 * The version the workspace pins of each package a newcomer installs from the registry (viem,
 * typescript, @types/node, ...), so that the check installs what the workspace was tested with.
 */
export function workspaceVersions(): Map<string, string> {
  const manifests = [
    readJson<Manifest>(join(repoRoot, "package.json")),
    ...findPublicPackages().map((p) => p.manifest),
  ];
  const versions = new Map<string, string>();
  for (const m of manifests) {
    for (const deps of [m.dependencies, m.devDependencies]) {
      for (const [name, range] of Object.entries(deps ?? {})) {
        if (/^\d+\.\d+\.\d+/.test(range)) versions.set(name, range);
      }
    }
  }
  return versions;
}

/** The project's package.json: perpkit packages from the tarballs, the rest at pinned versions. */
export function newcomerManifest(
  project: NewcomerProject,
  tarballs: ReadonlyMap<string, string>,
  versions: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const resolve = (name: string): string => {
    const tarball = tarballs.get(name);
    if (tarball) return `file:${tarball}`;
    const version = versions.get(name);
    if (!version) {
      throw new Error(`the README installs ${name}, which the workspace does not pin`);
    }
    return version;
  };
  const section = (names: readonly string[]) =>
    Object.fromEntries(names.map((n) => [n, resolve(n)]));
  return {
    name: "perpkit-newcomer",
    version: "0.0.0",
    private: true,
    ...project.fields,
    dependencies: section(project.dependencies),
    devDependencies: section(project.devDependencies),
  };
}

/** Runs one command of the README's run block in the project; `npx x` runs the installed x. */
function runCommand(command: string, dir: string): { ok: boolean; output: string } {
  const [program, ...args] = command.split(/\s+/);
  if (program === "npx" && args[0])
    return run(join(dir, "node_modules", ".bin", args[0]), args.slice(1), dir);
  if (program === "node") return run(process.execPath, args, dir);
  return { ok: false, output: `the run block has a command this check does not know: ${command}` };
}

/**
 * Writes the README's project into a fresh folder and installs it with one TypeScript, from the
 * packed tarballs and the registry (`install`: never offline first). Answers the problems: an
 * install that failed, or another TypeScript than asked for, or one without its compiler.
 */
export function setUpNewcomer(
  dir: string,
  project: NewcomerProject,
  tarballs: ReadonlyMap<string, string>,
  typescript: string,
  caches: InstallCaches = {},
): string[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const versions = new Map(workspaceVersions()).set("typescript", typescript);
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify(newcomerManifest(project, tarballs, versions), null, 2)}\n`,
  );
  for (const [name, text] of Object.entries(project.files)) {
    writeFileSync(join(dir, name), `${text}\n`);
  }
  install(dir, tarballs, [], caches);
  const installed = readJson<{ version: string }>(
    join(dir, "node_modules", "typescript", "package.json"),
  ).version;
  if (installed !== typescript) return [`installed TypeScript ${installed}, not ${typescript}`];
  // TypeScript 7's tsc is a native program in a package of its own per platform: an install that
  // left it out shows here, before the project's commands.
  const tsc = run(join(dir, "node_modules", ".bin", "tsc"), ["--version"], dir);
  if (!tsc.ok || !tsc.output.includes(`Version ${typescript}`)) {
    return [`the installed tsc does not run:\n${indent(tsc.output)}`];
  }
  return [];
}

/**
 * Builds the README's project from the packed tarballs in a fresh folder, with one TypeScript
 * (`setUpNewcomer`), compiles with the README's tsconfig, runs the README's commands, and
 * compares what they print with the README's output. Answers the problems.
 */
export function tryWithTypeScript(
  dir: string,
  project: NewcomerProject,
  tarballs: ReadonlyMap<string, string>,
  typescript: string,
): string[] {
  const setUp = setUpNewcomer(dir, project, tarballs, typescript);
  if (setUp.length > 0) return setUp;
  const printed: string[] = [];
  for (const command of project.commands) {
    const ran = runCommand(command, dir);
    if (!ran.ok) return [`\`${command}\` failed:\n${indent(ran.output)}`];
    if (command.startsWith("node ")) printed.push(...ran.output.split("\n"));
  }
  const expected = outputShape(project.output);
  const actual = outputShape(printed);
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    return [
      `the run printed\n${indent(printed.join("\n"))}\nbut the README promises\n${indent(project.output.join("\n"))}`,
    ];
  }
  const built = existsSync(join(dir, "dist")) ? readdirSync(join(dir, "dist")) : [];
  const sources = Object.keys(project.files).filter((f) => f.endsWith(".ts"));
  const missing = sources.filter((f) => !built.includes(f.replace(/\.ts$/, ".js")));
  return missing.length > 0 ? [`tsc did not emit ${missing.join(", ")}`] : [];
}

/**
 * The README's project, once with each consumer TypeScript (5.9, the newest 6.x, the newest 7.x
 * by default), on the Node that runs this check. Answers the problems, each naming its TypeScript.
 */
export function tryNewcomerPath(
  work: string,
  tarballs: ReadonlyMap<string, string>,
  readme: string = readFileSync(join(repoRoot, "README.md"), "utf8"),
  typescripts: readonly Pick<ConsumerTypeScript, "major" | "version">[] = consumerTypeScripts(),
): string[] {
  const project = newcomerProject(readme);
  const problems: string[] = [];
  for (const ts of typescripts) {
    const started = performance.now();
    const found = tryWithTypeScript(
      join(work, `typescript-${ts.major}`),
      project,
      tarballs,
      ts.version,
    );
    console.log(
      `${found.length === 0 ? "ok  " : "FAIL"} TypeScript ${ts.version}, Node ${process.versions.node} (${seconds(started)})`,
    );
    problems.push(...found.map((p) => `TypeScript ${ts.version}: ${p}`));
  }
  return problems;
}

function main(): void {
  const started = performance.now();
  const work = tempDir("newcomer");
  let problems: string[];
  try {
    const tarballs = packAll(join(work, "tarballs"));
    console.log(`packed ${tarballs.size} packages (${seconds(started)})`);
    const typescripts = consumerTypeScripts();
    // The other Nodes' passes (pnpm verify's node22 and node24) compile with the newest only.
    const chosen = process.argv.includes("--newest-typescript")
      ? typescripts.slice(-1)
      : typescripts;
    problems = tryNewcomerPath(work, tarballs, undefined, chosen);
  } catch (error) {
    problems = [error instanceof BuildError ? indent(error.output) : (error as Error).message];
  } finally {
    if (!process.argv.includes("--keep")) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
  for (const problem of problems) console.error(`  - ${problem}`);
  console.log(
    `\nnewcomer path (README "Use it in your project") ${problems.length === 0 ? "passed" : "FAILED"} in ${seconds(started)}`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
