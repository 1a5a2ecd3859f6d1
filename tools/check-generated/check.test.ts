import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateAll, specFromDirectory, targets, writeGeneratedTree } from "@perpkit/generators";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { checkGenerated } from "./check.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const [core] = targets.filter((t) => t.name === "core");
if (!core) throw new Error("no core target");

let root: string;
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "perpkit-check-"));
  cpSync(join(repo, "spec"), join(root, "spec"), { recursive: true });
  writeGeneratedTree(root, [core], await generateAll(specFromDirectory(root), [core]));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const limitsFile = "packages/core/src/generated/limits.ts";

describe("check:generated", () => {
  test("passes when the generated code matches the spec", async () => {
    expect(await checkGenerated(root, [core])).toEqual({ ok: true, problems: [], checked: 4 });
  });

  test("fails on a hand edit and names the file", async () => {
    appendFileSync(join(root, limitsFile), "export const sneaky = 1;\n");
    const result = await checkGenerated(root, [core]);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      `  differs  ${limitsFile}  (edited by hand: its content no longer has the sha256 its header records)`,
    ]);
  });

  test("fails on a spec edit without regeneration and names the spec file", async () => {
    const path = join(root, "spec/limits.yaml");
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace("maxOpenPositions: 50", "maxOpenPositions: 60"),
    );
    const result = await checkGenerated(root, [core]);
    expect(result.problems).toEqual([
      `  differs  ${limitsFile}  (the spec or the generator changed since it was generated from spec/limits.yaml, spec/upstream/openapi.json)`,
    ]);
  });

  test("a spec edit that changes no generated content leaves every file as it is", async () => {
    appendFileSync(join(root, "spec/limits.yaml"), "\n# a new comment\n");
    expect(await checkGenerated(root, [core])).toEqual({ ok: true, problems: [], checked: 4 });
  });

  test("fails on a missing file and on an extra one", async () => {
    unlinkSync(join(root, limitsFile));
    writeFileSync(join(root, "packages/core/src/generated/stray.ts"), "export {};\n");
    const result = await checkGenerated(root, [core]);
    expect(result.problems).toEqual([
      `  missing  ${limitsFile}`,
      "  extra    packages/core/src/generated/stray.ts  (no spec file produces it)",
    ]);
  });

  test("generating twice gives identical bytes", async () => {
    const first = await generateAll(specFromDirectory(root), targets);
    const second = await generateAll(specFromDirectory(root), targets);
    expect(second).toEqual(first);
  });
});
