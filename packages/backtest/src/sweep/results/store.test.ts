import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, describe, expect, it } from "vitest";
import { handMadeResults } from "../../../test/hand-made.js";
import { writeSweepOutput } from "../output.js";
import { RESULT_FILES } from "./store.js";

const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "perpkit-sweep-store-"));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function query(database: string, sql: string) {
  const options = database === ":memory:" ? {} : { access_mode: "READ_ONLY" };
  const instance = await DuckDBInstance.create(database, options);
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe("a sweep's results in DuckDB and Parquet", () => {
  it("keeps each run's parameters, window and figures exactly, its fills and its equity", async () => {
    const out = scratch();
    await writeSweepOutput(handMadeResults(), out);
    const database = join(out, RESULT_FILES.database);
    const best = await query(
      database,
      "SELECT param_spread_ticks, param_size, sum(pnl_net) AS net, count(*) AS runs FROM runs GROUP BY ALL ORDER BY net DESC, param_size LIMIT 2",
    );
    expect(best).toEqual([
      { param_spread_ticks: "1", param_size: "0.010000000", net: "10.000000000", runs: "3" },
      { param_spread_ticks: "1", param_size: "0.020000000", net: "10.000000000", runs: "3" },
    ]);
    const fills = await query(
      database,
      "SELECT price, fee, maker, cause, markout_1000ms, markout_10000ms FROM fills LIMIT 1",
    );
    expect(fills).toEqual([
      {
        price: "60000.500000000",
        fee: "0.060000500",
        maker: true,
        cause: "recorded trade",
        markout_1000ms: "0.010000000",
        markout_10000ms: null,
      },
    ]);
    expect(await query(database, "SELECT count(*) AS n, min(equity) AS low FROM equity")).toEqual([
      { n: "36", low: "999997.000000000" },
    ]);
    const folds = await query(
      database,
      "SELECT fold, parameters, in_sample, out_of_sample FROM walk_forward ORDER BY fold",
    );
    expect(folds).toEqual([
      {
        fold: "1",
        parameters: '{"requoteTicks":10,"size":"0.01","spreadTicks":3}',
        in_sample: "7.000000000",
        out_of_sample: "-2.000000000",
      },
      {
        fold: "2",
        parameters: '{"requoteTicks":10,"size":"0.01","spreadTicks":1}',
        in_sample: "5.000000000",
        out_of_sample: "4.000000000",
      },
    ]);
    // The Parquet files hold the same rows.
    const parquet = join(out, RESULT_FILES.parquet, "runs.parquet");
    expect(
      await query(":memory:", `SELECT count(*) AS n, sum(pnl_net) AS net FROM '${parquet}'`),
    ).toEqual([{ n: "18", net: "27.000000000" }]);
  });

  it("writes the same Parquet files and page for the same results, byte for byte", async () => {
    const [a, b] = [scratch(), scratch()];
    await writeSweepOutput(handMadeResults(), a);
    await writeSweepOutput(handMadeResults(), b);
    for (const file of ["runs", "fills", "equity", "walk_forward"].map((t) =>
      join(RESULT_FILES.parquet, `${t}.parquet`),
    )) {
      expect(readFileSync(join(b, file)).equals(readFileSync(join(a, file)))).toBe(true);
    }
    expect(readFileSync(join(b, RESULT_FILES.page), "utf8")).toBe(
      readFileSync(join(a, RESULT_FILES.page), "utf8"),
    );
    expect(readFileSync(join(b, RESULT_FILES.results), "utf8")).toBe(
      readFileSync(join(a, RESULT_FILES.results), "utf8"),
    );
  });

  it("leaves no database and no half-written Parquet file when the database refuses a value", async () => {
    const out = scratch();
    const results = handMadeResults();
    const last = results.runs[results.runs.length - 1] as (typeof results.runs)[number];
    const report = last.report as NonNullable<typeof last.report>;
    // 10^30 USD does not fit DECIMAL(38,9): the last row of equity fails, inside the transaction.
    const huge = {
      ...report,
      equity: { ...report.equity, curve: [[last.window.from, `1${"0".repeat(30)}`] as const] },
    };
    const broken = { ...results, runs: [...results.runs.slice(0, -1), { ...last, report: huge }] };
    await expect(writeSweepOutput(broken as typeof results, out)).rejects.toThrow();
    expect(existsSync(join(out, RESULT_FILES.database))).toBe(false);
    expect(readdirSync(out).filter((f) => f !== RESULT_FILES.results)).toEqual([]);
  });

  it("writes nothing for results it cannot read", async () => {
    const out = scratch();
    const results = handMadeResults();
    const [first, ...rest] = results.runs;
    const report = first?.report as NonNullable<NonNullable<typeof first>["report"]>;
    const badFill = { ...report.fills, list: [{ ...report.fills.list[0], price: "60,000" }] };
    const broken = {
      ...results,
      runs: [{ ...first, report: { ...report, fills: badFill } }, ...rest],
    };
    await expect(writeSweepOutput(broken as typeof results, out)).rejects.toThrow(/decimal/);
    expect(readdirSync(out)).toEqual([]);
  });

  it("refuses a metric the reports do not have, keeping the runs' results.json only", async () => {
    const out = scratch();
    const results = handMadeResults();
    const wrong = { ...results, plan: { ...results.plan, metric: "pnl.nett" } };
    await expect(writeSweepOutput(wrong, out)).rejects.toThrow(
      /metric is "pnl.nett", not a figure of the reports \(pnl.realized/,
    );
    expect(readdirSync(out)).toEqual([RESULT_FILES.results]);
  });
});
