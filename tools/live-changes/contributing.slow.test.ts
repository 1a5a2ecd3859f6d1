import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { at, snapshotContract, writeContract } from "./contract.js";
import { makeScratch } from "./scratch.js";
import { typecheck } from "./typecheck.js";

// CONTRIBUTING.md's live-change commands ("Changing the spec") walked as they say, in a scratch
// copy of the workspace (its generators and manifest too, so the commands work on the copy), with
// a breaking change: an enum value the live contract removed.

const run = promisify(execFile);
const repo = fileURLToPath(new URL("../../", import.meta.url));
const guide = readFileSync(join(repo, "CONTRIBUTING.md"), "utf8");
const DAY = "2026-01-03";

/** The shell lines of the guide's block marked `<!-- live-change: commands -->`. */
function commands(): string[] {
  const block = /<!-- live-change: commands -->\s*```sh\n([\s\S]*?)\n```/.exec(guide)?.[1];
  if (!block) throw new Error("CONTRIBUTING.md has no live-change commands block");
  return block.split("\n").filter((line) => line.trim() !== "");
}

let tmp: string;
let root: string;
let folder: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "perpkit-contributing-"));
  root = join(tmp, "repo");
  folder = join(tmp, "live");
  makeScratch(repo, root);
  for (const entry of ["generators", "package.json"]) {
    cpSync(join(repo, entry), join(root, entry), { recursive: true, verbatimSymlinks: true });
  }
  const contract = snapshotContract(repo);
  at(contract.openapi, "components", "schemas", "OrderTimeInForce").enum = ["GTD", "IOC"];
  writeContract(folder, contract);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A `pnpm <script> ...` line run as the script it names, in the scratch workspace. */
async function pnpm(line: string): Promise<string> {
  const [, script, ...args] = line.replace("<folder>", folder).split(/\s+/);
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
  const command = scripts[script as string] as string;
  const [bin, ...rest] = command.split(" ");
  const { stdout } = await run(join(repo, "node_modules/.bin", bin as string), [...rest, ...args], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

test("the guide's commands take a breaking live change to where the type check points", async () => {
  const [take, check, types] = commands();
  expect([take, check, types]).toEqual([
    "pnpm spec:take --network testnet --from <folder>",
    "pnpm check:generated",
    "pnpm typecheck",
  ]);
  const report = await pnpm(`${take} --date ${DAY}`);
  expect(report).toContain('BREAKING  response 200 data[].timeInForce: enum value "FOK" removed');
  expect(report).toContain("Generated code that changes:");
  expect(readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8")).toContain(
    '"@perpkit/rest": minor',
  );
  expect(await pnpm(check as string)).toMatch(/^check:generated: \d+ generated files match spec\//);
  // `pnpm typecheck` is every package's `tsc` through turbo, minutes on this scale; the same
  // sources, tests and benchmarks are checked here as one program by the native compiler.
  const errors = await typecheck(root);
  expect([...new Set(errors.map((e) => e.file))].sort()).toEqual([
    "packages/sandbox/src/engine/differential.test.ts",
    "packages/sandbox/src/engine/exchange.test.ts",
    "packages/sandbox/src/engine/matching.test.ts",
    "packages/sandbox/src/engine/matching.ts",
    "packages/signing/src/checked-order.test.ts",
  ]);
});
