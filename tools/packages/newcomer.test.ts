import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  newcomerBlocks,
  newcomerManifest,
  newcomerProject,
  outputShape,
  workspaceVersions,
} from "./newcomer.js";
import { repoRoot } from "./workspace.js";

const fixture = [
  "<!-- newcomer: install -->",
  "```sh",
  "npm init -y && npm pkg set type=module",
  "npm install @perpkit/rest viem",
  "npm install --save-dev @perpkit/sandbox typescript",
  "```",
  "<!-- newcomer: tsconfig.json -->",
  "```json",
  '{ "compilerOptions": { "strict": true } }',
  "```",
  "<!-- newcomer: bot.ts -->",
  "```ts",
  'console.log("price 60000.5");',
  "```",
  "<!-- newcomer: run -->",
  "```sh",
  "npx tsc && node dist/bot.js",
  "```",
  "<!-- newcomer: output -->",
  "```text",
  "price 60000.5",
  "```",
].join("\n");

describe("the README's newcomer section", () => {
  test("is read into what to install, the files, the commands and the promised output", () => {
    expect(newcomerProject(fixture)).toEqual({
      fields: { type: "module" },
      dependencies: ["@perpkit/rest", "viem"],
      devDependencies: ["@perpkit/sandbox", "typescript"],
      files: {
        "tsconfig.json": '{ "compilerOptions": { "strict": true } }',
        "bot.ts": 'console.log("price 60000.5");',
      },
      commands: ["npx tsc", "node dist/bot.js"],
      output: ["price 60000.5"],
    });
  });

  test("a missing block is named", () => {
    expect(() => newcomerProject(fixture.replace("newcomer: run", "newcomer: go"))).toThrow(
      "the README has no <!-- newcomer: run --> block",
    );
  });

  test("output compares with numbers masked, since prices follow the oracle", () => {
    expect(outputShape(["resting: buy 0.0001 BTCUSD @ 57000", ""])).toEqual(
      outputShape(["resting: buy 0.0001 BTCUSD @ 56999.5"]),
    );
    expect(outputShape(["cancel: Ok"])).not.toEqual(outputShape(["cancelled: Ok"]));
  });

  test("installs perpkit from the tarballs and the rest at the versions the workspace pins", () => {
    const project = newcomerProject(fixture);
    const tarballs = new Map([
      ["@perpkit/rest", "/t/rest.tgz"],
      ["@perpkit/sandbox", "/t/sandbox.tgz"],
    ]);
    const versions = new Map([
      ["viem", "2.57.20"],
      ["typescript", "5.9.3"],
    ]);
    expect(newcomerManifest(project, tarballs, versions)).toMatchObject({
      type: "module",
      dependencies: { "@perpkit/rest": "file:/t/rest.tgz", viem: "2.57.20" },
      devDependencies: { "@perpkit/sandbox": "file:/t/sandbox.tgz", typescript: "5.9.3" },
    });
    expect(() => newcomerManifest(project, tarballs, new Map())).toThrow(
      "the README installs viem, which the workspace does not pin",
    );
  });

  test("the root README has the whole path: the bot, on the sandbox and on testnet", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const project = newcomerProject(readme);
    expect(Object.keys(project.files).sort()).toEqual([
      "bot.ts",
      "sandbox.ts",
      "testnet.ts",
      "tsconfig.json",
    ]);
    expect(project.commands).toEqual(["npx tsc", "node dist/sandbox.js"]);
    const versions = workspaceVersions();
    for (const name of [...project.dependencies, ...project.devDependencies]) {
      if (!name.startsWith("@perpkit/")) expect(versions.get(name), name).toBeDefined();
    }
    expect(newcomerBlocks(readme).get("testnet.ts")).toContain("process.env.PERPKIT_PRIVATE_KEY");
  });
});
