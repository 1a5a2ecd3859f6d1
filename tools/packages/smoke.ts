import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { launchHeadlessChromium } from "@perpkit/harness/chromium";
import { consumerTypeScripts } from "../toolchains/toolchains.js";
import { typeCheckConsumer, typeCheckModes } from "./consumer-types.js";
import { BuildError, buildPackages, packPackage, seconds, tempDir } from "./pack.js";
import { findPublicPackages, type PublicPackage, readJson, repoRoot } from "./workspace.js";

/** What a smoke app prints on its SMOKE line. */
export interface SmokeReport {
  readonly runtime: string;
  readonly ok: boolean;
  readonly problems: readonly string[];
  readonly signature: string;
  readonly expected: string;
  readonly exports: Record<string, string[]>;
}

/** The smoke apps, each a folder under smoke/. */
export const smokeApps = ["node-esm", "node-cjs", "browser"] as const;
export type SmokeApp = (typeof smokeApps)[number];

const smokeRoot = join(repoRoot, "smoke");

/** The file each app loads its entry points from, written by the runner. */
export function entriesModule(
  app: SmokeApp,
  specifiers: readonly string[],
): { file: string; text: string } {
  const header =
    "// Written by tools/packages/smoke.ts: every entry point of every public package.\n";
  if (app === "node-cjs") {
    const lines = specifiers.map((s) => `  ${JSON.stringify(s)}: require(${JSON.stringify(s)}),`);
    return { file: "entries.cjs", text: `${header}module.exports = {\n${lines.join("\n")}\n};\n` };
  }
  const imports = specifiers.map((s, i) => `import * as entry${i} from ${JSON.stringify(s)};`);
  const table = specifiers.map((s, i) => `  ${JSON.stringify(s)}: entry${i},`);
  return {
    file: app === "browser" ? "entries.js" : "entries.mjs",
    text: `${header}${imports.join("\n")}\n\nexport default {\n${table.join("\n")}\n};\n`,
  };
}

/** The code blocks of a README marked `<!-- runnable -->` (a ```js block right after it). */
export function runnableExamples(readme: string): string[] {
  return [...readme.matchAll(/<!-- runnable -->\s*```js\n([\s\S]*?)\n```/g)].map(
    (m) => m[1] as string,
  );
}

/** Runs each package README's runnable examples in an app folder; returns what failed. */
function runReadmeExamples(dir: string, packages: readonly PublicPackage[]): string[] {
  const problems: string[] = [];
  let count = 0;
  for (const pkg of packages) {
    const readme = join(pkg.dir, "README.md");
    if (!existsSync(readme)) continue;
    for (const [i, code] of runnableExamples(readFileSync(readme, "utf8")).entries()) {
      const file = `readme-${pkg.folder}-${i + 1}.mjs`;
      writeFileSync(join(dir, file), code);
      count++;
      const ran = run("node", [file], dir);
      if (!ran.ok)
        problems.push(
          `the runnable example ${i + 1} of ${pkg.name}'s README failed:\n${indent(ran.output)}`,
        );
    }
  }
  console.log(`  ran ${count} runnable README examples, ${problems.length} failed`);
  return problems;
}

/** The programs a package installs: its `bin` field as name → path. */
export function binsOf(manifest: { readonly bin?: unknown; readonly name: string }): string[] {
  if (typeof manifest.bin === "string") return [manifest.name.replace(/^@[^/]+\//, "")];
  return Object.keys((manifest.bin ?? {}) as Record<string, string>);
}

/** npx must find packages in the app's own node_modules, never fetch one from a registry. */
const npxEnv = { npm_config_yes: "false", npm_config_update_notifier: "false" };

/**
 * Runs every program of the packages through npx, as a user would (`npx @perpkit/cli --help`):
 * each must answer --help with exit 0. Then `npx @perpkit/cli sandbox` starts a local exchange
 * and `npx @perpkit/cli products` reads it, so the installed program runs on its installed
 * dependencies. Answers what failed.
 */
async function runBins(dir: string, packages: readonly PublicPackage[]): Promise<string[]> {
  const problems: string[] = [];
  let count = 0;
  for (const pkg of packages) {
    for (const bin of binsOf(pkg.manifest)) {
      count++;
      const args = binsOf(pkg.manifest).length === 1 ? [pkg.name] : ["-p", pkg.name, bin];
      const ran = run("npx", [...args, "--help"], dir, npxEnv);
      if (!ran.ok) problems.push(`npx ${args.join(" ")} --help failed:\n${indent(ran.output)}`);
    }
  }
  if (packages.some((p) => p.name === "@perpkit/cli")) {
    problems.push(...(await cliRoundTrip(dir)));
    count++;
  }
  console.log(`  ran ${count} installed programs through npx, ${problems.length} failed`);
  return problems;
}

/** `npx @perpkit/cli sandbox --port 0`, then `npx @perpkit/cli products` against it. */
async function cliRoundTrip(dir: string): Promise<string[]> {
  // A process group of its own, so that stopping it reaches every process npx started, as
  // Ctrl-C in a terminal does.
  const sandbox = spawn("npx", ["@perpkit/cli", "sandbox", "--port", "0", "--no-oracle"], {
    cwd: dir,
    env: { ...process.env, ...npxEnv },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => sandbox.on("close", resolve));
  try {
    const restUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no banner within 60 s")), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /REST\s+(http:\/\/\S+)\n/.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      sandbox.stdout.on("data", read);
      sandbox.stderr.on("data", read);
      sandbox.on("close", (code) => reject(new Error(`exited with ${code}`)));
    });
    const read = run(
      "npx",
      ["@perpkit/cli", "products", "--base-url", restUrl, "--json"],
      dir,
      npxEnv,
    );
    if (!read.ok || !read.output.includes('"ticker": "BTCUSD"')) {
      return [
        `npx @perpkit/cli products against npx @perpkit/cli sandbox failed:\n${indent(read.output)}`,
      ];
    }
    return [];
  } catch (error) {
    return [
      `npx @perpkit/cli sandbox did not start: ${(error as Error).message}\n${indent(output)}`,
    ];
  } finally {
    if (sandbox.pid !== undefined) process.kill(-sandbox.pid, "SIGINT");
    await exited;
  }
}

/** The SMOKE line of an app's output. */
export function parseReport(output: string): SmokeReport | undefined {
  const line = output.split("\n").find((l) => l.startsWith("SMOKE "));
  return line === undefined ? undefined : (JSON.parse(line.slice(6)) as SmokeReport);
}

/** Packages an app leaves out, with the reason (smoke/<app>/package.json "perpkitSmoke.skip"). */
function skippedPackages(app: SmokeApp): Record<string, string> {
  const manifest = readJson<{ perpkitSmoke?: { skip?: Record<string, string> } }>(
    join(smokeRoot, app, "package.json"),
  );
  return manifest.perpkitSmoke?.skip ?? {};
}

export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>> = {},
): { ok: boolean; output: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_update_notifier: "false", ...env },
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** Where an install keeps what it downloads; by default pnpm's own store and cache. */
export interface InstallCaches {
  /** pnpm's content-addressed store of package files (`--store-dir`). */
  readonly store?: string;
  /** pnpm's cache of registry metadata (`--cache-dir`). */
  readonly cache?: string;
}

/**
 * Installs the tarballs (and every @perpkit dependency among them, through overrides) into a copy
 * of the app, as a user's install does: resolved against the registry, whatever the store and
 * the metadata cache hold. Never offline first: offline, pnpm resolves from cached metadata and
 * leaves out, without an error, an optional package it has no files of (TypeScript 7's compiler
 * for the platform), so the project would run without it.
 */
export function install(
  dir: string,
  tarballs: ReadonlyMap<string, string>,
  names: readonly string[],
  caches: InstallCaches = {},
): void {
  const manifestPath = join(dir, "package.json");
  const manifest = readJson<Record<string, Record<string, unknown>>>(manifestPath);
  const files = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));
  manifest.dependencies = {
    ...manifest.dependencies,
    ...Object.fromEntries(names.map((n) => [n, files[n]])),
  };
  manifest.pnpm = { ...manifest.pnpm, overrides: files };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const flags = [
    "--config.strict-peer-dependencies=false",
    "--config.auto-install-peers=false",
    ...(caches.store ? [`--store-dir=${caches.store}`] : []),
    ...(caches.cache ? [`--cache-dir=${caches.cache}`] : []),
  ];
  const ran = run("pnpm", ["install", ...flags], dir);
  if (!ran.ok) throw new Error(`pnpm install failed in ${dir}:\n${indent(ran.output)}`);
}

export function indent(text: string): string {
  return text
    .trim()
    .split("\n")
    .slice(-15)
    .map((l) => `    ${l}`)
    .join("\n");
}

const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".map": "application/json",
};

/** Serves a folder on 127.0.0.1 (module scripts cannot load from file:). */
async function serve(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file = join(folder, path === "/" ? "index.html" : path);
    if (!file.startsWith(folder) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Loads the built page in headless Chromium and reads the report the page writes. */
async function runInChromium(dist: string): Promise<{ report?: SmokeReport; output: string }> {
  const browser = await launchHeadlessChromium();
  const { server, url } = await serve(dist);
  const logs: string[] = [];
  try {
    const page = await browser.context.newPage();
    page.on("console", (m) => logs.push(`console.${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => logs.push(`page error: ${e.message}`));
    await page.goto(url);
    try {
      await page.waitForFunction(
        () => document.getElementById("result")?.textContent !== "running",
        null,
        { timeout: 30_000 },
      );
    } catch (error) {
      // What the page said is the only clue to why it never finished.
      throw new Error(
        `${String(error)}\n${indent(logs.join("\n") || "(the page logged nothing)")}`,
      );
    }
    const text = (await page.textContent("#result")) ?? "";
    return { report: JSON.parse(text) as SmokeReport, output: logs.join("\n") };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The app's consumer compiles (tools/packages/consumer-types.ts), with a line saying what ran. */
async function typeCheckApp(
  app: SmokeApp,
  dir: string,
  packages: readonly PublicPackage[],
): Promise<string[]> {
  const started = performance.now();
  const typescripts = consumerTypeScripts();
  const groups = packages.map((p) => ({
    name: p.folder,
    specifiers: p.entries.map((e) => e.specifier),
  }));
  const problems = await typeCheckConsumer(dir, typeCheckModes[app], groups, typescripts);
  const versions = typescripts.map((t) => t.version).join(", ");
  console.log(
    `  ${typeCheckModes[app].file}: every entry point with TypeScript ${versions}, each package alone with ${typescripts.at(-1)?.version} (${seconds(started)})`,
  );
  return problems;
}

/** Copies one app, installs the tarballs into it and runs it; returns its report. */
export async function runApp(
  app: SmokeApp,
  work: string,
  packages: readonly PublicPackage[],
  tarballs: ReadonlyMap<string, string>,
): Promise<SmokeReport> {
  const dir = join(work, app);
  cpSync(join(smokeRoot, app), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  cpSync(join(smokeRoot, "shared", "smoke.mjs"), join(dir, "smoke.mjs"));
  const skip = skippedPackages(app);
  const used = packages.filter((p) => skip[p.name] === undefined);
  const entries = entriesModule(
    app,
    used.flatMap((p) => p.entries.map((e) => e.specifier)),
  );
  writeFileSync(join(dir, entries.file), entries.text);
  install(
    dir,
    tarballs,
    used.map((p) => p.name),
  );
  const typeProblems = await typeCheckApp(app, dir, used);

  let result: { report?: SmokeReport | undefined; output: string };
  if (app === "browser") {
    const built = run("pnpm", ["exec", "vite", "build"], dir);
    if (!built.ok) throw new Error(`vite build failed:\n${indent(built.output)}`);
    result = await runInChromium(join(dir, "dist"));
  } else {
    const ran = run("node", [app === "node-cjs" ? "index.cjs" : "index.mjs"], dir);
    const report = parseReport(ran.output);
    // The READMEs' examples and the installed programs run in the ESM app, against the same
    // tarballs.
    const readmeProblems =
      app === "node-esm" ? [...runReadmeExamples(dir, used), ...(await runBins(dir, used))] : [];
    result = {
      report:
        report && readmeProblems.length > 0
          ? { ...report, ok: false, problems: [...report.problems, ...readmeProblems] }
          : report,
      output: ran.output,
    };
  }
  if (result.report === undefined)
    throw new Error(`printed no SMOKE line:\n${indent(result.output)}`);
  if (typeProblems.length > 0) {
    const report = result.report;
    result.report = { ...report, ok: false, problems: [...report.problems, ...typeProblems] };
  }
  for (const [name, reason] of Object.entries(skip))
    console.log(`  ${app} leaves out ${name}: ${reason}`);
  return result.report;
}

/** Disagreements between apps: signatures, and the exports of each entry point they share. */
export function compareReports(reports: readonly SmokeReport[]): string[] {
  const problems: string[] = [];
  const [first, ...rest] = reports;
  if (first === undefined) return problems;
  for (const other of rest) {
    if (other.signature !== first.signature) {
      problems.push(
        `${other.runtime} signed ${other.signature}, ${first.runtime} ${first.signature}`,
      );
    }
    for (const [specifier, names] of Object.entries(other.exports)) {
      const base = first.exports[specifier];
      if (base === undefined) continue;
      const missing = base.filter((n) => !names.includes(n));
      const extra = names.filter((n) => !base.includes(n));
      if (missing.length + extra.length > 0) {
        problems.push(
          `${specifier} exports differ: ${other.runtime} lacks [${missing.join(", ")}] and adds [${extra.join(", ")}] compared with ${first.runtime}`,
        );
      }
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const started = performance.now();
  const packages = findPublicPackages(repoRoot);
  const apps = process.argv
    .slice(2)
    .filter((a): a is SmokeApp => (smokeApps as readonly string[]).includes(a));
  try {
    buildPackages(packages);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(indent(error.output));
    console.error(`smoke: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  console.log(`build: ${seconds(started)}`);
  const work = tempDir("smoke");
  const failures: string[] = [];
  const reports: SmokeReport[] = [];
  try {
    const tarballs = new Map(packages.map((p) => [p.name, packPackage(p, work)]));
    for (const app of apps.length > 0 ? apps : smokeApps) {
      const start = performance.now();
      try {
        const report = await runApp(app, work, packages, tarballs);
        reports.push(report);
        const count = Object.keys(report.exports).length;
        console.log(
          `${report.ok ? "ok  " : "FAIL"} ${app}: ${count} entry points, signature ${report.signature.slice(0, 18)}... (${seconds(start)})`,
        );
        for (const problem of report.problems) failures.push(`${app}: ${problem}`);
      } catch (error) {
        console.log(`FAIL ${app} (${seconds(start)})`);
        failures.push(`${app}: ${(error as Error).message}`);
      }
    }
    failures.push(...compareReports(reports));
  } finally {
    if (!process.argv.includes("--keep")) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
  for (const failure of failures) console.error(`  - ${failure}`);
  console.log(`\nsmoke ${failures.length === 0 ? "passed" : "FAILED"} in ${seconds(started)}`);
  if (failures.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
