import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { targets } from "@perpkit/generators";
import { checkGenerated } from "./check.js";

const { values } = parseArgs({ options: { target: { type: "string", multiple: true } } });
const chosen = values.target ? targets.filter((t) => values.target?.includes(t.name)) : targets;
const root = fileURLToPath(new URL("../../", import.meta.url));

const result = await checkGenerated(root, chosen);
if (!result.ok) {
  console.error(
    `check:generated: committed generated code does not match spec/:\n${result.problems.join("\n")}`,
  );
  console.error("\nFix: run `pnpm generate` and commit the result.");
  process.exit(1);
}
console.log(`check:generated: ${result.checked} generated files match spec/`);
