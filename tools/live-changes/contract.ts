import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A JSON object of the live contract, as a change edits it. */
export type Json = { [key: string]: JsonValue };
/** Any JSON value. */
export type JsonValue = string | number | boolean | null | Json | JsonValue[];

/** The live contract as the service publishes it: the files `pnpm spec:sync --from` reads. */
export interface LiveContract {
  /** openapi.json */
  readonly openapi: Json;
  /** ws_messages.json */
  readonly ws: Json;
  /** rpc_config.<network>.json, by network. */
  readonly rpc: Record<string, Json>;
}

const RPC = /^rpc_config\.(\w+)\.json$/;

/**
 * Reads a folder of the live contract (openapi.json, ws_messages.json, rpc_config.<network>.json).
 *
 * @example
 * const contract = readContract(folder)
 */
export function readContract(folder: string): LiveContract {
  const read = (name: string) => JSON.parse(readFileSync(join(folder, name), "utf8")) as Json;
  const rpc: Record<string, Json> = {};
  for (const name of readdirSync(folder)) {
    const network = RPC.exec(name)?.[1];
    if (network) rpc[network] = read(name);
  }
  return { openapi: read("openapi.json"), ws: read("ws_messages.json"), rpc };
}

/**
 * Writes a contract into a folder as the service publishes it.
 *
 * @example
 * writeContract(folder, contract)
 */
export function writeContract(folder: string, contract: LiveContract): void {
  mkdirSync(folder, { recursive: true });
  const write = (name: string, value: Json) =>
    writeFileSync(join(folder, name), `${JSON.stringify(value, null, 2)}\n`);
  write("openapi.json", contract.openapi);
  write("ws_messages.json", contract.ws);
  for (const [network, config] of Object.entries(contract.rpc)) {
    write(`rpc_config.${network}.json`, config);
  }
}

/** The object at a path of keys below a JSON value; throws naming the path when it is not one. */
export function at(value: JsonValue | undefined, ...path: string[]): Json {
  let node: JsonValue | undefined = value;
  for (const key of path) {
    node =
      typeof node === "object" && node !== null && !Array.isArray(node) ? node[key] : undefined;
  }
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    throw new Error(`the contract has no object at ${path.join(".")}`);
  }
  return node;
}

/**
 * The live contract as the repository last took it: its snapshots (spec/upstream/ and the
 * signing configurations of the networks the manifest records).
 *
 * @example
 * const contract = snapshotContract(repo)
 */
export function snapshotContract(root: string): LiveContract {
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Json;
  const manifest = read("spec/upstream/manifest.json") as {
    snapshots: { file: string; kind: string; network: string }[];
  };
  const rpc: Record<string, Json> = {};
  for (const s of manifest.snapshots) if (s.kind === "rpc-config") rpc[s.network] = read(s.file);
  return {
    openapi: read("spec/upstream/openapi.json"),
    ws: read("spec/upstream/ws_messages.json"),
    rpc,
  };
}
