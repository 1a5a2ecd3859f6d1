import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import { fail } from "../../json.js";
import { readYaml, type SpecSource } from "../../spec.js";
import { LIMITS, OUT } from "./model.js";

// limits.ts of @perpkit/rest: the figures of spec/limits.yaml an order is checked by, each a
// constant of its own. @perpkit/core has them too, in its table of every order figure and code
// (`orderLimits`); the order rules reading them there carry that whole table into a browser
// bundle, where a constant is inlined and nothing else is kept. The package does not export them.

/** Each constant: its name, where spec/limits.yaml states it, and what it is. */
const FIGURES: readonly { name: string; path: readonly string[]; doc: string }[] = [
  { name: "orderSides", path: ["order", "sides"], doc: "The numeric code of each order side" },
  {
    name: "supportedEngineTypes",
    path: ["order", "supportedEngineTypes"],
    doc: "The engine types the exchange takes orders for",
  },
  {
    name: "postOnlyTimeInForce",
    path: ["order", "postOnlyTimeInForce"],
    doc: "The one time in force postOnly may be true with",
  },
  {
    name: "expiresAtHorizonSeconds",
    path: ["order", "expiresAtHorizonSeconds"],
    doc: "How many seconds after signedAt expiresAt may be at most",
  },
];

/** The order figures of spec/limits.yaml, for the order rules. */
export function limitsFile(spec: SpecSource): GeneratedFile {
  const source = spec.read(LIMITS);
  const limits = readYaml<unknown>(source);
  return emitTypeScript(`${OUT}/limits.ts`, [source], (file) => {
    for (const { name, path, doc } of FIGURES) {
      let value: unknown = limits;
      for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
      if (value === undefined) fail(LIMITS, `has no ${path.join(".")}`);
      const text = literal(value);
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name, initializer: `${text} as const` }],
        docs: [
          `${doc} (\`${path.join(".")}\`).\n\n@example\n${name} // ${text.replace(/\s*\n\s*/g, " ").replace(/, ([}\]])/g, " $1")}`,
        ],
      });
    }
  });
}
