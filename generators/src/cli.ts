import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateAll, targets } from "./index.js";
import { specFromDirectory } from "./spec.js";
import { writeGeneratedTree } from "./tree.js";

const { values } = parseArgs({ options: { target: { type: "string", multiple: true } } });
const chosen = values.target ? targets.filter((t) => values.target?.includes(t.name)) : targets;
if (values.target && chosen.length !== values.target.length) {
  console.error(`generate: unknown target; known: ${targets.map((t) => t.name).join(", ")}`);
  process.exit(2);
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const files = await generateAll(specFromDirectory(root), chosen);
const others = targets.filter((t) => !chosen.includes(t));
const diff = writeGeneratedTree(root, chosen, files, others);
const touched = diff.changed.length + diff.missing.length + diff.extra.length;
for (const p of diff.missing) console.log(`  created  ${p}`);
for (const p of diff.changed) console.log(`  updated  ${p}`);
for (const p of diff.extra) console.log(`  removed  ${p}`);
console.log(
  touched === 0
    ? `generate: ${files.length} files, all up to date`
    : `generate: ${files.length} files, ${touched} written or removed`,
);
