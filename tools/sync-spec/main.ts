import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generatedImpact, generatedNotes } from "./impact.js";
import { formatReport, syncUpstream } from "./sync.js";

const { values } = parseArgs({
  options: {
    network: { type: "string" },
    url: { type: "string" },
    from: { type: "string" },
    source: { type: "string" },
    date: { type: "string" },
    check: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    root: { type: "string" },
  },
});
const root = values.root ?? fileURLToPath(new URL("../../", import.meta.url));
try {
  const result = await syncUpstream({
    root,
    network: values.network,
    url: values.url,
    from: values.from,
    source: values.source,
    date: values.date,
    check: values.check,
  });
  const replaced = Object.fromEntries(
    result.documents.filter((d) => d.changed).map((d) => [d.file, d.text]),
  );
  let impact: string[] = [];
  let notes: string[] = [];
  if (result.differs) {
    try {
      impact = await generatedImpact(root, replaced);
      notes = generatedNotes(root, replaced);
    } catch (error) {
      impact = [`pnpm generate would fail: ${(error as Error).message}`];
    }
  }
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          ...result,
          documents: result.documents.map(({ text: _text, ...d }) => d),
          impact,
          notes,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(formatReport(result, impact, notes));
    if (!values.check && result.differs) {
      console.log(`\nspec:sync: wrote ${result.written.join(", ")}`);
      console.log("Next: pnpm generate, then review git diff and the report above.");
    } else if (!result.differs) {
      console.log("\nspec:sync: the snapshots match the live contract");
    }
  }
  if (values.check && result.differs) {
    if (!values.json)
      console.error("spec:sync --check: the live contract differs from the snapshots");
    process.exit(1);
  }
} catch (error) {
  console.error(`spec:sync: ${(error as Error).message}`);
  process.exit(2);
}
