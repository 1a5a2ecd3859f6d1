import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { filesImporting, importedModules } from "./imports.js";

describe("import scanning", () => {
  test("static, type-only, re-exported and dynamic imports count; comments do not", () => {
    const text = [
      "/** @example import { privateKeyToAccount } from 'viem/accounts' */",
      'import type { Hex } from "viem";',
      'export { keccak256 } from "./keccak.js";',
      'const accounts = await import("viem/accounts");',
    ].join("\n");
    expect(importedModules(text)).toEqual(["viem", "./keccak.js", "viem/accounts"]);
  });

  const dir = mkdtempSync(join(tmpdir(), "perpkit-imports-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("only shipped files are reported: tests and benchmarks are left out", () => {
    mkdirSync(join(dir, "nested"));
    writeFileSync(join(dir, "nested", "signer.ts"), 'import { toHex } from "viem";\n');
    writeFileSync(join(dir, "signer.test.ts"), 'import { toHex } from "viem";\n');
    writeFileSync(join(dir, "hash.bench.ts"), 'import { keccak256 } from "viem";\n');
    writeFileSync(join(dir, "plain.ts"), "// viem is mentioned only here\nexport const x = 1;\n");
    expect(filesImporting(dir, "viem")).toEqual(["nested/signer.ts"]);
  });
});
