import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchReport } from "@perpkit/harness/report";
import { afterEach, describe, expect, test, vi } from "vitest";
import { benchPackages, parseArguments, runBenchmarks } from "./main.js";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

describe("the command line", () => {
  test("--json alone writes bench-report.json where the command was typed", () => {
    expect(parseArguments(["--json"], "/repo")).toEqual({
      json: "/repo/bench-report.json",
      only: [],
    });
  });

  test("--json takes a following .json path, and anything else is a package", () => {
    expect(parseArguments(["--json", "out/r.json", "signing"], "/repo")).toEqual({
      json: "/repo/out/r.json",
      only: ["signing"],
    });
    expect(parseArguments(["--json", "signing"], "/repo")).toEqual({
      json: "/repo/bench-report.json",
      only: ["signing"],
    });
  });

  test("an unknown option is refused", () => {
    expect(() => parseArguments(["--quick"])).toThrow(/Unknown option --quick/);
  });
});

test("the packages with a bench script are found, in folder order, then the examples", () => {
  expect(benchPackages(fixtures).map((p) => p.path)).toEqual([
    "packages/broken",
    "packages/met",
    "packages/missed",
    "examples/demo",
  ]);
});

test("every package of the repository with benchmarks is found", () => {
  const folders = benchPackages().map((p) => p.folder);
  expect(folders).toContain("signing");
});

describe("a run", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  function quietly<T>(run: () => T): T {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    return run();
  }

  test("writes each suite's figures into the report and keeps suites it did not run", () => {
    dir = mkdtempSync(join(tmpdir(), "bench-run-"));
    const json = join(dir, "report.json");
    writeFileSync(json, JSON.stringify({ suites: { "other/kept": { suite: "other/kept" } } }));
    const code = quietly(() => runBenchmarks({ json, only: ["met"] }, benchPackages(fixtures)));
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(json, "utf8")) as BenchReport;
    expect(Object.keys(report.suites)).toEqual(["met/rates", "other/kept"]);
    expect(report.suites["met/rates"]?.groups[0]?.figures.map((f) => [f.name, f.ratio])).toEqual([
      ["new", 3],
      ["old", 1],
    ]);
  }, 60_000);

  test("fails when a goal is missed, naming it", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    const code = runBenchmarks({ json: undefined, only: ["missed"] }, benchPackages(fixtures));
    expect(code).toBe(1);
    expect(lines.join("\n")).toContain("missed/latency: p99 latency: new <= 10 ms: missed");
  }, 60_000);

  test("fails when a bench script fails, and writes no file without --json", () => {
    dir = mkdtempSync(join(tmpdir(), "bench-run-"));
    const code = quietly(() =>
      runBenchmarks({ json: undefined, only: ["broken"] }, benchPackages(fixtures)),
    );
    expect(code).toBe(1);
    expect(existsSync(join(dir, "report.json"))).toBe(false);
  }, 60_000);

  test("refuses a package that has no bench script", () => {
    const code = quietly(() =>
      runBenchmarks({ json: undefined, only: ["none"] }, benchPackages(fixtures)),
    );
    expect(code).toBe(2);
  });
});

test("every package's bench runs its source, so a figure is never of a stale build", () => {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const packages = benchPackages(root);
  expect(packages.map((p) => p.folder)).toEqual(
    expect.arrayContaining(["rest", "sandbox", "signing", "stream", "tick-to-order"]),
  );
  const readingBuilds = packages.flatMap((p) => {
    const script = (
      JSON.parse(readFileSync(join(p.dir, "package.json"), "utf8")) as {
        scripts: { bench: string };
      }
    ).scripts.bench;
    return script
      .split("&&")
      .filter((command) => !command.includes("--conditions=@perpkit/source"))
      .map((command) => `${p.folder}: ${command.trim()}`);
  });
  expect(readingBuilds).toEqual([]);
});
