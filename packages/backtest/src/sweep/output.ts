import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { sweepPageHtml } from "./page.js";
import { checkMetric } from "./results/figures.js";
import { RESULT_FILES, writeResultStore, writeWhole } from "./results/store.js";
import { resultTables } from "./results/tables.js";
import type { RunResult, SweepResults } from "./results/types.js";

/**
 * Writes a sweep's results into `out`: `results.json` always; for a whole sweep (not a shard)
 * also the DuckDB database, the Parquet files and the page. Each file is written whole under a
 * name of its own and renamed into place. Results that cannot be read leave the folder as it
 * was; a metric the reports lack is refused after `results.json` (the runs' work is kept) and
 * before the rest. Answers the files written.
 *
 * @example
 * await writeSweepOutput(results, "sweep-out")
 */
export async function writeSweepOutput(results: SweepResults, out: string): Promise<string[]> {
  const whole = results.shard === null;
  const tables = whole ? resultTables(results) : [];
  const page = whole ? sweepPageHtml(results) : "";
  mkdirSync(out, { recursive: true });
  writeWhole(join(out, RESULT_FILES.results), `${JSON.stringify(results)}\n`);
  if (!whole) return [RESULT_FILES.results];
  const done = results.runs
    .filter((r) => r.report)
    .map((r) => r.report as NonNullable<RunResult["report"]>);
  checkMetric(results.plan.metric, done, "metric");
  await writeResultStore(results, out, tables);
  writeWhole(join(out, RESULT_FILES.page), page);
  const parquet = tables.map((t) => t.name).map((t) => `${RESULT_FILES.parquet}/${t}.parquet`);
  return [RESULT_FILES.results, RESULT_FILES.database, ...parquet, RESULT_FILES.page];
}
