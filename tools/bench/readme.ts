// `pnpm bench:readme [report.json]`: writes the tables of a bench report into the Markdown files
// that ask for them. A file asks for a suite with a pair of markers:
//
//   <!-- bench:signing/sign -->
//   (replaced by the suite's tables)
//   <!-- /bench:signing/sign -->
//
// The README files of the repository root, of every package and of every example are searched.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchReport, renderSuite } from "@perpkit/harness/report";

const root = fileURLToPath(new URL("../../", import.meta.url));

const MARKERS = /(<!-- bench:([\w./-]+) -->\n)[\s\S]*?(<!-- \/bench:\2 -->)/g;

/** The Markdown files that may hold bench tables: the root README, each package's and each example's. */
export function readmeFiles(base = root): string[] {
  const inFolder = (name: string) =>
    readdirSync(join(base, name))
      .sort()
      .map((folder) => join(base, name, folder, "README.md"));
  return [join(base, "README.md"), ...inFolder("packages"), ...inFolder("examples")].filter(
    (file) => existsSync(file),
  );
}

/** `text` with the tables of every suite it asks for; suites the report lacks are listed. */
export function fillTables(
  text: string,
  report: BenchReport,
): { text: string; missing: string[]; filled: string[] } {
  const missing: string[] = [];
  const filled: string[] = [];
  const out = text.replace(MARKERS, (whole, open: string, suite: string, close: string) => {
    const found = report.suites[suite];
    if (!found) {
      missing.push(suite);
      return whole;
    }
    filled.push(suite);
    return `${open}\n${renderSuite(found)}\n\n${close}`;
  });
  return { text: out, missing, filled };
}

/** Fills every README's tables from the report; returns the exit code. */
export function writeTables(reportFile: string, files = readmeFiles()): number {
  if (!existsSync(reportFile)) {
    console.error(`${reportFile} does not exist: run pnpm bench --json first`);
    return 2;
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as BenchReport;
  let missing = 0;
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const result = fillTables(before, report);
    for (const suite of result.missing) {
      console.error(`${relative(root, file)} asks for suite ${suite}, which the report lacks`);
      missing++;
    }
    if (result.text !== before) writeFileSync(file, result.text);
    if (result.filled.length > 0) {
      console.log(`${relative(root, file)}: ${result.filled.join(", ")}`);
    }
  }
  return missing > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  process.exitCode = writeTables(resolve(cwd, process.argv[2] ?? join(root, "bench-report.json")));
}
