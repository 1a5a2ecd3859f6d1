// `pnpm routes`: each route's hand-written modules, the ones that decide something about its
// input, and whether docs/routes.md lists them as they are (routes.ts says how they are counted).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../packages/workspace.js";
import { checkRoute, type RouteReport } from "./check.js";
import { routes } from "./routes.js";

/** The route's counts, against its limits. */
function summary({ route, files, bundle, trace }: RouteReport): string {
  const counted =
    route.closure === "ran"
      ? `${files.length} hand-written modules run for the input (limit ${route.limits.files}); the bundle of the line holds ${bundle.handWritten.length}, and ${bundle.generated.length} generated`
      : `${files.length} hand-written modules reach the bundle (limit ${route.limits.files}), ${bundle.generated.length} generated; ${trace.ran.length} run for the input`;
  return `  ${counted}; ${trace.deciding.length} decide (limit ${route.limits.deciding})`;
}

const markdown = readFileSync(join(repoRoot, "docs/routes.md"), "utf8");
let ok = true;
for (const route of routes) {
  const report = await checkRoute(route, markdown);
  const { files, trace, problems } = report;
  console.log(
    `\n${route.title} (${route.name}, ${route.platform ?? "browser"}): import { ${route.imports.join(", ")} } from "${route.entry}"`,
  );
  console.log(summary(report));
  for (const file of files) {
    const marks = [
      trace.deciding.includes(file) ? "decides" : "",
      trace.unsteady.includes(file) ? "unsteady" : "",
      route.closure !== "ran" && !trace.ran.includes(file) ? "does not run" : "",
    ];
    console.log(
      `  ${file}${marks
        .filter(Boolean)
        .map((m) => ` (${m})`)
        .join("")}`,
    );
  }
  for (const problem of problems) console.log(`  ! ${problem}`);
  ok &&= problems.length === 0;
}
console.log(ok ? "\nroutes: as listed" : "\nroutes: FAILED");
if (!ok) process.exitCode = 1;
