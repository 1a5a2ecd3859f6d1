import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  describeOversize,
  handWrittenFiles,
  lineCount,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  oversizeFunctions,
  oversizeSources,
  sortOversize,
} from "./source-limits.js";
import { repoRoot } from "./workspace.js";

/**
 * Functions still over the limit, by file, each with why it is not fixed here. Delete an entry
 * once its file's functions are within the limit: a test below fails while an entry names a file
 * that no longer needs it.
 */
const KNOWN_OVERSIZE: Readonly<Record<string, string>> = {};

/** Where the limits apply: every package's sources and the generators. */
const ROOTS = [
  "generators/src",
  ...readdirSync(join(repoRoot, "packages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/src`),
];

const dir = mkdtempSync(join(tmpdir(), "perpkit-limits-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A function of `lines` lines in all, its body padded with statements. */
function functionOf(lines: number, open: string, close = "}"): string {
  return [open, ...Array.from({ length: lines - 2 }, (_, i) => `  void ${i};`), close].join("\n");
}

describe("measuring sources", () => {
  test("a file's lines are counted as an editor numbers them", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });

  test("finds each kind of function over the limit: declarations, methods, arrows, expressions", () => {
    const text = [
      functionOf(121, "export function long() {"),
      functionOf(120, "function fits() {"),
      "class Box {",
      functionOf(121, "  method() {", "  }"),
      "}",
      functionOf(121, "const arrow = () => {", "};"),
      functionOf(121, "const table = { entry: function () {", "} };"),
    ].join("\n");
    const found = oversizeFunctions(text, "fixture.ts");
    expect(found.map((f) => [f.function, f.lines])).toEqual([
      ["long", 121],
      ["method", 121],
      ["arrow", 121],
      ["entry", 121],
    ]);
    expect(describeOversize(found[0] as (typeof found)[number])).toBe(
      "fixture.ts:1 long has 121 lines (at most 120)",
    );
  });

  test("an inner function is measured apart from the one around it", () => {
    const inner = functionOf(121, "  const inner = () => {", "  };");
    const text = ["function outer() {", inner, "}"].join("\n");
    expect(oversizeFunctions(text, "nested.ts").map((f) => f.function)).toEqual(["outer", "inner"]);
  });

  test("tests, type tests, benchmarks and generated code are not hand-written sources", () => {
    const root = join(dir, "tree");
    for (const file of [
      "src/a.ts",
      "src/a.test.ts",
      "src/a.test-d.ts",
      "src/a.bench.ts",
      "src/generated/types.ts",
      "src/deep/b.ts",
    ]) {
      mkdirSync(join(root, file, ".."), { recursive: true });
      writeFileSync(join(root, file), "export {};\n");
    }
    expect(handWrittenFiles(join(root, "src")).map((p) => p.slice(root.length + 1))).toEqual([
      "src/a.ts",
      "src/deep/b.ts",
    ]);
  });

  test("a file over its line limit is reported with its count, as a warning", () => {
    const root = join(dir, "long");
    mkdirSync(join(root, "src"), { recursive: true });
    writeFileSync(join(root, "src/long.ts"), "export const x = 1;\n".repeat(401));
    const found = oversizeSources(root, ["src"]);
    expect(found.map(describeOversize)).toEqual([
      "src/long.ts:1 the file has 401 lines (more than 400: does it hold more than one concept?)",
    ]);
    expect(sortOversize(found)).toEqual({ failures: [], warnings: found });
  });

  test("a function over its line limit in a long file fails, and the file only warns", () => {
    const root = join(dir, "both");
    mkdirSync(join(root, "src"), { recursive: true });
    const text = [functionOf(121, "export function long() {"), "export const x = 1;\n".repeat(300)];
    writeFileSync(join(root, "src/both.ts"), text.join("\n"));
    const { failures, warnings } = sortOversize(oversizeSources(root, ["src"]));
    expect(failures.map(describeOversize)).toEqual([
      "src/both.ts:1 long has 121 lines (at most 120)",
    ]);
    expect(warnings.map((w) => [w.file, w.lines])).toEqual([["src/both.ts", 421]]);
  });
});

describe(`hand-written functions stay within ${MAX_FUNCTION_LINES} lines; files past ${MAX_FILE_LINES} are named`, () => {
  const { failures, warnings } = sortOversize(oversizeSources(repoRoot, ROOTS));

  test("every function is within its limit, but for the known exceptions", () => {
    // A long file is a question for its reader, not a failure: named here, it does not fail.
    for (const item of warnings) console.warn(`warning: ${describeOversize(item)}`);
    const unexpected = failures.filter((item) => !(item.file in KNOWN_OVERSIZE));
    expect(unexpected.map(describeOversize)).toEqual([]);
  });

  test("every known exception names a file with a function still over the limit", () => {
    const over = new Set(failures.map((item) => item.file));
    expect(Object.keys(KNOWN_OVERSIZE).filter((file) => !over.has(file))).toEqual([]);
  });
});
