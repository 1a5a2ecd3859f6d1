import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { RegistryNode } from "../toolchains/toolchains.js";
import { budgets, madeOnce, verifyParts } from "./parts.js";
import { isSlowTest, testProjects } from "./projects.js";
import { pathFor, programEntry, scriptOnNode } from "./scripts.js";

const node = (major: number, version: string): RegistryNode => ({
  major,
  version,
  node: `/opt/node-${major}/bin/node`,
  binDir: `/opt/node-${major}/bin`,
  installed: true,
});
const nodes = { node22: node(22, "22.23.3"), node24: node(24, "24.21.0") };
const parts = verifyParts(testProjects(), nodes);
const named = (name: string) => parts.find((p) => p.name === name);

describe("the parts of pnpm verify", () => {
  test("every project's tests are a part, its property, soak and slow tests another", () => {
    for (const project of testProjects()) {
      const main = named(`tests: ${project.folder}`);
      expect(main?.env.PERPKIT_SUITE).toBe("main");
      expect(main?.argv).toContain(`--filter=${project.name}`);
      const slow = named(`slow: ${project.folder}`);
      if (project.slowTests.length === 0) expect(slow).toBeUndefined();
      else expect(slow?.argv.slice(-project.slowTests.length)).toEqual(project.slowTests);
    }
    expect(named("slow: packages/signing")?.argv).toContain("src/curve/curve.property.test.ts");
    expect(named("slow: packages/backtest")?.argv).toEqual(
      expect.arrayContaining([
        "test/replay/large-recordings.slow.test.ts",
        "test/replay/hostile-recordings.slow.test.ts",
        "test/replay/property.test.ts",
      ]),
    );
  });

  test("property, soak and slow tests are told apart by name, as vitest.shared.ts leaves them out", () => {
    expect(isSlowTest("src/curve.property.test.ts")).toBe(true);
    expect(isSlowTest("test/replay/property.test.ts")).toBe(true);
    expect(isSlowTest("test/soak/soak.test.ts")).toBe(true);
    expect(isSlowTest("test/replay/large-recordings.slow.test.ts")).toBe(true);
    expect(isSlowTest("src/decimal.test.ts")).toBe(false);
    expect(isSlowTest("src/soaked.test.ts")).toBe(false);
    expect(isSlowTest("test/slow-consumer.test.ts")).toBe(false);
  });

  test("the checks come first; the rest longest first", () => {
    expect(parts.slice(0, 6).map((p) => p.name)).toEqual([
      "setup",
      "typecheck",
      "build",
      "pack",
      "generated",
      "lint",
    ]);
    const rest = parts.slice(6).map((p) => p.budget);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  test("the Node 22 pass runs every package's and example's main suite, the newcomer path and the demo", () => {
    const pass = parts.filter((p) => p.group === "node22").map((p) => p.name);
    const runtime = testProjects().filter((p) => /^(packages|examples)\//.test(p.folder));
    expect(pass.sort()).toEqual(
      [...runtime.map((p) => `node22: ${p.folder}`), "node22: newcomer", "node22: demo"].sort(),
    );
  });

  test("the Node 24 pass runs the newcomer path and the demo", () => {
    expect(parts.filter((p) => p.group === "node24").map((p) => p.name)).toEqual([
      "node24: newcomer",
      "node24: demo",
    ]);
  });

  test("a pass starts its programs with its own Node, which PATH finds first, and names it", () => {
    for (const part of parts.filter((p) => p.group === "node22" || p.group === "node24")) {
      const own = part.group === "node22" ? nodes.node22 : nodes.node24;
      expect(part.argv[0]).toBe(own.node);
      expect(existsSync(part.argv[1] as string)).toBe(true);
      expect(part.env.PATH?.split(":")[0]).toBe(own.binDir);
      expect(part.env.PATH).not.toMatch(/node_modules\/\.bin/);
      expect(part.env.PERPKIT_NODE_PASS).toBe(own.version);
      expect(part.env.PERPKIT_SUITE).toBe("main");
    }
    expect(named("node22: packages/core")?.argv.slice(2)).toEqual(["run"]);
  });

  test("a pass whose Node is not installed here has no parts", () => {
    const without = verifyParts(testProjects(), { node22: undefined, node24: undefined });
    expect(without.filter((p) => p.group === "node22" || p.group === "node24")).toEqual([]);
  });

  test("what the build and the pack parts make once, the other parts are told of", () => {
    const told = madeOnce(parts, "/repo");
    const env = (name: string) => told.find((p) => p.name === name)?.env ?? {};
    expect(env("build")).toEqual({});
    expect(env("pack")).toEqual({ PERPKIT_BUILT: "1" });
    expect(env("smoke")).toEqual({ PERPKIT_BUILT: "1", PERPKIT_PACKED: "/repo/.tmp/packed" });
    expect(named("pack")?.argv).toEqual(["pnpm", "pack:all", "--out", ".tmp/packed"]);
    // A group run alone takes the build for done: none of its parts builds beside the others.
    const alone = parts.filter((p) => p.group === "packages");
    expect(madeOnce(alone).every((p) => p.env.PERPKIT_BUILT === "1")).toBe(true);
    expect(madeOnce(alone).some((p) => "PERPKIT_PACKED" in p.env)).toBe(false);
  });

  test("every budget belongs to a part", () => {
    const names = new Set(parts.map((p) => p.name));
    expect(Object.keys(budgets).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe("a script on another Node", () => {
  test("starts the program's JavaScript with that Node", () => {
    expect(scriptOnNode("vitest run", "/n/node", (p) => `/root/${p}.mjs`)).toEqual([
      "/n/node",
      "/root/vitest.mjs",
      "run",
    ]);
    expect(programEntry("vitest")).toMatch(/node_modules\/vitest\/vitest\.mjs$/);
    expect(programEntry("tsx")).toMatch(/node_modules\/tsx\/dist\/cli\.mjs$/);
  });

  test("is refused when it is more than one program with plain arguments", () => {
    expect(() => scriptOnNode("vitest run && echo", "/n")).toThrow("more than one program");
    expect(() => scriptOnNode('tsx "a b"', "/n")).toThrow("more than one program");
  });

  test("has its Node first on PATH, and no command shim that would start another", () => {
    expect(pathFor("/n/bin", "/w/node_modules/.bin:/w/packages/x/node_modules/.bin:/usr/bin")).toBe(
      "/n/bin:/usr/bin",
    );
  });
});
