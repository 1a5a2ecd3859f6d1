import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type SpecSource, specFromFiles } from "../src/index.js";

/** Every file of a fixture spec (`fixtures/<name>/`), keyed by its path as in the repository. */
export function fixtureFiles(name: string): Record<string, string> {
  const root = fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url));
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else files[relative(root, abs)] = readFileSync(abs, "utf8");
    }
  };
  walk(root);
  return files;
}

/** A fixture spec. */
export function fixtureSpec(name: string): SpecSource {
  return specFromFiles(fixtureFiles(name));
}

/** A fixture spec with one edit made to one of its files; fails when the edit changes nothing. */
export function editedFixture(
  name: string,
  path: string,
  from: string | RegExp,
  to: string,
): SpecSource {
  const files = fixtureFiles(name);
  const text = files[path];
  if (text === undefined) throw new Error(`fixture ${name} has no ${path}`);
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`fixture ${name} has no ${String(from)} in ${path}`);
  return specFromFiles({ ...files, [path]: changed });
}
