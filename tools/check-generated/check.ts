import {
  compareTree,
  generateAll,
  parseHeader,
  readGeneratedTree,
  specFromDirectory,
  type Target,
} from "@perpkit/generators";

/** The outcome of comparing committed generated code with what the spec generates. */
export interface CheckResult {
  readonly ok: boolean;
  /** One line per file that differs, is missing or is extra, saying which and why. */
  readonly problems: readonly string[];
  readonly checked: number;
}

/** Regenerates in memory from `root`/spec and compares with the targets' folders on disk. */
export async function checkGenerated(
  root: string,
  targets: readonly Target[],
): Promise<CheckResult> {
  const spec = specFromDirectory(root);
  const expected = await generateAll(spec, targets);
  const actual = readGeneratedTree(root, targets);
  const diff = compareTree(expected, actual);

  // A file whose content still has the sha256 its header records was written by the generator:
  // the spec (or the generator) moved on since. Otherwise it was edited after.
  const why = (path: string): string => {
    const written = parseHeader(actual.get(path) ?? "");
    return written.intact
      ? `the spec or the generator changed since it was generated from ${written.sources.join(", ")}`
      : "edited by hand: its content no longer has the sha256 its header records";
  };

  const problems = [
    ...diff.changed.map((p) => `  differs  ${p}  (${why(p)})`),
    ...diff.missing.map((p) => `  missing  ${p}`),
    ...diff.extra.map((p) => `  extra    ${p}  (no spec file produces it)`),
  ];
  return { ok: problems.length === 0, problems, checked: expected.length };
}
