import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { secondPassEnv, secondPassSteps } from "./node24.js";
import { consumerTypeScripts, newestTypeScript, registryNode } from "./toolchains.js";

function fixture(manifest: object): string {
  const dir = mkdtempSync(join(tmpdir(), "perpkit-toolchains-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
  return dir;
}

describe("the consumer TypeScripts", () => {
  test("are the typescript-<major> aliases, oldest first", () => {
    const dir = fixture({
      devDependencies: {
        "typescript-7": "npm:typescript@7.0.2",
        "typescript-5": "npm:typescript@5.9.3",
        other: "1.0.0",
      },
    });
    expect(consumerTypeScripts(dir).map((t) => [t.major, t.version])).toEqual([
      [5, "5.9.3"],
      [7, "7.0.2"],
    ]);
    expect(newestTypeScript(dir).version).toBe("7.0.2");
  });

  test("an alias that names another major, or no exact version, is refused", () => {
    expect(() =>
      consumerTypeScripts(fixture({ devDependencies: { "typescript-6": "npm:typescript@7.0.2" } })),
    ).toThrow("typescript-6 names TypeScript 7.0.2");
    expect(() =>
      consumerTypeScripts(fixture({ devDependencies: { "typescript-6": "npm:typescript@^6" } })),
    ).toThrow('typescript-6 must be "npm:typescript@<x.y.z>"');
  });

  test("5.9, 6 and 7 are installed, each tsc answering its own version", () => {
    const found = consumerTypeScripts();
    expect(found.map((t) => t.major)).toEqual([5, 6, 7]);
    for (const ts of found) {
      const ran = spawnSync(ts.tsc, ["--version"], { encoding: "utf8" });
      expect(ran.stdout.trim()).toBe(`Version ${ts.version}`);
    }
  });
});

describe("the second Node", () => {
  test("is Node 24 from the registry, and runs", () => {
    const node = registryNode();
    if (process.platform !== "linux" || process.arch !== "x64") {
      expect(node).toBeUndefined();
      return;
    }
    expect(node?.version).toMatch(/^24\./);
    const ran = spawnSync(node?.node as string, ["-p", "process.versions.node"], {
      encoding: "utf8",
    });
    expect(ran.stdout.trim()).toBe(node?.version);
  });

  test("comes first on PATH and names the pass, so turbo caches the two passes apart", () => {
    const env = secondPassEnv("/opt/node24/bin", "24.21.0", { PATH: "/usr/bin", HOME: "/root" });
    expect(env).toEqual({
      PATH: "/opt/node24/bin:/usr/bin",
      HOME: "/root",
      PERPKIT_NODE_PASS: "24.21.0",
    });
  });

  test("runs the tests, the newcomer path and the demo", () => {
    expect(secondPassSteps.map((s) => s.name)).toEqual(["tests", "newcomer", "demo"]);
  });
});
