import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Manifest } from "./workspace.js";

// A declaration file that names Node's own types compiles for a consumer only where `@types/node`
// is loaded. TypeScript 6 and later load no `@types` package unless `types` lists it, so such a
// file must say so itself, in its first line, and its package must name `@types/node` (an optional
// peer dependency: a consumer that compiles against these types has it, others need not).

/** The reference a declaration file that names Node's types starts with. */
export const nodeTypesReference = '/// <reference types="node" />';

const nodeModules =
  "assert|async_hooks|buffer|child_process|crypto|dgram|dns|events|fs|fs/promises|http|http2|https|net|os|path|perf_hooks|readline|stream|stream/web|tls|url|util|worker_threads|zlib";
const namesNode = new RegExp(
  [
    `(?:from|import\\()\\s*["'](?:node:[\\w/]+|(?:${nodeModules}))["']`,
    "\\bNodeJS\\.",
    "\\bBuffer\\b",
  ].join("|"),
);

/** The text of a declaration file without its comments (JSDoc examples name `process` freely). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/(?!\/).*$/gm, "");
}

/** Whether declaration text names Node's own types: a `node:` module, `NodeJS.*`, `Buffer`. */
export function namesNodeTypes(declarations: string): boolean {
  return namesNode.test(withoutComments(declarations));
}

/** The declaration files of a built package (`dist/*.d.ts`, `.d.cts`, `.d.mts`), by name. */
export function declarationFiles(dist: string): { file: string; text: string }[] {
  return readdirSync(dist)
    .filter((f) => /\.d\.[cm]?ts$/.test(f))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dist, file), "utf8") }));
}

/** What is wrong with how a package's declarations bring in Node's types. */
export function nodeTypesProblems(
  declarations: readonly { file: string; text: string }[],
  manifest: Pick<Manifest, "peerDependencies">,
): string[] {
  const naming = declarations.filter((d) => namesNodeTypes(d.text));
  const problems = naming
    .filter((d) => !d.text.startsWith(nodeTypesReference))
    .map(
      (d) =>
        `dist/${d.file} names Node's types but does not start with ${nodeTypesReference} (a consumer on TypeScript 6 or later would not load them)`,
    );
  if (naming.length > 0 && manifest.peerDependencies?.["@types/node"] === undefined) {
    problems.push(
      `the declarations name Node's types (${naming.map((d) => d.file).join(", ")}) but peerDependencies has no "@types/node"`,
    );
  }
  return problems;
}
