import { describeValue, ValidationError } from "./errors.js";
import { type NetworkName, networkNames, networks } from "./generated/networks.js";
import type { Address } from "./names.js";

/**
 * Where a network's services live, and which chain its signatures are bound to.
 *
 * @example
 * const testnet: NetworkConfig = getNetwork("testnet")
 * testnet.restUrl
 */
export interface NetworkConfig {
  readonly name: string;
  readonly restUrl: string;
  readonly wsUrl: string;
  readonly candlesUrl: string;
  readonly chainId: number;
  readonly verifyingContract: Address;
  readonly features: { readonly batchOrders: boolean; readonly applicationPing: boolean };
}

/**
 * The preset of a named network (`mainnet`, `testnet`, `local`).
 *
 * @example
 * getNetwork("testnet").restUrl // "https://api.etherealtest.net"
 */
export function getNetwork(name: NetworkName | (string & {}), field = "network"): NetworkConfig {
  if (!(networkNames as readonly string[]).includes(name)) {
    throw new ValidationError(
      field,
      `must be one of ${networkNames.join(", ")}, got ${describeValue(name)}`,
    );
  }
  return networks[name as NetworkName];
}

/**
 * Either a preset network's name or explicit URLs; what every client's options accept.
 *
 * @example
 * const network: NetworkOption = { restUrl: "http://127.0.0.1:7420" } // or "testnet"
 */
export type NetworkOption = NetworkName | (string & {}) | Partial<NetworkConfig>;

/**
 * Resolves a client's `network` option into a full configuration; explicit fields override the
 * preset named by `base` (default `mainnet` when only URLs are given).
 *
 * @example
 * resolveNetwork({ restUrl: "http://127.0.0.1:7420" }, "local").wsUrl // "ws://127.0.0.1:7420/v1/stream"
 */
export function resolveNetwork(
  option: NetworkOption,
  base: NetworkName = "mainnet",
): NetworkConfig {
  if (typeof option === "string") return getNetwork(option);
  return { ...networks[base], ...option } as NetworkConfig;
}
