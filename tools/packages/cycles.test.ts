import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { houseImportCycles, importCycles, importGraph } from "./cycles.js";
import { repoRoot } from "./workspace.js";

const dir = mkdtempSync(join(tmpdir(), "perpkit-cycles-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes files into a fresh folder and returns the cycles among them, relative to it. */
function cyclesOf(name: string, files: Record<string, string>): string[][] {
  const root = join(dir, name);
  const paths = Object.entries(files).map(([file, text]) => {
    const path = join(root, file);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, text);
    return path;
  });
  return importCycles(importGraph(paths)).map((group) =>
    group.map((file) => file.slice(root.length + 1)),
  );
}

describe("import cycle detection", () => {
  test("finds two files that import each other, and a longer loop through a folder", () => {
    const cycles = cyclesOf("loops", {
      "a.ts": 'import { b } from "./b.js";\nexport const a = b;\n',
      "b.ts": 'import { a } from "./a.js";\nexport const b = 1;\n',
      "c.ts": 'import { d } from "./deep/d.js";\nexport const c = d;\n',
      "deep/d.ts": 'import { e } from "../e.js";\nexport const d = e;\n',
      "e.ts": 'import { c } from "./c.js";\nexport const e = c;\n',
      "f.ts": 'import { a } from "./a.js";\nexport const f = a;\n',
    });
    expect(cycles).toEqual([
      ["a.ts", "b.ts"],
      ["c.ts", "deep/d.ts", "e.ts"],
    ]);
  });

  test("counts type-only imports, re-exports and a file that imports itself", () => {
    const cycles = cyclesOf("kinds", {
      "server.ts": 'import type { Services } from "./sandbox.js";\nexport const s = 1;\n',
      "sandbox.ts": 'export { s } from "./server.js";\nexport interface Services {}\n',
      "self.ts": 'import * as me from "./self.js";\nexport const x = me;\n',
    });
    expect(cycles).toEqual([["sandbox.ts", "server.ts"], ["self.ts"]]);
  });

  test("leaves out package imports and imports that form no loop", () => {
    const cycles = cyclesOf("tree", {
      "index.ts": 'export * from "./a.js";\nimport "@perpkit/core";\n',
      "a.ts": 'import { b } from "./b.js";\nexport const a = b;\n',
      "b.ts": 'import { limits } from "@perpkit/core";\nexport const b = limits;\n',
    });
    expect(cycles).toEqual([]);
  });
});

describe("the whole house", () => {
  test("has no import cycle among the files of any member: packages, examples, generators, tools", () => {
    expect(houseImportCycles(repoRoot)).toEqual([]);
  });
});
