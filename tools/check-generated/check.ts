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

  const why = (path: string): string => {
    const stale = parseHeader(actual.get(path) ?? "").filter((h) => {
      try {
        return spec.read(h.path).sha256 !== h.sha256;
      } catch {
        return true;
      }
    });
    return stale.length > 0
      ? `spec changed since it was generated: ${stale.map((h) => h.path).join(", ")}`
      : "edited by hand, or the generator changed";
  };

  const problems = [
    ...diff.changed.map((p) => `  differs  ${p}  (${why(p)})`),
    ...diff.missing.map((p) => `  missing  ${p}`),
    ...diff.extra.map((p) => `  extra    ${p}  (no spec file produces it)`),
  ];
  return { ok: problems.length === 0, problems, checked: expected.length };
}
