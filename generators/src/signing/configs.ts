import { fail } from "../json.js";
import { perSpec, readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";
import { type Field, readSignatureType } from "./grammar.js";

// The stored signing configurations (spec/signing/rpc-config.<network>.json), read once for every
// target: each network's message types, and the one definition of each type.

export const SIGNING_DIR = "spec/signing";
export const CONFIG_FILE = /^spec\/signing\/rpc-config\.([a-z0-9]+)\.json$/;
/**
 * The perpkit sandbox's network. It signs every message type any network signs (a new type is
 * tried there before any live network has it), under its own domain.
 */
export const SANDBOX_NETWORK = "local";

export interface RpcConfig {
  domain: { name: string; version: string; chainId: number | string; verifyingContract: string };
  signatureTypes: Record<string, string>;
}

/** The stored signing configurations, read. */
export interface SigningConfigs {
  /** Every configuration, the sandbox's first. */
  readonly files: SpecFile[];
  /**
   * The configurations the message types' definitions come from: each type's first (a network
   * that signs the same types as another adds none), what code built from the definitions alone
   * names as its sources.
   */
  readonly definitions: SpecFile[];
  /** The definitions, and every configuration that lacks a type some network signs. */
  readonly withLacking: SpecFile[];
  /** By network; the sandbox's with every type some network signs. */
  readonly configs: Map<string, RpcConfig>;
  /** Every message type some network signs, with its one definition. */
  readonly types: Map<string, Field[]>;
  /** The same, as the configurations write them. */
  readonly signatureTypes: Record<string, string>;
  /** The networks that sign each type, by type; a type every network signs lists them all. */
  readonly networksOf: ReadonlyMap<string, readonly string[]>;
}

function isSandbox(path: string): boolean {
  return CONFIG_FILE.exec(path)?.[1] === SANDBOX_NETWORK;
}

function networkOf(file: SpecFile): string {
  return (CONFIG_FILE.exec(file.path) as RegExpExecArray)[1] as string;
}

/**
 * Every stored signing configuration. Networks may sign different message types (testnet has a
 * new action before mainnet does); a type two networks both sign must have the same definition on
 * both, since the generated code has one encoder per type.
 */
function readConfigsOnce(spec: SpecSource): SigningConfigs {
  // The sandbox's first: it signs every type, so the types keep its order whatever networks join.
  const files = spec
    .list(SIGNING_DIR)
    .filter((p) => CONFIG_FILE.test(p))
    .sort((a, b) => Number(isSandbox(b)) - Number(isSandbox(a)))
    .map((p) => spec.read(p));
  if (files.length === 0) fail(SIGNING_DIR, "has no rpc-config.<network>.json");
  const configs = new Map<string, RpcConfig>();
  const signatureTypes: Record<string, string> = {};
  const definedIn = new Map<string, SpecFile>();
  const networksOf = new Map<string, string[]>();
  for (const file of files) {
    const network = networkOf(file);
    const config = readJson<RpcConfig>(file);
    configs.set(network, config);
    for (const [name, text] of Object.entries(config.signatureTypes)) {
      const first = definedIn.get(name);
      if (first && signatureTypes[name] !== text) {
        const others = files
          .filter((f) => f !== file && readJson<RpcConfig>(f).signatureTypes[name] !== undefined)
          .map(networkOf);
        fail(
          file.path,
          `signatureTypes.${name} differs from what ${others.join(", ")} sign${others.length === 1 ? "s" : ""}: a message type has one definition on every network that signs it (got ${JSON.stringify(text)}, expected ${JSON.stringify(signatureTypes[name])})`,
        );
      }
      if (!first) {
        definedIn.set(name, file);
        signatureTypes[name] = text;
      }
      networksOf.set(name, [...(networksOf.get(name) ?? []), network]);
    }
  }
  const sandbox = configs.get(SANDBOX_NETWORK);
  if (sandbox) {
    const own = sandbox.signatureTypes;
    const added = Object.keys(signatureTypes).filter((name) => !(name in own));
    configs.set(SANDBOX_NETWORK, {
      ...sandbox,
      signatureTypes: {
        ...own,
        ...Object.fromEntries(added.map((n) => [n, signatureTypes[n] as string])),
      },
    });
    for (const name of added) {
      networksOf.set(name, [...(networksOf.get(name) ?? []), SANDBOX_NETWORK]);
    }
  }
  const types = new Map<string, Field[]>();
  for (const [name, text] of Object.entries(signatureTypes)) {
    const read = readSignatureType(text);
    if ("refused" in read) {
      fail(
        `${(definedIn.get(name) as SpecFile).path}: signatureTypes.${name}`,
        `cannot read the entry ${JSON.stringify(read.refused)}`,
      );
    }
    types.set(name, read);
  }
  const definitions = files.filter((f) => [...definedIn.values()].includes(f));
  const withLacking = files.filter(
    (f) =>
      definitions.includes(f) ||
      Object.keys(signatureTypes).some((name) => !(name in readJson<RpcConfig>(f).signatureTypes)),
  );
  return { files, definitions, withLacking, configs, types, signatureTypes, networksOf };
}

/**
 * Every stored signing configuration (once per spec; see `readConfigsOnce`).
 *
 * @example
 * const { types } = readConfigs(spec)
 */
export const readConfigs: (spec: SpecSource) => SigningConfigs = perSpec(readConfigsOnce);

/**
 * A line of the report for each network with a signing configuration and no preset in
 * spec/networks.yaml (one the live contract gained): what is generated for it, and how a client
 * reaches it until the presets give its URLs.
 *
 * @example
 * networkNotes(spec) // ["spec/signing/rpc-config.devnet.json: devnet is no preset ..."]
 */
export function networkNotes(spec: SpecSource): string[] {
  let presets: Record<string, unknown>;
  try {
    presets =
      readYaml<{ networks?: Record<string, unknown> }>(spec.read("spec/networks.yaml")).networks ??
      {};
  } catch {
    return [];
  }
  return readConfigs(spec)
    .files.map(networkOf)
    .filter((network) => !(network in presets))
    .map(
      (network) =>
        `spec/signing/rpc-config.${network}.json: ${network} is no preset of spec/networks.yaml; its signing configuration is generated (signingConfigs.${network}), and a client reaches it as a custom network (network: { restUrl, wsUrl, candlesUrl }, as @perpkit/core's README shows); spec/networks.yaml could make it a preset with its URLs and features`,
    );
}
