import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import {
  type ContractChange,
  diffContract,
  diffSigningConfig,
  formatChanges,
  reshapedSchemas,
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
  /**
   * Where each document of the live contract is published: a path below a network's REST base
   * URL (`/openapi.json`), or a whole URL for a document the service keeps elsewhere (the message
   * schemas, which a public client of the service keeps).
   */
  readonly published: {
    readonly openapi: string;
    readonly "ws-messages": string;
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
  /** Schemas written another way with the same fields (rebuilt with `allOf`): no change on the wire. */
  readonly reshaped: readonly string[];
}

interface NetworksFile {
  networks: Record<string, { restUrl: string }>;
}

/** A signing configuration's file name in a folder of the live contract: its network. */
const FOLDER_CONFIG = /^rpc_config\.([a-z][a-z0-9]*)\.json$/;
/** A stored signing configuration: its network. */
const STORED_CONFIG = /^rpc-config\.([a-z][a-z0-9]*)\.json$/;

/** The address of a published document: a whole URL as it is, a path below the network's base. */
export function publishedUrl(base: string, published: string): string {
  return /^https?:\/\//.test(published) ? published : `${base.replace(/\/+$/, "")}${published}`;
}

/** The network whose stored signing configuration has a chain id, if one has. */
function networkOfChain(root: string, chainId: number): string | undefined {
  const folder = join(root, "spec/signing");
  for (const name of existsSync(folder) ? readdirSync(folder).sort() : []) {
    const network = STORED_CONFIG.exec(name)?.[1];
    if (!network) continue;
    const config = JSON.parse(readFileSync(join(folder, name), "utf8")) as {
      domain?: { chainId?: unknown };
    };
    if (Number(config.domain?.chainId) === chainId) return network;
  }
  return undefined;
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

async function fetchText(fetcher: typeof globalThis.fetch, url: string): Promise<string> {
  const response = await fetcher(url, { method: "GET" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return await response.text();
}

/** A document read for the sync, and where it came from. */
interface Read {
  readonly text: string;
  readonly source: string;
}

/** What one sync reads: the documents, each signing configuration, and the snapshots it keeps. */
interface ReadContract {
  readonly openapi: Read | undefined;
  readonly ws: Read | undefined;
  readonly configs: (Read & { readonly network: string | undefined })[];
  readonly kept: { file: string; why: string }[];
}

/**
 * A folder of the live contract: openapi.json, ws_messages.json, and every signing
 * configuration in it (`rpc_config.<network>.json`, a network the repository may not know yet;
 * `rpc_config.json` is the named network's).
 */
function readFolder(options: SyncOptions, folder: string): ReadContract {
  const label = options.source ?? `folder ${basename(folder)}`;
  const read = (name: string): Read | undefined => {
    const path = join(folder, name);
    return existsSync(path)
      ? { text: readFileSync(path, "utf8"), source: `${label}/${name}` }
      : undefined;
  };
  const openapi = read("openapi.json");
  if (openapi === undefined) throw new Error(`${folder} has no openapi.json`);
  const ws = read("ws_messages.json");
  const kept = ws ? [] : [{ file: WS_SNAPSHOT, why: "the folder has no ws_messages.json" }];
  const configs: ReadContract["configs"] = [];
  const plain = read("rpc_config.json");
  if (plain !== undefined) configs.push({ ...plain, network: options.network });
  for (const name of readdirSync(folder).sort()) {
    const network = FOLDER_CONFIG.exec(name)?.[1];
    if (network) configs.push({ ...(read(name) as Read), network });
  }
  return { openapi, ws, configs, kept };
}

/**
 * One network's documents, fetched where the manifest says each is published: the OpenAPI
 * document and the message schemas (unless only its signing configuration is taken), and its
 * signing configuration.
 */
async function fetchNetwork(
  options: SyncOptions,
  networks: NetworksFile["networks"],
  manifest: Manifest,
): Promise<ReadContract> {
  const base = options.url ?? (options.network ? networks[options.network]?.restUrl : undefined);
  if (!base) throw new Error("pass --network <name>, --url <base> or --from <folder>");
  const fetcher = options.fetch ?? fetch;
  const get = async (published: string): Promise<Read> => {
    const url = publishedUrl(base, published);
    return { text: await fetchText(fetcher, url), source: url };
  };
  const configs = [{ ...(await get(manifest.published["rpc-config"])), network: options.network }];
  if (options.signingOnly) {
    const why = "taken from the first network only";
    const kept = [OPENAPI_SNAPSHOT, WS_SNAPSHOT].map((file) => ({ file, why }));
    return { openapi: undefined, ws: undefined, configs, kept };
  }
  const openapi = await get(manifest.published.openapi);
  const ws = await get(manifest.published["ws-messages"]);
  return { openapi, ws, configs, kept: [] };
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

  const read =
    options.from !== undefined
      ? readFolder(options, resolve(options.from))
      : await fetchNetwork(options, networks, manifest);
  const { openapi, ws, configs, kept } = read;
  if (openapi) checkOpenApi(openapi.text, openapi.source);
  if (ws) parseJson(ws.text, ws.source);
  const resolvedConfigs = configs.map((c) => {
    const { chainId } = checkRpcConfig(c.text, c.source);
    const network = c.network ?? networkOfChain(root, chainId);
    if (!network) {
      throw new Error(
        `chain id ${chainId} belongs to no network of spec/signing/; pass --network <name>`,
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
  const reshaped = reshapedSchemas(
    { openapi: current(OPENAPI_SNAPSHOT), ws: current(WS_SNAPSHOT) },
    { openapi: incoming(OPENAPI_SNAPSHOT), ws: incoming(WS_SNAPSHOT) },
  );
  // The live networks: those whose signing configuration is a snapshot (the sandbox's is not).
  const live = [
    ...new Set([
      ...manifest.snapshots.filter((s) => s.kind === "rpc-config").map((s) => s.network),
      ...resolvedConfigs.map((c) => c.network),
    ]),
  ];
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
  return { network, documents, kept, changes, differs, written, reshaped };
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
    if (change.area !== "signing" || change.kind !== "added" || change.path === "") continue;
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
  if (result.reshaped.length > 0) {
    lines.push(
      "",
      "Written another way, with the same fields (no change on the wire):",
      ...result.reshaped.map((line) => `  ${line}`),
    );
  }
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
