import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { findPublicPackages, resolveTarget } from "./workspace.js";

const root = mkdtempSync(join(tmpdir(), "perpkit-workspace-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePackage(folder: string, manifest: object): void {
  mkdirSync(join(root, "packages", folder), { recursive: true });
  writeFileSync(join(root, "packages", folder, "package.json"), JSON.stringify(manifest));
}

const target = (name: string) => ({
  "@perpkit/source": `./src/${name}.ts`,
  import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
});
writePackage("rest", {
  name: "@perpkit/rest",
  version: "0.0.0",
  exports: {
    ".": target("index"),
    "./operations": target("operations"),
    "./package.json": "./package.json",
  },
  publishConfig: { access: "public" },
});
writePackage("internal", { name: "@perpkit/internal", version: "0.0.0", private: true });
mkdirSync(join(root, "packages", "notes"));

describe("package discovery", () => {
  test("finds the public packages and skips private ones and folders without package.json", () => {
    expect(findPublicPackages(root).map((p) => p.name)).toEqual(["@perpkit/rest"]);
  });

  test("lists every entry point but package.json, with its source and its ESM file", () => {
    const [rest] = findPublicPackages(root);
    expect(rest?.entries).toEqual([
      {
        subpath: ".",
        specifier: "@perpkit/rest",
        source: join(root, "packages/rest/src/index.ts"),
        esm: join(root, "packages/rest/dist/index.js"),
      },
      {
        subpath: "./operations",
        specifier: "@perpkit/rest/operations",
        source: join(root, "packages/rest/src/operations.ts"),
        esm: join(root, "packages/rest/dist/operations.js"),
      },
    ]);
  });

  test("picks packages by name or folder, and refuses an unknown one", () => {
    expect(findPublicPackages(root, ["rest"]).map((p) => p.name)).toEqual(["@perpkit/rest"]);
    expect(() => findPublicPackages(root, ["internal"])).toThrow(
      /No public package named internal/,
    );
  });

  test("conditions are followed in the order the map gives them", () => {
    const map = { node: { require: "./a.cjs" }, import: "./a.js", default: "./b.js" };
    expect(resolveTarget(map, ["import", "default"])).toBe("./a.js");
    expect(resolveTarget(map, ["node", "import"])).toBe("./a.js");
    expect(resolveTarget(map, ["node", "require"])).toBe("./a.cjs");
  });
});
