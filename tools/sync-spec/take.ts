import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  compareTree,
  generateAll,
  layerNotes,
  readGeneratedTree,
  specFromDirectory,
  targets,
  writeGeneratedTree,
} from "@perpkit/generators";
import { type Bump, bumpFor } from "../release/bump.js";
import { type ContractChange, formatChanges } from "./contract-diff.js";
import { impactLines } from "./impact.js";
import { formatReport, type SyncOptions, type SyncResult, syncUpstream } from "./sync.js";

// `pnpm spec:take`: what the daily job runs before it opens a pull request. It takes the live
// contract as a contributor would (spec:sync, then generate), writes a changeset whose bumps
// follow the report by the one bump rule (tools/release/bump.ts), and the pull request's title
// and body; or, when generation stops, says where, and no pull request is opened.

/** Options of {@link takeLiveChange}. */
export interface TakeOptions
  extends Pick<SyncOptions, "root" | "from" | "source" | "date" | "fetch"> {
  /**
   * The networks to take, in order: the first gives the documents (OpenAPI, message schemas) and
   * its signing configuration, each other its signing configuration. With `from`, the folder's
   * documents are labelled with the first, and each `rpc_config.<network>.json` in it is taken.
   */
  readonly networks: readonly string[];
}

/** What {@link takeLiveChange} found and wrote. */
export interface TakenLiveChange {
  /** True when any snapshot changed; nothing else is written otherwise. */
  readonly differs: boolean;
  /**
   * Where `pnpm generate` stopped on the change, if it did: the snapshots are taken, nothing is
   * generated, and the daily job opens no pull request but fails with the report.
   */
  readonly stopped: string | undefined;
  readonly changes: readonly ContractChange[];
  /** What the generators chose where the layers say nothing. */
  readonly notes: readonly string[];
  /** Generated files whose content changed, appeared or went, one line per package. */
  readonly impact: readonly string[];
  /** The generated files whose content changed, appeared (` (new)`) or went (` (removed)`). */
  readonly files: readonly string[];
  /** The changeset's bump of each package whose generated code changed (tools/release/bump.ts). */
  readonly releases: Readonly<Record<string, Bump>>;
  /** The packages whose generated code changed. */
  readonly packages: readonly string[];
  /** The changeset written (relative to the root), if one was. */
  readonly changeset: string | undefined;
  /** The pull request's title and body. */
  readonly title: string;
  readonly body: string;
}

/** One sync per network: the first in full, the others for their signing configuration. */
async function syncAll(options: TakeOptions): Promise<SyncResult[]> {
  const [first, ...others] = options.networks;
  const base = {
    root: options.root,
    source: options.source,
    date: options.date,
    fetch: options.fetch,
  };
  if (options.from !== undefined) {
    return [await syncUpstream({ ...base, network: first, from: options.from })];
  }
  const results = [await syncUpstream({ ...base, network: first })];
  for (const network of others) {
    results.push(await syncUpstream({ ...base, network, signingOnly: true }));
  }
  return results;
}

/** A change generation stops on: the snapshots are taken, and the report says where it stops. */
function stopped(
  options: TakeOptions,
  day: string,
  results: readonly SyncResult[],
  problem: string,
): TakenLiveChange {
  const changes = results.flatMap((r) => r.changes);
  const impact = [`pnpm generate stops: ${problem}`];
  const reports = results.map((r, i) => reportSection(options, i, formatReport(r, impact)));
  return {
    differs: true,
    stopped: problem,
    changes,
    notes: [],
    impact,
    files: [],
    releases: {},
    packages: [],
    changeset: undefined,
    title: `Live contract ${day}: ${changes.length} change${changes.length === 1 ? "" : "s"}; pnpm generate stops`,
    body: [
      "The live contract changed, and `pnpm generate` stops on it, so no pull request is opened. Take it locally (`pnpm spec:take --network testnet --network mainnet`, docs/live-changes.md), make spec/ say what the report below asks, run `pnpm generate`, and open the pull request with the changeset spec:take writes.",
      "",
      ...reports,
    ].join("\n"),
  };
}

/** One network's report in the pull request's body. */
function reportSection(options: TakeOptions, i: number, report: string): string {
  const network = options.networks[i] ?? options.networks[0];
  return [`### ${network}`, "", "```", report, "```", ""].join("\n");
}

/** `@perpkit/rest` for `packages/rest/src/generated/...`: the package a generated file is in. */
function packageOf(root: string, path: string): string | undefined {
  const folder = /^packages\/([^/]+)\//.exec(path)?.[1];
  if (!folder) return undefined;
  const manifest = JSON.parse(readFileSync(join(root, "packages", folder, "package.json"), "utf8"));
  return manifest.name as string;
}

/**
 * `.changeset/live-contract-<day>.md`, or `-2`, `-3`, ... after it: a change taken the same day as
 * one whose changeset waits leaves that one as it is.
 */
function changesetPath(root: string, day: string): string {
  for (let n = 1; ; n++) {
    const path = `.changeset/live-contract-${day}${n === 1 ? "" : `-${n}`}.md`;
    if (!existsSync(join(root, path))) return path;
  }
}

/** A package's version, from its manifest. */
function versionOf(root: string, name: string): string {
  const folder = name.replace(/^@perpkit\//, "");
  const manifest = JSON.parse(readFileSync(join(root, "packages", folder, "package.json"), "utf8"));
  return manifest.version as string;
}

function changesetText(taken: Omit<TakenLiveChange, "changeset" | "body" | "title">, day: string) {
  const head = taken.packages.map((p) => `"${p}": ${taken.releases[p]}`).join("\n");
  const breaking = taken.changes.filter((c) => c.breaking).length;
  const count = taken.changes.length;
  const summary =
    count === 0
      ? `The live contract's documents of ${day} write some schemas another way with the same fields, regenerated: no change to what is sent or read.`
      : `The live contract's change of ${day}, regenerated: ${count} change${count === 1 ? "" : "s"} to operations, fields, enumerations, messages, signing types or networks${breaking > 0 ? `, ${breaking} of them breaking` : ""}.`;
  return `---\n${head}\n---\n\n${summary}\n\n${formatChanges(taken.changes)}\n`;
}

/**
 * Takes the live contract of the given networks into the repository at `root`: syncs the
 * snapshots, regenerates every package, and, when a package's generated code changed, writes a
 * changeset (`.changeset/live-contract-<day>.md`) that bumps each such package as the bump rule
 * says for its version and whether the report marks a change breaking (`tools/release/bump.ts`:
 * minor for a breaking change, patch otherwise, while 0.x). Answers the report as the pull
 * request's body; when generation stops, `stopped` says where and nothing is generated.
 *
 * @example
 * const taken = await takeLiveChange({ root, networks: ["testnet"], from: "live" })
 */
export async function takeLiveChange(options: TakeOptions): Promise<TakenLiveChange> {
  const { root } = options;
  const day = options.date ?? new Date().toISOString().slice(0, 10);
  const results = await syncAll({ ...options, date: day });
  const changes = results.flatMap((r) => r.changes);
  const differs = results.some((r) => r.differs);
  if (!differs) {
    return {
      differs,
      stopped: undefined,
      changes,
      notes: [],
      impact: [],
      files: [],
      releases: {},
      packages: [],
      changeset: undefined,
      title: "",
      body: "The live contract matches the snapshots.",
    };
  }
  const before = readGeneratedTree(root, targets);
  const spec = specFromDirectory(root);
  let generated: Awaited<ReturnType<typeof generateAll>>;
  let notes: string[];
  try {
    generated = await generateAll(spec, targets);
    notes = layerNotes(spec);
  } catch (error) {
    return stopped(options, day, results, (error as Error).message);
  }
  const diff = compareTree(generated, before);
  writeGeneratedTree(root, targets, generated);
  const impact = impactLines(diff);
  const paths = [...diff.changed, ...diff.missing, ...diff.extra];
  const packages = [...new Set(paths.flatMap((p) => packageOf(root, p) ?? []))].sort();
  const breaking = changes.some((c) => c.breaking);
  const releases = Object.fromEntries(
    packages.map((name) => [name, bumpFor(versionOf(root, name), breaking)]),
  );
  const files = [
    ...diff.changed,
    ...diff.missing.map((p) => `${p} (new)`),
    ...diff.extra.map((p) => `${p} (removed)`),
  ].sort();
  const taken = { differs, stopped: undefined, changes, notes, impact, files, releases, packages };
  let changeset: string | undefined;
  if (packages.length > 0) {
    changeset = changesetPath(root, day);
    mkdirSync(join(root, ".changeset"), { recursive: true });
    writeFileSync(join(root, changeset), changesetText(taken, day));
  }
  const count = changes.filter((c) => c.breaking).length;
  const title =
    changes.length === 0
      ? `Live contract ${day}: no change to what is sent or read`
      : `Live contract ${day}: ${changes.length} change${changes.length === 1 ? "" : "s"}${count > 0 ? `, ${count} breaking` : ""}`;
  const reports = results.map((r) =>
    formatReport(r, r === results[0] ? impact : undefined, r === results[0] ? notes : []),
  );
  const bumps = packages.map((name) => `${name} ${releases[name]}`).join(", ");
  const body = [
    `The live contract changed; this takes it: the synced snapshots, the regenerated packages${changeset ? `, and a changeset (${bumps})` : ""}.`,
    "",
    `Review the report below, then what it names: a breaking change (\`pnpm typecheck\` points at every hand-written use), and what a layer could add (docs/live-changes.md).`,
    "",
    ...reports.map((report, i) => reportSection(options, i, report)),
  ].join("\n");
  return { ...taken, changeset, title, body };
}
