import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { basename, join, relative } from "node:path";

/**
 * The report of `pnpm bench --json`: every figure beside the baseline it was measured against in
 * the same run, so a regression shows as a ratio whatever the machine's speed that day.
 */
export interface BenchReport {
  /** One entry per bench script, by suite id ("signing/sign"); a later run replaces its own. */
  readonly suites: Record<string, SuiteReport>;
}

/** The machine a suite ran on. */
export interface MachineInfo {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGb: number;
  readonly node: string;
  readonly platform: string;
  /** 1-minute load average when the suite started and when it last recorded. */
  readonly load: { readonly start: number; readonly end: number };
}

/** The figures of one bench script, measured in one process. */
export interface SuiteReport {
  /** "<package folder>/<script name without .bench.ts>", e.g. "signing/sign". */
  readonly suite: string;
  readonly package: string;
  /** The script, relative to its package. */
  readonly script: string;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly machine: MachineInfo;
  readonly groups: readonly GroupReport[];
}

/** One measured figure. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  /** "ops/s", "orders/s", "ms", ... */
  readonly unit: string;
  /** Whether more is better (a rate) or less (a latency). */
  readonly better: "higher" | "lower";
  /** How much better than the group's baseline: value / baseline for rates, the inverse otherwise. */
  readonly ratio: number;
  /** The lowest and highest ratio over the rounds, when the group ran in rounds. */
  readonly ratioRange?: readonly [number, number] | undefined;
  /**
   * How many times the group's floor it takes, when the group has one: its value over the floor's
   * for a latency, the floor's over its own for a rate (1 is the floor itself).
   */
  readonly floorRatio?: number | undefined;
  /** Relative standard deviation of the per-slice rates, in percent, when measured in slices. */
  readonly rme?: number | undefined;
  readonly samples?: number | undefined;
}

/**
 * A goal on a figure: at least `atLeast` times the baseline, at most `withinFloor` times the
 * group's floor, or at least an absolute value.
 */
export interface Goal {
  /** The figure's name. */
  readonly figure: string;
  /** Minimum ratio to the group's baseline. */
  readonly atLeast?: number | undefined;
  /** Maximum times the group's floor (its `floorRatio`). */
  readonly withinFloor?: number | undefined;
  /** Minimum value in the figure's unit (for a "lower" figure: maximum). */
  readonly value?: number | undefined;
}

/** A goal and whether this run met it. */
export interface GoalResult extends Goal {
  readonly measured: number;
  readonly met: boolean;
}

/** Figures measured together, each beside the same baseline. */
export interface GroupReport {
  readonly title: string;
  /** The name of the baseline figure (its ratio is 1). */
  readonly baseline: string;
  /**
   * The name of the floor figure, when the group has one: what no figure can go below on the
   * machine, measured beside them (its `floorRatio` is 1).
   */
  readonly floor?: string | undefined;
  /** How the figures were measured, for the reader. */
  readonly method?: string | undefined;
  readonly figures: readonly Figure[];
  readonly goals: readonly GoalResult[];
}

/** The environment variable naming the folder where bench scripts write their suite reports. */
export const reportDirVariable = "PERPKIT_BENCH_REPORT_DIR";

/** Evaluates goals against a group's figures; a goal on an unknown figure is not met. */
export function evaluateGoals(
  figures: readonly Figure[],
  goals: readonly Goal[] = [],
): GoalResult[] {
  return goals.map((goal) => {
    const figure = figures.find((f) => f.name === goal.figure);
    if (!figure) return { ...goal, measured: Number.NaN, met: false };
    if (goal.withinFloor !== undefined) {
      const times = figure.floorRatio ?? Number.NaN;
      return { ...goal, measured: times, met: times <= goal.withinFloor };
    }
    if (goal.atLeast !== undefined) {
      return { ...goal, measured: figure.ratio, met: figure.ratio >= goal.atLeast };
    }
    const value = goal.value ?? Number.NaN;
    const met = figure.better === "higher" ? figure.value >= value : figure.value <= value;
    return { ...goal, measured: figure.value, met };
  });
}

/** The figure of `figures` named `name`, the group's `role`; refused, naming the figures, when none is. */
function named(
  figures: readonly Omit<Figure, "ratio">[],
  name: string,
  role: string,
): Omit<Figure, "ratio"> {
  const found = figures.find((f) => f.name === name);
  if (found === undefined) {
    throw new Error(
      `No figure is named "${name}", the ${role}; the figures are ${figures.map((f) => `"${f.name}"`).join(", ")}`,
    );
  }
  return found;
}

/**
 * Ratios to the named baseline, and to the floor when one is named. Every figure must be a finite
 * number in the baseline's unit, and the baseline (and the floor) a figure of the group with a
 * value above zero: otherwise a ratio would compare against the wrong figure, or nothing, and a
 * regression would not show.
 */
export function withRatios(
  figures: readonly Omit<Figure, "ratio">[],
  baseline: string,
  floor?: string,
): { figures: Figure[]; baseline: string; floor?: string } {
  const base = named(figures, baseline, "baseline");
  for (const f of figures) {
    if (!Number.isFinite(f.value))
      throw new Error(`"${f.name}" is ${f.value}, not a measured value`);
    if (f.unit !== base.unit) {
      throw new Error(`"${f.name}" is in ${f.unit}, its baseline "${base.name}" in ${base.unit}`);
    }
  }
  if (!(base.value > 0))
    throw new Error(`The baseline "${base.name}" is ${base.value}: no ratio can be taken`);
  const ratioOf = (f: Omit<Figure, "ratio">) =>
    f.better === "lower" ? base.value / f.value : f.value / base.value;
  if (floor === undefined) {
    return { figures: figures.map((f) => ({ ...f, ratio: ratioOf(f) })), baseline: base.name };
  }
  const bottom = named(figures, floor, "floor");
  if (!(bottom.value > 0))
    throw new Error(`The floor "${bottom.name}" is ${bottom.value}: no ratio can be taken`);
  const timesFloor = (f: Omit<Figure, "ratio">) =>
    f.better === "lower" ? f.value / bottom.value : bottom.value / f.value;
  return {
    figures: figures.map((f) => ({ ...f, ratio: ratioOf(f), floorRatio: timesFloor(f) })),
    baseline: base.name,
    floor: bottom.name,
  };
}

function machine(startLoad: number): MachineInfo {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? "unknown",
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    load: { start: startLoad, end: loadavg()[0] ?? Number.NaN },
  };
}

/** Where the running bench script stands: its package, folder and script path. */
function currentScript(): { suite: string; package: string; script: string } {
  const cwd = process.cwd();
  const script = process.argv[1] ?? "bench";
  let name = process.env.npm_package_name;
  if (name === undefined) {
    try {
      name = (JSON.parse(readFileSync(join(cwd, "package.json"), "utf8")) as { name?: string })
        .name;
    } catch {
      name = basename(cwd);
    }
  }
  const short = basename(script).replace(/(\.bench)?\.[cm]?[jt]s$/, "");
  return {
    suite: `${basename(cwd)}/${short}`,
    package: name ?? basename(cwd),
    script: relative(cwd, script),
  };
}

/**
 * Collects the groups of the running bench script and, when `PERPKIT_BENCH_REPORT_DIR` is set
 * (`pnpm bench --json` sets it), rewrites the script's suite report there after each group, so a
 * script that dies half-way still leaves what it measured.
 */
export class SuiteRecorder {
  readonly groups: GroupReport[] = [];
  private readonly startedAt = new Date().toISOString();
  private readonly startLoad = loadavg()[0] ?? Number.NaN;
  private readonly where = currentScript();

  constructor(private readonly dir = process.env[reportDirVariable]) {}

  /** Adds a group and writes the suite report. */
  add(group: GroupReport): void {
    this.groups.push(group);
    if (this.dir === undefined || this.dir === "") return;
    mkdirSync(this.dir, { recursive: true });
    const file = join(this.dir, `${this.where.suite.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
    writeFileSync(file, `${JSON.stringify(this.report(), roundFigures, 2)}\n`);
  }

  /** The suite report so far. */
  report(): SuiteReport {
    return {
      ...this.where,
      startedAt: this.startedAt,
      finishedAt: new Date().toISOString(),
      machine: machine(this.startLoad),
      groups: this.groups,
    };
  }
}

/** Six significant digits are more than any benchmark measures, and keep the report readable. */
function roundFigures(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isInteger(value)
    ? Number(value.toPrecision(6))
    : value;
}

/** Reads every suite report a run left in `dir`. */
export function readSuiteReports(dir: string): SuiteReport[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as SuiteReport);
}

/** A report with `suites` put in, replacing the suites of the same id. */
export function mergeReport(previous: BenchReport | undefined, suites: readonly SuiteReport[]) {
  const merged: Record<string, SuiteReport> = { ...(previous?.suites ?? {}) };
  for (const suite of suites) merged[suite.suite] = suite;
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k] as SuiteReport]),
  );
  return { suites: sorted } satisfies BenchReport;
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString("en-US");
  return String(Number(value.toPrecision(3)));
}

function formatRatio(ratio: number): string {
  return `${ratio >= 10 ? ratio.toFixed(1) : ratio.toFixed(2)}x`;
}

function goalText(goal: GoalResult, figure: Figure | undefined): string {
  const target =
    goal.withinFloor !== undefined
      ? `<= ${goal.withinFloor}x the floor`
      : goal.atLeast !== undefined
        ? `>= ${goal.atLeast}x`
        : `${figure?.better === "lower" ? "<=" : ">="} ${formatValue(goal.value ?? Number.NaN)} ${figure?.unit ?? ""}`;
  return `${target}: ${goal.met ? "met" : "missed"}`;
}

/** One line naming the machine and the load it ran under. */
export function describeMachine(suite: SuiteReport): string {
  const m = suite.machine;
  return `${suite.startedAt.slice(0, 10)}, ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.platform}, Node ${m.node.replace(/^v/, "")}, load average ${m.load.start.toFixed(2)} at the start and ${m.load.end.toFixed(2)} at the end`;
}

/** A suite as Markdown: the machine, then one table per group. */
export function renderSuite(suite: SuiteReport): string {
  const out: string[] = [
    `Suite \`${suite.suite}\` (\`${suite.script}\` in ${suite.package}), measured ${describeMachine(suite)}.`,
  ];
  for (const group of suite.groups) {
    const hasGoals = group.goals.length > 0;
    const hasRange = group.figures.some((f) => f.ratioRange !== undefined);
    const hasFloor = group.floor !== undefined;
    const unit = group.figures[0]?.unit ?? "";
    const header = [
      group.title,
      unit,
      `vs ${group.baseline}`,
      ...(hasFloor ? ["times the floor"] : []),
      ...(hasRange ? ["ratio range"] : []),
      ...(hasGoals ? ["goal"] : []),
    ];
    const rows = group.figures.map((f) => {
      const goals = group.goals.filter((g) => g.figure === f.name);
      return [
        f.name,
        `${formatValue(f.value)}${f.unit === unit ? "" : ` ${f.unit}`}`,
        formatRatio(f.ratio),
        ...(hasFloor ? [formatRatio(f.floorRatio ?? Number.NaN)] : []),
        ...(hasRange
          ? [
              f.ratioRange && f.name !== group.baseline
                ? `${formatRatio(f.ratioRange[0])} to ${formatRatio(f.ratioRange[1])}`
                : "",
            ]
          : []),
        ...(hasGoals ? [goals.map((g) => goalText(g, f)).join("; ")] : []),
      ];
    });
    const right = [false, true, true, ...(hasFloor ? [true] : [])];
    out.push(
      "",
      ...table(header, rows, [...right, ...header.slice(right.length).map(() => false)]),
    );
    if (group.method) out.push("", `_${group.method}_`);
  }
  return out.join("\n");
}

/** A Markdown table with padded columns; `right` aligns a column to the right. */
function table(header: string[], rows: string[][], right: boolean[]): string[] {
  const widths = header.map((h, c) =>
    Math.max(h.length, 3, ...rows.map((r) => (r[c] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (right[c] ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((w, c) => (right[c] ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)];
}

/** Every goal of a report that was missed, as "suite: group: goal" lines. */
export function missedGoals(report: BenchReport, suites?: readonly string[]): string[] {
  const out: string[] = [];
  for (const suite of Object.values(report.suites)) {
    if (suites && !suites.includes(suite.suite)) continue;
    for (const group of suite.groups) {
      for (const goal of group.goals) {
        if (goal.met) continue;
        const figure = group.figures.find((f) => f.name === goal.figure);
        out.push(
          `${suite.suite}: ${group.title}: ${goal.figure} ${goalText(goal, figure)} (measured ${goal.atLeast !== undefined || goal.withinFloor !== undefined ? formatRatio(goal.measured) : formatValue(goal.measured)})`,
        );
      }
    }
  }
  return out;
}
