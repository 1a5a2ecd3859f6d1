import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newestTypeScript } from "../toolchains/toolchains.js";
import { newcomerProject, setUpNewcomer } from "./newcomer.js";
import { packAll } from "./pack-all.js";
import { type InstallCaches, install, run } from "./smoke.js";
import { findPublicPackages, repoRoot } from "./workspace.js";

// The newcomer path and the smoke apps install what a user installs, whatever pnpm's store and
// metadata cache hold on the machine that checks them. Each install here runs against a store
// and a cache of its own: empty, and then partial, the state in which an offline install left
// TypeScript 7's compiler out without an error: the registry's metadata cached, a package's
// files not in the store. These installs reach the npm registry, as a user's do.

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

/** pnpm's cached metadata of one package, in each of the cache's metadata folders. */
function metadataFiles(cache: string, name: string): string[] {
  return ["metadata-v1.3", "metadata-full-v1.3"]
    .map((folder) => join(cache, folder, "registry.npmjs.org", `${name}.json`))
    .filter((file) => existsSync(file));
}

/** The store's index entries of one package (`<hash>-<name>@<version>.json`, `/` as `+`). */
function storeEntries(store: string, name: string): string[] {
  const suffix = `-${name.replace("/", "+")}@`;
  return readdirSync(store)
    .filter((layout) => /^v\d+$/.test(layout))
    .flatMap((layout) => {
      const index = join(store, layout, "index");
      if (!existsSync(index)) return [];
      return readdirSync(index).flatMap((bucket) =>
        readdirSync(join(index, bucket))
          .filter((file) => file.includes(suffix))
          .map((file) => join(index, bucket, file)),
      );
    });
}

/** Takes one package's files out of the store and its metadata out of the cache. */
function forget(caches: Required<InstallCaches>, name: string): void {
  const found = [...storeEntries(caches.store, name), ...metadataFiles(caches.cache, name)];
  expect(found.length, `${name} in the store and the cache`).toBeGreaterThan(0);
  for (const file of found) rmSync(file);
}

describe("the newcomer's install", () => {
  const caches = { store: join(work, "newcomer-store"), cache: join(work, "newcomer-cache") };
  const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
  const setUp = (dir: string) =>
    setUpNewcomer(join(work, dir), newcomerProject(readme), tarballs, typescript, caches);

  test("with an empty store and cache, brings TypeScript 7 and its compiler", () => {
    // setUpNewcomer runs the installed tsc: without its compiler, TypeScript 7 does not start.
    expect(setUp("newcomer-empty")).toEqual([]);
  }, 180_000);

  test("with TypeScript 7's metadata cached but its compiler neither stored nor cached, brings the compiler", () => {
    forget(caches, platformCompiler);
    expect(metadataFiles(caches.cache, "typescript").length).toBeGreaterThan(0);
    expect(storeEntries(caches.store, "typescript").length).toBeGreaterThan(0);
    expect(setUp("newcomer-partial")).toEqual([]);
    expect(storeEntries(caches.store, platformCompiler).length).toBeGreaterThan(0);
  }, 180_000);
});

describe("a smoke app's install", () => {
  const caches = { store: join(work, "smoke-store"), cache: join(work, "smoke-cache") };
  const packages = findPublicPackages();

  function smokeIn(dir: string): void {
    cpSync(join(repoRoot, "smoke", "node-esm"), join(work, dir), {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
    install(
      join(work, dir),
      tarballs,
      packages.map((p) => p.name),
      caches,
    );
    // Every package and its dependencies load, from the install alone.
    const loads = packages.map((p) => `await import(${JSON.stringify(p.name)});`).join("\n");
    const ran = run(process.execPath, ["--input-type=module", "-e", loads], join(work, dir));
    expect(ran.output).toBe("");
    expect(ran.ok).toBe(true);
  }

  test("with an empty store and cache, installs every package and what it needs", () => {
    smokeIn("smoke-empty");
  }, 180_000);

  test("with the metadata cached and a dependency's files not in the store, installs them too", () => {
    forget(caches, "viem");
    smokeIn("smoke-partial");
    expect(storeEntries(caches.store, "viem").length).toBeGreaterThan(0);
  }, 180_000);
});
