import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
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
  /** Where the HTML goes; default typedoc.json's (docs/api). Written even with `check`. */
  readonly out?: string;
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
    ...(options.out === undefined ? {} : { out: options.out }),
  });
  const project = await app.convert();
  if (!project) return false;
  for (const module of project.children ?? []) module.name = names.get(module.name) ?? module.name;
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) return false;
  if (!options.check || options.out !== undefined) await app.generateOutputs(project);
  return !app.logger.hasErrors() && !app.logger.hasWarnings();
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

const ids = new Map<string, Set<string>>();

/** The ids (and names) a page or SVG defines, for its #anchors. */
function anchorsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    const text = readFileSync(file, "utf8");
    found = new Set([...text.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1] as string));
    ids.set(file, found);
  }
  return found;
}

/**
 * The links of a built HTML site that lead nowhere: every `href` and `src` of every page that is
 * not an outside URL must name a file of the site, and its `#anchor` an id in that file (but on
 * the hierarchy page, whose entries a script draws). Answers one line per broken link: the page,
 * then the link.
 */
export function brokenLinks(site: string): string[] {
  const broken: string[] = [];
  for (const page of filesUnder(site).filter((f) => extname(f) === ".html")) {
    const file = join(site, page);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const link = (m[1] as string).replace(/&amp;/g, "&");
      if (link === "" || link === "#" || /^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
      const [path = "", anchor] = link.split("#");
      const target = path === "" ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!target.startsWith(site) || !existsSync(target)) {
        broken.push(`${page}: ${link} (no such file)`);
      } else if (
        anchor &&
        /\.(html|svg)$/.test(target) &&
        // TypeDoc's class hierarchy page draws most of its entries with a script.
        relative(site, target) !== "hierarchy.html" &&
        !anchorsOf(target).has(anchor)
      ) {
        broken.push(`${page}: ${link} (no such anchor)`);
      }
    }
  }
  return broken;
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
