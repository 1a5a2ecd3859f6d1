import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Lines past which a hand-written source file is reported as a warning: a file that long often
 * holds more than one concept, but where it splits is for its concepts to decide, not a count.
 */
export const MAX_FILE_LINES = 400;
/** The most lines one function (declaration, method, function or arrow expression) may span. */
export const MAX_FUNCTION_LINES = 120;

/** A file or function over its limit: a warning for a file, a failure for a function. */
export interface Oversize {
  /** The file, relative to the root it was found under, with forward slashes. */
  readonly file: string;
  /** `undefined` for the file itself; else the function's name, or where it sits. */
  readonly function: string | undefined;
  /** 1-based line the file or function starts on. */
  readonly line: number;
  readonly lines: number;
  readonly limit: number;
}

/**
 * Hand-written TypeScript under `dir`: tests (`*.test.ts`, `*.test-d.ts`), benchmarks and generated
 * code (`generated/` folders) left out.
 */
export function handWrittenFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") {
        out.push(...handWrittenFiles(path));
      }
    } else if (
      /\.(m|c)?tsx?$/.test(entry.name) &&
      !/\.(test|test-d|bench)\.(m|c)?tsx?$/.test(path)
    ) {
      out.push(path);
    }
  }
  return out.sort();
}

/** Lines of a text as an editor counts them: a final newline ends the last line, it adds none. */
export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  const breaks = text.split("\n").length - 1;
  return text.endsWith("\n") ? breaks : breaks + 1;
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunction(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** A function's name, or the name of what holds it (`const x = () => ...`, `{ key: () => ... }`). */
function functionName(node: FunctionNode, file: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return "constructor";
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    parent.name !== undefined
  ) {
    return parent.name.getText(file);
  }
  return "(anonymous)";
}

/** Every function of a source text that spans more than `maxLines` lines. */
export function oversizeFunctions(
  text: string,
  file: string,
  maxLines = MAX_FUNCTION_LINES,
): Oversize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Oversize[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxLines) {
        out.push({
          file,
          function: functionName(node, source),
          line: start + 1,
          lines,
          limit: maxLines,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every hand-written file under the roots over its line limit, and every function over its own. */
export function oversizeSources(
  root: string,
  dirs: readonly string[],
  limits: { readonly file: number; readonly function: number } = {
    file: MAX_FILE_LINES,
    function: MAX_FUNCTION_LINES,
  },
): Oversize[] {
  const out: Oversize[] = [];
  for (const dir of dirs) {
    for (const path of handWrittenFiles(join(root, dir))) {
      const file = relative(root, path).split("\\").join("/");
      const text = readFileSync(path, "utf8");
      const lines = lineCount(text);
      if (lines > limits.file) {
        out.push({ file, function: undefined, line: 1, lines, limit: limits.file });
      }
      out.push(...oversizeFunctions(text, file, limits.function));
    }
  }
  return out;
}

/** One line per oversize file or function: `path:line name (lines > limit)`. */
export function describeOversize(item: Oversize): string {
  if (item.function === undefined) {
    return `${item.file}:${item.line} the file has ${item.lines} lines (more than ${item.limit}: does it hold more than one concept?)`;
  }
  return `${item.file}:${item.line} ${item.function} has ${item.lines} lines (at most ${item.limit})`;
}

/**
 * The oversize items that fail the check, functions over their limit, apart from those that only
 * warn, files over theirs.
 *
 * @example
 * const { failures, warnings } = sortOversize(oversizeSources(repoRoot, ["packages/core/src"]))
 */
export function sortOversize(items: readonly Oversize[]): {
  readonly failures: Oversize[];
  readonly warnings: Oversize[];
} {
  return {
    failures: items.filter((item) => item.function !== undefined),
    warnings: items.filter((item) => item.function === undefined),
  };
}
