// Generated from spec/networks.yaml (sha256 1311fbad88f2794418e1924406259e38a2978f707f54b8e845372b49775568b3). Do not edit; run pnpm generate.

/**
 * Network presets: service URLs, chain id and exchange contract of each network.
 * @example networks["alpha"].restUrl
 */
export const networks = {
  alpha: {
    restUrl: "https://alpha.example",
    chainId: 1,
  },
  "beta-net": {
    restUrl: "https://beta.example",
    chainId: 2,
  },
} as const;

/**
 * A preset network: `mainnet`, `testnet`, or `local` (the sandbox).
 * @example const network: NetworkName = "alpha"
 */
export type NetworkName = keyof typeof networks;

/**
 * Names of the preset networks.
 * @example networkNames[0] // "alpha"
 */
export const networkNames = ["alpha", "beta-net"] as const;
