import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { attwProblems, publintProblems } from "./lint.js";

const work = mkdtempSync(join(tmpdir(), "perpkit-lint-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const code = {
  "dist/index.js": "export function one() {\n  return 1;\n}\n",
  "dist/index.cjs": '"use strict";\nexports.one = function one() {\n  return 1;\n};\n',
  "dist/index.d.ts": "export declare function one(): number;\n",
  "dist/index.d.cts": "export declare function one(): number;\n",
};

const manifest = {
  name: "@perpkit/fixture",
  version: "1.0.0",
  license: "MIT",
  type: "module",
  sideEffects: false,
  engines: { node: ">=20" },
  files: ["dist"],
  main: "./dist/index.cjs",
  types: "./dist/index.d.ts",
  exports: {
    ".": {
      import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
      require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
    },
    "./package.json": "./package.json",
  },
};

/** A tarball laid out as pnpm pack writes it (package/...). */
function tarball(name: string, packageJson: object, extra: Record<string, string> = {}): string {
  const root = join(work, name);
  const files: Record<string, string> = {
    ...code,
    ...extra,
    "package.json": JSON.stringify(packageJson),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, "package", path)), { recursive: true });
    writeFileSync(join(root, "package", path), text);
  }
  execFileSync("tar", ["-czf", `${name}.tgz`, "-C", root, "package"], { cwd: work });
  return join(work, `${name}.tgz`);
}

// The broken copy: types after the code for import, and ESM types (.d.ts in a "type": "module"
// package) for the CommonJS build.
const broken = tarball("broken", {
  ...manifest,
  exports: {
    ".": {
      import: { default: "./dist/index.js", types: "./dist/index.d.ts" },
      require: { types: "./dist/index.d.ts", default: "./dist/index.cjs" },
    },
  },
});
const good = tarball("good", manifest);

// A subpath entry point, with and without the stub folder node10 resolution needs.
const subpathExports = {
  ...manifest.exports,
  "./extra": {
    import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
    require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
  },
};
const subpathWithoutStub = tarball("subpath-bare", { ...manifest, exports: subpathExports });
const subpathWithStub = tarball(
  "subpath-stub",
  { ...manifest, files: ["dist", "extra"], exports: subpathExports },
  {
    "extra/package.json": JSON.stringify({
      main: "../dist/index.cjs",
      module: "../dist/index.js",
      types: "../dist/index.d.cts",
    }),
  },
);

describe("publint --strict on a tarball", () => {
  test("passes a package laid out like ours", async () => {
    expect(await publintProblems(good)).toEqual([]);
  });

  test("fails a broken package.json and names the rules", async () => {
    const problems = await publintProblems(broken);
    expect(problems).toContainEqual(expect.stringContaining("EXPORTS_TYPES_SHOULD_BE_FIRST"));
    expect(problems).toContainEqual(expect.stringContaining("EXPORTS_TYPES_INVALID_FORMAT"));
  });
});

describe("are-the-types-wrong on a tarball", () => {
  test("passes a package laid out like ours", () => {
    expect(attwProblems(good)).toEqual([]);
  });

  test("fails a subpath that TypeScript's node10 resolution cannot reach", () => {
    expect(attwProblems(subpathWithoutStub)).toContainEqual(
      expect.stringMatching(/^attw NoResolution at "\.\/extra" \(node10\)/),
    );
  });

  test("passes a subpath with its node10 stub folder", () => {
    expect(attwProblems(subpathWithStub)).toEqual([]);
  });

  test("fails ESM types served to CommonJS callers", () => {
    expect(attwProblems(broken)).toContainEqual(
      expect.stringMatching(/^attw FalseESM types .*index\.d\.ts for .*index\.cjs/),
    );
  });
});
