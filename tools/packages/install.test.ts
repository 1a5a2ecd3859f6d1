import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newestTypeScript } from "../toolchains/toolchains.js";
import { newcomerProject, setUpNewcomer } from "./newcomer.js";
import { packAll } from "./pack-all.js";
import { install, run } from "./smoke.js";
import { findPublicPackages, repoRoot } from "./workspace.js";

// The newcomer path and the smoke apps install what a user installs, whatever pnpm's store and
// metadata cache hold on the machine that checks them. Each install here runs against a store
// and a cache of its own: empty, and then partial, holding the registry's metadata of every
// package but no file of any (and no metadata of TypeScript 7's compiler for this platform): the
// state in which an offline install left that compiler out without an error. These installs
// reach the npm registry, as a user's do.

const platformCompiler = `@typescript/typescript-${process.platform}-${process.arch}`;
const typescript = newestTypeScript().version;
const work = mkdtempSync(join(tmpdir(), "perpkit-installs-"));
let tarballs: Map<string, string>;

beforeAll(() => {
  tarballs = packAll(join(work, "tarballs"));
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** An empty store and cache, and then the partial state: the same cache, a new empty store. */
function caches(name: string) {
  const empty = { store: join(work, name, "store"), cache: join(work, name, "cache") };
  return {
    empty,
    partial: () => {
      for (const file of metadataFiles(empty.cache, platformCompiler)) rmSync(file);
      return { store: join(work, name, "store-2"), cache: empty.cache };
    },
  };
}

/** pnpm's cached metadata of one package, in each of the cache's metadata folders. */
function metadataFiles(cache: string, name: string): string[] {
  return ["metadata-v1.3", "metadata-full-v1.3"]
    .map((folder) => join(cache, folder, "registry.npmjs.org", `${name}.json`))
    .filter((file) => existsSync(file));
}

function newcomerIn(dir: string, store: { store: string; cache: string }): string[] {
  const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
  return setUpNewcomer(dir, newcomerProject(readme), tarballs, typescript, store);
}

describe("the newcomer's install", () => {
  const newcomer = caches("newcomer");

  test("with an empty store and cache, brings TypeScript 7 and its compiler", () => {
    // setUpNewcomer runs the installed tsc: without its compiler, TypeScript 7 does not start.
    expect(newcomerIn(join(work, "newcomer-empty"), newcomer.empty)).toEqual([]);
  }, 180_000);

  test("with every metadata cached but the compiler's, and no file stored, brings them too", () => {
    const partial = newcomer.partial();
    expect(metadataFiles(partial.cache, "typescript").length).toBeGreaterThan(0);
    expect(metadataFiles(partial.cache, platformCompiler)).toEqual([]);
    expect(newcomerIn(join(work, "newcomer-partial"), partial)).toEqual([]);
    expect(metadataFiles(partial.cache, platformCompiler).length).toBeGreaterThan(0);
  }, 180_000);
});

describe("a smoke app's install", () => {
  const smoke = caches("smoke");
  const packages = findPublicPackages();

  function smokeIn(dir: string, store: { store: string; cache: string }): void {
    cpSync(join(repoRoot, "smoke", "node-esm"), dir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
    install(
      dir,
      tarballs,
      packages.map((p) => p.name),
      store,
    );
    // Every package and its dependencies load, from the install alone.
    const loads = packages.map((p) => `await import(${JSON.stringify(p.name)});`).join("\n");
    const ran = run(process.execPath, ["--input-type=module", "-e", loads], dir);
    expect(ran.output).toBe("");
    expect(ran.ok).toBe(true);
  }

  test("with an empty store and cache, installs every package and what it needs", () => {
    smokeIn(join(work, "smoke-empty"), smoke.empty);
  }, 180_000);

  test("with the metadata cached and no file stored, installs them too", () => {
    smokeIn(join(work, "smoke-partial"), smoke.partial());
  }, 180_000);
});
