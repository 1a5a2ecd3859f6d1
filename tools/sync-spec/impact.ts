import {
  compareTree,
  generateAll,
  layerNotes,
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
 * line per package, naming its files whose content changes, appears or goes (a generated file's
 * header changes only with its content).
 *
 * @example
 * await generatedImpact(root, { "spec/upstream/openapi.json": text }) // ["@perpkit/rest: operations.ts, types.ts"]
 */
export async function generatedImpact(
  root: string,
  replaced: Readonly<Record<string, string>>,
): Promise<string[]> {
  const expected = await generateAll(specWith(root, replaced), targets);
  return impactLines(compareTree(expected, readGeneratedTree(root, targets)));
}

/**
 * The report's lines on what the generators chose where the layers say nothing, for the spec
 * below `root` with the given files replaced (`layerNotes`).
 *
 * @example
 * generatedNotes(root, { "spec/upstream/openapi.json": text }) // ["GET /v1/funding/payment: ..."]
 */
export function generatedNotes(root: string, replaced: Readonly<Record<string, string>>): string[] {
  return layerNotes(specWith(root, replaced));
}

/** One line per package of a tree difference, naming its files that change, appear or go. */
export function impactLines(diff: {
  readonly changed: readonly string[];
  readonly missing: readonly string[];
  readonly extra: readonly string[];
}): string[] {
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
