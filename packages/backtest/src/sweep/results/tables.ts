import { parseDecimal } from "@perpkit/core";
import { MARKOUT_HORIZONS } from "../../report/report-types.js";
import { walkForward } from "../analysis.js";
import { canonicalJson } from "../canonical.js";
import { figureColumn, reportFigures } from "./figures.js";
import type { SweepResults } from "./types.js";

/**
 * A column's SQL type in the results database and its Parquet files.
 *
 * @example
 * const type: ColumnType = "DECIMAL(38,9)"
 */
export type ColumnType =
  | "VARCHAR"
  | "BIGINT"
  | "DOUBLE"
  | "BOOLEAN"
  | "DECIMAL(38,9)"
  | "TIMESTAMP";

/**
 * One cell: text, a whole number, a flag, a decimal (in 9-decimal fixed point), a time (epoch
 * ms) or nothing.
 *
 * @example
 * const cell: Cell = { decimal: 1500000000n }
 */
export type Cell =
  | string
  | number
  | boolean
  | null
  | { readonly decimal: bigint }
  | { readonly ms: number };

/**
 * A table of the results: its name, its columns and its rows, in a fixed order.
 *
 * @example
 * const [runs, fills, equity, folds]: ResultTable[] = resultTables(results)
 */
export interface ResultTable {
  readonly name: "runs" | "fills" | "equity" | "walk_forward";
  readonly columns: readonly { readonly name: string; readonly type: ColumnType }[];
  readonly rows: readonly (readonly Cell[])[];
}

const decimal = (text: string | null | undefined): Cell =>
  text === null || text === undefined
    ? null
    : { decimal: parseDecimal(text, "decimal", { signed: true }) };

/** A parameter's column type: of its values over every run. */
function parameterType(values: readonly unknown[]): ColumnType {
  if (values.every((v) => typeof v === "number")) return "BIGINT";
  if (values.every((v) => typeof v === "boolean")) return "BOOLEAN";
  if (values.every((v) => typeof v === "string" && /^-?\d+(\.\d{1,9})?$/.test(v)))
    return "DECIMAL(38,9)";
  return "VARCHAR";
}

function parameterCell(type: ColumnType, value: unknown): Cell {
  if (value === undefined) return null;
  return type === "DECIMAL(38,9)" ? decimal(value as string) : (value as Cell);
}

function runsTable(results: SweepResults): ResultTable {
  const names = Object.keys(results.plan.bot.params);
  const types = names.map((n) => parameterType(results.runs.map((r) => r.params[n])));
  const figures = new Map<string, ColumnType>();
  for (const run of results.runs) {
    if (!run.report) continue;
    for (const [path, value] of reportFigures(run.report)) {
      const type: ColumnType =
        typeof value === "string"
          ? "DECIMAL(38,9)"
          : Number.isSafeInteger(value)
            ? "BIGINT"
            : "DOUBLE";
      const before = figures.get(path);
      figures.set(path, before === undefined || before === type ? type : "DOUBLE");
    }
  }
  const columns = [
    { name: "sweep_id", type: "VARCHAR" as const },
    { name: "run_id", type: "VARCHAR" as const },
    { name: "status", type: "VARCHAR" as const },
    { name: "error", type: "VARCHAR" as const },
    { name: "parameters", type: "VARCHAR" as const },
    ...names.map((n, i) => ({ name: `param_${figureColumn(n)}`, type: types[i] as ColumnType })),
    { name: "symbols", type: "VARCHAR" as const },
    { name: "window_from", type: "TIMESTAMP" as const },
    { name: "window_to", type: "TIMESTAMP" as const },
    { name: "warnings", type: "BIGINT" as const },
    ...[...figures].map(([path, type]) => ({ name: figureColumn(path), type })),
  ];
  const rows = results.runs.map((run) => {
    const values = run.report ? reportFigures(run.report) : new Map<string, string | number>();
    return [
      results.sweepId,
      run.id,
      run.status,
      run.error ? `${run.error.name}: ${run.error.message}` : null,
      canonicalJson(run.params),
      ...names.map((n, i) => parameterCell(types[i] as ColumnType, run.params[n])),
      run.symbols.join(","),
      { ms: run.window.from },
      { ms: run.window.to },
      run.warnings.length,
      ...[...figures].map(([path, type]) => {
        const value = values.get(path);
        return value === undefined
          ? null
          : type === "DECIMAL(38,9)"
            ? decimal(value as string)
            : (value as number);
      }),
    ];
  });
  return { name: "runs", columns, rows };
}

function fillsTable(results: SweepResults): ResultTable {
  const horizons = MARKOUT_HORIZONS.map(String);
  const columns = [
    { name: "run_id", type: "VARCHAR" as const },
    { name: "seq", type: "BIGINT" as const },
    { name: "time", type: "TIMESTAMP" as const },
    { name: "symbol", type: "VARCHAR" as const },
    { name: "side", type: "VARCHAR" as const },
    { name: "price", type: "DECIMAL(38,9)" as const },
    { name: "quantity", type: "DECIMAL(38,9)" as const },
    { name: "fee", type: "DECIMAL(38,9)" as const },
    { name: "maker", type: "BOOLEAN" as const },
    { name: "cause", type: "VARCHAR" as const },
    { name: "queue_ahead", type: "DECIMAL(38,9)" as const },
    { name: "mid", type: "DECIMAL(38,9)" as const },
    ...horizons.map((h) => ({ name: `markout_${h}ms`, type: "DECIMAL(38,9)" as const })),
  ];
  const rows = results.runs.flatMap((run) =>
    (run.report?.fills.list ?? []).map((f, seq) => [
      run.id,
      seq,
      { ms: f.time },
      f.symbol,
      f.side,
      decimal(f.price),
      decimal(f.quantity),
      decimal(f.fee),
      f.maker,
      f.cause,
      decimal(f.queueAhead),
      decimal(f.mid),
      ...horizons.map((h) => decimal(f.markouts[h])),
    ]),
  );
  return { name: "fills", columns, rows };
}

function equityTable(results: SweepResults): ResultTable {
  const columns = [
    { name: "run_id", type: "VARCHAR" as const },
    { name: "seq", type: "BIGINT" as const },
    { name: "time", type: "TIMESTAMP" as const },
    { name: "equity", type: "DECIMAL(38,9)" as const },
  ];
  const rows = results.runs.flatMap((run) =>
    (run.report?.equity.curve ?? []).map(([time, equity], seq) => [
      run.id,
      seq,
      { ms: time },
      decimal(equity),
    ]),
  );
  return { name: "equity", columns, rows };
}

function walkForwardTable(results: SweepResults): ResultTable {
  const columns = [
    { name: "fold", type: "BIGINT" as const },
    { name: "metric", type: "VARCHAR" as const },
    { name: "train_from", type: "TIMESTAMP" as const },
    { name: "train_to", type: "TIMESTAMP" as const },
    { name: "test_from", type: "TIMESTAMP" as const },
    { name: "test_to", type: "TIMESTAMP" as const },
    { name: "parameters", type: "VARCHAR" as const },
    { name: "in_sample", type: "DECIMAL(38,9)" as const },
    { name: "out_of_sample", type: "DECIMAL(38,9)" as const },
  ];
  const rows = walkForward(results).map((f) => [
    f.fold,
    results.plan.metric,
    { ms: f.train.from },
    { ms: f.train.to },
    { ms: f.test.from },
    { ms: f.test.to },
    f.params ? canonicalJson(f.params) : null,
    decimal(f.inSample),
    decimal(f.outOfSample),
  ]);
  return { name: "walk_forward", columns, rows };
}

/**
 * The tables of a sweep's results: `runs` (one row a run: its parameters, markets, window,
 * status and every figure of its report), `fills` (every fill of every run), `equity` (each
 * run's equity samples) and `walk_forward` (one row a fold), rows in run-id and time order.
 *
 * @example
 * for (const table of resultTables(results)) console.log(table.name, table.rows.length)
 */
export function resultTables(results: SweepResults): ResultTable[] {
  return [runsTable(results), fillsTable(results), equityTable(results), walkForwardTable(results)];
}
