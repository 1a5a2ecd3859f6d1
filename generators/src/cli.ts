import { fileURLToPath } from "node:url";
import { generateAll, targets } from "./index.js";
import { specFromDirectory } from "./spec.js";
import { writeGeneratedTree } from "./tree.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const files = await generateAll(specFromDirectory(root));
const diff = writeGeneratedTree(root, targets, files);
const touched = diff.changed.length + diff.missing.length + diff.extra.length;
for (const p of diff.missing) console.log(`  created  ${p}`);
for (const p of diff.changed) console.log(`  updated  ${p}`);
for (const p of diff.extra) console.log(`  removed  ${p}`);
console.log(
  touched === 0
    ? `generate: ${files.length} files, all up to date`
    : `generate: ${files.length} files, ${touched} written or removed`,
);
