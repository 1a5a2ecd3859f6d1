import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { compare, killWithThisProcess, recordGroup, suite } from "./bench.js";

// These tests check what compare does with its cases, never how fast anything is.
const short = { rounds: 3, sliceMs: 5, warmupMs: 1, batch: 4 } as const;

describe("compare", () => {
  test("runs every case in every round, starting from a different case each round", async () => {
    const slices: string[] = [];
    const cases = ["a", "b", "c"].map((name) => ({
      name,
      setup: () => void slices.push(name),
      fn: () => undefined,
    }));
    await compare("order", cases, { baseline: "a", ...short });
    // One warm-up each, then rounds starting at a, b and c in turn.
    expect(slices).toEqual(["a", "b", "c", "a", "b", "c", "b", "c", "a", "c", "a", "b"]);
  });

  test("gives each case a running index, so it walks its inputs in order", async () => {
    const seen: number[] = [];
    await compare(
      "indexes",
      [
        { name: "base", fn: () => undefined },
        { name: "walker", fn: (i) => void seen.push(i) },
      ],
      { baseline: "base", ...short },
    );
    expect(seen).toEqual(seen.map((_, k) => k));
  });

  test("awaits a case that returns a promise before the next call", async () => {
    let running = 0;
    let overlapped = false;
    await compare(
      "async",
      [
        {
          name: "async",
          fn: async () => {
            if (running++ > 0) overlapped = true;
            await new Promise((resolve) => setImmediate(resolve));
            running--;
          },
        },
      ],
      { baseline: "async", ...short },
    );
    expect(overlapped).toBe(false);
  });

  test("puts the baseline at 1x, every case beside it with its range over the rounds", async () => {
    const group = await compare(
      "ratios",
      [
        { name: "one", fn: () => undefined },
        { name: "two", fn: () => undefined },
      ],
      { baseline: "two", ...short },
    );
    const two = group.figures.find((f) => f.name === "two");
    expect(two).toMatchObject({ ratio: 1, ratioRange: [1, 1], unit: "ops/s", better: "higher" });
    const one = group.figures.find((f) => f.name === "one");
    const [low, high] = one?.ratioRange ?? [0, 0];
    expect(low).toBeLessThanOrEqual(high);
    expect(one?.samples).toBeGreaterThanOrEqual(3);
  });

  test("records the group for the report, goals evaluated", async () => {
    const group = await compare(
      "recorded",
      [
        { name: "x", fn: () => undefined },
        { name: "y", fn: () => undefined },
      ],
      { baseline: "y", goals: [{ figure: "y", atLeast: 1 }], ...short },
    );
    expect(suite.groups.at(-1)).toBe(group);
    expect(group.goals).toEqual([{ figure: "y", atLeast: 1, measured: 1, met: true }]);
  });

  test("refuses a baseline that no case is named", async () => {
    await expect(
      compare("nameless", [{ name: "x", fn: () => undefined }], { baseline: "y", ...short }),
    ).rejects.toThrow('compare("nameless"): no case is named "y"');
  });
});

test("recordGroup takes figures measured elsewhere and records them", () => {
  const group = recordGroup(
    "Orders per second",
    [
      { name: "native", value: 6000, unit: "orders/s", better: "higher" },
      { name: "js", value: 1500, unit: "orders/s", better: "higher" },
    ],
    { baseline: "js", goals: [{ figure: "native", value: 5000 }] },
  );
  expect(group.figures.map((f) => f.ratio)).toEqual([4, 1]);
  expect(group.goals[0]?.met).toBe(true);
  expect(suite.groups.at(-1)).toBe(group);
});

test("killWithThisProcess listens for this process's exit only while the child runs", async () => {
  const before = process.listenerCount("exit");
  const children = [0, 1, 2].map(() =>
    spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }),
  );
  for (const child of children) killWithThisProcess(child);
  expect(process.listenerCount("exit")).toBe(before + 3);
  for (const child of children) {
    const exited = once(child, "exit");
    child.kill();
    await exited;
  }
  expect(process.listenerCount("exit")).toBe(before);
});
