import { spawnSync } from "node:child_process";
import { seconds } from "./pack.js";
import { repoRoot } from "./workspace.js";

/** The package checks verify:packages runs, each as its root script; all run even when one fails. */
export const packageChecks = ["check:packages", "smoke", "newcomer", "size", "check:docs"] as const;

function main(): void {
  const started = performance.now();
  const results: { name: string; ok: boolean; time: string }[] = [];
  for (const name of packageChecks) {
    const start = performance.now();
    console.log(`\n> pnpm ${name}`);
    const run = spawnSync("pnpm", [name], { cwd: repoRoot, stdio: "inherit" });
    results.push({ name, ok: run.status === 0, time: seconds(start) });
  }
  console.log("\nverify:packages");
  for (const r of results)
    console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name.padEnd(15)} ${r.time}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `${failed === 0 ? "passed" : `FAILED (${failed} of ${results.length})`} in ${seconds(started)}`,
  );
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
