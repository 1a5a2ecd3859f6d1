import { describe, expect, it } from "vitest";
import type { ReplayStatus } from "../../src/replay/player.js";
import { progressLine, showProgress } from "../../src/report/progress.js";

// Progress is for a person at a terminal: shown there, one line rewritten, and never written
// where output is read by a program (a file, a pipe, a CI log).

const status = (time: number, played: number) =>
  ({ time, played, ended: false }) as unknown as ReplayStatus;

describe("replay progress", () => {
  it("says elapsed time, recorded time played, lines and rate", () => {
    expect(progressLine(status(61_000, 9_312), 1_000, 4_000)).toBe(
      "4.0 s: 60.0 s of the recording played (15.0x), 9,312 lines, 2,328 lines/s",
    );
  });

  it("rewrites one line on a terminal and ends it when stopped", async () => {
    const written: string[] = [];
    let wake: () => void = () => undefined;
    const twice = new Promise<void>((resolve) => {
      wake = resolve;
    });
    let played = 0;
    const source = { startTime: 0, status: () => status(played * 10, played++) };
    let now = 0;
    const stop = showProgress(
      source,
      {
        isTTY: true,
        write: (text: string) => {
          written.push(text);
          if (written.length === 2) wake();
        },
      },
      5,
      () => (now += 1_000),
    );
    await twice;
    stop();
    stop();
    expect(written.slice(0, 2)).toEqual([
      "\r1.0 s: 0.0 s of the recording played (0.0x), 0 lines, 0 lines/s\x1b[K",
      "\r2.0 s: 0.0 s of the recording played (0.0x), 1 lines, 1 lines/s\x1b[K",
    ]);
    expect(written.at(-1)).toBe("\n");
    expect(written.filter((t) => t === "\n")).toHaveLength(1);
  });

  it("writes nothing where the output is not a terminal", () => {
    const written: string[] = [];
    const stop = showProgress(
      { startTime: 0, status: () => status(0, 0) },
      {
        isTTY: false,
        write: (text: string) => written.push(text),
      },
    );
    stop();
    expect(written).toEqual([]);
  });
});
