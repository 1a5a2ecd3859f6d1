import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { houseImportCycles, workspaceMembers } from "./cycles.js";
import { generatorFloorBreaches, memberCycles, memberGraph } from "./floors.js";
import { repoRoot } from "./workspace.js";

const dir = mkdtempSync(join(tmpdir(), "perpkit-floors-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes files into a fresh folder and returns it. */
function folder(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    const path = join(root, file);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, text);
  }
  return root;
}

const manifest = (name: string, dependencies: Record<string, string> = {}) =>
  JSON.stringify({ name, private: true, devDependencies: dependencies });

/**
 * A small house: a package whose benchmark imports a bench harness, a tool that imports the
 * package, and the harness either inside the tools or a member of its own.
 */
function house(name: string, harnessInTools: boolean): string {
  const harness = harnessInTools ? "@x/tools/bench" : "@x/harness";
  return folder(name, {
    "package.json": manifest("root"),
    "pnpm-workspace.yaml": "packages:\n  - packages/*\n  - tools\n  - harness\n",
    "packages/core/package.json": manifest("@x/core"),
    "packages/core/src/index.ts": "export const core = 1;\n",
    "packages/core/bench/core.bench.ts": `import { measure } from "${harness}";\nmeasure();\n`,
    "tools/package.json": manifest("@x/tools"),
    "tools/routes/trace.ts": 'import { core } from "../../packages/core/src/index.js";\n',
    "tools/bench/harness.ts": harnessInTools ? "export function measure() {}\n" : "",
    ...(harnessInTools
      ? {}
      : {
          "harness/package.json": manifest("@x/harness"),
          "harness/bench.ts": "export function measure() {}\n",
        }),
  });
}

describe("the floors of the workspace's members", () => {
  test("a benchmark that imports a tool which imports its package ties them into one floor", () => {
    const root = house("back-up", true);
    expect(memberGraph(root).get("@x/core")).toEqual(["@x/tools"]);
    expect(memberGraph(root).get("@x/tools")).toEqual(["@x/core"]);
    expect(memberCycles(root)).toEqual([["@x/core", "@x/tools"]]);
  });

  test("with the harness on the ground floor, nothing runs back up", () => {
    const root = house("ground", false);
    expect(workspaceMembers(root).map((m) => m.folder)).toEqual([
      "",
      "packages/core",
      "tools",
      "harness",
    ]);
    expect(memberGraph(root).get("@x/core")).toEqual(["@x/harness"]);
    expect(memberCycles(root)).toEqual([]);
  });

  test("a dependency in package.json is an arrow too, and a cycle across members is a file cycle", () => {
    const root = folder("declared", {
      "package.json": manifest("root"),
      "pnpm-workspace.yaml": "packages:\n  - a\n  - b\n",
      "a/package.json": manifest("@x/a", { "@x/b": "workspace:*" }),
      "a/index.ts": 'export { b } from "../b/index.js";\nexport const a = 1;\n',
      "b/package.json": manifest("@x/b"),
      "b/index.ts":
        'import { a } from "@x/a";\nexport const b = a;\nexport * from "../a/index.js";\n',
    });
    expect(memberCycles(root)).toEqual([["@x/a", "@x/b"]]);
    expect(houseImportCycles(root)).toEqual([["a/index.ts", "b/index.ts"]]);
  });

  test("tests and benchmarks count for a file cycle as much as sources", () => {
    const root = folder("tests", {
      "package.json": manifest("root"),
      "pnpm-workspace.yaml": "packages:\n  - p\n",
      "p/package.json": manifest("@x/p"),
      "p/test/helpers.ts": 'import { check } from "./check.test.js";\nexport const help = check;\n',
      "p/test/check.test.ts": 'import { help } from "./helpers.js";\nexport const check = help;\n',
      "p/node_modules/q/index.ts": 'import "./index.js";\n',
    });
    expect(houseImportCycles(root)).toEqual([["p/test/check.test.ts", "p/test/helpers.ts"]]);
  });

  test("this workspace's members form no cycle", () => {
    expect(memberCycles(repoRoot)).toEqual([]);
  });
});

describe("the generators' two floors", () => {
  test("a reader that imports a target or the roof, a target that imports another, and a target that is a file break them", () => {
    const src = folder("generators-broken", {
      "index.ts":
        'import { cliTarget } from "./targets/cli.js";\nexport const all = [cliTarget];\n',
      "cli.ts": 'import { all } from "./index.js";\nall;\n',
      "notes.ts":
        'import { collect } from "./targets/cli/collect.js";\nexport const n = collect;\n',
      "signing/defaults.ts": 'import type { Binding } from "../targets/signing/model.js";\n',
      "signing/read.ts": 'import { all } from "../index.js";\nexport const r = all;\n',
      "targets/cli.ts":
        'import { collect } from "./cli/collect.js";\nexport const cliTarget = collect;\n',
      "targets/cli/collect.ts":
        'import { r } from "../../signing/read.js";\nexport const collect = r;\n',
      "targets/rest/actions.ts": 'import type { Binding } from "../signing/model.js";\n',
      "targets/signing/model.ts": "export interface Binding {}\n",
    });
    expect(generatorFloorBreaches(src)).toEqual([
      "notes.ts imports targets/cli/collect.ts",
      "signing/defaults.ts imports targets/signing/model.ts",
      "signing/read.ts imports index.ts",
      "targets/cli.ts is a file: a target is a folder",
      "targets/rest/actions.ts imports targets/signing/model.ts",
    ]);
  });

  test("targets may import the lower floor and their own folder, and the roof may import the targets", () => {
    const src = folder("generators-sound", {
      "index.ts":
        'import { cliTarget } from "./targets/cli/index.js";\nexport const all = [cliTarget];\n',
      "commands/collect.ts": 'import { spec } from "../spec.js";\nexport const collect = spec;\n',
      "spec.ts": "export const spec = 1;\n",
      "targets/cli/index.ts":
        'import { collect } from "../../commands/collect.js";\nimport { table } from "./table.js";\nexport const cliTarget = [collect, table];\n',
      "targets/cli/table.ts": 'import { spec } from "../../spec.js";\nexport const table = spec;\n',
    });
    expect(generatorFloorBreaches(src)).toEqual([]);
  });

  test("this repository's generators keep to their floors", () => {
    expect(generatorFloorBreaches(join(repoRoot, "generators", "src"))).toEqual([]);
  });
});
