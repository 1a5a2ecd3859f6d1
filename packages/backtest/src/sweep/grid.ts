import { describeValue, formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import type { BotParameters, ParameterValue } from "./bot.js";

/**
 * The values one parameter takes in a sweep: a list, a range of whole numbers (`to` included,
 * `step` 1 by default), or a range of decimal strings (`to` included when on the step's grid),
 * counted in 9-decimal fixed point, never in JS numbers.
 *
 * @example
 * const spread: GridValues = { from: 1, to: 5, step: 2 }        // 1, 3, 5
 * const size: GridValues = { from: "0.01", to: "0.03", step: "0.01" } // "0.01", "0.02", "0.03"
 */
export type GridValues =
  | readonly ParameterValue[]
  | { readonly from: number; readonly to: number; readonly step?: number }
  | { readonly from: string; readonly to: string; readonly step: string };

/**
 * A sweep's grid: the values of each parameter it varies, by name. Parameters it leaves out keep
 * the bot's defaults.
 *
 * @example
 * const grid: SweepGrid = { spreadTicks: [1, 2, 3], requoteTicks: { from: 5, to: 15, step: 5 } }
 */
export type SweepGrid = Readonly<Record<string, GridValues>>;

/**
 * The most values one parameter of a grid may take.
 *
 * @example
 * if (values.length > MAX_GRID_VALUES) console.log("a coarser step")
 */
export const MAX_GRID_VALUES = 10_000;
/**
 * The most parameter sets a grid may make.
 *
 * @example
 * if (combinations > MAX_GRID_RUNS) console.log("split the sweep")
 */
export const MAX_GRID_RUNS = 1_000_000;

function integerRange(field: string, from: number, to: number, step: number): number[] {
  for (const [name, value] of [
    ["from", from],
    ["to", to],
    ["step", step],
  ] as const) {
    if (!Number.isSafeInteger(value)) {
      throw new ValidationError(
        `${field}.${name}`,
        `must be a whole number, got ${describeValue(value)}`,
      );
    }
  }
  if (step <= 0) throw new ValidationError(`${field}.step`, `must be above 0, got ${step}`);
  if (to < from)
    throw new ValidationError(`${field}.to`, `is ${to}, below from (${from}): the range is empty`);
  const count = Math.floor((to - from) / step) + 1;
  if (count > MAX_GRID_VALUES) {
    throw new ValidationError(
      field,
      `makes ${count} values, over the ${MAX_GRID_VALUES} a parameter may take`,
    );
  }
  return Array.from({ length: count }, (_, i) => from + i * step);
}

function decimalRange(field: string, from: string, to: string, step: string): string[] {
  const low = parseDecimal(from, `${field}.from`, { signed: true });
  const high = parseDecimal(to, `${field}.to`, { signed: true });
  const by = parseDecimal(step, `${field}.step`);
  if (by === 0n) throw new ValidationError(`${field}.step`, "must be above 0");
  if (high < low)
    throw new ValidationError(`${field}.to`, `is ${to}, below from (${from}): the range is empty`);
  const count = (high - low) / by + 1n;
  if (count > BigInt(MAX_GRID_VALUES)) {
    throw new ValidationError(
      field,
      `makes ${count} values, over the ${MAX_GRID_VALUES} a parameter may take`,
    );
  }
  const values: string[] = [];
  for (let v = low; v <= high; v += by) values.push(formatDecimal(v));
  return values;
}

/**
 * The values of one parameter of a grid, in order; `field` names it in errors. An empty list or
 * range, a value of another kind than the parameter's default, or a repeated value is a
 * ValidationError naming the parameter.
 *
 * @example
 * gridValues({ from: "0.1", to: "0.3", step: "0.1" }, "0.2", "grid.size") // ["0.1", "0.2", "0.3"]
 */
export function gridValues(
  values: GridValues,
  fallback: ParameterValue,
  field: string,
): ParameterValue[] {
  let list: ParameterValue[];
  if (Array.isArray(values)) {
    list = [...(values as readonly ParameterValue[])];
  } else if (typeof values === "object" && values !== null && "from" in values) {
    const range = values as { from: unknown; to: unknown; step?: unknown };
    if (typeof range.from === "string" || typeof range.to === "string") {
      if (typeof range.step !== "string") {
        throw new ValidationError(
          `${field}.step`,
          "must be a decimal string in a range of decimal strings",
        );
      }
      list = decimalRange(field, range.from as string, range.to as string, range.step);
    } else {
      list = integerRange(
        field,
        range.from as number,
        range.to as number,
        (range.step ?? 1) as number,
      );
    }
  } else {
    throw new ValidationError(
      field,
      `must be a list of values or a range { from, to, step }, got ${describeValue(values)}`,
    );
  }
  if (list.length === 0)
    throw new ValidationError(field, "is empty: a parameter of the grid takes at least one value");
  if (list.length > MAX_GRID_VALUES) {
    throw new ValidationError(
      field,
      `has ${list.length} values, over the ${MAX_GRID_VALUES} a parameter may take`,
    );
  }
  const seen = new Set<string>();
  for (const [i, value] of list.entries()) {
    checkKind(value, fallback, `${field}.${i}`);
    const key = JSON.stringify(value);
    if (seen.has(key)) throw new ValidationError(`${field}.${i}`, `repeats ${key}`);
    seen.add(key);
  }
  return list;
}

/** A value must be of its default's kind: a whole number for a number, a string, a flag. */
function checkKind(value: unknown, fallback: ParameterValue, field: string): void {
  const kind = typeof fallback;
  if (typeof value !== kind) {
    throw new ValidationError(
      field,
      `must be a ${kindName(kind)} as the parameter's default ${JSON.stringify(fallback)} is, got ${describeValue(value)}`,
    );
  }
  if (kind === "number" && !Number.isSafeInteger(value)) {
    throw new ValidationError(
      field,
      `must be a whole number, got ${describeValue(value)}: a fraction is a decimal string`,
    );
  }
}

function kindName(kind: string): string {
  return kind === "number"
    ? "whole number"
    : kind === "boolean"
      ? "flag (true or false)"
      : "string";
}

/**
 * Every parameter set of a grid over a bot's defaults, in the grid's order (the first parameter
 * varying slowest). An unknown parameter, an empty grid or a grid over {@link MAX_GRID_RUNS} sets
 * is a ValidationError naming it, before anything runs.
 *
 * @example
 * expandGrid({ spreadTicks: [1, 2] }, { spreadTicks: 1, requoteTicks: 10 })
 * // [{ spreadTicks: 1, requoteTicks: 10 }, { spreadTicks: 2, requoteTicks: 10 }]
 */
export function expandGrid(grid: SweepGrid, defaults: BotParameters): BotParameters[] {
  if (typeof grid !== "object" || grid === null || Array.isArray(grid)) {
    throw new ValidationError(
      "grid",
      `must be an object of parameters and their values, got ${describeValue(grid)}`,
    );
  }
  const names = Object.keys(grid);
  if (names.length === 0) {
    throw new ValidationError("grid", "is empty: name at least one parameter and its values");
  }
  const axes = names.map((name) => {
    const fallback = defaults[name];
    if (fallback === undefined) {
      const known = Object.keys(defaults);
      throw new ValidationError(
        `grid.${name}`,
        `is not a parameter of the bot (its parameters: ${known.join(", ") || "none"})`,
      );
    }
    return { name, values: gridValues(grid[name] as GridValues, fallback, `grid.${name}`) };
  });
  const total = axes.reduce((n, axis) => n * axis.values.length, 1);
  if (total > MAX_GRID_RUNS) {
    throw new ValidationError(
      "grid",
      `makes ${total} parameter sets, over the ${MAX_GRID_RUNS} a sweep may run`,
    );
  }
  let sets: Record<string, ParameterValue>[] = [{ ...defaults }];
  for (const axis of axes) {
    sets = sets.flatMap((set) => axis.values.map((value) => ({ ...set, [axis.name]: value })));
  }
  return sets;
}
