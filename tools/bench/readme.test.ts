import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BenchReport, SuiteReport } from "@perpkit/harness/report";
import { describe, expect, test } from "vitest";
import { fillTables, readmeFiles } from "./readme.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

function suiteOf(id: string): SuiteReport {
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
      load: { start: 0.5, end: 0.5 },
    },
    groups: [],
  };
}

describe("bench tables in Markdown", () => {
  const report: BenchReport = { suites: { "x/y": suiteOf("x/y") } };

  test("the text between a suite's markers becomes the suite's tables", () => {
    const text = "intro\n<!-- bench:x/y -->\nold table\n<!-- /bench:x/y -->\noutro\n";
    const result = fillTables(text, report);
    expect(result.filled).toEqual(["x/y"]);
    expect(result.text).toMatch(
      /^intro\n<!-- bench:x\/y -->\n\nSuite `x\/y` \(`bench\/x\.bench\.ts` in @perpkit\/x\), measured 2025-01-02, .*\n\n<!-- \/bench:x\/y -->\noutro\n$/,
    );
  });

  test("a suite the report lacks is left as it is and named", () => {
    const text = "<!-- bench:a/b -->\nkept\n<!-- /bench:a/b -->\n";
    expect(fillTables(text, report)).toEqual({ text, missing: ["a/b"], filled: [] });
  });
});

test("every bench table in the READMEs is the one bench-report.json renders", () => {
  const file = `${root}bench-report.json`;
  expect(existsSync(file)).toBe(true);
  const report = JSON.parse(readFileSync(file, "utf8")) as BenchReport;
  let tables = 0;
  for (const readme of readmeFiles()) {
    const text = readFileSync(readme, "utf8");
    const result = fillTables(text, report);
    expect(result.missing, readme).toEqual([]);
    expect(result.text, `${readme} differs from bench-report.json: run pnpm bench:readme`).toBe(
      text,
    );
    tables += result.filled.length;
  }
  expect(tables).toBeGreaterThan(0);
});
