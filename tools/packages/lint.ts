import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { repoRoot } from "./workspace.js";

/**
 * publint in strict mode (warnings count as errors) over a packed tarball: the errors. Its
 * suggestions, which `publint --strict` prints without failing, go to `suggestions`.
 */
export async function publintProblems(
  tarball: string,
  suggestions: string[] = [],
): Promise<string[]> {
  const bytes = readFileSync(tarball);
  const result = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    strict: true,
    level: "suggestion",
  });
  const problems: string[] = [];
  for (const message of result.messages) {
    const text = formatMessage(message, result.pkg, { color: false }) ?? message.code;
    const line = `publint ${message.type} ${message.code}: ${text}`;
    (message.type === "suggestion" ? suggestions : problems).push(line);
  }
  return problems;
}

/** One problem in are-the-types-wrong's JSON report (the fields its messages need). */
interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
  readonly fileName?: string;
  readonly typesFileName?: string;
  readonly implementationFileName?: string;
  readonly missing?: readonly string[];
}

/** A problem as one line: the kind, then where. */
function describeAttw(p: AttwProblem): string {
  const where = [
    p.entrypoint === undefined ? "" : ` at "${p.entrypoint}"`,
    p.resolutionKind === undefined ? "" : ` (${p.resolutionKind})`,
    p.typesFileName === undefined ? "" : ` types ${p.typesFileName}`,
    p.implementationFileName === undefined ? "" : ` for ${p.implementationFileName}`,
    p.fileName === undefined ? "" : ` in ${p.fileName}`,
    p.missing === undefined ? "" : ` missing ${p.missing.join(", ")}`,
  ];
  return `attw ${p.kind}${where.join("")}`;
}

/**
 * The analysis profile: "strict", attw's default. It checks every entry point under node10
 * (TypeScript's resolution for Node 10, still the setting of many CommonJS projects, which
 * predates the exports field: a subpath such as "@perpkit/rest/operations" resolves there only
 * through a "<subpath>/package.json" stub), node16 from CommonJS and from ESM, and bundler.
 */
export const attwProfile = "strict";

/** are-the-types-wrong over a packed tarball, with the strict profile; no rule ignored. */
export function attwProblems(tarball: string): string[] {
  const bin = join(repoRoot, "node_modules", ".bin", "attw");
  // --no-definitely-typed: our packages ship their own types; never ask the registry for @types.
  const run = spawnSync(
    bin,
    [tarball, "--profile", attwProfile, "--no-definitely-typed", "--format", "json"],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  let report: { problems?: Record<string, AttwProblem[]> };
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    return [`attw did not run: ${(run.stderr || run.stdout).trim().slice(0, 2000)}`];
  }
  if (run.status === 0) return [];
  const lines = Object.values(report.problems ?? {})
    .flat()
    .map(describeAttw);
  return lines.length > 0 ? lines : [`attw exited with ${run.status}`];
}
