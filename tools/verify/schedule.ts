/** One part of `pnpm verify`, as the scheduler sees it. */
export interface Schedulable {
  readonly name: string;
  /** The parts that must have passed first; a part whose need failed is skipped. */
  readonly needs?: readonly string[];
  /** How many cores it keeps busy (1 unless it runs work side by side itself). */
  readonly slots?: number;
}

/** How a part ended. */
export type Outcome = "passed" | "failed" | "skipped";

/** A part's outcome and when it ran, in seconds since the schedule started. */
export interface Ran {
  readonly name: string;
  readonly outcome: Outcome;
  readonly start: number;
  readonly end: number;
}

/**
 * Runs the parts on `slots` cores: whenever cores are free, the first part in list order whose
 * needs have all passed and that fits starts (so the list order is the priority: longest first);
 * a part whose need failed or was skipped is skipped. Answers every part's outcome, in list
 * order. `run` resolves true when the part passed.
 */
export async function schedule<P extends Schedulable>(
  parts: readonly P[],
  run: (part: P) => Promise<boolean>,
  slots: number,
  now: () => number = () => performance.now() / 1000,
): Promise<Ran[]> {
  const known = new Set(parts.map((p) => p.name));
  for (const part of parts) {
    for (const need of part.needs ?? []) {
      if (!known.has(need)) throw new Error(`${part.name} needs ${need}, which is no part`);
    }
  }
  const started = now();
  const done = new Map<string, Ran>();
  const running = new Map<string, Promise<void>>();
  let free = slots;
  const width = (p: P) => Math.min(Math.max(p.slots ?? 1, 1), slots);
  const waiting = [...parts];
  while (waiting.length > 0 || running.size > 0) {
    for (let i = 0; i < waiting.length; ) {
      const part = waiting[i] as P;
      const needs = (part.needs ?? []).map((n) => done.get(n)?.outcome);
      if (needs.some((o) => o === "failed" || o === "skipped")) {
        const at = now() - started;
        done.set(part.name, { name: part.name, outcome: "skipped", start: at, end: at });
        waiting.splice(i, 1);
        i = 0;
        continue;
      }
      if (needs.every((o) => o === "passed") && width(part) <= free) {
        free -= width(part);
        waiting.splice(i, 1);
        const start = now() - started;
        running.set(
          part.name,
          run(part)
            .catch(() => false)
            .then((ok) => {
              done.set(part.name, {
                name: part.name,
                outcome: ok ? "passed" : "failed",
                start,
                end: now() - started,
              });
              running.delete(part.name);
              free += width(part);
            }),
        );
        continue;
      }
      i++;
    }
    if (running.size === 0) {
      if (waiting.length > 0) throw new Error(`nothing can start: ${waiting.map((p) => p.name)}`);
      break;
    }
    await Promise.race(running.values());
  }
  return parts.map((p) => done.get(p.name) as Ran);
}
