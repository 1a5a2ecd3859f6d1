import { describe, expect, test } from "vitest";
import { runSmoke } from "../../smoke/shared/smoke.mjs";
import {
  binsOf,
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

  test("the programs a package installs are read from its bin field", () => {
    expect(binsOf({ name: "@perpkit/cli", bin: { perpkit: "./bin/perpkit.js" } })).toEqual([
      "perpkit",
    ]);
    expect(binsOf({ name: "@perpkit/tool", bin: "./bin/tool.js" })).toEqual(["tool"]);
    expect(binsOf({ name: "@perpkit/core" })).toEqual([]);
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

describe("the check each smoke app runs", () => {
  // Stand-ins for the loaded modules: the point here is what the check flags, not signing itself
  // (the apps sign for real against the tarballs in pnpm smoke).
  const account = {
    address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    signTypedData: async () => "0xviem",
  };
  const viem = { stringToHex: () => "0x", parseUnits: () => 1n };
  const accounts = { privateKeyToAccount: () => account };
  const signing = (signature: string) => ({
    signingConfigs: { local: { domain: {}, signatureTypes: { TradeOrder: "address sender" } } },
    privateKeySigner: () => account,
    signOrder: async () => ({ signature }),
  });
  const core = { encodeSubaccountName: () => "0x" };

  test("passes when perpkit's signature is viem's", async () => {
    const entries = { "@perpkit/core": core, "@perpkit/signing": signing("0xviem") };
    const report = await runSmoke({ runtime: "test", entries, viem, accounts });
    expect(report.ok).toBe(true);
  });

  test("fails on a signature that differs from viem's, and on an entry point with no exports", async () => {
    const entries = {
      "@perpkit/core": core,
      "@perpkit/signing": signing("0xother"),
      "@perpkit/empty": {},
    };
    const report = await runSmoke({ runtime: "test", entries, viem, accounts });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      "@perpkit/empty has no exports",
      "privateKeySigner signed 0xother, viem 0xviem",
      "a viem account signed 0xother, viem 0xviem",
    ]);
  });
});
