import { join } from "node:path";
import { repoRoot } from "../packages/workspace.js";
import { passNode, type RegistryNode } from "../toolchains/toolchains.js";
import { type TestProject, testProjects } from "./projects.js";
import type { Schedulable } from "./schedule.js";
import { pathFor, programEntry, scriptOnNode } from "./scripts.js";

/** The groups the report sums the parts of; docs/ci.md gives each part's budget. */
export const groups = {
  checks: "setup, type check, build, drift check, lint",
  tests: "the tests, on the workspace's Node",
  slow: "the property and soak tests",
  packages: "the package checks",
  node22: "the second pass, on Node 22",
  node24: "the third pass, on Node 24",
} as const;
export type Group = keyof typeof groups;

/** One part of `pnpm verify`: a command, the part it belongs to, and what it may take. */
export interface Part extends Schedulable {
  readonly group: Group;
  /** Seconds it may take on the 2-core CI machine, sharing it with one other part. */
  readonly budget: number;
  /** The program and its arguments (`pnpm` for a root script). */
  readonly argv: readonly string[];
  readonly cwd: string;
  /** Variables set for it on top of verify's own environment. */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * What each part may take, in seconds, measured on the CI machine (2 cores, two parts at a time)
 * and rounded up with some room. docs/ci.md's table is this one; a part that takes longer is
 * named at the end of `pnpm verify` and by `pnpm verify:timings`.
 */
export const budgets: Readonly<Record<string, number>> = {
  setup: 5,
  typecheck: 40,
  build: 45,
  pack: 15,
  generated: 15,
  lint: 10,
  "tests: packages/core": 25,
  "tests: packages/signing": 20,
  "tests: packages/rest": 30,
  "tests: packages/stream": 35,
  "tests: packages/candles": 15,
  "tests: packages/backtest": 85,
  "tests: packages/sandbox": 120,
  "tests: packages/cli": 140,
  "tests: generators": 30,
  "tests: tools": 150,
  "tests: harness": 5,
  "tests: examples/browser-trading": 20,
  "tests: examples/candles-chart": 20,
  "tests: examples/market-maker": 15,
  "tests: examples/quickstart": 15,
  "tests: examples/tick-to-order": 10,
  "slow: packages/signing": 60,
  "slow: packages/rest": 10,
  "slow: packages/stream": 25,
  "slow: packages/backtest": 30,
  "slow: tools": 300,
  "check:packages": 20,
  smoke: 80,
  newcomer: 50,
  size: 5,
  "check:docs": 25,
  "node22: packages/core": 25,
  "node22: packages/signing": 20,
  "node22: packages/rest": 30,
  "node22: packages/stream": 35,
  "node22: packages/candles": 15,
  "node22: packages/backtest": 95,
  "node22: packages/sandbox": 120,
  "node22: packages/cli": 150,
  "node22: examples/browser-trading": 20,
  "node22: examples/candles-chart": 20,
  "node22: examples/market-maker": 10,
  "node22: examples/quickstart": 15,
  "node22: examples/tick-to-order": 10,
  "node22: newcomer": 30,
  "node22: demo": 15,
  "node24: newcomer": 30,
  "node24: demo": 15,
};

function budgetOf(name: string): number {
  const budget = budgets[name];
  if (budget === undefined) throw new Error(`the part "${name}" has no budget in parts.ts`);
  return budget;
}

const checks = { group: "checks", cwd: repoRoot, env: {} } as const;
/** Where the pack part writes the tarballs, relative to the repository root. */
export const packedFolder = ".tmp/packed";
/** What a test part needs: the machine's programs, the packages built, the types checked. */
const afterChecks = ["setup", "typecheck", "build"];

function checkParts(): Part[] {
  return [
    { ...checks, name: "setup", argv: ["pnpm", "setup:machine"], budget: budgetOf("setup") },
    { ...checks, name: "typecheck", argv: ["pnpm", "typecheck"], budget: budgetOf("typecheck") },
    {
      ...checks,
      name: "build",
      // The public packages only: the examples' tests build their pages themselves.
      argv: ["pnpm", "exec", "turbo", "run", "build", "--filter=./packages/*", "--concurrency=1"],
      budget: budgetOf("build"),
    },
    {
      ...checks,
      name: "pack",
      // Every tarball, once: the package checks, the newcomer paths and the tools' install and
      // release tests copy these instead of packing again (PERPKIT_PACKED).
      argv: ["pnpm", "pack:all", "--out", packedFolder],
      needs: ["build"],
      budget: budgetOf("pack"),
    },
    {
      ...checks,
      name: "generated",
      argv: ["pnpm", "check:generated"],
      budget: budgetOf("generated"),
    },
    { ...checks, name: "lint", argv: ["pnpm", "lint"], budget: budgetOf("lint") },
  ];
}

/** A project's tests on the workspace's Node, through turbo (which caches them). */
function testPart(project: TestProject, group: "tests" | "slow"): Part {
  const name = `${group}: ${project.folder}`;
  const turbo = ["pnpm", "exec", "turbo", "run", "test", "--only", `--filter=${project.name}`];
  return {
    name,
    group,
    budget: budgetOf(name),
    // The tools' tests install and publish (dry) the tarballs.
    needs: project.folder === "tools" ? [...afterChecks, "pack"] : afterChecks,
    cwd: repoRoot,
    // The main suite leaves the property and soak tests out; their part names them.
    argv: group === "tests" ? turbo : [...turbo, "--", ...project.slowTests],
    env: {
      PERPKIT_TYPES_CHECKED: "1",
      ...(group === "tests" ? { PERPKIT_SUITE: "main" } : {}),
    },
  };
}

function scriptOf(project: TestProject, script: string): string {
  const text = (project.manifest as { scripts?: Record<string, string> }).scripts?.[script];
  if (text === undefined) throw new Error(`${project.name} has no ${script} script`);
  return text;
}

/**
 * The parts of one more Node: the main suite of every package and example, the newcomer path
 * with the newest TypeScript, and the demo; or, for a short pass, the last two only. Type tests
 * are left to the main pass (types do not depend on the runtime), and so are the property and
 * soak tests, which explore inputs and time: the code they go through is in the main suite.
 */
function nodeParts(
  node: RegistryNode,
  group: "node22" | "node24",
  projects: readonly TestProject[],
  short: boolean,
): Part[] {
  const env = {
    PATH: pathFor(node.binDir),
    PERPKIT_NODE_PASS: node.version,
    PERPKIT_SUITE: "main",
  };
  const runtime = projects.filter((p) => /^(packages|examples)\//.test(p.folder));
  const quickstart = projects.find((p) => p.folder === "examples/quickstart");
  if (quickstart === undefined) throw new Error("examples/quickstart is gone");
  const tests: Part[] = short
    ? []
    : runtime.map((project) => ({
        name: `${group}: ${project.folder}`,
        group,
        budget: budgetOf(`${group}: ${project.folder}`),
        needs: afterChecks,
        cwd: project.dir,
        argv: scriptOnNode(scriptOf(project, "test"), node.node),
        env,
      }));
  return [
    ...tests,
    {
      name: `${group}: newcomer`,
      group,
      budget: budgetOf(`${group}: newcomer`),
      needs: ["pack"],
      cwd: repoRoot,
      argv: [node.node, programEntry("tsx"), "tools/packages/newcomer.ts", "--newest-typescript"],
      env,
    },
    {
      name: `${group}: demo`,
      group,
      budget: budgetOf(`${group}: demo`),
      needs: [],
      cwd: quickstart.dir,
      argv: scriptOnNode(scriptOf(quickstart, "start"), node.node),
      env,
    },
  ];
}

/** The package checks: what a consumer installs, from the packed tarballs. */
export const packageChecks = ["check:packages", "smoke", "newcomer", "size", "check:docs"] as const;

/**
 * What is made once for the whole run, told to every part but the one that makes it: the build
 * (PERPKIT_BUILT: tools/packages/pack.ts and the CLI's tests then leave dist/ as it is, where a
 * build started beside the parts that read it could empty it) and the tarballs (PERPKIT_PACKED:
 * tools/packages/pack.ts copies them instead of packing again). A run of some groups only takes
 * the build for done, as it does every need from outside them: its parts build nothing either.
 */
export function madeOnce(parts: readonly Part[], root: string = repoRoot): Part[] {
  const made = [
    { part: "build", variable: "PERPKIT_BUILT", value: "1" },
    { part: "pack", variable: "PERPKIT_PACKED", value: join(root, packedFolder) },
  ].filter((m) => m.part === "build" || parts.some((p) => p.name === m.part));
  return parts.map((p) => {
    const env = { ...p.env };
    for (const m of made) if (p.name !== m.part && p.name !== "build") env[m.variable] = m.value;
    return { ...p, env };
  });
}

/** The other Nodes' passes, each left out (undefined) where its Node is not installed. */
export interface PassNodes {
  readonly node22: RegistryNode | undefined;
  readonly node24: RegistryNode | undefined;
}

/**
 * Every part of `pnpm verify`, highest priority first: the checks in their order, then the rest
 * longest first, so that the two cores finish together.
 */
export function verifyParts(
  projects: readonly TestProject[] = testProjects(),
  nodes: PassNodes = { node22: passNode(22), node24: passNode(24) },
): Part[] {
  const rest: Part[] = [
    ...projects.map((p) => testPart(p, "tests")),
    ...projects.filter((p) => p.slowTests.length > 0).map((p) => testPart(p, "slow")),
    ...packageChecks.map((name) => ({
      name,
      group: "packages" as const,
      budget: budgetOf(name),
      needs: ["setup", "pack"],
      argv: ["pnpm", name],
      cwd: repoRoot,
      env: {},
    })),
    ...(nodes.node22 ? nodeParts(nodes.node22, "node22", projects, false) : []),
    ...(nodes.node24 ? nodeParts(nodes.node24, "node24", projects, true) : []),
  ];
  return [...checkParts(), ...rest.sort((a, b) => b.budget - a.budget)];
}
