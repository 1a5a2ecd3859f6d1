import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { snapshotContract } from "./contract.js";
import { type ChangeKind, kinds } from "./kinds/index.js";
import { makeScratch } from "./scratch.js";
import { type TakenChange, takeChange } from "./take.js";
import { type TypeProblem, typecheck } from "./typecheck.js";

// Each kind of change the live contract can make, applied alone to the contract as last synced,
// taken as the daily job and a contributor take it (spec:take --from a folder: the sync, the
// generation, the changeset) in a scratch copy of the workspace, and type-checked there. The
// checks of each kind say what the report must say, where the change must land, and the
// changeset it gets; or, for a change generation stops on, what the stop says.

const run = promisify(execFile);
const repo = fileURLToPath(new URL("../../", import.meta.url));
const tsx = join(repo, "node_modules/.bin/tsx");

let tmp: string;
const taken = new Map<ChangeKind, TakenChange>();
const checked = new Map<ChangeKind, Promise<TypeProblem[]>>();
const printed = new Map<ChangeKind, Promise<unknown>>();

/** Runs a usage that prints, in its workspace with the packages' sources. */
async function probe(dir: string, file: string): Promise<unknown> {
  const { stdout } = await run(tsx, ["--conditions=@perpkit/source", file], {
    cwd: dir,
    timeout: 120_000,
  });
  return JSON.parse(stdout.trim().split("\n").pop() ?? "null");
}

let unchanged: Promise<TypeProblem[]>;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "perpkit-live-changes-"));
  // The workspace as committed, checked once; each change's check starts from its build info.
  const base = join(tmp, "base");
  makeScratch(repo, base);
  unchanged = typecheck(base);
  const info = join(base, "live-changes.tsbuildinfo");
  // One type check runs while the next change generates: the compiler is another process.
  let previous: Promise<unknown> = unchanged.catch(() => undefined);
  for (const [i, kind] of kinds.entries()) {
    const contract = snapshotContract(repo);
    kind.apply(contract);
    const dir = join(tmp, String(i));
    const change = await takeChange(repo, dir, contract);
    taken.set(kind, change);
    // Nothing is generated when generation stops: there is nothing to type-check or run.
    if (change.stopped !== undefined) continue;
    if (kind.usage) {
      mkdirSync(dirname(join(dir, kind.usage.file)), { recursive: true });
      writeFileSync(join(dir, kind.usage.file), kind.usage.text);
    }
    const check = previous.then(() => typecheck(dir, info));
    previous = check.catch(() => undefined);
    checked.set(kind, check);
    if (kind.usage?.prints !== undefined) {
      const run = check.then(() => probe(dir, kind.usage?.file as string));
      // Its own test reports a probe that fails; until then the failure is no stray rejection.
      run.catch(() => undefined);
      printed.set(kind, run);
    }
  }
  await previous;
}, 600_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test("the workspace as committed compiles, the start of every change's check", async () => {
  expect(await unchanged).toEqual([]);
});

describe.each(kinds.map((kind) => [kind.name, kind] as const))("%s", (_name, kind) => {
  test("the report says what changed, and whether it breaks", () => {
    const change = taken.get(kind) as TakenChange;
    expect(change.changes.some((c) => c.breaking)).toBe(kind.expected.breaking);
    for (const line of kind.expected.report) {
      expect(change.report).toMatch(
        typeof line === "string" ? new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : line,
      );
    }
  });

  if (kind.expected.stops !== undefined) {
    test("generation stops, naming what spec/ must say first, and nothing is generated", () => {
      const change = taken.get(kind) as TakenChange;
      expect(change.stopped).toContain(kind.expected.stops);
      expect(change.report).toContain(`pnpm generate stops: ${change.stopped}`);
      expect(change.files).toEqual([]);
      expect(change.releases).toBeUndefined();
    });
    return;
  }

  test("the generated files whose content changes are these, and the report lists them", () => {
    const change = taken.get(kind) as TakenChange;
    expect(change.stopped).toBeUndefined();
    expect(change.files).toEqual(kind.expected.files);
    for (const file of change.files) {
      const name = file.replace(/^packages\/[^/]+\/src\/generated\//, "").replace(/ \(.*\)$/, "");
      expect(change.report).toContain(name);
    }
  });

  test("the changeset bumps each package whose code changes by the bump rule, and the release check accepts it", () => {
    const change = taken.get(kind) as TakenChange;
    const expected = kind.expected.changeset;
    expect(change.releases).toEqual(Object.keys(expected).length > 0 ? expected : undefined);
    expect(change.refused).toEqual([]);
  });

  test(
    kind.expected.typeErrorsIn.length === 0
      ? "the workspace compiles"
      : "the type check points at the hand-written code the change breaks",
    async () => {
      const errors = await checked.get(kind);
      expect([...new Set(errors?.map((e) => e.file))].sort()).toEqual(kind.expected.typeErrorsIn);
    },
  );

  if (kind.usage?.prints !== undefined) {
    test("what a user meets, run", async () => {
      expect(await printed.get(kind)).toEqual(kind.usage?.prints);
    });
  }
});
