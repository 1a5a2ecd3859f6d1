// The one rule for a changeset's bump, which `pnpm spec:take`, the release check and
// CONTRIBUTING.md ("Changesets") all follow: while a package is 0.x, a change that breaks a
// user's code or setup is a minor bump and anything else a patch; from 1.0.0 on, breaking is
// major. 1.0.0 itself is decided on its own, never by a changeset's bump.

/** A version bump, as a changeset names it. */
export type Bump = "major" | "minor" | "patch";

const order: readonly Bump[] = ["patch", "minor", "major"];

/** True while a version is 0.x, where a breaking change is a minor bump. */
function isZero(version: string): boolean {
  return /^0\./.test(version);
}

/**
 * The bump a change gets in a package at `version`: `minor` for a breaking change and `patch`
 * for anything else while the package is 0.x; `major` and `minor` from 1.0.0 on.
 *
 * @example
 * bumpFor("0.1.0", true) // "minor"
 */
export function bumpFor(version: string, breaking: boolean): Bump {
  if (isZero(version)) return breaking ? "minor" : "patch";
  return breaking ? "major" : "minor";
}

/**
 * The largest bump a changeset may give a package at `version` (the bump of a breaking change).
 *
 * @example
 * largestBump("0.3.1") // "minor"
 */
export function largestBump(version: string): Bump {
  return bumpFor(version, true);
}

/** The larger of two bumps. */
export function largerBump(a: Bump, b: Bump): Bump {
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

/**
 * Each bump of the changesets that goes past what the rule allows the package's version, as
 * `<file>: <package> <bump> (at most <largest> while at <version>)`; empty when every one is
 * allowed. A package the changesets name that is not among `versions` is refused too.
 *
 * @example
 * refusedBumps([{ file: "a.md", releases: { "@perpkit/rest": "major" } }], new Map([["@perpkit/rest", "0.1.0"]]))
 */
export function refusedBumps(
  changesets: readonly {
    readonly file: string;
    readonly releases: Readonly<Record<string, Bump>>;
  }[],
  versions: ReadonlyMap<string, string>,
): string[] {
  const refused: string[] = [];
  for (const { file, releases } of changesets) {
    for (const [name, bump] of Object.entries(releases)) {
      const version = versions.get(name);
      if (version === undefined) {
        refused.push(`${file}: ${name} is no public package`);
        continue;
      }
      const largest = largestBump(version);
      if (order.indexOf(bump) > order.indexOf(largest)) {
        refused.push(`${file}: ${name} ${bump} (at most ${largest} while at ${version})`);
      }
    }
  }
  return refused;
}
