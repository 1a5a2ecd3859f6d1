import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal } from "./emit.js";
import { LIMITS, readLimits } from "./enums.js";
import { fail } from "./json.js";
import type { SpecSource } from "./spec.js";

// A package's own limits.ts: the few figures of spec/limits.yaml it uses, each a constant of its
// own. @perpkit/core has them all, in tables; a package reading them there carries the whole
// tables into a browser bundle, where a constant is inlined and nothing else is kept. The
// packages do not export them.

/**
 * One figure: its constant's name, where spec/limits.yaml states it, and what it is.
 *
 * @example
 * const figure: LimitFigure = { name: "pingIntervalSeconds", path: ["websocket", "pingIntervalSeconds"], doc: "How often a client pings" }
 */
export interface LimitFigure {
  readonly name: string;
  readonly path: readonly string[];
  readonly doc: string;
}

/**
 * `<out>/limits.ts` with a constant for each figure. With `numbers`, each figure must be a number
 * and is written as one; otherwise any value is written as a literal `as const`.
 *
 * @example
 * limitConstantsFile(spec, "packages/stream/src/generated", figures, { numbers: true })
 */
export function limitConstantsFile(
  spec: SpecSource,
  out: string,
  figures: readonly LimitFigure[],
  { numbers = false }: { readonly numbers?: boolean } = {},
): GeneratedFile {
  const { limits, sources, fromUpstream } = readLimits(spec);
  // The live document is a source only when a figure written here comes from it.
  const upstream = figures.some((f) => fromUpstream.has(f.path.join(".")));
  return emitTypeScript(`${out}/limits.ts`, upstream ? sources : sources.slice(0, 1), (file) => {
    for (const { name, path, doc } of figures) {
      let value: unknown = limits;
      for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
      if (numbers && typeof value !== "number") fail(LIMITS, `${path.join(".")} is not a number`);
      if (value === undefined) fail(LIMITS, `has no ${path.join(".")}`);
      const text = literal(value);
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name, initializer: numbers ? text : `${text} as const` }],
        docs: [
          `${doc} (\`${path.join(".")}\`).\n\n@example\n${name} // ${text.replace(/\s*\n\s*/g, " ").replace(/, ([}\]])/g, " $1")}`,
        ],
      });
    }
  });
}
