import { rmSync } from "node:fs";
import { join } from "node:path";
import { brokenLinks, publicDocEntries, runTypedoc } from "./docs.js";
import { reportJsdoc } from "./jsdoc.js";
import { seconds, tempDir } from "./pack.js";
import { packageArguments } from "./workspace.js";

// Every check runs, so one report shows every missing example, every TypeDoc warning and every
// broken link of the built site.
const only = packageArguments();
const jsdocOk = reportJsdoc(only);
const started = performance.now();
const site = join(tempDir("docs"), "api");
try {
  const typedocOk = await runTypedoc({ check: true, entries: publicDocEntries(only), out: site });
  console.log(`TypeDoc validation ${typedocOk ? "passed" : "FAILED"} in ${seconds(started)}`);
  const broken = typedocOk ? brokenLinks(site) : [];
  for (const link of broken.slice(0, 50)) console.log(`  - ${link}`);
  if (broken.length > 50) console.log(`  ... and ${broken.length - 50} more`);
  console.log(
    `Links of the HTML reference: ${broken.length === 0 ? "none broken" : `${broken.length} broken`}`,
  );
  if (!jsdocOk || !typedocOk || broken.length > 0) process.exitCode = 1;
} finally {
  rmSync(join(site, ".."), { recursive: true, force: true });
}
