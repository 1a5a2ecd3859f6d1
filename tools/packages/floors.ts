import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  importCycles,
  type Member,
  memberFiles,
  resolveSpecifier,
  workspaceMembers,
} from "./cycles.js";
import { importedModules, isPackageSpecifier } from "./imports.js";
import type { Manifest } from "./workspace.js";

// The floors of the house. Each workspace member stands on the ones it uses, so an arrow that
// runs back up (a package's benchmark importing a tool that imports the package) ties two floors
// into one. Inside the generators, the spec's models and readers stand below the emitters
// (`targets/`).

const dependencyFields = [
  "dependencies",
  "devDependencies",
  "peerDependencies",
  "optionalDependencies",
] as const;

/**
 * The arrows between the workspace's members: for each member's name, the members it names in its
 * package.json or whose files its own import, by package name or by a relative path.
 */
export function memberGraph(root: string, members = workspaceMembers(root)): Map<string, string[]> {
  const names = new Set(members.map((m) => m.name));
  const owner = new Map<string, string>();
  const files = new Map<Member, string[]>();
  for (const member of members) {
    const own = memberFiles(root, member);
    files.set(member, own);
    for (const file of own) owner.set(file, member.name);
  }
  const known = new Set(owner.keys());
  const graph = new Map<string, string[]>();
  for (const member of members) {
    const manifest = JSON.parse(
      readFileSync(join(root, member.folder, "package.json"), "utf8"),
    ) as Manifest;
    const to = new Set(
      dependencyFields
        .flatMap((field) => Object.keys(manifest[field] ?? {}))
        .filter((n) => names.has(n)),
    );
    for (const file of files.get(member) ?? []) {
      for (const specifier of importedModules(readFileSync(file, "utf8"))) {
        const named = [...names].find((name) => isPackageSpecifier(specifier, name));
        const target = named ?? owner.get(resolveSpecifier(file, specifier, known) ?? "");
        if (target !== undefined) to.add(target);
      }
    }
    to.delete(member.name);
    graph.set(member.name, [...to].sort());
  }
  return graph;
}

/** Groups of workspace members that use one another, directly or through others. */
export function memberCycles(root: string): string[][] {
  return importCycles(memberGraph(root));
}

/** Files at the top of the generators: they list the targets and run them. */
const roof = new Set(["index.ts", "cli.ts"]);

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return /\.(m|c)?tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The target a file under `src` belongs to (`rest` for `targets/rest/model.ts`), if any. */
function targetOf(src: string, file: string): string | undefined {
  const [top, name, rest] = relative(src, file).split(sep);
  return top === "targets" && rest !== undefined ? name : undefined;
}

/**
 * Where the generators' sources under `src` break their floors, one line each: a file of the lower
 * floor (anything outside `targets/` but the roof, `index.ts` and `cli.ts`) that imports a target
 * or the roof, a target that imports another, and a target that is a file rather than a folder.
 */
export function generatorFloorBreaches(src: string): string[] {
  const files = tsFiles(src).sort();
  const known = new Set(files);
  const upper = (file: string) => {
    const path = relative(src, file);
    return path.startsWith(`targets${sep}`) || roof.has(path);
  };
  const breaches: string[] = [];
  for (const file of files) {
    const from = targetOf(src, file);
    for (const specifier of importedModules(readFileSync(file, "utf8"))) {
      const target = resolveSpecifier(file, specifier, known);
      if (target === undefined) continue;
      const to = targetOf(src, target);
      const climbs = !upper(file) && upper(target);
      const across = from !== undefined && to !== undefined && from !== to;
      if (climbs || across)
        breaches.push(`${relative(src, file)} imports ${relative(src, target)}`);
    }
  }
  const targets = join(src, "targets");
  if (existsSync(targets)) {
    for (const entry of readdirSync(targets, { withFileTypes: true })) {
      if (entry.isFile()) breaches.push(`targets/${entry.name} is a file: a target is a folder`);
    }
  }
  return breaches.sort();
}
