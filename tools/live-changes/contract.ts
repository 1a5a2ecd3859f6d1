import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A JSON object of the live contract, open to edits. */
export type Json = Record<string, any>;

/** The live contract as the service publishes it: the files `pnpm spec:sync --from` reads. */
export interface LiveContract {
  /** openapi.json */
  openapi: Json;
  /** ws_messages.json */
  ws: Json;
  /** rpc_config.<network>.json, by network. */
  rpc: Record<string, Json>;
}

const RPC = /^rpc_config\.(\w+)\.json$/;

/**
 * Reads a folder of the live contract (openapi.json, ws_messages.json, rpc_config.<network>.json).
 *
 * @example
 * const contract = readContract("live")
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
 * Writes a contract into a folder as the service publishes it, indented as the live files are.
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

/**
 * Copies a contract folder, for a change to be applied to the copy.
 *
 * @example
 * copyContract("live", scratch)
 */
export function copyContract(from: string, to: string): void {
  if (!existsSync(from)) throw new Error(`${from} does not exist`);
  cpSync(from, to, { recursive: true });
}
