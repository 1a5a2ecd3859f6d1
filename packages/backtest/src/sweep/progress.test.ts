import { describe, expect, it } from "vitest";
import { showSweepProgress, sweepProgressLine } from "./progress.js";

describe("a sweep's progress", () => {
  it("says runs done, failed, running and left, the rate and the time to go", () => {
    expect(
      sweepProgressLine({ total: 18, done: 6, failed: 1, running: 2, elapsedMs: 60_000 }),
    ).toBe("6/18 runs done (1 failed), 2 running, 10 left, 6.0 runs/min, about 2:00 to go");
    expect(sweepProgressLine({ total: 4, done: 0, failed: 0, running: 2, elapsedMs: 0 })).toBe(
      "0/4 runs done, 2 running, 2 left, 0.0 runs/min, about ? to go",
    );
  });

  it("draws on a terminal, rewriting its line, and nothing anywhere else", () => {
    const counts = () => ({ total: 2, done: 1, failed: 0, running: 1, elapsedMs: 1_000 });
    const drawn: string[] = [];
    showSweepProgress({ isTTY: true, write: (t: string) => drawn.push(t) }, counts)();
    expect(drawn[0]).toMatch(/^\r1\/2 runs done, 1 running, 0 left/);
    expect(drawn.at(-1)).toBe("\r\x1b[K");
    const piped: string[] = [];
    showSweepProgress({ isTTY: false, write: (t: string) => piped.push(t) }, counts)();
    expect(piped).toEqual([]);
  });
});
