import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import {
  type BenchReport,
  evaluateGoals,
  type Figure,
  mergeReport,
  missedGoals,
  readSuiteReports,
  renderSuite,
  SuiteRecorder,
  type SuiteReport,
  withRatios,
} from "./report.js";

const rate = (name: string, value: number) =>
  ({ name, value, unit: "ops/s", better: "higher" }) as const;
const latency = (name: string, value: number) =>
  ({ name, value, unit: "ms", better: "lower" }) as const;

function suiteOf(id: string, groups: SuiteReport["groups"] = []): SuiteReport {
  return {
    suite: id,
    package: "@perpkit/x",
    script: "bench/x.bench.ts",
    startedAt: "2025-01-02T03:04:05.000Z",
    finishedAt: "2025-01-02T03:05:05.000Z",
    machine: {
      cpus: 2,
      cpuModel: "Test CPU",
      memoryGb: 8,
      node: "v20.20.2",
      platform: "linux x64",
      load: { start: 0.5, end: 0.75 },
    },
    groups,
  };
}

describe("ratios", () => {
  test("a rate is divided by its baseline's", () => {
    const { figures } = withRatios([rate("new", 300), rate("old", 100)], "old");
    expect(figures.map((f) => f.ratio)).toEqual([3, 1]);
  });

  test("a latency's ratio is the baseline's over its own, so more than 1 is still better", () => {
    const { figures } = withRatios([latency("new", 2), latency("old", 8)], "old");
    expect(figures.map((f) => f.ratio)).toEqual([4, 1]);
  });

  test("a baseline that is not a figure of the group is refused, naming the figures", () => {
    expect(() => withRatios([rate("a", 50), rate("b", 100)], "c")).toThrow(
      'No figure is named "c", the baseline; the figures are "a", "b"',
    );
  });

  test("a figure that was not measured, or in another unit than its baseline, is refused", () => {
    expect(() => withRatios([latency("p99", Number.NaN), latency("base", 3)], "base")).toThrow(
      '"p99" is NaN, not a measured value',
    );
    expect(() => withRatios([rate("new", 3), latency("old", 3)], "old")).toThrow(
      '"new" is in ops/s, its baseline "old" in ms',
    );
    expect(() => withRatios([rate("new", 3), rate("old", 0)], "old")).toThrow(
      'The baseline "old" is 0: no ratio can be taken',
    );
  });
});

describe("goals", () => {
  // A latency is compared with a latency: each unit has a baseline of its own.
  const figures: Figure[] = [
    ...withRatios([rate("new", 300), rate("old", 100)], "old").figures,
    ...withRatios([latency("p99", 12), latency("p99 before", 24)], "p99 before").figures,
  ];

  test("a ratio goal is met at or above its ratio and missed below", () => {
    const [met, missed] = evaluateGoals(figures, [
      { figure: "new", atLeast: 3 },
      { figure: "new", atLeast: 3.01 },
    ]);
    expect(met).toMatchObject({ measured: 3, met: true });
    expect(missed).toMatchObject({ measured: 3, met: false });
  });

  test("a value goal on a latency is a ceiling", () => {
    const [met, missed] = evaluateGoals(figures, [
      { figure: "p99", value: 12 },
      { figure: "p99", value: 10 },
    ]);
    expect(met?.met).toBe(true);
    expect(missed?.met).toBe(false);
  });

  test("a floor goal is met at or below its times the floor, and a group without a floor misses it", () => {
    const withFloor = withRatios(
      [latency("client", 450), latency("bare", 900), latency("floor", 300)],
      "bare",
      "floor",
    ).figures;
    expect(withFloor.map((f) => f.floorRatio)).toEqual([1.5, 3, 1]);
    const [met, missed] = evaluateGoals(withFloor, [
      { figure: "client", withinFloor: 1.5 },
      { figure: "bare", withinFloor: 2 },
    ]);
    expect(met).toMatchObject({ measured: 1.5, met: true });
    expect(missed).toMatchObject({ measured: 3, met: false });
    expect(evaluateGoals(figures, [{ figure: "p99", withinFloor: 10 }])[0]?.met).toBe(false);
  });

  test("a floor that is not a figure of the group, or is 0, is refused", () => {
    expect(() => withRatios([latency("a", 5), latency("b", 3)], "b", "c")).toThrow(
      'No figure is named "c", the floor; the figures are "a", "b"',
    );
    expect(() => withRatios([latency("a", 5), latency("b", 0)], "a", "b")).toThrow(
      'The floor "b" is 0: no ratio can be taken',
    );
  });

  test("a goal on a figure that was not measured is missed", () => {
    expect(evaluateGoals(figures, [{ figure: "gone", atLeast: 1 }])[0]?.met).toBe(false);
  });
});

describe("the report file", () => {
  test("a run replaces the suites it ran and keeps the others", () => {
    const previous: BenchReport = { suites: { "a/x": suiteOf("a/x"), "b/y": suiteOf("b/y") } };
    const fresh = { ...suiteOf("b/y"), startedAt: "2025-02-01T00:00:00.000Z" };
    const merged = mergeReport(previous, [fresh, suiteOf("c/z")]);
    expect(Object.keys(merged.suites)).toEqual(["a/x", "b/y", "c/z"]);
    expect(merged.suites["b/y"]?.startedAt).toBe("2025-02-01T00:00:00.000Z");
  });

  test("lists every missed goal with what was measured", () => {
    const { figures } = withRatios([rate("new", 150), rate("old", 100)], "old");
    const group = {
      title: "Signing",
      baseline: "old",
      figures,
      goals: evaluateGoals(figures, [{ figure: "new", atLeast: 2 }]),
    };
    expect(missedGoals({ suites: { "a/x": suiteOf("a/x", [group]) } })).toEqual([
      "a/x: Signing: new >= 2x: missed (measured 1.50x)",
    ]);
  });
});

describe("recording", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("each group rewrites the suite's file in the report folder", () => {
    dir = mkdtempSync(join(tmpdir(), "bench-report-"));
    const recorder = new SuiteRecorder(dir);
    const { figures } = withRatios([rate("a", 2), rate("b", 1)], "b");
    recorder.add({ title: "one", baseline: "b", figures, goals: [] });
    recorder.add({ title: "two", baseline: "b", figures, goals: [] });
    const [suite] = readSuiteReports(dir);
    expect(suite?.groups.map((g) => g.title)).toEqual(["one", "two"]);
    expect(suite?.machine.cpus).toBeGreaterThan(0);
    expect(suite?.machine.node).toBe(process.version);
  });

  test("without a report folder nothing is written", () => {
    const recorder = new SuiteRecorder(undefined);
    recorder.add({ title: "one", baseline: "b", figures: [], goals: [] });
    expect(recorder.groups).toHaveLength(1);
  });
});

test("a suite renders as the machine and one table per group, goals beside their figures", () => {
  const { figures } = withRatios([rate("perpkit", 12_345.6), rate("viem", 1_234.5)], "viem");
  const group = {
    title: "Signing",
    baseline: "viem",
    method: "5 rounds",
    figures: figures.map((f) => ({ ...f, ratioRange: [f.ratio * 0.9, f.ratio * 1.1] as const })),
    goals: evaluateGoals(figures, [{ figure: "perpkit", atLeast: 5 }]),
  };
  expect(renderSuite(suiteOf("signing/sign", [group]))).toBe(
    [
      "Suite `signing/sign` (`bench/x.bench.ts` in @perpkit/x), measured 2025-01-02, 2 × Test CPU, 8 GB, linux x64, Node 20.20.2, load average 0.50 at the start and 0.75 at the end.",
      "",
      "| Signing |  ops/s | vs viem | ratio range    | goal       |",
      "| ------- | -----: | ------: | -------------- | ---------- |",
      "| perpkit | 12,346 |   10.0x | 9.00x to 11.0x | >= 5x: met |",
      "| viem    |  1,235 |   1.00x |                |            |",
      "",
      "_5 rounds_",
    ].join("\n"),
  );
});

test("a group with a floor shows each figure's times the floor beside it, and its floor goals", () => {
  const { figures, floor } = withRatios(
    [latency("client", 600), latency("bare", 1_200), latency("floor", 300)],
    "bare",
    "floor",
  );
  const group = {
    title: "Tick",
    baseline: "bare",
    floor,
    figures,
    goals: evaluateGoals(figures, [{ figure: "client", withinFloor: 1.5 }]),
  };
  const text = renderSuite(suiteOf("tick/latency", [group]));
  expect(text.split("\n").slice(2)).toEqual([
    "| Tick   |    ms | vs bare | times the floor | goal                      |",
    "| ------ | ----: | ------: | --------------: | ------------------------- |",
    "| client |   600 |   2.00x |           2.00x | <= 1.5x the floor: missed |",
    "| bare   | 1,200 |   1.00x |           4.00x |                           |",
    "| floor  |   300 |   4.00x |           1.00x |                           |",
  ]);
  expect(missedGoals({ suites: { "tick/latency": suiteOf("tick/latency", [group]) } })).toEqual([
    "tick/latency: Tick: client <= 1.5x the floor: missed (measured 2.00x)",
  ]);
});
