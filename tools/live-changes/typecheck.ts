import { execFile } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { newestTypeScript } from "../toolchains/toolchains.js";

const run = promisify(execFile);

/** One compiler error, by the file it is in relative to its workspace. */
export interface TypeProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** The errors of one program's output; anything else it prints is the compiler failing. */
function parse(dir: string, output: string): TypeProblem[] {
  const errors: TypeProblem[] = [];
  for (const line of output.split("\n")) {
    if (line.trim() === "") continue;
    const match = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line);
    // Continuation lines of an error's message.
    if (!match && /^\s/.test(line)) continue;
    if (!match) throw new Error(`the type check of ${dir} failed: ${output}`);
    errors.push({
      file: relative(dir, join(dir, match[1] as string)),
      line: Number(match[2]),
      message: match[3] as string,
    });
  }
  return errors;
}

/**
 * Type-checks the sources, tests and benchmarks of every package of a scratch workspace as one program,
 * with the newest TypeScript of toolchains/ (the native compiler: the whole workspace in
 * seconds), one thread (the next change generates meanwhile). One program per workspace: a
 * program takes two copies of one package as one. With the build info of a check of the
 * unchanged workspace (`baseline`, at the same depth of folders), only what the change reaches
 * is checked again; the workspace's own build info is left in it.
 *
 * @example
 * const errors = await typecheck(dir, join(base, "live-changes.tsbuildinfo"))
 */
export async function typecheck(dir: string, baseline?: string): Promise<TypeProblem[]> {
  const config = join(dir, "tsconfig.live-changes.json");
  const info = join(dir, "live-changes.tsbuildinfo");
  // The unchanged workspace's build info: files the change does not reach are not checked again.
  if (baseline !== undefined) copyFileSync(baseline, info);
  writeFileSync(
    config,
    JSON.stringify({
      extends: "./tsconfig.base.json",
      // The native compiler always interoperates with CommonJS; the option is gone.
      compilerOptions: { esModuleInterop: null },
      // What each package's own tsconfig includes, as `pnpm typecheck` checks it: tests and
      // benchmarks are hand-written uses too.
      include: ["src", "test", "bench"].map((folder) => `packages/*/${folder}/**/*.ts`),
    }),
  );
  const args = ["-p", config, "--noEmit", "--pretty", "false", "--singleThreaded"];
  args.push("--incremental", "--tsBuildInfoFile", info);
  const output = await run(newestTypeScript().tsc, args, {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (r) => r.stdout,
    (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ""}${e.stderr ?? ""}`,
  );
  return parse(dir, output);
}
