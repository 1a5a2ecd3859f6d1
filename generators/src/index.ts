import type { GeneratedFile } from "./emit.js";
import type { SpecSource } from "./spec.js";
import type { Target } from "./target.js";
import { candlesTarget } from "./targets/candles/index.js";
import { cliTarget } from "./targets/cli/index.js";
import { coreTarget } from "./targets/core/index.js";
import { recordingTarget } from "./targets/recording/index.js";
import { restTarget } from "./targets/rest/index.js";
import { sandboxTarget } from "./targets/sandbox/index.js";
import { signingTarget } from "./targets/signing/index.js";
import { streamTarget } from "./targets/stream/index.js";

export type { GeneratedFile } from "./emit.js";
export {
  emitText,
  emitTypeScript,
  header,
  literal,
  lowerFirst,
  parseHeader,
  propertyKey,
} from "./emit.js";
export { layerNotes } from "./notes.js";
export {
  type DerivedRestSpec,
  deriveRestSpec,
  EXCLUSIONS,
  type Exclusion,
  LAYER,
  UPSTREAM,
} from "./rest/derive.js";
export { type SpecFile, type SpecSource, specFromDirectory, specFromFiles } from "./spec.js";
export { type DerivedStreamSpec, deriveStreamSpec, STREAM_LAYER } from "./stream/derive.js";
export type { Target } from "./target.js";

/** Every target, in the order the packages depend on each other. */
export const targets: readonly Target[] = [
  coreTarget,
  signingTarget,
  restTarget,
  streamTarget,
  recordingTarget,
  candlesTarget,
  sandboxTarget,
  cliTarget,
];

/**
 * Runs every target against one spec and returns all generated files sorted by path. Fails when a
 * target writes outside its folder or two targets write the same path.
 */
export async function generateAll(
  spec: SpecSource,
  only: readonly Target[] = targets,
): Promise<GeneratedFile[]> {
  const results = await Promise.all(only.map((t) => t.generate(spec)));
  const byPath = new Map<string, GeneratedFile>();
  results.forEach((files, i) => {
    const target = only[i] as Target;
    for (const file of files) {
      if (!file.path.startsWith(`${target.outDir}/`)) {
        throw new Error(`target ${target.name} wrote ${file.path}, outside ${target.outDir}`);
      }
      if (byPath.has(file.path)) throw new Error(`two targets wrote ${file.path}`);
      byPath.set(file.path, file);
    }
  });
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
export { compareTree, readGeneratedTree, type TreeDifference, writeGeneratedTree } from "./tree.js";
