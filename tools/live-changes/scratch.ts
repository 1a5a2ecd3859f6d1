import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";

// A scratch copy of the workspace to take a live change in: spec/, tools/, harness/ (which tests
// and benchmarks import), and each package's sources, tests, benchmarks, manifest, tsconfig and
// node_modules (pnpm's links are relative, so a package's @perpkit neighbours are the scratch's
// own), with the root's node_modules linked. The repository is never written.

/**
 * Makes a scratch workspace of `root` in `dir` (which must not exist).
 *
 * @example
 * makeScratch(repo, join(tmp, "new-operation"))
 */
export function makeScratch(root: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  cpSync(join(root, "spec"), join(dir, "spec"), { recursive: true });
  cpSync(join(root, "tsconfig.base.json"), join(dir, "tsconfig.base.json"));
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  for (const folder of ["tools", "harness"]) {
    cpSync(join(root, folder), join(dir, folder), { recursive: true, verbatimSymlinks: true });
  }
  for (const name of readdirSync(join(root, "packages"))) {
    const from = join(root, "packages", name);
    if (!existsSync(join(from, "package.json"))) continue;
    const to = join(dir, "packages", name);
    mkdirSync(to, { recursive: true });
    for (const entry of ["package.json", "tsconfig.json", "src", "test", "bench", "node_modules"]) {
      if (!existsSync(join(from, entry))) continue;
      cpSync(join(from, entry), join(to, entry), { recursive: true, verbatimSymlinks: true });
    }
  }
}
