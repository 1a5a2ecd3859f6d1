import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { newestTypeScript } from "../toolchains/toolchains.js";
import {
  consumerSource,
  consumerTsconfig,
  typeCheckConsumer,
  typeCheckModes,
} from "./consumer-types.js";

/** A consumer folder with one installed package whose declarations are `dts`. */
function consumerWith(dts: string): string {
  const dir = mkdtempSync(join(tmpdir(), "perpkit-consumer-"));
  const pkg = join(dir, "node_modules", "@fixture", "server");
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(pkg, "package.json"),
    JSON.stringify({
      name: "@fixture/server",
      type: "module",
      exports: { ".": { types: "./index.d.ts", default: "./index.js" } },
    }),
  );
  writeFileSync(join(pkg, "index.d.ts"), dts);
  writeFileSync(join(pkg, "index.js"), "export {};\n");
  return dir;
}

describe("a consumer's compile", () => {
  test("imports every entry point of its group", () => {
    expect(consumerSource(["@perpkit/core", "@perpkit/rest/operations"])).toBe(
      [
        "// Written by tools/packages/consumer-types.ts: the entry points a consumer imports.",
        'import * as entry0 from "@perpkit/core";',
        'import * as entry1 from "@perpkit/rest/operations";',
        "",
        "export const entries = [entry0, entry1] as const;",
        "",
      ].join("\n"),
    );
  });

  test("is strict, emits nothing and loads no @types package by itself", () => {
    expect(JSON.parse(consumerTsconfig(typeCheckModes.browser, "consumer-all.ts"))).toEqual({
      compilerOptions: {
        target: "ES2022",
        strict: true,
        noEmit: true,
        types: [],
        module: "Preserve",
        moduleResolution: "Bundler",
      },
      files: ["consumer-all.ts"],
    });
  });

  test("fails, naming the package, when its declarations use Node's types unannounced", async () => {
    const dir = consumerWith(
      "import type { Server } from 'node:http';\nexport declare function start(): Server;\n",
    );
    const groups = [{ name: "server", specifiers: ["@fixture/server"] }];
    const problems = await typeCheckConsumer(dir, typeCheckModes["node-esm"], groups, [
      newestTypeScript(),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[1]).toContain("(consumer.mts, server alone) does not compile");
    expect(problems[1]).toContain("Cannot find name 'node:http'");
  });

  test("passes declarations that need nothing from Node", async () => {
    const dir = consumerWith("export declare function start(port: number): Promise<string>;\n");
    const groups = [{ name: "server", specifiers: ["@fixture/server"] }];
    expect(
      await typeCheckConsumer(dir, typeCheckModes["node-esm"], groups, [newestTypeScript()]),
    ).toEqual([]);
  });
});
