import { describe, expect, test } from "vitest";
import { manifestProblems } from "./manifest.js";
import type { Manifest } from "./workspace.js";

const nodeRange = ">=20";
const target = {
  import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
  require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
};
const published = { ".": target, "./package.json": "./package.json" };
const good: Manifest = {
  name: "@perpkit/example",
  version: "0.0.0",
  type: "module",
  sideEffects: false,
  engines: { node: ">=20" },
  files: ["dist", "src"],
  exports: {
    ".": { "@perpkit/source": "./src/index.ts", ...target },
    "./package.json": "./package.json",
  },
  publishConfig: {
    access: "public",
    exports: published,
  },
  peerDependencies: { viem: "^2.30.0" },
  devDependencies: { viem: "2.57.20" },
};
const viemImporters = ["signer.ts"];

function problems(change: Partial<Manifest>, importers = viemImporters): string[] {
  return manifestProblems({ ...good, ...change }, { nodeRange, viemImporters: importers });
}

describe("package.json checks", () => {
  test("a package laid out like ours has no problems", () => {
    expect(problems({})).toEqual([]);
  });

  test("a platform switch of imports missing from publishConfig.imports is a problem", () => {
    const node = { node: "./dist/reader.node.js", default: "./dist/reader.js" };
    const imports = { "#reader": { "@perpkit/source": "./src/reader.ts", ...node } };
    expect(
      problems({ imports, publishConfig: { ...good.publishConfig, imports: { "#reader": node } } }),
    ).toEqual([]);
    expect(
      problems({
        imports: { ...imports, "#frame": imports["#reader"] },
        publishConfig: { ...good.publishConfig, imports: { "#reader": node } },
      }),
    ).toEqual(["imports has [#frame, #reader] but publishConfig.imports has [#reader]"]);
    expect(problems({ imports, publishConfig: { ...good.publishConfig, imports } })).toEqual([
      'publishConfig.imports["#reader"] keeps the in-repo "@perpkit/source" condition',
    ]);
  });

  test("a subpath entry point without its node10 stub folder in files is a problem", () => {
    const withSubpath = { ...published, "./operations": target };
    expect(
      problems({ exports: withSubpath, publishConfig: { access: "public", exports: withSubpath } }),
    ).toEqual([
      'files does not include "operations", the stub folder (operations/package.json) that lets node10 resolution find "./operations"',
    ]);
    expect(
      problems({
        files: ["dist", "operations"],
        exports: withSubpath,
        publishConfig: { access: "public", exports: withSubpath },
      }),
    ).toEqual([]);
  });

  test("sideEffects other than false is a problem", () => {
    expect(problems({ sideEffects: ["./dist/polyfill.js"] })).toEqual([
      expect.stringContaining("sideEffects"),
    ]);
  });

  test("files, engines and publishConfig.access are required", () => {
    const { files: _files, engines: _engines, ...rest } = good;
    const found = manifestProblems(
      { ...rest, publishConfig: { exports: published } },
      { nodeRange, viemImporters },
    );
    expect(found).toEqual([
      expect.stringContaining("files is missing"),
      expect.stringContaining("engines.node is missing"),
      expect.stringContaining('publishConfig.access must be "public"'),
    ]);
  });

  test("engines.node must be within the root's, and within every runtime dependency's", () => {
    expect(problems({ engines: { node: ">=18" } })).toEqual([expect.stringContaining('">=18"')]);
    expect(problems({ engines: { node: ">=22.12.0" } })).toEqual([]);
    const needs = (node: string) =>
      manifestProblems(
        { ...good, engines: { node } },
        { nodeRange, viemImporters, dependencyEngines: { commander: ">=22.12.0" } },
      );
    expect(needs(">=20")).toEqual(['engines.node is ">=20", but commander needs Node ">=22.12.0"']);
    expect(needs(">=22.12.0")).toEqual([]);
  });

  test("types after the code they describe is a problem, in both exports maps", () => {
    const late = { import: { default: "./dist/index.js", types: "./dist/index.d.ts" } };
    const found = problems({
      exports: { ".": { "@perpkit/source": "./src/index.ts", ...late } },
      publishConfig: { access: "public", exports: { ".": late } },
    });
    expect(found).toEqual([
      expect.stringContaining('exports["."].import: "types" must be the first condition'),
      expect.stringContaining('publishConfig.exports["."].import: "types" must be the first'),
    ]);
  });

  test("a runtime condition without types is a problem", () => {
    const untyped = { ".": { import: "./dist/index.js" } };
    const found = problems({
      exports: untyped,
      publishConfig: { access: "public", exports: untyped },
    });
    expect(found).toContainEqual(expect.stringContaining('exports["."] has no "types" condition'));
  });

  test("the in-repo source condition must not be published", () => {
    const leaked = problems({ publishConfig: { access: "public", exports: good.exports ?? {} } });
    expect(leaked).toEqual([expect.stringContaining('keeps the in-repo "@perpkit/source"')]);
    const missing = problems({ publishConfig: { access: "public" } });
    expect(missing).toEqual([expect.stringContaining("publishConfig.exports is missing")]);
  });

  test("a package that imports viem without a peer range is a problem", () => {
    expect(problems({ peerDependencies: {} })).toEqual([
      expect.stringContaining("imports viem (signer.ts) but has no peerDependencies.viem"),
    ]);
  });

  test("an optional viem peer is a problem only when the package imports viem", () => {
    const optional = { peerDependenciesMeta: { viem: { optional: true } } };
    expect(problems(optional)).toEqual([
      expect.stringContaining("viem cannot be an optional peer dependency"),
    ]);
    expect(problems(optional, [])).toEqual([]);
  });

  test("viem as a plain dependency is a problem", () => {
    expect(problems({ dependencies: { viem: "2.57.20" } })).toEqual([
      expect.stringContaining("viem is a dependency, but it must be a peer dependency"),
    ]);
  });

  test("a peer range that is no real range is a problem", () => {
    expect(problems({ peerDependencies: { viem: "*" } })).toEqual([
      expect.stringContaining('"*", which is not a real version range'),
    ]);
    expect(problems({ peerDependencies: { viem: ">=2.0.0" } })).toEqual([
      expect.stringContaining("give it a lower and an upper bound"),
    ]);
  });

  test("a peer range that leaves out the pinned dev version is a problem", () => {
    expect(problems({ peerDependencies: { viem: "^2.60.0" } })).toEqual([
      expect.stringContaining("does not include the pinned dev version 2.57.20"),
    ]);
  });

  test("a package that neither imports nor declares viem has nothing to fix", () => {
    expect(problems({ peerDependencies: {}, devDependencies: {} }, [])).toEqual([]);
  });
});
