import { rmSync } from "node:fs";
import { join } from "node:path";
import {
  compareTree,
  generateAll,
  layerNotes,
  specFromDirectory,
  targets,
  writeGeneratedTree,
} from "@perpkit/generators";
import type { ContractChange } from "../sync-spec/contract-diff.js";
import { impactLines } from "../sync-spec/impact.js";
import { formatReport, syncUpstream } from "../sync-spec/sync.js";
import { type LiveContract, writeContract } from "./contract.js";
import { makeScratch } from "./scratch.js";

/** What taking one live change gave: the sync's report, and where the change landed. */
export interface TakenChange {
  /** The scratch workspace the change was taken in. */
  readonly dir: string;
  /** The report `pnpm spec:sync` prints. */
  readonly report: string;
  readonly changes: readonly ContractChange[];
  /** What the generators chose where the layers say nothing. */
  readonly notes: readonly string[];
  /** The generated files whose content changed, appeared (` (new)`) or went (` (removed)`). */
  readonly files: readonly string[];
}

/**
 * Takes a live change as a contributor does, in a scratch copy of `root`: the changed contract
 * is written to a folder, `spec:sync --network testnet --from` that folder, then generation
 * (both in this process); `baseline` is the committed generated tree.
 *
 * @example
 * const taken = await takeChange(repo, join(tmp, "nullable"), contract, baseline)
 */
export async function takeChange(
  root: string,
  dir: string,
  contract: LiveContract,
  baseline: ReadonlyMap<string, string>,
): Promise<TakenChange> {
  makeScratch(root, dir);
  const folder = join(dir, "live");
  writeContract(folder, contract);
  const result = await syncUpstream({
    root: dir,
    network: "testnet",
    from: folder,
    source: "the live change",
    date: "2026-01-01",
  });
  rmSync(folder, { recursive: true });
  const spec = specFromDirectory(dir);
  const generated = await generateAll(spec, targets);
  const diff = compareTree(generated, baseline);
  writeGeneratedTree(dir, targets, generated);
  const notes = layerNotes(spec);
  return {
    dir,
    report: formatReport(result, impactLines(diff), notes),
    changes: result.changes,
    notes,
    files: [
      ...diff.changed,
      ...diff.missing.map((p) => `${p} (new)`),
      ...diff.extra.map((p) => `${p} (removed)`),
    ].sort(),
  };
}
