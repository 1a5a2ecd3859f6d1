import { describe, expect, test } from "vitest";
import {
  compareReports,
  entriesModule,
  parseReport,
  runnableExamples,
  type SmokeReport,
} from "./smoke.js";

const report: SmokeReport = {
  runtime: "node-esm",
  ok: true,
  problems: [],
  signature: "0xaa",
  expected: "0xaa",
  exports: { "@perpkit/core": ["parseDecimal", "ValidationError"] },
};

describe("smoke runner", () => {
  test("each app gets every entry point in its own module system", () => {
    const specifiers = ["@perpkit/core", "@perpkit/rest/operations"];
    expect(entriesModule("node-cjs", specifiers).text).toContain(
      '"@perpkit/rest/operations": require("@perpkit/rest/operations")',
    );
    const esm = entriesModule("node-esm", specifiers);
    expect(esm.file).toBe("entries.mjs");
    expect(esm.text).toContain('import * as entry1 from "@perpkit/rest/operations";');
    expect(entriesModule("browser", specifiers).file).toBe("entries.js");
  });

  test("the report is read from the SMOKE line", () => {
    expect(parseReport(`noise\nSMOKE ${JSON.stringify(report)}\n`)).toEqual(report);
    expect(parseReport("no report\n")).toBeUndefined();
  });

  test("apps that agree pass", () => {
    expect(compareReports([report, { ...report, runtime: "node-cjs" }])).toEqual([]);
  });

  test("a different signature or a missing export in one build fails", () => {
    const cjs = {
      ...report,
      runtime: "node-cjs",
      signature: "0xbb",
      exports: { "@perpkit/core": ["parseDecimal"] },
    };
    expect(compareReports([report, cjs])).toEqual([
      "node-cjs signed 0xbb, node-esm 0xaa",
      "@perpkit/core exports differ: node-cjs lacks [ValidationError] and adds [] compared with node-esm",
    ]);
  });

  test("README examples marked runnable are found, and no others", () => {
    const readme = [
      "```js",
      "notRun();",
      "```",
      "<!-- runnable -->",
      "```js",
      'import { parseDecimal } from "@perpkit/core";',
      'parseDecimal("1", "x");',
      "```",
    ].join("\n");
    expect(runnableExamples(readme)).toEqual([
      'import { parseDecimal } from "@perpkit/core";\nparseDecimal("1", "x");',
    ]);
  });
});
