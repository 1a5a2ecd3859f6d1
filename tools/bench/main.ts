// `pnpm bench [--json [file.json]] [package ...]`: runs the `bench` script of every package and
// example that has one (or of those named, by folder or name), one after the other, then lists the goals
// missed. With --json, every figure of the run, each beside the baseline it was measured against
// in the same process, goes into the report file (default bench-report.json at the repository
// root); suites that did not run keep their earlier figures.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type BenchReport,
  mergeReport,
  missedGoals,
  readSuiteReports,
  reportDirVariable,
} from "@perpkit/harness/report";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The parsed command line. */
export interface BenchArguments {
  /** The report file, absolute, when --json was given. */
  readonly json: string | undefined;
  /** Package folders or names to run; all when empty. */
  readonly only: readonly string[];
}

/** Parses `[--json [file.json]] [package ...]`; a path after --json must end in .json. */
export function parseArguments(argv: readonly string[], cwd = root): BenchArguments {
  let json: string | undefined;
  const only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--json" || arg.startsWith("--json=")) {
      let file = arg.startsWith("--json=") ? arg.slice("--json=".length) : undefined;
      if (file === undefined && argv[i + 1]?.endsWith(".json")) file = argv[++i];
      json = resolve(cwd, file ?? "bench-report.json");
    } else if (arg.startsWith("-")) {
      throw new Error(`Unknown option ${arg}: use pnpm bench [--json [file.json]] [package ...]`);
    } else {
      only.push(arg);
    }
  }
  return { json, only };
}

/** A package with a bench script. */
export interface BenchPackage {
  readonly name: string;
  readonly folder: string;
  readonly dir: string;
  /** Its folder from the repository's root: `packages/stream`, `examples/tick-to-order`. */
  readonly path: string;
}

/**
 * The packages under packages/ and then examples/ that have a `bench` script, in folder order
 * (an example may measure what no single package can import, such as the stream and the REST
 * client together).
 */
export function benchPackages(base = root): BenchPackage[] {
  return ["packages", "examples"].flatMap((area) => {
    const areaDir = join(base, area);
    if (!existsSync(areaDir)) return [];
    return readdirSync(areaDir)
      .sort()
      .flatMap((folder) => {
        const file = join(areaDir, folder, "package.json");
        if (!existsSync(file)) return [];
        const manifest = JSON.parse(readFileSync(file, "utf8")) as {
          name: string;
          scripts?: Record<string, string>;
        };
        if (manifest.scripts?.bench === undefined) return [];
        return [
          { name: manifest.name, folder, dir: join(areaDir, folder), path: `${area}/${folder}` },
        ];
      });
  });
}

/** Runs the benchmarks; resolves to the exit code. */
export function runBenchmarks(args: BenchArguments, packages = benchPackages()): number {
  const unknown = args.only.filter((n) => !packages.some((p) => p.folder === n || p.name === n));
  if (unknown.length > 0) {
    console.error(
      `No package with a bench script is named ${unknown.join(", ")} (there are: ${packages.map((p) => p.folder).join(", ")})`,
    );
    return 2;
  }
  const picked =
    args.only.length === 0
      ? packages
      : packages.filter((p) => args.only.includes(p.folder) || args.only.includes(p.name));
  const dir = mkdtempSync(join(tmpdir(), "perpkit-bench-"));
  const failed: string[] = [];
  try {
    for (const p of picked) {
      console.log(`\n=== ${p.name} (pnpm run bench in ${p.path})`);
      const run = spawnSync("pnpm", ["run", "bench"], {
        cwd: p.dir,
        stdio: "inherit",
        env: { ...process.env, [reportDirVariable]: dir },
      });
      if (run.status !== 0) failed.push(`${p.name} (exit ${run.status ?? run.signal})`);
    }
    const suites = readSuiteReports(dir);
    const report = mergeReport(undefined, suites);
    if (args.json !== undefined) {
      const previous = existsSync(args.json)
        ? (JSON.parse(readFileSync(args.json, "utf8")) as BenchReport)
        : undefined;
      writeFileSync(args.json, `${JSON.stringify(mergeReport(previous, suites), null, 2)}\n`);
      console.log(
        `\nWrote ${suites.length} suite${suites.length === 1 ? "" : "s"} (${suites.map((s) => s.suite).join(", ")}) to ${args.json}`,
      );
    }
    const missed = missedGoals(report);
    if (missed.length > 0) console.log(`\nGoals missed:\n  ${missed.join("\n  ")}`);
    if (failed.length > 0) console.log(`\nBenchmarks that failed: ${failed.join(", ")}`);
    return failed.length > 0 || missed.length > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    // INIT_CWD: where `pnpm bench` was typed, so a relative report path means what it says.
    const cwd = process.env.INIT_CWD ?? process.cwd();
    process.exitCode = runBenchmarks(parseArguments(process.argv.slice(2), cwd));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
  }
}
