import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  compareTree,
  generateAll,
  parseHeader,
  readGeneratedTree,
  specFromDirectory,
  targets,
} from "@perpkit/generators";

const { values } = parseArgs({ options: { target: { type: "string", multiple: true } } });
const chosen = values.target ? targets.filter((t) => values.target?.includes(t.name)) : targets;

const root = fileURLToPath(new URL("../../", import.meta.url));
const spec = specFromDirectory(root);
const expected = await generateAll(spec, chosen);
const actual = readGeneratedTree(root, chosen);
const diff = compareTree(expected, actual);

function why(path: string): string {
  const stale = parseHeader(actual.get(path) ?? "").filter((h) => {
    try {
      return spec.read(h.path).sha256 !== h.sha256;
    } catch {
      return true;
    }
  });
  return stale.length > 0
    ? `spec changed since it was generated: ${stale.map((h) => h.path).join(", ")}`
    : "edited by hand, or the generator changed";
}

const problems = [
  ...diff.changed.map((p) => `  differs  ${p}  (${why(p)})`),
  ...diff.missing.map((p) => `  missing  ${p}`),
  ...diff.extra.map((p) => `  extra    ${p}  (no spec file produces it)`),
];

if (problems.length > 0) {
  console.error(
    `check:generated: committed generated code does not match spec/:\n${problems.join("\n")}`,
  );
  console.error("\nFix: run `pnpm generate` and commit the result.");
  process.exit(1);
}
console.log(`check:generated: ${expected.length} generated files match spec/`);
