import {
  compareTree,
  generateAll,
  readGeneratedTree,
  type SpecSource,
  specFromDirectory,
  targets,
} from "@perpkit/generators";
import { sha256 } from "./sync.js";

/**
 * The spec below `root`, with some files replaced by the given texts.
 *
 * @example
 * const spec = specWith(root, { "spec/upstream/openapi.json": text })
 */
export function specWith(root: string, replaced: Readonly<Record<string, string>>): SpecSource {
  const disk = specFromDirectory(root);
  return {
    read(path) {
      const text = replaced[path];
      return text === undefined ? disk.read(path) : { path, text, sha256: sha256(text) };
    },
    list: (dir) => disk.list(dir),
  };
}

/**
 * Which packages' generated code would change if the given spec files held the given texts: one
 * line per package, naming its files that change, appear or go.
 *
 * @example
 * await generatedImpact(root, { "spec/upstream/openapi.json": text }) // ["@perpkit/rest: operations.ts, types.ts"]
 */
export async function generatedImpact(
  root: string,
  replaced: Readonly<Record<string, string>>,
): Promise<string[]> {
  const expected = await generateAll(specWith(root, replaced), targets);
  const diff = compareTree(expected, readGeneratedTree(root, targets));
  const byPackage = new Map<string, string[]>();
  const note = (path: string, mark: string) => {
    const match = /^packages\/([^/]+)\/src\/generated\/(.+)$/.exec(path);
    const name = match ? `@perpkit/${match[1]}` : path;
    const file = match ? (match[2] as string) : path;
    byPackage.set(name, [...(byPackage.get(name) ?? []), `${file}${mark}`]);
  };
  for (const p of diff.changed) note(p, "");
  for (const p of diff.missing) note(p, " (new)");
  for (const p of diff.extra) note(p, " (removed)");
  return [...byPackage].sort().map(([name, files]) => `${name}: ${files.sort().join(", ")}`);
}
