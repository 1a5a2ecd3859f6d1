import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";

/** Options of {@link syncSigningConfig}. */
export interface SyncOptions {
  /** Repository root: spec/ lives below it. */
  readonly root: string;
  /** A network of spec/networks.yaml: its REST URL is fetched and its file written. */
  readonly network?: string | undefined;
  /** A base URL to fetch instead; the network is then found by chain id unless given. */
  readonly url?: string | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
}

/** What {@link syncSigningConfig} did. */
export interface SyncResult {
  readonly network: string;
  /** Relative to the root. */
  readonly path: string;
  readonly changed: boolean;
}

interface NetworksFile {
  networks: Record<string, { restUrl: string; chainId: number }>;
}

/**
 * Fetches the live signing configuration and writes it to spec/signing/rpc-config.<network>.json,
 * as served (keys in their served order, two-space JSON, one trailing newline).
 *
 * @example
 * await syncSigningConfig({ root, network: "testnet" })
 */
export async function syncSigningConfig(options: SyncOptions): Promise<SyncResult> {
  const { networks } = parseYaml(
    readFileSync(join(options.root, "spec/networks.yaml"), "utf8"),
  ) as NetworksFile;
  const bindings = parseYaml(
    readFileSync(join(options.root, "spec/signing/bindings.yaml"), "utf8"),
  ) as {
    config: { method: string; path: string };
  };
  if (options.network !== undefined && !(options.network in networks)) {
    throw new Error(
      `unknown network ${options.network}; spec/networks.yaml has ${Object.keys(networks).join(", ")}`,
    );
  }
  const base = options.url ?? (options.network ? networks[options.network]?.restUrl : undefined);
  if (!base) throw new Error("pass --network <name> or --url <base>");
  const url = `${base.replace(/\/+$/, "")}${bindings.config.path}`;
  const response = await (options.fetch ?? fetch)(url, { method: bindings.config.method });
  if (!response.ok) throw new Error(`${bindings.config.method} ${url} answered ${response.status}`);
  const body = (await response.json()) as {
    domain?: { chainId?: unknown };
    signatureTypes?: unknown;
  };
  if (typeof body?.domain !== "object" || typeof body.signatureTypes !== "object") {
    throw new Error(
      `${url} did not answer with a signing configuration (domain and signatureTypes)`,
    );
  }
  const chainId = Number(body.domain.chainId);
  const network =
    options.network ?? Object.entries(networks).find(([, n]) => n.chainId === chainId)?.[0];
  if (!network) {
    throw new Error(
      `chain id ${chainId} belongs to no network of spec/networks.yaml; pass --network <name>`,
    );
  }
  const path = `spec/signing/rpc-config.${network}.json`;
  const text = `${JSON.stringify(body, null, 2)}\n`;
  const target = join(options.root, path);
  const changed = !existsSync(target) || readFileSync(target, "utf8") !== text;
  if (changed) writeFileSync(target, text);
  return { network, path, changed };
}
