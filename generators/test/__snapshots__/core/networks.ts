// Generated from spec/networks.yaml (content sha256 acc80b8ecb2483dcc74505b107220e28bb1b15e94159f1286bad72145d1b5839). Do not edit; run pnpm generate.

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
