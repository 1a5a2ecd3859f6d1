import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type DuckDBAppender,
  DuckDBDecimalValue,
  DuckDBInstance,
  DuckDBTimestampValue,
} from "@duckdb/node-api";
import { type Cell, type ColumnType, type ResultTable, resultTables } from "./tables.js";
import type { SweepResults } from "./types.js";

/**
 * The files of a sweep's results, under its output folder.
 *
 * @example
 * const page = join("sweep-out", RESULT_FILES.page) // "sweep-out/sweep.html"
 */
export const RESULT_FILES = {
  results: "results.json",
  database: "sweep.duckdb",
  parquet: "parquet",
  page: "sweep.html",
} as const;

function append(appender: DuckDBAppender, type: ColumnType, cell: Cell): void {
  if (cell === null) appender.appendNull();
  else if (typeof cell === "object") {
    if ("decimal" in cell) appender.appendDecimal(new DuckDBDecimalValue(cell.decimal, 38, 9));
    else appender.appendTimestamp(new DuckDBTimestampValue(BigInt(cell.ms) * 1000n));
  } else if (typeof cell === "boolean") appender.appendBoolean(cell);
  else if (typeof cell === "number") {
    if (type === "DOUBLE") appender.appendDouble(cell);
    else appender.appendBigInt(BigInt(cell));
  } else appender.appendVarchar(cell);
}

async function fill(
  connection: Awaited<ReturnType<DuckDBInstance["connect"]>>,
  table: ResultTable,
) {
  const columns = table.columns.map((c) => `"${c.name}" ${c.type}`).join(", ");
  await connection.run(`CREATE TABLE ${table.name} (${columns})`);
  const appender = await connection.createAppender(table.name);
  for (const row of table.rows) {
    for (const [i, cell] of row.entries()) {
      append(appender, (table.columns[i] as { type: ColumnType }).type, cell);
    }
    appender.endRow();
  }
  appender.closeSync();
}

/** Text written whole or not at all: to a name of its own beside the file, then renamed over it. */
export function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.partial`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Writes a sweep's results into `out`: the DuckDB database (`sweep.duckdb`) and a Parquet file
 * a table (`parquet/<table>.parquet`), each built under a temporary name and renamed into place
 * once complete, so that a database or a Parquet file is there whole or not at all. Parquet
 * files of the same results are the same, byte for byte.
 *
 * @example
 * await writeResultStore(results, "out")
 */
export async function writeResultStore(
  results: SweepResults,
  out: string,
  tables: readonly ResultTable[] = resultTables(results),
): Promise<void> {
  const partial = join(out, `.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(join(partial, RESULT_FILES.parquet), { recursive: true });
  try {
    const database = join(partial, RESULT_FILES.database);
    const instance = await DuckDBInstance.create(database);
    const connection = await instance.connect();
    try {
      await connection.run("BEGIN TRANSACTION");
      for (const table of tables) await fill(connection, table);
      await connection.run("COMMIT");
      for (const table of tables) {
        const order =
          table.name === "walk_forward" ? "fold" : table.name === "runs" ? "run_id" : "run_id, seq";
        const file = join(partial, RESULT_FILES.parquet, `${table.name}.parquet`).replaceAll(
          "'",
          "''",
        );
        await connection.run(
          `COPY (SELECT * FROM ${table.name} ORDER BY ${order}) TO '${file}' (FORMAT parquet)`,
        );
      }
      await connection.run("CHECKPOINT");
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
    mkdirSync(join(out, RESULT_FILES.parquet), { recursive: true });
    for (const table of tables) {
      const name = join(RESULT_FILES.parquet, `${table.name}.parquet`);
      renameSync(join(partial, name), join(out, name));
    }
    rmSync(join(out, `${RESULT_FILES.database}.wal`), { force: true });
    renameSync(database, join(out, RESULT_FILES.database));
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
