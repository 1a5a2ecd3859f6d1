import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { formatReport } from "./report.js";
import { runSoak, type SoakMix } from "./soak.js";

// pnpm --filter @perpkit/stream soak --minutes 60 [--seed 7] [--mix chaos|storm|refuse]
//   [--every 30] [--scale 1] [--books 4] [--tickers 2] [--json report.json]
// Exits 1 when a live book differed from the reference or a fault outlasted the bound.

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    seed: { type: "string", default: "1" },
    mix: { type: "string", default: "chaos" },
    every: { type: "string", default: "30" },
    scale: { type: "string", default: "1" },
    books: { type: "string", default: "4" },
    tickers: { type: "string" },
    json: { type: "string" },
  },
});

const mix = values.mix as SoakMix;
if (!["chaos", "storm", "refuse"].includes(mix)) {
  console.error(`--mix must be chaos, storm or refuse, got ${values.mix}`);
  process.exit(2);
}
const report = await runSoak({
  seed: Number(values.seed),
  minutes: Number(values.minutes),
  mix,
  everySeconds: Number(values.every),
  scale: Number(values.scale),
  books: Number(values.books),
  // The storm watches enough topics for the reconnects' share of the budget to bind.
  tickers: Number(values.tickers ?? (mix === "chaos" ? 2 : 8)),
  log: (line) => console.log(line),
});
console.log(formatReport(report));
if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.wrong > 0 || report.overBound.length > 0 ? 1 : 0);
