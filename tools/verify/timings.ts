import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../packages/workspace.js";
import { verifyParts } from "./parts.js";
import { budgetTable, formatTimings, type Timings, timingsFile } from "./report.js";

// `pnpm verify:timings`: where the last `pnpm verify` spent its minutes, part by part, against
// each part's budget. `--budgets` prints the budgets as docs/ci.md shows them instead.

const file = join(repoRoot, timingsFile);
if (process.argv.includes("--budgets")) {
  console.log(budgetTable(verifyParts()));
} else if (!existsSync(file)) {
  console.error(`no ${timingsFile} yet: run pnpm verify first`);
  process.exitCode = 1;
} else {
  const timings = JSON.parse(readFileSync(file, "utf8")) as Timings;
  console.log(`pnpm verify of ${timings.startedAt}\n`);
  console.log(formatTimings(timings));
}
