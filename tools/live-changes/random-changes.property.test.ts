import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readGeneratedTree, targets } from "@perpkit/generators";
import fc from "fast-check";
import ts from "typescript";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkGenerated } from "../check-generated/check.js";
import { snapshotContract } from "./contract.js";
import { changeOf, draws, type Parts, type RandomChange, readParts } from "./random.js";
import { makeScratch } from "./scratch.js";
import { type TakenChange, takeChange } from "./take.js";
import { typecheck } from "./typecheck.js";

// Random valid changes of the live contract (add, remove, retype, rename, nest, compose,
// deprecate, reorder; of a record, a parameter, an operation, a message, a network), each taken
// alone as the daily job takes it (spec:take --from a folder) in a scratch copy of the workspace.
// For each: the report names it with the right class; generation either goes through, with
// check:generated clean and no type error in generated code (none at all for a change that
// breaks nothing), or stops with an error naming what it touches; and every generated
// declaration that changes names something the change touched. A fixed seed and a few runs in
// CI; PERPKIT_LIVE_CHANGE_RUNS (and PERPKIT_LIVE_CHANGE_SEED) take more.

const repo = fileURLToPath(new URL("../../", import.meta.url));
const RUNS = Number(process.env.PERPKIT_LIVE_CHANGE_RUNS ?? 5);
const SEED = Number(process.env.PERPKIT_LIVE_CHANGE_SEED ?? 54);

let tmp: string;
let parts: Parts;
let committed: ReadonlyMap<string, string>;
let buildInfo: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "perpkit-random-changes-"));
  parts = readParts(repo, snapshotContract(repo));
  committed = readGeneratedTree(repo, targets);
  // The workspace as committed, checked once: each change's check starts from its build info.
  const base = join(tmp, "base");
  makeScratch(repo, base);
  expect(await typecheck(base)).toEqual([]);
  buildInfo = join(base, "live-changes.tsbuildinfo");
}, 300_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** What a top-level statement declares: its name, or the module an import or export names. */
function keyOf(statement: ts.Statement, file: ts.SourceFile, i: number): string {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((d) => d.name.getText(file)).join(",");
  }
  if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) {
    return `${ts.SyntaxKind[statement.kind]} ${statement.moduleSpecifier?.getText(file)}`;
  }
  const name = (statement as { name?: ts.Node }).name;
  return name ? name.getText(file) : `#${i}`;
}

/** The top-level declarations of a generated file's text (its header left out), with their JSDoc. */
function declarations(text: string): Map<string, string> {
  const body = text.slice(text.indexOf("\n\n") + 2);
  const file = ts.createSourceFile("generated.ts", body, ts.ScriptTarget.Latest, true);
  return new Map(file.statements.map((s, i) => [keyOf(s, file, i), s.getFullText(file).trim()]));
}

/** One declaration that differs between two texts of one file: its text before and after. */
interface Rewritten {
  readonly key: string;
  readonly before: string | undefined;
  readonly after: string | undefined;
}

/** The declarations that differ between two texts of one file. */
function changedDeclarations(before: string, after: string): Rewritten[] {
  const old = declarations(before);
  const now = declarations(after);
  const keys = new Set([...old.keys(), ...now.keys()]);
  return [...keys]
    .filter((key) => old.get(key) !== now.get(key))
    .map((key) => ({ key, before: old.get(key), after: now.get(key) }));
}

/**
 * The rewritten declarations that name nothing the change touched. A helper that appears or goes
 * with a declaration that does (a pattern a new parameter is checked with) is the change's too.
 */
function untouched(rewritten: readonly Rewritten[], names: readonly string[]): Rewritten[] {
  const text = (r: Rewritten) => `${r.before ?? ""}\n${r.after ?? ""}`.toLowerCase();
  const named = rewritten.filter((r) => names.some((n) => text(r).includes(n)));
  return rewritten.filter(
    (r) =>
      !named.includes(r) &&
      !(
        (r.before === undefined || r.after === undefined) &&
        named.some((n) => text(n).includes(r.key.toLowerCase()))
      ),
  );
}

/** What the report must say of the change. */
function checkReport(change: RandomChange, taken: TakenChange): void {
  if (change.none) {
    expect(taken.changes, "no change on the wire").toEqual([]);
    return;
  }
  const reported = change.reported;
  expect(
    taken.changes.some(
      (c) =>
        c.kind === reported?.kind &&
        (reported.where.test(c.path) || reported.where.test(c.subject)),
    ),
    `a ${reported?.kind} change matching ${reported?.where} among ${JSON.stringify(taken.changes)}`,
  ).toBe(true);
  expect(
    taken.changes.some((c) => c.breaking),
    "breaking",
  ).toBe(change.breaking);
}

/** What generation gave: a stop naming the change, or code that is what the spec generates. */
async function checkGeneration(change: RandomChange, taken: TakenChange): Promise<void> {
  const names = change.touches.map((t) => t.toLowerCase());
  if (taken.stopped !== undefined) {
    const stop = taken.stopped.toLowerCase();
    expect(
      names.some((n) => stop.includes(n)),
      `the stop names one of ${names}`,
    ).toBe(true);
    return;
  }
  const check = await checkGenerated(taken.dir, targets);
  expect(check.problems, "check:generated").toEqual([]);
  const errors = await typecheck(taken.dir, buildInfo);
  const shown = (list: typeof errors) => list.map((e) => `${e.file}:${e.line} ${e.message}`);
  expect(
    shown(errors.filter((e) => e.file.includes("/generated/"))),
    "type errors in generated code",
  ).toEqual([]);
  if (!change.breaking) expect(shown(errors), "a change that breaks nothing compiles").toEqual([]);
  for (const entry of taken.files) {
    const path = entry.replace(/ \((new|removed)\)$/, "");
    expect(path).toMatch(/^packages\/[^/]+\/src\/generated\//);
    if (entry !== path) continue;
    const after = readFileSync(join(taken.dir, path), "utf8");
    const rewritten = changedDeclarations(committed.get(path) ?? "", after);
    expect(
      untouched(rewritten, names).map(
        (r) => `${r.key}: ${(r.after ?? r.before ?? "").slice(0, 300)}`,
      ),
      `${path}: rewritten declarations that name none of ${names}`,
    ).toEqual([]);
  }
}

test(
  `random upstream changes are reported, generate cleanly or stop by name, and rewrite nothing else (${RUNS} runs, seed ${SEED})`,
  async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(draws(), async (draw) => {
        const change = changeOf(parts, draw);
        const contract = snapshotContract(repo);
        change.apply(contract);
        const dir = join(tmp, `run-${run++}`);
        try {
          const taken = await takeChange(repo, dir, contract);
          checkReport(change, taken);
          await checkGeneration(change, taken);
        } catch (error) {
          throw new Error(`${change.description}: ${(error as Error).message}`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      // Each run takes seconds: the first failure is reported as drawn, not shrunk.
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  },
  RUNS * 120_000,
);
