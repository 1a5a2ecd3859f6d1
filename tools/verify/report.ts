import { stripVTControlCharacters } from "node:util";
import { type Group, groups, type Part } from "./parts.js";
import type { Outcome } from "./schedule.js";

/** Where `pnpm verify` writes its timings, for `pnpm verify:timings`. */
export const timingsFile = ".tmp/verify-timings.json";

/** The whole of `pnpm verify` may take this long on the CI machine (the install aside). */
export const totalBudget = 660;

/** One part as it ran. */
export interface PartTiming {
  readonly name: string;
  readonly group: Group;
  readonly outcome: Outcome;
  /** Seconds since verify started. */
  readonly start: number;
  readonly end: number;
  readonly budget: number;
  /** Processor seconds it and what it started used (user and system), where the OS says. */
  readonly cpu: number | null;
}

/** What `pnpm verify` writes: its parts, when it ran and on what. */
export interface Timings {
  readonly startedAt: string;
  /** Seconds, start to end. */
  readonly wall: number;
  readonly node: string;
  readonly cores: number;
  /** The one-minute load average when verify started, and when it ended. */
  readonly load: readonly [number, number];
  readonly parts: readonly PartTiming[];
}

/** Seconds as people read them: `42.1 s`, `3 min 05 s`. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/** The parts that took longer than their budget. */
export function overBudget(timings: Timings): PartTiming[] {
  return timings.parts.filter((p) => p.outcome !== "skipped" && p.end - p.start > p.budget);
}

/**
 * The report: each part's time beside its budget, in the order they started; each group's sum
 * of its parts' times (parts run side by side, so the sums add up to about twice the wall time);
 * the wall time against the whole budget, and the load the machine was under.
 */
export function formatTimings(timings: Timings): string {
  const parts = [...timings.parts].sort((a, b) => a.start - b.start);
  const width = Math.max(...parts.map((p) => p.name.length), 10);
  const columns = (name: string, ...cells: string[]) =>
    `${name.padEnd(width)}${cells.map((c) => c.padStart(11)).join("")}`;
  const lines = [columns("part", "started", "took", "budget", "processor")];
  for (const p of parts) {
    const took = p.end - p.start;
    const flag =
      p.outcome === "passed" ? (took > p.budget ? "  over budget" : "") : `  ${p.outcome}`;
    const cpu = p.cpu === null ? "" : duration(p.cpu);
    lines.push(
      `${columns(p.name, duration(p.start), duration(took), duration(p.budget), cpu)}${flag}`,
    );
  }
  lines.push("", "by group (the sum of its parts' times; parts run side by side):");
  for (const [group, what] of Object.entries(groups)) {
    const mine = parts.filter((p) => p.group === group);
    if (mine.length === 0) continue;
    const sum = (of: (p: PartTiming) => number) => mine.reduce((total, p) => total + of(p), 0);
    const cpu = mine.every((p) => p.cpu !== null) ? duration(sum((p) => p.cpu ?? 0)) : "";
    lines.push(
      `  ${columns(group, "", duration(sum((p) => p.end - p.start)), duration(sum((p) => p.budget)), cpu).trimStart()}  ${what}`,
    );
  }
  const [before, after] = timings.load;
  const cpu = timings.parts.every((p) => p.cpu !== null)
    ? `, ${duration(timings.parts.reduce((t, p) => t + (p.cpu ?? 0), 0))} of processor time`
    : "";
  lines.push(
    "",
    `wall ${duration(timings.wall)} of ${duration(totalBudget)} (the install aside)${cpu}, Node ${timings.node}, ${timings.cores} cores, load average ${before.toFixed(2)} at the start and ${after.toFixed(2)} at the end`,
  );
  return lines.join("\n");
}

/** A Markdown table, its columns padded as the formatter writes them. */
function markdownTable(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, i) =>
    Math.max(3, ...rows.map((r) => (r[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const [head, ...body] = rows;
  return [
    line(head ?? []),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...body.map(line),
  ].join("\n");
}

/**
 * The budgets as docs/ci.md shows them (between its `<!-- budgets -->` markers): each group,
 * then its parts with their budget and what they run, in the order verify gives them.
 */
export function budgetTable(parts: readonly Part[]): string {
  const rows: string[][] = [["Part", "Budget", "Group"]];
  for (const group of Object.keys(groups) as Group[]) {
    for (const part of parts.filter((p) => p.group === group)) {
      rows.push([`\`${part.name}\``, `${part.budget} s`, group]);
    }
  }
  return markdownTable(rows);
}

/** How many lines of a failed part {@link failureExcerpt} keeps. */
export const excerptLines = 12;

// What vitest, tsc and node say of a failure: a failed file or test, an error, an assertion.
const failure = /\bFAIL\b|×|\b[A-Za-z]*Error\b:|\btimed out\b|\bUnhandled\b|\berror TS\d+/;

/**
 * The lines of a failed part's output that say what failed, without their colours, each once:
 * the last {@link excerptLines} of them, where vitest sums up its failures (what a test wrote to
 * stderr earlier cannot crowd them out). Verify prints them last, where a CI page that shows only
 * the end of the output shows them too.
 *
 * @example
 * failureExcerpt([" ✓ a", " × b 12ms", "AssertionError: expected 1 to be 2"])
 * // [" × b 12ms", "AssertionError: expected 1 to be 2"]
 */
export function failureExcerpt(lines: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const line of lines) {
    const plain = stripVTControlCharacters(line).trimEnd();
    if (failure.test(plain)) kept.add(plain);
  }
  return [...kept].slice(-excerptLines);
}
