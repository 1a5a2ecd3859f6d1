// `pnpm routes`: each route's hand-written modules, the ones that decide something about its
// input, and whether CONTRIBUTING.md lists them as they are (routes.ts says how they are counted).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../packages/workspace.js";
import { closureOf, listedRoute, routes, traceOf } from "./routes.js";

const markdown = readFileSync(join(repoRoot, "CONTRIBUTING.md"), "utf8");
let ok = true;
for (const route of routes) {
  const { handWritten, generated } = await closureOf(route);
  const { ran, deciding, unsteady } = await traceOf(route);
  const listed = listedRoute(markdown, route.name);
  console.log(
    `\n${route.title} (${route.name}): import { ${route.imports.join(", ")} } from "${route.entry}"`,
  );
  console.log(
    `  ${handWritten.length} hand-written modules reach the bundle (limit ${route.limits.files}), ${generated.length} generated; ${ran.length} run up to the request; ${deciding.length} decide (limit ${route.limits.deciding})`,
  );
  for (const file of handWritten) {
    const marks = [
      deciding.includes(file) ? "decides" : "",
      unsteady.includes(file) ? "unsteady" : "",
    ];
    console.log(
      `  ${file}${marks
        .filter(Boolean)
        .map((m) => ` (${m})`)
        .join("")}`,
    );
  }
  const missing = handWritten.filter((f) => !listed.files.includes(f));
  const extra = listed.files.filter((f) => !handWritten.includes(f));
  const marks = deciding.join() !== listed.deciding.join();
  if (missing.length > 0) console.log(`  CONTRIBUTING.md does not list: ${missing.join(", ")}`);
  if (extra.length > 0)
    console.log(`  CONTRIBUTING.md lists what the route no longer reaches: ${extra.join(", ")}`);
  if (marks)
    console.log(`  CONTRIBUTING.md marks as deciding: ${listed.deciding.join(", ") || "none"}`);
  const within =
    handWritten.length <= route.limits.files && deciding.length <= route.limits.deciding;
  ok &&= within && missing.length === 0 && extra.length === 0 && !marks;
}
console.log(ok ? "\nroutes: as listed" : "\nroutes: FAILED");
if (!ok) process.exitCode = 1;
