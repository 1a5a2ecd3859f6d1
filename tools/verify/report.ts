import { type Group, groups } from "./parts.js";
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
 * of its parts' times (two parts run at once, so the sums add up to about twice the wall time);
 * the wall time against the whole budget, and the load the machine was under.
 */
export function formatTimings(timings: Timings): string {
  const parts = [...timings.parts].sort((a, b) => a.start - b.start);
  const width = Math.max(...parts.map((p) => p.name.length), 10);
  const lines = [`${"part".padEnd(width)}  ${"at".padStart(9)}  ${"took".padStart(9)}  budget`];
  for (const p of parts) {
    const took = p.end - p.start;
    const flag =
      p.outcome === "passed" ? (took > p.budget ? "  over budget" : "") : `  ${p.outcome}`;
    lines.push(
      `${p.name.padEnd(width)}  ${duration(p.start).padStart(9)}  ${duration(took).padStart(9)}  ${duration(p.budget).padStart(7)}${flag}`,
    );
  }
  lines.push("", "by group (the sum of its parts' times; two parts run at once):");
  for (const [group, what] of Object.entries(groups)) {
    const mine = parts.filter((p) => p.group === group);
    if (mine.length === 0) continue;
    const took = mine.reduce((sum, p) => sum + (p.end - p.start), 0);
    const budget = mine.reduce((sum, p) => sum + p.budget, 0);
    lines.push(
      `  ${group.padEnd(8)} ${duration(took).padStart(9)} of ${duration(budget).padStart(9)}  ${what}`,
    );
  }
  const [before, after] = timings.load;
  lines.push(
    "",
    `wall ${duration(timings.wall)} of ${duration(totalBudget)} (the install aside), Node ${timings.node}, ${timings.cores} cores, load average ${before.toFixed(2)} at the start and ${after.toFixed(2)} at the end`,
  );
  return lines.join("\n");
}
