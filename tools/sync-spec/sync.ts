import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import {
  type ContractChange,
  diffContract,
  diffSigningConfig,
  formatChanges,
} from "./contract-diff.js";

/** Where the upstream snapshots and their manifest live, relative to the repository root. */
export const MANIFEST = "spec/upstream/manifest.json";
export const OPENAPI_SNAPSHOT = "spec/upstream/openapi.json";
export const WS_SNAPSHOT = "spec/upstream/ws_messages.json";
export const rpcConfigSnapshot = (network: string) => `spec/signing/rpc-config.${network}.json`;

/** One committed upstream snapshot: where it came from, when, and its hash. */
export interface Snapshot {
  readonly file: string;
  readonly kind: "openapi" | "ws-messages" | "rpc-config";
  /** The network the document was taken from. */
  readonly network: string;
  /** The URL or folder it was read from. */
  readonly source: string;
  /** The day it was taken (YYYY-MM-DD). */
  readonly retrieved: string;
  readonly sha256: string;
}

/** spec/upstream/manifest.json. */
export interface Manifest {
  /** Paths below a network's REST base URL where the service publishes each document; null where it publishes none. */
  readonly published: {
    readonly openapi: string;
    readonly "ws-messages": string | null;
    readonly "rpc-config": string;
  };
  readonly snapshots: readonly Snapshot[];
}

/** Options of {@link syncUpstream}. */
export interface SyncOptions {
  /** Repository root: spec/ lives below it. */
  readonly root: string;
  /** A network of spec/networks.yaml: its documents are fetched, or `--from` is labelled with it. */
  readonly network?: string | undefined;
  /** A base URL to fetch from instead of the network's; the network is then found by chain id. */
  readonly url?: string | undefined;
  /** A folder holding openapi.json, and optionally ws_messages.json and rpc_config[.<network>].json. */
  readonly from?: string | undefined;
  /** Compare only; write nothing. */
  readonly check?: boolean | undefined;
  /**
   * Take only the network's signing configuration, not its documents: the OpenAPI document and
   * the message schemas come from the network that gets changes first (`spec:take` takes them
   * from the first network it names).
   */
  readonly signingOnly?: boolean | undefined;
  /** What to record as the source of documents read `--from` a folder. */
  readonly source?: string | undefined;
  /** The day recorded in the manifest; today by default. */
  readonly date?: string | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
}

/** One document the sync read, and what it means for its snapshot. */
export interface IncomingDocument {
  readonly file: string;
  readonly kind: Snapshot["kind"];
  readonly network: string;
  readonly source: string;
  readonly text: string;
  /** False when the snapshot holds the same document (compared as JSON). */
  readonly changed: boolean;
}

/** What {@link syncUpstream} found, and (unless checking) wrote. */
export interface SyncResult {
  readonly network: string;
  readonly documents: readonly IncomingDocument[];
  /** Snapshots not taken this time, kept as they are, each with why. */
  readonly kept: readonly { readonly file: string; readonly why: string }[];
  readonly changes: readonly ContractChange[];
  /** True when any document differs from its snapshot. */
  readonly differs: boolean;
  /** Files written (empty when checking or nothing changed). */
  readonly written: readonly string[];
}

interface NetworksFile {
  networks: Record<string, { restUrl: string; chainId: number }>;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** JSON with sorted keys: two documents that differ only in key order or spacing compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON: ${(error as Error).message}`);
  }
}

export function readManifest(root: string): Manifest {
  return JSON.parse(readFileSync(join(root, MANIFEST), "utf8")) as Manifest;
}

function readIfExists(root: string, file: string): string | undefined {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

function checkOpenApi(text: string, where: string): void {
  const doc = parseJson(text, where) as { openapi?: unknown; paths?: unknown };
  if (typeof doc?.openapi !== "string" || typeof doc.paths !== "object") {
    throw new Error(`${where} is not an OpenAPI document (no openapi version or paths)`);
  }
}

function checkRpcConfig(text: string, where: string): { chainId: number } {
  const body = parseJson(text, where) as {
    domain?: { chainId?: unknown };
    signatureTypes?: unknown;
  };
  if (typeof body?.domain !== "object" || typeof body.signatureTypes !== "object") {
    throw new Error(`${where} is not a signing configuration (domain and signatureTypes)`);
  }
  return { chainId: Number(body.domain.chainId) };
}

async function fetchText(
  fetcher: typeof globalThis.fetch,
  url: string,
  optional: boolean,
): Promise<string | undefined> {
  const response = await fetcher(url, { method: "GET" });
  if (response.status === 404 && optional) return undefined;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return await response.text();
}

/**
 * Reads the live contract (from a network, a URL or a folder), compares it with the committed
 * upstream snapshots, and unless checking writes the documents that changed, exactly as served,
 * and records their source, day and sha256 in spec/upstream/manifest.json.
 *
 * @example
 * const result = await syncUpstream({ root, network: "testnet", check: true })
 */
export async function syncUpstream(options: SyncOptions): Promise<SyncResult> {
  const { root } = options;
  const { networks } = parseYaml(
    readFileSync(join(root, "spec/networks.yaml"), "utf8"),
  ) as NetworksFile;
  if (options.network !== undefined && !(options.network in networks)) {
    throw new Error(
      `unknown network ${options.network}; spec/networks.yaml has ${Object.keys(networks).join(", ")}`,
    );
  }
  const manifest = readManifest(root);
  const day = options.date ?? new Date().toISOString().slice(0, 10);

  let openapi: { text: string; source: string } | undefined;
  let ws: { text: string; source: string } | undefined;
  const configs: { network: string | undefined; text: string; source: string }[] = [];
  const kept: { file: string; why: string }[] = [];
  const unpublished = { file: WS_SNAPSHOT, why: "not published; use --from" };

  if (options.from !== undefined) {
    const folder = resolve(options.from);
    const label = options.source ?? `folder ${basename(folder)}`;
    const read = (name: string) => {
      const path = join(folder, name);
      return existsSync(path) ? readFileSync(path, "utf8") : undefined;
    };
    const openapiText = read("openapi.json");
    if (openapiText === undefined) throw new Error(`${folder} has no openapi.json`);
    openapi = { text: openapiText, source: `${label}/openapi.json` };
    const wsText = read("ws_messages.json");
    if (wsText !== undefined) ws = { text: wsText, source: `${label}/ws_messages.json` };
    else kept.push(unpublished);
    const plain = read("rpc_config.json");
    if (plain !== undefined) {
      configs.push({ network: options.network, text: plain, source: `${label}/rpc_config.json` });
    }
    for (const network of Object.keys(networks)) {
      const text = read(`rpc_config.${network}.json`);
      if (text !== undefined) {
        configs.push({ network, text, source: `${label}/rpc_config.${network}.json` });
      }
    }
  } else {
    const base = options.url ?? (options.network ? networks[options.network]?.restUrl : undefined);
    if (!base) throw new Error("pass --network <name>, --url <base> or --from <folder>");
    const root = base.replace(/\/+$/, "");
    const fetcher = options.fetch ?? fetch;
    const openapiUrl = `${root}${manifest.published.openapi}`;
    if (!options.signingOnly) {
      openapi = {
        text: (await fetchText(fetcher, openapiUrl, false)) as string,
        source: openapiUrl,
      };
    }
    const wsPath = manifest.published["ws-messages"];
    if (options.signingOnly) {
      const elsewhere = "taken from the first network only";
      kept.push({ file: OPENAPI_SNAPSHOT, why: elsewhere }, { file: WS_SNAPSHOT, why: elsewhere });
    } else if (wsPath !== null) {
      const wsUrl = `${root}${wsPath}`;
      const text = await fetchText(fetcher, wsUrl, true);
      if (text !== undefined) ws = { text, source: wsUrl };
      else kept.push(unpublished);
    } else kept.push(unpublished);
    const configUrl = `${root}${manifest.published["rpc-config"]}`;
    configs.push({
      network: options.network,
      text: (await fetchText(fetcher, configUrl, false)) as string,
      source: configUrl,
    });
  }

  if (openapi) checkOpenApi(openapi.text, openapi.source);
  if (ws) parseJson(ws.text, ws.source);
  const resolvedConfigs = configs.map((c) => {
    const { chainId } = checkRpcConfig(c.text, c.source);
    const network =
      c.network ?? Object.entries(networks).find(([, n]) => n.chainId === chainId)?.[0];
    if (!network) {
      throw new Error(
        `chain id ${chainId} belongs to no network of spec/networks.yaml; pass --network <name>`,
      );
    }
    return { ...c, network };
  });
  const network = options.network ?? resolvedConfigs[0]?.network ?? "mainnet";

  const documents: IncomingDocument[] = [];
  const add = (file: string, kind: Snapshot["kind"], net: string, source: string, text: string) => {
    const current = readIfExists(root, file);
    const changed =
      current === undefined || canonical(JSON.parse(current)) !== canonical(JSON.parse(text));
    documents.push({ file, kind, network: net, source, text, changed });
  };
  if (openapi) add(OPENAPI_SNAPSHOT, "openapi", network, openapi.source, openapi.text);
  if (ws) add(WS_SNAPSHOT, "ws-messages", network, ws.source, ws.text);
  for (const c of resolvedConfigs) {
    add(rpcConfigSnapshot(c.network), "rpc-config", c.network, c.source, c.text);
  }

  const current = (file: string) => {
    const text = readIfExists(root, file);
    return text === undefined ? undefined : JSON.parse(text);
  };
  const incoming = (file: string) => {
    const doc = documents.find((d) => d.file === file);
    return doc ? JSON.parse(doc.text) : current(file);
  };
  const changes: ContractChange[] = [
    ...diffContract(
      { openapi: current(OPENAPI_SNAPSHOT), ws: current(WS_SNAPSHOT) },
      { openapi: incoming(OPENAPI_SNAPSHOT), ws: incoming(WS_SNAPSHOT) },
    ),
    ...resolvedConfigs.flatMap((c) =>
      diffSigningConfig(
        c.network,
        current(rpcConfigSnapshot(c.network)),
        incoming(rpcConfigSnapshot(c.network)),
      ),
    ),
  ];
  // The live networks: those whose signing configuration is a snapshot (the sandbox's is not).
  const live = manifest.snapshots.filter((s) => s.kind === "rpc-config").map((s) => s.network);
  markNetworkOnly(changes, live, (net) => incoming(rpcConfigSnapshot(net)));
  const differs = documents.some((d) => d.changed);
  const written: string[] = [];
  if (!options.check && differs) {
    const snapshots = [...manifest.snapshots];
    for (const doc of documents) {
      if (!doc.changed) continue;
      writeFileSync(join(root, doc.file), doc.text);
      written.push(doc.file);
      const entry: Snapshot = {
        file: doc.file,
        kind: doc.kind,
        network: doc.network,
        source: doc.source,
        retrieved: day,
        sha256: sha256(doc.text),
      };
      const at = snapshots.findIndex((s) => s.file === doc.file);
      if (at >= 0) snapshots[at] = entry;
      else snapshots.push(entry);
    }
    writeFileSync(join(root, MANIFEST), `${JSON.stringify({ ...manifest, snapshots }, null, 2)}\n`);
    written.push(MANIFEST);
  }
  return { network, documents, kept, changes, differs, written };
}

/**
 * Adds to each message type a network's configuration gains the networks that do not sign it yet:
 * the generated code refuses it there, before anything is signed.
 */
function markNetworkOnly(
  changes: ContractChange[],
  networks: readonly string[],
  configOf: (network: string) => unknown,
): void {
  for (const [i, change] of changes.entries()) {
    if (change.area !== "signing" || change.kind !== "added") continue;
    const type = change.path.replace(/^signatureTypes\./, "");
    const lacking = networks.filter((network) => {
      const config = configOf(network) as { signatureTypes?: Record<string, string> } | undefined;
      return config?.signatureTypes !== undefined && !(type in config.signatureTypes);
    });
    if (lacking.length === 0) continue;
    changes[i] = {
      ...change,
      detail: `${change.detail} (not yet signed on ${lacking.join(", ")}: refused there, before anything is signed)`,
    };
  }
}

/** The report printed by `pnpm spec:sync`. */
export function formatReport(
  result: SyncResult,
  impact: readonly string[] | undefined,
  notes: readonly string[] = [],
): string {
  const lines: string[] = [];
  for (const doc of result.documents) {
    lines.push(`  ${doc.changed ? "differs " : "same    "} ${doc.file}  <- ${doc.source}`);
  }
  for (const { file, why } of result.kept) lines.push(`  kept     ${file}  (${why})`);
  lines.push("", "Changes (BREAKING for users of the packages where marked):");
  lines.push(formatChanges(result.changes));
  const breaking = result.changes.filter((c) => c.breaking).length;
  lines.push(
    "",
    `${result.changes.length} change${result.changes.length === 1 ? "" : "s"}, ${breaking} breaking`,
  );
  if (notes.length > 0) {
    lines.push(
      "",
      "Where the layers say nothing (generated with defaults; what a layer could add):",
      ...notes.map((n) => `  ${n}`),
    );
  }
  if (impact !== undefined) {
    lines.push(
      impact.length === 0
        ? "Generated code: no package changes"
        : `Generated code that changes:\n${impact.map((l) => `  ${l}`).join("\n")}`,
    );
  }
  return lines.join("\n");
}
