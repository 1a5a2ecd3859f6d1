import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Bump, refusedBumps } from "../release/bump.js";
import { readChangesets } from "../release/changesets.js";
import type { ContractChange } from "../sync-spec/contract-diff.js";
import { takeLiveChange } from "../sync-spec/take.js";
import { type LiveContract, writeContract } from "./contract.js";
import { makeScratch } from "./scratch.js";

/** What taking one live change gave: the report, and where the change landed. */
export interface TakenChange {
  /** The scratch workspace the change was taken in. */
  readonly dir: string;
  /** The report `pnpm spec:take` writes as the pull request's body. */
  readonly report: string;
  readonly changes: readonly ContractChange[];
  /** What the generators chose where the layers say nothing. */
  readonly notes: readonly string[];
  /** The generated files whose content changed, appeared (` (new)`) or went (` (removed)`). */
  readonly files: readonly string[];
  /** Where `pnpm generate` stopped on the change, if it did. */
  readonly stopped: string | undefined;
  /** The bumps of the changeset spec:take wrote, by package; none when it wrote none. */
  readonly releases: Readonly<Record<string, Bump>> | undefined;
  /** What the release check says of that changeset: each bump it refuses (none, or it is wrong). */
  readonly refused: readonly string[];
}

/** The version of each package of a workspace, by its name. */
function versions(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const folder of ["candles", "cli", "core", "rest", "sandbox", "signing", "stream"]) {
    const manifest = JSON.parse(
      readFileSync(join(dir, "packages", folder, "package.json"), "utf8"),
    );
    out.set(manifest.name as string, manifest.version as string);
  }
  return out;
}

/**
 * Takes a live change as the daily job and a contributor do, in a scratch copy of `root`: the
 * changed contract is written to a folder and `pnpm spec:take --network testnet --from` that
 * folder runs (in this process): the sync, the generation, the changeset and the report. The
 * changeset is read back as the release check reads it.
 *
 * @example
 * const taken = await takeChange(repo, join(tmp, "nullable"), contract)
 */
export async function takeChange(
  root: string,
  dir: string,
  contract: LiveContract,
): Promise<TakenChange> {
  makeScratch(root, dir);
  const folder = join(dir, "live");
  writeContract(folder, contract);
  const taken = await takeLiveChange({
    root: dir,
    networks: ["testnet"],
    from: folder,
    source: "the live change",
    date: "2026-01-01",
  });
  rmSync(folder, { recursive: true });
  const changesets = existsSync(join(dir, ".changeset"))
    ? readChangesets(join(dir, ".changeset"))
    : [];
  const own = changesets.find((c) => `.changeset/${c.file}` === taken.changeset);
  return {
    dir,
    report: taken.body,
    changes: taken.changes,
    notes: taken.notes,
    files: taken.files,
    stopped: taken.stopped,
    releases: own?.releases,
    refused: refusedBumps(changesets, versions(dir)),
  };
}
