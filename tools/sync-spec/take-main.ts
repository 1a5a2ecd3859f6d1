import { appendFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { takeLiveChange } from "./take.js";

// `pnpm spec:take --network testnet --network mainnet [--from <folder>] [--body <file>]`: takes
// the live contract (see take.ts). In a GitHub Actions job it also sets the step's outputs
// `changed`, `title` and `body-path` for the pull request. When generation stops it writes the
// report (to --body, and to the job's summary) and exits 1: the job fails and opens nothing.

const { values } = parseArgs({
  options: {
    network: { type: "string", multiple: true },
    from: { type: "string" },
    source: { type: "string" },
    date: { type: "string" },
    body: { type: "string" },
    root: { type: "string" },
  },
});
const root = values.root ?? fileURLToPath(new URL("../../", import.meta.url));
try {
  const taken = await takeLiveChange({
    root,
    networks: values.network ?? ["testnet", "mainnet"],
    from: values.from,
    source: values.source,
    date: values.date,
  });
  if (values.body) writeFileSync(values.body, `${taken.body}\n`);
  console.log(taken.differs ? `${taken.title}\n\n${taken.body}` : taken.body);
  const output = process.env.GITHUB_OUTPUT;
  const changed = taken.differs && taken.stopped === undefined;
  if (output) {
    appendFileSync(
      output,
      `changed=${changed}\ntitle=${taken.title}\n${values.body ? `body-path=${values.body}\n` : ""}`,
    );
  }
  if (taken.stopped !== undefined) {
    const summary = process.env.GITHUB_STEP_SUMMARY;
    if (summary) appendFileSync(summary, `## ${taken.title}\n\n${taken.body}\n`);
    console.error(`spec:take: pnpm generate stops, so no pull request: ${taken.stopped}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`spec:take: ${(error as Error).message}`);
  process.exit(2);
}
